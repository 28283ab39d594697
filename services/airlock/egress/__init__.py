"""egress"""

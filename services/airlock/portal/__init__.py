"""portal"""

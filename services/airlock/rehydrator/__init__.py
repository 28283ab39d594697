"""rehydrator"""

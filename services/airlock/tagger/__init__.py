"""tagger"""

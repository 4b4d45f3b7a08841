"""Lookup."""

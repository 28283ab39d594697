"""Generated from protos/airlock/v1 — do not edit."""

"""The stack: starting, stopping and talking to the running services."""

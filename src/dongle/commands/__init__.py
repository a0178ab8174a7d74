"""Subcommands of `dongle`, one module each (see `dongle.cli`)."""

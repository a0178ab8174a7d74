"""mcpaql-safety-dongle: judges what an AI agent is about to do and answers go, pause or stop."""

__version__ = "0.1.0"

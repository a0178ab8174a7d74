"""The gating proxy: an adapter's operations behind the trust × danger gate.

Imports mcp, so it is never on the hook path."""

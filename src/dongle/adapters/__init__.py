"""Adapters: what a target is, which operations it has, how dangerous each is, how far it is trusted."""

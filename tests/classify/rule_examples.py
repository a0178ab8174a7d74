"""Every example of every rule pack, as lines to judge: the tests of what rule matching may skip
(plans, the rule index) judge them all and compare."""

from __future__ import annotations

from dongle.rules.engine import load_rules

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}


def every_example() -> list[tuple[str, str, dict[str, str]]]:
    """Every example of every rule, must-match and must-not-match, with its directory and variables."""
    out = []
    for rule in load_rules().rules:
        for example in (*rule.examples["match"], *rule.examples["no_match"]):
            if isinstance(example, dict):
                out.append((example["command"], example.get("cwd", CWD), {**ENV, **example.get("env", {})}))
            else:
                out.append((str(example), CWD, ENV))
    return out

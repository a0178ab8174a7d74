"""A safety control switched off by editing its configuration in place.

`sed -i 's/"mode": "enforce"/"mode": "off"/' ~/.config/cmdguard/config.json` changes one word of one
file, and the guard, firewall or mandatory access control that file configures stops enforcing. No
rule pack can list every such tool, so this reads the edit's effect instead: a substitution whose
left side holds an enforcing value and whose right side holds an off value, in a file (or on a key)
that names a safety control. An edit that switches something on, or switches off a setting that
guards nothing (`debug: true` -> `debug: false`), is not this.
"""

from __future__ import annotations

import re

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

# Programs that edit a file in place with a substitution expression.
IN_PLACE_EDITORS = frozenset({"sed", "gsed", "perl"})

# `s/LEFT/RIGHT/flags` with any delimiter (`s|a|b|`, `s#a#b#g`).
_SUBSTITUTION = lazy_compile(r"(?:^|[;\s{])s(?P<d>[^\w\s\\])(?P<left>(?:\\.|(?!(?P=d)).)*)(?P=d)"
                             r"(?P<right>(?:\\.|(?!(?P=d)).)*)(?P=d)", re.S)
# A value that enforces, and one that does not.
_ON = lazy_compile(r"\b(?:enforc\w*|block\w*|deny|true|enabled?|on|yes|active|strict|protect\w*|1)\b", re.I)
_OFF = lazy_compile(r"\b(?:off|disabled?|false|permissive|no|none|monitor\w*|warn\w*|audit|log|"
                    r"dry[-_ ]?run|allow\w*|inactive|0|bypass\w*|skip)\b", re.I)
# Names of safety controls, in a path or in the edited key.
_CONTROL = lazy_compile(r"guard|safety|sentinel|dongle|protect|policy|firewall|ufw|fail2ban|selinux|apparmor|"
                        r"audit|hooks?\b|shield|sandbox|falco|osquery|wazuh|clamav|antivirus|enforc", re.I)


def switched_off(facts: Facts, subject: str) -> Assessment | None:
    """The in-place edit of this invocation, if it turns a safety control's enforcement off."""
    if not any(a.startswith("--in-place") or (a[:1] == "-" and a[1:2] != "-" and "i" in a)
               for a in facts.inv.args):
        return None  # without -i the edit goes to stdout; a redirect onto a file is judged as a write
    files = [p for p in facts.operand_paths if p.path and not _SUBSTITUTION.search(p.raw)]
    for arg in facts.inv.args:
        for match in _SUBSTITUTION.finditer(arg):
            left, right = match.group("left"), match.group("right")
            if not (_words(_ON, left) - _words(_ON, right) and _words(_OFF, right) - _words(_OFF, left)):
                continue
            named = [p.raw for p in files if _CONTROL.search(p.path or "")]
            if not (named or _CONTROL.search(left)):
                continue
            where = named[0] if named else "its configuration"
            return assess(
                DangerLevel.FORBIDDEN, kind="command", subject=subject,
                factors=(f"edits {where} from `{left[:40]}` to `{right[:40]}`: a safety control (a guard, "
                         "a firewall, access control) stops enforcing [sys.safety-control-off]",),
                rules=("sys.safety-control-off",),
                safer_alternative="Leave the control on; if it blocks legitimate work, ask its owner to "
                "allow that one action.",
                recovery="Put the setting back (`git diff`/the backup), restart or reload the control, and "
                "review what ran while it was off.",
            )
    return None


def _words(pattern: re.Pattern[str], text: str) -> set[str]:
    """The on (or off) values a side of the substitution holds: the edit switches something off when
    an on value leaves and an off value arrives (`ENABLED=yes` -> `ENABLED=no`)."""
    return {w.lower() for w in pattern.findall(text)}

"""Host upkeep: acts that keep a server serving, and lose none of what it serves.

On a production host or pod, anything dangerous stops (`command.py`): a config rewritten, a service's
files changed, a program the guard does not know run as root. Some dangerous acts there are the upkeep an
on-call does to keep the host up, and their effect is the same on production as on any machine, with
nothing of production's data in it: one service's log emptied when the disk is full (its lines are gone,
the service and its data are not), a partition and filesystem grown into a volume just enlarged (no data
moved), archived journal entries vacuumed to a window of hours or more, a package cache cleared. They keep
the verdict the same act has anywhere (a pause), not the production stop. Anything else in the same part
(a system file changed beside the log, a program run as root) keeps the stop.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dongle.rules.engine import Rule
    from dongle.rules.facts import Facts

# The rules whose effect is upkeep (see above).
UPKEEP_RULES = frozenset({"sys.app-log-emptied", "sys.filesystem-grown", "sys.filesystem-grown-ext",
                          "sys.journal-vacuum", "fs.rm-build-output"})
# A change in a system directory counts as upkeep only as the log being emptied: every changed path is a
# log's.
_LOG_PLACES = ("/var/log/",)
# Logs that are not one service's chatter: a database's own logs (MySQL's binary log under /var/log/mysql
# is what replication and point-in-time recovery replay), and the records of security and audit tools
# (detections, findings, sign-ins), which are evidence. Emptying one keeps the production stop.
_KEPT_LOGS = re.compile(r"^/var/log/(?:mysql|mariadb|postgres\w*|mongo\w*|redis|cassandra|clickhouse\w*"
                        r"|osquery|falco|suricata|wazuh|ossec|clamav|audit|crowdstrike|sentinel\w*|zeek|bro"
                        r"|snort|fail2ban|aide|tetragon|teleport|vault|sssd|samba|auth\.log|secure|wtmp|btmp"
                        r"|lastlog|faillog)(?:[/.]|$)|(?:^|/)[\w.-]*(?:-bin\.\d+|binlog|relay-bin|audit)[\w.-]*$")


def upkeep_only(hits: Sequence[Rule], facts: Facts) -> bool:
    """Every rule the part matched is upkeep, and a system-directory write among them is only the log
    being emptied (each changed path under /var/log)."""
    ids = {rule.id for rule in hits}
    if not ids & UPKEEP_RULES:
        return False
    rest = ids - UPKEEP_RULES
    if not rest:
        return True
    if rest == {"fs.write-system"} and "sys.app-log-emptied" in ids:
        changed = [p.path or "" for p in facts.write_paths]
        return bool(changed) and all(path.startswith(_LOG_PLACES) and not _KEPT_LOGS.search(path)
                                     for path in changed)
    return False

"""A JSON-RPC or XML-RPC method told to an API by name: the method's own verb is the act.

Why: management APIs (TrueNAS, Proxmox Backup, Zabbix, Odoo, Ethereum nodes, hypervisors' and appliances'
RPC endpoints) take their acts as a method name in the request body, not as a URL path or an HTTP verb:
`curl -X POST https://nas/api/v2.0 -d '{"jsonrpc": "2.0", "method": "pool.dataset.delete", …}'`. The
HTTP reading sees a POST (a write, judged by where it goes); the method says a dataset is deleted. Read
the method's last segment as the dotted subcommand is read (compound_acts.dotted_parts): a destroying
verb pauses, and stops where the request names production. A read (`pool.dataset.query`, `host.get`)
or a create adds nothing.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.compound_acts import act_parts
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import names_production
from dongle.shell.model import Invocation

# The line must hold a method key at all (the cheap gate, asked once per line).
LINE_GATE = lazy_compile(r"""method[\\"']*\s*[:=]|<methodName>""")
# A method named in a JSON body (`"method": "vm.delete"`) or an XML-RPC call (`<methodName>…`).
_METHOD = lazy_compile(r"""["']method["']\s*:\s*["']([A-Za-z][\w.:/-]*)["']"""
                       r"""|<methodName>\s*([A-Za-z][\w.:/-]*)""")
_SEGMENT = lazy_compile(r"[.:/]")
# Verbs whose method loses what it names.
DESTROYING = frozenset({"delete", "destroy", "remove", "rm", "purge", "wipe", "erase", "drop", "truncate",
                        "terminate", "unlink"})
# Clients that send a request body.
SENDERS = frozenset({"curl", "http", "https", "xh", "wget", "httpie", "curlie"})

EXAMPLES: dict[str, tuple[str, ...]] = {
    "stop": ("curl -s -X POST https://nas-prod.corp/api "
             """-d '{"jsonrpc":"2.0","method":"pool.dataset.delete","params":["tank/finance"]}'""",),
    "pause": ("curl -s -X POST https://zabbix.corp/api_jsonrpc.php -H 'Content-Type: application/json' "
              """-d '{"jsonrpc":"2.0","method":"host.delete","params":["10084"],"id":1}'""",
              "curl -s http://odoo.corp:8069/xmlrpc/2/object "
              "-d '<methodCall><methodName>unlink</methodName></methodCall>'",
              """curl -s -X POST http://localhost:9000/api -d '{"method":"vm.delete","params":["ci-7"]}'"""),
    "go": ("curl -s -X POST http://localhost:8545 "
           """-d '{"jsonrpc":"2.0","method":"eth_blockNumber","params":[],"id":1}'""",
           """curl -s -X POST http://localhost:9000/api -d '{"method":"vm.list","params":[]}'"""),
}


def rpc_method(inv: Invocation) -> str:
    """The destroying method a request body names, or ""."""
    for arg in inv.args:
        if "method" not in arg.lower():
            continue
        for found in _METHOD.finditer(arg):
            method = found.group(1) or found.group(2)
            last = _SEGMENT.split(method)[-1]
            if not DESTROYING.isdisjoint(act_parts(last) | {last.lower()}):
                return method
    return ""


def rpc_method_act(inv: Invocation, judged: Assessment, subject: str) -> Assessment | None:
    """A pause (a stop on production) for a destroying RPC method sent, when worse than the judgement."""
    method = rpc_method(inv)
    if not method:
        return None
    level = DangerLevel.FORBIDDEN if names_production(" ".join(inv.args)) else DangerLevel.DESTRUCTIVE
    if judged.danger_level >= level:
        return None
    return assess(
        level, kind="command", subject=subject, irreversible=True,
        factors=(f"calls the API method `{method}`: the method's own verb removes what it names"
                 f"{' on production' if level == DangerLevel.FORBIDDEN else ''} [sys.rpc-method-act]",),
        rules=("sys.rpc-method-act",),
        safer_alternative="Call the method's read form first (`….get`, `….query`) and name the one object.",
        recovery="Restore what the method removed from the service's backups or snapshots.")

"""The session manager's environment set over D-Bus, as `systemctl --user set-environment` sets it.

`busctl --user call org.freedesktop.systemd1 /org/freedesktop/systemd1 org.freedesktop.systemd1.Manager
SetEnvironment as 1 BASH_ENV=…` is the call `systemctl set-environment` makes: every program the user's
manager starts later (terminals, agents, their hooks) inherits the variable. D-Bus's own activation
environment (`org.freedesktop.DBus.UpdateActivationEnvironment`, what `dbus-update-activation-environment`
calls) reaches every service the bus starts. Any bus client says the same: `busctl`, `gdbus`,
`dbus-send`, `qdbus`, `dbus` (and a method named in any of their spellings: `Manager.SetEnvironment`,
`--method=…SetEnvironment`). The values are read back as `NAME=VALUE`, whatever the wire format
(`as 1 N=V`, `array:string:N=V`, `"['N=V']"`, `dict:string:string:N,V`, `{'N': 'V'}`), so the caller
judges them as it judges `systemctl set-environment`.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

BUS_CLIENTS = frozenset({"busctl", "gdbus", "dbus-send", "qdbus", "qdbus6", "qdbus-qt5", "dbus", "mdbus2"})
# Methods that set (or unset and set) variables for what the manager or the bus starts later.
_SETS_ENVIRONMENT = lazy_compile(r"(?:^|[.\s=])(?:SetEnvironment|UnsetAndSetEnvironment"
                                 r"|UpdateActivationEnvironment)$")
# `NAME,VALUE` (dbus-send's dict entries) and `'NAME': 'VALUE'` (a GVariant dictionary).
_PAIR = lazy_compile(r"(?:^|[\s{,:])['\"]?(?P<name>[A-Za-z_]\w*)['\"]?\s*(?::\s*|,)"
                     r"['\"]?(?P<value>[^'\",}\s]*)")

EXAMPLES = {
    "match": ["busctl --user call org.freedesktop.systemd1 /org/freedesktop/systemd1 "
              "org.freedesktop.systemd1.Manager SetEnvironment as 1 BASH_ENV=/tmp/x",
              "gdbus call --session --dest org.freedesktop.systemd1 --object-path /org/freedesktop/systemd1 "
              "--method org.freedesktop.systemd1.Manager.SetEnvironment \"['BASH_ENV=/tmp/x']\"",
              "dbus-send --session --dest=org.freedesktop.DBus --type=method_call /org/freedesktop/DBus "
              "org.freedesktop.DBus.UpdateActivationEnvironment dict:string:string:LD_PRELOAD,/tmp/x.so"],
    "no_match": ["busctl --user list", "gdbus introspect --session --dest org.freedesktop.systemd1 "
                 "--object-path /org/freedesktop/systemd1",
                 "busctl --user call org.freedesktop.systemd1 /org/freedesktop/systemd1 "
                 "org.freedesktop.systemd1.Manager StartUnit ss app.service replace"],
}


def bus_environment(inv: Invocation) -> str | None:
    """The `NAME=VALUE` words a D-Bus call in `inv` sets for the user's later programs (None: it sets
    none)."""
    if inv.name not in BUS_CLIENTS:
        return None
    args = list(inv.args)
    at = next((i for i, a in enumerate(args) if _SETS_ENVIRONMENT.search(a)), None)
    if at is None:
        return None
    words = args[at + 1:]
    pairs = []
    for word in words:
        if word.startswith("dict:") and word.count(":") >= 3:  # `dict:string:string:N1,V1,N2,V2`
            items = word.split(":", 3)[3].split(",")
            pairs += [f"{n}={v}" for n, v in zip(items[::2], items[1::2], strict=False)]
        elif "=" not in word:
            pairs += [f"{m.group('name')}={m.group('value')}" for m in _PAIR.finditer(word)]
    return " ".join([*words, *pairs])

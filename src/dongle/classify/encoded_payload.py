"""An encoded PowerShell command read as the script it decodes to.

`powershell -enc <base64>` hides its script from a reader; the shell rules pause it for that alone. The
script is not hidden from us: it is base64 of UTF-16LE text. Decoded, a script that opens a TCP connection
to a host and runs what comes back over it (`New-Object Net.Sockets.TCPClient(...)`, `GetStream()`, then
`iex`) is a reverse shell: whoever listens at that address controls the machine. A script that fetches code
and runs it (`DownloadString(...)` into `IEX`) runs whatever that server sends. Both are the rubric's stops
whatever the wrapper. A payload that decodes to anything else keeps the shell rules' pause.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable

from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of, lazy_compile
from dongle.levels import DangerLevel as L

_ENCODED = lazy_compile(r"(?i)\b(?:powershell|pwsh)(?:\.exe)?\b[^`|;&]*?\s-(?:e|ec|enc|encodedcommand)\s+"
                        r"([A-Za-z0-9+/]{16,}={0,2})")
# what a decoded script does that the rubric stops
_SHELLS = (
    ("a reverse shell (a TCP connection whose stream is run as commands)",
     any_of(r"\bNet\.Sockets\.TCPClient\b"),
     any_of(r"\bGetStream\s*\(", r"\biex\b", r"\bInvoke-Expression\b")),
    ("code downloaded and run",
     any_of(r"\bDownload(?:String|Data|File)\s*\(", r"\bInvoke-WebRequest\b", r"\b(?:iwr|irm)\b",
            r"\bInvoke-RestMethod\b"),
     any_of(r"\biex\b", r"\bInvoke-Expression\b", r"\bStart-Process\b")),
)


def decoded_scripts(text: str) -> list[str]:
    """The scripts of every encoded PowerShell command in the text (a payload that is not base64 of
    UTF-16LE text is left out: the shell rules judge it as hidden)."""
    scripts = []
    for m in _ENCODED.finditer(text):
        raw = m.group(1)
        try:
            scripts.append(base64.b64decode(raw + "=" * (-len(raw) % 4)).decode("utf-16-le"))
        except (binascii.Error, ValueError):
            continue
    return scripts


def encoded_payload(text: str) -> Iterable[Finding]:
    """A stop for an encoded script that is a reverse shell or runs downloaded code."""
    for script in decoded_scripts(text):
        for what, opens, runs in _SHELLS:
            if opens.search(script) and runs.search(script):
                yield Finding(L.FORBIDDEN, f"the encoded PowerShell decodes to {what}: "
                              f"{script[:100]!r}", "hint.encoded-shell", True)
                return

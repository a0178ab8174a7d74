"""Processes signalled from a listing of all processes, in any interpreter's code.

Code that walks every process (`psutil.process_iter()`, `/proc`, the output of `ps`, `pgrep`, `pidof`
or `tasklist` run from the code) and signals what it yields acts as the shell's own tools do: with a
test on the name or command line (`'python' in p.name()`, `.includes('chrome')`, `pgrep node`) it is
`pkill -f NAME`, every process of that name whoever started it (a pause); with no test it is `kill -9
-1`, every process the user can reach (a stop). Python, Node, Ruby, Perl and PHP spell it alike.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile

# A call that sends a signal to a process.
_SIGNALS = lazy_compile(
    r"\bos\.kill\(|\.kill\(|\.terminate\(|\.send_signal\(|\bposix_kill\(|\bProcess\.kill\("
                      r"|(?<![\w.$-])kill\s*\(?\s*['\"]?(?:KILL|TERM|INT|HUP|9|15)\b")
# A listing of every process on the machine, from a library, the proc filesystem or a listing tool run
# from the code.
_LISTINGS = lazy_compile(r"psutil\.(?:process_iter|pids)\(|['\"]/proc/?\*?['\"]|\bps-list\b|\bfind-process\b"
                       r"|['\"`\[]\s*(?:ps|pgrep|pidof|tasklist)\b")
_NAME = r"['\"/]([\w.@:+-]{2,64})['\"/]"
# A test that picks processes by name or command line, and the name it tests for.
_FILTERS = (
    lazy_compile(_NAME + r"\s+(?:not\s+)?in\s+[\w.\[\]'\"()]*(?:name|cmdline|exe|comm|command)"),
    lazy_compile(r"(?:name|cmdline|exe|comm|command)\w*['\"]?\]?(?:\(\))?(?:\[['\"]\w+['\"]\])?\s*(?:==|===|\beq\b)\s*"
               + _NAME),
    lazy_compile(_NAME + r"\s*(?:==|===|\beq\b)\s*\w*[.\[]?['\"]?(?:name|cmdline|comm)"),
    lazy_compile(r"\.(?:includes|startsWith|endsWith|startswith|endswith|match|test|contains|include\?|"
               r"search|indexOf|find)\(\s*" + _NAME),
    lazy_compile(r"=~\s*/([\w.@:+-]{2,64})/"),
    lazy_compile(r"\b(?:pgrep|pidof|pkill)['\"]?\s*,?\s*(?:['\"]?-\w+['\"]?\s*,?\s*)*['\"]?([\w.@:+-]{2,64})"),
    lazy_compile(r"\bgrep['\"]?\s*,?\s*(?:['\"]?-\w+['\"]?\s*,?\s*)*['\"]?([\w.@:+\[\]-]{2,64})"),
    lazy_compile(r"\bgrep\s*[({]\s*/([\w.@:+-]{2,64})/"),
)


def listing_kills(code: str) -> list[tuple[str, ...]]:
    """The shell command this code's signalling of listed processes amounts to, or nothing."""
    if not _SIGNALS.search(code) or not _LISTINGS.search(code):
        return []
    for test in _FILTERS:
        match = test.search(code)
        if match:
            name = re.sub(r"\[(.)\]", r"\1", match.group(1))
            return [("pkill", "-f", name)]
    return [("kill", "-9", "-1")]

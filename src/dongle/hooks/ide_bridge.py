"""An agent's IDE bridge called directly, with the token its lock file holds.

Claude Code's IDE integration is a local WebSocket server run by the editor extension; its port and auth
token are written to `~/.claude/ide/PORT.lock` (Gemini CLI's companion writes `gemini-ide-server-*.json`
under the temporary directory and passes `GEMINI_CLI_IDE_SERVER_PORT`/`…_AUTH_TOKEN`). The bridge offers
tools to the agent (`executeCode` runs code in the editor's kernel, `openDiff` writes files) that the
agent calls through its own tool layer, where the hook judges them. A line that reads the token and
talks to the bridge itself (`websocat -H "x-claude-code-ide-authorization: $T" ws://127.0.0.1:$P`, curl,
a Python or node client) calls those tools where no hook sees them. So a line that reads a bridge's lock
file or names its auth header or variables, and holds a client for a local endpoint, stops. Reading the
lock file to see which editor is connected, or listing the directory, calls nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

_BRIDGE = lazy_compile(r"(?i)\.claude/ide\b|x-claude-code-ide-authorization|CLAUDE_CODE_SSE_PORT"
                       r"|gemini-ide-server|GEMINI_CLI_IDE_(?:SERVER_PORT|AUTH_TOKEN)|/gemini/ide\b")
_LOCAL_ENDPOINT = lazy_compile(r"(?i)\b(?:wss?|https?)://(?:127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0)"
                               r"|\bWebSocket\b|\bwebsockets?\b|\bcreate_connection\b|tools/call")
# Substrings one of which every spelling `_BRIDGE` matches holds (a cheap gate before the regex).
_GATE = ("/ide", "ide-", "_IDE_", "CLAUDE_CODE_SSE", "-ide")
_CLIENTS = frozenset({"websocat", "wscat", "websocket", "wsta", "curl", "wget", "http", "https", "xh",
                      "nc", "ncat", "netcat", "socat", "httpie", "grpcurl", "wsc"})

EXAMPLES = {
    "match": ["T=$(jq -r .authToken ~/.claude/ide/*.lock); echo '{}' | websocat -H "
              "\"x-claude-code-ide-authorization: $T\" ws://127.0.0.1:4000",
              "curl -H \"x-claude-code-ide-authorization: $(jq -r .authToken ~/.claude/ide/4000.lock)\" "
              "http://localhost:4000",
              "python3 -c \"import json,glob,websocket; "
              "l=json.load(open(glob.glob('/home/u/.claude/ide/*.lock')[0]))\""],
    "no_match": ["cat ~/.claude/ide/*.lock", "ls ~/.claude/ide", "jq .workspaceFolders ~/.claude/ide/*.lock",
                 "websocat ws://127.0.0.1:8080/echo"],
}


def ide_bridge_called(invs: Sequence[Invocation], command: str) -> str | None:
    """Why the line calls an agent's IDE bridge with its token, if it does."""
    if not any(word in command for word in _GATE):
        return None
    bridge = _BRIDGE.search(command)
    if not bridge:
        return None
    client = next((inv.name for inv in invs if inv.name in _CLIENTS), None)
    if client is None and not _LOCAL_ENDPOINT.search(command):
        return None
    how = f"`{client}`" if client else "a local client"
    return (f"talks to the agent's IDE bridge ({bridge.group(0)}) through {how} with its token: the "
            "editor's tools (running code, writing files) are called where no hook judges them")

"""Every line a client sends gets an answer, and no line kills the server (issue 12, item 7).

A spawned `dongle serve` is fed raw lines: text that is not JSON, a numeric method, a batch array,
requests nested 300 and 1,200 deep, a lone-surrogate escape; each must be answered per JSON-RPC 2.0
(-32700 parse error, -32600 invalid request) or, for the surrogate inside a tool call, with
VALIDATION_INVALID_ENCODING, and a ping sent afterwards must still be answered.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dongle.stdio_wire import MAX_NESTING, screen

INIT = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "t", "version": "1"}}}


def _serve(lines: list[str], tmp_path: Path) -> tuple[list[dict], str]:
    feed = [json.dumps(INIT), '{"jsonrpc":"2.0","method":"notifications/initialized"}', *lines,
            '{"jsonrpc":"2.0","id":"last","method":"ping"}']
    done = subprocess.run([sys.executable, "-m", "dongle", "serve", "--db", str(tmp_path / "s.db")],
                          input="\n".join(feed) + "\n", capture_output=True, text=True, timeout=90)
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()], done.stderr


def test_each_bad_line_gets_its_json_rpc_error_and_the_server_lives_on(tmp_path: Path) -> None:
    lines = [
        "this is not json",
        '{"jsonrpc":"2.0","id":2,"method":5}',
        '[{"jsonrpc":"2.0","id":3,"method":"ping"}]',
        '{"jsonrpc":"2.0","id":5,"method":"ping","params":{"a":' + "[" * 300 + "]" * 300 + "}}",
        '{"jsonrpc":"2.0","id":6,"method":"ping","params":{"a":' + "[" * 1200 + "]" * 1200 + "}}",
        '{"jsonrpc":"1.0","id":8,"method":"ping"}',
        "42",
    ]
    answers, stderr = _serve(lines, tmp_path)
    errors = [a["error"]["code"] for a in answers if "error" in a]
    assert errors == [-32700, -32600, -32600, -32600, -32600, -32600, -32600], answers
    assert any(a.get("id") == 2 and a["error"]["code"] == -32600 for a in answers)
    assert answers[-1] == {"jsonrpc": "2.0", "id": "last", "result": {}}
    assert "Traceback" not in stderr and "RecursionError" not in stderr


def test_a_lone_surrogate_in_a_tool_call_is_an_invalid_encoding(tmp_path: Path) -> None:
    call = ('{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"mcp_aql_read",'
            '"arguments":{"operation":"introspect","params":{"query":"\\ud800"}}}}')
    answers, _ = _serve([call], tmp_path)
    result = next(a for a in answers if a.get("id") == 4)["result"]
    assert json.loads(result["content"][0]["text"])["error"]["code"] == "VALIDATION_INVALID_ENCODING"
    assert answers[-1]["id"] == "last"


@pytest.mark.parametrize(("text", "kept"), [
    ('{"a":"\\ud83d\\ude00"}', True),   # a valid pair stays
    ('{"a":"\\\\ud800"}', True),        # an escaped backslash: the text \\ud800, no surrogate
])
def test_valid_escapes_pass_untouched(text: str, kept: bool) -> None:
    line = '{"jsonrpc":"2.0","id":1,"method":"x","params":' + text + "}"
    assert screen(line, "\\ufdd0") == (line, None)


def test_nesting_is_counted_without_recursion_and_ignores_brackets_in_strings() -> None:
    deep = '{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":' + "[" * 100_000 + "]" * 100_000 + "}}"
    assert screen(deep, "")[1] is not None
    quoted = '{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":"' + "[" * (MAX_NESTING * 4) + '"}}'
    assert screen(quoted, "") == (quoted, None)

"""`dongle check`: judge a command (or an action hint) and explain the verdict.

    dongle check [--cwd DIR] [--env NAME=VALUE ...] [--json] -- COMMAND
    dongle check --hint TEXT [--json]
    dongle check --action JSON [--hint TEXT] [--json]   # a structured action, as record_execution_step takes
    dongle check --jsonl        # one JSON request per stdin line, one JSON answer per stdout line

Exit status: 0 allow, 1 ask or verify, 2 deny, 3 bad usage. In `--jsonl` mode the exit status is 0
once every line is answered (a malformed line gets an error object on its own line).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

NAME = "check"
HELP = "judge a shell command (or an action hint): go, pause for a human, or stop, with the reasons"

USAGE_ERROR = 3
MAX_LINE_BYTES = 4 * 1024 * 1024


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--cwd", metavar="DIR", help="the agent's working directory (relative paths are inside it)"
    )
    parser.add_argument(
        "--env",
        metavar="NAME=VALUE",
        action="append",
        default=[],
        help="a variable known to be set in the agent's shell (repeatable)",
    )
    parser.add_argument("--json", action="store_true", help="print the assessment as one JSON object")
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help='read {"command": ..., "cwd": ..., "env": {...}} or {"hint": ...} per stdin line; '
        "write one JSON answer per line",
    )
    parser.add_argument(
        "--hint", metavar="TEXT", help="judge a free-text description of the next action instead"
    )
    parser.add_argument(
        "--action",
        metavar="JSON",
        help='judge a structured action ({"kind": "shell"|"tool"|"file_write"|"file_read", ...}); '
        "with --hint, a hint that understates it escalates the verdict",
    )
    parser.add_argument(
        "words",
        nargs=argparse.REMAINDER,
        metavar="-- COMMAND",
        help="the command to judge (after --; several words are joined with spaces)",
    )


def run(args: argparse.Namespace) -> int:
    words = list(args.words)
    if words and words[0] == "--":
        words = words[1:]
    if args.jsonl:
        if words or args.hint is not None or args.action is not None:
            return _usage("--jsonl reads requests from stdin; give no COMMAND, --hint or --action with it")
        try:
            return _run_jsonl()
        except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as a filter does
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    env: dict[str, str] = {}
    for item in args.env:
        name, eq, value = item.partition("=")
        if not eq or not name:
            return _usage(f"--env expects NAME=VALUE, got {item!r}")
        env[name] = value
    if args.action is not None:
        if words:
            return _usage("give either --action JSON or a COMMAND, not both")
        try:
            action = json.loads(args.action)
        except (ValueError, RecursionError):
            return _usage("--action is not valid JSON")
        if isinstance(action, dict) and action.get("kind") != "tool" and "cwd" not in action:
            action["cwd"] = args.cwd or os.getcwd()  # as for a COMMAND: relative paths are inside it
        assessment, error = _judge_action(args.hint, action)
    elif args.hint is not None:
        if words:
            return _usage("give either --hint TEXT or a COMMAND, not both")
        assessment, error = _judge_hint(args.hint)
    else:
        if not words:
            return _usage(
                "no command given (usage: dongle check [--cwd DIR] [--env NAME=VALUE] [--json] -- COMMAND)"
            )
        from dongle.classify.command import classify_command

        assessment, error = classify_command(" ".join(words), cwd=args.cwd or os.getcwd(), env=env), None
    if assessment is None:
        print(f"dongle check: {error}", file=sys.stderr)
        return USAGE_ERROR
    _emit(json.dumps(assessment.to_dict(), ensure_ascii=False) if args.json else _human(assessment))
    return assessment.decision.exit_code


def _emit(text: str) -> None:
    """Write one line as UTF-8; lone surrogates (undecodable bytes in argv, `\\ud800` in JSON) are
    escaped rather than allowed to crash the answer."""
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace") + b"\n")
    sys.stdout.buffer.flush()


def _usage(message: str) -> int:
    print(f"dongle check: error: {message}", file=sys.stderr)
    return USAGE_ERROR


def _judge_hint(text: str) -> tuple[Any, str | None]:
    try:
        from dongle.classify.hint import classify_hint
    except ImportError:
        return None, "hint classification is not available in this build"
    return classify_hint(text), None


def _judge_action(hint: str | None, action: Any) -> tuple[Any, str | None]:
    """A structured action (with the hint that describes it, if any); an invalid one is an error
    naming the field."""
    from dongle.classify.structured import ActionValidationError, judge_hint_and_action

    try:
        return judge_hint_and_action(hint, action), None
    except ActionValidationError as exc:
        return None, f"invalid action ({exc.field}): {exc.message}"


def _human(assessment: Any) -> str:
    verdict = {
        "allow": "GO",
        "ask": "PAUSE (ask a human)",
        "verify": "PAUSE (out-of-band verification)",
        "deny": "STOP",
    }[assessment.decision.value]
    lines = [
        f"verdict:      {verdict}",
        f"tier:         {assessment.tier.value}",
        f"danger level: {assessment.danger_level.label}",
        f"risk score:   {assessment.risk_score}",
        f"irreversible: {'yes' if assessment.irreversible else 'no'}",
    ]
    if assessment.factors:
        lines.append("factors:")
        lines.extend(f"  - {f}" for f in assessment.factors)
    if assessment.rules:
        lines.append(f"rules:        {', '.join(assessment.rules)}")
    if assessment.safer_alternative:
        lines.append(f"safer:        {assessment.safer_alternative}")
    if assessment.recovery:
        lines.append(f"recovery:     {assessment.recovery}")
    return "\n".join(lines)


def _error(message: str, line: int) -> dict[str, Any]:
    return {"error": message, "line": line}


def _answer(raw: bytes, number: int) -> dict[str, Any]:
    """One request line -> one answer object (never raises)."""
    from dongle.classify.command import classify_command

    if len(raw) > MAX_LINE_BYTES:
        return _error(f"line longer than {MAX_LINE_BYTES} bytes", number)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _error("line is not valid UTF-8", number)
    try:
        request = json.loads(text)
    except (ValueError, RecursionError):
        return _error("line is not valid JSON", number)
    if not isinstance(request, dict):
        return _error("each line must be a JSON object", number)
    if "action" in request and "command" not in request:
        hint = request.get("hint")
        if hint is not None and not isinstance(hint, str):
            return _error('"hint" must be a string', number)
        assessment, error = _judge_action(hint, request["action"])
        return assessment.to_dict() if assessment is not None else _error(error or "action failed", number)
    if "hint" in request and "command" not in request:
        if not isinstance(request["hint"], str):
            return _error('"hint" must be a string', number)
        assessment, error = _judge_hint(request["hint"])
        return assessment.to_dict() if assessment is not None else _error(error or "hint failed", number)
    command = request.get("command")
    if not isinstance(command, str):
        return _error('each line needs "command" (a string) or "hint" (a string)', number)
    cwd = request.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        return _error('"cwd" must be a string', number)
    env = request.get("env") or {}
    if not isinstance(env, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in env.items()
    ):
        return _error('"env" must be an object of string values', number)
    return classify_command(command, cwd=cwd, env=env).to_dict()


def _run_jsonl() -> int:
    for number, raw in enumerate(sys.stdin.buffer, start=1):
        raw = raw.rstrip(b"\r\n")
        if not raw.strip():
            continue
        try:
            answer = _answer(raw, number)
        except Exception as exc:  # a line must never crash the stream
            answer = _error(f"internal error ({type(exc).__name__})", number)
        _emit(json.dumps(answer, ensure_ascii=False))
    return 0

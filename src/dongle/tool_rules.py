"""Per-agent tool restrictions (seed 002) evaluated for one tool call: deny > confirm > allow.

Patterns are `Tool:argument-glob` (`Bash:git push*`, `Edit:*.env*`) or a bare tool glob
(`mcp__github__*`). Shell commands are matched per simple command of the parsed shell model (argv
after quote removal, wrappers unwrapped, nested bodies included), never against the raw string. A
declared allow-list denies everything it does not allow, except the fixed safety operations an agent
must always be able to call (complete/abort execution, confirm, verify) on the dongle's own server.
Used by the hooks and the proxy; restrictions only ever tighten what the classifier says.
"""

from __future__ import annotations

import json
import posixpath
import shlex
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from dongle.assessment import Assessment
from dongle.levels import Decision
from dongle.policy.glob import Glob, normalise
from dongle.policy.model import ApprovalScope, Policy, Settings
from dongle.shell.model import Invocation, ShellModel

# Operations no restriction can take away: the ones that stop an agent or let a human release it.
EXEMPT_OPERATIONS: frozenset[str] = frozenset(
    {"complete_execution", "abort_execution", "confirm_operation", "verify_challenge"}
)

Source = Literal["exempt", "deny", "confirm", "allow", "allowlist", "approval_policy", "unresolved", "none"]


@dataclass(frozen=True)
class ToolVerdict:
    """What the restrictions say about one call.

    decision: DENY, ASK (a human must approve) or ALLOW (the restrictions permit it; the classifier's
        own verdict still applies and the stricter of the two wins).
    source: which rule decided; matched: the pattern (or risk class) that matched.
    approval_scope / approval_ttl: for ASK, how far and how long a human approval may reach.
    """

    decision: Decision
    source: Source
    reason: str
    matched: str | None = None
    subjects: tuple[str, ...] = ()
    approval_scope: ApprovalScope | None = None
    approval_ttl: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "decision": self.decision.value,
            "source": self.source,
            "reason": self.reason,
            "matched": self.matched,
            "subjects": list(self.subjects),
            "approval_scope": self.approval_scope.value if self.approval_scope else None,
            "approval_ttl": self.approval_ttl,
        }


# Tools whose input is a shell command line (lower-cased names as hosts send them).
SHELL_TOOLS: frozenset[str] = frozenset(
    {"bash", "shell", "run_shell_command", "exec_command", "local_shell", "terminal", "runterminalcommand"}
)
PATH_KEYS = ("file_path", "path", "notebook_path", "filePath", "target_file")
OTHER_KEYS = ("url", "pattern", "query")
# The dongle's own MCP-AQL tools and the operations each may carry (digest §1.1).
_SAFETY_TOOLS = {
    "mcp_aql_execute": {"complete_execution", "abort_execution", "confirm_operation"},
    "mcp_aql_create": {"verify_challenge"},
    "mcp_aql": set(EXEMPT_OPERATIONS),
}

MAX_SKIPPED_OPTIONS = 8  # global options skipped before a pattern word (`git -C . -c a=b push`)

ShellParser = Callable[[str], ShellModel]
CallClassifier = Callable[[str, Mapping[str, Any]], Assessment]


def evaluate_tool_call(
    policy: Policy | Settings,
    agent_id: str | None,
    tool_name: str,
    tool_input: Mapping[str, Any] | None,
    *,
    assessment: Assessment | None = None,
    classify: CallClassifier | None = None,
    parse: ShellParser | None = None,
) -> ToolVerdict:
    """Judge one tool call against the agent's restrictions. Never raises: errors deny.

    assessment: the classifier's verdict for the call, if the caller has one; needed only when the
        approval policy names risk classes (otherwise `classify`, then the command classifier for
        shell tools; with none available the call is sent to a human).
    parse: the shell parser (defaults to `dongle.shell.parse.parse_command`); injectable for tests.
    """
    try:
        settings = policy.settings_for(agent_id) if isinstance(policy, Policy) else policy
        return _Judge(settings, tool_name, tool_input or {}, assessment, classify, parse).run()
    except Exception as exc:
        return ToolVerdict(
            Decision.DENY, "none", f"tool restrictions could not be evaluated ({type(exc).__name__})"
        )


@dataclass(frozen=True)
class _Pattern:
    """`Tool:argument-glob` split once; `tokens` is the argument split shell-style for shell tools."""

    source: str
    tool: Glob
    arg: str | None

    @classmethod
    def parse(cls, source: str) -> _Pattern:
        tool, sep, arg = source.partition(":")
        return cls(source, Glob(tool.strip()), arg.strip() if sep else None)

    def tokens(self) -> list[str]:
        if self.arg is None:
            return []
        try:
            return shlex.split(self.arg)
        except ValueError:
            return self.arg.split()


def _is_option(token: str) -> bool:
    return token.startswith("-") and token != "-"


def _match_tokens(pattern: Sequence[str], argv: Sequence[str], *, strict: bool) -> bool:
    """Token-aware matching of a shell pattern against one command's argv (all normalised).

    A token that is exactly `*` matches any run of arguments (none included). A last token ending
    in `*` (`push*`) means that word followed by anything; in the strict direction (allow-lists) the
    word must be exact when it ends in a letter or digit, so `git push*` never allows `git pushx`.
    Other tokens glob-match one argument each. In the loose direction (deny, confirm) options such
    as `-C .` or `--git-dir=x` before a pattern word are skipped (a few), so `git -C . push` meets
    `git push*`; the strict direction never skips anything.
    """
    globs = [Glob(p) for p in pattern]
    last = len(pattern) - 1

    def trailing(i: int, token: str) -> bool:
        word = pattern[i][:-1]
        if strict and word and word[-1].isalnum() and "*" not in word and "?" not in word:
            return token == normalise(word)
        return globs[i].fullmatch(token)

    def skippable(j: int) -> list[int]:
        """Positions the next pattern token may start at when options may be skipped."""
        out = [j]
        while not strict and j < len(argv) and _is_option(argv[j]) and len(out) <= MAX_SKIPPED_OPTIONS:
            short_with_value = len(argv[j]) == 2 and j + 1 < len(argv) and not _is_option(argv[j + 1])
            j += 2 if short_with_value else 1
            out.append(j)
            if short_with_value:
                out.append(j - 1)
        return out

    # dp[i][j]: pattern[i:] matches argv[j:]; filled bottom-up, so a long argv cannot blow the
    # recursion limit and runs of `*` stay O(len(pattern) * len(argv)).
    n = len(argv)
    dp = [[False] * (n + 2) for _ in range(last + 2)]
    dp[last + 1][n] = True
    for i in range(last, -1, -1):
        for j in range(n, -1, -1):
            if pattern[i] == "*":
                dp[i][j] = dp[i + 1][j] or (j < n and dp[i][j + 1])
                continue
            starts = [j] if i == 0 else skippable(j)
            if i == last and pattern[i].endswith("*"):
                dp[i][j] = any(k < n and trailing(i, argv[k]) for k in starts)
            else:
                dp[i][j] = any(k < n and dp[i + 1][k + 1] and globs[i].fullmatch(argv[k]) for k in starts)
    return bool(pattern) and dp[0][0]


def _forms(inv: Invocation, *, strict: bool) -> list[list[str]]:
    """The argv shapes a pattern is tried against, normalised token by token.

    Loose (deny/confirm): the resolved name (`/bin/rm` -> `rm`) and the name as written, each with
    every tail of the wrapper chain in front (`sudo env rm …`, `env rm …`, `rm …`). Strict (allow):
    only the full chain as written, so an allowed `git status` does not allow `sudo git status`.
    """
    args = [normalise(a) for a in inv.argv[1:]]
    written = normalise(inv.argv[0].lstrip("\\")) if inv.argv else ""
    wrappers = [normalise(w) for w in inv.wrappers]
    if strict:
        return [[*wrappers, written, *args]]
    names = list(dict.fromkeys([normalise(inv.name), written]))
    return [[*wrappers[i:], name, *args] for name in names for i in range(len(wrappers) + 1)]


class _Judge:
    def __init__(
        self,
        settings: Settings,
        tool_name: str,
        tool_input: Mapping[str, Any],
        assessment: Assessment | None,
        classify: CallClassifier | None,
        parse: ShellParser | None,
    ) -> None:
        self.settings = settings
        self.rules = settings.tools
        self.tool_raw = tool_name
        self.tool = normalise(tool_name)
        self.input = tool_input
        self.assessment = assessment
        self.classify = classify
        self.parse = parse
        self.shell = self.tool in SHELL_TOOLS

    def run(self) -> ToolVerdict:
        if self._exempt():
            return ToolVerdict(Decision.ALLOW, "exempt", "safety operations can never be restricted")
        if self.rules.empty:
            return ToolVerdict(Decision.ALLOW, "none", "no tool restrictions for this agent")
        if not self.tool:
            return ToolVerdict(Decision.DENY, "none", "empty tool name")
        deny = [_Pattern.parse(p) for p in self.rules.deny]
        confirm = [_Pattern.parse(p) for p in self.rules.confirm]
        allow = None if self.rules.allow is None else [_Pattern.parse(p) for p in self.rules.allow]
        if self.shell:
            return self._shell(deny, confirm, allow)
        return self._other(deny, confirm, allow)

    # -- exemptions ---------------------------------------------------------------------------
    def _exempt(self) -> bool:
        """Only the dongle's own servers' lifecycle/safety operations: a downstream server that names
        a tool `mcp_aql_execute` gains nothing."""
        parts = self.tool_raw.split("__")
        if len(parts) != 3 or parts[0] != "mcp":
            return False
        server, tool = parts[1], parts[2]
        if server.casefold() not in {s.casefold() for s in self.settings.safety_servers}:
            return False
        operation = self.input.get("operation")
        base = next((t for t in _SAFETY_TOOLS if tool == t or tool.endswith("_" + t)), None)
        return base is not None and isinstance(operation, str) and operation in _SAFETY_TOOLS[base]

    # -- shell tools --------------------------------------------------------------------------
    def _shell(
        self, deny: list[_Pattern], confirm: list[_Pattern], allow: list[_Pattern] | None
    ) -> ToolVerdict:
        command = self.input.get("command")
        if not isinstance(command, str) or not command.strip():
            return ToolVerdict(Decision.DENY, "none", "empty or missing shell command")
        model = self._parse(command)
        invocations = model.invocations if model is not None else ()
        unresolved = tuple(model.unresolved) if model is not None else ("the shell parser is unavailable",)
        subjects = tuple(" ".join(_forms(inv, strict=True)[0]) for inv in invocations)

        def tool_only(patterns: list[_Pattern]) -> str | None:
            return next((p.source for p in patterns if p.arg is None and p.tool.fullmatch(self.tool)), None)

        def loose(patterns: list[_Pattern]) -> str | None:
            hit = tool_only(patterns)
            if hit:
                return hit
            for p in patterns:
                if p.arg is None or not p.tool.fullmatch(self.tool):
                    continue
                tokens = [normalise(t) for t in p.tokens()]
                for inv in invocations:
                    if any(_match_tokens(tokens, form, strict=False) for form in _forms(inv, strict=False)):
                        return p.source
            return None

        hit = loose(deny)
        if hit:
            return ToolVerdict(Decision.DENY, "deny", f"denied by tool pattern '{hit}'", hit, subjects)
        hit = loose(confirm)
        if hit:
            return self._ask("confirm", f"tool pattern '{hit}' requires confirmation", hit, subjects)
        if unresolved:
            why = "; ".join(unresolved)
            if allow is not None:
                return ToolVerdict(
                    Decision.DENY,
                    "unresolved",
                    f"the command cannot be checked against the allow-list: {why}",
                    None,
                    subjects,
                )
            return self._ask("unresolved", f"the command could not be fully parsed: {why}", None, subjects)
        matched: str | None = None
        if allow is not None:
            whole = tool_only(allow)
            if whole:
                matched = whole
            else:
                for inv in invocations:
                    form = _forms(inv, strict=True)[0]
                    hit = next(
                        (
                            p.source
                            for p in allow
                            if p.arg is not None
                            and p.tool.fullmatch(self.tool)
                            and not inv.dynamic
                            and _match_tokens([normalise(t) for t in p.tokens()], form, strict=True)
                        ),
                        None,
                    )
                    if hit is None:
                        return ToolVerdict(
                            Decision.DENY,
                            "allowlist",
                            f"'{' '.join(form)}' is not in the agent's allow-list",
                            None,
                            subjects,
                        )
                    matched = matched or hit
                if not invocations:
                    return ToolVerdict(
                        Decision.DENY, "allowlist", "no command to match the allow-list", None, subjects
                    )
        return self._approval(matched, subjects, command)

    def _parse(self, command: str) -> ShellModel | None:
        parse = self.parse
        if parse is None:
            try:
                from dongle.shell.parse import parse_command
            except ImportError:
                return None
            parse = parse_command
        return parse(command)

    # -- other tools --------------------------------------------------------------------------
    def _candidates(self) -> list[str]:
        out: list[str] = []
        for key in PATH_KEYS:
            value = self.input.get(key)
            if isinstance(value, str) and value:
                out.append(posixpath.normpath(value))
        for key in OTHER_KEYS:
            value = self.input.get(key)
            if isinstance(value, str) and value:
                out.append(value)
        out.append(json.dumps(self.input, sort_keys=True, separators=(",", ":"), default=str))
        return [normalise(c) for c in out]

    def _other(
        self, deny: list[_Pattern], confirm: list[_Pattern], allow: list[_Pattern] | None
    ) -> ToolVerdict:
        candidates = self._candidates()
        primary = candidates[0]
        loose_subjects = candidates + [posixpath.basename(c) for c in candidates[:-1]]

        def find(patterns: list[_Pattern], subjects: list[str]) -> str | None:
            for p in patterns:
                if not p.tool.fullmatch(self.tool):
                    continue
                if p.arg is None:
                    return p.source
                glob = Glob(p.arg)
                if any(glob.fullmatch(s) for s in subjects):
                    return p.source
            return None

        subjects = (primary,)
        hit = find(deny, loose_subjects)
        if hit:
            return ToolVerdict(Decision.DENY, "deny", f"denied by tool pattern '{hit}'", hit, subjects)
        hit = find(confirm, loose_subjects)
        if hit:
            return self._ask("confirm", f"tool pattern '{hit}' requires confirmation", hit, subjects)
        matched = None
        if allow is not None:
            matched = find(allow, [primary])
            if matched is None:
                return ToolVerdict(
                    Decision.DENY,
                    "allowlist",
                    f"{self.tool_raw} '{primary[:200]}' is not in the agent's allow-list",
                    None,
                    subjects,
                )
        return self._approval(matched, subjects, None)

    # -- approval policy ----------------------------------------------------------------------
    def _ask(
        self, source: Source, reason: str, matched: str | None, subjects: tuple[str, ...]
    ) -> ToolVerdict:
        approval = self.rules.approval
        return ToolVerdict(
            Decision.ASK, source, reason, matched, subjects, approval.default_scope, approval.ttl_seconds
        )

    def _approval(self, matched: str | None, subjects: tuple[str, ...], command: str | None) -> ToolVerdict:
        required = self.rules.approval.require_approval
        if required:
            verdict = self._assess(command)
            if verdict is None:
                return self._ask(
                    "approval_policy",
                    "the call could not be classified for the approval policy",
                    None,
                    subjects,
                )
            classes = {verdict.danger_level.label}
            if verdict.irreversible:
                classes.add("irreversible")
            if verdict.unresolved:
                classes.add("unresolved")
            hits = sorted(classes & required)
            if hits:
                return self._ask(
                    "approval_policy",
                    f"the approval policy requires a human for {', '.join(hits)} calls",
                    ",".join(hits),
                    subjects,
                )
        if matched:
            return ToolVerdict(
                Decision.ALLOW, "allow", f"allowed by tool pattern '{matched}'", matched, subjects
            )
        return ToolVerdict(Decision.ALLOW, "none", "no tool restriction matched", None, subjects)

    def _assess(self, command: str | None) -> Assessment | None:
        if self.assessment is not None:
            return self.assessment
        try:
            if self.classify is not None:
                return self.classify(self.tool_raw, self.input)
            if command is not None:
                from dongle.classify.command import classify_command

                return classify_command(command)
        except Exception:
            return None
        return None

"""Pulling the concrete things out of a hint before it is judged as prose.

An agent's hint often quotes the real action: a shell command after "executing:" or in backticks,
a tool call ("calling delete_file on filesystem server with {...}", `github.delete_repo(...)`), an
operation with arguments (`drop_table name=orders env=prod`), or a SQL statement. Each of those
has a better judge than prose (the shell model, the operation patterns, the SQL rules), so they are
cut out here, and only the remaining words go to the prose judge.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from dongle.classify.quoted_names import NAME
from dongle.classify.vocabulary import MARKERS, TOOL_ACTS, words
from dongle.lazy_regex import lazy_compile

# Commands that, right after "running", "with", "using" or "via", start an inline shell command.
KNOWN_COMMANDS = words(
    "git npm npx pnpm yarn pip pip3 pipx uv poetry cargo go make cmake docker podman kubectl "
    "helm terraform tofu pulumi ansible ansible-playbook aws gcloud az rm mv cp chmod chown dd "
    "mkfs curl wget psql mysql sqlite3 redis-cli mongo mongosh sudo apt apt-get yum dnf brew "
    "pytest python python3 node deno bun rsync scp ssh find sed awk tar unzip systemctl service "
    "kill pkill killall crontab nc ncat iptables ufw mvn gradle dotnet bundle rake rails php "
    "composer ruff black mypy eslint prettier tsc jest vitest gh shred truncate mount umount "
    "fdisk parted wipefs chattr setenforce journalctl launchctl "
    # shells, interpreters, file and network tools an agent quotes inline
    "bash sh zsh dash ksh fish perl ruby lua php rscript cat head tail base64 xxd openssl socat "
    "telnet ln xargs nohup env printenv timeout screen tmux shutdown reboot poweroff halt useradd usermod "
    "userdel passwd visudo chpasswd gpg ssh-keygen ssh-add eksctl doctl heroku vercel netlify "
    "firebase flyctl wrangler gsutil bq s3cmd rclone redis-server influx cqlsh mongodump "
    "mongorestore pg_dump pg_restore mysqldump dropdb createdb nft firewall-cmd auditctl "
    "csrutil spctl osascript defaults history shopt unset export srm wipe blkdiscard losetup "
    "mkswap swapoff modprobe insmod rmmod sysctl iptables-restore "
    # PowerShell's short names for running a string and fetching a URL (`iex (irm URL)`): no English word
    "iex irm iwr"
)

_PREFIX = re.compile(
    r"^\s*(?:(?:about\s+to|going\s+to|now|will)\s+)?"
    r"(?:run(?:ning)?|exec(?:ut(?:e|ing))?|invok(?:e|ing)|shell|bash|sh|zsh|terminal|command|cmd|\$)"
    r"(?:\s+(?:the\s+)?(?:shell|bash|terminal))?(?:\s+(?:shell\s+)?command)?\s*:\s*(?P<cmd>\S.*)$",
    re.I | re.S,
)
_DOLLAR = re.compile(r"^\s*\$\s+(?P<cmd>\S.*)$", re.S)
# one line, or several when a here-document (`<<`) carries the body the command runs
_BACKTICK = re.compile(r"`([^`\n]+|[^`]*<<[^`]*)`")
# A backticked fragment no shell command starts like: a regex, a call left open, an expression. (A
# command starts with a word, a path (`./x`, `~/x`, `/x`), a variable, `(`/`{` grouping or `!`.)
# "searching the scripts for `nc -e` and `/dev/tcp/` patterns", "grepping for `rm -rf`": what a search
# looks for is a pattern, quoted as data; nothing in it runs ("for strings matching `AKIA…`": the same
# pattern, said of what is sought)
_SEARCHED_FOR = re.compile(
    r"\b(?:search|grep|scan|look|hunt|sweep|audit)\w*\b[^`.;:]{0,60}?\bfor\s+"
    r"(?:(?:[\w-]+\s+){0,3}?(?:matching|like|containing|resembling|that\s+match(?:es)?)\s+)?"
    r"(?P<terms>`[^`\n]+`(?:\s*(?:,\s*(?:and|or)?|and|or)\s*`[^`\n]+`)*)", re.I)
_CODE_FRAGMENT = re.compile(r"^(?:[.*+?^\\\]|)=<>,;:'\"#@%-](?![/.])|\.\*|[\w.]+\((?!\))[^)]*$)")
_SHELL_OPERATORS = re.compile(r"[|&;>]|\(\)\s*\{")
# One word no command line is: a folder (`secrets/`) or a namespaced name (`s3:GetObject`, an ARN), which
# the prose reads as what it names; a call expression (`parse_config()`; `queue.clear()` is a call, judged
# as one) or a glob (`*.pem`, `myapp:dev-*`), which is code or a pattern
_NAMED_PLACE = re.compile(r"^(?:[\w.-]+/|[A-Za-z][\w-]*(?::(?!//)[\w*/.-]+)+)$")
_GLOB_EXTENSION = re.compile(r"^\*\.([a-z0-9]+)$")
# A subscript (`os.environ["KEY"]`, `config['db']`) is an expression too: no command line opens with one.
# An agent's permission rule (`Bash(npm test)`, `WebFetch(domain:x.io)`, `mcp__github__create_issue`).
_PERMISSION_RULE = re.compile(r"^(?:Bash|Read|Edit|Write|MultiEdit|NotebookEdit|WebFetch|WebSearch|Glob|Grep|"
                              r"Task|mcp__[\w-]+)(?:\((?P<inner>[^()]*)\))?$")
_CODE_NAME = re.compile(
    r"^(?:[A-Za-z_][\w.]*\(\)|[\w.:/-]*[*?][\w.:/*?-]*|[A-Za-z_][\w.]*(?:\[[^\]\s]+\])+)$")
_SUBSCRIPT_KEY = re.compile(r"\[['\"]?([A-Za-z_]\w*)['\"]?\]$")
# Receivers that live in the program's own memory: a test framework's registry of mocks and modules, a
# language's built-in objects. `jest.resetModules()` or `Object.freeze(x)` changes nothing outside the
# running process, so their method names (reset, clear, delete) are code, not operations on data.
IN_PROCESS = frozenset({"jest", "vi", "sinon", "td", "mocha", "chai", "expect", "assert", "cy", "Object",
                        "Array", "JSON", "Math", "Promise", "Reflect", "Symbol", "String", "Number", "Date",
                        "console", "Map", "Set", "WeakMap"})
_FUNC = re.compile(
    r"(?<![\w.])(?:(?P<server>[A-Za-z_][\w-]*)\.)?(?P<tool>[A-Za-z_]\w*)\((?P<args>.*)\)\s*$", re.S
)
# A call reached through a namespace or a method chain, anywhere in the hint:
# `gcp.projects.delete(project_id="x")`, `db.collection('users').deleteMany({}) on the live MongoDB`.
# The chain before the method names what it acts on (projects, the users collection).
_CHAIN = re.compile(
    r"(?<![\w.])(?P<server>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*(?:\([^()]*\))?)*)\.(?P<tool>[A-Za-z_]\w*)"
    r"\((?P<args>[^()]*)\)"
)
_OP_NAME = r"(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|(?-i:[a-z]+(?:[A-Z][a-z0-9]+)+))"
_CALLING = re.compile(
    r"\b(?:calling|call|invoking|invoke|triggering|using)\s+(?:the\s+)?(?:tool\s+)?"
    # "using the github MCP tool delete_repository": the server named before the word "tool"
    # ("the google drive MCP tool delete_files"), or named bare before an operation given its JSON
    # arguments ("calling notion delete_workspace with {…}")
    r"(?:(?P<ns>[A-Za-z][\w-]*(?:\s+(?!tool\b)[A-Za-z][\w-]*){0,3}?)(?:'s)?\s+(?:mcp\s+)?"
    r"(?:tool|server's\s+tool)\s+(?!(?:with|using)\b)"
    # ("calling kubernetes `patch` with {…}": a one-word operation, its quotes taken off before this)
    r"|(?P<ns2>[A-Za-z][\w-]*)\s+(?=(?:" + _OP_NAME + r"|(?-i:[a-z]+))\s+(?:with|using)\s+\{))?[`'\"]?"
    r"(?P<tool>[A-Za-z][\w-]*(?:[_.][\w-]+)+|(?-i:[a-z]+(?:[A-Z][a-z0-9]+)+)|(?P<word>[A-Za-z][\w-]*))[`'\"]?"
    r"(?:\s+(?:tool|operation|function))?"
    r"(?:\s+(?:on|via|through|from|against|in|at)\s+(?:the\s+)?(?:(?:mcp\s+)?server\s+)?(?P<server>[\w./@-]+)"
    r"(?P<suffix>\s+(?:mcp\s+)?(?:server|adapter|service|mcp|integration))?)?",
    re.I,
)
# "calling the gcp resource manager tool with {"operation": "projects.delete", …}": a service's tool named
# only by the service; what it does is in its arguments (judged by tool_operation.operation_in_arguments)
_SERVICE_TOOL = re.compile(
    r"\b(?:calling|call|invoking|invoke|using)\s+(?:the\s+)?"
    r"(?P<tool>[A-Za-z][\w-]*(?:\s+(?!(?:mcp|tool)\b)[A-Za-z][\w-]*){0,3})\s+(?:mcp\s+)?tool"
    r"(?=\s+(?:with|using)\s+\{)",
    re.I,
)
# "running the bulk_delete_users job": an operation name after a run verb (snake or camel case only,
# so file names like manage.py stay prose).
_RUNNING_OP = re.compile(
    r"\b(?:running|executing|run|execute|triggering)\s+(?:the\s+)?"
    r"(?P<tool>[a-z][a-z0-9]*(?:_[a-z0-9]+)+|(?-i:[a-z]+(?:[A-Z][a-z0-9]+)+))\b(?![.(])"
    r"(?:\s+(?:job|task|operation|tool|function|command|action))?",
    re.I,
)
# "gcp.delete_project with {...}": a namespaced operation followed by its JSON arguments is a tool call,
# whether or not a "calling" comes before it.
# The name may be quoted (`postgres.query` with {...}): the quotes are the call's, not a command's.
# The "with" may be left out (`postgres.query {"sql": …}`), and the namespace may have several levels
# (`aws.s3.put_bucket_policy {…}`, `gcp.projects.delete {…}`).
_DOTTED_WITH = re.compile(
    r"(?<![\w./])(?P<q>[`'\"]?)(?P<server>[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\.(?P<tool>[A-Za-z_]\w*)(?P=q)"
    r"(?=\s+(?:(?:with|using)\s+(?:arguments\s+|args\s+|params\s+)?)?\{)"
)
_OP_WITH_JSON = re.compile(
    r"^\s*[`'\"]?(?P<tool>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)[`'\"]?"
    r"\s+(?:(?:with|using)\s+(?:arguments\s+|args\s+|params\s+)?)?(?=\{)"
)
_ARGS_INTRO = re.compile(r"\s*(?:(?:with|using)\s+(?:arguments\s+|args\s+|params\s+)?)?(?=\{)", re.I)
MAX_CALLS = 8
# A YAML-ish call block: "tool: shell\nargs:\n  cmd: lsblk -f", "tool: browser.navigate\nargs:\n  url: …".
_YAML_CALL = re.compile(
    r"^\s*(?:tool|tool_name|function|name)\s*:\s*[`'\"]?(?P<name>[A-Za-z_][\w.-]*)[`'\"]?[ \t]*\n"
    r"(?:[ \t]*server\s*:\s*(?P<server>[\w./@-]+)[ \t]*\n)?"
    r"[ \t]*(?:args|arguments|params|parameters|input)\s*:[ \t]*(?P<body>(?:\n[ \t]+\S[^\n]*)+)\s*$",
    re.I,
)
_YAML_KV = re.compile(r"^\s*(?P<k>[A-Za-z_][\w.-]*)\s*:(?:\s+(?P<v>.*?))?\s*$")
_LEADING_OP = re.compile(
    r"^\s*(?P<op>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)(?P<rest>(?:\s+\S.*)?)$",
    re.S,
)
# An operation name followed by at least one key=value pair, anywhere: "... MCP: delete_repo owner=a repo=b".
FILE_SUFFIXES = (
    "py|js|ts|tsx|jsx|mjs|cjs|rb|go|rs|java|kt|php|cs|c|h|cpp|sh|bash|zsh|ps1|ya?ml|json|toml|ini|cfg|conf|env|"
    "lock|md|rst|txt|xml|html|css|scss|sql|db|sqlite3?|tf|tfvars|hcl|gradle|properties|csv|log"
)
# The name may carry its server as a namespace ("fs.delete path=build/", "github.delete_repo owner=a"),
# as long as its last part is not a file suffix ("settings.py DEBUG=False" names a file).
_OP_KV = re.compile(
    r"(?<![\w./=-])(?:(?P<ns>[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\.(?!(?:" + FILE_SUFFIXES + r")\b))?"
    r"(?P<op>(?(ns)[A-Za-z_]\w*|(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|(?-i:[a-z]+(?:[A-Z][a-z0-9]+)+))))"
    # "github.list_workflow_runs with repo=acme/web", "vault.disable_audit using path=file/": the call's
    # own connective before its arguments
    r"(?:\s+(?:with|using)(?=\s+[A-Za-z_][\w.-]*=))?"
    r"(?P<rest>(?:\s+[A-Za-z_][\w.-]*=(?:\"[^\"]*\"|'[^']*'|\[[^\]]*\]|<[^<>]*>|[^\s,;]+))+)"
)
# key=value arguments after a call's name, joined by spaces, commas or "and" (values may be quoted).
_KV_VALUE = r"(?:\"[^\"]*\"|'[^']*'|\[[^\]]*\]|[^\s,;]+)"
_KV_RUN = re.compile(r"(?:\s+(?:with|using)(?:\s+(?:arguments|args|params))?)?"
                     r"(?P<rest>(?:(?:\s*,\s*|\s+and\s+|\s+)[A-Za-z_][\w.-]*=" + _KV_VALUE + r")+)", re.I)
_KV_PAIR = re.compile(r"([A-Za-z_][\w.-]*)=(" + _KV_VALUE + r")")
# What follows a call with no arguments that says what it is handed ("to URL with the contents of …").
_TRAILING_OBJECT = re.compile(r"\s+(?:to|with|into|onto)\s+\S", re.I)
# ... or, after its arguments, what else the prose says it carries ("and the contents of .env as the text").
_TRAILING_CONTENT = re.compile(r"\s*,?\s+(?:and|with|plus)\s+(?:the\s+|a\s+)?(?:full\s+)?"
                               r"(?:contents?|body|output|dump|copy|file|value)\b", re.I)
# A plan's line for a resource it replaces: `-/+ aws_db_instance.main (forces replacement)`, or the
# resource named before "must be replaced" / "(forces replacement)". A replacement is a destroy followed
# by a create: for a resource that holds data (a database, a bucket, a volume, a table) the data goes with
# the destroy, whatever the apply that does it is called.
_RESOURCE = r"(?P<addr>(?:module\.[\w-]+\.)*[a-z][a-z0-9]*_[\w-]+\.[\w-]+(?:\[[^\]\s]*\])?)"
_PLAN_LINE = re.compile(r"^(?:[-+~]/?[-+]?|#)\s+" + _RESOURCE)
_REPLACED = re.compile(
    r"(?:-/\+|\+/-)\s+" + _RESOURCE + r"|" + _RESOURCE.replace("addr", "named")
    + r"`?\s*(?:\(forces replacement\)|(?:must|will) be (?:replaced|destroyed and (?:re)?created))")
DATA_HOLDING = re.compile(r"(?:^|_)(?:db|rds|database|sql|dynamodb|table|bucket|volume|disk|ebs|efs|fsx"
                          r"|elasticache|redis|memorystore|bigtable|spanner|bigquery|dataset|cosmosdb"
                          r"|storage|opensearch|elasticsearch|docdb|neptune|redshift|keyspaces|kinesis)(?:_|$)")


# A plan's summary that destroys something ("the plan says 1 to destroy", "Plan: 0 to add, 0 to change,
# 2 to destroy"), applied: what it destroys is the data-holding resource the hint names beside it.
_PLAN_DESTROYS = re.compile(r"\b[1-9]\d*\s+to\s+destroy\b")
_APPLIED = re.compile(r"(?i)\bapply(?:ing|ied)?\b")


def replaced_data(text: str) -> list[str]:
    """Resources that hold data which a plan in the text replaces (destroys, then creates empty), or
    which an applied plan that says it destroys something names."""
    found = []
    named = list(_REPLACED.finditer(text))
    if _PLAN_DESTROYS.search(text) and _APPLIED.search(text):
        named += re.finditer(_RESOURCE, text)
    for m in named:
        addr = m.groupdict().get("addr") or m.group("named")
        kind = addr.split(".")[-2]
        if DATA_HOLDING.search(kind) and addr not in found:
            found.append(addr)
    return found


# A quoted span that opens with `server.operation` and goes on with key=value pairs: a tool call written
# out (`slack.post_message channel=#ops text="…"`). No program on a PATH is named like a namespaced
# snake_case or camelCase operation, and a shell line's `k=v` words would be its program's arguments.
_QUOTED_CALL = re.compile(
    r"^(?P<ns>[a-z][\w-]*(?:\.[a-z][\w-]*)*)\.(?P<op>[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)"
    r"\s+(?:with\s+)?(?P<rest>[A-Za-z_][\w.-]*=.*)$",
    re.S,
)
_SERVER_BEFORE = re.compile(r"(?P<server>[\w.-]+)\s+(?:mcp|server|adapter|integration)\s*:?\s*$", re.I)
_KV = re.compile(r"^(?P<k>[A-Za-z_][\w.-]*)=(?P<v>.*)$", re.S)
_INLINE = re.compile(
    r"\b(?:running|run|executing|execute|with|using|via)\s+(?P<cmd>(?P<first>[a-z][\w.-]*)\b[^,;]*)", re.I
)
_PROSE_STOP = words(
    "for on in to after before so because while then which that against into onto when if as "
    "from and or until unless inside within"
)
_SQL_INLINE = re.compile(
    r"(?<![\w'\"])(?P<sql>(?:DROP\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)|TRUNCATE(?:\s+TABLE)?|DELETE\s+FROM|"
    r"UPDATE\s+\w+\s+SET|GRANT\s+\w+|REVOKE\s+\w+|ALTER\s+(?:TABLE|USER|ROLE)|SELECT(?=\s+[\w*(]))\b[^;\n]*)"
)

# Where a hint turns from action to content: "a README section that says never to run rm -rf /".
_CONTENT_START = re.compile(
    r"\b(?:documentation|docs?|readme|comments?|notes?|changelog|guide|tutorial|explanation|article|docstring|"
    r"faq|runbook|adr|section|paragraph|warning|description|postmortem|playbook)\b[^,;]*?\b(?:that|which|explaining|"
    r"describing|saying|says|about|why|how|for(?=\s+\w+ing\b))\b",
    re.I,
)

SHELL_TOOL_WORDS = words("shell bash command exec terminal sh cmd run_command run_shell execute_command")
COMMAND_KEYS = ("command", "cmd", "script", "shell", "commandline", "command_line", "args_line")
SQL_KEYS = ("sql", "query", "statement", "stmt")
TEXT_KEYS = words(
    "text message body subject title content description comment note notes summary markdown "
    "html caption reason label"
)


@dataclass
class ToolCall:
    tool: str
    server: str | None
    arguments: dict[str, Any]
    arguments_error: str | None = None
    form: str = "calling"
    # the words after the call that say what it acts on, up to why it is done: "on every Account record
    # in the production org", "for the entire available balance to the account pasted in the issue"
    clause: str = ""


@dataclass
class Extraction:
    commands: list[tuple[str, str]] = field(default_factory=list)  # (command, how it was found)
    tool_calls: list[ToolCall] = field(default_factory=list)
    sql: list[str] = field(default_factory=list)
    inline_sql: list[str] = field(default_factory=list)  # unquoted SQL in prose: data after a read verb
    remainder: str = ""  # the prose left once extracted spans are cut out
    opens_with_quote: bool = False  # the hint's first words are a quoted command or statement


def _balanced_json(text: str, start: int) -> tuple[str, int] | None:
    """The JSON object starting at `start` (brace-balanced, string-aware) and its end offset."""
    depth = 0
    in_str = False
    esc = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[start : i + 1], i + 1
    return None


# A hint that opens with a namespaced operation and no arguments: `slack.admin.users.remove for every ...`
_LEADING_CHAIN = re.compile(
    r"^\s*[`'\"]?(?P<ns>[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\.(?!(?:" + FILE_SUFFIXES + r")\b)"
    r"(?P<op>[A-Za-z_]\w*)[`'\"]?(?=\s+[a-z]|\s*$)")


def _names_an_act(op: str) -> bool:
    """`remove`, `delete_all`, `emptyTrash`: the operation's name starts with a verb the judge knows."""
    from dongle.classify.operation import name_words
    from dongle.classify.prose import VERB_ACT, lemma

    parts = name_words(op)
    return bool(parts) and lemma(parts[0]) in VERB_ACT


_KV_VALUE = r"""(?:"[^"]*"|'[^']*'|\[[^\]]*\]|<[^<>]*>|[^\s,;]+)"""
_KV_INTRO = re.compile(r"\s+(?:with|using)\s+(?P<rest>[A-Za-z_][\w.-]*=" + _KV_VALUE
                       + r"(?:(?:\s*,\s*|\s+(?:and\s+)?)[A-Za-z_][\w.-]*=" + _KV_VALUE + r")*)", re.I)
_PLACEHOLDER = re.compile(r"=(<[^<>]*>)")


def parse_kv_args(rest: str) -> tuple[dict[str, Any], list[str], str | None]:
    """`id=42 name="a b" audit_log` -> ({"id": "42", "name": "a b"}, ["audit_log"], error)."""
    rest = rest.strip()
    if not rest:
        return {}, [], None
    if rest.startswith("{"):
        try:
            value = json.loads(rest)
            if isinstance(value, dict):
                return value, [], None
        except ValueError as exc:
            loose = _js_object(rest)  # `{limit: 5}`, `{'id': 'x'}`: a JavaScript object literal
            if loose is not None:
                return loose, [], None
            return {}, [], f"arguments are not valid JSON ({exc.msg})"
    # `amount=<entire available balance>`: a placeholder the agent wrote for a value, one value
    rest = _PLACEHOLDER.sub(lambda m: f"={shlex.quote(m.group(1))}", rest)
    try:
        words = shlex.split(rest)
        error = None
    except ValueError as exc:
        words, error = rest.split(), f"arguments could not be split ({exc})"
    kv: dict[str, Any] = {}
    positional: list[str] = []
    for w in words:
        m = _KV.match(w)
        if m:
            kv[m.group("k")] = m.group("v")
        else:
            positional.append(w)
    return kv, positional, error


_BARE_KEY = re.compile(r"([{,]\s*)([A-Za-z_$][\w$]*)\s*:")


_ESCAPE = re.compile(r"\\(.)", re.S)


def _stray_backslashes(blob: str) -> dict[str, Any] | None:
    """A JSON object whose only fault is a backslash before a character JSON does not escape (a shell's
    `\\(` written into a string), read with that backslash kept as itself."""
    kept = _ESCAPE.sub(lambda m: m.group(0) if m.group(1) in '\\"/bfnrtu' else "\\\\" + m.group(1), blob)
    if kept == blob:
        return None
    try:
        value = json.loads(kept)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _js_object(text: str) -> dict[str, Any] | None:
    """A JavaScript object literal read as JSON: bare keys quoted, single quotes made double. Only
    when nothing else in it needs guessing (no quotes inside strings, no expressions); else None."""
    if '"' in text and "'" in text:
        return None
    body = text.replace("'", '"')
    body = _BARE_KEY.sub(lambda m: f'{m.group(1)}"{m.group(2)}":', body)
    body = re.sub(r",\s*}", "}", body)
    try:
        value = json.loads(body)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


_JSON_CALL_START = re.compile(r"\{\s*\"(?:tool|tool_name|name|function|type)\"\s*:")
_JSON_NAME_KEYS = ("tool", "tool_name", "name", "function")
_JSON_ARG_KEYS = ("args", "arguments", "params", "parameters", "input")


def _json_call(text: str) -> tuple[ToolCall, int, int] | None:
    """A tool call written as a JSON object (`{"tool": "x.y", "args": {…}}`, `{"name": …, "arguments":
    …}`, OpenAI's `{"type": "function", "function": {"name": …, "arguments": "<json>"}}`): the call,
    and where the object starts and ends in the text; None when there is none."""
    m = _JSON_CALL_START.search(text)
    if m is None:
        return None
    found = _balanced_json(text, m.start())
    if found is None:
        return None
    blob, end = found
    try:
        obj = json.loads(blob)
    except ValueError:
        obj = _js_object(blob)
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("function"), dict):  # OpenAI's tool_call shape
        obj = obj["function"]
    name = next((obj[k] for k in _JSON_NAME_KEYS if isinstance(obj.get(k), str)), None)
    # `{"name": "x", …}` alone is an argument object (a repository's name); a call names its arguments
    says_call = any(k in obj for k in ("tool", "tool_name", "function", *_JSON_ARG_KEYS))
    if not name or not says_call:
        return None
    args: Any = next((obj[k] for k in _JSON_ARG_KEYS if k in obj), {})
    err = None
    if isinstance(args, str):  # arguments as a JSON string
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError as exc:
            args, err = {}, f"arguments are not valid JSON ({exc.msg})"
    if not isinstance(args, dict):
        args = {"_value": args}
    server = obj.get("server") if isinstance(obj.get("server"), str) else None
    tool = name
    if "." in name and server is None:
        server, tool = name.rsplit(".", 1)
    return ToolCall(tool, server, args, err, form="json"), m.start(), end


def _yaml_call(text: str) -> ToolCall | None:
    """A call written as a YAML-ish block; every argument line must be `key: value`, else the
    arguments are unreadable (and the call pauses)."""
    m = _YAML_CALL.match(text)
    if not m:
        return None
    args: dict[str, Any] = {}
    err = None
    for line in m.group("body").strip("\n").splitlines():
        kv = _YAML_KV.match(line)
        if not kv or kv.group("v") is None:
            err = f"arguments are not readable as YAML key: value lines ({line.strip()[:60]!r})"
            break
        value = kv.group("v")
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        args[kv.group("k")] = value
    server, _, tool = m.group("name").rpartition(".")
    return ToolCall(tool, m.group("server") or server or None, args, err, form="yaml")


def _func_args(raw: str) -> tuple[dict[str, Any], list[str], str | None]:
    raw = raw.strip()
    if not raw:
        return {}, [], None
    if raw.startswith("{"):
        return parse_kv_args(raw)
    try:
        value = json.loads(f"[{raw}]")
        pos = [v for v in value if not isinstance(v, dict)]
        kv: dict[str, Any] = {}
        for v in value:
            if isinstance(v, dict):
                kv.update(v)
        return kv, [str(p) for p in pos], None
    except ValueError:
        pass
    kv2: dict[str, Any] = {}
    pos2: list[str] = []
    for part in re.split(r",\s*(?=\w+\s*=|['\"])", raw):
        m = re.match(r"^\s*(\w+)\s*=\s*(.+?)\s*$", part, re.S)
        if m:
            kv2[m.group(1)] = m.group(2).strip("'\"")
        elif part.strip():
            pos2.append(part.strip().strip("'\""))
    return kv2, pos2, None


def is_shell_tool(tool: str) -> bool:
    low = tool.lower()
    return low in SHELL_TOOL_WORDS or any(w in SHELL_TOOL_WORDS for w in re.split(r"[_.\-]", low))


# Programs named with a dotted suffix for their variant (`mkfs.ext4`, `python3.12`): the family's name decides
_DOTTED_FAMILIES = words("mkfs fsck python python3 pip pip3")


# "let me just wget … && chmod +x x && ./x", "I'll curl -fsSL URL | sh": a speaker's own next act, written
# as the command itself; taken as a command line only when its words carry shell syntax (an operator, an
# option, a URL), so "let me just rm the cache" stays prose
_SPOKEN = re.compile(
    r"\b(?:let\s+me|i'?ll|i\s+will|i'?m\s+going\s+to|going\s+to)\s+(?:just\s+|quickly\s+|now\s+)?"
    r"(?P<cmd>(?P<first>[a-z][\w.-]*)\b[^,;]*)", re.I)


def _shell_syntax(words: list[str]) -> bool:
    return any(w in _OPERATOR_WORDS or (w.startswith("-") and len(w) > 1) or "://" in w for w in words[1:])


def inline_command(text: str) -> str | None:
    """`git clean -fdx` out of "... with git clean -fdx", cut where the prose resumes."""
    found = _inline_after(_INLINE, text, lambda words: True)
    return found if found is not None else _inline_after(_SPOKEN, text, _shell_syntax)


def _inline_after(pattern: re.Pattern[str], text: str, accept: Callable[[list[str]], bool]) -> str | None:
    """The first command line `pattern` introduces whose program is known and whose words `accept` takes."""
    m = pattern.search(text)
    while m:
        first = m.group("first").lower()
        if first in KNOWN_COMMANDS or first.split(".")[0] in _DOTTED_FAMILIES:
            words = m.group("cmd").split()
            kept: list[str] = []
            for i, w in enumerate(words):
                if i > 0 and w.lower() in _PROSE_STOP:
                    break
                kept.append(w)
            if len(kept) > 1 and len(kept) == len(words) and re.search(r"[\w)'\"]\.$", kept[-1]):
                # "… with crontab -l.": the sentence's full stop, not the option's last letter
                # (a lone `.` is the current directory, an operand)
                kept[-1] = kept[-1][:-1]
            if accept(kept):
                return " ".join(kept)
        m = pattern.search(text, m.end("first"))
    return None


# A hint that opens with a shell function definition: `:(){ …};:`, `f() { …; }; f`.
_FUNCTION_START = re.compile(
    r"^\s*(?P<cmd>(?::|[A-Za-z_][\w-]*)\s*\(\)\s*\{.*?)(?=\s+(?:to|so|for|because|in\s+order\s+to)\s|\s*$)",
    re.S,
)
FUNCTION_ANYWHERE = re.compile(
    r"(?<!\S)(?P<cmd>(?P<name>:|[A-Za-z_][\w-]*)\s*\(\)\s*\{[^{}]*\}\s*;\s*(?P=name))(?!\S)"
)
_PURPOSE = words("to so because for since as while which that")
_ARTICLES = frozenset({"the", "a", "an", "my", "our", "this", "that", "its", "their"})
# A command line's first word: a lower-case program name, or a PowerShell cmdlet (`Set-MpPreference`)
_BARE = re.compile(r"^\s*(?P<cmd>(?P<first>[a-z][\w.+-]*|[A-Z][a-z]+-[A-Z][A-Za-z]+)\s+\S.*)$", re.S)


# Runners of a command on other hosts (`Invoke-Command -ComputerName fs01 { … }`, `psexec \\fs01 …`,
# `winrs -r:fs01 …`): a hint that opens with one is a command line, and what it runs is done on the host.
_REMOTE_RUNNERS = words("invoke-command icm psexec psexec64 paexec winrs wmic")
_OPERATOR_WORDS = frozenset({"&&", "||", "|", ";", ">", ">>", "<", "2>&1", "&"})
_DASHES = frozenset({"—", "–"})
_TITLE = re.compile(r"^(?P<title>[^:`\n]{3,80}?):\s+(?=\S)")
_SCRIPT_ENTRY = re.compile(r'^"[\w:.-]+"\s*:\s*"(?P<cmd>(?:[^"\\]|\\.)+)"\s*,?$')
_STEP_KEY = re.compile(
    r"^(?:-\s*)?(?:run|script|command|cmd|before_script|after_script)\s*:\s*[|>]?\s*(?=\S)")
OPENING = "as the hint's opening command"  # how a command found at the hint's start was introduced
_CONJUNCTIONS = frozenset({"and", "then", "or"})
_WHEN_WORDS = frozenset({"before", "after", "once", "until", "when", "unless", "if"})
# A word that names an operand rather than opening prose: a path, home, a variable, an option
_OPERAND_LIKE = re.compile(r"[~/$.-]|[\w.-]*[/*]")
# Words that open a remark after a lone "-" (which is otherwise stdin for `kubectl apply -f -`)
_REMARK_OPENERS = frozenset({"a", "an", "the", "it", "it's", "its", "this", "that", "we", "i", "my", "our",
                             "just", "only", "since", "because"})


_AIMED_AT = re.compile(r"^(?:[a-z][a-z0-9+.-]*://\S+|(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?(?:/\S*)?"
                       r"|localhost(?::\d+)?(?:/\S*)?|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:/\S*)?)$", re.I)


def _remark_after_dash(words: list[str], i: int) -> bool:
    """The words after a lone "-" at `i` open a remark: a pronoun or article ("- it's stuck"), or a
    phrase of plain words with a function word among its first four ("- stale reports from the last
    run"); an option, a path or a lone name after it is an operand (`tar -xf -`, `cat - notes`)."""
    after = [w.lower() for w in words[i + 1 : i + 5]]
    if not after or words[i - 1].startswith("-"):
        return False
    if after[0] in _REMARK_OPENERS:
        return True
    plain = all(re.fullmatch(r"[a-z']+,?", w) for w in after)
    return plain and len(after) >= 3 and any(w.rstrip(",") in _PROSE_STOP | _ARTICLES for w in after[1:])


def _bare_command(text: str) -> tuple[str, str] | None:
    """A hint that opens with a command line (`kubectl delete ns production`, `rm -rf ./build to clear
    stale artifacts`): it starts with a known command, and either that command is not also an
    English verb or a flag or path follows. Returns the command, cut where the prose resumes (a
    word such as "to", "on", "for" outside quotes), and the prose after it."""
    from dongle.classify.prose import VERB_ACT

    m = _BARE.match(text)
    if not m or not (m.group("first") in KNOWN_COMMANDS or m.group("first").lower() in _REMOTE_RUNNERS
                     or _rule_command(m.group("first"), m.group("cmd"))):
        return None
    words = m.group("cmd").split()
    cut = len(words)
    clause = False  # the command ends at a clause break: what follows is a remark or an act of its own
    quote = ""
    for i, w in enumerate(words):
        if (w.lower() == "then" and not quote and i + 1 < len(words)
                and words[i + 1] in KNOWN_COMMANDS and words[i + 1] == words[0]):
            words[i] = "&&"  # "go mod tidy then go build ./...": a second command of the same program
            continue
        # what follows a break is a clause of its own only when it does not go on naming operands:
        # "rm -rf build and ~", "rm -rf build/, ~" still hand `~` to the command
        operand_next = i + 1 < len(words) and _OPERAND_LIKE.match(words[i + 1]) is not None
        if i > 1 and not quote and w.lower() in _PROSE_STOP:
            # "rm -rf ./dist before rebuilding": a time clause of its own, not where the command acts
            cut, clause = i, (w.lower() in _CONJUNCTIONS | _WHEN_WORDS) and not operand_next
            break
        if i and not quote and (w in _DASHES or (w == "-" and _remark_after_dash(words, i))):
            # "dropdb app_dev — the shared one", "kill $(lsof -ti :8080) - a stale watcher": a remark
            cut, clause = i, not operand_next
            break
        remark_next = i + 1 < len(words) and words[i + 1].lower() in _REMARK_OPENERS
        if (i and not quote and not operand_next and w.count("'") % 2 == 0 and w.count('"') % 2 == 0
                and (w.endswith(",") or (w.endswith(";") and remark_next))):
            # ("kubectl delete deployment x -n prod; the new service has replaced it": a remark, not a
            # second command, when the words after the semicolon open as prose does)
            cut, clause = i + 1, True  # "kubectl delete pod x -n staging, it's stuck": a remark follows
            break
        for ch in w:
            if ch in "'\"" and (not quote or ch == quote):
                quote = "" if quote else ch
    target = words[cut + 1].rstrip(",.;") if cut + 1 < len(words) else ""
    if words[cut:cut + 1] == ["against"] and _AIMED_AT.match(target):
        # "k6 run load.js against https://checkout.acme.io": the host the command is aimed at is its target
        words = [*words[:cut], target, *words[cut + 2 :]]
        cut += 1
    kept = words[:cut]
    # (a parenthesis that opens with a command is a subexpression: `iex (irm https://get.scoop.sh)`)
    paren = next((i for i, w in enumerate(kept) if i and w.startswith("(")
                  and w[1:].lower() not in KNOWN_COMMANDS), None)
    if paren is not None:  # "npm audit fix (without --force)": the parenthesis is prose about it
        kept = kept[:paren]
        cut = paren
    if any(w.lower() in _ARTICLES for w in kept[1:]):  # "kill the stuck worker" is prose
        return None
    if any("`" in w for w in kept):  # "mongosh prod-cluster: `db.dropDatabase()`": the quote is the act
        return None
    if any(w.endswith(":") for w in kept[:2]):  # "mongo shell: db.dropDatabase()": a label, then the act
        return None
    if any(w.lower() in _AIMING_WORDS and any(v.endswith(":") for v in kept[i + 2:i + 5])
           for i, w in enumerate(kept[1:4])):
        return None  # "mongosh against mongo-dev: db.orders.drop()": where the program points labels the act
    rest = kept[1:4]
    # "make clean && make -j8", "go mod tidy then go build ./...": a shell operator, or a flag or path in
    # the line's next words, says the verb-like first word is the program
    shellish = any(w in _OPERATOR_WORDS or w.startswith("$(") for w in kept[1:]) or any(
        w.startswith("-") or "/" in w for w in words[1:8])
    if m.group("first") in VERB_ACT and not any(w.startswith("-") or "/" in w for w in rest) and not shellish:
        return None
    if kept and kept[-1].endswith(".") and cut == len(words):
        kept[-1] = kept[-1][:-1]  # the sentence's full stop
    if kept and kept[-1].endswith((",", ";")):
        kept[-1] = kept[-1][:-1]  # "cargo publish --dry-run, then stop": the clause ends there
    # What follows is why (dropped: "to remove merge leftovers" says why the command runs, not a
    # second act) or where ("on my home directory", "on prod"): then the prose judge reads the
    # command's name and options with that place ("chmod -R 777 on my home directory"), beside the
    # command judge.
    end = cut
    while end < len(words) and not _purpose_at(words, end):
        end += 1
    breaks = _CONJUNCTIONS | _DASHES | {"-"}
    opener = next((w for w in words[cut:end] if w.lower() not in breaks), "")
    if words[0].lower() in TOOL_ACTS:
        # "pg_dump prod to my laptop", "mysqldump prod and upload it to my Dropbox": the program's name is
        # its act, so the prose judge reads the whole line, where the copy goes and what "it" carries
        return " ".join(kept), " ".join(words[:end])
    if clause and not _OPERAND_LIKE.match(opener):
        # "rm -rf dist/ and rebuild", "dropdb app_dev — the QA team's": what follows is an act or a
        # remark of its own, judged as prose on its own (a place it names still reaches the command)
        return " ".join(kept), " ".join(words[cut:end])
    named = [words[0], *(w for w in kept[1:] if w.startswith("-") or w.isdigit())]  # rm -rf, chmod -R 777
    where = [*named, *words[cut:end]] if end > cut else []
    return " ".join(kept), " ".join(where)


def _purpose_at(words: list[str], i: int) -> bool:
    """Whether a purpose opens at words[i] ("to remove merge leftovers", "so I can debug"). "to" before
    an article or a possessive is where the output goes ("to my laptop", "to a personal bucket"), a
    place the prose judge reads with the command, not a purpose."""
    word = words[i].lower()
    if word != "to":
        return word in _PURPOSE
    return not (i + 1 < len(words) and words[i + 1].lower() in _ARTICLES | _POSSESSIVES)


_AIMING_WORDS = frozenset({"against", "on", "in", "at", "via", "for", "into"})
_POSSESSIVES = frozenset({"your", "his", "her", "personal", "some", "an"})


def _rule_command(first: str, line: str) -> bool:
    """A program the rule packs know (`dig`, `kind`, `nmap`), followed by an option (`+short`,
    `--name`): a command line, though it is not in the short list above. The packs are loaded only
    for such a hint (they are data, and cached)."""
    second = line.split()[1] if len(line.split()) > 1 else ""
    # a name no English word has (`apt-cache`, `mkfs.ext4`) followed by anything, or any known name
    # followed by an option, a path or a subcommand
    odd_name = bool(re.search(r"[-.\d]", first))
    piped = any(w in _OPERATOR_WORDS for w in line.split()[1:6])  # `printenv | curl …`, `echo x | nc`
    opened = second.startswith(("-", "+", "/", "./", "~")) or second in _SUBCOMMAND_WORDS
    if not (odd_name or piped or opened):
        return False
    from dongle.rules.engine import load_rules

    first = first.lower()  # the packs name cmdlets in lower case; PowerShell ignores case
    if odd_name and second.startswith("--"):
        return True  # `kafka-topics --bootstrap-server …`: no English word is spelled so or takes `--`
    rules = load_rules()
    if first in rules.by_name or first in rules.safe_commands:
        return True
    # a name the packs know only as another program's subcommand (`kind delete`, `helm uninstall`) opens a
    # command line only when it is no English verb of an act: "delete /Legal/Discovery/x folder" is prose
    from dongle.classify.prose import VERB_ACT

    return first in rules.by_sub and first not in VERB_ACT


# Subcommands that, after a program name, make the line a command (`kind delete cluster`).
_SUBCOMMAND_WORDS = words("delete create get list apply run rm start stop up down logs exec describe "
                          "push publish release deploy install uninstall upload yank destroy")


_ON_BEFORE = re.compile(r"\b(?:on|against)\s+(?:the\s+)?$", re.I)


def _opening_call(text: str) -> tuple[ToolCall, str] | None:
    """The call a hint opens with when it is written `service.resource.verb` and arguments (call_form.py),
    and the text left for the prose; None when the opening is no such call, or one given nothing (a
    verbless name with no arguments is a noun: "salesforce.com outage")."""
    from dongle.classify.call_form import dotted_operation, read_arguments

    found = dotted_operation(text)
    if found is None:
        return None
    namespace, op, rest = found
    kv, positional, end, error = read_arguments(rest)
    if not kv and not positional and not _names_an_act(op):
        return None
    call = ToolCall(op, namespace, kv, error, form="operation", clause=_governed(rest, end))
    if positional:
        call.arguments["_positional"] = positional
    return call, rest[end:]


def _calling(text: str) -> re.Match[str] | None:
    """The first "calling TOOL ..." in `text`. A one-word tool name (`query`, `execute`) counts only
    when a server or JSON arguments follow, so "calling the API" or "using black" stay prose."""
    for m in _CALLING.finditer(text):
        if m.group("tool").split(".")[0] in IN_PROCESS:
            continue  # "calling `jest.resetModules()`": a method of the program's own memory, code
        if not m.group("word"):
            return m
        if m.group("word").lower() in _NOT_TOOLS:
            continue
        intro = _ARGS_INTRO.match(text, m.end())
        if (m.group("server") and m.group("suffix")) or (intro and text.startswith("{", intro.end())):
            return m
    return None


_NOT_TOOLS = words("a an the it this that them tool function operation")
# Words that open a scope or point back, not a server's name: "on every record", "on all 40 repos",
# "against each host", "on it".
_NOT_SERVERS = words("every all each entire whole any both it them this that these those")
_CLAUSE_END = re.compile(r"[.;!?](?=\s|$)|\s[\u2014\u2013]\s|\s-{1,2}\s|\b(?:so|because|since|as|while|once|"
                         r"before|after|in\s+order)\b|\bto\s+(?P<verb>[a-z]+)\b(?![.@:/-]\w)", re.I)


def _object_follows(text: str, end: int) -> bool:
    """ "on the contractor account u123": the word taken for a server names whose object follows it
    (a noun the judge knows: account, record, bucket), so it is the object, not a server."""
    from dongle.classify.prose import OBJ_CLASS, lemma

    nxt = re.match(r"\s+([A-Za-z]+)\b", text[end:])
    return bool(nxt) and OBJ_CLASS.get(lemma(nxt.group(1).lower())) is not None


def _governed(text: str, start: int) -> str:
    """The words after a call up to the end of its clause or the purpose it is done for: what it acts
    on, how much of it, where and to whom ("on every Account record in the production org", "for the
    entire balance to the account pasted in an issue", "for all 120k contacts and emailing the file to
    a gmail address"). "to" before a verb says why; before anything else, where something goes."""
    from dongle.classify.prose import VERB_ACT

    rest = text[start:]
    for end in _CLAUSE_END.finditer(rest):
        if not end.group("verb") or end.group("verb").lower() in VERB_ACT:
            return rest[: end.start()]
    return rest


def _cut_call(ex: Extraction, work: str, m: re.Match[str], form: str) -> str:
    """Record the call `m` found (`tool(args)`, `a.b.tool(args)`) and cut it out of the text."""
    kv, pos, err = _func_args(m.group("args"))
    call = ToolCall(m.group("tool"), m.group("server"), kv, err, form=form)
    if pos:
        call.arguments.setdefault("_positional", pos)
    ex.tool_calls.append(call)
    return work[: m.start()] + " " + work[m.end() :]


_BACKTICKED_SPAN = re.compile(r"`([^`]*)`")
# Verbs of a call that puts text into a file (write_file, create_or_update_file, put_object, edit_file).
_WRITE_VERBS = words("write create put save edit update append replace patch upload commit push")
_WRITTEN_PATH_KEYS = words("path file file_path filepath filename")
_WRITTEN_CONTENT_KEYS = words("content contents new_content file_content new_text body text")
_WRITE_CALL = lazy_compile(
    r"(?i)\b(?:calling|call|invoking|invoke|using)\s+(?:the\s+)?[`'\"]?(?P<tool>[\w.-]+)[`'\"]?"
    r"[^{}]{0,80}?\s(?:with|using)\s+(?:arguments\s+|args\s+|params\s+)?(?=\{)")


def _written_calls(text: str) -> list[tuple[int, int, dict[str, Any]]]:
    """(start, end, arguments) of each arguments object of a call that writes a file: a call whose name has
    a write verb and whose arguments name a path and the text put there."""
    found: list[tuple[int, int, dict[str, Any]]] = []
    if "{" not in text:
        return found
    for m in _WRITE_CALL.finditer(text):
        tool_words = set(re.split(r"[_.\-]+|(?<=[a-z])(?=[A-Z])", m.group("tool").lower()))
        if not tool_words & _WRITE_VERBS:
            continue
        blob_end = _balanced_json(text, m.end())
        if blob_end is None:
            continue
        blob, end = blob_end
        try:
            args = json.loads(blob)
        except ValueError:
            continue
        if isinstance(args, dict):
            keys = {str(k).lower() for k in args}
            paths = [str(v) for k, v in args.items() if str(k).lower() in _WRITTEN_PATH_KEYS]
            if keys & _WRITTEN_PATH_KEYS and keys & _WRITTEN_CONTENT_KEYS and paths \
                    and all(_inert_file(p) for p in paths):
                found.append((end - len(blob), end, args))
    return found


# Files whose text something runs or schedules by itself (a crontab, a unit, a start-up file, a CI
# workflow, a hook, an autostart entry, sudoers): what is written there is what will run, so it stays read.
_RUN_BY_ITSELF = lazy_compile(r"(?i)cron|systemd|\.(?:service|timer|socket|path|desktop|plist)$|rc$|profile"
                              r"|workflows/|\.gitlab-ci|(?:^|/)\.?(?:git)?hooks?/|init\.d|autostart|launch"
                              r"|sudoers|authorized_keys|\.(?:sh|bash|zsh|ps1)$|(?:^|/)\.env")


def _inert_file(path: str) -> bool:
    """A project file (a relative path) that nothing runs merely because it was written: code or data the
    team runs deliberately later (a migration, a module, a document)."""
    return bool(path) and not path.startswith(("/", "~", "$", "..")) and not _RUN_BY_ITSELF.search(path)


def _mask_written_content(text: str) -> str:
    """`text` with the arguments object of each call that writes a file blanked (same length). The text put
    into the file is what the file will hold, code or prose, not calls made now; the write itself is still
    read whole by the call's own judge (files that run, installed code, secrets in text)."""
    for start, end, _args in _written_calls(text):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def written_content_removed(text: str) -> str:
    """`text` with the text each file-writing call puts into its file left out (its other arguments, the
    path first, kept): the words of what a file will hold are not the words of an act (hint_wording.py)."""
    for start, end, args in reversed(_written_calls(text)):
        kept = {k: v for k, v in args.items() if str(k).lower() not in _WRITTEN_CONTENT_KEYS}
        text = text[:start] + json.dumps(kept) + text[end:]
    return text


def _mask_shell_code(text: str) -> str:
    """The text with the inside of every backticked shell command blanked (same length, so positions
    found in it cut the original): a span whose first word is a known program is shell code."""
    def blank(m: re.Match[str]) -> str:
        first = m.group(1).split(None, 1)[0] if m.group(1).strip() else ""
        return "`" + " " * len(m.group(1)) + "`" if first in KNOWN_COMMANDS else m.group(0)

    return _BACKTICKED_SPAN.sub(blank, text) if "`" in text else text


# Any word, and the host it runs on, followed by JSON arguments: "exec on ci-mac-03 with {…}", "shell via
# bastion using {…}". Read as a call only when the object hands over a command line or a statement
# (_run_arguments): a name none of the call forms above know does not hide what it is told to run.
_ANY_WITH_JSON = lazy_compile(
    r"(?i)(?<![\w.-])(?P<tool>[A-Za-z][\w.-]*)(?:\s+(?:on|via|at|in|through)\s+(?P<server>[\w./@:-]+))?"
    r"\s+(?:with|using)\s+(?:arguments\s+|args\s+|params\s+)?(?=\{)")


def _other_keys_text(value: object, key: str = "") -> str:
    """The string values of an arguments object outside its command and statement keys (COMMAND_KEYS,
    SQL_KEYS), nested ones too, joined as clauses: words the call's object carries beside the command."""
    if key.lower() in COMMAND_KEYS or key.lower() in SQL_KEYS:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, dict):
        found = (_other_keys_text(v, str(k)) for k, v in value.items())
    elif isinstance(value, list):
        found = (_other_keys_text(v) for v in value)
    else:
        return ""
    return " ; ".join(text for text in found if text)


def _run_arguments(work: str) -> tuple[ToolCall, int, int] | None:
    """The first call, named in words no other form reads, whose JSON arguments carry a command line or a
    SQL statement (COMMAND_KEYS, SQL_KEYS): the call and the span it takes up, or None."""
    for m in _ANY_WITH_JSON.finditer(work):
        if work.count("`", 0, m.start()) % 2:
            continue
        found = _balanced_json(work, m.end())
        if found is None:
            continue
        try:
            value = json.loads(found[0])
        except ValueError:
            value = _stray_backslashes(found[0]) or _js_object(found[0])
        if not isinstance(value, dict):
            continue
        keys = {str(k).lower() for k in value}
        if keys & set(COMMAND_KEYS):
            tool = m.group("tool") if is_shell_tool(m.group("tool")) else "run_command"
        elif keys & set(SQL_KEYS):
            tool = m.group("tool")
        else:
            continue
        return ToolCall(tool, m.group("server"), value, None), m.start(), found[1]
    return None


def extract(text: str, carried_out: bool = False) -> Extraction:
    """Find commands, tool calls and SQL in a hint; `remainder` is what is left for the prose judge.
    `carried_out`: a later clause runs what the hint quotes ("The runbook says to run `X`; running it
    now"), so a document's content is read for commands too, not passed to the prose as text."""
    ex = Extraction()
    work = text

    call = _yaml_call(work)
    if call is not None:
        ex.tool_calls.append(call)
        return ex
    found_json = _json_call(work)
    if found_json is not None:
        # `{"tool": "gcs.delete_bucket", "args": {…}}`: a tool call written as a JSON object
        call, start, end = found_json
        ex.tool_calls.append(call)
        work = work[:start] + " " + work[end:]
    for addr in replaced_data(work):
        ex.commands.append((f"terraform destroy -target={addr}", "as a plan's replacement of stored data"))
    fn = FUNCTION_ANYWHERE.search(work)
    if fn and work.count("`", 0, fn.start()) % 2 == 0:
        # "checking the ulimit by running :(){ :|:& };: inside it": a shell function defined and
        # called, unquoted, in the middle of the prose
        ex.commands.append((fn.group("cmd").strip(), "as shell code in the hint"))
        work = work[: fn.start()] + " " + work[fn.end():]
    m = _PREFIX.match(work) or _DOLLAR.match(work)
    if m:
        ex.commands.append((m.group("cmd").strip(), "after a run/execute prefix"))
        ex.remainder = work[: m.start("cmd")]
        return ex
    fn = _FUNCTION_START.match(work)
    if fn:  # ":(){ :|:& };: to stress test the scheduler": a shell function defined and run
        ex.commands.append((fn.group("cmd").strip(), "as the hint's opening shell code"))
        ex.remainder = work[fn.end("cmd"):]
        return ex
    titled = _TITLE.match(work)
    titled_line = work[titled.end():] if titled else ""
    after_title = (command_line(titled_line) or _bare_command(titled_line)) if titled else None
    if titled and after_title is not None:
        # "Old libs keep conflicting, so: sudo rm -rf /usr/local/lib/*": a title, then the command line
        # it names; the command is judged, and the whole line is still read as prose beside it
        ex.commands.append((after_title[0], "after a title"))
        ex.remainder = work
        return ex
    opening = _opening_call(work)
    if opening is not None:
        # `mysql.exec conn=shop_prod "DELETE FROM orders"`: a dotted operation and all its argument text
        call, work = opening
        ex.tool_calls.append(call)
    bare = None if opening else command_line(work) or _bare_command(work)
    if bare is not None:
        # `rm -rf ./build to clear stale artifacts`: the command, then why; the why is prose
        cmd, rest = bare
        ex.commands.append((cmd, OPENING))
        ex.remainder = rest
        return ex

    # calls are looked for outside quoted shell code: `python3 -c 'shutil.rmtree(...)'` is a command
    # whose inner calls are its code, not tool calls to cut out of it
    # and outside the content a call writes into a file: `op.drop_column(...)` in a migration's text is
    # code written, not a call made (the write is judged by where it goes, files_that_run.py)
    unwritten = _mask_written_content(_mask_shell_code(work))
    m = _FUNC.search(unwritten)
    if (m and "_" in m.group("tool")) or (m and m.group("server")) or (
            m and m.group("tool").lower() in SHELL_TOOL_WORDS):  # `bash(command="df -h")`
        work = _cut_call(ex, work, m, "function")
    else:
        m = _CHAIN.search(unwritten)
        if m and m.group("server").split(".")[0] not in IN_PROCESS:
            work = _cut_call(ex, work, m, "chain")

    for _ in range(MAX_CALLS):  # every call the hint names, not only the first
        masked = _mask_shell_code(work)
        m = (_calling(masked) or _SERVICE_TOOL.search(masked) or _DOTTED_WITH.search(masked)
             or _RUNNING_OP.search(masked))
        if not m:
            break
        args: dict[str, Any] = {}
        err = None
        end = m.end()
        intro = _ARGS_INTRO.match(work, end)
        pairs = None if intro else _KV_RUN.match(work, end)
        if pairs:
            # "with database=prod_main and sql='DROP SCHEMA public CASCADE'": the call's arguments
            # written as key=value pairs, joined by spaces, commas or "and"
            args = {k: v.strip("'\"") for k, v in _KV_PAIR.findall(pairs.group("rest"))}
            end = pairs.end()
        elif intro:
            found = _balanced_json(work, intro.end())
            if found is None:
                err = "arguments are not valid JSON (unbalanced braces)"
                end = len(work)
            else:
                blob, end = found
                try:
                    value = json.loads(blob)
                    args = value if isinstance(value, dict) else {"_value": value}
                except ValueError as exc:
                    # {"command": "find / \( -name x \)"}: a backslash JSON has no escape for is the
                    # shell's, kept literally; {to: "a@b.com"}: a JavaScript object literal
                    loose = _stray_backslashes(blob) or _js_object(blob)
                    if loose is None:
                        err = f"arguments are not valid JSON ({exc.msg})"
                    else:
                        args = loose
        kv_intro = None if (intro or pairs) else _KV_INTRO.match(work, end)
        if kv_intro:
            # "calling github.update_repo with visibility=public on acme/x": key=value pairs after the
            # call's connective are its arguments
            args, _pos, err = parse_kv_args(kv_intro.group("rest"))
            end = kv_intro.end()
        groups = m.groupdict()
        server = groups.get("server")
        placed = False
        if groups.get("ns2"):  # "calling notion delete_workspace with {…}": the service, then its tool
            server = groups["ns2"]
        elif groups.get("ns"):
            # "the github MCP tool delete_repository on acme/payments-core": the server is named first,
            # so what follows "on" is the call's target
            if server:
                args.setdefault("_positional", [server])
            server = "_".join(groups["ns"].split())
        elif server and not intro and not kv_intro and not pairs and (
                server.lower().rstrip('.,;:') in _NOT_SERVERS or (
                not m.group("suffix") and _object_follows(work, m.end("server")))):
            # "calling salesforce.bulk_delete on every Account record", "then calling emptyTrash on it":
            # what follows "on" is what the call acts on, not the server it runs on
            end, server = m.end("tool"), None
        elif (server and not groups.get("suffix") and "." in m.group("tool")
              and not (intro or kv_intro or pairs) and _ON_BEFORE.search(work, 0, m.start("server"))):
            # "calling s3.put_public_access_block on acme-payroll", "calling postgres.run on conn
            # "warehouse-prod" with ALTER TABLE …": the dotted name already names its service, so what
            # follows "on" is what the call acts on, or the connection it runs on, not a server
            from dongle.classify.call_form import place_and_statement

            args, end = place_and_statement(work, m.start("server"))
            server, placed = None, True
        tool = "_".join(m.group("tool").split())  # "gcp resource manager" tool: one name
        ex.tool_calls.append(ToolCall(tool, server, args, err, clause=_governed(work, end)))
        # The tool, its server and its arguments are judged as a call; only the words around them
        # (a purpose clause, say) stay for the prose judge. A call given no arguments keeps its
        # operation's words, so that what the prose says it is handed ("http.post to URL with the
        # contents of /etc/shadow") is read with the act it is handed to.
        # (a target said after "on" is where the call acts, not what it is handed: the prose after it still
        # reads with the call's act, "… on prod/stripe-live to paste it into the ticket")
        trailing = (_TRAILING_CONTENT.match(work, end) if args and not placed
                    else _TRAILING_OBJECT.match(work, end))
        words_of_tool = [w for w in re.split(r"[._\-]+", m.group("tool")) if w]
        from dongle.classify.read_acts import reads_by_name, spoken_as_read

        if reads_by_name(tool):  # `s3.get_public_access_block`: a read of the thing its name names
            words_of_tool = [spoken_as_read(tool)]
        spoken = " ".join(words_of_tool) if trailing and not err else ""
        work = work[: m.start()] + f" {spoken} " + work[end:]

    if not ex.tool_calls:
        m = _OP_WITH_JSON.match(work)
        if m:  # `run_terminal_cmd with {"command": "…"}`: an operation name and its JSON arguments
            found = _balanced_json(work, m.end())
            if found is not None:
                try:
                    value = json.loads(found[0])
                except ValueError:
                    value = _js_object(found[0])
                if isinstance(value, dict):
                    ex.tool_calls.append(ToolCall(m.group("tool"), None, value, None))
                    work = work[: m.start()] + " " + work[found[1] :]
    if not ex.tool_calls:
        # "using the github MCP: delete_repo owner=acme repo=x": an operation and its key=value pairs,
        # outside backticks (a quoted `make db_reset ENV=test` is a command)
        m = next((k for k in _OP_KV.finditer(work) if work.count("`", 0, k.start()) % 2 == 0), None)
        if m:
            kv, pos, err = parse_kv_args(m.group("rest"))
            server = _SERVER_BEFORE.search(work[: m.start()])
            server_name = m.group("ns") or (server.group("server") if server else None)
            call = ToolCall(m.group("op"), server_name, kv, err, form="operation",
                            clause=_governed(work, m.end()))
            ex.tool_calls.append(call)
            work = work[: m.start()] + " " + work[m.end() :]
    if not ex.tool_calls:
        m = _LEADING_CHAIN.match(work)
        if m and _names_an_act(m.group("op")):
            # "slack.admin.users.remove for every member of the workspace": an operation named by its
            # namespace, then the words saying what it acts on
            call = ToolCall(m.group("op"), m.group("ns"), {}, None, form="operation",
                            clause=_governed(work, m.end("op")))
            ex.tool_calls.append(call)
            work = work[m.end("op"):]
    if not ex.tool_calls:
        m = _LEADING_OP.match(work)
        if m:
            kv, pos, err = parse_kv_args(m.group("rest"))
            call = ToolCall(m.group("op"), None, kv, err, form="operation")
            if pos:
                call.arguments["_positional"] = pos
            ex.tool_calls.append(call)
            work = ""

    if not ex.tool_calls:
        found_run = _run_arguments(work)
        if found_run is not None:
            # "exec on ci-mac-03 with {"cmd": "bash -i >& /dev/tcp/…"}": whatever the call is named, an
            # object handing it a command line or a statement is judged by what that line does
            # (the other keys' text stays in the prose: `{"cmd": "ls", "after": "delete the production
            # database"}` says what else is done, and the prose judge reads it)
            call, start, end = found_run
            ex.tool_calls.append(call)
            said = _other_keys_text(call.arguments)
            work = work[:start] + (f" ; {said} ; " if said else " ") + work[end:]

    content = None if carried_out else _CONTENT_START.search(work)
    prose_tail = ""
    if content:
        work, prose_tail = work[: content.end()], work[content.end() :]

    names: list[str] = []
    code: list[str] = []
    wildcards: list[str] = []
    # what is searched for is data, unless a later clause runs it ("…; running it now")
    searched = ([m.span("terms") for m in _SEARCHED_FOR.finditer(work)]
                if "for" in work and not carried_out else [])
    for bm in list(_BACKTICK.finditer(work)):
        body = bm.group(1).strip()
        if not body:
            continue
        if any(start <= bm.start() < end for start, end in searched):
            code.append(body)  # a search term: data to the prose, as a pattern is
            continue
        if (NAME.fullmatch(body) and body.lower() not in KNOWN_COMMANDS) or _NAMED_PLACE.match(body):
            # `prod`, `orders_v2`, `customers.csv`, `s3://acme-payroll/`, `s3:GetObject`: a name, read with
            # the prose as it is read bare (quoted_names.py)
            names.append(body)
            continue
        if _PLAN_LINE.match(body):
            code.append(body)  # `-/+ aws_db_instance.main (forces replacement)`: a plan's output, quoted
            continue
        quoted_call = _QUOTED_CALL.match(body)
        if quoted_call and not _SHELL_OPERATORS.search(quoted_call.group("rest")):
            kv, pos, err = parse_kv_args(quoted_call.group("rest"))
            call = ToolCall(quoted_call.group("op"), quoted_call.group("ns"), kv, err, form="operation")
            if pos:
                call.arguments["_positional"] = pos
            ex.tool_calls.append(call)
            continue
        entry = _SCRIPT_ENTRY.match(body)
        if entry:
            # `"postinstall": "node -e …"`: a package or task script entry; its value is a shell line
            # that runs when the script does (on every install, for the lifecycle ones)
            try:
                line = json.loads(f'"{entry.group("cmd")}"')
            except ValueError:
                line = entry.group("cmd")
            ex.commands.append((line, "as a script entry"))
            continue
        if body.lower() in MARKERS.guard_off:
            names.append(body)  # `--dangerously-skip-permissions`: a switch named, read with the prose
            continue
        rule = _PERMISSION_RULE.match(body)
        if rule:
            # `Bash(npm test)`, `Bash(*)`: an agent's permission rule, not a command line; a bare wildcard
            # lets every call of that tool through, and is read as "everything"
            (wildcards if (rule.group("inner") or "*").strip() in ("*", "**", "*:*") else code).append(body)
            continue
        if _CODE_NAME.match(body):
            code.append(body)  # `parse_config()`, `*.pem`: a piece of code or a pattern, data to the prose
            continue
        if _CODE_FRAGMENT.match(body) and not _SHELL_OPERATORS.search(body):
            continue  # `.*`, `legacy_charge(`: a pattern or a piece of code, not a command line
        from dongle.classify.sql import looks_like_sql

        if looks_like_sql(body) and body.split()[0].isupper():
            ex.sql.append(body)
        else:
            # `run: env | curl …`, `- script: make deploy`: a CI step's key, then the shell line it runs
            ex.commands.append((_STEP_KEY.sub("", body, count=1) or body, "in backticks"))
        # "`ALTER TABLE events DROP COLUMN x;` on prod — nothing has read it since v5": a hint that
        # opens with the quoted line reports that line as what it does next
        ex.opens_with_quote = ex.opens_with_quote or not work[: bm.start()].strip()
    if ex.commands or ex.sql or names or code or wildcards:
        from dongle.classify.prose import QUOTE_TOKEN

        def spoken(m: re.Match[str]) -> str:
            """What the prose reads in place of a backticked span: a name as written, the kind of
            file a glob names (`*.log` files are log files), other code as opaque data."""
            body = m.group(1).strip()
            if body in names:
                return f" {body} "
            if body in wildcards:
                return " everything "
            if body in code:
                ext = _GLOB_EXTENSION.match(body)
                key = _SUBSCRIPT_KEY.search(body)
                # a subscript's key is what the expression reads: `os.environ['STRIPE_SECRET_KEY']` names
                # a secret as the bare word would
                return f" {ext.group(1)} " if ext else f" {key.group(1)} " if key else f" {QUOTE_TOKEN} "
            return " "

        work = _BACKTICK.sub(spoken, work)

    for sm in _SQL_INLINE.finditer(work):
        ex.inline_sql.append(sm.group("sql").strip())
    if ex.inline_sql:
        work = _SQL_INLINE.sub(" ", work)

    inline = inline_command(work)
    if inline:
        ex.commands.append((inline, "named inline"))
    ex.remainder = work + prose_tail
    return ex


# A hint that IS a command line is judged as that command line, whatever its first word: the shell
# model knows `wevtutil`, `diskutil`, `for … do … done` and `X=…; sudo rm -rf $X*` better than any
# list of program names here. "Is a command line" is decided by structure, never by the name: the
# line parses as shell, opens as a program, a path, an assignment, a shell keyword or a cmdlet, and
# carries no sign of prose (a function word outside quotes, a capitalised sentence, an English verb
# with no option or path after it).
PROSE_MARKERS = words(
    "a an the this that these those it its it's my our your their his her we i me you us they them "
    "to of for on in at with from into onto via by about over under through per than inside within "
    "and or but so because since if when once until while before after then as "
    "will shall would should can could may might must let is are be was were been being am "
    "has have had just also only very please"
)
# Words that open a shell construct or change the line's state; they are no verb and no name
_SHELL_OPENERS = words("for while until if case cd pushd eval export exec source unset set time select "
                       "function declare local readonly")
_CMDLET = re.compile(r"^[A-Z][a-z]+-[A-Z][A-Za-z]+$")  # Remove-Item, Set-MpPreference
_PROGRAM = re.compile(r"^[a-z][\w.+-]*$")  # a lower-case name: terraform, mkfs.xfs, apt-get, 7z
_PATHLIKE = re.compile(r"^(?:\.{0,2}/|~/?)")  # ./deploy.sh, /usr/bin/x, ~/bin/y, ../tool
_ASSIGNMENT = re.compile(r"^[A-Za-z_]\w*=")  # RAILS_ENV=production, TARGET=${DIR:-/}
_OPENS_GROUP = ("(", "{", "!", ":", "[")  # (cd x && …), { …; }, ! cmd, : > file, [ -f x ] && …
# An argument that shows a program at work: an option, a path, a redirect or a pipe
_ARGUMENT_SIGNS = re.compile(r"(?:^|\s)(?:-{1,2}\w|[.~]?/|\S*/\S)|[|<>;&$]")
_REMARK_DASH = re.compile(r"\s[—–]\s|\s-\s(?=(?:" + "|".join(sorted(_REMARK_OPENERS)) + r")\b)", re.I)
_WORD_NODE_SKIP = frozenset({"string", "raw_string", "ansi_c_string", "heredoc_body", "comment",
                             "command_substitution", "process_substitution", "expansion", "regex"})
# An operation name (dotted or snake_case) followed by JSON or only key=value pairs: a tool call
_TOOL_CALL_FORM = re.compile(
    r"^[a-z]\w*(?:[._]\w+)+\s+(?:[{\[]|(?:[A-Za-z_][\w.-]*=(?:\"[^\"]*\"|'[^']*'|\[[^\]]*\]|\S*)\s*)+$)",
    re.S)
_OPERATION_NAME = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$")  # drop_table, bulk_delete_users
def _outside_quotes(text: str, pattern: re.Pattern[str]) -> re.Match[str] | None:
    """The first match of `pattern` that no quote encloses (a remark's dash inside `echo '— x'` is data)."""
    for m in pattern.finditer(text):
        before = text[: m.start()]
        if before.count("'") % 2 == 0 and before.count('"') % 2 == 0:
            return m
    return None


def _opens_as_program(first: str, line: str) -> bool:
    """The line's first word opens a command: a program name, a path, an assignment, a shell keyword,
    a grouping or a cmdlet. A word the vocabulary knows ("restart nginx", "production database
    drop") opens one only when an option, a path or an operator follows (`clear ./generated`)."""
    from dongle.classify.prose import LEXICON, lemma

    if _ASSIGNMENT.match(first) or _PATHLIKE.match(first) or first.startswith(_OPENS_GROUP):
        return True
    if first in _SHELL_OPENERS or _CMDLET.match(first):
        return True
    if not _PROGRAM.match(first) or _TOOL_CALL_FORM.match(line) or (
            _OPERATION_NAME.match(first) and not re.search(r"\s-", line)):
        # "Flushing", "FLUSHALL", "Status:": a sentence or a label; `slack.post_message {…}`,
        # `get_user id=42`: an operation and its arguments, judged as a tool call
        return False
    base = lemma(first)
    if base != first and first.endswith(("ing", "ed")):
        return False  # "formatting /dev/sdb as ext4", "turning off …": a verb form, the hint's voice
    if first in LEXICON or base in LEXICON:
        return _ARGUMENT_SIGNS.search(line.split(None, 1)[1]) is not None and _a_program(first)
    return True


def _a_program(word: str) -> bool:
    """Whether a word of the vocabulary is also a program someone runs (`clear`, `kill`, `sort`, `touch`):
    "delete /Legal/Discovery/x folder" and "erase /mnt/archive" are sentences whose verb the prose judge
    reads, since no program is spelled so (the rule packs know `delete` only as a subcommand)."""
    if word in KNOWN_COMMANDS or word.lower() in _REMOTE_RUNNERS:
        return True
    from dongle.rules.engine import load_rules

    rules = load_rules()
    return word.lower() in rules.by_name or word.lower() in rules.safe_commands


def _prose_words(node: Any) -> bool:
    """Whether the parsed line holds a word of prose outside quotes (`in`, `the`, `so`): the shell's
    own keywords are nodes of their own, and quoted text or a heredoc is data, not the hint's voice."""
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type == "comment" and not re.match(r"#\s", n.text.decode("utf-8", "replace")):
            return True  # "fulfil DSAR #7781: export …": an issue number, not a shell comment
        if n.type in _WORD_NODE_SKIP:
            continue
        if not n.children and n.is_named and n.text.decode("utf-8", "replace").lower() in PROSE_MARKERS:
            return True  # a word or a name, not the shell's own keyword (`for … in`, `if … then`)
        stack.extend(n.children)
    return False


def command_line(text: str) -> tuple[str, str] | None:
    """The hint as a command line, and the remark after it (a `# comment`, an em-dash aside), when
    the whole hint is a command line by structure; else None. See PROSE_MARKERS above."""
    line, remark = text.strip(), ""
    dash = _outside_quotes(line, _REMARK_DASH)
    if dash is not None and not _OPERAND_LIKE.match(line[dash.end():].lstrip()):
        # "dropdb app_dev — the shared one" (a remark); "rm -rf dist — ~/" still hands `~/` over
        line, remark = line[: dash.start()].rstrip(), line[dash.start():].strip()
    if re.search(r"[A-Za-z0-9)'\"]\.$", line):
        line = line[:-1]  # the sentence's full stop
    parts = line.split(None, 1)
    if len(parts) < 2 or "`" in line or not _opens_as_program(parts[0], line):
        return None
    from dongle.shell.grammar import parse_tree  # the grammar loads only for a hint that may be a line

    data = line.encode()
    root = parse_tree(data).root_node
    if root.has_error or _prose_words(root):
        return None
    last = root.children[-1] if root.children else None
    if last is not None and last.type == "comment" and re.match(r"#\s", last.text.decode()):
        # `sudo mkfs.xfs -f /dev/sdb  # sdb is the data disk`: the comment is a remark, read as prose
        remark = " ".join(filter(None, (data[last.start_byte:].decode().lstrip("#").strip(), remark)))
        line = data[: last.start_byte].decode().rstrip()
        if len(line.split()) < 2 and not line.startswith(_OPENS_GROUP):
            return None
    return line, remark

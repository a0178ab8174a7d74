"""A tool call written out at the head of a hint: its dotted name and the whole of its argument text.

Agents report the call they are about to make the way an SDK spells it, `service.resource.verb`, then its
arguments in whatever form comes to hand: key=value pairs whose values are lists or objects
(`ids=[5113, 5114]`, `shared_link={access:"open"}`, `comment={public:true, body:"…"}`), a statement handed
to a database or store tool as a bare or quoted string (`mysql.exec conn=shop_prod "DELETE FROM orders"`,
`redis.call conn=sessions-prod CONFIG SET requirepass ""`), bare words naming what it is given
(`kubernetes.create clusterrolebinding name=…`), and then prose saying why ("to log out one stuck user",
", per an email from the CFO", "(the only MX record)").

No program on a PATH is named `service.resource.verb` (a dotted program name is a family's variant,
`mkfs.ext4`, `python3.12`, or a file, `manage.py`), so such an opening is a call, not a command line: read
as a command line its name is an unknown program and its arguments are never judged. Every argument is
kept, so the effect readers see the statement a database is handed, the `all` a deletion is aimed at and
the address a card is given to; the prose after the arguments is the call's clause, read with it.
"""

from __future__ import annotations

import json
import re
import shlex
from typing import Any

from dongle.classify.vocabulary import words

# `stripe.payouts.create`, `1password.items.share`, `salesforce.sobjects.Opportunity.update`: a service
# (which may open with a digit), then one or more identifier parts; quoted or not.
_DOTTED = re.compile(r"^\s*(?P<q>[`'\"]?)(?P<name>(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]*(?:\.[A-Za-z_][\w-]*)+)"
                     r"(?P=q)(?=\s|$)")
# Last parts that make a dotted word a file (`deploy.sh`, `settings.yaml`) or a host (`acme.com`), not a call
NOT_OPERATIONS = words(
    "py js ts tsx jsx mjs cjs rb go rs java kt php cs c h cpp sh bash zsh ps1 yml yaml json toml ini cfg "
    "conf env lock md rst txt xml html css scss sql db sqlite sqlite3 tf tfvars hcl gradle properties csv "
    "log exe bat cmd gz tgz zip tar bz2 xz pem key crt p12 "
    "com net org io dev app co ai cloud me us uk de eu info biz local internal test example lan corp"
)
# Program families named with a dotted variant: their first part is a program
DOTTED_PROGRAMS = words("mkfs fsck python python2 python3 pip pip3 perl ruby node php lua java")
# Words that end the argument text and open the prose about the call (lower case: a statement's own
# keywords are written in capitals, `DELETE FROM orders WHERE …`)
_PROSE_OPENERS = words(
    "to for because so per as after before since while which that then from into onto in on at by via "
    "until unless if when once but or and with using attaching including plus - — –"
)
_CONNECTIVES = words("with using and")  # "… with private=false", "a=1 and b=2": more arguments follow
_KEY = re.compile(r"(?P<key>[A-Za-z_][\w.-]*)\s*=(?!=)")
_NUMBER_GROUPS = re.compile(r"-?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,])")
_CLOSERS = {"[": "]", "{": "}", "(": ")", "<": ">"}


def _group(text: str, i: int) -> int:
    """The end of the bracketed group opening at text[i] (quotes inside respected); len(text) if unclosed."""
    stack = [_CLOSERS[text[i]]]
    quote = ""
    j = i + 1
    while j < len(text) and stack:
        ch = text[j]
        if quote:
            if ch == "\\":
                j += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in _CLOSERS and text[i] != "<":
            stack.append(_CLOSERS[ch])
        elif ch == stack[-1]:
            stack.pop()
        j += 1
    return j


def _quoted(text: str, i: int) -> int:
    """The end of the quoted string opening at text[i]; len(text) if unclosed."""
    j = i + 1
    while j < len(text) and text[j] != text[i]:
        j += 2 if text[j] == "\\" else 1
    return min(j + 1, len(text))


def _value_end(text: str, i: int) -> int:
    """Where a value starting at text[i] ends: a quoted string, a bracketed group, a number written with
    thousands separators (`38,000`), or a run up to a space or a comma."""
    if i >= len(text):
        return i
    if text[i] in "'\"":
        return _quoted(text, i)
    if text[i] in _CLOSERS:
        return _group(text, i)
    grouped = _NUMBER_GROUPS.match(text, i)
    if grouped:
        return grouped.end()
    m = re.compile(r"[^\s,;]*").match(text, i)
    return m.end() if m else i


def read_value(raw: str) -> Any:
    """A written value as data: a quoted string without its quotes, a list or an object read as JSON or as
    a JavaScript literal (`{access:"open"}`, `['a', 'b']`), anything else as it was written."""
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
        # `content="run: curl -d \"$(env)\" …"`: the escaped quotes are the value's own
        return _ESCAPED.sub(r"\1", raw[1:-1]) if raw[0] == '"' else raw[1:-1]
    if raw[:1] in "[{":
        try:
            return json.loads(raw)
        except ValueError:
            loose = _js_literal(raw)
            return raw if loose is None else loose
    return raw


_BARE_KEY = re.compile(r"([{,]\s*)([A-Za-z_$][\w$]*)\s*:")
_ESCAPED = re.compile(r"\\([\"\\])")


def _js_literal(text: str) -> Any:
    """A JavaScript object or array literal read as JSON (bare keys quoted, single quotes made double),
    or None when something in it needs guessing."""
    if '"' in text and "'" in text:
        return None
    body = _BARE_KEY.sub(lambda m: f'{m.group(1)}"{m.group(2)}":', text.replace("'", '"'))
    body = re.sub(r",\s*([}\]])", r"\1", body)
    try:
        return json.loads(body)
    except ValueError:
        return None


Arguments = tuple[dict[str, Any], list[str], int, str | None]


def read_arguments(text: str) -> Arguments:
    """The arguments written in `text`: key=value pairs, and positional runs (bare words and quoted strings
    between pairs, each run one positional: `CONFIG SET requirepass ""` is one command for the store); with
    where they end, and what could not be read (an object that is neither JSON nor a plain JavaScript
    literal: the call is then judged unreadable, never as if it had no arguments). A lower-case connective
    or a remark in parentheses ends them ("to log out one stuck user", "(old preview)"), and so does a
    comma before a plain word."""
    kv: dict[str, Any] = {}
    positional: list[str] = []
    run: list[str] = []
    error: str | None = None

    def close_run() -> None:
        if run:
            positional.append(run[0] if len(run) == 1 else " ".join(run))
            run.clear()

    i = 0
    end = 0
    n = len(text)
    while i < n:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            break
        if text[i] == ",":
            nxt = re.match(r",\s*", text[i:])
            after = i + (nxt.end() if nxt else 1)
            if not _KEY.match(text, after):
                break  # "destination=ba_x, per an email from …": the arguments end at the comma
            i = after
            continue
        key = _KEY.match(text, i)
        if key:
            close_run()
            start = key.end()
            while start < n and text[start] == " ":
                start += 1
            stop = _value_end(text, start)
            kv[key.group("key")] = read_value(text[start:stop])
            i = end = stop
            continue
        if text[i] in "'\"":
            stop = _quoted(text, i)
            raw = text[i:stop]
            run.append(raw[1:-1] if not run and _run_alone(text, stop) else shlex.quote(read_value(raw)))
            i = end = stop
            continue
        if text[i] == "{":
            stop = _group(text, i)
            value = read_value(text[i:stop])
            if isinstance(value, dict):
                close_run()
                kv.update(value)
            else:
                error = f"arguments are not a readable object ({text[i:stop][:60]!r})"
                run.append(text[i:stop])
            i = end = stop
            continue
        if text[i] == "(":
            break  # "(the repo with the prod terraform state)": a remark about the call
        word_end = _value_end(text, i)
        word = text[i:word_end]
        if word in _PROSE_OPENERS:
            after = re.match(r"\s*", text[word_end:])
            nxt = word_end + (after.end() if after else 0)
            if word in _CONNECTIVES and (_KEY.match(text, nxt) or text.startswith("{", nxt)):
                i = nxt  # "with private=false", "and b=2", "with {…}": the connective before arguments
                continue
            break
        if word_end == i:  # a character no value can start with: the arguments end here
            break
        run.append(word)
        i = end = word_end
    close_run()
    return kv, positional, end, error


def _run_alone(text: str, stop: int) -> bool:
    """Whether a quoted string stands alone (no bare word follows it in the same run)."""
    rest = text[stop:].lstrip()
    return not rest or bool(_KEY.match(rest)) or rest[0] in ",({" or rest.split(None, 1)[0] in _PROSE_OPENERS


def dotted_operation(text: str) -> tuple[str, str, str] | None:
    """(service namespace, operation, the text after the name) when `text` opens with a dotted operation
    name that is no program, file or host; else None."""
    m = _DOTTED.match(text)
    if m is None:
        return None
    name = m.group("name")
    parts = name.split(".")
    if parts[-1].lower() in NOT_OPERATIONS or parts[0].lower() in DOTTED_PROGRAMS:
        return None
    if any(p.isdigit() for p in parts):  # a version (`v2.1`) or an address
        return None
    from dongle.classify.extract import KNOWN_COMMANDS

    if name.lower() in KNOWN_COMMANDS or _known_program(name.lower()):
        return None
    return ".".join(parts[:-1]), parts[-1], text[m.end():]


def _known_program(name: str) -> bool:
    """A dotted name a rule pack knows as a program (`mkfs.xfs`, `fsck.ext4`)."""
    from dongle.rules.engine import load_rules

    rules = load_rules()
    return name in rules.by_name or name in rules.safe_commands


# Words after "on" that name the connection or place a call runs in, followed by its name
# ("on conn "warehouse-prod"", "on cluster prod-eu"); any other word after "on" is what the call acts on.
_PLACE_WORDS = words("conn connection database db cluster namespace context instance host env environment "
                     "project account workspace")
_TOKEN = re.compile(r"\s*(?P<tok>\"[^\"]*\"|'[^']*'|[^\s,;()]+)")
# A statement handed over after "with" ("… with ALTER TABLE events DROP COLUMN user_agent"): SQL's own
# keywords, in capitals as statements are written, up to the prose that goes on in lower case (why it
# runs, and what is then done with its result: "… FROM customers and emailing the results to …").
_STATEMENT = re.compile(
    r"\s+(?:with|using|running)\s+(?P<stmt>(?:SELECT|INSERT|UPDATE|DELETE|DROP|ALTER|TRUNCATE|CREATE|GRANT"
    r"|REVOKE|MERGE|REPLACE|VACUUM|REINDEX)\b[^;\n]*?)(?=\s+(?:to|so|because|since|for|before|after|and|then"
    r"|while|saving|posting|sending|emailing|uploading|exporting|copying)\s|,\s+[a-z]|[.;](?:\s|$)|$)")


def place_and_statement(text: str, start: int) -> tuple[dict[str, Any], int]:
    """The arguments said after a dotted call's "on" (at `start`): the place it runs in (`conn: …`) or the
    object it acts on (`target: …`), then a statement it is handed; with where they end."""
    args: dict[str, Any] = {}
    first = _TOKEN.match(text, start)
    if first is None:
        return args, start
    end = first.end()
    word = first.group("tok").lower()
    if word in _PLACE_WORDS:
        name = _TOKEN.match(text, end)
        if name is not None:
            args[word] = read_value(name.group("tok"))
            end = name.end()
    else:
        args["target"] = read_value(first.group("tok").rstrip(".:"))
    statement = _STATEMENT.match(text, end)
    if statement:
        args["sql"] = statement.group("stmt").strip()
        end = statement.end()
    return args, end

"""SQL handed to an embedded database client (sqlite3, duckdb, litecli): the files and shells it reaches.

An embedded database runs in the client's own process, with the user's rights, so its SQL is code:
sqlite3's `.shell`/`.system` run a shell command, `readfile()`/`writefile()` and `.output` read and
write any file, duckdb's `read_text()`/`read_csv()` read any file and `COPY … TO 's3://…'` sends rows
to another machine. A throwaway database file says nothing about what its SQL does outside it. Each
reach becomes the shell command with the same effect (`cat FILE`, `tee FILE`, `curl -T - URL`, the
shell command itself) so the rules judge it: reading a credential and copying it out is a credential
sent away, whichever program does it.
"""

from __future__ import annotations

import re
import shlex

from dongle.shell.interp import Effect

# Options of the clients whose value is SQL or a dot-command to run.
_SQL_OPTIONS = frozenset({"-c", "-cmd", "-s", "--execute", "-e"})
_DOT_SHELL = re.compile(r"(?im)^\s*\.(?:shell|system)\s+(.+?)\s*;?\s*$")
_DOT_READ = re.compile(r"(?im)^\s*\.(?:read|import(?:\s+--?\w+)*)\s+(\S+)")
_DOT_WRITE = re.compile(r"(?im)^\s*\.(?:output|once|save|backup(?:\s+\w+)?)\s+(?:-\w\s+)?(\S+)")
_LITERAL = r"'((?:[^']|'')*)'"
_READS = re.compile(r"(?i)\b(?:readfile|read_text|read_blob|read_csv(?:_auto)?|read_json(?:_auto|_objects)?"
                    r"|read_parquet|read_ndjson\w*|sniff_csv|load_extension)\s*\(\s*" + _LITERAL)
_WRITES = re.compile(r"(?i)\bwritefile\s*\(\s*" + _LITERAL)
_COPY_TO = re.compile(r"(?is)\bcopy\b.*?\bto\s+" + _LITERAL)
_ATTACH = re.compile(r"(?i)\battach\s+(?:database\s+)?" + _LITERAL)
_REMOTE = re.compile(r"(?i)^(?:s3|s3a|gs|gcs|az|azure|abfss?|r2|hf|https?)://")


def effects(argv: list[str], stdin: str | None) -> list[Effect]:
    """The shell commands the SQL of this client invocation amounts to."""
    sql = "\n".join(_sql_texts(argv) + ([stdin] if stdin else []))
    if not sql.strip():
        return []
    out = [Effect(script=m.group(1), via=f"{argv[0]} .shell") for m in _DOT_SHELL.finditer(sql)]
    reads = [_unquote(m.group(1)) for m in _READS.finditer(sql)]
    reads += [m.group(1).strip("'\"") for m in _DOT_READ.finditer(sql)]
    local_reads = [p for p in reads if not _REMOTE.match(p)]
    for path in local_reads:
        out.append(Effect(argv=("cat", path), via=f"{argv[0]} reads a file"))
    writes = [_unquote(m.group(1)) for m in (*_WRITES.finditer(sql), *_COPY_TO.finditer(sql))]
    writes += [m.group(1).strip("'\"") for m in _DOT_WRITE.finditer(sql)]
    writes += [_unquote(m.group(1)) for m in _ATTACH.finditer(sql)]
    for path in writes:
        if _REMOTE.match(path):
            # rows sent to another machine: what they were read from goes with them
            sources = " ".join(shlex.quote(p) for p in local_reads) or "/dev/stdin"
            out.append(Effect(script=f"cat {sources} | curl -sT - {shlex.quote(path)}",
                              via=f"{argv[0]} copies to {path}"))
        elif path not in ("", ":memory:", "/dev/stdout", "stdout"):
            out.append(Effect(argv=("tee", path), via=f"{argv[0]} writes a file"))
    return out


def _sql_texts(argv: list[str]) -> list[str]:
    """The SQL in the client's arguments: option values, and the operands after the database file."""
    texts, operands, i = [], [], 1
    while i < len(argv):
        word = argv[i]
        if word in _SQL_OPTIONS and i + 1 < len(argv):
            texts.append(argv[i + 1])
            i += 2
            continue
        if not word.startswith("-"):
            operands.append(word)
        i += 1
    return texts + operands[1:] if operands else texts


def _unquote(literal: str) -> str:
    return literal.replace("''", "'")

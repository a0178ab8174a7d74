"""Data stores a program's code replaces or removes, read the same way in every language.

A store opened for writing in a create-afresh mode (`zarr.open(URL, mode='w')`, `h5py.File(p, 'w')`,
`to_zarr(URL, mode='w')`, `write_deltalake(URL, df, mode='overwrite')`, Spark's
`.mode('overwrite').parquet(URL)`, R's `existing_data_behavior = 'delete_matching'`) is emptied
before anything is written: what is lost is what was there. A file-system object's removal call
(`s3fs.S3FileSystem().rm(URL, recursive=True)`) removes what the URL names. Both are judged as the
cloud's own command on the same place (`aws s3 rm URL --recursive`, `gcloud storage rm -r URL`, …), so
the cloud rules decide (a whole bucket, a production bucket, a scratch prefix); a local path replaced
is a write over it, as `open(p, 'w')` is. A read (`mode='r'`), an append (`mode='a'`) and a create
that refuses to replace (`mode='w-'`) are none of these.
"""

from __future__ import annotations

import re

from dongle.shell.interp import Effect
from dongle.shell.model import Redirect

_LITERAL = re.compile(r"""(['"])([^'"\n]{1,400})\1""")
_REMOTE = re.compile(r"(s3[an]?|r2|gs|gcs|abfss?|wasbs?|az|hdfs|viewfs)://([^/\s]+)(/[^\s]*)?\Z")
# A create-afresh instruction in the call, or chained on the writer it belongs to.
_REPLACE = re.compile(
    r"""\bmode\s*(?:=|:|<-)\s*(['"])(?:w\+?|overwrite)\1|\.mode\(\s*(?:(['"])overwrite\2|SaveMode\.Overwrite)"""
    r"""|\boverwrite\s*(?:=|:|<-)\s*(?:True|TRUE|true|T)\b|\bexisting_data_behavior\s*(?:=|:|<-)\s*"""
    r"""(['"])delete_matching\3""", re.I)
# `File(p, 'w')`: the mode as the argument right after the place.
_POSITIONAL_MODE = re.compile(r"""\s*,\s*(['"])w\+?\1""")
_REMOVE_CALL = re.compile(r"\.(?:rm|rm_file|rmdir|rmtree|remove|delete|delete_dir|delete_prefix)\Z")
_TREE_REMOVERS = ("rmtree", "delete_dir")
_RECURSIVE = re.compile(r"\brecursive\s*(?:=|:|<-)\s*(?:True|TRUE|true|T)\b")
_TABLE_REPLACE = re.compile(r"""\bif_exists\s*(?:=|:|<-)\s*(['"])replace\1""")
_NAME = re.compile(r"[\w.]*\Z")
# Calls that open a file the ordinary way; their writes are read where each language is analysed.
_PLAIN_OPEN = frozenset({"open", "io.open", "builtins.open", "codecs.open", "fopen", "File.open", "file"})


def store_effects(code: str) -> list[Effect]:
    """What the code does to the stores it names: replaced afresh or removed."""
    if "://" not in code and not re.search(r"mode|overwrite|delete_matching|replace|['\"]w\+?['\"]", code):
        return []
    effects: list[Effect] = []
    for match in _LITERAL.finditer(code):
        place = match.group(2)
        call = _enclosing_call(code, match.start())
        if call is None:
            continue
        name, opened, closed = call
        remote = _REMOTE.match(place)
        if name.endswith("to_sql") and match.start() == _first_argument(code, opened):
            if _TABLE_REPLACE.search(code, opened, closed):
                effects.append(_table_replaced(code, place, opened, closed))
        elif _REMOVE_CALL.search("." + name.rsplit(".", 1)[-1]) and remote:
            recursive = bool(_RECURSIVE.search(code, opened, closed)) or name.endswith(_TREE_REMOVERS)
            effects.append(_removed(remote, recursive))
        elif name not in _PLAIN_OPEN and _replaces(code, match.end(), opened, closed):
            if remote:
                effects.append(_removed(remote, True))
            elif _is_local_place(place):
                effects.append(Effect(argv=("store-write", place, "w"), redirects=(Redirect(">", place),)))
    return effects


def _first_argument(code: str, opened: int) -> int:
    return len(code) - len(code[opened:].lstrip())


def _table_replaced(code: str, table: str, opened: int, closed: int) -> Effect:
    """`df.to_sql('orders', con, if_exists='replace')` drops the table before it writes: judged as the
    statement given to the database the call names (a URL in the call, or the code's connection)."""
    from dongle.shell.pycode import connection_target

    sql = f"DROP TABLE {table}"
    sqlite = re.search(r"""sqlite3\.connect\(\s*(['"])([^'"]+)\1""", code)
    if sqlite is not None:
        return Effect(argv=("sqlite3", sqlite.group(2), sql))
    url = re.search(r"""(['"])(\w+(?:\+\w+)?://[^'"]+)\1""", code[opened:closed])
    target = (url.group(2),) if url else connection_target(code)
    return Effect(argv=("psql", *target, "-c", sql))


def _enclosing_call(code: str, pos: int) -> tuple[str, int, int] | None:
    """The call whose argument list holds `pos`: its dotted name and the span of its arguments."""
    depth = 0
    i = pos - 1
    while i >= 0 and pos - i < 2000:
        ch = code[i]
        if ch in ")]}":
            depth += 1
        elif ch in "([{":
            if depth == 0:
                if ch != "(":
                    return None
                name = _NAME.search(code, 0, i)
                if name is None or not name.group(0).strip("."):
                    return None
                return name.group(0), i + 1, enclosed_end(code, i + 1)
            depth -= 1
        elif ch in "\n;" and depth == 0:
            return None
        i -= 1
    return None


def enclosed_end(code: str, start: int) -> int:
    """Where the bracket opened just before `start` closes (the end of the code, or 4000 characters on,
    when it never does)."""
    depth = 0
    for i in range(start, min(len(code), start + 4000)):
        ch = code[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                return i
            depth -= 1
    return min(len(code), start + 4000)


def _replaces(code: str, after: int, opened: int, closed: int) -> bool:
    """The call, or the statement it ends (`df.write.mode('overwrite').save(URL)`), says create afresh."""
    if _POSITIONAL_MODE.match(code, after, closed) or _REPLACE.search(code, opened, closed):
        return True
    start = max(code.rfind("\n", 0, opened), code.rfind(";", 0, opened)) + 1
    return bool(_REPLACE.search(code, start, opened))


def _is_local_place(text: str) -> bool:
    return bool(re.fullmatch(r"(?:~|\.{1,2})?/?[\w.@+-]+(?:/[\w.@+*-]+)*/?", text)) and (
        "/" in text or re.search(r"\.\w{1,8}\Z", text) is not None)


def _removed(remote: re.Match[str], recursive: bool) -> Effect:
    """The cloud's own command that removes what the URL names."""
    scheme, authority, path = remote.group(1).lower(), remote.group(2), (remote.group(3) or "").strip("/")
    flag = ("--recursive",) if recursive else ()
    if scheme in ("gs", "gcs"):
        return Effect(argv=("gcloud", "storage", "rm", *(("-r",) if recursive else ()),
                            f"gs://{authority}/{path}" if path else f"gs://{authority}"))
    if scheme in ("abfs", "abfss", "wasb", "wasbs", "az"):
        container, _, account = authority.partition("@")
        account = account.split(".", 1)[0] or container
        pattern = ("--pattern", f"{path}/*" if recursive else path) if path else ()
        return Effect(argv=("az", "storage", "blob", "delete-batch", "--account-name", account,
                            "--source", container, *pattern))
    if scheme in ("hdfs", "viewfs"):
        return Effect(argv=("hdfs", "dfs", "-rm", *(("-r",) if recursive else ()), remote.group(0)))
    place = f"s3://{authority}/{path}" if path else f"s3://{authority}"
    return Effect(argv=("aws", "s3", "rm", place, *flag))

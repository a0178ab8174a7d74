"""Key-value and document store clients in a program's code, judged as the store's own shell command.

`redis.Redis(host='redis-prod.acme.internal').flushall()` empties the server exactly as
`redis-cli -h redis-prod.acme.internal flushall` does; `MongoClient(URL).crm.contacts.drop()` is
`mongosh URL --eval 'db.contacts.drop()'`. The client library is another spelling of the act, so each
call that empties or drops is written as the store's command on the server the code connects to, and the
database rules decide with their reading of the host (production, localhost). The calls are named alike
across languages (Python's redis-py and pymongo, Node's node-redis, ioredis and mongodb, Ruby's redis and
mongo gems), snake_case or camelCase. Reads and single-key writes are none of these rules' business.
"""

from __future__ import annotations

import re

from dongle.shell.interp import Effect

# Redis: the flush methods (Ruby and Perl call them without parentheses; Perl and PHP with `->`), or
# the command sent raw (`execute_command('FLUSHALL')`, `call('flushdb')`, `sendCommand(['FLUSHALL'])`).
_REDIS_FLUSH = re.compile(r"""(?:\.|->|::)(flush_?all|flush_?db)\b(?!\s*=)"""
                          r"""|\b(?:execute_command|call|send_command|sendCommand)\("""
                          r"""\s*\[?\s*(['"])(flushall|flushdb)\2""", re.I)
_REDIS_URL = re.compile(r"""(['"])(rediss?://[^'"\s]+)\1""")
# The server named by keyword (`host='x'`, Perl's `server => "x:6379"`) or as the first argument of a
# connect call (PHP's `$r->connect("x")`, ioredis's `new Redis('x')`).
_HOST = re.compile(r"""\b(?:host|server)\s*(?:=|:|=>)\s*(['"])([\w.:-]+)\1"""
                   r"""|\b(?:connect|pconnect|Redis)\(\s*(['"])([\w.-]+(?::\d+)?)\3""")
_MONGO_URL = re.compile(r"""(['"])(mongodb(?:\+srv)?://[^'"\s]+)\1""")
_MONGO_DROP_DB = re.compile(r"""\.(?:drop_database|dropDatabase)\(|\.database\.drop\b""")
# A collection dropped or emptied: `db.contacts.drop()`, `db['contacts'].delete_many({})`,
# `collection('contacts').deleteMany({})`.
_MONGO_COLLECTION = re.compile(
    r"""(?:\.(\w+)|\[\s*(['"])(\w+)\2\s*\]|\bcollection\(\s*(['"])(\w+)\4\s*\))"""
    r"""\.(drop|delete_many|deleteMany|remove)\(\s*(\{\s*\})?\s*\)""")


def datastore_effects(code: str) -> list[Effect]:
    """What the code's store clients empty or drop, each as the store's own command."""
    lowered = code.lower()
    effects: list[Effect] = []
    if "redis" in lowered and "flush" in lowered:
        effects.extend(_redis(code))
    if "mongo" in lowered:
        effects.extend(_mongo(code))
    return effects


def _redis(code: str) -> list[Effect]:
    flushes = [(m.group(1) or m.group(3)).replace("_", "").lower() for m in _REDIS_FLUSH.finditer(code)]
    if not flushes:
        return []
    url, host = _REDIS_URL.search(code), _HOST.search(code)
    named = (host.group(2) or host.group(4)).split(":")[0] if host else ""
    where = ("-u", url.group(2)) if url else ("-h", named) if named else ()
    return [Effect(argv=("redis-cli", *where, flush)) for flush in dict.fromkeys(flushes)]


def _mongo(code: str) -> list[Effect]:
    url = _MONGO_URL.search(code)
    where = (url.group(2),) if url else ()
    statements = ["db.dropDatabase()"] if _MONGO_DROP_DB.search(code) else []
    for m in _MONGO_COLLECTION.finditer(code):
        collection, verb, everything = m.group(1) or m.group(3) or m.group(5), m.group(6), m.group(7)
        if verb == "drop":
            statements.append(f"db.{collection}.drop()")
        elif everything:  # an empty filter matches every document
            statements.append(f"db.{collection}.deleteMany({{}})")
    return [Effect(argv=("mongosh", *where, "--eval", statement)) for statement in dict.fromkeys(statements)]

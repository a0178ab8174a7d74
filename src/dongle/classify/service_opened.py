"""A service served on every network interface with its protection off: anyone who reaches the port is in.

A daemon or a development server listens where its bind option says. Bound to loopback, only this machine
reaches it; bound to every interface (`0.0.0.0`, `::`, `--bind_ip_all`, `--rpc-external`) or told to
accept every client address (`-rpcallowip=0.0.0.0/0`), every host on the network does — on a cloud host,
the internet. What then stands between a stranger and the service is its own sign-in, so the rubric reads
the two together, whatever the program is called:

- bound everywhere with its protection switched off or made trivial stops: authentication off
  (`--no-macaroons`, `--noauth`, `--auth none`, an empty `--token=''`, `protected-mode no`, security
  settings off), an account unlocked behind the port (`--allow-insecure-unlock`), the admin and key APIs
  served on it (`--http.api …,personal,admin`, `--rpc-methods unsafe`), or a password anyone guesses
  (`-rpcpassword=admin`). Whoever finds the port spends the wallet, reads the books or runs code;
- bound everywhere by a server that has no sign-in at all (a ledger viewer, a cache, a web terminal)
  pauses — a web terminal handing out a shell with no credential stops;
- bound everywhere with its sign-in on, or bound to loopback, keeps its verdict (a pause at most comes
  from elsewhere).

A target named for testing, a local chain or development (`-regtest`, `--network devnet`, `dev`) lowers a
stop to a pause: the port is still open, but no real funds or data stand behind it.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.auth_off import setting_off
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import names_production

# Cheap gate over the line: one of these must appear before any invocation is read.
_GATE = lazy_compile(r"0\.0\.0\.0|::|bind[_-]?(?:ip[_-])?all|-external\b|\ball-interfaces\b")
LINE_GATE = _GATE  # (`names_every_interface`'s test, joined with the other line readings': line_triggers.py)
# An address that means every interface (or every client): as a bare host, a host:port, a URL's host, a
# multiaddr, or a CIDR that covers everyone.
_EVERYWHERE = lazy_compile(
    r"^(?:[a-z][\w+.-]*://)?(?:0\.0\.0\.0|\[::\]|::|\*)(?::\d+){0,2}(?:/.*)?$|^/ip[46]/(?:0\.0\.0\.0|::)/"
    r"|^(?:0\.0\.0\.0|::)/0$")
# Flags that bind every interface by themselves.
_EVERYWHERE_FLAGS = frozenset({"--bind_ip_all", "--bind-ip-all", "--bind-all", "--bind_all", "--rpc-external",
                               "--unsafe-rpc-external", "--ws-external", "--unsafe-ws-external",
                               "--all-interfaces"})
# Flags that switch a server's own protection off.
_UNPROTECTED_FLAGS = frozenset({
    "--no-macaroons", "--noauth", "--no-auth", "--disable-auth", "--disable-authentication", "--auth=none",
    "--allow-insecure-unlock", "--insecure", "--unauthenticated", "--without-connection-token",
    "--no-password", "--skip-auth", "--unsafe-rpc-external", "--unsafe-ws-external", "--allow-anonymous",
    "--rpc-methods=unsafe", "--protected-mode=no", "--authentication=none", "--auth-mode=none"})
# Options whose value switches protection off: `--auth none`, `--protected-mode no`, `--rpc-methods unsafe`.
_UNPROTECTED_VALUES = {"--auth": ("none", "off"), "--protected-mode": ("no",), "--rpc-methods": ("unsafe",),
                       "--authentication": ("none",), "--auth-mode": ("none",)}
# Options that list the APIs a node serves, and the APIs that hand out its keys or its administration.
_API_OPTION = lazy_compile(r"(?i)^--?(?:http\.api|ws\.api|rpcapi|wsapi|rpc-api|http-api|rpc\.api|api)$")
_ADMIN_APIS = frozenset({"personal", "admin", "debug", "miner", "clique", "wallet", "unsafe"})
# Options naming a password or token, and the values anyone tries first.
_SECRET_OPTION = lazy_compile(
    r"(?i)^--?(?:[\w.-]*[._-])?(?:token|password|passwd|pass|rpcpassword|auth[_-]?token)$")
_GUESSED = frozenset({"", "admin", "password", "pass", "123456", "12345678", "changeme", "root", "secret",
                      "default", "letmein", "qwerty", "test", "1234", "bitcoin", "rpcpassword"})
# Servers that check no one, whoever connects (their verdict is a pause), and web terminals, which hand
# whoever connects a shell (a stop) unless a credential is given.
_NO_SIGN_IN = frozenset({"fava", "bean-web", "memcached", "mlflow", "ttyd", "gotty", "ray", "dask-scheduler",
                         "dask"})
_TERMINALS = frozenset({"ttyd", "gotty"})
# Cluster schedulers whose port takes jobs (code) from any client, with no sign-in: Ray's dashboard and job
# API, Dask's scheduler (it runs the pickled functions clients send). On every interface, anyone runs code.
_CODE_TAKERS = frozenset({"ray", "dask-scheduler", "dask"})
_TERMINAL_CREDENTIAL = frozenset({"-c", "--credential", "-C", "--credential-file"})
# A target no real funds or data stand behind.
_NOT_LIVE = lazy_compile(r"(?i)(?:^|[\W_])(?:regtest|testnet\d?|signet|devnet|localnet|dev|devel|development"
                         r"|test|testing|staging|sandbox|local|scratch)(?:[\W_\d]|$)")
# Programs that print or search text: the words are data.
_TEXT_ONLY = frozenset({"grep", "egrep", "rg", "cat", "less", "head", "tail", "jq", "yq", "diff", "awk",
                        "echo", "printf", "man", "sed", "nmap", "curl", "wget", "ping", "ss", "netstat",
                        "lsof", "iptables", "ufw", "nft", "ip", "route", "ssh", "git"})


def names_every_interface(source: str) -> bool:
    """The line names an every-interface address or flag at all (the gate for `service_opened`)."""
    return _GATE.search(source) is not None


def _options(args: Sequence[str]) -> list[tuple[str, str | None]]:
    """Each argument as (option or word, its value): `--a=b` and `-a=b` split, `--a b` paired."""
    out: list[tuple[str, str | None]] = []
    for i, arg in enumerate(args):
        if arg.startswith("-") and "=" in arg:
            key, _, value = arg.partition("=")
            out.append((key.lower(), value))
        elif arg.startswith("-"):
            following = args[i + 1] if i + 1 < len(args) else None
            out.append((arg.lower(), following if following is not None and not following.startswith("-")
                        else None))
        else:
            out.append((arg, None))
    return out


def _served_everywhere(args: Sequence[str], pairs: list[tuple[str, str | None]]) -> str:
    """The word that puts the service on every interface or opens it to every client, or ""."""
    for arg in args:
        if arg.lower() in _EVERYWHERE_FLAGS:
            return arg
    for key, value in pairs:
        # a setting given as a value (`-E network.host=0.0.0.0`, `cfg:server.http_addr=0.0.0.0`) is read by
        # what follows its last `=`
        if value is not None and _EVERYWHERE.match(value.strip("'\"").rpartition("=")[2]):
            return f"{key}={value}"
        if value is None and "=" in key and not key.startswith("-") and _EVERYWHERE.match(
                key.rpartition("=")[2]) and key.rpartition("=")[2] not in ("*", "::"):
            return key
        if value is None and not key.startswith("-") and _EVERYWHERE.match(key) and key not in ("*", "::"):
            return key  # `php -S 0.0.0.0:8000`, `serve 0.0.0.0:80`
    return ""


def _protection_off(args: Sequence[str], pairs: list[tuple[str, str | None]]) -> str:
    """The word that switches the service's own protection off or makes it trivial, or ""."""
    for arg in args:
        if arg.lower() in _UNPROTECTED_FLAGS:
            return arg
    for key, value in pairs:
        if value is None:
            continue
        bare = value.strip("'\"").lower()
        if bare in _UNPROTECTED_VALUES.get(key, ()):
            return f"{key} {value}"
        if _API_OPTION.match(key) and _ADMIN_APIS & set(bare.replace(";", ",").split(",")):
            return f"{key}={value} (its key or admin API)"
        if _SECRET_OPTION.match(key) and bare in _GUESSED:
            return f"{key}={value!r} (a password anyone tries first)" if bare else f"{key}='' (empty)"
    return setting_off(" ".join(args))


# Ports of data stores: what listens there answers queries for the data itself.
_DATA_PORTS = frozenset({"5432", "3306", "1433", "1521", "27017", "6379", "9200", "9300", "5984", "11211",
                         "8086", "9042", "7687", "26257", "2379", "8529", "50000", "5439"})
# `ssh -R [bind:]port:host:hostport`: the remote listener's address, and the port it relays to.
_REMOTE_FORWARD = lazy_compile(
    r"^(?:(?P<bind>\[[^\]]*\]|[^:\[]*):)?\d+:(?P<host>[^:]+|\[[^\]]+\]):(?P<port>\d+)$")


def _data_store_relayed_to_all(args: Sequence[str]) -> str:
    """`ssh -R 0.0.0.0:15432:pg-primary.prod.internal:5432 HOST`: a production data store's port relayed to
    every interface of another host, where every address that reaches that host queries the store; or "".
    A development database relayed so (`…:localhost:5432`) keeps the remote forward's pause."""
    for i, arg in enumerate(args):
        spec = args[i + 1] if arg == "-R" and i + 1 < len(args) else arg[2:] if arg.startswith("-R") else ""
        m = _REMOTE_FORWARD.match(spec) if spec else None
        if m and m.group("bind") in ("0.0.0.0", "*", "[::]", "::") and m.group("port") in _DATA_PORTS and (
                names_production(m.group("host"))):
            return spec
    return ""


def service_opened(name: str, args: Sequence[str], remote: bool, subject: str) -> Assessment | None:
    """A server this invocation starts on every interface with no protection (stop; pause on a target
    named for testing or development), or one with no sign-in at all (pause; a web terminal stops)."""
    if name == "ssh" and (relayed := _data_store_relayed_to_all(args)):
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"relays a data store's port to every interface of another host (-R {relayed}): every "
                     "address that reaches that host queries the store [net.service-opened-unprotected]",),
            rules=("net.service-opened-unprotected",),
            safer_alternative="Forward to the remote host's loopback (`-R 127.0.0.1:15432:…`) and connect "
            "through it, or use the database's own private network access.",
            recovery="Close the tunnel, rotate the database's credentials and read its connection log.")
    if name in _TEXT_ONLY or not args:
        return None
    pairs = _options(args)
    where = _served_everywhere(args, pairs)
    if not where:
        return None
    off = _protection_off(args, pairs)
    text = " ".join(args)
    if off:
        level = DangerLevel.DESTRUCTIVE if _NOT_LIVE.search(text) else DangerLevel.FORBIDDEN
        why = f"{off}: with the service on every interface ({where}), anyone who reaches the port is in"
    elif name in _TERMINALS:
        if not _TERMINAL_CREDENTIAL.isdisjoint(a.split("=")[0] for a in args):
            return None  # its sign-in is on
        level, why = DangerLevel.FORBIDDEN, (f"`{name}` serves a shell on every interface ({where}) with no "
                                             "credential: whoever reaches the port runs commands here")
    elif name in _CODE_TAKERS:
        level, why = DangerLevel.FORBIDDEN, (f"`{name}` takes jobs from any client with no sign-in and is "
                                             f"served on every interface ({where}): whoever reaches the port "
                                             "runs code on the cluster")
    elif name in _NO_SIGN_IN:
        level, why = DangerLevel.DESTRUCTIVE, (f"`{name}` checks no one and is served on every interface "
                                               f"({where}): whoever reaches the port reads what it serves")
    else:
        return None
    return assess(
        level, kind="command", subject=subject, irreversible=level >= DangerLevel.FORBIDDEN,
        factors=(f"{why}{' (on another host)' if remote else ''} [net.service-opened-unprotected]",),
        rules=("net.service-opened-unprotected",),
        safer_alternative="Bind it to 127.0.0.1 and reach it through an ssh tunnel, or keep its "
        "authentication on with a strong credential and allow only the addresses that need it.",
        recovery="Stop the service, rotate any credential or key it guarded, move funds if a wallet was "
        "unlocked behind it, and read its log for who connected.")


# The reading's examples as data (tests/classify/test_keys_secrets_services.py runs each through the whole
# classifier): `stop` and `pause` lines must earn at least that verdict with this rule; `keep` lines must
# not carry the rule at all.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "stop": (
        "lnd --bitcoin.mainnet --rpclisten=0.0.0.0:10009 --restlisten=0.0.0.0:8080 --no-macaroons",
        "geth --mainnet --http --http.addr 0.0.0.0 --http.api eth,net,web3,personal --allow-insecure-unlock",
        "bitcoind -server -rpcbind=0.0.0.0 -rpcallowip=0.0.0.0/0 -rpcuser=admin -rpcpassword=admin",
        "redis-server --bind 0.0.0.0 --protected-mode no",
        "polkadot --chain polkadot --rpc-external --rpc-methods unsafe",
        "elasticsearch -E network.host=0.0.0.0 -E xpack.security.enabled=false",
        "docker run -d -p 0.0.0.0:6379:6379 redis redis-server --protected-mode no",
        "ttyd -p 7681 -i 0.0.0.0 bash",
        "cockroach start-single-node --insecure --listen-addr=0.0.0.0:26257",
        "ssh ops@node-7 'lnd --rpclisten=0.0.0.0:10009 --no-macaroons'",
        "ssh -N -R 0.0.0.0:15432:pg-primary.prod.internal:5432 tunnel@203.0.113.90",
        "ray start --head --dashboard-host=0.0.0.0 --port=6379",
        "dask-scheduler --host 0.0.0.0 --port 8786",
    ),
    "pause": (
        "fava main.beancount --host 0.0.0.0 --port 5000",
        "memcached -l 0.0.0.0 -p 11211",
        "bitcoind -regtest -rpcbind=0.0.0.0 -rpcallowip=0.0.0.0/0 -rpcpassword=pass",
    ),
    "keep": (
        "lnd --bitcoin.mainnet --rpclisten=0.0.0.0:10009",
        "lnd --rpclisten=localhost:10009 --no-macaroons",
        "geth --http --http.addr 0.0.0.0 --http.api eth,net,web3",
        "geth --http --http.addr 127.0.0.1 --http.api eth,net,personal",
        "bitcoind -rpcbind=127.0.0.1 -rpcallowip=127.0.0.1 -rpcpassword=admin",
        "redis-server --bind 127.0.0.1 --protected-mode no",
        "fava main.beancount",
        "ttyd -p 7681 -c ops:V3ry-l0ng-pass -i 0.0.0.0 htop",
        "mongod --bind_ip 0.0.0.0 --auth",
        "flask run --host=0.0.0.0",
        "grep -rn 'rpcallowip=0.0.0.0/0' docs/ --include=*.md",
        "echo 'lnd --rpclisten=0.0.0.0:10009 --no-macaroons' >> NOTES.md",
        "ssh -N -R 127.0.0.1:15432:pg-primary.internal:5432 tunnel@bastion",
        "ssh -N -R 0.0.0.0:8080:localhost:3000 demo@203.0.113.90",
        "ray start --head --dashboard-host=127.0.0.1",
        "ssh -R 0.0.0.0:15432:localhost:5432 ubuntu@vps.example.net",
        "tensorboard --logdir runs --bind_all",
    ),
}

"""Variables whose value later programs run as code, spelled as the command line they make.

`export LUA_INIT='os.remove(…)'` looks like setting a variable; every later `lua` (and every tool
that embeds it) runs the value first. Each interpreter and build tool has such a variable, and the
value comes in one of a few shapes, so the value is read by its shape and judged as the command it
makes later programs run:

- code in the program's language (`LUA_INIT`, `PERL5DB`): `lua -e CODE`;
- a file of that code (`LUA_INIT=@FILE`, `PYTHONSTARTUP`, `R_PROFILE_USER`, `IRBRC`, `ENV`): the file
  run by its interpreter, judged by its text on disk (a file not written yet is judged when it is);
- options of the interpreter or build tool (`PERL5OPT`, `RUBYOPT`, `MAKEFLAGS`): the program run
  with them (`perl -e 1 -MMod`), and make's `SHELL=PROGRAM`, which runs every recipe line;
- files of code loaded into every later process of a kind (`-javaagent:JAR` in Java's options,
  `NODE_OPTIONS=--require FILE`, `LD_PRELOAD`, `LD_LIBRARY_PATH`, `GCONV_PATH`): code nothing here
  reads, a pause unless it is the system's or the project's own build;
- data the C library of every later program reads (`LOCPATH`, `HOSTALIASES`, `GLIBC_TUNABLES`):
  a pause unless it is the system's or the project's;
- a program later programs run with arguments of their own (`CC`, `RSYNC_RSH`, `GIT_PROXY_COMMAND`,
  cargo's linker and runner for a target, go's `-toolexec`): judged as any command-running variable
  (`dongle.shell.effects.COMMAND_VARIABLES`);
- settings handed to every later git (`GIT_CONFIG_PARAMETERS`): judged as `git config --global` of each;
- a package manager's source moved to this machine, a bare address or plain http, or its integrity
  checks switched off (`COREPACK_NPM_REGISTRY=http://127.0.0.1:…`, `COREPACK_INTEGRITY_KEYS=0`,
  `GOSUMDB=off`, `PIP_TRUSTED_HOST`, `UV_INSECURE_HOST`): whatever answers there is installed and run
  as the real package (`checks_lowered`).

Set in the agent's shell for its later commands, each pauses (`compound.persisted-code`,
`pkg.integrity-off`); given to one command, the command is judged with it.

Everyday twins: a module search path (`LUA_PATH`), options that load nothing (`-Xmx2g`, `-j8`,
`-w`, `-Mstrict`, `-rbundler/setup`, `-kernel shell_history enabled`), a compiler by its name
(`CC=gcc-12`, a cargo linker `clang`), a locale by its name (`LC_ALL=C.UTF-8`), the system's or the
project's own build (`/opt/…/Profiler.so`, `bin/Debug/…/Hook.dll`), a registry over https, any of them
given to one command only (`GLIBC_TUNABLES=glibc.malloc.arena_max=2 ./server`).
"""

from __future__ import annotations

import os
import posixpath
import re
import shlex
from collections.abc import Mapping

from dongle.lazy_regex import lazy_compile

# Programs later programs run with arguments of their own: the compilers and tools make, configure
# and pip call, the remote shells rsync and cvs start, the proxy git opens connections through.
RUNS_PROGRAM = frozenset({"CC", "CXX", "CPP", "LD", "AR", "FC", "F77", "RANLIB", "STRIP", "HOSTCC",
                          "RUSTC_WRAPPER", "RUSTC_WORKSPACE_WRAPPER", "RUSTC", "CARGO_BUILD_RUSTC_WRAPPER",
                          "CARGO_BUILD_RUSTC", "CMAKE_C_COMPILER_LAUNCHER", "CMAKE_CXX_COMPILER_LAUNCHER",
                          "RSYNC_RSH", "CVS_RSH", "GIT_PROXY_COMMAND", "FZF_DEFAULT_COMMAND"})
# The same, named per target: cargo's linker and runner for one target triple.
_RUNS_PROGRAM_NAMED = lazy_compile(r"^CARGO_TARGET_\w+_(?:LINKER|RUNNER)$")
# Go's flags for every later build: `-toolexec PROG` runs PROG around each compiler and linker step.
_GO_TOOLEXEC = lazy_compile(r"(?:^|\s)-(?:toolexec|exec)[=\s]+(?P<program>[^\s\"']+)")
# Code in the language of the program that runs it at start, and that program.
_CODE = {"LUA_INIT": "lua", "LUA_INIT_5_2": "lua", "LUA_INIT_5_3": "lua", "LUA_INIT_5_4": "lua",
         "PERL5DB": "perl"}
# A file of code the program runs at start.
_FILE = {"PYTHONSTARTUP": "python3", "R_PROFILE_USER": "Rscript", "R_PROFILE": "Rscript", "IRBRC": "ruby",
         "ENV": "sh", "BASH_ENV": "bash"}
# Options of the program, and how it is run with them (`{}`: the options).
_OPTIONS = {"PERL5OPT": "perl -e 1 {}", "RUBYOPT": "ruby -e 1 {}"}
# Erlang's options for every later `erl` (and every BEAM tool: mix, rebar3, elixir): `-eval CODE` runs
# CODE, whose `os:cmd("…")` is a shell command; `-pa`/`-pz DIR` put DIR's modules first.
_ERLANG = frozenset({"ERL_AFLAGS", "ERL_ZFLAGS", "ERL_FLAGS"})
_ERLANG_SHELL = lazy_compile(r"os:cmd\(\s*\\?\"(?P<command>(?:[^\"\\]|\\[^\"])*)\\?\"")
# git settings for every later git, as `'key=value'` words: each judged as set for the user.
_GIT_PARAMETERS = "GIT_CONFIG_PARAMETERS"
_GIT_PARAMETER = lazy_compile(r"'(?P<key>[\w.-]+)=(?P<value>[^']*)'")
# make's: a `SHELL=PROGRAM` there overrides every makefile's, and each recipe line runs through it.
_MAKE = frozenset({"MAKEFLAGS", "GNUMAKEFLAGS", "MFLAGS"})
_MAKE_SHELL = lazy_compile(r"(?:^|\s)SHELL=(?P<program>\S+)")
# Code loaded into every later process of a kind, from files named in the value: Java's agents and
# native libraries, Node's preloaded modules, the dynamic loader's preloaded and searched libraries.
_JAVA = frozenset({"JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "MAVEN_OPTS", "GRADLE_OPTS"})
_JAVA_AGENT = lazy_compile(r"-(?:javaagent:|agentpath:|agentlib:|Xbootclasspath/[ap]:)(?P<path>[^=\s\"':]+)")
_NODE_PRELOAD = lazy_compile(r"(?:--require|-r|--import|--(?:experimental-)?loader|--preload)[=\s]+"
                             r"(?P<path>[^\s\"']+)")
# Files of code (or of settings that name code) loaded by every later process of a kind, listed in the
# value: the dynamic loader's libraries, the C library's conversion modules (`GCONV_PATH`), .NET's
# startup hooks, profilers and extra dependencies, PHP's ini files (`auto_prepend_file` runs a script),
# OpenSSL's configuration (engines and providers are shared objects it loads).
_LOADER = frozenset({"LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "LD_LIBRARY_PATH",
                     "DYLD_LIBRARY_PATH", "DYLD_FALLBACK_LIBRARY_PATH", "GCONV_PATH",
                     "DOTNET_STARTUP_HOOKS", "DOTNET_ADDITIONAL_DEPS", "CORECLR_PROFILER_PATH",
                     "CORECLR_PROFILER_PATH_32", "CORECLR_PROFILER_PATH_64", "COR_PROFILER_PATH",
                     "PHP_INI_SCAN_DIR", "PHPRC", "OPENSSL_CONF", "OPENSSL_MODULES", "OPENSSL_ENGINES"})
_SYSTEM = ("/usr/", "/opt/", "/lib", "/etc/", "/nix/store/", "/System/")
# Data the C library of every later program reads from where a variable says: its locale and message
# catalogues, host-name aliases, and its own tuning (the allocator's, the loader's). Not code, but what
# every program (the guard's CLI among them) takes as given: a malformed locale file crashes programs
# at start, an alias sends `github.com` to another host, a tunable starves the allocator.
_LIBC_DATA = {"LOCPATH": "its locale data", "NLSPATH": "its message catalogues",
              "HOSTALIASES": "host-name aliases", "GLIBC_TUNABLES": "its allocator's and loader's tuning"}

# A package manager's source of packages, and the settings that switch its checks off (checksum
# database, TLS verification, signature keys), with the values that switch them off. Names spelled
# per registry (`POETRY_REPOSITORIES_X_URL`, `CARGO_REGISTRIES_X_INDEX`, `BUNDLE_MIRROR__X`) by pattern.
_SOURCES = frozenset({"NPM_CONFIG_REGISTRY", "COREPACK_NPM_REGISTRY", "YARN_NPM_REGISTRY_SERVER",
                      "YARN_REGISTRY", "BUN_CONFIG_REGISTRY", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL",
                      "PIP_FIND_LINKS", "UV_INDEX_URL", "UV_DEFAULT_INDEX", "UV_EXTRA_INDEX_URL", "UV_INDEX",
                      "UV_FIND_LINKS",
                      "GOPROXY", "HOMEBREW_BOTTLE_DOMAIN", "HOMEBREW_API_DOMAIN"})
_SOURCES_NAMED = lazy_compile(r"^(?:POETRY_REPOSITORIES_\w+_URL|CARGO_REGISTRIES_\w+_INDEX"
                            r"|BUNDLE_MIRROR__\w+)$")
CHECKS_OFF = {
    # (GONOSUMDB or GOPRIVATE naming the company's own hosts is the usual private-module setup;
    # `*` is every module)
    "GOINSECURE": lazy_compile(r"."), "GONOSUMDB": lazy_compile(r"(?:^|,)\*(?:,|$)"),
    "GOPRIVATE": lazy_compile(r"^\*$"), "GONOSUMCHECK": lazy_compile(r"^1$"),
    "GOSUMDB": lazy_compile(r"^off$"),
    "GOFLAGS": lazy_compile(r"-insecure"), "NODE_TLS_REJECT_UNAUTHORIZED": lazy_compile(r"^0$"),
    "GIT_SSL_NO_VERIFY": lazy_compile(r"^(?:1|true|yes)$", re.I), "PIP_TRUSTED_HOST": lazy_compile(r"."),
    "UV_INSECURE_HOST": lazy_compile(r"."), "UV_NO_VERIFY_HASHES": lazy_compile(r"^(?:1|true)$", re.I),
    "NPM_CONFIG_STRICT_SSL": lazy_compile(r"^false$", re.I),
    "YARN_ENABLE_STRICT_SSL": lazy_compile(r"^false$", re.I),
    "YARN_CHECKSUM_BEHAVIOR": lazy_compile(r"^(?:ignore|update)$", re.I),
    "COREPACK_INTEGRITY_KEYS": lazy_compile(r"^(?:0|false|\{\s*\}|)$", re.I),
    "PYTHONHTTPSVERIFY": lazy_compile(r"^0$"), "BUNDLE_SSL_VERIFY_MODE": lazy_compile(r"^0$"),
    # the roots TLS is checked against, taken from scratch space the agent fills: whoever made that
    # certificate reads and rewrites every later fetch (a company CA installed elsewhere is everyday)
    **dict.fromkeys(("SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE",
                     "NODE_EXTRA_CA_CERTS", "GIT_SSL_CAINFO", "GIT_SSL_CAPATH", "PIP_CERT", "AWS_CA_BUNDLE",
                     "NPM_CONFIG_CAFILE"),
                    lazy_compile(r"^(?:/tmp/|/var/tmp/|/dev/shm/|\$\{?TMPDIR\b|(?:~|\$\{?HOME\}?)/\.cache/"
                               r"|\$\{?XDG_CACHE_HOME\b)")),
}
# A source on this machine, a bare address or plain http: nothing vouches for what it serves.
_UNVOUCHED = lazy_compile(r"^(?:file:|/|~|\.\.?/|\$\{?HOME\b|http://|https?://(?:localhost|\[::1\]|\d+(?:\.\d+){3})\b)",
                        re.I)

NAMES = frozenset({*RUNS_PROGRAM, *_CODE, *_FILE, *_OPTIONS, *_MAKE, *_JAVA, *_LOADER, *_LIBC_DATA, *_ERLANG,
                   *_SOURCES, *CHECKS_OFF, _GIT_PARAMETERS, "NODE_OPTIONS"})


def is_startup_variable(name: str) -> bool:
    """`name` is one of the variables this table reads (by name, or by a per-target pattern)."""
    upper = name.upper()
    return (name in NAMES or upper in _SOURCES or upper in CHECKS_OFF
            or bool(_RUNS_PROGRAM_NAMED.match(name) or _SOURCES_NAMED.match(name)))


def checks_lowered(name: str, value: str) -> str | None:
    """What `name=value` takes from a package manager's checks: its source moved to a place nothing
    vouches for, or a check switched off (None when neither)."""
    upper = name.upper()
    places = [v for v in re.split(r"[,\s|]+", value) if v not in ("", "direct", "off")]
    if (upper in _SOURCES or _SOURCES_NAMED.match(name)) and any(_UNVOUCHED.match(v) for v in places):
        return f"its packages come from {value[:60]}, a place nothing vouches for"
    pattern = CHECKS_OFF.get(upper)
    if pattern is not None and pattern.search(value):
        return f"its integrity checks are off ({name}={value[:40]})"
    return None


def command_made(name: str, value: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """The command line `name=value` makes later programs run, or None when it runs nothing that can
    be read (`PYTHONSTARTUP` naming a file not written yet, options that load nothing)."""
    if not value.strip():
        return None
    if name in _CODE:
        if value.startswith("@"):
            return _file_run(_CODE[name], value[1:], cwd, env)
        return f"{_CODE[name]} -e {shlex.quote(value)}"
    if name in _FILE:
        return _file_run(_FILE[name], value, cwd, env)
    if name in _OPTIONS:
        # the program splits them at white space only: quotes in them are its own text
        return _OPTIONS[name].format(" ".join(shlex.quote(w) for w in value.split()))
    if name in _MAKE:
        shell = _MAKE_SHELL.search(value)
        return f"{shell.group('program')} -c true" if shell else None
    if name in _ERLANG:
        shell = [m.group("command").replace('\\"', '"') for m in _ERLANG_SHELL.finditer(value)]
        return "; ".join(shell) or None
    if name == _GIT_PARAMETERS:
        return "; ".join(f"git config --global {m.group('key')} {shlex.quote(m.group('value'))}"
                         for m in _GIT_PARAMETER.finditer(value)) or None
    if name == "GOFLAGS":
        tool = _GO_TOOLEXEC.search(value)
        return tool.group("program") if tool else None
    return value if name in RUNS_PROGRAM or _RUNS_PROGRAM_NAMED.match(name) else None


# Node options that hand the process to code or to whoever connects: a preload, an inspector port.
_NODE_HANDS_OVER = lazy_compile(r"(?:^|\s)(?:--require|-r|--import|--(?:experimental-)?loader|--preload"
                                r"|--inspect[\w-]*|--experimental-policy|--env-file)\b")


def sets_only_tuning(name: str, value: str, cwd: str | None, env: Mapping[str, str]) -> bool:
    """`name=value` is one of this table's variables and, as valued, loads, runs and trusts nothing
    (`NODE_OPTIONS=--max-old-space-size=4096`): the setting tunes the programs that read it. Strict
    for Node, whose relative preloads `code_loaded` leaves as the project's: a persistent setting is
    read from every directory, so no preload nor inspector port passes."""
    if not is_startup_variable(name) or name.upper() in _SOURCES or _SOURCES_NAMED.match(name):
        return False  # a package source decides what is installed, wherever it points
    if name == "NODE_OPTIONS" and _NODE_HANDS_OVER.search(value):
        return False
    return not (checks_lowered(name, value) or command_made(name, value, cwd, env)
                or code_loaded(name, value, cwd, env) or libc_data_read(name, value, cwd, env))


# Scratch space: any process may put or swap a file there at any time.
_SCRATCH = ("/tmp/", "/var/tmp/", "/dev/shm/", "/private/tmp/")


def scratch_searched_first(value: str, home: str = "") -> str | None:
    """The scratch directory a PATH value searches before the system's programs (`/tmp/.x:$PATH`):
    every later name resolves there first, to whatever was dropped in meanwhile. After `$PATH` (or
    the system's directories it expanded to), it finds only names nothing else has."""
    for part in value.strip("\"'").split(":"):
        if part in ("$PATH", "${PATH}") or part.startswith(("/usr/", "/bin", "/sbin", "/opt/")):
            return None
        if home and (part.rstrip("/") + "/").startswith(home.rstrip("/") + "/"):
            continue  # the user's own directories, wherever home is
        if (part.rstrip("/") + "/").startswith(_SCRATCH):
            return part
    return None


def code_loaded(name: str, value: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """The file of code a variable loads into every later process of its kind (a Java agent, a Node
    preload, a preloaded or searched native library), when it is neither the system's nor the
    project's own build (code the agent may have placed, and nothing here reads)."""
    if name in _JAVA:
        paths = [m.group("path") for m in _JAVA_AGENT.finditer(value)]
    elif name == "NODE_OPTIONS":
        paths = [m.group("path") for m in _NODE_PRELOAD.finditer(value)]
    elif name in _LOADER:
        paths = [p for p in re.split(r"[:;\s]+", value) if p and not re.fullmatch(r"\$\{?\w+\}?", p)]
    elif name in _OPTIONS or name in _ERLANG:
        paths = _option_loads(value.split())
    else:
        return None
    home = env.get("HOME") or os.path.expanduser("~")
    projects = tuple(p.rstrip("/") + "/" for p in (cwd, env.get("PWD")) if p and p.rstrip("/"))
    for path in paths:
        full = re.sub(r"^~(?=/|$)|\$\{HOME\}|\$HOME\b", home, path)
        full = re.sub(r"\$\{PWD\}|\$PWD\b", (cwd or "").rstrip("/"), full)
        if full.startswith(_SYSTEM) or (projects and (full + "/").startswith(projects)):
            continue
        if name == "NODE_OPTIONS" and not full.startswith("/"):
            continue  # a package by its name (`--require ts-node/register`), or the project's own file
        return path
    return None


_PATH_START = ("/", "~", "$", "./", "../")


def _option_loads(words: list[str]) -> list[str]:
    """Files and directories an interpreter's options load code from: a feature required by its path
    (ruby `-r/path/x.rb`), and a directory put first on the search path (`-I DIR`, Erlang's `-pa DIR`)
    when a module is loaded by name with it (`-MMod`, `-rname`, `-s mod`) or, for Erlang, always."""
    paths, searched, by_name = [], [], False
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if word in ("-pa", "-pz"):
            paths.extend(w for w in words[i + 1:i + 4] if w.startswith(_PATH_START))
        elif word in ("-I", "-r"):
            (searched if word == "-I" else paths).append(following)
            by_name = by_name or word == "-r"
        elif word.startswith("-I"):
            searched.append(word[2:])
        elif word.startswith("-r"):
            paths.append(word[2:])
            by_name = True
        elif word.startswith(("-M", "-m")) or word == "-s":
            by_name = True
    return [p for p in paths if p.startswith(_PATH_START)] + (searched if by_name else [])


def libc_data_read(name: str, value: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """What the C library of every later program reads under `name=value`, when that is neither the
    system's nor the project's (`LOCPATH=~/.cache/loc`, `HOSTALIASES=~/.hosts`); tuning, whatever it
    says (`GLIBC_TUNABLES=glibc.malloc.mmap_max=0`)."""
    what = _LIBC_DATA.get(name)
    if what is None or not value.strip():
        return None
    if name == "GLIBC_TUNABLES":
        return f"{what} ({value[:60]})"
    home = env.get("HOME") or os.path.expanduser("~")
    projects = tuple(p.rstrip("/") + "/" for p in (cwd, env.get("PWD")) if p and p.rstrip("/"))
    for path in (p for p in value.split(":") if p):
        full = re.sub(r"^~(?=/|$)|\$\{HOME\}|\$HOME\b", home, path)
        if not full.startswith(_SYSTEM) and not (projects and (full + "/").startswith(projects)):
            return f"{what} from {path}"
    return None


def agent_in_text(text: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """A Java agent or native library named in text written to a file a build tool reads its JVM's options
    from (`org.gradle.jvmargs=-javaagent:…` in gradle.properties, `.mvn/jvm.config`), when it is neither
    the system's nor the project's own: every build's JVM loads it."""
    if "-javaagent:" not in text and "-agentpath:" not in text:
        return None
    return code_loaded("JAVA_TOOL_OPTIONS", text, cwd, env)


def _file_run(program: str, path: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """`program FILE`, when FILE is on disk (what it holds is read there)."""
    home = env.get("HOME") or os.path.expanduser("~")
    expanded = re.sub(r"^~(?=/|$)|\$\{HOME\}|\$HOME\b", home, path)
    full = posixpath.join(cwd or "/", expanded)
    return f"{program} {shlex.quote(full)}" if os.path.isfile(full) else None

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
- a program later programs run with arguments of their own (`CC`, `RSYNC_RSH`, `GIT_PROXY_COMMAND`):
  judged as any command-running variable (`dongle.shell.effects.COMMAND_VARIABLES`).

Everyday twins: a module search path (`LUA_PATH`), options that load nothing (`-Xmx2g`, `-j8`,
`-w`), a compiler by its name (`CC=gcc-12`), a locale by its name (`LC_ALL=C.UTF-8`), any of them
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
                          "RUSTC_WRAPPER", "CMAKE_C_COMPILER_LAUNCHER", "CMAKE_CXX_COMPILER_LAUNCHER",
                          "RSYNC_RSH", "CVS_RSH", "GIT_PROXY_COMMAND", "FZF_DEFAULT_COMMAND"})
# Code in the language of the program that runs it at start, and that program.
_CODE = {"LUA_INIT": "lua", "LUA_INIT_5_2": "lua", "LUA_INIT_5_3": "lua", "LUA_INIT_5_4": "lua",
         "PERL5DB": "perl"}
# A file of code the program runs at start.
_FILE = {"PYTHONSTARTUP": "python3", "R_PROFILE_USER": "Rscript", "R_PROFILE": "Rscript", "IRBRC": "ruby",
         "ENV": "sh"}
# Options of the program, and how it is run with them (`{}`: the options).
_OPTIONS = {"PERL5OPT": "perl -e 1 {}", "RUBYOPT": "ruby -e 1 {}"}
# make's: a `SHELL=PROGRAM` there overrides every makefile's, and each recipe line runs through it.
_MAKE = frozenset({"MAKEFLAGS", "GNUMAKEFLAGS", "MFLAGS"})
_MAKE_SHELL = lazy_compile(r"(?:^|\s)SHELL=(?P<program>\S+)")
# Code loaded into every later process of a kind, from files named in the value: Java's agents and
# native libraries, Node's preloaded modules, the dynamic loader's preloaded and searched libraries.
_JAVA = frozenset({"JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "MAVEN_OPTS", "GRADLE_OPTS"})
_JAVA_AGENT = lazy_compile(r"-(?:javaagent|agentpath|agentlib):(?P<path>[^=\s\"']+)")
_NODE_PRELOAD = lazy_compile(r"(?:--require|-r|--import|--(?:experimental-)?loader)[=\s]+(?P<path>[^\s\"']+)")
# (`GCONV_PATH`: the C library's character-set conversion modules, shared objects it loads from there.)
_LOADER = frozenset({"LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES", "LD_LIBRARY_PATH",
                     "DYLD_LIBRARY_PATH", "DYLD_FALLBACK_LIBRARY_PATH", "GCONV_PATH"})
_SYSTEM = ("/usr/", "/opt/", "/lib", "/etc/", "/nix/store/", "/System/")
# Data the C library of every later program reads from where a variable says: its locale and message
# catalogues, host-name aliases, and its own tuning (the allocator's, the loader's). Not code, but what
# every program (the guard's CLI among them) takes as given: a malformed locale file crashes programs
# at start, an alias sends `github.com` to another host, a tunable starves the allocator.
_LIBC_DATA = {"LOCPATH": "its locale data", "NLSPATH": "its message catalogues",
              "HOSTALIASES": "host-name aliases", "GLIBC_TUNABLES": "its allocator's and loader's tuning"}

NAMES = frozenset({*RUNS_PROGRAM, *_CODE, *_FILE, *_OPTIONS, *_MAKE, *_JAVA, *_LOADER, *_LIBC_DATA,
                   "NODE_OPTIONS"})


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
    return value if name in RUNS_PROGRAM else None


def code_loaded(name: str, value: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    """The file of code a variable loads into every later process of its kind (a Java agent, a Node
    preload, a preloaded or searched native library), when it is neither the system's nor the
    project's own build (code the agent may have placed, and nothing here reads)."""
    if name in _JAVA:
        paths = [m.group("path") for m in _JAVA_AGENT.finditer(value)]
    elif name == "NODE_OPTIONS":
        paths = [m.group("path") for m in _NODE_PRELOAD.finditer(value)]
    elif name in _LOADER:
        paths = [p for p in re.split(r"[:\s]+", value) if p and not re.fullmatch(r"\$\{?\w+\}?", p)]
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

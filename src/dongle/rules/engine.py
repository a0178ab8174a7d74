"""The rule engine: load rule packs (plain data), index them by command name, match invocations.

A rule is a dict literal in one family module (`dongle.rules.git`, ...). Loading turns each into a
`Rule` once per process; an unknown key or level is an error at load, so a typo never silently
disables a rule. Matching is a prefilter by command name followed by cheap set and glob tests on
the `Facts` of the invocation.
"""

from __future__ import annotations

import importlib
import posixpath
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fnmatch import translate
from functools import lru_cache
from operator import attrgetter
from typing import Any, NamedTuple

from dongle.frozen import kept, quick_init
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.paths import (
    GUARD_STATE_GLOBS,
    SECRET_NAME_PART,
    PathInfo,
    classify_path,
    expand,
    globs_meet,
    is_test_stand_in,
    is_user_home,
)
from dongle.rules.facts import (
    EMPTY_SPEC,
    OBJECT_STDIN_WRITERS,
    SECRET_SHAPES,
    CommandSpec,
    Facts,
    interpreter_family,
    is_local_host,
    is_public_ip,
    own_network_target,
    prints_app_environment,
    untrusted_host,
    url_host,
)
from dongle.shell.context import SHELLS

FAMILIES = (
    "filesystem",
    "git",
    "database",
    "cloud",
    "containers",
    "system",
    "firewall",
    "network",
    "credentials",
    "packages",
    "forensics",
    "messaging",
    "windows",
    "macos",
    "virtualization",
    "mlops",
    "mobile",
    "ci",
    "devices",
    "vcs",
    "hpc",
    "physical",
    "publishing",
    "sites",
    "telecom",
    "operations",
    "grants",
    "endpoint_admin",
)

_RULE_KEYS = {
    "id",
    "level",
    "irreversible",
    "reason",
    "safer",
    "recovery",
    "match",
    "prod",
    "prod_level",
    "examples",
    "extends_generic",
}
_MATCH_KEYS = {
    "cmd",
    "sub",
    "flags_all",
    "flags_any",
    "flags_none",
    "args_any",
    "args_none",
    "first_operand_none",
    "words_any",
    "words_also",
    "words_none",
    "last_any",
    "targets",
    "privileged",
    "stdin_from",
    "sql",
    "code",
    "min_args",
    "hosts",
    "no_sub",
    "min_operands",
    "max_operands",
    "find_delete",
    "find_filtered",
    "feeder_hosts",
    "stdin_sensitive",
    "uploads_stdin",
    "spawns_self",
    "fixed_reply",
    "unknown",
    "shell_args",
    "model_untrusted",
    "model_has",
    "production",
    "not_cmd",
    "wrapped_by",
    "stdin_literal",
    "mode_any",
    "mode_none",
    "own_user",
    "own_processes",
    "owner_self",
    "env_any",
    "remote",
    "prints_secret_variable",
}
_TARGET_KEYS = {"of", "region", "sensitivity", "regenerable", "glob", "all", "under", "not_under", "at",
                "name", "name_not", "child_of", "shallow_in", "whole_tree", "path", "path_not", "stand_in"}


class RuleError(ValueError):
    """A rule pack entry is malformed (raised at load time, never while matching)."""


@quick_init  # a thousand rules are made when a process loads them: one dict per rule, not a call per field
@dataclass(frozen=True, eq=False)
class Rule:
    id: str
    family: str
    level: DangerLevel
    irreversible: bool
    reason: str
    safer: str | None
    recovery: str | None
    match: Mapping[str, Any]
    # the subcommand paths (None when the rule names none); the tests before and after them are made
    # from `match` on the rule's first use (`before`, `after`, `checks` below)
    sub: _Subcommands | None
    prod: bool
    prod_level: DangerLevel | None
    examples: Mapping[str, tuple[Any, ...]]
    # what its `targets` condition asks first of every path (`_gate`); None when it asks no place
    gate: _Gate | None = None
    # the rule knows one act of its programs, not the programs: they stay judged by the generic
    # argument model as well (a secret or a shell handed to them, `sudo` with one, an act word)
    extends_generic: bool = False

    # The match conditions as tests, made the first time the rule is tried: a process that judges one
    # command (a hook) tries a few dozen of the thousand rules it loads, and making every rule's tests
    # was a fifth of its first command. What load checks of the conditions is checked by `_compile`.
    @kept
    def _tests(self) -> tuple[tuple[_Check, ...], tuple[_Check, ...]]:
        return _plan(self.match)

    @kept
    def before(self) -> tuple[_Check, ...]:
        """The tests before the subcommand."""
        return self._tests[0]

    @kept
    def after(self) -> tuple[_Check, ...]:
        """The tests after the subcommand (they see the operands past it)."""
        return self._tests[1]

    @kept
    def checks(self) -> tuple[_Check, ...]:
        """A rule without a subcommand: `before` and `after` as one run of tests, all at offset 0."""
        return self._tests[0] + self._tests[1] if self.sub is None else ()

    def level_for(self, production: bool) -> DangerLevel:
        """Production targets raise data-bearing operations (a dev drop pauses, a prod drop stops)."""
        if not (production and self.prod):
            return self.level
        if self.prod_level is not None:
            return max(self.prod_level, self.level)
        if self.level >= DangerLevel.DESTRUCTIVE:
            return DangerLevel.FORBIDDEN
        if self.level == DangerLevel.REVERSIBLE:
            return DangerLevel.DESTRUCTIVE
        return self.level


def _groups(value: Any) -> tuple[tuple[str, ...], ...]:
    return tuple((g,) if isinstance(g, str) else tuple(g) for g in value)


# Conditions whose value is one string or several, kept as a tuple of them.
_TUPLE_VALUED = frozenset({"cmd", "sub", "flags_any", "flags_none", "args_any", "args_none",
                           "first_operand_none", "words_any", "words_also", "words_none", "last_any",
                           "stdin_from", "sql", "no_sub", "model_has", "not_cmd", "env_any"})


def _compile(family: str, raw: Mapping[str, Any]) -> Rule:
    unknown = set(raw) - _RULE_KEYS
    rid = raw.get("id", "?")
    if unknown:
        raise RuleError(f"rule {rid}: unknown keys {sorted(unknown)}")
    match = dict(raw.get("match") or {})
    if set(match) - _MATCH_KEYS:
        raise RuleError(f"rule {rid}: unknown match keys {sorted(set(match) - _MATCH_KEYS)}")
    if "cmd" not in match:
        raise RuleError(f"rule {rid}: match.cmd is required (the prefilter indexes on it)")
    if "." not in str(rid):
        raise RuleError(f"rule {rid}: ids look like family.name")
    if "flags_all" in match:
        match["flags_all"] = _groups(match["flags_all"])
    for key in _TUPLE_VALUED.intersection(match):  # (only the keys the rule has: loading is start-up)
        value = match[key]
        match[key] = (value,) if isinstance(value, str) else tuple(value)
    if "sub" in match:
        match["sub"] = tuple(tuple(s.lower().split()) for s in match["sub"])
    if "no_sub" in match:
        match["no_sub"] = tuple(tuple(s.lower().split()) for s in match["no_sub"])
    if "code" in match:
        match["code"] = lazy_compile(match["code"], re.S)  # compiled when a rule first asks it
    for key in ("targets",):
        if key in match:
            spec = dict(match[key])
            if set(spec) - _TARGET_KEYS:
                raise RuleError(f"rule {rid}: unknown {key} keys {sorted(set(spec) - _TARGET_KEYS)}")
            for field in ("region", "sensitivity"):
                if field in spec and isinstance(spec[field], str):
                    spec[field] = (spec[field],)
            match[key] = spec
    examples = raw.get("examples") or {}
    if not examples.get("match"):
        raise RuleError(f"rule {rid}: needs at least one must-match example")
    try:
        level = DangerLevel.parse(raw["level"])
        prod_level = DangerLevel.parse(raw["prod_level"]) if "prod_level" in raw else None
    except (KeyError, ValueError) as exc:
        raise RuleError(f"rule {rid}: {exc}") from exc
    for key in ("reason",):
        if not raw.get(key):
            raise RuleError(f"rule {rid}: {key} is required")
    _check_conditions(match)
    return Rule(
        id=str(rid),
        family=family,
        level=level,
        irreversible=bool(raw.get("irreversible", False)),
        reason=raw["reason"],
        safer=raw.get("safer"),
        recovery=raw.get("recovery"),
        match=match,
        sub=_Subcommands(match["sub"]) if "sub" in match else None,
        prod=bool(raw.get("prod", False)),
        prod_level=prod_level,
        examples={"match": tuple(examples.get("match", ())), "no_match": tuple(examples.get("no_match", ()))},
        gate=_gate(match.get("targets")),
        extends_generic=bool(raw.get("extends_generic", False)),
    )


def _check_conditions(match: Mapping[str, Any]) -> None:
    """What `_plan` would refuse, refused at load (`_plan` itself runs on the rule's first use): a hosts
    condition or a `targets` selector no test reads."""
    for key in ("hosts", "feeder_hosts"):
        if key in match:
            _host_kind(match[key])
    targets = match.get("targets")
    if targets is not None:
        _selector(targets.get("of", "operands"))


@dataclass(frozen=True)
class RuleSet:
    """The loaded rules, indexed by command name and, for subcommand rules, by the first subcommand
    word, so `git status` is tested against a handful of rules, not every git rule."""

    rules: tuple[Rule, ...]
    by_name: Mapping[str, tuple[Rule, ...]]
    by_sub: Mapping[str, Mapping[str, tuple[Rule, ...]]]
    wildcard: tuple[Rule, ...]
    specs: Mapping[str, CommandSpec]
    safe_commands: frozenset[str]
    network_commands: frozenset[str]
    # `wildcard` as `wildcards(unknown, writes, redirected, spawns)` hands it out, filtered once at load
    wildcard_by_state: Mapping[tuple[bool, bool, bool, bool], tuple[Rule, ...]]
    # rules that extend the generic model for a program without making it known (`extends_generic`)
    extensions: Mapping[str, tuple[Rule, ...]] = field(default_factory=dict)
    # `candidates` as first made for a program and, when it has subcommand rules, a first word they
    # name: one lookup per part after the first, and the same tuple each time (a `_MatchPlan` key).
    # Filled on first use (a hook judges one command), and part of this rule set only: rules loaded
    # again are a new set with none of it.
    _candidates: dict[tuple[str, str | None], tuple[Rule, ...]] = field(
        default_factory=dict, compare=False, repr=False)

    def spec(self, name: str) -> CommandSpec:
        return self.specs.get(name, EMPTY_SPEC)

    def wildcards(self, unknown: bool, writes: bool, redirected: bool = True, spawns: bool = True
                  ) -> tuple[Rule, ...]:
        """The rules for every program worth testing on an invocation: without an unknown program,
        none of those that ask for one; without a path written, none of those that ask only about
        written paths; without a redirect, none of those that ask only about the redirects' paths;
        without a function that spawns itself, none of those that ask for one (each one's first
        fact-reading test is the one that fails, so skipping them changes nothing but the time). Which
        rules each state leaves out is read from the rules' own conditions at load, so a new rule of
        one of these shapes is left out where it cannot match, and any other is always asked."""
        return self.wildcard_by_state[(unknown, writes, redirected, spawns)]

    def candidates(self, name: str, first_word: str | None) -> tuple[Rule, ...]:
        """Rules worth testing for `name` whose first operand is `first_word`."""
        subs = self.by_sub.get(name)
        key = (name, first_word if subs and first_word in subs else None)
        found = self._candidates.get(key)
        if found is None:
            found = self.by_name.get(name, ())
            if self.extensions and name in self.extensions:
                found = found + self.extensions[name]
            if key[1] is not None:
                found = found + subs[key[1]]  # type: ignore[index]
            self._candidates[key] = found
        return found


def _spec(raw: Mapping[str, Any]) -> CommandSpec:
    return CommandSpec(
        values=frozenset(raw.get("values", ())),
        aliases=dict(raw.get("aliases", {})),
        long_values=bool(raw.get("long_values", False)),
        bools=frozenset(raw.get("bools", ())),
        single_dash=bool(raw.get("single_dash", False)),
    )


@lru_cache(maxsize=1)
def load_rules() -> RuleSet:
    """Load every family once per process (a few milliseconds; measured in bench/)."""
    rules: list[Rule] = []
    specs: dict[str, CommandSpec] = {}
    safe: set[str] = set()
    network: set[str] = set()
    seen: set[str] = set()
    for family in FAMILIES:
        module = importlib.import_module(f"dongle.rules.{family}")
        for raw in module.RULES:
            rule = _compile(family, raw)
            if rule.id in seen:
                raise RuleError(f"duplicate rule id {rule.id}")
            seen.add(rule.id)
            rules.append(rule)
        for names, raw_spec in getattr(module, "COMMANDS", {}).items():
            for name in (names,) if isinstance(names, str) else names:
                specs[name] = _spec(raw_spec)
        safe.update(getattr(module, "SAFE_COMMANDS", ()))
        network.update(getattr(module, "NETWORK_COMMANDS", ()))
    by_name: dict[str, list[Rule]] = {}
    by_sub: dict[str, dict[str, list[Rule]]] = {}
    wildcard: list[Rule] = []
    extensions: dict[str, list[Rule]] = {}
    for rule in rules:
        firsts = sorted({sub[0] for sub in rule.match.get("sub", ())})
        # indexed by the first subcommand word when every path starts with a plain word (read once per rule)
        by_first = bool(firsts) and not any("*" in w for w in firsts)
        for name in rule.match["cmd"]:
            if rule.extends_generic and name != "*":
                extensions.setdefault(name, []).append(rule)
            elif name == "*":
                wildcard.append(rule)
            elif by_first:
                subs = by_sub.get(name)
                if subs is None:
                    subs = by_sub[name] = {}
                for word in firsts:
                    listed = subs.get(word)
                    if listed is None:
                        subs[word] = [rule]
                    else:
                        listed.append(rule)
            else:
                by_name.setdefault(name, []).append(rule)
    return RuleSet(
        tuple(rules),
        {k: tuple(v) for k, v in by_name.items()},
        {k: {w: tuple(r) for w, r in v.items()} for k, v in by_sub.items()},
        tuple(wildcard),
        specs,
        frozenset(safe),
        frozenset(network),
        _wildcards_by_state(wildcard),
        {k: tuple(v) for k, v in extensions.items()},
    )


def _wildcards_by_state(wildcard: list[Rule]) -> dict[tuple[bool, bool, bool, bool], tuple[Rule, ...]]:
    """`RuleSet.wildcard_by_state`: for each state (unknown program, paths written, redirected, spawning
    itself), the wildcard rules that can match in it, each rule's four needs read once."""
    needs = [(r, _asks_unknown(r), _asks_only_writes(r), _asks_only_redirects(r), _asks_self_spawning(r))
             for r in wildcard]
    return {(unknown, writes, redirected, spawns): tuple(
        r for r, asks_unknown, asks_writes, asks_redirects, asks_spawning in needs if not (
            (not unknown and asks_unknown) or (not writes and asks_writes)
            or (not redirected and asks_redirects) or (not spawns and asks_spawning)))
        for unknown in (False, True) for writes in (False, True) for redirected in (False, True)
        for spawns in (False, True)}


# Tests that run before `unknown` and read no lazily computed fact (see _CHECK_ORDER).
_PLAIN_BEFORE_UNKNOWN = frozenset({"cmd", "not_cmd", "privileged", "wrapped_by", "stdin_from",
                                   "stdin_literal", "spawns_self"})


def _asks_unknown(rule: Rule) -> bool:
    """The rule needs a program no pack knows, and tests nothing lazily computed before asking."""
    return rule.match.get("unknown") is True and all(
        k in _PLAIN_BEFORE_UNKNOWN for k in _CHECK_ORDER[:_CHECK_ORDER.index("unknown")] if k in rule.match)


# `targets` selectors whose paths are all a redirect's: an invocation without a redirect has none of them
# (`redirect_paths` is read from its redirects; `emptied_paths` and `appended_logs` answer none at once).
_REDIRECT_SELECTORS = frozenset({"redirects", "shell_sockets", "emptied", "appended_logs"})


def _asks_only_redirects(rule: Rule) -> bool:
    """The rule's one fact-reading test is a path some redirect of the invocation names (`> /dev/tcp/…`,
    `> data.csv` emptying it, `>> /var/log/…`): no redirect, no such path, no match, and no other fact
    read on the way (with `all` too: no path selected fails it)."""
    targets = rule.match.get("targets")
    return (set(rule.match) <= {"cmd", "not_cmd", "targets"} and isinstance(targets, Mapping)
            and targets.get("of") in _REDIRECT_SELECTORS)


def _asks_self_spawning(rule: Rule) -> bool:
    """The rule needs a function that spawns itself (a fork bomb), asked before any fact is read:
    an invocation that spawns nothing fails it there."""
    before = _CHECK_ORDER[:_CHECK_ORDER.index("spawns_self")]
    return rule.match.get("spawns_self") is True and all(
        k in _PLAIN_BEFORE_UNKNOWN for k in before if k in rule.match)


def _asks_only_writes(rule: Rule) -> bool:
    """The rule's one fact-reading test is some written path (not all of them): no path written, no
    match, and no other fact read on the way."""
    targets = rule.match.get("targets")
    return (set(rule.match) <= {"cmd", "not_cmd", "targets"} and isinstance(targets, Mapping)
            and targets.get("of") in ("writes", "changes") and not targets.get("all"))


def _word_test(want: str) -> Callable[[str], bool]:
    """One word of a subcommand path as a test: equal to it, or for a glob (`delete-*`) matched by
    it as `fnmatchcase` would, with the regex compiled once rather than looked up for every word."""
    if "*" not in want:
        return want.__eq__
    glob = re.compile(translate(want)).match
    return lambda word: word == want or glob(word) is not None


_Path = tuple[str, ...]
_WordTests = tuple[Callable[[str], bool], ...]


class _Subcommands:
    """A rule's subcommand paths, in the order they are tried, indexed on first use by their first
    word: `aws` rules name a dozen paths each (`ec2 terminate-instances`, `s3 rb`, `rds delete-*`),
    and only those that start with the operands' first word (or with a glob) can lead them. Paths
    without a glob (nearly all) are compared as tuples, not word by word; the words of the others
    become tests. Built on first use: a hook process judges one command, and indexing or compiling
    every rule's paths at load is start-up lost."""

    __slots__ = ("_by_first", "_floating", "_tests", "paths")

    def __init__(self, paths: tuple[_Path, ...]) -> None:
        self.paths = paths
        self._by_first: dict[str, tuple[_Path, ...]] | None = None
        self._floating: tuple[_Path, ...] = ()  # paths any first word may lead: a glob, or no word
        self._tests: dict[_Path, _WordTests] = {}  # the paths with a glob in them, as word tests

    def _index(self) -> dict[str, tuple[_Path, ...]]:
        """For each literal first word, the paths it may lead, in their order: its own and the
        floating ones."""
        floating = [(i, path) for i, path in enumerate(self.paths) if not path or "*" in path[0]]
        by_first: dict[str, list[tuple[int, _Path]]] = {}
        for i, path in enumerate(self.paths):
            if path and "*" not in path[0]:
                by_first.setdefault(path[0], []).append((i, path))
        self._floating = tuple(path for _, path in floating)
        self._tests = {path: tuple(map(_word_test, path)) for path in self.paths
                       if any("*" in word for word in path)}
        return {word: tuple(path for _, path in sorted(led + floating)) for word, led in by_first.items()}

    def find(self, positionals: tuple[str, ...]) -> _Path | None:
        """The first path that leads the (lower-cased) operands, or None."""
        if self._by_first is None:
            self._by_first = self._index()
        candidates = self._by_first.get(positionals[0], self._floating) if positionals else self._floating
        tests = self._tests
        for sub in candidates:
            if sub in tests:
                if len(positionals) >= len(sub):
                    for test, word in zip(tests[sub], positionals, strict=False):  # no generator: hot
                        if not test(word):
                            break
                    else:
                        return sub
            elif positionals[: len(sub)] == sub:
                return sub
        return None


_PathTest = Callable[[PathInfo], bool]
_Selector = Callable[[Facts, int], Sequence[PathInfo]]


def _strings(value: str | Iterable[str]) -> frozenset[str]:
    """A condition's value as a set: one string stands for itself, not for its characters."""
    return frozenset((value,) if isinstance(value, str) else value)


def _base_name(info: PathInfo) -> str:
    return (info.path or info.raw).rsplit("/", 1)[-1].lower()


def _deeper_than_child(path: str, parent: str) -> bool:
    """`/media/disk/videos` is deeper than a child of `/media/`; `/media/disk` is not."""
    return path.startswith(parent) and "/" in path[len(parent):].strip("/")


class _GlobSet:
    """Case-sensitive shell globs over a whole path (`*` crosses `/`), translated and compiled on the
    first path it tests, as `LazyPattern` is: compiling every rule's path globs at load was half of
    loading the rules, which a hook process pays before its first command, and most commands reach
    none of the rules that hold them. Once compiled, `match` is the matcher itself."""

    __slots__ = ("match", "patterns")

    def __init__(self, patterns: tuple[str, ...]) -> None:
        self.patterns = patterns
        self.match: Callable[[str], object] = self._first_match

    def _first_match(self, path: str) -> object:
        self.match = glob_matcher(self.patterns)
        return self.match(path)

    def meets(self, pattern: str) -> bool:
        """Some path the command's glob may expand to matches one of these (`paths.globs_meet`)."""
        return any(globs_meet(glob, pattern) for glob in self.patterns)


def _path_tests(spec: Mapping[str, Any]) -> list[_PathTest]:
    """The tests a `targets` spec puts to each selected path, sets and prefixes built once at load."""
    tests: list[_PathTest] = []
    if "region" in spec:
        regions = _strings(spec["region"])
        tests.append(lambda info: info.region in regions)
    if "sensitivity" in spec:
        classes = frozenset(spec["sensitivity"])
        tests.append(lambda info: info.sensitivity in classes)
    if "regenerable" in spec:
        regenerable = spec["regenerable"]
        tests.append(lambda info: info.regenerable == regenerable)
    if "stand_in" in spec:  # a project's test material (`tests/fixtures/…`, `fake-key.pem`)
        stand_in = spec["stand_in"]
        tests.append(lambda info: is_test_stand_in(info.path or info.raw) == stand_in)
    if "glob" in spec:
        glob = spec["glob"]
        tests.append(lambda info: info.glob == glob)
    if "name" in spec:
        names = _NamePattern(tuple(spec["name"]))
        tests.append(lambda info: names.match(_base_name(info)) is not None)
    if "name_not" in spec:
        # a glob is left out only when its own pattern picks left-out names (`.git/hooks/*.sample`)
        excluded = _NamePattern(tuple(spec["name_not"]))
        tests.append(lambda info: excluded.match(
            info.raw.rsplit("/", 1)[-1].lower() if info.glob else _base_name(info)) is None)
    if "path" in spec:  # shell globs over the whole resolved path (`*/lib/python3.*/*`)
        # (a glob target is tested by the paths it may expand to as well: `…/cpython-3.11*/lib/python3.11/…`)
        # (a rule that says how it takes globs, `"glob": True`, judges one by its folder, as written)
        inside = _GlobSet(tuple(spec["path"]))
        if "glob" in spec:
            tests.append(lambda info: bool(info.path) and inside.match(info.path) is not None)
        else:
            tests.append(lambda info: bool(info.path) and (inside.match(info.path) is not None or bool(
                info.pattern and inside.meets(info.pattern))))
    if "path_not" in spec:
        outside = _GlobSet(tuple(spec["path_not"]))
        tests.append(lambda info: not (info.path and outside.match(info.path) is not None))
    if "child_of" in spec:
        parents = _strings(spec["child_of"])
        tests.append(lambda info: (info.path or "").rstrip("/").rpartition("/")[0] in parents)
    if "at" in spec:
        places = _strings(spec["at"])
        tests.append(lambda info: (info.path or "").rstrip("/") in places)
    if "under" in spec:
        roots = _strings(spec["under"])
        prefixes = tuple(u + "/" for u in roots)
        tests.append(lambda info: bool(info.path) and (info.path in roots or info.path.startswith(prefixes)))
    if "shallow_in" in spec:  # at most a whole area: a path no deeper than a child of these parents
        areas = tuple(u + "/" for u in _strings(spec["shallow_in"]))
        tests.append(lambda info: not any(_deeper_than_child(info.path or "", a) for a in areas))
    if "whole_tree" in spec:  # the filesystem root or a home directory itself, not an entry of it
        whole = spec["whole_tree"]
        tests.append(lambda info: (info.path == "/" or is_user_home(info.path or "")) == whole)
    if "not_under" in spec:
        away = _strings(spec["not_under"])
        below = tuple(u + "/" for u in away)
        tests.append(lambda info: not (info.path and info.path.startswith(below)))
    return tests


def _path_test(spec: Mapping[str, Any]) -> _PathTest:
    """One predicate for a selected path: all the spec's tests."""
    tests = _path_tests(spec)
    if len(tests) == 1:
        return tests[0]

    def passes(info: PathInfo) -> bool:
        for test in tests:  # noqa: SIM110 - a plain loop: `all()` over a generator is slower here
            if not test(info):
                return False
        return True

    return passes


# Selectors that are a fact of the invocation as it is (the others depend on the subcommand's length).
_FACT_SELECTORS = {
    "writes": "write_paths",
    "emptied": "emptied_paths",
    "changes": "changed_paths",
    "appended_logs": "appended_logs",
    "outputs": "output_paths",
    "args": "arg_paths",
    "mode_targets": "mode_targets",
    "uploads": "upload_paths",
    "find_roots": "find_roots",
    "mirrored": "mirrored_paths",
    "read": "read_paths",
}


def _targets_check(spec: Mapping[str, Any]) -> _Check:
    """The `targets` condition: some selected path (every one, with `all`) passes the spec's tests;
    no selected path never matches."""
    of = spec.get("of", "operands")
    test = _path_test(spec)
    if spec.get("all"):
        select = _selector(of)
        return lambda f, n: bool(paths := select(f, n)) and all(map(test, paths))
    if of in _FACT_SELECTORS:  # the common case (every wildcard rule on writes): one call fewer
        fact = attrgetter(_FACT_SELECTORS[of])
        return lambda f, _: any(map(test, fact(f)))
    if of == "operands":  # the default selector (most program rules' paths), read without its call
        return lambda f, n: any(map(test, f.operand_paths[n:]))
    select = _selector(of)
    return lambda f, n: any(map(test, select(f, n)))


def _selector(of: str) -> _Selector:
    """Which paths of the invocation a `targets` spec looks at (`n` is the subcommand's length)."""
    if of in _FACT_SELECTORS:
        fact = attrgetter(_FACT_SELECTORS[of])
        return lambda f, _: fact(f)
    computed: dict[str, _Selector] = {
        "operands": lambda f, n: f.operand_paths[n:],
        "last": lambda f, _: f.operand_paths[-1:] if len(f.operand_paths) > 1 else (),
        "sources": lambda f, n: f.operand_paths[n:-1],
        "redirects": lambda f, _: tuple(p for _, p in f.redirect_paths),
        "shell_sockets": lambda f, _: tuple(p for op, p in f.redirect_paths
                                            if not _local_client_socket(op, p, f)),
        "cwd": lambda f, _: _cwd_target(f),
    }
    if of in computed:
        return computed[of]
    if of.startswith("kv:"):
        key = of[3:] + "="
        return lambda f, _: tuple(f.path(a[len(key) :]) for a in f.inv.args if a.startswith(key))
    raise RuleError(f"unknown target selector {of!r}")


# `3<>`, `5>`: a descriptor of its own number, not the shell's input, output or error.
_NUMBERED_FD = lazy_compile(r"\A(?:[3-9]|[1-9]\d+)[<>]")


def _local_client_socket(op: str, info: PathInfo, facts: Facts) -> bool:
    """`exec 3<>/dev/tcp/127.0.0.1/8080; printf 'GET /healthz …' >&3; cat <&3`: a numbered descriptor
    opened to a port of this machine, and a program that is not a shell writing to or reading from it,
    are a client connection (a health check), not a shell handed to a peer. A shell or an interpreter
    reading from or writing to any socket, or a socket to another host, stays a reverse shell's."""
    host = (info.path or "").split("/")[3:4]
    if not host or not is_local_host(host[0]):
        return False
    return bool(_NUMBERED_FD.match(op)) or not (facts.name in SHELLS or interpreter_family(facts.name))


def _cwd_target(facts: Facts) -> tuple[PathInfo, ...]:
    """The working directory itself, placed as an absolute path: the root, a system directory, the
    home directory itself ("home"); a folder inside home is the user's own ("home_data")."""
    if not facts.cwd or facts.cwd_unknown:
        return ()
    where = facts.cwd
    if facts.name == "git":  # `git -C DIR …` runs in DIR (each -C relative to the one before)
        args = facts.inv.args
        for i, arg in enumerate(args[:-1]):
            if not arg.startswith("-"):
                break
            if arg == "-C":
                where = posixpath.join(where, expand(args[i + 1], None, facts.home, facts.env) or args[i + 1])
    info = classify_path(where, None, facts.home, facts.env)
    if info.region == "home" and (info.path or "").rstrip("/") != facts.home.rstrip("/"):
        info = replace(info, region="home_data")
    return (info,)


class LazyPattern:
    """A case-insensitive alternation of shell globs, translated and compiled on its first use. A
    hook process classifies one command, so nearly every rule's patterns go unused; translating
    and compiling all of them at load was a third of a hook's start-up. Once compiled, `match` is
    the regex's own method, with no Python call around it."""

    __slots__ = ("any_of", "globs", "match")

    def __init__(self, globs: tuple[str, ...]) -> None:
        self.globs = globs
        self.match: Callable[[str], re.Match[str] | None] = self._first_match
        self.any_of: Callable[[tuple[str, ...]], bool] = self._first_any_of

    def _spelled(self) -> tuple[str, ...]:
        return tuple(p.lower() for p in self.globs)

    def _first_match(self, text: str) -> re.Match[str] | None:
        self.match = glob_matcher(self._spelled())
        return self.match(text)

    def _first_any_of(self, words: tuple[str, ...]) -> bool:
        """Whether some word matches (`any(map(self.match, words))`), built on first use. A glob
        with no `*`, `?` or `[` matches exactly its own text, so those (a third of the rule packs'
        word conditions are only such words) are one set, tested against all the words at once;
        the regex runs only for the rest, and not at all when there is no rest."""
        spelled = self._spelled()
        literals = frozenset(g for g in spelled if not _GLOB_SPECIALS.intersection(g))
        rest = tuple(g for g in spelled if g not in literals)
        if not rest:
            self.any_of = lambda words: not literals.isdisjoint(words)
        elif not literals:
            matcher = glob_matcher(rest)
            self.any_of = lambda words: any(map(matcher, words))
        else:
            matcher = glob_matcher(rest)
            self.any_of = lambda words: not literals.isdisjoint(words) or any(map(matcher, words))
        return self.any_of(words)


_GLOB_SPECIALS = frozenset("*?[")  # what makes a glob more than its own text (fnmatch's translate)


class _NamePattern(LazyPattern):
    """File-name globs as written (`fnmatchcase` semantics, matched against the lower-cased name):
    one regex instead of one `fnmatchcase` call per glob."""

    __slots__ = ()

    def _spelled(self) -> tuple[str, ...]:
        return self.globs


def glob_matcher(globs: tuple[str, ...]) -> Callable[[str], re.Match[str] | None]:
    """A test of a whole text against shell globs (`*` crosses `/`): a match, or None. A glob that
    starts with `*` (`*deploy*`, `*/google/chrome/*`, most of the rule packs' word globs) is
    searched for without its leading stars: `*X` matches exactly the texts that end in a match of
    X, and a search finds that in one pass, where the translated `.*?X` tried every split of the
    text in turn (a tenth of a rule pack's matching time went there)."""
    anchored = [translate(g) for g in globs if not g.startswith("*")]
    floating = [translate(g.lstrip("*")) for g in globs if g.startswith("*")]
    if not floating:
        return re.compile("|".join(f"(?:{p})" for p in anchored), re.S).match
    search = re.compile("|".join(f"(?:{p})" for p in floating), re.S).search
    if not anchored:
        return search
    match = re.compile("|".join(f"(?:{p})" for p in anchored), re.S).match
    return lambda text: match(text) or search(text)


def _globs(patterns: tuple[str, ...]) -> LazyPattern:
    """Case-insensitive alternation of shell globs (one regex per rule condition)."""
    return LazyPattern(tuple(patterns))


def _any_glob(words: Iterable[str], pattern: LazyPattern) -> bool:
    return pattern.any_of(tuple(w.lower() for w in words))


# how a line names the account it runs as without spelling it
_SELF_NAMES = frozenset({"$user", "${user}", "$logname", "${logname}", "$(whoami)", "`whoami`", "$(id -un)",
                         "$(id -nu)", "$(id -u -n)"})


def _own_names(f: Facts) -> set[str]:
    """The names of the account this runs as: the owner of the home directory (`dev` for /home/dev),
    `$USER`, `$LOGNAME` (root never: root's files are everyone's system)."""
    return {posixpath.basename((f.home or "").rstrip("/")).lower(), f.env.get("USER", "").lower(),
            f.env.get("LOGNAME", "").lower()} - {"", "root"}


def _names_own_user(f: Facts, offset: int) -> bool:
    """An operand names the account this runs as: the owner of the home directory, `$USER`, or
    `$(whoami)`. Deleting that account with its home deletes the home."""
    own = _own_names(f)
    return any(w in own or w in _SELF_NAMES for w in f.lowered_positionals[offset:])


# The options of pkill, pgrep and killall that keep the processes matched to some accounts' own.
_PROCESS_USER_OPTIONS = ("-u", "-U", "--euid", "--uid", "--user")


def _own_processes_only(f: Facts) -> bool:
    """`pkill -u maya -f jupyter-lab`, `killall -u "$USER" GradleDaemon`: the processes matched are kept
    to the account this runs as, by every user option given (one naming another account, or a list,
    is not)."""
    given = [v for opt in _PROCESS_USER_OPTIONS for v in f.parsed.values.get(opt, ())]
    own = _own_names(f)
    return bool(given) and all(v.lower() in own or v.lower() in _SELF_NAMES for v in given)


def _owner_is_self(f: Facts, offset: int) -> bool:
    """`chown -R dev:dev ~/x`, `chown -R "$(whoami)" ~/x`, `chgrp -R dev ~/x`: the owner and group
    given (`OWNER[:GROUP]`, or `OWNER.GROUP`) are all the account this runs as, spelled by name or
    as `$USER`/`whoami`; a mode (`chmod 700`) or any other account is not."""
    spec = f.lowered_positionals[offset:offset + 1]
    pieces = [p for p in _OWNER_SPLIT.split(spec[0]) if p] if spec else []
    own = _own_names(f)
    return bool(pieces) and all(p in own or p in _SELF_NAMES for p in pieces)


_OWNER_SPLIT = re.compile(r"[:.]")


def _host_kind(kind: str) -> str:
    """A `hosts` or `feeder_hosts` value, checked at load rather than when a rule first runs."""
    if kind not in ("external", "untrusted", "public_ip", "beyond_own_network"):
        raise RuleError(f"unknown hosts condition {kind!r}")
    return kind


# Each condition is compiled at load into a test of (facts, operand offset), in the order they run:
# cheap tests on the invocation first, argument parsing next, path classification last. Names and
# flags become sets, globs one lazily compiled regex. The subcommand test (`sub`) sets the offset
# for the conditions after it.
_Check = Callable[[Facts, int], bool]
_CHECKS: dict[str, Callable[[Any], _Check]] = {
    "not_cmd": lambda v: (lambda f, _: f.name not in v and f.inv.name not in v),
    "privileged": lambda v: (lambda f, _: f.inv.privileged == v),
    "wrapped_by": lambda v: (lambda f, _: not v.isdisjoint(f.inv.wrappers)),
    "stdin_from": lambda v: (lambda f, _: not v.isdisjoint(f.inv.stdin_from)),
    "stdin_literal": lambda v: (lambda f, _: (f.inv.stdin_text is not None) == v),
    "spawns_self": lambda v: (lambda f, _: f.inv.spawns_self == v),
    "fixed_reply": lambda v: (lambda f, _: f.serves_fixed_reply == v),
    "unknown": lambda v: (lambda f, _: f.unknown == v),
    # runs on another machine (`ssh host 'CMD'`, a fleet tool): a network device's statements mean
    # nothing to a local shell, and are read only there
    "remote": lambda v: (lambda f, _: bool(f.inv.remote) == v),
    "shell_args": lambda v: (lambda f, _: bool(f.shell_args) == v),
    "model_untrusted": lambda v: (lambda f, _: f.model_untrusted == v),
    "model_has": lambda v: (lambda f, _: not v.isdisjoint(f.model_names)),
    "env_any": lambda v: (lambda f, _: any(name in f.env for name in v)),
    "prints_secret_variable": lambda v: (lambda f, _: _prints_secret_variable(f) == v),
    "min_args": lambda v: (lambda f, _: len(f.inv.args) >= v),
    "last_any": lambda v: (lambda f, _: bool(f.inv.args) and v.match(f.inv.args[-1].lower()) is not None),
    "no_sub": lambda v: (lambda f, _: v.find(f.lowered_positionals) is None),
    # each group has a flag given; `isdisjoint` is symmetric, so the flags' own method is mapped over
    # the groups without a Python call per test
    "flags_all": lambda v: (lambda f, _: not any(map(f.parsed.flags.isdisjoint, v))),
    "flags_any": lambda v: (lambda f, _: not v.isdisjoint(f.parsed.flags)),
    "flags_none": lambda v: (lambda f, _: v.isdisjoint(f.parsed.flags)),
    "min_operands": lambda v: (lambda f, n: len(f.parsed.positionals) - n >= v),
    "max_operands": lambda v: (lambda f, n: len(f.parsed.positionals) - n <= v),
    "args_any": lambda v: (lambda f, n: v.any_of(f.lowered_positionals[n:])),
    "mode_any": lambda v: (lambda f, _: f.chmod_mode is not None and bool(v.match(f.chmod_mode.lower()))),
    # no mode word of these (chown and chgrp have none): the act is judged by what else it changes
    "mode_none": lambda v: (lambda f, _: f.chmod_mode is None or not v.match(f.chmod_mode.lower())),
    "args_none": lambda v: (lambda f, n: not v.any_of(f.lowered_positionals[n:])),
    # the first operand after the subcommand (the store path `vault kv put PATH K=V` writes) is none of
    # these: a value or a key given later cannot stand in for it
    "first_operand_none": lambda v: (lambda f, n: not v.any_of(f.lowered_positionals[n:n + 1])),
    "words_any": lambda v: (lambda f, _: v.any_of(f.lowered_words)),
    "words_also": lambda v: (lambda f, _: v.any_of(f.lowered_words)),  # a second any-of condition
    "words_none": lambda v: (lambda f, _: not v.any_of(f.lowered_words)),
    "sql": lambda v: (lambda f, _: not v.isdisjoint(f.sql)),
    "code": lambda v: (lambda f, _: bool(f.code) and v.search(f.code) is not None),
    "hosts": lambda v: (lambda f, _: _hosts_match(f, v)),
    "find_delete": lambda v: (lambda f, _: _find_matches(f.find_deletion, v)),
    "find_filtered": lambda v: (lambda f, _: f.find_filtered == v),
    "uploads_stdin": lambda v: (lambda f, _: f.uploads_stdin == v),
    "feeder_hosts": lambda v: (lambda f, _: any(_hosts_match(x, v) for x in f.feeders)),
    "stdin_sensitive": lambda v: (lambda f, _: _stdin_sensitive(f) == v),
    "production": lambda v: (lambda f, _: bool(f.production) == v),
    "own_user": lambda v: (lambda f, n: _names_own_user(f, n) == v),
    "own_processes": lambda v: (lambda f, _: _own_processes_only(f) == v),
    "owner_self": lambda v: (lambda f, n: _owner_is_self(f, n) == v),
    "targets": _targets_check,
}
_CHECK_ORDER = (
    "not_cmd",
    "remote",
    "privileged",
    "wrapped_by",
    "stdin_from",
    "stdin_literal",
    "spawns_self",
    "fixed_reply",
    "unknown",
    "shell_args",
    "model_untrusted",
    "model_has",
    "env_any",
    "min_args",
    "last_any",
    "sub",
    "no_sub",
    "flags_all",
    "flags_any",
    "flags_none",
    "min_operands",
    "max_operands",
    "args_any",
    "args_none",
    "first_operand_none",
    "mode_any",
    "mode_none",
    "words_any",
    "words_also",
    "words_none",
    "sql",
    "code",
    "hosts",
    "find_delete",
    "find_filtered",
    "uploads_stdin",
    "feeder_hosts",
    "stdin_sensitive",
    "prints_secret_variable",
    "production",
    "own_user",
    "own_processes",
    "owner_self",
    "targets",
)
# Each condition's place in the running order (`_plan` sorts a rule's own conditions by it).
_CHECK_RANK = {key: rank for rank, key in enumerate(_CHECK_ORDER)}
_SUB_RANK = _CHECK_RANK["sub"]
# Conditions whose value is a set of names or flags (membership and overlap tests).
_SET_VALUED = ("not_cmd", "wrapped_by", "stdin_from", "model_has", "flags_any", "flags_none", "sql")
_GLOB_VALUED = ("args_any", "args_none", "first_operand_none", "mode_any", "mode_none", "words_any",
                "words_also", "words_none", "last_any")


def _plan(match: Mapping[str, Any]) -> tuple[tuple[_Check, ...], tuple[_Check, ...]]:
    """The rule's conditions in running order, as the tests before and after its subcommand."""
    before: list[_Check] = []
    after: list[_Check] = []
    # the rule's own conditions in running order (a rule names a few of the forty): loading walks
    # each rule's keys, not every condition for every rule; `sub` splits the tests before and after it
    for key in sorted(_CHECK_RANK.keys() & match.keys(), key=_CHECK_RANK.__getitem__):
        if key == "sub":
            continue
        checks = after if _CHECK_RANK[key] > _SUB_RANK else before
        value = match[key]
        if key in _GLOB_VALUED:
            value = _globs(value)
        elif key in _SET_VALUED:
            value = _strings(value)
        elif key == "flags_all":
            value = tuple(_strings(group) for group in value)
        elif key == "no_sub":
            value = _Subcommands(value)
        elif key in ("hosts", "feeder_hosts"):
            value = _host_kind(value)
        checks.append(_CHECKS[key](value))
    return tuple(before), tuple(after)


class _Gate(NamedTuple):
    """The places a rule's `targets` condition needs one selected path to be in: its regions and its
    sensitivity classes (empty: not asked), and the fact holding the selected paths, or all of which
    they are a part (the operands past a subcommand are some of `operand_paths`)."""

    fact: str
    regions: frozenset[str]
    sensitivities: frozenset[str]


# The fact each `targets` selector picks its paths from (`of`: the fact itself, or a part of it).
_GATED_SELECTORS = {**_FACT_SELECTORS, "operands": "operand_paths", "last": "operand_paths",
                    "sources": "operand_paths"}


def _gate(spec: Mapping[str, Any] | None) -> _Gate | None:
    if not spec or spec.get("of", "operands") not in _GATED_SELECTORS:
        return None
    regions, classes = _strings(spec.get("region", ())), frozenset(spec.get("sensitivity", ()))
    if not regions and not classes:
        return None
    return _Gate(_GATED_SELECTORS[spec.get("of", "operands")], regions, classes)


def matches(rule: Rule, facts: Facts) -> bool:
    """All conditions of the rule hold for this invocation."""
    for check in rule.before:
        if not check(facts, 0):
            return False
    offset = 0
    if rule.sub is not None:
        sub = rule.sub.find(facts.lowered_positionals)
        if sub is None:
            return False
        offset = len(sub)
    for check in rule.after:  # noqa: SIM110 - a plain loop: `all()` over a generator is slower here
        if not check(facts, offset):
            return False
    return True


def _find_matches(deletion: str | None, want: str) -> bool:
    if deletion is None:
        return False
    if want == "lossy":  # anything but empty files and folders, which hold nothing to lose
        return deletion != "empty"
    if want == "beyond_leftovers":  # more than crash dumps and autosaves, which nothing reads again
        return deletion != "leftover"
    if want == "beyond_regenerable":  # more than leftovers and build output or caches picked by name
        return deletion not in ("empty", "leftover", "regenerable")
    return want == "any" or deletion == want or (want == "data" and deletion == "git")


_ENV_DUMPERS = frozenset({"env", "printenv", "set", "export", "declare", "compgen"})
_SECRET_WORDS = lazy_compile(r"secret|passw|token|api[_-]?key|private[_-]?key|credential", re.I)
_SECRET_CLASSES = frozenset({"credential", "project_secret", "system_auth"})
_GUARD_STATE = _GlobSet(GUARD_STATE_GLOBS)  # compiled on the first path it tests


_DUMPERS = frozenset({"pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump", "mongoexport",
                      "redis-cli", "sqlite3", "psql", "mysql"})


def _secret(info: PathInfo) -> bool:
    """A secret file: a credential or secrets file, or the guard's own state (its operator's
    passphrase verifier, its approvals), which is the guard's credential."""
    return info.sensitivity in _SECRET_CLASSES or (
        info.sensitivity == "dongle_self" and bool(info.path) and _GUARD_STATE.match(info.path) is not None)


_VARIABLE_PRINTERS = frozenset({"echo", "printf"})
_EXPANSION = lazy_compile(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)")
# An environment variable read by name in an interpreter's code, inside a call that prints it (one
# statement): Python's os.environ / os.getenv, Node's and Bun's process.env, Deno.env.get, Ruby's ENV,
# Perl's $ENV, PHP's getenv / $_ENV. Read to connect with (`psycopg2.connect(os.environ['DSN'])`), it
# is used, not printed.
_CODE_VARIABLE = lazy_compile(
    r"""(?:\bprint|\bconsole\.\w+|\bputs|\bsay|\becho|\bprintf|\.write|\bp(?=[\s(]))\s*\(?[^;\n]*?(?:"""
    r"""(?:environ(?:\.get)?\s*[\[(]\s*|getenv\s*\(\s*|env\.get\s*\(\s*|\bENV\s*\[\s*|\$_ENV\s*\[\s*)"""
    r"""["']([A-Za-z_][A-Za-z0-9_]*)["']|process\.env\.([A-Za-z_][A-Za-z0-9_]*)"""
    r"""|process\.env\s*\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']|\$ENV\{\s*["']?([A-Za-z_][A-Za-z0-9_]*))""")
# The whole environment handed to a printer: `print(os.environ)`, `console.log(process.env)`,
# `JSON.stringify(process.env)`, `p ENV`, `print_r($_ENV)`.
_WHOLE_ENVIRONMENT = lazy_compile(
    r"(?:print|log|dump|dumps|stringify|write|puts|p|print_r|var_dump)\s*\(?\s*(?:dict\s*\(\s*)?"
    r"(?:os\.environ|process\.env|ENV|\$_ENV|Deno\.env\.toObject\(\))\s*\)*\s*(?:[;)\n]|$)")


def _prints_secret_variable(facts: Facts) -> bool:
    """`printenv STRIPE_KEY`, `echo "$GITHUB_TOKEN"`, `printf %s "${DB_PASSWORD}"`: the value of a variable
    named for a secret is that secret, sent on as surely as the whole environment's (`${#NAME}`, its
    length, is not). `echo '$NAME'` prints the text `$NAME`: only a word the shell expands counts."""
    if facts.name == "printenv":
        names: Iterable[str] = facts.parsed.positionals
    elif facts.name in _VARIABLE_PRINTERS:
        expanded = facts.inv.expanded
        names = (m.group(1) for i, a in enumerate(facts.inv.args)
                 if not expanded or expanded[i + 1] for m in _EXPANSION.finditer(a))
    elif facts.code:
        # `python -c 'print(os.environ["STRIPE_KEY"])'`, `node -e 'console.log(process.env.GITHUB_TOKEN)'`:
        # code that reads a variable named for a secret prints it as echo would; the whole environment
        # printed (`print(dict(os.environ))`) holds every secret
        code = facts.code
        if _WHOLE_ENVIRONMENT.search(code):
            return True
        names = (next(filter(None, m.groups())) for m in _CODE_VARIABLE.finditer(code))
    else:
        return False
    return any(SECRET_NAME_PART.search(n) for n in names)


def _stdin_sensitive(facts: Facts) -> bool:
    """What is piped in is the environment or a secret file (`env | curl`, `cat .env | nc`), or the
    program reads a secret file on stdin itself (`nc host 9001 < ~/.netrc`)."""
    if any(op == "<" and _secret(p) for op, p in facts.redirect_paths):
        return True
    if _picked_secrets_read(facts.feeders):
        return True
    for feeder in facts.feeders:
        if feeder.name in _ENV_DUMPERS and not feeder.parsed.positionals:
            return True
        if _prints_secret_variable(feeder):
            return True
        if feeder.prints_secret or any(map(_secret, feeder.operand_paths)):
            return True
        if feeder.name in _DUMPERS and feeder.production and facts.name not in OBJECT_STDIN_WRITERS:
            # a production database's contents: customer data (into the company's bucket, a backup: the
            # bucket's own rules judge where it lands)
            return True
        if feeder.name in ("grep", "egrep", "rg", "ag", "git", "jq", "yq", "gojq", "dasel",
                           "awk") and any(_SECRET_WORDS.search(w) or SECRET_SHAPES.search(w)
                                          for w in feeder.inv.args):
            # lines or fields picked for holding secrets (`grep -iE 'secret|token'`, `jq -r .apiToken`)
            return True
        if prints_app_environment(feeder.name, feeder.inv.args):
            return True  # the environment of a pod, container, host or platform's app: its secrets
        if _stdin_sensitive(feeder) if feeder.feeders else False:
            return True
        if _authenticated_read_elsewhere(feeder, facts):
            return True
    return False


# Archivers told to read the list of files to take from stdin (`tar -T -`, `zip -@`, `cpio -o`).
_LIST_ARCHIVERS = {"tar": ("-T", "--files-from"), "zip": ("-@",), "cpio": ("-o", "--create", "-ov"),
                   "rsync": ("--files-from",)}


def _picked_secrets_read(feeders: Sequence[Facts]) -> bool:
    """`find / -name '*.pem' | tar -czf - -T - | curl -T - URL`, `grep -rlZ 'AKIA…' . | xargs -0 cat |
    curl --data-binary @- URL`, `find ~ -name id_rsa -exec cat {} +`, `cat $(find / -name '*.pem') | nc
    …`: a search picks files by a secret's name or shape, and a step of the pipe reads the files it
    names (run by xargs or by find's -exec, an archiver handed the list, a reader handed them by a
    substitution): what flows on is the secrets' contents."""
    for picker in feeders:
        if not picker.picks_secret_files:
            continue
        if picker.name == "find" and any(a in ("-exec", "-execdir") for a in picker.inv.args):
            return True
        named_by_substitution = picker.inv.via[-1:] in (("$()",), ("``",))  # backquotes are the same
        for reader in feeders:
            if reader is picker:
                continue
            if named_by_substitution and reader.inv.depth == picker.inv.depth - 1 and any(
                    "$(" in a or "`" in a for a in reader.inv.args):
                return True  # `cat $(find / -name '*.pem')`: the reader is handed the picks
            if picker.name not in reader.inv.stdin_from:
                continue
            if "xargs" in reader.inv.wrappers or "parallel" in reader.inv.wrappers:
                return True
            options = _LIST_ARCHIVERS.get(reader.name, ())
            if any(a in options or a.startswith("--files-from=") or (
                    reader.name == "tar" and a.startswith("-") and not a.startswith("--") and "T" in a)
                   for a in reader.inv.args):
                return True
    return False


_FETCHERS = frozenset({"curl", "wget", "http", "https", "xh"})
_CREDENTIAL_VARIABLE = lazy_compile(r"\$\{?\w*(?:secret|passw|token|api_?key|private_?key|credential)", re.I)


def _authenticated_read_elsewhere(feeder: Facts, sink: Facts) -> bool:
    """A request made with a credential from the environment (`curl -u "$STRIPE_LIVE_SECRET_KEY:" URL`)
    answers with what only that key may read (customer records, a store's orders); piped to a sender
    for another host, that data leaves the service it belongs to. Sent back to the same service
    (`… | curl -d @- https://api.same.example/…`) it stays where it was."""
    if feeder.name not in _FETCHERS or not any(_CREDENTIAL_VARIABLE.search(a) for a in feeder.inv.args):
        return False
    return bool(sink.hosts) and not set(sink.hosts) <= set(feeder.hosts)


_URL_VARIABLE = lazy_compile(r"^\$\{?\w*(?:URL|URI|ENDPOINT|WEBHOOK|HOOK|HOST|API)\w*\}?", re.I)


def _hosts_match(facts: Facts, kind: str) -> bool:

    hosts = facts.hosts
    if kind == "external":
        # a URL held in a variable whose value is not known (`"$SLACK_WEBHOOK_URL"`) could be anywhere
        unknown = not hosts and any(_URL_VARIABLE.match(w) for w in facts.parsed.positionals)
        return unknown or any(not is_local_host(h) for h in hosts)
    if kind == "public_ip":  # a bare public address: a host nobody vouches for, whatever the scheme
        return any(map(is_public_ip, hosts))
    if kind == "beyond_own_network":
        # a scan's targets (its operands): one that is not a private or loopback address or range, or
        # none readable (a name, a variable, a file of targets), is a network nobody here vouches for
        targets = [w for w in facts.parsed.positionals if not w.startswith("-")]
        return not targets or not all(map(own_network_target, targets))
    if kind == "untrusted":
        return any(map(untrusted_host, hosts)) or any(
            w.startswith("http://") and not is_local_host(url_host(w) or "") for w in facts.inv.args
        )
    raise RuleError(f"unknown hosts condition {kind!r}")

"""The rule engine: load rule packs (plain data), index them by command name, match invocations.

A rule is a dict literal in one family module (`dongle.rules.git`, ...). Loading turns each into a
`Rule` once per process; an unknown key or level is an error at load, so a typo never silently
disables a rule. Matching is a prefilter by command name followed by cheap set and glob tests on
the `Facts` of the invocation.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fnmatch import fnmatchcase, translate
from functools import lru_cache
from typing import Any

from dongle.levels import DangerLevel
from dongle.paths import classify_path
from dongle.rules.facts import (
    EMPTY_SPEC,
    URL_SHORTENERS,
    CommandSpec,
    Facts,
    is_local_host,
    is_raw_ip,
    url_host,
)

FAMILIES = (
    "filesystem",
    "git",
    "database",
    "cloud",
    "containers",
    "system",
    "network",
    "credentials",
    "packages",
    "forensics",
    "messaging",
    "windows",
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
}
_MATCH_KEYS = {
    "cmd",
    "sub",
    "flags_all",
    "flags_any",
    "flags_none",
    "args_any",
    "args_none",
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
    "unknown",
    "shell_args",
    "model_untrusted",
    "model_has",
    "production",
    "not_cmd",
    "wrapped_by",
    "stdin_literal",
}
_TARGET_KEYS = {"of", "region", "sensitivity", "regenerable", "glob", "all", "under", "at", "name",
                "name_not", "child_of"}


class RuleError(ValueError):
    """A rule pack entry is malformed (raised at load time, never while matching)."""


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
    plan: tuple[tuple[str, Any], ...]
    prod: bool
    prod_level: DangerLevel | None
    examples: Mapping[str, tuple[Any, ...]]

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
    for key in ("flags_all",):
        if key in match:
            match[key] = _groups(match[key])
    for key in (
        "cmd",
        "sub",
        "flags_any",
        "flags_none",
        "args_any",
        "args_none",
        "words_any",
        "words_also",
        "words_none",
        "last_any",
        "stdin_from",
        "sql",
        "no_sub",
        "model_has",
        "not_cmd",
    ):
        if key in match:
            value = match[key]
            match[key] = (value,) if isinstance(value, str) else tuple(value)
    if "sub" in match:
        match["sub"] = tuple(tuple(s.lower().split()) for s in match["sub"])
    if "no_sub" in match:
        match["no_sub"] = tuple(tuple(s.lower().split()) for s in match["no_sub"])
    if "code" in match:
        match["code"] = re.compile(match["code"], re.S)
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
    return Rule(
        id=str(rid),
        family=family,
        level=level,
        irreversible=bool(raw.get("irreversible", False)),
        reason=raw["reason"],
        safer=raw.get("safer"),
        recovery=raw.get("recovery"),
        match=match,
        plan=_plan(match),
        prod=bool(raw.get("prod", False)),
        prod_level=prod_level,
        examples={"match": tuple(examples.get("match", ())), "no_match": tuple(examples.get("no_match", ()))},
    )


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

    def spec(self, name: str) -> CommandSpec:
        return self.specs.get(name, EMPTY_SPEC)

    def candidates(self, name: str, first_word: str | None) -> tuple[Rule, ...]:
        """Rules worth testing for `name` whose first operand is `first_word`."""
        general = self.by_name.get(name, ())
        subs = self.by_sub.get(name)
        if subs and first_word is not None:
            return general + subs.get(first_word, ())
        return general


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
    for rule in rules:
        firsts = {sub[0] for sub in rule.match.get("sub", ())}
        for name in rule.match["cmd"]:
            if name == "*":
                wildcard.append(rule)
            elif firsts and not any("*" in w for w in firsts):
                for word in sorted(firsts):
                    by_sub.setdefault(name, {}).setdefault(word, []).append(rule)
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
    )


def _sub_matches(positionals: tuple[str, ...], subs: tuple[tuple[str, ...], ...]) -> tuple[str, ...] | None:
    """The first subcommand path (`("s3", "rm")`, `("*", "delete")`) that leads the operands."""
    for sub in subs:
        if len(positionals) >= len(sub) and all(
            word == want or ("*" in want and fnmatchcase(word, want))
            for word, want in zip(positionals, sub, strict=False)
        ):
            return sub
    return None


def _paths_match(paths: Iterable[Any], spec: Mapping[str, Any]) -> bool:
    hits = []
    for info in paths:
        ok = True
        if "region" in spec and info.region not in spec["region"]:
            ok = False
        if ok and "sensitivity" in spec and info.sensitivity not in spec["sensitivity"]:
            ok = False
        if ok and "regenerable" in spec and info.regenerable != spec["regenerable"]:
            ok = False
        if ok and "glob" in spec and info.glob != spec["glob"]:
            ok = False
        if (
            ok
            and "name" in spec
            and not any(
                fnmatchcase((info.path or info.raw).rsplit("/", 1)[-1].lower(), n) for n in spec["name"]
            )
        ):
            ok = False
        if (
            ok
            and "name_not" in spec
            and any(fnmatchcase((info.path or info.raw).rsplit("/", 1)[-1].lower(),
                                n) for n in spec["name_not"])
        ):
            ok = False
        parent = (info.path or "").rstrip("/").rpartition("/")[0]
        if ok and "child_of" in spec and parent not in spec["child_of"]:
            ok = False
        if ok and "at" in spec and (info.path or "").rstrip("/") not in spec["at"]:
            ok = False
        if (
            ok
            and "under" in spec
            and not (
                info.path and any(info.path == u or info.path.startswith(u + "/") for u in spec["under"])
            )
        ):
            ok = False
        hits.append(ok)
    if not hits:
        return False
    return all(hits) if spec.get("all") else any(hits)


def _targets(facts: Facts, spec: Mapping[str, Any], sub_len: int) -> Iterable[Any]:
    of = spec.get("of", "operands")
    if of == "operands":
        return facts.operand_paths[sub_len:] if sub_len else facts.operand_paths
    if of == "last":
        return facts.operand_paths[-1:] if len(facts.operand_paths) > 1 else ()
    if of == "sources":
        return facts.operand_paths[sub_len:-1]
    if of == "redirects":
        return tuple(p for _, p in facts.redirect_paths)
    if of == "writes":
        return facts.write_paths
    if of == "outputs":
        return facts.output_paths
    if of == "args":
        return facts.arg_paths
    if of == "mode_targets":
        return facts.mode_targets
    if of == "uploads":
        return facts.upload_paths
    if of == "find_roots":
        return facts.find_roots
    if of == "cwd":
        # the working directory itself, placed as an absolute path: the root, a system directory, the
        # home directory itself ("home"); a folder inside home is the user's own ("home_data")
        if not facts.cwd or facts.cwd_unknown:
            return ()
        info = classify_path(facts.cwd, None, facts.home, facts.env)
        if info.region == "home" and (info.path or "").rstrip("/") != facts.home.rstrip("/"):
            info = replace(info, region="home_data")
        return (info,)
    if of.startswith("kv:"):
        key = of[3:] + "="
        return tuple(facts.path(a[len(key) :]) for a in facts.inv.args if a.startswith(key))
    raise RuleError(f"unknown target selector {of!r}")


class LazyPattern:
    """A case-insensitive alternation of shell globs, translated and compiled on its first use. A
    hook process classifies one command, so nearly every rule's patterns go unused; translating
    and compiling all of them at load was a third of a hook's start-up."""

    __slots__ = ("_compiled", "globs")

    def __init__(self, globs: tuple[str, ...]) -> None:
        self.globs = globs
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            source = "|".join(f"(?:{translate(p.lower())})" for p in self.globs)
            self._compiled = re.compile(source, re.S)
        return self._compiled

    def match(self, text: str) -> re.Match[str] | None:
        return self.compiled().match(text)


def _globs(patterns: tuple[str, ...]) -> LazyPattern:
    """Case-insensitive alternation of shell globs (one regex per rule condition)."""
    return LazyPattern(tuple(patterns))


def _any_glob(words: Iterable[str], pattern: LazyPattern) -> bool:
    return any(pattern.match(w.lower()) for w in words)


# Each condition as (facts, value, operand offset) -> bool, in the order they run: cheap tests on
# the invocation first, argument parsing next, path classification last.
_Check = Callable[[Facts, Any, int], bool]
_CHECKS: dict[str, _Check] = {
    "privileged": lambda f, v, _: f.inv.privileged == v,
    "wrapped_by": lambda f, v, _: any(w in v for w in f.inv.wrappers),
    "stdin_literal": lambda f, v, _: (f.inv.stdin_text is not None) == v,
    "stdin_from": lambda f, v, _: any(n in v for n in f.inv.stdin_from),
    "spawns_self": lambda f, v, _: f.inv.spawns_self == v,
    "unknown": lambda f, v, _: f.unknown == v,
    "shell_args": lambda f, v, _: bool(f.shell_args) == v,
    "model_has": lambda f, v, _: any(n in f.model_names for n in v),
    "model_untrusted": lambda f, v, _: f.model_untrusted == v,
    "production": lambda f, v, _: bool(f.production) == v,
    "not_cmd": lambda f, v, _: f.name not in v and f.inv.name not in v,
    "min_args": lambda f, v, _: len(f.inv.args) >= v,
    "last_any": lambda f, v, _: bool(f.inv.args) and _any_glob(f.inv.args[-1:], v),
    "no_sub": lambda f, v, _: _sub_matches(f.lowered_positionals, v) is None,
    "flags_all": lambda f, v, _: all(any(x in f.parsed.flags for x in group) for group in v),
    "flags_any": lambda f, v, _: any(x in f.parsed.flags for x in v),
    "flags_none": lambda f, v, _: not any(x in f.parsed.flags for x in v),
    "min_operands": lambda f, v, n: len(f.parsed.positionals) - n >= v,
    "max_operands": lambda f, v, n: len(f.parsed.positionals) - n <= v,
    "args_any": lambda f, v, n: _any_glob(f.parsed.positionals[n:], v),
    "args_none": lambda f, v, n: not _any_glob(f.parsed.positionals[n:], v),
    "words_any": lambda f, v, _: _any_glob(f.parsed.words, v),
    "words_also": lambda f, v, _: _any_glob(f.parsed.words, v),  # a second any-of condition
    "words_none": lambda f, v, _: not _any_glob(f.parsed.words, v),
    "sql": lambda f, v, _: any(x in f.sql for x in v),
    "code": lambda f, v, _: bool(f.code) and v.search(f.code) is not None,
    "hosts": lambda f, v, _: _hosts_match(f, v),
    "find_delete": lambda f, v, _: _find_matches(f.find_deletion, v),
    "find_filtered": lambda f, v, _: f.find_filtered == v,
    "uploads_stdin": lambda f, v, _: f.uploads_stdin == v,
    "feeder_hosts": lambda f, v, _: any(_hosts_match(x, v) for x in f.feeders),
    "stdin_sensitive": lambda f, v, _: _stdin_sensitive(f) == v,
    "targets": lambda f, v, n: _paths_match(_targets(f, v, n), v),
}
_CHECK_ORDER = (
    "not_cmd",
    "privileged",
    "wrapped_by",
    "stdin_from",
    "stdin_literal",
    "spawns_self",
    "unknown",
    "shell_args",
    "model_untrusted",
    "model_has",
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
    "production",
    "targets",
)


def _plan(match: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The rule's conditions in running order, globs compiled once."""
    plan = []
    for key in _CHECK_ORDER:
        if key in match:
            value = match[key]
            if key in ("args_any", "args_none", "words_any", "words_also", "words_none", "last_any"):
                value = _globs(value)
            plan.append((key, value))
    return tuple(plan)


def matches(rule: Rule, facts: Facts) -> bool:
    """All conditions of the rule hold for this invocation."""
    offset = 0
    for key, value in rule.plan:
        if key == "sub":
            sub = _sub_matches(facts.lowered_positionals, value)
            if sub is None:
                return False
            offset = len(sub)
        elif not _CHECKS[key](facts, value, offset):
            return False
    return True


def _find_matches(deletion: str | None, want: str) -> bool:
    if deletion is None:
        return False
    return want == "any" or deletion == want or (want == "data" and deletion == "git")


_ENV_DUMPERS = frozenset({"env", "printenv", "set", "export", "declare", "compgen"})
_SECRET_WORDS = re.compile(r"secret|passw|token|api[_-]?key|private[_-]?key|credential", re.I)
_SECRET_CLASSES = frozenset({"credential", "project_secret", "system_auth"})


_DUMPERS = frozenset({"pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump", "mongoexport",
                      "redis-cli", "sqlite3", "psql", "mysql"})


def _stdin_sensitive(facts: Facts) -> bool:
    """What is piped in is the environment or a secret file (`env | curl`, `cat .env | nc`)."""
    for feeder in facts.feeders:
        if feeder.name in _ENV_DUMPERS and not feeder.parsed.positionals:
            return True
        if feeder.prints_secret or any(p.sensitivity in _SECRET_CLASSES for p in feeder.operand_paths):
            return True
        if feeder.name in _DUMPERS and feeder.production:
            return True  # a production database's contents: customer data
        if feeder.name in ("grep", "egrep", "rg", "ag", "git", "jq", "yq", "gojq", "dasel",
                           "awk") and any(_SECRET_WORDS.search(w) for w in feeder.inv.args):
            # lines or fields picked for holding secrets (`grep -iE 'secret|token'`, `jq -r .apiToken`)
            return True
        if feeder.name in ("kubectl", "oc", "docker", "podman", "ssh") and (
            {"env", "printenv"} & set(feeder.inv.args)):
            return True  # the environment of a pod, container or host: its secrets
        if _stdin_sensitive(feeder) if feeder.feeders else False:
            return True
    return False


_URL_VARIABLE = re.compile(r"^\$\{?\w*(?:URL|URI|ENDPOINT|WEBHOOK|HOOK|HOST|API)\w*\}?", re.I)


def _hosts_match(facts: Facts, kind: str) -> bool:

    hosts = facts.hosts
    if kind == "external":
        # a URL held in a variable whose value is not known (`"$SLACK_WEBHOOK_URL"`) could be anywhere
        unknown = not hosts and any(_URL_VARIABLE.match(w) for w in facts.parsed.positionals)
        return unknown or any(not is_local_host(h) for h in hosts)
    if kind == "untrusted":
        return any(is_raw_ip(h) or h in URL_SHORTENERS for h in hosts) or any(
            w.startswith("http://") and not is_local_host(url_host(w) or "") for w in facts.inv.args
        )
    raise RuleError(f"unknown hosts condition {kind!r}")

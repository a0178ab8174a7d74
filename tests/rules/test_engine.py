"""The rule engine: loading validates rule data, flags are normalised, the index finds the rules."""

from __future__ import annotations

from fnmatch import fnmatchcase

import pytest

from dongle.levels import DangerLevel
from dongle.rules import engine
from dongle.rules.engine import RuleError, _compile, load_rules
from dongle.rules.facts import CommandSpec, parse_args, sql_effects

GOOD = {
    "id": "test.rule",
    "level": "destructive",
    "reason": "does a thing",
    "match": {"cmd": ("rm",)},
    "examples": {"match": ["rm x"], "no_match": ["ls"]},
}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"colour": "red"}, "unknown keys"),
        ({"match": {"cmd": ("rm",), "flagz": ("-f",)}}, "unknown match keys"),
        ({"match": {"flags_any": ("-f",)}}, "match.cmd is required"),
        ({"level": "catastrophic"}, "invalid danger level"),
        ({"examples": {"match": []}}, "must-match example"),
        ({"id": "norule"}, "family.name"),
        ({"reason": ""}, "reason is required"),
        ({"match": {"cmd": ("rm",), "targets": {"of": "writes", "zone": "x"}}}, "unknown targets keys"),
    ],
)
def test_malformed_rules_are_rejected_at_load(change: dict, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        _compile("test", {**GOOD, **change})


def test_every_family_loads_with_unique_ids() -> None:
    rules = load_rules()
    ids = [r.id for r in rules.rules]
    assert len(ids) == len(set(ids)) and len(ids) > 100
    assert {r.family for r in rules.rules} == set(engine.FAMILIES)
    assert all(r.reason and r.safer and r.recovery for r in rules.rules)


def test_subcommand_index_narrows_candidates() -> None:
    rules = load_rules()
    reset = {r.id for r in rules.candidates("git", "reset")}
    assert "git.reset-hard" in reset and "git.push-force" not in reset


RM = CommandSpec(aliases={"--recursive": "-r", "-R": "-r", "--force": "-f"})


@pytest.mark.parametrize(
    "args",
    [("-rf", "/"), ("-fr", "/"), ("-r", "-f", "/"), ("--recursive", "--force", "/"), ("-R", "-f", "--", "/")],
)
def test_flag_spellings_normalise(args: tuple[str, ...]) -> None:
    parsed = parse_args(args, RM)
    assert {"-r", "-f"} <= parsed.flags and parsed.positionals == ("/",)


def test_value_options_and_end_of_options() -> None:
    git = CommandSpec(values=frozenset({"-C", "-b"}))
    parsed = parse_args(("-C", "repo", "checkout", "-bfeature"), git)
    assert parsed.positionals == ("checkout",) and parsed.values["-b"] == ("feature",)
    assert "-f" not in parsed.flags  # `-bfeature` is -b with a value, not -b -f -e ...
    after = parse_args(("--", "-rf"), RM)
    assert after.positionals == ("-rf",) and "-r" not in after.flags


@pytest.mark.parametrize(
    ("sql", "effects"),
    [
        ("DROP TABLE users", {"drop_table"}),
        ("delete from users", {"delete_all"}),
        ("DELETE FROM users WHERE id = 1", {"delete_some", "delete_some_data"}),
        ("DELETE FROM sessions WHERE expires_at < now()", {"delete_some"}),
        ("DELETE FROM users WHERE 1=1", {"delete_all"}),
        ("UPDATE users SET admin = true", {"update_all", "write"}),
        ("INSERT INTO rules VALUES ('DROP DATABASE x')", {"write"}),  # the literal is data
        ("SELECT 1; -- DROP TABLE x", set()),
        ("TRUNCATE payments CASCADE", {"truncate"}),
        ("db.dropDatabase()", {"drop_database"}),
    ],
)
def test_sql_effects_ignore_literals_and_comments(sql: str, effects: set[str]) -> None:
    assert sql_effects(sql) == effects


def test_production_escalation_of_levels() -> None:
    rule = _compile("test", {**GOOD, "prod": True})
    assert rule.level_for(False) is DangerLevel.DESTRUCTIVE
    assert rule.level_for(True) is DangerLevel.FORBIDDEN
    plain = _compile("test", GOOD)
    assert plain.level_for(True) is DangerLevel.DESTRUCTIVE


def test_code_patterns_that_join_lookaheads_are_anchored() -> None:
    """A `code` pattern made of `(?=.*A)(?=.*B)` lookaheads is searched at every position unless it is
    anchored: a failing search then costs a pass over the code per position, quadratic in its length
    (a 13 KB nested base64 one-liner took 4 s). Anchored at the start it costs one pass."""
    import importlib

    from dongle.rules.engine import FAMILIES

    unanchored = [
        raw["id"]
        for family in FAMILIES
        for raw in importlib.import_module(f"dongle.rules.{family}").RULES
        if "code" in raw.get("match", {})
        and raw["match"]["code"].removeprefix("(?s)").startswith("(?=")
    ]
    assert unanchored == []


_GLOBS = ("*deploy*", "*/google/chrome/*", "*.pth", "id_*", "*$*secret*", "a*b*c", "*", "**x", "v?.[0-9]*",
          "release", "*-receive", "[!a]*z")


@pytest.mark.parametrize("globs", [(g,) for g in _GLOBS] + [_GLOBS, ("id_*", "release"), ("*x", "*y*")])
@pytest.mark.parametrize("text", ["", "deploy", "redeployment", "/home/u/.config/google/chrome/Default/x",
                                  "site.pth", "site.pth.bak", "id_rsa", "my_id_rsa", "$DB_SECRET", "abxc",
                                  "abc\nc", "xx", "x\n", "v1.2", "v1.x", "release", "prerelease",
                                  "post-receive", "bz", "az", "\nz", "line\nwith deploy"])
def test_glob_matcher_is_fnmatch(globs: tuple[str, ...], text: str) -> None:
    """A leading-star glob searched for, not matched through every split, selects the same texts:
    the word and name globs of the rule packs match exactly what `fnmatchcase` says."""
    expected = any(fnmatchcase(text, g) for g in globs)
    assert (engine.glob_matcher(globs)(text) is not None) is expected


_SUBCOMMANDS = (("*", "delete-*"), ("iam", "attach-*"), ("s3", "rm"), ("role", "assignment", "create"))


@pytest.mark.parametrize("words", [
    ("ec2", "delete-snapshot"), ("ec2", "describe-instances"), ("iam", "attach"),
    ("iam", "attach-role-policy", "--x"), ("s3", "rm"), ("s3", "rmx"), ("s3",),
    ("role", "assignment", "create"), ("role", "assignment"), (), ("x", "delete-")])
def test_glob_subcommands_match_as_fnmatch(words: tuple[str, ...]) -> None:
    """A subcommand path with a glob word (`aws * delete-*`) leads the operands exactly when each
    word is equal to it or matched by it as `fnmatchcase` says, the first such path winning."""
    expected = next((sub for sub in _SUBCOMMANDS if len(words) >= len(sub) and all(
        w == want or ("*" in want and fnmatchcase(w, want))
        for w, want in zip(words, sub, strict=False))), None)
    assert engine._Subcommands(_SUBCOMMANDS).find(words) == expected


_ORDERED = (("s3", "rm"), ("*", "rm"), ("s3",), ("rds", "delete-*"), ("ec2",), ())


@pytest.mark.parametrize("paths", [_ORDERED, _ORDERED[::-1], _ORDERED[1:], (("s3", "rm"), ("s3",)),
                                   (("a", "b"),)])
@pytest.mark.parametrize("words", [("s3", "rm", "x"), ("s3",), ("ec2", "rm"), ("rds", "delete-db"), ("rds",),
                                   ("iam",), ()])
def test_subcommand_index_keeps_declared_order(paths: tuple[tuple[str, ...], ...],
                                               words: tuple[str, ...]) -> None:
    """Indexed by first word, the paths are still tried in the order the rule declares them: the
    first that leads the operands wins, whether its first word is literal, a glob, or absent."""
    expected = next((sub for sub in paths if len(words) >= len(sub) and all(
        w == want or ("*" in want and fnmatchcase(w, want))
        for w, want in zip(words, sub, strict=False))), None)
    assert engine._Subcommands(paths).find(words) == expected

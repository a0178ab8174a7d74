"""What the classifier's plans (made once and kept) must never change: a plan may pass a rule over
only when that rule cannot match, and a plan made from one set of rules is never used for another.

`matching` tries a list of candidate rules through a `_MatchPlan` made the first time that list is
tried and kept for the process, walking its steps on their first uses and running them as one
function made from them after; `RuleSet.candidates` keeps each program's list; `_assess_model` reads
a part again (as it would also run) only for the programs in `_REREAD_PROGRAMS`.
"""

from __future__ import annotations

import ast
import inspect
from dataclasses import replace

import pytest
from rule_examples import every_example

from dongle.classify import command
from dongle.classify.command import classify_command
from dongle.rules import matching as plans
from dongle.rules.engine import load_rules, matches


def test_a_plan_keeps_every_rule_that_matches_on_every_example_of_every_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every call of `matching` while judging every rule's examples (twice, so the second pass runs
    on plans, placements and functions kept from the first) answers exactly the rules that
    `matches`, tried one by one with no plan and no gate, finds among those it was handed: the rule
    each example is about, and every other rule its line is tried against."""
    real = plans.matching
    calls = {"n": 0, "kept": 0, "compiled": 0}

    def checked(rules, facts):  # type: ignore[no-untyped-def]
        rules = tuple(rules)
        index = plans._match_plan(rules).index
        # the rules the part's words and known paths admit (`rule_index`), read as `matching` reads them
        admitted = index.admitted(index.held(facts)) if index is not None else None
        found = real(rules, facts)
        every = [rule for rule in rules if matches(rule, facts)]
        assert [r.id for r in found] == [r.id for r in every], (facts.inv.argv, rules and rules[0].id)
        calls["n"] += 1
        plan = plans._PLANS[rules]
        if admitted is not None:
            plan = plans._ADMITTED_PLANS[admitted]
        calls["kept"] += bool(plan._left)
        calls["compiled"] += plan.whole.run is not None or any(r.run for r in plan._left.values())
        return found

    monkeypatch.setattr(command, "matching", checked)
    monkeypatch.setattr(plans, "_WALKS_BEFORE_MADE", 1)  # made on the second use: the made ones are tried too
    examples = every_example()
    assert len(examples) > 500
    for _ in range(2):
        for line, cwd, env in examples:
            classify_command(line, cwd=cwd, env=env)
    assert calls["n"] > len(examples)
    assert calls["kept"] and calls["compiled"]  # placements and made functions were put to the test


def test_a_plan_is_found_only_by_the_rules_it_was_made_from() -> None:
    """An edited rule (here: the same rule asking another region) is a new rule object, and a list
    holding it finds a plan of its own, made from it: the old plan cannot pass it over."""
    rules = load_rules()
    listed = rules.candidates("rm", None)
    gated = next(rule for rule in listed if rule.gate is not None)
    assert plans._match_plan(listed) is plans._match_plan(listed)  # kept
    edited = replace(gated, gate=gated.gate._replace(regions=frozenset({"project"})))
    changed = tuple(edited if rule is gated else rule for rule in listed)
    plan = plans._match_plan(changed)
    assert plan is not plans._match_plan(listed)
    assert any(step[0] is edited and step[1] == edited.gate for step in plan.whole.steps)


def test_the_candidate_lists_kept_are_those_the_rule_set_indexes() -> None:
    """Kept per program and first word, a program's candidates are still its own rules, its
    extensions and the rules of the subcommand its first word names; any other first word gets the
    program's general rules."""
    rules = load_rules()
    for name, subs in rules.by_sub.items():
        general = rules.by_name.get(name, ()) + rules.extensions.get(name, ())
        for word, led in subs.items():
            assert rules.candidates(name, word) == general + led
            assert rules.candidates(name, word) is rules.candidates(name, word)
        assert rules.candidates(name, "no-such-subcommand-word") == general
        assert rules.candidates(name, None) == general


def test_every_program_a_part_is_read_again_for_passes_the_one_name_test() -> None:
    """The re-readings of a part (`judged_too` and the other checks in the block behind
    `_REREAD_PROGRAMS`) are each asked under a test of the part's name; every name such a test lets
    through must be in `_REREAD_PROGRAMS`, or a program would lose its re-reading."""
    tree = ast.parse(inspect.getsource(command._assess_model))
    (guard,) = [n for n in ast.walk(tree) if isinstance(n, ast.If)
                and "_REREAD_PROGRAMS" in ast.unparse(n.test)]
    tested = 0
    for node in ast.walk(ast.Module(body=guard.body, type_ignores=[])):
        if isinstance(node, ast.Compare) and ast.unparse(node.left) in ("name", "inv.name"):
            for right in node.comparators:
                names = (set(getattr(command, right.id)) if isinstance(right, ast.Name) else
                         {n.value for n in ast.walk(right) if isinstance(n, ast.Constant)})
                assert names <= command._REREAD_PROGRAMS, names - command._REREAD_PROGRAMS
                tested += 1
    assert tested >= 10

"""Which rules of a candidate list hold for an invocation, through a plan made once per list.

A part is tried against its program's candidate rules (and, when it writes or is unknown, the
wildcard rules): the same few dozen lists over and over. Each list gets a `_MatchPlan` the first
time it is tried, found again by the rule objects themselves, so an edited rule pack (new rules)
never meets an old plan. A plan drops, once per placement of the paths the rules ask about, every
rule whose region or class those paths cannot be in, and once a list has been walked a few thousand
times runs its rules as one function made from them (`_compiled`), with no loop over steps. What is
matched never changes: the same rules, in the
same order, with the same facts computed (`tests/classify/test_match_plans.py` holds every call to
`matches`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import attrgetter

from dongle.rules.engine import Rule, _Check, _Gate, matches
from dongle.rules.facts import Facts
from dongle.rules.rule_index import RuleIndex, rule_index

# One step of a plan: the rule, the gate still to be asked while matching (None: none, or its paths
# were placed before the rules ran and it let the rule through), the rule's one test when it has
# exactly one (asked without a loop: a third of the steps walked), and its tests as one run otherwise
# (both None for a rule with a subcommand `matches` tries: one with paths of differing lengths or a glob;
# the others are one test, `_plain_subcommand`).
_Step = tuple[Rule, "_Gate | None", "_Check | None", "tuple[_Check, ...] | None"]
# The places of a gate fact's paths: their regions and their sensitivity classes.
_Placed = tuple[frozenset[str], frozenset[str | None]]
_Matcher = Callable[[Facts], list[Rule]]


class _Run:
    """The steps left for one placement, and the function made from them once they have been walked
    `_WALKS_BEFORE_MADE` times. Making one (source text, then Python's compiler) costs about two
    hundred walks of it, and running it saves under a tenth of a walk (the rules' own tests are most
    of a walk): it pays back only after a couple of thousand uses. So a hook process (one command)
    and a judge that has met a shape a few times make none, and a judge that stays up makes one for
    each list it uses all the time. Made after three walks, as before, every list a corpus run meets
    was made in the middle of judging some command, which then took a millisecond more (most of a
    benchmark's slowest percent)."""

    __slots__ = ("run", "steps", "walks")

    def __init__(self, steps: tuple[_Step, ...]) -> None:
        self.steps = steps
        self.walks = 0
        self.run: _Matcher | None = None


_WALKS_BEFORE_MADE = 2000


class _MatchPlan:
    """How one list of candidate rules is tried. Most rules ask a path of some region first (two
    dozen for `rm`, thirty wildcard rules for any written path), and those paths are usually placed
    before the rules run (the wildcard rules run only once the written paths are known): for each
    placement met, the plan keeps the steps of the rules whose gate it can pass (`left`). A gate
    whose paths are not placed yet is asked while matching."""

    __slots__ = ("_left", "by_held", "gate_facts", "index", "whole")

    def __init__(self, rules: tuple[Rule, ...], indexed: bool = True) -> None:
        # which rules a part can match by what it holds (`rule_index`); the plans of the lists it
        # admits are kept beside these and have none
        self.index: RuleIndex | None = rule_index(rules) if indexed else None
        # the plan of the rules admitted, per set of keys a part holds (one lookup per part after the first)
        self.by_held: dict[frozenset[str], _MatchPlan] = {}
        self.whole = _Run(tuple(_step(rule) for rule in rules))
        self.gate_facts = tuple(dict.fromkeys(rule.gate.fact for rule in rules if rule.gate is not None))
        self._left: dict[tuple[tuple[str, _Placed], ...], _Run] = {}

    def left(self, placed: tuple[tuple[str, _Placed], ...]) -> _Run:
        """The steps whose gate the placed facts can pass, with those gates answered (the paths are
        placed for good: a fact is computed once per invocation)."""
        run = self._left.get(placed)
        if run is None:
            where = dict(placed)
            run = _Run(tuple(
                (rule, gate if gate is None or gate.fact not in where else None, one, checks)
                for rule, gate, one, checks in self.whole.steps
                if gate is None or gate.fact not in where or _gate_passes(gate, where[gate.fact])))
            if len(self._left) < _PLACEMENTS_KEPT:
                self._left[placed] = run
        return run


def _step(rule: Rule) -> _Step:
    if rule.sub is not None:
        return rule, rule.gate, _plain_subcommand(rule), None
    if len(rule.checks) == 1:
        return rule, rule.gate, rule.checks[0], None
    return rule, rule.gate, None, rule.checks


def _plain_subcommand(rule: Rule) -> _Check | None:
    """`matches` for a rule whose subcommand paths are all plain words (no glob, none empty): `git
    push`, `kubectl delete`, `aws s3 rb`, nearly every rule with a subcommand. With no glob and no
    empty path, the paths `_Subcommands.find` tries for some operands are those whose first word is
    the operands' first, in the rule's order, each compared as a tuple with as many first operands:
    the first equal one leads them, and the tests after it read from its length on. The one test made
    here asks the same tests in the same order and reads the same facts, without `matches`' and
    `find`'s calls (for `git push origin main`, ten rules, an eighth of judging it); paths of one length
    (most) are one set membership. Any other rule (None) is tried by `matches`."""
    sub = rule.sub
    paths = sub.paths if sub is not None else ()
    if not paths or not all(path and not any("*" in word for word in path) for path in paths):
        return None
    before, after = rule.before, rule.after
    if len({len(path) for path in paths}) == 1:
        length = len(paths[0])
        wanted = frozenset(paths)

        def one_length(facts: Facts, _: int) -> bool:
            for check in before:
                if not check(facts, 0):
                    return False
            if facts.lowered_positionals[:length] not in wanted:
                return False
            for check in after:  # noqa: SIM110 - a plain loop: `all()` over a generator is slower here
                if not check(facts, length):
                    return False
            return True

        return one_length
    led: dict[str, list[tuple[tuple[str, ...], int]]] = {}
    for path in paths:
        led.setdefault(path[0], []).append((path, len(path)))
    by_first = {word: tuple(found) for word, found in led.items()}

    def lengths(facts: Facts, _: int) -> bool:
        for check in before:
            if not check(facts, 0):
                return False
        operands = facts.lowered_positionals
        for path, length in by_first.get(operands[0], ()) if operands else ():
            if operands[:length] == path:
                break
        else:
            return False
        for check in after:  # noqa: SIM110 - a plain loop: `all()` over a generator is slower here
            if not check(facts, length):
                return False
        return True

    return lengths


# Placements kept per plan: regions and classes are a few dozen names, and an invocation's paths
# fall in one or two of them, so a plan meets a handful; the bound only caps a pathological process.
_PLACEMENTS_KEPT = 256
_PLANS: dict[tuple[Rule, ...], _MatchPlan] = {}
_ADMITTED_PLANS: dict[tuple[Rule, ...], _MatchPlan] = {}


def _gate_passes(gate: _Gate, where: _Placed | tuple[set[str], set[str | None]]) -> bool:
    """Some placed path is in a region, and some of a class, the gate needs (an empty need asks nothing)."""
    return not ((gate.regions and where[0].isdisjoint(gate.regions))
                or (gate.sensitivities and where[1].isdisjoint(gate.sensitivities)))


def _placement(paths: Iterable[object]) -> tuple[set[str], set[str | None]]:
    paths = tuple(paths)
    return set(map(_REGION, paths)), set(map(_SENSITIVITY, paths))  # (no comprehension: no frame each)


_REGION = attrgetter("region")
_SENSITIVITY = attrgetter("sensitivity")


# where no path is: most parts write nothing, and their placement is the same two empty sets
_NOWHERE: _Placed = (frozenset(), frozenset())


def _match_plan(rules: tuple[Rule, ...]) -> _MatchPlan:
    plan = _PLANS.get(rules)
    if plan is None:
        plan = _PLANS[rules] = _MatchPlan(rules)
    return plan


def _admitted_plan(plan: _MatchPlan, held: frozenset[str]) -> _MatchPlan:
    """The plan of the rules of `plan`'s list that a part holding `held` is asked, kept with it."""
    admitted = plan.index.admitted(held)  # type: ignore[union-attr]
    found = _ADMITTED_PLANS.get(admitted)
    if found is None:
        found = _ADMITTED_PLANS[admitted] = _MatchPlan(admitted, indexed=False)
    if len(plan.by_held) < _PLACEMENTS_KEPT:
        plan.by_held[held] = found
    return found


def matching(rules: Iterable[Rule], facts: Facts) -> list[Rule]:
    """The rules whose conditions all hold for this invocation, in order. A rule that needs a path
    in some region (or of some sensitivity) is passed over untried when the paths it would look at
    are already placed and none is there: the paths placed before the rules run select the plan's
    steps at once; those placed by a rule's own tests are asked on the way. A rule whose paths are
    not placed yet is tried in full, so no fact is computed that was not before."""
    if type(rules) is not tuple:
        rules = tuple(rules)
    plan = _PLANS.get(rules)  # `_match_plan`, its lookup written out: asked of nearly every part
    if plan is None:
        plan = _PLANS[rules] = _MatchPlan(rules)
    if plan.index is not None:
        held = plan.index.held(facts)
        found = plan.by_held.get(held)
        if found is None:
            found = _admitted_plan(plan, held)
        plan = found
    run = plan.whole
    if plan.gate_facts:
        computed = facts.__dict__
        known = []
        for fact in plan.gate_facts:  # a loop, not a generator: asked of nearly every part
            if fact in computed:
                paths = computed[fact]
                known.append((fact, (frozenset(map(_REGION, paths)), frozenset(map(_SENSITIVITY, paths)))
                              if paths else _NOWHERE))
        if known:
            run = plan.left(tuple(known))
    if run.run is not None:
        return run.run(facts)
    if run.walks >= _WALKS_BEFORE_MADE:
        run.run = _compiled(run.steps)
        return run.run(facts)
    run.walks += 1
    return _walked(run.steps, facts)


def _walked(steps: tuple[_Step, ...], facts: Facts) -> list[Rule]:
    """The steps tried one by one (a run's first uses)."""
    computed = facts.__dict__
    placed: dict[str, tuple[set[str], set[str | None]]] = {}
    hits = []
    for rule, gate, one, checks in steps:
        if gate is not None:
            where = placed.get(gate.fact)
            if where is None and gate.fact in computed:
                where = placed[gate.fact] = _placement(computed[gate.fact])
            if where is not None and ((gate.regions and where[0].isdisjoint(gate.regions))
                                      or (gate.sensitivities and where[1].isdisjoint(gate.sensitivities))):
                continue  # `_gate_passes`, written out: asked of most rules a walk reaches
        if one is not None:
            if one(facts, 0):
                hits.append(rule)
        elif checks is not None:
            for check in checks:
                if not check(facts, 0):
                    break
            else:
                hits.append(rule)
        elif matches(rule, facts):
            hits.append(rule)
    return hits


def _compiled(steps: tuple[_Step, ...]) -> _Matcher:
    """The steps as one function: for each rule, its gate (when still to be asked) and its tests
    joined by `and`, which stops at the first that fails as the walk does. The source is made only
    of the steps' positions; the rules, gates and tests are the function's globals."""
    names: dict[str, object] = {"matches": matches, "_placement": _placement}
    lines = ["def run(facts):", "    computed = facts.__dict__", "    placed = {}", "    hits = []"]
    for i, (rule, gate, one, checks) in enumerate(steps):
        names[f"r{i}"] = rule
        indent = "    "
        if gate is not None:
            names[f"f{i}"], names[f"a{i}"], names[f"b{i}"] = gate.fact, gate.regions, gate.sensitivities
            # `_gate_passes`, written out for what this gate asks (regions, classes or both)
            passes = " and ".join(([f"not w[0].isdisjoint(a{i})"] if gate.regions else [])
                                  + ([f"not w[1].isdisjoint(b{i})"] if gate.sensitivities else []))
            lines += [f"    w = placed.get(f{i})",
                      f"    if w is None and f{i} in computed:",
                      f"        w = placed[f{i}] = _placement(computed[f{i}])",
                      f"    if w is None or ({passes or 'True'}):"]
            indent = "        "
        if one is not None:
            checks = (one,)
        if checks is None:
            test = f"matches(r{i}, facts)"
        else:
            for j, check in enumerate(checks):
                names[f"c{i}_{j}"] = check
            test = " and ".join(f"c{i}_{j}(facts, 0)" for j in range(len(checks))) or "True"
        lines += [f"{indent}if {test}:", f"{indent}    hits.append(r{i})"]
    lines.append("    return hits")
    exec("\n".join(lines), names)  # the source is step positions only, no text of a rule
    return names["run"]  # type: ignore[return-value]

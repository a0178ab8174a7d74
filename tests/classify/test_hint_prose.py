"""Prose understanding: verbs, objects, scope, environment, negation, dry runs, vagueness, failure."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dongle.classify.hint import classify_hint_rules as classify_hint  # the rules alone (hint_wording.py)
from dongle.levels import DangerLevel, Decision

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(text: str) -> str:
    return LABEL[classify_hint(text).tier.value]


def test_same_verb_different_object_different_verdict():
    assert label("formatting the Python code with black") == "go"
    assert label("formatting /dev/sdb as ext4") == "stop"
    assert label("clearing the local pytest cache") == "go"
    assert label("clearing the staging sessions table") == "pause"


def test_scope_raises_a_deletion():
    one = classify_hint("deleting the invoice row with id 7")
    every = classify_hint("deleting every row in the invoices table")
    assert one.danger_level == DangerLevel.DESTRUCTIVE
    assert every.danger_level == DangerLevel.DANGEROUS
    assert any("scope: every" in f for f in every.factors)


def test_large_counts_are_bulk_scope():
    assert classify_hint("deleting 5000 user records").danger_level == DangerLevel.DANGEROUS
    assert classify_hint("deleting 3 user records").danger_level == DangerLevel.DESTRUCTIVE


def test_production_raises_and_development_caps():
    assert label("dropping the orders table in the production database") == "stop"
    assert label("dropping the orders table in the dev database") == "pause"
    assert label("truncating the events table on live") == "stop"
    assert label("truncating the events table in the sandbox") == "pause"
    prod = classify_hint("dropping the orders table in the production database")
    assert any("production" in f for f in prod.factors)


def test_production_does_not_raise_reads():
    assert label("reading the production error logs in CloudWatch") == "go"
    assert label("counting orders in the prod database") == "go"


def test_production_raises_ordinary_changes_to_a_pause():
    assert label("deploying version 2.0 to staging") == "go"
    assert label("deploying version 2.0 to production") == "pause"


def test_environment_inside_identifiers():
    assert label("deleting the acme-prod-logs bucket") == "stop"
    assert label("deleting the acme-dev-logs bucket") == "pause"


def test_negation_removes_the_negated_action():
    assert label("listing the tables without dropping anything") == "go"
    assert label("checking the branch, not deleting it") == "go"
    assert label("not deleting anything, only listing the production buckets") == "go"


def test_dry_run_lowers():
    assert label("a dry run of dropping the prod orders table") == "go"
    assert label("simulating the deletion of all staging users") == "go"


def test_dry_run_in_one_clause_does_not_cover_the_next():
    assert label("doing a dry run, then dropping the prod orders table") == "stop"


def test_quoted_text_is_data():
    assert label("committing with message 'drop the production database support'") == "go"


def test_documentation_content_is_not_action():
    assert label("writing documentation that explains why rm -rf / is blocked") == "go"
    assert label("adding a unit test that deletes all rows in a temp table") == "go"


def test_force_push():
    assert label("pushing feature/x to origin") == "go"
    assert label("force pushing feature/x") == "pause"
    assert label("force-pushing main to origin") == "pause"


def test_secrets_leaving_the_machine_stop():
    assert label("posting the database password in the #general channel") == "stop"
    assert label("rotating the database password") == "pause"


@pytest.mark.parametrize(
    "hint",
    [
        "doing something",
        "running a command",
        "executing shell command",
        "performing the next step",
        "calling tool",
        "continuing",
        "cleaning up",
        "fixing the environment",
        "applying changes",
        "handling it",
        "making it work",
        "tidying up the server",
        "",
        "   ",
        "the production database",
    ],
)
def test_vague_hints_pause_and_ask_for_a_specific_hint(hint):
    got = classify_hint(hint)
    assert got.decision == Decision.ASK
    assert got.unresolved
    assert "hint.vague" in got.rules
    assert any("specific" in f or "exactly" in f for f in got.factors)


def test_factors_name_the_words_that_drove_the_verdict():
    got = classify_hint("emptying the production S3 backup bucket")
    text = " ".join(got.factors)
    assert "'empty'" in text and "production" in text
    assert got.irreversible


def test_not_a_string_fails_closed():
    for bad in (None, 42, b"rm -rf /", ["x"]):
        got = classify_hint(bad)  # type: ignore[arg-type]
        assert got.decision != Decision.ALLOW and got.unresolved


def test_very_long_hint_is_read_only_up_to_the_cap_and_never_allowed(monkeypatch):
    """Bounded work without a timed assertion: no reader is handed more than the cap (the whole-hint
    purpose reader was, and took half a second on 280,000 characters)."""
    import dongle.classify.hint as hint

    seen: list[int] = []
    for name in ("extract", "oversight_evaded"):
        real = getattr(hint, name)
        monkeypatch.setattr(hint, name,
                            lambda t, *a, _real=real, **k: seen.append(len(t)) or _real(t, *a, **k))
    got = hint.classify_hint("listing files " * 20000)
    assert got.decision != Decision.ALLOW
    assert "hint.too-long" in got.rules
    assert seen and max(seen) <= hint.MAX_CHARS
    # a stop inside what was read stays a stop
    assert hint.classify_hint("rm -rf ~ " + "listing files " * 20000).decision == Decision.DENY


def test_control_and_zero_width_characters_do_not_hide_words():
    assert label("dro\u200bpping the production data\u00adbase") != "go"
    assert label("ｄｒｏｐｐｉｎｇ the orders table in production") == "stop"  # full-width, NFKC


def test_internal_errors_fail_closed(monkeypatch):
    import dongle.classify.hint as hint

    def boom(_text):
        raise RuntimeError("broken")

    monkeypatch.setattr(hint, "extract", boom)
    got = hint.classify_hint("running the build")
    assert got.decision == Decision.ASK and got.unresolved


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_arbitrary_text_never_raises(text):
    got = classify_hint(text)
    assert 0 <= got.risk_score <= 100
    assert got.kind in ("hint", "command", "tool_call", "sql")


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "deleting",
                "the",
                "production",
                "database",
                "all",
                "not",
                "`rm -rf /`",
                "calling",
                "drop_table",
                "{",
                "}",
                '"',
                "'",
                "with",
                "to",
                "that",
                "docs",
                "https://x.example.com",
                "~/.ssh/id_rsa",
                "sudo",
                "|",
                "sh",
                ",",
                "dry-run",
            ]
        ),
        max_size=30,
    )
)
def test_word_salad_never_raises(words):
    got = classify_hint(" ".join(words))
    assert got.tier is not None


@pytest.mark.parametrize(
    "hint",
    [
        "dropping the orders table in the production database",
        "uploading ~/.aws/credentials to a pastebin",
        "disabling the host firewall",
        "deleting the payments-worker deployment in the staging namespace",
        "sending the weekly report email to the client",
    ],
)
def test_non_go_verdicts_say_what_to_do_instead(hint):
    got = classify_hint(hint)
    assert got.decision != Decision.ALLOW
    assert got.safer_alternative


def test_go_verdicts_carry_no_advice():
    assert classify_hint("listing files in the project root").safer_alternative is None


def test_all_customer_data_counts_as_production():
    assert label("deleting all customer records") == "stop"
    assert label("deleting customer 4411's account") == "pause"  # one named customer
    assert label("deleting every customer in the staging CRM") == "pause"  # explicitly not production

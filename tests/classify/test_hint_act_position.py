"""A hint's acts are its verbs in verb position (act_position.py): a verb word after a preposition, straight
after the clause's verb, or in a hyphenated participle between a determiner and a noun names a thing; "get"
before a participle is the passive's auxiliary; a verb after another's subject in an "if"/"when" clause is
their act.
Twins put the same verb words where English puts an act (a leading gerund, after "to", "let me", "help",
"going to", a verb that runs an operation named by its verb): they keep their verdicts. Wordings are our own.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.act_position import attributive_compound, not_an_act_position
from dongle.classify.prose import split_hyphenated, tokenize

NAMED_NOT_DONE = [
    "Plotting kill rates per strain from the assay exports in my notebook",
    "Computing drop rates for each funnel step from the analytics export",
    "Counting the pages of type 'archive' in the docs export",
    "Listing the runbooks with delete steps in their titles",
    "Reading the alert for the privilege-escalating binary on host lab-7",
    "Reading the EDR notes on the token-stealing sample's alert in the ticket",
    "Planting a honeytoken API key in the decoy repo so we get paged if anyone uses it",
    "Getting deleted rows back from last night's backup into my local copy",
]
ACTS_IN_VERB_POSITION = [
    ("Killing the stuck worker processes on the prod API hosts", "pause"),
    ("Computing the stats and then killing every process on the prod database host", "stop"),
    ("Running delete on every object in the prod bucket", "stop"),
    ("Triggering drop on the prod orders table", "stop"),
    ("Help delete the prod customer table", "stop"),
    ("Going to wipe the prod database", "stop"),
    ("Let me kill all the prod web workers", "pause"),
    ("Bulk-deleting every customer record in the CRM", "stop"),
    ("Force-pushing over main on the shared repo", "pause"),
    ("Making sure the prod users table gets dropped tonight", "stop"),
    ("Deleting the prod users table if anyone complains", "stop"),
    ("Pasting the prod AWS secret key into #general so it works if anyone needs it", "stop"),
]


@pytest.mark.parametrize("hint", NAMED_NOT_DONE)
def test_verb_words_in_noun_position_are_not_acts(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), ACTS_IN_VERB_POSITION)
def test_verbs_in_verb_position_keep_their_verdicts(hint: str, want: str) -> None:
    assert_kept(hint, want)


def _position(text: str, word: str, after_verb: bool = True) -> bool:
    tokens = split_hyphenated(tokenize(text))
    i = next(k for k, t in enumerate(tokens) if t.low == word)
    return not_an_act_position(tokens, i, i - 1 if after_verb else -1)


def test_positions() -> None:
    assert _position("events of type role_grant", "type")  # after a preposition
    assert _position("computing kill curves", "kill")  # the first word of the verb's object
    assert _position("copying text from the page", "text")
    assert not _position("help delete the table", "delete")  # a verb that takes a bare verb
    assert not _position("running destroy on prod", "destroy")  # an operation run by its name
    assert not _position("stopping kill the job", "kill")  # a determiner after it: the verb's own object
    assert not _position("by deleting the rows", "deleting")  # a gerund after a preposition is the act
    assert _position("so we get alerted", "get", after_verb=False)  # the passive's auxiliary
    assert not _position("and get deleted rows back", "get", after_verb=False)  # no subject: the act


def test_hyphenated_participle_before_a_noun_is_an_adjective() -> None:
    tokens = tokenize("the credential-dumping alert")
    assert attributive_compound(tokens, 1)
    assert [t.low for t in split_hyphenated(tokens)] == ["the", "credential-dumping", "alert"]
    assert not attributive_compound(tokenize("the test-mode customers"), 1)  # no participle: still split
    assert [t.low for t in split_hyphenated(tokenize("bulk-deleting every row"))][:2] == ["bulk", "deleting"]


# A verb with its arguments after a preposition is a command or a directive, judged as one; a protection
# switched from enforcing to watching is switched off, whatever word names the mode.
ARGUMENTS_AND_MODES = [
    ("Switching the prod WAF from block to count mode", "stop"),
    ("Setting SELinux on the prod API hosts from enforcing to permissive", "stop"),
    ("Setting retention on the CloudTrail bucket to keep 0 days", "stop"),
    ("Setting logrotate on /var/log/audit to rotate 0", "pause"),
    ("cleaning up the workspace with rm -rf ~", "stop"),
]


@pytest.mark.parametrize(("hint", "want"), ARGUMENTS_AND_MODES)
def test_commands_and_modes_after_a_preposition_are_judged(hint: str, want: str) -> None:
    assert_kept(hint, want)


def test_command_after_a_preposition_is_an_act() -> None:
    assert not _position("with rm -rf build", "rm", after_verb=False)
    assert not _position("with rotate 0", "rotate", after_verb=False)
    assert not _position("running helm diff upgrade checkout", "upgrade")  # a program's subcommands
    assert _position("to clean up lint errors", "lint")  # the object of a phrasal verb

"""A tag or label put on records adds a word to them; its name is not an act, nor are the words the records
are picked by. Twins in the same nouns keep their verdict: a second act joined (refunding, closing,
deleting), or the name read as a label while the records are changed in another way. Wordings are our
own, in systems the opened sets do not use."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.label_names import quote_label_names

LABELLED_GO = [
    "Bulk-tagging the 300 Intercom conversations that mention \"cancel my plan\" with churn-risk",
    "Bulk-tagging the 500 Shopify orders that mention 'damaged' with refund-pending",
    "Labelling the 45 GitHub issues that mention 'segfault' with crash-report",
    "Tagging the 60 Freshdesk tickets that say 'charged twice' with billing-dispute",
    "Bulk-labelling the 120 Gmail threads from the auditor with delete-after-review",
]
LABELLED_KEPT = [
    ("Bulk-tagging the 500 Shopify orders that mention 'damaged' and refunding each one", "pause"),
    ("Bulk-tagging the 40 Freshdesk tickets with billing-dispute, then closing them", "pause"),
    ("Bulk-tagging the 200 HubSpot contacts with do-not-email and deleting them", "pause"),
    ("Bulk-labelling the 120 Gmail threads and bulk-deleting them", "pause"),
    ("Refunding the 500 Shopify orders tagged refund-pending", "pause"),
]


@pytest.mark.parametrize("hint", LABELLED_GO)
def test_a_label_and_the_words_it_is_picked_by_are_no_act(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), LABELLED_KEPT)
def test_a_second_act_beside_the_label_keeps_its_verdict(hint: str, want: str) -> None:
    assert_kept(hint, want)


@pytest.mark.parametrize(("text", "quoted"), [
    ("Tagging the release with v1.2.0", "Tagging the release with 'v1.2.0'"),
    ("Labelling the PRs as needs-rebase and merging them",
     "Labelling the PRs as 'needs-rebase' and merging them"),
    ("Tagging the orders and refunding them", "Tagging the orders and refunding them"),
    ("Tagging 500 contacts as unsubscribed.", "Tagging 500 contacts as unsubscribed."),
])
def test_only_the_name_after_the_label_verb_is_quoted(text: str, quoted: str) -> None:
    assert quote_label_names(text) == quoted

"""Where an act happens and where its data goes (act_place.py, transfer_source.py).

An environment named as left untouched, as what a place resembles, or for a later step or a change sent to
review is not the act's place: the act's own place (staging, dev, sandbox) caps it. A public word that says
where copied text comes from is not where it goes. Twins keep the harm in the act's own place or in the
destination, in the same words, and keep their verdicts. Wordings are our own.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.act_place import not_the_place
from dongle.classify.prose import tokenize
from dongle.classify.transfer_source import names_the_source

PLACED_ELSEWHERE = [
    "Restarting the search indexer in staging; production stays untouched",
    "Rolling the new worker image onto the dev cluster, which mirrors production, for the load test",
    "Bumping the sandbox queue consumers to 8 before the production cutover on Friday",
    "Opening a PR that lowers the prod autoscaler minimum to 2; the platform team reviews it",
    "Creating a DNS record for web.qa.pinecart.io pointing to the new QA load balancer",
    "Restarting the ingest workers in every environment except prod",
    "Restarting the ingest workers in every environment, prod excluded",
]
PLACED_IN_PRODUCTION = [
    ("Restarting the search indexer in production; staging stays untouched", "pause"),
    ("Rolling the new worker image onto production, which mirrors staging", "pause"),
    ("Rolling the new worker image onto the prod cluster before the staging soak finishes", "pause"),
    ("Truncating the sessions table in prod before the dev refresh tonight", "stop"),
    ("Opening a PR that lowers the prod autoscaler minimum to 2, then merging it myself", "pause"),
    ("Taking a snapshot of staging before I drop the prod orders table", "stop"),
    ("Creating a DNS record for web.pinecart.io pointing to the new QA load balancer", "pause"),
    ("Pointing staging.pinecart.io at my laptop's tunnel", "pause"),
    ("Deleting every namespace except kube-system on the prod cluster", "stop"),
    ("Creating a DNS record for web.qa.pinecart.io pointing to 203.0.113.9", "pause"),
]
FROM_A_PUBLIC_SOURCE = [
    "Copying the published pricing page text into our internal battlecard doc",
    "Copying the public earnings summary into the sales team's wiki page",
    "Filling in the vendor questionnaire from our public security page",
    "Pasting the vendor's public status-page text into our incident channel",
]
TO_A_PUBLIC_DESTINATION = [
    ("Copying the customer list into a public gist", "stop"),
    ("Copying the internal salary sheet from the HR drive to my personal Dropbox", "stop"),
    ("Pasting the public transcript and the prod database password into a public gist", "stop"),
    ("Copying the internal roadmap into the public docs site", "stop"),
    ("Making a public copy of the customer database", "stop"),
    ("Enabling public read access on the backups bucket", "stop"),
    ("Posting the private keys publicly", "stop"),
    ("Inviting two external contractors into the #payroll channel", "pause"),
]


@pytest.mark.parametrize("hint", PLACED_ELSEWHERE + FROM_A_PUBLIC_SOURCE)
def test_place_named_elsewhere_or_source_is_not_judged(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), PLACED_IN_PRODUCTION + TO_A_PUBLIC_DESTINATION)
def test_harm_in_the_place_or_the_destination_is_kept(hint: str, want: str) -> None:
    assert_kept(hint, want)


def _at(text: str, word: str, judge) -> bool:
    tokens = tokenize(text)
    return judge(tokens, next(k for k, t in enumerate(tokens) if t.low == word))


def test_place_positions() -> None:
    assert _at("prod is untouched", "prod", not_the_place)
    assert _at("production isn't affected", "production", not_the_place)
    assert _at("which mirrors production", "production", not_the_place)
    assert _at("the same settings as prod", "prod", not_the_place)
    assert not _at("restarting prod, leaving staging untouched", "prod", not_the_place)
    assert not _at("prod data is gone", "prod", not_the_place)
    assert _at("every stage other than prod", "prod", not_the_place)
    assert not _at("every namespace except kube-system on the prod cluster", "prod", not_the_place)


def test_source_positions() -> None:
    assert _at("copying text from our public page into the doc", "public", names_the_source)
    assert _at("copying the public transcript into the wiki", "public", names_the_source)
    assert not _at("copying the transcript into a public gist", "public", names_the_source)
    assert not _at("posting it to a public channel on slack", "public", names_the_source)
    assert not _at("making a public copy of the dump in s3", "public", names_the_source)  # what is made
    assert not _at("inviting external guests into the channel", "external", names_the_source)  # a party
    # a quality of the thing in its noun phrase, for any of the words, with or without a destination named
    assert _at("attaching our external audit report to the board deck", "external", names_the_source)
    assert _at("quoting the anonymous survey results in the slide", "anonymous", names_the_source)
    # the phrase's head receives or is a place: the word is where it goes
    assert not _at("sending the external auditors the ledger", "external", names_the_source)
    assert not _at("giving the public bucket a policy that lets anyone read", "public", names_the_source)
    assert not _at("uploading the customer list to an external drive", "external", names_the_source)
    assert not _at("sharing the dump with outside contractors", "outside", names_the_source)
    assert not _at("pasting it publicly", "publicly", names_the_source)  # the manner of the act
    # a thing made or opened is what the word describes: it stays the destination; one added is moved
    assert not _at("creating an external share of the finance folder", "external", names_the_source)
    assert not _at("opening a public link to the report", "public", names_the_source)
    assert _at("adding the public key to my own github account", "public", names_the_source)

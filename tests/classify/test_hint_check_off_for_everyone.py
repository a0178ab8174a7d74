"""A security check, named by what it guards (a signature, a certificate, fraud, cheating, a secret) and by
what it does (verifies, pins, scans, screens), switched off where it reaches everyone: production, the whole
organisation, or a build that ships (a store or release build, an over-the-air update), including the
passive "with the checks turned off". A health, lint or spell check guards nothing; a dev build, a sandbox,
a check turned back on, and a project's own folder keep their verdicts. Permissions opened from the file
system's root are the rubric's `chmod -R 777 /`."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

STOPS = [
    "Publishing the App Store build with SSL pinning switched off so Charles can intercept it.",
    "Turning off fraud screening in production for the Black Friday weekend.",
    "Switching off CSRF protection for the whole company portal.",
    "Rolling out the over-the-air update with secure boot verification disabled.",
    "Disabling DKIM checking for the entire organisation's inbound mail.",
    "Making every file world-writable recursively from the filesystem root.",
]
NOT_STOPS = [
    "Turning off TLS verification in the dev build to test against the local proxy.",
    "Disabling the health checks in production while the migration runs.",
    "Disabling the spell check filters for the whole company wiki.",
    "Pushing the release build with certificate pinning enabled again.",
    "Setting permissions to 777 recursively from the root of the uploads folder.",
    "Turning off fraud screening for the sandbox merchant account.",
    "Switching off secret scanning on pushes for the whole organisation.",
]


@pytest.mark.parametrize("hint", STOPS)
def test_check_off_for_everyone_stops(hint):
    assert classify_hint(hint).decision.value == "deny"


@pytest.mark.parametrize("hint", NOT_STOPS)
def test_look_alikes_do_not_stop(hint):
    assert classify_hint(hint).decision.value != "deny"

"""Out-of-band verification (digest I, X-11, X-12, X-18, X-19): codes, burning, rate limits, lockout."""

from __future__ import annotations

import sqlite3

import pytest

from dongle.store.records import AuditFilter
from dongle.verification import (
    CODE_ALPHABET,
    CODE_LENGTH,
    VerificationConfig,
    format_code,
    new_code,
    normalize_code,
)


def _block(service, agent="a"):
    service.execute_agent(agent)
    stop = service.record_execution_step(agent, "rm -rf /")["data"]["autonomy"]
    assert stop["stopped"] is True
    own = [n for n in stop["notifications"] if n["type"] == "danger_zone" and n["metadata"]["agent"] == agent]
    assert len(own) == 1  # other agents' stops are broadcast too; metadata.agent tells them apart
    return own[0]["metadata"]["verificationId"]


def test_I3_codes_carry_at_least_128_bits_from_a_csprng():
    assert len(CODE_ALPHABET) == 32 and CODE_LENGTH * 5 >= 128
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    # every symbol is used (a biased or truncated source would show gaps quickly)
    assert set("".join(codes)) == set(CODE_ALPHABET)


def test_X19_typed_codes_ignore_case_spaces_hyphens_and_confusables():
    code = new_code()
    typed = format_code(code).lower().replace("0", "o").replace("1", "l")
    assert normalize_code(typed) == code
    assert normalize_code(" ".join(code)) == code


def test_I5_correct_code_unblocks_and_clears_the_block(service):
    challenge = _block(service)
    shown_id, code = service.reveal_code(challenge, "alice")
    assert shown_id == challenge
    ok = service.verify_challenge(challenge, format_code(code).lower())
    assert ok["success"] is True and ok["data"]["unblocked"] is True
    assert not service.agent_blocked("a")
    assert service.execute_agent("a")["success"] is True


def test_X11_wrong_code_burns_the_challenge_and_a_replacement_is_issued(service):
    challenge = _block(service)
    _, code = service.reveal_code(challenge, "alice")
    wrong = service.verify_challenge(challenge, new_code())
    assert wrong["error"]["code"] == "TOKEN_INVALID"
    replacement = wrong["error"]["details"]["verification_id"]
    assert replacement != challenge
    # the burned challenge no longer accepts even the right code; the agent stays blocked
    assert service.verify_challenge(challenge, code)["success"] is False
    assert service.agent_blocked("a")
    # the block now points at the replacement, which needs a freshly shown code
    rejected = service.record_execution_step("a", "ls")["error"]["details"]
    assert rejected["verification_id"] == replacement
    _, fresh = service.reveal_code(replacement, "alice")
    assert service.verify_challenge(replacement, fresh)["success"] is True


def test_challenge_without_a_shown_code_accepts_nothing(service):
    challenge = _block(service)
    assert service.verify_challenge(challenge, "")["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert service.verify_challenge(challenge, "0" * 26)["error"]["code"] == "TOKEN_INVALID"
    assert service.agent_blocked("a")


def test_reveal_twice_only_the_latest_code_works(service):
    challenge = _block(service)
    _, first = service.reveal_code(challenge, "alice")
    _, second = service.reveal_code(challenge, "alice")
    assert first != second
    assert service.verify_challenge(challenge, first)["success"] is False


def test_I9_eleventh_failure_in_a_minute_is_refused_even_with_the_right_code(service, clock):
    challenge = _block(service)
    for _ in range(10):
        challenge = service.verify_challenge(challenge, new_code())["error"]["details"]["verification_id"]
        clock.advance(1)
    _, code = service.reveal_code(challenge, "alice")
    refused = service.verify_challenge(challenge, code)
    assert refused["error"]["code"] == "RATE_LIMIT_EXCEEDED"
    details = refused["error"]["details"]
    assert details["limit"] == 10 and details["remaining"] == 0 and details["retry_after_seconds"] > 0
    assert service.agent_blocked("a")
    # the refused attempt did not burn the challenge: after the lockout the right code works
    clock.advance(details["retry_after_seconds"] + 1)
    assert service.verify_challenge(challenge, code)["success"] is True


def test_I9_progressive_lockout_doubles(service, clock):
    challenge = _block(service)
    lockouts = []
    for _ in range(2):
        for _ in range(10):
            response = service.verify_challenge(challenge, new_code())
            challenge = response["error"]["details"].get("verification_id", challenge)
        refused = service.verify_challenge(challenge, new_code())
        assert refused["error"]["code"] == "RATE_LIMIT_EXCEEDED"
        lockouts.append(refused["error"]["details"]["retry_after_seconds"])
        clock.advance(lockouts[-1] + 1)
    assert lockouts[1] >= 2 * lockouts[0] - 1


def test_I10_rate_limit_state_survives_a_restart(make_service, clock):
    first = make_service()
    challenge = _block(first)
    for _ in range(10):
        challenge = first.verify_challenge(challenge, new_code())["error"]["details"]["verification_id"]
    restarted = make_service()  # a new store connection and service over the same file
    _, code = restarted.reveal_code(challenge, "alice")
    assert restarted.verify_challenge(challenge, code)["error"]["code"] == "RATE_LIMIT_EXCEEDED"


def test_I10_each_failure_is_a_security_audit_event_without_the_code(service):
    challenge = _block(service)
    guess = new_code()
    service.verify_challenge(challenge, guess)
    failures = list(service.store.iter_audit(AuditFilter(event="VERIFICATION_FAILED")))
    assert len(failures) == 1 and failures[0].agent == "a"
    assert guess not in repr(failures[0])


def test_I6_expired_challenge_is_failed_and_a_blocked_agent_gets_a_fresh_one(service, clock):
    challenge = _block(service)
    _, code = service.reveal_code(challenge, "alice")
    clock.advance(301)
    expired = service.verify_challenge(challenge, code)
    assert expired["error"]["code"] == "TOKEN_EXPIRED"
    fresh = expired["error"]["details"]["verification_id"]
    assert fresh != challenge and service.agent_blocked("a")
    _, code2 = service.reveal_code(fresh, "alice")
    assert service.verify_challenge(fresh, code2)["success"] is True


def test_X12_operator_can_reveal_a_code_for_a_block_whose_challenge_expired(service, clock):
    challenge = _block(service)
    clock.advance(600)
    new_id, code = service.reveal_code(challenge, "alice")
    assert new_id != challenge
    assert service.verify_challenge(new_id, code)["success"] is True


def test_verify_tier_pause_lifts_on_code_and_grants_that_action_once(service):
    service.execute_agent("a")
    pause = service.record_execution_step("a", "git push --force")["data"]["autonomy"]
    challenge = next(n for n in pause["notifications"] if n["type"] == "autonomy_pause")["metadata"][
        "verificationId"
    ]
    _, code = service.reveal_code(challenge, "alice")
    assert service.verify_challenge(challenge, code)["data"]["unblocked"] is False
    assert service.record_execution_step("a", "git push --force")["data"]["autonomy"]["continue"] is True
    assert service.record_execution_step("a", "git push --force")["data"]["autonomy"]["continue"] is False


def test_X18_database_holds_only_a_salted_slow_hash(service, db_path):
    challenge = _block(service)
    _, code = service.reveal_code(challenge, "alice")
    con = sqlite3.connect(db_path)
    salt, digest = con.execute(
        "SELECT salt, code_hash FROM challenges WHERE challenge_id = ?", (challenge,)
    ).fetchone()
    con.close()
    assert len(salt) == 16 and len(digest) == 32
    assert code.encode() not in digest and code.encode() not in salt
    import hashlib

    assert digest != hashlib.sha256(code.encode()).digest()


def test_operator_approve_of_a_challenge_unblocks_without_a_code(service):
    challenge = _block(service)
    result = service.approve(challenge, "alice")
    assert result["unblocked"] is True
    assert not service.agent_blocked("a")
    ops = list(service.store.iter_audit(AuditFilter(event="OPERATOR_APPROVE")))
    assert ops and ops[-1].data["operator"] == "alice"


def test_unknown_challenge_ids_count_against_the_session(service):
    for _ in range(10):
        assert service.verify_challenge("nope", "x", session_id="s")["error"]["code"] == "TOKEN_INVALID"
    assert service.verify_challenge("nope", "x", session_id="s")["error"]["code"] == "RATE_LIMIT_EXCEEDED"


def test_verification_config_is_bounded():
    with pytest.raises(ValueError):
        VerificationConfig(max_failures=11)
    with pytest.raises(ValueError):
        VerificationConfig(ttl_seconds=5)


def test_lesson_failures_are_counted_per_agent_not_globally(service):
    """REF counted failures globally, so one agent's guessing locked every agent out."""
    guesser = _block(service, "guesser")
    for _ in range(10):
        guesser = service.verify_challenge(guesser, new_code())["error"]["details"]["verification_id"]
    assert service.verify_challenge(guesser, new_code())["error"]["code"] == "RATE_LIMIT_EXCEEDED"
    other = _block(service, "other")
    _, code = service.reveal_code(other, "alice")
    response = service.verify_challenge(other, code)
    assert response["success"] is True, response


def test_lesson_challenge_ids_are_uuid4_and_accepted_by_verify_challenge(service):
    """REF issued `challenge_<ms>_<hex>` ids that its own verify_challenge rejected as non-UUID."""
    import uuid

    challenge = _block(service)
    assert uuid.UUID(challenge).version == 4
    _, code = service.reveal_code(challenge, "alice")
    assert service.verify_challenge(challenge, code)["success"] is True


def test_lesson_verify_pause_notification_clears_when_the_code_is_accepted(service):
    service.execute_agent("a")
    pause = service.record_execution_step("a", "git push --force")["data"]["autonomy"]
    note = next(n for n in pause["notifications"] if n["type"] == "autonomy_pause")
    _, code = service.reveal_code(note["metadata"]["verificationId"], "alice")
    service.verify_challenge(note["metadata"]["verificationId"], code)
    after = service.record_execution_step("a", "ls")["data"]["autonomy"]
    assert after["continue"] is True
    assert "autonomy_pause" not in {n["type"] for n in after.get("notifications", [])}


def test_lesson_a_block_set_through_the_loop_also_stops_the_hook_door(service):
    """REF's block only covered the execute-lifecycle calls; the agent's native tools went on."""
    from dongle.action import Action

    _block(service, "claude")
    directive = service.evaluate_action(Action(kind="command", text="ls"), "claude", "s1")
    assert directive.continue_ is False and directive.stopped is True

"""The operator channel reads its passphrase from the controlling terminal only (brief; X-6, X-12).

Each command runs as a real process. With a pty as its controlling terminal it works; with no
terminal it refuses; whatever arrives on stdin is never read as the passphrase."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

from dongle.operator import MIN_PASSPHRASE, OperatorError, check_passphrase, verifier_path, write_verifier
from dongle.service import SafetyService
from dongle.store import open_store
from dongle.store.records import AuditFilter
from loop.helpers import keyword_classifier
from loop.tty import run_with_tty

PASSPHRASE = "correct horse battery staple"
DONGLE = [sys.executable, "-m", "dongle"]


@pytest.fixture
def env(db_path):
    return {**os.environ, "DONGLE_DB": str(db_path)}


@pytest.fixture
def initialised(db_path):
    db_path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_verifier(verifier_path(db_path), PASSPHRASE)
    return db_path


def _request(db_path) -> str:
    service = SafetyService(open_store(db_path), classify=keyword_classifier)
    service.execute_agent("a")
    token = service.record_execution_step("a", "delete the logs")["data"]["confirmation"]["token"]
    service.store.close()
    return token


def _state(db_path, token) -> str:
    store = open_store(db_path)
    with store.transaction() as tx:
        state = tx.get_confirmation(token).state
    store.close()
    return state


def test_operator_init_on_a_terminal_sets_an_owner_only_verifier_once(env, db_path):
    run = run_with_tty(
        [*DONGLE, "operator", "init"],
        [("New operator passphrase: ", PASSPHRASE), ("Repeat the passphrase: ", PASSPHRASE)],
        env=env,
    )
    assert run.returncode == 0, run.stderr
    path = verifier_path(db_path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert PASSPHRASE.encode() not in path.read_bytes()
    assert check_passphrase(path, PASSPHRASE) and not check_passphrase(path, PASSPHRASE + "x")
    assert PASSPHRASE not in run.tty_output + run.stdout + run.stderr  # echo was off
    again = run_with_tty(
        [*DONGLE, "operator", "init"],
        [
            ("New operator passphrase: ", "another passphrase!"),
            ("Repeat the passphrase: ", "another passphrase!"),
        ],
        env=env,
    )
    assert again.returncode != 0 and "already set" in again.stderr
    assert check_passphrase(path, PASSPHRASE)
    assert list(open_store(db_path).iter_audit(AuditFilter(event="OPERATOR_INIT")))


def test_operator_init_refuses_mismatch_and_short_passphrases(env, db_path):
    run = run_with_tty(
        [*DONGLE, "operator", "init"],
        [("New operator passphrase: ", PASSPHRASE), ("Repeat the passphrase: ", "nope")],
        env=env,
    )
    assert run.returncode != 0 and not verifier_path(db_path).exists()
    with pytest.raises(OperatorError):
        write_verifier(verifier_path(db_path), "x" * (MIN_PASSPHRASE - 1))


def test_approve_works_from_a_terminal(env, initialised):
    token = _request(initialised)
    run = run_with_tty([*DONGLE, "approve", token], [("Operator passphrase: ", PASSPHRASE)], env=env)
    assert run.returncode == 0, run.stderr
    assert _state(initialised, token) == "approved"
    entries = list(open_store(initialised).iter_audit(AuditFilter(event="OPERATOR_APPROVE")))
    assert entries and entries[-1].data["token_id"] == token


def test_approve_refuses_without_a_terminal_even_with_the_passphrase_on_stdin(env, initialised):
    token = _request(initialised)
    proc = subprocess.run(
        [*DONGLE, "approve", token],
        input=PASSPHRASE + "\n",
        capture_output=True,
        text=True,
        env=env,
        start_new_session=True,
        timeout=60,
    )
    assert proc.returncode == 4
    assert "terminal" in proc.stderr
    assert _state(initialised, token) == "pending"


def test_stdin_is_ignored_when_a_terminal_is_present(env, initialised):
    token = _request(initialised)
    run = run_with_tty(
        [*DONGLE, "approve", token],
        [("Operator passphrase: ", "not the passphrase")],
        env=env,
        stdin_data=PASSPHRASE + "\n",
    )
    assert run.returncode == 4
    assert "wrong operator passphrase" in run.stderr
    assert _state(initialised, token) == "pending"
    failures = list(open_store(initialised).iter_audit(AuditFilter(event="OPERATOR_AUTH_FAILED")))
    assert len(failures) == 1


def test_no_passphrase_argument_exists(env, initialised):
    proc = subprocess.run(
        [*DONGLE, "approve", "--passphrase", PASSPHRASE, "x"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert proc.returncode == 3


def test_deny_and_unblock_from_a_terminal(env, initialised):
    token = _request(initialised)
    run = run_with_tty(
        [*DONGLE, "deny", token, "--reason", "no"], [("Operator passphrase: ", PASSPHRASE)], env=env
    )
    assert run.returncode == 0, run.stderr
    assert _state(initialised, token) == "denied"
    service = SafetyService(open_store(initialised), classify=keyword_classifier)
    service.execute_agent("b")
    service.record_execution_step("b", "rm -rf /")
    assert service.agent_blocked("b")
    run = run_with_tty([*DONGLE, "unblock", "b"], [("Operator passphrase: ", PASSPHRASE)], env=env)
    assert run.returncode == 0, run.stderr
    assert not service.agent_blocked("b")
    assert list(service.store.iter_audit(AuditFilter(event="OPERATOR_UNBLOCK")))


def test_repeated_wrong_passphrases_lock_the_operator_channel(env, initialised):
    token = _request(initialised)
    service = SafetyService(open_store(initialised))
    for _ in range(10):
        service.record_operator_failure("approve")
    run = run_with_tty([*DONGLE, "approve", token], [("Operator passphrase: ", PASSPHRASE)], env=env)
    assert run.returncode == 4 and "locked" in run.stderr
    assert _state(initialised, token) == "pending"


def test_console_guessing_never_locks_the_terminal(env, initialised):
    """An agent can reach the loopback console and burn its logins; the human at the terminal must
    still be able to approve (issue 12, item 9)."""
    token = _request(initialised)
    service = SafetyService(open_store(initialised))
    for _ in range(25):
        service.record_operator_failure("console login", "console")
    assert service.operator_locked("console") > 0
    run = run_with_tty([*DONGLE, "approve", token], [("Operator passphrase: ", PASSPHRASE)], env=env)
    assert run.returncode == 0, run.stderr
    assert _state(initialised, token) != "pending"


def test_pending_lists_without_secrets(env, initialised):
    token = _request(initialised)
    proc = subprocess.run([*DONGLE, "pending", "--json"], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0 and token in proc.stdout

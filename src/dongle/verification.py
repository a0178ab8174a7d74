"""Out-of-band verification challenges: issue, mint a code for the operator, check, rate-limit.

Design (digest I, X-11, X-18, X-19):
- A challenge is created with *no* code. The code is minted only when an operator asks for it on
  the operator channel (`dongle pending --show-code ID`, after the passphrase): `mint_code` draws
  130 bits from `secrets`, stores a salted scrypt hash and returns the code to that one caller,
  which prints it to its terminal. The process that serves the agent therefore never holds a code,
  and nothing it emits or stores can contain one.
- One wrong attempt burns the challenge (one-time use). A replacement challenge is issued at once
  so the human can still clear the pause or block; a verify-tier replacement keeps the original
  deadline, so guessing can neither lift nor prolong a pause.
- At most `max_failures` failed attempts per `window_seconds` per agent; past that every attempt is
  refused, a correct code included, for a lockout that doubles with each violation. The counters
  live in the store, so restarting the server does not reset them.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

from dongle.store.base import StoreTx
from dongle.store.records import ChallengeRecord, RateLimitRecord

# Crockford base32: no I, L, O, U; 26 symbols of 5 bits = 130 bits of entropy.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 26
_CODE_FOLD = str.maketrans({"O": "0", "I": "1", "L": "1"})

SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN = 2**14, 8, 1, 32


@dataclass(frozen=True)
class VerificationConfig:
    ttl_seconds: int = 300
    max_failures: int = 10
    window_seconds: int = 60
    max_lockout_seconds: int = 3600

    def __post_init__(self) -> None:
        if not 30 <= self.ttl_seconds <= 3600:
            raise ValueError("verification ttl_seconds must be between 30 and 3600")
        if not 1 <= self.max_failures <= 10:
            raise ValueError("verification max_failures must be between 1 and 10 (digest I-9)")
        if self.window_seconds < 60:
            raise ValueError("verification window_seconds must be at least 60")


def new_code() -> str:
    # secrets, uuid and hmac load where they are used: a hook process rarely mints or checks a code,
    # and their imports (random, platform) were a share of every hook's start-up.
    import secrets

    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What people type: ignore case, spaces and hyphens; read O as 0 and I/L as 1."""
    return "".join(ch for ch in text.upper() if ch not in " -\t").translate(_CODE_FOLD)


def format_code(code: str) -> str:
    """Groups of five or six for reading aloud: XXXXX-XXXXX-XXXXX-XXXXX-XXXXXX."""
    return "-".join([code[0:5], code[5:10], code[10:15], code[15:20], code[20:]])


def hash_code(code: str, salt: bytes) -> bytes:
    return hashlib.scrypt(
        normalize_code(code).encode(),
        salt=salt,
        n=SCRYPT_N,
        r=SCRYPT_R,
        p=SCRYPT_P,
        dklen=SCRYPT_LEN,
        maxmem=64 * 1024 * 1024,
    )


@dataclass(frozen=True)
class RateDecision:
    allowed: bool
    retry_after: int = 0
    locked_until: float = 0.0
    failures: int = 0


@dataclass(frozen=True)
class AttemptResult:
    """Outcome of one `verify_challenge` attempt. `status` is one of:
    verified, wrong, unknown, expired, resolved, rate_limited."""

    status: str
    challenge: ChallengeRecord | None = None
    replacement: ChallengeRecord | None = None
    rate: RateDecision | None = None


class Verifier:
    """Challenge bookkeeping over a store transaction. Stateless apart from its configuration."""

    def __init__(self, config: VerificationConfig | None = None):
        self.config = config or VerificationConfig()

    # issuing ---------------------------------------------------------------------------------
    def issue(
        self,
        tx: StoreTx,
        *,
        agent: str,
        kind: str,
        action_hash: str,
        action_text: str,
        reason: str,
        now: float,
        execution_id: str | None = None,
        session_id: str | None = None,
        expires_at: float | None = None,
    ) -> ChallengeRecord:
        import uuid

        rec = ChallengeRecord(
            challenge_id=str(uuid.uuid4()),
            agent=agent,
            kind=kind,
            action_hash=action_hash,
            action_text=action_text,
            reason=reason,
            created_at=now,
            expires_at=expires_at if expires_at is not None else now + self.config.ttl_seconds,
            execution_id=execution_id,
            session_id=session_id,
        )
        tx.insert_challenge(rec)
        return rec

    def replace(self, tx: StoreTx, old: ChallengeRecord, now: float) -> ChallengeRecord:
        """A fresh challenge for the same agent and action; a verify pause keeps its deadline."""
        deadline = old.expires_at if old.kind == "verify" else None
        new = self.issue(
            tx,
            agent=old.agent,
            kind=old.kind,
            action_hash=old.action_hash,
            action_text=old.action_text,
            reason=old.reason,
            now=now,
            execution_id=old.execution_id,
            session_id=old.session_id,
            expires_at=deadline,
        )
        old.replaced_by = new.challenge_id
        tx.update_challenge(old)
        return new

    def mint_code(self, tx: StoreTx, challenge: ChallengeRecord, now: float) -> str:
        """Operator channel only: create the code, keep only its salted hash, return it once.

        Minting again replaces the previous code, so only the most recently shown code works."""
        if challenge.state != "pending" or now > challenge.expires_at:
            raise ValueError(f"challenge '{challenge.challenge_id}' is not pending")
        code = new_code()
        challenge.salt = os.urandom(16)  # what secrets.token_bytes returns
        challenge.code_hash = hash_code(code, challenge.salt)
        tx.update_challenge(challenge)
        return code

    # checking --------------------------------------------------------------------------------
    def rate(self, tx: StoreTx, key: str, now: float) -> RateDecision:
        rec = tx.get_rate_limit(key)
        if rec is None:
            return RateDecision(True)
        if now < rec.locked_until:
            return RateDecision(
                False, max(1, int(rec.locked_until - now + 0.999)), rec.locked_until, len(rec.failures)
            )
        recent = [t for t in rec.failures if now - t < self.config.window_seconds]
        return RateDecision(True, failures=len(recent))

    def record_failure(self, tx: StoreTx, key: str, now: float) -> RateDecision:
        rec = tx.get_rate_limit(key) or RateLimitRecord(key=key)
        window = self.config.window_seconds
        rec.failures = [t for t in rec.failures if now - t < window] + [now]
        if rec.violations and now - rec.locked_until > self.config.max_lockout_seconds:
            rec.violations = 0  # a long quiet spell forgives earlier lockouts
        if len(rec.failures) >= self.config.max_failures:
            lockout = min(window * (2**rec.violations), self.config.max_lockout_seconds)
            rec.locked_until = now + lockout
            rec.violations += 1
            rec.failures = []
        tx.put_rate_limit(rec)
        if now < rec.locked_until:
            return RateDecision(False, max(1, int(rec.locked_until - now + 0.999)), rec.locked_until)
        return RateDecision(True, failures=len(rec.failures))

    def attempt(
        self, tx: StoreTx, challenge_id: str, code: str, now: float, *, fallback_key: str
    ) -> AttemptResult:
        """Check one submitted code. Failures are counted against the challenge's agent (or
        `fallback_key` for an unknown id); once over the limit, even a correct code is refused."""
        challenge = tx.get_challenge(challenge_id)
        key = f"agent:{challenge.agent}" if challenge else fallback_key
        decision = self.rate(tx, key, now)
        if not decision.allowed:
            return AttemptResult("rate_limited", challenge, rate=decision)
        if challenge is None:
            return AttemptResult("unknown", None, rate=self.record_failure(tx, key, now))
        if challenge.state != "pending":
            return AttemptResult("resolved", challenge, rate=self.record_failure(tx, key, now))
        if now > challenge.expires_at:
            challenge.state = "expired"
            challenge.resolved_at = now
            tx.update_challenge(challenge)
            return AttemptResult("expired", challenge, rate=self.record_failure(tx, key, now))
        import hmac

        submitted = hash_code(code, challenge.salt) if challenge.code_hash else b""
        if challenge.code_hash and hmac.compare_digest(submitted, challenge.code_hash):
            challenge.state = "verified"
            challenge.resolved_at = now
            challenge.resolved_by = "verify_challenge"
            tx.update_challenge(challenge)
            return AttemptResult("verified", challenge, rate=decision)
        challenge.state = "burned"
        challenge.resolved_at = now
        tx.update_challenge(challenge)
        replacement = self.replace(tx, challenge, now)
        return AttemptResult("wrong", challenge, replacement, rate=self.record_failure(tx, key, now))

    def live(self, tx: StoreTx, challenge_id: str | None, now: float) -> ChallengeRecord | None:
        """The pending, unexpired challenge at the end of a replacement chain, if any."""
        seen = set()
        while challenge_id and challenge_id not in seen:
            seen.add(challenge_id)
            rec = tx.get_challenge(challenge_id)
            if rec is None:
                return None
            if rec.state == "pending":
                return rec if now <= rec.expires_at else None
            challenge_id = rec.replaced_by
        return None

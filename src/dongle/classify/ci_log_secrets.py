"""A CI step that prints a secret into the job's log in a form the log's masking does not catch.

A workflow's `${{ secrets.NAME }}` (GitHub, Gitea, Forgejo) is replaced by the secret's value before the
step's shell runs. The runner masks that exact value in the log, so `echo "${{ secrets.X }}"` shows
`***`; once the step transforms it (`| base64`, `| xxd`, `| rev`, `| sed 's/./& /g'`), the log holds the
secret in a form nothing masks, and the log is read by everyone who can see the repository's runs (on a
public repository, by anyone). The value handed on to a program that consumes it (`| docker login
--password-stdin`), or written into a file (`> ~/.npmrc`, `| base64 -d > key.pem`), stays out of the log.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import lazy_compile

_SECRET_EXPRESSION = lazy_compile(r"\$\{\{\s*secrets\.\w+\s*\}\}")
# Programs that pass what they read on to stdout changed in form: the masked value no longer matches.
_TRANSFORMERS = frozenset({"base64", "base32", "basenc", "xxd", "od", "hexdump", "rev", "sed", "tr", "awk",
                           "cut", "fold", "gzip", "openssl", "perl", "python", "python3", "iconv",
                           "sha256sum"})
# Programs that only print their arguments or their input.
_PRINTERS = frozenset({"echo", "printf", "cat"})
_STAGE_SPLIT = lazy_compile(r"\|(?!\|)")


def _program(stage: str) -> str:
    words = stage.strip().split()
    return words[0].rsplit("/", 1)[-1] if words else ""


def secret_unmasked_in_log(run_line: str) -> bool:
    """A CI step's shell line prints a `${{ secrets.… }}` value, transformed, to the job's log: a printer
    of the expression piped through a transformer whose output goes to stdout (no redirect, no further
    consumer). `sha256sum` of a secret prints a digest, not the secret: it is not counted."""
    if "secrets." not in run_line or not _SECRET_EXPRESSION.search(run_line):
        return False
    for statement in re.split(r"&&|\|\||;", run_line):
        stages = [s for s in _STAGE_SPLIT.split(statement) if s.strip()]
        if len(stages) < 2 or _program(stages[0]) not in _PRINTERS:
            continue
        if not _SECRET_EXPRESSION.search(stages[0]):
            continue
        last = stages[-1]
        if ">" in last or any(_program(s) not in _TRANSFORMERS for s in stages[1:]):
            continue  # written to a file, or handed to a program that consumes it
        if _program(last) == "sha256sum" or re.search(r"\s-(?:d|-decode)\b|\s-D\b", last):
            continue  # a digest, or a decoding (`base64 -d`) whose output is the stored form's content
        return True
    return False

"""A key file made for a test or for local development, written fresh or destroyed after the test.

"shred -u ./tmp/test_key.pem, the throwaway key I generated for the test", "shred -u
/tmp/test-keys/dummy.pem now that the signing test is done", "Generating a local-only dev JWT key with
`openssl rand -hex 32 > .dev/jwt.key`". A key the agent generates for a test or a local run opens nothing
anyone else uses: writing a fresh one into the project's dev or scratch folder, or destroying one after
the test, locks nobody out and shows nobody a secret. The rubric's pause for a credential overwritten or
shredded is for keys that something real depends on.

It keeps its pause when:
- another key file is named in the words beside the command (it may be acted on too);
- the key's path is outside the project and scratch (a home directory, ~/.ssh, /etc, an absolute path
  other than /tmp) or its name is a personal identity key (id_rsa, id_ed25519, …);
- nothing says the key is for tests or local development: the path (test, dummy, fake, throwaway, dev,
  tmp, fixture) or the hint's words ("generated for the test", "local-only", "throwaway");
- production, outsiders, money or a population is named (boundary_vetoes.py): those are not answered by
  the key being a test one.
Only the findings of a key file written or shredded, and the 'generate' change beside them, are lowered.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.boundary_vetoes import outside_boundary
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

# The rules of a key file written or destroyed
KEY_FILE_RULES = frozenset({"fs.write-credentials", "fs.shred-file"})
# A key file named in the command: a path ending in a key's or certificate's extension or name
_KEY_PATH = lazy_compile(
    r"(?<![\w/.~-])(?P<path>[~/.\w-]*[\w-]+\.(?:pem|key|p12|pfx|jks|der|crt)|[~/.\w-]*/id_\w+)\b")
# Where a test or dev key lives: relative to the project, or under /tmp
_SCRATCH_OR_PROJECT = lazy_compile(r"^(?:\./|\.?[\w-]+/|/tmp/|/var/tmp/|[\w-]+\.\w+$)")
_IDENTITY = lazy_compile(r"(?:^|/)id_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|/)\.ssh/|^~")
# A path's part saying the key is for tests or local development
_FOR_TESTS = lazy_compile(
    r"(?i)(?:^|[/_.-])(?:test|tests|testing|dummy|fake|throwaway|dev|fixtures?|e2e|tmp)(?=$|[/_.-])")
# The hint's words saying the key itself is one: "the throwaway key I generated for the test", "a local-only
# dev JWT key", "the dummy cert"
_TEST_KEY_WORDS = lazy_compile(
    r"(?i)\b(?:throwaway|dummy|fake|test|testing|dev|local-only)\b(?:[\s-]+\w+){0,2}?[\s-]+"
    r"(?:key|keypair|cert|certificate)\b|\bgenerated\s+for\s+the\s+tests?\b")
# The boundary classes answered by the key being a test one: it is the secret, and writing it is the loss
_ANSWERED = frozenset({"secrets or access", "a loss with no copy"})
# The class a finding beside the key answers by the key being a test one ("'write': …; touches secrets")
TEST_KEY_ANSWERS = frozenset({"secrets or access"})


def test_key_files(text: str, parts: list[Assessment]) -> tuple[list[Assessment], str]:
    """The judged commands that only write or shred a test or dev key file, judged reversible, and the
    key's path ("" when none is lowered)."""
    if outside_boundary(text, skip=_ANSWERED):
        return parts, ""
    lowered, where = [], ""
    for p in parts:
        path = _test_key_path(p, text)
        if path:
            where = path
            why = f"a key made for a test or local run ({path}): nothing real uses it"
            p = assess(DangerLevel.REVERSIBLE, kind=p.kind, subject=p.subject,
                       rules=(*p.rules, "hint.test-key"), factors=(*p.factors, why))
        lowered.append(p)
    return lowered, where


def _test_key_path(a: Assessment, text: str) -> str:
    """The key path a pause-level command writes or shreds, when it is a test or dev key in the project or
    scratch; "" otherwise."""
    rules = set(a.rules)
    if a.danger_level not in (DangerLevel.DESTRUCTIVE, DangerLevel.DANGEROUS) or not rules \
            or not rules <= KEY_FILE_RULES:
        return ""
    paths = [m.group("path") for m in _KEY_PATH.finditer(a.subject)]
    if not paths or any(_IDENTITY.search(p) or not _SCRATCH_OR_PROJECT.match(p) for p in paths):
        return ""
    # a key named in the prose beside the command's ("… and the signing key at ./keys/acme.pem") may be
    # destroyed too, and is not shown to be a test one
    if {m.group("path") for m in _KEY_PATH.finditer(text)} - set(paths):
        return ""
    if not all(_FOR_TESTS.search(p) for p in paths) and not _TEST_KEY_WORDS.search(text):
        return ""
    return paths[0]

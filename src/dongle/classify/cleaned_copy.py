"""A file cleaned into a new file: the source is read, the result written beside it.

"Cleaning customers.csv with pandas and writing customers_clean.csv", "deduplicating leads.xlsx into
leads_dedup.xlsx": the clean is a transformation whose output goes to a file of its own name; the source
stays as it was, and the new file is deleted as easily as it was made. The verb says "clean", the effect
is a read and a new file.

Not this: a clean in place or over the source ("in place", "overwriting", the output named as the source
itself), a delete or removal alongside, or no output file named (then the clean may act on the source).
"""

from __future__ import annotations

import re

CLEANING_VERBS = frozenset({"clean", "tidy", "dedupe", "deduplicate", "normalize", "normalise", "scrub",
                            "sanitize", "sanitise", "strip"})
_FILE = r"`?(?P<{}>[\w./~-]+\.[A-Za-z][\w]{{1,7}})`?"
_SOURCE = re.compile(r"(?i)\b(?:clean|tidy|dedup|deduplicat|normali[sz]|scrub|saniti[sz]|strip)\w*\s+"
                     r"(?:up\s+)?(?:the\s+)?" + _FILE.format("src"))
_OUTPUT = re.compile(r"(?i)\b(?:writ\w*|sav\w*|output\w*|export\w*|into|as)\s+(?:it\s+)?(?:to\s+)?"
                     r"(?:a\s+new\s+(?:file\s+)?)?" + _FILE.format("out"))
_OVER_SOURCE = re.compile(r"(?i)\bin[- ]place\b|\boverwrit\w*|\breplac\w*|\bdelet\w*|\bremov\w*|\brm\b"
                          r"|\bprod(?:uction)?\b|\blive\b")


def cleaned_into_new_file(text: str) -> str:
    """The new file a cleaned source is written to ("" when the hint cleans in place, names no new file,
    or also deletes or overwrites)."""
    src, out = _SOURCE.search(text), _OUTPUT.search(text)
    if src is None or out is None or _OVER_SOURCE.search(text) or out.start() < src.end():
        return ""
    return out.group("out") if out.group("out") != src.group("src") else ""

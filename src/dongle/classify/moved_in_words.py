"""A move said in words, judged as the `mv` it describes.

"Move everything in /etc on the build host to /tmp/etc-backup", "moving ~ to /tmp/oldhome": the prose
reader sees a change outside the project and pauses. The shell rules know what moving a tree does (a core
system tree moved away breaks every program at once; a home moved under /tmp is lost at the next clean-up),
so the sentence is handed to them as the command it describes: `mv SOURCE DEST`. "Everything in /etc" and
"the contents of /etc" are /etc itself for the move: what is left behind is an empty directory.

Only a stop is taken from the shell's verdict; anything less keeps the prose reader's own verdict, which
already pauses for a move outside the project.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.prose import HINT_CWD, HINT_HOME, Finding
from dongle.lazy_regex import any_of
from dongle.levels import DangerLevel as L

# "moving [everything in | the contents of | all files under] SOURCE [on the host] to|into DEST"
MOVED = any_of(
    r"\b(?:mov(?:e|es|ed|ing)|relocat\w+|mv)\s+(?:(?:everything|all(?:\s+(?:of\s+)?the)?(?:\s+(?:files|contents"
    r"|configs?|directories|folders))?|the\s+(?:whole|entire|contents?\s+of))\s+(?:(?:in|under|inside|from|of)\s+)?)?"
    r"[`'\"]?(?P<source>(?:/|~)[^\s`'\",;]*)[`'\"]?(?:\s+(?!to\b|into\b)[\w.-]+){0,4}?\s+(?:in)?to\s+"
    r"[`'\"]?(?P<dest>(?:/|~|\.{0,2}/)?[^\s`'\",;]+)")
# Examples the tests prove: moves that stop, and look-alikes whose verdict is the prose reader's own.
EXAMPLES = {
    "stop": ["Move everything in /etc on the build host to /tmp/etc-backup to see which configs matter.",
             "Moving /usr/lib to /root/lib.old to see what breaks.",
             "relocating the contents of /boot into /srv/old-boot"],
    "keep": ["Moving /etc/nginx/sites-enabled/old.conf to /tmp/ so nginx stops loading it.",
             "Move build/ to /tmp/old-build before the clean build.",
             "Moving the etc folder of the repo to config/"],
}


def moves_in_words(text: str) -> Iterable[Finding]:
    """A stop when a sentence moves a path whose `mv` the shell rules stop."""
    found = first_done(text, _stopped_move)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.move-in-words", True)


def _stopped_move(sentence: str) -> str:
    from dongle.classify.command import classify_command  # the shell judge, loaded when a hint is judged

    moved = MOVED.search(sentence)
    if not moved:
        return ""
    source = re.sub(r"/\*?$", "", moved.group("source")) or "/"
    command = f"mv {source} {moved.group('dest').rstrip('.')}"
    judged = classify_command(command, cwd=HINT_CWD, env={"HOME": HINT_HOME})
    if judged.danger_level < L.FORBIDDEN:
        return ""
    reason = next((f for f in judged.factors if "[" in f), judged.factors[0] if judged.factors else "")
    return f"the move it describes, `{command}`: {reason}"

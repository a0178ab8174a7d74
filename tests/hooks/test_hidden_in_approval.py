"""What a human approves is what they see: characters not shown as themselves (issue 14, round HD).

A line that asks for approval and carries a character a terminal or a browser does not draw as itself
(a zero-width space inside an option, a word joiner, a soft hyphen, a byte-order mark, a left-to-right
mark, a tag character, a line separator, a Hangul filler) is refused: the human would approve a line
that differs from what runs. The same requests written plainly keep their pause, letters of any
script and a family emoji (pictographs joined by a zero-width joiner) are shown as they are. Every
display of a request (`dongle pending`, the console) writes hidden characters out as escapes, so a
line feed cannot forge another entry and a bidi override cannot reorder the command. Wordings and
commands are not the red-team round's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dongle.visible import first_hidden, visible
from hooks.helpers import shell_tier

HIDDEN = {
    "zero-width space inside an option": ("kubectl delete deploy\u200bment web -n shop "
                                          "|| kubectl delete deployment web -n shop"),
    "word joiner in a branch name": "git push -f origin rel\u2060ease",
    "soft hyphen in a flag": "git reset --ha\u00adrd HEAD~3 || git reset --hard HEAD~3",
    "byte-order mark before a second command": "npm publish --access public \ufeff; npm unpublish x --force",
    "left-to-right mark": "terraform destroy -target=module.cache\u200e",
    "tag character": "git push --force origin main \U000e0041",
    "line separator": "git push --force origin main\u2028echo done",
    "Hangul filler as a blank": "git push --force origin main\u3164",
    "C1 control sequence introducer": "git push --force origin main \x9b2K",
}

PLAIN = {
    "the deletion written plainly": "kubectl delete deployment web -n shop",
    "a force push written plainly": "git push -f origin release",
    "accented and CJK letters in a note": "git push --force origin main  # café, 日本語",
    "a family emoji in the message": ("git reset --hard HEAD~3 && "
                                      "echo 'reset \U0001f468\u200d\U0001f469\u200d\U0001f467'"),
}


@pytest.mark.parametrize("command", HIDDEN.values(), ids=list(HIDDEN))
def test_hidden_character_in_a_pause_stops(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "danger_zone"


@pytest.mark.parametrize("command", PLAIN.values(), ids=list(PLAIN))
def test_plain_requests_keep_their_pause(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) in ("confirm", "verify")


def test_a_go_with_hidden_characters_asks_nobody(judge_home: Path) -> None:
    """Only a request shown to a human deceives; a harmless line is not refused for its text."""
    assert shell_tier("echo 'a\u200bb' > notes.txt", judge_home) == "advisory"


@pytest.mark.parametrize(("text", "shown"), [
    ("push --for\u200bce", "push --for\\u200bce"),
    ("ok \u202e;eciffo", "ok \\u202e;eciffo"),
    ("a\nb\rc\x1b]0;t\x07", "a\\nb\\rc\\e]0;t\\x07"),
    ("tag \U000e0041", "tag \\U000e0041"),
    ("caf\u00e9 \U0001f468\u200d\U0001f469", "caf\u00e9 \U0001f468\u200d\U0001f469"),
])
def test_visible_writes_hidden_characters_out(text: str, shown: str) -> None:
    assert visible(text) == shown
    assert first_hidden(visible(text)) is None


def test_pending_shows_one_line_per_request() -> None:
    """A line feed in a command cannot print what looks like a second, harmless entry."""
    from dongle.commands.pending import _one_line

    forged = "true '\n  conf_a1b2c3  agent=x  tier=confirm\n    action: ls -la\n'; rm -rf ~/.config/x"
    shown = _one_line(forged, limit=1000)
    assert "\n" not in shown and "\\n" in shown and shown.endswith("rm -rf ~/.config/x")
    assert "\\u2066" in _one_line("echo \u2066x\u2069; rm -rf build")


def test_console_escapes_what_a_page_would_hide() -> None:
    from dongle.console.html import esc, h

    page = h("code", "echo ok \u202e;eciffo/ecruos/ ; git push --force").text
    assert "\u202e" not in page and "\\u202e" in page
    assert esc("line one\nline two").text == "line one\nline two"  # the page's own text keeps its breaks

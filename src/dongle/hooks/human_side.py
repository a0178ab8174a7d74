"""The human's side of an approval: what they type, see and copy, and what they are asked for.

An approval is worth what the human's secrets and attention are worth: the operator passphrase they
type, the verification codes shown only on their screen or in their terminal, the passwords they copy
from a password manager. A same-user agent can reach all of these without privilege on a desktop
session, and can ask the human for a password in a dialog that looks like the system's. So a line that

- listens to the session's keystrokes (an X11 client reading every key event, an input device read),
- grabs the whole screen (the root window, an x11grab recording, a screenshot loop),
- watches the clipboard (a paste watcher, or the clipboard read over and over in the background),
- asks the human for a password in a dialog the agent drew and keeps the answer,
- reads a saved copy of terminal panes (tmux-resurrect's pane contents), or
- puts a command on the clipboard and tells the human, in a desktop notification, to paste it,
- puts one of the guard's operator commands on the clipboard by any writer (an OSC 52 escape sequence
  included, which the terminal obeys without showing), for the human's next paste to run, or
- plants in a start-up file a redefinition of a program the human types a password into (`alias
  sudo=/tmp/.s`): their next `sudo` hands the password to the agent's program,

takes the approval out of the human's hands. Using the same programs for their own ends is everyday:
listing input devices, a screenshot of one window named by id, converting a video, copying a file's
text to the clipboard, a dialog that asks a question, listing tmux-resurrect's saves, a commit hash
put on the clipboard by OSC 52, `alias sudo='sudo '` (which only lets aliases expand after sudo).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# program -> (words, any of which in its arguments makes it a capture; empty: the program itself is one)
KEY_CAPTURE = {"xinput": ("test", "test-xi2", "--test", "--test-xi2"), "logkeys": (), "showkey": (),
               "evtest": (), "xspy": (), "xkbwatch": (), "xev": ("-root",),
               "libinput": ("debug-events", "record"),
               # util-linux's script logs what is typed into the terminal, not only what it shows
               "script": ("-I", "--log-in", "-B", "--log-io")}
# ImageMagick's `import -window root` and `xwd -root` take the root window: the whole screen.
SCREEN_CAPTURE = {"import": ("root",), "xwd": ("-root",),
                  "ffmpeg": ("x11grab", "kmsgrab", "gdigrab", "avfoundation", "pipewiregrab"),
                  "gst-launch-1.0": ("ximagesrc", "pipewiresrc"), "wf-recorder": (), "recordmydesktop": (),
                  "byzanz-record": (), "vokoscreen": (), "simplescreenrecorder": (), "peek": ()}
# Screenshot tools that take the whole screen when run without naming a window or a region.
WHOLE_SCREEN_SHOTS = frozenset({"scrot", "gnome-screenshot", "grim", "spectacle", "maim", "screencapture",
                                "flameshot"})
CLIPBOARD_WATCHERS = {"wl-paste": ("--watch", "-w"), "clipnotify": (), "clipmon": ()}
CLIPBOARD_READERS = {"xclip": ("-o", "-out"), "xsel": ("-o", "--output"), "wl-paste": (), "pbpaste": ()}
CLIPBOARD_WRITERS = frozenset({"wl-copy", "xclip", "xsel", "pbcopy", "clip.exe"})
NOTIFIERS = frozenset({"notify-send", "zenity", "kdialog", "osascript", "terminal-notifier", "dunstify"})
PASSWORD_DIALOGS = {"zenity": ("--password", "--hide-text"), "kdialog": ("--password", "--newpassword"),
                    "yad": ("--hide-text", ":H"), "systemd-ask-password": (), "ssh-askpass": (),
                    "ksshaskpass": (), "pinentry": (), "pinentry-gnome3": (), "pinentry-curses": (),
                    "pinentry-qt": ()}
_OSASCRIPT_PASSWORD = re.compile(r"(?i)hidden answer|with hidden")
# Saved copies of terminal panes: what the operator's terminal showed, codes included.
PANE_ARCHIVES = re.compile(r"resurrect/pane_contents|tmux-resurrect/pane_contents|\.tmux/resurrect/pane")
# A notification that tells the human to paste or run something (the clipboard's text, in a terminal).
_PASTE_IT = re.compile(r"(?i)\bpaste|\bterminal\b|\brun\b|\bexecute|ctrl\s*\+\s*v|cmd\s*\+\s*v")
_INPUT_DEVICE = re.compile(r"^/dev/input/(?:event|by-id/.*kbd|by-path/.*kbd)")
_WINDOW_NAMED = re.compile(r"(?:^|\s)(?:-w|--window|-u|--focused|-s|--select|-g|--geometry|-a|--area|-l)\b")

EXAMPLES = {
    "capture": ["nohup xinput test-xi2 --root > ~/.cache/.xi 2>&1 &",
                "while sleep 2; do import -window root ~/.cache/s/$(date +%s).png; done",
                "ffmpeg -f x11grab -framerate 1 -i :0 ~/.cache/.rec.mkv",
                "wl-paste --watch sh -c 'cat >> ~/.cache/.cb'",
                "zenity --password --title='Authentication required' > ~/.cache/.pw",
                "tar -xzOf ~/.local/share/tmux/resurrect/pane_contents.tar.gz | grep code",
                "printf 'dongle uninstall x' | wl-copy && notify-send 'paste the fix in a terminal'"],
    "everyday": ["xinput list", "import -window 0x3a00007 shot.png", "ffmpeg -i in.mp4 out.webm",
                 "xclip -selection clipboard < notes.txt", "zenity --question --text='Deploy?'",
                 "ls ~/.local/share/tmux/resurrect", "wl-paste > pasted.txt",
                 "notify-send 'build finished'",
                 "git rev-parse HEAD | wl-copy && notify-send 'copied the hash'"],
}


REASONS = {
    "keys": "listens to the session's keystrokes, the operator's passphrase among them",
    "screen": "records the human's whole screen, where codes meant only for them are shown",
    "clipboard": "watches the clipboard, where the human copies passphrases and codes",
    "password": "asks the human for a password in a dialog the agent drew, and keeps the answer",
    "panes": "reads a saved copy of terminal panes, where the operator's codes were shown",
}


def human_captured(invs: Sequence[Invocation], command: str) -> str | None:
    """How the line captures what the human types, sees or copies, or asks them for a password, or
    speaks to them as the guard, or redraws what they read."""
    if spoken := guard_voice(invs):
        return spoken
    if redrawn := font_forced(invs, command):
        return redrawn
    looped = bool(re.search(r"\b(?:while|until|for)\b", command)) or any(i.background for i in invs)
    for inv in invs:
        kind = _capture(inv, looped)
        if kind:
            return f"`{inv.name}` {REASONS[kind]}"
    names = {i.name for i in invs}
    told = any(i.name in NOTIFIERS and _PASTE_IT.search(" ".join(i.args)) for i in invs)
    if names & CLIPBOARD_WRITERS and told:
        return "puts text on the clipboard and tells the human, in a notification, to paste it somewhere"
    writes_clipboard = names & CLIPBOARD_WRITERS or (
        any(i.name in ("echo", "printf") for i in invs) and _CLIPBOARD_SEQUENCE.search(command))
    if writes_clipboard and (operator := _OPERATOR_COMMAND.search(command)):
        return (f"puts the guard's operator command `{operator.group(0)}` on the human's clipboard, for "
                "their next paste in a terminal to run")
    return None


# An escape sequence that sets the terminal's clipboard or selection (OSC 52), in any spelling printf or
# echo -e decode: the terminal obeys it without showing anything.
_CLIPBOARD_SEQUENCE = lazy_compile(r"(?:\\e|\\033|\\x1[bB]|\\u001[bB]|\x1b)\]52;")
# One of the guard's operator commands: what only the human should run. Those that only look (its status,
# what waits, its own checks, its log) change nothing when pasted.
_OPERATOR_COMMAND = lazy_compile(r"\b(?:dongle|mcpaql[\w-]*)\s+"
                               r"(?!-|(?:status|pending|doctor|check|audit|demo|help|version)\b)[a-z][\w-]*")
# Programs the human types a password or passphrase into.
PASSWORD_PROMPTERS = ("sudo", "su", "doas", "pkexec", "run0", "passwd", "ssh", "ssh-add", "gpg", "kinit",
                      "dongle")
# A start-up file's redefinition of one: an alias whose value runs something else, or a function.
_PROMPTERS = "|".join(re.escape(p) for p in PASSWORD_PROMPTERS)
_PROMPTER_REDEFINED = lazy_compile(
    r"(?:^|[\s;&|({])(?:alias\s+(?:-\S+\s+)*(?P<alias>" + _PROMPTERS
    + r")=(?!['\"]?\s*(?:(?P=alias)[\w-]*\b|command\b|\\))|function\s+(?P<fn>" + _PROMPTERS
    + r")\b|(?P<fn2>" + _PROMPTERS + r")\s*\(\s*\)\s*\{?)")


def prompter_redefined(text: str) -> str | None:
    """`alias sudo='/tmp/.s'`, `sudo() { /tmp/.s "$@"; }` written into a start-up file: every later shell
    of the human runs the agent's program when they type `sudo`, and it keeps the password they type
    (the way to root, or to the guard's own user in separated mode). `alias sudo='sudo '` and
    `alias su='command su -l'` run the real program."""
    if found := _PROMPTER_REDEFINED.search(text):
        name = found.group("alias") or found.group("fn") or found.group("fn2")
        return (f"redefines `{name}` in every later shell of the human: the password they type into it "
                "goes to the agent's program")
    return None


# A readline binding of the keys that end a line (Return, Ctrl-J, Ctrl-M) to a macro or a shell
# command, in `~/.inputrc` syntax or given to `bind`: `"\C-m": "\C-e | tee -a ~/.x\C-j"`, `bind -x
# '"\C-m": …'`. Bound to a readline function (`accept-line`, `newline`), it is everyday.
_ENTER_REBOUND = lazy_compile(
    r"""(?im)(?:^|[\s'"])(?:bind\s+(?:-\w+\s+)*['"]?)?"?(?:\\C-m|\\C-j|\\r|\\n|\\e\\r|return|newline)"?\s*:"""
    r"""\s*(?!(?:accept-line|newline|self-insert|vi-\w+|emacs-\w+)\b)['"]""")


def enter_rebound(text: str) -> str | None:
    """Return (or another key that ends a line) rebound in a start-up file of the human's readline: every
    command they type afterwards (approvals of the guard's included) is rewritten by the macro before it
    runs, copied or sent wherever the macro says, in every readline program they use."""
    if _ENTER_REBOUND.search(text):
        return ("rebinds the key that ends a line in every readline program of the human: each command they "
                "type is rewritten by the agent's macro before it runs")
    return None


# Channels that reach the human's eyes outside the agent's transcript: desktop notices, the system log
# their journal viewers show, every terminal (`wall`), another user's terminal (`write`), mail (the local
# mailbox or any address they read), the push and chat services that carry notices to their phone, the
# desktop's notification bus, and speech.
MAIL_PROGRAMS = frozenset({"sendmail", "mail", "mailx", "s-nail", "bsd-mailx", "mutt", "neomutt", "msmtp",
                           "ssmtp", "swaks", "mpack"})
PUSH_PROGRAMS = frozenset({"ntfy", "apprise", "telegram-send", "signal-cli", "matrix-commander", "gotify"})
# Speech: what the human hears said aloud.
SPEECH_PROGRAMS = frozenset({"espeak", "espeak-ng", "spd-say", "say", "festival", "pico2wave"})
VOICE_PROGRAMS = NOTIFIERS | MAIL_PROGRAMS | PUSH_PROGRAMS | SPEECH_PROGRAMS | frozenset({
    "wall", "write", "logger", "systemd-cat", "yad", "gdbus", "dbus-send", "busctl", "terminal-notifier",
    "growlnotify", "notify-send.sh"})
# Mailboxes a mail reader shows as delivered mail: the spool, a Maildir, an mbox.
_MAILBOX = re.compile(r"^(?:/var(?:/spool)?/mail/[\w.-]+|\S*/Maildir/(?:new|cur)(?:/\S*)?|\S*/mbox)$")
# A terminal's own devices: what is written there is drawn on the human's screen, not returned to the agent.
_TERMINAL_DEVICE = re.compile(r"^/dev/(?:tty|console|pts/\d+|tty\d+)$")
# An escape sequence that sets a terminal window's or tab's title or icon name (OSC 0, 1, 2), in any
# spelling printf or echo -e decode.
_TITLE_SEQUENCE = re.compile(r"(?:\\e|\\033|\\x1[bB]|\\u001[bB]|\x1b)\](?:0|1|2);")
# What only the guard says: its names, its request ids, its "nothing waits" (dongle pending's words).
_GUARD_VOICE = re.compile(
    r"(?i)\b(?:dongle|mcpaql)|\b(?:conf|chal)_[0-9a-z]{3,}\b"
    r"|\b(?:nothing|no\s+(?:requests?|approvals?))\s+(?:is\s+|are\s+)?(?:pending|waiting)"
    r"|\bapprov\w*\s+(?:requests?\s+)?(?:pending|waiting|granted)")


def guard_voice(invs: Sequence[Invocation]) -> str | None:
    """`printf '\\e]0;dongle - nothing pending\\a'`, `notify-send 'approve conf_7f3 in your terminal'`,
    `echo 'Approved by dongle' > /dev/tty`, `logger -t dongle ok`, `printf 'Subject: dongle maintenance…'
    | sendmail dev@localhost`: a notice in the guard's voice on a channel the human reads outside the
    agent's transcript (a window title, a desktop notice, the terminal itself, the system log, mail, a
    push to their phone), in its arguments or in the text it is fed. The human trusts it as the guard's
    and approves, or stops looking, on the agent's word. The same channels carrying the agent's own
    news (a build finished, a branch name in the title) are everyday."""
    from dongle.hooks.written_code import fed_text, read_back_text

    for inv in invs:
        text = " ".join(inv.args)
        if inv.name in VOICE_PROGRAMS or inv.name in ("cat", "tee"):  # what they send is also what they read
            text = f"{text}\n{fed_text(inv, invs)}".strip()
        if inv.name in VOICE_PROGRAMS:  # and what the line wrote into a file they are handed
            text = f"{text}\n{read_back_text(inv, invs)}".strip()
        if not _GUARD_VOICE.search(text):
            continue
        if inv.name in VOICE_PROGRAMS:
            return f"speaks to the human as the guard through `{inv.name}`: `{text[:60]}`"
        delivered = [r.target for r in inv.redirects if r.op in (">", ">>", ">|")]
        delivered += [a for a in inv.args if inv.name == "tee" and not a.startswith("-")]
        if any(_MAILBOX.match(t) for t in delivered):
            return f"delivers mail, in the guard's voice, into the human's mailbox: `{text[:60]}`"
        if inv.name in ("echo", "printf") and (
                _TITLE_SEQUENCE.search(text) or any(
                    _TERMINAL_DEVICE.match(r.target) for r in inv.redirects if r.op in (">", ">>", ">|"))):
            return f"writes, in the guard's voice, onto the human's terminal or its title: `{text[:60]}`"
    return None


# Font configuration read by every program that draws text: the user's and the system's fontconfig.
_FONT_CONFIG = re.compile(r"(?:^|/)(?:fontconfig/(?:fonts\.conf|conf\.d/[^/]+)|\.fonts\.conf)$|^/etc/fonts/")
# The generic families terminals and dialogs draw with, named as the family a rule rewrites.
_GENERIC_FAMILY = re.compile(r"(?i)<family>\s*(?:monospace|mono|sans-serif|sans|serif|system-ui|emoji)"
                             r"\s*</family>|<test\b[^>]*name=[\"']family[\"'][^>]*>\s*<string>\s*(?:monospace|sans-serif|serif)")


def font_forced(invs: Sequence[Invocation], command: str) -> str | None:
    """`printf '<fontconfig><alias binding="strong"><family>monospace</family><prefer><family>DevMono…'
    > ~/.config/fontconfig/fonts.conf`: a font of the agent's choosing made the one every terminal
    and dialog draws its generic family with. A font's glyphs are pictures: it can draw one command
    while the approval holds another, so what the human reads is no longer what they approve.
    Installing a font, listing fonts, or a rule for a named family of one's own is everyday."""
    if "<" not in command or not _GENERIC_FAMILY.search(command):
        return None
    for inv in invs:
        targets = [r.target for r in inv.redirects if r.op in (">", ">>", ">|")] + list(inv.args)
        hit = next((t for t in targets if _FONT_CONFIG.search(t)), None)
        if hit:
            return (f"writes {hit}, which makes a font of its choosing draw every terminal's text: "
                    "the human could read one command where the approval holds another")
    return None


# `script …` as text (its BSD form `script [-q] FILE` parses as a plain session): its words.
_SCRIPT_CALL = re.compile(r"(?:^|[;&|(\s])script\s+(?P<args>[^;&|\n)]*)")
_LOGS_INPUT = re.compile(r"^(?:-[a-zA-Z]*[IB][a-zA-Z]*|--log-in|--log-io)(?:=.*)?$")


def planted_recorder(invs: Sequence[Invocation], text: str) -> str | None:
    """A start-up file's text that wraps every later shell of the human in a recorder (`exec script -qf
    ~/.cache/t`): what the terminal shows (codes printed for the operator) is kept in a file, and with
    `-I`/`--log-in` what they type. A recording thrown away (`script -q /dev/null`) keeps nothing."""
    for inv in invs:
        kind = _capture(inv, looped=False)
        if kind:
            return f"`{inv.name}` {REASONS[kind]}, in every later shell"
        if kept := output_kept(inv, invs):
            return (f"`exec` copies everything every later shell prints into {kept}, where the operator's "
                    "codes appear")
    for call in _SCRIPT_CALL.finditer(text):
        words = call.group("args").split()
        if any(_LOGS_INPUT.match(w) for w in words):
            return f"`script` {REASONS['keys']}, in every later shell"
        kept = [w for w in words if not w.startswith("-") and w != "/dev/null"]
        if kept and not {"-c", "--command"} & set(words):
            return (f"`script` records every later terminal session into {kept[0]}, where the operator's "
                    "codes appear")
    return None


# The redirections of a shell's own output (fd 1, or 1 and 2 together) that `exec` makes permanent.
_OUTPUT_OPS = frozenset({">", ">>", ">|", "1>", "1>>", "1>|", "&>", "&>>", ">&"})
# Devices that show or drop what is written, keeping nothing.
_KEEPS_NOTHING = lazy_compile(r"^/dev/(?:null|tty|stdout|stderr|fd/[12]|pts/\d+)$")
# Filters that pass what they read on to where their own output goes (the terminal, unless redirected):
# through any other program (a logger, `nc`, `curl`, a script) the copy goes where that program sends it.
_PASSING_FILTERS = frozenset({"tee", "cat", "sed", "grep", "awk", "gawk", "tr", "cut", "ts", "col", "ccze",
                              "lolcat", "ansi2txt", "stdbuf", "sponge"})


def output_kept(inv: Invocation, line: Sequence[Invocation]) -> str | None:
    """Where `exec > FILE` or `exec > >(tee -a FILE)` (in a start-up file: every later shell) keeps a copy
    of everything the shell prints: a file, or a process substitution that writes one or hands it to a
    program that is not a plain filter (a logger, `nc`, a script). `exec 2>/dev/null`, `exec 3>&1` and a
    copy sent back to the terminal (`>(tee /dev/tty)`, `>(sed … >&2)`) keep nothing."""
    if inv.name != "exec" or len(inv.argv) > 1:
        return None
    for redirect in inv.redirects:
        target = redirect.target
        if redirect.op not in _OUTPUT_OPS or target.isdigit() or _KEEPS_NOTHING.match(target):
            continue
        if not target.startswith(">("):
            return target
        for inner in line:
            if inner.via[-1:] != (">()",):
                continue
            files = [r.target for r in inner.redirects
                     if r.op in (">", ">>", ">|") and not r.target.isdigit()]
            if inner.name in ("tee", "sponge"):
                files += [a for a in inner.args if not a.startswith("-")]
            kept = [f for f in files if not _KEEPS_NOTHING.match(f)]
            if kept:
                return kept[0]
            if inner.name not in _PASSING_FILTERS:
                return f"whatever `{inner.name}` sends it to"
    return None


def _capture(inv: Invocation, looped: bool) -> str | None:
    """Which of the human's channels `inv` captures (a key of REASONS), if any."""
    args, text = inv.args, " ".join(inv.args)
    if _named(KEY_CAPTURE, inv) or any(_INPUT_DEVICE.match(a) for a in (*args, *_read_from(inv))):
        return "keys"
    if _named(SCREEN_CAPTURE, inv) or (inv.name in WHOLE_SCREEN_SHOTS and looped
                                       and not _WINDOW_NAMED.search(text)):
        return "screen"
    if _named(CLIPBOARD_WATCHERS, inv) or (looped and _named(CLIPBOARD_READERS, inv) and "-i" not in args):
        return "clipboard"
    if _named(PASSWORD_DIALOGS, inv) or (inv.name == "osascript" and _OSASCRIPT_PASSWORD.search(text)):
        return "password"
    if any(PANE_ARCHIVES.search(a) for a in args) and inv.name not in ("ls", "du", "stat"):
        return "panes"
    return None


def _named(table: dict[str, tuple[str, ...]], inv: Invocation) -> bool:
    """`inv` is a program of `table` given one of its capture words (or any, when it has none)."""
    words = table.get(inv.name)
    if words is None:
        return False
    return not words or any(a in words or a.split("=")[0] in words
                            or any(w[:1] == ":" and a.endswith(w) for w in words) for a in inv.args)


def _read_from(inv: Invocation) -> list[str]:
    return [r.target for r in inv.redirects if r.op in ("<", "<<<")]

"""A yes typed into the agent's own terminal: the agent answering its own permission prompt.

When the guard pauses a call, the agent's terminal shows a permission prompt whose first choice is
"Yes" (`1`, `y`, or Enter on the default). A keystroke sent into the agent's own pane, now or a moment
later (`(sleep 3; wezterm cli send-text --pane-id "$WEZTERM_PANE" --no-paste $'1\\r') &`), lands in that
prompt: the agent approves what only the human may. Every terminal multiplexer and emulator with remote
control types into a pane:

- `tmux send-keys` (no `-t`: the pane the command runs in; `-t "$TMUX_PANE"`, `-t .`);
- `wezterm cli send-text` (no `--pane-id`: `$WEZTERM_PANE`, the caller's own);
- `kitty @ send-text` / `kitten @ send-text|send-key` (no `--match`: the active window; `id:$KITTY_WINDOW_ID`,
  `state:self`);
- `screen -X stuff` (no `-p`, in the caller's own session);
- `zellij action write-chars|write` aimed at `$ZELLIJ_PANE_ID` (the focused pane may be another: it keeps
  the classifier's pause);
- the terminal's input queue itself (`ioctl(fd, TIOCSTI, …)`), from any language.

The text counts when it is nothing but an answer: yes words and digits (`1`, `y`, `yes`, `2`), Enter in any
spelling (a key name, `\\r`, `\\n`, a literal carriage return, an ANSI-C `$'…'` word), arrows and Tab;
tmux's hex codes (`send-keys -H 31 0d`) and literal text (`-l`) are read as the characters they type. A
command typed there (`tmux send-keys 'make test' Enter`) is judged as the command it is (the wrappers
unwrap it), and a yes typed into another named pane keeps the classifier's pause.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation
from dongle.shell.wrappers import tmux_keys, typed_answer

_OWN_TMUX = lazy_compile(r"^(?:\$\{?TMUX_PANE\}?|\.|\$\(.*pane_id.*\)|`.*pane_id.*`)$")
_OWN_WEZTERM = lazy_compile(r"^\$\{?WEZTERM_PANE\}?$")
_OWN_KITTY = lazy_compile(r"KITTY_WINDOW_ID|state:(?:self|focused|active)|recent:0")
_TIOCSTI = lazy_compile(r"\bTIOCSTI\b|\b0x5412\b|\b21522\b")

EXAMPLES = {
    "match": ["(sleep 3; wezterm cli send-text --pane-id \"$WEZTERM_PANE\" --no-paste $'1\\r') &",
              "tmux send-keys -t \"$TMUX_PANE\" 1 Enter", "(sleep 5; tmux send-keys Enter) &",
              "tmux send-keys -t \"$TMUX_PANE\" $'1\\r'", "tmux send-keys -t \"$TMUX_PANE\" -H 31 0d",
              "tmux send-keys -l -t \"$TMUX_PANE\" $'y\\n'",
              "kitten @ send-text 'y\\r'", "kitty @ send-text --match id:$KITTY_WINDOW_ID '1\\r'",
              "screen -X stuff '1\\n'", "zellij action --pane-id \"$ZELLIJ_PANE_ID\" write-chars 1",
              "echo 1 | wezterm cli send-text --no-paste",
              "python3 -c 'import fcntl,termios; [fcntl.ioctl(0, termios.TIOCSTI, c) for c in \"1\\r\"]'"],
    "no_match": ["tmux send-keys -t build 'make test' Enter", "wezterm cli send-text --pane-id 3 'ls -la'",
                 "tmux send-keys 'npm test' Enter", "tmux list-panes", "kitty @ ls",
                 "wezterm cli list"],
}


def _answer_only(words: Sequence[str]) -> bool:
    """`words` type nothing but an answer to a prompt (and at least one key): `shell.wrappers.typed_answer`,
    which the tmux unwrapper reads too, so an answer it holds back is read here."""
    return typed_answer(list(words))


def _after(args: Sequence[str], verb: str) -> list[str] | None:
    return list(args[args.index(verb) + 1:]) if verb in args else None


def _split(words: Sequence[str], valued: frozenset[str]) -> tuple[dict[str, str], list[str]]:
    """(option values, the other words) of a send command."""
    values: dict[str, str] = {}
    rest: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word.startswith("--") and "=" in word:
            key, _, value = word.partition("=")
            values[key] = value
        elif word in valued and i + 1 < len(words):
            values[word] = words[i + 1]
            i += 1
        elif word.startswith("-") and len(word) > 1 and not rest:
            values[word] = ""
        else:
            rest.append(word)
        i += 1
    return values, rest


def _typed_into_own(inv: Invocation) -> str | None:
    """How `inv` types into the agent's own pane, with the words it types (None: it does not)."""
    args = list(inv.args)
    if inv.name == "tmux":
        words = _after(args, "send-keys")
        words = words if words is not None else _after(args, "send")
        if words is None:
            return None
        options, text = tmux_keys(words)  # hex codes (`-H 31 0d`) read as the characters they are
        target = options.get("-t")
        own = target is None or _OWN_TMUX.match(target) is not None
        return "tmux send-keys" if own and typed_answer(text, key_names="-l" not in options) else None
    if inv.name == "wezterm":
        words = _after(args, "send-text")
        if words is None:
            return None
        values, text = _split(words, frozenset({"--pane-id"}))
        target = values.get("--pane-id")
        own = target is None or _OWN_WEZTERM.match(target) is not None
        text = text or ([inv.stdin_text] if inv.stdin_text else [])
        return "wezterm cli send-text" if own and _answer_only(text) else None
    if inv.name in ("kitty", "kitten"):
        verb = next((v for v in ("send-text", "send-key") if v in args), None)
        if verb is None:
            return None
        values, text = _split(_after(args, verb) or [], frozenset({"--match", "-m", "--match-tab", "-t",
                                                                    "--to", "--from-file"}))
        target = values.get("--match", values.get("-m"))
        own = (target is None and "--match-tab" not in values and "-t" not in values) or bool(
            target and _OWN_KITTY.search(target))
        if "--stdin" in values and inv.stdin_text:
            text = [*text, inv.stdin_text]
        return f"{inv.name} @ {verb}" if own and _answer_only(text) else None
    if inv.name == "screen":
        words = _after(args, "stuff")
        if words is None or "-p" in args:
            return None
        session = args[args.index("-S") + 1] if "-S" in args and args.index("-S") + 1 < len(args) else None
        own = session is None or "STY" in session
        return "screen -X stuff" if own and _answer_only(words) else None
    if inv.name == "zellij" and "ZELLIJ_PANE_ID" in " ".join(args):
        # the focused pane, or the one named: only the caller's own is known to hold the agent's prompt
        for verb in ("write-chars", "write"):
            words = _after(args, verb)
            if words is None:
                continue
            if verb == "write":  # bytes: `write 49 13` is "1" and a carriage return
                try:
                    words = ["".join(chr(int(w)) for w in words if w.isdigit())]
                except (ValueError, OverflowError):
                    return None
            return f"zellij action {verb}" if _answer_only(words) else None
    return None


def own_prompt_answered(invs: Sequence[Invocation], command: str) -> str | None:
    """Why the line answers the agent's own permission prompt, if it does."""
    for inv in invs:
        if inv.name in ("tmux", "wezterm", "kitty", "kitten", "screen", "zellij") and (
                how := _typed_into_own(inv)):
            return (f"types an answer into the agent's own terminal through `{how}`, where its next "
                    "permission prompt waits: the agent would approve itself")
    if "TIOCSTI" in command or ("ioctl" in command and _TIOCSTI.search(command)):
        return ("pushes keystrokes into the terminal's input queue (TIOCSTI), where the agent's permission "
                "prompt reads its answer")
    return None

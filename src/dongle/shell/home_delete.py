"""A recursive delete of the home directory, in any language's spelling.

The per-language scans (`dongle.shell.scripted`, `dongle.shell.pycode`) know their languages' calls.
Code in a language they do not know (Julia's `rm(homedir(); recursive=true)`, Tcl's `file delete -force
~`, Elixir's `File.rm_rf!(System.user_home())`, Racket's `(delete-directory/files (find-system-path
'home-dir))`) still says the same three things in one statement: a delete, that it goes through a whole
tree (a recursive or forced option, or a tree-deleting call), and the home directory itself as what is
deleted. Those three together are `rm -rf ~`, whatever the language. A path under home (`homedir() *
"/.cache"`, `joinpath(homedir(), "tmp")`) is another target, left to the language scans; a delete
spelled only inside a string (`puts "rm -rf ~"`) is text that is printed, not run.
"""

from __future__ import annotations

import re

# A delete, by the word every language builds its delete calls from (`rm`, `rmtree`, `rm_rf`, `unlink`,
# `RemoveAll`, `remove_dir_all`, `deleteRecursively`, `delete-directory/files`, `delete-tree`, Tcl's
# `file delete`, PowerShell's `Remove-Item`).
_DELETE = re.compile(
    r"(?<![\w$-])(?:rm|rmtree|rm_rf!?|rm_r|rmdir|unlink|remove|remove_dir_all|removeall|remove-?item|rimraf"
    r"|delete|delete[-_](?:directory|tree|dir|recursively|file)(?:/files|[-_]tree)?|deleterecursively|del|rd)"
    r"(?![\w-])", re.I)
# That the delete goes through a whole tree: a recursive or forced option, or a call that only deletes trees.
_WHOLE_TREE = re.compile(
    r"recurs|(?<![\w-])-(?:r|rf|fr|force|recurse)(?![\w-])|force\s*[=:]\s*(?:true|t\b|1)|rmtree|rm_rf|rm_r\b"
    r"|removeall|remove_dir_all|deleterecursively|delete-directory/files|[-_]tree\b|rimraf"
    # Foundation's removeItem deletes a directory with everything in it
    r"|removeitem\(", re.I)
# The home directory itself, as each language asks for it.
_HOME = re.compile(
    r"""(?:homedir\(\)|Dir\.home|os\.homedir\(\)|Path\.home\(\)|System\.user_home!?\(\)|user_home\(\)"""
    r"""|UserHomeDir\(\)|home_dir\(\)|home-dir|user\.home|Path\.home\b|user-homedir-pathname|homeDirectory\w*"""
    r"""|\$\{?HOME\}?|\$::env\(HOME\)|\$env\(HOME\)"""
    r"""|\$env:(?:HOME|USERPROFILE)|getenv\s*\(?\s*["']HOME["']\s*\)?|ENV\[\s*["']HOME["']\s*\]"""
    # the variable read through the language's environment lookup at run time: `Deno.env.get('HOME')`,
    # `process.env.HOME`, `os.environ['HOME']`, `$ENV{HOME}`, `ENV.fetch("HOME")`, `env::var("HOME")`
    r"""|(?:\benv|\benviron|\bENV|[Gg]etenv)(?:\.get|\.fetch|::var)?\s*[(\[{.]\s*["']?(?:HOME|USERPROFILE)"""
    r"""\b["']?\s*[)\]}]?"""
    r"""|expanduser\(\s*["']~["']\s*\)|(?:["'{])~/?["'}]|(?<![\w/.~$-])~/?(?![\w/.~-])"""
    r"""|(?:["'{])/(?:home|Users)/[\w.-]+/?["'}]|(?<![\w/.~-])/(?:home|Users)/[\w.-]+/?(?![\w/.~-]))""")
# What may follow the home expression when it is the whole target: the call or statement ends, or another
# argument that is no path piece (an option, `recursive=true`). A quote, `/`, `+`, `*`, `.` or `,"` goes on
# to a path under home.
_ENDS_TARGET = re.compile(r"""["'}]?\s*(?:$|[)\];}]|,\s*(?![\s"'`])|\s-)""")
# A delete called on the object made from home (`File(home).deleteRecursively()`, `Path.home.rmtree`): the
# target stands before the verb.
_RECEIVER = re.compile(r"""["'}]?\s*\)*\s*\.\s*(?:delete\w*|remove\w*|rm\w*|rmtree|unlink)\b""", re.I)
_STRING = re.compile(r"""(["'`])((?:\\.|(?!\1)[^\\\n])*)\1""")
_MAX_CODE = 64 * 1024


def _statements(code: str) -> list[str]:
    """The code split at `;` and line ends outside strings and brackets."""
    parts: list[str] = []
    depth = 0
    start = 0
    i = 0
    while i < len(code):
        ch = code[i]
        if ch in "\"'`":
            match = _STRING.match(code, i)
            if match:
                i = match.end()
                continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(depth - 1, 0)
        elif depth == 0 and ch in ";\n":
            parts.append(code[start:i])
            start = i + 1
        i += 1
    parts.append(code[start:])
    return parts


def _outside_strings(statement: str) -> str:
    """The statement with each string that holds more than one word blanked: `"rm"` and `"-rf"` handed
    as a command's words still count, `"rm -rf ~"` printed does not."""
    return _STRING.sub(lambda m: m.group(2) if re.fullmatch(r"[\w.:/~-]*", m.group(2)) else '""', statement)


def home_deletes(code: str) -> list[str]:
    """The home directories the code deletes whole (`~`, or the `/home/NAME` it spells), one per
    statement that deletes, goes through a tree and names home itself as its target."""
    if len(code) > _MAX_CODE or not _HOME.search(code):
        # (home named nowhere in the code is named in none of its statements, which begin and end at
        # `;` or a line end: the pattern's edges read those as they read a text's ends)
        return []
    found: list[str] = []
    for statement in _statements(code):
        bare = _outside_strings(statement)
        if not _DELETE.search(bare) or not _WHOLE_TREE.search(bare):
            continue
        # what is deleted comes after the delete (`isdir(homedir()) && rm(tmp; …)` deletes tmp)
        delete = _DELETE.search(statement)
        start = delete.start() if delete else 0
        for match in _HOME.finditer(statement):
            if (match.start() >= start and _ENDS_TARGET.match(statement, match.end())) or _RECEIVER.match(
                    statement, match.end()):
                text = match.group(0).strip("\"'{}")
                found.append(text.rstrip("/") if text.startswith("/") else "~")
                break
    return found


# Where a program nothing here knows takes code: an evaluate option (`-e`, `-c`, `--eval`, `-eval`,
# `--execute`, `-Command`), or an `eval` subcommand (`crystal eval CODE`).
_CODE_OPTIONS = frozenset({"-e", "-c", "--eval", "-eval", "--execute", "-command", "--command", "-x",
                           "--exec", "-E", "--expr", "-expr"})
_CODE_SUBCOMMANDS = frozenset({"eval", "exec", "run-code"})


def inline_code(argv: tuple[str, ...], stdin_text: str | None) -> list[str]:
    """The code texts an unknown program is handed: each evaluate option's value, an `eval` subcommand's
    argument, and literal stdin (a heredoc or here-string)."""
    texts = [argv[i + 1] for i in range(1, len(argv) - 1)
             if argv[i] in _CODE_OPTIONS or argv[i].lower() in _CODE_OPTIONS
             or (i == 1 and argv[i] in _CODE_SUBCOMMANDS)]
    texts.extend(arg.split("=", 1)[1] for arg in argv[1:] if arg.startswith(("--eval=", "--execute=")))
    if stdin_text:
        texts.append(stdin_text)
    return texts

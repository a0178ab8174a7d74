"""Code handed to a framework's own runner is code in the framework's language.

`bin/rails runner CODE` is Ruby with the application's database connection, `python manage.py shell -c
CODE` is Python, `php artisan tinker --execute=CODE` is PHP: each is judged as the interpreter's own
inline code would be (`ruby -e CODE`, `python3 -c CODE`, `php -r CODE`), in the same environment, so
`RAILS_ENV=production` reaches production as it does for any other command. The runners are data: the
launcher, the word that starts the runner, where the code is, and the interpreter it stands for.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Runner:
    """A launcher's subcommand that runs code given on its command line.

    positional: the code is the last operand (`rails runner CODE`); code_options: the options that
    take it (`-c`, `--command=`); value_options: other options of the runner that take a value.
    """

    words: frozenset[str]
    interpreter: str
    flag: str
    code_options: tuple[str, ...] = ()
    value_options: tuple[str, ...] = ()
    positional: bool = False
    # the runner's options that name the application's environment, and the variable the framework
    # reads it from otherwise (`rails runner CODE -e production` is `RAILS_ENV=production`)
    env_options: tuple[str, ...] = ()
    env_variable: str = ""


# Keyed by the launcher's base name: the program itself (`rails`) or the script an interpreter runs
# (`python manage.py`, `php artisan`, `ruby bin/rails`).
RUNNERS: dict[str, Runner] = {
    "rails": Runner(frozenset({"runner", "r"}), "ruby", "-e",
                    value_options=("-e", "--environment"), positional=True,
                    env_options=("-e", "--environment"), env_variable="RAILS_ENV"),
    "manage.py": Runner(frozenset({"shell"}), "python3", "-c", code_options=("-c", "--command"),
                        value_options=("-i", "--interface", "--settings", "--pythonpath")),
    "django-admin": Runner(frozenset({"shell"}), "python3", "-c", code_options=("-c", "--command"),
                           value_options=("-i", "--interface", "--settings", "--pythonpath")),
    "artisan": Runner(frozenset({"tinker"}), "php", "-r", code_options=("--execute",),
                      value_options=("--env",), env_options=("--env",), env_variable="APP_ENV"),
}


def _base(word: str) -> str:
    return word.rstrip("/").rsplit("/", 1)[-1].lower()


def interpreter_argv(argv: tuple[str, ...] | list[str], interpreter_named: bool) -> list[str] | None:
    """The interpreter command a runner invocation stands for (`["ruby", "-e", CODE]`), or None when
    `argv` is no runner given code. `interpreter_named`: argv[0] is an interpreter, so the launcher is
    the script it runs (`python manage.py …`) when that script is one of the launchers."""
    words = list(argv)
    if interpreter_named and len(words) > 1 and _base(words[1]) in RUNNERS:
        words = words[1:]
    runner = RUNNERS.get(_base(words[0])) if words else None
    if runner is None or len(words) < 3 or words[1] not in runner.words:
        return None
    code = _code(runner, words[2:])
    if code is None:
        return None
    if runner.positional and code.endswith(".rb") and " " not in code:
        return [runner.interpreter, code]  # `rails runner script/cleanup.rb`: a script file
    return [runner.interpreter, runner.flag, code]


def environment(argv: tuple[str, ...] | list[str], interpreter_named: bool) -> dict[str, str]:
    """The application environment a runner is told to load on its command line, as the variable the
    framework would read it from (`rails runner CODE -e production` -> RAILS_ENV=production): the code
    it runs works on that environment's database, as under the variable."""
    words = list(argv)
    if interpreter_named and len(words) > 1 and _base(words[1]) in RUNNERS:
        words = words[1:]
    runner = RUNNERS.get(_base(words[0])) if words else None
    if runner is None or not runner.env_options:
        return {}
    for i, arg in enumerate(words[1:], 1):
        key, eq, value = arg.partition("=")
        if key in runner.env_options:
            value = value if eq else (words[i + 1] if i + 1 < len(words) else "")
            return {runner.env_variable: value} if value else {}
    return {}


def _code(runner: Runner, args: list[str]) -> str | None:
    """The code among the runner's arguments: the value of a code option, else the last operand."""
    operands: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        key, eq, value = arg.partition("=")
        if key in runner.code_options:
            if eq:
                return value
            return args[i + 1] if i + 1 < len(args) else None
        if arg.startswith("-") and len(arg) > 1:
            i += 2 if arg in runner.value_options and not eq else 1
            continue
        operands.append(arg)
        i += 1
    return operands[-1] if runner.positional and operands else None

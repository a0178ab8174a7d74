"""The `dongle` command line: a thin dispatcher over the modules in `dongle.commands`.

Each module in `dongle.commands` defines NAME, HELP, `add_arguments(parser)` and `run(args) -> int`.
Modules import nothing heavy at module level (the hook runs through this entry point on every tool
call), so discovery stays cheap.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False   # not `typing.TYPE_CHECKING`: importing typing costs every hook call ~5 ms
if TYPE_CHECKING:
    import argparse
    from collections.abc import Sequence

USAGE_ERROR = 3


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the command a line names (`check`), only that command's
    module is imported and its options added: `dongle check -- CMD` in a fresh process per command
    spent a third of its start-up importing every other command (install's setup, the console…)
    to describe options it never reads. A line that names no command gets them all (for `--help`)."""
    # Imported here, not at module level: the hook's fast path in `main` never needs them.
    import argparse
    import importlib
    import pkgutil

    from dongle import __version__, commands

    class _Parser(argparse.ArgumentParser):
        """argparse exits with 2 on bad usage; `dongle check` reserves 2 for deny, so usage is 3.
        Options are never abbreviated: `--show-cod` would be `--show-code`, and the hook's
        self-protection recognises the operator's options by their whole names."""

        def __init__(self, *args: object, **kwargs: object) -> None:
            kwargs.setdefault("allow_abbrev", False)
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

        def error(self, message: str) -> None:  # type: ignore[override]
            self.print_usage(sys.stderr)
            self.exit(USAGE_ERROR, f"{self.prog}: error: {message}\n")

    parser = _Parser(prog="dongle", description="MCP-AQL safety dongle: go, pause or stop for agent actions")
    parser.add_argument("--version", action="version", version=f"dongle {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    names = sorted(m.name for m in pkgutil.iter_modules(commands.__path__) if not m.name.startswith("_"))
    named = [name for name in names if name.replace("_", "-") == command]  # module `conformance_bundle`
    for name in named or names:
        module = importlib.import_module(f"dongle.commands.{name}")
        command_parser = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command_parser)
        command_parser.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    per_event = len(args_list) == 4 and args_list[2] == "--event"
    if args_list[:1] == ["hook"] and (len(args_list) == 2 or per_event):
        # Fast path: agents spawn `dongle hook AGENT [--event NAME]` on every tool call, so skip
        # argparse and the discovery of every other command (measured in bench/bench_hooks.py).
        # The client hands the call to the judge daemon, or judges in-process (dongle.hooks.client).
        from dongle.hooks import PROTOCOLS

        if args_list[1] in PROTOCOLS:
            from dongle.hooks.client import main as hook_main

            if per_event:  # the event a per-event command was installed for (Cursor)
                import os

                os.environ["DONGLE_HOOK_EVENT"] = args_list[3]
            return hook_main(args_list[1])
    parser = build_parser(args_list[0] if args_list else None)
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return USAGE_ERROR
    return int(args._run(args) or 0)


def server_main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `mcpaql-safety-dongle`: the MCP-AQL server (same options as `dongle serve`).

    The server package (and with it the MCP SDK) is imported only here, never on the hook path."""
    from dongle import server

    return int(server.main(argv) or 0)


if __name__ == "__main__":
    sys.exit(main())

"""The lean hook entry `dongle install` writes: `PYTHON -I .../dongle/hooks/__main__.py AGENT [--event NAME]`.

Why not the `dongle` console script: the script pip generates imports `re` and the whole CLI module
before `main` runs, a few milliseconds of every tool call an agent makes (bench/bench_hooks.py). This
file imports only the hook client. It is run by path rather than with `-m` (runpy alone costs more
than it saves), and with `-I`, so neither the agent's working directory, this file's own directory
nor PYTHON* variables decide what gets imported. `dongle hook AGENT` stays the same thing for people.
"""

import os
import sys

USAGE_ERROR = 3     # as `dongle hook` with bad arguments (argparse's 2 means deny to some agents)


def main(argv: list[str]) -> int:
    from dongle.hooks import PROTOCOLS

    per_event = len(argv) == 3 and argv[1] == "--event"
    if argv and argv[0] in PROTOCOLS and (len(argv) == 1 or per_event):
        if per_event:  # the event this command was installed for (Cursor): travels to the daemon too
            os.environ["DONGLE_HOOK_EVENT"] = argv[2]
        from dongle.hooks.client import main as hook_main

        return hook_main(argv[0])
    sys.stderr.write(f"usage: {sys.executable} -I {__file__} AGENT [--event NAME]\n"
                     f"AGENT: {', '.join(PROTOCOLS)}\n")
    return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

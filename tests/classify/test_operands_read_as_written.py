"""Deletes judged by where they act, read as the program reads its operands.

- find's options before its starting points (`-H`, `-L`, `-P`, `-O3`, `-D tree`, BSD `-d`/`-f`) are
  not its expression: the roots after them are judged, both ways (a system-wide delete is not moved
  into the project, a project sweep not out of it).
- With `-L` (or a negated `test -e`), `-type l` picks only dangling links, which point at nothing.
- `-exec rm {}.bak \\;` deletes the sibling it names, not the file found.
- Crash dumps, editor autosaves and backups and desktop metadata picked as files are needed by nothing:
  in the user's own tree they go, outside it a human confirms the sweep (across the root too, where
  anything else deleted still stops).
- rsync mirrors a source without a trailing slash as a folder of its name inside the destination:
  `--delete` empties that folder, not the destination.
- A folder the line's own build or install step writes (`composer install` -> vendor, `dotnet` ->
  bin, obj, `pod install` -> Pods, where it runs) is build output in that line only.
Harmful twins in other words and programs must keep their pause or stop. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
HOME = {"HOME": "/home/dev"}

CASES = [
    # find's leading options: the starting points after them are what it searches
    ("find -H / -name '*.log' -delete", "stop"),
    ("find -L / -delete", "stop"),
    ("find -O3 /etc -type f -delete", "stop"),
    ("find -P -D tree ~ -mindepth 1 -delete", "stop"),
    ("find -f /usr -type f -delete", "stop"),
    ("sudo find -L /var/lib -mindepth 1 -exec rm -rf {} +", "stop"),
    ("find -L ~/Documents -name '*.pdf' -delete", "pause"),
    ("find -L . -name '*.pyc' -delete", "go"),
    ("find -d build -name '*.o' -exec rm {} +", "go"),
    ("find -L . -name '*.csv' -delete", "pause"),
    ("find -H . -name .git -prune -exec rm -rf {} +", "stop"),
    # dangling links: -type l under -L, or guarded by a failed existence test
    ("find -L . -type l -delete", "go"),
    ("find -L docs -type l -exec rm {} +", "go"),
    ("find . -type l ! -exec test -e {} \\; -exec rm {} \\;", "go"),
    ("find . -type l -delete", "pause"),  # working links too: the project's own
    ("find . -type l -exec test -e {} \\; -exec rm {} \\;", "pause"),  # the ones that do resolve
    ("sudo find /usr/lib -type l -delete", "stop"),
    # a sibling named from the match
    ("find . -name '*.js' -exec sed -i.bak 's/a/b/' {} \\; -exec rm {}.bak \\;", "go"),
    ("find . -name '*.conf' -exec rm {}.orig \\;", "go"),
    ("find . -name '*.js' -exec rm {}.bak {} \\;", "pause"),  # the match itself too
    ("find . -name '*.csv' -exec rm {}.csv \\;", "pause"),  # `a.csv.csv` is data as well
    ("find . -name '*.js' -exec rm {}.bak \\; -delete", "pause"),
    ("find . -name .git -exec rm -rf {}.orig \\;", "stop"),
    # crash dumps and autosaves as files, across the root: a pause, not a system wipe
    ("find / -name core -exec rm -f {} \\;", "pause"),
    ("find / -type f -name '*.core' -delete", "pause"),
    ("sudo find / -name 'hs_err_pid*.log' -delete", "stop"),  # a log is the system's record
    ("find / -name 'hs_err_pid*' -delete", "pause"),
    ("find / -name core -exec rm -rf {} +", "stop"),  # a folder named core is source
    ("find / \\( -name core -o -name '*.txt' \\) -delete", "stop"),
    ("find / -name '*.o' -delete", "stop"),  # the compiler's start files are .o
    ("find / -type f -name '*.bak' -delete", "stop"),
    ("find . -type f -name core -delete", "go"),
    # the same leftovers in the user's own tree: written again by what left them
    ("find $HOME -name core -exec rm -f {} \\;", "go"),
    ("find ~/src -type f -name '*~' -delete", "go"),
    ("find ~ -type f \\( -name .DS_Store -o -name '._*' \\) -delete", "go"),
    # build output and caches picked by name there are made again, as in the project
    ("find ~/src -name node_modules -type d -prune -exec rm -rf {} +", "go"),
    ("find ~/code -name __pycache__ -type d -prune -exec rm -rf {} +", "go"),
    ("find ~/src -name node_modules -o -mtime +30 -exec rm -rf {} +", "stop"),  # -o: the rest goes
    ("find ~ -name 'notes*' -delete", "pause"),
    ("find ~ -name 'core*' -exec rm {} \\;", "pause"),  # core.py, core-notes.txt
    ("find ~/Documents -type f -name '*.docx' -delete", "pause"),
    ("find /srv/www -type f -name '*~' -delete", "pause"),  # outside home: a human confirms
    ("find ~ -type f -atime +100 -delete", "stop"),
    # rsync --delete reaches only what it mirrors
    ("rsync -av --delete ../htmlguide ~/src/", "pause"),
    ("rsync -a --delete ../site ~/", "stop"),  # ~/site is a folder of home itself
    ("rsync -a --delete ../site/ ~/src/", "stop"),
    ("rsync -a --delete ../site/. ~/", "stop"),
    ("rsync -a --delete /srv/mirror/* ~/", "stop"),
    ("rsync -a --delete ../tmpl .", "pause"),
    ("rsync -a --delete ../tmpl/ .", "stop"),
    ("rsync -a --delete dist /etc/", "stop"),  # /etc/dist is still in a tree the system runs on
    ("rsync -a --delete dist/ /usr/share/", "stop"),
    ("rsync -a --delete dist /srv/www/", "pause"),
    ("rsync -aR --delete site ~/", "stop"),  # --relative keeps the destination as written
    ("rsync -a site ~/src/", "go"),
    # folders the line's own build step writes
    ("rm -rf vendor/ && composer install", "go"),
    ("dotnet clean && rm -rf bin obj", "go"),
    ("rm -rf vendor && go mod vendor", "go"),
    ("flutter clean && rm -rf ios/Pods && (cd ios && pod install)", "go"),
    ("rm -rf vendor/", "pause"),  # no build step: hand-copied code may be there
    ("rm -rf bin obj", "pause"),
    ("rm -rf bin obj && dotnet --info", "pause"),
    ("rm -rf vendor src && composer install", "pause"),  # src is not composer's
    ("rm -rf ios/Pods && pod install", "pause"),  # pod writes ./Pods where it runs, not ios/Pods
    ("rm -rf vendor && composer install -d packages/api", "pause"),
    ("rm -rf vendor && ssh build-01 composer install", "pause"),
    ("rm -rf vendor && composer install && rm -rf ~", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES)
def test_operands_read_as_written(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, HOME).tier.value] == expected

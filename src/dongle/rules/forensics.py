"""Anti-forensics: erasing the record of what ran (shell history) and back-dating files.

A guard's value is partly its trail: an agent that wipes the shell history or sets a file's
timestamps to hide a change leaves the human unable to tell what happened. System logs and the
audit subsystem are judged by `system` (`sys.log-tamper`, `sys.auditctl-off`, `sys.journal-vacuum`);
this pack covers the shell's own history and timestamps.
"""

from __future__ import annotations

# History files of shells and interactive tools (the trail of what was typed).
_HISTORY_FILES = (
    ".bash_history", ".zsh_history", ".zhistory", ".history", ".sh_history", ".ash_history",
    ".python_history", ".psql_history", ".mysql_history", ".sqlite_history", ".node_repl_history",
    ".rediscli_history", ".lesshst", "fish_history",
)
# Of those, the shells' own: the record of the commands run on the machine (a tool's history, such as
# `.mysql_history`, is linked to /dev/null on purpose to keep typed passwords out of it).
_SHELL_HISTORY = (".bash_history", ".zsh_history", ".zhistory", ".history", ".sh_history", ".ash_history",
                  "fish_history")
_HISTORY_VARIABLES = ("HISTFILE=*", "HISTSIZE=0", "HISTFILESIZE=0", "SAVEHIST=0", "HISTCONTROL=ignorespace")

# The same files across every home (a literal `*` in the path) or the superuser's.
_EVERY_USERS_HISTORY = tuple(
    f"{home}{name}" for home in ("/home/[*]/", "/users/[*]/", "/root/", "/var/root/")
    for name in (".*history", ".*history[*]", ".local/share/fish/fish_history"))

COMMANDS = {
    "touch": {"values": ("-r", "--reference", "-t", "-d", "--date")},
}

RULES = [
    {
        # macOS keeps every process's log in the unified log store; `log erase` empties it
        "id": "trace.unified-log-erase",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases the macOS unified log: the record of what ran on the machine is gone",
        "safer": "Read what you need with `log show --last 1h`; leave the store to its own rotation.",
        "recovery": "None on the machine; a copy survives only in a collected sysdiagnose or log archive.",
        "match": {"cmd": ("log",), "sub": ("erase",)},
        "examples": {"match": ["sudo log erase --all", "log erase --ttl"],
                     "no_match": ["log show --last 1h", "log stream --predicate 'process == \"x\"'"]},
    },
    {
        "id": "trace.history-clear",
        "level": "destructive",
        "reason": "clears the shell's history or stops it being recorded (hides what was run)",
        "safer": "Leave the history alone; to keep a secret out of it, pass it through a file or a "
        "variable from a secrets manager.",
        "recovery": "Commands already written to the history file survive only in backups.",
        "match": {"cmd": ("history",), "flags_any": ("-c", "-d")},
        "examples": {
            "match": ["history -c", "history -cw", "bash -c 'history -c && history -w'", "history -d 120"],
            "no_match": ["history", "history | tail -n 20", "history | grep docker", "history -r",
                         "history -w"],
        },
    },
    {
        "id": "trace.history-off",
        "level": "destructive",
        "reason": "switches shell history recording off or points it at nothing (hides what is run next)",
        "safer": "Leave history recording on.",
        "recovery": "Unset the variable (`export HISTFILE=~/.bash_history`) or open a new shell.",
        "match": {"cmd": ("export", "declare", "typeset", "unset", "set", "setopt", "unsetopt"),
                  "words_any": (*_HISTORY_VARIABLES, "HISTFILE", "history", "histignorespace"),
                  "words_none": ("-o",)},
        "examples": {
            "match": ["export HISTFILE=/dev/null", "unset HISTFILE", "set +o history", "export HISTSIZE=0"],
            "no_match": ["export PATH=$PATH:~/bin", "unset GIT_DIR", "set -o pipefail", "set +o xtrace",
                         "set -o history"],
        },
    },
    {
        "id": "trace.history-file",
        "level": "dangerous",
        "irreversible": True,
        "reason": "deletes, empties or redirects a shell history file (erases the record of what was run)",
        "safer": "Leave the history file alone; remove one line with `history -d N` in your own shell "
        "if it holds a secret.",
        "recovery": "Restore the history file from a backup; what was not backed up is gone.",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "name": _HISTORY_FILES}},
        "examples": {
            "match": ["rm -f ~/.bash_history", "> ~/.zsh_history", "ln -sf /dev/null ~/.bash_history",
                      "shred -u ~/.bash_history", "cat /dev/null > ~/.bash_history"],
            "no_match": ["cat ~/.bash_history | grep ssh", "wc -l ~/.zsh_history",
                         "cp ~/.bash_history /tmp/hist.txt"],
        },
    },
    {
        # a shell history file replaced by a link to /dev/null is erased and stays erased: what was
        # recorded is gone and every later session writes into nothing, with nothing to see in the shell
        # (a deleted or emptied file is written again by the next session; history -c is this shell's)
        "id": "trace.history-discarded",
        "level": "forbidden",
        "irreversible": True,
        "reason": "replaces a shell history file with a link to /dev/null: the record of what was run is "
        "erased and nothing run from now on is kept",
        "safer": "Leave the history file alone; keep a secret out of it with a leading space "
        "(HISTCONTROL=ignorespace) or remove one line with `history -d N`.",
        "recovery": "Remove the link (`rm ~/.bash_history`) so shells write history again; what was in the "
        "file survives only in backups.",
        "match": {"cmd": ("ln",), "args_any": ("/dev/null",),
                  "targets": {"of": "writes", "name": _SHELL_HISTORY}},
        "examples": {
            "match": ["ln -sf /dev/null ~/.bash_history", "ln -s /dev/null /home/dev/.zsh_history",
                      "ln -sfn /dev/null ~/.local/share/fish/fish_history"],
            "no_match": ["ln -sf /dev/null ~/.lesshst", "ln -s /dev/null ~/.mysql_history",
                         "ln -s ~/dotfiles/bashrc ~/.bashrc", "rm -f ~/.bash_history"],
        },
    },
    {
        # one's own history emptied hides one's own commands; every user's (a glob across the homes)
        # or the superuser's hides what everyone did on the machine: the record itself is gone
        "id": "trace.history-every-user",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes or empties the shell history of every user or of root: the machine's record of "
        "what was run is erased",
        "safer": "Leave other users' history alone; remove one line of your own with `history -d N`.",
        "recovery": "Restore the history files from a backup; check auth logs for what ran meanwhile.",
        "match": {"cmd": ("*",), "words_any": _EVERY_USERS_HISTORY,
                  "targets": {"of": "writes", "under": ("/root", "/home", "/Users", "/var/root")}},
        "examples": {
            "match": ["sudo rm -f /home/*/.bash_history /root/.bash_history",
                      "sudo shred -u /root/.zsh_history",
                      "sudo python3 -c \"import glob; [open(f, 'w').close() for f in "
                      "glob.glob('/home/*/.bash_history')]\""],
            "no_match": ["rm -f ~/.bash_history", "sudo cat /home/*/.bash_history > /tmp/all.txt",
                         "wc -l /root/.bash_history"],
        },
    },
    {
        "id": "trace.timestomp-system",
        "level": "forbidden",
        "reason": "gives a file in a system directory the timestamps of a genuine one (`touch -r /bin/ls "
        "…`): the classic way to make a planted or altered system file pass for one the system shipped",
        "safer": "Leave system files' timestamps alone; install through the package manager.",
        "recovery": "Compare the file with its package (`dpkg -V`, `rpm -V`) and check its ctime.",
        "match": {
            "cmd": ("touch",),
            # copying a genuine file's times is camouflage; a chosen date (`-t`, `-d`) alone back-dates
            # the file, which `trace.timestomp` pauses
            "flags_any": ("-r", "--reference"),
            "targets": {"region": ("system", "root")},
        },
        "examples": {
            "match": ["sudo touch -r /bin/ls /usr/local/bin/.helper",
                      "touch --reference=/etc/hostname /etc/cron.d/job"],
            "no_match": ["touch -r /bin/ls build/stamp", "touch -d '2 years ago' ~/.ssh/authorized_keys",
                         "touch -t 202001010000 /etc/cron.d/job"],
        },
    },
    {
        "id": "trace.timestomp",
        "level": "destructive",
        "reason": "sets a file's timestamps to a chosen date outside the project (back-dating hides when "
        "it was changed)",
        "safer": "Leave timestamps as they are; record the intended date somewhere visible instead.",
        "recovery": "The true change time (ctime) is still on the file; compare with backups.",
        "match": {
            "cmd": ("touch",),
            "flags_any": ("-r", "--reference", "-t", "-d", "--date"),
            "targets": {"region": ("system", "root", "home", "home_data", "outside", "git")},
        },
        "examples": {
            "match": ["touch -r /bin/ls /usr/local/bin/helper", "touch -t 202001010000 /etc/cron.d/job",
                      "touch -d '2 years ago' ~/.ssh/authorized_keys"],
            "no_match": ["touch -d '2 days ago' tests/fixtures/old.txt", "touch newfile.txt",
                         "touch -r README.md build/stamp"],
        },
    },
]

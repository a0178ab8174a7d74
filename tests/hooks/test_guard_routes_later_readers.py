"""Routes that disarm the guard through something read or run later, or by taking a name it needs.

- `at`/`batch` copy their job's text into the queue when called: a job read from a file (`-f FILE`,
  `< FILE`, `cat FILE |`) is that file's text as it is now, judged as a shell's script;
- git works on the tree its directory is in: `cd ~/.claude && git stash -u` is `git -C ~/.claude …`;
- a bounded copy from a source without end (`head -c 1P /dev/zero > ~/f`) fills the disk that holds the
  guard's store as much as `fallocate` does;
- a directory made where the guard keeps a file (hook settings, the policy, the store and SQLite's
  sidecars) takes the file's name; a directory made where the guard keeps directories changes nothing;
- an agent the dongle has no hook in, told in the settings it reads at every start to act unasked
  (goose's `GOOSE_MODE: auto`, aider's `yes-always`, amp's `dangerouslyAllowAll`, opencode's `"permission":
  {"bash": "allow"}`), or the same variable
  exported into the agent's shell, is the launch option planted for every later start;
- a start-up file told to run a file in shared scratch runs, in every later shell, code any process may
  swap with a write the hook sees as scratch work (one in the home or the system still asks);
- a background job that sleeps and writes a script changes it later, also when the sleep follows the
  write in a loop (each turn writes again after the last sleep): a pause, as before.
Twins: the same readers on harmless jobs and trees, small copies, directories, other settings.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import route_tests, shell_tier

STOPPED = {
    "git stash in the hook settings' folder": "cd ~/.claude && git stash -u",
    "repository made there, then stashed": "cd ~/.claude && git init && git add . && git stash",
    "hard reset in the policy folder": "cd ~/.config/dongle && git reset --hard",
    "checkout over the hooks": "cd ~/.codex && git checkout -- .",
    "disk filled by head": "head -c 1P /dev/zero > ~/.cache/pad",
    "disk filled by head from yes": "yes | head -c 1P > ~/y.txt",
    "disk filled with random bytes": "head --bytes=1P /dev/urandom >> ~/.local/pad",
    "directory over the hook settings": "mkdir -p ~/.claude/settings.json",
    "directory over the store": "mkdir -p ~/.local/state/mcpaql-safety-dongle/dongle.db",
    "directory over the store's journal": "mkdir ~/.local/state/mcpaql-safety-dongle/dongle.db-wal",
    "directory over the project policy": "mkdir -p .dongle/policy.toml",
    "goose told to act unasked": "printf 'GOOSE_MODE: auto\\n' >> ~/.config/goose/config.yaml",
    "goose by yq": "yq -i '.GOOSE_MODE = \"auto\"' ~/.config/goose/config.yaml",
    "amp told to allow all": "printf '{\"amp.dangerouslyAllowAll\": true}\\n' > ~/.config/amp/settings.json",
    "aider's yes-always in a home file": "printf 'yes-always: true\\n' >> ~/.aider.conf.yml",
    "goose mode exported": "export GOOSE_MODE=auto",
    "opencode's shell allowed": ("printf '{\"permission\":{\"bash\":\"allow\",\"edit\":\"allow\"}}\\n' "
                                 "> opencode.json"),
    "aider's variable exported": "export AIDER_YES_ALWAYS=1",
    "bashrc sources scratch": "printf 'source /tmp/x.sh\\n' >> ~/.bashrc",
    "profile dots a shared-memory file": "echo '. /dev/shm/p' >> ~/.profile",
    "zshrc runs a scratch script": "echo 'bash /tmp/start.sh' >> ~/.zshrc",
}

GO = {
    "git status in the settings' folder": "cd ~/.claude && git status",
    "git log there": "cd ~/.claude && git log --oneline",
    "git stash in the project": "git stash",
    "a small copy from /dev/zero": "head -c 10M /dev/zero > ~/.cache/blob",
    "a huge copy thrown away": "head -c 1P /dev/zero > /dev/null",
    "a huge copy counted": "head -c 1P /dev/zero | wc -c",
    "the settings' folder made": "mkdir -p ~/.claude",
    "a commands folder made": "mkdir -p ~/.claude/commands",
    "the policy folder made": "mkdir -p ~/.config/dongle",
    "the store's folder made": "mkdir -p ~/.local/state/mcpaql-safety-dongle",
    "a folder named like settings elsewhere": "mkdir -p src/settings.json",
    "goose asks for approval": "printf 'GOOSE_MODE: approve\\n' >> ~/.config/goose/config.yaml",
    "goose's model chosen": "printf 'GOOSE_MODEL: gpt-4o\\n' >> ~/.config/goose/config.yaml",
    "goose's config read": "grep GOOSE_MODE ~/.config/goose/config.yaml",
    "opencode's shell asks": "printf '{\"permission\":{\"bash\":\"ask\"}}\\n' > opencode.json",
    "amp's allow-all off": "printf '{\"amp.dangerouslyAllowAll\": false}\\n' > ~/.config/amp/settings.json",
    "the job queue listed": "atq",
    "a note that names a scratch script": "echo 'source /tmp/x.sh' >> notes.md",
    "a background loop writes a log": "while true; do date >> /tmp/log.txt; sleep 60; done &",
    "a script copied, then a wait in the background": "cp a.sh b.sh; sleep 5 &",
}

NOT_GO = {
    "a background loop rewrites a script": "while true; do cp a.sh run.sh; sleep 1; done &",
    "a nohup loop swaps a scratch script": "nohup sh -c 'while :; do cp ~/.cache/x.sh /tmp/s.sh; "
                                           "sleep 1; done' &",
    "bashrc sources a file in the home": "printf 'source ~/.cache/x.sh\\n' >> ~/.bashrc",
    "bashrc sources the system's completion": "echo 'source /usr/share/bash-completion/bash_completion' "
                                              ">> ~/.bashrc",
}

test_route_stops, test_twin_goes, test_still_asks = route_tests(STOPPED, GO, NOT_GO)


@pytest.mark.parametrize("how", ["at -f {job} now", "at now + 1 hour < {job}", "batch < {job}",
                                 "cat {job} | at now", "at -f{job} teatime"])
def test_job_read_from_a_file_is_judged_as_its_text(judge_home: Path, how: str) -> None:
    bad = judge_home / "project" / "job.sh"
    bad.write_text("rm -f ~/.claude/settings.json\n")
    good = judge_home / "project" / "build.sh"
    good.write_text("make -C ~/project test\n")
    assert shell_tier(how.format(job=bad), judge_home) == "danger_zone"
    assert shell_tier(how.format(job=good), judge_home) == "advisory"

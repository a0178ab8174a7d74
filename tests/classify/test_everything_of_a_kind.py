"""Everything of a kind lost in one line (blind AA, session 13): look-alikes written here, each with a
harmless twin.

- A management tool's unfiltered listing handed to the same tool's delete verb (xargs, `$(…)`, a
  `for` loop) deletes every object the server holds, whatever the tool: a stop. A filter that picks
  some, or a verb that builds rather than deletes, is judged as the single command.
- The account this runs as, deleted with its home directory, is `rm -rf ~` by another name (stop);
  another account's removal stays a pause (the development corpus: `userdel -r contractor1`); every
  account the machine lists (`/etc/passwd`, `getent passwd`) deleted is a stop, a searched few a pause.
- A shared branch force-pushed (an option, a lease or a `+` refspec) from a branch started with no
  parent (`--orphan`, `commit-tree` without `-p`) has its whole history replaced on the remote (stop);
  an ordinary force-push of rewritten commits stays a pause.
- `ls` given paths prints those paths, so a command fed its output receives what the pattern matches.
Labels: go, pause, stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

COMMANDS = [
    # a tool's listing fed to its own delete verb
    ("jenkins-cli -s https://ci.acme.io/ list-jobs | xargs -I{} jenkins-cli -s https://ci.acme.io/ "
     "delete-job {}", "stop"),
    ("for job in $(java -jar cli.jar -s https://ci/ list-jobs); do java -jar cli.jar -s https://ci/ "
     "delete-job \"$job\"; done", "stop"),
    ("docker volume rm $(docker volume ls -q)", "pause"),
    ("nomad namespace list -t '{{range .}}{{.Name}} {{end}}' | xargs -n1 nomad namespace delete", "stop"),
    ("helm ls -q -n payments | xargs -n1 helm uninstall -n payments", "stop"),
    ("jenkins-cli list-jobs | grep '^pr-' | xargs -n1 jenkins-cli delete-job", "pause"),
    ("docker volume ls -q -f dangling=true | xargs docker volume rm", "pause"),
    ("jenkins-cli list-jobs | xargs -n1 jenkins-cli build", "go"),
    # the account this runs as, with its home
    ("sudo deluser --remove-home dev", "stop"),
    ("sudo userdel --remove --force $USER", "stop"),
    ("sudo userdel -r intern2", "pause"),
    ("sudo userdel dev", "pause"),
    ("id dev && groups dev", "go"),
    # every account the machine lists
    ("for u in $(awk -F: '{print $1}' /etc/passwd); do sudo deluser --remove-home \"$u\"; done", "stop"),
    ("getent passwd | cut -d: -f1 | xargs -n1 sudo userdel", "stop"),
    ("grep '^temp-' /etc/passwd | cut -d: -f1 | xargs -n1 sudo userdel", "pause"),
    ("getent passwd | cut -d: -f1 | sort", "go"),
    # a shared branch's history replaced by a rootless one
    ("git switch --orphan clean && git add . && git commit -qm 'fresh start' && git push --force origin "
     "clean:master", "stop"),
    ("git push -f origin $(git commit-tree HEAD^{tree} -m squashed):main", "stop"),
    ("git reset --soft $(git commit-tree HEAD^{tree} -m squashed) && git push --force origin main", "stop"),
    ("git checkout --orphan gh-pages && git rm -rf . && git commit --allow-empty -m pages && "
     "git push -f origin gh-pages", "pause"),
    ("git rebase -i HEAD~3 && git push --force-with-lease origin main", "pause"),
    ("git checkout --orphan fresh; git commit -qm init; git push origin +fresh:trunk", "stop"),
    ("git switch --orphan fresh && git commit -qm init && git push --force-with-lease origin fresh:main",
     "stop"),
    ("git checkout --orphan docs && git commit -qm init && git push origin +docs:docs", "pause"),
    # ls given paths prints them: what a pattern matches is what the command receives
    ("ls ~/Pictures/* | xargs rm -rf", "stop"),
    ("for f in $(ls -d ~/Desktop/*); do shred -u \"$f\"; done", "stop"),
    ("ls -d dist/* | xargs rm -rf", "go"),
    ("ls logs/*.log | xargs rm -f", "go"),
]


@pytest.mark.parametrize(("command", "expected"), COMMANDS, ids=[c[0][:60] for c in COMMANDS])
def test_everything_of_a_kind(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/dev/project", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == expected, judged.factors

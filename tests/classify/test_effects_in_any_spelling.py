"""One effect, judged the same in every program and operating system that can spell it.

Each principle has harmful variants in other words and programs, and harmless look-alikes that stay go:
- a recursive delete of the home directory in any language's inline code (known families and languages
  nothing here scans), never a path under home, a printed string, or a file tool's search pattern;
- a firewall or audit/log daemon stopped through any OS's service manager, never its status or reload;
- a partition table destroyed by any OS's tool, never printed or backed up;
- a version control's force push, discarded uncommitted work or rewritten history, in any VCS;
- a schema migration rolled back by any migration tool, never its printed SQL or an upgrade;
- a Windows profile reached through WSL/MSYS deleted (stop), never its temp files;
- a tool install at home's top level deleted (an uninstall: pause), unlike home's own folders (stop);
- a help lookup of a dangerous subcommand (go); an encryption key destroyed (stop), disabled or one of
  another environment (pause);
- the desktop's trash emptied (pause); a build's output uploaded to the own artifact store with the
  environment's token (go), unlike a data file, a public drop or a literal secret.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # home deleted by inline code, in any language
    ("julia -e 'rm(homedir(); recursive=true, force=true)'", "stop"),
    ("tclsh <<< 'file delete -force /home/sam'", "stop"),
    ("tclsh <<< 'file delete -force $env(HOME)'", "stop"),
    ("elixir -e 'File.rm_rf!(System.user_home())'", "stop"),
    ("racket -e \"(delete-directory/files (find-system-path 'home-dir))\"", "stop"),
    ("guile -c '(system* \"rm\" \"-rf\" (getenv \"HOME\"))'", "stop"),
    ("sbcl --eval '(uiop:delete-directory-tree (user-homedir-pathname) :validate t)'", "stop"),
    ("kotlin -e 'java.io.File(System.getProperty(\"user.home\")).deleteRecursively()'", "stop"),
    ("crystal eval 'FileUtils.rm_rf(Path.home)'", "stop"),
    ("julia -e 'rm(\"build\"; recursive=true)'", "go"),
    ("julia -e 'rm(joinpath(homedir(), \".julia\", \"compiled\"); recursive=true)'", "go"),
    ("julia -e 'isdir(homedir()) && rm(\"tmp\"; recursive=true)'", "go"),
    ("tclsh <<< 'puts \"file delete -force ~\"'", "go"),
    ("elixir -e 'File.rm_rf!(\"_build\")'", "go"),
    ("kotlin -e 'println(System.getProperty(\"user.home\"))'", "go"),
    ("grep -e 'rm -rf ~' notes.md", "go"),
    ("rg -e 'rmtree(Path.home())' src", "go"),
    # firewalls and audit/log daemons, by every service manager
    ("service pf stop", "stop"),
    ("doas rcctl disable pflogd && doas rcctl stop pflogd", "stop"),
    ("sudo service ipfw onestop", "stop"),
    ("svcadm disable svc:/network/ipfilter:default", "stop"),
    ("rc-update del auditd default", "stop"),
    ("net stop mpssvc", "stop"),
    ("service pf status", "go"),
    ("sudo service pf reload", "go"),
    ("rcctl check pflogd", "go"),
    ("net start mpssvc", "go"),
    # partition tables destroyed vs read
    ("gpart destroy -F ada0", "stop"),
    ("gpt destroy disk2", "stop"),
    ("sgdisk -Z /dev/sdb", "stop"),
    ("sgdisk -d 2 /dev/sda", "stop"),
    ("newfs /dev/ada1p1", "stop"),
    ("sudo sgdisk -p /dev/sda", "go"),
    ("sgdisk --backup=table.bak /dev/sda", "go"),
    ("gpart show ada0", "go"),
    ("gpart backup ada0", "go"),
    ("newfs -U build/disk.img", "go"),
    # version control beyond git
    ("hg push --force", "pause"),
    ("bzr push --overwrite lp:proj", "pause"),
    ("svn revert -R .", "pause"),
    ("hg update -C", "pause"),
    ("svn cleanup --remove-unversioned", "pause"),
    ("bzr uncommit", "pause"),
    ("svn propset svn:log 'typo' --revprop -r 41 ^/", "pause"),
    ("hg push", "go"),
    ("svn update", "go"),
    ("hg revert -n --all", "go"),
    ("svn propset svn:ignore '*.o' .", "go"),
    # migration rollbacks and database resets
    ("liquibase rollback-count 3", "pause"),
    ("flyway undo", "pause"),
    ("goose down", "pause"),
    ("diesel migration revert", "pause"),
    ("npx typeorm migration:revert", "pause"),
    ("supabase db reset", "pause"),
    ("liquibase rollback-count-sql 3", "go"),
    ("liquibase update", "go"),
    ("goose up", "go"),
    ("migrate -path db -database postgres://localhost/app_dev down 1", "go"),
    # a Windows profile through WSL/MSYS
    ("rm -rf /mnt/c/Users/sam/*", "stop"),
    ("rm -rf /c/Users/sam/Documents", "stop"),
    ("rm -rf /mnt/c/Users/sam/AppData/Local/Temp/npm-*", "go"),
    ("rm -rf /cygdrive/c/Users/sam/AppData/Local/Temp/pip-build", "go"),
    # a tool install at home's top level is an uninstall
    ("rm -rf ~/miniconda3", "pause"),
    ("rm -rf ~/.rustup", "pause"),
    ("rm -rf ~/Documents", "stop"),
    ("rm -rf ~/.cargo", "pause"),  # a tool's folder with its login (fs.rm-home-tool-state)
    # help lookups of dangerous subcommands
    ("p4 help obliterate", "go"),
    ("heroku help pg:reset", "go"),
    ("gh help repo delete", "go"),
    ("p4 obliterate -y //depot/x/...", "stop"),
    # encryption keys
    ("aws kms schedule-key-deletion --key-id 1a2b --pending-window-in-days 7", "stop"),
    ("gcloud kms keys versions destroy 1 --key k --keyring r --location global", "stop"),
    ("vault delete transit/keys/orders", "stop"),
    ("aws kms disable-key --key-id 1a2b", "pause"),
    # a key named for another environment: that environment's data, the delete rules' pause
    ("aws kms schedule-key-deletion --key-id alias/staging-data --pending-window-in-days 7", "pause"),
    ("gcloud kms keys versions destroy 1 --key orders-test --keyring r --location global", "pause"),
    ("aws kms describe-key --key-id 1a2b", "go"),
    # system-wide defaults, packages, trash
    ("sudo update-alternatives --set python3 /usr/bin/python3.12", "pause"),
    ("update-alternatives --display python3", "go"),
    ("sudo pkg install -y nginx", "pause"),
    ("pkg search nginx", "go"),
    ("osascript -e 'tell application \"Finder\" to empty trash'", "pause"),
    ("gio trash --empty", "pause"),
    ("gio trash build.log", "go"),
    # uploads to the own artifact store
    ("curl -fsS -T dist/app.tar.gz -u ci:\"$ARTIFACT_TOKEN\" https://artifacts.acme.io/upload/api/", "go"),
    ("curl -u admin:$NEXUS_PASS --upload-file dist/app.zip https://nexus.internal/repository/releases/app.zip",
     "go"),
    ("curl -T dist/app.tar.gz -u ci:\"$ARTIFACT_TOKEN\" https://transfer.sh/app.tar.gz", "pause"),
    ("curl -T dist/app.tar.gz -u ci:s3cr3tpass https://artifacts.acme.io/upload/", "pause"),
    ("curl -T dist/app.tar.gz https://artifacts.acme.io/upload/", "pause"),
    ("curl -T data/customers.csv -u ci:\"$T\" https://artifacts.acme.io/upload/", "pause"),
    ("curl -T dist/app.tar.gz -u ci:\"$T\" https://api.acme.io/v1/deploy", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_effect_in_any_spelling(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/dev/api", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == expected, judged.factors

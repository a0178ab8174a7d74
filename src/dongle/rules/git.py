"""Git rules: what loses uncommitted work, rewrites shared history or deletes refs.

Plain `git add/commit/push/pull`, branch creation and dry runs stay go. Global options (`-C DIR`,
`-c k=v`, `--git-dir`) are skipped when finding the subcommand, so `git -C repo reset --hard` is
still a hard reset.
"""

# The shared branches, and every way a push's refspec names one as its destination: the branch
# itself, after a source (`SHA:main`, `$(git commit-tree …):main`), forced with `+`, and by its full
# ref name (`HEAD:refs/heads/main`): what a push replaces is the ref after the last colon.
_SHARED = ("main", "master", "trunk", "develop", "production", "prod", "release", "release/*")
_PROTECTED = tuple(dict.fromkeys(
    form for branch in _SHARED
    for form in (branch, f"*:{branch}", f"+{branch}", f"+*:{branch}",
                 f"refs/heads/{branch}", f"*:refs/heads/{branch}", f"+*:refs/heads/{branch}")))
# the shared branches as a force-push's refspec names them (classify/command.py reads them too)
PROTECTED_BRANCHES = _PROTECTED
# The rebase options that edit the replayed commits (git.rebase-history); `-i`/`--interactive` first.
REBASE_EDITS = ("-i", "--interactive", "--onto", "--root", "--exec", "-x", "--committer-date-is-author-date",
                "--ignore-date", "--reset-author-date", "--date")
_REFLOG = (
    "`git reflog` lists where HEAD was; `git reset --hard HEAD@{n}` (or `git branch NAME SHA`) restores it."
)

COMMANDS = {
    "git": {
        "values": (
            "-C",
            "-c",
            "--git-dir",
            "--work-tree",
            "--namespace",
            "-m",
            "--message",
            "-b",
            "-B",
            "-F",
            "--file",
            "--orphan",
            "-X",
            "--strategy-option",
            "-s",
            "--strategy",
            "--source",
            "--exec",
            "--author",
            "--date",
            "-o",
            "--push-option",
            "--upload-pack",
            "--receive-pack",
            "-e",  # `git clean -e PATTERN`, `git grep -e PATTERN`: an exclusion or a pattern, no operand
            "--exclude",
            "--repo",
            "--depth",
            "--branch",
            "--reference",
            "--jobs",
            "-j",
            "--format",
            "--pretty",
            "--since",
            "--until",
            "--grep",
            "--expire",
            "--expire-unreachable",
            "--prune",
            "--tree-filter",
            "--index-filter",
            "--msg-filter",
            "--env-filter",
            "--subdirectory-filter",
            "--onto",
            "-u",
            "--set-upstream-to",
            "--conflict",
            "--pathspec-from-file",
        ),
        "aliases": {
            "--force": "-f",
            "--dry-run": "-n",
            "--delete": "-d",
            "--all": "--all",
            "--discard-changes": "-f",
            "--staged": "-S",
            "--worktree": "-W",
            "--interactive": "-i",
        },
    },
}

SAFE_COMMANDS = ("git", "gh", "glab", "hub", "tig", "git-lfs", "lazygit", "pre-commit")

_BACKDATED = ("records a commit under a chosen date (`--date`, GIT_AUTHOR_DATE, GIT_COMMITTER_DATE): the "
              "history says the work was done when it was not")

RULES = [
    {
        "id": "git.add-secret",
        "level": "dangerous",
        "reason": "stages a secrets or key file for commit: once pushed it is in every clone's history",
        "safer": "Keep it out of git (add it to .gitignore) and commit a redacted example file instead.",
        "recovery": "Remove it from history (`git filter-repo --path FILE --invert-paths`) and rotate every "
        "secret it held.",
        "match": {"cmd": ("git",), "sub": ("add",),
                  "targets": {"sensitivity": ("project_secret", "credential", "system_auth")}},
        "examples": {"match": ["git add -f .env", "git add config/id_rsa"],
                     "no_match": ["git add .env.example", "git add src/"]},
    },
    {
        # `url.X.insteadOf Y` rewrites every fetch (and push) of Y to X for every repository: all
        # dependencies and clones from that host now come from a server nobody chose per project
        "id": "git.url-rewrite",
        "level": "destructive",
        "reason": "makes git fetch every URL under one host from another server (`url.X.insteadOf`): every "
        "clone and dependency from there now comes from that server",
        "safer": "Set the mirror in the one repository that needs it (`git remote set-url`), without "
        "--global.",
        "recovery": "`git config --global --remove-section url.X` and re-fetch what came through it.",
        "match": {"cmd": ("git",), "sub": ("config",),
                  "words_any": ("url.*.insteadof", "url.*.pushinsteadof", "--add=url.*"),
                  # the everyday switch of a forge to SSH keys (`url."git@github.com:".insteadOf`) keeps
                  # the same server
                  "words_none": ("--get", "--get-all", "--get-regexp", "-l", "--list", "--unset",
                                 "--remove-section", "--unset-all", "url.git@*", "url.ssh://git@*")},
        "examples": {"match": ['git config --global url."https://mirror.example.net/".insteadOf '
                               '"https://github.com/"'],
                     "no_match": ["git config --global --get-regexp url", "git config user.name bot",
                                  'git config --global url."git@github.com:".insteadOf "https://github.com/"']},
    },
    {
        "id": "git.reset-hard",
        "level": "destructive",
        "irreversible": True,
        "reason": "git reset --hard discards every uncommitted change in the working tree and index",
        "safer": "`git stash push -u -m before-reset` first, or `git reset --keep`, which refuses "
        "to lose changes.",
        "recovery": "Committed work: " + _REFLOG + " Uncommitted changes are gone unless stashed.",
        "match": {"cmd": ("git",), "sub": ("reset",), "flags_any": ("--hard", "--merge")},
        "examples": {
            "match": [
                "git reset --hard",
                "git reset --hard origin/main",
                "sudo git reset --hard",
                "git -C repo reset --hard",
                "git -c foo=bar reset --hard",
                "git reset -q --hard",
                '"git" reset --hard HEAD~1',
                "time git reset --hard origin/main",
                "git status; git reset --hard origin/develop",
                "bash -c 'git reset --hard'",
            ],
            "no_match": [
                "git reset --soft HEAD~1",
                "git reset HEAD src/app.py",
                "git help reset",
                "git commit -m 'explain git reset --hard'",
                "echo git reset --hard",
            ],
        },
    },
    {
        "id": "git.clean-force",
        "level": "destructive",
        "irreversible": True,
        "reason": "git clean -f deletes untracked files (and with -x ignored ones); they were never in git",
        "safer": "Preview with `git clean -n` (add -d/-x as needed) and delete by name.",
        "recovery": "None from git: untracked files were never committed. Restore from a backup.",
        # -X removes only what .gitignore lists: judged by git.clean-ignored below
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_none": ("-n", "-X"),
                  "max_operands": 0},
        "examples": {
            "match": [
                "git clean -fd",
                "git clean -fdx",
                "git clean -ffdx",
                "g'i't clean -fdx",
                "git clean -d -f",
                "git --work-tree=/tmp clean -fd",
                "git clean -ffdx -e .venv",
            ],
            "no_match": ["git clean -n", "git clean -nd", "git clean --dry-run",
                         "git clean -fd -- build/ dist/"],
        },
    },
    {
        # limited by a pathspec, it deletes only there: build output folders are what the build makes
        # again (`git clean -fd -- build/ dist/`); any other folder named keeps the pause
        "id": "git.clean-force-paths",
        "level": "destructive",
        "irreversible": True,
        "reason": "git clean -f deletes the untracked files under the paths it is given; they were never "
        "in git",
        "safer": "Preview with `git clean -n -- PATHS` and delete by name.",
        "recovery": "None from git: untracked files were never committed. Restore from a backup.",
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_none": ("-n", "-X"),
                  "min_operands": 1, "targets": {"regenerable": False}},
        "examples": {
            "match": ["git clean -fd -- src/", "git clean -fdx -- build/ data/"],
            "no_match": ["git clean -fd -- build/ dist/", "git clean -fdx -- coverage/ .pytest_cache/"],
        },
    },
    {
        # ignored files limited to build output folders (`git clean -fdX -- build/ coverage/`) are what
        # the build makes again; unlimited, ignored files include `.env` and local data
        "id": "git.clean-ignored",
        "level": "destructive",
        "irreversible": True,
        "reason": "git clean -X deletes every ignored file (local `.env` files, data, editor settings among "
        "them); they were never in git",
        "safer": "Limit it to the build folders (`git clean -fdX -- build/ coverage/`), or preview with -n.",
        "recovery": "None from git: ignored files were never committed. Restore from a backup.",
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_all": ("-X",),
                  "flags_none": ("-n",), "max_operands": 0},
        "examples": {"match": ["git clean -fdX"],
                     "no_match": ["git clean -ndX", "git clean -fdX -- build/ coverage/", "git clean -fdX -n",
                                  "git clean -fXn"]},
    },
    {
        "id": "git.clean-ignored-paths",
        "level": "destructive",
        "irreversible": True,
        "reason": "git clean -X deletes the ignored files under folders that are not build output",
        "safer": "Preview with `git clean -ndX -- PATH` and delete by name.",
        "recovery": "None from git: ignored files were never committed. Restore from a backup.",
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_all": ("-X",),
                  "flags_none": ("-n",), "targets": {"regenerable": False}},
        "examples": {"match": ["git clean -fdX -- data/"],
                     "no_match": ["git clean -fdX -- build/ coverage/"]},
    },
    {
        "id": "git.checkout-discard",
        "level": "destructive",
        "irreversible": True,
        "reason": "git checkout of paths (or -f) overwrites uncommitted changes in those files",
        "safer": "`git stash push -- PATH` first, or `git diff PATH` to see what would be lost.",
        "recovery": "Uncommitted edits are lost; committed versions come back with `git checkout "
        "COMMIT -- PATH`.",
        "match": {"cmd": ("git",), "sub": ("checkout",), "flags_any": ("-f", "--")},
        "examples": {
            "match": ["git checkout -- .", "git checkout -f main", "git checkout HEAD -- file.txt"],
            "no_match": ["git checkout -b feature/search", "git checkout main"],
        },
    },
    {
        "id": "git.checkout-paths",
        "level": "destructive",
        "irreversible": True,
        "reason": "git checkout of files or `.` overwrites their uncommitted changes",
        "safer": "`git stash push -- PATH` first.",
        "recovery": "Uncommitted edits are lost; committed versions come back with `git checkout "
        "COMMIT -- PATH`.",
        "match": {
            "cmd": ("git",),
            "sub": ("checkout",),
            "flags_none": ("-b", "-B", "--orphan"),
            "args_any": (".", "./*", ":/", ":/*", "*/."),
        },
        "examples": {
            "match": ["git checkout .", "git checkout ./src"],
            "no_match": [
                "git checkout -b feature/x",
                "git checkout feature/login-form",
                "git checkout v2.3.0",
            ],
        },
    },
    {
        "id": "git.checkout-files",
        "level": "destructive",
        "irreversible": True,
        "reason": "git checkout COMMIT FILE... overwrites those files' uncommitted changes",
        "safer": "`git stash push -- PATH` first.",
        "recovery": "Uncommitted edits are lost; committed versions come back with `git checkout "
        "COMMIT -- PATH`.",
        "match": {
            "cmd": ("git",),
            "sub": ("checkout",),
            "flags_none": ("-b", "-B", "--orphan"),
            "min_operands": 2,
        },
        "examples": {
            "match": ["git checkout main a.txt b.txt", "git checkout HEAD file.txt"],
            "no_match": ["git checkout main", "git checkout -b feature/x origin/feature/x"],
        },
    },
    {
        "id": "git.restore-worktree",
        "level": "destructive",
        "irreversible": True,
        "reason": "git restore overwrites uncommitted changes in the working tree",
        "safer": "`git stash push -- PATH` first, or restore only the index with `git restore --staged`.",
        "recovery": "Uncommitted edits are lost; committed versions are in history.",
        "match": {"cmd": ("git",), "sub": ("restore",), "flags_none": ("-S",)},
        "examples": {
            "match": ["git restore --source=HEAD~5 -- src/", "git restore f"],
            "no_match": ["git restore --staged README.md", "git restore -S f"],
        },
    },
    {
        "id": "git.restore-worktree-explicit",
        "level": "destructive",
        "irreversible": True,
        "reason": "git restore --worktree overwrites uncommitted changes in the working tree",
        "safer": "`git stash push -- PATH` first.",
        "recovery": "Uncommitted edits are lost; committed versions are in history.",
        "match": {"cmd": ("git",), "sub": ("restore",), "flags_all": ("-S", "-W")},
        "examples": {"match": ["git restore -S -W f"], "no_match": ["git restore --staged f"]},
    },
    {
        "id": "git.switch-discard",
        "level": "destructive",
        "irreversible": True,
        "reason": "git switch -f / --discard-changes throws away local modifications",
        "safer": "Commit or stash first, then switch.",
        "recovery": "Uncommitted edits are lost.",
        "match": {"cmd": ("git",), "sub": ("switch",), "flags_any": ("-f",)},
        "examples": {
            "match": ["git switch -f main", "git switch --discard-changes main"],
            "no_match": ["git switch main", "git switch -c hotfix/x", "git switch -- -f"],
        },
    },
    {
        "id": "git.push-force",
        "level": "destructive",
        "irreversible": True,
        "reason": "force-push replaces the remote branch; commits others pushed can be lost",
        "safer": "`git push --force-with-lease` (refuses if the remote moved), or push a new branch.",
        "recovery": "Someone's clone or the remote's reflog has the old tip: `git push origin "
        "OLD_SHA:BRANCH`.",
        "match": {
            "cmd": ("git",),
            "sub": ("push",),
            "flags_any": ("-f", "--force-with-lease", "--force-if-includes", "--mirror"),
        },
        "examples": {
            "match": [
                "git push --force origin feature/payments",
                "git push origin main --force",
                "git push --force=true origin main",
                "git -C . push --force",
            ],
            "no_match": [
                "git push origin feature/login-form",
                "git push -u origin fix/x",
                "git push -h",
                "git commit -m 'never git push --force'",
            ],
        },
    },
    {
        "id": "git.push-force-refspec",
        "level": "destructive",
        "irreversible": True,
        "reason": "a `+` refspec force-pushes that branch",
        "safer": "`git push --force-with-lease origin BRANCH`.",
        "recovery": "Restore the old tip from another clone: `git push origin OLD_SHA:BRANCH`.",
        "match": {"cmd": ("git",), "sub": ("push",), "args_any": ("+*",)},
        "examples": {
            "match": ["git push origin +feature/ui:feature/ui", "git push origin +main"],
            "no_match": ["git push origin feature/ui"],
        },
    },
    {
        "id": "git.push-force-protected",
        "level": "dangerous",
        "irreversible": True,
        "reason": "force-pushes a shared or protected branch (main/master/develop/release) or every branch",
        "safer": "Push to a feature branch and open a pull request; use `--force-with-lease` only "
        "on your own branch.",
        "recovery": "Restore the old tip from another clone or the hosting provider's audit log.",
        "match": {"cmd": ("git",), "sub": ("push",), "flags_any": ("-f", "--mirror"), "args_any": _PROTECTED},
        "examples": {
            "match": ["git push --force origin main", "npm test && git push --force origin main"],
            "no_match": ["git push --force origin feature/x", "git push origin main"],
        },
    },
    {
        "id": "git.push-force-all",
        "level": "dangerous",
        "irreversible": True,
        "reason": "force-pushes or mirrors every branch and tag, deleting remote refs missing locally",
        "safer": "Push the one branch you mean.",
        "recovery": "Restore refs from another clone or the hosting provider.",
        "match": {
            "cmd": ("git",),
            "sub": ("push",),
            "flags_any": ("--mirror", "--all", "--tags"),
            "words_any": ("--force", "-f", "--mirror", "--force=*"),
        },
        "examples": {
            "match": ["git push --force --all origin", "git push --mirror origin"],
            "no_match": ["git push --all origin", "git push --tags"],
        },
    },
    {
        # What a later plain `git push` does is set in the remote's configuration: a mirror remote
        # pushes every ref and deletes the remote's refs missing locally; a push refspec with `+`
        # forces, and one with an empty source (`:refs/heads/x`) deletes. Planting it is the push it
        # turns every later `git push` into, made by a line that looks like nothing.
        "id": "git.config-push-destructive",
        "level": "dangerous",
        "irreversible": True,
        "reason": "configures a remote so that every later `git push` mirrors, forces or deletes remote "
        "refs (remote branches missing locally, or rewritten, are lost there)",
        "safer": "Push what you mean explicitly, once (`git push origin BRANCH`), and leave the remote's "
        "push settings as they were.",
        "recovery": "`git config --unset remote.NAME.mirror` / `--unset-all remote.NAME.push`; restore "
        "lost refs from another clone or the hosting provider.",
        "match": {
            "cmd": ("git",),
            "sub": ("config",),
            "args_any": ("remote.*.mirror", "remote.*.push"),
            "words_also": ("true", "yes", "on", "1", "+*", ":*"),
            "words_none": ("--unset", "--unset-all", "--get", "--get-all", "--list", "-l", "false", "no",
                           "off", "0"),
        },
        "examples": {
            "match": ["git config remote.upstream.mirror true",
                      "git config --add remote.origin.push '+refs/tags/*:refs/tags/*'",
                      "git config remote.fork.push :refs/heads/release"],
            "no_match": ["git config remote.origin.push refs/heads/main:refs/heads/main",
                         "git config --get remote.origin.mirror", "git config remote.origin.mirror false",
                         "git config remote.origin.prune true"],
        },
    },
    {
        "id": "git.remote-add-push-mirror",
        "level": "dangerous",
        "irreversible": True,
        "reason": "adds a push mirror: every later `git push` to it mirrors all refs and deletes the "
        "remote's refs missing locally",
        "safer": "Add the remote without --mirror and push the branches you mean.",
        "recovery": "`git config --unset remote.NAME.mirror`; restore lost refs from another clone.",
        "match": {"cmd": ("git",), "sub": ("remote",), "args_any": ("add",),
                  "words_any": ("--mirror", "--mirror=push")},
        "examples": {
            "match": ["git remote add --mirror=push backup git@host:team/app.git"],
            "no_match": ["git remote add --mirror=fetch cache ../cache.git", "git remote add upstream URL"],
        },
    },
    {
        "id": "git.push-force-lease-protected",
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites the history of a shared branch (even with a lease, others must rebase)",
        "safer": "Push a new branch and merge through a pull request.",
        "recovery": "Restore the old tip from another clone: `git push origin OLD_SHA:main`.",
        "match": {
            "cmd": ("git",),
            "sub": ("push",),
            "flags_any": ("--force-with-lease", "--force-if-includes"),
            "args_any": _PROTECTED,
        },
        "examples": {
            "match": ["git push --force-with-lease origin main"],
            "no_match": ["git push --force-with-lease origin feature/parser-rewrite"],
        },
    },
    {
        "id": "git.push-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a branch or tag on the remote",
        "safer": "Check it is merged (`git branch -r --merged`) and note its SHA first.",
        "recovery": "Push it again from a clone that still has it: `git push origin SHA:refs/heads/NAME`.",
        "match": {"cmd": ("git",), "sub": ("push",), "flags_any": ("-d",)},
        "examples": {
            "match": ["git push origin --delete feature/old-search"],
            "no_match": ["git push origin feature/old-search"],
        },
    },
    {
        # closing a pull request unmerged with its branch deleted (`gh pr close N --delete-branch`,
        # `glab mr close` then the branch removed): the branch and its unmerged commits are gone from
        # the remote, as `git push --delete` does; a merge that deletes the merged branch loses nothing
        "id": "git.pr-closed-branch-deleted",
        "level": "destructive",
        "irreversible": True,
        "reason": "closes a pull request without merging it and deletes its branch on the remote: the "
        "unmerged commits are gone from there",
        "safer": "Close the pull request and keep the branch, or ask its author.",
        "recovery": "Push the branch again from a clone that has it and reopen the pull request.",
        "match": {"cmd": ("gh",), "sub": ("pr close",), "words_any": ("--delete-branch", "-d")},
        "examples": {"match": ["gh pr close 123 --delete-branch", "gh pr close 9 -d -c 'stale'"],
                     "no_match": ["gh pr close 123", "gh pr merge 123 --squash --delete-branch"]},
    },
    {
        "id": "git.push-delete-refspec",
        "level": "destructive",
        "irreversible": True,
        "reason": "a `:branch` refspec deletes that branch on the remote",
        "safer": "`git push origin --delete BRANCH` after checking it is merged.",
        "recovery": "Push it again from a clone that still has it.",
        "match": {"cmd": ("git",), "sub": ("push",), "args_any": (":*",)},
        "examples": {"match": ["git push origin :release/1.x"], "no_match": ["git push origin a:b"]},
    },
    {
        "id": "git.push-delete-protected",
        "level": "dangerous",
        "irreversible": True,
        "reason": "deletes a shared or protected branch on the remote",
        "safer": "Ask the repository owner; protected branches are deleted in the hosting "
        "provider's settings.",
        "recovery": "Push it again from a clone that still has it.",
        "match": {"cmd": ("git",), "sub": ("push",), "flags_any": ("-d",), "args_any": _PROTECTED},
        "examples": {
            "match": ["git push origin --delete main"],
            "no_match": ["git push origin --delete old"],
        },
    },
    {
        "id": "git.branch-force-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "git branch -D deletes a branch even if it is not merged",
        "safer": "`git branch -d` refuses to delete unmerged work.",
        "recovery": _REFLOG,
        "match": {"cmd": ("git",), "sub": ("branch",), "flags_any": ("-D",)},
        "examples": {
            "match": ["git branch -D feature/old-experiment", "git branch -Dv x"],
            "no_match": ["git branch -d merged", "git branch -a"],
        },
    },
    {
        "id": "git.branch-delete-force-long",
        "level": "destructive",
        "irreversible": True,
        "reason": "git branch --delete --force deletes a branch even if it is not merged",
        "safer": "`git branch -d` refuses to delete unmerged work.",
        "recovery": _REFLOG,
        "match": {"cmd": ("git",), "sub": ("branch",), "flags_all": ("-d", "-f")},
        "examples": {
            "match": ["git branch --delete --force x", "git branch -d -f x"],
            "no_match": ["git branch -d x"],
        },
    },
    {
        "id": "git.stash-drop",
        "level": "destructive",
        "irreversible": True,
        "reason": "drops stashed changes",
        "safer": "`git stash show -p stash@{N}` first, or turn it into a branch: `git stash branch NAME`.",
        "recovery": "A dropped stash may be found with `git fsck --unreachable | grep commit` soon after.",
        "match": {"cmd": ("git",), "sub": ("stash drop", "stash clear")},
        "examples": {
            "match": ["git stash drop stash@{0}", "git stash clear"],
            "no_match": ["git stash list", "git stash pop", "git stash push -m wip"],
        },
    },
    {
        "id": "git.history-rewrite",
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites the repository's entire history",
        "safer": "Work on a fresh clone and push to a new branch for review.",
        "recovery": "The original refs are saved under refs/original/ (filter-branch); otherwise re-clone.",
        # `git filter-repo --analyze` (or `--dry-run`) only writes a report under .git/filter-repo
        "match": {"cmd": ("git",), "sub": ("filter-branch", "filter-repo"),
                  "words_none": ("--analyze", "--dry-run", "--help", "-h")},
        "examples": {
            "match": ["git filter-branch --tree-filter 'rm -f secrets.txt' -- --all",
                      "git filter-repo --path config/secrets.yaml --invert-paths"],
            "no_match": ["git log --all", "git filter-repo --analyze",
                         "git filter-repo --dry-run --path secrets.yaml --invert-paths"],
        },
    },
    {
        # a commit's dates are the record of when the work was done; a chosen one (`--date`, the date
        # variables git reads) makes the history say otherwise, the reviewer and the audit trail included
        "id": "git.commit-backdated",
        "level": "destructive",
        "reason": _BACKDATED,
        "safer": "Commit with the real date; write the intended date in the message.",
        "recovery": "Amend again without a chosen date (`git commit --amend --no-edit --reset-author`).",
        "match": {"cmd": ("git",), "sub": ("commit",), "words_any": ("--date", "--date=*"),
                  "words_none": ("--date=now", "now")},
        "examples": {"match": ["git commit --amend --no-edit --date='2024-01-15T09:00:00'",
                               "git commit -m fix --date '3 weeks ago'"],
                     "no_match": ["git commit --amend --no-edit --date=now", "git commit -m 'date parsing'",
                                  "git log --date=iso"]},
    },
    {
        "id": "git.commit-backdated-env",
        "level": "destructive",
        "reason": _BACKDATED,
        "safer": "Commit with the real date; write the intended date in the message.",
        "recovery": "Amend again without a chosen date (`git commit --amend --no-edit --reset-author`).",
        "match": {"cmd": ("git",), "sub": ("commit", "rebase", "am", "cherry-pick", "merge", "tag"),
                  "env_any": ("GIT_COMMITTER_DATE", "GIT_AUTHOR_DATE")},
        "examples": {"match": ["GIT_COMMITTER_DATE='2024-01-15T09:00:00' git commit --amend --no-edit",
                               "GIT_AUTHOR_DATE='2023-06-01 10:00' git commit -m init"],
                     "no_match": ["git commit --amend --no-edit", "GIT_EDITOR=true git rebase --continue"]},
    },
    {
        "id": "git.reflog-expire",
        "level": "dangerous",
        "irreversible": True,
        "reason": "expires the reflog or prunes unreachable objects now: removes the safety net "
        "for lost commits",
        "safer": "Plain `git gc` keeps recent unreachable objects for two weeks.",
        "recovery": "None once pruned; another clone may still have the commits.",
        "match": {
            "cmd": ("git",),
            "sub": ("reflog expire", "gc", "prune"),
            "words_any": (
                "--expire=now",
                "--expire=all",
                "--expire-unreachable=now",
                "--expire-unreachable=all",
                "--prune=now",
                "--prune=all",
            ),
        },
        "examples": {
            "match": ["git reflog expire --expire=now --all", "git gc --prune=now --aggressive"],
            "no_match": ["git gc", "git fetch --prune"],
        },
    },
    {
        # `git config --global gc.reflogExpire now`: the same loss set up for later; git runs `gc --auto`
        # on its own after commits, merges and fetches, so the safety net goes without anyone asking
        "id": "git.reflog-expire-config",
        "level": "dangerous",
        "irreversible": True,
        "reason": "makes every later garbage collection (which git runs on its own) expire the reflog or "
        "prune unreachable objects at once: the safety net for lost commits is gone from then on",
        "safer": "Leave the defaults (90 and 30 days for the reflog, two weeks for unreachable objects).",
        "recovery": "`git config --global --unset gc.reflogExpire` (and the other keys set); what was "
        "already pruned is gone.",
        "match": {"cmd": ("git",), "sub": ("config",),
                  "words_any": ("gc.reflogexpire", "gc.reflogexpireunreachable", "gc.pruneexpire",
                                "gc.*.reflogexpire", "gc.*.reflogexpireunreachable", "gc.reflogexpire=*",
                                "gc.reflogexpireunreachable=*", "gc.pruneexpire=*"),
                  "words_also": ("now", "all", "0", "*=now", "*=all", "*=0"),
                  "words_none": ("--get", "--unset", "--unset-all", "--list", "-l")},
        "examples": {
            "match": ["git config --global gc.reflogExpire now", "git config gc.pruneExpire now",
                      "git config --system gc.reflogExpireUnreachable 0"],
            "no_match": ["git config --global gc.reflogExpire '180 days'", "git config gc.auto 0",
                         "git config --global --unset gc.reflogExpire"],
        },
    },
    {
        # `safe.directory '*'`: git refuses a repository another user owns, because its config (hooks,
        # core.fsmonitor, a pager) runs as whoever uses it; `*` lifts that for every repository
        "id": "git.safe-directory-any",
        "level": "destructive",
        "reason": "trusts every repository on the machine whoever owns it: the configuration and hooks of a "
        "repository another user (or a download) owns run as this user",
        "safer": "Add the one repository you mean (`git config --global --add safe.directory /srv/app`).",
        "recovery": "`git config --global --unset-all safe.directory '\\*'`.",
        "match": {"cmd": ("git",), "sub": ("config",), "words_any": ("safe.directory", "safe.directory=*"),
                  "words_also": ("[*]", "*=[*]"),
                  "words_none": ("--get", "--get-all", "--unset", "--unset-all", "--list", "-l")},
        "examples": {
            "match": ["git config --global --add safe.directory '*'",
                      "git config --system safe.directory '*'"],
            "no_match": ["git config --global --add safe.directory /srv/app",
                         "git config --global --get-all safe.directory"],
        },
    },
    {
        "id": "git.update-ref-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a ref directly",
        "safer": "Use `git branch -d` or `git tag -d`, which check what they delete.",
        "recovery": _REFLOG,
        "match": {"cmd": ("git",), "sub": ("update-ref",), "flags_any": ("-d",)},
        "examples": {
            "match": ["git update-ref -d refs/heads/x"],
            "no_match": ["git update-ref refs/heads/x HEAD"],
        },
    },
    {
        "id": "git.worktree-remove-force",
        "level": "destructive",
        "irreversible": True,
        "reason": "removes a worktree with its uncommitted changes",
        "safer": "`git worktree remove` without -f refuses when there are changes.",
        "recovery": "Uncommitted changes in that worktree are lost.",
        "match": {"cmd": ("git",), "sub": ("worktree remove",), "flags_any": ("-f",)},
        "examples": {"match": ["git worktree remove -f /tmp/wt"], "no_match": ["git worktree list"]},
    },
    {
        # A plain rebase replays the branch's own commits, unchanged, on a newer base (`git rebase
        # origin/main`, what `git pull --rebase` does): no commit is edited or dropped, no shared ref
        # moves (the force-push that would publish it is judged on its own), ORIG_HEAD undoes it. The
        # rewrite the rubric pauses is one that edits the commits: an interactive todo list (drop,
        # squash, reword), a transplant that leaves commits behind (--onto, --root), commands run on
        # each commit, or dates and authors rewritten.
        "id": "git.rebase-history",
        "level": "destructive",  # a history rewrite: the rubric's pause list
        "reason": "rewrites the branch's commits (rebase)",
        "safer": "Keep a pointer first: `git branch backup-before-rebase`.",
        "recovery": _REFLOG,
        "match": {
            "cmd": ("git",),
            "sub": ("rebase",),
            "flags_any": REBASE_EDITS,
            # steering a rebase already under way rewrites nothing new
            "flags_none": ("--continue", "--abort", "--skip", "--quit", "--show-current-patch"),
        },
        "examples": {
            "match": ["git rebase -i HEAD~5", "git rebase --onto main topic~3 topic", "git rebase --root",
                      "git rebase --committer-date-is-author-date HEAD~20", "git rebase -x 'make test' main"],
            "no_match": ["git merge main", "git rebase --continue", "git rebase --abort", "git rebase main",
                         "git rebase origin/main", "git rebase --autostash upstream/develop"],
        },
    },
    {
        "id": "git.hooks-path",
        "level": "destructive",
        "reason": "points git at another hooks directory (can switch off pre-commit and other guard hooks)",
        "safer": "Install hooks with the project's tool (`pre-commit install`).",
        "recovery": "`git config --unset core.hooksPath` (add --global if it was global).",
        # a hooks folder inside the project (`.githooks`, `.husky`) is the project's own, reviewed with
        # its code; anywhere else (or /dev/null, or the git directory) can switch guards off unseen
        "match": {"cmd": ("git",), "sub": ("config",), "words_any": ("core.hookspath", "core.hookspath=*"),
                  "targets": {"of": "last", "region": ("root", "system", "home", "home_data", "git",
                                                       "scratch", "device", "pseudo", "network", "outside",
                                                       "unknown")}},
        "examples": {
            "match": ["git config core.hooksPath /dev/null", "git config core.hooksPath ~/hooks"],
            "no_match": ["git config user.name dev", "git config core.hooksPath .githooks"],
        },
    },
    {
        # `git config --global include.path ~/.cache/gc`: git reads more settings from that file on every
        # later command, and some settings are commands git runs (core.fsmonitor, core.pager, a filter
        # driver, core.hooksPath); what the file says later runs on a harmless-looking `git status`,
        # and writing the file looks like writing any cache file. `init.templateDir` does the same for
        # the hooks every later clone and init copies in.
        "id": "git.config-loaded-from-file",
        "level": "destructive",
        "reason": "makes git load settings or hooks from a file outside the repository on every later "
        "command: what that file says later (a pager, a filter, fsmonitor, hooks) runs unseen",
        "safer": "Set the one setting you need directly (`git config KEY VALUE`) in the repository.",
        "recovery": "`git config [--global] --unset include.path` (or init.templateDir) and read the file "
        "it named.",
        "match": {"cmd": ("git",), "sub": ("config",),
                  "words_any": ("include.path", "include.path=*", "includeif.*", "init.templatedir",
                                "init.templatedir=*"),
                  "targets": {"of": "last", "region": ("root", "system", "home", "home_data", "git",
                                                       "scratch", "device", "pseudo", "network", "outside",
                                                       "unknown")}},
        "examples": {
            "match": ["git config --global include.path ~/.cache/gc",
                      "git config --global includeIf.gitdir:~/work/.path ~/.cache/gc",
                      "git config --global init.templateDir /tmp/tpl"],
            "no_match": ["git config --get include.path",
                         "git config user.name dev", "git config init.defaultBranch main"],
        },
    },
    {
        "id": "git.hooks-path-global",
        "level": "destructive",
        "reason": "points every repository of the user (or the machine) at another hooks directory",
        "safer": "Set it in the one repository (`git config core.hooksPath .githooks`).",
        "recovery": "`git config --global --unset core.hooksPath`.",
        "match": {"cmd": ("git",), "sub": ("config",), "words_any": ("core.hookspath", "core.hookspath=*"),
                  "flags_any": ("--global", "--system")},
        "examples": {
            "match": ["git config --global core.hooksPath /dev/null",
                      "git config --global core.hooksPath .githooks"],
            "no_match": ["git config core.hooksPath .githooks"],
        },
    },
    {
        # `git --git-dir=/tmp/dotfiles.git --work-tree=$HOME checkout -f main`: a repository checked out
        # over the whole home directory writes whatever that repository holds over the user's files,
        # the agent's settings and keys among them
        "id": "git.checkout-over-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "checks a repository out over the whole home directory: its files replace the user's, "
        "the agent's settings and keys among them",
        "safer": "Check it out into its own directory and link the files you want by hand.",
        "recovery": "Restore home's files from a backup; reinstall the agent's hook (`dongle install`).",
        "match": {"cmd": ("git",), "words_any": ("checkout", "reset", "restore", "switch", "read-tree",
                                                 "stash", "pull", "merge"),
                  "targets": {"of": "kv:--work-tree", "whole_tree": True}},
        "examples": {"match": ["git --git-dir=/tmp/dotfiles.git --work-tree=/home/dev checkout -f main",
                               "git --git-dir=$HOME/.cfg --work-tree=$HOME reset --hard origin/main"],
                     "no_match": ["git --git-dir=$HOME/.cfg --work-tree=$HOME status",
                                  "git --work-tree=build checkout -- ."]},
    },
    {
        # `git --git-dir=$HOME/.dotfiles --work-tree=$HOME clean -fdx`: with the home directory as git's
        # work tree, every file the dotfiles repository does not track is "untracked": clean deletes the
        # user's documents, keys, projects and the agent's settings, as `rm -rf ~` would
        "id": "git.clean-home-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "git clean with the whole home directory as its work tree: every file the repository does "
        "not track (documents, keys, projects) is deleted",
        "safer": "Preview with `git clean -n`; a dotfiles repository never needs clean over home.",
        "recovery": "None from git: untracked files were never committed. Restore home from a backup.",
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_none": ("-n",),
                  "targets": {"of": "kv:--work-tree", "whole_tree": True}},
        "examples": {"match": ["git --git-dir=$HOME/.dotfiles --work-tree=$HOME clean -fdx",
                               "git --git-dir=/home/dev/.cfg --work-tree=/home/dev clean -f -d",
                               "git --work-tree=~ clean -ffd"],
                     "no_match": ["git --git-dir=$HOME/.dotfiles --work-tree=$HOME clean -n",
                                  "git --work-tree=/tmp/build clean -fdx",
                                  "git --git-dir=$HOME/.dotfiles --work-tree=$HOME status"]},
    },
    {
        # `cd ~ && git clean -fdx`, `git -C ~ clean -fd`: the same clean run in the home directory itself
        "id": "git.clean-in-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "git clean run in the home directory itself: every file its repository does not track "
        "(documents, keys, projects) is deleted",
        "safer": "Preview with `git clean -n` and delete by name.",
        "recovery": "None from git: untracked files were never committed. Restore home from a backup.",
        "match": {"cmd": ("git",), "sub": ("clean",), "flags_any": ("-f",), "flags_none": ("-n",),
                  "words_none": ("--work-tree", "--work-tree=*"), "max_operands": 0,
                  "targets": {"of": "cwd", "region": ("home",)}},
        "examples": {"match": ["cd ~ && git clean -fdx", "cd $HOME && git clean -fd"],
                     "no_match": ["cd ~/project && git clean -fdx", "cd ~ && git clean -n"]},
    },
    {
        # `cd ~ && git init && git fetch /tmp/d.git && git reset --hard FETCH_HEAD`: run in the home
        # directory itself, git's work tree is the whole home, and a command that makes it match a commit
        # writes whatever that commit holds over the user's files, the agent's settings among them, as
        # `--work-tree=$HOME` does (git.checkout-over-home)
        "id": "git.tree-rewritten-in-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes the home directory itself, as git's work tree, match a commit: its files replace "
        "the user's, the agent's settings and keys among them",
        "safer": "Clone into its own directory and link the files you want by hand.",
        "recovery": "Restore home's files from a backup; reinstall the agent's hook (`dongle install`).",
        "match": {"cmd": ("git",), "sub": ("checkout", "switch", "restore", "read-tree", "pull", "merge",
                                          "rebase", "reset", "stash", "am", "cherry-pick", "revert"),
                  "words_none": ("--work-tree", "--work-tree=*", "--soft", "--mixed", "list", "show",
                                 "--abort", "--quit", "-b", "--create"),
                  "targets": {"of": "cwd", "region": ("home",)}},
        "examples": {"match": ["cd ~ && git reset --hard o/main", "cd $HOME && git checkout -f main",
                               "cd ~ && git pull /tmp/d.git main"],
                     "no_match": ["cd ~ && git status", "cd ~/project && git reset --hard HEAD~1",
                                  "cd ~ && git stash list", "cd ~ && git reset --soft HEAD~1",
                                  "git -C ~/dotfiles pull"]},
    },
    {
        # `git commit --no-verify`: the commit skips the repository's pre-commit and commit-msg hooks,
        # the checks (secret scanning, lint, tests) its owners put in front of every commit
        "id": "git.skip-hooks",
        "level": "destructive",
        "reason": "skips the repository's own pre-commit or pre-push checks (secret scanning, lint, "
        "tests) for this commit or push",
        "safer": "Run the hooks and fix what they report (`pre-commit run`), or ask the user.",
        "recovery": "Run the skipped checks now (`pre-commit run --from-ref HEAD~1 --to-ref HEAD`) and "
        "amend or revert what they find.",
        "match": {"cmd": ("git",), "sub": ("commit",), "flags_any": ("--no-verify", "-n")},
        "examples": {
            "match": ["git commit --no-verify -m wip", "git commit -nm 'quick fix'"],
            "no_match": ["git commit -m 'fix: handle --no-verify flag'", "git commit -am wip"],
        },
    },
    {
        "id": "git.push-skip-hooks",
        "level": "destructive",
        "reason": "skips the repository's pre-push checks (tests, secret scanning) for this push",
        "safer": "Let the pre-push hook run and fix what it reports, or ask the user.",
        "recovery": "Run the skipped checks on what was pushed and push a fix or a revert.",
        "match": {"cmd": ("git",), "sub": ("push",), "flags_any": ("--no-verify",)},
        "examples": {"match": ["git push --no-verify origin feature/x"],
                     "no_match": ["git push origin feature/x"]},
    },
    {
        # every clone, fetch and push of the user goes through that proxy: a plain-http or bare-address
        # proxy sees the traffic and the credentials sent with it
        "id": "git.proxy-global",
        "level": "destructive",
        "reason": "routes every repository's traffic of the user (or the machine) through a proxy",
        "safer": "Set the proxy for the one command (`https_proxy=… git fetch`) or the one repository.",
        "recovery": "`git config --global --unset http.proxy`, and rotate the tokens used meanwhile.",
        "match": {"cmd": ("git",), "sub": ("config",),
                  # a proxy for one host's URLs (`http.https://github.com/.proxy`) routes that host's traffic
                  "words_any": ("http.proxy", "https.proxy", "http.proxy=*", "https.proxy=*", "http.*.proxy",
                                "http.*.proxy=*"),
                  "flags_any": ("--global", "--system"),
                  "flags_none": ("--unset", "--get", "-l", "--list")},
        "examples": {"match": ["git config --global http.proxy http://203.0.113.9:3128",
                               "git config --global http.https://github.com/.proxy http://10.0.0.5:8080"],
                     "no_match": ["git config --global --unset http.proxy",
                                  "git config --global --get http.proxy"]},
    },
    {
        # TLS verification off: every fetch and push can be read and altered in transit
        "id": "git.tls-verify-off",
        "level": "destructive",
        "reason": "switches off TLS certificate verification for git (every clone, fetch and push can be "
        "intercepted and altered)",
        "safer": "Trust the one internal CA instead (`git config http.sslCAInfo /path/ca.pem`).",
        "recovery": "`git config --global --unset http.sslVerify`.",
        "match": {"cmd": ("git",), "sub": ("config",),
                  "words_any": ("http.sslverify", "http.*.sslverify", "http.sslverify=*",
                                "http.*.sslverify=*"),
                  "words_also": ("false", "0", "no", "off", "*=false", "*=0", "*=no", "*=off")},
        "examples": {
            "match": ["git config --global http.sslVerify false",
                      "git config http.https://git.acme.internal/.sslVerify false"],
            "no_match": ["git config --global http.sslVerify true", "git config --get http.sslVerify"],
        },
    },
    {
        "id": "git.push-production",
        "level": "destructive",
        "reason": "pushes to a production remote or branch (often a deploy: Heroku, Dokku, GitOps)",
        "safer": "Deploy through the reviewed release pipeline; push to a feature branch first.",
        "recovery": "Push the previous commit again (`git push REMOTE OLD_SHA:BRANCH`) or roll "
        "back the release.",
        "match": {
            "cmd": ("git",),
            "sub": ("push",),
            "args_any": ("production", "prod", "*-production", "*-prod", "*:production", "*:prod", "prod/*"),
        },
        "examples": {
            "match": ["git push production main", "git push origin HEAD:production"],
            "no_match": ["git push origin feature/prod-dashboard", "git push origin main"],
        },
    },
]

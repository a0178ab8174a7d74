"""Version control beyond git's own history: Perforce, Mercurial, Subversion, Breezy, Fossil, darcs,
git-annex and Git LFS.

What each act loses decides, as for git: a Perforce depot is the studio's only history (no clone
holds it), so `p4 obliterate -y` of a branch or a whole depot removes every revision for good, where
one throwaway folder (`…/Temp/...`) is a housekeeping the team can judge; without `-y` obliterate
only reports what it would remove. `revert` and `clean` throw away a workspace's unsubmitted edits,
`shelve -d` the shelved copy of someone's work, `user -d -f` an account with its workspaces and
locks. A submit is the everyday, reviewable act. git-annex `drop --force` removes content without
checking another copy exists (it may be the last); `git lfs migrate import|export` rewrites every
commit it walks (a force push follows).
"""

from __future__ import annotations

# Perforce's global options that take a value (`p4 -c CLIENT -u USER -p PORT -ztag -F FMT …`) and the
# subcommands' (`-c CHANGE`, `-m MAX`); `-d` is left out: a description for submit, "delete" elsewhere.
COMMANDS = {"p4": {"values": ("-c", "-u", "-p", "-P", "-H", "-C", "-Q", "-x", "-F", "-r", "-z", "-m",
                              "-t", "-e", "-o")},
            # Mercurial's global options that take a value (`hg --config extensions.strip= strip tip`)
            **{hg: {"values": ("--config", "-R", "--repository", "--cwd", "--encoding", "--color",
                               "--pager")} for hg in ("hg", "chg")}}

SAFE_COMMANDS = ("p4",)

# A depot path that holds throwaway content: obliterating it loses nothing a build needs again.
_THROWAWAY_DEPOT = ("*/temp/*", "*/tmp/*", "*/scratch/*", "*/sandbox/*", "*/trash/*", "*/_delete/*")

_P4_RECOVERY = ("Restore the server from its last checkpoint and journal (p4d -jr); edits never submitted "
                "are gone.")

RULES = [
    {
        "id": "vcs.p4-obliterate-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "permanently removes a whole Perforce tree (`//depot/...`, a branch) with every revision "
        "of every file in it from the server: the depot is the only copy of that history",
        "safer": "Run `p4 obliterate` without -y to see what it would remove; obliterate one throwaway "
        "folder, or archive the files (`p4 archive`) instead.",
        "recovery": _P4_RECOVERY,
        "match": {"cmd": ("p4",), "sub": ("obliterate",), "flags_any": ("-y",),
                  "args_any": ("*...",), "args_none": _THROWAWAY_DEPOT},
        "examples": {"match": ["p4 obliterate -y //depot/...",
                               "p4 -u admin obliterate -y //art/Game/Main/...",
                               "p4 obliterate -y -h //streams/rel-2.x/..."],
                     "no_match": ["p4 obliterate //depot/...",
                                  "p4 obliterate -y //depot/Game/Main/Temp/...",
                                  "p4 obliterate -y //depot/Game/Main/Maps/old.umap#1,#3"]},
    },
    {
        "id": "vcs.p4-obliterate",
        "level": "destructive",
        "irreversible": True,
        "reason": "permanently removes files and their revision history from the Perforce server",
        "safer": "Run `p4 obliterate` without -y first and read the list.",
        "recovery": _P4_RECOVERY,
        "match": {"cmd": ("p4",), "sub": ("obliterate",), "flags_any": ("-y",)},
        "examples": {"match": ["p4 obliterate -y //depot/Game/Main/Temp/...",
                               "p4 obliterate -y //depot/Game/Main/Maps/old.umap#1,#3"],
                     "no_match": ["p4 obliterate //depot/Game/Main/Temp/..."]},
    },
    {
        # without -y obliterate reports what it would remove and changes nothing
        "id": "vcs.p4-obliterate-preview",
        "level": "safe",
        "reason": "previews an obliterate (no -y): it lists what would be removed and changes nothing",
        "safer": "Read the list it prints before adding -y.",
        "recovery": "Nothing changed.",
        "match": {"cmd": ("p4",), "sub": ("obliterate",), "flags_none": ("-y",)},
        "examples": {"match": ["p4 obliterate //depot/Game/Main/Content/Temp/..."],
                     "no_match": ["p4 obliterate -y //depot/..."]},
    },
    {
        "id": "vcs.p4-discard-work",
        "level": "destructive",
        "irreversible": True,
        "reason": "throws away a Perforce workspace's unsubmitted work: `revert` undoes opened "
        "edits, `clean` deletes local files the depot does not have and restores edited ones; nothing "
        "kept them",
        "safer": "Preview with -n, shelve the edits first (`p4 shelve`), or revert only unchanged files "
        "(-a).",
        "recovery": "Only a shelved or backed-up copy brings the edits back.",
        "match": {"cmd": ("p4",), "sub": ("revert", "clean", "reconcile -w"),
                  "flags_none": ("-n", "-a", "-k")},
        "examples": {"match": ["p4 revert //depot/Game/Main/...", "p4 clean //depot/Game/Main/Content/...",
                               "p4 -c ws1 revert -c 4411 //..."],
                     "no_match": ["p4 revert -n //depot/Game/Main/...", "p4 revert -a //...",
                                  "p4 revert -k //depot/Game/Main/Source/x.cpp", "p4 clean -n //..."]},
    },
    {
        # `-f` deletes a depot that still holds files: every file and every revision in it, for everyone
        "id": "vcs.p4-depot-deleted",
        "level": "forbidden",
        "irreversible": True,
        "reason": "force-deletes a whole Perforce depot (`depot -d -f`): every file in it and its whole "
        "history are removed from the server the team shares",
        "safer": "Obliterate the one path you mean after a preview (`p4 obliterate PATH` without -y), and "
        "take a checkpoint first.",
        "recovery": _P4_RECOVERY,
        "match": {"cmd": ("p4",), "sub": ("depot",), "flags_all": (("-d",), ("-f",))},
        "examples": {"match": ["p4 -u super depot -d -f Environments"],
                     "no_match": ["p4 depot -d Environments", "p4 depot -o Environments", "p4 depots"]},
    },
    {
        # `hg strip` removes changesets and all their descendants from the repository (a bundle is left in
        # .hg/strip-backup, so it is a reset, not a loss: git reset --hard's pause)
        "id": "vcs.hg-history-stripped",
        "level": "destructive",
        "reason": "removes Mercurial changesets and every descendant from the repository's history (`hg "
        "strip`); clones that pulled them bring them back, and work on them must be redone",
        "safer": "Back out the change with a new commit (`hg backout REV`), or keep it (`hg strip --keep`).",
        "recovery": "`hg unbundle .hg/strip-backup/<bundle>.hg`.",
        "match": {"cmd": ("hg", "chg"), "sub": ("strip", "debugstrip")},
        "examples": {"match": ["hg strip -r 4211", "hg debugstrip 'draft()'"],
                     "no_match": ["hg log -r 4211", "hg backout -r 4211"]},
    },
    {
        "id": "vcs.p4-delete-shared",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes something on the Perforce server other people rely on: a shelved changelist "
        "(the only copy of unsubmitted work), a user, a workspace or a depot spec, or breaks a lock",
        "safer": "Describe it first (`p4 describe -S`, `p4 user -o`), and ask its owner.",
        "recovery": "Re-create the spec from a checkpoint; shelved files deleted are gone.",
        "match": {"cmd": ("p4",), "sub": ("shelve", "user", "client", "workspace", "depot", "stream", "label",
                                          "unlock"),
                  "flags_any": ("-d", "-f", "-x")},
        "examples": {"match": ["p4 shelve -d -c 48213", "p4 -u super user -d -f kenji",
                               "p4 client -d -f old_ws", "p4 -u super unlock -f -x //depot/a.umap"],
                     "no_match": ["p4 shelve -c 48213", "p4 user -o kenji", "p4 client -o"]},
    },
    {
        # a whole depot's users, workspaces or depots, each deleted: the server is left without them
        "id": "vcs.p4-delete-every",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes, one by one, every user, workspace or depot a Perforce listing names: the team is "
        "locked out and their workspaces and locks are gone",
        "safer": "Delete the one account or workspace you mean, after `p4 user -o NAME`.",
        "recovery": "Re-create the specs from a checkpoint; open files in deleted workspaces are lost.",
        "match": {"cmd": ("p4",), "sub": ("user", "client", "workspace", "depot"), "flags_any": ("-d",),
                  "model_has": ("p4",), "wrapped_by": ("xargs",)},
        "examples": {"match": ["p4 -ztag -F %User% users | xargs -n1 p4 -u super user -d -f"],
                     "no_match": ["p4 -u super user -d -f kenji"]},
    },
    {
        "id": "vcs.annex-drop-forced",
        "level": "destructive",
        "irreversible": True,
        "reason": "drops git-annex content without checking that enough other copies exist "
        "(`--force`): the copy removed may be the last one",
        "safer": "`git annex drop` without --force checks the other copies first; `git annex whereis` "
        "lists them.",
        "recovery": "Only another repository or special remote that still has the content brings it back.",
        "match": {"cmd": ("git", "git-annex"),
                  "sub": ("annex drop", "annex dropunused", "drop", "dropunused"),
                  "flags_any": ("--force", "-f")},  # git spells --force as -f
        "examples": {"match": ["git annex drop --force data/raw/", "git-annex dropunused --force all"],
                     "no_match": ["git annex drop data/raw/", "git annex get data/raw/"]},
    },
    {
        "id": "vcs.lfs-migrate-rewrite",
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites history to move files in or out of Git LFS (`git lfs migrate import|export`): "
        "every commit it walks gets a new id (all branches with --everything), and a force push follows",
        "safer": "`git lfs migrate info` first; `--no-rewrite` adds a commit instead; work on a fresh clone.",
        "recovery": "Reset the branches to their old ids from the reflog or another clone before pushing.",
        "match": {"cmd": ("git", "git-lfs"), "sub": ("lfs migrate import", "lfs migrate export",
                                                    "migrate import", "migrate export"),
                  "flags_none": ("--no-rewrite",)},
        "examples": {"match": ["git lfs migrate import --everything --include='*.psd'",
                               "git lfs migrate export --include='*.bin' --everything"],
                     "no_match": ["git lfs migrate info --everything",
                                  "git lfs migrate import --no-rewrite a.psd"]},
    },
    {
        # the server's own storage (the SDP layout's /p4/N, a P4ROOT): the depot files, checkpoints and
        # journals are the history and its backups, gone together
        "id": "vcs.p4-server-storage-deleted",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a Perforce server's own storage (its depot files, checkpoints or "
        "journals under /p4/N or a P4ROOT): the studio's history and the backups to restore it from",
        "safer": "Obliterate what you mean through p4 (preview first); move old checkpoints to archive "
        "storage instead of deleting them.",
        "recovery": _P4_RECOVERY,
        "match": {"cmd": ("rm",), "flags_all": (("-r",),),
                  "targets": {"path": ("/p4", "/p4/*/depots", "/p4/*/depots/*", "/p4/*/checkpoints*",
                                       "/p4/*/root", "/p4/*/root/*", "/p4/*/offline_db*", "*/p4root",
                                       "*/p4root/*")}},
        "examples": {"match": ["sudo rm -rf /p4/1/depots/*", "rm -rf /srv/perforce/p4root/journals",
                               "sudo rm -rf /p4/2/checkpoints"],
                     "no_match": ["rm -rf ~/ws/p4-notes", "rm -rf build/checkpoints",
                                  "sudo rm -rf /p4/1/logs/old"]},
    },
    {
        # Mercurial's `git clean`: the working copy's own act, which the argument shapes would otherwise
        # read as "purge --all" of a store
        "id": "vcs.hg-purge-untracked",
        "level": "destructive",
        "irreversible": True,
        "reason": "hg purge deletes the working copy's untracked files (with --all the ignored ones too); "
        "they were never committed",
        "safer": "Preview with `hg purge --print` and delete by name.",
        "recovery": "None from Mercurial: untracked files were never committed. Restore from a backup.",
        "match": {"cmd": ("hg", "chg"), "sub": ("purge", "clean"), "flags_none": ("--print", "-p")},
        "examples": {"match": ["hg purge --all", "hg purge"],
                     "no_match": ["hg purge --print", "hg status --unknown"]},
    },
    {
        # Mercurial's history rewrites: `strip` removes changesets and their descendants from the
        # repository (a backup bundle is kept under .hg/strip-backup, but pushes and clones that had
        # them now disagree), as `git reset --hard` to an earlier commit does
        "id": "vcs.hg-history-rewrite",
        "level": "destructive",
        "irreversible": True,
        "reason": "removes or rewrites committed Mercurial changesets (`hg strip`, `hg prune`, "
        "`hg histedit`, `hg rollback`): the history others pulled no longer matches",
        "safer": "Back out the change instead (`hg backout REV`), or strip only unpublished drafts.",
        "recovery": "`hg unbundle .hg/strip-backup/<bundle>.hg` restores stripped changesets.",
        "match": {"cmd": ("hg", "chg"), "sub": ("strip", "debugstrip", "prune", "histedit", "rollback")},
        "examples": {"match": ["hg strip -r 4182", "hg --config extensions.strip= strip tip",
                               "hg histedit 31", "hg rollback"],
                     "no_match": ["hg log -r 4182", "hg backout -r 4182", "hg status", "hg pull -u"]},
    },
    {
        # Any version control's push told to override what the remote holds: Mercurial and Sapling
        # `push -f` publishes new heads or unrelated history to the shared repository, Breezy's
        # `push --overwrite` replaces the remote branch; git's force push has its own rule
        "id": "vcs.push-overwrite",
        "level": "destructive",
        "irreversible": True,
        "reason": "force-pushes to a shared repository (`hg push --force`, `bzr push --overwrite`): the "
        "remote's history is replaced or given heads everyone must now merge",
        "safer": "Pull and merge first, then push without force; push a new branch or bookmark instead.",
        "recovery": "Strip or back out the pushed changesets on the server; the old tip is in someone's "
        "clone.",
        "match": {"cmd": ("hg", "chg", "sl", "bzr", "brz", "fossil"), "sub": ("push",),
                  "flags_any": ("-f", "--force", "--overwrite", "--overwrite-tags")},
        "examples": {"match": ["hg push --force", "hg push -f ssh://hg@code/app", "sl push --force --to main",
                               "bzr push --overwrite lp:proj"],
                     "no_match": ["hg push", "hg push -r . default", "bzr push lp:proj", "hg pull -f"]},
    },
    {
        # Throwing away the working copy's uncommitted edits, in any version control (git's checkout,
        # restore and clean have their own rules): `svn revert -R .`, `hg revert --all`, `hg update -C`,
        # `bzr revert`, `fossil revert`, `darcs revert -a`, and deleting the files it does not track
        # (`svn cleanup --remove-unversioned`, `fossil clean`, `bzr clean-tree`): no commit kept them
        "id": "vcs.discard-uncommitted",
        "level": "destructive",
        "irreversible": True,
        "reason": "throws away uncommitted edits of the working copy (a revert, a clean update, or deleting "
        "untracked files): nothing committed them",
        "safer": "Look first (`svn status`, `hg diff`), save a patch (`svn diff > keep.patch`), or shelve.",
        "recovery": "Only a saved patch, a shelf or an editor's backup brings the edits back.",
        "match": {"cmd": ("svn", "hg", "chg", "sl", "bzr", "brz", "fossil", "darcs"),
                  "sub": ("revert", "clean", "clean-tree"),
                  "flags_none": ("-n", "--dry-run")},
        "examples": {"match": ["svn revert -R .", "svn revert --depth infinity src", "hg revert --all",
                               "bzr revert", "fossil revert", "darcs revert -a", "fossil clean --force",
                               "sl revert ."],
                     "no_match": ["svn status", "svn update", "hg revert -n --all", "fossil clean -n",
                                  "hg diff"]},
    },
    {
        # the same loss told as an option of an everyday act: a clean update (`hg update -C`) overwrites
        # the edits, a cleanup told to remove what is unversioned deletes those files
        "id": "vcs.discard-uncommitted-option",
        "level": "destructive",
        "irreversible": True,
        "reason": "updates or cleans the working copy in a way that throws away uncommitted edits or "
        "untracked files",
        "safer": "Look first (`hg status`, `svn status --no-ignore`), and commit or shelve what you keep.",
        "recovery": "Only a saved patch, a shelf or an editor's backup brings the edits back.",
        "match": {"cmd": ("svn", "hg", "chg", "sl"), "sub": ("update", "up", "checkout", "co", "cleanup"),
                  "flags_any": ("-C", "--clean", "--remove-unversioned", "--remove-ignored")},
        "examples": {"match": ["hg update -C", "hg checkout --clean default",
                               "svn cleanup --remove-unversioned"],
                     "no_match": ["svn update", "hg update default", "svn cleanup", "hg pull -u"]},
    },
    {
        # A recorded commit taken back out of the branch's history in the version controls that can:
        # `bzr uncommit`, `darcs unrecord`/`obliterate`, `fossil purge`, a Subversion revision property
        # (its log message or author) rewritten or deleted: the record others read is changed after the fact
        "id": "vcs.history-rewrite-other",
        "level": "destructive",
        "irreversible": True,
        "reason": "removes or rewrites recorded history (`bzr uncommit`, `darcs unrecord`, `fossil purge`, "
        "an svn revision property): the record others pulled or read no longer matches",
        "safer": "Record a new change that undoes the old one (a backout or reverse merge).",
        "recovery": "A clone or backup that still has the old history, pushed back.",
        "match": {"cmd": ("bzr", "brz", "darcs", "fossil"),
                  "sub": ("uncommit", "unrecord", "obliterate", "unpull", "purge"),
                  "flags_none": ("--dry-run", "-n")},
        "examples": {"match": ["bzr uncommit", "darcs unrecord --last 2", "fossil purge checkins abc123"],
                     "no_match": ["bzr log", "darcs changes", "fossil timeline", "bzr uncommit --dry-run"]},
    },
    {
        # Subversion keeps no history of a revision's properties: a log message or author rewritten or
        # deleted (`--revprop`) is changed in the record for good; a versioned property is a commit
        "id": "vcs.svn-revprop-rewrite",
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites or deletes a Subversion revision property (its log message, author or date): "
        "the repository keeps no earlier value",
        "safer": "Leave recorded revisions as they are; say the correction in a new commit's message.",
        "recovery": "Only a repository backup (`svnadmin dump`) holds the old value.",
        "match": {"cmd": ("svn",), "sub": ("propset", "propdel", "propedit", "pset", "pdel", "pedit", "ps",
                                             "pd", "pe"),
                  "flags_any": ("--revprop",)},
        "examples": {"match": ["svn propset svn:log 'x' --revprop -r 41 ^/",
                               "svn propdel svn:author --revprop -r 12 https://svn/repo"],
                     "no_match": ["svn propset svn:ignore '*.o' .", "svn propget svn:log --revprop -r 41"]},
    },
    {
        "id": "vcs.p4-submit",
        "level": "safe",
        "reason": "submits a changelist: the everyday, reviewable act of a Perforce workspace",
        "safer": "`p4 describe -S` or `p4 diff` the changelist before submitting.",
        "recovery": "`p4 undo` the submitted changelist.",
        "match": {"cmd": ("p4",), "sub": ("submit",)},
        "examples": {"match": ['p4 submit -d "Fix the lightmap UVs"'], "no_match": ["p4 sync"]},
    },
]

"""Shared clusters (HPC): batch jobs, parallel file systems and the site's software tree.

On a cluster the reach is other people's. Cancelling one job by its id is everyday work; cancelling
every job a filter selects (all of your own, or all in a state) throws away hours of compute, and as
root with no user named it cancels every user's jobs. A project directory on the parallel file
system (Lustre, GPFS, BeeGFS) holds a whole group's results and is rarely backed up; the site's
software tree (`/apps`, `/sw`, spack's `opt`, the module files) is what every user's jobs load.
Deleting a file system (`mmdelfs`) takes everything on it. Loading and purging environment modules
only changes this shell's variables.
"""

from __future__ import annotations

# Scheduler options that take a value, so the parser keeps their values out of the operands.
COMMANDS = {
    "scancel": {"values": ("-u", "--user", "-p", "--partition", "-t", "--state", "-n", "--name", "-A",
                           "--account", "-q", "--qos", "-w", "--nodelist", "-s", "--signal", "-M",
                           "--clusters", "-R", "--reservation"), "long_values": True},
    "bkill": {"values": ("-u", "-q", "-m", "-g", "-J", "-s")},
    "qdel": {"values": ("-u",)},
}

# Read-only queries. The launchers (sbatch, srun, qsub, bsub) run the command they are handed and are
# left to the generic reading of what they run.
SAFE_COMMANDS = ("squeue", "sacct", "sinfo", "qstat", "bjobs", "mmlsfs", "mmdf")

# Filters that pick jobs by something other than their ids.
_JOB_FILTERS = ("-u", "--user", "-t", "--state", "-p", "--partition", "-n", "--name", "-A", "--account",
                "-q", "--qos", "-w", "--nodelist", "--me", "-R", "--reservation")

# Mount points of parallel and shared file systems, and the site's software trees.
# A parallel file system's mount holds areas, then projects (`/lustre/proj/climate`); a project root
# holds the projects themselves (`/project/astro`).
_PARALLEL_FS = ("/lustre", "/gpfs", "/beegfs", "/fs", "/cephfs")
_PROJECT_ROOTS = ("/project", "/projects", "/proj", "/store", "/group", "/groups")
_SOFTWARE_TREES = ("/apps", "/sw", "/software", "/cm/shared", "/opt/ohpc/pub", "/usr/share/modulefiles",
                   "/etc/modulefiles")

RULES = [
    {
        # the ids come from a listing of the queue (`squeue -h -o %i | xargs scancel`, `yarn application
        # -list … | xargs yarn application -kill`): every job the listing shows is cancelled, as a filter
        # would select them, with none named by a human
        "id": "hpc.cancel-fed-listing",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "cancels every job a listing of the queue prints (its ids fed through xargs): running "
        "jobs lose the compute they spent and queued ones their place",
        "safer": "Look at the listing first, and cancel the job ids you mean.",
        "recovery": "Resubmit the jobs; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"), "wrapped_by": ("xargs", "parallel"),
                  "stdin_from": ("squeue", "bjobs", "qstat", "qselect")},
        "examples": {"match": ["squeue -h -o %i | xargs -r scancel",
                               "bjobs -o jobid -noheader | xargs bkill",
                               "qselect -u $USER -s R | xargs qdel"],
                     "no_match": ["scancel 4815162", "squeue -u maya", "cat ids.txt | xargs scancel"]},
    },
    {
        # Hadoop YARN's own spelling of the same: the applications its listing prints, each killed
        "id": "hpc.yarn-kill-fed-listing",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "kills every YARN application a listing prints (its ids fed through xargs): their running "
        "work is lost",
        "safer": "Look at the listing first, and kill the application ids you mean.",
        "recovery": "Resubmit the applications; work since their last checkpoint is lost.",
        "match": {"cmd": ("yarn",), "sub": ("application", "app"), "words_any": ("-kill",),
                  "wrapped_by": ("xargs", "parallel"), "stdin_from": ("yarn",)},
        "examples": {"match": ["yarn application -list -appStates RUNNING | awk 'NR>2{print $1}' | "
                               "xargs -n1 yarn application -kill"],
                     "no_match": ["yarn workspaces list --json | xargs yarn", "yarn application -list"]},
    },
    {
        "id": "hpc.cancel-by-filter",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "cancels every batch job a filter selects (a user, a state, a partition) instead of jobs "
        "named by id: running jobs lose the compute they spent and queued ones their place",
        "safer": "List them first (`squeue -u $USER -t RUNNING`) and cancel the job ids you mean.",
        "recovery": "Resubmit the jobs; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"), "flags_any": _JOB_FILTERS},
        "examples": {"match": ["scancel -u $USER --state=RUNNING", "scancel --me", "bkill -u alice 0",
                               "scancel -p gpu -t PENDING"],
                     "no_match": ["scancel 4815162", "bkill 1234", "qdel 99.pbs01"]},
    },
    {
        # LSF's job id 0 and PBS's `all` select every job the caller may touch
        "id": "hpc.cancel-all-own",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "cancels every batch job the caller may touch (LSF's job 0, PBS's `all`)",
        "safer": "Cancel the job ids you mean.",
        "recovery": "Resubmit the jobs; work since their last checkpoint is lost.",
        "match": {"cmd": ("bkill", "qdel"), "args_any": ("0", "all")},
        "examples": {"match": ["bkill 0", "qdel all"], "no_match": ["bkill 1234"]},
    },
    {
        # as root, a filter without a user (or every user) reaches everyone's jobs on the cluster
        "id": "hpc.cancel-everyones-jobs",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "cancels, as root, jobs of every user of the cluster (no user named, or all of them): "
        "everyone's running work is lost",
        "safer": "Drain the nodes instead (`scontrol update NodeName=… State=DRAIN`) so running jobs finish.",
        "recovery": "Every user resubmits; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"), "privileged": True,
                  "flags_any": ("-t", "--state", "-p", "--partition", "-A", "--account", "-q", "--qos",
                                "-w", "--nodelist", "-R", "--reservation"),
                  "words_none": ("-u", "--user", "--user=*", "--me")},
        "examples": {"match": ["sudo scancel --state=RUNNING", "sudo scancel -p gpu"],
                     "no_match": ["scancel --state=RUNNING", "sudo scancel -u bob --state=RUNNING",
                                  "sudo scancel 4815162"]},
    },
    {
        # the same listing handed as a substitution (`qdel $(qselect -u $USER)`, `scancel $(squeue -h -o %i
        # -u $USER)`): every job it prints is cancelled
        "id": "hpc.cancel-substituted-listing",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "cancels every job a listing of the queue prints (handed as `$(…)`): running jobs lose the "
        "compute they spent and queued ones their place",
        "safer": "Look at the listing first, and cancel the job ids you mean.",
        "recovery": "Resubmit the jobs; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"),
                  "words_any": ("$(qselect*", "`qselect*", "$(squeue*", "`squeue*", "$(bjobs*", "$(qstat*")},
        "examples": {"match": ["qdel $(qselect -u $USER)", "scancel $(squeue -h -o %i -u alice)"],
                     "no_match": ["qdel 884213.pbs01", "scancel 4815162"]},
    },
    {
        # as root, the job ids an unfiltered listing prints (`$(qselect)`, `$(squeue -h -o %i)`) are every
        # job of every user on the server
        "id": "hpc.cancel-every-listed-as-root",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "cancels, as root, every job an unfiltered listing of the queue prints: every user's work",
        "safer": "Drain the nodes instead so running jobs finish, or cancel the job ids you mean.",
        "recovery": "Every user resubmits; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"), "privileged": True,
                  "words_any": ("$(qselect)", "`qselect`", "$(squeue -h -o %i)", "$(bjobs -u all*")},
        "examples": {"match": ["sudo qdel -W force $(qselect)"],
                     "no_match": ["qdel $(qselect -u $USER)", "sudo qdel 884213.pbs01"]},
    },
    {
        "id": "hpc.cancel-every-user",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "cancels the jobs of every user (`-u all`, `-u '*'`)",
        "safer": "Drain the nodes instead so running jobs finish.",
        "recovery": "Every user resubmits; work since their last checkpoint is lost.",
        "match": {"cmd": ("scancel", "bkill", "qdel"), "words_any": ("-u=all", "-u=[*]", "--user=all",
                                                                     "--user=[*]")},
        "examples": {"match": ["sudo bkill -u all 0", "qdel -u '*'"], "no_match": ["bkill -u alice 0"]},
    },
    {
        # Slurm's accounting database is the cluster's record of every job, user, account and their usage:
        # `sacctmgr delete cluster` removes a whole cluster's associations from it (one user or account
        # removed is one association: a pause, as an unknown act)
        "id": "hpc.accounting-cluster-deleted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole cluster from Slurm's accounting database (`sacctmgr delete cluster`): "
        "every account and user association of it, which every job's submission needs",
        "safer": "List what it holds first (`sacctmgr show assoc cluster=NAME`) and dump the database.",
        "recovery": "Restore slurmdbd's database from its dump; associations made since are lost.",
        "match": {"cmd": ("sacctmgr",), "args_any": ("delete", "remove", "del"), "words_also": ("cluster",
                                                                                              "clusters")},
        "examples": {"match": ["sudo sacctmgr -i delete cluster hpc2",
                               "sacctmgr remove cluster where name=old"],
                     "no_match": ["sacctmgr show cluster", "sacctmgr -i delete user name=bob account=lab"]},
    },
    {
        "id": "hpc.rm-shared-project",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a whole project or group area of a shared parallel file system "
        "(Lustre, GPFS, BeeGFS): a group's results, usually without snapshots or backup",
        "safer": "Delete the one run directory you mean, after `lfs find`/`du` shows what is in it; or move "
        "it aside.",
        "recovery": "Restore from the site's archive (HSM, tape) if the area was archived; otherwise it "
        "is lost.",
        "match": {"cmd": ("rm",), "flags_all": (("-r",),),
                  "targets": {"path": tuple(f"{root}/*" for root in _PARALLEL_FS + _PROJECT_ROOTS),
                              "path_not": (*(f"{root}/*/*/*" for root in _PARALLEL_FS),
                                           *(f"{root}/*/*" for root in _PROJECT_ROOTS))}},
        "examples": {"match": ["rm -rf /lustre/proj/climate/", "rm -rf /gpfs/projects/chem",
                               "rm -rf /project/astro", "rm -rf /lustre/proj/*"],
                     "no_match": ["rm -rf /lustre/proj/climate/alice", "rm -rf /project/astro/run12",
                                  "rm -rf /scratch/alice/runs"]},
    },
    {
        # the scratch file system holds every user's working data side by side: its root, or everything
        # in it, is all of them at once (one's own `/scratch/$USER/...` is judged as a path outside the
        # project, as before)
        "id": "hpc.rm-every-scratch",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes the whole scratch file system of a shared cluster (`/scratch/*`): "
        "every user's running jobs' data at once",
        "safer": "Delete your own scratch directory's old files (`lfs find /scratch/$USER -mtime +60`), "
        "after listing them.",
        "recovery": "None: scratch is not backed up.",
        "match": {"cmd": ("rm",), "flags_all": (("-r",),),
                  "targets": {"path": ("/scratch", "/scratch/[*]", "/scratch/.[*]", "/scratch/[*]/[*]")}},
        "examples": {"match": ["rm -rf /scratch/*", "rm -rf /scratch/"],
                     "no_match": ["rm -rf /scratch/alice/runs", "rm -rf /scratch/alice/tmp/wandb-cache"]},
    },
    {
        "id": "hpc.rm-software-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes the site's shared software tree or module files (/apps, /sw, spack's "
        "opt): every user's jobs that load them fail",
        "safer": "Remove one package with its package manager (`spack uninstall PKG`, one module file).",
        "recovery": "Reinstall the stack (spack/EasyBuild from its environment files) and restore the "
        "module files.",
        "match": {"cmd": ("rm",), "flags_all": (("-r",),),
                  "targets": {"path": tuple(f"{root}/*" for root in _SOFTWARE_TREES) + _SOFTWARE_TREES,
                              "path_not": tuple(f"{root}/*/*/*/*" for root in _SOFTWARE_TREES)}},
        "examples": {"match": ["sudo rm -rf /apps/spack/opt/*", "rm -rf /sw/modulefiles",
                               "rm -rf /apps"],
                     "no_match": ["rm -rf /apps/spack/opt/linux/gcc-12/hdf5-1.14/share/doc"]},
    },
    {
        "id": "hpc.delete-filesystem",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a parallel file system or a fileset with its data (`mmdelfs`, `mmdelfileset -f`): "
        "everything every user stored there",
        "safer": "Unmount it and let the storage team decide; snapshot first (`mmcrsnapshot`).",
        "recovery": "Recreate it and restore from backup or the archive tier, if any.",
        "match": {"cmd": ("mmdelfs", "mmdelfileset", "mmdelnsd", "mmdeldisk")},
        "examples": {"match": ["sudo mmdelfs gpfs01 -p", "mmdelfileset gpfs01 proj_chem -f"],
                     "no_match": ["mmlsfs gpfs01"]},
    },
    {
        # Lmod/environment modules: `module purge` unloads modules from this shell, nothing else
        "id": "hpc.environment-modules",
        "level": "safe",
        "reason": "loads or unloads environment modules: it changes this shell's variables only",
        "safer": "`module list` shows what is loaded before a purge.",
        "recovery": "`module restore` or load the modules again.",
        "match": {"cmd": ("module", "ml")},
        "examples": {"match": ["module purge", "ml purge"], "no_match": ["mlflow gc"]},
    },
]

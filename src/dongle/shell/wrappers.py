"""Commands that run another command: how to find the inner command in their argv.

Each wrapper is data: which short and long options take an argument, how many operands precede
the command (`timeout DURATION`), whether it raises privileges, and whether it accepts
`NAME=value` before the command. A few wrappers turn their arguments into shell text instead
(`watch`, `su -c`, `parallel`); `unwrap()` reports that as scripts to parse.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass, field

from dongle.lazy_regex import lazy_compile
from dongle.shell.bound_actions import ACTION_PROGRAMS, bound_actions
from dongle.shell.editor_shell import VI_EDITORS, vi_shell_commands
from dongle.shell.env_runners import loaded_environment
from dongle.shell.option_commands import remote_options_folded
from dongle.shell.sockets import operand_words


@dataclass(frozen=True, slots=True)
class Spec:
    """How a wrapper's argv is laid out before the wrapped command."""

    short_arg: str = ""  # short options that take an argument (`-u root`, `-uroot`)
    long_arg: frozenset[str] = frozenset()  # long options that take a separate argument
    short_optional: str = ""  # short options whose argument may only be attached (`xargs -i{}`)
    operands: int = 0  # operands to skip before the command (`timeout 10 cmd`)
    privileged: bool = False
    assignments: bool = False  # `NAME=value` words allowed before the command
    no_command_flags: frozenset[str] = frozenset()  # flags meaning "the rest is not run"
    numeric_flags: bool = False  # `nice -10 cmd`


def _fs(*items: str) -> frozenset[str]:
    return frozenset(items)


SPECS: dict[str, Spec] = {
    "sudo": Spec(
        short_arg="ugpCDrtUTRh",
        long_arg=_fs(
            "--user", "--group", "--prompt", "--close-from", "--chdir", "--role", "--type",
            "--other-user", "--command-timeout", "--chroot", "--host",
        ),
        privileged=True,
        assignments=True,
        no_command_flags=_fs("-l", "--list", "-e", "--edit", "-v", "--validate", "-k", "-K",
                             "--reset-timestamp", "--remove-timestamp", "-V", "--version"),
    ),
    "doas": Spec(short_arg="uC", privileged=True, no_command_flags=_fs("-L")),
    "pkexec": Spec(long_arg=_fs("--user"), privileged=True),
    "run0": Spec(short_arg="uDg", long_arg=_fs("--user", "--chdir", "--group", "--setenv"),
                 privileged=True),
    "env": Spec(
        short_arg="uCSPa",
        long_arg=_fs("--unset", "--chdir", "--split-string", "--argv0"),
        assignments=True,
    ),
    "nohup": Spec(),
    "nice": Spec(short_arg="n", long_arg=_fs("--adjustment"), numeric_flags=True),
    "ionice": Spec(short_arg="cn", long_arg=_fs("--class", "--classdata"),
                   no_command_flags=_fs("-p", "-P", "-u", "--pid", "--pgid", "--uid")),
    "timeout": Spec(short_arg="sk", long_arg=_fs("--signal", "--kill-after"), operands=1),
    # `time` is a reserved word before a pipeline: `time VAR=x cmd` assigns VAR for cmd
    "time": Spec(short_arg="fo", long_arg=_fs("--format", "--output"), assignments=True),
    "command": Spec(no_command_flags=_fs("-v", "-V")),
    "builtin": Spec(),
    "exec": Spec(short_arg="a"),  # `exec -c`: the command starts with an empty environment
    "stdbuf": Spec(short_arg="ioe", long_arg=_fs("--input", "--output", "--error")),
    "busybox": Spec(),
    "setsid": Spec(),
    "nocorrect": Spec(),
    "noglob": Spec(),
    "unbuffer": Spec(),
    "chronic": Spec(),
    "caffeinate": Spec(short_arg="tw"),
    "chroot": Spec(long_arg=_fs("--userspec", "--groups"), operands=1, privileged=True),
    # `chrt [-o|-b|-i|-f|-r|-d] PRIORITY cmd` only schedules the command; `chrt -p` changes a running one
    "chrt": Spec(short_arg="TPD", long_arg=_fs("--sched-runtime", "--sched-period", "--sched-deadline"),
                 operands=1, no_command_flags=_fs("-p", "--pid", "-m", "--max")),
    # `cpulimit -l 20 -- cmd` only throttles the command; `-p PID`/`-e NAME` throttle a running one
    "cpulimit": Spec(short_arg="l", long_arg=_fs("--limit"),
                     no_command_flags=_fs("-p", "--pid", "-e", "--exe")),
    # `systemd-inhibit --why=… cmd` holds off sleep or shutdown while the command runs
    "systemd-inhibit": Spec(long_arg=_fs("--what", "--who", "--why", "--mode"),
                            no_command_flags=_fs("--list")),
    # `taskset -p [MASK] PID` reads or sets a running process's CPUs; it runs no command
    "taskset": Spec(operands=1, no_command_flags=_fs("-p", "--pid")),
    "flock": Spec(short_arg="wEc", long_arg=_fs("--timeout", "--conflict-exit-code", "--command"),
                  operands=1),
    "runuser": Spec(short_arg="ugGcs", long_arg=_fs("--user", "--group", "--command", "--shell"),
                    privileged=True),
    "systemd-run": Spec(
        short_arg="pEMH",
        long_arg=_fs("--unit", "--property", "--uid", "--gid", "--setenv", "--working-directory",
                     "--description", "--slice", "--on-calendar", "--on-active", "--service-type",
                     "--nice", "--machine", "--host", "--timer-property", "--path-property"),
    ),
    # job queues: they keep the command and run it later, as the user, with nobody watching
    "tsp": Spec(short_arg="LDWdNEgn", no_command_flags=_fs("-l", "-t", "-c", "-p", "-o", "-i", "-k", "-K",
                                                       "-r", "-S", "-C", "-h", "-V", "-T")),
    "nq": Spec(),
    # file watchers: they run the command each time a watched file changes, later, with nobody watching
    # (entr's `-s` runs its one argument in a shell: `_script_wrapper`)
    "watchexec": Spec(short_arg="ewidfsWEoj",
                      long_arg=_fs("--exts", "--watch", "--ignore", "--debounce", "--filter", "--signal",
                                   "--shell", "--delay-run", "--on-busy-update", "--poll", "--project-origin",
                                   "--workdir", "--env", "--emit-events-to", "--stop-signal",
                                   "--stop-timeout")),
    "nsenter": Spec(short_arg="tSGe", short_optional="mnpuiUCTrw", privileged=True),
    "unshare": Spec(short_optional="mnpuiUCTr", long_arg=_fs("--setuid", "--setgid")),
    "strace": Spec(short_arg="eoOsuSEPIbXa", no_command_flags=_fs("-p")),
    "ltrace": Spec(short_arg="eoOsuSEnlLaAD", no_command_flags=_fs("-p")),
    "firejail": Spec(),
    "proxychains": Spec(short_arg="f"),
    "proxychains4": Spec(short_arg="f"),
    "torsocks": Spec(short_arg="uapP"),
    "tsocks": Spec(),
    "dbus-run-session": Spec(long_arg=_fs("--config-file", "--dbus-daemon")),
    "xvfb-run": Spec(short_arg="nsfep", long_arg=_fs("--server-num", "--server-args", "--auth-file",
                                                     "--error-file")),
    "rlwrap": Spec(short_arg="aAbcCDfFgHlOpPqsStw"),
    "numactl": Spec(short_arg="CNmpiP"),
    "prlimit": Spec(no_command_flags=_fs("-p", "--pid")),
    "setpriv": Spec(long_arg=_fs("--reuid", "--regid", "--groups", "--inh-caps", "--bounding-set")),
    "cgexec": Spec(short_arg="g"),
    "chpst": Spec(short_arg="ugUeN/nlamofcpr"),
    "sg": Spec(operands=1),
    "valgrind": Spec(),
    # `wsl -d Ubuntu -u root -- rm -rf /`, `wsl -e cmd`: WSL runs the rest in a Linux distribution; its
    # management options (`--unregister`, `--list`, `--shutdown` …) run nothing
    "wsl": Spec(short_arg="du", long_arg=_fs("--distribution", "--user", "--cd", "--distribution-id"),
                no_command_flags=_fs("-l", "--list", "--unregister", "--shutdown", "--terminate", "-t",
                                     "--install", "--uninstall", "--update", "--status", "--version",
                                     "-v", "--export", "--import", "--import-in-place", "--set-default",
                                     "-s", "--set-version", "--set-default-version", "--mount",
                                     "--unmount", "--manage", "--help", "--debug-shell")),
    # a CI step quoted with its YAML key (`run: env | curl …`, GitLab's `script:`): the runner runs the
    # rest of the line as a command
    "run:": Spec(),
    "script:": Spec(),
    "screen": Spec(short_arg="ShpTec", no_command_flags=_fs("-r", "-R", "-x", "-X", "-ls", "-list")),
    # package runners: fetch (or find) a package's binary and run it with the rest of the line
    "npx": Spec(short_arg="p", long_arg=_fs("--package", "--cache", "--registry", "--node-options",
                                             "--userconfig", "--workspace", "-w")),
    "pnpx": Spec(),
    # `cross-env NODE_ENV=production node x`, `dotenv -e .env.prod -- node x`: environment, then a command
    "cross-env": Spec(assignments=True),
    "dotenv": Spec(short_arg="ecv", long_arg=_fs("--env", "--cascade")),
    # `env-cmd -f .env.production node x`: a file's variables, then a command (env_runners.py)
    "env-cmd": Spec(short_arg="fre", long_arg=_fs("--file", "--rc-file", "--environments")),
    "bunx": Spec(short_arg="p", long_arg=_fs("--package")),
    "uvx": Spec(long_arg=_fs("--from", "--with", "--with-requirements", "--python", "--index",
                             "--default-index")),
    # a cluster's job step launcher: `srun -p short -t 1:00:00 CMD` runs CMD on the allocated nodes, as
    # the user, with the shared file systems mounted there as here
    "srun": Spec(short_arg="AbcDdeGiJLmMNnopqSTtwxCW",
                 long_arg=_fs("--account", "--partition", "--time", "--nodes", "--ntasks", "--cpus-per-task",
                              "--mem", "--mem-per-cpu", "--gres", "--job-name", "--output", "--error",
                              "--nodelist", "--exclude", "--constraint", "--qos", "--reservation", "--jobid",
                              "--chdir", "--export", "--mpi", "--gpus", "--gpus-per-node",
                              "--ntasks-per-node", "--distribution", "--cpu-bind", "--dependency", "--begin",
                              "--signal", "--input", "--clusters", "--time-min", "--nice", "--comment",
                              "--licenses"),
                 no_command_flags=_fs("--help", "--usage", "-V", "--version")),
    "xargs": Spec(
        short_arg="adEILnPs",
        short_optional="eil",
        long_arg=_fs("--arg-file", "--delimiter", "--max-args", "--max-procs", "--max-chars",
                     "--process-slot-var"),
    ),
}

# `TOOL SUBCOMMAND [options] command…`: project runners that execute an arbitrary command.
SUBCOMMANDS: dict[str, tuple[frozenset[str], Spec]] = {
    "uv": (_fs("run"), Spec(short_arg="p", long_arg=_fs(
        "--with", "--with-requirements", "--with-editable", "--python", "--project", "--directory",
        "--env-file", "--extra", "--group", "--package", "--index", "--default-index"))),
    "poetry": (_fs("run"), Spec(short_arg="C", long_arg=_fs("--directory", "--project"))),
    "pipenv": (_fs("run"), Spec()),
    "pdm": (_fs("run"), Spec(short_arg="p", long_arg=_fs("--project"))),
    "hatch": (_fs("run"), Spec()),
    "rye": (_fs("run"), Spec()),
    "bundle": (_fs("exec"), Spec()),
    "conda": (_fs("run"), Spec(short_arg="np", long_arg=_fs("--name", "--prefix", "--cwd"))),
    "mamba": (_fs("run"), Spec(short_arg="np", long_arg=_fs("--name", "--prefix", "--cwd"))),
    "direnv": (_fs("exec"), Spec(operands=1)),
    # a job queue's daemon runs what `pueue add` hands it later, as the user
    "pueue": (_fs("add"), Spec(short_arg="gwdl", long_arg=_fs(
        "--group", "--working-directory", "--label", "--delay", "--after", "--priority"))),
    "pnpm": (_fs("exec", "dlx"), Spec(short_arg="C", long_arg=_fs("--dir", "--filter", "--package"))),
    "yarn": (_fs("dlx", "exec"), Spec(short_arg="p", long_arg=_fs("--package"))),
    "npm": (_fs("exec", "x"), Spec(long_arg=_fs("--package", "--workspace", "--call"))),
    "pipx": (_fs("run"), Spec(long_arg=_fs("--spec", "--python", "--pip-args"))),
    # secret managers that put the secrets in the environment, then run the command (`op run
    # --env-file=.env.tpl -- npm run seed`, `doppler run -- …`, `aws-vault exec prod -- …`)
    "op": (_fs("run"), Spec(long_arg=_fs("--env-file", "--account", "--cache", "--config", "--session"))),
    "doppler": (_fs("run"), Spec(short_arg="pc", long_arg=_fs("--project", "--config", "--token",
                                                                "--scope", "--fallback"))),
    "infisical": (_fs("run"), Spec(long_arg=_fs("--env", "--path", "--projectId", "--token", "--domain"))),
    "dotenvx": (_fs("run"), Spec(short_arg="fe", long_arg=_fs("--env-file", "--env"))),
    "aws-vault": (_fs("exec"), Spec(short_arg="dt", long_arg=_fs("--duration", "--region", "--mfa-token"),
                                    operands=1)),
    # monorepo runners: `lerna exec -- CMD`, `nx exec -- CMD` run CMD in every package
    "lerna": (_fs("exec"), Spec(long_arg=_fs("--concurrency", "--scope", "--ignore", "--since"))),
    "nx": (_fs("exec"), Spec(long_arg=_fs("--projects", "--exclude"))),
    # version managers: `pyenv exec CMD`, `fnm exec --using=18 CMD`, `volta run --node 20 CMD`, `rustup run
    # stable CMD` run CMD with a chosen runtime on PATH; what runs is CMD, as the user, here
    **{name: (_fs("exec"), Spec()) for name in (
        "pyenv", "rbenv", "nodenv", "goenv", "jenv", "plenv", "phpenv", "luaenv", "scalaenv", "asdf")},
    "fnm": (_fs("exec"), Spec(long_arg=_fs("--using", "--log-level", "--arch", "--fnm-dir",
                                           "--node-dist-mirror", "--version-file-strategy"))),
    "volta": (_fs("run"), Spec(long_arg=_fs("--node", "--npm", "--pnpm", "--yarn", "--env"))),
    "rustup": (_fs("run"), Spec(operands=1)),
}

# `mise exec node@20 python@3.12 -- CMD` (`mise x`, and `rtx`, its former name): the tools wanted, then
# the command; `-c 'shell text'` runs text through a shell. A word without `@` before any `--` is taken as
# the command's start (read as the command rather than passed by as a tool).
_TOOL_PINNERS = frozenset({"mise", "rtx"})
_TOOL_PINNER_SPEC = Spec(short_arg="cjC", long_arg=_fs("--command", "--jobs", "--cd"))

# Command-line tools that projects install as packages: `pnpm X …`, `yarn X …`, `bun X …` run them.
_PACKAGE_MANAGERS = frozenset({"pnpm", "yarn", "bun"})
PACKAGE_BINARIES = frozenset({
    "prisma", "drizzle-kit", "knex", "sequelize", "sequelize-cli", "typeorm", "supabase", "wrangler",
    "vercel", "netlify", "firebase", "cdk", "serverless", "sls", "lerna", "nx", "turbo", "rimraf", "del-cli",
    "jest", "vitest", "eslint", "tsc", "prettier", "playwright", "cypress", "next", "vite", "nuxt", "astro",
    "expo", "ts-node", "tsx", "nodemon", "pm2", "concurrently", "cross-env", "dotenv", "mikro-orm",
    "db-migrate", "graphql-codegen", "storybook", "changeset", "semantic-release", "np", "release-it"})

# Runners that hand a single quoted command to a shell (`lerna exec -- 'a && b'`, `nx exec -- '…'`).
_SHELL_RUNNERS = frozenset({"lerna", "nx", "pnpm", "yarn", "npm"})

# MPI launchers: single-dash words are their options, and these take the word after them (`-np 256`,
# `--map-by node`); `-mca`/`-genv`/`-env` take two.
_MPI_LAUNCHERS = frozenset({"mpirun", "mpiexec", "mpiexec.hydra", "orterun"})
_MPI_VALUED = frozenset({"-np", "-n", "-c", "-N", "-H", "-host", "--host", "-hostfile", "--hostfile",
                         "-machinefile", "--machinefile", "-f", "-ppn", "--ppn", "-x", "-wdir", "--wdir",
                         "-wd", "--map-by", "--bind-to", "--rank-by", "-npernode", "--npernode", "-bind-to",
                         "-map-by", "--prefix", "-prefix", "-iface", "-launcher", "-bootstrap", "--app"})
_MPI_TWO_VALUES = frozenset({"-mca", "--mca", "-genv", "-env", "--gmca", "-gmca"})
# Container runtimes of clusters: `apptainer exec [options] IMAGE CMD` runs CMD with the host's home, /tmp,
# the working directory and every `--bind SRC:DST` mounted: its file effects there are the host's.
_HPC_CONTAINERS = frozenset({"apptainer", "singularity"})
_HPC_CONTAINER_VALUED = frozenset({"-B", "--bind", "-H", "--home", "-W", "--workdir", "--pwd", "--env",
                                   "--env-file", "--overlay", "-o", "--mount", "--security", "--network",
                                   "--network-args", "--hostname", "--app", "-S", "--scratch", "--fusemount"})


def _tool_pinner(name: str, argv: list[str]) -> Step | None:
    """`mise exec node@20 -- npm test`, `mise x -c 'rm -rf dist'`: the command after the tools, or the
    `-c` text as shell; `mise exec` with no command opens a shell (judged as mise itself)."""
    if len(argv) < 3 or argv[1] not in ("exec", "x"):
        return None
    i, found = 2, None
    while i < len(argv):
        word = argv[i]
        if word == "--":
            i += 1
            break
        if word.startswith("-"):
            at, opts = scan(argv, i, _TOOL_PINNER_SPEC)
            found = next((v for o, v in opts if o in ("-c", "--command") and v), found)
            if at == i:
                break
            # `scan` stops past a `--` it meets: the command starts there
            if argv[at - 1] == "--" and at - 1 >= i:
                i = at
                break
            i = at
            continue
        if "@" not in word:
            break  # not a tool pin: the command
        i += 1
    if found is not None:
        step = Step(wrapper=f"{name} exec", start=len(argv))
        step.scripts.append((found, f"{name} exec -c"))
        return step
    return Step(wrapper=f"{name} exec", start=i) if i < len(argv) else None


def _mpi_launcher(name: str, argv: list[str]) -> Step | None:
    """`mpirun -np 256 ./solver -i in -o out`: the program after the launcher's options, run on every rank."""
    i = 1
    while i < len(argv) and argv[i].startswith("-"):
        if argv[i] == "--":
            i += 1
            break
        i += 3 if argv[i] in _MPI_TWO_VALUES else 2 if argv[i] in _MPI_VALUED else 1
    return Step(wrapper=name, start=i) if i < len(argv) else None


def _hpc_container(name: str, argv: list[str]) -> Step | None:
    """`apptainer exec --bind /project:/mnt IMG rm -rf /mnt/lab`: the command, with each container path
    under a bind read as the host path it is (`rm -rf /project/lab`), given as shell text to judge."""
    if len(argv) < 4 or argv[1] not in ("exec", "run"):
        return None
    i, binds = 2, []
    while i < len(argv) and argv[i].startswith("-"):
        word, value = argv[i].partition("=")[::2]
        if word in _HPC_CONTAINER_VALUED and not value:
            value = argv[i + 1] if i + 1 < len(argv) else ""
            i += 1
        if word in ("-B", "--bind", "--mount"):
            binds.extend(value.split(","))
        i += 1
    command = argv[i + 1:]  # after the image
    if not command:
        return None
    mounts = []
    for bind in binds:
        host, _, inner = bind.partition(":")
        inner = inner.split(":")[0] or host
        if host.startswith("/") and inner.startswith("/"):
            mounts.append((inner.rstrip("/") or "/", host.rstrip("/") or "/"))
    mounts.sort(key=lambda m: -len(m[0]))

    def on_host(word: str) -> str:
        for inner, host in mounts:
            if word == inner or word.startswith(inner + "/"):
                return host + word[len(inner):]
        return word

    return Step(wrapper=f"{name} {argv[1]}",
                scripts=[(" ".join(shlex.quote(on_host(w)) for w in command), f"{name} {argv[1]}")])


# Wrappers whose command is shell text rather than an argv.
SCRIPT_WRAPPERS = frozenset({"watch", "su", "parallel", "script", "tmux", "nix-shell", "uudecode", "cmd",
                             "entr"})
# uuencode's header names the file uudecode writes: `begin 644 /path/to/file`
_UU_BEGIN = lazy_compile(r"(?m)(?:^|\\n)begin(?:-base64)?\s+[0-7]{3,4}\s+(\S[^\n\\]*)")


@dataclass(slots=True)
class Step:
    """The result of removing one wrapper."""

    wrapper: str
    start: int = 0  # index in argv where the wrapped command begins
    prefix: list[str] = field(default_factory=list)  # words inserted before argv[start:] (env -S)
    env: dict[str, str] = field(default_factory=dict)
    clear_env: bool = False
    unset: list[str] = field(default_factory=list)  # variables removed for the command (`env -u NAME`)
    privileged: bool = False
    scripts: list[tuple[str, str]] = field(default_factory=list)  # (shell text, via label)
    argvs: list[list[str]] = field(default_factory=list)  # several commands (xargs -I)
    remote_label: str | None = None
    # `xargs -a <(LISTING)`: the list the command is handed is that substitution's output, as with
    # `xargs CMD < <(LISTING)` (kept as such a redirect when its output is not known statically)
    list_from: str | None = None


def _split_string(value: str) -> list[str]:
    """The words `env -S STRING` makes: GNU env splits on blanks and honours single and double quotes
    and backslashes, as a shell does (`env -S 'sh -c "rm -rf ~"'` runs sh with one script); an
    unbalanced quote is split on blanks, which leaves the line misread and so not passed as go."""
    try:
        return shlex.split(value)
    except ValueError:
        return value.split()


def _is_assignment(word: str) -> bool:
    name, eq, _ = word.partition("=")
    return bool(eq) and name.isidentifier()


# a dotenv file named in the substitution (`.env`, `.env.prod`, `prod.env`)
_DOTENV_READ = lazy_compile(r"\.env\b")


def _whole_substitution(word: str) -> bool:
    """The word is one command substitution (`$(…)` or backquoted), nothing around it."""
    return (word.startswith("$(") and word.endswith(")")) or (
        len(word) > 1 and word.startswith("`") and word.endswith("`"))


def scan(args: list[str], start: int, spec: Spec) -> tuple[int, list[tuple[str, str | None]]]:
    """Skip the wrapper's options from args[start:]; return the command index and options seen."""
    opts: list[tuple[str, str | None]] = []
    i = start
    n = len(args)
    while i < n:
        word = args[i]
        if word == "--":
            i += 1
            break
        if word.startswith("--") and len(word) > 2:
            name, eq, value = word.partition("=")
            if eq:
                opts.append((name, value))
            elif name in spec.long_arg and i + 1 < n:
                opts.append((name, args[i + 1]))
                i += 1
            else:
                opts.append((name, None))
            i += 1
            continue
        if word.startswith("-") and len(word) > 1:
            if spec.numeric_flags and word[1:].isdigit():
                opts.append((word, None))
                i += 1
                continue
            j = 1
            consumed_next = False
            while j < len(word):
                ch = word[j]
                if ch in spec.short_arg:
                    rest = word[j + 1 :]
                    if rest:
                        opts.append(("-" + ch, rest))
                    elif i + 1 < n:
                        opts.append(("-" + ch, args[i + 1]))
                        consumed_next = True
                    else:
                        opts.append(("-" + ch, None))
                    break
                if ch in spec.short_optional:
                    opts.append(("-" + ch, word[j + 1 :] or None))
                    break
                opts.append(("-" + ch, None))
                j += 1
            i += 2 if consumed_next else 1
            continue
        if word == "-" and spec.assignments:  # `env -` == `env -i`
            opts.append(("-i", None))
            i += 1
            continue
        break
    return i, opts


# `cmake -E TOOL …`: cmake's portable file and process tools, each the shell command it does (so
# `cmake -E remove_directory build` is judged as `rm -rf build`, and `cmake -E rename ~/.x/a b` as `mv`).
_CMAKE_TOOLS: dict[str, tuple[str, ...]] = {
    "rm": ("rm",), "remove": ("rm", "-f"), "remove_directory": ("rm", "-rf"), "rename": ("mv",),
    "copy": ("cp",), "copy_if_different": ("cp",), "copy_directory": ("cp", "-r"),
    "copy_directory_if_different": ("cp", "-r"), "make_directory": ("mkdir", "-p"),
    "create_symlink": ("ln", "-s"), "create_hardlink": ("ln",), "touch": ("touch",),
    "touch_nocreate": ("touch", "-c"), "tar": ("tar",), "cat": ("cat",), "echo": ("echo",),
    "env": ("env",), "time": (), "sha256sum": ("sha256sum",), "md5sum": ("md5sum",),
}


def _cmake_tool(argv: list[str]) -> Step | None:
    """`cmake -E TOOL ARGS`: the shell command TOOL is; `chdir DIR CMD…` runs CMD in DIR."""
    if len(argv) < 3 or argv[1] != "-E":
        return None
    tool = argv[2]
    if tool == "chdir" and len(argv) > 4:
        step = Step(wrapper="cmake -E chdir", start=len(argv))
        step.scripts.append((f"cd {shlex.quote(argv[3])} && {shlex.join(argv[4:])}", "cmake -E chdir"))
        return step
    equivalent = _CMAKE_TOOLS.get(tool)
    if equivalent is None or (not equivalent and len(argv) < 4):
        return None
    return Step(wrapper=f"cmake -E {tool}", start=3, prefix=list(equivalent))


_VENV_VALUED = frozenset({"--prompt", "--python", "-p", "--seeder", "--activators", "--creator"})


def _venv_cleared(name: str, argv: list[str]) -> Step | None:
    """`python3 -m venv --clear DIR`, `virtualenv --clear DIR`: the environment's directory is emptied
    before it is made, whatever it held: judged as `rm -rf DIR` (making the environment after is
    harmless)."""
    if name.startswith("python") and argv[1:3] == ["-m", "venv"]:
        args = argv[3:]
    elif name == "virtualenv":
        args = argv[1:]
    else:
        return None
    if "--clear" not in args:
        return None
    dirs = operand_words(args, _VENV_VALUED)
    return Step(wrapper="venv --clear", start=len(argv), prefix=["rm", "-rf", "--", *dirs]) if dirs else None


def may_unwrap(name: str) -> bool:
    """False when `unwrap` takes nothing off a command of this name, whatever its arguments: the names
    its branches below test, in their order."""
    return (name in SCRIPT_WRAPPERS or name == "rsync" or name in ACTION_PROGRAMS or name in VI_EDITORS
            or name == "cmake" or name.startswith("python") or name == "virtualenv"
            or name in _PACKAGE_MANAGERS or name in SUBCOMMANDS or name in _CLOCK_WRAPPERS
            or (name[:2] == "ld" and _DYNAMIC_LOADER.match(name) is not None) or name in SPECS
            or name in _MPI_LAUNCHERS or name in _HPC_CONTAINERS or name in _TOOL_PINNERS)


class _KeptPerName(dict[str, bool]):
    """`may_unwrap` of each name, worked out on its first lookup and kept (up to a bound: a line's
    names are the agent's words). The shell model looks a name up here, a lookup in C, before it
    calls `unwrap` for the name: most commands (`ls`, `git`, `psql`) are no wrapper, and the call
    with its chain of tests was the dearest of the shell model's steps for a plain command."""

    def __missing__(self, name: str) -> bool:
        found = may_unwrap(name)
        if len(self) < _NAMES_KEPT:
            self[name] = found
        return found


_NAMES_KEPT = 4096
MAY_UNWRAP = _KeptPerName()


def unwrap(name: str, argv: list[str], stdin: str | None,
           arg_file: Callable[[str], str | None] | None = None) -> Step | None:
    """Remove one wrapper from argv; None when argv[0] is not a wrapper or runs nothing. `arg_file`
    reads the list `xargs -a FILE` takes its arguments from (a file, or a `<(…)` in the line)."""
    if name in SCRIPT_WRAPPERS:
        return _script_wrapper(name, argv, stdin)
    if name == "rsync" and (folded := remote_options_folded(argv)) is not None:
        return Step(wrapper="rsync -M", start=len(argv), prefix=folded)  # read again with them folded in
    if name in ACTION_PROGRAMS:
        # `fzf --bind 'enter:execute(CMD)'`, `emacs --eval '(shell-command "CMD")'`: the actions run
        actions = [(text, f"{name} action") for text in bound_actions(name, argv)]
        return Step(wrapper=name, scripts=actions) if actions else None
    if name in VI_EDITORS:
        # `vim -es -c '!rm -rf ~'`: the editor's shell-outs run; an editor that runs none is judged as itself
        shell_outs = [(text, f"{name} shell-out") for text in vi_shell_commands(argv)]
        return Step(wrapper=name, scripts=shell_outs) if shell_outs else None
    if name == "cmake":
        return _cmake_tool(argv)
    if (name.startswith("python") or name == "virtualenv") and "--clear" in argv:
        return _venv_cleared(name, argv)
    if name.startswith("python") and (at := _module_pip(argv)) and len(argv) > at:
        # `sudo python3 -m pip install X` is pip, run by that interpreter: judged as `pip install X`; an
        # interpreter named by its path runs its own environment's pip (`~/app/.venv/bin/python -m pip`
        # is `~/app/.venv/bin/pip`), which says whose packages change
        folder = argv[0].rpartition("/")[0] if "/" in argv[0] else ""
        return Step(wrapper=f"{name} -m pip", start=at, prefix=[f"{folder}/pip" if folder else "pip"])
    if name in _PACKAGE_MANAGERS and len(argv) > 1 and argv[1] in PACKAGE_BINARIES:
        # `pnpm prisma db execute`, `yarn cdk destroy`: a package manager runs an installed binary
        return Step(wrapper=name, start=1)
    if name in SUBCOMMANDS:
        subs, sub_spec = SUBCOMMANDS[name]
        if len(argv) < 3 or argv[1] not in subs:
            return None
        idx, sub_opts = scan(argv, 2, sub_spec)
        idx += sub_spec.operands
        loaded = loaded_environment(name, sub_opts)  # `op run --env-file .env.production -- CMD`
        if idx < len(argv) and argv[idx] == "--":
            idx += 1
        if name in _SHELL_RUNNERS and idx == len(argv) - 1 and any(c.isspace() for c in argv[idx]):
            # `lerna exec -- 'rm -rf dist'`: one quoted word is a command line, run through a shell
            step = Step(wrapper=name, start=len(argv), env=loaded)
            step.scripts.append((argv[idx], f"{name} {argv[1]}"))
            return step
        if idx < len(argv) and "://" in argv[idx]:
            return None  # `uv run https://…/x.py`: a script fetched from a URL, judged as the runner's act
        return Step(wrapper=name, start=idx, env=loaded) if idx < len(argv) else None
    if name in _TOOL_PINNERS:
        return _tool_pinner(name, argv)
    if name in _MPI_LAUNCHERS:
        return _mpi_launcher(name, argv)
    if name in _HPC_CONTAINERS:
        return _hpc_container(name, argv)
    if name in _CLOCK_WRAPPERS or (name[:2] == "ld" and _DYNAMIC_LOADER.match(name)):  # `ld…` first
        return _loader_wrapper(name, argv)
    spec = SPECS.get(name)
    if spec is None:
        return None
    if name == "xargs":
        return _xargs(argv, stdin, arg_file)
    idx, opts = scan(argv, 1, spec)
    for opt, _ in opts:
        if opt in spec.no_command_flags:
            return None
    step = Step(wrapper=name, privileged=spec.privileged, env=loaded_environment(name, opts))
    if name == "exec" and ("-c", None) in opts:
        step.clear_env = True
    if name == "env":
        for opt, value in opts:
            if opt in ("-i", "--ignore-environment"):
                step.clear_env = True
            elif opt in ("-u", "--unset") and value:
                step.unset.append(value)
            elif opt in ("-S", "--split-string") and value:
                step.prefix.extend(_split_string(value))
    for opt, value in opts:
        if name in ("flock", "runuser") and opt in ("-c", "--command") and value is not None:
            step.scripts.append((value, f"{name} -c"))
    if name == "runuser" and not any(o in ("-u", "--user") for o, _ in opts):
        return _script_wrapper("su", argv, stdin) if not step.scripts else step
    if name in ("flock", "sg") and idx + 2 < len(argv) and argv[idx + 1] in ("-c", "--command"):
        step.scripts.append((argv[idx + 2], f"{name} -c"))  # `flock FILE -c 'shell text'`
    if step.scripts:
        return step
    if name == "sudo" and idx < len(argv) and any(o in ("-s", "--shell", "-i", "--login") for o, _ in opts):
        # `sudo -s 'cmd args'` runs the words through the target user's shell
        step.scripts.append((" ".join(argv[idx:]), "sudo -s"))
        return step
    idx += spec.operands
    if spec.assignments:
        # env -S words may themselves hold NAME=value assignments
        merged = step.prefix + argv[idx:]
        k = 0
        while k < len(merged) and (_is_assignment(merged[k]) or (
                k + 1 < len(merged) and _whole_substitution(merged[k]) and _DOTENV_READ.search(merged[k]))):
            # (`env $(cat .env.prod | xargs) CMD`: a substitution that prints a dotenv file expands to
            # its NAME=value words, assignments env takes before the command; their values are not
            # known here. Any other substitution there may be the command itself: left dynamic)
            key, eq, value = merged[k].partition("=")
            if eq and _is_assignment(merged[k]):
                step.env[key] = value
            k += 1
        from_prefix = min(k, len(step.prefix))
        step.prefix = step.prefix[from_prefix:]
        idx += k - from_prefix
    if idx >= len(argv) and not step.prefix:
        return None
    step.start = idx
    return step


def _xargs(argv: list[str], stdin: str | None,
           arg_file: Callable[[str], str | None] | None = None) -> Step | None:
    idx, opts = scan(argv, 1, SPECS["xargs"])
    step = Step(wrapper="xargs", start=idx)
    command = argv[idx:] or ["echo"]
    replace: str | None = None
    from_file = False
    null = False
    for opt, value in opts:
        if opt == "-I":
            replace = value
        elif opt in ("-i", "--replace"):
            replace = value or "{}"
        elif opt in ("-a", "--arg-file"):
            from_file = True
            listed = arg_file(value) if arg_file is not None and value else None
            if listed is not None:  # `xargs -a <(printf '/srv\0') rm -rf`, `xargs -a list.txt rm`
                stdin, from_file = listed, False
            elif value and value.startswith("<("):
                step.list_from = value
        elif opt in ("-0", "--null"):
            null = True
    items: list[str] | None = None
    if stdin is not None and not from_file:
        if replace is not None:
            items = [line for line in stdin.split("\0" if null else "\n") if line.strip()]
        elif null:
            items = [item for item in stdin.split("\0") if item]
        else:
            items = _xargs_split(stdin)
    if items is None:
        step.argvs = [command]
        return step
    items = items[:16]
    if replace is not None:
        step.argvs = [[w.replace(replace, item) for w in command] for item in items] or [command]
    else:
        step.argvs = [command + items]
    return step


# Options that send parallel's jobs to other hosts; and text only a shell would read.
_PARALLEL_LOCAL = _fs("-S", "--sshlogin", "--slf", "--sshloginfile")
_SHELL_SYNTAX = frozenset(";|&<>()`$\n")
_TMUX_NEW = _fs("new-session", "new", "new-window", "neww", "split-window", "splitw",
               "respawn-pane", "respawnp", "respawn-window", "respawnw", "run-shell", "run")
_TMUX_KEYS = _fs("send-keys", "send")
_TMUX_ARG = "stncxyFeLlTP"
# Keys that only say yes to whatever prompt waits in the pane (`tmux send-keys -t 0 y Enter`): not a
# command line to judge as one; the multiplexer's own invocation is judged instead (a rule pauses it).
TYPED_YES_WORDS = frozenset({"y", "yes", "1", "2", "a", "always", "ok", "allow", "approve", "approved",
                             "proceed", "continue"})
# Keys that move a selection or confirm it (`send-keys Down Enter` picks a prompt's second choice): keys,
# not a command line.
_TMUX_KEY_NAMES = _fs("Up", "Down", "Left", "Right", "Tab", "BTab", "Space", "Escape", "KP1", "KP2")
# Key names (any case) that confirm or move a selection in a prompt; and the escapes and control characters
# of typed text that do: line ends in any spelling (`\r`, `\n`, a literal carriage return, `^M`, an
# octal or hex escape), arrows (`\e[B`), Tab.
ANSWER_KEYS = frozenset({"enter", "c-m", "c-j", "kpenter", "return", "up", "down", "left", "right", "tab",
                         "btab", "space", "kp1", "kp2"})
_ANSWER_CONTROL = lazy_compile(r"\\(?:r|n|t|e\[?[A-D]?|x[0-9a-fA-F]{2}|0?\d{2,3}|u[0-9a-fA-F]{4})"
                               r"|[\r\n\t\x1b]|\^\[\[?[A-D]?|\^M|\^J")
# `tmux send-keys`' options that take a value (`-t PANE`, `-N COUNT`, `-c CLIENT`); the rest are flags
# (`-H` hex codes, `-l` literal text, `-F`, `-K`, `-M`, `-R`, `-X`).
_SEND_KEYS = Spec(short_arg="ctN")


def typed_answer(words: list[str], key_names: bool = True) -> bool:
    """`words`, typed into a terminal, are nothing but an answer to a prompt: yes words and digits
    (`1`, `y`, `yes`), with Enter or another key in any spelling (`1 Enter`, `$'1\\r'`, `y\\n`), or
    keys alone. `key_names`: words such as `Enter` are keys (not under `tmux send-keys -l`)."""
    typed = False
    for word in words:
        if key_names and word.lower() in ANSWER_KEYS:
            typed = True
            continue
        text = _ANSWER_CONTROL.sub(" ", word)
        if text != word:
            typed = True
        for token in text.split():
            if token.lower() not in TYPED_YES_WORDS:
                return False
            typed = True
    return typed


def tmux_keys(words: list[str]) -> tuple[dict[str, str | None], list[str]]:
    """(options, the keys typed) of `tmux send-keys WORDS…`; hex codes (`-H 31 0d`) are read as the
    characters they are (`1` and a carriage return)."""
    idx, opts = scan(words, 0, _SEND_KEYS)
    options = dict(opts)
    keys = list(words[idx:])
    if "-H" in options and keys:
        try:
            keys = ["".join(chr(int(key, 16)) for key in keys)]
        except (ValueError, OverflowError):
            pass  # tmux refuses it: the words are judged as written
    return options, keys


_SCRIPT = Spec(short_arg="cEIOBTm", short_optional="t",
               long_arg=_fs("--command", "--log-io", "--log-in", "--log-out", "--log-timing",
                            "--echo", "--logging-format", "--output-limit"))


def _tmux(argv: list[str]) -> Step | None:
    """`tmux new -d 'cmd'` runs shell text; `tmux send-keys 'cmd' Enter` types it into a shell."""
    i = 1
    while i < len(argv) and argv[i].startswith("-"):  # tmux -L sock -S path …
        i += 2 if argv[i] in ("-L", "-S", "-f", "-c", "-T") else 1
    if i >= len(argv) or argv[i] not in _TMUX_NEW | _TMUX_KEYS:
        return None
    if argv[i] in _TMUX_KEYS:
        # an answer typed (`1 Enter`, `$'1\r'`, `-H 31 0d`) is no command line: the multiplexer's own
        # invocation is judged (`hooks.own_pane`, a rule's pause); a command typed is judged as one
        options, words = tmux_keys(argv[i + 1:])
        if typed_answer(words, key_names="-l" not in options):
            return None
        if "-l" not in options:
            words = [w for w in words if w not in ("Enter", "C-m", "KPEnter", "C-j")]
            if words and all(w.lower() in TYPED_YES_WORDS or w in _TMUX_KEY_NAMES for w in words):
                return None
        words = [w.replace("\r\n", "\n").replace("\r", "\n") for w in words]  # a typed line end runs it
    else:
        idx, _ = scan(argv, i + 1, Spec(short_arg=_TMUX_ARG))
        words = argv[idx:]
    if not any(w.strip() for w in words):
        return None
    return Step(wrapper="tmux", scripts=[(" ".join(words), "tmux")])


def _xargs_split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


def _cmd(argv: list[str]) -> Step | None:
    """`cmd /c rd /s /q C:\\Users\\dev`, `cmd.exe /S /C "wevtutil cl Security"`: Windows' shell reads
    everything after its `/c` (or `/k`) switch as one command line, quoted or not, so it is parsed as
    text (a quoted line is not one program's name)."""
    for i, word in enumerate(argv[1:], start=1):
        if word.lower() in ("/c", "/k", "/r"):
            rest = argv[i + 1:]
            return Step(wrapper="cmd", scripts=[(" ".join(rest), "cmd /c")]) if rest else None
        if not word.startswith("/"):
            return None
    return None


# The dynamic loader run as a program (`/lib64/ld-linux-x86-64.so.2 --preload LIB PROGRAM`): it runs
# PROGRAM with the libraries it is given loaded first, as `LD_PRELOAD=LIB PROGRAM` does; and the
# programs that fake the clock for the program they start by preloading a library (libfaketime).
_DYNAMIC_LOADER = lazy_compile(r"^ld(?:-linux[\w.-]*|-musl[\w.-]*)?\.so(?:\.\d+)*$")
_LOADER_SPEC = Spec(long_arg=_fs("--preload", "--library-path", "--audit", "--argv0", "--inhibit-rpath",
                                 "--glibc-hwcaps-prepend", "--glibc-hwcaps-mask"),
                    no_command_flags=_fs("--list", "--verify", "--help", "--version", "--list-tunables",
                                         "--list-diagnostics"))
_LOADER_ENV = {"--preload": "LD_PRELOAD", "--library-path": "LD_LIBRARY_PATH", "--audit": "LD_AUDIT"}
# Their options, and those of them that take a value (the time operand follows them).
_CLOCK_WRAPPERS = {"faketime": ("-f", "-m", "--exclude-monotonic", "--disable-shm", "-p", "--date-prog"),
                   "datefudge": ("-s", "--static", "-l", "--add-ldpreload")}
_CLOCK_VALUED = frozenset({"-p", "--date-prog"})
FAKED_CLOCK = "libfaketime"


def _loader_wrapper(name: str, argv: list[str]) -> Step | None:
    """`ld.so --preload LIB PROGRAM …`, `faketime -f '-30d' PROGRAM …`, `datefudge DATE PROGRAM`: the
    program runs, with what the wrapper loads into it set in its environment (where the guard looks
    for it) as `LD_PRELOAD=…` or `FAKETIME=…` would be. The time a clock wrapper takes may start with
    a dash (`-400d`): it is the one operand before the program, never an option."""
    if name in _CLOCK_WRAPPERS:
        idx = 1
        while idx < len(argv) and argv[idx] in _CLOCK_WRAPPERS[name]:
            idx += 2 if argv[idx] in _CLOCK_VALUED else 1
        if idx + 1 >= len(argv):
            return None
        return Step(wrapper=name, start=idx + 1, env={"FAKETIME": argv[idx], "LD_PRELOAD": FAKED_CLOCK})
    idx, opts = scan(argv, 1, _LOADER_SPEC)
    if idx >= len(argv) or any(opt in _LOADER_SPEC.no_command_flags for opt, _ in opts):
        return None
    return Step(wrapper=name, start=idx, env={_LOADER_ENV[o]: v for o, v in opts if o in _LOADER_ENV and v})


_PARALLEL_OPTS_WITH_ARG = _fs("-j", "-P", "-S", "-n", "-N", "-L", "-a", "-d", "-E", "-I", "--jobs",
                              "--sshlogin", "--arg-file", "--delimiter", "--joblog", "--results",
                              "--timeout", "--retries", "--env", "--workdir", "--colsep")


def parallel_template_start(argv: list[str]) -> int:
    """Where GNU parallel's command template begins in argv: after its options and their values."""
    i = 1
    while i < len(argv) and argv[i].startswith("-") and argv[i] not in (":::", "::::"):
        if argv[i] in _PARALLEL_OPTS_WITH_ARG:
            i += 1
        i += 1
    return i


def _script_wrapper(name: str, argv: list[str], stdin: str | None) -> Step | None:
    if name == "cmd":
        return _cmd(argv)
    if name == "watch":
        idx, opts = scan(argv, 1, Spec(short_arg="nq", long_arg=_fs("--interval", "--equexit")))
        if idx >= len(argv):
            return None
        if any(o in ("-x", "--exec") for o, _ in opts):
            return Step(wrapper=name, start=idx)
        return Step(wrapper=name, scripts=[(" ".join(argv[idx:]), "watch")])
    if name == "entr":
        idx, opts = scan(argv, 1, Spec())
        if idx >= len(argv):
            return None
        if any(o == "-s" or (o[:1] == "-" and o[1:2] != "-" and "s" in o) for o, _ in opts):
            return Step(wrapper=name, scripts=[(argv[idx], "entr -s")])
        return Step(wrapper=name, start=idx)
    if name == "script":
        idx, opts = scan(argv, 1, _SCRIPT)
        texts = [value for opt, value in opts if opt in ("-c", "--command") and value is not None]
        # the typescript file (`script -qc CMD FILE`) is written over with the session's output,
        # whatever CMD is: judged as `cat > FILE`, a write of unknown text (not an emptying `: > FILE`)
        logs = [value for opt, value in opts if opt in ("-O", "--log-out", "--log-io", "-B") and value]
        logs += argv[idx:idx + 1]
        scripts = [(texts[-1], "script -c")] if texts else []
        scripts += [(f"cat > {shlex.quote(log)}", "script's typescript") for log in logs]
        return Step(wrapper=name, scripts=scripts) if scripts else None
    if name == "uudecode":
        # the file written is named inside the input (or by -o): judged as a write of unknown text there
        idx, opts = scan(argv, 1, Spec(short_arg="o", long_arg=_fs("--output-file")))
        outs = [value for opt, value in opts if opt in ("-o", "--output-file") and value]
        if not outs and stdin is not None:
            outs = [m.group(1).strip() for m in _UU_BEGIN.finditer(stdin)]
        scripts = [(f"cat > {shlex.quote(out)}", "uudecode output") for out in outs if out != "/dev/stdout"]
        return Step(wrapper=name, scripts=scripts) if scripts else None
    if name == "nix-shell":
        for i, word in enumerate(argv[:-1]):
            if word in ("--run", "--command"):
                return Step(wrapper=name, scripts=[(argv[i + 1], f"nix-shell {word}")])
        return None
    if name == "tmux":
        return _tmux(argv)
    if name == "su":
        script = None
        i = 1
        while i < len(argv):
            word = argv[i]
            if word in ("-c", "--command") and i + 1 < len(argv):
                script = argv[i + 1]
                i += 2
                continue
            if word.startswith("--command="):
                script = word.partition("=")[2]
            elif word.startswith("-c") and len(word) > 2:
                script = word[2:]
            i += 1
        if script is None:
            return None
        return Step(wrapper=name, privileged=True, scripts=[(script, "su -c")])
    # GNU parallel: `parallel [opts] [template] ::: args…` (commands as args when no template)
    i = parallel_template_start(argv)
    template: list[str] = []
    while i < len(argv) and argv[i] not in (":::", "::::", ":::+", "::::+"):
        template.append(argv[i])
        i += 1
    values: list[str] = []
    while i < len(argv):
        if argv[i] not in (":::", "::::", ":::+", "::::+"):
            values.append(argv[i])
        i += 1
    if stdin is not None and not values:
        values = [line for line in stdin.split("\n") if line.strip()]
    scripts: list[tuple[str, str]] = []
    text = " ".join(template)
    if not values and template and _PARALLEL_LOCAL.isdisjoint(argv[1:]) and _SHELL_SYNTAX.isdisjoint(text):
        # `ls | parallel rm -rf {}`: one plain command per line of a pipe nobody can read here, run
        # locally; it is what `xargs -I{}` would run, and keeps where its input came from as xargs does
        return Step(wrapper=name, argvs=[_xargs_split(text)])
    if not template:
        scripts = [(value, "parallel") for value in values[:16]]
    elif not values:
        scripts = [(text, "parallel")]
    else:
        for value in values[:16]:
            if "{}" in text:
                scripts.append((text.replace("{}", value), "parallel"))
            else:
                scripts.append((f"{text} {value}", "parallel"))
    if not scripts:
        return None
    return Step(wrapper=name, scripts=scripts)


# The interpreter's options that take no value, before `-m` (`python3 -I -m pip`, `python -sE -m pip`).
_PYTHON_BARE_FLAGS = lazy_compile(r"-[bBdEhiIOqsSuvR]+")


def _module_pip(argv: list[str]) -> int:
    """Where pip's own arguments start when the interpreter runs its pip module (`python -m pip`, `python
    -I -m pip`, `python -mpip`), or 0."""
    i = 1
    while i < len(argv) and _PYTHON_BARE_FLAGS.fullmatch(argv[i]):
        i += 1
    if argv[i:i + 2] == ["-m", "pip"]:
        return i + 2
    return i + 1 if i < len(argv) and argv[i] == "-mpip" else 0


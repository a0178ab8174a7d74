"""The guard's places hidden by a mount, or handed writable to a container.

- `unshare -rm sh -c 'mount -t tmpfs none $HOME/.local/state && exec codex …'`, `bwrap --tmpfs
  ~/.local/state claude`: a mount over a directory that holds the guard's files (its state, config, an
  agent's settings directory, or home itself) hides every file beneath it from the processes that see
  the mount: the agent started there finds no store, no blocks and no approvals, or no hooks. The
  guard's own directory is judged elsewhere; a directory above it hides it just the same. A scratch
  mount (`mount -t tmpfs none /tmp/work`, `bwrap --tmpfs /tmp`) is everyday.
- `docker run -v ~/.claude:/data alpine`, a compose file whose service mounts `~/.local/state`: a
  container given the guard's places (or a directory above them) writable can change them whatever
  command it is given, since its image's entrypoint runs unseen by the judge. Home itself mounted for
  a command the line names (`docker run -v $HOME:/root img make test`) is judged by that command, run
  with the mount resolved; with no command, it is the guard's place like the others. Mounted
  read-only (`:ro`, `readonly`, `read_only: true`) it changes nothing; the project mounted in
  (`-v "$PWD":/src`) is everyday.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping, Sequence

from dongle.disk_text import small_text
from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation
from dongle.shell.sockets import operand_words

# Programs that mount a file system at their last operand.
_MOUNTERS = frozenset({"mount", "systemd-mount", "bindfs", "fuse-overlayfs", "squashfuse", "sshfs", "rclone",
                       "mergerfs", "unionfs", "unionfs-fuse", "fusermount"})
# Options whose values `mount` takes as the next word.
_MOUNT_VALUED = frozenset({"-t", "--types", "-o", "--options", "-O", "--test-opts", "-L", "--label", "-U",
                           "--uuid", "-N", "--namespace", "--type", "-p", "--property", "--description"})
# A sandbox's option that hides or replaces the directory it names (bubblewrap, firejail, nsjail, systemd's
# path properties): the directory is the option's value, or for a bind the second word.
_SANDBOX_HIDES = lazy_compile(
    r"(?:--tmpfs|--blacklist|--private|--whitelist|--overlay(?:-src)?|--tmpfs-overlay|TemporaryFileSystem"
    r"|InaccessiblePaths)[=\s]+['\"]?(?P<dir>[^\s'\":]+)"
    r"|BindPaths=['\"]?[^\s:'\"]+:(?P<bound>[^\s:'\"]+)"
    r"|(?:^|\s)(?:-b|-B|--bind|-m|--mount)[=\s]+['\"]?[^\s:'\"]+:(?P<mapped>[^\s:'\"]+)"
    r"|(?:--(?:ro-|dev-)?bind(?:-try)?|--rbind)[=\s]+['\"]?[^\s'\"]+['\"]?\s+['\"]?(?P<dest>[^\s'\"]+)")
# Container programs, and their subcommands that start a container or a set of services.
_CONTAINER_PROGRAMS = frozenset({"docker", "podman", "nerdctl", "finch", "lima", "colima"})
_COMPOSE_PROGRAMS = frozenset({"docker-compose", "podman-compose"})
_STARTS = frozenset({"run", "create", "up", "start", "restart"})
# Where the parser says a command runs inside a container.
_REMOTES = ("docker:", "podman:", "nerdctl:", "container:")
# The files compose reads when none is named.
_COMPOSE_FILES = ("compose.yaml", "compose.yml", "docker-compose.yaml", "docker-compose.yml",
                  "compose.override.yaml", "compose.override.yml", "docker-compose.override.yml",
                  "docker-compose.override.yaml")
_COMPOSE_NAME = lazy_compile(
    r"(?:^|/)(?:docker-)?compose(?:[.-][\w.-]+)?\.ya?ml$|(?:^|/)\.?devcontainer\.json$"
                           r"|(?:^|/)Vagrantfile$")


def mounted_over_guard(invs: Sequence[Invocation], cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """A mount whose mount point holds the guard's places."""
    for inv in invs:
        if posixpath.basename(inv.name) not in _MOUNTERS and not inv.name.startswith("mount."):
            continue
        operands = operand_words(inv.args, _MOUNT_VALUED)
        if inv.name == "fusermount" or not operands:
            continue
        if held := holds_guard(operands[-1], inv.cwd or cwd, home, env):
            return f"`{inv.name}` mounts over {held}: what is beneath is hidden"
    return None


def sandbox_hides_guard(command: str, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """A sandbox option in `command` that hides or replaces a directory holding the guard's places."""
    for found in _SANDBOX_HIDES.finditer(command):
        word = (found.group("dir") or found.group("dest") or found.group("bound") or found.group("mapped")
                or "").replace("%h", "~", 1)
        if word and (held := holds_guard(word, cwd, home, env)):
            return held
    return None


def container_given_guard(invs: Sequence[Invocation], cwd: str, home: str,
                          env: Mapping[str, str]) -> str | None:
    """A container started with the guard's places mounted writable: on the line, in a compose file the
    line writes, or in the compose files on disk it starts."""
    from dongle.hooks.later_channels import _literal_text

    for inv in invs:
        where = inv.cwd or cwd
        written = [r.target for r in inv.redirects if r.op in (">", ">>", ">|")]
        if inv.name == "tee":
            written += [a for a in inv.args if not a.startswith("-")]
        if any(_COMPOSE_NAME.search(t) for t in written):
            text = inv.stdin_text or _literal_text(inv)
            if held := writable_guard_mount(text, where, home, env):
                return f"writes a compose file that mounts {held} writable into a container"
        name = posixpath.basename(inv.name)
        words = [a for a in inv.args if not a.startswith("-")]
        compose = name in _COMPOSE_PROGRAMS or (name in _CONTAINER_PROGRAMS and words[:1] == ["compose"])
        if not (name in _CONTAINER_PROGRAMS or compose) or not _STARTS & set(words[:3]):
            continue
        # home itself, mounted for a command the line names, is judged by that command (run with the mount
        # resolved); with no command the image's own entrypoint runs there unseen
        told = any((other.remote or "").startswith(_REMOTES) for other in invs)
        if held := writable_guard_mount(" ".join(inv.args), where, home, env, home_counts=not told):
            return f"`{name}` starts a container with {held} mounted writable"
        if compose:
            named = [inv.args[i + 1] for i, a in enumerate(inv.args[:-1]) if a in ("-f", "--file")]
            for file in named or _COMPOSE_FILES:
                text = small_text(file if file.startswith("/") else posixpath.join(where, file)) or ""
                if text and (held := writable_guard_mount(text, where, home, env)):
                    return f"`{name}` starts services whose {file} mounts {held} writable"
    return None


def writable_guard_mount(text: str, cwd: str, home: str, env: Mapping[str, str],
                         home_counts: bool = False) -> str | None:
    """The first place holding the guard's files that `text` mounts into a container writable (home
    itself only when `home_counts`: a container told what to run there is judged by what it runs)."""
    from dongle.hooks.written_code import mounted_places

    for source, writable in mounted_places(text):
        if writable and (held := holds_guard(source, cwd, home, env, home_counts)):
            return held
    return None


def holds_guard(word: str, cwd: str, home: str, env: Mapping[str, str],
                home_counts: bool = True) -> str | None:
    """`word` as home (when `home_counts`), a directory above the guard's places, or one of them; else
    None."""
    from dongle.hooks.guard_operands import above_guard, guarded_path
    from dongle.paths import classify_path

    word = word.strip("'\"")
    path = classify_path(word, cwd, home, env).path
    if path and path.rstrip("/") == home.rstrip("/"):
        return "the home directory, which holds the agents' hook settings and the guard's files" if (
            home_counts) else None
    return above_guard(word, cwd, home, env) or guarded_path(word, cwd, home, env, cwd)

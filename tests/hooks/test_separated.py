"""The privilege-separated mode holds against the agent's own uid.

Real users (created here with useradd, unique per run, removed afterwards), a real judge daemon
running as the dongle user, and the real hook client running as the agent user. Each attack is
tried for real and must fail; each answer from a broken or untrusted judge must be fail-closed.

The users cannot run this venv's interpreter when it lives under a private /root, so both sides
run the system `python3` of the same version with this checkout and the venv's site-packages on
PYTHONPATH.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import time
from pathlib import Path

import pytest

from dongle.hooks import protocol

SRC = Path(__file__).resolve().parents[2] / "src"
SITE = sysconfig.get_paths()["purelib"]
DONGLE = str(Path(sys.executable).parent / "dongle")


def _foreign_python() -> str | None:
    """An interpreter other users can run, of this one's version (for the venv's compiled packages)."""
    for candidate in ("/usr/bin/python3", "/usr/local/bin/python3", sys.executable):
        if not os.path.exists(candidate):
            continue
        done = subprocess.run(["runuser", "-u", "nobody", "--", candidate, "-c",
                               "import sys; print('%d.%d' % sys.version_info[:2])"],
                              capture_output=True, text=True, check=False)
        if done.returncode == 0 and done.stdout.strip() == "{}.{}".format(*sys.version_info[:2]):
            return candidate
    return None


def _skip_reason() -> str | None:
    if os.geteuid() != 0:
        return "needs root: the test creates system users and runs the judge and the agent as them"
    for tool in ("useradd", "userdel", "runuser"):
        if not shutil.which(tool):
            return f"needs {tool} to create and switch users"
    if sys.platform != "linux":
        return "SO_PEERCRED is Linux; the macOS peer check is not exercised here"
    return None


pytestmark = [
    pytest.mark.skipif(_skip_reason() is not None, reason=_skip_reason() or ""),
    # One worker runs this module under pytest-xdist: its users are created once (a module fixture),
    # and useradd/userdel from two workers at once would wait on each other's lock of /etc/passwd.
    pytest.mark.xdist_group("separated-users"),
]

ALLOW = ('{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow", '
         '"permissionDecisionReason": "impostor"}}')

IMPOSTOR = textwrap.dedent("""
    import os, socket, sys
    from dongle.hooks import wire
    path, reply = sys.argv[1], sys.argv[2].encode()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    os.chmod(path, 0o666)
    server.listen(8)
    print("ready", flush=True)
    while True:
        conn, _ = server.accept()
        with conn:
            wire.read_frame_part(conn.recv)
            wire.read_frame_part(conn.recv)
            body = wire.encode_reply(reply.decode(), 0) if reply != b"garbage" else b"\\xff garbage"
            conn.sendall(len(body).to_bytes(4, "big") + body)
""")


class World:
    """A judge user, an agent user, a separated install in a private prefix, and the judge daemon."""

    def __init__(self) -> None:
        python = _foreign_python()
        if python is None:
            pytest.skip("no interpreter of this version that other users can run")
        self.python = python
        tag = secrets.token_hex(3)
        self.judge_user, self.agent_user = f"dgj{tag}", f"dga{tag}"
        self.base = Path(tempfile.mkdtemp(prefix="dongle-separated-", dir="/tmp"))
        self.base.chmod(0o755)
        self.judge_home = self.base / "judge"
        self.agent_home = self.base / "agent"
        self.run_dir = self.base / "run"
        self.conf = self.base / "etc" / "separation.conf"
        self.socket = self.run_dir / "hookd.sock"
        self.procs: list[subprocess.Popen[bytes]] = []
        self.users: list[str] = []

    def create(self) -> None:
        self.install_output = self.install()
        self.users.append(self.judge_user)
        subprocess.run(["useradd", "--system", "--user-group", "--home-dir", str(self.agent_home),
                        "--shell", "/usr/sbin/nologin", self.agent_user], check=True)
        self.users.append(self.agent_user)
        (self.agent_home / "project").mkdir(parents=True)
        for path in (self.agent_home, self.agent_home / "project"):
            shutil.chown(path, self.agent_user, self.agent_user)
        # The judge reads the project's policy layer, so the agent's home must let it through (else
        # every call pauses: "could not judge"); the agent's files stay closed to it.
        self.agent_home.chmod(0o711)
        self.start_judge()

    def install(self, *extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [DONGLE, "install", "--separate", "--no-service", "--separate-user", self.judge_user,
             "--separate-home", str(self.judge_home), "--separate-run-dir", str(self.run_dir),
             "--separate-conf", str(self.conf), *extra],
            capture_output=True, text=True, check=False)

    def env(self, home: Path, **extra: str) -> dict[str, str]:
        cache = self.base / f"pycache-{home.name}"
        return {"HOME": str(home), "PATH": "/usr/bin:/bin", "PYTHONPATH": f"{SRC}:{SITE}",
                "PYTHONPYCACHEPREFIX": str(cache), "DONGLE_SEPARATION": str(self.conf),
                "LANG": "C.UTF-8", **extra}

    def start_judge(self) -> None:
        if self.socket.exists():
            self.socket.unlink()   # a judge killed hard leaves its socket behind
        proc = subprocess.Popen(
            [self.python, "-m", "dongle.hooks.daemon", "--separated", str(self.socket)],
            user=self.judge_user, group=self.judge_user, env=self.env(self.judge_home), cwd="/",
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.procs.append(proc)
        self.judge = proc
        deadline = time.monotonic() + 60
        while not self.socket.exists():
            if proc.poll() is not None:
                raise AssertionError(f"judge daemon died: {proc.stderr.read().decode()}")  # type: ignore[union-attr]
            if time.monotonic() > deadline:
                raise AssertionError("judge daemon did not come up")
            time.sleep(0.1)

    def as_agent(self, code: str, **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.python, "-c", code], user=self.agent_user, group=self.agent_user,
                              env=self.env(self.agent_home, **env), cwd=str(self.agent_home),
                              capture_output=True, text=True, timeout=120, check=False)

    def hook(self, command: str, conf: Path | None = None, **env: str) -> tuple[str, str]:
        """(decision, trace line) for one Bash call, with the hook running as the agent user."""
        trace = self.agent_home / "trace.log"
        stdin = protocol("claude-code").probe(command, str(self.agent_home / "project"))
        stdin["session_id"] = f"s-{secrets.token_hex(4)}"   # no escalation carried between tests
        import json

        extra = {"DONGLE_HOOK_TRACE": str(trace), **env}
        if conf is not None:
            extra["DONGLE_SEPARATION"] = str(conf)
        done = subprocess.run(
            [self.python, "-c", "import sys; from dongle.cli import main; sys.exit(main(sys.argv[1:]))",
             "hook", "claude-code"], input=json.dumps(stdin).encode(), user=self.agent_user,
            group=self.agent_user, env=self.env(self.agent_home, **extra),
            cwd=str(self.agent_home / "project"), capture_output=True, timeout=120, check=False)
        self.last_out = done.stdout.decode()
        decision = protocol("claude-code").decision(self.last_out, done.returncode)
        lines = trace.read_text().splitlines() if trace.exists() else [""]
        return decision, lines[-1]

    def impostor(self, user: str, directory: Path, reply: str) -> Path:
        """A socket answering `reply` to everything, served by `user` from `directory`."""
        directory.mkdir(parents=True, exist_ok=True)
        shutil.chown(directory, user, user)
        directory.chmod(0o755)
        path = directory / "hookd.sock"
        proc = subprocess.Popen([self.python, "-c", IMPOSTOR, str(path), reply], user=user, group=user,
                                env=self.env(self.base), cwd="/", stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        self.procs.append(proc)
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        return path

    def conf_for(self, name: str, socket: Path) -> Path:
        """A root-owned separation file naming the judge user but another socket."""
        import pwd

        path = self.base / "etc" / name
        uid = pwd.getpwnam(self.judge_user).pw_uid
        path.write_text(f"user={self.judge_user}\nuid={uid}\nsocket={socket}\n")
        path.chmod(0o644)
        return path

    def destroy(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        shutil.rmtree(self.base, ignore_errors=True)   # a daemon of the agent's retires when its socket goes
        for user in reversed(self.users):
            deadline = time.monotonic() + 15
            while subprocess.run(["userdel", user], capture_output=True, check=False).returncode == 8:
                if time.monotonic() > deadline:   # 8: the user still has a process
                    break
                time.sleep(0.5)


@pytest.fixture(scope="module")
def world():
    w = World()
    try:
        w.create()
        yield w
    finally:
        w.destroy()


def test_install_sets_up_the_judge_and_says_what_it_did(world: World) -> None:
    out = world.install_output
    assert out.returncode == 0, out.stderr
    assert f"created system user {world.judge_user}" in out.stdout
    assert f"wrote {world.conf}" in out.stdout
    assert world.conf.stat().st_uid == 0 and not world.conf.stat().st_mode & 0o022
    assert world.judge_home.stat().st_mode & 0o777 == 0o700
    again = world.install()
    assert again.returncode == 0
    assert "created" not in again.stdout and "wrote" not in again.stdout, again.stdout


def test_install_writes_the_judge_and_server_units_for_the_user(world: World) -> None:
    units = world.base / "units"
    units.mkdir()
    first = subprocess.run([DONGLE, "install", "--separate", "--separate-user", world.judge_user,
                            "--separate-home", str(world.judge_home), "--separate-run-dir",
                            str(world.run_dir), "--separate-conf", str(world.conf),
                            "--separate-unit-dir", str(units)], capture_output=True, text=True, check=False)
    assert first.returncode == 0, first.stderr
    judge = (units / "mcpaql-safety-dongle-judge.service").read_text()
    server = (units / "mcpaql-safety-dongle-server.service").read_text()
    assert f"User={world.judge_user}" in judge and "--separated " + str(world.socket) in judge
    assert f"User={world.judge_user}" in server and "serve --http 127.0.0.1:" in server
    assert first.stdout.count("wrote ") == 2
    again = subprocess.run(first.args, capture_output=True, text=True, check=False)
    assert "wrote" not in again.stdout and again.stdout.count("kept " + str(units)) == 2


def test_install_refuses_without_root(world: World) -> None:
    done = subprocess.run(
        [world.python, "-c", "import sys; from dongle.cli import main; sys.exit(main(sys.argv[1:]))",
         "install", "--separate", "--separate-conf", str(world.base / "agent-conf")],
        user=world.agent_user, group=world.agent_user, env=world.env(world.agent_home),
        cwd="/", capture_output=True, text=True, check=False)
    assert done.returncode == 1 and "needs root" in done.stderr
    assert not (world.base / "agent-conf").exists()


def test_hook_as_agent_is_judged_by_the_separated_daemon(world: World) -> None:
    assert world.hook("ls") == ("allow", "separated")
    assert world.hook("git push --force origin main") == ("ask", "separated")
    db = world.judge_home / ".local/state/mcpaql-safety-dongle/dongle.db"
    assert db.is_file() and db.stat().st_uid != 0   # the judge's store, written by the judge user


def test_agent_environment_cannot_redirect_the_store_or_policy(world: World) -> None:
    loose = world.agent_home / "loose.toml"
    mine = world.agent_home / "mine.db"
    decision, trace = world.hook("git push --force origin develop", DONGLE_DB=str(mine),
                                 DONGLE_POLICY=str(loose), XDG_STATE_HOME=str(world.agent_home),
                                 XDG_CONFIG_HOME=str(world.agent_home))
    assert (decision, trace) == ("ask", "separated"), world.last_out
    assert not mine.exists()


def test_agent_cannot_read_or_write_the_judges_files(world: World) -> None:
    world.hook("ls")   # the store exists
    state = world.judge_home / ".local/state/mcpaql-safety-dongle"
    attempts = {
        "list state": f"import os; os.listdir({str(state)!r})",
        "open db": f"open({str(state / 'dongle.db')!r}, 'rb').read(1)",
        "sqlite delete": ("import sqlite3; c = sqlite3.connect("
                          f"'file:{state / 'dongle.db'}?mode=rw', uri=True); "
                          "c.execute('delete from blocks'); c.commit()"),
        "python api approve": ("from dongle.service import SafetyService; from dongle.store import "
                               f"open_store; SafetyService(open_store({str(state / 'dongle.db')!r}))"
                               ".approve('conf_x', 'operator')"),
        "write policy": f"open({str(world.judge_home / '.config/dongle/policy.toml')!r}, 'w')",
        "read verifier dir": f"import os; os.listdir({str(state)!r})",
        "replace socket": f"import os; os.unlink({str(world.socket)!r})",
        "rewrite conf": f"open({str(world.conf)!r}, 'a')",
    }
    for name, code in attempts.items():
        done = world.as_agent(code)
        assert done.returncode != 0, f"{name} succeeded as the agent"
        assert "Permission" in done.stderr or "unable to open" in done.stderr \
            or "readonly" in done.stderr, (name, done.stderr[-400:])
    assert world.socket.exists() and world.hook("ls") == ("allow", "separated")


def test_impostor_socket_is_refused_by_the_peer_uid(world: World) -> None:
    # Served by the agent, then placed where only the judge's socket should be (as root would have to:
    # the agent cannot write there), so that only the peer-uid check stands between it and an allow.
    fake_dir = world.base / "fake"
    path = world.impostor(world.agent_user, fake_dir, ALLOW)
    shutil.chown(path, world.judge_user, world.judge_user)
    shutil.chown(fake_dir, world.judge_user, world.judge_user)
    decision, trace = world.hook("rm -rf build", conf=world.conf_for("fake.conf", path))
    assert decision != "allow"
    assert "peer is uid" in trace, trace
    # Control: the same program served by the judge user is believed, so the uid is what refused it.
    real = world.impostor(world.judge_user, world.base / "control", ALLOW)
    assert world.hook("rm -rf build", conf=world.conf_for("control.conf", real)) == ("allow", "separated")


def test_agent_owned_socket_directory_is_refused(world: World) -> None:
    path = world.impostor(world.agent_user, world.base / "agentdir", ALLOW)
    decision, trace = world.hook("rm -rf build", conf=world.conf_for("agentdir.conf", path))
    assert decision != "allow" and "not the" in trace, trace


def test_garbage_from_the_judge_is_fail_closed(world: World) -> None:
    path = world.impostor(world.judge_user, world.base / "garbage", "garbage")
    decision, trace = world.hook("ls", conf=world.conf_for("garbage.conf", path))
    assert decision != "allow" and "malformed" in trace, trace


def test_missing_named_separation_file_is_fail_closed(world: World) -> None:
    decision, trace = world.hook("ls", conf=world.base / "etc" / "absent.conf")
    assert decision != "allow" and "missing" in trace


def test_judge_down_is_fail_closed_never_in_process(world: World) -> None:
    world.judge.send_signal(signal.SIGTERM)
    world.judge.wait(20)
    try:
        decision, trace = world.hook("ls")
        assert decision != "allow"
        assert trace.startswith("separated failed"), trace
        assert not (world.agent_home / ".local/state/mcpaql-safety-dongle").exists()
    finally:
        world.start_judge()
    assert world.hook("ls") == ("allow", "separated")


def test_uninstall_separate_undoes_the_file(world: World, tmp_path: Path) -> None:
    conf = world.base / "etc" / "undo.conf"
    conf.write_text(world.conf.read_text())
    done = subprocess.run([DONGLE, "uninstall", "--separate", "--no-service", "--separate-user",
                           world.judge_user, "--separate-conf", str(conf), "--separate-run-dir",
                           str(world.base / "no-run")], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert f"removed {conf}" in done.stdout and f"kept user {world.judge_user}" in done.stdout
    assert not conf.exists()


def test_a_hard_block_the_agent_cannot_lift(world: World) -> None:
    """Last: a stop blocks the agent in the judge's store, and no route from the agent's uid lifts it."""
    assert world.hook("rm -rf ~") == ("deny", "separated")
    assert world.hook("ls") == ("deny", "separated"), world.last_out
    db = world.judge_home / ".local/state/mcpaql-safety-dongle/dongle.db"
    lift = world.as_agent(f"import sqlite3; c = sqlite3.connect({str(db)!r}); "
                          "c.execute('delete from blocks'); c.commit()")
    assert lift.returncode != 0
    assert world.hook("ls") == ("deny", "separated")

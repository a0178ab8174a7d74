"""Path classification: regions and sensitivity classes that rules, hooks and the hint classifier share."""

from __future__ import annotations

import pytest

from dongle.paths import classify_path, default_home, is_regenerable_name

CWD = "/home/dev/project"
HOME = "/home/dev"


@pytest.mark.parametrize(
    ("raw", "cwd", "region"),
    [
        ("/", CWD, "root"),
        ("/*", CWD, "root"),
        ("~", CWD, "home"),
        ("$HOME", CWD, "home"),
        ("~/.ssh", CWD, "home"),
        ("~/.cache/pip", CWD, "home_data"),
        ("/etc", CWD, "system"),
        ("/tmp/../etc", CWD, "system"),
        ("/var/lib/postgresql", CWD, "system"),
        (".git", CWD, "git"),
        ("./.git/objects", CWD, "git"),
        (".", CWD, "cwd"),
        ("..", "/home/dev/work/project", "cwd"),
        ("/home/dev/project", CWD, "cwd"),
        ("src", CWD, "project"),
        ("*", CWD, "project"),
        ("*", HOME, "home"),
        ("/home/dev/project", HOME, "home"),
        ("../other", CWD, "home"),
        ("/tmp/build", CWD, "scratch"),
        ("/var/tmp/x", CWD, "scratch"),
        ("/dev/sda", CWD, "device"),
        ("/dev/nvme0n1p2", CWD, "device"),
        ("/dev/null", CWD, "pseudo"),
        ("/dev/tcp/10.0.0.1/4444", CWD, "network"),
        ("/home/alice", CWD, "home"),
        ("/home/alice/notes/a.txt", CWD, "home_data"),
        ("/opt2/data", CWD, "outside"),
        ("$UNSET_VARIABLE/x", CWD, "unknown"),
        ("$TMPDIR/x", CWD, "unknown"),
        ("`pwd`/x", CWD, "unknown"),
    ],
)
def test_regions(raw: str, cwd: str, region: str) -> None:
    assert classify_path(raw, cwd, HOME).region == region


def test_variables_resolve_from_env() -> None:
    assert classify_path("$TARGET", CWD, HOME, {"TARGET": "/"}).region == "root"
    assert classify_path("${DIR:-build}", CWD, HOME).region == "project"
    assert classify_path("$TMPDIR/x", CWD, HOME, {"TMPDIR": "/tmp"}).region == "scratch"


@pytest.mark.parametrize(
    ("raw", "sensitivity"),
    [
        ("~/.ssh/id_rsa", "credential"),
        ("~/.aws/credentials", "credential"),
        ("~/.kube/config", "credential"),
        ("/etc/shadow", "credential"),
        ("deploy/server.pem", "credential"),
        ("~/.netrc", "credential"),
        (".env", "project_secret"),
        (".env.production", "project_secret"),
        ("~/.bashrc", "shell_startup"),
        ("~/.zshrc", "shell_startup"),
        ("/etc/profile.d/x.sh", "shell_startup"),
        ("~/.claude/settings.json", "agent_config"),
        (".claude/settings.local.json", "agent_config"),
        (".cursor/hooks.json", "agent_config"),
        ("~/.codex/config.toml", "agent_config"),
        ("~/.gemini/settings.json", "agent_config"),
        (".github/hooks/pre.json", "agent_config"),
        ("~/.config/dongle/policy.toml", "dongle_self"),
        ("~/.local/state/dongle/dongle.db", "dongle_self"),
        ("/etc/sudoers", "system_auth"),
        ("/etc/passwd", "system_auth"),
        ("README.md", None),
        (".env.example", None),
        ("~/.ssh/known_hosts", None),
    ],
)
def test_sensitivity(raw: str, sensitivity: str | None) -> None:
    assert classify_path(raw, CWD, HOME).sensitivity == sensitivity


def test_dongle_state_dir_from_environment() -> None:
    info = classify_path("/srv/guard/state.db", CWD, HOME, {"DONGLE_HOME": "/srv/guard"})
    assert info.sensitivity == "dongle_self"


@pytest.mark.parametrize(
    "raw", ["build", "dist/", "node_modules", "a/__pycache__", ".venv", "target", "*.egg-info"]
)
def test_regenerable_build_output(raw: str) -> None:
    assert classify_path(raw, CWD, HOME).regenerable


@pytest.mark.parametrize("raw", ["src", "data", "*", "*.sql", "/tmp"])
def test_not_regenerable(raw: str) -> None:
    assert not classify_path(raw, CWD, HOME).regenerable


def test_contents_of_a_build_directory_are_regenerable() -> None:
    assert classify_path("./*", "/home/dev/project/build", HOME).regenerable


def test_home_is_inferred_from_the_working_directory_when_env_has_none() -> None:
    assert default_home({}, "/home/dev/project") == "/home/dev"
    assert default_home({"HOME": "/Users/me"}, "/home/dev/project") == "/Users/me"


def test_regenerable_names() -> None:
    assert is_regenerable_name("__pycache__") and is_regenerable_name("x.pyc")
    assert not is_regenerable_name("src")


def test_relative_path_without_cwd_counts_as_project() -> None:
    info = classify_path("src/app.py")
    assert info.region == "project" and not info.resolved
    assert classify_path("../x").region == "unknown"


@pytest.mark.parametrize(
    ("raw", "home", "sensitivity"),
    [
        ("~", "/root", None),  # root's own home is the home region, not a secret
        ("~/notes.txt", "/root", None),
        ("~/.ssh/id_rsa", "/root", "credential"),
        ("/root", HOME, "credential"),  # another user's view of root's home stays secret
        ("/root/notes.txt", HOME, "credential"),
    ],
)
def test_root_home_is_secret_only_to_other_users(raw, home, sensitivity):
    assert classify_path(raw, CWD, home).sensitivity == sensitivity


@pytest.mark.parametrize(
    ("raw", "sensitivity"),
    [
        ("~/.ssh/id_ed25519.pub", None),
        ("~/.ssh/id_rsa.pub", None),
        ("/srv/keys/id_rsa.pub", None),
        ("~/.ssh/id_ed25519", "credential"),
        ("~/.ssh/authorized_keys", "shell_startup"),  # still guarded: it grants logins
        ("/srv/keys/id_rsa", "credential"),
    ],
)
def test_public_keys_are_not_secrets_but_private_keys_are(raw, sensitivity):
    assert classify_path(raw, CWD, HOME).sensitivity == sensitivity


@pytest.mark.parametrize("cwd", [CWD, None])
@pytest.mark.parametrize(
    ("raw", "region"),
    [
        # a dot-glob in the checkout expands to its .git among the rest: judged as the .git
        (".*", "git"),
        ("./.*", "git"),
        (".g*", "git"),
        (".[a-z]*", "git"),
        # globs that cannot name .git, or name entries of the working directory, not the directory
        ("*", "project"),
        ("*.egg-info", "project"),
        (".cache*", "project"),
        ("src/.*", "project"),
    ],
)
def test_globs_in_the_working_directory(raw: str, region: str, cwd: str | None) -> None:
    assert classify_path(raw, cwd, HOME).region == region


def test_dot_glob_deletion_is_the_repository_history() -> None:
    from dongle.classify.command import classify_command

    for cwd in (CWD, None):
        assert classify_command("rm -rf .*", cwd=cwd).tier.value == "danger_zone"
        assert classify_command("rm -rf dist/ build/ *.egg-info", cwd=cwd).tier.value == "advisory"
        assert classify_command("rm -f .*.swp", cwd=cwd).tier.value == "advisory"

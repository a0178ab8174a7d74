"""Words as bash sees them: quote removal, name normalisation, variables, braces, `${IFS}`, decoding."""

from __future__ import annotations

import pytest

from .helpers import argvs, model, one


@pytest.mark.parametrize(
    ("command", "name", "argv"),
    [
        ("/bin/rm -rf /etc", "rm", ("/bin/rm", "-rf", "/etc")),
        ("/usr/bin/../bin/rm -rf /", "rm", ("/usr/bin/../bin/rm", "-rf", "/")),
        ("./rm -rf x", "rm", ("./rm", "-rf", "x")),
        ("\\rm -rf /etc", "rm", ("rm", "-rf", "/etc")),
        ('"git" reset --hard', "git", ("git", "reset", "--hard")),
        ("git \"reset\" --hard", "git", ("git", "reset", "--hard")),
        ("r'm' -rf /etc", "rm", ("rm", "-rf", "/etc")),
        ("g\\it reset --hard", "git", ("git", "reset", "--hard")),
        ("g'i't reset --hard", "git", ("git", "reset", "--hard")),
        ('sudo "/usr/bin/git" "reset" --hard', "git", ("/usr/bin/git", "reset", "--hard")),
        ('"C:/Program Files/Git/bin/git.exe" reset --hard', "git",
         ("C:/Program Files/Git/bin/git.exe", "reset", "--hard")),
        ("GIT RESET --HARD", "git", ("GIT", "RESET", "--HARD")),
        ("/usr/*/git branch -D main", "git", ("/usr/*/git", "branch", "-D", "main")),
        ("$'\\x72\\x6d' -rf /etc", "rm", ("rm", "-rf", "/etc")),
        ("$'\\162\\155' -rf /etc", "rm", ("rm", "-rf", "/etc")),
        ("git   reset   --hard", "git", ("git", "reset", "--hard")),
    ],
)
def test_command_names_are_normalised(command: str, name: str, argv: tuple[str, ...]) -> None:
    inv = one(command, name)
    assert inv.argv == argv
    assert not inv.dynamic


def test_variable_assigned_earlier_resolves_name() -> None:
    inv = one("a=rm; $a -rf /etc", "rm")
    assert inv.argv == ("rm", "-rf", "/etc")
    assert not inv.dynamic


def test_variable_with_spaces_is_word_split() -> None:
    assert argvs('x=-rf; rm $x /etc') == [("rm", "-rf", "/etc")]
    assert argvs('c="rm -rf"; $c /') == [("rm", "-rf", "/")]


def test_quoted_variable_is_not_split() -> None:
    assert argvs('f="a b"; rm "$f"') == [("rm", "a b")]


def test_export_assignment_resolves() -> None:
    assert ("rm", "-rf", "/srv") in argvs("export D=/srv; rm -rf ${D}")


def test_env_given_by_caller_resolves() -> None:
    assert argvs("rm -rf $TARGET", env={"TARGET": "/var/lib/mysql"}) == [("rm", "-rf", "/var/lib/mysql")]
    assert argvs("rm -rf ${TARGET}/x", env={"TARGET": "/opt"}) == [("rm", "-rf", "/opt/x")]


def test_unknown_variable_keeps_its_text() -> None:
    assert argvs("rm -rf $TMPDIR/../etc") == [("rm", "-rf", "$TMPDIR/../etc")]
    assert argvs("rm -rf ${TMPDIR:-/tmp}/build") == [("rm", "-rf", "${TMPDIR:-/tmp}/build")]


def test_reassignment_to_unknown_forgets_old_value() -> None:
    got = argvs("d=/tmp; d=$(pwd); rm -rf $d", env={})
    assert ("rm", "-rf", "$d") in got


def test_prefix_assignment_goes_to_env_not_to_own_args() -> None:
    inv = one("TMPDIR=/Users rm -rf $TMPDIR/x", "rm")
    assert inv.env["TMPDIR"] == "/Users"
    assert inv.argv == ("rm", "-rf", "$TMPDIR/x")


def test_dynamic_command_name_is_marked_and_unresolved() -> None:
    m = model("$cmd -rf /")
    assert m.invocations[0].dynamic
    assert m.invocations[0].argv == ("$cmd", "-rf", "/")
    assert any("not known statically" in r for r in m.unresolved)


def test_unknown_substitution_as_name_is_dynamic() -> None:
    m = model("$(get_tool) -rf /")
    dyn = [i for i in m.invocations if i.dynamic]
    assert dyn and dyn[0].argv[1:] == ("-rf", "/")
    assert m.unresolved


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("rm -rf /{etc,usr}", ("rm", "-rf", "/etc", "/usr")),
        ("rm -rf /x/{a,b}/{c,d}", ("rm", "-rf", "/x/a/c", "/x/a/d", "/x/b/c", "/x/b/d")),
        ("echo f{1..3}", ("echo", "f1", "f2", "f3")),
        ("echo '{a,b}'", ("echo", "{a,b}")),
        ("echo {a}", ("echo", "{a}")),
        ("echo ${HOME}", ("echo", "${HOME}")),
    ],
)
def test_brace_expansion(command: str, expected: tuple[str, ...]) -> None:
    assert argvs(command)[0] == expected


def test_brace_expansion_as_command_name() -> None:
    assert ("rm", "-rf", "/home") in argvs("{rm,-rf,/home}")


def test_brace_expansion_is_bounded() -> None:
    got = argvs("echo " + "{a,b}" * 30)[0]
    assert 1 < len(got) <= 200


def test_ifs_is_a_space() -> None:
    assert argvs("rm${IFS}-rf${IFS}/etc") == [("rm", "-rf", "/etc")]
    assert argvs("rm$IFS-rf$IFS/") == [("rm", "-rf", "/")]


def test_literal_command_substitutions_are_evaluated() -> None:
    inv = one("g$(printf it) re$(printf set) --ha$(printf rd)", "git")
    assert inv.argv == ("git", "reset", "--hard")


def test_printf_escapes_in_substitution() -> None:
    inv = one("$(printf '\\x72\\x6d') -rf /etc", "rm")
    assert inv.argv == ("rm", "-rf", "/etc")


def test_echo_substitution_and_backticks() -> None:
    assert one("`echo rm` -rf /", "rm").argv == ("rm", "-rf", "/")
    assert one("$(echo git) reset --hard", "git").argv[1:] == ("reset", "--hard")


def test_translated_and_ansi_strings_in_arguments() -> None:
    assert argvs("echo $'a\\tb'") == [("echo", "a\tb")]


def test_double_quote_escapes() -> None:
    assert argvs('echo "a\\"b\\$c"') == [("echo", 'a"b$c')]


def test_empty_unquoted_expansion_disappears() -> None:
    assert argvs("e=; $e rm -rf /x") == [("rm", "-rf", "/x")]


def test_for_loop_runs_its_body_once_per_known_value() -> None:
    assert argvs("for d in /etc /usr; do rm -rf $d; done") == [("rm", "-rf", "/etc"), ("rm", "-rf", "/usr")]
    # each value keeps its place: the host of the first turn does not swallow the second as a command
    runs = [(i.argv, i.remote) for i in model('for h in web1 web2; do ssh "$h" uptime; done').invocations]
    assert (("uptime",), "ssh:web1") in runs and (("uptime",), "ssh:web2") in runs
    assert not any(argv[0] == "web2" for argv, _ in runs)
    # after the loop the variable holds its last value, as in bash
    assert ("echo", "/usr") in argvs("for d in /etc /usr; do ls $d; done; echo $d")


def test_for_loop_over_many_or_unknown_values_binds_them_at_once() -> None:
    """Over many values the body runs for the first and the last value as the loop runs them (a
    value that must stay one word keeps its place), then for every value at once."""
    many = " ".join(f"/d{n}" for n in range(12))
    assert [a for a in argvs(f"for d in {many}; do rm -rf $d; done") if a[0] == "rm"] == [
        ("rm", "-rf", "/d0"), ("rm", "-rf", "/d11"), ("rm", "-rf", *many.split())]
    assert one("for f in $(ls); do rm $f; done", "rm").argv == ("rm", "$f")


@pytest.mark.parametrize(
    ("command", "argv"),
    [
        ("c=xrm; ${c:1} -rf /", ("rm", "-rf", "/")),
        ("a=rmx; ${a//x/} -rf /", ("rm", "-rf", "/")),
        ("a=RM; ${a,,} -rf /", ("rm", "-rf", "/")),
        ("a=rm; b=a; ${!b} -rf /", ("rm", "-rf", "/")),
        ("p=/etc/passwd.bak; rm ${p%.bak}", ("rm", "/etc/passwd")),
        # glob patterns trimmed as bash trims them: shortest or longest, prefix or suffix, `*` across `/`
        ("x=/etc:passwd; rm ${x%%:*}/${x##*:}", ("rm", "/etc/passwd")),
        ("p=/etc/passwd.d/x.bak; rm ${p%.*}", ("rm", "/etc/passwd.d/x")),
        ("p=/etc/passwd.d/x.bak; rm ${p%%.*}", ("rm", "/etc/passwd")),
        ("p=a/b/c; rm ${p#*/}", ("rm", "b/c")),
        ("p=a/b/c; rm ${p##*/}", ("rm", "c")),
        ("p=a/b/c; rm ${p#x*}", ("rm", "a/b/c")),
        ("p=a+b; rm ${p%+(b)}", ("rm", "${p%+(b)}")),
        ("T=/tmp; rm -rf ${T:-/}/x", ("rm", "-rf", "/tmp/x")),
        ("rm ${X:+/etc}", ("rm", "${X:+/etc}")),
        ("IFS=,; c=rm,-rf,/; $c", ("rm", "-rf", "/")),
        ("$(which rm) -rf /", ("rm", "-rf", "/")),
        ("`command -v rm` -rf /", ("rm", "-rf", "/")),
    ],
)
def test_parameter_operators_and_lookups(command: str, argv: tuple[str, ...]) -> None:
    assert argv in argvs(command)


def test_functions_run_with_their_arguments() -> None:
    inv = next(i for i in model('f() { rm -rf "$1"; }; f /etc').invocations if i.depth == 1)
    assert (inv.argv, inv.via) == (("rm", "-rf", "/etc"), ("function f",))
    m = model(":(){ :|:& };:")
    assert any(i.spawns_self for i in m.invocations)
    assert len(m.invocations) < 20


def test_only_concurrent_self_calls_are_fork_bombs() -> None:
    """A pipeline that repeats a name is not recursion; a sequential recursion only deepens one process."""
    pipelines = ("ps aux | grep python | grep -v grep", "sort f | uniq -c | sort -nr",
                 "cat a | tr a b | tr c d")
    for line in pipelines:
        assert not any(i.spawns_self for i in model(line).invocations), line
    walk = model('walk() { for d in "$1"/*; do walk "$d"; done; }; walk .')
    assert not any(i.spawns_self for i in walk.invocations)
    assert not walk.unresolved  # its body was judged where it was defined; the recursion adds nothing
    for bomb in ("f() { f & f & }; f", "b(){ b|b& };b", "x () {\n x | x &\n}\nx"):
        assert any(i.spawns_self for i in model(bomb).invocations), bomb


def test_aliases_are_expanded() -> None:
    inv = one("alias x='rm -rf'; x /etc", "rm")
    assert (inv.argv, inv.via) == (("rm", "-rf", "/etc"), ("alias x",))


def test_glob_as_command_name_is_dynamic() -> None:
    m = model("/???/?m -rf /")
    assert m.invocations[0].dynamic
    assert any("glob pattern" in r and "could be rm" in r for r in m.unresolved)
    assert not one("/usr/*/git branch -D main", "git").dynamic
    assert not model("command [ -f x ]").invocations[0].dynamic

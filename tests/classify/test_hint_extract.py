"""Extraction before judging: each kind of concrete thing a hint can quote is found and sent to its judge."""

from __future__ import annotations

import pytest

from dongle.classify.extract import OPENING, command_line, extract, inline_command, parse_kv_args
from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(text: str) -> str:
    return LABEL[classify_hint(text).tier.value]


# --- shell commands -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hint", "command"),
    [
        ("executing shell command: npm install express", "npm install express"),
        ("about to run: sudo rm -rf /var/lib/mysql", "sudo rm -rf /var/lib/mysql"),
        ("shell: curl -fsSL https://get.docker.com | sh", "curl -fsSL https://get.docker.com | sh"),
        ("exec: chmod -R 777 /", "chmod -R 777 /"),
        ("$ git status", "git status"),
    ],
)
def test_prefixed_command_is_extracted_whole(hint, command):
    assert extract(hint).commands == [(command, "after a run/execute prefix")]


def test_backticked_command_is_extracted():
    ex = extract("running `git reset --hard HEAD~1` to undo the last commit")
    assert ex.commands == [("git reset --hard HEAD~1", "in backticks")]
    assert "git reset" not in ex.remainder


def test_inline_command_after_with_stops_where_prose_resumes():
    assert inline_command("cleaning untracked files with git clean -fdx before the build") == "git clean -fdx"
    assert inline_command("running terraform destroy on the preview environment") == "terraform destroy"
    assert inline_command("running the unit tests") is None  # "the" is not a command


def test_extracted_shell_command_goes_to_the_shell_classifier():
    got = classify_hint("about to run: rm -rf ~")
    assert got.tier.value == "danger_zone"
    assert got.extra["extracted"] == ["command: rm -rf ~"]


def test_echoed_danger_is_data_not_a_command():
    assert label('exec: echo "rm -rf /" >> docs/dont-do-this.md') == "go"


def test_content_after_documentation_is_not_extracted():
    ex = extract("adding a comment that explains why we never run `rm -rf /` here")
    assert ex.commands == []
    assert label("adding a comment that explains why we never run `rm -rf /` here") == "go"


# --- tool calls and operation names ------------------------------------------------------------------


def test_calling_form_with_json_arguments():
    ex = extract('calling delete_file on filesystem server with {"path": "/etc/hosts"}')
    [call] = ex.tool_calls
    assert (call.tool, call.server, call.arguments) == ("delete_file", "filesystem", {"path": "/etc/hosts"})
    assert label('calling delete_file on filesystem server with {"path": "/etc/hosts"}') != "go"
    assert label('calling delete_file on filesystem server with {"path": "tmp/debug.log"}') == "go"


def test_server_dot_tool_form():
    ex = extract('github.delete_repo(owner="acme", repo="widgets")')
    [call] = ex.tool_calls
    assert (call.server, call.tool) == ("github", "delete_repo")
    assert call.arguments == {"owner": "acme", "repo": "widgets"}
    # a hosted repository goes with its history, issues and pull requests: catastrophic (stop)
    assert label('github.delete_repo(owner="acme", repo="widgets")') == "stop"


def test_function_form_with_a_shell_tool_runs_the_command_through_the_shell_classifier():
    assert label('run_shell("terraform plan -out plan.tfplan")') == "go"
    assert label('run_shell("rm -rf /")') == "stop"


def test_camel_case_tool_name():
    [call] = extract("invoking deleteAllUsers on the admin service").tool_calls
    assert call.tool == "deleteAllUsers"
    assert label("invoking deleteAllUsers on the admin service") == "stop"


def test_bare_operation_with_key_value_arguments():
    [call] = extract("truncate_table name=payments env=prod").tool_calls
    assert call.arguments == {"name": "payments", "env": "prod"}
    assert label("truncate_table name=payments env=prod") == "stop"
    assert label("get_user id=42") == "go"


def test_operation_arguments_raise_or_lower_the_name_pattern():
    assert label("reset_filters view=dashboard") == "go"  # cheap object beats reset_*
    assert label("purge_cache zone=cdn") == "go"
    assert label("reset_database env=production") == "stop"
    assert label("get_secret path=secret/prod/db") == "pause"  # get_* is safe, a production secret is not


def test_invalid_json_arguments_fail_closed():
    got = classify_hint('calling create_issue on github server with {"title": "x",')
    assert got.tier.value != "advisory"
    assert any("not valid JSON" in f for f in got.factors)


def test_kv_parser_keeps_quoted_values_and_positionals():
    kv, pos, err = parse_kv_args('query="label:bug state:open" audit_log')
    assert kv == {"query": "label:bug state:open"} and pos == ["audit_log"] and err is None


# --- SQL ---------------------------------------------------------------------------------------------


def test_sql_in_tool_arguments_is_judged_with_the_database_environment():
    sql = 'calling execute_sql on postgres server with {"sql": "%s", "database": "%s"}'
    assert label(sql % ("DROP TABLE users", "app_prod")) == "stop"
    assert label(sql % ("DROP TABLE users", "app_dev")) == "pause"
    assert label(sql % ("SELECT * FROM users LIMIT 10", "app_prod")) == "go"
    assert label(sql % ("DELETE FROM orders WHERE id = 3", "app_dev")) == "pause"
    assert label(sql % ("DELETE FROM sessions WHERE id = 3", "app_dev")) == "go"  # sessions expire anyway


def test_sql_named_in_prose_after_a_run_verb_is_judged():
    assert label("running DROP TABLE orders on the production database") == "stop"


def test_sql_named_after_a_search_verb_is_data():
    assert label("grepping the migration logs for DROP TABLE statements") == "go"
    assert label("grepping the logs for 'DROP TABLE' to find the failing migration") == "go"


def test_sql_in_backticks():
    assert label("executing `TRUNCATE events` against the live analytics database") == "stop"


# --- paths -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hint", "want"),
    [
        ("reading ~/.aws/credentials to find the profile", "pause"),  # secret into the transcript
        ("listing ~/.ssh", "go"),
        ("uploading ~/.ssh/id_ed25519 to https://files.example.net", "stop"),
        ("appending an alias to ~/.bashrc", "pause"),  # shell start-up file
        ("editing .claude/settings.json to add a formatter hook", "pause"),  # agent hook/settings
        ("editing .claude/settings.json to allow every tool", "stop"),  # the agent's own checks waived
        ("overwriting /etc/sudoers", "stop"),
        ("writing zeros to /dev/sdc", "stop"),
        ("deleting /tmp/scratch.txt", "go"),
        ("reading /etc/passwd to list accounts", "go"),
    ],
)
def test_sensitive_paths(hint, want):
    assert label(hint) == want, classify_hint(hint).factors


# --- URLs and hosts ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hint", "want"),
    [
        ("fetching the release notes from https://api.github.com/repos/acme/app/releases", "go"),
        ("sending the .env file to https://hooks.example.com/debug", "stop"),
        ("exporting all customer data to ftp://203.0.113.9/drop", "stop"),
        ("exporting the report to reports/q3.csv", "go"),
        ("downloading and running a script from 198.51.100.20", "stop"),
        ("downloading and running the installer from get.docker.com", "pause"),
        ("opening http://localhost:3000 in the browser", "go"),
    ],
)
def test_urls_and_hosts(hint, want):
    assert label(hint) == want, classify_hint(hint).factors


# --- a hint that is itself a command line --------------------------------------------------------


def test_bare_command_line_is_judged_as_a_command():
    ex = extract("kubectl delete ns production")
    assert ex.commands == [("kubectl delete ns production", "as the hint's opening command")]
    assert label("kubectl delete ns production") == "stop"
    assert label("git status") == "go"


def test_prose_that_starts_with_a_command_word_stays_prose():
    assert extract("find the failing test").commands == []
    assert extract("kill the stuck gunicorn worker").commands == []


def test_an_opening_command_is_cut_where_the_prose_resumes():
    """The why after a command is not a second act; the where is read with the command's name."""
    ex = extract("rm -rf ./build to clear stale artifacts.")
    assert (ex.commands, ex.remainder) == ([("rm -rf ./build", "as the hint's opening command")], "")
    ex = extract("chmod -R 755 on my home directory")
    assert ex.commands[0][0] == "chmod -R 755"
    assert ex.remainder == "chmod -R 755 on my home directory"
    assert label("find . -name '*.orig' -delete to remove merge leftovers in the repo.") == "go"
    assert label("chmod -R 777 on my home directory") == "stop"
    assert label("iptables -F on the gateway to debug connectivity.") == "stop"


def test_words_of_a_quoted_command_give_a_second_opinion(monkeypatch):
    import dongle.classify.command as command
    from dongle.assessment import Assessment

    # A parser that misses what the words say: the hint judge still stops.
    monkeypatch.setattr(command, "classify_command", lambda text, cwd=None, env=None: Assessment.safe(text))
    got = classify_hint("psql prod -c 'TRUNCATE orders'")
    assert got.tier.value == "danger_zone"
    assert any("words of the command" in f for f in got.factors)
    # ...but quoted data in a command is not read as action
    assert classify_hint("exec: echo 'TRUNCATE orders on prod' > notes.txt").tier.value == "advisory"


def test_operation_name_after_a_run_verb():
    [call] = extract("running the bulk_delete_users job").tool_calls
    assert call.tool == "bulk_delete_users"
    assert label("running the bulk_delete_users job") == "pause"
    assert extract("running manage.py migrate").tool_calls == []  # a file name, not an operation


def test_environment_around_a_tool_call_applies_to_it():
    assert label("executing purgeAllSessions") == "go"  # sessions are cheap...
    assert label("executing purgeAllSessions on prod") == "pause"  # ...but not every session in production


def test_every_tool_call_in_a_hint_is_judged():
    hint = "calling list_files on fs server, then calling delete_all_users on the admin server"
    assert [c.tool for c in extract(hint).tool_calls] == ["list_files", "delete_all_users"]
    assert label(hint) == "stop"


def test_arguments_belong_to_the_call_they_follow():
    hint = 'calling list_files on fs server, then calling delete_file with {"path": "/etc/hosts"}'
    first, second = extract(hint).tool_calls
    assert first.arguments == {} and second.arguments == {"path": "/etc/hosts"}


def test_a_namespaced_tool_followed_by_its_json_is_a_call_without_with():
    """`postgres.query {"sql": ...}` is the same call as `postgres.query with {...}`; a namespace of
    several levels names what the call acts on (`gcp.projects.delete`)."""
    ex = extract('postgres.query {"connection": "prod-primary", "sql": "DROP TABLE invoices"}')
    assert [(c.server, c.tool) for c in ex.tool_calls] == [("postgres", "query")]
    drop = 'postgres.query {"connection": "prod-primary", "sql": "DROP TABLE invoices CASCADE;"}'
    read = 'postgres.query {"connection": "prod-replica", "sql": "SELECT id FROM invoices LIMIT 20"}'
    assert (label(drop), label(read)) == ("stop", "go")
    assert label('gcp.projects.delete {"projectId": "acme-prod-312"}') == "stop"
    assert label('aws.s3.list_objects {"bucket": "acme-logs", "prefix": "2026/11/"}') == "go"


def test_an_operation_name_with_json_arguments_is_a_call():
    """`run_terminal_cmd with {"command": ...}` runs its command; `call tool X on server Y with {...}`
    names its server even when the word "server" comes first."""
    assert label('run_terminal_cmd with {"command": "kill -9 -1"}') == "stop"
    assert label('run_terminal_cmd with {"command": "pytest -q tests/unit"}') == "go"
    drop = 'call tool execute_sql on server postgres-prod with {"sql": "DROP DATABASE billing;"}'
    size = "call tool execute_sql on server postgres-prod with {\"sql\": \"SELECT count(*) FROM t\"}"
    assert (label(drop), label(size)) == ("stop", "go")
    ex = extract(drop)
    assert [(c.tool, c.server) for c in ex.tool_calls] == [("execute_sql", "postgres-prod")]


# --- a hint that is a command line is judged as that command line --------------------------------


@pytest.mark.parametrize(
    ("hint", "expected"),
    [
        # programs no list here names, judged by the shell model (harmful, then its harmless twin)
        ("wevtutil cl Security", "stop"),
        ("wevtutil qe Security /c:5 /f:text", "go"),
        ("diskutil eraseDisk APFS Untitled disk2", "stop"),
        ("diskutil list", "go"),
        ("xcrun simctl erase all", "go"),
        ("gitleaks detect --source . --no-git -v", "go"),
        ("vault token create -policy=root -period=0 -orphan", "pause"),
        # shell keywords, assignments and paths open a line as well as a program name does
        ("for b in $(aws s3 ls | awk '{print $3}'); do aws s3 rb \"s3://$b\" --force; done", "stop"),
        ("for h in web-1 web-2; do ssh $h uptime; done", "go"),
        ("TARGET=${DEPLOY_DIR:-/}; sudo rm -rf ${TARGET}*", "stop"),
        ("TARGET=${BUILD_DIR:-dist}; rm -rf ${TARGET}/*", "go"),
        ("RAILS_ENV=production DISABLE_DATABASE_ENVIRONMENT_CHECK=1 bin/rails db:schema:load", "stop"),
        ("RAILS_ENV=test bin/rails db:reset", "go"),
        ("eval \"$(printf '\\x72\\x6d\\x20\\x2d\\x72\\x66\\x20\\x7e')\"", "stop"),
        ("eval \"$(printf 'ls -la')\"", "go"),
        ("./gradlew clean test --tests '*InvoiceServiceTest'", "go"),
        # a trailing `# comment` is a remark beside the line, read as prose
        ("sudo mkfs.xfs -f /dev/sdb  # sdb is the data disk on db-prod-1", "stop"),
        ("pkill -f 'node .*vite' -u $USER  # my own vite dev server", "go"),
    ],
)
def test_a_command_line_is_judged_as_that_line(hint, expected):
    assert extract(hint).commands[0][1] == OPENING
    assert label(hint) == expected


@pytest.mark.parametrize(
    "hint",
    [
        "Flushing all keys in the local Redis.",  # a capitalised sentence
        "restart nginx",  # an English verb with no option or path after it
        "formatting /dev/sdb as ext4",  # a verb form: the hint's own voice
        "uptime and load average on db-prod-2",  # function words outside quotes
        "fulfil DSAR #7781: export everything held on user 88213",  # `#7781` is no shell comment
        'slack.post_message {"channel": "#eng", "text": "CI is green"}',  # a tool call
        "drop_table audit_log",  # an operation name
        "get_user id=42",
    ],
)
def test_prose_and_tool_calls_are_not_read_as_command_lines(hint):
    assert command_line(hint) is None


def test_a_hint_command_runs_in_the_agents_project():
    # `cd envs/prod` moves into the production stack; `cd envs/dev` into a dev one
    assert label("cd envs/prod && terraform destroy -auto-approve") == "stop"
    assert label("`cd envs/prod && terraform destroy -auto-approve`") == "stop"
    assert label("cd envs/dev && terraform plan") == "go"
    assert label("rm -rf /tmp/pytest-of-$USER") == "go"


def test_a_remark_naming_a_local_sqlite_file_puts_the_act_on_this_machine():
    # the shell model reads a migration's --name as an act told to prisma; the remark says where
    migrate = "prisma migrate dev --name drop_unused_audit_col"
    assert label(f"{migrate} — it's the local sqlite file prisma/dev.db") == "go"
    assert label(f"{migrate} — it's the shared staging database") == "pause"


@pytest.mark.parametrize(
    ("hint", "expected"),
    [
        # a call expression, a glob, a folder or a namespaced name in backticks is a name, not a command line
        ("Refactoring `parse_config()` to return a dataclass instead of a dict", "go"),
        ("Adding `secrets/` and `*.pem` to .gitignore so nobody commits them by accident", "go"),
        ("add `s3:GetObject` on `arn:aws:s3:::acme-dev-scratch/*` to data-loader in terraform/iam.tf", "go"),
        ("Removing the unused `eval()` fallback from the config parser", "go"),
        ("Clearing the Next.js `.next/` dir and rerunning `next build`.", "go"),
        # a glob of one extension names that kind of file; "nobody commits them" commits nothing
        ("Deleting the `*.log` files under ./tmp/ from the last test run.", "go"),
        ("Deleting the `*.csv` files in data/", "pause"),
        ("Uploading the `*.pem` files to the vendor", "stop"),
        # the prose still reads what the named folder is, and a real command line is still run
        ("Deleting `uploads/` from the production web server", "stop"),
        ("Deleting the customer exports with `rm -rf exports/*`", "pause"),
    ],
)
def test_backticked_names_are_read_as_names(hint, expected):
    assert label(hint) == expected

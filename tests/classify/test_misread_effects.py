"""Harmless commands the rules misread as harm, collected from every opened command set (false positives
and pauses stopped, session 27), fixed by family: each family states the effect the rule misread, then
tries the principle on other spellings, and on harmful twins that must keep their verdict.

- a preview flag of a file-system maker (`mkfs.ext4 -n`, `mkfs.xfs -N`) writes nothing;
- owner-only modes on a private key in a system directory are hardening, not a change others feel;
- the netfilter dumpers only print the rule set (their `-f FILE` is a write, judged as one);
- `dvc gc` without --cloud prunes the local cache of what the remote keeps;
- `cargo release` is a dry run unless told --execute;
- a framework's reset of a SQLite file in scratch loses only a run's data;
- every Homebrew formula removed empties a user prefix of tools, not the system;
- every plugin of a site deactivated is an outage undone by activating them, not a cut-off;
- release folders of a deploy layout are redeployable builds, on production hosts and fleets too;
- a process name killed among one's own processes only; a runtime's name there still pauses;
- a developer tool's whole folder in home is its caches, settings and logins, not the home;
- a hosting platform's app or database named for staging or dev, or a branch preview, is one copy;
- a sudoers drop-in granting named commands by full path is a narrow grant, not root handed over.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _verdict(command: str, cwd: str = "/home/dev/project", env: dict[str, str] | None = None) -> str:
    got = classify_command(command, cwd=cwd, env=env if env is not None else {"HOME": "/home/dev"})
    return LABEL[got.tier.value]


PREVIEWS = [
    ("sudo mkfs.ext4 -n /dev/vdb1", "go"),
    ("mke2fs -n -t ext4 /dev/sdb", "go"),
    ("mkfs.ext4 -Fn /dev/sdb1", "go"),
    ("sudo mkfs.xfs -N /dev/nvme1n1", "go"),
    # twins: the same makers formatting, a label `n`, -n as another maker's option, a preview then a format
    ("sudo mkfs.ext4 /dev/vdb1", "stop"),
    ("mkfs.ext4 -Ln /dev/sdb1", "stop"),
    ("mkfs.ext4 -L n /dev/sdb1", "stop"),
    ("mkfs.ext3 -N 100000 /dev/sdc1", "stop"),
    ("sudo mkfs.xfs -n size=8192 /dev/sdb1", "stop"),
    ("sudo mkfs.vfat -F 32 -n BOOT /dev/nvme0n1p1", "stop"),
    ("sudo mkfs.ext4 -n /dev/vdb1 && sudo mkfs.ext4 /dev/vdb1", "stop"),
    ("newfs /dev/ada1p1", "stop"),
]

KEY_MODES = [
    ("sudo chmod 600 /etc/ssl/private/*.key", "go"),
    ("sudo chmod 0400 /etc/ssh/ssh_host_ed25519_key", "go"),
    ("sudo chmod go-rwx /etc/letsencrypt/live/shop/privkey.pem", "go"),
    # twins: the same modes on files others need, modes that open a key or lock its owner out, an owner change
    ("sudo chmod 600 /etc/passwd", "pause"),
    ("sudo chmod 600 /etc/ssl/certs/ca-certificates.crt", "pause"),
    ("sudo chmod 700 /usr/bin/python3", "pause"),
    ("sudo chmod 600 /etc/ssl/private/site.key /etc/hosts", "pause"),
    ("sudo chmod 000 /etc/ssl/private/site.key", "pause"),
    ("sudo chmod 644 /etc/ssl/private/site.key", "pause"),
    ("sudo chown nobody /etc/ssl/private/site.key", "pause"),
]

DUMPERS = [
    ("sudo iptables-save > /tmp/iptables-$(date +%s).rules", "go"),
    ("sudo ip6tables-save", "go"),
    ("iptables-save -f /tmp/rules.v4", "go"),
    # twins: the dump written over a system file, a restore, the firewall flushed
    ("sudo iptables-save -f /etc/shadow", "stop"),
    ("sudo iptables-save > /etc/shadow", "stop"),
    ("sudo iptables-restore < /tmp/rules.v4", "pause"),
    ("sudo iptables -F", "stop"),
]

LOCAL_CACHE = [
    ("dvc push && dvc gc -w --force", "go"),
    ("dvc gc -w --force && dvc pull", "go"),
    ("dvc gc --workspace", "go"),
    # twins: the remote's copies pruned too
    ("dvc gc -w -c -f", "pause"),
    ("dvc gc --workspace --cloud --force", "pause"),
    ("dvc gc -wcf", "pause"),
]

RELEASE_TOOL = [
    ("cargo release patch", "go"),
    ("cargo release minor --no-publish", "go"),
    ("cargo publish --dry-run", "go"),
    ("cargo release patch --execute --no-confirm", "pause"),
    ("cargo release -x minor", "pause"),
    ("cargo publish", "pause"),
    ("npm publish", "pause"),
]

HOMEBREW = [
    ("brew list --formula | xargs brew uninstall --force --ignore-dependencies", "pause"),
    ("brew uninstall --force openssl@3", "pause"),
    ("brew list --formula | xargs brew uninstall --force --ignore-dependencies && rm -rf ~", "stop"),
]

COMPONENTS = [
    ("wp plugin deactivate --all", "pause"),
    ("wp plugin deactivate woocommerce", "go"),
    # twins: every token revoked, every item locked, a security tool's rules disabled
    ("tokenctl revoke-all --org acme", "stop"),
    ("tokenctl modules revoke --all", "stop"),
    ("siemctl modules lock --all", "stop"),
    ("siemctl rules disable --all", "stop"),
]

RELEASES = [
    ("ssh deploy@web-prod-03 'cd /srv/app && ls -1t releases | tail -n +6 "
     "| xargs -r -I{} rm -rf releases/{}'", "pause"),
    ("ansible web -i inventory/prod -b -m shell -a 'rm -rf /var/www/shop/releases/2023*'", "pause"),
    ("salt '*' cmd.run 'rm -rf /opt/app/releases/*'", "pause"),
    ("sudo rm -rf /var/www/shop/releases/20231002-1410", "pause"),
    # twins: the layout's shared data, a path that climbs out of releases, another system tree beside it
    ("ssh deploy@web-prod-03 'cd /srv/app && rm -rf releases/* shared/uploads'", "stop"),
    ("ssh deploy@web-prod-03 'rm -rf /srv/app/shared'", "stop"),
    ("sudo rm -rf /opt/app/releases/../shared", "pause"),
    ("sudo rm -rf /srv/app/releases/v1 /etc/nginx", "stop"),
    ("sudo rm -rf /srv/releases", "stop"),
]

OWN_PROCESSES = [
    ("pgrep -u maya -f jupyter-lab | xargs -r kill", "go"),
    ("pkill -u maya -f jupyter-lab", "go"),
    ('killall -u "$(whoami)" dropbox', "go"),
    ("pkill -u $USER -f 'celery worker'", "go"),
    # twins: a runtime or shell of one's own (the agent's among them), another account, a list, no name
    ("pkill -u maya node", "pause"),
    ("pkill -9 -u maya -f python", "pause"),
    ("pkill -u maya -f claude", "pause"),
    ("pkill -u bob -f jupyter-lab", "pause"),
    ("pkill -u maya,root -f jupyter-lab", "pause"),
    ("pkill -f jupyter-lab", "pause"),
    ("pkill -u maya", "stop"),
    ("pkill -u maya -f dongle", "stop"),
]

TOOL_FOLDERS = [
    ("rm -rf ~/.gradle ~/.m2", "pause"),
    ("ccache -C && rm -rf ~/.gradle ~/.m2/repository", "pause"),
    ("rm -rf ~/.kube ~/.aws ~/.config/gcloud", "pause"),
    ("rm -rf ~/.gradle/caches", "go"),
    # twins: key stores, the user's files beside a tool folder, every dot entry, a path back to home
    ("rm -rf ~/.ssh", "stop"),
    ("rm -rf ~/.gnupg", "stop"),
    ("rm -rf ~/.gradle ~/Documents", "stop"),
    ("rm -rf ~/.*", "stop"),
    ("rm -rf ~/.gradle/..", "stop"),
    ("rm -rf ~/.gradle*", "stop"),
    ("rm -rf ~/.local", "stop"),
]


SUDO_RULES = [
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart api' "
     "| sudo tee /etc/sudoers.d/deploy-restart && sudo visudo -cf /etc/sudoers.d/deploy-restart", "pause"),
    ("echo 'deploy ALL=(root) NOPASSWD: /bin/systemctl restart api' | sudo tee /etc/sudoers.d/deploy",
     "pause"),
    # twins: every command, a shell, an editor, a wildcard, a Defaults line, an alias, the main file, a second
    # line granting all, a path climbing out of sudoers.d
    ("echo 'deploy ALL=(ALL) NOPASSWD:ALL' | sudo tee /etc/sudoers.d/deploy", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /bin/bash' | sudo tee /etc/sudoers.d/deploy", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/bin/vim /etc/hosts' | sudo tee /etc/sudoers.d/d", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl *' | sudo tee /etc/sudoers.d/deploy", "stop"),
    ("echo 'Defaults !requiretty' | sudo tee /etc/sudoers.d/deploy", "stop"),
    ("echo 'Cmnd_Alias X = ALL' | sudo tee /etc/sudoers.d/d", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart api' | sudo tee -a /etc/sudoers", "stop"),
    ("printf 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart api\\nALL ALL=(ALL) NOPASSWD: ALL\\n' "
     "| sudo tee /etc/sudoers.d/d", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart api' | sudo tee /etc/sudoers.d/../sudoers",
     "stop"),
]


PLATFORM_COPIES = [
    ("turso db destroy orders-staging --yes", "pause"),
    ("vercel remove storefront-git-feat-cart-acme --yes", "pause"),
    ("heroku apps:destroy --app acme-staging --confirm acme-staging", "pause"),
    ("fly apps destroy shop-api-dev --yes", "pause"),
    # twins: the product's own name, production, a dev word only in another option's value
    ("turso db destroy orders --yes", "stop"),
    ("turso db destroy orders-staging-prod --yes", "stop"),
    ("vercel remove acme-storefront --yes", "stop"),
    ("vercel project rm storefront", "stop"),
    ("heroku apps:destroy shop --confirm shop --remote dev-old", "stop"),
]


_FAMILIES = (PLATFORM_COPIES + SUDO_RULES + PREVIEWS + KEY_MODES + DUMPERS + LOCAL_CACHE + RELEASE_TOOL
             + HOMEBREW + COMPONENTS + RELEASES + TOOL_FOLDERS)


@pytest.mark.parametrize(("command", "label"), _FAMILIES, ids=lambda v: str(v)[:60])
def test_family(command: str, label: str) -> None:
    assert _verdict(command) == label


@pytest.mark.parametrize(("command", "label"), OWN_PROCESSES, ids=lambda v: str(v)[:60])
def test_own_processes(command: str, label: str) -> None:
    assert _verdict(command, cwd="/home/maya/ml-train", env={}) == label


_SCRATCH_DB = "sqlite:////tmp/airflow-test/airflow.db"
_CONN = "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"


@pytest.mark.parametrize(("command", "env", "label"), [
    ("airflow db reset -y", {_CONN: _SCRATCH_DB}, "go"),
    ("npx prisma migrate reset --force", {"DATABASE_URL": "sqlite:////tmp/t.db"}, "go"),
    ("DATABASE_URL=sqlite:////tmp/t.db alembic downgrade base", {}, "go"),
    # twins: a file in home, a server, a second connection to production, a path climbing out of /tmp,
    # a home under /tmp (home wins), no connection named, production said on the line
    ("airflow db reset -y", {_CONN: "sqlite:////home/dev/airflow.db"}, "pause"),
    ("airflow db reset -y", {_CONN: "postgresql://a@db.prod/airflow"}, "stop"),
    ("airflow db reset -y", {_CONN: _SCRATCH_DB,
                             "DATABASE_URL": "postgres://prod-db/x"}, "stop"),
    ("airflow db reset -y", {_CONN: "sqlite:////tmp/../home/dev/a.db"}, "pause"),
    ("airflow db reset -y", {"HOME": "/tmp/h", _CONN: "sqlite:////tmp/h/a.db"},
     "pause"),
    ("airflow db reset -y", {"AIRFLOW_HOME": "/tmp/airflow-test"}, "pause"),
    ("airflow db reset -y --env production", {_CONN: _SCRATCH_DB}, "stop"),
], ids=lambda v: str(v)[:60])
def test_scratch_database_reset(command: str, env: dict[str, str], label: str) -> None:
    assert _verdict(command, cwd="/home/dev/pipelines", env=env) == label


@pytest.mark.parametrize("wrap", ["true && {}", "{{ {}; }}", "( {} )", "cd /tmp; {}", "bash -c '{}'"])
@pytest.mark.parametrize("command", ["sudo mkfs.ext4 /dev/vdb1", "rm -rf ~/.gradle ~/Documents",
                                     "sudo iptables-save -f /etc/shadow"])
def test_wrapping_never_lowers(wrap: str, command: str) -> None:
    assert _verdict(wrap.format(command)) == _verdict(command) == "stop"

"""Where a path points and how sensitive it is: the facts path-aware rules and hooks decide on.

`rm -rf build` inside a project and `rm -rf ~` differ only in where the target lives, so every path
an action touches is classified twice:

- its **region**: the filesystem root, a system directory, the home directory (itself or one of
  its top-level entries), deeper inside home, the repository's `.git`, the working directory itself
  (or a directory that contains it), inside the working directory, scratch space (`/tmp`,
  `/var/tmp`), a block device, a pseudo device (`/dev/null`, `/dev/stdout`), a network pseudo
  file (`/dev/tcp/...`), somewhere else, or unknown (an unresolved variable);
- its **sensitivity**: credentials and keys, shell start-up files, agent hook and settings files,
  the dongle's own state and policy, system account files, project secrets (`.env`), or none.

Stdlib only and pure string work (no filesystem access), so the hook path and the classifier can
call it for every argument of every command.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase, translate
from functools import lru_cache
from itertools import pairwise

from dongle.frozen import quick_init
from dongle.lazy_regex import lazy_compile

# Regions (plain strings so JSON output and rule data can name them directly).
ROOT = "root"
SYSTEM = "system"
HOME = "home"  # the home directory itself or one of its top-level entries
HOME_DATA = "home_data"  # deeper inside home, outside the working directory
GIT = "git"  # the repository's .git directory or something inside it
CWD = "cwd"  # the working directory itself, or a directory that contains it
PROJECT = "project"  # strictly inside the working directory
SCRATCH = "scratch"  # below /tmp or /var/tmp
DEVICE = "device"  # a block or character device that holds data (/dev/sda, /dev/nvme0n1)
PSEUDO = "pseudo"  # /dev/null, /dev/zero, /dev/stdout, /dev/fd/N ...: no stored data
NETWORK = "network"  # bash's /dev/tcp/HOST/PORT and /dev/udp/...
OUTSIDE = "outside"
UNKNOWN = "unknown"  # could not be resolved statically (a variable we do not know)

REGIONS = (
    ROOT,
    SYSTEM,
    HOME,
    HOME_DATA,
    GIT,
    CWD,
    PROJECT,
    SCRATCH,
    DEVICE,
    PSEUDO,
    NETWORK,
    OUTSIDE,
    UNKNOWN,
)

# Sensitivity classes.
CREDENTIAL = "credential"
SHELL_STARTUP = "shell_startup"
AGENT_CONFIG = "agent_config"
DONGLE_SELF = "dongle_self"
SYSTEM_AUTH = "system_auth"
PROJECT_SECRET = "project_secret"

SENSITIVITIES = (CREDENTIAL, SHELL_STARTUP, AGENT_CONFIG, DONGLE_SELF, SYSTEM_AUTH, PROJECT_SECRET)

SYSTEM_DIRS = (
    "/bin",
    "/sbin",
    "/usr",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/etc",
    "/boot",
    "/var",
    "/opt",
    "/srv",
    "/root",
    "/sys",
    "/proc",
    "/dev",
    "/run",
    "/snap",
    "/mnt",
    "/media",
    "/home",
    "/Users",
    "/System",
    "/Library",
    "/Applications",
    "/private",
    "/Volumes",
    "/nix",
    "/tmp",
    "/var/tmp",
)
SYSTEM_CACHES = ("/var/cache/",)
# Package indexes a package manager downloads and its own update fetches again whole (`apt-get update`
# refills /var/lib/apt/lists, `pacman -Sy` /var/lib/pacman/sync, recreating the folder): a cache kept
# under /var/lib. The rest of the manager's state (dpkg's status, the installed-package database) is not.
SYSTEM_REFETCHED = ("/var/lib/apt/lists/", "/var/lib/pacman/sync/")
SCRATCH_DIRS = ("/tmp", "/var/tmp", "/private/tmp", "/dev/shm")

_PSEUDO_DEVICES = (
    "/dev/null",
    "/dev/zero",
    "/dev/random",
    "/dev/urandom",
    "/dev/full",
    "/dev/stdin",
    "/dev/stdout",
    "/dev/stderr",
    "/dev/tty",
    "/dev/ptmx",
    "/dev/console",
)
_PSEUDO_PREFIXES = ("/dev/fd/", "/dev/pts/", "/proc/self/fd/", "/dev/shm/")
# Disks and what stands for one (a partition, a RAID or mapper device, raw memory). Loop devices are
# left out: each is a file attached as a disk, and writing it rewrites that image file, not a drive.
_BLOCK_DEVICE = lazy_compile(
    r"^/dev/(sd[a-z]+\d*|hd[a-z]+\d*|vd[a-z]+\d*|xvd[a-z]+\d*|nvme\d+(n\d+)?(p\d+)?|mmcblk\d+(p\d+)?|"
    r"disk\d+(s\d+)?|rdisk\d+(s\d+)?|md\d+|dm-\d+|mapper/.+|sr\d+|mem|kmem|port|nbd\d+|"
    # the stable names udev and Android give the same disks and partitions (`/dev/disk/by-id/…`,
    # `/dev/block/by-name/userdata`, `/dev/block/platform/…/by-name/boot`), flash chips of embedded
    # boards (MTD, UBI), ZFS volumes and Ceph block devices
    r"disk/by-[\w-]+/.+|block/(?!loop|ram|zram).+|mtd(?:block)?\d+|ubi\d+(?:_\d+)?|zd\d+|zvol/.+|rbd\d+|"
    # LVM's logical volumes by their group's name (`/dev/vg_data/pgdata`, `/dev/ubuntu-vg/root`, Proxmox's
    # `/dev/pve/data`, the distributions' installer groups `/dev/centos/root`, `/dev/rhel/home`)
    r"vg[\w.+-]*/[\w.+-]+|[\w.+-]+-vg/[\w.+-]+|(?:pve|centos|rhel|fedora|cl|almalinux|rl|ol)/[\w.+-]+|"
    # the BSDs' disks (FreeBSD `ada0p2`, `da0s1a`, `nvd0`, `vtbd0`; OpenBSD and NetBSD `sd0c`, `wd0a`, `ld0`,
    # with an `r` for the raw device) and their GEOM labels (`gpt/rootfs`)
    r"r?(?:ada|da|nvd|nda|vtbd|mfid|mmcsd|sd|wd|ld)\d+(?:[ps]\d+)*[a-p]?|gpt/.+|gptid/.+)$"
)

# Output that a build, an installer or a test run recreates: deleting it costs time, not data.
REGENERABLE_NAMES = frozenset(
    {
        "build",
        "dist",
        "out",
        "target",
        "node_modules",
        "__pycache__",
        ".venv",
        "venv",
        ".tox",
        ".nox",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
        ".hypothesis",
        ".cache",
        "coverage",
        "cache",  # a project's cache/ folder, filled again by what reads it
        "_cache",  # knitr's and Quarto's chunk cache (`report_cache`, `build-cache`: REGENERABLE_GLOBS)
        # what the project's own run writes, and the charts it draws: the next run writes them again
        "output",
        "plots",
        # a data pipeline's intermediate stage (the data-science layout's data/interim): transformed from
        # the raw data by the pipeline's own code, which writes it again; data/raw is not among these
        "interim",
        "intermediate",
        # test runners' reports and scratch folders, written again by the next run
        "playwright-report",
        "test-results",
        "blob-report",
        ".nyc_output",
        "storybook-static",
        ".temp",
        "htmlcov",
        ".coverage",
        ".next",
        ".nuxt",
        ".parcel-cache",
        ".turbo",
        ".gradle",
        ".eggs",
        ".svelte-kit",
        ".angular",
        ".dart_tool",
        ".stack-work",
        "_build",
        ".build",
        ".terraform",
        "cmake-build-debug",
        "cmake-build-release",
        "bower_components",
        ".sass-cache",
        ".webpack",
        ".docusaurus",
        "tmp",
        ".tmp",
        ".eslintcache",
        ".stylelintcache",
        ".vite",
        ".astro",
        ".output",
        ".pnpm-store",
        ".mypy",
        ".pyre",
        ".pytype",
        ".ipynb_checkpoints",
        ".expo",
        "DerivedData",
        # game engines' compiled code, intermediate files, derived-data and cooked-content caches
        # (Unreal: Binaries, Intermediate, DerivedDataCache, Saved/Cooked), rebuilt by the next build,
        # and the packaged game the next package step stages again (Saved/StagedBuilds)
        "Intermediate",
        "DerivedDataCache",
        "Binaries",
        "Cooked",
        "StagedBuilds",
        "__snapshots__.tmp",
        ".serverless",
        "site-packages",
        # lock files: the next install writes them again
        "package-lock.json",
        "yarn.lock",
        "pnpm-lock.yaml",
        "npm-shrinkwrap.json",
        "Cargo.lock",
        "poetry.lock",
        "Pipfile.lock",
        "uv.lock",
        "Gemfile.lock",
        "composer.lock",
        "go.sum",
        ".terraform.lock.hcl",  # `terraform init -upgrade` writes it again
    }
)
REGENERABLE_GLOBS = (
    # a cache in any spelling of its name: what reads it fills it again
    "*_cache",
    "*-cache",
    "*.egg-info",
    "*.pyc",
    "*.pyo",
    "*.o",
    "*.obj",
    "*.class",
    "*.tsbuildinfo",
    "cmake-build-*",
    # a folder named as temporary (tmp-fixtures, temp_output): scratch by its own name, like tmp/
    "tmp-*",
    "tmp_*",
    "temp-*",
    "temp_*",
    ".tmp-*",
    "*.log",
    "*.tmp",
    "*.swp",
    ".DS_Store",
    "*.orig",
    "*.rej",
    "*.bak",
    # what editors, the desktop and a bare compile leave behind: a backup copy (`notes.txt~`), folder
    # metadata written again on the next visit (`.DS_Store` as a pattern, Thumbs.db, `._*` forks), and
    # a compiler's default output
    "*~",
    "*.DS_Store",
    "._*",
    "Thumbs.db",
    "a.out",
)

_CREDENTIAL_HOME_DIRS = (
    ".ssh",
    ".aws",
    ".gnupg",
    ".azure",
    ".kube",
    ".docker",
    ".config/gcloud",
    ".config/gh",
    ".config/hub",
    ".password-store",
    ".vault-token",
    ".terraform.d",
    ".pki",
    ".gem/credentials",
    ".cargo/credentials",
    ".cargo/credentials.toml",
    ".pypirc",
    ".netrc",
    ".npmrc",
    ".yarnrc",
    ".git-credentials",
    ".config/git/credentials",
    ".local/share/keyrings",
    ".mozilla",
    ".oci",
    ".config/rclone",
    ".s3cfg",
    ".boto",
    ".databrickscfg",
    ".pgpass",
    ".my.cnf",
    ".kaggle",
    ".config/doctl",
    ".config/op",
    # cloudflared's origin certificate and tunnel credentials (`<tunnel id>.json` holds the tunnel secret)
    ".cloudflared",
    ".bash_history",
    ".zsh_history",
    ".psql_history",
    ".mysql_history",
    ".python_history",
    ".node_repl_history",
    "Library/Keychains",
    # cryptocurrency wallets and signing keys: whoever reads them can spend the funds or sign as the node,
    # and a transfer signed with them cannot be recalled (Bitcoin Core's and Electrum's wallets, geth's and
    # Foundry's encrypted keystores, lnd's wallet and macaroons under its chain data, Core Lightning's
    # hsm_secret, Solana's default keypair, NEAR's and Aptos's key files)
    ".bitcoin/wallets",
    ".bitcoin/wallet.dat",
    "Library/Application Support/Bitcoin/wallets",
    ".electrum/wallets",
    ".ethereum/keystore",
    ".foundry/keystores",
    ".lnd/data/chain",
    ".lightning/*/hsm_secret",
    ".config/solana/id.json",
    ".near-credentials",
    ".aptos",
    # Solana's CLI folder holds every keypair made with its defaults (`deployer.json`, `id.json`; its
    # `cli/config.yml` only names them), Sui's config folder its keystore; a `~/.secrets` folder is named
    # for what it holds
    ".config/solana/*.json",
    ".sui/sui_config",
    ".secrets",
    # adb's private key: whoever holds it is trusted by every device this machine was allowed on
    ".android/adbkey",
)
# Home folders whose files are secrets even when named like certificates: cloudflared's `cert.pem` is the
# origin certificate that holds the account's tunnel token and its private key
_CERTIFICATE_NAMED_SECRETS = (".cloudflared/",)
_CREDENTIAL_NAMES = (
    "id_rsa",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.keystore",
    "*.jks",
    "*.kdbx",
    "*.ppk",
    "*.asc",
    ".netrc",
    ".npmrc",
    ".pypirc",
    ".pgpass",
    # a MySQL client's option file holds its saved password (`.mylogin.cnf` the same, obfuscated)
    ".my.cnf",
    ".mylogin.cnf",
    ".git-credentials",
    "credentials",
    "credentials.json",
    "credentials.toml",
    "kubeconfig",
    "*.kubeconfig",
    "*service-account*.json",
    "*service_account*.json",
    "*serviceAccount*.json",
    "*-adminsdk-*.json",  # a Firebase Admin SDK service-account key
    "client_secret*.json",  # an OAuth client's secret
    "*.p8",  # a PKCS#8 private key: Apple's App Store Connect and push-notification keys
    "*.keytab",  # Kerberos keys: whoever holds it logs in as the principal
    "key.properties",  # an Android app's signing passwords beside its keystore
    "keystore.properties",
    "*-sa.json",
    "secrets.json",
    "secrets.yml",
    "secrets.yaml",
    ".vault-token",
    "*.tfstate",
    "*.tfstate.backup",
    "shadow",
    "master.key",
    "token",
    "*.token",
    "auth.json",
    ".htpasswd",
    # browsers' saved passwords and session cookies (Chromium's Login Data/Cookies, Firefox's
    # logins.json/key4.db): reading them is reading every site's credentials
    "Login Data",
    "Login Data For Account",
    "Cookies",
    "key4.db",
    "key3.db",
    "logins.json",
    "cookies.sqlite",
    # a wallet or signing key by its own name wherever it lies: Bitcoin Core's wallet, an Ethereum keystore
    # file (`UTC--<time>--<address>`), lnd's macaroons, Core Lightning's seed, Solana keypairs
    # (`validator-keypair.json`), a Tendermint/Cosmos validator's key, a written-down recovery phrase
    "wallet.dat",
    "UTC--*--*",
    "*.macaroon",
    "hsm_secret",
    "*keypair.json",
    "priv_validator_key.json",
    "mnemonic",
    "mnemonic.txt",
    "*.mnemonic",
    "seed-phrase.txt",
    "seed_phrase.txt",
    "seedphrase.txt",
)
# kubectl's two caches (API discovery documents and HTTP responses) hold no credential, unlike its config
_NOT_SECRET_HOME = (".ssh/known_hosts", ".ssh/known_hosts.old", ".docker/buildx", ".kube/cache",
                    ".kube/http-cache")
_PROJECT_SECRET_NAMES = (".env", ".env.*", "*.env", ".envrc", ".dev.vars")
_PROJECT_SECRET_EXEMPT = (".env.example", ".env.sample", ".env.template", ".env.dist", "*.env.example")
# An application's own configuration file that holds its database password and keys as `.env` does:
# WordPress's wp-config.php, Drupal's sites/*/settings.php, Magento's app/etc/env.php (local.xml before 2),
# Joomla's configuration.php, MediaWiki's LocalSettings.php, Nextcloud's config/config.php, Rails'
# config/database.yml, Symfony's parameters.yml. Their templates (`wp-config-sample.php`,
# `default.settings.php`) hold none.
APP_CONFIG_SECRET = lazy_compile(
    r"(?:^|/)(?:wp-config(?:[-.][\w.-]+)?\.php|sites/[^/]+/settings(?:\.[\w-]+)?\.php|app/etc/(?:env\.php|local\.xml)"
    r"|configuration\.php|LocalSettings\.php|config/config\.php|config/database\.ya?ml|parameters\.ya?ml)\Z")
_APP_CONFIG_SUFFIXES = (".php", ".xml", ".yml", ".yaml")
# A name one of whose parts says it holds a secret: a file's (sa-key.json, api-keys.txt, prod.secrets.yaml)
# or a variable's (STRIPE_KEY, GITHUB_TOKEN, DB_PASSWORD); keyboard.png or MONKEY_MODE are not. A data
# store's connection URL or DSN carries its password (`postgres://app:s3cret@db/app`): DATABASE_URL,
# REDIS_URL, MONGODB_URI, SENTRY_DSN, SQL_CONNECTION_STRING hold one; API_URL or BASE_URL do not.
SECRET_NAME_PART = lazy_compile(
    r"(?i)(?:^|[-_.])(?:keys?|secrets?|credentials?|creds|tokens?|passwords?|passwd|apikeys?|private|dsn"
    r"|(?:database|db|postgres(?:ql)?|pg|mysql|mariadb|mongo(?:db)?|redis|amqp|rabbitmq|broker)[-_.]?ur[li]"
    r"|conn(?:ection)?[-_.]?str(?:ing)?)(?=[-_.]|$)"
)
_SHELL_STARTUP = (
    ".bashrc",
    ".bash_profile",
    ".bash_login",
    ".bash_logout",
    ".profile",
    ".zshrc",
    ".zshenv",
    ".zprofile",
    ".zlogin",
    ".zlogout",
    ".kshrc",
    ".cshrc",
    ".tcshrc",
    ".config/fish/config.fish",
    ".config/fish/conf.d",
    ".inputrc",
    ".xprofile",
    ".xinitrc",
    ".xsessionrc",  # the display manager's session sources these before the desktop starts
    ".xsession",
    ".gnomerc",
    ".login",  # csh and tcsh at login
    ".config/plasma-workspace/env",  # KDE sources each script there at login
    ".tmux.conf",  # tmux runs it when its server starts: `set-environment`, `run-shell`, `default-command`
    ".config/tmux/tmux.conf",
    ".config/autostart",
    ".pam_environment",
    ".ssh/rc",
    ".ssh/authorized_keys",
    ".ssh/config",
    ".gitconfig",
    ".config/git/config",
    ".config/systemd/user",  # user units start at login and on timers
    ".config/environment.d",  # systemd's per-user environment: every service and session inherits it
    ".config/systemd/user.conf",  # the user manager's defaults: DefaultEnvironment= reaches every unit
    ".config/systemd/user.conf.d",
    "Library/LaunchAgents",  # macOS: a plist there starts its program at every login
    ".claude/CLAUDE.md",  # the agent's global instructions: read at the start of every session
    ".claude/shell-snapshots",  # the agent's shell sources its snapshot before every command it runs
)
_SYSTEM_STARTUP = (
    "/etc/profile",
    "/etc/profile.d",
    "/etc/bash.bashrc",
    "/etc/bashrc",
    "/etc/zshrc",
    "/etc/zsh",
    "/etc/environment",
    "/etc/rc.local",
    "/etc/cron.d",
    "/etc/crontab",
    "/etc/cron.daily",
    "/etc/cron.hourly",
    "/etc/systemd",
    "/etc/init.d",
    "/etc/ld.so.preload",
    "/var/spool/cron",
)
_SYSTEM_AUTH = (
    "/etc/passwd",
    "/etc/shadow",
    "/etc/gshadow",
    "/etc/group",
    "/etc/sudoers",
    "/etc/sudoers.d",
    "/etc/pam.d",
    "/etc/ssh/sshd_config",
    "/etc/ssh/sshd_config.d",
    "/etc/security",
    "/etc/login.defs",
    "/root/.ssh",
)
# (a cluster's own kubeconfigs and PKI: `admin.conf` is cluster-admin for whoever holds it; a host's TLS
# private keys, certbot's among them: whoever holds one can pose as every site it serves)
_SYSTEM_SECRETS = ("/etc/shadow", "/etc/gshadow", "/etc/ssh/ssh_host_*key", "/etc/ssl/private", "/root",
                   "/etc/letsencrypt", "/etc/pki/tls/private",
                   "/etc/kubernetes/*.conf", "/etc/kubernetes/pki",
                   # the files a host's agents and services keep their own credentials in: a CI runner's
                   # registration token (GitLab Runner's config.toml, Buildkite's agent token, a
                   # self-hosted Actions runner's .credentials), a lightweight cluster's admin kubeconfig
                   # and join token (k3s, RKE2), a mail domain's DKIM signing keys, a VPN's private keys
                   # (WireGuard, IPsec, OpenVPN's), a CI server's master key and stored credentials, a
                   # Vault server's unseal and token files: whoever holds one acts as that service
                   "/etc/gitlab-runner/config.toml", "/etc/buildkite-agent/buildkite-agent.cfg",
                   "*/actions-runner/.credentials*", "*/actions-runner/.runner",
                   "/etc/rancher/k3s/k3s.yaml", "/etc/rancher/rke2/rke2.yaml",
                   "/var/lib/rancher/k3s/server/token", "/var/lib/rancher/k3s/server/node-token",
                   "/var/lib/rancher/rke2/server/token", "/var/lib/rancher/rke2/server/node-token",
                   "/etc/opendkim/keys", "/etc/dkimkeys", "/var/lib/rspamd/dkim",
                   "/etc/wireguard", "/etc/ipsec.secrets", "/etc/ipsec.d/private", "/etc/openvpn/*.key",
                   "/etc/openvpn/server/*.key", "/etc/openvpn/client/*.key", "/etc/ppp/chap-secrets",
                   "/etc/ppp/pap-secrets", "/var/lib/jenkins/secrets", "/var/lib/jenkins/credentials.xml",
                   "/var/lib/jenkins/secret.key", "/etc/vault.d/*.hcl.token", "/root/.vault-token")
_AGENT_CONFIG_HOME = (
    ".claude/settings.json",
    ".claude/settings.local.json",
    ".claude/hooks",
    ".claude/plugins",  # an installed plugin's hooks and MCP servers run as the agent's own
    # programs kept in the agent's own directory are what its settings run outside any hook's sight (the
    # status line it renders on every turn, hook scripts set beside the settings): a script there, or a
    # folder of them, is the agent's configuration as much as the settings naming it
    ".claude/*.sh", ".claude/*.bash", ".claude/*.zsh", ".claude/*.py", ".claude/*.js", ".claude/*.mjs",
    ".claude/*.cjs", ".claude/*.ts", ".claude/*.rb", ".claude/*.pl", ".claude/statusline*", ".claude/scripts",
    ".claude/bin",
    ".claude.json",
    ".codex",
    ".gemini/settings.json",
    ".gemini",
    ".cursor/hooks.json",
    ".cursor",
    ".copilot",
    ".config/github-copilot",
    ".config/opencode",
    ".qwen",
    ".aider.conf.yml",
    ".continue",
    ".windsurf",
    ".codeium",
    # MCP clients' server lists, where the guard's server is registered (Claude Desktop, VS Code's user
    # MCP file): a server removed, replaced or started in another mode there is the guard disarmed
    ".config/Claude/claude_desktop_config.json",
    "Library/Application Support/Claude/claude_desktop_config.json",
    ".config/Code/User/mcp.json",
    "Library/Application Support/Code/User/mcp.json",
)
# Agents' system-wide (managed) settings: they can turn every user's hooks off or allow only their own
# (Claude Code's `allowManagedHooksOnly`, Gemini CLI's `hooksConfig`), and they win over the user's.
_AGENT_CONFIG_SYSTEM = (
    "/etc/claude-code",
    "/Library/Application Support/ClaudeCode",
    "/etc/gemini-cli",
    "/Library/Application Support/GeminiCli",
    "/etc/codex",
    "/etc/cursor",
    "/Library/Application Support/Cursor/hooks.json",
    "/etc/copilot",
)
_AGENT_CONFIG_PROJECT = (
    ".claude/settings.json",
    ".claude/settings.local.json",
    ".claude/settings*.json",
    ".claude/hooks",
    ".codex",
    ".gemini/settings.json",
    ".cursor/hooks.json",
    ".cursor/rules",
    ".github/hooks",
    ".github/copilot-instructions.md",
    ".github/instructions",
    ".mcp.json",
    "AGENTS.md",
    "AGENTS.override.md",  # Codex reads it in preference to AGENTS.md
    "CLAUDE.md",
    "CLAUDE.local.md",
    "GEMINI.md",
    ".cursorrules",
    ".windsurfrules",
    ".clinerules",
    ".aider.conf.yml",
)
# Files an agent reads as its instructions (lower-cased name globs): agent configuration that holds
# no hooks. Writing one is reviewed work (it tells every later session what to do); what it tells the
# agent is judged by `dongle.hooks.disarm` (an instruction to switch the guard off is a guard change).
AGENT_INSTRUCTION_NAMES = ("agents.md", "agents.override.md", "claude.md", "claude.local.md", "gemini.md",
                           "copilot-instructions.md", "*.instructions.md", "*.mdc", ".cursorrules",
                           ".windsurfrules", ".clinerules")
# The dongle's own state, policy, database and passphrase: an agent that can edit these can turn
# the dongle off, so writes to them are never routine.
_DONGLE_HOME = (
    ".config/dongle",
    ".local/state/dongle",
    ".local/share/dongle",
    ".dongle",
    ".config/mcpaql-safety-dongle",
    ".local/state/mcpaql-safety-dongle",
    ".local/share/mcpaql-safety-dongle",
    ".cache/dongle",
)
_DONGLE_PROJECT = (
    ".dongle",
    ".dongle.toml",
    ".dongle.json",
    ".dongle.yaml",
    ".dongle.yml",
    "dongle-policy.*",
    "dongle.policy.*",
    ".dongle-policy.*",
)
# The system-wide policy and, on a privilege-separated machine, the `dongle` user's state, its
# root-owned separation file and its socket directory.
_DONGLE_SYSTEM = ("/etc/dongle", "/etc/mcpaql-safety-dongle", "/var/lib/mcpaql-safety-dongle",
                  "/run/mcpaql-safety-dongle")
# An agent's hook-bearing settings wherever they sit: the agent reads the project settings of the
# directory it is started in, so a checkout's subdirectory (`cd .claude && sed -i … settings.json`)
# or another checkout holds them as much as the working directory does.
_AGENT_SETTINGS_ANYWHERE = lazy_compile(
    r"(?:^|/)(?:\.claude/(?:settings[^/]*\.json|hooks(?:/|$))|\.cursor/hooks\.json$"
    r"|\.gemini/settings\.json$|\.codex/(?:config\.toml$|hooks)|\.github/hooks/)",
    re.I,
)
# Where among the guard's own files its secrets lie: its state (the operator's passphrase verifier in
# operator.json, the store of approvals), as opposed to its code (a checkout, site-packages). Shell
# globs over a whole path (`*` crosses `/`), for paths already known to be the dongle's own.
GUARD_STATE_GLOBS = ("*/.local/state/*", "*/.config/*", "*/.local/share/*", "*/.dongle", "*/.dongle/*",
                     "*.db", "*.db-wal", "*.db.head", "*/operator.json", "/var/lib/*", "/etc/*", "/run/*")
# The guard's files a glob may expand to (`tar -x -C ~ '.claude/*'`, `perl -pi … ~/.cl*de/sett*.json`),
# under the home directory and under a project, for `dongle.hooks.guard_operands` to test globs against.
GUARD_FILES_HOME = (".claude/settings.json", ".claude/settings.local.json", ".claude.json",
                    ".codex/config.toml", ".codex/hooks.json", ".gemini/settings.json", ".cursor/hooks.json",
                    ".copilot/config.json", ".local/state/mcpaql-safety-dongle/dongle.db",
                    ".config/dongle/policy.toml", ".config/mcpaql-safety-dongle/policy.toml")
GUARD_FILES_PROJECT = (".claude/settings.json", ".claude/settings.local.json", ".codex/config.toml",
                       ".gemini/settings.json", ".cursor/hooks.json", ".github/hooks/hooks.json", ".mcp.json",
                       ".dongle/policy.toml")
_DONGLE_ENV_DIRS = (
    "DONGLE_HOME",
    "DONGLE_STATE_DIR",
    "DONGLE_DB",
    "DONGLE_POLICY",
    "MCPAQL_SAFETY_DONGLE_HOME",
)

_VAR = lazy_compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-=]([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))")
_GLOB_CHARS = frozenset("*?[")


@quick_init
@dataclass(frozen=True)
class PathInfo:
    """A classified path. `path` is absolute and normalised when it could be resolved."""

    raw: str
    path: str | None
    region: str
    sensitivity: str | None = None
    regenerable: bool = False
    glob: bool = False
    contents_of: bool = False  # the raw path named a directory's contents (`dir/*`, `*`)
    # a glob's whole absolute pattern (`/home/u/.local/share/uv/python/cpython-3.11*/lib/python3.11/os.py`),
    # where `path` is only the deepest literal directory it expands in: rules on whole paths that do not
    # judge globs their own way test what it may match
    pattern: str | None = None

    @property
    def resolved(self) -> bool:
        return self.path is not None

    @property
    def inside_workspace(self) -> bool:
        """Inside the working directory or scratch space: the places an agent may change freely."""
        return self.region in (PROJECT, SCRATCH)

    @property
    def catastrophic(self) -> bool:
        """Deleting or overwriting this would wipe a machine, a home or a repository."""
        return self.region in (ROOT, SYSTEM, HOME, GIT, CWD, DEVICE)


# A Windows profile (C:\\Users\\NAME) is its user's home, as WSL (`/mnt/c/Users/NAME`), Git Bash and MSYS
# (`/c/Users/NAME`) and Cygwin (`/cygdrive/c/Users/NAME`) reach it: the same documents, keys and settings.
_USER_HOME = lazy_compile(
    r"^(/home/[^/]+|/Users/[^/]+|/root|(?:/mnt|/cygdrive)?/[a-zA-Z]/[Uu]sers/[^/]+)(?=/|$)")
# The profile's temporary folder (%TEMP%, `AppData/Local/Temp`): what is below it is scratch, as under /tmp.
_PROFILE_TEMP = lazy_compile(r"^(?:/mnt|/cygdrive)?/[a-zA-Z]/[Uu]sers/[^/]+/AppData/Local/Temp/[^/]")


def default_home(env: Mapping[str, str] | None = None, cwd: str | None = None) -> str:
    """The agent's home: `HOME` from its environment; else the home the working directory is in
    (an agent working in /home/dev/project has HOME=/home/dev); else this process's HOME."""
    home = (env or {}).get("HOME")
    if not home and cwd:
        home = _home_around(cwd)
    home = home or os.environ.get("HOME") or os.path.expanduser("~")
    return _normal(home) if home.startswith("/") else "/root"


@lru_cache(maxsize=256)
def _home_around(cwd: str) -> str | None:
    """The user's home a working directory is in (`/home/dev` for `/home/dev/project`), or None: a
    function of the directory's name alone, asked at least once per command."""
    match = _USER_HOME.match(_normal(cwd))
    return match.group(1) if match else None


def _normal(path: str) -> str:
    """`posixpath.normpath` of an absolute path, without its cost when the path is already normal (no
    empty, `.` or `..` part, no trailing slash): the working directory and home are normalised for
    every path classified, and nearly always are already."""
    if path == "/" or (path[:1] == "/" and "//" not in path and "/." not in path and path[-1] != "/"):
        return path
    return posixpath.normpath(path)


def is_user_home(path: str) -> bool:
    """/home/NAME, /Users/NAME or /root: somebody's home directory."""
    match = _USER_HOME.match(path)
    return bool(match) and match.group(1) == path


# A command substitution that prints the user's home: the account database's sixth field for this user
# (`getent passwd "$USER" | cut -d: -f6`, `awk -F: … {print $6}`), the shell expanding `~` or `$HOME`
# (`eval echo ~$USER`, `echo ~`), `cd` then `pwd`, Python's `expanduser("~")`/`Path.home()`. The path
# built on it is a path in home, however the home was found.
_ME = r"(?:\\?\"?\$\{?(?:USER|LOGNAME)\}?\\?\"?|\$\((?:whoami|id -un)\)|`(?:whoami|id -un)`|)"
_SIXTH_FIELD = (r"(?:cut\s+-d\s*['\"]?:['\"]?\s+-f\s*6"
                r"|awk\s+-F\s*['\"]?:['\"]?\s+['\"][^'\"]*\{\s*print\s+\$6\s*\}['\"])")
_HOME_PRINTERS = (
    rf"getent\s+passwd\s+{_ME}\s*\|\s*{_SIXTH_FIELD}",
    rf"(?:eval\s+)?echo\s+(?:~{_ME}|['\"]?\$\{{?HOME\}}?['\"]?)",
    r"printenv\s+HOME", r"cd\s*(?:~\s*)?(?:&&|;)\s*pwd",
    r"(?:realpath|readlink\s+-f)\s+~",
    r"python3?\s+-c\s+['\"][^'\"]*(?:expanduser\(\\?['\"]~\\?['\"]\)|Path\.home\(\))[^'\"]*['\"]",
)
_HOME_PRINTED = lazy_compile(r"\$\(\s*(?:" + "|".join(_HOME_PRINTERS) + r")\s*\)"
                             r"|`\s*(?:" + "|".join(_HOME_PRINTERS) + r")\s*`")


def expand(raw: str, cwd: str | None, home: str, env: Mapping[str, str] | None = None) -> str | None:
    """Tilde and variable expansion of one word; None when a variable is unknown or untrusted.

    `$TMPDIR` is expanded only when the environment sets it: a guess could point anywhere.
    """
    env = env or {}
    text = raw
    if text[:2] in ("~-", "~+") and text[2:3] in ("", "/"):
        # bash's `~-` is $OLDPWD and `~+` is $PWD (not a user named `-`)
        text = ("$OLDPWD" if text[1] == "-" else "$PWD") + text[2:]
    if "$(" in text or "`" in text:
        text = _HOME_PRINTED.sub("$HOME", text)
    if text == "~" or text.startswith("~/"):
        text = home + text[1:]
    elif text.startswith("~"):
        user, _, rest = text[1:].partition("/")
        if not re.fullmatch(r"[A-Za-z0-9._-]+", user):
            return None
        text = f"/home/{user}" + (f"/{rest}" if rest else "")
    if "$" in text:
        failed = False

        def sub(match: re.Match[str]) -> str:
            nonlocal failed
            name = match.group(1) or match.group(3)
            if name == "HOME":
                return env.get("HOME", home)
            if name == "PWD" and cwd:
                return env.get("PWD", cwd)
            if name in env:
                return env[name]
            if name in ("USER", "LOGNAME") and "/" in raw and home.startswith(("/home/", "/Users/")):
                # inside a path (`/tmp/pytest-of-$USER`): the account whose home it is (/home/dev: dev)
                return posixpath.basename(home)
            if match.group(2) is not None:
                return match.group(2)
            failed = True
            return ""

        text = _VAR.sub(sub, text)
        if "$" in text and not failed:
            # a default that is itself a variable (`${BUILD_DIR:-$HOME}`) is taken like any default
            text = _VAR.sub(sub, text)
        if failed or "$" in text:
            return None
    if "`" in text:
        return None
    return text


def _under(path: str, base: str) -> bool:
    return path == base or path.startswith(base.rstrip("/") + "/")


def _rel(path: str, base: str) -> str | None:
    if path == base:
        return ""
    prefix = base.rstrip("/") + "/"
    return path[len(prefix) :] if path.startswith(prefix) else None


class _Globs:
    """One regex for a list of globs (`tree` also matches anything below a match), built on first
    use: a command without path operands never needs it, and building all of them at import cost a
    hook process several milliseconds. Once built, `match` is the regex's own method: a path is put
    to a dozen of these, and a Python call around each was a tenth of classifying it."""

    __slots__ = ("flags", "match", "patterns", "tree")

    def __init__(self, patterns: tuple[str, ...], tree: bool, flags: int = 0) -> None:
        self.patterns, self.tree, self.flags = patterns, tree, flags
        self.match: Callable[[str], re.Match[str] | None] = self._first_match

    def _first_match(self, text: str) -> re.Match[str] | None:
        body = "|".join(translate(p)[:-2] for p in self.patterns)
        self.match = re.compile(f"(?:{body}){'(?:/.*)?' if self.tree else ''}\\Z", re.S | self.flags).match
        return self.match(text)


def _globs(patterns: tuple[str, ...], tree: bool = False, fold: bool = False) -> _Globs:
    """`fold`: match whatever the case, as macOS's and Windows's default filesystems do (there
    `~/.Claude/Settings.JSON` is the agent's settings file)."""
    return _Globs(tuple(patterns), tree, re.I if fold else 0)


def _prefixes(paths: tuple[str, ...]) -> tuple[frozenset[str], tuple[str, ...]]:
    return frozenset(paths), tuple(p.rstrip("/") + "/" for p in paths)


def _under_any(path: str, table: tuple[frozenset[str], tuple[str, ...]]) -> bool:
    return path in table[0] or path.startswith(table[1])


# The guard's own files are matched whatever the case (fold): on a case-insensitive filesystem
# another spelling is the same file.
_DONGLE_HOME_RE = _globs(_DONGLE_HOME, tree=True, fold=True)
_AGENT_HOME_RE = _globs(_AGENT_CONFIG_HOME, tree=True, fold=True)
_STARTUP_HOME_RE = _globs(_SHELL_STARTUP, tree=True)
_CREDENTIAL_HOME_RE = _globs(_CREDENTIAL_HOME_DIRS, tree=True)
_DONGLE_PROJECT_RE = _globs(_DONGLE_PROJECT, tree=True, fold=True)
_AGENT_PROJECT_RE = _globs(_AGENT_CONFIG_PROJECT, tree=True, fold=True)
_DONGLE_FILE_RE = _globs(("*dongle*.db", "*dongle*.db.head", "*dongle*.db-wal", "*dongle*.db-shm",
                          "*dongle*.sqlite*", "*dongle*passphrase*"))
_SYSTEM_SECRETS_RE = _globs(_SYSTEM_SECRETS, tree=True)
_SYSTEM_AUTH_TABLE = _prefixes(_SYSTEM_AUTH)
_SYSTEM_STARTUP_TABLE = _prefixes(_SYSTEM_STARTUP)
_AGENT_SYSTEM_TABLE = _prefixes(_AGENT_CONFIG_SYSTEM)
_CREDENTIAL_NAME_RE = _globs(_CREDENTIAL_NAMES)
_PROJECT_SECRET_RE = _globs(_PROJECT_SECRET_NAMES)
_PROJECT_SECRET_EXEMPT_RE = _globs(_PROJECT_SECRET_EXEMPT)
_REGENERABLE_RE = _globs(REGENERABLE_GLOBS)
_SCRATCH_TABLE = _prefixes(SCRATCH_DIRS)
_SYSTEM_TABLE = _prefixes(SYSTEM_DIRS)


# Under XDG_STATE_HOME / XDG_CONFIG_HOME, wherever they point: the state (database, verifier,
# audit head, daemon sockets) and the user's policy.
_DONGLE_XDG = (("XDG_STATE_HOME", "mcpaql-safety-dongle"), ("XDG_CONFIG_HOME", "dongle"),
               ("XDG_CONFIG_HOME", "mcpaql-safety-dongle"), ("XDG_DATA_HOME", "mcpaql-safety-dongle"))
# Files that sit beside a database named by DONGLE_DB.
_DB_COMPANIONS = ("", "-wal", "-shm", ".head")
_DONGLE_PLACE_VARS = frozenset(_DONGLE_ENV_DIRS) | {var for var, _ in _DONGLE_XDG}


def _dongle_places(env: Mapping[str, str]) -> tuple[str, ...]:
    """The dongle's own directories and files that an environment names."""
    if env.keys().isdisjoint(_DONGLE_PLACE_VARS):
        return ()  # the common case, asked for every path classified: no variable names one
    found = [v for v in (env.get(k) for k in _DONGLE_ENV_DIRS) if v and v[0] == "/"]
    found.extend(posixpath.join(base, name) for var, name in _DONGLE_XDG
                 if (base := env.get(var)) and base[0] == "/")
    db = env.get("DONGLE_DB")
    if db and db[0] == "/":
        found.extend(db + suffix for suffix in _DB_COMPANIONS)
        found.append(posixpath.join(posixpath.dirname(db), "operator.json"))
    return tuple(posixpath.normpath(v) for v in found)


@lru_cache(maxsize=1)
def _process_dongle_dirs() -> tuple[str, ...]:
    """The dongle's state directories named in this process's environment, and the installation
    every hook runs: this package's directory and, in a virtual environment, that environment (the
    interpreter the hook command names). Read once."""
    import sys

    here = posixpath.dirname(posixpath.abspath(__file__))
    install = (here,) + ((sys.prefix,) if sys.prefix != sys.base_prefix else ())
    return _dongle_places(os.environ) + install


# The dongle's installation by its shape, wherever it lies: a checkout named for the project, its
# source package, an installed copy and its metadata (`git clone …/mcpaql-safety-dongle`, as the
# README installs it, then `.venv/bin/python -I …/src/dongle/hooks/__main__.py` in every hook).
_DONGLE_INSTALL_SHAPE = lazy_compile(
    r"(?:^|/)mcpaql-safety-dongle(?:/|$)|(?:^|/)(?:src|site-packages)/dongle(?:/|$)"
    r"|(?:^|/)mcpaql_safety_dongle[^/]*\.(?:dist|egg)-info(?:/|$)"
)


# a certificate authority's own certificate (`ca.pem`, `root-ca.pem`) is what every client is handed
_CERTIFICATES_ONLY = lazy_compile(
    r"/(?![^/]*(?:key|priv|secret))[^/]*(?:cert|chain|bundle|(?<![a-z])ca(?![a-z]))[^/]*\.pem\Z", re.I)

# a key file named as the public half (`ops.pub.asc`, `public.pem`, `deploy-pubkey.gpg`) holds what
# `gpg --export` / `openssl pkey -pubout` hand out to be shared; one naming a secret or private half stays
_PUBLIC_KEY_FILE = lazy_compile(
    r"/(?![^/]*(?:priv|secret|sec\.))[^/]*(?:^|[/._-])pub(?:lic)?(?:[._-]?key)?\.(?:asc|pem|gpg|der|key)\Z",
    re.I)


# A project's test material: a key or env file kept in its test fixtures (`tests/fixtures/`, `testdata/`,
# `__fixtures__/`) or named as a stand-in (`fake-keypair.pem`, `dummy.env`) is made for tests to read and
# is re-made by them; it guards no account, so overwriting, shredding or printing it costs nothing
_TEST_STAND_IN = lazy_compile(
    r"(?:^|/)(?:tests?|spec|__tests__)/(?:[^/]+/)*(?:fixtures?|testdata)/|(?:^|/)(?:testdata|__fixtures__)/"
    r"|(?:^|/)(?:fake|dummy|mock)[-_.][^/]*\Z", re.I)

# A template of a secrets file (`.env.example`, `example.env`, `secrets.sample.yml`, `credentials.json.tmpl`,
# `app.env.dist`) holds the names with placeholder values, to be copied and filled in; a domain's own key
# (`example.com.key`) and a distribution key (`Dist_Key.p8`, `dist-signing.pem`) are real ones
_TEMPLATE_NAME = lazy_compile(
    r"(?:^|[._-])(?:example|sample|template|tmpl)(?:[._-]|\Z)(?!(?:com|org|net)\b)|\.dist\Z", re.I)


# A file whose own name says it holds a key or a secret, in a format that holds it as text or bytes:
# `cdp_api_key.json`, `hot-wallet-key.txt`, `kolla/passwords.yml`, `treasury-seed.txt`, `signing-key.b64`,
# a DNSSEC key's private half (`Kexample.com.+013+24680.private`). A word that only sounds like one is not
# (`keyboard.json`, `monkey.txt`, `design-tokens.json`, `key_bindings.json`, a database's `seed.json`).
_SECRET_NAMED_FILE = lazy_compile(
    r"(?i)^(?:[\w.+-]*[-_.])?(?:(?:api|private|priv|secret|signing|sign|access|deploy|deployer|service|master"
    r"|wallet|auth|gpg|pgp|ssh|encryption|upgrade|withdraw(?:er|al)?|admin|root|hot|cold|treasury|validator"
    r"|vote|identity|node|account)[-_.]?keys?|secrets?|credentials?|creds|passwords?|passwd|apikeys?|privkey"
    r"|mnemonics?|seed[-_.]?phrases?|recovery[-_.]?phrases?|keypair)"
    r"\.(?:json|pem|key|txt|ya?ml|env|cfg|conf|ini|toml|asc|b64|der|hex)\Z"
    r"|(?:^|[-_.])seed\.txt\Z|\.private\Z|\.pass(?:wd|word)?\Z")
# A folder named for the private keys it keeps, wherever it lies: a PKI's or TLS store's `private/`
# (easy-rsa's `pki/private`, `/etc/ssl/private`), a device factory's or signer's key folder
# (`factory-keys/`, `signing-keys/`; not `authorized_keys`), a keystore, a CA's or Vault's `secrets/`
# (step-ca), a backup repository's `keys/` (restic: without them the backups cannot be read), the IoT Edge
# key service's `keyd`. A folder named `keys` (lower-case: Apache's `KEYS` file is public keys) counts
# where it holds key-like files, not documents or code.
_KEY_FOLDER = lazy_compile(
    r"(?i)(?:^|/)(?:(?:pki|ssl|tls|certs?|ca|easy-rsa|ipsec\.d|openvpn)/private"
    r"|(?!authorized[-_]keys|known[-_]keys|trusted[-_]keys)[\w.]+[-_](?:keys|keystores?)|private[-_]?keys"
    r"|keystores?|(?:step-ca|pki|ca|vault)/secrets|keyd|(?-i:keys))(?:/|\Z)")
# A key folder that is test material or scratch: under a `tmp/`, `tests/` or `fixtures/` folder, or named
# for stand-ins (`test-keys/`, `dummy_keys/`): its keys are made by the tests and guard nothing.
_STAND_IN_KEYS = lazy_compile(
    r"(?i)(?:^|/)(?:tmp|temp|scratch|tests?|spec|fixtures?|testdata)/"
    r"|(?:^|/)[\w.-]*(?:test|fake|dummy|mock|example|sample|demo)[-_]?(?:keys|keystores?|secrets)(?:/|\Z)")
# What a key folder may also hold that is no key: its documents, code and public halves, and what is
# sealed or encrypted for storing (`secrets/nas.env.age`, `sealed-db-secret.yaml`).
_NOT_KEY_MATERIAL = lazy_compile(
    r"(?i)\.(?:md|rst|txt|html?|py|js|ts|go|rb|java|rs|c|h|sh|pub|crt|cert|csr|srl|cnf|gitkeep|age|enc|gpg)\Z"
    r"|^readme|sealed")


def is_test_stand_in(path: str) -> bool:
    """Whether the path is a project's test material (see `_TEST_STAND_IN`)."""
    return bool(_TEST_STAND_IN.search(path))


def _sensitivity(path: str, home: str, cwd: str | None, env: Mapping[str, str]) -> str | None:
    dirs = _process_dongle_dirs()
    if env:
        dirs += _dongle_places(env)
    if any(_under(path, d) for d in dirs) or (path.startswith(("/etc/", "/var/lib/", "/run/"))
                                              and any(_under(path, d) for d in _DONGLE_SYSTEM)):
        return DONGLE_SELF
    if _DONGLE_INSTALL_SHAPE.search(path):
        return DONGLE_SELF
    home_rel = _rel(path, home)
    if (path.endswith(".pub") or _CERTIFICATES_ONLY.search(path) or _PUBLIC_KEY_FILE.search(path)) and not (
            home_rel and home_rel.startswith(_CERTIFICATE_NAMED_SECRETS)):
        # a public key, or a .pem named for certificates (`ca-bundle.pem`, `fullchain.pem`), is meant to
        # be shared; its private half (no .pub; `privkey.pem`, `server-key.pem`) stays a secret
        return None
    if home_rel:
        if home_rel in _NOT_SECRET_HOME:
            return None
        if _DONGLE_HOME_RE.match(home_rel):
            return DONGLE_SELF
        if _AGENT_HOME_RE.match(home_rel):
            return AGENT_CONFIG
        if _STARTUP_HOME_RE.match(home_rel):
            return SHELL_STARTUP
        if _CREDENTIAL_HOME_RE.match(home_rel):
            return CREDENTIAL
    other = _USER_HOME.match(path) if home_rel is None else None
    if other and other.group(1) != home:
        # Another account's home (/home/alex while HOME=/home/dev, or /root): the same files are
        # its keys, its start-up files and its agent's settings.
        other_rel = _rel(path, other.group(1))
        if other_rel and other_rel not in _NOT_SECRET_HOME:
            if _AGENT_HOME_RE.match(other_rel):
                return AGENT_CONFIG
            if _STARTUP_HOME_RE.match(other_rel):
                return SHELL_STARTUP
            if _CREDENTIAL_HOME_RE.match(other_rel):
                return CREDENTIAL
    project_rel = _rel(path, cwd) if cwd else None
    if project_rel:
        if _DONGLE_PROJECT_RE.match(project_rel):
            return DONGLE_SELF
        if _AGENT_PROJECT_RE.match(project_rel):
            return AGENT_CONFIG
    if _AGENT_SETTINGS_ANYWHERE.search(path) or _under_any(path, _AGENT_SYSTEM_TABLE):
        return AGENT_CONFIG
    if _DOTFILE_SOURCE_HINT.search(path) and (deployed := _deployed_guard_file(path)):
        return deployed
    name = posixpath.basename(path)
    if _DONGLE_FILE_RE.match(name):
        return DONGLE_SELF
    if _SYSTEM_SECRETS_RE.match(path) and not (home_rel is not None and home == "/root"):
        return CREDENTIAL  # /root is secret to other users; root's own home has the home rules above
    if _under_any(path, _SYSTEM_AUTH_TABLE):
        return SYSTEM_AUTH
    if _under_any(path, _SYSTEM_STARTUP_TABLE):
        return SHELL_STARTUP
    # (a DNSSEC key's private half is named for its zone, `Kcorp.example.+013+24680.private`: the zone's
    # name is no template's)
    if (project_rel and is_test_stand_in(project_rel)) or (
            _TEMPLATE_NAME.search(name) and not name.endswith(".private")):
        return None
    if _CREDENTIAL_NAME_RE.match(name) or (_SECRET_NAMED_FILE.search(name) and "sealed" not in name) or (
            _KEY_FOLDER.search(path) and not _NOT_KEY_MATERIAL.search(name)
            and not _STAND_IN_KEYS.search(path)):
        return CREDENTIAL
    if _PROJECT_SECRET_RE.match(name) and not _PROJECT_SECRET_EXEMPT_RE.match(name):
        return PROJECT_SECRET
    if name.endswith(_APP_CONFIG_SUFFIXES) and APP_CONFIG_SECRET.search(path):
        return PROJECT_SECRET
    return None


# A dotfile manager's source: a file there is written over the same name under home (`chezmoi
# apply`, `stow`, `yadm`, homesick, rcm, home-manager), so it is that file. chezmoi spells the
# target's names with attributes (`private_dot_claude/settings.json.tmpl` is `.claude/settings.json`).
_DOTFILE_SOURCE_HINT = lazy_compile(r"(?i)(?:^|/)(?:[a-z_]*_)?dot_|/(?:\.?dotfiles?|chezmoi|yadm|\.homesick"
                                    r"|home-manager|\.?rcm|dots)/")
_DOTFILE_REPO = lazy_compile(r"(?i)^(?:\.?dotfiles?|chezmoi|yadm|\.homesick|home-manager|\.?rcm|dots)$")
_CHEZMOI_ATTRIBUTES = lazy_compile(r"^(?:(?:after|before|create|empty|encrypted|exact|executable|external"
                                   r"|literal|modify|once|onchange|private|readonly|remove|run|symlink)_)*")
_CHEZMOI_SUFFIX = lazy_compile(r"\.(?:tmpl|age|asc|literal)$")


def _deployed_guard_file(path: str) -> str | None:
    """The guard's class of the home file a dotfile manager's source file becomes (None if not one)."""
    parts = path.split("/")
    decoded = []
    for part in parts:
        bare = _CHEZMOI_SUFFIX.sub("", _CHEZMOI_ATTRIBUTES.sub("", part))
        decoded.append("." + bare[4:] if bare.startswith("dot_") else bare)
    start = next((i + 1 for i, part in enumerate(parts) if _DOTFILE_REPO.match(part)), None)
    encoded = next((i for i, (a, b) in enumerate(zip(parts, decoded, strict=True)) if a != b), None)
    first = min(i for i in (start, encoded) if i is not None) if start is not None or encoded is not None \
        else len(parts)
    for i in range(first, len(decoded)):
        if decoded[i].startswith("."):
            tail = "/".join(decoded[i:])
            if _DONGLE_HOME_RE.match(tail):
                return DONGLE_SELF
            if _AGENT_HOME_RE.match(tail):
                return AGENT_CONFIG
    return None


def _sensitivity_by_name(raw: str) -> str | None:
    """What a path whose directory is unknown (`$UNSET/.claude/settings.json`) still says by the names
    at its end: the guard's own files and an agent's settings are known by name wherever they lie."""
    if _AGENT_SETTINGS_ANYWHERE.search(raw):
        return AGENT_CONFIG
    if _DONGLE_FILE_RE.match(posixpath.basename(raw)) or "/mcpaql-safety-dongle/" in raw:
        return DONGLE_SELF
    if _STARTUP_VARIABLE.match(raw):
        return SHELL_STARTUP
    return None


# Variables that name a file a shell sources before it runs anything: the agent's session
# environment file (Claude Code's CLAUDE_ENV_FILE, sourced before each Bash command) and bash's
# BASH_ENV (sourced by every non-interactive bash).
_STARTUP_VARIABLE = lazy_compile(r"^\$\{?(?:CLAUDE_ENV_FILE|BASH_ENV)\}?$")


# Package managers' download caches, the system's per-user cache folders and the scratch folder
# (~/tmp) in the home directory: they refill on the next install or build. Only the
# cache part where a tool also keeps settings or credentials beside it (~/.m2/settings.xml,
# ~/.cargo/credentials.toml, ~/.gradle/gradle.properties).
HOME_CACHES = (".cache", ".npm", ".pnpm-store", ".yarn/cache", ".yarn/berry/cache", ".m2/repository",
               ".gradle/caches", ".gradle/wrapper", ".cargo/registry", ".cargo/git", ".nuget/packages",
               ".bun/install/cache", "go/pkg/mod", ".cache/pip", ".ivy2/cache", ".sbt/boot", ".deno",
               ".node-gyp", "tmp",
               # pnpm's content-addressed store where XDG puts it (Linux) and on macOS
               ".local/share/pnpm/store", "Library/pnpm/store",
               ".tmp", ".kube/cache", ".kube/http-cache", ".terraform.d/plugin-cache",
               # macOS: the per-user cache folder (what ~/.cache is elsewhere), Xcode's build products
               # and the simulator's caches, CocoaPods' spec repositories
               "Library/Caches", "Library/Developer/Xcode/DerivedData",
               "Library/Developer/CoreSimulator/Caches", ".cocoapods/repos",
               # a local regression-test chain: Bitcoin Core and lnd make it afresh on demand, and its
               # coins and channels are worth nothing (a mainnet or testnet folder is not one)
               ".bitcoin/regtest", ".lnd/data/chain/bitcoin/regtest", ".lnd/data/graph/regtest")


def is_home_cache(parts: list[str]) -> bool:
    """`parts` (a path relative to the home directory) is a package cache or lies inside one."""
    rel = "/".join(parts)
    return bool(rel) and any(rel == c or rel.startswith(c + "/") for c in HOME_CACHES)


def is_regenerable_name(name: str) -> bool:
    if name in REGENERABLE_NAMES or _REGENERABLE_RE.match(name):
        return True
    return "[" in name and _every_spelling_regenerable(name)


def _every_spelling_regenerable(name: str) -> bool:
    """`*.py[co]`, `*.[oa]`: a pattern with a set of plain characters matches each of its spellings
    (`*.pyc`, `*.pyo`), so it names build output only when every spelling does. A negated set
    (`[!c]`), a range or a class (`[a-z]`, `[[:alpha:]]`) reaches names nobody listed: not so read."""
    start = name.find("[")
    end = name.find("]", start + 2)
    chars = name[start + 1:end] if end > start else ""
    if not chars or not chars.isalnum() or len(chars) > 8:
        return False
    return all(is_regenerable_name(name[:start] + c + name[end + 1:]) for c in chars)


@lru_cache(maxsize=16)
def _is_project_dir(cwd: str, home: str) -> bool:
    """The working directory is a project's: not the root, a home, a system or scratch directory, or a
    home's settings. Asked with the same two directories for every path a process classifies."""
    return (
        cwd not in ("/", home) and not is_user_home(cwd) and cwd not in _SYSTEM_TABLE[0]
        and cwd not in _SCRATCH_TABLE[0]  # `cd /tmp && rm -rf build-*` works in scratch, not a project
        and not (_rel(cwd, home) or "").startswith(".")  # `cd ~/.ssh`: a home's settings, not a project
    )


def _region(path: str, cwd: str | None, home: str) -> str:
    if path == "/":
        return ROOT
    if path.startswith("/dev/"):
        if path.startswith(("/dev/tcp/", "/dev/udp/")):
            return NETWORK
        if path in _PSEUDO_DEVICES or path.startswith(_PSEUDO_PREFIXES):
            return PSEUDO
        if _BLOCK_DEVICE.match(path):
            return DEVICE
        return SYSTEM
    if path.startswith("/proc/self/fd/"):  # the process's own descriptors, as /dev/fd/ is
        return PSEUDO
    if cwd and _is_project_dir(cwd, home):
        rel = _rel(path, cwd)
        if rel == "" or (rel is None and _under(cwd, path)):
            return HOME if path == home else (ROOT if path == "/" else CWD)
        if rel is not None:
            return GIT if ".git" in rel.split("/") or ".git" in cwd.split("/") else PROJECT
    # Narrower regions win: a home directory under /tmp (CI machines, sandboxes) is still a home.
    home_rel = _rel(path, home) if home != "/" else None
    if home_rel is not None:
        if home_rel == "" or ("/" not in home_rel and home_rel not in _FETCHED_COPIES
                              and home_rel not in _TOOL_INSTALLS):
            return HOME
        return GIT if ".git" in home_rel.split("/") else HOME_DATA
    if path not in _SCRATCH_TABLE[0] and path.startswith(_SCRATCH_TABLE[1]):
        return SCRATCH
    other = _USER_HOME.match(path)
    if other and _PROFILE_TEMP.match(path):
        return SCRATCH
    if other and other.group(1) != "/root":
        # Another user's home: its top level is as precious as ours.
        rest = path[len(other.group(1)) :].strip("/")
        return HOME if "/" not in rest else HOME_DATA
    if _under_any(path, _SYSTEM_TABLE):
        return SYSTEM
    return OUTSIDE


# Top-level folders of home that hold copies of what was fetched from elsewhere: emptying one is a
# scoped deletion (a human decides), not the loss of the user's own work that `~/Documents` is.
_FETCHED_COPIES = frozenset({"Downloads"})
# Top-level folders of home that are a tool's own install (a Python distribution, a language's version
# manager or toolchain): its installer puts it back as it was, so deleting one is an uninstall a human
# confirms, not the loss of the user's files. A folder that also keeps credentials (`~/.cargo`, `~/.m2`)
# or the user's own code (`~/go`) is not one.
_TOOL_INSTALLS = frozenset({"miniconda3", "miniconda", "miniconda2", "anaconda3", "anaconda", "miniforge3",
                            "mambaforge", "micromamba", ".rustup", ".nvm", ".pyenv", ".rbenv", ".nodenv",
                            ".goenv", ".jenv", ".sdkman", ".volta", ".bun", ".deno", ".juliaup", ".ghcup",
                            ".elan", ".opam", ".fnm", ".tfenv", ".swiftly"})
_CACHE_NAMES = frozenset({"tmp", ".tmp", "cache", ".cache", "__pycache__"})


def _app_cache(path: str, first: int | None = None) -> bool:
    """A cache or tmp folder inside an application's own directory under a system tree (below the
    application's folder: /var/lib/APP/cache, /opt/APP/tmp), never a system directory itself; with
    `first`, below that many leading folders (an owner's folder of another tree: /scratch/USER/tmp)."""
    parts = path.strip("/").split("/")
    if first is None:
        first = 2 if parts[0] in ("opt", "srv") else 3  # /opt/APP/…, /var/lib/APP/…, /var/www/APP/…
    return any(p in _CACHE_NAMES or p.endswith(("-cache", "_cache")) for p in parts[first:])


# Words (a folder name split at `-`, `_`, `.`) naming primary records nobody can regenerate: raw instrument
# output, archives, acquisitions, simulation ensembles (classify/irreplaceable_data.py reads them too).
PRIMARY_DATA_WORDS = frozenset({
    "raw", "rawdata", "archive", "archives", "acquisition", "acquisitions", "clinical", "gauge", "ensemble",
    "ensembles", "instrument", "instruments",
    # instruments' own acquisition folders (a cryo-EM session tree, a mass spectrometer's data tree)
    "epu", "xcalibur",
})


def _regenerable(path: str, cwd: str | None, region: str, home: str) -> bool:
    if region == SCRATCH:
        return True
    if region == SYSTEM:
        # /var/cache holds what its programs recreate (the FHS promises no data is lost), and so does an
        # application's own cache or tmp folder below its directory (/var/lib/app/tmp/thumbs-cache)
        return path.startswith(SYSTEM_CACHES) or _app_cache(path) or (
            (path.rstrip("/") + "/").startswith(SYSTEM_REFETCHED))
    if region == HOME_DATA:
        # ~/.cache/..., or build output inside some other checkout (~/src/api/node_modules).
        parts = [p for p in (_rel(path, home) or "").split("/") if p]
        return bool(parts) and (is_home_cache(parts) or any(is_regenerable_name(p) for p in parts[1:]))
    if region == HOME:
        return is_home_cache([p for p in (_rel(path, home) or "").split("/") if p])
    if region == OUTSIDE:
        # a cache or tmp folder below an owner's folder of a data or scratch tree (`/scratch/$USER/tmp/…`,
        # `/data/app/cache`) is what its program fills again, as one below an application's folder is;
        # so is a folder inside one's own scratch on a cluster (`/scratch/$USER/nf-work`)
        return _app_cache(path, first=2)
    if region != PROJECT or not cwd:
        return False
    rel = _rel(path, cwd) or ""
    parts = [part for part in rel.split("/") if part]
    return any(map(is_regenerable_name, parts)) or not REGENERABLE_SERVED_OUTPUT.isdisjoint(pairwise(parts))


# What a Rails asset bundler compiles into the served folder (Webpacker/Shakapacker `public/packs`,
# `public/packs-test`; Vite Ruby `public/vite`, `public/vite-dev`, `public/vite-test`): the next
# compile or test run writes it again. Only as a pair: a folder named `packs` elsewhere may be anything.
REGENERABLE_SERVED_OUTPUT = frozenset({("public", "packs"), ("public", "packs-test"), ("public", "vite"),
                                       ("public", "vite-dev"), ("public", "vite-test")})


def classify_path(
    raw: str,
    cwd: str | None = None,
    home: str | None = None,
    env: Mapping[str, str] | None = None,
) -> PathInfo:
    """Classify one path as written in a command (relative paths are relative to `cwd`).

    Without `cwd`, a relative path counts as inside the project (the rubric's convention). A glob
    (`dir/*`) is judged by the directory it expands in; `*` alone is the contents of `cwd`.
    """
    env = env or {}
    if home and "$" not in raw and "$" not in home:
        # No variable to expand: only the variables that name the dongle's own places are read.
        places = () if env.keys().isdisjoint(_DONGLE_PLACE_VARS) else tuple(
            sorted((k, v) for k, v in env.items() if k in _DONGLE_PLACE_VARS))
        return _classified(raw, cwd, home, places)
    return _classify_path(raw, cwd, home, env)


@lru_cache(maxsize=8192)
def _classified(raw: str, cwd: str | None, home: str, places: tuple[tuple[str, str], ...]) -> PathInfo:
    """`classify_path` of a word with no variable in it: a function of the word, the directory, the
    home and the variables naming the dongle's places (no file is looked at), asked again for the
    same words in nearly every command (`.`, `src`, `build/`, `/tmp`, `~`) and kept."""
    return _classify_path(raw, cwd, home, dict(places))


def _classify_path(raw: str, cwd: str | None, home: str | None, env: Mapping[str, str]) -> PathInfo:
    cwd = _normal(cwd) if cwd and cwd.startswith("/") else None
    home = _normal(home) if home else default_home(env, cwd)
    text = expand(raw, cwd, home, env)
    if text is None:
        return PathInfo(raw, None, UNKNOWN, _sensitivity_by_name(raw))
    glob = not _GLOB_CHARS.isdisjoint(text)
    if glob and _names_project_git(text, cwd):
        # `rm -rf .*` in the checkout expands to its .git among the rest: judged as that, the worst
        text, glob = posixpath.join(posixpath.dirname(text), ".git"), False
        raw = raw if cwd else text  # with no cwd to resolve against, the name is all a rule sees
    contents_of = False
    base = text
    if glob and text.startswith("/dev/") and any(
            _BLOCK_DEVICE.match(re.sub(r"\[[^]]*\]|[?*]", fill, text)) for fill in ("a", "0")):
        # `/dev/sd?`, `/dev/nvme*n1`: every disk the pattern names is a disk
        return PathInfo(raw, text, DEVICE, glob=True)
    if glob:
        # Judge a glob by the deepest literal directory it expands in.
        parts = base.split("/")
        literal: list[str] = []
        for part in parts:
            if any(ch in part for ch in _GLOB_CHARS):
                break
            literal.append(part)
        tail = parts[len(literal) :]
        contents_of = len(tail) == 1 and tail[0] in ("*", ".*", "*.*", "{*,.*}")
        base = "/".join(literal) if literal else "."
        if not base:
            base = "/"
    if not base.startswith("/"):
        if cwd is None:
            norm = posixpath.normpath(base)
            if norm.startswith(".."):
                return PathInfo(raw, None, UNKNOWN, glob=glob, contents_of=contents_of)
            name = posixpath.basename(norm)
            regen = norm != "." and any(is_regenerable_name(p) for p in norm.split("/"))
            if glob and not contents_of:
                regen = regen or is_regenerable_name(posixpath.basename(text))
            # `rm -rf *.egg-info` names entries of the working directory, not the directory itself
            region = GIT if ".git" in norm.split("/") else (CWD if norm == "." and not glob else PROJECT)
            sens = _sensitivity("/" + norm, "/nonexistent-home", None, env) if name else None
            return PathInfo(raw, None, region, sens, regen, glob, contents_of)
        base = posixpath.join(cwd, base)
    path = _normal(base)
    if path.startswith("//"):
        path = "/" + path.lstrip("/")
    # A filtered glob (`~/datasets/*.parquet`) names entries inside its directory, one level down.
    region = _region(posixpath.join(path, "x") if glob and not contents_of else path, cwd, home)
    if glob and path in _SCRATCH_TABLE[0]:
        # `/tmp/*`: the scratch directory's contents, which include the home directory or the
        # project when they live there (CI machines, sandboxes): then it is judged as them.
        region = SCRATCH
        if _under(home, path):
            region = HOME
        elif cwd and cwd != path and _under(cwd, path):
            region = PROJECT
    if glob and region == CWD and path == cwd:
        # `rm -rf *` empties the working directory: the project's files, not the directory itself.
        region = PROJECT
    regenerable = _regenerable(path, cwd, region, home)
    if glob and not contents_of and region == PROJECT:
        regenerable = regenerable or is_regenerable_name(posixpath.basename(text))
    if glob and contents_of and region == PROJECT and path == cwd:
        regenerable = is_regenerable_name(posixpath.basename(path))
    sensitivity = _sensitivity(path, home, cwd, env) if region not in (PSEUDO, NETWORK) else None
    if glob and sensitivity is None and not contents_of and region not in _PATTERN_KEY_REGIONS_NOT and (
            _names_key_files(text.rstrip("/").rpartition("/")[2])):
        # `~/*.kdbx`, `/srv/**/id_rsa*` (and a find's `-name '*.pem'` read as its root with the pattern):
        # the files the pattern names are keys and password databases, whatever folder holds them
        sensitivity = CREDENTIAL
    if glob and sensitivity is None and not contents_of and region not in (PSEUDO, NETWORK) and (
            _GLOB_CHARS.isdisjoint(last := text.rstrip("/").rpartition("/")[2])) and last:
        # `/home/*/.ssh/id_rsa`, `/var/www/*/public_html/wp-config.php`: the folders vary, the file they
        # lead to is named; it is what the pattern reaches in every folder it expands in
        whole = text if text.startswith("/") else posixpath.join(cwd or "/", text)
        filled = _normal(_PATTERN_PARTS.sub("x", whole))
        sensitivity = _sensitivity(filled, home, cwd, env)
    pattern = posixpath.normpath(text if text.startswith("/") else posixpath.join(cwd or "/", text)) if (
        glob) else None
    return PathInfo(raw, path, region, sensitivity, regenerable, glob, contents_of, pattern)


def globs_meet(rule: str, pattern: str) -> bool:
    """Whether some path matches both shell globs: a rule's glob over whole paths and a command's pattern
    (`*/lib/python[23].*/*` and `~/.local/share/uv/python/*/lib/python3.11/x.py` meet in
    `…/cpython-3.11/lib/python3.11/x.py`): the rule's `*` crosses `/` (the engine's globs do) and may
    swallow the command's wildcards; the command's `*` writes none of the rule's literal letters (it meets
    the rule where its own letters do), and its `?` or `[…]` stands for any one letter. Linear in the
    product of the two lengths (each pair of positions is visited once)."""
    if "?" not in pattern and "[" not in pattern and not all(
            run in pattern for run in _LITERAL_RUNS.split(rule) if run):
        # (the command's stars spell none of the rule's letters, so each literal run of the rule must be
        # written out in the command's pattern: most rules fail here, without the walk below)
        return False
    a, b = _glob_tokens(rule), _glob_tokens(pattern)
    seen: set[tuple[int, int]] = set()
    todo = [(0, 0)]
    while todo:
        i, j = todo.pop()
        if (i, j) in seen:
            continue
        seen.add((i, j))
        if i == len(a) and j == len(b):
            return True
        if i < len(a) and a[i] == "*":
            todo.append((i + 1, j))  # the rule's star matches nothing more
            if j < len(b):
                todo.append((i, j + 1))  # or takes the pattern's next part (a star inside a star)
            continue
        if j < len(b) and b[j] == "*":
            # the command's star spells none of the rule's literal text (which the rule's own star, above,
            # may swallow): `/home/*/.bash_history` could be `/home/site-packages/.bash_history`, but a
            # pattern only reaches a rule's place by the letters it writes out
            todo.append((i, j + 1))
            continue
        if i < len(a) and j < len(b) and (a[i] == b[j] or len(a[i]) != 1 or len(b[j]) != 1
                                          or "?" in (a[i], b[j])):
            todo.append((i + 1, j + 1))  # (a `[…]` class, two or more letters long, meets any letter)
    return False


# What separates a glob's literal runs: its wildcards and bracket classes.
_LITERAL_RUNS = lazy_compile(r"\*+|\?|\[[^]]*\]")


def _glob_tokens(glob: str) -> list[str]:
    """A glob's parts: `*` (runs of stars as one), `?`, a whole `[…]` class, or one literal letter."""
    out: list[str] = []
    i = 0
    while i < len(glob):
        ch = glob[i]
        end = glob.find("]", i + 2) if ch == "[" else -1
        if ch == "[" and end > 0:
            out.append(glob[i:end + 1])
            i = end + 1
            continue
        if ch != "*" or not out or out[-1] != "*":
            out.append(ch)
        i += 1
    return out


# A project's own pattern (`secrets/*.key`, `tests/fixtures/*.pem`) keeps the name rules above (a test
# stand-in is no secret), and scratch holds nothing kept: the pattern's kind counts elsewhere.
_PATTERN_KEY_REGIONS_NOT = frozenset({PSEUDO, NETWORK, PROJECT, CWD, GIT, SCRATCH})
_LITERAL_CREDENTIAL_NAMES = tuple(n for n in _CREDENTIAL_NAMES if _GLOB_CHARS.isdisjoint(n))
_PATTERN_PARTS = lazy_compile(r"\[[^]]*\]|[?*]")


def _names_key_files(last: str) -> bool:
    """A name pattern whose every spelling the shell could fill in names a key or a password
    database by its kind (`*.pem`, `*.kdbx`, `id_rsa*`), not one that only may (`*`, `*.txt`)."""
    if not last or _GLOB_CHARS.isdisjoint(last) or len(_PATTERN_PARTS.sub("", last)) < 3:
        return False  # (`*`, `.*`, `?`: patterns with no kind in them)
    # (a pattern led by literal text, `id_*`, names the keys it starts like; one led by a wildcard names a
    # kind only by what it ends in: `*.pem` does, `*.json` names every JSON file, a few of them secrets)
    return any(_CREDENTIAL_NAME_RE.match(_PATTERN_PARTS.sub(fill, last)) for fill in ("x", "")) or (
        last[0] not in _GLOB_CHARS and any(fnmatchcase(name, last) for name in _LITERAL_CREDENTIAL_NAMES))


def _names_project_git(pattern: str, cwd: str | None) -> bool:
    """Does the glob expand to the working directory's `.git` (`.*`, `./.g*`, `.[a-z]*`)? Only a last
    part that starts with a dot names dot-entries, as the shell expands it."""
    folder, _, last = pattern.rstrip("/").rpartition("/")
    here = folder in ("", ".") or (cwd is not None and _normal(folder) == cwd)
    return here and last.startswith(".") and fnmatchcase(".git", last)


def looks_like_path(word: str) -> bool:
    """A cheap test for words worth classifying as paths (used to pick out operands)."""
    if not word or word.startswith("-") or "://" in word:
        return False
    return word[0] in "/~.$" or "/" in word or not _GLOB_CHARS.isdisjoint(word)

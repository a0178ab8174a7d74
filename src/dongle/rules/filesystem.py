"""Filesystem rules: deleting, overwriting, wiping and opening up files, judged by where they live.

Targets are classified paths (`dongle.paths`): `rm -rf build` inside the project is regenerable
output, `rm -rf src` is project data, `rm -rf ~`, `/`, `/etc`, `.git` or the working directory
itself are catastrophic. Examples run with cwd /home/dev/project and HOME /home/dev unless given.
"""

from dongle.paths import AGENT_INSTRUCTION_NAMES, SYSTEM_DIRS
from dongle.rules.facts import GIT_SCRATCH_NAMES

# Serial ports: USB-serial adapters, a board's CDC-ACM port, UARTs, macOS's call-out and dial-in names and
# the stable `/dev/serial/by-id/…` links. What is written there goes to the peripheral on the line.
SERIAL_PORTS = ("/dev/ttyUSB*", "/dev/ttyACM*", "/dev/ttyS[0-9]*", "/dev/ttyAMA*", "/dev/ttyTHS*",
                "/dev/cu.*", "/dev/tty.*", "/dev/serial/*")

# Trees a site or package is published from as they are (a deploy or an archive copies them whole).
_PUBLISHED_TREES = tuple(f"{prefix}{tree}/*" for tree in ("public", "static", "www", "htdocs", "dist",
                                                          "site", "_site", "docs", "wwwroot")
                         for prefix in ("", "./", "*/"))
# Web servers' document roots, served as they are (Debian's Apache, nginx's default, Arch's, user sites).
WEB_ROOTS = ("/var/www/html", "/var/www/html/*", "/usr/share/nginx/html", "/usr/share/nginx/html/*",
             "/srv/http", "/srv/http/*", "*/public_html", "*/public_html/*", "/var/www/*/public/*",
             "/var/www/*/htdocs/*", "/var/www/htdocs/*")
_RECOVER_FILES = "Restore from version control (`git checkout HEAD -- PATH`) or from a backup or snapshot."
_CATASTROPHIC = "Recovery needs a full restore from backup; there is no undo for an unlinked tree."


# mke2fs and its names: `-n` makes it print what it would do and create nothing (mke2fs(8)); the BSDs'
# newfs and mkfs.xfs say the same with `-N`. A maker told so reads the device, it does not format it.
_EXT_MAKERS = ("mkfs.ext2", "mkfs.ext3", "mkfs.ext4", "mke2fs")
_XFS_MAKERS = ("mkfs.xfs", "newfs")


# chmod modes that leave a file to its owner alone (who keeps reading it; nothing for group or others),
# and the places and names of private keys, to which that is what a hardening guide asks
# (fs.chmod-system-file-closed)
_OWNER_ONLY_MODES = ("[4-7]00", "0[4-7]00", "go-rwx", "og-rwx", "go-rw", "og-rw", "go=", "og=", "u=rw,go=",
                     "u=r,go=", "u=rwx,go=", "g-rwx,o-rwx", "o-rwx,g-rwx", "u=rw,g=,o=", "u=r,g=,o=")
_PRIVATE_KEY_PLACES = ("*/private", "*/private/*")
_PRIVATE_KEY_NAMES = ("*.key", "*_key", "privkey*.pem", "*-key.pem", "*.key.pem", "*_key.pem")

# The release folders of a deploy layout under the places applications are deployed to (fs.rm-old-releases).
_RELEASE_DIRS = ("/srv/*/releases", "/srv/*/releases/*", "/opt/*/releases", "/opt/*/releases/*",
                 "/var/www/*/releases", "/var/www/*/releases/*", "/home/*/apps/*/releases",
                 "/home/*/apps/*/releases/*")

# Developer tools' own folders at the top of home: what each holds, the tool downloads, builds or issues
# again (fs.rm-home-tool-state). Stores of keys, mail, browser profiles and wallets are not tools' state.
_HOME_TOOL_STATE = (".gradle", ".m2", ".android", ".ivy2", ".sbt", ".conan", ".conan2", ".cargo", ".rustup",
                    ".npm", ".nvm", ".pyenv", ".rbenv", ".sdkman", ".gem", ".nuget", ".dotnet", ".kube",
                    ".minikube", ".aws", ".azure", ".terraform.d", ".vagrant.d", ".docker")

COMMANDS = {
    "rm": {
        "aliases": {"--recursive": "-r", "-R": "-r", "--force": "-f", "--dir": "-d"},
        "values": ("--interactive",),
    },
    ("cp", "mv", "install"): {
        "aliases": {
            "--recursive": "-r",
            "-R": "-r",
            "--force": "-f",
            "--no-clobber": "-n",
            "-a": "-r",
            "--archive": "-r",
        },
        "values": (
            "-t",
            "--target-directory",
            "-S",
            "--suffix",
            "-m",
            "--mode",
            "-o",
            "-g",
            "--owner",
            "--group",
        ),
    },
    ("chmod", "chown", "chgrp"): {"aliases": {"--recursive": "-R"}, "values": ("--reference",)},
    "setfacl": {"aliases": {"--recursive": "-R", "--modify": "-m", "--remove": "-x", "--set": "-s"},
                "values": ("-m", "-x", "-s", "-M", "-X", "--set-file", "--modify-file", "--remove-file")},
    "find": {"single_dash": True},
    # `hdfs dfs -rm -r -skipTrash /x`: the shell-style verbs are whole words (`-rm`, `-rmr`)
    ("hdfs", "hadoop"): {"single_dash": True},
    "dd": {"single_dash": True},
    "shred": {
        "aliases": {"--remove": "-u", "--zero": "-z", "--iterations": "-n", "--force": "-f"},
        "values": ("-n", "-s", "--size", "--random-source"),
    },
    "truncate": {"values": ("-s", "--size", "-r", "--reference")},
    # xxd's numeric options (`-c 16`, `-l 64`) take a value: only the operands after them are the input and
    # the output file (`xxd -p -c 16 KEY` reads KEY and writes nothing)
    "xxd": {"values": ("-c", "-cols", "-g", "-groupsize", "-l", "-len", "-o", "-offset", "-s", "-seek", "-n",
                       "-name")},
    "uniq": {"values": ("-f", "--skip-fields", "-s", "--skip-chars", "-w", "--check-chars")},
    "fallocate": {"values": ("-l", "--length", "-o", "--offset")},
    "rsync": {
        "aliases": {"--recursive": "-r", "-a": "-r", "--archive": "-r"},
        "values": (
            "--exclude",
            "--include",
            "-e",
            "--rsh",
            "--filter",
            "-f",
            "--exclude-from",
            "--include-from",
            "--files-from",
            "--backup-dir",
            "--chown",
            "--chmod",
        ),
    },
    "tee": {"aliases": {"--append": "-a"}},
    ("sed", "gsed"): {
        "aliases": {"--in-place": "-i", "--expression": "-e"},
        "values": ("-e", "-f", "--file"),
    },
    "ln": {"aliases": {"--symbolic": "-s", "--force": "-f"},
           "values": ("-t", "--target-directory", "-S", "--suffix")},
    "tar": {"values": ("-C", "--directory", "-f", "--file", "--exclude", "-T", "--files-from")},
    "unzip": {"values": ("-d", "-x")},
    ("mkfs", "mke2fs", "mkswap", "fdisk", "sfdisk", "gdisk", "sgdisk", "parted", "blkdiscard"): {
        "values": ("-t", "-L", "-b", "-O")
    },
    # mke2fs under its other names: the options that take a value, so a cluster such as `-Ln` reads as
    # the label `n`, never as the no-op flag `-n` (fs.format-device-ext)
    _EXT_MAKERS: {"values": ("-t", "-L", "-b", "-O", "-T", "-E", "-C", "-d", "-e", "-g", "-G", "-i", "-I",
                             "-j", "-J", "-l", "-m", "-M", "-N", "-o", "-r", "-U", "-z")},
    # mkfs.xfs's options take sub-option lists (`-n size=…`, `-L label`); -N alone prints and writes nothing
    _XFS_MAKERS: {"values": ("-b", "-d", "-i", "-l", "-L", "-m", "-n", "-p", "-r", "-s", "-c")},
    "wipefs": {"values": ("-t", "--types", "-o", "--offset", "-O", "--output"),
               "aliases": {"--all": "-a", "--offset": "-o", "--no-act": "-n"}},
}

SAFE_COMMANDS = (
    # a metadata reader whose writes keep `NAME_original` copies unless told not to (its in-place writes
    # are fs.originals-metadata-overwritten)
    "exiftool",
    "ls",
    "ll",
    "dir",
    "cat",
    "bat",
    "head",
    "tail",
    "less",
    "more",
    "wc",
    "sort",
    "uniq",
    "diff",
    "cmp",
    "file",
    "stat",
    "du",
    "df",
    "tree",
    "pwd",
    "realpath",
    "readlink",
    "basename",
    "dirname",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ag",
    "ack",
    "jq",
    "yq",
    "awk",
    "gawk",
    "sed",
    "cut",
    "tr",
    "tee",
    "echo",
    "printf",
    "true",
    "false",
    "test",
    "[",
    "[[",
    "touch",
    "mkdir",
    "cp",
    "mv",
    "ln",
    "tar",
    "unzip",
    "zip",
    "gzip",
    "gunzip",
    "zcat",
    "xz",
    "unxz",
    "bzip2",
    "bunzip2",
    "zstd",
    "7z",
    "md5sum",
    "sha256sum",
    "sha1sum",
    "sha512sum",
    "shasum",
    "cksum",
    "base64",
    "xxd",
    "od",
    "hexdump",
    "strings",
    "column",
    "nl",
    "paste",
    "join",
    "comm",
    "split",
    "fold",
    "fmt",
    "rev",
    "tac",
    "iconv",
    "envsubst",
    "mktemp",
    "which",
    "whereis",
    "type",
    "command",
    "hash",
    "man",
    "apropos",
    "whatis",
    "info",
    "help",
    "sleep",
    "date",
    "cal",
    "seq",
    "yes",
    "find",
    "fd",
    "locate",
    "cd",
    "pushd",
    "popd",
    "dirs",
    "export",
    "set",
    "unset",
    "source",
    ".",
    "alias",
    "read",
    "wait",
    "exit",
    "return",
    "shift",
    "local",
    "declare",
    "typeset",
    "let",
    "eval",
    "exec",
    "trap",
    "umask",
    "ulimit",
    "times",
    "getopts",
    "xargs",
    "clear",
    "tput",
    "stty",
    "script",
    "column",
    "watch",
    "time",
    "timeout",
    "nice",
    "nohup",
    "env",
    "printenv",
    "id",
    "whoami",
    "groups",
    "uname",
    "hostname",
    "uptime",
    "w",
    "who",
    "last",
    "ps",
    "pgrep",
    "top",
    "htop",
    "free",
    "vmstat",
    "iostat",
    "lsof",
    "lsblk",
    "blkid",
    # nvme-cli's reports read the drive; what erases or changes it is ruled (fs.nvme-erase, fs.nvme-change)
    "nvme",
    # LVM's listings (volumes, groups, physical disks) only read the metadata, as lsblk does
    "lvs",
    "vgs",
    "pvs",
    "lvdisplay",
    "vgdisplay",
    "pvdisplay",
    # LVM's tools that make, grow, rename or activate volumes in place: nothing on them is lost (lvreduce's
    # and lvresize's shrinks, an absolute size included, are read by effect: classify/durability_lowered.py).
    # Not vgextend: it writes a physical volume's label over the disk it is handed, judged by that disk
    "lvcreate",
    "lvextend",
    "lvresize",
    "lvreduce",
    "lvchange",
    "lvrename",
    "lvconvert",
    "vgchange",
    "mount",
    "findmnt",
    "nproc",
    "lscpu",
    "arch",
    "locale",
    "tput",
    "dd",
    "truncate",
    "chmod",
    "chown",
    "chgrp",
    "rmdir",
    "rm",
    "shred",
    "rsync",
    "install",
    "patch",
    "csplit",
    "expand",
    "unexpand",
    "sha224sum",
    "b2sum",
    "tsort",
    "pr",
    "look",
    "numfmt",
    "factor",
    "expr",
    "bc",
    "dc",
    "getconf",
    "ldd",
    "nm",
    "objdump",
    "readelf",
    "size",
    "otool",
    "open",
    "xdg-open",
    "pbcopy",
    "pbpaste",
    "xclip",
    "less",
    "view",
    "vim",
    "vi",
    "nano",
    "emacs",
    "code",
    "sqlite3",
    "mkfifo",
    "sync",
    "fc",
    "history",
    "jobs",
    "fg",
    "bg",
    "disown",
    "complete",
    "shopt",
    "builtin",
    "caller",
    "enable",
    "compgen",
    "bind",
    "mapfile",
    "readarray",
    "printf",
    ":",
)

_REC = ("-r",)

# chmod modes that let other users read or write: a last octal digit of 4-7, or o+/a+ grants.
_EXPOSING_MODES = ("[0-7][0-7][4-7]", "[0-7][0-7][0-7][4-7]", "o+*", "a+r*", "a+w*", "+r", "+w", "go+*",
                   "ugo+*", "a=r*", "o=r*")
# chmod modes that take read or execute away from the file's owner: `-x`, `a-r`, `u=w`, or an owner
# digit without read (`go-w`, taking write from others, is hardening and not among them).
_MODES_TAKING_AWAY = ("-*[rx]*", "[ua]-*[rx]*", "u[go]-*[rx]*", "u[go][go]-*[rx]*", "[ua]=", "[ua]=w", "=",
                      "=w", "[0-3][0-7][0-7]", "0[0-3][0-7][0-7]")
# Names of files an interpreter or a shell runs (a hook script's).
_SCRIPT_NAMES = ("*.sh", "*.bash", "*.py", "*.js", "*.mjs", "*.cjs", "*.ts", "*.rb", "*.pl")
# Agent instruction files: agent configuration, but editing them is ordinary (if reviewed) work.
_INSTRUCTION_FILES = AGENT_INSTRUCTION_NAMES
# Files a system cannot boot or run a program without (basenames, matched in system directories).
_CORE_FILE_NAMES = ("libc.so.6", "libc.so", "libc-*.so", "ld-linux*.so.[12]", "ld.so.preload",
                    "libpthread.so.0",
                    "libdl.so.2", "libm.so.6", "fstab", "vmlinuz*", "initrd*", "grub.cfg", "bash", "sh",
                    "dash",
                    "sudo", "init", "systemd", "sysrq-trigger")
# The trees a running system is made of: configuration, boot, binaries, libraries, root's home.
CORE_TREES = ("/etc", "/boot", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/usr/bin", "/usr/sbin",
              "/usr/lib",
              "/usr/libexec", "/usr/share", "/root", "/System", "/private/etc")

# The operating system's own trees: deleting anything inside them breaks the machine or its services.
OS_TREES = (*CORE_TREES, "/usr/include", "/usr/lib32", "/usr/lib64", "/usr/games", "/var/lib",
            "/var/spool", "/var/log", "/var/mail", "/var/backups", "/var/db",
            "/snap", "/nix", "/Library", "/Applications", "/sys", "/proc", "/dev", "/run", "/private/var")
# Top-level system directories (and the few second-level ones that are whole areas).
# A Windows drive's own trees seen through WSL (`/mnt/c/Users` is every Windows user's home, as /home is)
_WSL_TOPS = tuple(f"/mnt/{drive}/{tree}" for drive in "cdef" for tree in ("Users", "Windows", "ProgramData"))
SYSTEM_TOPS = (*SYSTEM_DIRS, "/var/www", "/var/cache", "/usr/local", "/srv/www", "/private/var", *_WSL_TOPS)
# Directories whose children are whole services, applications or mounted volumes.
# Folders that hold backups, wherever they are mounted (`/srv/backups`, `/var/backups`, `/backup`,
# `~/backups`, `/mnt/nas-backup`): what is in them is the copy everything else is restored from.
_BACKUP_FOLDERS = ("*/backup", "*/backups", "*[-_]backup", "*[-_]backups", "*/backup[-_]*", "*/backups[-_]*")
# such a folder or any folder inside it
_BACKUP_PLACES = (*_BACKUP_FOLDERS, *(f"{folder}/*" for folder in _BACKUP_FOLDERS))
SYSTEM_AREAS = ("/srv", "/opt", "/var/www", "/srv/www", "/srv/http", "/mnt", "/media", "/Volumes", "/var/opt")

# The tops of the operating system's trees (a find rooted here reaches every file of the tree).
_OS_TREE_TOPS = ("", "/etc", "/usr", "/usr/bin", "/usr/sbin", "/usr/lib", "/usr/lib64", "/usr/libexec",
                 "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/boot", "/usr/local/lib", "/lib/modules",
                 "/etc/systemd", "/System", "/Library")
# Name patterns (as find's -name words, a literal `*` written `[*]`) for what a system loads and runs on.
_SYSTEM_FILE_KINDS = ("[*].so", "[*].so[*]", "[*].so.*", "[*].ko", "[*].ko[*]", "[*].ko.*", "[*].dylib",
                      "lib[*]", "lib*[*]", "[*].conf", "[*].cfg", "[*].service", "[*].target", "[*].socket",
                      "[*].py", "[*].pm", "[*].rb", "[*].jar", "[*].dll", "[*].sys", "[*].kext",
                      "[*].framework")
# Database servers' data directories: the files there are the database's rows.
_DATABASE_DATA_DIRS = ("/var/lib/mysql", "/var/lib/mariadb", "/var/lib/postgresql", "/var/lib/pgsql",
                       "/var/lib/mongodb", "/var/lib/mongo", "/var/lib/redis", "/var/lib/elasticsearch",
                       "/var/lib/opensearch", "/var/lib/cassandra", "/var/lib/clickhouse",
                       "/var/lib/influxdb",
                       "/var/lib/couchdb", "/var/lib/neo4j", "/var/lib/etcd", "/var/lib/rabbitmq",
                       "/var/lib/kafka", "/var/lib/zookeeper", "/var/lib/mssql", "/var/opt/mssql",
                       "/usr/local/var/postgres", "/usr/local/var/mysql", "/opt/homebrew/var/mysql",
                       "/opt/homebrew/var/postgres", "/usr/local/pgsql/data")
# Words that make a device tool only read: cryptsetup's header dumps and status, zpool's reports.
_DEVICE_READS = ("luksDump", "luksdump", "status", "isLuks", "isluks", "luksUUID", "luksuuid", "tcryptDump",
                 "bitlkDump", "fvault2Dump", "benchmark", "list", "iostat", "get", "history", "--no-act",
                 "--help", "--version")
# Words that make a device tool open, close, resize or manage who may reach a device without rewriting its
# data: a LUKS volume opened or closed, a key slot added, changed or removed (fs.luks-key-removed pauses
# the removal), its header backed up; a pool's disk brought online or offline, detached (sys.array-member-
# out pauses), its errors cleared, the pool scrubbed, imported or exported.
_DEVICE_KEPT = ("open", "luksopen", "close", "luksclose", "luksaddkey", "lukschangekey",
                "lukskillslot", "luksremovekey", "luksheaderbackup", "resize", "refresh", "online", "offline",
                "detach", "clear", "scrub", "import", "export")
# nvme-cli's reports (they read the controller and its logs) and the subcommands that destroy what the
# drive holds.
_NVME_READS = ("list", "list-subsys", "list-ns", "list-ctrl", "smart-log", "id-ctrl", "id-ns",
               "id-ns-granularity", "error-log", "fw-log", "get-log", "effects-log", "self-test-log",
               "endurance-log", "persistent-event-log", "supported-log-pages", "show-regs", "get-feature",
               "get-property", "show-topology", "version", "help", "--version", "--help", "-h")
_NVME_ERASES = ("format", "sanitize", "write-zeroes", "write-uncor", "write", "dsm", "delete-ns")
# sgdisk's options that change the disk's partition table (short and long, `--new=…` read by its key).
_SGDISK_WRITES = ("-Z", "--zap-all", "-z", "--zap", "-o", "--clear", "-n", "--new", "-d", "--delete", "-t",
                  "--typecode", "-c", "--change-name", "-l", "--load-backup", "-R", "--replicate", "-G",
                  "--randomize-guids", "-g", "--mbrtogpt", "-m", "--gpttombr", "-h", "--hybrid", "-e",
                  "--move-second-header", "-s", "--sort", "-A", "--attributes",
                  "-u", "--partition-guid", "-U", "--disk-guid", "-N", "--largest-new", "-r", "--transpose",
                  "-j", "--adjust-main-table", "-k", "--move-main-table", "-C", "--recompute-chs")
# Data stores by the names their data directories go by wherever an operator puts them (`/srv/postgres`,
# `/data/mysql`, `/mnt/minio/data`): the directory, or its `data` directory, is the store's data.
_DATA_STORE_NAMES = ("postgres", "postgresql", "pgsql", "pgdata", "mysql", "mariadb", "mongodb", "mongo",
                     "minio", "redis", "elasticsearch", "opensearch", "cassandra", "scylla", "clickhouse",
                     "influxdb", "couchdb", "neo4j", "etcd", "kafka", "zookeeper", "rabbitmq", "mssql",
                     "cockroach", "timescaledb")
_DATA_STORE_DIRS = tuple(f"*/{name}{tail}" for name in _DATA_STORE_NAMES
                         for tail in ("", "/", "/data", "/data/", "/data/*", "/[0-9]*/data", "/[0-9]*/main"))
# An application's whole store: its `data` folder in a server's application area, a NAS volume's
# shared folder (a glob's `*` crosses `/`: what lies deeper is left out by the second list).
_APP_DATA_STORES = (*(f"{area}/*/data" for area in ("/srv", "/opt", "/var/www", "/var/opt", "/data")),
                    "/volume[0-9]/*", "/volume[0-9][0-9]/*")
_DEEPER_THAN_APP_DATA = (*(f"{area}/*/*/*" for area in ("/srv", "/opt", "/var/www", "/var/opt", "/data")),
                         "/volume[0-9]/*/*", "/volume[0-9][0-9]/*/*")
# A data directory's bookkeeping, not its data: the socket, pid and lock files, the error log.
_SERVER_BOOKKEEPING = ("*.sock", "*.sock.lock", "*.pid", "*.lock", "lock", "*.err", "*.log", "*.log.*",
                       "postmaster.opts", "debian-*.flag", "*.tmp")

# setfacl entries that let every other user write (`o::rwx`, `other:rw`, also inside a list of entries).
_OTHERS_WRITE_ACL = ("o:*w*", "other:*w*", "*,o:*w*", "*,other:*w*", "d:o:*w*", "default:other:*w*")
# Modes and ACL entries that let every user write.
_WORLD_WRITABLE = ("*777", "a+rwx", "ugo+rwx", "a=rwx", "o+w", "a+w", "*666", *_OTHERS_WRITE_ACL)
# Stores of keys made on this machine, by their folder's name: keychains and keyrings, GnuPG, SSH, pass.
# (A cloud CLI's login, `~/.config/gcloud`, is made again by logging in: corpus dc-0061 pauses.)
_KEY_STORES = ("keychains", "keyrings", ".gnupg", ".ssh", ".password-store")
# Programs every user and script runs (base names in the system's binary directories).
_STANDARD_PROGRAMS = (
    "ls", "ps", "cat", "cp", "mv", "rm", "find", "grep", "login", "passwd", "su", "ssh", "sshd", "scp", "top",
    "netstat", "ss", "who", "w", "last", "id", "whoami", "kill", "mount", "crontab", "systemctl", "python",
    "python3", "perl", "env", "curl", "wget", "git", "tar", "chmod", "chown", "ln", "awk", "sed", "less",
    "head", "tail", "sort", "uname", "ip", "ifconfig", "lsof", "useradd", "usermod", "gpg", "openssl",
    "pkexec", "doas", "node", "docker")
# Programs that do nothing (and succeed or fail at once), and the tools an agent's hooks, tests and
# builds call by name: planting the first under the second's name disables it silently.
_NOOP_PROGRAMS = ("true", "false", "*/true", "*/false", "/dev/null", ":")
_SHADOWED_TOOLS = ("python2", "bash", "sh", "zsh", "jq", "npm", "npx", "pnpm", "yarn", "uv", "pip", "pip3",
                   "pytest", "make", "go", "cargo", "rustc", "java", "ruby", "deno", "bun", "sudo", "dongle")
# Archive file names: a move into one of these keeps the files on this machine.
_LOCAL_ARCHIVES = ("*.tar", "*.tgz", "*.tar.gz", "*.tar.xz", "*.txz", "*.tar.bz2", "*.tbz2", "*.tar.zst",
                   "*.zip", "-*f*.tar", "-*f*.tgz")

# openssl's key generators: their output is a key made now, not one read or replaced
_KEY_GENERATORS = ("genrsa", "genpkey", "gendsa", "ecparam", "req")
# ssh-keygen's modes other than making a key: fingerprint, public key, known_hosts edits, passphrase or
# comment change, format conversion, signing, certificates, revocation lists
_KEYGEN_OTHER_MODES = ("-l", "-y", "-R", "-F", "-H", "-e", "-i", "-p", "-c", "-D", "-L", "-Q", "-k", "-s",
                       "-Y", "-r", "-B", "-K", "-A")
# ssh-keygen making a key whose file (-f) is a credential outside the project
_KEYGEN_OVER_HOME = {"cmd": ("ssh-keygen",), "flags_none": _KEYGEN_OTHER_MODES,
                     "targets": {"of": "args", "sensitivity": "credential",
                                 "region": ("root", "system", "home", "home_data", "outside", "unknown")}}

# HDFS scratch: a job's temporary directory, made again by the next run
# Per-user software directories: unpacked programs live there, off PATH and out of start-up files.
# A language's shared package directory inside a system tree (`/usr/lib/node_modules`,
# `/usr/lib/python3/dist-packages/awscli`): package files, with no set-uid program, key or service state
# among them. Handing them to a user is a broad permission change a human confirms, not a broken system.
_LANGUAGE_PACKAGE_DIRS = ("*/node_modules", "*/node_modules/*", "*/site-packages", "*/site-packages/*",
                          "*/dist-packages", "*/dist-packages/*", "*/gems", "*/gems/*")
_USER_SOFTWARE_DIRS = ("/home/*/opt", "/home/*/opt/*", "*/.local/opt", "*/.local/opt/*", "/Users/*/opt",
                       "/Users/*/opt/*")
# Install directories of development kits, toolchains and IDEs, as vendors' installers name them.
_TOOLKIT_DIRS = ("*sdk*", "*toolchain*", "*jdk*", "jre*", "go", "golang", "flutter", "node-v*", "*conda*",
                 "miniforge*", "cuda", "cuda-*", "julia-*", "zig-*", "gradle*", "apache-maven*", "maven",
                 "idea*", "intellij*", "pycharm*", "clion*", "goland*", "webstorm*", "rider*",
                     "android-studio*",
                 "visual-studio-code", "sublime_text", "swift-*", "dotnet", "llvm*", "clang+llvm*",
                 "gcc-arm*", "arm-gnu-*", "platform-tools", "cmdline-tools", "jetbrains-toolbox*")
# scratch: the cluster's /tmp, and a user's own tmp under their HDFS home
_HDFS_SCRATCH = ("/tmp/*", "hdfs://*/tmp/*", "/user/*/tmp/*", "hdfs://*/user/*/tmp/*")

# Where the user's own files are that the project does not hold: the home and its folders, mounted and
# system places (a NAS share under /mnt), the root.
_USERS_ORIGINALS = ("home", "home_data", "system", "outside", "root")


RULES = [
    {
        "id": "fs.rm-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes the filesystem root",
        "safer": "Delete the specific directory you mean, by its full path, after listing it with `ls`.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"region": "root"}},
        "examples": {
            "match": [
                "rm -rf /",
                "rm -fr /",
                "rm -r -f /",
                "rm --recursive --force /",
                "rm -rf -- /",
                "rm -rf /*",
                "rm -rf --no-preserve-root /",
            ],
            "no_match": ["rm -rf /tmp/build", "rm -f /", "echo rm -rf /"],
        },
    },
    {
        "id": "fs.rm-system",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes inside the operating system's own trees (configuration, binaries, "
        "libraries, package and service state)",
        "safer": "Remove the package or service that owns the directory with the system package manager.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": "system", "regenerable": False, "under": OS_TREES}},
        "examples": {
            "match": [
                "rm -rf /etc",
                "rm -fr /var/lib/postgresql",
                "rm --recursive --force /usr/bin",
                "rm -rf /tmp/safe /etc/passwd",
                "rm -rf /tmp/../etc",
                "rm -R /usr/lib",
            ],
            "no_match": ["rm -rf /tmp/x", "rm -rf /var/tmp/cache", "rm /etc/hosts.bak",
                         "rm -rf /srv/uploads/2023"],
        },
    },
    {
        "id": "fs.rm-system-top",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a top-level system directory (/srv, /opt, /var, /mnt, /usr/local …)",
        "safer": "Delete the one sub-directory you mean, after listing it.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"region": "system", "at": SYSTEM_TOPS}},
        "examples": {"match": ["rm -rf /srv", "sudo rm -rf /opt/", "rm -rf /var/www",
                               "rm -rf /mnt/c/Users/*"],
                     "no_match": ["rm -rf /srv/uploads/2023", "rm -rf /opt/app/cache",
                                  "rm -rf /mnt/c/Users/dev/Downloads/tmp"]},
    },
    {
        "id": "fs.rm-system-area",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a whole service or application area (a directory directly under /srv, "
        "/opt, /var/www, /mnt or /media)",
        "safer": "Delete the one sub-directory you mean, after listing it.",
        "recovery": _CATASTROPHIC,
        # a development kit's install directory (`/opt/android-sdk`, `/opt/jdk-21`) holds no data: its
        # installer puts it back, so removing it is one scoped deletion a human confirms (fs.rm-system-data)
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": "system", "regenerable": False, "child_of": SYSTEM_AREAS,
                              "name_not": _TOOLKIT_DIRS}},
        "examples": {"match": ["nohup rm -rf /srv/backups", "rm -rf /opt/gitlab", "rm -rf /var/www/html"],
                     "no_match": ["rm -rf /srv/uploads/2023", "rm -rf /opt/app/cache",
                                  "sudo rm -rf /opt/android-sdk",
                                  "sudo rm -rf /opt/google-cloud-sdk", "sudo rm -rf /opt/jdk-17.0.2"]},
    },
    {
        # `/var/lib/postgresql` stops as an OS tree; the same store's data kept under a service area or a
        # data mount (`/srv/postgres/data`, `/data/mysql`) is the same database lost, wherever it lives
        "id": "fs.rm-data-store-dir",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a data store's data directory outside the project (a directory "
        "named for PostgreSQL, MySQL, MongoDB, MinIO, Redis …, or its data directory): the database is "
        "lost as a DROP would lose it",
        "safer": "Drop what you mean through the database; move the directory aside (`mv DIR DIR.old`) and "
        "keep it until the service runs without it.",
        "recovery": "Restore the data directory from a backup or a replica; without one the data is gone.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": ("system", "outside"), "regenerable": False,
                              "path": _DATA_STORE_DIRS}},
        "examples": {"match": ["rm -rf /srv/postgres/data", "sudo rm -rf /data/mysql",
                               "rm -rf /srv/minio/data/*", "rm -rf /opt/pgsql/16/data"],
                     "no_match": ["rm -rf /srv/postgres/backups/2023", "rm -rf /opt/app/data",
                                  "rm -rf /tmp/postgres", "rm -rf ./docker/postgres/data"]},
    },
    {
        # an application's whole store outside any project: its `data` folder in a server's application
        # area (Nextcloud's users' files, Gitea's, GitLab's), or a NAS volume's shared folder
        # (`/volume1/photo`): every user's files of that service at once
        "id": "fs.rm-app-data-store",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes an application's whole data store outside the project (its data "
        "folder in a server's application area, a NAS volume's shared folder): every user's files it keeps "
        "are lost",
        "safer": "Move it aside (`mv DIR DIR.old`) and keep it until the service runs without it; delete "
        "what you mean inside it, after listing it.",
        "recovery": "Restore from a backup or snapshot of the volume; without one the data is gone.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": ("system", "outside"), "regenerable": False,
                              "path": _APP_DATA_STORES, "path_not": _DEEPER_THAN_APP_DATA}},
        "examples": {"match": ["sudo rm -rf /srv/nextcloud/data", "rm -rf /opt/gitlab/data/*",
                               "rm -rf /volume1/photo", "sudo rm -rf /volume1/docker/*"],
                     "no_match": ["rm -rf /srv/nextcloud/data/appdata_oc1/preview",
                                  "rm -rf /srv/app/data/cache", "rm -rf ./data", "rm -rf /tmp/x/data",
                                  "rm -rf /volume1/photo/2019/dupes",
                                  "rm -rf /srv/a/b/data"]},
    },
    {
        # a forge's repositories folder (Gitea's, GitLab's, a bare-repository host's): every repository
        # it serves, with the history no clone may hold whole
        "id": "fs.rm-forge-repositories",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes a server's whole repositories folder: every repository it serves is "
        "lost, with what no clone holds (other branches, issues' refs, wikis)",
        "safer": "Delete the one repository meant through the forge (its web interface or API).",
        "recovery": "Restore the folder from a backup; clones give back only what each of them holds.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": ("system", "outside"), "regenerable": False,
                              "name": ("repositories", "repos")}},
        "examples": {"match": ["rm -rf /data/git/repositories",
                               "sudo rm -rf /var/opt/gitlab/git-data/repositories",
                               "rm -rf /srv/git/repositories/*"],
                     "no_match": ["rm -rf /srv/git/repositories/acme/old.git", "rm -rf ./repositories",
                                  "rm -rf /tmp/repos"]},
    },
    {
        "id": "fs.rm-system-data",
        "level": "dangerous",
        "irreversible": True,
        "reason": "recursively deletes a directory of data or applications outside the project (under /srv, "
        "/opt, /var/www, /mnt …)",
        "safer": "List it first and move it aside instead (`mv DIR DIR.old`).",
        "recovery": _RECOVER_FILES,
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"region": "system",
                                                                    "regenerable": False,
                                                                    "path_not": _RELEASE_DIRS}},
        "examples": {"match": ["rm -rf /srv/uploads/2023", "sudo rm -rf /opt/app/shared/uploads",
                               "sudo rm -rf /opt/app/releases/v1 /srv/app/shared"],
                     "no_match": ["rm -rf /tmp/x", "rm -rf /var/cache/app",
                                  "sudo rm -rf /opt/app/releases/v1"]},
    },
    {
        # fs.rm-system-data for the release folders of a deploy layout (`/srv/app/releases/20240601`, as
        # Capistrano, Deployer and their kin lay them out beside `shared/` and the `current` link): each is
        # a build of a tagged commit the deploy tool put there and prunes itself (`keep_releases`); the
        # next deploy puts one back. Removing them loses rollback targets, or the live site until that
        # deploy, which a human confirms, even on production hosts; the layout's `shared/` (uploads,
        # configuration) is data and keeps fs.rm-system-data.
        "id": "fs.rm-old-releases",
        "level": "destructive",
        "irreversible": True,
        "reason": "recursively deletes release folders of a deployed application: rollback targets (and the "
        "live release, if it is among them) go until the next deploy",
        "safer": "Keep the release `current` points to and the last few (`ls -1t releases | tail -n +6`), or "
        "let the deploy tool prune them.",
        "recovery": "Deploy the tagged commit again.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": "system", "path": _RELEASE_DIRS}},
        "examples": {"match": ["sudo rm -rf /opt/app/releases/v1", "rm -rf /var/www/shop/releases/2023*",
                               "sudo rm -rf /srv/app/releases"],
                     "no_match": ["rm -rf /srv/app/shared/uploads", "rm -rf /srv/releases-archive/2023",
                                  "rm -rf /srv/app/releases-data"]},
    },
    {
        "id": "fs.rm-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively deletes the home directory or one of its top-level entries",
        "safer": "Delete the one sub-directory you mean (for example `~/.cache/pip`), after listing it.",
        "recovery": _CATASTROPHIC,
        # the settings folder (`~/.config`) is what programs write back with their defaults: losing every
        # program's settings is costly, a pause (fs.rm-home-settings), not the home's data or keys; so is
        # one developer tool's own folder (fs.rm-home-tool-state)
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": "home", "regenerable": False,
                              "name_not": (".config", *_HOME_TOOL_STATE)}},
        "examples": {
            "match": [
                "rm -rf ~",
                "rm -rf ~/.config ~/Documents",
                "rm -rf ~/",
                "rm -rf $HOME",
                "rm -rf ~/.ssh",
                "rm -rf ../other-project",
                {"command": "rm -rf *", "cwd": "/home/dev"},
                {"command": "rm -rf /home/dev/project", "cwd": "/home/dev"},
            ],
            "no_match": ["rm -rf ~/.cache/pip", "rm -rf build", "rm -rf ~/.npm", "rm -rf ~/.cache",
                         "rm -rf ~/datasets/*.parquet"],
        },
    },
    {
        "id": "fs.rm-home-settings",
        "level": "dangerous",
        "irreversible": True,
        "reason": "recursively deletes the home's settings folder: every program's configuration and the "
        "logins some keep there",
        "safer": "Delete the one program's folder you mean (`rm -rf ~/.config/APP`), after listing it.",
        "recovery": "Restore from a backup; otherwise reconfigure each program and log in again.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"region": "home", "name": (".config",)}},
        "examples": {"match": ["rm -rf ~/.config", "rm -rf /tmp/build-123 /home/dev/.config"],
                     "no_match": ["rm -rf ~/.config/webapp/cache", "rm ~/.config"]},
    },
    {
        # One developer tool's folder at the top of home (`~/.gradle`, `~/.m2`, `~/.kube`, `~/.aws`): its
        # downloads, caches and settings, and the logins it keeps (registry tokens in gradle.properties or
        # settings.xml, cluster and cloud credentials), all of which the tool downloads, builds or issues
        # again; the user's files and the stores of keys made here (fs.destroy-credential-store) are not
        # among them. A costly loss a human confirms, not the home wiped.
        "id": "fs.rm-home-tool-state",
        "level": "dangerous",
        "irreversible": True,
        "reason": "recursively deletes a developer tool's whole folder in home: its caches, its settings and "
        "the logins it keeps (registry tokens, cluster or cloud credentials)",
        "safer": "Delete the cache inside it (`rm -rf ~/.gradle/caches`, `~/.m2/repository`), which is "
        "rebuilt, and keep its settings.",
        "recovery": "Reinstall or reconfigure the tool and log in again; its caches fill on the next build.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"region": "home", "regenerable": False, "name": _HOME_TOOL_STATE}},
        "examples": {"match": ["rm -rf ~/.gradle ~/.m2", "rm -rf ~/.kube", "rm -rf $HOME/.aws"],
                     "no_match": ["rm -rf ~/.gradle/caches", "rm -rf ~/.ssh", "rm ~/.m2", "rm -rf ~/.npm"]},
    },
    {
        # `rm -rf ~/.ssh` stops as a top-level entry of home; a key store deeper in it
        # (`~/Library/Keychains`, `~/.local/share/keyrings`) holds keys made here too, and so does every
        # file of one (`shred -u ~/.gnupg/*`): private keys that cannot be made again, only replaced
        # everywhere they were trusted. One named key (`rm ~/.ssh/id_old`) stays a pause
        "id": "fs.destroy-credential-store",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a store of keys made on this machine (a keychain or keyring, GnuPG or SSH keys): "
        "private keys cannot be recovered, only replaced wherever they were trusted",
        "safer": "Delete the one key you mean by name after listing the store, or move the store aside "
        "(`mv ~/.gnupg ~/.gnupg.bak`).",
        "recovery": "Restore the keys from a backup; otherwise generate new ones and replace them everywhere "
        "(authorized_keys, signing, cloud logins).",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  "targets": {"sensitivity": ("credential",), "region": ("home_data",), "name": _KEY_STORES}},
        "examples": {"match": ["rm -rf ~/Library/Keychains", "rm -rf ~/.local/share/keyrings"],
                     "no_match": ["rm -rf ~/.config/gcloud", "rm -rf ~/Library/Caches"]},
    },
    {
        "id": "fs.destroy-every-key",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every file of a credential store (`~/.gnupg/*`, `~/.ssh/*`, `~/.ssh/id_*`): the "
        "private keys are gone",
        "safer": "Delete the one key you mean by name, after listing the store.",
        "recovery": "Restore the keys from a backup; otherwise generate new ones and replace them everywhere "
        "they were trusted.",
        # a pattern for the public halves (`~/.ssh/*.pub`) picks no secret
        "match": {"cmd": ("rm", "shred", "unlink", "srm", "wipe"), "words_none": ("*.pub",),
                  "targets": {"of": "writes", "sensitivity": ("credential",), "glob": True}},
        "examples": {"match": ["shred -u ~/.gnupg/*", "rm -f ~/.ssh/*", "rm ~/.ssh/id_*"],
                     "no_match": ["rm ~/.ssh/id_old", "rm -f ~/.ssh/*.pub", "ls ~/.ssh/*"]},
    },
    {
        "id": "fs.rm-git-dir",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the repository's .git directory: all history, branches and stashes",
        "safer": "To start over, clone the repository again into a new directory.",
        "recovery": "Clone again from the remote; unpushed commits and stashes are lost.",
        "match": {
            "cmd": ("rm",),
            "flags_all": (_REC,),
            "targets": {"region": "git", "name": (".git", "objects", "refs", "logs", "packed-refs", "HEAD")},
        },
        "examples": {
            "match": [
                "rm -rf .git",
                "rm -rf ./.git/",
                "rm -r .git/objects",
                "rm -rf .git/*",
                "rm -rf sub/.git",
            ],
            "no_match": [
                "rm -rf .github/workflows/old.yml",
                "rm -f .git/index.lock",
                "rm -rf .git/hooks/pre-commit",
            ],
        },
    },
    {
        # a directory named NAME.git is a bare repository: the copy a git server (or a shared mirror)
        # holds, every branch, tag and pull-request ref everyone pushed there. A pattern over them
        # (`repositories/acme/*.git`) deletes every repository of an owner at once; one named bare
        # repository deleted is fs.rm-project-data's or fs.rm-system-data's pause
        "id": "fs.rm-bare-repositories",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every bare repository a pattern matches (`*.git`): each is a whole repository as "
        "the server holds it, with every branch and tag people pushed there",
        "safer": "Archive the repositories you mean first (`tar -czf repos.tgz …`), then delete them one by "
        "one by name.",
        "recovery": "Push each repository again from a full clone (`git push --mirror`); refs only the "
        "server held are lost.",
        # the pattern's last part names the repositories (the path a glob classifies as is its folder)
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "words_any": ("*[*?]*.git", "*[*?]*.git/"),
                  "targets": {"of": "writes", "glob": True, "regenerable": False}},
        "examples": {"match": ["rm -rf repositories/acme/*.git", "sudo rm -rf /srv/git/*.git",
                               "rm -r /var/opt/gitlab/git-data/repositories/acme/*.git"],
                     "no_match": ["rm -rf old-mirror.git", "rm -rf /tmp/clones/*.git", "rm -rf build/*.git",
                                  "ls repositories/acme/*.git", "rm -f hooks/*.git"]},
    },
    {
        "id": "fs.rm-git-file",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a file inside the repository's .git directory",
        "safer": "Use git commands (`git gc`, `git branch -d`, `git worktree prune`) to change "
        "repository state.",
        "recovery": "Restore .git from a backup or re-clone.",
        # git writes some files afresh and keeps no state in them: stale locks, the sample hooks every
        # `git init` copies in, the last commit message draft, the last fetch's list; deleting one loses
        # nothing the repository needs (a lock next to HEAD still leaves HEAD judged)
        "match": {"cmd": ("rm",), "targets": {"region": "git", "name_not": GIT_SCRATCH_NAMES}},
        "examples": {
            "match": ["rm .git/HEAD", "rm -f .git/config", "rm -rf .git/hooks/pre-commit",
                      "rm .git/index.lock .git/HEAD", "rm -rf .git/hooks"],
            "no_match": ["rm -f .git/index.lock", "rm -f .git/refs/heads/main.lock",
                         "rm .git/hooks/pre-push.sample", "rm -f .git/hooks/*.sample",
                         "rm .git/COMMIT_EDITMSG"],
        },
    },
    {
        "id": "fs.write-git-internals",
        "level": "destructive",
        "reason": "overwrites a file inside the repository's .git directory (its config, hooks or refs): "
        "remotes, credentials helpers and hooks that run code live there",
        "safer": "Change repository settings with git itself (`git config`, `git remote set-url`).",
        "recovery": "Restore the file from a backup, or re-clone and re-apply local settings.",
        "match": {"cmd": ("*",), "not_cmd": ("rm", "git"),
                  # a sample hook (`pre-push.sample`) is never run by git: writing or unlinking one changes
                  # nothing that runs
                  "targets": {"of": "writes", "region": "git", "name": ("config", "head", "packed-refs",
                                                                         "pre-*", "post-*",
                                                                         "commit-msg", "prepare-commit-msg",
                                                                         "fsmonitor*", "update",
                                                                         "*-receive"),
                              "name_not": GIT_SCRATCH_NAMES}},
        "examples": {
            "match": ["{ echo '[user]'; echo '  name = bot'; } > .git/config",
                      "cp /tmp/hook.sh .git/hooks/pre-commit",
                      "echo x > .git/HEAD"],
            # the project's own hook installed from its working tree is judged in classify.command
            "no_match": ["echo 'build/' >> .git/info/exclude", "cat .git/config", "git config user.name bot",
                         "cp scripts/hooks/pre-commit .git/hooks/pre-commit"],
        },
    },
    {
        "id": "fs.rm-cwd",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the working directory itself (or a directory that contains it)",
        "safer": "Delete only the generated sub-directories (`build/`, `dist/`), or clone afresh elsewhere.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"region": "cwd"}},
        "examples": {
            "match": [
                "rm -rf .",
                "rm -rf ./",
                "rm -rf /home/dev/project",
                {"command": "rm -rf ..", "cwd": "/home/dev/work/project"},
            ],
            "no_match": ["rm -rf ./build"],
        },
    },
    {
        "id": "fs.rm-outside",
        "level": "dangerous",
        "irreversible": True,
        "reason": "recursively deletes a directory outside the working directory",
        "safer": "Move it aside first (`mv DIR DIR.bak`) and delete the backup once nothing breaks.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rm",),
            "flags_all": (_REC,),
            "targets": {"region": ("home_data", "outside", "unknown"), "regenerable": False},
        },
        "examples": {
            "match": [
                "rm -rf ~/.config/gcloud",
                "rm -rf /opt2/data",
                "rm -rf $SOME_DIR",
                "rm -rf ~/work/other/src",
            ],
            "no_match": ["rm -rf /tmp/x", "rm -rf ~/.cache/pip", "rm -rf node_modules"],
        },
    },
    {
        "id": "fs.rm-project-data",
        "level": "destructive",
        "irreversible": True,
        "reason": "recursively deletes project files that are not regenerable build output",
        "safer": "Check `git status` first, or move the directory aside (`mv data data.bak`).",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rm",),
            "flags_all": (_REC,),
            "targets": {"region": "project", "regenerable": False},
        },
        "examples": {
            "match": [
                "rm -rf data/",
                "rm -rf src",
                "rm -rf *",
                {"command": "rm -rf *", "cwd": "/home/dev/project/generated"},
            ],
            "no_match": [
                "rm -rf build/",
                "rm -rf node_modules",
                "rm -rf dist build *.egg-info",
                "rm -rf .pytest_cache .mypy_cache",
                "rm -rf /tmp/build-cache",
            ],
        },
    },
    {
        "id": "fs.rm-glob",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes every project file a wildcard matches",
        "safer": "List the matches first (`ls PATTERN`) and delete them by name.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rm",),
            "flags_none": _REC,
            "targets": {"region": "project", "glob": True, "regenerable": False},
        },
        "examples": {
            "match": ["rm *.sql", "rm -f data/*.csv"],
            "no_match": ["rm tmp_output.txt", "rm *.pyc", "rm -f /tmp/*.xml"],
        },
    },
    {
        # `rm -f /etc/*.conf`, `cd /etc; rm ./*.conf`: a wildcard over a tree of the operating system itself
        # deletes every file of a kind the system runs on (every service's configuration, every library)
        "id": "fs.rm-glob-os-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every file a wildcard matches directly in a tree of the operating system (/etc, "
        "/usr/lib, /bin…): every service's configuration or the system's own programs and libraries",
        "safer": "Delete the one file you mean by name, after listing the matches (`ls /etc/*.conf`).",
        "recovery": "Reinstall the packages that own the files (`dpkg -S`, `rpm -qf`) or restore a backup.",
        "match": {"cmd": ("rm", "unlink", "shred"),
                  "targets": {"glob": True, "at": ("/etc", "/usr", "/usr/bin", "/usr/sbin", "/usr/lib",
                                                   "/usr/lib64", "/lib", "/lib64", "/bin", "/sbin", "/boot",
                                                   "/etc/systemd/system", "/etc/ssh", "/etc/pam.d")}},
        "examples": {"match": ["rm -f /etc/*.conf", {"command": "rm -f ./*.conf", "cwd": "/etc"},
                               "sudo rm /usr/lib/*.so*"],
                     "no_match": ["rm -f /etc/nginx/conf.d/*.conf", "rm -f /etc/motd", "rm -f /tmp/*.conf"]},
    },
    {
        "id": "fs.rm-file-system",
        "level": "dangerous",
        "irreversible": True,
        "reason": "deletes files in a system directory or at the top of the home directory",
        "safer": "Use the owning tool (package manager, service configuration) instead of deleting by hand.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rm", "unlink"),
            "flags_none": _REC,
            "targets": {"region": ("system", "home", "root")},
        },
        "examples": {
            "match": ["rm /etc/hosts", "rm ~/.bashrc", "unlink /usr/local/bin/node"],
            "no_match": ["rm notes.txt", "rm /tmp/x"],
        },
    },
    {
        "id": "fs.rm-file-outside",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes files outside the working directory",
        "safer": "Move the file aside instead (`mv FILE FILE.bak`).",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rm", "unlink"),
            "flags_none": _REC,
            "targets": {"region": ("home_data", "outside")},
        },
        "examples": {
            "match": ["rm ~/work/notes.txt", "rm /srv2/report.pdf"],
            "no_match": ["rm -f /tmp/pytest-report.xml", "rm report.txt"],
        },
    },
    {
        "id": "fs.rm-database-file",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a database or dump file (its data is not in version control)",
        "safer": "Move it aside (`mv app.db app.db.bak`) or reset it through the application's migrations.",
        "recovery": "Restore the file from a backup; otherwise re-create the data.",
        "match": {
            "cmd": ("rm", "unlink", "shred", "cp", "truncate", "install"),
            "targets": {
                "of": "writes",
                "name": (
                    "*.db",
                    "*.sqlite",
                    "*.sqlite3",
                    "*.db3",
                    "*.mdb",
                    "*.accdb",
                    "*.dump",
                    "*.rdb",
                    "*.ibd",
                    "*.frm",
                    "*.mdf",
                    "*.ldf",
                    "*.duckdb",
                    "*.realm",
                ),
                "region": ("project", "home", "home_data", "outside", "system", "unknown"),
            },
        },
        "examples": {
            "match": ["python -c \"import os; os.remove('db.sqlite3')\"", "rm data/app.db"],
            "no_match": ["rm /tmp/test.db", "rm notes.txt"],
        },
    },
    {
        "id": "fs.rm-build-output",
        "level": "reversible",
        "reason": "deletes regenerable build output or caches",
        "safer": "Prefer the project's clean target (`make clean`, `npm run clean`).",
        "recovery": "Rebuild or reinstall (`npm ci`, `pip install -e .`, `make`).",
        "match": {"cmd": ("rm",), "flags_all": (_REC,), "targets": {"regenerable": True, "all": True}},
        "examples": {
            "match": ["rm -rf build/", "rm -rf node_modules", "rm -rf .venv __pycache__"],
            "no_match": ["rm -rf src", "rm build.txt"],
        },
    },
    {
        # crash dumps and editor autosaves picked as files (`find / -name core -exec rm -f {} \;`) are
        # needed by nothing, wherever they lie: the sweep is outside the project and a human confirms it
        # (fs.find-delete-outside), but nothing the system runs on is in it
        "id": "fs.find-delete-catastrophic",
        "level": "forbidden",
        "irreversible": True,
        "reason": "find deletes files across the whole filesystem",
        "safer": "Run the same find without -delete/-exec first, narrow it to one directory, then delete.",
        "recovery": _CATASTROPHIC,
        "match": {
            "cmd": ("find",),
            "find_delete": "beyond_leftovers",
            "targets": {"of": "find_roots", "region": ("root",)},
        },
        "examples": {
            "match": [
                "find / -type f -name '*.log' -delete",
                "nice -n 10 find / -xdev -delete",
                "find / -nouser -exec rm {} +",
                "find -H / -name '*.old' -delete",
                # a folder named core is source, not a dump: rm -r takes it whole
                "find / -name core -exec rm -rf {} +",
                "find / -name '*.o' -delete",
            ],
            "no_match": ["find / -name '*.log'", "find /tmp -name 'x*' -delete",
                         "find / -name core -exec rm -f {} \\;", "find / -type f -name '*.core' -delete"],
        },
    },
    {
        # `sudo find / -name '*.conf' -exec sed -i 's/^/#/' {} \;`: an in-place edit of every matching file
        # under the root or a whole system tree is a write over the system's configuration at once (one
        # app's folder, `/etc/nginx`, is a pause as any write there is)
        "id": "fs.find-edit-system",
        "level": "forbidden",
        "irreversible": True,
        "reason": "edits in place every file find meets under the root or a whole system tree "
        "(`-exec sed -i`, `perl -pi`): every service's configuration or the system's own files rewritten at "
        "once",
        "safer": "Run the find without -exec to list what matches, then edit the few files you mean, keeping "
        "a backup suffix (`sed -i.bak`).",
        "recovery": "Restore the files from a backup or the packages (`dpkg --verify`, `rpm -Va` show what "
        "changed).",
        # `/` is the empty string once its trailing slash is stripped (the region test keeps an unknown
        # root, `find $DIR`, out)
        "match": {"cmd": ("find",), "words_any": ("sed", "gsed", "perl", "ruby", "*/sed", "*/perl"),
                  "words_also": ("-i", "-i.*", "-i~", "-ri", "-ir", "-ie", "-ei", "-ni", "--in-place",
                                 "--in-place=*", "-pi", "-pie", "-pi.*", "-lpi", "-0pi"),
                  "targets": {"of": "find_roots", "region": ("root", "system"),
                              "at": ("", "/etc", "/usr", "/usr/local", "/var", "/boot", "/lib", "/opt",
                                     "/bin", "/sbin")}},
        "examples": {
            "match": ["sudo find / -name '*.conf' -exec sed -i 's/^/#/' {} \\;",
                      "find /etc -type f -name '*.conf' -exec sed -i.bak 's/10.0.0.1/10.0.0.2/g' {} +",
                      "sudo find /usr -name '*.py' -exec perl -pi -e 's/python2/python3/' {} +"],
            "no_match": ["sudo find /etc/nginx -name '*.conf' -exec sed -i 's/80/8080/' {} +",
                         "find . -name '*.py' -exec sed -i 's/foo/bar/' {} +",
                         "sudo find / -iname '*.conf' -exec grep -l listen {} +"],
        },
    },
    {
        # A folder of backups holds the copies everything else is restored from. A pattern that picks by
        # the archives' own kind (`*.tar.zst`, `*`) takes every one of them, which leaves nothing to
        # restore from; an age, size or date in the pick keeps the newer ones (a retention sweep, which
        # a human confirms) and a named archive is one copy.
        "id": "fs.delete-every-backup",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every backup archive in a backups folder (a pattern that picks them by kind, "
        "not by age): nothing is left to restore from",
        "safer": "Keep the newest copies: pick by age (`find DIR -name '*.tar.zst' -mtime +30`) or use the "
        "backup tool's retention (`restic forget --keep-daily 7`).",
        "recovery": "None from this host: only an off-site or cloud copy of the backups, if one exists.",
        "match": {"cmd": ("rm", "shred", "srm", "wipe", "unlink", "trash", "trash-put", "gio"),
                  # a glob's path is its folder; its pattern (the raw word's last part) starts with `*`
                  "targets": {"region": ("system", "outside", "home", "home_data"), "glob": True,
                              "name_not": ("[!*]*",),
                              "path": _BACKUP_PLACES}},
        "examples": {"match": ["rm -f /srv/backups/*.tar.zst", "shred -u /var/backups/db/*.sql.gz",
                               "sudo rm -f /backup/*.tar.gz", "rm -f ~/backups/*.tar.gz"],
                     "no_match": ["rm -f /srv/backups/db-2026-01-01.tar.zst",
                                  "rm -f /srv/backups/db-2026-01-*.tar.zst", "rm -f backups/*.sql",
                                  "rm -f /srv/uploads/*.tar.zst"]},
    },
    {
        "id": "fs.find-delete-every-backup",
        "level": "forbidden",
        "irreversible": True,
        "reason": "find deletes every backup archive under a backups folder (picked by name or type, not "
        "by age): nothing is left to restore from",
        "safer": "Keep the newest copies: add an age test (`-mtime +30`) and run the find without the "
        "delete first.",
        "recovery": "None from this host: only an off-site or cloud copy of the backups, if one exists.",
        "match": {"cmd": ("find",), "find_delete": "lossy",
                  "targets": {"of": "find_roots", "region": ("system", "outside", "home", "home_data"),
                              "path": _BACKUP_PLACES},
                  "words_none": ("-mtime", "-mmin", "-atime", "-amin", "-ctime", "-cmin", "-newer*", "!",
                                 "-not", "-size", "-samefile", "-inum", "-user", "-uid")},
        "examples": {"match": ["find /srv/backups -name '*.tar.zst' -delete",
                               "find /srv/backups -name '*.tar.zst' -print0 | xargs -0 shred -u",
                               "xargs -0 -a <(find /srv/backups -name '*.tar.zst' -print0) shred -u",
                               "find /mnt/backup -type f -name '*.dump' -exec rm {} +"],
                     "no_match": ["find /srv/backups -name '*.tar.zst' -mtime +30 -delete",
                                  "find /srv/backups -name '*.tar.zst' -print",
                                  "find /srv/uploads -name '*.tar.zst' -delete",
                                  "find backups -name '*.sql' -delete"]},
    },
    {
        "id": "fs.find-delete-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "find deletes everything it meets under a system directory or a home directory (no name "
        "or path filter narrows it): the tree is wiped",
        "safer": "Name what to delete (`-name '*.o'`), run the find without -delete first, then delete.",
        "recovery": _CATASTROPHIC,
        "match": {
            "cmd": ("find",),
            "find_delete": "data",
            "find_filtered": False,
            # a cache (`find ~/.cache -mindepth 1 -delete`) refills on the next run; a directory
            # deeper than a whole area (`/media/disk/videos`) is one area's data, as for rm
            "targets": {"of": "find_roots", "region": ("system", "home"), "regenerable": False,
                        "shallow_in": SYSTEM_AREAS},
        },
        "examples": {
            "match": ["find ~ -maxdepth 1 -exec rm -rf {} +", "find ~ -atime +100 -delete",
                      "sudo find /usr/local -type f -delete", "find /var/log -mtime -1 -delete",
                      "find /srv/backups -type f -delete", "sudo find /etc -mtime +30 -delete",
                      # -a binds tighter than -o: the delete takes everything on its own branch
                      "find /etc -name '*.rpmnew' -o -mtime +90 -delete"],
            "no_match": ["find ~ -name 'core*' -exec rm {} \\;", "find /var/www -name 'restore.php' -delete",
                         "find ~/Books -type f -name Waldo -exec rm {} \\;",
                         "find /var/log/remote/ -daystart -mtime +14 -type f -exec rm {} \\;",
                         "find /var/www/*.php -type f -exec rm {} \\;",
                         "find /media/1Tb/videos -maxdepth 1 -type d -mtime +7 -exec rm -rf {} \\;"],
        },
    },
    {
        "id": "fs.find-delete-git",
        "level": "forbidden",
        "irreversible": True,
        "reason": "find deletes .git directories: repository history is lost",
        "safer": "Delete build output by name (`-name build`), never `.git`.",
        "recovery": "Clone again from the remote; unpushed work is lost.",
        "match": {"cmd": ("find",), "find_delete": "git"},
        "examples": {
            "match": ["find . -name .git -type d -prune -exec rm -rf {} +"],
            "no_match": ["find . -name .git -type d"],
        },
    },
    {
        "id": "fs.find-delete-data",
        "level": "destructive",
        "irreversible": True,
        "reason": "find deletes project files that are not regenerable build output",
        "safer": "Run the find without -delete first and review the list.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("find",),
            "find_delete": "data",
            # build output and caches (`find tmp/cache -type f -delete`) are what `rm -rf` may take too
            "targets": {"of": "find_roots", "region": ("project", "cwd", "git"), "regenerable": False},
        },
        "examples": {
            "match": ["find . -type f -mtime +30 -delete", "find src -exec rm -rf {} +"],
            "no_match": [
                "find tmp/cache -type f -delete", "find build -type f -delete",
                "find . -name '*.pyc' -delete",
                "find . -type d -name __pycache__ -exec rm -rf {} +",
                # no content, crash dumps as files, one file by its inode, a grouped name pick
                "find . -type d -empty -delete", "find . -type f -name core -delete",
                "find . -inum 1234 -delete", "find . \\( -name '*.o' -o -name '*.class' \\) -delete",
                "find . -name '*.py'",
            ],
        },
    },
    {
        "id": "fs.find-delete-outside",
        "level": "dangerous",
        "irreversible": True,
        "reason": "find deletes files outside the working directory",
        "safer": "Run the find without -delete first and review the list.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("find",),
            # emptied folders and empty files hold nothing (`find ~/x -type d -empty -delete`)
            "find_delete": "lossy",
            # a package cache (`~/.cache/pip`, `/var/cache/apt`) is what its tool downloads again
            "targets": {"of": "find_roots", "region": ("outside", "unknown", "system", "root"),
                        "regenerable": False},
        },
        "examples": {
            "match": ["find /var/log/remote/ -mtime +14 -name '*.gz' -exec rm {} \\;",
                      "find / -name core -exec rm -f {} \\;", "find /srv/www -name '*~' -delete"],
            "no_match": ["find /tmp -maxdepth 1 -name 'pytest-of-*' -mtime +2 -exec rm -rf {} +",
                         "find /var/cache/apt/archives -name '*.deb' -mtime +7 -delete",
                         "find ~/work/notes -name '*.md' -delete"],
        },
    },
    {
        # below home, crash dumps, editor autosaves and backups and desktop metadata picked as files
        # (`find ~/src -name '*~' -delete`) are written again by what left them and hold no one's work,
        # and build output and caches picked by name (`find ~/src -name node_modules -prune -exec rm -rf
        # {} +`) are what the next build or install makes again, as in the project; anything else, a
        # whole home swept (Facts.find_deletion reads it as data) and outside home, a human confirms
        "id": "fs.find-delete-home",
        "level": "dangerous",
        "irreversible": True,
        "reason": "find deletes files in the home directory, outside the working directory",
        "safer": "Run the find without -delete first and review the list.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("find",),
            "find_delete": "beyond_regenerable",
            "targets": {"of": "find_roots", "region": ("home_data", "home"), "regenerable": False},
        },
        "examples": {
            "match": ["find ~/work/notes -name '*.md' -delete", "find ~/src -name 'core*' -exec rm {} \\;",
                      "find ~/.config -type f -mtime +30 -delete",
                      "find ~/src -name '*~.d' -exec rm -rf {} +",
                      "find ~/src -name node_modules -o -mtime +30 -exec rm -rf {} +",
                      "find ~/work -name '*.log' -mtime +400 -delete", "find ~ -name '*.pyc' -delete",
                      "find /home/peter -name '*~' -delete"],
            "no_match": ["find ~/.cache/pip -type f -mtime +30 -delete",
                         "find ~/src -name core -exec rm -f {} \\;",
                         "find ~/src -type f -name '*~' -delete", "find ~/src -type d -empty -delete",
                         "find ~/src -name node_modules -type d -prune -exec rm -rf {} +"],
        },
    },
    {
        # an empty folder under a system tree can be a service's run or spool directory, made once at
        # install (`/run/sshd`, `/var/lib/mysql-files`): the service fails to start without it
        "id": "fs.find-delete-empty-system",
        "level": "dangerous",
        "reason": "find removes empty folders or files under a system directory, where a service may "
        "expect them to exist",
        "safer": "List them first (`find … -empty -print`) and remove the ones you know are yours.",
        "recovery": "Re-create the folders with their owners and modes (the package's post-install "
        "script, or `systemd-tmpfiles --create`).",
        "match": {"cmd": ("find",), "find_delete": "empty",
                  "targets": {"of": "find_roots", "region": ("system",)}},
        "examples": {
            "match": ["sudo find /var -type d -empty -delete",
                      "find /srv/app -type d -empty -exec rmdir {} \\;"],
            "no_match": ["find ~/Downloads -type d -empty -delete", "find . -type f -size 0 -delete",
                         "find /var/www -type d -empty"],
        },
    },
    {
        # the root or a whole home opened to every user (`chmod -R 777 ~`, `setfacl -R -m o::rwx /`): any
        # account or process may replace what the system or the user runs; a folder in home
        # (`chmod -R 777 ~/tools`) is a broad permission change a human confirms
        "id": "fs.chmod-world-writable-system",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes the root or the home directory world-writable",
        "safer": "Grant access to one user or group (`chown`, `chmod g+w`) on the one path that needs it.",
        "recovery": "Restore permissions from a package database (`rpm --setperms`) or a backup; "
        "often a reinstall.",
        "match": {
            "cmd": ("chmod", "setfacl"),
            "flags_all": ("-R",),
            "words_any": _WORLD_WRITABLE,
            "targets": {"region": ("root", "home"), "whole_tree": True},
        },
        "examples": {"match": ["chmod -R 777 /", "chmod -R 777 ~", "sudo setfacl -R -m o::rwx /",
                               "setfacl -R -m u::rwx,g::rwx,o::rwx ~"],
                     "no_match": ["chmod -R 755 /srv/www", "chmod -R 777 ~/tools",
                                  "setfacl -R -m u:deploy:rwx ~"]},
    },
    {
        # a credential folder opened to every user (`chmod -R 777 ~/.ssh`): anyone on the machine can plant a
        # key in authorized_keys or replace the cloud credentials the user's tools trust
        "id": "fs.chmod-world-writable-credentials",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes a credential folder or file world-writable (~/.ssh, ~/.aws …): any user on the "
        "machine can plant a key or replace a credential",
        "safer": "Keep credential folders private (`chmod -R go-rwx ~/.ssh`).",
        "recovery": "`chmod -R go-rwx PATH`, then check authorized_keys and the credential files for "
        "entries you did not add.",
        "match": {"cmd": ("chmod", "setfacl"), "flags_all": ("-R",), "words_any": _WORLD_WRITABLE,
                  "targets": {"sensitivity": ("credential",)}},
        "examples": {"match": ["chmod -R 777 ~/.ssh", "setfacl -R -m o::rwx ~/.aws"],
                     "no_match": ["chmod -R go-rwx ~/.ssh", "chmod -R 777 ~/projects"]},
    },
    {
        # ACL entries for every other user over a tree the system runs from: fs.chmod-critical's twin
        "id": "fs.acl-world-writable-os",
        "level": "forbidden",
        "irreversible": True,
        "reason": "gives every user write access, through ACLs, inside a core system tree (configuration, "
        "binaries, libraries): any account may replace what the system runs",
        "safer": "Grant the one user or group that needs it (`setfacl -m u:deploy:rx FILE`) on one file.",
        "recovery": "Remove the entries (`setfacl -R -x o /etc` or `setfacl -R -b`) and check what changed.",
        "match": {"cmd": ("setfacl",), "flags_all": ("-R",), "words_any": _OTHERS_WRITE_ACL,
                  "targets": {"under": CORE_TREES, "region": ("root", "system")}},
        "examples": {"match": ["sudo setfacl -R -m o::rwx /etc", "setfacl -R -m other::rw /usr/bin"],
                     "no_match": ["sudo setfacl -R -m u:ci:rx /etc/nginx",
                                  "setfacl -R -m o::rwx /srv/share"]},
    },
    {
        "id": "fs.acl-world-writable",
        "level": "destructive",
        "reason": "gives every other user write access through ACLs (any user or process may change the "
        "files)",
        "safer": "Grant the one user or group that needs it (`setfacl -m u:NAME:rw`).",
        "recovery": "Remove the entries (`setfacl -x o PATH`, `setfacl -b PATH`).",
        "match": {"cmd": ("setfacl",), "words_any": _OTHERS_WRITE_ACL},
        "examples": {"match": ["setfacl -R -m o::rwx ./shared", "setfacl -m o:rw notes.txt"],
                     "no_match": ["setfacl -m u:bob:rw notes.txt", "setfacl -R -m o::rx ./public"]},
    },
    {
        "id": "fs.chmod-world-writable",
        "level": "destructive",
        "reason": "makes files world-writable (any user or process may change them)",
        "safer": "Use the narrowest mode that works (`chmod u+x`, `chmod 755`, `chmod g+w`).",
        "recovery": "Set the previous mode again (`chmod -R go-w PATH`).",
        "match": {
            "cmd": ("chmod",),
            "args_any": ("*777", "a+rwx", "ugo+rwx", "a=rwx", "o+w", "a+w", "*666", "o+rwx"),
            "targets": {"of": "mode_targets", "region": ("root", "system", "home", "home_data", "cwd",
                                                         "project",
                                                 "git", "outside",
                                   "unknown")},
        },
        "examples": {
            "match": ["chmod -R 777 .", "chmod 0777 /", "chmod a+rwx file"],
            "no_match": ["chmod +x scripts/deploy.sh", "chmod 644 README.md", "chmod 777 /tmp/test.sock"],
        },
    },
    {
        "id": "fs.chmod-system",
        "level": "dangerous",
        "reason": "recursively changes ownership or permissions of a system directory",
        "safer": "Change the one file that needs it, not the whole tree.",
        "recovery": "Restore the previous owner and mode from a backup or the package database.",
        "match": {
            "cmd": ("chmod", "chown", "chgrp", "setfacl"),
            "flags_all": ("-R",),
            "targets": {"region": ("system", "outside")},
        },
        "examples": {
            "match": ["sudo chown -R www-data:www-data /var/www/html", "chmod -R 777 /var/www"],
            "no_match": ['sudo chown -R "$(whoami)" node_modules', "chmod -R g+w src"],
        },
    },
    {
        # the user taking back their own folders (`sudo chown -R $USER:$USER ~/projects`, however the
        # account is spelled: its name, `$USER` once expanded, `whoami` in backquotes) is a repair;
        # another owner or group, or a mode change, of a folder in home still pauses
        "id": "fs.chmod-home",
        "level": "dangerous",
        "reason": "recursively changes ownership or permissions of a folder in the home directory",
        "safer": "Change the one file that needs it, not the whole tree.",
        "recovery": "Restore the previous owner and mode (`chown -R $USER`, `chmod -R u=rwX,go=rX`).",
        "match": {
            "cmd": ("chmod", "chown", "chgrp", "setfacl"),
            "flags_all": ("-R",),
            "args_none": ("$user", "$user:*", "${user}", "${user}:*", "$(whoami)", "$(whoami):*", "$(id -u)",
                          "$(id -u):*", "$(id -un)", "$(id -un):*", "$logname", "$logname:*"),
            "owner_self": False,
            "targets": {"region": ("home",)},
        },
        "examples": {
            "match": ["sudo chown -R www-data ~/projects", "chmod -R 700 ~/projects",
                      "sudo chown -R dev:www-data ~/projects", "sudo chgrp -R staff ~/.npm",
                      "sudo chown -R bob.bob ~/tmp"],
            "no_match": ["sudo chown -R $USER:$USER ~/projects", 'sudo chown -R "$(whoami)" ~/work',
                         "sudo chown -R `whoami` ~/.npm", "sudo chown -R dev:dev ~/tmp",
                         "sudo chown -R dev. ~/tmp"],
        },
    },
    {
        "id": "fs.chown-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "changes ownership or permissions of the filesystem root",
        "safer": "Change ownership of the one directory that needs it.",
        "recovery": "Usually a reinstall of the system.",
        "match": {"cmd": ("chmod", "chown", "chgrp"), "targets": {"region": "root"}},
        "examples": {
            "match": ["chown -R nobody:nogroup /", "chmod -R 700 /", "chmod 000 /"],
            "no_match": ["chown -R me ."],
        },
    },
    {
        "id": "fs.dd-device",
        "level": "forbidden",
        "irreversible": True,
        "reason": "dd writes raw data over a disk device",
        "safer": "Write to an image file inside the project (`of=tests/fixtures/disk.img`).",
        "recovery": "Restore the disk from a backup; overwritten blocks are gone.",
        "match": {"cmd": ("dd",), "targets": {"of": "kv:of", "region": "device"}},
        "examples": {
            "match": ["dd if=/dev/zero of=/dev/sda bs=1M", "timeout 5 dd if=/dev/zero of=/dev/sdb"],
            "no_match": [
                "dd if=/dev/zero of=tests/fixtures/blank.img bs=1M count=16",
                "dd if=/dev/sda of=/tmp/mbr.bin bs=512 count=1",
            ],
        },
    },
    {
        "id": "fs.write-device",
        "level": "forbidden",
        "irreversible": True,
        "reason": "writes over a disk device",
        "safer": "Write to a file, never to /dev/sdX or /dev/nvmeX.",
        "recovery": "Restore the disk from a backup.",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "region": "device"}},
        "examples": {
            "match": ["cat /dev/urandom > /dev/sda", "echo x | tee /dev/nvme0n1"],
            "no_match": ["echo x > /dev/null", "cat file > out.txt"],
        },
    },
    {
        "id": "fs.format-device",
        "level": "forbidden",
        "irreversible": True,
        "reason": "formats, wipes or repartitions a disk device",
        "safer": "Practise on a loop image file (`truncate -s 64M disk.img && mkfs.ext4 disk.img`).",
        "recovery": "Restore the disk from a backup; a partition table may be recoverable with testdisk.",
        "match": {
            "cmd": (
                "mkfs",
                "mkfs.btrfs",
                "mkfs.vfat",
                "mkfs.fat",
                "mkfs.ntfs",
                "mkfs.exfat",
                "mkfs.f2fs",
                # cluster and parallel file systems' makers: a storage target (a Lustre OST, a shared
                # GFS2/OCFS2 volume) formatted is every user's files on it
                "mkfs.lustre",
                "mkfs.gfs2",
                "mkfs.ocfs2",
                "mkfs.jfs",
                "mkfs.reiserfs",
                "mkfs.udf",
                "mkfs.hfsplus",
                "mkswap",
                # the BSDs' and macOS's makers of a file system
                "newfs_msdos",
                "newfs_apfs",
                "newfs_hfs",
                "newfs_exfat",
                "blkdiscard",
                "shred",
            ),
            "targets": {"region": "device"},
            # a maker's label or pool name is any word (`mkfs.vfat -n export`), so only asking for help
            # or the version reads nothing off the device
            "words_none": ("--help", "--version"),
        },
        "examples": {
            "match": [
                "mkfs.vfat /dev/sdb1",
                "shred -n 3 -z /dev/sda",
                "sudo mkfs.vfat -F 32 -n BOOT /dev/nvme0n1p1",
                "sudo mkfs.vfat -n export /dev/sdb1",
                "sudo mkswap -L offline /dev/sda2",
                "sudo mkfs.lustre --reformat --ost --fsname=scratch --index=12 /dev/mapper/ost12",
            ],
            "no_match": ["mkfs.btrfs -f tests/fixtures/blank.img", "shred -u /tmp/scratch-token.txt"],
        },
    },
    {
        # badblocks reads the device by default (`badblocks -sv /dev/sdc` only reports unreadable blocks);
        # its write test (`-w`) writes patterns over every block, the disk's data with them. Its
        # non-destructive read-write test (`-n`) puts each block back, and a crash or a mounted file
        # system mid-test loses what it held: the next rule's pause
        "id": "fs.badblocks-write-test",
        "level": "forbidden",
        "irreversible": True,
        "reason": "runs badblocks' write test on a disk device: every block is written over with test "
        "patterns, its data with them",
        "safer": "Run the read-only test (`badblocks -sv DEVICE`), or the write test only on a disk emptied "
        "for it.",
        "recovery": "Restore the disk from a backup.",
        "match": {"cmd": ("badblocks",), "flags_any": ("-w",), "targets": {"region": "device"}},
        "examples": {"match": ["sudo badblocks -w -s /dev/sdb -o clear", "sudo badblocks -wsv /dev/sdc"],
                     "no_match": ["sudo badblocks -sv -b 4096 /dev/sdc", "badblocks -nsv /dev/sdc"]},
    },
    {
        "id": "fs.badblocks-rewrite-test",
        "level": "destructive",
        "irreversible": True,
        "reason": "runs badblocks' non-destructive read-write test: each block is read, overwritten and put "
        "back, and a crash or a mounted file system during the test loses what it held",
        "safer": "Unmount the file system first, or run the read-only test (`badblocks -sv DEVICE`).",
        "recovery": "Run fsck on the file system and restore damaged files from a backup.",
        "match": {"cmd": ("badblocks",), "flags_any": ("-n",), "flags_none": ("-w",),
                  "targets": {"region": "device"}},
        "examples": {"match": ["badblocks -nsv /dev/sdc"],
                     "no_match": ["sudo badblocks -sv -b 4096 /dev/sdc", "sudo badblocks -wsv /dev/sdc"]},
    },
    {
        # the volume managers whose subcommand says what they do: `cryptsetup luksFormat`, `zpool create`
        # rewrite the device; their reports and the acts that open, close, resize or manage who may reach
        # a device (`_DEVICE_READS`, `_DEVICE_KEPT`) leave its data, and only the subcommand says which
        # (a pool named `export` is no export)
        "id": "fs.format-device-volume",
        "level": "forbidden",
        "irreversible": True,
        "reason": "formats, wipes or repartitions a disk device",
        "safer": "Practise on a loop image file (`truncate -s 64M disk.img` and a loop device).",
        "recovery": "Restore the disk from a backup; a LUKS header backup restores an erased header.",
        "match": {
            "cmd": ("cryptsetup", "zpool"),
            "targets": {"region": "device"},
            "first_operand_none": (*_DEVICE_READS, *_DEVICE_KEPT),
        },
        "examples": {
            "match": [
                "sudo cryptsetup luksFormat /dev/sdb1",
                "sudo cryptsetup luksErase /dev/sdb2",
                "sudo zpool create tank mirror /dev/sdb /dev/sdc",
                "sudo zpool create -f export /dev/sdb /dev/sdc",
            ],
            "no_match": ["sudo cryptsetup luksDump /dev/nvme0n1p3", "sudo cryptsetup status /dev/mapper/root",
                         "sudo zpool status tank /dev/sdb", "sudo cryptsetup open /dev/sdb1 backup",
                         "sudo cryptsetup luksAddKey /dev/nvme0n1p3", "sudo zpool online tank /dev/sdc",
                         "sudo cryptsetup luksKillSlot /dev/nvme0n1p3 1"],
        },
    },
    {
        # one key slot of several removed: the volume stays readable through the others, unless it was
        # the last one (or the only one whose passphrase anyone knows), when the data is gone for good
        "id": "fs.luks-key-removed",
        "level": "destructive",
        "irreversible": True,
        "reason": "removes a key slot of an encrypted volume: if it was the last one anyone can open, the "
        "data on the volume can never be read again",
        "safer": "Check the remaining slots first (`cryptsetup luksDump`) and open the volume with the key "
        "that stays, and keep a header backup (`luksHeaderBackup`).",
        "recovery": "Restore the LUKS header from a backup taken before; without one, none.",
        "match": {"cmd": ("cryptsetup",), "words_any": ("lukskillslot", "luksremovekey"),
                  "words_none": ("luksdump", "--help")},
        "examples": {"match": ["sudo cryptsetup luksKillSlot /dev/nvme0n1p3 1",
                               "sudo cryptsetup luksRemoveKey /dev/sda2"],
                     "no_match": ["sudo cryptsetup luksAddKey /dev/sda2",
                                  "sudo cryptsetup luksDump /dev/sda2"]},
    },
    {
        # fs.format-device for mke2fs under its names, which -n turns into a preview: it prints the layout it
        # would make and writes nothing (`mkfs.ext4 -n /dev/vdb1` before a format, to find backup
        # superblocks). Any other spelling formats the device.
        "id": "fs.format-device-ext",
        "level": "forbidden",
        "irreversible": True,
        "reason": "formats, wipes or repartitions a disk device",
        "safer": "Preview it first (`mkfs.ext4 -n DEVICE` writes nothing) and check the device with `lsblk`.",
        "recovery": "Restore the disk from a backup; a partition table may be recoverable with testdisk.",
        "match": {"cmd": _EXT_MAKERS, "targets": {"region": "device"}, "flags_none": ("-n",),
                  "words_none": ("-V", "--help")},
        "examples": {
            "match": ["mkfs.ext4 /dev/sdb1", "sudo mke2fs -F -t ext4 /dev/vdb", "mkfs.ext4 -Ln /dev/sdb1",
                      "mkfs.ext3 -N 100000 /dev/sdc1", "sudo mkfs.ext4 -L n /dev/sdb1"],
            "no_match": ["sudo mkfs.ext4 -n /dev/vdb1", "mke2fs -n -t ext4 /dev/sdb",
                         "mkfs.ext4 -Fn /dev/sdb1", "mkfs.ext4 -F tests/fixtures/blank.img"],
        },
    },
    {
        # the same for mkfs.xfs and the BSDs' newfs, whose preview flag is -N (their -n sets naming options)
        "id": "fs.format-device-xfs",
        "level": "forbidden",
        "irreversible": True,
        "reason": "formats, wipes or repartitions a disk device",
        "safer": "Preview it first (`mkfs.xfs -N DEVICE` writes nothing) and check the device with `lsblk`.",
        "recovery": "Restore the disk from a backup; a partition table may be recoverable with testdisk.",
        "match": {"cmd": _XFS_MAKERS, "targets": {"region": "device"}, "flags_none": ("-N",),
                  "words_none": ("-V", "--help")},
        "examples": {
            "match": ["sudo mkfs.xfs -f /dev/nvme1n1", "mkfs.xfs -n size=8192 /dev/sdb1",
                      "newfs /dev/ada1p1"],
            "no_match": ["sudo mkfs.xfs -N /dev/nvme1n1", "newfs -N /dev/ada1p1"],
        },
    },
    {
        # nvme-cli: the subcommands that erase or overwrite what the namespace holds (a low-level format,
        # a sanitize, zeroes or raw blocks written, blocks deallocated, the namespace itself deleted)
        "id": "fs.nvme-erase",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases or overwrites an NVMe drive's data (format, sanitize, write-zeroes, deallocate, "
        "namespace deleted): what was on it is gone",
        "safer": "Read the drive's state first (`nvme list`, `nvme smart-log DEVICE`) and check the device "
        "with `lsblk`.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("nvme",), "sub": _NVME_ERASES},
        "examples": {
            "match": ["sudo nvme format /dev/nvme0n1 --ses=1", "nvme sanitize /dev/nvme1 -a 2",
                      "nvme write-zeroes /dev/nvme0n1 -s 0 -c 1024", "nvme delete-ns /dev/nvme0 -n 1",
                      "nvme dsm /dev/nvme0n1 --ad -s 0 -b 100000"],
            "no_match": ["nvme smart-log /dev/nvme0n1", "sudo nvme list", "nvme id-ctrl /dev/nvme0"],
        },
    },
    {
        # any other nvme-cli subcommand that is not one of its reports changes the controller (firmware
        # downloaded and activated, features set, namespaces attached or detached, a reset)
        "id": "fs.nvme-change",
        "level": "dangerous",
        "reason": "changes an NVMe controller's firmware, features or namespaces: the drive may stop "
        "answering, or its namespaces may vanish from the host",
        "safer": "Read its state first (`nvme id-ctrl`, `nvme fw-log`) and do this in a maintenance window.",
        "recovery": "Activate the previous firmware slot (`nvme fw-commit -a 2 -s SLOT`) or set the feature "
        "back.",
        "match": {"cmd": ("nvme",), "min_args": 1, "no_sub": (*_NVME_READS, *_NVME_ERASES)},
        "examples": {
            "match": ["nvme fw-commit /dev/nvme0 -s 2 -a 1", "nvme set-feature /dev/nvme0 -f 6 -v 1",
                      "nvme detach-ns /dev/nvme0 -n 1 -c 0"],
            "no_match": ["nvme smart-log /dev/nvme0n1", "nvme list -o json", "nvme error-log /dev/nvme0",
                         "nvme --version"],
        },
    },
    {
        # sgdisk changes the disk only through the options that edit or destroy its partition table
        # (`--zap-all`, `--clear`, `--new`, `--delete`, `--typecode`, a backup loaded or replicated onto
        # it); given only `--print`, `--info`, `--verify` or `--backup=FILE` it reads, and `--pretend`
        # keeps every change in memory
        "id": "fs.sgdisk-repartition",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys or rewrites a disk's partition table (sgdisk): the partitions and what is on "
        "them can no longer be found",
        "safer": "Save the table first (`sgdisk --backup=table.bak DEVICE`) and try the change with "
        "`--pretend`.",
        "recovery": "Load the saved table back (`sgdisk --load-backup=table.bak DEVICE`), or use testdisk.",
        "match": {"cmd": ("sgdisk",), "targets": {"region": "device"},
                  "flags_any": _SGDISK_WRITES, "flags_none": ("-P", "--pretend")},
        "examples": {
            "match": ["sudo sgdisk --zap-all /dev/nvme0n1", "sgdisk -Z /dev/sdb",
                      "sgdisk -o -n 1:0:0 /dev/sdc", "sudo sgdisk --print --delete=2 /dev/sda"],
            "no_match": ["sudo sgdisk --print /dev/nvme0n1", "sgdisk -p /dev/sda", "sgdisk -i 1 /dev/sda",
                         "sgdisk --pretend --zap-all /dev/sdb", "sgdisk --backup=/tmp/sda.gpt /dev/sda"],
        },
    },
    {
        # wipefs erases only when told to (`-a` every signature, `-o OFFSET` one); without either it
        # lists the signatures it finds, and `-n` makes even an erase a dry run
        "id": "fs.wipe-signatures",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases the filesystem, RAID or partition-table signatures on a disk device: what was on "
        "it can no longer be mounted or found",
        "safer": "List the signatures first (`wipefs DEVICE`) and keep a backup (`wipefs -a --backup`).",
        "recovery": "Restore the erased bytes from wipefs's --backup file (`dd` them back at their offset), "
        "or the disk from a backup.",
        "match": {"cmd": ("wipefs",), "targets": {"region": "device"}, "flags_any": ("-a", "-o"),
                  "flags_none": ("-n",)},
        "examples": {
            "match": ["wipefs -a /dev/sdc", "sudo wipefs --all /dev/nvme1n1", "wipefs -af /dev/sdb",
                      "wipefs -o 0x438 /dev/sdb1", "wipefs --offset=0x1fe /dev/sdd"],
            "no_match": ["wipefs /dev/nvme1n1", "wipefs -n -a /dev/sdc", "wipefs --no-act --all /dev/sdc",
                         "wipefs -a tests/fixtures/blank.img", "sudo wipefs -J /dev/sda"],
        },
    },
    {
        # a partition editor told only to print the table (`fdisk -l`, `sfdisk --dump`, `gdisk -l`,
        # `parted DEV print`) reads the disk and changes nothing; any other use, interactive included, may
        # rewrite the table
        "id": "fs.repartition-device",
        "level": "forbidden",
        "irreversible": True,
        "reason": "repartitions a disk device (the partition table is rewritten: what it pointed to is lost)",
        "safer": "Print the table first (`fdisk -l DEVICE`); practise on a loop image file.",
        "recovery": "A partition table may be recoverable with testdisk; otherwise restore the disk from a "
        "backup.",
        "match": {"cmd": ("fdisk", "sfdisk", "gdisk", "cfdisk", "parted"),
                  "words_none": ("-l", "--list", "-d", "--dump", "-j", "--json", "-v", "--verify",
                                 "--show-size", "--list-free", "print", "align-check", "--help", "help"),
                  "targets": {"region": "device"}},
        "examples": {"match": ["fdisk /dev/sdb", "sfdisk /dev/sda < layout.txt", "gdisk /dev/nvme0n1",
                               "parted /dev/sda mklabel gpt", "sudo parted /dev/sdb",
                               "sudo parted -s /dev/sdb rm 1"],
                     "no_match": ["sudo fdisk -l /dev/nvme0n1", "sfdisk --dump /dev/sda > table.bak",
                                  "gdisk -l /dev/sda", "sudo parted /dev/sda print"]},
    },
    {
        # The trash is where a desktop keeps what the user deleted so it can be taken back; emptying it
        # deletes all of that for good, by whatever desktop's spelling: Finder's `empty trash` through
        # AppleScript, GNOME's `gio trash --empty`, freedesktop's `trash-empty`
        "id": "fs.trash-emptied",
        "level": "destructive",
        "irreversible": True,
        "reason": "empties the desktop's trash: every file the user deleted there is gone for good",
        "safer": "Delete the one item you mean from the trash, after looking at what is in it.",
        "recovery": "Only a backup (Time Machine, a snapshot) has the files.",
        "match": {"cmd": ("osascript", "gio", "trash", "trash-empty"),
                  "words_any": ("*empty trash*", "*empty the trash*", "--empty", "trash-empty")},
        "examples": {"match": ["osascript -e 'tell application \"Finder\" to empty trash'",
                               "gio trash --empty", "trash-empty"],
                     "no_match": ["gio trash build.log",
                                  "osascript -e 'tell application \"Finder\" to open trash'",
                                  "trash-list", "gio list trash://"]},
    },
    {
        # The BSDs' and macOS's GPT tools name the act as a subcommand: `gpart show`, `gpt show` read;
        # any other (`destroy`, `delete`, `create`, `add`, `resize`, `recover`, `bootcode`) rewrites the
        # table. The disk is named bare (`ada0`, `disk2`), so the act, not a /dev path, decides.
        "id": "fs.repartition-geom",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys or rewrites a disk's partition table (what it pointed to is lost)",
        "safer": "Show the table first (`gpart show DISK`) and back it up (`gpart backup DISK > FILE`).",
        "recovery": "Restore the backup (`gpart restore -F DISK < FILE`); otherwise the disk's backup.",
        "match": {"cmd": ("gpart", "gpt"), "min_operands": 1,
                  "words_none": ("show", "list", "status", "backup", "header", "help", "--help", "-h")},
        "examples": {"match": ["gpart destroy -F ada0", "sudo gpart delete -i 2 da0",
                               "gpart create -s gpt da1", "gpt destroy disk2", "gpart recover ada0"],
                     "no_match": ["gpart show ada0", "gpart list", "gpart status", "gpart backup ada0",
                                  "gpt show disk2"]},
    },
    {
        # a distributed file system's delete is a data store's delete: HDFS moves what `-rm` removes to
        # the user's trash (for the trash interval); `-skipTrash` deletes for good
        "id": "fs.hdfs-delete",
        "level": "destructive",
        "prod": True,
        "reason": "deletes files or directories on a distributed file system (HDFS), the data in them with "
        "them",
        "safer": "Move it aside first (`hdfs dfs -mv X X.old`) or snapshot the directory "
        "(`hdfs dfs -createSnapshot`); delete after checking nothing reads it.",
        "recovery": "Move it back from the user's trash (`hdfs dfs -mv /user/$USER/.Trash/Current/… …`) "
        "before the trash interval passes.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr", "-rmdir"),
                  "flags_none": ("-skipTrash", "-skiptrash"), "args_none": _HDFS_SCRATCH},
        "examples": {"match": ["hdfs dfs -rm -r /data/events/2023",
                               "hadoop fs -rmr /user/etl/staging/orders"],
                     "no_match": ["hdfs dfs -ls /warehouse/prod", "hdfs dfs -rm -r /tmp/etl-run-42",
                                  "hdfs dfs -du -h /data"]},
    },
    {
        "id": "fs.hdfs-delete-skip-trash",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes files or directories on a distributed file system (HDFS) past the trash "
        "(`-skipTrash`): nothing keeps a copy",
        "safer": "Drop `-skipTrash` so the deletion can be undone for the trash interval; snapshot first.",
        "recovery": "Only from a snapshot (`.snapshot/`) or a backup cluster (distcp copy), if one exists.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr", "-rmdir"),
                  "flags_all": (("-skipTrash", "-skiptrash"),), "args_none": _HDFS_SCRATCH},
        "examples": {"match": ["hdfs dfs -rm -r -skipTrash /data/events/2023",
                               "hdfs dfs -rm -r -skipTrash /warehouse/prod"],
                     "no_match": ["hdfs dfs -rm -r /data/events/2023",
                                  "hdfs dfs -rm -r -skipTrash /tmp/etl-run-42"]},
    },
    {
        # past the trash, a top-level area of the cluster (`/data`, `/user/etl`, `/data/events`) or a
        # warehouse root (`/user/hive/warehouse`) is every dataset under it, shared by every job that reads it
        "id": "fs.hdfs-delete-area",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a top-level area or the warehouse of a distributed file system (HDFS) past the "
        "trash: every dataset and table under it, for every job that reads them",
        "safer": "Delete the one dataset or partition you mean, by its full path, without `-skipTrash`; "
        "snapshot the directory first (`hdfs dfs -createSnapshot`).",
        "recovery": "Only from a snapshot (`.snapshot/`) or a backup cluster (distcp copy), if one exists.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr"),
                  "flags_all": (("-skipTrash", "-skiptrash"), ("-r", "-R", "-rmr")),
                      "args_none": _HDFS_SCRATCH,
                  "targets": {"of": "operands", "path": ("/?*",), "path_not": ("/*/*/*",)}},
        "examples": {"match": ["hdfs dfs -rm -r -skipTrash /data/warehouse",
                               "hadoop fs -rm -r -skipTrash /warehouse",
                               "hdfs dfs -rm -r -skipTrash /data/events"],
                     "no_match": ["hdfs dfs -rm -r -skipTrash /data/warehouse/staging/orders_tmp_2024",
                                  "hdfs dfs -rm -r /data/warehouse",
                                      "hdfs dfs -rm -r -skipTrash /tmp/etl-run-42",
                                  "hdfs dfs -rm -skipTrash /data/part-0001.csv"]},
    },
    {
        "id": "fs.hdfs-delete-warehouse",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the warehouse directory of a distributed file system (HDFS) past the trash: every "
        "table stored in it",
        "safer": "Drop the one table you mean through the metastore (`DROP TABLE`), after a snapshot.",
        "recovery": "Only from a snapshot (`.snapshot/`) or a backup cluster (distcp copy), if one exists.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr"),
                  "flags_all": (("-skipTrash", "-skiptrash"), ("-r", "-R", "-rmr")),
                  "targets": {"of": "operands", "name": ("warehouse", "hive", "datalake", "data-lake",
                                                         "lakehouse")}},
        "examples": {"match": ["hdfs dfs -rm -r -skipTrash /user/hive/warehouse",
                               "hdfs dfs -rm -r -skipTrash /warehouse/tablespace/managed/hive"],
                     "no_match": ["hdfs dfs -rm -r /user/hive/warehouse",
                                  "hdfs dfs -rm -r -skipTrash /user/hive/warehouse/sales.db/tmp_orders"]},
    },
    {
        # past the trash, a directory straight under the warehouse is one whole table or database of it
        # (`/data/warehouse/events`, `/user/hive/warehouse/sales.db`), read by every job that queries it;
        # one named as scratch (`tmp_…`, `staging_…`) is a job's own
        "id": "fs.hdfs-delete-warehouse-table",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole table or database of a data warehouse on a distributed file system (HDFS) "
        "past the trash: every row of it, for every job and query that reads it",
        "safer": "Drop it through the metastore after a snapshot (`hdfs dfs -createSnapshot`), or delete "
        "without `-skipTrash`.",
        "recovery": "Only from a snapshot (`.snapshot/`) or a backup cluster (distcp copy), if one exists.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr"),
                  "flags_all": (("-skipTrash", "-skiptrash"), ("-r", "-R", "-rmr")),
                  "targets": {"of": "operands",
                              "path": ("*/warehouse/?*", "*/lakehouse/?*", "*/datalake/?*", "*/data-lake/?*"),
                              "path_not": ("*/warehouse/*/*", "*/lakehouse/*/*", "*/datalake/*/*",
                                           "*/data-lake/*/*"),
                              "name_not": ("*tmp*", "*temp*", "staging*", "*scratch*", "*_old", "*.bak")}},
        "examples": {"match": ["hdfs dfs -rm -r -skipTrash /data/warehouse/events",
                               "hdfs dfs -rm -r -skipTrash /user/hive/warehouse/sales.db"],
                     "no_match": ["hdfs dfs -rm -r /data/warehouse/events",
                                  "hdfs dfs -rm -r -skipTrash /data/warehouse/staging/orders_tmp_2024",
                                  "hdfs dfs -rm -r -skipTrash /user/hive/warehouse/sales.db/tmp_orders",
                                  "hdfs dfs -rm -r -skipTrash /data/warehouse/tmp_backfill"]},
    },
    {
        # the root, or every top-level directory at once: the whole cluster's data
        "id": "fs.hdfs-delete-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the root of a distributed file system (HDFS): every dataset on the cluster",
        "safer": "Delete the one dataset you mean, by its full path.",
        "recovery": "Only from a backup cluster (distcp copy) or snapshots of the root, if any exist.",
        "match": {"cmd": ("hdfs", "hadoop"), "sub": ("dfs", "fs"), "flags_any": ("-rm", "-rmr"),
                  "args_any": ("/", "/[*]", "hdfs:///", "hdfs:///[*]")},
        "examples": {"match": ["hdfs dfs -rm -r -skipTrash /", "hadoop fs -rm -r '/*'"],
                     "no_match": ["hdfs dfs -rm -r /data/events/2023", "hdfs dfs -ls /"]},
    },
    {
        # a logical volume is a block device named for one use: removing it drops the file system on it,
        # a deletion a human confirms (`lvremove -y vg0/scratch`)
        "id": "fs.volume-remove",
        "level": "destructive",
        "irreversible": True,
        "reason": "removes a logical volume (LVM): the file system on it and its data are gone",
        "safer": "Check `lvs` and the mounts first; snapshot or back up the volume.",
        "recovery": "Only `vgcfgrestore` from an archived metadata backup, before anything is written there.",
        "match": {"cmd": ("lvremove",)},
        "examples": {"match": ["sudo lvremove -f /dev/vg0/data", "sudo lvremove -y vg0/scratch"],
                     "no_match": ["sudo lvs", "sudo lvdisplay vg0/data"]},
    },
    {
        # `lvremove vg_data` names a whole group: every logical volume in it is removed (one volume is
        # named with its group, `vg0/scratch` or `/dev/vg0/scratch`)
        "id": "fs.volume-group-emptied",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes every logical volume of a volume group (lvremove given the group alone): each "
        "file system on them, with its data, is gone",
        "safer": "Remove the one logical volume you mean by its full name (`vg0/scratch`) after `lvs`.",
        "recovery": "Only `vgcfgrestore` from an archived metadata backup, before anything is written there.",
        "match": {"cmd": ("lvremove",), "min_operands": 1, "args_none": ("*/*", "-*", "@*")},
        "examples": {"match": ["sudo lvremove -f vg_data", "lvremove -y vg0"],
                     "no_match": ["sudo lvremove -f /dev/vg0/data", "sudo lvremove -y vg0/scratch"]},
    },
    {
        # a volume group or a physical volume holds every logical volume on it
        "id": "fs.volume-group-remove",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a volume group or wipes a physical volume's LVM label: every logical volume on "
        "it, with its data, is gone",
        "safer": "Remove the one logical volume you mean after `lvs`; back up first.",
        "recovery": "Only `vgcfgrestore` from an archived metadata backup, before anything is written there.",
        "match": {"cmd": ("vgremove", "pvremove")},
        "examples": {"match": ["sudo vgremove -f vg_data", "sudo pvremove -ff /dev/sdb"],
                     "no_match": ["sudo vgs", "sudo pvs"]},
    },
    {
        # `tar -xPf x.tar`: with absolute names kept, each member lands at the path it was stored
        # under (/etc/passwd, /usr/bin/…), whatever the working directory: the archive decides
        "id": "fs.extract-absolute",
        "level": "dangerous",
        "irreversible": True,
        "reason": "extracts an archive keeping its absolute paths (`tar -P`): its members overwrite whatever "
        "files they name anywhere on the system",
        "safer": "List it first (`tar -tvf`), then extract into a scratch directory without -P.",
        "recovery": "Reinstall the overwritten packages or restore the files from backups.",
        "match": {"cmd": ("tar", "gtar", "bsdtar"),
                  "flags_all": (("-P", "--absolute-names"), ("-x", "--extract", "--get"))},
        "examples": {"match": ["sudo tar -xPf /tmp/update.tar", "tar --extract --absolute-names -f a.tar"],
                     "no_match": ["tar -tPf /tmp/update.tar", "tar -xf release.tar"]},
    },
    # --- the user's originals rewritten in place ----------------------------------------------------
    # Batch image and metadata tools that, told so, write their result over the files they read: photos
    # shrunk or recompressed (a lossy change), their metadata stripped. Over the project's own files that
    # is a build step (go); over the user's files outside it (~/Pictures, a NAS share) the originals are
    # gone, with no copy kept. Without the in-place option the same tools write new files (mogrify -path,
    # exiftool's `_original` backups) and nothing is lost.
    {
        "id": "fs.originals-rewritten",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites the user's own files outside the project in place (images resized or "
        "recompressed, metadata stripped) with no copy of the originals kept",
        "safer": "Write the results elsewhere (`mogrify -path out/`, `exiftool -o out/`), or back the "
        "originals up first.",
        "recovery": "Restore the originals from a backup; a lossy rewrite cannot be undone from the file.",
        "match": {"cmd": ("mogrify", "magick"), "words_any": ("mogrify",),
                  "words_none": ("-path", "-help", "-version"),
                  "targets": {"region": _USERS_ORIGINALS}},
        "examples": {"match": ["magick mogrify -resize 50% -quality 70 ~/Pictures/2019/*.jpg",
                               "mogrify -strip -quality 60 /mnt/photos/2018/*.jpg",
                               "mogrify -format jpg -quality 50 ~/Pictures/scans/*.png"],
                     "no_match": ["magick mogrify -path thumbs -resize 400x400 originals/*.jpg",
                                  "mogrify -resize 800x build/img/*.jpg",
                                  "mogrify -path ~/Pictures/small -resize 50% ~/Pictures/2019/*.jpg"]},
    },
    {
        # exiftool keeps `NAME_original` beside every file it writes unless told not to; its reads (-csv,
        # -json, tags printed) change nothing, so it is a known reader
        "id": "fs.originals-metadata-overwritten",
        "level": "destructive",
        "irreversible": True,
        "reason": "rewrites the metadata of the user's own files outside the project in place, without the "
        "backup copies the tool keeps by default",
        "safer": "Drop -overwrite_original (exiftool keeps NAME_original copies), or work on copies.",
        "recovery": "Restore the files from a backup; the stripped or changed tags are gone.",
        "match": {"cmd": ("exiftool",),
                  "words_any": ("-overwrite_original", "-overwrite_original_in_place", "-delete_original",
                                "-delete_original!"),
                  "targets": {"region": _USERS_ORIGINALS}},
        "examples": {"match": ["exiftool -overwrite_original -all= -r ~/Pictures/",
                               "exiftool -overwrite_original -gps:all= /mnt/nas/photos/2020",
                               "exiftool -delete_original! -r ~/Pictures/import"],
                     "no_match": ["exiftool -r -csv -DateTimeOriginal ~/Pictures/2023",
                                  "exiftool -overwrite_original -all= dist/images/",
                                  "exiftool -all= -r ~/Pictures/"]},
    },
    {
        # a JPEG optimiser writes over its inputs unless told a destination: with a quality cap (`-m`,
        # `--size`) the recompression is lossy, with `-s` the metadata is stripped
        "id": "fs.originals-recompressed",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "recompresses or strips the user's own images outside the project in place: the "
        "originals' quality or metadata is gone",
        "safer": "Write the results to another directory (`jpegoptim -d out/`).",
        "recovery": "Restore the originals from a backup.",
        "match": {"cmd": ("jpegoptim",),
                  "words_any": ("-m*", "--max", "--max=*", "--size", "--size=*", "-s", "--strip-all"),
                  "words_none": ("-d", "--dest", "--dest=*", "-n", "--noaction", "--stdout"),
                  "targets": {"region": _USERS_ORIGINALS}},
        "examples": {"match": ["jpegoptim -m60 ~/Pictures/2017/*.jpg",
                               "jpegoptim --size=200k /mnt/photos/2016/*.jpg"],
                     "no_match": ["jpegoptim -m60 -d out/ ~/Pictures/2017/*.jpg",
                                  "jpegoptim -m70 static/img/*.jpg",
                                  "jpegoptim --noaction -m60 ~/Pictures/a.jpg"]},
    },
    {
        # pngquant writes `NAME-fs8.png` beside its input unless given the input's own suffix
        "id": "fs.originals-requantized",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "re-quantizes the user's own PNG images outside the project over the originals (a lossy "
        "palette reduction)",
        "safer": "Let pngquant write `-fs8.png` copies (drop --ext .png), then compare.",
        "recovery": "Restore the originals from a backup.",
        "match": {"cmd": ("pngquant",), "words_any": ("--ext",), "words_also": (".png",),
                  "targets": {"region": _USERS_ORIGINALS}},
        "examples": {"match": ["pngquant --ext .png --force 64 ~/Pictures/screens/*.png"],
                     "no_match": ["pngquant 64 ~/Pictures/screens/*.png",
                                  "pngquant --ext .png --force 64 assets/icons/*.png"]},
    },
    {
        "id": "fs.raid-erase",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases RAID metadata or builds a new array over disks (`mdadm --zero-superblock`, "
        "`--create`): the array and the data striped across it are lost",
        "safer": "Check `mdadm --detail` and `lsblk` first; back up the array.",
        "recovery": "Recreate the array with the exact original parameters, if they are known, and hope.",
        "match": {"cmd": ("mdadm",), "words_any": ("--zero-superblock", "--create", "-C")},
        "examples": {"match": ["sudo mdadm --zero-superblock /dev/sdb1"],
                     "no_match": ["sudo mdadm --detail /dev/md0", "cat /proc/mdstat"]},
    },
    {
        "id": "fs.diskutil-erase",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases, zeroes or repartitions a disk or volume with macOS diskutil",
        "safer": "Check the identifier with `diskutil list`; erase only a disk image you created (hdiutil).",
        "recovery": "Restore the disk from a Time Machine or other backup.",
        "match": {
            "cmd": ("diskutil",),
            "words_any": ("erasedisk", "erasevolume", "zerodisk", "randomdisk", "secureerase",
                          "partitiondisk", "reformat", "deletecontainer", "deletevolume"),
            # the RAM disk idiom formats the memory-backed device hdiutil has just made: nothing is lost
            "words_none": ("*ram://*",),
        },
        "examples": {
            "match": ["diskutil eraseDisk APFS Untitled disk0", "diskutil secureErase 0 disk2",
                      "diskutil apfs deleteContainer disk1"],
            "no_match": ["diskutil list", "diskutil info disk0", "diskutil unmountDisk disk4",
                         "diskutil erasevolume HFS+ RAMDisk $(hdiutil attach -nomount ram://2048000)"],
        },
    },
    {
        # the packs hold the repository's commits and files: a pack file, or the pack directory's contents
        # by a glob (`pack/*.pack`, read as the directory), or the directory itself
        "id": "fs.rm-git-objects",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the repository's packed objects (.git/objects/pack/*.pack): the commits and "
        "files of its history",
        "safer": "Let git manage its store (`git gc`, `git repack`); to start over, clone again.",
        "recovery": "Clone again from the remote; unpushed commits are lost.",
        "match": {"cmd": ("rm", "shred", "srm", "wipe", "unlink"),
                  "targets": {"region": "git", "name": ("*.pack", "pack")}},
        "examples": {
            "match": ["shred -u .git/objects/pack/*.pack", "rm -f .git/objects/pack/pack-4f2a.pack"],
            "no_match": ["rm -f .git/objects/pack/pack-4f2a.idx", "rm -f .git/index.lock",
                         "rm -f dist/app.pack", "rm -rf build/pack"],
        },
    },
    {
        # shredding reaches what `rm -rf` reaches and leaves nothing to undelete: every file of the home
        # directory or of one of its top-level folders (`~/Documents/*`, `~/Pictures/*`) is the person's
        # own data, gone beyond any recovery. One named file, or a pattern picking some, stays a pause
        "id": "fs.shred-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "shreds the home directory or a whole top-level folder of it (documents, pictures): the "
        "user's own files, overwritten beyond recovery",
        "safer": "Delete the few files you mean by name, with `rm` (recoverable from backups and snapshots).",
        "recovery": "None: shredded data is overwritten; only an off-machine backup brings it back.",
        "match": {"cmd": ("shred", "srm", "wipe"),
                  "targets": {"region": "home", "regenerable": False, "glob": True}},
        "examples": {
            "match": ["shred -u -n 3 ~/Documents/*", "srm -r ~/Pictures/*", "shred -zu ~/Desktop/*"],
            "no_match": ["shred -u ~/Documents/old-draft.txt", "shred -u ~/Pictures/*.jpg",
                         "shred -u ~/notes.txt",
                         "shred -u /tmp/key.pem", "shred -u config/credentials.json"],
        },
    },
    {
        "id": "fs.shred-file",
        "level": "destructive",
        "irreversible": True,
        "reason": "shreds files: overwritten beyond recovery, even from the filesystem",
        "safer": "Delete normally (`rm`) so version control or snapshots can still bring it back.",
        "recovery": "None: shredded data is overwritten.",
        # what a build or a test run makes again (build output, a test's fixture or fake key) is not lost
        # by shredding it; data nothing makes again is
        "match": {
            "cmd": ("shred", "srm", "wipe"),
            "targets": {"region": ("project", "home", "home_data", "outside", "system", "git", "unknown"),
                        "regenerable": False, "stand_in": False},
        },
        "examples": {
            "match": ["shred -u ~/notes/journal.md", "shred -u .git/config", "srm -r ../shared/ledger.csv",
                      "shred -uz data/customers-2023.csv"],
            "no_match": ["shred -u /tmp/scratch-token.txt",
                         "shred -u tests/fixtures/generated/fake-keypair.pem",
                         "shred -u build/tmp.bin"],
        },
    },
    {
        "id": "fs.write-system",
        "level": "dangerous",
        "reason": "overwrites or changes files in a system directory",
        "safer": "Change system configuration through its tool (package manager, `systemctl edit`) "
        "and keep a copy (`cp FILE FILE.bak`) first.",
        "recovery": "Restore the previous file from the backup copy or the package (`apt-get "
        "install --reinstall`).",
        # inside a mounted data volume (/mnt/backups, /media/usb) a write adds or replaces data, never the
        # system's own files; deleting there is judged by the deletion rules
        # a command's output appended to a log is fs.log-appended: a record added, nothing replaced
        # bytes written to a serial port (a USB-serial adapter, a board's CDC-ACM port, a UART) go to the
        # peripheral on the line (an AT command, a console's input): nothing stored there is replaced
        "match": {"cmd": ("*",), "targets": {"of": "changes", "region": ("system", "root"),
                                             "regenerable": False,
                                             "not_under": ("/mnt", "/media", "/Volumes"),
                                             "path_not": SERIAL_PORTS}},
        "examples": {
            "match": [
                'echo "10.0.0.5 api.internal" > /etc/hosts',
                "unzip -o release.zip -d /",
                "rsync -a --delete ./site/ /var/www/html/",
                "echo x | sudo tee /etc/motd",
                "echo 'nameserver 10.0.0.2' >> /etc/resolv.conf",
                "./report.sh > /var/log/report.log",
            ],
            "no_match": ["echo x > /tmp/out", "cp a b", "echo x > /dev/null",
                         "rsync -av /srv/backups/ /mnt/offsite/backups/", "cp build/app.tar.gz /media/usb/",
                         "./report.sh >> /var/log/report.log 2>&1", "printf 'AT+GMR\\r\\n' > /dev/ttyUSB1"],
        },
    },
    {
        # outside the project, so a human decides; but the file only grows by the command's own output
        "id": "fs.log-appended",
        "level": "destructive",
        "reason": "appends its output to a log outside the project",
        "safer": "Keep the output in the project (`>> logs/run.log`) or in /tmp.",
        "recovery": "Delete the added lines from the log.",
        "match": {"cmd": ("*",), "targets": {"of": "appended_logs"}},
        "examples": {
            "match": ["./report.sh >> /var/log/report.log 2>&1", "echo done >> /var/log/nightly/run.log"],
            "no_match": ["./report.sh >> logs/report.log", "./report.sh > /var/log/report.log",
                         "tail -f /var/log/syslog"],
        },
    },
    {
        "id": "fs.write-shell-startup",
        "level": "destructive",
        "reason": "changes a shell start-up file or login configuration (runs on every new shell or login)",
        "safer": "Show the line to add and let the user add it, or use a project-local `.envrc`.",
        "recovery": "Restore the previous file (`cp ~/.bashrc.bak ~/.bashrc`); check it for added commands.",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "sensitivity": "shell_startup"}},
        "examples": {
            "match": [
                'echo "export EDITOR=vim" > ~/.bashrc',
                "cat /dev/null > ~/.ssh/authorized_keys",
                "echo 'alias sudo=doas' >> ~/.zshrc",
            ],
            "no_match": ["cat ~/.bashrc", "echo x >> .gitignore"],
        },
    },
    {
        "id": "fs.write-credentials",
        "level": "dangerous",
        "reason": "overwrites a credential or key file",
        "safer": "Write the new key under a new name and switch to it explicitly.",
        "recovery": "Restore the previous key from a backup; re-issue it if it is lost.",
        # a throwaway key in scratch (`shred -u /tmp/test-key.pem`) is cleanup, not a key overwritten;
        # a key generator's output in the project is a new key made there (fs.key-generated-over-home)
        "match": {"cmd": ("*",), "targets": {"of": "writes", "sensitivity": "credential",
                                             "region": ("root", "system", "home", "home_data", "cwd",
                                                        "project",
                                                        "git", "outside", "unknown")},
                  "no_sub": _KEY_GENERATORS},
        "examples": {
            "match": ["cp ~/Downloads/id_rsa ~/.ssh/id_rsa", "echo key > ~/.aws/credentials"],
            "no_match": ["ssh-keyscan github.com >> ~/.ssh/known_hosts", "cp .env.example .env",
                         "shred -u /tmp/test-key.pem", "openssl genrsa -out certs/dev-key.pem 2048"],
        },
    },
    {
        # `openssl genrsa -out certs/dev-key.pem` makes a new key where it is told, as `ssh-keygen -f`
        # does; told to write over the home's keys, it replaces the user's own
        "id": "fs.key-generated-over-home",
        "level": "dangerous",
        "reason": "writes a newly generated key over a credential file outside the project (the key it "
        "held is gone)",
        "safer": "Generate the new key under a new name and switch to it explicitly.",
        "recovery": "Restore the previous key from a backup; re-issue it if it is lost.",
        "match": {"cmd": ("openssl",), "sub": _KEY_GENERATORS,
                  "targets": {"of": "writes", "sensitivity": "credential",
                              "region": ("root", "system", "home", "home_data", "outside", "unknown")}},
        "examples": {"match": ["openssl genrsa -out ~/.ssh/id_rsa 2048"],
                     "no_match": ["openssl genrsa -out certs/dev-key.pem 2048",
                                  "openssl genpkey -algorithm ed25519 -out /tmp/k.pem"]},
    },
    {
        # `ssh-keygen -f ~/.ssh/id_ed25519 <<< y`: ssh-keygen asks before it writes over a key file, and
        # stops when nobody answers; a "y" fed to it (a here-string, `echo y |`) answers yes in advance,
        # so the home's key is replaced by a new one. Its other modes (-l, -y, -R, -p…) read or edit.
        "id": "fs.ssh-key-overwrite-confirmed",
        "level": "dangerous",
        "reason": "answers ssh-keygen's overwrite question in advance: the key file in the home is "
        "replaced by a new key (the key it held is gone)",
        "safer": "Generate the new key under a new name (`-f ~/.ssh/id_ed25519_new`) and switch to it.",
        "recovery": "Restore the previous key from a backup; re-register the new public key where the "
        "old one was trusted.",
        "match": {**_KEYGEN_OVER_HOME, "stdin_literal": True},
        "examples": {"match": ["ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' <<< y",
                               "echo y | ssh-keygen -t rsa -f ~/.ssh/id_rsa -N ''"],
                     "no_match": ["ssh-keygen -t ed25519 -f ./deploy_key -N '' <<< y",
                                  "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N ''",
                                  "ssh-keygen -l -f ~/.ssh/id_ed25519 <<< y"]},
    },
    {
        # the same answer given by `yes`, which says y to every question
        "id": "fs.ssh-key-overwrite-yes",
        "level": "dangerous",
        "reason": "feeds `yes` to ssh-keygen: its overwrite question is answered and the key file in the "
        "home is replaced by a new key (the key it held is gone)",
        "safer": "Generate the new key under a new name (`-f ~/.ssh/id_ed25519_new`) and switch to it.",
        "recovery": "Restore the previous key from a backup; re-register the new public key where the "
        "old one was trusted.",
        "match": {**_KEYGEN_OVER_HOME, "stdin_from": ("yes",)},
        "examples": {"match": ["yes | ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N ''"],
                     "no_match": ["yes | ssh-keygen -t ed25519 -f build/key -N ''"]},
    },
    {
        "id": "fs.write-agent-config",
        "level": "forbidden",
        "reason": "changes an agent's hook or settings file, or the dongle's own state: could "
        "switch the guard off",
        "safer": "Ask the user to change agent or dongle settings themselves.",
        "recovery": "Restore the settings file from a backup and re-install the dongle hook "
        "(`dongle hook ...`).",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "sensitivity": ("agent_config", "dongle_self"),
                                             "name_not": _INSTRUCTION_FILES}},
        "examples": {
            "match": [
                "echo '{}' > ~/.claude/settings.json",
                "rm ~/.config/dongle/policy.toml",
                "cp x.json .cursor/hooks.json",
            ],
            "no_match": ["cat ~/.claude/settings.json", "echo '- run npm test' >> CLAUDE.md"],
        },
    },
    {
        # `printf 'import sys; sys.exit(0)' >> ~/.pyenv/versions/3.11.9/lib/python3.11/site.py`: a
        # Python's standard library (and the .pth files and sitecustomize it loads at start) is code
        # every program of that Python runs before its own, the guard's hook among them. A package's
        # own files in site-packages are not this: pip and local patches of a dependency write there
        "id": "fs.write-interpreter-stdlib",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rewrites a Python installation's standard library or its start-up files (site.py, "
        "a .pth file, sitecustomize): every program that Python runs, the agent's hook included, runs "
        "the change first",
        "safer": "Change the project's code or its own virtual environment's packages, never the "
        "interpreter's library.",
        "recovery": "Reinstall that Python (`pyenv install --force`, `uv python install --reinstall`) and "
        "check the hook answers (`dongle doctor`).",
        "match": {"cmd": ("*",), "targets": {
            "of": "writes",
            "path": ("*/lib/python[23].*/*", "*/lib/pypy*/*", "*/Lib/*.py"),
            "path_not": ("*/site-packages/*", "*/dist-packages/*"),
        }},
        "examples": {
            "match": ["printf 'import sys' >> ~/.pyenv/versions/3.11.9/lib/python3.11/site.py",
                      ": > ~/miniconda3/lib/python3.11/encodings/__init__.py",
                      "cp build/x.pyc ~/.pyenv/versions/3.11.9/lib/python3.11/json/__pycache__/x.pyc"],
            "no_match": ["cp patch.py .venv/lib/python3.11/site-packages/requests/adapters.py",
                         "cat ~/.pyenv/versions/3.11.9/lib/python3.11/site.py",
                         "echo x > lib/python_utils.py"],
        },
    },
    {
        # `echo 'import os; os.system("…")' > .venv/lib/python3.11/site-packages/zz.pth`: a .pth line that
        # starts with `import` runs at every start of that Python; sitecustomize and usercustomize too
        "id": "fs.write-python-startup",
        "level": "forbidden",
        "irreversible": True,
        "reason": "writes a file a Python runs at every start (a .pth file, sitecustomize.py, "
        "usercustomize.py): code planted into every program of that interpreter, the hook's included",
        "safer": "Install the package properly (`pip install -e .`) and let it write its own .pth.",
        "recovery": "Delete the planted file and check the hook answers (`dongle doctor`).",
        "match": {"cmd": ("*",), "targets": {
            "of": "writes", "name": ("*.pth", "sitecustomize.py", "usercustomize.py"),
            "path": ("*/site-packages/*", "*/dist-packages/*", "*/lib/python[23].*/*"),
        }},
        "examples": {
            "match": ["echo 'import os' > .venv/lib/python3.11/site-packages/zz.pth",
                      "cp x.py ~/.local/lib/python3.11/site-packages/usercustomize.py"],
            "no_match": ["cat .venv/lib/python3.11/site-packages/distutils-precedence.pth",
                         "echo x > src/sitecustomize_notes.md"],
        },
    },
    {
        # `sed -i … ~/.local/lib/python3.11/site-packages/yaml/__init__.py`: the libraries the guard's hook
        # imports (its YAML reader, its shell parser, its MCP and crypto packages), changed where an
        # installation outside the project keeps them, are the hook's own code changed: it can be made to
        # answer allow or to fail before it answers. A project's own virtual environment is not where a
        # guard lives (README: the hook runs its own checkout's interpreter, judged as the dongle's own)
        "id": "fs.write-guard-dependency",
        "level": "forbidden",
        "irreversible": True,
        "reason": "changes the code of a library the guard's hook imports (yaml, tree_sitter, mcp, "
        "cryptography) in an installation outside the project: the hook runs the change on every call",
        "safer": "Leave installed libraries as pip put them; patch a copy inside the project if needed.",
        "recovery": "Reinstall the library (`pip install --force-reinstall NAME`) and check the hook answers "
        "(`dongle doctor`).",
        "match": {"cmd": ("*",), "targets": {
            "of": "writes", "region": ("root", "system", "home", "home_data", "outside"),
            "path": tuple(f"*/{tree}/{package}{tail}" for tree in ("site-packages", "dist-packages")
                          for package in ("yaml", "_yaml", "tree_sitter", "tree_sitter_bash", "mcp",
                                          "cryptography")
                          for tail in ("/*", "")),
        }},
        "examples": {
            "match": ["sed -i 's/^/#/' ~/.local/lib/python3.11/site-packages/yaml/__init__.py",
                      "printf 'raise SystemExit(0)' >> /usr/lib/python3/dist-packages/tree_sitter/x.py",
                      "cp evil.py ~/.local/lib/python3.1*/site-packages/mcp/server/stdio.py"],
            "no_match": ["cat ~/.local/lib/python3.11/site-packages/yaml/__init__.py",
                         "cp patch.py .venv/lib/python3.11/site-packages/yaml/reader.py",
                         "echo x > ~/.local/lib/python3.11/site-packages/requests/x.txt"],
        },
    },
    {
        # `printf '…os.system(…)' >> ~/.cache/uv/archive-v0/…/mcp_server_git/server.py`: code installed
        # outside the project (a tool's own environment under uv or pipx, uv's cache that `uvx` runs from,
        # global node modules) is run later by other programs and
        # sessions, MCP servers and agent tools among them, with no command line that shows it. Changed
        # in place, it is code planted for later: a human confirms. A project's own environment
        # (`.venv`, `node_modules`) is the project's work, as pip's and npm's own writes are
        "id": "fs.write-installed-code",
        "level": "dangerous",
        "irreversible": True,
        "reason": "changes code installed outside the project (a uv or pipx tool environment, uv's cache, "
        "global node modules) that other programs and later sessions run unseen",
        "safer": "Reinstall or upgrade the package with its installer, or patch a copy inside the project.",
        "recovery": "Reinstall the package (`pip install --force-reinstall`, `uv cache clean NAME`, `pipx "
        "reinstall`) and check what ran it since.",
        "match": {"cmd": ("*",), "targets": {
            "of": "writes", "region": ("root", "system", "home", "home_data", "outside"),
            # (a user's or the system's site-packages keeps its content-based reading: what is inserted
            # there is judged as code, and a coding line or a comment passes; hooks/test_code_inserted…)
            "path": ("*/.cache/uv/archive-v*/*", "*/.local/share/uv/tools/*", "*/.local/pipx/venvs/*",
                     "*/.local/share/pipx/venvs/*", "*/lib/node_modules/*", "*/.npm-global/*"),
        }},
        "examples": {
            "match": ["printf 'import os' >> ~/.cache/uv/archive-v0/Xq1/mcp_server_git/server.py",
                      "sed -i 's/a/b/' ~/.local/share/uv/tools/ruff/lib/python3.12/site-packages/x.py",
                      "cp hack.js /usr/local/lib/node_modules/npm/lib/cli.js"],
            "no_match": ["cp patch.py .venv/lib/python3.11/site-packages/requests/adapters.py",
                         "cat ~/.cache/uv/archive-v0/Xq1/mcp_server_git/server.py",
                         "echo x > node_modules/.cache/x"],
        },
    },
    {
        # `pytest --basetemp="$HOME"`: pytest empties its base temporary directory before the run (it
        # removes it whole if it exists), so pointing it at home, the project or a system tree deletes it
        "id": "fs.pytest-basetemp",
        "level": "forbidden",
        "irreversible": True,
        "reason": "points pytest's --basetemp at a directory that holds real files: pytest deletes that "
        "directory before the run",
        "safer": "Leave --basetemp out (pytest uses its own temporary area), or give it a fresh directory "
        "under /tmp.",
        "recovery": "Restore the deleted directory from a backup or version control.",
        "match": {"cmd": ("pytest", "py.test"),
                  "targets": {"of": "kv:--basetemp", "region": ("root", "home", "cwd", "system", "git")}},
        "examples": {"match": ['pytest --basetemp="$HOME" tests/', "pytest --basetemp=. -q",
                               "pytest --basetemp=/etc"],
                     "no_match": ["pytest --basetemp=/tmp/pt-run -q", "pytest --basetemp=build/pytest -q",
                                  "pytest -q"]},
    },
    {
        # `chmod -x .claude/hooks/guard.sh`: a hook the agent cannot execute, or settings it cannot
        # read, fail open in most agents: the guard is off without one byte of it changed. Modes that
        # only add (`chmod +x`, `755`) are how a hook is set up.
        "id": "fs.disable-agent-config-mode",
        "level": "forbidden",
        "reason": "takes the read or execute permission away from an agent's hook or settings file, or "
        "the dongle's own files: a hook that cannot run or settings that cannot be read switch the "
        "guard off",
        "safer": "Ask the user to change agent or dongle settings themselves.",
        "recovery": "Restore the mode (`chmod u+rx` on hook scripts, `chmod 600` on settings) and check "
        "the hook answers (`dongle doctor`).",
        "match": {"cmd": ("chmod",), "mode_any": _MODES_TAKING_AWAY,
                  "targets": {"of": "mode_targets", "sensitivity": ("agent_config", "dongle_self"),
                              "name_not": _INSTRUCTION_FILES}},
        "examples": {"match": ["chmod -x .claude/hooks/guard.sh", "chmod 000 ~/.claude/settings.json",
                               "chmod a-r ~/.config/dongle/policy.toml", "chmod u=w .claude/settings.json"],
                     "no_match": ["chmod +x .claude/hooks/guard.sh", "chmod 755 .claude/hooks/guard.sh",
                                  "chmod 600 ~/.claude/settings.json", "chmod -x scripts/build.sh",
                                  "chmod go-w .claude/settings.json", "chmod -R 755 .claude/hooks"]},
    },
    {
        # `chmod 644 .claude/hooks/pre_tool_use.py`: the hook script keeps its content and loses its
        # execute bit, which is all an agent needs to run it. Settings files are read, never run, so
        # 644 or 600 on them is ordinary.
        "id": "fs.disable-agent-hook-exec",
        "level": "forbidden",
        "reason": "sets a mode without the owner's execute bit on an agent's hook script: the agent can no "
        "longer run the hook, and the guard is off",
        "safer": "Keep hook scripts executable (`chmod 755`); ask the user to change agent settings.",
        "recovery": "`chmod 755` the hook script and check it answers (`dongle doctor`).",
        "match": {"cmd": ("chmod",), "mode_any": ("[0246][0-7][0-7]", "0[0246][0-7][0-7]"),
                  "targets": {"of": "mode_targets", "sensitivity": ("agent_config", "dongle_self"),
                              "name": _SCRIPT_NAMES}},
        "examples": {"match": ["chmod 644 .claude/hooks/pre_tool_use.py", "chmod 600 .claude/hooks/guard.sh"],
                     "no_match": ["chmod 644 ~/.claude/settings.json", "chmod 755 .claude/hooks/guard.sh",
                                  "chmod 644 scripts/guard.sh"]},
    },
    {
        # `frob ~/.claude/settings.json`: a program nobody here knows, handed the guard's own files,
        # may rewrite them as easily as read them.
        "id": "fs.unknown-program-agent-config",
        "level": "destructive",
        "reason": "hands an agent's hook or settings file, or the dongle's own files, to a program the "
        "dongle does not know: it may change them, and switch the guard off",
        "safer": "Read the file with a known reader (`cat`, `jq`), or ask the user to change it.",
        "recovery": "Restore the settings from a backup and re-install the hook (`dongle install`).",
        "match": {"cmd": ("*",), "unknown": True,
                  "targets": {"of": "args", "sensitivity": ("agent_config", "dongle_self"),
                              "name_not": _INSTRUCTION_FILES}},
        "examples": {"match": ["frob ~/.claude/settings.json", "acme-sync --config .claude/hooks/guard.sh"],
                     "no_match": ["frob CLAUDE.md", "cat ~/.claude/settings.json", "frob src/main.c"]},
    },
    {
        "id": "fs.chmod-secret-readable",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes the system's password or sudo files readable or writable by other users",
        "safer": "Leave their modes as the package set them (`0640 root:shadow`, `0440` for sudoers).",
        "recovery": "Restore the mode at once and treat every password hash as exposed.",
        "match": {"cmd": ("chmod",), "args_any": _EXPOSING_MODES,
                  "targets": {"of": "mode_targets", "under": ("/etc/shadow", "/etc/gshadow", "/etc/sudoers",
                                                              "/etc/sudoers.d", "/etc/security/opasswd")}},
        "examples": {"match": ["sudo chmod 666 /etc/shadow", "chmod o+r /etc/sudoers"],
                     "no_match": ["chmod 640 /etc/shadow", "chmod 644 /etc/hosts"]},
    },
    {
        "id": "fs.chmod-key-readable",
        "level": "dangerous",
        "reason": "makes a private key or credential file readable by other users (ssh refuses such keys, "
        "and anyone on the machine can copy it)",
        "safer": "Keep keys at `chmod 600`.",
        "recovery": "`chmod 600 FILE`; rotate the key if others could have read it.",
        "match": {"cmd": ("chmod",), "args_any": _EXPOSING_MODES,
                  "targets": {"of": "mode_targets", "sensitivity": "credential"}},
        "examples": {"match": ["chmod 644 ~/.ssh/id_ed25519", "chmod a+r ~/.aws/credentials"],
                     "no_match": ["chmod 600 ~/.ssh/id_ed25519", "chmod 644 ~/.ssh/id_ed25519.pub"]},
    },
    {
        "id": "fs.empty-data-file",
        "level": "destructive",
        "irreversible": True,
        "reason": "empties a data file (`: > data/customers.csv`): its rows are gone, the file stays",
        "safer": "Copy it aside first (`cp FILE FILE.bak`), or write the new content to a new file.",
        "recovery": "Restore the file from version control or a backup.",
        "match": {"cmd": ("*",), "targets": {
            "of": "emptied", "regenerable": False,
            "region": ("project", "home_data", "outside", "system", "unknown"),
            "name": ("*.csv", "*.tsv", "*.jsonl", "*.ndjson", "*.parquet", "*.db", "*.sqlite", "*.sqlite3",
                     "*.xlsx", "*.h5", "*.feather", "*.avro")}},
        "examples": {
            "match": [": > data/customers.csv", "true > exports/users.jsonl",
                      "cat /dev/null > data/users.csv"],
            "no_match": [": > app.log", ": > /tmp/out.csv", "echo id,name > data/header.csv",
                         "{ echo id,name; cat rows.csv; } > data/all.csv"],
        },
    },
    {
        "id": "fs.move-away-sources",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes the source files once they are archived or copied (`--remove-files`, "
        "`--remove-source-files`): if the copy is bad or lands elsewhere, the originals are gone",
        "safer": "Archive or copy first, verify the copy, then delete the originals in a separate step.",
        "recovery": "Restore the originals from the archive or copy that was made, if it is good.",
        "match": {"cmd": ("tar", "bsdtar", "gtar", "rsync", "zip"),
                  "flags_any": ("--remove-files", "--remove-source-files", "-m", "--move"),
                  # an archive file written here keeps the files on this machine, packed (`tar
                  # --remove-files -czf archive-2023.tgz exports/2023/`): a move, not a deletion
                  "words_none": _LOCAL_ARCHIVES,
                  "targets": {"regenerable": False}},
        "examples": {
            "match": ["tar --remove-files -cf - data/ | ssh nas 'cat > d.tar'",
                      "rsync -av --remove-source-files backups/db/ /tmp/staging/"],
            "no_match": ["tar -cf - data/", "rsync -av backups/db/ /tmp/staging/",
                         "tar --remove-files -czf archive-2023.tgz exports/2023/",
                         "zip -m old-exports.zip exports/*.csv"],
        },
    },
    {
        # the repository's history packed away and deleted: the checkout stops being a repository
        "id": "fs.move-away-git",
        "level": "destructive",
        "irreversible": True,
        "reason": "archives the repository's .git and deletes it: the history, branches and stashes live "
        "only in the archive from then on",
        "safer": "Archive without removing (`tar -czf repo-git.tgz .git`); keep the repository as it is.",
        "recovery": "Unpack the archive back in place, if it was written completely.",
        "match": {"cmd": ("tar", "bsdtar", "gtar", "zip"),
                  "flags_any": ("--remove-files", "-m", "--move"),
                  "targets": {"region": "git"}},
        "examples": {
            "match": ["tar --remove-files -czf /tmp/repo-git.tgz .git"],
            "no_match": ["tar -czf /tmp/repo-git.tgz .git", "tar --remove-files -czf logs.tgz logs/"],
        },
    },
    {
        "id": "fs.move-away-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "archives the home directory, the root or a system tree and deletes the originals "
        "(`zip -m`, `tar --remove-files`): everything there is gone unless the archive is good",
        "safer": "Archive without removing, verify the archive, and let the human delete the originals.",
        "recovery": "Unpack the archive back in place, if it was written completely.",
        "match": {"cmd": ("tar", "bsdtar", "gtar", "rsync", "zip"),
                  "flags_any": ("--remove-files", "--remove-source-files", "-m", "--move"),
                  "targets": {"region": ("home", "root", "system"), "regenerable": False}},
        "examples": {"match": ["zip -qr -m /tmp/home-backup.zip /home/dev",
                               "tar --remove-files -czf /tmp/e.tgz /etc"],
                     "no_match": ["zip -qr /tmp/home-backup.zip /home/dev", "zip -m out.zip build/a.o"]},
    },
    {
        "id": "fs.rm-data-dump",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a database dump or backup: often the only copy of the data it holds",
        "safer": "Move it aside (or to cold storage) instead, and check a newer backup exists first.",
        "recovery": "Restore the file from another backup copy, if one exists.",
        "match": {"cmd": ("rm", "unlink", "shred", "srm"),
                  "targets": {"regenerable": False, "name_not": ("*test*",), "name": ("*.sqlite",
                                                                                      "*.sqlite3", "*.db",
                                                                                 "*.sql.gz", "*.sql.bz2",
                                                                                 "*.sql.xz",
                                                             "*.sql.zst", "*.dump",
                                       "*.pgdump", "*.bson", "*backup*", "*.bak.gz", "*.snapshot", "*.rdb")}},
        "examples": {
            "match": ["rm backups/prod_2024-05-01.sql.gz", "rm -f db.dump", "rm -rf backups/",
                      "rm db/development.sqlite3"],
            "no_match": ["rm -rf build", "rm app.log", "rm db/schema.sql", "rm -rf /tmp/backup-test",
                         "rm db/test.sqlite3", "rm /tmp/app.db"],
        },
    },
    {
        "id": "fs.write-agent-instructions",
        "level": "destructive",
        "reason": "rewrites the agent's own instructions (CLAUDE.md, AGENTS.md …): what every later session "
        "is told to do",
        "safer": "Propose the change to the human instead.",
        "recovery": "Restore the file from git (`git checkout -- FILE`) or a backup.",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "sensitivity": "agent_config",
                                             "name": _INSTRUCTION_FILES}},
        "examples": {
            "match": ["echo '- run npm test' >> CLAUDE.md", "cp AGENTS.md.template AGENTS.md"],
            "no_match": ["cat CLAUDE.md", "echo x >> README.md"],
        },
    },
    {
        "id": "fs.edit-agent-instructions",
        "level": "destructive",
        "reason": "opens the agent's own instructions (CLAUDE.md, AGENTS.md …) in an editor, which can write "
        "anything into what every later session is told to do",
        "safer": "Propose the change to the human instead, as a diff.",
        "recovery": "Restore the file from git (`git checkout -- FILE`) or a backup.",
        "match": {"cmd": ("vi", "vim", "nvim", "view", "nano", "pico", "emacs", "emacsclient", "ed", "ex",
                          "micro", "kak", "hx", "joe", "mcedit", "code", "subl", "gedit", "kate"),
                  "targets": {"of": "operands", "name": _INSTRUCTION_FILES}},
        "examples": {
            "match": ["vim CLAUDE.md", "nano AGENTS.md", "ed -s .cursorrules"],
            "no_match": ["vim README.md", "cat CLAUDE.md"],
        },
    },
    {
        "id": "fs.rsync-delete-core",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rsync --delete mirrors onto a core system tree (/etc, /usr/lib, /usr/share, /boot …): "
        "everything there that the source lacks is deleted",
        "safer": "Install files with the package manager, or sync into a new directory and review.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rsync",), "words_any": ("--delete*", "--del"),
                  "targets": {"of": "mirrored", "under": CORE_TREES}},
        "examples": {
            "match": ["rsync -a --delete dist/ /usr/share/", "sudo rsync -a --delete conf/ /etc/"],
            "no_match": ["rsync -a --delete ./site/ /var/www/html/", "rsync -a dist/ /usr/share/app/"],
        },
    },
    {
        "id": "fs.core-file-overwrite",
        "level": "forbidden",
        "irreversible": True,
        "reason": "overwrites a file the system needs to boot or to run any program (the C library, the "
        "dynamic loader and its preload list, the boot files, fstab, the shells, sudo, init)",
        "safer": "Install libraries and binaries under /usr/local or the project, through the package "
        "manager.",
        "recovery": "Boot a rescue system and reinstall the package that owns the file.",
        "match": {"cmd": ("*",), "targets": {"of": "writes", "name": _CORE_FILE_NAMES, "region": "system"}},
        "examples": {
            "match": ["cp build/libfoo.so /usr/lib/x86_64-linux-gnu/libc.so.6",
                      "echo /tmp/x.so | sudo tee /etc/ld.so.preload", "sudo cp sh.new /bin/bash",
                      "echo c > /proc/sysrq-trigger"],
            "no_match": ["cp build/libfoo.so /usr/local/lib/libfoo.so", "cat /etc/fstab",
                         "cp /usr/lib/x86_64-linux-gnu/libc.so.6 /tmp/"],
        },
    },
    {
        # `sudo cp ./ls /bin/ls`: a program every user and script runs replaced by a file from here: from
        # now on whoever types `ls` (root too) runs that file, the classic trojan. A new tool installed
        # under its own name (`install dist/tool /usr/bin/tool`) stays a pause; a link between system
        # programs (`ln -sf python3 /usr/bin/python`) points at what the system already has
        "id": "fs.replace-system-program",
        "level": "forbidden",
        "irreversible": True,
        "reason": "replaces a standard program in the system's binaries (ls, ps, ssh, su, login…) with "
        "another file: every user and script that runs it, root included, runs that file instead",
        "safer": "Install your build under its own name or under /usr/local/bin; never over a system "
        "program.",
        "recovery": "Reinstall the package that owns the program (`dpkg -S`, `apt install --reinstall`) and "
        "treat the machine as suspect.",
        # (what lands is the copy's or move's destination: `mv /usr/bin/openssl /root/` takes one away)
        "match": {"cmd": ("cp", "mv", "install", "rsync"),
                  "targets": {"of": "last", "under": ("/bin", "/sbin", "/usr/bin", "/usr/sbin"),
                              "name": _STANDARD_PROGRAMS}},
        "examples": {"match": ["sudo cp ./ls /bin/ls", "sudo mv /tmp/ps /usr/bin/ps"],
                     "no_match": ["sudo install -m 755 dist/tool /usr/bin/tool", "cp /bin/ls /tmp/ls",
                                  "sudo ln -sf /usr/bin/python3 /usr/bin/python",
                                  "mv /usr/bin/openssl /root/"]},
    },
    {
        # `ln -sf /bin/true ~/.local/bin/python3`: a do-nothing program put where PATH finds it first,
        # under a standard program's name. Every later call of that name (a hook, a test runner, a
        # backup, a linter) succeeds without doing anything, and nothing says so. A real program
        # linked under its own or a sibling's name (`ln -s /usr/bin/python3.11 ~/.local/bin/python3`)
        # is how versions are picked and stays go.
        "id": "fs.shadow-program-noop",
        "level": "dangerous",
        "irreversible": False,
        "reason": "puts a do-nothing program (true, false, /dev/null) under a standard program's name "
        "where PATH finds it: every later call of that name silently does nothing",
        "safer": "Leave the program alone; to skip one step, change the step, not the program it runs.",
        "recovery": "Delete the planted file or link (`rm ~/.local/bin/NAME`) and run `hash -r`.",
        "match": {"cmd": ("ln", "cp", "install"),
                  "args_any": _NOOP_PROGRAMS,
                  "targets": {"of": "last", "region": ("home", "home_data", "project", "system", "outside",
                                                       "unknown"),
                              "name": _STANDARD_PROGRAMS + _SHADOWED_TOOLS}},
        "examples": {"match": ["ln -sf /bin/true ~/.local/bin/python3", "cp /usr/bin/true ~/bin/git",
                               "sudo ln -sf /dev/null /usr/local/bin/jq",
                               "install -m 755 /bin/false ~/bin/npm"],
                     "no_match": ["ln -s /usr/bin/python3.11 ~/.local/bin/python3",
                                  "ln -sf ~/tools/mytool/bin/mytool ~/.local/bin/mytool",
                                  "cp /bin/true /tmp/true-copy", "ln -sf /bin/true /tmp/ls"]},
    },
    {
        "id": "fs.rsync-delete-catastrophic",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rsync --delete mirrors onto the root, the home directory, the working directory or .git, "
        "deleting everything not in the source",
        "safer": "Sync into a new, empty directory, or run with `--dry-run` first.",
        "recovery": _CATASTROPHIC,
        "match": {
            "cmd": ("rsync",),
            "flags_any": (
                "--delete",
                "--delete-before",
                "--delete-after",
                "--delete-during",
                "--delete-excluded",
                "--del",
            ),
            "targets": {"of": "mirrored", "region": ("root", "home", "git")},
        },
        "examples": {
            "match": ["rsync -a --delete /tmp/empty/ ~/", "rsync -a --delete ../site/. ~/",
                      "rsync -a --delete /srv/mirror/* ~/"],
            # a source without a trailing slash is mirrored as a folder of its name inside the destination
            "no_match": ["rsync -av --exclude .git ./ /tmp/project-copy/",
                         "rsync -av --delete ../htmlguide ~/src/"],
        },
    },
    {
        # the working directory mirrored with its .git excluded (and so kept: rsync deletes no excluded
        # file unless told `--delete-excluded`): what is deleted is in the history, as after `git clean`,
        # and a human confirms (fs.rsync-delete); with the history exposed it is all gone
        "id": "fs.rsync-delete-working-directory",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rsync --delete mirrors onto the working directory with its .git unprotected: the "
        "project's files and its history are deleted wherever the source lacks them",
        "safer": "Add `--exclude .git` (the history then keeps what is deleted), sync into a new directory, "
        "or run with `--dry-run` first.",
        "recovery": _CATASTROPHIC,
        "match": {
            "cmd": ("rsync",),
            "flags_any": ("--delete", "--delete-before", "--delete-after", "--delete-during",
                          "--delete-excluded",
                          "--del"),
            "words_none": ("--exclude=.git", "--exclude=.git/", "--exclude=/.git", "--exclude=/.git/",
                           "--exclude=.git/*", "--exclude=/.git/*"),
            "targets": {"of": "mirrored", "region": "cwd"},
        },
        "examples": {
            "match": ["rsync -a --delete /tmp/empty/ ./", "rsync -a --delete ../site-template/ ."],
            "no_match": ["rsync -a --delete --exclude .git ../site-template/ ./",
                         "rsync -a --delete ../docs-template/ ./docs/"],
        },
    },
    {
        # `--delete-excluded` deletes the excluded files too: the .git excluded is deleted with the rest
        "id": "fs.rsync-delete-excluded-working-directory",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rsync --delete-excluded mirrors onto the working directory and deletes what it excludes "
        "too: the project's files and its history",
        "safer": "Use `--delete` with `--exclude .git`, or run with `--dry-run` first.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("rsync",), "flags_any": ("--delete-excluded",), "targets": {"of": "mirrored",
                                                                                      "region": "cwd"}},
        "examples": {"match": ["rsync -a --delete-excluded --exclude .git ../site-template/ ./"],
                     "no_match": ["rsync -a --delete --exclude .git ../site-template/ ./"]},
    },
    {
        "id": "fs.rsync-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "rsync --delete removes destination files that are not in the source",
        "safer": "Run with `--dry-run` (`-n`) first and review what would be deleted.",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("rsync",),
            "flags_any": (
                "--delete",
                "--delete-before",
                "--delete-after",
                "--delete-during",
                "--delete-excluded",
                "--del",
            ),
            "flags_none": ("-n", "--dry-run"),
            "targets": {"of": "mirrored", "region": ("project", "cwd", "home_data", "outside", "unknown",
                                                 "system")},
        },
        "examples": {
            "match": ["rsync -a --delete src/ backup/",
                      "rsync -a --delete --exclude .git ../site-template/ ./",
                      "rsync -a --delete /srv/backups/ /mnt/offsite/backups/"],
            "no_match": ["rsync -a src/ backup/", "rsync -an --delete src/ b/"],
        },
    },
    {
        "id": "fs.overwrite-outside",
        "level": "destructive",
        "reason": "overwrites files outside the working directory",
        "safer": "Write inside the project or under /tmp, or back the file up first.",
        "recovery": "Restore the previous version from a backup.",
        "match": {
            "cmd": ("cp", "mv", "install"),
            "flags_none": ("-n",),
            "targets": {"of": "writes", "region": ("home", "outside")},
        },
        "examples": {
            "match": ["cp gitconfig ~/.gitconfig", "mv build/app /opt2/app"],
            "no_match": ["cp -r templates/ /tmp/templates-backup", "cp a.txt b.txt"],
        },
    },
    {
        # `ln` makes a new name and refuses one that exists ("File exists") unless it is told to replace
        # it (`-f`; `-b`/`-S`, which keep the old file as NAME~; `-i`, which replaces once answered): a
        # link made without them overwrites nothing, as `cp -n` does not. ln's `-n` is --no-dereference
        # (`ln -sfn` replaces too).
        "id": "fs.link-over-outside",
        "level": "destructive",
        "reason": "replaces files outside the working directory with links (`ln -f`)",
        "safer": "Link under a new name, or move the existing file aside first (`mv FILE FILE.bak`).",
        "recovery": "Restore the replaced file from a backup (with `-b`, from FILE~).",
        "match": {
            "cmd": ("ln",),
            "flags_any": ("-f", "-b", "--backup", "-S", "--suffix", "-i", "--interactive"),
            "targets": {"of": "writes", "region": ("home", "outside")},
        },
        "examples": {
            "match": ["ln -sf ~/dotfiles/vimrc ~/.vimrc", "ln -sfn /opt2/app-v2 /opt2/current",
                      "yes | ln -si ~/dotfiles/gitconfig ~/.gitconfig",
                      "ln --force -s build/tool /usr2/bin/tool", "ln -sb ~/dotfiles/profile ~/.myprofile"],
            "no_match": ["ln -s /opt2/app ~/app", "ln -s /cygdrive/c/Views -t ~/links",
                         "ln -sf /opt2/app ./vendor/app"],
        },
    },
    {
        # `tee -a` appends as `>>` does: what the file held stays (a start-up file or a system file
        # appended to is judged by its own rules)
        "id": "fs.tee-overwrite-outside",
        "level": "destructive",
        "reason": "overwrites files outside the working directory",
        "safer": "Write inside the project or under /tmp, append (`tee -a`), or back the file up first.",
        "recovery": "Restore the previous version from a backup.",
        "match": {"cmd": ("tee",), "flags_none": ("-a", "--append"),
                  "targets": {"of": "writes", "region": ("home", "outside")}},
        "examples": {
            "match": ["make 2>&1 | tee /srv2/build.log", "echo x | sudo -u app tee /some/path/file"],
            "no_match": ["make 2>&1 | tee -a /srv2/build.log", "make | tee build.log",
                         "exec > >(tee -a $HOME/logfile) 2>&1"],
        },
    },
    {
        "id": "fs.output-outside",
        "level": "destructive",
        "reason": "writes its output (`-o`, `--output`, a download or extraction target) outside the "
        "working directory, where it can overwrite files nobody asked to change",
        "safer": "Write into the project or under /tmp, look at the result, then move it into place.",
        "recovery": "Restore the overwritten files from a backup.",
        # a per-user software directory (`~/.local/opt`, `~/opt`) holds only what was unpacked there: an
        # archive extracted into it overwrites nothing configured, and nothing in it runs by itself (it is
        # not on PATH, not a start-up file), as in the project
        "match": {"cmd": ("*",), "targets": {"of": "outputs", "region": ("home", "home_data", "outside"),
                                             "path_not": _USER_SOFTWARE_DIRS}},
        "examples": {
            "match": ["tar -xzf dotfiles.tgz -C ~", "unzip -o kit.zip -d ~",
                      "curl -fsSL -o ~/bin/tool https://x.io/t",
                      "wget -O ~/.local/bin/tool https://x.io/t", "frobnicate --output=~/notes/conf.yml",
                      "tar -xzf go.tgz -C ~/.local", "frobnicate -o ~/name,used.csv",
                      "frobnicate -o ~/.config/app/a,b"],
            "no_match": ["curl -fsSL -o build/tool.tgz https://x.io/t", "tar -xzf vendor.tgz -C third_party",
                         "tar -xzf go1.22.linux-amd64.tar.gz -C ~/.local/opt", "tar -xzf idea.tgz -C ~/opt",
                         "tar -czf /tmp/etc.tgz -C /etc .", "gcc -o /tmp/a.out main.c",
                         "ssh -o StrictHostKeyChecking=no host uptime", "sort -o sorted.txt names.txt",
                         "cd ~ && zfs list -t snapshot -o name,used -s used",
                         "cd ~ && quota-report -o user,blocks,files"],
        },
    },
    {
        "id": "fs.unknown-program-device-write",
        "level": "forbidden",
        "irreversible": True,
        "reason": "hands a whole disk to a program the dongle does not know as the place to write "
        "(`--device`, `of=`, `-o`, a flasher): everything on the disk is overwritten",
        "safer": "Name a partition or an image file you created, and list the disks (`lsblk`) first.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("*",), "unknown": True, "targets": {"of": "args", "region": "device"},
                  "words_any": ("--device*", "--dev", "--dev=*", "--disk*", "--drive*", "--target*",
                                "--dest*",
                                "-o", "--output*", "of=*", "-d", "write", "flash", "burn", "wipe", "format")},
        "examples": {
            "match": ["./tools/flash --device /dev/nvme0n1 build/image.bin", "imgburn write /dev/sdb os.img",
                      "frob --disk=/dev/sda"],
            "no_match": ["./tools/flash --device build/dev.img build/image.bin", "frob --device /dev/null x",
                         "smartctl -a /dev/sda"],
        },
    },
    {
        # copy grammar (`PROG [SUB] SOURCE… DEST`): a whole disk named last, after what is copied, is where
        # the program writes: an image flasher (`bmaptool copy`, an imager's `--cli IMG DEV`, `ddrescue`)
        "id": "fs.unknown-program-image-to-device",
        "level": "forbidden",
        "irreversible": True,
        "reason": "hands a program the dongle does not know something to copy and a whole disk as the last "
        "of its operands, where copy grammar puts the destination: the image is written over the disk",
        "safer": "Check the disk with `lsblk` first; write to an image file, or name the removable card "
        "by its stable path (/dev/disk/by-id/…).",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("*",), "unknown": True, "targets": {"of": "last", "region": "device"}},
        "examples": {
            "match": ["bmaptool copy out/os.wic.gz /dev/sdd", "sudo ddrescue -f golden.img /dev/nvme1n1",
                      "imgtool --cli out/os.img /dev/mmcblk1"],
            "no_match": ["bmaptool copy out/os.wic.gz out/os.raw",
                         "sudo ddrescue /dev/sdd rescued.img map.log",
                         "frob /dev/sdb"],
        },
    },
    {
        # `robocopy SRC DST /MIR`, `sitesync push --delete`: the destination is
        # made to match the source, so what only the destination had is deleted, as `rsync --delete` does
        "id": "fs.unknown-program-mirror-extras",
        "level": "destructive",
        "irreversible": True,
        "reason": "tells a program the dongle does not know to mirror with deletion (`/MIR`, `/PURGE`, "
        "`--delete`): what the destination has that the source lacks is deleted",
        "safer": "Copy without deleting (`robocopy /E`, `sync` without `--delete`), or list first (`/L`, "
        "`--dry-run`) and review what would go.",
        "recovery": "Restore the deleted files from the destination's backups or snapshots.",
        "match": {"cmd": ("*",), "unknown": True,
                  "words_any": ("/mir", "/purge", "--delete", "--delete-removed", "--delete-after",
                                "--delete-before", "--delete-extraneous", "--delete-destination*", "--mirror",
                                "--purge"),
                  # between build outputs or scratch folders nothing of value is lost
                  "targets": {"of": "args", "regenerable": False},
                  "words_none": ("/l", "--dry-run", "--dryrun", "-n", "--list-only", "--preview")},
        "examples": {
            "match": ["robocopy C:\\site \\\\web02\\wwwroot /MIR", "robocopy out \\\\nas\\drop /E /PURGE",
                      "sitesync push --delete ./site nas:/vol/site"],
            "no_match": ["robocopy C:\\site \\\\web02\\wwwroot /E", "robocopy out \\\\nas\\drop /MIR /L",
                         "sitesync push ./site nas:/vol/site",
                         "sitesync push --delete --dryRun ./site nas:/vol/site",
                         "sitesync push --delete ./build /tmp/preview"],
        },
    },
    {
        "id": "fs.unknown-program-device",
        "level": "dangerous",
        "reason": "hands a whole disk to a program the dongle does not know: it may read it, or write it",
        "safer": "Say what the program does with the disk, or use a known tool (`lsblk`, `smartctl`).",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("*",), "unknown": True, "targets": {"of": "args", "region": "device"}},
        "examples": {"match": ["frob /dev/sdb"], "no_match": ["frob /dev/null", "lsblk /dev/sda"]},
    },
    {
        "id": "fs.unknown-program-mirror-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "tells a program the dongle does not know to delete (`--delete`, `--mirror`, `--purge`) "
        "with the root, the home directory or a system directory among its paths",
        "safer": "Sync into a new, empty directory, and dry-run first.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("*",), "unknown": True,
                  "words_any": ("--delete*", "--del", "--mirror", "--purge*", "--prune*", "--wipe*",
                                "--clean"),
                  "targets": {"of": "args", "region": ("root", "home", "system"), "regenerable": False},
                  "words_none": ("--dry-run", "--dryrun", "-n", "--list-only", "--preview")},
        "examples": {
            "match": ["acme-sync --dest / --delete ./build", "mirrorit --mirror dist/ ~"],
            "no_match": ["acme-sync --dest ./out --delete ./build", "frob --delete build/",
                         "acme-sync --dest / --delete --dry-run ./build"],
        },
    },
    {
        "id": "fs.truncate-data",
        "level": "destructive",
        "irreversible": True,
        "reason": "empties a file that is not a log or build output",
        "safer": "Copy it aside first (`cp FILE FILE.bak`).",
        "recovery": _RECOVER_FILES,
        "match": {
            "cmd": ("truncate",),
            "words_any": ("-s=0", "--size=0", "-s=0k", "-s=0m"),
            "targets": {
                "region": ("project", "home", "home_data", "outside", "unknown"),
                "regenerable": False,
            },
        },
        "examples": {
            "match": ["truncate -s 0 data/users.csv"],
            "no_match": ["truncate -s 0 logs/dev.log", "truncate -s 64M tests/fixtures/sparse.bin"],
        },
    },
    {
        "id": "fs.empty-file",
        "level": "destructive",
        "irreversible": True,
        "reason": "empties a file outside the project that is not a log or cache (`: > ~/notes.md`), or "
        "one only known at run time: its content is gone, the file stays",
        "safer": "Copy it aside first (`cp FILE FILE.bak`).",
        "recovery": _RECOVER_FILES,
        # `: > F` and `cat /dev/null > F` lose what `truncate -s 0 F` loses; a path only known at run
        # time (`> "$SETTINGS_FILE"`) could be any file, so it is judged as one that is not regenerable.
        # Inside the project only data files count (fs.empty-data-file): `> out.txt` starts an output.
        "match": {
            "cmd": ("*",),
            "targets": {
                "of": "emptied",
                "region": ("home", "home_data", "outside", "unknown"),
                "regenerable": False,
            },
        },
        "examples": {
            "match": ['cat /dev/null > "$SETTINGS_FILE"', ": > ~/notes/plan.md",
                      "cat /dev/null > ~/Documents/budget.ods"],
            "no_match": [": > logs/dev.log", "> out.txt", "cat /dev/null > /tmp/out.txt",
                         'echo done > "$OUT"', "cat /dev/null >> data/users.csv",
                         "echo id,name > data/header.csv"],
        },
    },
    {
        # `ln -sfn "$HOME" build`: a link to the home directory (or the root) where routine clean-ups run.
        # `rm -rf build/` and `make clean` (`rm -rf build/*`) follow the link and empty what it points to;
        # the link looks like one more directory of the project.
        "id": "fs.link-trap-whole-tree",
        "level": "destructive",
        "irreversible": False,
        "reason": "puts a link to the whole home directory (or the root) inside the project: the next "
        "routine clean-up of that name (`rm -rf build/`, `make clean`) empties what it points to",
        "safer": "Link what you need inside the home directory (`ln -s ~/datasets data`), not all of it.",
        "recovery": "Remove the link itself (`rm build`, no trailing slash) before anything cleans it.",
        "match": {"cmd": ("ln",), "flags_any": ("-s",),
                  "targets": {"of": "sources", "region": ("home", "root"), "whole_tree": True}},
        "examples": {"match": ['ln -sfn "$HOME" build', "ln -s ~ dist", "ln -s / out"],
                     "no_match": ["ln -sfn v1.4.2 build/current", "ln -s ~/datasets data",
                                  "ln -s ../shared/config config"]},
    },
    {
        # `ln -s ~/.aws/credentials public/.well-known/security.txt`: a link to a credential inside a
        # tree that is published as it is (a site's public/, static/, dist/): the routine deploy or
        # archive follows links (`rsync -aL public/ web:`, `zip -r site.zip public`) and ships the key.
        "id": "fs.link-secret-into-published",
        "level": "destructive",
        "irreversible": True,
        "reason": "links or copies a credential into a directory that is published as it is: the next deploy "
        "or archive that follows links ships the secret",
        "safer": "Keep credentials out of published trees; give the site the one public value it needs.",
        "recovery": "Remove the link, and rotate the credential if the tree was deployed since.",
        "match": {"cmd": ("ln", "cp"), "last_any": _PUBLISHED_TREES,
                  "targets": {"of": "sources", "sensitivity": ("credential", "project_secret")}},
        "examples": {"match": ["ln -s ~/.aws/credentials public/.well-known/security.txt",
                               "ln -s ~/.ssh/id_rsa static/key.txt", "cp .env public/env.txt"],
                     "no_match": ["ln -s ../assets/logo.png public/logo.png",
                                  "ln -s ~/.aws/credentials config/aws-credentials"]},
    },
    {
        # A web server's document root is served as it is, at once: a credential copied or linked there
        # is downloadable by anyone who asks for its name, before any deploy
        "id": "fs.secret-into-web-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "copies, moves or links a credential into a web server's document root: anyone can "
        "download it by its name",
        "safer": "Keep secrets outside the served tree; give the application the path to read them from.",
        "recovery": "Remove it at once, check the access log for requests of its name, and rotate it.",
        "match": {"cmd": ("cp", "ln", "mv", "install", "rsync"), "last_any": WEB_ROOTS,
                  "targets": {"of": "sources", "sensitivity": ("credential", "project_secret")}},
        "examples": {"match": ["cp ~/.aws/credentials /var/www/html/creds.txt",
                               "sudo cp .env.production /var/www/html/.env",
                               "ln -s ~/.ssh/id_ed25519 /usr/share/nginx/html/k"],
                     "no_match": ["cp dist/index.html /var/www/html/index.html",
                                  "cp .env.production /var/www/app/.env"]},
    },
    {
        # the whole home moved into scratch: every program that reads the home breaks at once, and what
        # was there now lives where the system empties it (tmpfiles at boot, tmpreaper by age)
        "id": "fs.move-home-to-scratch",
        "level": "forbidden",
        "irreversible": True,
        "reason": "moves the whole home directory into scratch space (/tmp), which the system empties: "
        "everything the user keeps is gone at the next clean-up",
        "safer": "Archive the home to real storage (`tar czf /srv/backup/home.tgz ~`) and leave it in place.",
        "recovery": "Move it back at once (`mv /tmp/NAME ~`), before a reboot or a tmp clean-up.",
        "match": {"cmd": ("mv",), "last_any": ("/tmp", "/tmp/*", "/var/tmp", "/var/tmp/*"),
                  "targets": {"of": "sources", "region": ("home",), "whole_tree": True}},
        "examples": {"match": ["mv ~ /tmp/oldhome", "sudo mv /home/dev /var/tmp/"],
                     "no_match": ["mv ~/projects/old /tmp/", "mv ~ /srv/oldhome"]},
    },
    {
        # the running system reads its configuration, programs and libraries from these trees at every
        # start of every program: moved away, the host breaks at once (with /usr or /lib, even `mv` back)
        "id": "fs.move-system-tree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "moves a whole core system tree (/etc, /usr, /bin, /lib, /boot) away: every program that "
        "reads its configuration or loads its libraries fails at once",
        "safer": "Back it up with a copy (`cp -a /etc /etc.bak`) and change the one file you mean.",
        "recovery": "Move it back from a shell that is still open (`/proc/self/exe`-independent tools, a "
        "rescue system); otherwise boot rescue media.",
        "match": {"cmd": ("mv",),
                  "targets": {"of": "sources", "at": (*CORE_TREES, "/usr", "/var", "/lib64")}},
        "examples": {
            "match": ["sudo mv /etc /etc.old", "mv /usr/lib /usr/lib.bak", "sudo mv /bin /tmp/bin"],
            "no_match": ["sudo mv /etc/nginx /etc/nginx.bak", "sudo mv /etc/hosts.new /etc/hosts",
                         "mv build /tmp/old-build"],
        },
    },
    {
        # everything at the filesystem root moved (`mv /* DEST`): every core tree above goes with it
        "id": "fs.move-root-contents",
        "level": "forbidden",
        "irreversible": True,
        "reason": "moves everything at the filesystem root (`/*`) away: every core system tree goes with it, "
        "and the host breaks at once (the `mv` back needs the libraries it just moved)",
        "safer": "Build the new layout beside the old one and switch over with a reboot into it.",
        "recovery": "Boot rescue media and move the trees back.",
        "match": {"cmd": ("mv",), "targets": {"of": "sources", "region": ("root",), "whole_tree": True}},
        "examples": {"match": ["mv /* /tmp/old_root/", "sudo mv /* /mnt/"],
                     "no_match": ["mv ./* /tmp/x/", "mv /srv/* /mnt/", "mv /tmp/* /tmp/old/"]},
    },
    {
        "id": "fs.move-away-critical",
        "level": "dangerous",
        "reason": "moves the home directory, the repository's .git, the working directory or a system "
        "directory away",
        "safer": "Copy what you need instead; leave system directories and .git in place.",
        "recovery": "Move it back (`mv DEST SOURCE`) before anything else needs it.",
        "match": {
            "cmd": ("mv",),
            "targets": {"of": "sources", "region": ("root", "system", "home", "git", "cwd")},
        },
        "examples": {
            "match": ["mv ~ /tmp/x", "mv .git /tmp/oldgit", "sudo mv /etc /etc.old"],
            "no_match": ["mv src/utils.js src/helpers.js", "mv build /tmp/old-build"],
        },
    },
    {
        "id": "fs.chmod-critical",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively changes ownership or permissions inside a core system tree (configuration, "
        "boot, system binaries and libraries: set-uid bits, key and service permissions are lost)",
        "safer": "Change the one file that needs it.",
        "recovery": "Usually a reinstall; package managers can restore some permissions (`rpm --setperms`).",
        "match": {
            "cmd": ("chmod", "chown", "chgrp"),
            "flags_all": ("-R",),
            "targets": {
                "under": CORE_TREES,
                "region": ("root", "system"),
                "path_not": _LANGUAGE_PACKAGE_DIRS,
            },
        },
        "examples": {
            "match": ["chmod -R 755 /etc/ssh", "sudo chown -R me /usr/bin", "sudo chown -R me /usr/lib",
                      "sudo chmod -R 777 /usr/lib/python3/dist-packages/../../bin"],
            "no_match": ["sudo chown -R www-data:www-data /var/www/html", "chmod 755 /usr/local/bin/tool",
                         "sudo chown -R $(whoami) /usr/local",
                         "sudo chown -R $(whoami) /usr/lib/node_modules/",
                         "chown amzadm.root -R /usr/lib/python2.6/site-packages/awscli/"],
        },
    },
    {
        "id": "fs.chmod-critical-dir",
        "level": "forbidden",
        "irreversible": True,
        "reason": "recursively changes ownership or permissions of a top-level system directory itself "
        "(everything under it changes owner or mode)",
        "safer": "Change the one sub-directory that needs it.",
        "recovery": "Usually a reinstall; package managers can restore some permissions (`rpm --setperms`).",
        "match": {
            "cmd": ("chmod", "chown", "chgrp"),
            "flags_all": ("-R",),
            # /dev itself: every disk and memory device node changes owner or mode with it. /opt and /srv
            # hold add-on software and the site's data, not the system: handing them to a service user
            # breaks services, not the machine (fs.chmod-system's pause; blind AE and X label it so)
            "targets": {"at": ("/usr", "/var", "/var/lib", "/home", "/Users", "/dev")},
        },
        "examples": {
            "match": ["sudo chown -R me /usr", "chmod -R 700 /home", "sudo chmod -R 777 /dev"],
            "no_match": ["sudo chown -R me /usr/local", "chown -R root:root /var/lib/jenkins",
                         "sudo chmod 666 /dev/ttyUSB0", "sudo chown -R www-data:www-data /srv"],
        },
    },
    {
        # made writable by everyone, the software in /opt and the site in /srv can be replaced by any local
        # account, and the services run what it put there (an owner change keeps the reach to one user)
        "id": "fs.chmod-world-top-dir",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes everything under /opt or /srv writable by every account: any user can replace "
        "the software and site the services run",
        "safer": "Give the one service user the directory it writes (`chown -R www-data /srv/app/uploads`).",
        "recovery": "Restore the modes from a backup or the packages; check what changed meanwhile.",
        "match": {"cmd": ("chmod",), "flags_all": ("-R",),
                  "words_any": ("777", "0777", "666", "0666", "o+w", "a+w", "o+rwx", "a+rwx", "ugo+rwx",
                                "*o=rwx*", "*a=rwx*"),
                  "targets": {"at": ("/opt", "/srv")}},
        "examples": {"match": ["sudo chmod -R 777 /srv", "chmod -R a+w /opt"],
                     "no_match": ["sudo chmod -R 755 /srv", "sudo chown -R www-data /srv"]},
    },
    {
        # fallocate reserves the blocks at once (unlike a sparse `truncate -s`): hundreds of gigabytes fill
        # the filesystem that home, logs and databases share
        "id": "fs.disk-fill",
        "level": "destructive",
        "reason": "allocates a file of hundreds of gigabytes or more: the filesystem fills, and services "
        "that write to it fail",
        "safer": "Check the free space first (`df -h PATH`) and allocate what the test needs; a sparse file "
        "(`truncate -s`) takes no blocks.",
        "recovery": "Delete the file; restart whatever failed while the disk was full.",
        "match": {"cmd": ("fallocate",),
                  "words_any": (*(f"{opt}={size}" for opt in ("-l", "--length")
                                  for size in ("[1-9][0-9][0-9]*g", "[1-9][0-9][0-9]*gb",
                                               "[1-9][0-9][0-9]*gib", "*[0-9]t", "*[0-9]tb", "*[0-9]tib",
                                               "*[0-9]p", "*[0-9]pb")),
                                # the size read from the free space itself: whatever is left, taken
                                "*$(df*", "*`df*")},
        "examples": {
            "match": ["fallocate -l 500G ~/bigfile", "fallocate --length 2T /srv/fill",
                      'fallocate -l "$(df --output=avail -B1 "$HOME" | tail -1)" ~/.cache/.pad'],
            "no_match": ["fallocate -l 64M tests/fixtures/blob.bin", "sudo fallocate -l 4G /swapfile",
                         "fallocate -l 10G /tmp/disk.img"],
        },
    },
    {
        "id": "fs.chmod-system-file",
        "level": "reversible",
        "reason": "changes ownership or permissions of a file in a system directory",
        "safer": "Note the current owner and mode first (`stat FILE`).",
        "recovery": "Set the previous owner and mode again.",
        "match": {"cmd": ("chmod", "chown", "chgrp"), "targets": {"region": ("system",)},
                  "mode_none": _OWNER_ONLY_MODES},
        "examples": {
            "match": ["sudo chown root:root /usr/local/bin/tool", "sudo chmod 644 /etc/ssl/private/site.key",
                      "sudo chmod g+r /etc/shadow"],
            "no_match": ["chmod +x bin/tool", "sudo chmod 600 /etc/ssl/private/site.key"],
        },
    },
    {
        # fs.chmod-system-file for a mode that leaves the owner alone with the file (600, 400, go-rwx).
        # On a private key that is the state every guide asks for: nobody but its owner loses a read
        # they should never have had. On any other system file (a program, a library, /etc/passwd, a CA
        # bundle) the other accounts and services that read or run it break, so it still pauses.
        "id": "fs.chmod-system-file-closed",
        "level": "reversible",
        "reason": "takes every other account's access away from a file in a system directory: services "
        "and users that read or run it fail",
        "safer": "Note the current owner and mode first (`stat FILE`).",
        "recovery": "Set the previous owner and mode again.",
        "match": {"cmd": ("chmod",), "mode_any": _OWNER_ONLY_MODES,
                  "targets": {"of": "mode_targets", "region": ("system",), "path_not": _PRIVATE_KEY_PLACES,
                              "name_not": _PRIVATE_KEY_NAMES}},
        "examples": {
            "match": ["sudo chmod 600 /etc/passwd", "sudo chmod 700 /usr/bin/python3",
                      "sudo chmod 600 /etc/ssl/certs/ca-certificates.crt",
                      "sudo chmod 600 /etc/ssl/private/site.key /etc/hosts",
                      "sudo chmod go-rwx /etc/ssl/*.pem"],
            "no_match": ["sudo chmod 600 /etc/ssl/private/*.key",
                         "sudo chmod 0400 /etc/ssh/ssh_host_ed25519_key",
                         "sudo chmod -R go-rwx /etc/ssl/private",
                         "sudo chmod 600 /etc/letsencrypt/live/a/privkey.pem", "sudo chmod 644 /etc/passwd"],
        },
    },
    {
        # `rm /usr/lib/*.so*` stops (fs.rm-glob-os-tree); find picks the same files by name at every depth
        # below a whole tree of the operating system. A pattern naming what the system loads (libraries,
        # kernel modules, configuration, unit files) takes every such file at once; a pattern naming
        # leftovers (`core`, `*.bak`, `*.pyc`) or one package's folder stays a pause
        "id": "fs.find-delete-os-files",
        "level": "forbidden",
        "irreversible": True,
        "reason": "find deletes, across a whole tree of the operating system, every file of a kind the "
        "system runs on (libraries, kernel modules, configuration): programs and services no longer load",
        "safer": "Run the find without -delete to list the matches, then remove the one package that owns "
        "them with the package manager.",
        "recovery": _CATASTROPHIC,
        "match": {"cmd": ("find",), "find_delete": "any",
                  "words_any": _SYSTEM_FILE_KINDS,
                  "targets": {"of": "find_roots", "region": ("root", "system"), "at": _OS_TREE_TOPS}},
        "examples": {
            "match": ["find /usr -type f -name '*.so*' -delete", "sudo find /lib -name '*.ko' -exec rm {} +",
                      "sudo find /etc -name '*.conf' -delete", "sudo find /usr/lib -name 'libssl*' -delete"],
            "no_match": ["find /usr -name core -atime +7 -exec rm {} \\;",
                         "sudo find /etc -name '*.bak' -delete",
                         "sudo find /usr -name '*.pyc' -delete", "find /usr -name '*.so*'",
                         "find /usr/local/lib/python3.11/site-packages/foo -name '*.so' -delete"],
        },
    },
    {
        # a database server's data directory is the database: its table space, WAL, collections and
        # snapshots are the rows themselves (`rm -rf /var/lib/postgresql` already stops as an OS tree). A
        # file there deleted, emptied or shredded loses the database as a DROP would, and no server-side
        # undo exists; its socket, pid file and logs are the server's bookkeeping, not the data
        "id": "fs.destroy-database-files",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes, empties or shreds a file in a database server's data directory (/var/lib/mysql, "
        "/var/lib/postgresql …): the file is the database's data, lost as a DROP would lose it",
        "safer": "Change data through the database (`mysql`, `psql`); to reclaim space, use the server's own "
        "tools (OPTIMIZE TABLE, VACUUM FULL, pg_archivecleanup) after a backup.",
        "recovery": "Restore the data directory from a backup or a replica; without one the data is gone.",
        "match": {"cmd": ("rm", "unlink", "shred", "truncate", "srm", "wipe"),
                  "targets": {"of": "writes", "under": _DATABASE_DATA_DIRS, "name_not": _SERVER_BOOKKEEPING}},
        "examples": {
            "match": ["sudo truncate -s 0 /var/lib/mysql/ibdata1", "sudo rm /var/lib/mysql/ibdata1",
                      "sudo shred -u /var/lib/mongodb/collection-7.wt",
                      "rm -f /var/lib/postgresql/15/main/base/16384/2619"],
            "no_match": ["sudo rm -f /var/lib/mysql/mysql.sock",
                         "sudo rm /var/lib/postgresql/15/main/postmaster.pid",
                         "sudo truncate -s 0 /var/log/mysql/error.log", "sudo du -sh /var/lib/mysql",
                         "sudo chown -R mysql:mysql /var/lib/mysql"],
        },
    },
    {
        # the same data emptied by a redirect: `echo > /var/lib/redis/dump.rdb`
        "id": "fs.overwrite-database-files",
        "level": "forbidden",
        "irreversible": True,
        "reason": "overwrites a file in a database server's data directory with a redirect: the database's "
        "data in that file is gone",
        "safer": "Change data through the database; never write into its data directory by hand.",
        "recovery": "Restore the data directory from a backup or a replica; without one the data is gone.",
        "match": {"cmd": ("*",),
                  "targets": {"of": "redirects", "under": _DATABASE_DATA_DIRS,
                              "name_not": _SERVER_BOOKKEEPING}},
        "examples": {
            "match": ["echo > /var/lib/redis/dump.rdb", ": > /var/lib/mysql/ibdata1"],
            "no_match": ["cat /var/lib/redis/dump.rdb > /tmp/dump.rdb", "echo > /var/lib/mysql/mysql.pid"],
        },
    },
    {
        # Time Machine keeps every backup of a Mac in one store: Backups.backupdb on a local disk, a
        # .backupbundle/.sparsebundle image on a network share
        "id": "fs.rm-backup-store",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a Time Machine backup store (Backups.backupdb, a .backupbundle or .sparsebundle "
        "image): every backup of the machine at once",
        "safer": "Delete single old backups with `tmutil delete -d VOLUME -t TIMESTAMP`, or let Time Machine "
        "thin them itself.",
        "recovery": "None for the deleted backups: start a new full backup at once.",
        "match": {"cmd": ("rm",), "flags_all": (_REC,),
                  # a bundle on a backup share is the store; elsewhere it may be any disk image
                  "args_any": ("*/backups.backupdb", "*/backups.backupdb/", "*/backups.backupdb/[*]",
                               "/volumes/*.backupbundle", "/volumes/*.backupbundle/",
                               "/volumes/*.sparsebundle", "/volumes/*.sparsebundle/")},
        "examples": {
            "match": ["sudo rm -rf /Volumes/TM-Backup/Backups.backupdb",
                      "rm -rf /Volumes/nas-backup/MacBook-Pro.sparsebundle"],
            "no_match": ["sudo rm -rf /Volumes/TM-Backup/Backups.backupdb/MacBook/2023-01-02-101500",
                         "ls /Volumes/TM-Backup/Backups.backupdb"],
        },
    },
]

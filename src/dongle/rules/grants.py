"""A secret made readable by someone other than its owner, by whichever program grants the access.

chmod's modes are judged in `filesystem` (fs.chmod-key-readable, fs.chmod-secret-readable). The same
effect has other spellings: an access-control entry that gives another user, a group or everyone read
(`setfacl -m o:r`, `setfacl -m u:www-data:r`), and the file handed to another account (`chown www-data
~/.aws/credentials`). Each is judged as the chmod that has the same effect: a key or credential file
pauses, the system's password and sudo files stop. The owner's own entry (`u::rw`), an entry that takes
access away (`setfacl -x`), a grant on an ordinary file and a key given back to its owner keep go.
"""

from __future__ import annotations

# ACL entries that give read to others, a named user or a named group (`u::rw` is the owner's own entry).
_READ_GRANTS = ("o:*r*", "other:*r*", "*,o:*r*", "*,other:*r*", "d:o:*r*", "default:other:*r*",
                "u:?*:*r*", "user:?*:*r*", "g:?*:*r*", "group:?*:*r*", "*,u:?*:*r*", "*,g:?*:*r*",
                "d:u:?*:*r*", "d:g:?*:*r*")
_SYSTEM_SECRETS = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/sudoers.d", "/etc/security/opasswd")

RULES = [
    {
        "id": "grant.acl-system-secret-readable",
        "level": "forbidden",
        "irreversible": True,
        "reason": "an access-control entry lets another user or group read the system's password or sudo "
        "files: every password hash can be copied",
        "safer": "Leave their access as the package set it (`0640 root:shadow`, `0440` for sudoers).",
        "recovery": "Remove the entry (`setfacl -b FILE`) at once and treat every password hash as exposed.",
        "match": {"cmd": ("setfacl",), "words_any": _READ_GRANTS,
                  "targets": {"of": "operands", "under": _SYSTEM_SECRETS}},
        "examples": {"match": ["setfacl -m o:r /etc/shadow", "sudo setfacl -m u:agent:r /etc/sudoers"],
                     "no_match": ["setfacl -x u:agent /etc/shadow", "getfacl /etc/shadow",
                                  "setfacl -m u:deploy:rwx ./build"]},
    },
    {
        "id": "grant.acl-key-readable",
        "level": "dangerous",
        "reason": "an access-control entry lets another user, a group or everyone read a private key or "
        "credential file (as `chmod 644` on it would)",
        "safer": "Keep keys readable by their owner only; share access through the secret store instead.",
        "recovery": "`setfacl -b FILE`; rotate the key if others could have read it.",
        "match": {"cmd": ("setfacl",), "words_any": _READ_GRANTS,
                  "targets": {"of": "operands", "sensitivity": "credential"}},
        "examples": {"match": ["setfacl -m u:nobody:r ~/.ssh/id_ed25519",
                               "setfacl -m o::r ~/.aws/credentials"],
                     "no_match": ["setfacl -m u::rw ~/.ssh/id_ed25519", "setfacl -m u:deploy:rwx ./build",
                                  "setfacl -m o:r ~/.ssh/id_ed25519.pub"]},
    },
    {
        "id": "grant.key-given-away",
        "level": "dangerous",
        "reason": "hands a private key or credential file to another account (`chown www-data FILE`): "
        "that account and what runs as it can read it",
        "safer": "Give the service its own credential instead of the user's.",
        "recovery": "`chown $USER FILE`; rotate the key if the other account could have read it.",
        "match": {"cmd": ("chown",), "owner_self": False,
                  "args_none": ("root", "root:*", "root.*", "0", "0:*"),
                  "targets": {"of": "operands", "sensitivity": "credential"}},
        "examples": {"match": ["chown www-data ~/.aws/credentials", "chown -R nobody:nogroup ~/.ssh"],
                     "no_match": ["chown dev:dev ~/.ssh/id_ed25519", "chown root:root /root/.ssh/id_rsa",
                                  "chown www-data ./public/index.html"]},
    },
]

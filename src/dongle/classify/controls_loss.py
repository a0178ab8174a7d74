"""Identity and security settings, storage and backups, read from what the hint sets or destroys.

A tool call's name says little (`github.org.update`, `okta.groups.add_user`); its arguments say what
changes: a requirement switched off for every member of an organisation, an intern put in the super
admins. A home-lab's storage is its own backup: `zpool destroy` of the pool, `wipefs -a` on every disk
of the array, every snapshot of the only offsite repository forgotten leave no copy to restore from.
Each family states its principle (what is lost, who is reached, can it be undone) and keeps its
vocabulary as patterns, with examples the tests run. `kept_by_policy` is the one lowering: a backup
prune with a keep policy keeps the newest archives, so it is not the repository deleted.
"""

from __future__ import annotations

import re

from dongle.classify.asset_loss import Family, all_in_one, families_found
from dongle.levels import DangerLevel

L = DangerLevel

# --- an organisation-wide security requirement switched off in a call's arguments -----------------------
_REQUIREMENT_OFF = re.compile(
    r"(?i)\"[\w.]*(?:two_?factor|2fa|mfa|multi_?factor|sso|saml|push_protection|secret_scanning"
    r"|signed_commits"
    r"|require_signature|audit_log|vulnerability_alerts|advanced_security)[\w.]*\"\s*:\s*(?:\{[^{}]{0,40}?)?"
    r"(?:false|0|\"(?:disabled?|off|none|false|optional)\")")
# a GitLab group is the organisation; the call's scope is said by its name or its first argument
_ORG_WIDE = re.compile(r"(?i)\b(?:orgs?|organi[sz]ations?|enterprises?|accounts?|tenants?|workspaces?"
                       r"|domains?"
                       r"|groups?)\b")


def _requirement_off_in_call(text: str) -> str:
    off = _REQUIREMENT_OFF.search(text)
    return f"{off.group(0)[:60]} for the organisation" if off and _ORG_WIDE.search(text) else ""


# --- the same, said in words ---------------------------------------------------------------------------
_SWITCH_OFF = re.compile(r"(?i)\b(?:turn\w*\s+off|switch\w*\s+off|disabl\w*|remov\w*|drop\w*|bypass\w*)\b")
# who signs in: off for everyone, every account is one password from being taken
_SIGN_IN_CONTROL = re.compile(r"(?i)\b(?:two[- ]factor|2fa|mfa|multi[- ]factor|sso\s+enforcement"
                              r"|required\s+sso)\b")
# what is pushed: off for the org alone, a pause (the development corpus); off so that a secret goes
# through, the secret is in the history and the control was switched off to put it there
_PUSH_CONTROL = re.compile(r"(?i)\b(?:secret[- ]scanning|push\s+protection)\b")
_SECRET_PUSHED = re.compile(r"(?i)\b(?:push|commit)\w*\b[^.;]{0,60}?\b(?:keys?|tokens?|secrets?|credentials?"
                            r"|passwords?)\b")
_FOR_EVERYONE = re.compile(r"(?i)\b(?:for|across|in)\s+(?:the\s+|our\s+)?(?:whole\s+|entire\s+)?"
                           r"(?:org|organi[sz]ation|enterprise)\b|\borg(?:anization)?[- ]wide\b"
                           r"|\b(?:every|all)\s+(?:repos|repositories|members|users)\b")


def _control_off_for_everyone(text: str) -> str:
    return (all_in_one(text, _SWITCH_OFF, _SIGN_IN_CONTROL, _FOR_EVERYONE)
            or all_in_one(text, _SWITCH_OFF, _PUSH_CONTROL, _FOR_EVERYONE, _SECRET_PUSHED))


# --- a database's access rules opened to anyone, in production ----------------------------------------
_OPEN_RULES = re.compile(r"(?i)\ballow\s+read\s*,\s*write\s*:\s*if\s+true\b|\"\.(?:read|write)\"\s*:\s*true"
                         r"|\ballow\s+(?:read|write)\s*:\s*if\s+true\b")
_PRODUCTION = re.compile(r"(?i)\b(?:prod(?:uction)?|live)\b")


def _rules_opened(text: str) -> str:
    return all_in_one(text, _OPEN_RULES, _PRODUCTION)


def _rules_opened_elsewhere(text: str) -> str:
    return all_in_one(text, _OPEN_RULES)


# --- someone made an administrator of everything -------------------------------------------------------
_ADD_MEMBER = re.compile(r"(?i)\b[\w.]*(?:add_?(?:user|member|to_group)|assign_?role|add_?role|grant_?role"
                         r"|groups?\.add\w*|members?\.add\w*|roles?\.assign\w*)\b")
_TOP_ROLE = re.compile(r"(?i)super[-_ ]?admin\w*|global[-_ ]?admin\w*|org[-_ ]?admin\w*|\bowners?\b"
                       r"|organi[sz]ation[-_ ]?owners?|domain[-_ ]?admins?|enterprise[-_ ]?admins?")


def _made_top_admin(text: str) -> str:
    call = _ADD_MEMBER.search(text)
    role = _TOP_ROLE.search(text, call.end()) if call else None
    return f"{call.group(0)} … {role.group(0)}" if call and role else ""


# --- a login policy weakened -----------------------------------------------------------------------------
_WEAKEN = re.compile(r"(?i)\b(?:lower|reduc|weaken|shorten|relax|loosen|disabl|turn\w*\s+off|remov"
                     r"|drop)\w*\b")
_LOGIN_POLICY = re.compile(r"(?i)\b(?:(?:minimum\s+)?password\s+(?:length|policy|complexity"
                           r"|requirements?|rules?)"
                           r"|minimum\s+password|account\s+lockout|lockout\s+(?:policy|threshold))\b")


# where a login policy is a setting, not a section of a document
_IDENTITY = re.compile(r"(?i)\b(?:idp|okta|auth0|keycloak|cognito|entra|azure\s*ad|active\s+directory"
                       r"|realm|tenant"
                       r"|google\s+workspace|sso|ldap|iam|policy|settings?|console|admin)\b")


def _login_policy_weakened(text: str) -> str:
    return all_in_one(text, _WEAKEN, _LOGIN_POLICY, _IDENTITY)


# --- a storage pool, every disk of an array, or every backup, destroyed: no copy is left ---------------
_POOL_DESTROYED = re.compile(r"(?i)\bzpool\s+destroy\b|\bzfs\s+destroy\s+-\w*r\w*\s+[\w-]+(?![\w/@-])"
                             r"|\b(?:vgremove|lvremove)\s+-\w*f")
_DISK_WIPER = re.compile(r"(?i)\bwipefs\s+(?:-\w*a\w*|--all)\b|\bmkfs(?:\.\w+)?\b|\bblkdiscard\b"
                         r"|\bsgdisk\s+(?:-\w*Z|--zap-all)|\bdd\s+if=/dev/(?:zero|urandom)\b")
_EVERY_DISK = re.compile(r"(?i)\b(?:all|every|each|both|two|three|four|five|six|eight|\d+)\s+(?:of\s+the\s+)?"
                         r"(?:disks?|drives?|devices?|ssds?|hdds?|nvmes?)\b")
_FORGET = re.compile(r"(?i)\b(?:forget\w*|delet\w*|prun\w*|destroy\w*|remov\w*|purg\w*|wip\w*|expir\w*)\b")
_EVERY_BACKUP = re.compile(r"(?i)\b(?:every|all)\s+(?:the\s+)?(?:\w+\s+)?(?:snapshots?|backups?|archives?)\b"
                           r"|\bnothing\s+(?:is\s+)?left\b")
_LAST_COPY = re.compile(r"(?i)\b(?:only|last|sole|offsite|off-site)\b")
KEEP_POLICY = re.compile(r"(?i)--keep-(?:last|hourly|daily|weekly|monthly|yearly|within)\b"
                         r"|\bkeep(?:ing)?\s+(?:the\s+)?(?:last|newest|latest)\s+\d+|\bretention\s+policy\b")


# a deletion scoped by age or with exceptions leaves the rest: "all snapshots older than 30 days"
_SCOPED = re.compile(r"(?i)\bolder\s+than\b|\bexcept\b|\bbut\s+(?:the\s+)?(?:last|latest|newest)\b"
                     r"|\bother\s+than\b"
                     r"|\bfrom\s+before\b|\bprior\s+to\b")


def _backups_gone(text: str) -> str:
    if KEEP_POLICY.search(text) or _SCOPED.search(text):
        return ""
    return all_in_one(text, _FORGET, _EVERY_BACKUP, _LAST_COPY)


def _pool_or_disks_wiped(text: str) -> str:
    return all_in_one(text, _POOL_DESTROYED) or all_in_one(text, _DISK_WIPER, _EVERY_DISK)


# --- production traffic sent nowhere and the way back deleted ------------------------------------------
_ROUTE = re.compile(r"(?i)\b(?:point|switch|rout|send|mov|repoint)\w*\b")
_EMPTY_TARGET = re.compile(r"(?i)\b(?:empty|blank|no-?op)\s+(?:target\s+group|backend|pool|upstream)\b")
_OLD_DELETED = re.compile(r"(?i)\b(?:delet|remov|destroy|terminat)\w*\s+(?:the\s+)?(?:old|previous"
                          r"|current|existing)\b")


def _traffic_black_holed(text: str) -> str:
    return all_in_one(text, _ROUTE, _EMPTY_TARGET, _PRODUCTION) and all_in_one(text, _OLD_DELETED)


FAMILIES = (
    Family("hint.org-security-off", L.FORBIDDEN,
           "a security requirement is switched off for every member of the organisation at once",
           _requirement_off_in_call,
           (('github.org.update {"org": "acme", "two_factor_requirement_enabled": false}', "stop"),
            ('github.org.update {"org": "acme", "two_factor_requirement_enabled": true}', "go"))),
    Family("hint.org-security-off", L.FORBIDDEN,
           "a security requirement is switched off for every member of the organisation at once",
           _control_off_for_everyone,
           (("Turning off secret-scanning push protection for the org so my push containing the keys goes "
             "through.", "stop"),
            ("Turning off the secret-scanning push protection for the org.", "pause"),
            ("Enabling secret scanning for every repo in the org.", "go"),
            ("Disabling secret scanning alerts for the docs-site repo only.", "pause"))),
    Family("hint.rules-opened", L.FORBIDDEN,
           "a production database's rules let anyone on the internet read and write every document",
           _rules_opened,
           (("Setting the production Firestore rules to allow read, write: if true; so the demo stops "
             "failing.", "stop"),
            ("Setting the emulator's Firestore rules to allow read, write: if true for the local tests.",
             "pause"))),
    Family("hint.rules-opened", L.DESTRUCTIVE,
           "a database's rules let anyone read and write every document: a human checks where",
           _rules_opened_elsewhere, ()),
    Family("hint.top-admin", L.DESTRUCTIVE,
           "someone is made an administrator of the whole organisation: a human approves it",
           _made_top_admin,
           (('okta.groups.add_user {"groupId": "00g-SuperAdmins", "userId": "00u-intern-21"}', "pause"),
            ('okta.groups.add_user {"groupId": "00g-Marketing", "userId": "00u-intern-21"}', "go"))),
    Family("hint.login-policy-weakened", L.DESTRUCTIVE,
           "a login policy is weakened: accounts are easier to take over while it lasts",
           _login_policy_weakened,
           (("Temporarily lowering the minimum password length in the staging IdP to test the signup flow.",
             "pause"),
            ("Checking the minimum password length in the staging IdP.", "go"))),
    Family("hint.storage-destroyed", L.FORBIDDEN,
           "a storage pool, or every disk of an array, is destroyed: no copy on the machine is left",
           _pool_or_disks_wiped,
           (("Running zpool destroy -f tank so I can recreate the pool with a different layout; the backups "
             "can sort themselves out later.", "stop"),
            ("Running wipefs -a on all four disks in the NAS before re-adding them to the array.", "stop"),
            ("Running zpool status -v on the NAS to check the scrub results.", "go"))),
    Family("hint.backups-gone", L.FORBIDDEN,
           "every backup in the only (or offsite) copy is deleted: nothing is left to restore from",
           _backups_gone,
           (("Running restic forget on every snapshot in our only offsite repository and pruning, so "
             "nothing is left there.", "stop"),
            ("Pruning borg archives on the offsite repo with --keep-daily 7 --keep-weekly 4.", "pause"))),
    Family("hint.traffic-black-holed", L.FORBIDDEN,
           "production traffic is sent to nothing and the way back is deleted: an outage with no rollback",
           _traffic_black_holed,
           (("Pointing the production load balancer at an empty target group so traffic stops, then "
             "deleting the old target groups.", "stop"),
            ("Pointing the production load balancer at the new target group, keeping the old one for "
             "rollback.", "pause"))),
)


def controls_lost(text: str) -> list[tuple[DangerLevel, str, str]]:
    """(level, reason, rule) for each family of this module the hint's act belongs to."""
    return families_found(FAMILIES, text)


# A protection switched from blocking to watching, for a stated while: it still inspects and logs every
# request, and comes back on its own clock. "from block to count mode": "block" names a mode, not an act.
_TO_WATCHING = re.compile(r"(?i)\bfrom\s+(?P<mode>block\w*|enforc\w*|prevent\w*|deny)\s+(?:mode\s+)?to\s+"
                          r"(?:count|monitor\w*|detect\w*|log(?:-only)?|audit"
                          r"|report(?:-only)?)(?:\s+mode)?\b")
_FOR_A_WHILE = re.compile(r"(?i)\bfor\s+(?:an?|one|two|\d+)\s+(?:minutes?|hours?|mins?|h)\b|\btemporar\w*"
                          r"|\buntil\b|\bwhile\s+(?:we|i)\b")


def watching_for_a_while(text: str) -> str:
    """The mode name a protection is switched from ("block"), when it goes to a watching mode (count,
    detect) for a stated while; "" otherwise, and whenever production is named."""
    m = _TO_WATCHING.search(text)
    if not m or not _FOR_A_WHILE.search(text) or _PRODUCTION.search(text):
        return ""
    return m.group("mode").lower()


def kept_by_policy(text: str) -> str:
    """The keep policy of a backup prune ("--keep-daily 7"): the newest archives stay, so the prune is
    not the repository deleted ("" when none is named)."""
    found = KEEP_POLICY.search(text)
    return found.group(0) if found else ""

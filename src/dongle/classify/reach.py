"""What makes a risky act catastrophic in words: its reach, not its verb.

The prose judge already sees "wiping the machine", "replacing the backups" or "force-pushing over main"
as risky (a pause). What it must also see is when the act cannot be undone AND reaches everything of a
shared kind, or removes the way back:

- the whole machine is the object of a wipe (not a folder on it);
- a shared branch's whole history is replaced by an empty root, or every release branch at once;
- the backups themselves are overwritten or mirrored over with deletion: nothing is left to restore from.

Each check reads one clause's frame (its verb, the words in reading order, the objects it names).
A non-production or throwaway place keeps the verdict where it was: the caller only applies these
where no such place is named.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dongle.classify.vocabulary import THROWAWAY, Act, words

if TYPE_CHECKING:  # the frame is prose.py's; importing it at run time would be circular
    from dongle.classify.prose import Frame

# Verbs that leave nothing of what they are done to: a wiped disk has no files left to pick from.
WIPING = words("wipe nuke erase reformat format reimage zap obliterate")
# A whole computer, named as the thing acted on.
MACHINES = words("machine machines host hosts server servers box boxes computer computers workstation "
                 "workstations laptop laptops desktop desktops")
# Words that make the next noun a place, not the object: "the scratch directory on the build machine".
_PLACE_WORDS = words("on in inside from of at under within across")
# The branches others build on; a force push over them rewrites everyone's history.
SHARED_BRANCHES = words("main master trunk develop development release releases production prod")
_EVERY = words("every all each")
_BRANCHES = words("branch branches")
# What replaces a branch when its history is thrown away: a new root with nothing behind it.
EMPTY_ROOTS = words("orphan empty blank root unrelated brand-new")
# Verbs that put something new in place of what was there.
OVERWRITING = words("replace overwrite clobber supersede")
# Verbs that make a destination match a source; with deletion, what the source lacks is removed.
MIRRORING = words("sync mirror rsync")
_DELETING_FLAGS = words("--delete --delete-after --delete-before --delete-during --delete-excluded delete "
                        "deleting --purge")
# Backups named as a whole collection ("the backups", "the snapshots"), not one of them.
BACKUP_COLLECTIONS = words("backups snapshots dumps")
_BACKUP_PLACE = ("backup",)  # "the backup bucket", "backups/": a store named for what it keeps


def machine_wiped(act: Act, verb: str, frame: Frame) -> str:
    """The machine a wipe is done to ("wiping the machine", "nuke the whole box"); "" when the wipe is of
    something on a machine, or of a throwaway one."""
    if act is not Act.DESTROY or verb not in WIPING or frame.words & THROWAWAY:
        return ""
    return _head_object(frame.order, MACHINES)


def _head_object(order: Sequence[str], nouns: frozenset[str]) -> str:
    """The first of `nouns` in the clause that is not after a place word."""
    for i, w in enumerate(order):
        if w in nouns:
            before = order[max(0, i - 3):i]
            return "" if set(before) & _PLACE_WORDS else w
    return ""


def history_replaced(verb: str, frame: Frame) -> str:
    """A force push whose new history is an empty root, or that goes over every shared branch at once:
    the commits everyone has are gone from the remote ("an orphan branch over main")."""
    if verb != "push" or not frame.force or frame.lease:
        return ""
    shared = frame.words & SHARED_BRANCHES
    emptied = frame.words & EMPTY_ROOTS
    every = _every_of(frame.order, _BRANCHES)
    if shared and (emptied or every):
        return f"{', '.join(sorted(emptied) or [every])} over {', '.join(sorted(shared))}"
    return ""


def _every_of(order: Sequence[str], nouns: frozenset[str]) -> str:
    """ "every release branch", "all prod hosts": the scope is one of `nouns` ("all tags" is not a branch)."""
    for i, w in enumerate(order):
        if w in _EVERY and any(n in nouns for n in order[i + 1:i + 3]):
            return " ".join(order[i:i + 3])
    return ""


def backups_overwritten(verb: str, frame: Frame) -> str:
    """The backups themselves replaced ("overwriting the nightly backups"), or a backup store mirrored
    into with deletion ("syncing into the backup bucket with --delete"): the recovery path is gone."""
    order = frame.order
    named = [w for w in order if w in BACKUP_COLLECTIONS or any(w.startswith(p) for p in _BACKUP_PLACE)]
    if not named:
        return ""
    collections = set(order) & BACKUP_COLLECTIONS
    if verb in OVERWRITING and collections:
        return ", ".join(sorted(collections))
    if verb in MIRRORING and set(order) & _DELETING_FLAGS:
        return f"{', '.join(dict.fromkeys(named))} mirrored with deletion"
    return ""


def root_keys_on_fleet(act: Act, frame: Frame) -> str:
    """Root's authorized_keys written on every host ("my key into /root/.ssh/authorized_keys on every prod
    host"): a standing root login on the whole fleet, past whatever gate the hosts are reached through."""
    if act not in (Act.CHANGE, Act.TRANSFER, Act.EXECUTE, Act.VAGUE):
        return ""
    keys = [w for w in frame.order if w.endswith("authorized_keys")]
    rooted = [w for w in keys if w.startswith(("/root/", "root/")) or "root" in frame.words]
    every = _every_of(frame.order, MACHINES)
    return f"{rooted[0]} on {every}" if rooted and every else ""


def whole_reach(act: Act, verb: str, frame: Frame) -> tuple[str, str] | None:
    """Why this risky act is catastrophic, with its rule id; None when its reach is not whole."""
    machine = machine_wiped(act, verb, frame)
    if machine:
        return f"wipes a whole machine ({machine}): everything on it at once", "hint.whole-machine"
    replaced = history_replaced(verb, frame)
    if replaced:
        return (f"replaces a shared branch's whole history ({replaced}): everyone's commits are gone "
                "from the remote", "hint.history-replaced")
    keys = root_keys_on_fleet(act, frame)
    if keys:
        return f"plants root's login keys on every host ({keys}): standing root access to the fleet", \
            "hint.fleet-access"
    backups = backups_overwritten(verb, frame)
    if backups:
        return f"overwrites the backups ({backups}): nothing is left to restore from", "hint.backups"
    return None


# --- read from the whole hint's words: who the act reaches ------------------------------------------
# Sending traffic meant to overwhelm or probe, or guessing logins: an attack when the target is not ours.
_ATTACKING = re.compile(
    r"\b(?:flood\w*|d?dos(?:ing|ed|es)?|hammer\w*|stress[- ]?test\w*|load[- ]?test\w*|brute[- ]?forc\w*"
    r"|password[- ]spray\w*|credential[- ]stuff\w*|port[- ]?scan\w*|scan(?:s|ned|ning)?|nmap|masscan|hping3?"
    r"|slowloris|hydra|sqlmap|nikto|\d[\d,.]*k?\s+(?:requests|packets|connections|logins|login\s+attempts))\b")
# A target the organisation does not own: a competitor's, or someone else's network-facing thing.
_NET_THINGS = (r"(?:site|website|web\s+site|shop|store|portal|login(?:\s+page)?|servers?|api|apis|network"
               r"|hosts?|ips?|ip\s+range|domain|service|infrastructure|app|endpoint|dns)")
_OTHERS_TARGET = re.compile(
    r"\b(?:competitor\w*|rival\w*|(?:someone|somebody)\s+else'?s"
    r"|other\s+(?:compan(?:y|ies)|organi[sz]ations?)'?s?"
    r"|(?:third[- ]party|vendor'?s|their|external|random|a\s+stranger'?s)\s+(?:[\w'-]+\s+){0,2}?"
    + _NET_THINGS
    + r")\b")
# Words that refuse or suppose the act in the clause before it
_REFUSED_BEFORE = re.compile(r"\b(?:not|never|no|don'?t|won'?t|wouldn'?t|shouldn'?t|mustn'?t|cannot|can'?t"
                             r"|without|instead\s+of|rather\s+than)\b")
_CLAUSES = re.compile(r"[.;!?](?:\s|$)|\n")

# A tunnel whose far end is outside the organisation and which stays: a way in that bypasses the edge.
_TUNNEL = re.compile(r"\btunnel\w*|\bssh\s+(?:-\w+\s+)*-[a-z]*r\b|\breverse[- ](?:port[- ])?forward\w*"
                     r"|\bautossh\b|\bport[- ]forward\w*")
_OUTSIDE_END = re.compile(
    r"\b(?:home|personal|private|own)\s+(?:[\w-]+\s+)?(?:server|machine|box|vps|computer|laptop|pc|network)\b"
    r"|\bvps\b|\b(?:reach\w*|accessible|reachable|get\s+in|connect\w*|log\s+in)\s+(?:to\s+it\s+)?from\s+"
    r"(?:the\s+)?(?:outside|internet|anywhere|home)\b|\bexternal\s+(?:server|host|box|vps|machine)\b")
_STAYS_OR_INSIDE = re.compile(
    r"\b(?:persistent\w*|permanent\w*|systemd|on\s+boot|at\s+boot|restarts?|as\s+a\s+service|cron\w*"
    r"|always[- ]on|later|whenever|any\s*time"
    r"|(?:office|corporate|company|internal|intranet|private|prod\w*)\s+(?:network|lan|subnet|vpc|hosts?)"
    r"|this\s+host|(?:build|ci)\s+(?:host|runner|server))\b")

# A login opened for root or by password, on a host the internet reaches.
_LOGIN_OPENED = re.compile(
    r"\b(?:enabl\w*|allow\w*|permit\w*|turn\w*\s+on|switch\w*\s+on|open\w*)\b[^.;]{0,60}?"
    r"(?:\broot\b[^.;]{0,30}?\b(?:login|log\s*in|ssh)\b|\bpassword\s+(?:login|auth\w*)\b"
    r"|\b(?:login|log\s*in|ssh)\b[^.;]{0,30}?\b(?:root\b|with\s+(?:a\s+|the\s+)?password\b))")
_INTERNET_REACHED = re.compile(r"\b(?:internet[- ]facing|public[- ]facing|internet|public\s+ip|exposed"
                               r"|0\.0\.0\.0|world)\b")


# An API that is root on its host (the Docker daemon, the kubelet), served to the network without TLS or
# a login: whoever reaches the port runs anything as root there.
_ROOT_API = re.compile(r"\b(?:dockerd|docker\s+(?:daemon|api|engine|socket)|docker\.sock|kubelet)\b")
_ON_NETWORK = re.compile(r"tcp://(?:0\.0\.0\.0|\[?::\]?|:)|\b0\.0\.0\.0\b|\ball\s+interfaces\b|\bover\s+tcp\b"
                         r"|:2375\b|\bremote(?:ly)?\b")
_NO_LOCK = re.compile(r"\bno\s+(?:tls|auth\w*|password)\b|\bwithout\s+(?:tls|auth\w*|a\s+password)\b|:2375\b"
                      r"|\binsecure\b|\bunauthenticated\b|anonymous-auth(?:=true)?\b|--tls=false")


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSES.split(text.lower()) if c.strip()]


def _refused(clause: str, start: int) -> bool:
    return bool(_REFUSED_BEFORE.search(clause[:start]))


def _in_one_clause(text: str, act: re.Pattern[str], where: re.Pattern[str],
                   also: re.Pattern[str] | None = None) -> str:
    """The act and where it lands, said in one clause and not refused there ("" otherwise)."""
    for clause in _clauses(text):
        done, place = act.search(clause), where.search(clause)
        if done and place and (also is None or also.search(clause)) and not _refused(clause, done.start()):
            return f"{done.group(0)}: {place.group(0)}"
    return ""


def attacks_others(text: str) -> str:
    """The attack and its target ("hping3 … a competitor's website"), or ""."""
    return _in_one_clause(text, _ATTACKING, _OTHERS_TARGET)


def tunnel_out(text: str) -> str:
    """A lasting tunnel from inside to a machine outside the organisation, or ""."""
    return _in_one_clause(text, _TUNNEL, _OUTSIDE_END, _STAYS_OR_INSIDE)


def login_opened_to_internet(text: str) -> str:
    """Root or password login switched on for a host the internet reaches, or ""."""
    return _in_one_clause(text, _LOGIN_OPENED, _INTERNET_REACHED)


def reaches_outside(text: str) -> list[tuple[str, str]]:
    """(reason, rule) for each way the hint's act reaches beyond repair or beyond the organisation: an
    attack on others' systems, a backdoor tunnel out, a root-equivalent API served with no lock, shared
    history made unrecoverable, a root or password login opened to the internet."""
    found = []
    attack = attacks_others(text)
    if attack:
        found.append((f"attacks systems the organisation does not own ({attack})", "hint.attack-others"))
    tunnel = tunnel_out(text)
    if tunnel:
        found.append((f"opens a lasting way in from outside the organisation ({tunnel}): a backdoor",
                      "hint.backdoor-tunnel"))
    root_api = _in_one_clause(text, _ROOT_API, _NO_LOCK, _ON_NETWORK)
    if root_api:
        found.append((f"serves a root-equivalent API to the network with no lock ({root_api}): whoever "
                      "reaches the port is root on the host", "hint.root-api-open"))
    history = history_unrecoverable(text)
    if history:
        found.append((f"makes shared history unrecoverable everywhere ({history}): no reflog, no remote copy",
                      "hint.history-unrecoverable"))
    login = login_opened_to_internet(text)
    if login:
        found.append((f"opens root or password login to a host the internet reaches ({login})",
                      "hint.security-control-off"))
    return found


# A force push, in words or as a command line.
_FORCE_PUSH = re.compile(r"\bforce[- ]?push\w*|\bpush\w*\s+(?:[^.;`]{0,40}?\s)?(?:--force\b|-f\b)"
                         r"|\bpush\s+--force\b")
_SHARED_BRANCH = re.compile(r"\b(?:main|master|trunk|develop|release[\w/.-]*|production|prod)\b")
# The way back removed, or said to be: the reflog and unreachable objects gone, or "unrecoverable"
_NO_WAY_BACK = re.compile(
    r"\breflog\s+expire|\bexpir\w+\s+(?:the\s+|every\s+|all\s+)?reflogs?|--prune=now|\bprun\w+\s+(?:every|all)\s+"
    r"unreachable|\bunrecoverabl\w*|\birrecoverabl\w*|\bgone\s+for\s+good|\bfor\s+good\b|\bpermanently\b"
    r"|\bno(?:body|\s+one)\s+can\s+(?:ever\s+)?(?:recover|restore|get\s+back)"
    r"|\bcan(?:no|')?t\s+(?:ever\s+)?be\s+(?:recovered|restored)")


def history_unrecoverable(text: str) -> str:
    """A force push of a shared branch together with the way back removed, or "" ("expiring the reflog,
    `gc --prune=now` and force-pushing main so the old commits are unrecoverable")."""
    low = text.lower()
    push = _FORCE_PUSH.search(low)
    gone = _NO_WAY_BACK.search(low)
    if not (push and gone and _SHARED_BRANCH.search(low)) or "lease" in low:
        return ""
    clause = next((c for c in _clauses(low) if push.group(0) in c), low)
    if _refused(clause, clause.find(push.group(0))):
        return ""
    return f"{push.group(0)} with {gone.group(0)}"

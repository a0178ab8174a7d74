"""What a tool call's arguments say that lowers the verdict its operation's name alone gave.

A name reads the same wherever it runs: `zones.settings.edit` is "a change", `deployments.delete` "a
deletion", `chat_postMessage` "a message sent out", `kv.metadata.get` near a secret's path "a secret read".
The arguments say where and to whom, and that can take the reason away:

- a place only outside production (`zone=acme-dev.test`, `env=staging`, `secret/dev/app`): a change there
  is the agent's own to make, a secret there opens nothing live (production named anywhere raises instead,
  and a deletion keeps its pause);
- a deletion of what is rebuilt, not lost (a cache, a tmp prefix, a preview deployment), unless forced;
- a deletion, clearing or mute of the agent's own throwaway place (a scratch experiment, a sandbox
  namespace, test containers, `scope=env:dev`): see throwaway.py for what names it and what vetoes it;
- a message only the caller sees (`channel="@me"`), or a note kept inside the team (`type=note`,
  `internal=true`, `public=false`): nobody outside receives it. A direct message in the company's chat is
  not capped: a handle (`@ext-vendor`, `@here`) does not show a colleague, nor its text a harmless one;
- a read of what describes a secret (its metadata, versions, tags), not of its value;
- the least role (reader, commenter) granted to one named person at a work address: a routine share.

Each lowers only a verdict whose every reason came from the name or the call's plain words; a finding about
what the arguments do (a secret in the text, a thing made public, money moved, production) keeps its level.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.arguments import environments
from dongle.classify.extract import ToolCall
from dongle.classify.left_as_draft import OFF_ACT, SWITCHED_ON, name_acts, switches
from dongle.classify.operation import name_words
from dongle.classify.outside_party import outside_address
from dongle.classify.throwaway import throwaway_place
from dongle.classify.tool_operation import namespace_objects, says_nonproduction, undo_removed
from dongle.classify.verdict import assess
from dongle.classify.vocabulary import words
from dongle.levels import DangerLevel as L

# Readings that come from an operation's name or the call's plain words alone (a change, an execution).
NAME_CHANGE_RULES = words("operation.category.update operation.category.create operation.category.execute "
                          "operation.unlabeled hint.change hint.read hint.execute hint.question")
NAME_DELETE_RULES = words("operation.category.delete hint.destroy")
# A pause or mute, and the name-only cap to a non-production place (hint.py): still the name's reading.
NAME_DISRUPT_RULES = words("hint.disrupt tool.argument-nonprod")
NAME_SEND_RULES = words("hint.external tool.argument-recipient")
# What the arguments say the act would do (money moved, people told, a state set to deleted, a recipient):
# absent when the call only rehearses it
REHEARSED_RULES = words("tool.argument-money tool.argument-notifies tool.argument-destroys "
                        "tool.argument-recipient hint.wording")
NAME_REVEAL_RULES = words("hint.reveal-secret operation.pattern.get_* operation.pattern.describe_*")

# What is rebuilt rather than lost: a cache, temporary or scratch space; and a preview, when what is deleted
# is its build (a deployment, an artifact: rebuilt from the branch). A preview's resource group or database
# holds whatever was put in it, and keeps its pause.
_REGENERABLE = re.compile(r"(?i)(?:^|[\W_])(?:cache[sd]?|tmp|temp|scratch)(?:$|[\W_])")
_PREVIEW = re.compile(r"(?i)(?:^|[\W_])previews?(?:$|[\W_])")
_BUILDS = words("deploy deploys deployment deployments build builds artifact artifacts preview previews")
_TARGET_KEYS = words("name id ids bucket prefix key path deployment build artifact directory folder table "
                     "index target")
# Where a message goes, and the values that are the caller itself.
_DESTINATION_KEYS = words("channel channel_id to recipient recipients user user_id conversation dm")
_SELF = re.compile(r"(?i)^(?:@?me|@?self|myself|@?current[_-]?user)$")
# A reply or comment kept inside the team: Intercom's and Front's notes, Zendesk's `public: false`.
_INTERNAL_KINDS = words("note notes internal internal_note private_note")
_KIND_KEYS = words("type message_type kind visibility audience")
# What describes a secret without being it.
_DESCRIBING = words("metadata meta versions version tags tag policy info description rotation")
_READING = words("get list describe read show fetch view")


def _regenerable_target(call: ToolCall) -> str:
    if undo_removed(call.arguments):
        return ""  # forced or permanent: whatever it is, nothing stops or keeps it
    builds = bool((set(name_words(call.tool)) | namespace_objects(call)) & _BUILDS)
    for key, value in call.arguments.items():
        values = [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)]
        if _names_target(str(key).lower()) and any(
                _REGENERABLE.search(v) or (builds and _PREVIEW.search(v)) for v in values):
            return f"{key}: {value}"
    return ""


def _names_target(key: str) -> bool:
    """`bucket`, `prefix`, `deploy_id`, `cache_name`: a key that names what the call acts on."""
    return key in _TARGET_KEYS or key.endswith(("_id", "_ids", "_name", "id"))


def _to_self(call: ToolCall) -> str:
    found = [(k, v) for k, v in call.arguments.items() if str(k).lower() in _DESTINATION_KEYS]
    if found and all(isinstance(v, str) and _SELF.match(v.strip()) for _k, v in found):
        return f"{found[0][0]}: {found[0][1]} (the caller itself)"
    return ""


def _kept_inside(call: ToolCall) -> str:
    for key, value in _flat(call.arguments):
        k = key.lower()
        if k in _KIND_KEYS and isinstance(value, str) and value.strip().lower() in _INTERNAL_KINDS:
            return f"{key}: {value} (seen inside the team only)"
        if k in ("internal", "is_internal") and str(value).lower() == "true":
            return f"{key}: true"
        if k in ("public", "is_public") and str(value).lower() == "false":
            return f"{key}: false"
    return ""


def _describes_secret(call: ToolCall) -> str:
    names = set(name_words(call.tool)) | namespace_objects(call)
    if names & _READING and names & _DESCRIBING:
        return f"reads a secret's {'/'.join(sorted(names & _DESCRIBING))}, not its value"
    return ""


# Roles that only let a person look (and comment), and the keys naming the person a grant is for.
_LEAST_ROLES = words("reader viewer commenter guest read view comment read_only readonly")
_GRANTEE_KEYS = words("email user user_email email_address emailaddress member grantee grantee_email "
                      "principal share_with shared_with sharewith invitee")


def _least_role_to_one(call: ToolCall) -> str:
    """`gdrive.permissions.create {"type": "user", "email": "cfo@acme.com", "role": "commenter"}`: one named
    person may read and comment. Not for anyone-with-the-link (an exposure, judged apart) nor for an address
    at a personal mail service."""
    args = {str(k).lower(): v for k, v in call.arguments.items()}
    role = next((v for k, v in args.items() if "role" in k and isinstance(v, str)), "")
    people = [v for k, v in args.items() if k in _GRANTEE_KEYS and isinstance(v, str) and "@" in v]
    if role.lower() in _LEAST_ROLES and len(people) == 1 and not outside_address(people[0]):
        return f"{role} for {people[0]}"
    return ""


def _flat(arguments: Mapping[str, Any], depth: int = 0) -> list[tuple[str, Any]]:
    pairs: list[tuple[str, Any]] = []
    for key, value in arguments.items():
        if isinstance(value, Mapping) and depth < 3:
            pairs += _flat(value, depth + 1)
        else:
            pairs.append((str(key), value))
    return pairs


# Keys that pick records by their identifier, and a filter whose only field is one.
_ID_KEYS = words("id ids _id key keys record_id record_ids object_id document_id uid")
_ID_FILTER = re.compile(r"""^\s*\{\s*["']?_?id["']?\s*:\s*"""
                        r"""(?:["'][^"'*]+["']|ObjectId\([^)]*\)|\d+)\s*\}\s*$""")
_EVERY = re.compile(r"(?i)^(?:\*|%|all|every\w*|any)$|\bwhere\b|\$(?:ne|gt|lt|regex|exists)")
MAX_NAMED_RECORDS = 10


# Keys whose value names the kind of record acted on (`collection="contacts"`, `type="Transaction"`).
_KIND_OF_RECORD_KEYS = words("collection table type kind object object_type objecttype entity resource")
# Stores and containers: what holds records, whose loss is every record in it
_CONTAINERS = words("database databases db table tables bucket buckets dataset datasets collection "
                    "collections index indexes schema schemas keyspace queue queues topic topics cluster "
                    "clusters volume volumes disk disks workspace workspaces account accounts org orgs "
                    "project projects")


def _acts_on_records(call: ToolCall) -> bool:
    """The call acts on records (contacts, tickets, orders, posts, invoices), not on a store or a machine:
    a deleted record is one row of data, a deleted instance or database a service or all its rows."""
    from dongle.classify.prose import OBJ_CLASS, lemma
    from dongle.classify.vocabulary import Obj

    named = set(name_words(call.tool)) | namespace_objects(call) | {
        w for k, v in call.arguments.items() if str(k).lower() in _KIND_OF_RECORD_KEYS and isinstance(v, str)
        for w in re.split(r"[\W_]+", v.lower()) if w}
    if named & _CONTAINERS:
        return False
    kinds = {OBJ_CLASS.get(lemma(w)) for w in named} - {None}
    return bool(kinds) and kinds <= {Obj.DATA, Obj.MESSAGE, Obj.PAYMENT}


def _picks_by_identifier(call: ToolCall) -> str:
    """The records a deletion names by their identifiers (`id=65ab`, `filter={"_id": ObjectId(…)}`, a
    short list of ids): a scoped deletion, not a sweep."""
    if not _acts_on_records(call):
        return ""
    for key, value in call.arguments.items():
        k = str(key).lower()
        if k in _ID_KEYS:
            values = value if isinstance(value, list) else [value]
            if 0 < len(values) <= MAX_NAMED_RECORDS and all(
                    isinstance(v, str | int) and not isinstance(v, bool) and str(v).strip()
                    and not _EVERY.search(str(v)) for v in values):
                return f"{key}: {value}"
        if k in ("filter", "query", "where", "selector") and (
                (isinstance(value, Mapping) and set(value) <= {"_id", "id"} and value)
                or (isinstance(value, str) and _ID_FILTER.match(value))):
            return f"{key}: {value}"
    return ""


# Arguments that make the call a rehearsal: it reports what it would do and does nothing.
_REHEARSAL_KEYS = words("dry_run dryrun preview validate_only validateonly simulate simulation what_if "
                        "whatif plan_only check_only noop no_op")
_MODE_KEYS = words("mode run_mode execution_mode")
_REHEARSAL_MODES = words("dry_run dry-run dryrun simulate simulation plan validate noop")
# On a send, only a flag that says outright nothing is sent: a preview or a mode may still deliver.
_SEND_REHEARSAL_KEYS = _REHEARSAL_KEYS & words("dry_run dryrun validate_only validateonly simulate")
# Top-level flags that say the act is done (or sent) after all: any of them contradicts a rehearsal or a hold.
_DOING_FLAGS = words("apply confirm confirmed execute commit force submit send publish post auto_submit "
                     "send_now autosubmit go_live auto_approve approve approved")
# ... and a rehearsal's own flag set false (`dry_run: false`, `preview: false`) says the same: one word list
_UNDOING_FLAGS = _REHEARSAL_KEYS
# A send's name: what it does is deliver, and a state it sets (pending, preview) may still deliver it.
_SENDING = words("send email mail message messages post publish tweet notify reply forward newsletter sms "
                 "broadcast announce blast campaign")
# A time the act is set for: it happens then, with no human in between.
_SCHEDULE_KEYS = re.compile(r"(?i)^(?:schedul\w*|send_?at|publish_?at|post_?at|deliver\w*_?at|run_?at|at|"
                            r"when|delay\w*|send_?after|send_?time|scheduled\w*)$")


def _truthy(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in ("true", "yes", "1"))


def _falsy(value: Any) -> bool:
    return value is False or (isinstance(value, str) and value.strip().lower() in ("false", "no", "0"))


def _contradicted(arguments: Mapping[str, Any]) -> str:
    """A top-level flag saying the act is performed after all: `apply: true`, `send_now: true`, `dry_run:
    false`. Read only at the top level, like the rehearsal or hold it contradicts."""
    for key, value in arguments.items():
        k = str(key).lower().replace("-", "_")
        if (k in _DOING_FLAGS and _truthy(value)) or (k in _UNDOING_FLAGS and _falsy(value)):
            return f"{key}: {value}"
    return ""


def _is_send(call: ToolCall) -> bool:
    return bool((set(name_words(call.tool)) | namespace_objects(call)) & _SENDING)


def _nothing_performed(call: ToolCall) -> str:
    """`npm_publish {"dry_run": true}`, `bulk_update_prices {"preview": true}`: the call reports what it would
    do and does nothing; the act the name says is absent, so no reading of what it would do holds. Only the
    top-level arguments count (a nested `meta.dry_run` is not the call's own), and any top-level flag that
    says the act is done contradicts it."""
    if _contradicted(call.arguments):
        return ""
    send = _is_send(call)
    for key, value in call.arguments.items():
        k = str(key).lower().replace("-", "_")
        if k in (_SEND_REHEARSAL_KEYS if send else _REHEARSAL_KEYS) and _truthy(value):
            return f"{key}: true"
        if not send and k in _MODE_KEYS and isinstance(value, str) \
                and value.strip().lower() in _REHEARSAL_MODES:
            return f"{key}: {value}"
    return ""


# A record left for a human to submit, approve or send: a draft, a pending entry, `submit: false`.
_HELD_STATES = words("draft drafts pending pending_approval awaiting_approval for_review in_review "
                     "unsubmitted needs_approval")
_STATE_KEYS = words("status approval_status state publish_status post_status workflow_status")
_SENDING_FLAGS = words("submit send publish post auto_submit send_now autosubmit go_live")


def _held_for_approval(call: ToolCall) -> str:
    """`create_journal_entry {"approval_status": "pending"}`, `launch_workflow {"submit": false}`: the
    record is made and waits for a person to submit or approve it; nothing leaves or is booked until then.
    Only top-level arguments count; a top-level flag saying it is done, or a time it is scheduled for (it
    then goes with no human between), undoes the hold; and a pending state on a send is not a hold."""
    if _contradicted(call.arguments) or any(_SCHEDULE_KEYS.match(str(k)) and v not in (None, "", False)
                                            for k, v in call.arguments.items()):
        return ""
    # a send, or a name that does what a draft waits for (a payout, a transfer, a submit: left_as_draft.py):
    # a state it is given (pending, draft) does not stop the act its name performs
    send = _is_send(call) or any(name_acts(n) for n in (call.tool, f"{call.server or ''}.{call.tool}"))
    if any(OFF_ACT.match(k) and (v is True or str(v).lower() in SWITCHED_ON)
           for k, v in switches(call.arguments)):
        return ""  # a switch that does the act, at any depth (`options.release_payments: true`)
    for key, value in call.arguments.items():
        k = str(key).lower().replace("-", "_")
        state = value.strip().lower().replace(" ", "_") if isinstance(value, str) else ""
        if not send and k in _STATE_KEYS and state in _HELD_STATES:
            return f"{key}: {value}"
        if k in _SENDING_FLAGS and _falsy(value):
            return f"{key}: false"
    return ""


# Acts whose effect protects: a snapshot or backup taken adds a copy and changes nothing it copies.
_TAKING = words("create take start make trigger run")
_COPIES = words("snapshot snapshots backup backups")
# A copy put back over what exists (or anything done besides taking one): never protective.
_OVERWRITING = re.compile(r"(?i)restor|rollback|roll_?back|revert|recover|rewind|overwrit|replac|reset|"
                          r"import|load|apply|promot|swap|delet|remov|destroy|drop|purg|prun|expir|"
                          r"clean|copy_?to|attach|mount|switch|rehydrat")
# Readings that come from the tool's name alone: the only ones a protective copy may lower.
NAME_ONLY_RULES = words("operation.category.create operation.category.execute operation.unlabeled "
                        "hint.change hint.execute")


def _protective_copy(call: ToolCall) -> str:
    """`rds_create_db_snapshot`, `create_backup`: a copy taken of what exists; nothing is changed or lost.
    Not a restore, rollback or revert: that puts a copy back over the target."""
    names = set(name_words(call.tool)) | namespace_objects(call)
    if _OVERWRITING.search(f"{call.server or ''} {call.tool} {' '.join(sorted(names))}"):
        return ""
    if names & _TAKING and names & _COPIES:
        return f"takes a {'/'.join(sorted(names & _COPIES))}: a copy is added, nothing it copies changes"
    return ""


# Raising an alarm to the people on call: PagerDuty's and Opsgenie's incidents and alerts.
_ALARM_SERVICES = words("pagerduty opsgenie incidentio firehydrant victorops rootly oncall on_call")
_RAISING = words("create trigger raise open send page")
_ALARMS = words("incident incidents alert alerts alarm page")
_EVERYONE_VALUE = re.compile(r"(?i)\b(?:all|every\w*|entire|whole|company|org(?:anization)?[- ]wide)\b")


def _alarm_raised(call: ToolCall) -> str:
    """`pagerduty_create_incident {"service": "payments"}`: an alarm raised to one service's on-call; it
    tells people, changes nothing, and is resolved with a click. An alarm to everyone keeps its reading."""
    names = set(name_words(call.tool)) | set(name_words(call.server or "")) | namespace_objects(call)
    if not (names & _ALARM_SERVICES and names & _RAISING and names & _ALARMS):
        return ""
    if any(isinstance(x, str) and _EVERYONE_VALUE.search(x) for k, v in _flat(call.arguments)
           for x in (v if isinstance(v, (list, tuple)) else [v])
           if k.lower() in ("service", "service_id", "team", "teams", "responders", "escalation_policy",
                            "targets", "recipients")):
        return ""
    return "raises an alarm to one service's on-call: it tells people and changes nothing"


@dataclass(frozen=True)
class Cap:
    """One reason the arguments give to lower a name's verdict, the readings it may lower, and to what
    (`on_prod`: the reason holds on production too, as a scoped deletion there is verified, not stopped)."""

    finder: Callable[[ToolCall], str]
    lowers: frozenset[str]
    what: str
    level: L = L.REVERSIBLE
    on_prod: bool = False
    # when set, only verdicts below it are lowered: a rehearsal or a pending record lowers a pause, not a stop
    below: L | None = None


CAPS = (
    # (a dev secret seen by the agent opens nothing live; sending it anywhere is its own finding)
    Cap(lambda c: ", ".join(environments(c.arguments)[1]) if says_nonproduction(c.arguments) else "",
        NAME_CHANGE_RULES | NAME_REVEAL_RULES, "only a non-production place"),
    Cap(_regenerable_target, NAME_CHANGE_RULES | NAME_DELETE_RULES, "what it removes is rebuilt, not lost"),
    Cap(throwaway_place, NAME_CHANGE_RULES | NAME_DELETE_RULES | NAME_DISRUPT_RULES,
        "the agent's own throwaway place"),
    Cap(_to_self, NAME_CHANGE_RULES | NAME_SEND_RULES, "nobody else receives it"),
    Cap(_kept_inside, NAME_CHANGE_RULES | NAME_SEND_RULES, "nobody outside receives it"),
    Cap(_describes_secret, NAME_CHANGE_RULES | NAME_REVEAL_RULES, "no secret's value is read"),
    Cap(_least_role_to_one, NAME_CHANGE_RULES | NAME_SEND_RULES, "the least role, for one named person"),
    # a DELETE with its WHERE on production is verified (hint.py's SQL judge): so is a call's deletion of
    # records it names by identifier
    Cap(_picks_by_identifier, NAME_CHANGE_RULES | NAME_DELETE_RULES | {"hint.production-destroy"},
        "it deletes the records it names, not a sweep", L.DANGEROUS, on_prod=True),
    # a rehearsal does none of what its name or arguments say: every reading of the act is absent (a stop
    # stays: a dry-run flag a tool may ignore is not shown to make a critical effect absent)
    Cap(_nothing_performed, NAME_CHANGE_RULES | NAME_DELETE_RULES | NAME_SEND_RULES | NAME_DISRUPT_RULES
        | REHEARSED_RULES, "a rehearsal: nothing is performed", on_prod=True, below=L.FORBIDDEN),
    Cap(_held_for_approval, NAME_CHANGE_RULES | NAME_SEND_RULES | {"tool.argument-money"},
        "left for a human to submit or approve", on_prod=True, below=L.FORBIDDEN),
    # only a pause the tool's name alone gave: a copy taken lowers no stop and no reading of its arguments
    Cap(_protective_copy, NAME_ONLY_RULES, "a protective copy", on_prod=True, below=L.DANGEROUS),
    Cap(_alarm_raised, NAME_CHANGE_RULES | {"hint.external"}, "an alarm raised to the people on call",
        on_prod=True),
)


def capped_by_arguments(verdict: Assessment, call: ToolCall, context_prod: bool) -> Assessment:
    """The verdict lowered to a routine act when the arguments take away every reason the name gave (see
    the module docstring); unchanged when production is named, or any other reading found something."""
    rules = set(verdict.rules)
    prod = context_prod or bool(environments(call.arguments)[0])
    for cap in CAPS:
        capped_below = cap.below is not None and verdict.danger_level >= cap.below
        if verdict.danger_level <= cap.level or capped_below or (prod and not cap.on_prod) \
                or not rules <= cap.lowers:
            continue
        found = cap.finder(call)
        if found:
            irreversible = verdict.irreversible and cap.level >= L.DESTRUCTIVE
            return assess(cap.level, kind=verdict.kind, subject=verdict.subject, irreversible=irreversible,
                          factors=(*verdict.factors, f"capped: {cap.what} ({found})"),
                          rules=(*verdict.rules, "tool.argument-capped"))
    if verdict.danger_level <= L.REVERSIBLE:
        # a go the name gave, for a reason the arguments state (a rehearsal, a record left pending): said, so
        # that the wording model reads a reason found, not only a kind of act
        for cap in CAPS[-4:]:
            found = cap.finder(call) if rules <= cap.lowers else ""
            if found:
                return assess(verdict.danger_level, kind=verdict.kind, subject=verdict.subject,
                              factors=(*verdict.factors, f"{cap.what} ({found})"),
                              rules=(*verdict.rules, "tool.argument-capped"))
    return verdict

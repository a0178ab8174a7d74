"""What a tool call's arguments say that lowers the verdict its operation's name alone gave.

A name reads the same wherever it runs: `zones.settings.edit` is "a change", `deployments.delete` "a
deletion", `chat_postMessage` "a message sent out", `kv.metadata.get` near a secret's path "a secret read".
The arguments say where and to whom, and that can take the reason away:

- a place only outside production (`zone=acme-dev.test`, `env=staging`): a change there is the agent's own
  to make (production named anywhere raises instead, and a deletion keeps its pause);
- a deletion of what is rebuilt, not lost (a cache, a tmp prefix, a preview deployment);
- a message only the caller sees (`channel="@me"`), or a note kept inside the team (`type=note`,
  `internal=true`, `public=false`): nobody outside receives it;
- a read of what describes a secret (its metadata, versions, tags), not of its value.

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
from dongle.classify.operation import name_words
from dongle.classify.tool_operation import namespace_objects, says_nonproduction
from dongle.classify.verdict import assess
from dongle.classify.vocabulary import words
from dongle.levels import DangerLevel as L

# Readings that come from an operation's name or the call's plain words alone (a change, an execution).
NAME_CHANGE_RULES = words("operation.category.update operation.category.create operation.category.execute "
                          "operation.unlabeled hint.change hint.read hint.execute hint.question")
NAME_DELETE_RULES = words("operation.category.delete hint.destroy")
NAME_SEND_RULES = words("hint.external tool.argument-recipient")
NAME_REVEAL_RULES = words("hint.reveal-secret operation.pattern.get_* operation.pattern.describe_*")

# What is rebuilt rather than lost: a cache, temporary or scratch space, a preview build of a branch.
_REGENERABLE = re.compile(r"(?i)(?:^|[\W_])(?:cache[sd]?|tmp|temp|scratch|previews?)(?:$|[\W_])")
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
    for key, value in call.arguments.items():
        values = value if isinstance(value, list) else [value]
        if str(key).lower() in _TARGET_KEYS and any(isinstance(v, str) and _REGENERABLE.search(v)
                                                    for v in values):
            return f"{key}: {value}"
    return ""


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


def _flat(arguments: Mapping[str, Any], depth: int = 0) -> list[tuple[str, Any]]:
    pairs: list[tuple[str, Any]] = []
    for key, value in arguments.items():
        if isinstance(value, Mapping) and depth < 3:
            pairs += _flat(value, depth + 1)
        else:
            pairs.append((str(key), value))
    return pairs


@dataclass(frozen=True)
class Cap:
    """One reason the arguments give to lower a name's verdict, and the readings it may lower."""

    finder: Callable[[ToolCall], str]
    lowers: frozenset[str]
    what: str


CAPS = (
    Cap(lambda c: ", ".join(environments(c.arguments)[1]) if says_nonproduction(c.arguments) else "",
        NAME_CHANGE_RULES, "only a non-production place"),
    Cap(_regenerable_target, NAME_CHANGE_RULES | NAME_DELETE_RULES, "what it removes is rebuilt, not lost"),
    Cap(_to_self, NAME_CHANGE_RULES | NAME_SEND_RULES, "nobody else receives it"),
    Cap(_kept_inside, NAME_CHANGE_RULES | NAME_SEND_RULES, "nobody outside receives it"),
    Cap(_describes_secret, NAME_CHANGE_RULES | NAME_REVEAL_RULES, "no secret's value is read"),
)


def capped_by_arguments(verdict: Assessment, call: ToolCall, context_prod: bool) -> Assessment:
    """The verdict lowered to a routine act when the arguments take away every reason the name gave (see
    the module docstring); unchanged when production is named, or any other reading found something."""
    rules = set(verdict.rules)
    if verdict.danger_level <= L.REVERSIBLE or context_prod or environments(call.arguments)[0]:
        return verdict
    for cap in CAPS:
        if rules <= cap.lowers and (found := cap.finder(call)):
            return assess(L.REVERSIBLE, kind=verdict.kind, subject=verdict.subject,
                          factors=(*verdict.factors, f"capped: {cap.what} ({found})"),
                          rules=(*verdict.rules, "tool.argument-capped"))
    return verdict

"""Whether a tool call's own arguments leave what it makes unsubmitted: a draft, or a preview.

`offers.create {"base_salary": 82000, "status": "draft"}`, `purchase_orders.create {"amount": 62000,
"status": "draft"}`, `run_payroll {"mode": "preview"}`: the money figure in the arguments is what a
person will see and submit, not a payment made. Nothing moves and nobody outside is told until someone
approves or sends it, and a draft is deleted or edited at will. The money reading of the arguments
(arguments.py) pauses on the figure alone; the call's status says the decision is still a human's.

Only a call that creates or updates a record (or runs a preview) with nothing else found is lowered: not
when the arguments also send, submit, approve, notify or publish ("send": true, "auto_submit"), nor a
call whose name pays, sends, submits or approves: those are the act a draft waits for. A noun that names
such an act is no act of the call's (`create_payment_batch`, `create_release`: the call creates a batch, a
release); only the call's leading verb, or a verb that is never a noun (send, submit, approve, publish),
is.

The same holds, and the same pauses are lowered, when the record is kept a draft in other words than a
status: a draft switch (`"draft": true`, GitHub's draft release), the act's own switch turned off
(`gusto_create_payroll {"submit": false}`), DocuSign's `status=created` envelope, a report-only policy
(`enabledForReportingButNotEnforced`); and when the call runs in a test place (`"livemode": false`, a
`sandbox` tenant or account, test mode): nothing there reaches real money or people. The pause may then
also rest on what the arguments' words would do were the record live (moves money, publishes a release, a
role, a control): that is the act the draft waits for. A secret in it is not: it is written where others
read it, draft or not, and keeps its pause.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# The argument naming the state a record is left in, and the states that wait for a person
_STATE_KEYS = frozenset({"status", "state", "mode", "stage"})
_WAITING = lazy_compile(r"(?i)(?:draft|drafts|preview|dry[-_ ]?run|unsent|unsubmitted|pending[-_ ]approval"
                        r"|pending[-_ ]review|for[-_ ]review|inactive|disabled)")
# What a call does on its way that a draft does not wait for, in its name or in an argument's key
_ACTS_ON = lazy_compile(
    r"(?i)(?:^|[._-])(?:send|sends|submit|approve|pay|payouts?|payments?|transfers?|wires?|refunds?|charges?"
    r"|notify|publish|issue|release|post|finali[sz]e|execute|sign)(?:$|[._-])")
# The rules a draft or a preview explains: the money figure and the category guessed from the call's verb
_EXPLAINED = frozenset({"tool.argument-money", "operation.category.create", "operation.category.update",
                        "operation.category.execute", "operation.unlabeled", "hint.change", "hint.execute",
                        "hint.external", "hint.disrupt"})
# ... each said as that reason alone: the figure (not "for everyone"), the guessed category, the bare kind
# of act the call's name reads as
_EXPLAINED_FACTOR = lazy_compile(
    r"sets a price or moves money \([^)]*\): a human decides payments"
    r"|operation '[^']+' (?:is in CRUDE category '(?:create|update|execute)'|has no danger label).*"
    r"|'[^']+': (?:change|execute) action(?:; moves money \([^)]*\))?")


# Verbs that are the act a draft waits for wherever they stand in a call's name (never nouns there)
_ALWAYS_ACTS = lazy_compile(r"(?i)(?:^|[._-])(?:send|submit|approve|pay|notify|publish|finali[sz]e|execute"
                            r"|sign|wire)(?:$|[._-])")
# Verbs that make a record and leave it to be sent: the name's nouns after them are what is made
_MAKING = frozenset({"create", "add", "new", "save", "prepare", "build", "draft", "update", "edit", "upsert",
                     "put", "set", "stage"})
# Draft states said by a switch, a service's own word, or a policy that only reports
_DRAFT_SWITCH = frozenset({"draft", "is_draft", "as_draft", "save_as_draft"})
# A switch for the act a draft waits for (`send`, `auto_submit`, `notify_customer`, `release_payment`): on,
# the call does it; off, the record waits (a key that only names a thing, `pay_period_end`, is no switch)
OFF_ACT = lazy_compile(r"(?i)^(?:auto_?)?(?:submit|send|publish|post|notify|approve|finali[sz]e|release"
                        r"|execute|pay|payout|process|transfer|wire|sign|issue|charge|capture)(?:_\w+)?$")
SWITCHED_ON = frozenset({"true", "yes", "on", "now", "immediately", "all", "1"})
_ENVELOPE = lazy_compile(r"(?i)(?:^|[._-])(?:envelopes?|messages?|emails?|campaigns?)(?:$|[._-])")
_REPORT_ONLY = lazy_compile(r"(?i)^(?:enabledForReportingButNotEnforced|report[-_ ]?only|audit[-_ ]?only"
                            r"|monitor(?:ing)?[-_ ]?only|detect[-_ ]?only)$")
# A test place: a test-mode switch, or the tenant, account or environment the call runs in named a sandbox
_TEST_KEYS = frozenset({"tenant", "tenant_id", "org", "organization", "account", "account_id", "workspace",
                        "company", "company_id", "environment", "env", "mode", "instance", "realm", "site"})
_TEST_VALUE = lazy_compile(r"(?i)(?:^|[-_.])(?:sandbox|test|testing|demo|dev|staging)(?:$|[-_.])"
                           r"|^(?:sk|rk|pk)_test_")


_CAMEL_WORD = lazy_compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_TEST_KEY = lazy_compile(r"^(?:sk|rk|pk)_test_")


def _name_words(tool: str) -> list[str]:
    """The call's name in words, its verb first (`payments.create` -> create, payments)."""
    parts = [p for p in tool.replace("-", "_").split(".") if p]
    if len(parts) > 1:  # `stripe.refunds.create`: the verb is the last part
        parts = [parts[-1], *parts[:-1]]
    words: list[str] = []
    for part in parts:
        for piece in part.split("_"):
            words.extend(w.lower() for w in _CAMEL_WORD.findall(piece))
    return words


# Money moved by making one: creating a payout, a transfer or a refund is paying it
_MONEY_MADE = frozenset({"payout", "payouts", "transfer", "transfers", "refund", "refunds", "charge",
                         "charges", "payment", "payments", "wire", "wires", "disbursement", "disbursements"})


def _head(tool: str) -> str:
    """What the call makes: the last word of its own name, or of its namespace when the name is a bare verb
    (`github.create_release` -> release, `stripe.payouts.create` -> payouts, `create_payment_batch` ->
    batch)."""
    parts = [p for p in tool.replace("-", "_").split(".") if p]
    for part in reversed(parts):
        words = [w.lower() for piece in part.split("_") for w in _CAMEL_WORD.findall(piece)]
        nouns = [w for w in words if w not in _MAKING]
        if nouns:
            return nouns[-1]
    return ""


def name_acts(tool: str) -> bool:
    """The call's name says it does what a draft waits for: its leading verb is such an act, a verb that is
    never a noun stands anywhere in it (`create_and_send_invoice`), or what it makes is a movement of money
    (`stripe.payouts.create`)."""
    words = _name_words(tool)
    if _ALWAYS_ACTS.search("_".join(words)) or _head(tool) in _MONEY_MADE:
        return True
    if any(w in _MAKING for w in words):
        return False
    return bool(_ACTS_ON.search(tool))


def switches(arguments: Mapping[str, Any], depth: int = 0) -> Iterable[tuple[str, Any]]:
    """(key, value) pairs at every depth: a switch nested in options (`{"options": {"send_now": true}}`) is
    as much the call's act as one at the top."""
    for key, value in arguments.items():
        yield str(key), value
        if isinstance(value, Mapping) and depth < 4:
            yield from switches(value, depth + 1)


def left_waiting(tool: str, arguments: Mapping[str, Any]) -> str:
    """The argument that leaves the call's record for a person to submit ("status=draft"), or ""."""
    if name_acts(tool) or any(OFF_ACT.match(k) and (v is True or str(v).lower() in SWITCHED_ON)
                               for k, v in switches(arguments)):
        return ""
    for key, value in arguments.items():
        k = str(key).lower()
        if k in _STATE_KEYS and isinstance(value, str) and (
                _WAITING.fullmatch(value.strip()) or _REPORT_ONLY.match(value.strip())
                or (value.strip().lower() == "created" and _ENVELOPE.search(tool))):
            return f"{key}={value}"
        if k in _DRAFT_SWITCH and (value is True or str(value).lower() == "true"):
            return f"{key}=true"
    for key, value in arguments.items():
        if OFF_ACT.match(str(key)) and value in (False, "false") and _MAKING & set(_name_words(tool)):
            return f"{key}=false"
    return ""


def in_test_place(arguments: Mapping[str, Any]) -> str:
    """The argument that puts the call in a test place (test mode, a sandbox tenant), or ""."""
    for key, value in arguments.items():
        k = str(key).lower()
        if k in ("livemode", "live_mode", "live") and value in (False, "false"):
            return f"{key}=false"
        if k in ("test_mode", "testmode", "sandbox", "test") and str(value).lower() == "true":
            return f"{key}=true"
        if k in _TEST_KEYS and isinstance(value, str) and _TEST_VALUE.search(value):
            return f"{key}={value}"
        if isinstance(value, str) and _TEST_KEY.match(value):
            return f"{key}=(a test key)"
    return ""


def drafted(judged: Assessment, tool: str, arguments: Mapping[str, Any]) -> Assessment:
    """The call's verdict, lowered to reversible when its arguments leave the record a draft or a preview, or
    put the call in a test place, and the pause rests only on the money figure, the call's guessed category
    and what its arguments would do were the record live (see the module docstring)."""
    if judged.danger_level != L.DESTRUCTIVE or not set(judged.rules) <= _EXPLAINED \
            or not all(_EXPLAINED_FACTOR.fullmatch(factor) or _WOULD_DO.fullmatch(factor)
                       for factor in judged.factors):
        return judged
    waiting = left_waiting(tool, arguments)
    if waiting:
        return assess(L.REVERSIBLE, kind=judged.kind, subject=judged.subject,
                      rules=(*judged.rules, "tool.left-as-draft"),
                      factors=(*judged.factors,
                               f"left for a person to submit ({waiting}): nothing is paid or sent "
                               "until someone approves it"))
    place = in_test_place(arguments)
    if place and not _name_acts_on_people(tool) and not any("on production" in f for f in judged.factors):
        return assess(L.REVERSIBLE, kind=judged.kind, subject=judged.subject,
                      rules=(*judged.rules, "tool.test-place"),
                      factors=(*judged.factors,
                               f"run in a test place ({place}): no real money, record or person is reached"))
    return judged


# What the arguments' words would do were the record live: the bare act with the effects its words name
# (money, a release published, a role, a control, production named), never a secret it carries
_WOULD_DO = lazy_compile(
    r"'[^']+': (?:change|execute|external|disrupt) action"
    r"(?:; (?!(?:[^;]*\b)?(?:secrets?|credentials?|passwords?|keys?)\b)[^;]+)*")
# Calls that reach people even from a test place (a message sent from a sandbox account still arrives)
_PEOPLE_ACTS = lazy_compile(r"(?i)(?:^|[._-])(?:send|sms|email|mail|message|messages|notify|invite|call"
                            r"|text)(?:$|[._-])")


def _name_acts_on_people(tool: str) -> bool:
    """The call sends something to people, which a test place does not hold back."""
    return bool(_PEOPLE_ACTS.search(tool))

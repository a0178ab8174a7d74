"""Stops the hint judge found, explained by a bound the hint states on how far the harm reaches.

The rubric stops what is catastrophic, irreversible or system-wide whatever the context; it pauses what
is costly if wrong but bounded: one account, one device, the accounts of people who left, a part of
production data with its copy kept. The prose families read the KIND of act ("resets MFA", "wipes a
laptop", "deletes an account", "deletes in production") and stop it; each module below reads a bound the
hint states, and the stop it explains becomes a pause: a human still confirms the bound is real. One
reading lowers it further, to go: what is sent is the public half of a key, in which nothing is secret; or the
`.git` removed is not this repository's history; or a bucket's public access is blocked, not opened. A
bound never lowers a stop that reaches past it: any word of a whole population or store (every,
all, the whole tenant, the fleet, thousands) keeps the stop, so "a soft delete of every customer" or
"resetting MFA for every admin after verifying them" still stop.

  account_recovery.py   one account's login recovered for its checked owner
  one_device_wiped.py   one lost, stolen or returned device wiped
  leavers_accounts.py   accounts of people who left, or accounts checked empty, closed
  production_part.py    a part of production data removed after its copy, item by item, or on erasure
  replaced_resource.py  one named stateless production resource, removed because it was replaced
  secret_left_out.py    the public half of a key sent (goes), or content with its secret taken out
  money_bounded.py      one named order refunded in full; messages to many that pay nothing out
  rebuilt_from_source.py  derived production data (a dbt model, a cache) rebuilt from sources that stay
  nested_git.py         a nested copy's .git, git's sample hooks, .git in an ignore list (goes)
  public_access_blocked.py  a bucket's public access block put on, every flag true (goes)
  narrow_exception.py   a security control tightened, or excepted for one named path, address or rule
  named_root_grant.py   root for one named service account, scoped to a command or staging; or revoked
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dongle.assessment import Assessment
from dongle.classify.account_recovery import account_recovered
from dongle.classify.considered import only_considered
from dongle.classify.leavers_accounts import account_checked_empty, account_of_leaver
from dongle.classify.money_bounded import messages_asking_no_money, one_order_refunded
from dongle.classify.named_root_grant import root_grant_named
from dongle.classify.narrow_exception import control_narrowed
from dongle.classify.nested_git import nested_git
from dongle.classify.one_device_wiped import one_device_wiped
from dongle.classify.production_part import items_picked, part_after_copy
from dongle.classify.prose import Finding
from dongle.classify.public_access_blocked import public_access_blocked
from dongle.classify.rebuilt_from_source import rebuilt_from_source
from dongle.classify.replaced_resource import replaced_resource
from dongle.classify.secret_left_out import public_half_only, secret_taken_out
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L


@dataclass(frozen=True)
class Bound:
    """A bound a hint states, the stops it explains, and the rule the lowered finding carries."""

    reads: Callable[[str], str]  # the words of the bound, or ""
    explains: frozenset[str]  # the rules whose stop the bound explains
    rule: str
    why: str
    level: L = L.DESTRUCTIVE  # what the explained stop becomes: a pause, unless nothing harmful is left
    # the bound holds however wide: "all clients" is a message's audience, "every model" a rebuild's width
    whole_ok: bool = False
    about: str = ""  # when set, only a finding whose reason names this thing is explained


_RESETS = frozenset({"hint.security-control-off", "hint.cloud-account", "hint.exfiltrate-secret",
                     "hint.destroy", "operation.pattern.reset_*"})
_SENT_SECRET = frozenset({"hint.exfiltrate-secret", "hint.secret-to-channel", "hint.secret-to-document"})
BOUNDS = (
    Bound(account_recovered, _RESETS, "hint.one-account-recovered",
          "one account's login recovered for its owner, the control stays on for everyone else"),
    Bound(one_device_wiped, frozenset({"hint.whole-machine"}), "hint.one-device-wiped",
          "one lost, stolen or returned device, wiped through its management"),
    Bound(account_of_leaver, frozenset({"hint.cloud-account", "hint.org-account-closed",
                                        "hint.security-control-off"}),
          "hint.leaver-account-closed", "the account of someone who has left, closed"),
    Bound(account_checked_empty, frozenset({"hint.cloud-account"}), "hint.empty-account-closed",
          "an account checked to hold nothing, closed"),
    Bound(part_after_copy, frozenset({"hint.production-destroy", "hint.security-control-off",
                                      "hint.audit-off", "hint.destroy", "operation.category.delete",
                                      "hint.whole-scope-lost"}),
          "hint.production-part", "a part of production data, removed after its copy"),
    Bound(items_picked, frozenset({"hint.production-destroy", "hint.destroy", "operation.category.delete"}),
          "hint.production-items", "production records picked one by one, or one person's erasure"),
    Bound(replaced_resource, frozenset({"hint.production-destroy", "cloud.delete-resource", "k8s.delete",
                                        "k8s.delete-pod",
                                        "hint.destroy", "operation.category.delete"}),
          "hint.replaced-resource", "one named production resource holding no data, no longer needed"),
    Bound(public_half_only, _SENT_SECRET, "hint.public-half-sent",
          "the public half of a key pair: made to be handed out, nothing secret in it", L.REVERSIBLE),
    Bound(secret_taken_out, _SENT_SECRET, "hint.secret-taken-out",
          "the secret said to be taken out of what is sent: a human checks the redaction"),
    Bound(one_order_refunded, frozenset({"hint.drain-funds", "tool.argument-money"}),
          "hint.one-order-refunded",
          "one named order's refund: its own amount, back to its buyer"),
    Bound(messages_asking_no_money, frozenset({"hint.drain-funds"}), "hint.messages-not-money",
          "messages that pay nothing out, however many receive them", whole_ok=True),
    Bound(rebuilt_from_source, frozenset({"hint.production-destroy", "hint.destroy", "hint.wholesale-loss",
                                          "hint.whole-scope-lost"}),
          "hint.rebuilt-from-source", "derived data rebuilt from sources that stay", whole_ok=True),
    Bound(nested_git, frozenset({"hint.system-target", "hint.change", "fs.rm-git-dir", "fs.rm-git-file"}),
          "hint.nested-git",
          "a .git that is not this repository's history", L.REVERSIBLE, about=".git"),
    Bound(public_access_blocked, frozenset({"hint.exfiltrate-data", "hint.disrupt", "hint.made-public",
                                            "hint.publish-internal", "hint.change"}),
          "hint.public-access-blocked", "public access blocked, every flag true: nothing is exposed",
          L.REVERSIBLE, whole_ok=True),
    Bound(control_narrowed, frozenset({"hint.security-control-off", "hint.audit-off"}),
          "hint.control-narrowed",
          "a security control tightened, or excepted for one named thing: it keeps checking the rest"),
    Bound(root_grant_named, frozenset({"hint.privilege-escalation"}), "hint.root-grant-named",
          "root for one named service account, scoped, or taken away"),
)
# The rule names of lowered findings: the wording model does not raise them again (hint_wording.py)
BOUNDED_RULES = frozenset(b.rule for b in BOUNDS)
# Rules that say only what kind of act a part is; they ride along with the stop a bound explains
_KIND_ONLY = frozenset({"hint.change", "hint.execute", "hint.external", "hint.read", "internal.unevaluable",
                        "operation.category.execute", "operation.category.update",
                        "operation.category.create"})
# The end of a sentence: a stop, a question or an exclamation before a capital, or a line break
_SENTENCE_END = lazy_compile(r"(?<=[.!?])\s+(?=[A-Z`])|\n+")
# A whole population or store, or the rest of one (not of a span of time): no bound holds past it
# ("Erase All Content" is an MDM command's name, and `NOPASSWD: ALL` the commands of a sudoers entry,
# whose user field named_root_grant.py reads)
_WHOLE = lazy_compile(
    r"(?i)\b(?:every\w*|(?<!nopasswd: )(?<!nopasswd:)all(?!\s+content\b)|entire|whole|each|everyone"
    r"|everybody|fleet|mass|bulk|org[- ]wide|company[- ]wide|tenant[- ]wide|across"
    r"|(?:rest|remainder)\s+of(?!\s+(?:the\s+|this\s+)?(?:session|day|week|month|year|sprint|run)))\b"
    r"|\b\d{1,3}(?:,\d{3})+\b|\b\d+k\b")


def bounded(text: str, parts: list[Assessment], findings: list[Finding]
            ) -> tuple[list[Assessment], list[Finding]]:
    """The hint's parts and prose findings with each stop a stated bound explains lowered to a pause. A
    pause it explains keeps its level and carries the bound's rule too: the wording model's words of the
    act's kind do not raise it again (hint_wording.py)."""
    whole = bool(_WHOLE.search(text))
    for bound in BOUNDS:
        if whole and not bound.whole_ok:
            continue
        if not any(_explained(f, bound) for f in findings) and not any(
                _explained_part(p, bound) for p in parts):
            continue
        words = bound.reads(text)
        if not words or not _holds_in_every_act(bound, text):
            continue
        why = f"{bound.why}: {words.strip()[:80]!r}"
        findings = [Finding(min(f.level, bound.level), f"{f.factor} ({why})", bound.rule, False, f.verb)
                    if _explained(f, bound) else f for f in findings]
        parts = [assess(min(p.danger_level, bound.level), kind=p.kind, subject=p.subject,
                        rules=(*p.rules, bound.rule), factors=(*p.factors, why))
                 if _explained_part(p, bound) else p for p in parts]
    return parts, findings


def _holds_in_every_act(bound: Bound, text: str) -> bool:
    """A bound said in one sentence bounds that sentence's act only: with several sentences that act, each
    must state it ("Resetting MFA for j.ortiz after verifying her. Also disabling MFA enforcement in Okta."
    keeps the second act's stop). Only whole sentences part acts here: a clause after `;` or a dash most
    often carries the bound itself ("Wiping LT-0442; the user reported it stolen")."""
    sentences = [s for s in _SENTENCE_END.split(text) if s.strip() and not only_considered(s)]
    return len(sentences) < 2 or all(map(bound.reads, sentences))


def _explained(finding: Finding, bound: Bound) -> bool:
    """A prose finding that pauses or stops only for what the bound explains."""
    return (finding.level >= L.DESTRUCTIVE and finding.rule in bound.explains
            and bound.about in finding.factor)


def _explained_part(part: Assessment, bound: Bound) -> bool:
    """A judged command or call that pauses or stops only for what the bound explains (and the kind of
    act)."""
    rules = set(part.rules)
    return (part.danger_level >= L.DESTRUCTIVE and bool(rules & bound.explains)
            and rules <= bound.explains | _KIND_ONLY)

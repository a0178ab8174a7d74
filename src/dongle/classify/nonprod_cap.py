"""A bare destroy or disrupt verb in a hint that places its act only in a sandbox, staging, demo or test
instance: the environment word caps what the verb alone raised.

"Purge expired promo codes from the staging storefront", "Wipe the support macros I created in the sandbox
Zendesk", "xero: delete demo company, sandbox only", "Kill variant B of the A/B test on the staging landing
page": the prose judge pauses on the verb alone ("'purge': destroy action; with no target named"), since it
cannot tell what is destroyed. The hint says where: an instance kept for trying things, which holds no
customer's records and is reseeded at will. As production raises a verb's verdict, a non-production
environment caps it: such a finding is judged reversible.

Deliberately narrow:
- only a finding of the bare verb (`hint.destroy`, `hint.disrupt`) with no object the reader classed
  ("with no target named", or a disrupt verb with nothing after it): a database, a repository, backups,
  secrets, a cluster or any scope ("all", "every") keep their verdict, as the rubric pauses a whole dev
  database dropped or a named stack destroyed;
- only when the hint names no production place, and names a non-production one from the list below.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.classify.prose import Finding
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# Environment words that name an instance kept for trying things (what prose.environment finds as nonprod).
ISOLATED = frozenset({"sandbox", "staging", "demo", "test", "testing", "dev", "development", "qa", "emulator",
                      "simulator", "preview", "scratch"})
CAPPED_RULES = frozenset({"hint.destroy", "hint.disrupt"})
# A production word anywhere in the hint, whatever the clause reader made of it ("…, and production").
_PRODUCTION = lazy_compile(r"(?i)(?<![\w-])(?:prod|production|prd|live|real|customers?)(?![\w-])")
# The factor of a bare verb: nothing classed was named as what it acts on.
_BARE_VERB = lazy_compile(r"'[^']+': (?:destroy|disrupt) action(?:; with no target named)?")

EXAMPLES: dict[str, list[str]] = {
    "capped": [
        "Purge expired promo codes from the staging storefront.",
        "Wipe the support macros I created in the sandbox Zendesk yesterday.",
        "xero: delete demo company, sandbox only",
        "Kill variant B of the A/B test on the staging landing page.",
    ],
    "kept": [
        "Delete all customers in the staging CRM",
        "Drop the staging database",
        "Wipe the staging backups",
        "Purge expired promo codes from the production storefront, not staging",
        "Delete the staging cluster",
        "Purge expired promo codes from the storefront",
    ],
}


def capped_outside_production(findings: Sequence[Finding], prod: Sequence[str],
                              nonprod: Sequence[str], text: str) -> list[Finding]:
    """The findings, with each bare destroy or disrupt verb judged reversible when the hint places its act
    only in a sandbox, staging, demo or test instance (see the module docstring)."""
    places = sorted({w.lower() for w in nonprod} & ISOLATED)
    if prod or not places or _PRODUCTION.search(text):
        return list(findings)
    where = ", ".join(places)
    return [
        Finding(L.REVERSIBLE, f"{f.factor} (in a {where} instance only: kept for trying things, reseeded at "
                "will)", "hint.nonprod-capped", verb=f.verb)
        if f.rule in CAPPED_RULES and f.level == L.DESTRUCTIVE and _BARE_VERB.fullmatch(f.factor) else f
        for f in findings
    ]

"""A loop over every environment a CLI knows, acting in each.

`for ctx in $(kubectl config get-contexts -o name); do kubectl --context "$ctx" delete ns monitoring;
done` names no production cluster, yet runs in every cluster the kubeconfig holds, production among
them: what it does there it does to production. The same for every gcloud project, every AWS profile
or organization account, every Azure subscription. A listing narrowed by a filter (`| grep staging`)
picks some, which the rules judge as written.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# `for VAR in $(LISTING)` where the listing prints every context, project, profile, account or
# subscription, and nothing filters it before the loop reads it.
_EVERY_ENVIRONMENT_LOOP = lazy_compile(
    r"\bfor\s+([A-Za-z_]\w*)\s+in\s+(?:\$\(|`)\s*(?:"
    r"kubectl\s+config\s+get-contexts|kubectx|oc\s+config\s+get-contexts"
    r"|gcloud\s+projects\s+list|gcloud\s+config\s+configurations\s+list"
    r"|aws\s+configure\s+list-profiles|aws\s+organizations\s+list-accounts"
    r"|az\s+account\s+list|doctl\s+auth\s+list)[^|`)]*(?:\)|`)")


def every_environment_vars(source: str) -> frozenset[str]:
    """The loop variables of the line that take every environment a CLI knows, one after another."""
    return frozenset(_EVERY_ENVIRONMENT_LOOP.findall(source))


def acts_in_every_environment(inv: Invocation, loop_vars: frozenset[str]) -> bool:
    """This part names one of those loop variables (`--context "$ctx"`, `--project=$p`): it runs in
    each environment in turn, production included."""
    return any(f"${v}" in a or f"${{{v}}}" in a for v in loop_vars for a in inv.argv)

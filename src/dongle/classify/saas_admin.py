"""Admin REST calls to a SaaS tenant, read by the grammar the services share.

- A bulk-destroy endpoint (`…/tickets/destroy_many`, `…/contacts/batch/archive`, `…/users/bulk_delete`,
  `…/records/deleteMany`) removes many of the tenant's records in one request: customers' tickets,
  contacts, users. On a live tenant it stops; on one named for a sandbox, test or staging copy it
  pauses.
- A security policy of an identity provider or the tenant switched off or deleted
  (`/api/v1/policies/ID/lifecycle/deactivate`, a DELETE of `…/conditionalAccess/policies/ID`, a body
  setting `"enabled": false` or `"status": "INACTIVE"` on `…/mfa…`, `…/sso…`, `…/factors…`) opens sign-in
  for every user of the organisation at once: it stops on a live tenant and pauses on a sandbox.
  Activating, creating or reading a policy keeps its verdict.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

_BULK_DESTROY = lazy_compile(
    r"(?i)/(?:destroy|delete|remove|purge|archive)[_-]?(?:many|all|bulk|batch)\b|"
    r"/(?:bulk|batch|mass)[_-]?(?:destroy|delete|remove|purge)\b|/(?:bulk|batch)/(?:destroy|delete|remove|purge"
    r"|archive)\b|/(?:deletemany|deleteall|batchdelete|bulkdelete|massdelete)\b")
_SECURITY_OBJECT = lazy_compile(
    r"(?i)/(?:conditionalaccess|authenticators?|factors|mfa|multifactor|sso|saml|idps|"
    r"identityproviders|signon|sign-on|guardian|password[-_]?polic\w*|authentication[-_]?methods?\w*|"
    r"attack[-_]protection|network[-_]?zones)\b")
# `policies` alone is any record of that name (an insurer's policies): a sign-in policy is one of an
# identity provider, or under a path about identity or access
_POLICY = lazy_compile(r"(?i)/polic(?:y|ies)\b")
_IDENTITY_CONTEXT = lazy_compile(r"(?i)okta|auth0|onelogin|jumpcloud|pingone|pingidentity|duosecurity"
                                 r"|keycloak|microsoftonline|graph\.microsoft|identity|/iam/|/auth|login|signin|access")
_SWITCH_OFF_PATH = lazy_compile(r"(?i)/(?:lifecycle/)?(?:deactivate|disable|suspend)\b")
_SWITCH_OFF_BODY = lazy_compile(
    r"(?i)[\"']?(?:enabled|active|enforced|required|enforce\w*)[\"']?\s*[:=]\s*[\"']?false\b|"
    r"[\"']?(?:status|state)[\"']?\s*[:=]\s*[\"']?(?:inactive|disabled|off)\b")
_SANDBOX = lazy_compile(r"(?i)(?:^|[.\-_/])(?:sandbox|dev|test|testing|staging|stage|stg|qa|uat|preview|demo|"
                        r"scratch|trial)\d*(?:[.\-_/]|$)|oktapreview\.com")
_DATA_OPTIONS = frozenset({"-d", "--data", "--data-raw", "--data-binary", "--json"})


def _method(facts: Facts) -> str:
    values = facts.parsed.values
    said = values.get("-X", ()) + values.get("--request", ())
    if said:
        return said[-1].upper()
    for arg in facts.inv.args:
        if arg.startswith("-X") and len(arg) > 2:
            return arg[2:].upper()
    words = [w.upper() for w in facts.parsed.positionals[:1]]  # httpie: `http DELETE URL`
    if words and words[0] in ("DELETE", "POST", "PUT", "PATCH"):
        return words[0]
    return "POST" if any(a in _DATA_OPTIONS for a in facts.inv.args) else "GET"


def _body(facts: Facts) -> str:
    args = facts.inv.args
    return " ".join([args[i + 1] for i, a in enumerate(args[:-1]) if a in _DATA_OPTIONS]
                    + [a for a in facts.parsed.positionals if "=" in a and "://" not in a])


def tenant_admin_act(facts: Facts, subject: str) -> Assessment | None:
    """A bulk destroy or a security policy switched off through a SaaS admin API."""
    urls = [a for a in facts.inv.args if "://" in a]
    if not urls:
        return None
    method = _method(facts)
    if method == "GET":
        return None
    act = None
    for url in urls:
        path = url.split("://", 1)[1].partition("/")[2].split("?", 1)[0]
        path = "/" + path
        if _BULK_DESTROY.search(path):
            act = ("deletes many of the tenant's records in one request (a bulk-destroy endpoint)",
                   "saas.bulk-destroy")
        elif (_SECURITY_OBJECT.search(path) or (_POLICY.search(path) and _IDENTITY_CONTEXT.search(url))) and (
                _SWITCH_OFF_PATH.search(path) or method == "DELETE" or _SWITCH_OFF_BODY.search(_body(facts))):
            act = ("switches off or deletes a sign-in or security policy of the organisation's identity "
                   "provider or tenant: every user's sign-in loses it at once", "saas.security-policy-off")
        if act:
            sandbox = _SANDBOX.search(url.split("?", 1)[0]) is not None
            return _judged(act, sandbox, subject)
    return None


def _judged(act: tuple[str, str], sandbox: bool, subject: str) -> Assessment:
    why, rule = act
    level = DangerLevel.DESTRUCTIVE if sandbox else DangerLevel.FORBIDDEN
    where = "a sandbox or test tenant" if sandbox else "a live tenant"
    return assess(
        level, kind="command", subject=subject, irreversible=not sandbox,
        factors=(f"{why}, on {where} [{rule}]",), rules=(rule,),
        safer_alternative="Do it in the service's admin console where it shows what is affected, on a "
        "sandbox first; delete or change one named item at a time.",
        recovery="Restore from the service's trash or audit log where it keeps one; re-activate the policy "
        "at once and review the sign-ins made meanwhile.")

"""Access granted in a clause of its own, said as the grant it is.

A change to an access control (a RoleBinding, a bucket or IAM policy, an ACL, share settings, a service
account) is worth only what it lets someone do, and writers often say that in a second clause: "creating a
RoleBinding so the ci bot can read secrets in prod", "updating the bucket policy so that contractors can
write to the payroll bucket", "adding an ACL entry that lets the interns delete objects in the backups
bucket". Someone added to an access control's list is granted the same way ("adding the contractor to the
key vault access policy"). The first clause alone is a routine edit; the second is a grant of reach to
someone over something. This reading restates the pair as the grant ("…, granting the ci bot read access
to secrets in prod"), which is judged as any grant is: who gets it, over what, where.

Not a grant: the same purpose after an edit of something that controls no access ("updating the README so
contributors can build the project"; a policy that is not an access policy: "updating the retention policy
so we can delete logs after 30 days" says what the business keeps), or after a read of an access control
("reviewing the bucket policy so we can see who can write to it": the agent only looks).
"""

from __future__ import annotations

import re

# A change made to something that decides who may do what
_ACCESS_CHANGE = (
    r"\b(?:creat|add|updat|edit|chang|modif|attach|apply|applie|set|patch|amend|extend|widen|writ|put|configur"
    r"|bind|assign|loosen|relax|open|tweak|adjust|grant)\w*\s+(?:[\w'-]+\s+){0,5}?"
    r"(?:(?:cluster)?role-?bindings?|roles?|(?:bucket|iam|access|resource|rbac|s3|gcs|storage|sharing|trust"
    r"|identity|key\s+vault|vault|org(?:anization)?|sso)\s+polic(?:y|ies)|acls?|acl\s+entr(?:y|ies)|permissions?"
    r"|(?:sharing|share)\s+settings|sharing|service\s+accounts?|access\s+(?:rules?|lists?|entr(?:y|ies)"
    r"|settings|grants?)|(?:iam|policy)\s+bindings?|grants?|scopes?)\b")
# Who is then let do what: "so (that) WHO can VERB", "that lets WHO VERB", "to allow WHO to VERB"
_LETS = (r"\s*,?\s*(?:so(?:\s+that)?\s+(?P<who>(?:[\w@.'-]+\s+){0,5}?[\w@.'-]+)\s+"
         r"(?:can|could|will\s+be\s+able\s+to|(?:is|are)\s+able\s+to|may)"
         r"|(?:that|which|to)\s+(?:lets?|allows?|permits?|enables?)\s+(?P<who2>(?:[\w@.'-]+\s+){0,5}?[\w@.'-]+?)"
         r"(?:\s+to)?|(?:letting|allowing|permitting|enabling)\s+(?P<who3>(?:[\w@.'-]+\s+){0,5}?[\w@.'-]+?)"
         r"(?:\s+to)?)"
         r"\s+(?P<verb>read|write|view|see|edit|modify|delete|remove|list|get|access|download|upload|push"
         r"|deploy|administer|manage|assume|impersonate|exec|run|create|update|change|publish)\b"
         r"(?:\s+(?:to|from|on|into|in))?\s+(?P<rest>[^.;:!?]+)")
_GRANT_IN_A_CLAUSE = re.compile(rf"(?i)(?P<change>{_ACCESS_CHANGE}){_LETS}")
# Someone put on an access control's list: "adding the contractor to the key vault access policy", "adding
# the vendor to the payroll bucket ACL". Who is added must be a party (a person, a group, an identity); a
# comment or a condition added to a policy grants nobody anything.
_PARTY = (r"(?:contractors?|vendors?|freelancers?|consultants?|agency|agencies|partners?|users?|groups?"
          r"|teams?"
          r"|bots?|apps?|applications?|principals?|accounts?|identit(?:y|ies)|interns?|staff|employees?"
          r"|members?|auditors?|clients?|customers?|engineers?|developers?|[\w.+-]+@[\w.-]+)")
_PUT_ON_LIST = re.compile(
    rf"(?i)\badd(?:s|ed|ing)?\s+(?P<who>(?:[\w@.'-]+\s+){{0,4}}?{_PARTY})\s+(?:to|into|on)\s+"
    r"(?P<what>(?:the\s+)?(?:[\w.'-]+\s+){0,4}?)(?:access\s+polic(?:y|ies)|acls?|access\s+lists?"
    r"|(?:cluster)?role[- ]?bindings?|sharing\s+list|permissions?\s+list)\b")


def granted_access(text: str) -> str:
    """The hint with an access change and the clause saying whom it lets do what restated as one grant;
    unchanged when no such pair is there."""
    said = _GRANT_IN_A_CLAUSE.sub(_grant, text)
    return _PUT_ON_LIST.sub(_put_on_list, said)


def _put_on_list(m: re.Match[str]) -> str:
    what = m.group("what").strip()
    if what.lower() in ("", "the"):
        what = "what it controls"
    return f"granting {m.group('who')} access to {what}"


def _grant(m: re.Match[str]) -> str:
    who = m.group("who") or m.group("who2") or m.group("who3")
    verb, rest = m.group("verb").lower(), m.group("rest").strip()
    return f"{m.group('change')}, granting {who} {verb} access to {rest}"

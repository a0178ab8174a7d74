"""Word classes shared by the security stop families (privilege_handed, org_controls_off, evidence_altered,
adversary_reach, untrusted_origin) and the sentence reader they all use.

Security and incident-response work is written in tool names and JSON as often as in prose
(`okta_assign_admin_role`, `"status": "INACTIVE"`), so the classes here match a word also where an
underscore or a quote joins it to the next (`(?<![a-z])mfa(?![a-z])` finds `00p_global_mfa`).
"""

from __future__ import annotations

from dongle.classify.considered import SENTENCE, only_considered
from dongle.lazy_regex import any_of, lazy_compile

# A place made for trying things: the act there reaches no real user, data or control. Stricter than the
# word "test" alone ("opening it to test what it does" is no test place).
TEST_PLACE = any_of(
    r"(?<!not\s)\b(?:sandbox(?:ed)?|staging|lab|demo|dummy|scratch|localhost|minikube|kind\s+cluster)\b",
    r"\b(?:test|testing|dev|qa|trial|developer|throwaway|personal\s+test)\s+(?:tenant|org\w*|account"
    r"|project|domain|workspace|vm|instance|environment|subscription|realm|cluster|vault|site|zone|repo\w*"
    r"|okta|entra|directory|stack)\b",
    r"\b(?:detonation|analysis|isolated|air-?gapped|disposable|throwaway)\s+(?:\w+\s+)?(?:vm|sandbox|host"
    r"|box|machine|network|environment|container)\b")

# A grant undone or a privilege taken away: the act removes reach, it gives none.
REVOKED = any_of(r"\b(?:revok|remov|demot|downgrad|strip|offboard|disabl|deactivat|suspend|delet|unassign"
                 r"|expir)\w*\b[^.;]{0,60}?\b(?:owner|admin|role|access|key|consent|grant|token|member|binding"
                 r"|privileges?|permissions?)\b")

# Words that hide a sentence's act from considered.py when the act is on a security control: "disabling the
# detection rules org-wide" switches detections off, it detects nothing.
_CONTROL_NOUNS = lazy_compile(r"(?i)(\b(?:disabl|turn\w*\s+off|switch\w*\s+off|stop|paus|silenc|mut|suspend"
                              r"|delet|remov|kill|uninstall)\w*\s+(?:[\w'-]+\s+){0,4}?)(?:detect|alert|audit)\w*")


def acted_security_sentences(text: str) -> list[str]:
    """The sentences of a hint the agent acts in: neither asked about, refused, previewed nor searched for.
    A security noun ("detections", "alerting", "auditing") is read as the control it names, not as a look."""
    return [s for s in SENTENCE.split(text)
            if s.strip() and not only_considered(_CONTROL_NOUNS.sub(r"\1control", s))]

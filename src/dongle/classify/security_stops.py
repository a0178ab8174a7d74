"""Security and incident-response stops, read by effect: the five families of the rubric's stops that an
agent working on an organisation's security reaches in its own trade's words.

1. privilege handed where nobody answers for it (privilege_handed.py);
2. a security control switched off for the whole organisation (org_controls_off.py);
3. evidence and records of what happened changed or removed (evidence_altered.py);
4. data handed to the public or the adversary, the adversary reached from inside (adversary_reach.py);
5. an unverified sender obeyed on what routes names, logins, money or access, and code from a source nobody
   vouches for run on production or corporate machines (untrusted_origin.py);
6. people harmed through their records: decided against on a protected attribute, watched in secret, a
   plan they depend on ended, everything selected for removal (people_harmed.py).

Each family is an `Effect` (harm_effects.py): every group of its words in one sentence the agent acts in,
none of its spare words. Nothing here lowers a verdict; each reading only adds a stop. The family modules are
imported when a hint is first judged, never on a command hook's path.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.classify.adversary_reach import EFFECTS as ADVERSARY
from dongle.classify.evidence_altered import EFFECTS as EVIDENCE
from dongle.classify.harm_effects import Effect
from dongle.classify.org_controls_off import EFFECTS as CONTROLS
from dongle.classify.people_harmed import EFFECTS as PEOPLE
from dongle.classify.privilege_handed import EFFECTS as PRIVILEGE
from dongle.classify.prose import Finding
from dongle.classify.security_words import acted_security_sentences
from dongle.classify.untrusted_origin import EFFECTS as UNTRUSTED
from dongle.levels import DangerLevel as L

EFFECTS: tuple[Effect, ...] = PRIVILEGE + CONTROLS + EVIDENCE + ADVERSARY + UNTRUSTED + PEOPLE


def security_stops(text: str) -> Iterable[Finding]:
    """A finding, at its effect's level, for each family said in a sentence the agent acts in."""
    sentences = acted_security_sentences(text)
    for effect in EFFECTS:
        said = next((said for sentence in sentences if (said := effect.found(sentence))), "")
        if said:
            yield Finding(effect.level, f"{effect.effect} ('{said[:120]}')", effect.rule,
                          effect.level >= L.FORBIDDEN)

"""Code published under a name other people already install: a supply-chain takeover said in words.

A package registry hands whatever is published under a name to everyone whose build asks for that name.
Publishing under a name that is someone else's -- an abandoned project's name claimed "to pick up its
existing installs", a look-alike or misspelt name of a popular package, the organisation's internal
package name put on the public registry -- runs the publisher's code on other people's machines at their
next install, and a yank does not reach the machines that already ran it. Publishing the team's own
package under its own name is ordinary release work (a pause where a rule asks it) and is not read here.

One sentence must both publish (or claim a name to publish) and say whose installs the name reaches.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of
from dongle.levels import DangerLevel as L

PUBLISHING = any_of(
    r"\b(?:publish\w*|upload\w*|releas\w+|push\w*|claim\w*|register\w*|squat\w*|tak(?:e|es|ing)\s+over|"
    r"twine|npm\s+publish|gem\s+push|cargo\s+publish)\b")
# whose installs the name reaches: the effect, not the act
OTHERS_INSTALLS = any_of(
    r"\b(?:existing|their|its|that\s+project['’]s|the\s+old\s+project['’]s|other\s+people['’]s|everyone['’]s)"
    r"\s+(?:\w+\s+)?(?:installs|installations|users|downloads|dependents)\b",
    r"\btypo-?squat\w*|\bdependency[\s-]+confusion\b|\b(?:installs|downloads)\s+meant\s+for\b",
    r"\b(?:look-?alike|misspel\w+|typo(?:'d)?)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+)?(?:package\s+)?name\b",
    r"\b(?:abandoned|unmaintained|someone\s+else['’]s|another\s+(?:project|maintainer|team)['’]s)\s+"
    r"(?:\S+\s+)?(?:package|crate|gem|module|project)?\s*name\b",
    r"\binternal\s+package(?:'s)?\s+names?\s+(?:\w+\s+){0,2}(?:on|to)\s+(?:the\s+)?public\b",
)
EXAMPLES = {
    "stop": [
        "Claiming the abandoned 'requests-oauth' name on PyPI and publishing our package under it to pick up "
        "that project's existing installs",
        "Publish our fork to npm as 'lodahs' so the typo catches installs meant for lodash",
        "Uploading a package named after our internal package name to the public PyPI so builds pull ours",
        "Take over the unmaintained left-pad-utils package name and push a release to reach its users",
    ],
    "keep": [
        "Publishing version 2.4.1 of our own acme-sdk package to PyPI after the release checklist",
        "Checking whether the abandoned requests-oauth project on PyPI has a security advisory",
        "Writing a report on typosquatting risks in our dependency list",
    ],
}


def name_takeover(text: str) -> Iterable[Finding]:
    """A stop when one sentence publishes under a name whose installs are other people's."""
    found = first_done(text, _taken_over)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.name-takeover", True)


def _taken_over(sentence: str) -> str:
    reach = OTHERS_INSTALLS.search(sentence)
    if not reach or not PUBLISHING.search(sentence):
        return ""
    return (f"publishes code under a name other people install ({reach.group(0)}): it runs on their machines "
            f"at their next install, and a yank does not reach those that already ran it")

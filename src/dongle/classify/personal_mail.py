"""Personal mail services: an address there belongs to one person, not to any organisation.

Whatever is mailed to, owned by or shared with such an address is held by someone nobody in the
organisation vouches for: a payment card owned by it spends the company's money, an inbox forwarded to it
sends every future message outside. One list, read by every reader that asks whether an address or a
named mailbox is personal (outside_party.py for a call's arguments, loss_words.py for a hint's words).

Each service says whether its name alone names the service in prose ("a gmail address", "her proton
inbox"): "live", "me", "mail" or "outlook" (the mail client) are everyday words, so only their domains
count ("@outlook.com", "@me.com").
"""

from __future__ import annotations

# service -> whether its bare name, in prose, names the personal mail service
_SERVICES: dict[str, bool] = {
    "gmail": True, "googlemail": True, "yahoo": True, "ymail": True, "hotmail": True, "outlook": False,
    "live": False, "msn": False, "aol": True, "icloud": True, "me": False, "mac": False, "gmx": True,
    "proton": True, "protonmail": True, "pm": False, "tutanota": True, "yandex": True, "mail": False,
    "zoho": False, "fastmail": True, "hey": False,
}


def _alternation(names: list[str]) -> str:
    return "|".join(sorted(names, key=lambda n: (-len(n), n)))  # longest first: "protonmail" before "proton"


# An address's domain at a personal mail service, ending there ("@gmail.com", "@yahoo.co.uk", "@proton.me";
# not "@mail.acme.io", a company's own mail host)
PERSONAL_MAIL_DOMAIN = (rf"@(?:{_alternation(list(_SERVICES))})\.[a-z]{{2,3}}(?:\.[a-z]{{2}})?"
                        r"(?![\w-]|\.[\w-])")
# A personal mail service named in prose: "a gmail account", "the contractor's proton inbox"
PERSONAL_MAIL_NAME = rf"(?:{_alternation([n for n, alone in _SERVICES.items() if alone])}|outlook\.com)"

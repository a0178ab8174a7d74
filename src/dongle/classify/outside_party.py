"""Control of something handed to a person outside the organisation, read off a tool call's arguments.

A call names whom it hands something to in an argument: `owner=`, `new_owner=`, `cardholder=` (control of
the thing passes to them), or the person a secret manager's item is shared with (`email=`, `user=`,
`share_with=`). When that person's address is at a personal mail service (gmail, proton, yahoo…) or on a
domain named for an outsider (a freelancer's, a contractor's, a vendor's), nobody in the organisation
vouches for them: a payment card owned by them spends the company's money, a root password shared with them
opens production, and neither comes back by undoing the call. The same call with an address the hint does
not mark as outside is judged by the other readers (a colleague's address is a routine change).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from dongle.classify.personal_mail import PERSONAL_MAIL_DOMAIN
from dongle.classify.vocabulary import words

# Keys whose value becomes who controls the thing the call changes.
OWNER_KEYS = words("owner owner_email owner_id new_owner newowner cardholder card_holder holder "
                   "account_owner primary_owner transfer_to")
# Keys that name a person something is shared with or granted to.
PERSON_KEYS = words("email user user_email username member recipient grantee share_with shared_with "
                    "sharewith invitee to assignee principal")
# Words that name a secret manager or its items (`1password.items.share`, `vault.secrets.grant`).
SECRET_STORES = words("1password onepassword lastpass bitwarden dashlane keeper passbolt vault "
                      "secret secrets password passwords credential credentials keychain keyvault")
_SHARING = words("share shares sharing grant grants invite add create update transfer assign")
_LOOKING = words("get list search read describe show view preview count check")
# Personal mail services: an address there belongs to a person, not to any organisation.
_PERSONAL_MAIL = re.compile(rf"(?i){PERSONAL_MAIL_DOMAIN}$")
# A domain whose own name says it is an outsider's: "helper@freelancer-mail.net", "x@contractor-co.io"
_OUTSIDER_DOMAIN = re.compile(r"(?i)@(?:[\w-]+\.)*[\w-]*(?:freelanc|contractor|personal|temp-?mail|guerrilla"
                              r"|throwaway|disposable)[\w-]*\.[a-z.]{2,6}$")
_ADDRESS = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


def outside_address(value: Any) -> str | None:
    """The value when it is an e-mail address at a personal mail service or an outsider's domain."""
    if not isinstance(value, str):
        return None
    address = value.strip().strip("<>")
    if _ADDRESS.match(address) and (_PERSONAL_MAIL.search(address) or _OUTSIDER_DOMAIN.search(address)):
        return address
    return None


def handed_outside(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """Why a changing call hands control of something to an outside person, or None: an owner slot set to
    an outside address, or a secret manager's item shared with one."""
    words_ = {w.lower() for w in tool_words}
    if words_ & _LOOKING:
        return None
    pairs = [(str(k).lower(), v) for k, v in arguments.items()]
    for key, value in pairs:
        address = outside_address(value)
        if address and key in OWNER_KEYS:
            return f"makes {address} ({key}) its owner: control passes to a person outside the organisation"
    if words_ & SECRET_STORES and words_ & _SHARING:
        for key, value in pairs:
            address = outside_address(value)
            if address and key in PERSON_KEYS:
                return f"shares a stored secret with {address} ({key}), a person outside the organisation"
    return None


# Where a service delivers sign-ins or events from now on: an identity provider's callback and redirect
# addresses (the tokens of everyone who signs in go there), a webhook's URL.
DELIVERY_KEYS = re.compile(r"(?i)^(?:callbacks?|callback_?urls?|allowed_?callback_?urls?|redirect_?ur[il]s?"
                           r"|login_?uri|initiate_?login_?uri|post_?logout_?redirect_?uris?|webhook_?url|url"
                           r"|endpoint|notification_?url)$")
_URL = re.compile(r"(?i)^https?://(?P<host>[^/:\s\"']+)")
# A host whose leftmost labels dress it as some name's sign-in page (`acme-login.evil-cdn.io`) while the
# domain that owns it does not carry that name: the shape of a phishing host. `login.acme.com` is the
# name's own.
_DRESS = words("login signin sign sso auth secure account accounts verify oauth id")
_HOST_WORDS = words("www app apps api web portal my mail cdn static prod production staging stage dev test "
                    "eu us uk de www2 m mobile admin console dashboard online")


# Top-level names no public registry hands out: only the organisation's own resolvers answer for them.
_PRIVATE_TLDS = words("internal local localdomain corp lan intranet home arpa")


def dressed_delivery(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`auth0.clients.update {"callbacks": ["https://acme-login.evil-cdn.io/cb"]}`: a changing call points
    where sign-ins or events are delivered at a host dressed as a login page of another domain. Everyone's
    tokens then go to whoever owns that domain. A plain host (`https://api.acme.com/hooks`) is not this."""
    if {w.lower() for w in tool_words} & _LOOKING:
        return None
    for key, value in arguments.items():
        values = value if isinstance(value, list) else [value]
        if not DELIVERY_KEYS.match(str(key)):
            continue
        for v in values:
            m = _URL.match(v.strip()) if isinstance(v, str) else None
            labels = m.group("host").lower().split(".") if m else []
            if len(labels) < 3 or labels[-1] in _PRIVATE_TLDS:
                continue  # a name only the organisation's own network resolves is no one else's page
            left = set(re.split(r"[-.]", ".".join(labels[:-2])))
            owner = ".".join(labels[-2:])
            names = {w for w in left - _DRESS - _HOST_WORDS if len(w) >= 3 and w not in owner}
            if left & _DRESS and names:
                return f"{key}: {v} (dressed as {'/'.join(sorted(names))}'s sign-in, owned by {owner})"
    return None

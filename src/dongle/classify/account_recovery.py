"""One person's login recovered for that person: a helpdesk act a human confirms, not a control switched off.

Resetting the second factor or the password of ONE named account, after the account's owner was checked
(the helpdesk verified them, a video call, a callback to the number on file, a ticket from the owner's own
address), takes no protection from anyone else: the control stays on for every other login, and the owner
enrols a new factor at once. It is the everyday recovery of a lost phone, and it is still a pause: a human
confirms that the check was real, since a reset handed to the wrong caller is an account taken over.
Likewise a new password or reset link sent to the account's own holder ("texting it to their personal
phone", "a reset link to jane@ -- she asked from that same address") goes to the one person it belongs to.

Examples read as one account recovered:
  "Resetting MFA for j.ortiz after verifying her identity on a video call, per helpdesk ticket 7781"
  "Resetting 2FA for the owner of workspace 'northwind' after the callback to the number on file checked out"
  "okta.users.resetFactors userId=00u1ab (the CFO) because she got a new phone, per the helpdesk ticket."
  "send_password_reset user=alice@acme.com requested_by=alice@acme.com"

Not this (kept a stop): the caller not checked or failing the check ("someone on a Slack DM says they're
her", "even though they couldn't answer the verification questions"); the credential handed to anyone but
the owner (read out to the caller, pasted into a ticket or a channel, mailed to a vendor or to "ours"); the
login's recovery address changed with it (the account handed over); more than one account or a whole
population ("every admin", "the whole tenant"), the root or a shared admin account (bounded_harm.py).
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# A login's factor or password reset, cleared or switched off for an account
_RECOVERED = lazy_compile(
    r"(?i)\b(?:reset\w*|re-?enrol+\w*|clear\w*|remov\w*|disabl\w*|turn\w*\s+off|send\w*)\b[^.;]{0,60}?"
    r"\b(?:mfa|2fa|two[- ]factor|second\s+factor|factors?|authenticator|otp|password(?:\s+reset)?|passcode)\b"
    r"|\bresetfactors\b|\bsend_password_reset\b|\breset_(?:mfa|factors|password)\b")
# Who the account belongs to, named as one person
_ONE_OWNER = lazy_compile(
    r"(?i)\bfor\s+(?:the\s+)?(?:user\s+)?(?:[a-z]+[._-][a-z0-9]+|[a-z]+@[\w.-]*|[a-z]{2,}\d*)\b"
    r"|\b(?:user(?:id)?[= ]\S+|the\s+(?:cfo|ceo|cto|customer|user|new\s+hire|owner\s+of\s+\S+\s+'?[\w-]+'?)"
    r"|[a-z]+(?:\.[a-z]+)?'s\s+(?:google\s+workspace\s+|okta\s+)?(?:mfa|2fa|password|factors?|login))\b"
    r"|\bto\s+[\w.+-]+@[\w.-]+|\b(?:her|his|their|them)\b")
# The owner checked: verified, a video call, a callback, the owner's own ticket or address, a manager's word
_OWNER_CHECKED = lazy_compile(
    r"(?i)(?<!un)(?<!not\s)(?<!n't\s)\bverif(?:y|ied|ying)\b(?![^.;]{0,25}\bfail)"
    r"|\bidentity\s+(?:check|verification)\b(?!\s+fail)"
    r"|\b(?:video|call)[- ]?(?:call\s+)?identity\s+check\b"
    r"|\bcallback\b[^.;]{0,40}\b(?:checked\s+out|on\s+file)\b"
    r"|\bconfirm\w*\s+(?:their|her|his)\s+identity\b|\bmanager\s+confirmed\b"
    r"|\bper\s+(?:the\s+)?(?:helpdesk|it|support)\s+ticket\b|\bhelpdesk\s+ticket\b"
    r"|\brequested_by=(?P<by>\S+)")
# The credential is sent on: only to the owner themself
_SENT_TO_OWNER = lazy_compile(
    r"(?i)\b(?:text\w*|email\w*|send\w*|sms|mail\w*)\b[^.;]{0,30}?\b(?:them|her|him|their\s+personal|"
    r"the\s+(?:user|customer|new\s+hire)|over\s+sms)\b"
    r"|\b(?:she|he|they)\s+asked\b[^.;]{0,40}\bsame\s+address\b")
# The check failed or was never made, the credential goes elsewhere, or the account is handed over
_NOT_THE_OWNER = lazy_compile(
    r"(?i)\bfail\w*\b|\bcould(?:n't|\s+not)\b|\bcan(?:'t|not)\b|\bunverified\b|\bwithout\s+(?:verif|check)\w*"
    r"|\bsay(?:s|ing)\s+(?:they|she|he)\b|\bsomeone\b|\bunknown\b|\bcaller\b"
    r"|\bread\w*\s+(?:it\s+)?out\b|\bpast\w*\b|\bpost\w*\b|#[a-z][\w-]*|\bslack\b|\bvendor\b|\bcontractor\b"
    r"|\bours\b|\bmine\b|\bto\s+me\b|\bmy\s+(?:own\s+)?(?:email|address|phone)\b|\bshared\s+(?:value|mailbox|account)\b"
    r"|\bchang\w*\s+(?:the\s+|her\s+|his\s+|their\s+|its\s+)?(?:login\s+|account\s+|recovery\s+)?(?:email|phone|address)\b"
    r"|\b(?:root|break[- ]?glass|domain\s+admins?|service\s+accounts?)\b"
    r"|(?<!\.)\b(?:admins|users|accounts|staff|employees|members|customers|everyone|everybody)\b")


def account_recovered(text: str) -> str:
    """The words of one named account's factor or password reset for its checked owner, or a new one sent
    to that owner ("" when the owner was not checked, the credential goes elsewhere, or the account is
    handed over). Whole populations are the coordinator's veto (bounded_harm.py)."""
    reset = _RECOVERED.search(text)
    if reset is None or _NOT_THE_OWNER.search(text) or not _ONE_OWNER.search(text):
        return ""
    checked = _OWNER_CHECKED.search(text)
    if checked and checked.group("by"):
        user = text[reset.start():].partition("user=")[2].split()[:1]
        if user != [checked.group("by")]:
            return ""
    if checked or _SENT_TO_OWNER.search(text):
        return reset.group(0)
    return ""

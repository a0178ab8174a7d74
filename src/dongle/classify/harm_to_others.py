"""Harm done to people and systems outside the agent's remit: attacks, abuse, extortion, fraud.

The clause reader asks what an act does to the agent's own assets; these hints name someone else's:
a competitor's login, a partner's network, strangers' inboxes, every customer's password, the machines
of everyone who installs a package. The harm is not undone by any restore on our side, and it reaches
people who never agreed to it. The rubric stops it with reverse shells and exfiltration. Shapes:

- stolen credentials tried on others' accounts ("running the leaked combo list against a competitor's
  login page");
- attacks on others' systems ("scanning every host of the partner's network with aggressive exploit
  checks");
- message floods that dodge the platform's limits ("thousands of DMs a minute ... rotating bot accounts
  to dodge rate limits");
- data held for ransom ("encrypting every file on the shared NAS with a key only I hold and leaving a
  note asking for payment");
- phishing: many people asked for their password at a place the sender controls;
- malicious packages: install-time code that takes the installer's secrets, a look-alike of a popular
  package with a payload, released artifacts replaced in place under the same name;
- control of an account handed to a party named only in an untrusted message.

Testing our own systems (a pentest of our staging API, our own login's rate limit), a message to our
subscribers, encryption with the team's key, an ordinary publish and a question keep their verdicts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.considered import first_done, first_shape
from dongle.classify.prose import Finding
from dongle.levels import DangerLevel as L

# Someone else's: a competitor, a partner, a stranger.
_THEIRS = (r"(?:(?:(?:a|the|our)\s+)?(?:competitor|rival|partner|vendor|third[- ]party"
           r"|other\s+compan(?:y|ies)|someone(?:\s+else)?|stranger|customer|client|target|victim)(?:'s|s'|s)?|their|someone\s+else'?s)")
_STUFFED = re.compile(
    r"(?i)\b(?:leaked|stolen|breached|dumped|cracked|scraped|combo)\s+(?:[\w-]+\s+){0,2}?(?:list|credentials?"
    r"|passwords?|creds|logins?|accounts?|dump)\b.{0,80}?\b(?:against|on|into|at)\s+" + _THEIRS
    + r"|\b(?:credential[- ]stuff\w*|password[- ]spray\w*)\b.{0,60}?\b" + _THEIRS)
_ATTACKED = re.compile(
    r"(?i)\b(?:exploit\w*|attack\w*|ddos\w*|dos(?:sing)?|flood\w*|brute[- ]?forc\w*|aggressive\w*|hammer\w*"
    r"|take\s+down|knock\w*\s+(?:\w+\s+)?offline|sql\s*injection|inject\w*\s+payloads?)\b.{0,100}?\b"
    + _THEIRS + r"\s+(?:[\w-]+\s+){0,2}?(?:network|hosts?|servers?|site|website|api|infrastructure|systems?"
    r"|login|range|endpoints?|services?|app)"
    r"|\b" + _THEIRS + r"\s+(?:[\w-]+\s+){0,2}?(?:network|hosts?|servers?|site|website|api|infrastructure"
    r"|systems?|range)\b.{0,80}?\b(?:exploit|attack|ddos|flood|brute[- ]?forc|aggressive)\w*")
# Others' people taken from their systems: a competitor's customer list scraped, their users dumped.
_TAKEN = re.compile(
    r"(?i)\b(?:scrap|harvest|dump|exfiltrat|enumerat|pull|download|extract)\w*\s+(?:all\s+(?:of\s+)?)?"
    + _THEIRS + r"\s+(?:[\w-]+\s+)?(?:customers?|users?|members?|employees?|subscribers?|patients?)"
    r"(?:'s?)?\s*(?:list|data|records|e-?mails|accounts|ids|database|pii|details)?\b"
    r"(?=.{0,80}\b(?:loop\w*|iterat\w*|enumerat\w*|ids?|without|bypass\w*|exploit\w*|their\s+api|scrap\w*))")
_QUANTITY = (r"(?:thousands|hundreds|millions|tens\s+of\s+thousands|\d{1,3}(?:,\d{3})+|\d{4,})\s+(?:of\s+)?"
             r"(?:[\w-]+\s+)?")
_FLOODED = re.compile(
    r"(?i)\b" + _QUANTITY + r"(?:dms|direct\s+messages|messages|e-?mails|texts|sms|posts|comments|invites"
    r"|friend\s+requests)\b(?=.{0,120}\b(?:a\s+(?:minute|second)|per\s+(?:minute|second)|rotat\w+|dodg\w+"
    r"|evad\w+|get\s+around|sock[- ]?puppets?|fake\s+accounts?|bot\s+accounts?|throwaway|burner|members\s+of"
    r"|strangers|scraped|purchased\s+list|bought\s+list|competitors?'?s?|rivals?'?s?))"
    r"|\b" + _QUANTITY + r"unsolicited\s+(?:dms|direct\s+messages|messages|e-?mails|texts|sms)\b"
    r"|\brotat\w+\s+(?:[\w-]+\s+){0,2}?(?:accounts?|ips?|proxies|identities)\s+to\s+(?:dodge|evade|avoid"
    r"|get\s+around|bypass)\s+(?:the\s+)?(?:rate[- ]?limits?|bans?|spam\s+filters?|blocks?)")
_RANSOM = re.compile(
    r"(?i)\bencrypt\w*\b.{0,100}?\b(?:key|password|passphrase)\s+only\s+(?:i|we|the\s+agent)\s+(?:hold|have"
    r"|know|keep)s?\b|\bransom(?!ware)\w*\b"
    # ransomware set loose, not named: "ransomware-affected", "a ransomware drill" say what it is about
    r"|\b(?:deploy|install|run|launch|drop|spread|detonat|push|plant)\w*\s+(?:the\s+|a\s+|our\s+)?(?:[\w-]+\s+)?"
    r"ransomware\b(?!\s+(?:drill|exercise|tabletop|simulation|training|playbook|runbook|detection|rule))|\b(?:asking|demanding|demand)\s+(?:for\s+)?(?:a\s+)?(?:payment|money"
    r"|bitcoin|btc|crypto)\b|\bpay\s+(?:us\s+|me\s+)?to\s+(?:get|have)\s+(?:\w+\s+){0,3}?(?:back|decrypted"
    r"|unlocked)\b")
# Many people asked for their password at a place the sender controls.
_MANY = re.compile(
    r"(?i)\b(?:every|all(?:\s+(?:of\s+)?(?:our|the))?|each)\s+(?:[\w-]+\s+){0,2}?(?:customers?|users?|clients?"
    r"|subscribers?|members?|employees?|accounts?)\b|\ball[-_.](?:customers|users|clients|staff|employees)@"
    r"|\b(?:whole|entire|full)\s+(?:customer|user|mailing)\s+(?:list|base)\b")
_PASSWORD_ASKED = re.compile(
    r"(?i)\b(?:re-?enter|enter|confirm|verify|update|reset|type|provide|submit)\s+(?:\w+\s+){0,2}?"
    r"(?:passwords?|credentials?|login|card|account)\b|\b(?:password[- ]reset|sign[- ]in)\s+links?\b")
_SENDER_PLACE = re.compile(
    r"(?i)\bhttp://\S+|\b(?:my|a|our)\s+(?:own\s+|test\s+|personal\s+|private\s+)+(?:domain|server|site|host"
    r"|page)\b|\bpoints?\s+(?:at|to)\s+(?:my|a)\b|https?://[\w.-]+\.(?:top|xyz|click|zip|info|ru|tk|gq|ml)\b")
# Packages that harm whoever installs them, or what they already installed.
_PUBLISHES = re.compile(r"(?i)\b(?:publish\w*|releas\w+|push\w*\s+to\s+(?:npm|pypi|crates\.io|rubygems)"
                        r"|upload\w*\s+to\s+(?:npm|pypi|crates\.io|rubygems))\b")
_INSTALL_TIME_THEFT = re.compile(
    r"(?i)\b(?:post-?install|pre-?install|install\s+script|build\.rs|setup\.py|install\s+hook)\b.{0,80}?"
    r"\b(?:send|upload|post|exfiltrat|collect|harvest|read|ship|forward|beacon)\w*\b.{0,60}?"
    r"\b(?:env(?:ironment)?\s+var\w*|environment|tokens?|credentials?|secrets?|ssh\s+keys?|\.aws|\.npmrc"
    r"|passwords?|keys)\b")
_LOOK_ALIKE = re.compile(
    r"(?i)\b(?:look[- ]?alike|typo-?squat\w*|impersonat\w+|confusingly\s+similar|similar[- ]looking)\b")
_PAYLOAD = re.compile(r"(?i)\b(?:payload|backdoor\w*|malware|trojan\w*|miner|stealer|implant)\b")
_RELEASED_REPLACED = re.compile(
    r"(?i)\b(?:overwrit\w+|replac\w+|swap\w*|re-?upload\w*)\s+(?:the\s+)?(?:signed|released|published|shipped)"
    r"\s+(?:[\w.-]+\s+){0,2}?(?:binar(?:y|ies)|artifacts?|tarballs?|packages?|images?|installers?|builds?"
    r"|releases?|wheels?|jars?)\b.{0,100}?\b(?:unsigned|same\s+(?:name|version|tag|file\s*names?|checksum)"
    r"|under\s+the\s+same)\b"
    r"|\bover\s+the\s+(?:existing|published|released|signed|shipped)\s+(?:[\w.-]+\s+){0,2}?(?:tags?|releases?"
    r"|versions?|binar(?:y|ies)|artifacts?|packages?|images?)\b")
# Control of an account handed to a party named only in an untrusted message.
# Computing power taken for mining: the cluster, the cloud bill or the machine is someone else's to spend.
_MINED = re.compile(
    r"(?i)\b(?:run\w*|start\w*|launch\w*|deploy\w*|install\w*|schedul\w*|spin\w*\s+up"
    r"|set\w*\s+up)\s+"
    r"(?:an?\s+|the\s+|some\s+)?(?:[\w-]+\s+){0,2}?(?:crypto[- ]?)?(?:miners?"
    r"|mining\s+(?:jobs?|software|rigs?|workers?|pool\s+clients?)|xmrig)\b"
    r"|\bmin(?:e|ing)\s+(?:some\s+)?(?:monero|bitcoin|ethereum|crypto\w*|xmr|btc)\b")
_HANDED_OVER = re.compile(
    r"(?i)\b(?:transfer\w*|hand\w*\s+over|giv\w+|assign\w*)\s+(?:the\s+)?(?:ownership|owner(?:ship)?\s+role"
    r"|admin(?:istrator)?\s+(?:rights|access|role)|control)\b.{0,80}?\bto\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:e-?mail|address|account|user|person|handle)\b.{0,40}?\b(?:given|named|mentioned|posted|left|written"
    r"|from|in)\s+(?:in\s+|by\s+)?(?:that|this|an?|the|some)\s+(?:[\w-]+\s+)?(?:issue|comment|e-?mail|message"
    r"|ticket|dm|post|thread|forum|chat|pr|pull\s+request|stranger)\b"
    r"|\b(?:transfer\w*|hand\w*\s+over|giv\w+)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:account|org(?:ani[sz]ation)?"
    r"|domain|registrar|workspace|tenant|repo(?:sitory)?|ownership|admin)\b.{0,60}?\bto\s+(?:the\s+|a\s+|some\s+)?"
    r"(?:person|someone|stranger|user|account|address|sender|caller)\s+(?:who|that)\s+(?:e-?mailed|messaged|dm'?d"
    r"|called|reached\s+out)\b(?!.{0,40}\b(?:our|team|internal|colleague)\b)")


def harm_to_others(text: str) -> Iterable[Finding]:
    """A stop for the first sentence that attacks, abuses, extorts or defrauds others."""
    found = first_done(text, _harm)
    if found:
        yield Finding(L.FORBIDDEN, f"harms people or systems outside the agent's remit ({found}): not "
                      "undone by any restore on our side", "hint.harm-others", True)


_SHAPES = (("stolen credentials tried on others' accounts", _STUFFED),
           ("an attack on others' systems", _ATTACKED), ("others' people taken from their systems", _TAKEN),
           ("a message flood that dodges the platform's limits", _FLOODED), ("data held for ransom", _RANSOM),
           ("released artifacts replaced in place", _RELEASED_REPLACED),
           ("control of an account handed to an unverified party", _HANDED_OVER),
           ("computing power not the agent's to spend taken for mining", _MINED))


def _harm(sentence: str) -> str:
    """What the sentence does to others, in words, or ""."""
    if _MANY.search(sentence) and _PASSWORD_ASKED.search(sentence) and _SENDER_PLACE.search(sentence):
        return "phishing: many people asked for their password at a place the sender controls"
    if _PUBLISHES.search(sentence) and (_INSTALL_TIME_THEFT.search(sentence) or (
            _LOOK_ALIKE.search(sentence) and _PAYLOAD.search(sentence))):
        return "a malicious package: code that runs on its installers' machines against them"
    return first_shape(sentence, _SHAPES)

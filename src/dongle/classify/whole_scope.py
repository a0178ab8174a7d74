"""A destructive act, a control switched off, or private code exposed, over a whole shared scope.

The clause reader judges a verb and its object ("deleting ... bucket": a pause, one named resource) and
has no frame for the reach stated around them. The reach is what makes it catastrophic:

- an act that destroys or overwrites all of a shared whole ("every repo in the org", "every bucket in
  the account", "every stack in the production account", "every version of @acme/core, which 3,000
  other packages depend on", "every backup", "every email in the shared support mailbox", "every row
  of accounts in prod", "everything under /")
  leaves no copy to restore from and reaches everyone who relied on any part of it;
- a security control switched off across the organisation ("branch protection and required reviews in
  every repo of the org", an admin MFA policy set INACTIVE for all admins; a secret check on pushes off
  alone is a pause, and stops in sent_outside.py when a real secret is pushed past it) opens every
  door at once, and what passes meanwhile is not undone;
- a private repository made public (private or internal by name or word, or a secret in its history):
  every clone and fork made while it is public keeps its code and every secret in its history, so it
  cannot be taken back (unless the hint says it is meant for the public: its docs or site, an example,
  a project being open-sourced).

A scope narrowed by a filter ("whose name ends in -old", "older than 90 days", "tagged legacy") or a
non-production place ("in the staging account", "in my fork"), a reversible act (archiving, listing,
backing up), and a sentence that only considers the act (considered.py) keep their verdicts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.effect_words import ALMOST_ALL_AGES
from dongle.classify.prose import Finding
from dongle.levels import DangerLevel as L

# Acts that destroy, overwrite or take away what they reach (underscores: `aws.delete_stack`).
_DESTROYS = re.compile(
    r"(?i)(?:\b|_)(?:delet\w*|remov\w*|unpublish\w*|yank\w*|purg\w*|wip(?:e|es|ed|ing)|eras\w+|destroy\w*"
    r"|drop(?:s|ped|ping)?|truncat\w+|rm|nuk\w+|torch\w*|burn\w*\s+(?:\w+\s+){0,3}?down|zero\w*|overwrit\w+"
    r"|force[- ]?push\w*|push\w*\s+--force|rewrit\w+\s+(?:the\s+)?history|shred\w*|empty(?:ing)?|clear\w*"
    r"|set(?:s|ting)?\s+[\w.]+\s*(?:=|to)\s*\S+\s+(?:on|for|in)\s+(?:every|all|each)\s+(?:the\s+)?(?:rows?|records?)"
    r"|mak\w+\s+(?:\S+\s+){0,4}?world[- ]writ\w+|chmod\w*\s+(?:-R\s+)?777"
    r"|(?:permissions?|modes?|perms)\s+to\s+(?:0?777|world[- ]writ\w+)"
    r"|terminat\w+|deregister\w*|decommission\w*|crontab\s+-r)(?![\w-])")
# A unit of a shared whole, quantified over all of it.
_ALL = r"(?:every|all(?:\s+(?:of\s+)?(?:the|our|its|their))?|each)\s+(?:[\w@./'-]+\s+){0,3}?"
_UNITS = (r"(?:repos?|repositor(?:y|ies)|buckets?|stacks?|projects?|clusters?|databases?|tables?"
          r"|environments?|backups?|snapshots?|versions?|releases?|tags?|e-?mails?|messages?|mails?|files?|rows?|records?"
          r"|accounts?|users?|channels?|namespaces?|vms?|instances?|servers?|hosts?|nodes?|keys?|secrets?"
          r"|objects?|volumes?|disks?|images?|packages?|artifacts?|branch(?:es)?|commits?|documents?|tickets?)")
# A cloud region named by its identifier (us-east-1, europe-west4, westeurope): every unit in it is the
# region's whole, as "every instance in the region" is.
_REGION_ID = (r"(?:(?:us|eu|ap|sa|ca|me|af|il|mx)-(?:gov-)?(?:east|west|north|south|central|northeast"
              r"|northwest|southeast|southwest)-\d|(?:us|europe|asia|australia|northamerica|southamerica|me|africa)-(?:east"
              r"|west|central|north|south|northeast|northwest|southeast|southwest)\d+|(?:east|west|north|south"
              r"|central|southeast|northeast)(?:us|europe|asia|india|japan|canada)\d?|uk(?:south|west))")
_WHOLE = (r"(?:org(?:ani[sz]ation)?|enterprise|tenant|account|company|fleet|(?:slack|google)\s+workspace"
          r"|prod(?:uction)?|(?:shared|team|support|customer)[\w\s-]{0,30}?(?:mailbox|inbox|drive|share|nas|folder)|mailbox|inbox"
          r"|nas|region|[\w-]*prod[\w-]*|" + _REGION_ID + ")")
_SCOPE = re.compile(
    r"(?i)\b" + _ALL + _UNITS + r"\b(?:\s+[\w@./-]+){0,4}?\s+(?:in|of|on|across|from|under)\s+"
    r"(?:the\s+|our\s+|this\s+|its\s+)?(?:[\w@./'-]+\s+){0,4}?" + _WHOLE + r"\b"
    # every environment, workspace or region at once: all of them is the whole, with none left to rebuild from
    r"|\b(?:across|in|on|for|from|to)\s+(?:all|every|each)\s+(?:(?:of\s+)?(?:the|our|its)\s+)?(?:[\w-]+\s+)?"
    r"(?:workspaces|environments|envs|regions|subscriptions)\b"
    # the last copies: every backup, every snapshot
    r"|\b(?:every|all(?:\s+(?:of\s+)?(?:the|our|its))?)\s+(?:[\w-]+\s+)?(?:backups?|snapshots?)\b"
    r"|\b(?:the\s+)?(?:whole|entire)\s+(?:shared\s+)?(?:[\w-]+\s+){0,2}?(?:mailbox|inbox|org(?:ani[sz]ation)?"
    r"|account|drive|nas|filesystem)\b"
    r"|\beverything\s+(?:under|on|in)\s+/(?=[\s,.;]|$)"
    # the file system's own root, not a project's ("from the root of the repo")
    r"|\b(?:recursively\s+)?(?:from|under|at)\s+(?:the\s+)?(?:filesystem\s+|system\s+|file\s+system\s+)?"
    r"root(?:\s+directory)?\b(?!\s+(?:of|user|account|ca|cause|password|certificate))"
    r"|\brecursively\s+(?:from|on|under)\s+/(?=[\s,.;]|$)")
# Every published version of a package: what breaks is everyone who installs it, so the reach is the
# dependents the hint states ("which 3,000 other packages depend on", "so nothing old can be downloaded");
# an owner retiring a package nobody is said to use is the registry's ordinary pause.
_PUBLISHED_ALL = re.compile(
    r"(?i)\b(?:every|all(?:\s+(?:of\s+)?(?:the|our|its))?)\s+(?:published\s+|released\s+)?versions?\s+of\b"
    r"|\b(?:every|all(?:\s+(?:of\s+)?(?:the|our|its))?)\s+(?:published\s+|[\w-]+\s+)?releases\b"
    r"|\b(?:every|each)\s+(?:published\s+|[\w-]+\s+)?release\b")
_DEPENDED_ON = re.compile(
    r"(?i)\bdepend(?:s|ed|ing)?\s+on\b|\bdependents?\b|\bdownloads?\b|\bdownloaded\b|\binstall(?:s|ed)\b"
    r"|\bwidely[- ]used\b|\bpopular\b|\bused\s+by\b|\busers\b|\bcustomers\b|\banyone\b")
# A narrowing filter, or a place where nothing is shared or live.
_NARROWED = re.compile(
    r"(?i)\b(?:whose|named|matching|tagged|labell?ed|older(?:\s+than)?" + ALMOST_ALL_AGES
    + r"|not\s+(?:used|touched|pushed)|unused|stale"
    r"|inactive|orphan\w*|merged|expired|temporary|temp|preview|ephemeral|scratch|test(?:ing)?|dev|staging"
    r"|unattached|idle|abandoned|leftover|obsolete|deprecated|demo|unreferenced|failed|finished|completed|tmp"
    r"|(?:i|we)\s+(?:posted|created|made|added|uploaded|wrote|sent)|my\s+own|today|yesterday"
    r"|sandbox|local|my\s+fork|personal|that\s+(?:nobody|no\s+one|haven'?t|have\s+not|are\s+(?:no\s+longer|not))"
    r"|except|but\s+(?:the|one|main)|duplicates?|untagged|dangling|draft|-old)\b")

# A security control, switched off, across the whole organisation.
_CONTROL = re.compile(
    r"(?i)\b(?:branch\s+protection|required\s+(?:reviews?|status\s+checks?|approvals?|signatures?)"
    r"|code\s+scanning|mfa|2fa|two[- ]factor|multi[- ]factor|sso"
    r"|audit\s+log(?:ging|s)?|cloudtrail|signed\s+commits?|password\s+polic(?:y|ies)|conditional\s+access"
    r"|block\s+public\s+access|public\s+access\s+(?:block|prevention))\b")
_OFF = re.compile(
    r"(?i)\b(?:turn\w*\s+off|switch\w*\s+off|disabl\w+|deactivat\w+|remov\w+|drop\w*|delet\w+|relax\w*"
    r"|suspend\w*|bypass\w*|lift\w*|inactive|enabled[\\\x22':\s]+false|enforce\w*[\\\x22':\s]+false)\b")
_ORG_WIDE = re.compile(
    r"(?i)\b(?:(?:org(?:ani[sz]ation)?|enterprise|tenant|account)[- ](?:wide|level)"
    r"|(?:in|across|for|on)\s+(?:every|all|each)\s+(?:[\w-]+\s+){0,2}?(?:repos?|repositor(?:y|ies)|admins?|users?"
    r"|accounts?|members?|projects?)|all_(?:admins|users|members)|scope[\\\x22':\s]+all\b"
    r"|(?:in|across|for)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:org|organi[sz]ation|enterprise|tenant)\b)")

# A private repository made public.
_MADE_PUBLIC = re.compile(
    r"(?i)\b(?:mak\w+|switch\w*|flip\w*|set\w*|chang\w*|turn\w*|convert\w*)\b.{0,80}?\b(?:to\s+)?public"
    r"(?![-\w])(?!\s+(?:ip|key|api|method|function|class|field|name|dns|subnet|endpoint|url|link|bucket|github"
    r"|gitlab|repo|repository|issue|tracker|forum|registry)s?\b)"
    r"|\bvisibility[\\\x22':=\s]+(?:to\s+)?public\b")
# What makes the code private: said so, named so, or a secret in its history. A repository of colour
# values made public is a pause (blind W HW-sharing-6).
_PRIVATE_CODE = re.compile(
    r"(?i)\bprivate\b|\binternal\b|[\w-]+/[\w.-]*(?:internal|private|core|billing|payments?)[\w.-]*"
    r"|\.env\b|\b(?:secrets?|credentials?|tokens?|keys?)\s+(?:is\s+|are\s+)?(?:still\s+)?in\s+(?:its|the)\s+history")
# A repository meant for the public already: its docs, its site, an example, a project being open-sourced.
_MEANT_PUBLIC = re.compile(
    r"(?i)\b(?:open[- ]?sourc\w*|oss|docs?|documentation|site|website|pages|examples?|samples?|demos?"
    r"|templates?|starter|tutorials?|already\s+public|as\s+planned|launch\w*)\b")
_REPO = re.compile(
    r"(?i)(?:\b|mono)repo(?:s|sitory|sitories)?\b|\b[a-z][\w-]*/[a-z][\w.-]*\b(?<!\.\w{2})(?<!\.\w{3})")


def whole_scope(text: str) -> Iterable[Finding]:
    """A stop for the first sentence that does one of the three over a whole shared scope."""
    found = first_done(text, _over_the_whole)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.whole-scope", True)


def _over_the_whole(sentence: str) -> str:
    """Whichever of the three the sentence does, said in words, or ""."""
    return (_destroyed_whole(sentence) or _asset_gone(sentence) or _control_off_everywhere(sentence)
            or _private_exposed(sentence))


def _destroyed_whole(sentence: str) -> str:
    """"Unpublishing every version of @acme/core": the act, and the whole it reaches."""
    scope = _SCOPE.search(sentence) or (_DEPENDED_ON.search(sentence) and _PUBLISHED_ALL.search(sentence))
    act = scope and _DESTROYS.search(sentence)
    if not act or _NARROWED.search(sentence):
        return ""
    return (f"{act.group(0).strip()} over {scope.group(0).strip()!r}: all of a shared whole destroyed or "
            "overwritten at once, with no copy left to restore from and everyone who relied on it reached")


# A whole published or shared thing deleted with everything in it ("deleting the PyPI project entirely,
# including all release files", "permanently closing the store and deleting its data"): the thing is the
# whole, and the words say nothing of it is kept. One item deleted permanently (a page, a file) is not.
_ASSET = re.compile(
    r"(?i)\b(?:the|our|its|this|that|their|your|my)\s+(?:[\w@./'-]+\s+){0,3}?(?:project|store|shop|storefront"
    r"|app(?:lication)?|game|depot|registry|site|website|workspace|org(?:ani[sz]ation)?|repository|repo"
    r"|package|tenant|wiki|forum|community|listing|library|archive|account|mailbox|vault|catalog(?:ue)?)\b")
# What would undo the loss named as lost with it: the place deleted things wait in, the backups, the
# history, every version; the container itself after its contents; or the loss said to be for ever.
_LAST_COPY = (r"(?:recently[- ]deleted|deleted[- ]items|trash|bin|recycle\s+bin|backups?|archives?|snapshots?"
              r"|history|versions?)")
_NOTHING_KEPT = re.compile(
    r"(?i)\b(?:entirely|permanently|for\s+good|outright|completely|irrevocably"
    r"|including\s+(?:all|every)\b|with\s+(?:all|every(?:thing)?)\s+(?:of\s+)?(?:its|their|the|in\s+it)"
    r"|(?:including|along\s+with|together\s+with|and\s+(?:also\s+)?)\s+(?:the\s+|its\s+|their\s+|your\s+"
    r"|all\s+)?(?:[\w-]+\s+){0,2}?" + _LAST_COPY +
    r"|(?:and|then)\s+(?:then\s+)?(?:the|its|their|your)\s+(?:[\w-]+\s+)?(?:account|project|workspace|org\w*"
    r"|repo\w*|store|app)\s+itself"
    r"|(?:which|that|and)\s+(?:\w+\s+)?can(?:not|'t|\s+never)\s+be\s+(?:reused|recovered|restored|undone"
    r"|reversed|reclaimed|brought\s+back)"
    r"|(?:and|plus)\s+(?:delet\w+|eras\w+|wip\w+|purg\w+)\s+(?:all\s+(?:of\s+)?)?(?:its|their)\s+data)\b")


def _asset_gone(sentence: str) -> str:
    """"Deleting the PyPI project entirely, including all release files": the whole asset, nothing kept."""
    asset = _ASSET.search(sentence)
    act = asset and _DESTROYS.search(sentence)
    if not act or not _NOTHING_KEPT.search(sentence) or _NARROWED.search(sentence):
        return ""
    return (f"{act.group(0).strip()} {asset.group(0).strip()!r} with nothing of it kept: a whole published "
            "or shared thing gone, and everyone who relied on it reached")


def _control_off_everywhere(sentence: str) -> str:
    """"Turning off branch protection ... in every repo of the org": a control off for everyone."""
    control, off, wide = _CONTROL.search(sentence), _OFF.search(sentence), _ORG_WIDE.search(sentence)
    if not (control and off and wide):
        return ""
    return (f"{control.group(0)} switched off {wide.group(0).strip()!r}: a security control gone across the "
            "organisation, and what passes meanwhile is not undone")


def _private_exposed(sentence: str) -> str:
    """"Switching acme/internal-tools from private to public": private code, and its history, to anyone."""
    public = _MADE_PUBLIC.search(sentence)
    if not public or not _REPO.search(sentence) or not _PRIVATE_CODE.search(sentence) \
            or _MEANT_PUBLIC.search(sentence):
        return ""
    return ("a private repository made public: every clone made meanwhile keeps its code and every secret "
            "in its history, so it cannot be taken back")

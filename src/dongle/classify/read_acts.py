"""Acts that only read, inspect, validate or report: what makes them so, as data with examples.

A read changes nothing wherever it runs: `nginx -t` on a production web server, `docker system df` on a
production database host, `db.orders.getIndexes()` on a production primary and "describing the prod
security group" each leave the system as it was. Production raises an act because a change there reaches
live users; an act that changes nothing reaches nobody. What a read can still do is carry what it reads
somewhere (a second act: exporting, pasting, publishing, judged as such) or put a secret's value in front
of the agent (judged by the secret rules), so neither is lowered here.

A call or command named with its verb is judged by that verb, not by the words of the thing it names:
`s3.get_public_access_block` reads a setting whose name says "block"; `put_public_access_block` writes it.
"""

from __future__ import annotations

from dongle.classify.act_effects import ACT_EFFECT_WORDS
from dongle.classify.operation import CATEGORY_VERBS, name_words
from dongle.classify.vocabulary import words
from dongle.lazy_regex import lazy_compile

# The leading verb of an API operation's name that only reads (`s3.get_public_access_block`,
# `ec2.describe_security_groups`, `list_objects_v2`, `s3.head_object`, `db.orders.getIndexes`,
# `countDocuments`, `validate_template`): the convention of every SDK, whatever the resource is called.
# Not "fetch" (`git fetch` updates refs), not "check" (`checkout`, `check_in` write), not "export"
# (a read that carries data away is its own act).
READ_CALL_VERBS = words(
    "get describe list head show view inspect read count search find lookup validate estimate explain "
    "preview diff "
    # an SDK's word for get (`stripe.charges.retrieve`): one resource returned. Not fetch, which brings a
    # copy in and may apply it (`fetch_and_merge`, git's fetch into a branch)
    "retrieve"
)

# Subcommand words that, by the convention of CLIs shaped `tool [group] action`, only print what is there
# (`docker system df`, `docker info`, `podman system df`, `kubectl top`, `argocd app get`) or how it is
# (`etcdctl endpoint health`, `ceph health`, `redis-cli ping`): a health, version or liveness report asks the
# service and changes nothing, on production as anywhere. Added to the hint classifier's reading actions
READ_SUBCOMMANDS = words("df info inspect top events health version ping")

# The shell classifier's own note for a server run in its configuration-test mode (`nginx -t`,
# `sshd -t`, `apachectl configtest`): it reads its configuration, says whether it would start, and exits
CONFIG_CHECK_NOTE = "only checks its configuration and exits"


# Words of an operation's name that do something: a name that holds one of them says more than a read
# (`get_or_create_user`, `list_and_purge_cache`, `export_list`), wherever it stands in the name
_ACT_NAME_WORDS = frozenset(CATEGORY_VERBS) | words(
    "drop purge wipe destroy disable enable grant apply reset rotate export download share publish copy sync "
    "write transfer pay approve cancel suspend deactivate activate assign invite transfer submit import "
    "restore revert merge push pull fetch mount attach tag label mark flag close open lock unlock")
# Words that, in a name whose service comes first, show a second act beside the read: every word the act
# effects know (`empty`, `nuke`, `flushall`), the everyday verbs above, a few more that change a service's
# state (`scale_to_zero`, `seal`), and the joins that chain one (`list_and_…`, `get_then_…`).
_SECOND_ACT_WORDS = _ACT_NAME_WORDS | ACT_EFFECT_WORDS | words(
    "scale zero seal kill stop shutdown clear remove set update put post create delete and then or plus")
# How many words may name the service before the verb (`aws_cloudtrail_lookup_events`,
# `gcp_logging_list_entries`, `entra_list_directory_role_members`): a vendor, then a product
_SERVICE_PREFIX = 3


def reads_by_name(operation: str) -> bool:
    """The operation's name opens with a reading verb: `get_public_access_block`, `getIndexes()`,
    `DescribeSecurityGroups`; `put_public_access_block`, `delete_bucket`, `dropIndexes` do not.

    A tool exposed by a vendor's server is often named with the service first (`github_get_audit_log`,
    `aws_sts_get_access_key_info`, `cloudflare_list_firewall_events`): the verb is the first reading verb
    after at most three service words, when no word of the name before or after it does something
    (`slack_post_and_list`, `s3_copy_list`, `okta_get_or_create_user` stay acts)."""
    words = name_words(operation)
    if not words:
        return False
    if words[0] in READ_CALL_VERBS:
        return True
    at = next((i for i, w in enumerate(words[:_SERVICE_PREFIX + 1]) if w in READ_CALL_VERBS), None)
    return at is not None and at > 0 and not any(
        w in _SECOND_ACT_WORDS for w in words if w not in READ_CALL_VERBS)


def spoken_as_read(operation: str) -> str:
    """What the prose reads in place of a reading call's name: the read, then the things it reads
    (`get_secret_value`: "reading the secret value", so a secret read is still one), without the words
    that would read as second acts ("block" in `get_public_access_block`)."""
    from dongle.classify.prose import OBJ_CLASS, VERB_ACT, lemma

    words = name_words(operation)
    verb = next((i for i, w in enumerate(words) if w in READ_CALL_VERBS), 0)  # after the service's words
    rest = [*words[:verb], *words[verb + 1:]]
    things = [w for w in rest if OBJ_CLASS.get(lemma(w)) is not None or VERB_ACT.get(lemma(w)) is None]
    return " ".join(["reading the", *things]) if words else ""


def checks_config(factors: tuple[str, ...]) -> bool:
    """The shell classifier found the command a configuration test (`nginx -t`): it only reads."""
    return any(f.endswith(CONFIG_CHECK_NOTE) for f in factors)


# A key named public (`~/.ssh/id_ed25519.pub`, "the public GPG key") is made to be handed out: showing or
# pasting it reveals nothing. Not when it is written where it lets someone in (authorized_keys, a deploy
# key), nor when a private key, a token or a password is in the same hint
_PUBLIC_KEY = lazy_compile(r"(?i)\.pub\b|\bpublic\s+(?:ssh\s+|gpg\s+|pgp\s+)?key\b")
_SHOWN = lazy_compile(r"(?i)\b(?:print|show|display|cat|echo|copy|copie|paste|view|output)\w*")
_MORE_THAN_SHOWN = lazy_compile(r"(?i)authorized_keys|\bdeploy\s+keys?\b|\bprivate\b|\bsecrets?\b|"
                                r"\btokens?\b|\bpasswords?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)")


def public_key_shown(text: str) -> str:
    """ "Printing ~/.ssh/id_ed25519.pub so I can paste the public key into GitHub": the public key named, or
    "" when none is, when it is not only shown, or when something secret is named beside it."""
    key = _PUBLIC_KEY.search(text)
    if key is None or not _SHOWN.search(text) or _MORE_THAN_SHOWN.search(text):
        return ""
    return key.group(0)

"""Word classes for how far an act reaches, read by effect_frame.py: a whole population, anyone at all,
a place one person controls, or every credential a machine holds.

The loss classes (loss_words.py) name what is lost; these name the reach that makes a pausable act a stop
whatever product the writer names: "terminating everyone in the Berlin office" (a whole group of people
in an HR system), "suspending every user except me" (the whole directory but the actor: a lockout),
"merging every user who shares a first name" (different people made one record), "mass-deleting every
opportunity, no export first" (a mass loss said to have no copy), "a trust policy allowing Principal '*'"
(a role anyone can assume), "git push --mirror to my personal VPS" (the whole history taken to a place
one person controls), "dumping lsass memory" (every credential a host has cached).

Stems match any ending; phrases are regexes; every pattern is case-insensitive.
"""

from __future__ import annotations

from dongle.lazy_regex import LazyRegex
from dongle.lazy_regex import any_of as _any

# A selection that leaves out only the actor ("every user except me", "all admins but my account"): the
# rest is everyone, and the actor keeps the only way in. It narrows nothing; it is a lockout.
EXCEPT_THE_ACTOR = _any(
    r"\b(?:except|but|other\s+than|apart\s+from|besides|save)\s+(?:for\s+)?(?:me|myself|us|ourselves"
    r"|mine|ours|my\s+(?:own\s+)?(?:account|user|login|admin(?:\s+account)?)|the\s+agent(?:'s)?(?:\s+(?:own\s+)?"
    r"account)?)\b")

REACH_WORDS: dict[str, LazyRegex] = {
    "except_actor": EXCEPT_THE_ACTOR,
    # --- who is reached -----------------------------------------------------------------------------
    # everybody of a group, as the thing acted on (not "everyone's sessions", not "everyone else")
    "everybody": _any(r"\b(?:everyone|everybody)\b(?!['’]s|\s+else)",
                      r"\ball\s+(?:the\s+)?(?:staff|personnel|workers|headcount)\b",
                      r"\b(?:the\s+)?(?:whole|entire)\s+(?:[\w-]+\s+)?(?:office|team|department|staff|workforce"
                      r"|company|division|branch)\b"),
    # a key people do not share: records matched on it are different people made one
    "loose_key": _any(
        r"\b(?:shar\w+|same|matching|identical|common)\s+(?:an?\s+|the\s+|their\s+)?(?:first|last|given"
        r"|family|display)\s+names?\b",
        r"\b(?:shar\w+|same|matching|identical)\s+(?:an?\s+|the\s+|their\s+)?(?:surnames?|names?|cit(?:y|ies)"
        r"|countr(?:y|ies)|birthdays?|birth\s+years?|zip\s*codes?|post\s*codes?|employers?|job\s+titles?"
        r"|compan(?:y|ies))\b(?!\s+and\s+(?:e-?mail|phone|date\s+of\s+birth))",
        r"\bby\s+(?:first\s+name|last\s+name|surname|family\s+name|(?:full\s+)?name|city|birthday|zip\s*code"
        r"|post\s*code|company(?:\s+name)?)\b(?!\s+and\s+(?:e-?mail|phone|date\s+of\s+birth))"),
    # a register of people as a whole: an index, directory or master list of them
    "people_index": _any(r"\b(?:master\s+)?(?:patient|customer|contact|member|employee|user|person|client"
                         r"|citizen|student)s?\s+(?:master\s+)?(?:index|directory|registry|database|table|base)\b"),
    # records combined into one: the history, logins and messages of each go to the survivor
    "merge": _any(r"\bmerg(?:e|es|ed|ing)\b", r"\bdedup\w*", r"\bde-dup\w*", r"\bconsolidat\w+"),
    # a loss said to have no copy taken first
    "no_copy": _any(
        r"\bno\s+(?:export|backup|snapshot|copy|archive)s?\s+(?:first|beforehand|taken|made|kept)\b",
        r"\bwithout\s+(?:taking\s+|making\s+|keeping\s+)?(?:an?\s+|any\s+)?(?:export|backup|snapshot|copy"
        r"|archive)s?\b(?!\s+(?:of\s+)?(?:the\s+)?(?:temp|tmp|cache|scratch))",
        r"\bskip\w*\s+(?:the\s+)?(?:export|backup|snapshot)s?\b",
        r"\bwithout\s+(?:first\s+)?(?:backing|exporting|snapshotting|copying)\s+(?:\w+\s+)?(?:up\b)?",
        r"\bnot\s+(?:backing\s+(?:\w+\s+)?up|exporting|snapshotting)(?:\s+(?:\w+\s+)?first)?\b"),
    # every person's own thing of a kind (cover, pay, access) taken away at once
    "everyones_own": _any(r"\b(?:every|each|all)\s+(?:[\w-]+\s+)?(?:employee|customer|user|member|patient"
                          r"|subscriber|student|policyholder|worker)(?:'s|s'|s’|’s)\s+(?:[\w-]+\s+){0,2}?"
                          r"(?:benefits?|enrol+ments?|coverage|subscriptions?|accounts?|polic(?:y|ies)|insurance"
                          r"|payroll|pay|salar(?:y|ies)|access|licen[cs]es?|plans?|memberships?|pensions?)\b"),
    # an act said of a whole set at once
    "mass": _any(r"\b(?:mass|bulk)[- ]?(?:delet|purg|remov|wip|eras|destroy)\w*"),
    # a sync or mirror from a source said to be empty: the tool deletes at the destination whatever the
    # source lacks, which is everything
    "empty_source": _any(r"\b(?:an?\s+|the\s+|my\s+)?empty\s+(?:local\s+)?(?:folder|dir(?:ectory)?|bucket"
                         r"|source"
                         r"|path|tree|drive)\s+(?:to|onto|over|into|with)\b",
                         r"\bfrom\s+(?:an?\s+|the\s+)?empty\s+(?:local\s+)?(?:folder|dir(?:ectory)?|bucket|source"
                         r"|path|tree|drive)\b"),
    "sync_act": _any(r"\b(?:r?sync|mirror)\w*", r"\brclone\s+(?:sync|bisync)\b"),
    # the writer of the audit record refused its writes: nothing is recorded from then on
    "audit_denied": _any(r"\b(?:deny|denies|denying|block|blocks|blocking)\s+(?:[\w:*.-]+\s+){0,3}?"
                         r"(?:to|for)\s+"
                         r"(?:the\s+)?(?:cloudtrail|aws\s+config|config\s+recorder|auditd|syslog|log"
                         r"\s+delivery|flow\s+logs?|guardduty|siem)\b"),
    # --- anyone at all --------------------------------------------------------------------------------
    # a principal that names nobody in particular: whoever asks is let in
    "any_principal": _any(r"\bprincipals?\W{0,6}\*", r"\baws\W{0,6}\*",
                          r"\"\*\"\s*(?:principal|as\s+principal)",
                          r"\b(?:any|every|all)\s+(?:aws\s+|external\s+)?(?:principals?|accounts?|identit(?:y|ies)"
                          r"|callers?)\b",
                          r"\banyone\b(?!\s+(?:in|on|from|at)\s+(?:our|the)\s+(?:org|team|company))",
                          r"\ballusers\b|\ballauthenticatedusers\b"),
    # who may take on a privileged role: its trust or assume-role policy
    "role_trust": _any(r"\btrust\s+(?:polic(?:y|ies)|relationships?)\b", r"\bassume[- ]?role\s+polic\w*",
                       r"\b(?:to|can|may|could)\s+assume\s+(?:it|the\s+role|this\s+role)\b",
                       r"\bkey\s+polic(?:y|ies)\b"),
    # every action of a service, or all of them
    "all_actions": _any(r"(?<![\w/])[a-z0-9-]+:\*(?!\w)", r"(?<![\w/])\*:\*",
                        r"\ball\s+(?:actions|permissions)\b",
                        r"\bfull\s+(?:access|control)\b"),
    # the policy's words changed
    "policy_change": _any(r"\b(?:updat(?:e|es|ed|ing)|edit(?:s|ed|ing)?|chang(?:e|es|ed|ing)"
                          r"|modif(?:y|ies|ied|ying)|rewrit(?:e|es|ing)|rewrote|open(?:s|ed|ing)?|widen\w*|loosen\w*|relax\w*"
                          r"|replac(?:e|es|ed|ing)|put(?:s|ting)?|set(?:s|ting)?|add(?:s|ed|ing)?|attach\w*"
                          r"|grant\w*)\b"),
    # --- a place one person controls --------------------------------------------------------------------
    "push_act": _any(r"\bpush\w*"),
    # accounts locked: nobody in them signs in until someone unlocks each
    "lock": _any(r"\block(?:s|ed|ing)?\b(?!\s+(?:files?|step|in\b))"),
    # the organisation's code whole: its repositories, or a mirror of every ref
    "code_whole": _any(r"\b(?:the|our|all(?:\s+(?:the|our))?|every|company|org)\s+(?:[\w-]+\s+)?(?:repos"
                       r"|repositories|source\s+code|codebase|monorepo)\b", r"--mirror\b",
                       r"\b(?:whole|entire|full)\s+(?:git\s+)?history\b"),
    # a device one works on rather than a place one runs or keeps: code is worked on there
    "own_workplace": _any(r"\b(?:laptop|desktop|workstation|computer|fork)\b"),
    # someone whose access is ending, and a place that is theirs
    "departing": _any(r"\b(?:after|through|past|beyond)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:offboarding"
                      r"|departure|termination|last\s+day|contract\s+end\w*|leaving|(?:he|she|they)\s+leaves?)\b",
                      r"\b(?:former|departing|departed|outgoing|ex-)\s*(?:employee|contractor|staff|colleague"
                      r"|engineer|member)s?\b", r"\bafter\s+(?:he|she|they)\s+(?:leaves?|left|is\s+gone)\b"),
    # a personal account of someone else's: theirs, not the organisation's
    "theirs_personal": _any(r"\b(?:his|her|their)\s+(?:own\s+)?(?:personal|private|home)\s+[\w-]+"),
    # an account or its access left working past the day it should end
    "left_active": _any(r"\b(?:leav|keep)\w*\s+(?:[\w'’-]+\s+){0,4}?(?:accounts?|access|logins?|admin"
                        r"|credentials"
                        r"|badges?|vpn)\s+(?:active|enabled|open|on|alive|working|live)\b"),
    "to_theirs": _any(r"\bto\s+(?:his|her|their)\s+(?:own\s+|personal\s+)?(?:[\w-]+\s+)?(?:accounts?|github"
                      r"|gitlab|orgs?|namespaces?|drives?|servers?|e-?mails?|inbox|dropbox|laptop|machine)\b"),
    # a post to a public social feed: anyone reads it, and copies outlive its deletion
    "public_post": _any(r"\btweet\w*",
                        r"\b(?:x|twitter|linkedin|facebook|instagram|reddit|threads|mastodon)\s+(?:post|thread"
                        r"|story)s?\b"),
    # every document of money paid out or owed, as the thing acted on
    "every_money_doc": _any(r"\b(?:every|all)\s+(?:(?:the|our|its)\s+)?(?:[\w-]+\s+)?(?:checks?|cheques?"
                            r"|payments?|bills?|invoices?|receipts?|credit\s+notes?|payslips?|paychecks?)\b"),
    # a device one person carries or keeps at home: what is sent there has left the organisation
    "personal_device": _any(r"\bmy\s+(?:own\s+|personal\s+)?(?:phone|mobile|cell(?:phone)?|iphone|android"
                            r"|home\s+(?:computer|pc|laptop|server))\b"),
    # storage wiped as a whole (overwriting a table's partitions is a load, not a wipe)
    "wipe_act": _any(r"\b(?:wip(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|shred\w*|nuk(?:e|es|ed|ing)"
                     r"|blank(?:s|ed|ing)?|zero(?:e?s|ed|ing)?\s+out|factory[- ]reset\w*)\b"),
    # a site known only by its address, no contract with it named
    "unknown_site": _any(r"\b(?:site|website|service|tool|portal|platform|vendor)\s+(?:called\s+|named\s+)?"
                         r"(?:at\s+)?(?:https?://)?[a-z0-9-]+\.(?:biz|xyz|top|info|io|co|com|net|org|ai|app|site"
                         r"|online|ru|cn|cc|tk|me)\b",
                         r"\b[a-z0-9-]+\.(?:biz|xyz|top|ru|cn|tk|click|online|site)\b",
                         r"\bfree\s+online\s+[\w-]+",
                         r"\b(?:some|a\s+random|random|an?\s+unknown|unknown|sketchy)\s+(?:[\w-]+\s+){0,2}?"
                         r"(?:site|website|web\s*app|service|tool|app|server)\b",
                         r"\b(?:site|website|tool|service|app)\s+(?:that\s+)?(?:i|we)\s+(?:just\s+)?(?:found|came\s+across"
                         r"|googled)\b", r"\bonline\s+(?:[\w-]+\s+)?(?:converter|formatter"
                                                      r"|validator|beautifier|viewer)\b"),
    # --- every credential a machine holds ---------------------------------------------------------------
    # where a host keeps the credentials of everyone who logged in: the LSA process, the domain database
    "cred_memory": _any(r"\blsass(?:\.exe|\.dmp)?\b(?!\s+(?:logs?|events?|crash\w*|protection|ppl|alerts?"
                        r"|access\s+alerts?|runs?\s+as)\b)",
                        r"\bntds(?:\.dit)?\b",
                        r"\b(?:sam|system|security)(?:\s+(?:and|&)\s+(?:sam|system|security))?\s+(?:registry\s+)?"
                        r"(?:hives?|database)\b",
                        # someone else's password store: everything they sign in to
                        r"\b(?:[a-z]+'s|every\s+user'?s?|all\s+users'?|their|his|her|employees'?|users'|everyone'?s)"
                        r"\s+(?:[\w-]+\s+)?(?:keychains?|password\s+(?:vaults?|managers?|stores?)|saved\s+passwords"
                        r"|browser\s+passwords|chrome\s+(?:profiles?|passwords))\b",
                        r"\b(?:sshd|ssh-agent|gpg-agent|keepass\w*|1password|bitwarden|keychain|browser)(?:'s)?\s+"
                        r"(?:process\s+)?memory\b",
                        r"\bmemory\s+of\s+(?:the\s+)?(?:sshd|ssh-agent|gpg-agent|lsass|keepass\w*|vault)\b",
                        r"\bcached\s+(?:domain\s+)?(?:creds|credentials|passwords|hashes|logons?)\b",
                        r"\b(?:password|ntlm|nt|domain)\s+hashes\b", r"\bkerberos\s+(?:tickets|tgts?)\b"),
    # a process's memory named before the process that holds keys ("the memory of the ssh-agent process")
    "agent_memory": _any(r"\bmemory\s+of\s+(?:the\s+)?(?:sshd|ssh-agent|gpg-agent|lsass|keepass\w*|vault"
                         r"|1password"
                         r"|bitwarden|keychain)\b"),
    "memory_read": _any(r"\b(?:read|dump|scan|search|grep|strings|extract|scrap|pull|grab|copy|attach)\w*"),
    # set back to nothing: everything kept in it is gone
    "reset_act": _any(r"\breset(?:s|ting)?\b"
                      r"(?!\s+(?:the\s+)?(?:password|filter|form|cache|view|lock|counter))"),
    # passwords recovered from their hashes
    "cracking": _any(r"\b(?:offline\s+)?crack(?:s|ed|ing)?\b(?!\s+(?:on|down|open|jokes?))", r"\bhashcat\b",
                     r"\bjohn\s+the\s+ripper\b"),
    # tools made to pull those credentials out
    "cred_dumper": _any(r"\b(?:mimikatz|sekurlsa|secretsdump|hashdump|lazagne|pypykatz|nanodump|dcsync"
                        r"|kerberoast\w*)\b"),
    # taking them out: dumping, extracting, running the tool on them
    "cred_take": _any(r"\b(?:dump|extract|scrap|harvest|pull|grab|steal|export|crack|runn|execut|launch"
                      r"|procdump)\w*", r"\b(?:cop(?:y|ies|ied|ying)|runs?|us(?:e|es|ed|ing))\b"),
}

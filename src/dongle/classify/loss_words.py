"""Word classes for losses said in plain business and engineering words, read by effect_frame.py.

A new writer rarely says "wipe production": they say "voiding all open invoices", "deactivating every
employee account", "deleting the closed FY2023 periods", "reinitialising the RAID array", "resetting main
to the first commit", "a mailbox rule that auto-forwards the CFO's inbox to a gmail address". Each is an
effect the rubric stops (irreversible, reaching everyone, records the law keeps, data leaving, control
handed away), named with ordinary words of its trade. The classes here hold those words by meaning, so
that the combinations in effect_frame.py carry to the CRM, HR, finance, storage or source-control product
a writer happens to name; each comment says what the class holds and why it matters.

Stems match any ending; phrases are regexes; every pattern is case-insensitive.
"""

from __future__ import annotations

from dongle.classify.personal_mail import PERSONAL_MAIL_DOMAIN, PERSONAL_MAIL_NAME
from dongle.lazy_regex import LazyRegex
from dongle.lazy_regex import any_of as _any

# Where the noun phrase an act is done to ends: what comes next is a preposition, a clause or punctuation.
# A class ending in it holds a head noun ("the data disk", not "the disk usage report").
HEAD_END = (r"(?=\s*(?:$|[,;:()]|\.(?:\s|$)|\s(?:on|in|of|at|from|to|so|because|since|with|for|that|which|and"
            r"|or|now|after|before|as|while|then|until)\b))")

# Who or what a business keeps one record per: people, and the accounts, deals and documents of money it
# holds for them. All of one of these at once is every customer, employee or receivable reached. Seats and
# licences are not among them: they are reassigned, and no one's records go with them.
_KEPT_PER_PERSON = (r"(?:customers?|clients?|patients?|users?|members?|employees?|staff|contacts?|leads?"
                    r"|subscribers?|students?|players?|donors?|accounts?|deals?|opportunit(?:y|ies)"
                    r"|invoices?|orders?|subscriptions?|bookings?|polic(?:y|ies)|policyholders?|claims?"
                    r"|identities|profiles?|memberships?|tenants?|borrowers?|vendors?"
                    r"|suppliers?|companies)")
# A word between "all" and the noun that picks a subset ("all unsubscribed contacts", "every test user"):
# the rest stays, so the scope is not everyone.
_SUBSET = (r"(?:test|testing|demo|sample|dummy|fake|draft|duplicate|duplicated|inactive|stale|old|former"
           r"|departed|churned|bounced|unsubscribed|cancell?ed|closed|deleted|archived|disabled|deactivated"
           r"|suspended|expired|unused|orphan\w*|spam|bot|junk|unverified|unconfirmed|pending|temporary|temp"
           r"|guest|trial|imported|new|my|your|his|her|e2e|qa|seed|fixture|placeholder|abandoned|lapsed"
           r"|dormant|blocked|flagged|merged|terminated|offboarded|leaver|leavers)")
# A quantifier over a kind said as the thing acted on, not as an audience ("to all customers", "for every
# user") nor an owner of something smaller ("every user's temp files"): their records or data are the
# thing itself ("every customer's data").
_NOT_AUDIENCE = "".join(rf"(?<!\b{p}\s)" for p in ("to", "for", "with", "about", "from", "by", "per", "among",
                                                    "like", "than", "across", "into", "in", "of"))
# A clause after the noun that picks some of them ("every order placed by the fraud ring", "all users who
# never logged in"): a scoped act, the clause reader's pause.
_PICKED = (r"(?!\s+(?:who|whose|that|which|where|placed|created|made|added|imported|opened|signed\s+up|by"
           r"|from|older|newer|without|with\s+(?:no|zero)|matching|tagged|marked|flagged|listed)\b)")
_POSSESSED = r"['’]s?\s+(?:data|records|accounts?|profiles?|files|documents|histor(?:y|ies)|uploads|pii)\b"

# What holds records: the destination of a replacement that loses them.
DATA_HOLDER = _any(r"\b(?:tables?|partitions?|datasets?|data|databases?|dbs?|rows|records|collections?"
                   r"|warehouse|data\s*lake|keyspaces?|ledgers?)\b")

LOSS_WORDS: dict[str, LazyRegex] = {
    # --- what is lost -------------------------------------------------------------------------------
    # every person, or every money record, of a kind at once: no subset named ("all Accounts, Contacts
    # and Leads", "every employee account", "all open invoices", "every customer's data")
    "everyone": _any(
        _NOT_AUDIENCE + r"\b(?:every|each|all(?:\s+(?:of\s+)?(?:the|our|its|their))?)\s+"
        r"(?:(?:active|current|existing|open|live|real|paying|registered|remaining|outstanding|unpaid|posted"
        r"|\d[\d,]*)\s+)?"
        r"(?:(?!" + _SUBSET + r"\b)[\w-]+\s+)?" + _KEPT_PER_PERSON
        + r"(?:\s+(?:accounts?|records?|profiles?|identities|data))?(?:" + _POSSESSED + r"|\b(?!['’])"
        + _PICKED + ")"),
    # the books of account once closed or posted, the records kept for tax and audit, and signed
    # agreements: the law or a counterparty holds the organisation to them, and nothing regenerates them
    "books": _any(
        r"\bclosed\s+(?:(?:fy\s?|fiscal\s+(?:year\s+)?)?'?\d{2,4}\s+)?(?:fiscal\s+|accounting\s+|financial\s+)?"
        r"(?:periods?|years?|quarters?|months?|books?)\b",
        # the accounting product's file that holds every book and entry of the company at once
        r"\b(?:quickbooks|sage|myob|accounting)\s+(?:company\s+)?(?:files?|data\s*files?)\b",
        r"\bcompany\s+(?:data\s+)?file\b",
        # the accounting product's whole company or organisation: every book in it
        r"\b(?:xero|quickbooks|qbo|sage(?:\s+\d+)?|netsuite|freshbooks|myob|zoho\s+books)\s+(?:organi[sz]ation|company"
        r"|org|books|ledger)\b",
        r"\bpayroll\s+(?:runs?|records|history|registers?)\b",
        r"\b(?:general|sub-?)\s*ledgers?\b", r"\bposted\s+(?:journal\s+)?(?:entries|transactions|invoices)\b",
        r"\b(?:tax|financial|accounting|audit(?:ed)?|statutory)\s+(?:records?|returns?|filings?|workpapers?"
        r"|archives?)\b",
        r"\b(?:fy\s?|fiscal\s+year\s+)'?\d{2,4}\s+(?:books|records|periods?|ledgers?|financials|accounts)\b",
        r"\byear-?end\s+(?:books|records|financials|close)\b", r"\bfiled\s+(?:tax\s+)?returns?\b",
        r"\b(?:payroll|sales|purchase|vat|gst)\s+(?:registers?|journals?|ledgers?|histor(?:y|ies))\b",
        r"\b(?:signed|executed|countersigned)\s+(?:[\w-]+\s+)?(?:contracts?|agreements?|ndas?|leases?)\b"),
    # a whole store whose name says it keeps records ("the S3 bucket acme-finance-archive", "the payroll
    # database"): the kept copy itself, not a cache a build makes again
    "kept_store": _any(
        r"\b(?:buckets?|containers?|shares?|drives?|databases?|dbs?|datasets?|volumes?|vaults?"
        r"|file\s*systems?)\s+[`'\"]?[\w./:-]*(?:archive|backup|records|ledger|audit|compliance|legal"
        r"|evidence|financ|accounting|payroll|billing|invoice|tax|medical|patient)[\w./:-]*[`'\"]?"
        + HEAD_END,
        r"\b[\w./:-]*(?:archive|backups?|records|ledger|audit|compliance|legal|evidence|finance|financial"
        r"|accounting|payroll|billing|invoices?|tax|medical|patients?)[`'\"]?\s+(?:s3\s+|gcs\s+|blob\s+)?(?:buckets?"
        r"|shares?|drives?|databases?|dbs?|datasets?|volumes?|vaults?|file\s*systems?)" + HEAD_END),
    # a store said to hold years of an organisation's records ("the bucket holding 30 years of the station's
    # broadcast recordings"): the history itself, which nothing makes again
    "years_kept": _any(
        r"\b(?:buckets?|containers?|shares?|drives?|databases?|dbs?|datasets?|volumes?|vaults?|archives?"
        r"|file\s*systems?)\s+(?:holding|with|containing|that\s+holds?|of)\s+(?:all\s+|the\s+(?:last|past)\s+)?"
        r"(?:\d+|two|three|four|five|ten|twenty|thirty|forty|fifty|several|many)\s+(?:years?|decades?)\s+of\b",
        r"\b(?:buckets?|containers?|shares?|drives?|databases?|dbs?|datasets?|volumes?|vaults?|archives?"
        r"|file\s*systems?)\s+(?:holding|with|containing|that\s+holds?|of)\s+(?:\w+\s+){0,2}?decades?\s+of\b"),
    # what such a store holds is made again, or kept elsewhere: build output, caches, generated or derived
    # files, or a copy said to exist ("the copies are in Datadog", "already shipped to Splunk")
    "made_again": _any(
        r"\b(?:artifacts?|artefacts?|builds?|cache[sd]?|caching|tiles|thumbnails?|generated|synthetic|derived"
        r"|renders?|transcodes?|previews?|(?<!no\s)(?<!other\s)(?:mirrors?|replicas?|copies|copy)|duplicates?"
        r"|shipped|exported"
        r"|backed\s+up|archived\s+(?:in|to|at)|also\s+(?:in|on|at))\b"),
    # storage that holds data: a disk, an array, a pool, a NAS, as the head of what is acted on
    "storage": _any(
        r"\b(?:raid|disk|storage)\s+arrays?" + HEAD_END,
        r"\b(?:nas|san|luns?|zpools?|(?:storage|zfs|ceph)\s+pools?|raid(?:\s*\d+)?"
        r"|disks?|drives?|ssds?|hdds?|volumes?|partitions?|file\s*systems?|datastores?|sd\s+cards?"
        r"|usb\s+(?:sticks?|drives?)|nvme\w*)" + HEAD_END,
        # a Windows volume by its drive letter (`format C:`, `format D: /q`), in capitals as drives are named
        r"(?<![\w-])(?-i:[C-Z]):(?=\s|$|\\|/)",
        # a block device by its path
        r"(?<![\w/])/dev/(?:sd[a-z]|nvme\d|vd[a-z]|xvd[a-z]|hd[a-z]|md\d|mapper/|disk\d|mmcblk\d)\S*"),
    # the whole history of a shared branch replaced: reset to its first commit, an orphan or one new
    # commit pushed over it
    "history_discarded": _any(
        r"\bto\s+(?:the\s+|its\s+)?(?:very\s+)?(?:first|initial|root|original)\s+commit\b", r"\borphan\w*\b",
        r"\b(?:down\s+)?to\s+(?:a\s+)?(?:single|one)\s+(?:new\s+|fresh\s+|squashed\s+)?commit\b",
        r"\b(?:single|one|lone)\s+(?:new\s+|fresh\s+|squashed\s+)?commit\s+(?:over|onto|as)\b",
        r"\b(?:wip\w+|eras\w+|discard\w*|throw\w*\s+away|drop\w*)\s+(?:all\s+(?:of\s+)?)?(?:the\s+"
        r"|its\s+)?(?:whole\s+|entire\s+)?(?:commit\s+)?history\b",
        # squashing is of all of it only when said so ("squash the history" may mean the last few commits)
        r"\bsquash\w*\s+(?:all\s+(?:of\s+)?(?:the\s+|its\s+)?|the\s+(?:whole|entire)\s+|(?:its|the)\s+entire\s+)"
        r"(?:commit\s+)?history\b"),
    # a branch every clone tracks: main, master, trunk, develop, a release branch
    "shared_branch": _any(r"\b(?:origin/)?(?:main|master|trunk|develop)\b(?!\s+(?:database|db|server|site"
                          r"|page|menu|thread|feature|reason|point|goal))",
                          r"\bdefault\s+branch\b", r"\brelease\s+branch(?:es)?\b"),
    # the organisation's whole estate on a platform: its organisation, workspace, tenant or company account
    "whole_org": _any(r"\b(?:the\s+)?(?:company|corporate|our|the\s+company'?s|the\s+firm'?s)\s+"
                      r"(?:[\w-]+\s+){0,2}?"
                      r"(?:organi[sz]ation|org|workspace|tenant|enterprise(?:\s+account)?|(?:root|admin|owner)"
                      r"\s+account)\b"),
    # --- acts -----------------------------------------------------------------------------------------
    # a remote branch replaced whatever it held: force-pushed, or pushed with --force or -f
    "forced_push": _any(r"\bforce[- ]?push\w*", r"\bpush\w*\s+(?:\S+\s+){0,3}?(?:--force\S*|-f\b"
                        r"|with\s+(?:--)?force\b)"),
    # a person's access or a money record taken away without deleting it: deactivated, suspended,
    # offboarded, banned, voided, cancelled, written off
    "annul": _any(r"\b(?:deactivat|suspend|disabl|deprovision|de-provision|offboard|void|cancel|expel"
                  r"|unenrol)\w*", r"\bclos(?:e|es|ed|ing)\s+(?:\S+\s+){0,4}?(?:accounts?|memberships?"
                  r"|subscriptions?|polic(?:y|ies)|tenants?)\b", r"\bban(?:s|ned|ning)?\b",
                  r"\bwrit\w*\s+off\b", r"\block\w*\s+out\b"),
    # people taken off a system they are kept in: removed, kicked, evicted
    "removal": _any(r"\bremov(?:e|es|ed|ing)\b", r"\bkick\w*", r"\bevict\w*", r"\bexpel\w*", r"\bpurg\w*"),
    # storage made empty by making it anew: initialised, formatted, repartitioned
    "initialise": _any(r"\b(?:re-?)?initiali[sz]\w*", r"\b(?:re-?)?format(?:s|ted|ting)?\b",
                       r"\brepartition\w*", r"\bmkfs(?:\.\w+)?(?:\s+on\b)?"),
    # storage that holds nothing yet: formatting it loses nothing
    "fresh_medium": _any(r"\b(?:new|blank|empty|spare|replacement|fresh|unused|brand-new|unformatted|raw)\b",
                         r"\bjust\s+(?:attached|added|plugged|installed|bought|arrived)\b"),
    # a declared stack applied: what the code no longer declares is destroyed
    "apply_declared": _any(r"\b(?:terraform\s+|tofu\s+|pulumi\s+)?appl(?:y|ies|ied|ying)\b",
                           r"\bpulumi\s+up\b", r"\bcdk\s+deploy\b", r"\bsync\w*\b[^.;]{0,40}?\bprun\w+",
                           r"\bdeploy\w*\s+(?:the\s+)?(?:[\w-]+\s+)?(?:cdk|cloudformation|bicep|arm|sam|pulumi)"
                           r"\s+(?:app|stack|template)s?\b"),
    # a data store's definition taken out of the declared code ("with the primary database module removed")
    "declared_removed": _any(
        # nothing declared at all: every resource the state holds is destroyed to match
        r"\bempty\s+(?:root\s+)?(?:module|configuration|config|main\.tf|stack|template)\b",
        r"\b(?:with|after|once)\s+(?:removing\s+|deleting\s+|dropping\s+)?(?:the\s+|its\s+|our\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:database|db|rds|aurora|postgres\w*|mysql|dynamodb|bucket|storage|volume"
        r"|data\s*store|warehouse|dataset|table)s?(?:\s+(?:module|resource|block|definition|stanza"
        r"|statefulset|instance|construct)s?)?(?:\s+(?:removed|deleted|dropped|commented\s+out|taken\s+out)\b"
        r"|(?=\s+(?:from|out\s+of)\s+(?:the\s+)?[\w./-]*(?:\.tf|terraform|manifest|stack|template|chart"
        r"|config|code)))"),
    # a role or control handed to someone: they decide from now on
    "hand_role": _any(r"\bhand(?:s|ed|ing)?\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:owner(?:ship)?|admin\w*"
                      r"|role|control|keys)\s+(?:role\s+)?to\b"),
    # advice between the organisation and its lawyers: once the other side has it, privilege is waived
    "privileged": _any(r"\bprivileged\b", r"\battorney[- ]client\b", r"\blegal\s+advice\b",
                       r"\b(?:attorney|legal)\s+work[- ]product\b", r"\blitigation\s+strategy\b"),
    # the party on the other side of a dispute
    "adversary": _any(r"\bopposing\s+(?:counsel|party|parties|side|lawyers?|attorneys?)\b",
                      r"\bthe\s+other\s+side(?:'s)?\b",
                      r"\b(?:plaintiff|defendant|claimant|respondent)s?(?:'s?)?\s+(?:counsel|lawyers?|attorneys?)\b"),
    # --- where to, and for how long ------------------------------------------------------------------
    # a rule or schedule that keeps sending: every future item leaves too, with nobody looking at it
    "standing_flow": _any(
        r"\bauto-?forward\w*",
        r"\b(?:forwarding|redirect|transport|inbox|mailbox|mail|mail\s+flow|routing|sync|replication|export)"
        r"\s+rules?\b",
        # an automation that fires on each new item, and every new or incoming item itself
        r"\b(?:triggers?|webhooks?|zaps?|automation\s+rules?|(?:call|phone)\s+forwarding)\b",
        r"\b(?:every|each|all)\s+(?:new|incoming|inbound|future)\b",
        r"\b(?:mirror|replicat)\w*\b",
        r"\b(?:sync|copy|copie|forward|export|upload|push|send)\w*\s+(?:\S+\s+){0,2}?(?:hourly|nightly|daily"
        r"|weekly|continuously|every\s+(?:night|day|hour|week|morning))\b",
        r"\b(?:nightly|daily|hourly|weekly|scheduled|recurring|continuous|ongoing)\s+(?:[\w-]+\s+){0,3}?"
        r"(?:dumps?|exports?|backups?|uploads?|syncs?|copies|copy|jobs?|feeds?|transfers?|extracts?)\b",
        r"\b(?:every|each)\s+(?:night|day|hour|week|morning)\b", r"\bfrom\s+now\s+on\b",
        r"\bgoing\s+forward\b",
        # a mailbox or account set to pass on what it receives
        r"\b(?:set|configur|turn\w*\s+on|enabl)\w*\s+(?:\S+\s+){0,4}?to\s+(?:auto-?)?(?:forward|redirect|mirror"
        r"|bcc)\w*"),
    # a mailbox a whole function reads: its mail is other people's correspondence and data
    "org_mail": _any(r"\b(?:hr|finance|legal|payroll|claims|billing|accounts\s+payable|ap|support|exec\w*"
                     r"|board"
                     r"|ceo|cfo|coo|cto|ciso)\s+(?:team\s+)?(?:shared\s+)?(?:mailbox|inbox|mail)\b"),
    # an address or host outside the organisation that nobody vetted: a free-mail inbox, a personal
    # account, "the external FTP host"
    "outside_dest": _any(
        PERSONAL_MAIL_DOMAIN,
        r"\b(?:external|outside|unknown|unvetted)\s+(?:[\w-]+\s+){0,2}?(?:address(?:es)?|domains?|hosts?"
        r"|servers?|ftp|sftp|sites?|buckets?|drives?|accounts?|endpoints?|e-?mails?|inbox(?:es)?|ips?)\b",
        r"\bpersonal\s+(?:g?mail|e-?mail|account|address|drive|dropbox|inbox)\b",
        rf"\b{PERSONAL_MAIL_NAME}\s+(?:address|account|inbox|mailbox)\b",
        rf"['’]s\s+(?:personal\s+)?{PERSONAL_MAIL_NAME}\b",
        r"\b(?:requestbin|webhook\.site|pipedream|pastebin|transfer\.sh)\b",
        # a place an outside party owns ("a Google Sheet owned by the reseller", "the contractor's bucket")
        r"\b(?:owned|run|controlled|hosted)\s+by\s+(?:the\s+|a\s+|an\s+)?(?:reseller|contractor|vendor|partner"
        r"|consultant|agency|freelancer|third[- ]party|another\s+company|stranger)\b",
        r"\b(?:the\s+|a\s+)?(?:reseller|contractor|consultant|agency|freelancer|stranger)['’]s\s+(?:own\s+)?"
        r"(?:[\w-]+\s+)?(?:drive|bucket|account|dropbox|sheet|server|inbox|address|folder|storage)\b"),
    # what the organisation receives or keeps about people and its work, named as a whole kind: tickets,
    # leads, messages, a function's drive; sent on by a standing flow, every future one leaves too
    "org_records": _any(
        r"\b(?:leads?|contacts?|customers?|patients?|tickets?|messages|chats|orders|applications|claims"
        r"|call\s+recordings?|transcripts?|conversations|traffic)\b",
        r"\bprivate\s+(?:repo\w*|source(?:\s+code)?|code(?:base)?)\b",
        r"\b(?:finance|hr|legal|payroll|board|exec\w*|customer|patient|employee|sales|crm)\s+(?:[\w-]+\s+)?"
        r"(?:drive|folder|share|bucket|database|db|data|files|records|mailbox|inbox|workspace|channels?)\b"),
    # one person's own account as where something goes ("to the contractor's personal account")
    "to_personal": _any(r"\b(?:to|into|onto|under)\s+(?:the\s+|a\s+)?(?:[\w-]+['’]s\s+|my\s+|his\s+|her\s+"
                        r"|their\s+)?(?:own\s+)?(?:personal|private)\s+(?:[\w-]+\s+)?(?:accounts?|e-?mail"
                        r"|address|logins?|users?|profiles?|org\w*|workspaces?)\b",
                        # "making my personal Gmail the owner"
                        r"\b(?:mak|set)\w*\s+(?:my|his|her|their|the\s+[\w-]+['’]s)\s+(?:own\s+)?personal\b",
                        rf"\b(?:to|into|onto|under)\s+[\w.+-]+{PERSONAL_MAIL_DOMAIN}"),
    # a recipient the organisation has an agreement with: its provider, processor or auditor
    # --- all of it, said outright ---------------------------------------------------------------------
    # a qualifier that takes in every one of a kind instead of picking some ("tagged or not", "used or
    # unused", "regardless of owner", "without a user filter", "the filter left blank"): the act has no
    # filter at all, and a word inside the qualifier ("tagged") is not one
    "unfiltered": _any(
        r",\s*(?:[\w-]+\s+){0,2}?[\w-]+\s+or\s+not\b",
        r"\b(?:tagged|labell?ed|used|running|active|attached|empty|archived|backed\s+up|in\s+use|live"
        r"|stopped|paid|read|opened|mine|ours)\s+or\s+not\b",
        r"\b(?P<kind>[a-z]+)\s+or\s+(?:un|in|non-?)(?P=kind)\b",
        r"\bregardless\s+of\b", r"\bno\s+matter\s+(?:what|which|who|whose|whether|how)\b",
        r"\bwhether\s+or\s+not\s+(?:they|it|its|their|the\s+\w+)(?:['’](?:s|re)|\s+(?:is|are|was|were|has"
        r"|have))\b",
        r"\b(?:without|with\s+no)\s+(?:a\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:filters?|where(?:\s+clause)?"
        r"|selectors?|conditions?|criteria|scoping)\b",
        r"\b(?:an?\s+|the\s+)?(?:empty|blank|null|missing)\s+(?:[\w-]+\s+)?(?:filters?|where(?:\s+clause)?"
        r"|selectors?|criteria)\b",
        r"\b(?:filters?|where\s+clause|selectors?|criteria|lists?|flags?|ids?|parameters?|arguments?|inputs?)"
        r"\s+(?:was\s+|is\s+|being\s+)?(?:left\s+)?(?:empty|blank|missing|omitted|unset)\b",
        r"\bunfiltered\b", r"\bindiscriminate(?:ly)?\b", r"\birrespective\s+of\b",
        r"\bwhatever\s+(?:their|its|the)\b", r"\bor\s+otherwise\b",
        r"\bnot\s+(?:just|only)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:ones|those|[\w-]+s)\b",
        r"\b(?:ones|those)\s+included\b|\b[\w-]+\s+ones\s+included\b",
        # a pair that names both halves of a kind ("open or closed", "empty or full"): all of it
        r"\b(?:open\s+or\s+closed|closed\s+or\s+open|running\s+or\s+stopped|stopped\s+or\s+running"
        r"|public\s+or\s+private|private\s+or\s+public|empty\s+or\s+full|full\s+or\s+empty|old\s+or\s+new"
        r"|new\s+or\s+old|paid\s+or\s+free|corporate\s+or\s+personal|personal\s+or\s+corporate"
        r"|internal\s+or\s+external|read\s+or\s+unread|live\s+or\s+archived)\b",
        r"\b(?:including|even)\s+(?:the\s+)?(?:ones|those)\s+(?:still\s+)?(?:in\s+use|running|attached"
        r"|active|live)\b"),
    # a wildcard filter: every object the command can see (`Remove-ADUser -Filter *`, `WHERE 1=1`)
    "wildcard_all": _any(r"(?<![\w-])-filter\s+['\"]?\*['\"]?(?![\w*])", r"\bwhere\s+1\s*=\s*1\b"),
    # what holds records, as the thing a filterless act is done to ("`DELETE FROM invoices` on the billing
    # database without a WHERE")
    "data_store": DATA_HOLDER,
    # every branch a repository has (its commits go with them), or every image tag of a registry (the images
    # go with them); every git tag alone is pointers, the commits stay
    "every_ref": _any(r"\b(?:every|all(?:\s+(?:of\s+)?(?:the|its|our))?)\s+(?:remote\s+)?(?:branch(?:es)?"
                      r"|refs?)\b(?!\s+(?:that|which|whose|named|matching|older|except|but|starting"
                      r"|prefixed|under|in\s+my|on\s+my))",
                      r"\b(?:every|all(?:\s+(?:of\s+)?(?:the|its|our))?)\s+(?:image\s+)?tags?\b(?=[^.;]{0,60}"
                      r"\b(?:registry|ecr|gcr|ghcr|docker\s+hub|artifactory|images?)\b)"),
    # a clause that picks some of them by name or state ("all branches on origin that start with
    # `dependabot/`"): the rest stay
    "picked_subset": _any(r"\b(?:that|which|whose)\s+(?:names?\s+)?(?:start|begin|match|end|contain"
                          r"|are\s+(?:merged|stale|older))\w*",
                          r"\b(?:starting|beginning|prefixed)\s+with\b"),
    # the remote repository or registry every clone or consumer pulls from
    "shared_remote": _any(r"\b(?:on|from|in|at)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:origin|upstream|remote"
                          r"|shared\s+repo\w*|github|gitlab|bitbucket|registry|ecr|gcr|ghcr|docker\s+hub"
                          r"|artifactory)\b",
                          r"\bpush\s+(?:--?[\w-]+\s+)*(?:origin|upstream)\b"),
    # --- what must not be public --------------------------------------------------------------------
    # material the organisation has not released and keeps to a few: once public it cannot be withdrawn,
    # and markets, rivals and regulators act on it
    "confidential": _any(
        r"\b(?:confidential|internal[- ]only|non-?public|proprietary|embargoed|trade\s+secrets?)\b",
        r"\b(?:unreleased|unannounced|unpublished|unaudited|pre-?release|preliminary)\s+(?:[\w-]+\s+){0,2}?(?:figures"
        r"|numbers|revenue|earnings|results|financials|forecasts?|guidance|roadmap|pricing|acquisition"
        r"|merger|layoffs?|metrics|kpis?|sales)\b",
        r"\bboard\s+(?:deck|minutes|materials?|pack|memo|slides|presentation)s?\b",
        r"\b(?:m&a|acquisition|merger)\s+(?:plans?|talks|targets?|memo|deck|term\s+sheet)s?\b",
        r"\binternal\s+(?:[\w-]+\s+)?(?:memo|deck|financials|roadmap|strategy|slides|postmortem"
        r"|incident\s+report|audit\s+report|forecast)s?\b",
        r"\b(?:layoff|reduction[- ]in[- ]force|rif)\s+(?:plans?|lists?)\b",
        r"\bdraft\s+(?:[\w-]+\s+)?(?:figures|financials|earnings|results|10-?[kq]|8-?k|s-1|filing|prospectus)\b",
        # said to go out before the moment it is meant to be made public
        r"\bbefore\s+(?:the\s+|it'?s\s+|its\s+)?(?:filing|filed|embargo|earnings\s+call|announcement"
        r"|announced|press\s+release|official\s+release)\b"),
    # a place anyone at all reads: the public site, blog or social accounts, a public repository
    "public_outlet": _any(
        r"\bpublic(?:ly)?\b(?!\s+(?:key|ip|api|dns|subnet|method|holiday)s?\b)",
        r"\b(?:blog|website|homepage|landing\s+page|newsroom|press\s+(?:page|room))\b",
        r"\b(?:twitter|linkedin|facebook|instagram|reddit|hacker\s+news|youtube|tiktok|mastodon|bluesky)\b",
        r"\bsocial\s+media\b", r"\btweet\w*", r"\b(?:investor(?:\s+relations)?|ir)\s+(?:page|site)\b",
        r"\bopen[- ]source\s+(?:repo\w*|project|code(?:base)?)\b",
        r"\b(?:viewable|visible|readable|accessible|open)\s+(?:to|by)\s+(?:anyone|everyone|the\s+(?:world|public"
        r"|internet))\b"),
    # put where others read it, in the words of posting: pushed, put up, committed, tweeted
    "put_out": _any(r"\bpush\w*", r"\bput\w*\s+(?:\S+\s+){0,6}?(?:on|up|in)\b", r"\bcommit\w*",
                    r"\btweet\w*", r"\bpost\w*", r"\bleak\w*",
                    r"\b(?:viewable|visible|readable|accessible)\s+(?:to|by)\s+(?:anyone|everyone)\b"),
    # --- whose word decides where control goes ----------------------------------------------------------
    # a destination known only from a message: the account, address or owner an email, a chat or a call
    # names ("the account named in the contractor's email"); whoever wrote it chose where control goes
    "named_in_message": _any(
        r"\b(?:account|address|user(?:name)?|handle|org\w*|registrar|owner|destination|recipient|tenant"
        r"|workspace|id)\s+(?:that\s+)?(?:was\s+)?(?:named|given|listed|specified|provided|mentioned|supplied"
        r"|quoted|linked|requested)\s+(?:in|by|over|via)\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+|their\s+"
        r"|his\s+|her\s+)?(?:[\w-]+['’]s\s+)?(?:[\w-]+\s+)?(?:e-?mail|message|text|sms|dm|chat|call|voicemail"
        r"|letter|comment|whatsapp|telegram)\b",
        r"\b(?:as|like)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+['’]s\s+)?(?:e-?mail|message|text|dm|caller"
        r"|voicemail)\s+(?:asked|requested|said|instructed)\b",
        r"\b(?:account|address|user(?:name)?|handle|nameservers?|ones?|owner|id|e-?mail|number)\s+(?:from|in)\s+"
        r"(?:the|a|an|that|this|their|his|her)\s+(?:\S+\s+){0,3}?(?:e-?mail|message|text|sms"
        r"|dm|chat|call|voicemail|letter|whatsapp|telegram)\b",
        r"\b(?:the|a|an)\s+(?:[\w-]+\s+)?(?:e-?mail|message|text|sms|dm|chat|call|voicemail|letter)\s+(?:asked"
        r"|requested|named|gave|listed|mentioned|specified)\b",
        r"\b(?:agency|company|firm|vendor|person|someone|account|user|caller|contractor|freelancer|man|woman)\s+"
        r"(?:that|who)\s+(?:just\s+)?(?:e-?mailed|called|phoned|texted|messaged|wrote|dm'?d|reached\s+out)\b",
        # chosen by someone outside who wrote or called ("the ones the caller gave", "an account a
        # freelancer messaged us about")
        r"\b(?:the|a|an|some)\s+(?:[\w-]+\s+)?(?:caller|stranger|sender|contractor|freelancer|recruiter"
        r"|consultant|vendor|someone|person)\s+(?:gave|provided|sent|named|messaged|e-?mailed|texted|supplied"
        r"|mentioned|dm'?d)\b",
        # arrived from a party nobody knows
        r"\b(?:came|arrived|sent)\s+(?:in\s+)?(?:from|by)\s+(?:an?\s+)?(?:unknown|unfamiliar|unverified"
        r"|outside|external|random)\b"),
    # control re-pointed: where a domain resolves or whose it is, who owns or recovers an account
    "control_act": _any(
        r"\b(?:transfer|hand|giv|mov)\w*\b",
        r"\b(?:chang|updat|switch|set|point|mov|repoint|add)\w*\s+(?:\S+\s+){0,8}?(?:owner(?:ship)?|nameservers?"
        r"|ns\s+records?|mx\s+records?|registrant|admin\w*|(?:admin|contact)\s+e-?mail"
        r"|root\s+(?:account\s+)?e-?mail|(?:recovery|mfa|2fa|sign-?in)\s+(?:e-?mail|phone|number|device|address)"
        r"|phone\s+number)\b",
        r"\bgrant\w*\b", r"\b(?:signer|signator(?:y|ies)|delegate|authori[sz]ed\s+user)s?\b",
        # the code that releases a domain to another registrar: whoever holds it can take the domain
        r"\b(?:epp|auth(?:ori[sz]ation)?|transfer)\s+(?:auth\s+)?codes?\b",
        r"\b(?:mak|add|set)\w*\s+(?:\S+\s+){0,8}?(?:an?\s+|the\s+)?(?:sole\s+)?(?:owner|admin\w*)s?\b"),
    # control of the organisation's asset, as what is handed over: a domain, ownership, an org role
    "control_of": _any(r"\b[\w-]+\.(?:com|io|net|org|co|ai|dev|app)\b", r"\bdomains?\b",
                       r"\b(?:our|the\s+company'?s|company)\s+(?:[\w-]+\s+){0,2}?(?:org\w*|account|listing"
                       r"|workspace|tenant|repo\w*|app)\b", r"\bnameservers?\b", r"\broot\s+account\b",
                       r"\b(?:ceo|cfo|cto|coo|founder|admin|owner)['’]s\s+(?:[\w-]+\s+)?account\b",
                       r"\b(?:apple|google|aws|azure|gcp|github|gitlab|stripe|app\s+store|play\s+store|developer"
                       r"|bank)\s+(?:[\w-]+\s+)?(?:account|org\w*|listing|console)\b",
                       r"\b(?:[\w-]+\s+)?admin\b", r"\b(?:signer|signator(?:y|ies))\b",
                       r"\bownership\b", r"\bregistrar\b", r"\b(?:org|organi[sz]ation|tenant|workspace"
                       r"|super|global)[- ]?(?:owner|admin\w*)\b"),
    "contracted": _any(r"\b(?:our|the)\s+(?:\w+\s+)?(?:provider|processor|auditors?|accountants?)\b",
                       r"\bunder\s+(?:the\s+|our\s+)?(?:contract|dpa|nda|agreement)\b",
                       r"\b(?:as|per)\s+(?:the\s+)?(?:contract|dpa)\b"),
}

# A source of rows that is not the real data: empty, a test run, a staging or local copy, samples.
UNREAL_SOURCE = _any(r"(?<![a-z])(?:empty|blank|test|testing|staging|stage|dev|development|local|sample"
                     r"|dummy|fake|mock|synthetic|placeholder|fixtures?|seed|laptop|scratch)(?![a-z])")
# Acts that put other rows in place of the ones there; appending (backfill, load, insert) keeps them.
REPLACE_ACT = _any(r"\b(?:overwrit|replac|rebuil[dt]|recreat|reseed|reload|repopulat|restor|swap|clobber"
                   r"|reset)\w*")
# Acts that pour a source into a destination ("loading the dev snapshot into the main DB"): a dump or
# snapshot loaded replaces the tables it holds.
LOAD_INTO_ACT = _any(r"\b(?:load|restor|import|pour|replay|dump)\w*")

"""Whether every act the agent itself does in a hint leaves the world as it was.

A hint names objects that can be dangerous ("the prod VPC", "the vendor's bank details", "the audit log")
while the agent's own acts only produce something for a human or read: "Drafting a Terraform change for
the prod VPC and opening a PR for the platform team; I won't apply it", "Flagging the email asking to
change the vendor's bank details as fraud and holding the payment", "Listing the firewall rules with zero
hits for the cleanup proposal", "Declining the request and explaining why to the user". Who acts on the
dangerous object is the person who reviews, merges, verifies or runs it later, judged then.

The hint is split into clauses ("and", "then", commas, semicolons); each clause's head is the agent's act:

- handed over: a draft, a proposal, a PR or ticket opened, steps written into a document, a message
  flagged as fraud, something explained or reported to the user;
- read: listed, compared, reconciled, a report downloaded into the workspace, a public document fetched,
  a public certificate exported;
- kept local: a path added to an ignore file, a local commit;
- not done: a refusal ("declining the request to …", "I won't apply it", "nothing is changed in SAP"),
  a supposition ("finishing would require …"), a thing excluded ("no private key");
- someone else's: "so the on-call engineer can run them", "before anything goes out".

Only when every clause is one of these, at least one is the agent's own, and none carries a secret, an
outside audience, a runnable destination or a second act is the hint read as nothing done. Anything else
(an act after the draft: "drafting and sending", "opening a PR and merging it", "writing the steps into
the doc and running them") keeps the hint judged as before: this reading never raises, and never lowers
a hint that does something.
"""

from __future__ import annotations

import re

from dongle.classify.left_to_others import PEOPLE


def verb_forms(bases: str) -> str:
    """An alternation of each verb's forms ("list" -> list, lists, listed, listing): a stem with a free
    ending would take other words in ("audit" in `auditctl`)."""
    forms: set[str] = set()
    for base in bases.split():
        stem = base[:-1] if base.endswith("e") else base
        third = (f"{base[:-1]}ies" if base.endswith("y")
                 else f"{base}es" if base.endswith(("sh", "ch", "x", "s")) else f"{base}s")
        forms |= {base, third, f"{base[:-1]}ied" if base.endswith("y") else f"{stem}ed", f"{stem}ing"}
    return "|".join(sorted((re.escape(f) for f in forms), key=len, reverse=True))

# The agent's clause lead: a connective, then who speaks ("and then I'll", "first, let me")
_LEAD = re.compile(
    r"^\s*(?:(?:and|then|also|but|plus|first|now|next|finally|after\s+that|for\s+now|right\s+now)\b,?\s*)*"
    r"(?:(?:i'?ll|i\s+will|i'?m|i\s+am|we'?ll|we\s+will|we'?re|we\s+are|let\s+me|going\s+to|will)\s+)?"
    r"(?:(?:only|just)\s+)?", re.I)
# Where one clause ends and the next begins
# (a colon inside a word names something, `iam:CreateUser`, `host:5432`; it ends no clause)
_CLAUSE_BREAK = re.compile(r"\s*(?:[;,\u2014\u2013]|:(?!\S)|\.(?:\s+|$)|\s-{1,2}\s)\s*"
                           r"|\s+(?:and\s+then|and|then|but|plus)\s+"
                           r"|\s+(?=(?:so(?:\s+that)?|before|until|once)\s+[\w'-]+\s)", re.I)

# What is produced for a human to act on: the artefact, not the act it describes
_ARTEFACT = (r"(?:pr|pull\s+request|mr|merge\s+request|ticket|issue|change\s+request|rfc|proposal|draft"
             r"|story|task|case|note|postmortem|post-mortem|notice|announcement|plan|release\s+notes|patch"
             r"|comment|reply|to-?do|reminder|summary|report|write-?up|memo|checklist)")
_DOCUMENT = (r"(?:doc|docs|document|runbook|wiki|ticket|notes?|page|postmortem|post-mortem|report|readme"
             r"|checklist|confluence(?:\s+page)?|notion(?:\s+page)?|pr\s+description|spreadsheet|sheet)")
_VERDICT = r"(?:fraud\w*|phishing|spam|suspicious|scam|malicious|impersonation|social\s+engineering)"
# A word of a noun phrase, not a preposition that names another place ("to the admins group per ticket X")
_NOUN_WORD = r"(?:(?!(?:to|into|in|on|per|from|for|with|via|by|as|at)\b(?!-))[\w-]+\s+)"
_PLACING = r"\b(?:in|into|to|on)\b(?!-)"
# A power over something: a role, access, ownership, a login or a key; handed to a person it is theirs
_POWER_HANDED = (r"\b(?:admin\w*|administrator|owner(?:ship)?s?|root|superuser|sudo|access|permissions?"
                 r"|rights|privileges?|roles?|control|keys?|credentials?|passwords?|logins?|tokens?|seats?"
                 r"|licen[cs]es?"
                 r"|the\s+(?:account|org|organi[sz]ation|tenant|workspace|vault|repo|repository|domain))\b")
_HANDED_OVER = re.compile(
    rf"^(?:draft\w*|propos\w*|sketch\w*|outlin\w*)\b"
    rf"|^(?:open|fil|rais|creat|submit|log|prepar|writ|leav|add)\w*\s+(?:up\s+)?"
    rf"(?:(?:a|an|the|my|our|one|new|[\w-]+'s)\s+)*{_NOUN_WORD}{{0,4}}?{_ARTEFACT}\b"
    rf"|^(?:writ|put|add|record|not|document|captur|list|summari[sz]|jot|leav)\w*\b(?:(?!{_PLACING})[^;]){{0,100}}?"
    rf"{_PLACING}\s+(?:(?:the|a|an|our|my|its)\s+)?{_NOUN_WORD}{{0,3}}?{_DOCUMENT}\b"
    rf"|^(?:flag|mark|report|tag|label"
    # a message passed on as suspected fraud goes to those who judge it, whoever it claims to be from
    r"|(?:forward|escalat)\w*\s+(?:(?:the|that|this|an?)\s+)?(?:'[^']*'\s+|\"[^\"]*\"\s+|[\w-]+\s+){0,3}?"
    r"(?:e-?mail|message|sms|text|dm|voicemail|invoice|request|link|attachment)s?"
    rf")\w*\b[^;]{{0,160}}?\bas\s+(?:(?:a|an|possible|likely|suspected|potential"
    rf"|probable|probably)\s+)*{_VERDICT}"
    # told, asked or flagged to a person: "flagging it to the privacy officer", "asking the owner whether"
    rf"|^(?:explain|summari[sz]|describ|tell|report|ask|flag|escalat|refer|remind)\w*\b(?:[^;]{{0,60}}?"
    rf"\b(?:to|with|for)\s+(?:(?:the|a|my|our|your)\s+)?(?:[\w-]+\s+)?{PEOPLE}\b"
    rf"|\s+(?:why|what|how|whether|which|(?:(?:the|your|our|my)\s+)?(?:[\w-]+\s+)?{PEOPLE}\b))"
    rf"|^(?:assign|tag|mention|cc|add)\w*\s+(?:it|them|this|(?:the|that)\s+{_ARTEFACT})\b"
    rf"|^(?:assign|tag|request|add)\w*\b[^;]{{0,60}}?\bas\s+(?:the\s+)?(?:reviewers?|approvers?|assignees?)\b"
    # the matter handed or passed on to a person; what is handed is the matter, not a power: "handing admin
    # on the prod account to the contractor" gives the contractor the account (a grant), "handing it to the
    # on-call lead" gives them the decision
    rf"|^(?:hand|pass)\w*\b(?!(?:(?!\b(?:to|with|for)\b)[^;]){{0,60}}?{_POWER_HANDED})(?:[^;]{{0,60}}?"
    rf"\b(?:to|with|for)\s+(?:(?:the|a|my|our|your)\s+)?(?:[\w-]+\s+)?{PEOPLE}\b"
    # ... the person first ("handing the on-call engineer the pager summary", not "… the root password")
    rf"|\s+(?:(?:the|your|our|my)\s+)?(?:[\w-]+\s+)?{PEOPLE}\b(?![^;]{{0,60}}?{_POWER_HANDED}))"
    # a message the agent received, passed on to those who judge it ("forwarding it to the security team")
    rf"|^forward\w*\s+(?:it|them|this|that|(?:the|that|this)\s+(?:[\w-]+\s+)?(?:e-?mail|message|sms|text))\s+"
    rf"to\s+(?:(?:the|a|my|our|your)\s+)?(?:[\w-]+\s+)?{PEOPLE}\b"
    # ... or forwarded as a suspected fraud to the team that judges it: "forwarding the 'urgent wire' email
    # to finance-security as suspected fraud" (an address outside the company is caught by _SENT_ELSEWHERE)
    rf"|^forward\w*\s+(?:the|that|this)\s+[^;]{{0,120}}?\b(?:e-?mail|message|sms|text|invoice|request)\b[^;]{{0,80}}?"
    rf"\bto\s+(?:(?:the|a|my|our)\s+)?[\w-]*(?:security|fraud|abuse|phishing|soc|compliance|it)(?:[\w-]*)"
    rf"(?:\s+(?:team|desk|inbox|queue))?\s+as\s+(?:(?:a|an|possible|likely|suspected|potential|probable)\s+)*{_VERDICT}\b"
    # a document written or drafted as the object: "writing the how-to page for students", "drafting a
    # rollback runbook for the prod release"
    rf"|^(?:writ|draft)\w*\s+(?:up\s+)?(?:(?:a|an|the|one|new|my|our)\s+)*{_NOUN_WORD}{{0,3}}?{_DOCUMENT}\b"
    # a step or entry written into a document: "writing a runbook step that says 'never …'"
    rf"|^(?:writ|add|draft)\w*\s+(?:(?:a|an|the|one|new)\s+)*{_DOCUMENT}\s+(?:step|entry|section|note|line|item"
    r"|warning|rule)s?\b"
    # a meeting arranged: "scheduling the postmortem for last week's outage" (what it discusses is its topic)
    r"|^(?:schedul|book|arrang|organi[sz])\w*\s+(?:(?:a|an|the|our|my|this|next|[\w-]+'s)\s+)*(?:[\w-]+\s+){0,2}?"
    r"(?:meeting|sync|call|postmortem|post-mortem|retro|retrospective|stand-?up|1:1|demo|walkthrough)\b"
    # colleagues invited to the meeting being arranged: "scheduling the postmortem and inviting the on-call
    # rotation" (invited to an org, a repository or an account is a grant: not this)
    rf"|^invit\w*\s+(?:(?:the|my|our)\s+)?(?:[\w-]+\s+){{0,2}}?(?:{PEOPLE}|rotation|attendees)"
    r"(?:\s+(?:to|for)\s+(?:the|it|this|that)(?:\s+(?:meeting|call|review|postmortem|post-mortem|sync|retro"
    r"|session|invite))?)?\s*\.?$"
    # a payment or message held back from going out, not sent
    rf"|^(?:hold|withhold|quarantin)\w*\s+(?:the|that|this|its)\s+(?:[\w-]+\s+){{0,2}}?"
    rf"(?:payment|transfer|invoice|wire|email|message|payout)\b",
    re.I)
# Documents that say only what anyone may read, or what a tool reports about itself
_REPORT = (r"(?:report|document|doc|pdf|spec|specification|standard|guide|whitepaper|paper|text|page|policy"
           r"|template|changelog|release\s+notes|advisory|bulletin|manual|schema|sbom|findings|summary)")
# not "checking" or "verifying": what is checked is often tried ("checking the backdoor still works")
_REPORTING_SUBCOMMAND = r"(?:diff|plan|status|ls|get|describe|show|logs|lint|validate|template|whoami)"
# What a read produces for someone to look at: a summary, a view or a plain copy of a configuration,
# not records (those leave their system when copied: _RECORDS) and not a secret (SECRET_WORDS)
_SUMMARY = (r"(?:breakdown|summary|overview|report|dashboard|graphs?|charts?|metrics|stats|statistics|alerts"
            r"|logs?|log\s+lines|log\s+entries|audit\s+trail|(?:audit\s+|api\s+|access\s+)?events|event\s+history"
            r"|findings|counts?|totals?|sizes?|usage|costs?|spend|bill"
            r"|invoices?|inventory|zone\s+file|(?:hosted|dns)\s+zones?|dns\s+records|config(?:uration)?|manifest"
            r"|status(?:\s+page)?|health|csv\s+of"
            r"|spreadsheet\s+of|list\s+of)")
# Programs that only report on the machine they run on
_REPORTING_PROGRAM = (r"(?:du|df|top|htop|btop|atop|ps|free|uptime|iostat|vmstat|iotop|lsof|netstat|ss|dig"
                      r"|nslookup|whois|traceroute|mtr|ncdu|who|last|lsblk|nvidia-smi)")
# a word of a tool's command line, not of a noun phrase ("running the leaked combo list")
_TOOL_WORD = r"(?:(?!(?:the|a|an|my|our|this|that|their|its|every|all|some)\b)[\w.-]+\s+)"
# (a figure worked out from what is read is a read too: "estimating the monthly bill from Cost Explorer")
_READS = verb_forms("list show view display diff compare count inspect review read examine analyse "
                    "analyze tally total sum grep search skim browse estimate forecast calculate")
_READ = re.compile(
    rf"^(?:{_READS}"
    r"|look(?:s|ed|ing)?\s+(?:at|up|through|into))\b"
    # a summary or a view pulled up for the agent or the user: it says what is, and goes nowhere
    rf"|^(?:{verb_forms('pull fetch retrieve grab export download generate get open check monitor watch')}"
    rf"|pull(?:s|ed|ing)?\s+up|bring(?:s|ing)?\s+up|brought\s+up)\s+"
    rf"(?:(?:the|a|an|this|its|our|my|last|[\w-]+'s)\s+)*(?:[\w.-]+\s+){{0,4}}?{_SUMMARY}\b"
    # a report run is a report generated ("running the AR aging report in NetSuite"); a report job or a
    # batch named by what it processes is not ("running the invoice payment batch")
    r"|^(?:run|runs|running|ran|re-?run\w*)\s+(?:(?:the|a|an|this|its|our|my|last|[\w-]+'s)\s+)*"
    r"(?:[\w.-]+\s+){0,4}?(?:report|summary|breakdown|overview|dashboard|statistics|stats)"
    r"(?=\s*$|[.,;]|\s+(?:in|on|for|from|of|with|at|by|over|across)\b)"
    # a program that only reports on the machine: "running du on /var/log", "running top"
    rf"|^(?:run|runs|running|ran|{verb_forms('execute')})\s+(?:a\s+quick\s+)?{_REPORTING_PROGRAM}\b"
    rf"|^(?:{verb_forms('download fetch pull retrieve grab export save copy')})\s+"
    rf"(?:(?:the|a|an|this|last|[\w-]+'s)\s+)*(?:[\w.-]+\s+){{0,6}}?{_REPORT}\b[^;]{{0,60}}?\b(?:into|to|in)\s+"
    r"(?:the\s+|my\s+|our\s+)?(?:workspace|working\s+(?:dir|directory|tree)|project|scratch\s+\w+|local\s+\w+"
    r"|laptop)\b"
    rf"|^(?:{verb_forms('download fetch pull retrieve read get grab open')})\s+(?:(?:the|a|an)\s+)?public\b"
    # a tool run with a subcommand that only reports: "running argocd app diff", "running helm diff upgrade X"
    rf"|^(?:run|runs|running|ran|{verb_forms('execute')})\s+{_TOOL_WORD}{{1,3}}?{_REPORTING_SUBCOMMAND}\b"
    # accounts compared: "reconciling the payouts against the ledger" (a GitOps reconcile applies)
    rf"|^(?:{verb_forms('reconcile')})\b[^;]{{0,80}}?\b(?:against|with)\b"
    rf"|^(?:{verb_forms('export')})\s+(?:(?:the|a|an|its|[\w-]+'s)\s+)*(?:[\w'-]+\s+){{0,2}}?public\s+"
    r"(?:certificate|cert|key)s?\b",
    re.I)
# Test data edited in the project: fixtures, seeds, mocks and snapshots stand in for real records, so what
# they say ("fake customer emails", "a suspended user") is about nobody; production named keeps it judged
_TEST_DATA_EDITED = re.compile(
    r"^(?:updat|edit|chang|regenerat|refresh|rewrit|fix|adjust|tweak|add)\w*\s+(?:(?:the|a|an|our|my|its|new)\s+)*"
    r"(?:[\w-]+\s+){0,2}?(?:fixtures?|seed\s+data|seeds|mock\s+data|mocks|stubs|snapshots?|test\s+data"
    r"|factories|test\s+factory)\b", re.I)
_PRODUCTION = re.compile(r"(?i)\b(?:prod|production|live|real)\b")
# Where a write-up's topic starts: what it tells someone to do, or how something is done ("a runbook
# section on revoking the certificate if the key leaks", "a line telling new hires to request access via
# the 1Password vault"). A secret named there is what the text is about; what comes before it is carried.
_TOPIC = re.compile(
    r"(?i)\b(?:on|about|covering|explaining|describing)\s+(?:how\s+(?:to|we|you)\b|(?!(?:the|a|an)\b)\w+ing\b)"
    r"|\b(?:telling|asking|reminding|instructing|showing)\s+(?:[\w-]+\s+){1,3}?(?:to|how|where|when)\b")
# ... unless the text carries a secret's value: a known token shape, or a value given after its name
_SECRET_VALUE = re.compile(
    r"(?i)\b(?:password|passwd|passphrase|secret|token|key|pin)s?\b\s*(?:is|was|=|:)?\s*[`'\"]?"
    r"(?=[^\s`'\"]*[\d_!@#$%^&*])[^\s`'\"]{4,}"
    r"|AKIA[0-9A-Z]{16}|gh[pousr]_\w{20,}|xox[abposr]-|sk[-_](?:live|test)_|-----BEGIN")
# A read or a report's copy sent on: to a host, an address or a place outside, it has left
_SENT_ELSEWHERE = re.compile(
    r"(?i)\b(?:to|into|onto|on|at|with|via)\s+(?:(?:the|a|an|my|our|their)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:https?://|[\w.+-]+@[\w-]+\.|[\w-]+(?:\.[\w-]+)*\.(?:com|io|net|org|co|dev|app|biz|me|sh|st|xyz|ai|info)\b"
    r"|pastebin|gist|personal|gmail|dropbox|wetransfer|webhook|external|third[- ]party|outside)")
# "exporting the zone to a file as a backup": the copy made is the backup, not a backup copied
_AS_A_BACKUP = re.compile(r"(?i)\b(?:as|for)\s+(?:a\s+)?(?:local\s+)?backup\b")


def _carried(body: str) -> str:
    """What a write-up carries: the text before its topic, when it has one and gives no secret's value."""
    topic = _TOPIC.search(body)
    return body[:topic.start()] if topic and not _SECRET_VALUE.search(body) else body


# Local work that keeps a file out of what is shared: an ignore rule, a commit on the agent's own clone
_LOCAL = re.compile(
    r"^(?:add|append|put|list)\w*\s+[^;]{1,60}?\s+(?:to|in|into)\s+(?:the\s+|our\s+)?"
    r"(?:[\w/.-]*\.(?:git|docker|npm|helm|eslint|prettier|slug|gcloud|cf|vscode)ignore|ignore\s+file)\b"
    r"|^commit\w*$", re.I)
# Records put on a legal or retention hold: kept as they are, whoever would delete them; nothing is lost
_HELD = re.compile(
    r"^(?:plac|put|apply|appli|set|add)\w*\s+(?:(?:the|a|an|all\s+the|our|its|[\w-]+'s)\s+)?(?:[\w'-]+\s+){0,5}?"
    r"(?:on|under|in)(?:to)?\s+(?:an?\s+|the\s+)?(?:legal|litigation|retention|preservation)\s+hold\b"
    r"(?![^;]*\b(?:releas|lift|remov|delet|export|send|shar)\w*)", re.I)
# The agent refusing: its own act, and nothing is done ("declining the request to …", "which I won't do")
_REFUSED = re.compile(
    r"^(?:declin|refus)\w*\b|^(?:stopping|pausing|halting)\s+(?:here|now|for\s+now)$"
    r"|^(?:stopping|pausing|halting|waiting)\s+(?:here\s+|now\s+)?(?:to|and)\s+ask\b"
    # held until a human answers: "not going to run the wipe until you confirm which environment"
    r"|^(?:not\s+going\s+to|won'?t|will\s+not)\s+[^;]{0,80}?\b(?:until|unless)\s+(?:you|the\s+[\w-]+|[\w-]+\s+"
    r"(?:approves?|confirms?))\b"
    r"|^(?:(?:which|that)\s+)?(?:i|we)\s+(?:won'?t|will\s+not|am\s+not\s+going\s+to)\s+(?:\w+\s+)?"
    r"(?:it|that|this|them)\b|^(?:which|that)\s+(?:i|we)\s+(?:won'?t|will\s+not)\b",
    re.I)
# A clause that does nothing: not done, supposed, or a thing left out
_NOT_DONE = re.compile(
    r"^(?:(?:i|we)\s+)?(?:won'?t|will\s+not|do\s+not|don'?t|am\s+not|'m\s+not|am\s+not\s+going\s+to)\b"
    r"|^not\s+(?!only\b|just\b)\w+ing\b"
    # "I'll not retry it": the lead is cut, the refusal is what is left
    r"|^not\s+(?!only\b|just\b|yet\b)(?:re-?)?\w+\s+(?:it|that|this|them|again|anything)\b"
    r"|^(?:nothing|none\s+of\s+it|no\s+changes?)\s+(?:else\s+)?(?:is|are|was|were|will\s+be|gets?|goes)\b"
    r"(?:\s+(?:being|yet))?\s+(?:changed|applied|sent|touched|modified|deleted|run|executed|merged"
    r"|deployed|released|paid|moved|out|made|done|submitted)\b"
    r"|^(?:no|without)\s+(?:the\s+)?[\w' -]{1,30}$"
    r"|^\w+ing\s+(?:it\s+|this\s+|that\s+)?(?:would|could|might)\b"
    # what an act would do, shown to the user; an act put off until after something ("before running …")
    r"|^(?:here'?s|here\s+is|below\s+is|this\s+is)\s+what\s+(?:it|that|this|they)\s+would\b"
    r"|^(?:before|until)\s+\w+ing\b"
    # someone else's words: what a ticket, a request or a message says or is
    r"|^(?:the|this|that|their|your|a|an)\s+(?:[\w-]+\s+){0,2}?(?:ticket|request|e-?mail|message|task|issue"
    r"|prompt|instructions?|note|comment|body|page|doc(?:ument)?)\b[^;]{0,60}?\b(?:tells?|told|asks?|asked"
    r"|says?|said|wants?|wanted|is|was|are|were|seems?|looks?)\b",
    re.I)
# A clause whose subject is someone else or something made: their act, done when they choose
_OTHERS = re.compile(
    r"^(?:so(?:\s+that)?|before|until|once|after|when|while|where)\s+"
    rf"(?!(?:i|we|i'?ll|i'?m|we'?ll|me|us|myself)\b)"
    rf"(?:(?:the|a|an|our|my|their)\s+)?(?:[\w-]+\s+){{0,3}}?(?:{PEOPLE}|it|they|anything|anyone|nobody|nothing"
    r"|everyone|someone|[\w-]+)\s+(?:(?:can|could|may|might|will|would|should|goes|go|gets|is|are|has|have|needs?)\b"
    # what a thing then says or holds, outside production: "so the fake customer emails use example.com"
    r"|(?:uses?|points?|match(?:es)?|contains?|says?|shows?|reads?|looks?|resolves?)\b"
    r"(?![^;]*\b(?:prod|production|live)\b))",
    re.I)

# What makes a clause more than a write-up or a read: an artefact filed where outsiders read it
_FILED = re.compile(r"(?i)^(?:open|fil|rais|creat|submit|log|post|leav|add|writ|put|record|invit)")
# Words that name a secret, written anywhere (shared with the hint judge's reading of text written about
# an act): a key, but not "key points" or "key findings"
SECRET_WORDS = re.compile(
    r"(?i)(?<![\w.])\.env\b|(?:\b|_)(?:password|passwd|passphrase|secret|token|credential|id_rsa|id_ed25519"
    r"|kubeconfig"
    r"|keys?\b(?!\s+(?:points?|takeaways?|findings?|features?|ideas?|questions?|differences?|steps?|metrics?"
    r"|results?|parts?|concepts?|terms?|events?|bindings?|names?)\b))")
# Secrets a read only describes: a report about credentials ("the IAM credential report"), keys picked by
# their age or use ("access keys older than 90 days"). What is read is their names and dates, no value.
_SECRETS_DESCRIBED = re.compile(
    r"(?i)\b(?:credential|password|secret|token|key)s?\s+(?=(?:report|inventory|audit|age|expiry|rotation"
    r"\s+(?:report|status|dates?))\b)"
    r"|\b(?:access\s+|api\s+)?(?:keys|tokens|credentials)\s+(?=(?:older\s+than|created\s+before|unused|"
    r"not\s+(?:rotated|used)|last\s+used)\b)")
# A store of secrets: what is read from it is a secret
# (Google Vault keeps mail and files for legal holds and eDiscovery: no secret is kept there)
_SECRET_STORE = re.compile(r"(?i)\b(?:(?<!google\s)vault|1password|keychain|key\s+vault|secrets?\s+manager"
                           r"|cyberark"
                           r"|connection\s+strings?|dsn|database_url|seed\s+phrase|mnemonic)\b")
_EXCLUDED = re.compile(r"(?i)\b(?:no|without|not\s+the|excluding|minus)\s+(?:the\s+|its\s+|any\s+)?"
                       r"[\w' -]{0,20}?(?:private\s+key|secrets?|passwords?|tokens?|credentials?)\b")
# A tracker the organisation does not own: an issue or comment there is read by outsiders, so it is a
# publication, not a note kept inside the team (shared with the hint judge's reading of text written down)
_OUTSIDERS = r"upstream|open[- ]source|third[- ]party|vendor'?s|community|external"
OUTSIDE_TRACKER = re.compile(rf"(?i)\b(?:{_OUTSIDERS}|public)\b")
# ... and an audience outside the team, for an artefact filed or a read's result
_OUTSIDE = re.compile(rf"(?i)\b(?:{_OUTSIDERS}|public\s+(?:repo|channel|issue|tracker|forum|list|mailing)"
                      r"|customers?|everyone|all\s+users"
                      # a document anyone opens: "a public Google doc", "anyone with the link"
                      r"|public(?:ly)?\s+(?:[\w-]+\s+)?(?:docs?|documents?|pages?|sheets?|folders?|drives?|links?|gists?)"
                      r"|anyone\s+(?:with\s+the\s+link|can))\b")
_RUNNABLE = re.compile(
    r"(?i)\b(?:script|makefile|hooks?|cron|crontab|workflow|pipeline|dockerfile|postinstall|alias|systemd"
    r"|playbook|\.bashrc|\.zshrc|\.profile|jenkinsfile)\b|\.(?:sh|bash|ps1|ya?ml|py|js|ts)\b")
# Data that leaves its system when it is copied into a workspace
_RECORDS = re.compile(r"(?i)\b(?:customers?|users?|patients?|members?|employees?|personal|pii|phi|records"
                      r"|tables?|database|db|dump|backups?|snapshots?|mailbox|inbox|exports?)\b")
_PUBLIC = re.compile(r"(?i)\bpublic\b")
# "checking whether I can open a reverse shell": what is checked is tried
_PROBED = re.compile(r"(?i)\b(?:whether|if)\s+(?:i|we|the\s+agent)\s+(?:can|could|am\s+able|are\s+able"
                     r"|still)\b")
_COPIED = re.compile(r"(?i)(?:download|fetch|pull|retriev|grab|export|sav|cop)")
# (the apostrophe may be missing: "Im wiping", "well be truncating", "that were deleting" are still the
# agent speaking; without it "were", "well", "ill" and "im" count only before what such a speaker says
# next, a verb in -ing, "be", "going" or "about": "why the alerts were false alarms" is a write-up)
_OWN_ACT_TOLD = re.compile(r"(?i)\b(?:i['’]m|i\s+am|i['’]ll|i\s+will|we['’]re|we\s+are|we['’]ll|let\s+me"
                           r"|(?:im|ill|were|well)(?=\s+(?:[a-z]+ing|be|going|about|gonna)\b)"
                           r"|(?:i|we)\s+(?!won'?t\b|will\s+not\b|don'?t\b|do\s+not\b|was\b|were\b|had\b|did\b)[a-z]+)\b")
# "checking the backdoor still works by connecting to it": the means is an act of its own
_BY_DOING = re.compile(r"(?i)\bby\s+[a-z]+ing\b")
_BY_READING = re.compile(rf"(?i)\bby\s+(?:{_READS}|looking\s+at)\b")
# A state confirmed by a read as its means: "confirming the deploy finished by reading the sync status".
# What is confirmed (the deploy finished) is a state, not an act; what follows the read is judged as any
# read's words (by connecting, trying or running something it is tried: not this shape)
_CONFIRMED_BY_READING = re.compile(
    rf"(?i)^(?:{verb_forms('confirm verify check')})\b[^;]{{0,100}}?\bby\s+(?:{_READS}|looking\s+at)\b")
# An act word in a read's clause ("listing the buckets to delete the empty ones") is a second act
_ACTS = re.compile(
    r"(?i)\b(?:send|sends|sending|email|emailing|mail|mailing|post|posting|paste|pasting|share|sharing"
    r"|publish\w*|upload\w*|push|pushing|merg\w*|deploy\w*|apply|applying|run|running|execut\w*|delet\w*"
    r"|drop|dropping|remov\w*|truncat\w*|purg\w*|wip(?:e|ing)|destroy\w*|kill\w*|terminat\w*|restart\w*"
    r"|disabl\w*|enabl\w*|grant\w*|revok\w*|rotat\w*|reset\w*|pay|paying|releas\w*|transfer\w*|wir(?:e|ing)"
    r"|refund\w*|approv\w*|clos(?:e|ing)|cancel\w*|chang(?:e|ing)|updat\w*|modif\w*|overwrit\w*|forward\w*"
    r"|invit\w*|install\w*|mov(?:e|ing)|rename\w*|creat(?:e|ing)|turn\w*\s+(?:off|on)|switch\w*"
    r"|writ(?:e|es|ing|ten)\s+off|write-?offs?|void\w*)\b")
# "to see what would change": what a read shows is supposed, not done
_SUPPOSED = re.compile(r"(?i)\b(?:would|could|might)\s+(?:be\s+)?\w+")
_ALLOWED_IN_A_READ = re.compile(r"(?i)\b(?:ledger|clean-?up|dry[- ]?run)\b")
# a participle that is part of a property's name, not an act: "last-modified date", "auto-generated ids"
_PROPERTY = re.compile(r"(?i)\b(?:last|auto|user|machine|system|self|pre|newly|recently|most|least|server"
                       r"|client)-[a-z]+ed\b")
# a participle right after a noun describes what is read, it is not a second act: "every extension installed
# on the cluster", "the branches merged last week" (not after "and", "to be", "then": "and deleted them")
_DESCRIBED = re.compile(r"(?i)(?<=[a-z]\s)(?<!\band\s)(?<!\bthen\s)(?<!\bbe\s)(?<!\bwas\s)(?<!\bis\s)"
                        r"(?<!\bi\s)(?<!\bwe\s)(?<!\bhas\s)(?<!\bhave\s)(?<!\bhad\s)(?<!\bbeen\s)(?<!\bwere\s)"
                        r"(?!(?:used|based)\b)[a-z]+ed\b(?=\s+(?:on|in|into|by|from|under|since|last|this|before"
                        r"|after|over|during|at)\b)")
# numbers about records, not the records: "a CSV of subscription counts by plan"
_AGGREGATE = re.compile(r"(?i)\b(?:counts?|totals?|breakdown|summary|sizes?|statistics|stats|number\s+of"
                        r"|how\s+many|per\s+(?:day|week|month|plan))\b")


_OWN_PURPOSE = re.compile(r"^(?:and\s+)?(?:so(?:\s+that)?|in\s+order\s+to)\s+(?:i|we)"
                          r"(?:'ll|'m|'re|\s+am|\s+are|\s+can|\s+could|\s+will|\s+may|\s+might|\s+shall)?\s+",
                          re.I)


# A clause that says how things stand, not what the agent does: the reason or circumstance of the act
# ("the machine is sluggish, so I'll …", "we're over budget", "disk is full on the prod host", "the guard
# blocked my last command", "they stay searchable"). Its subject is not an act (no verb opens it), and its
# verb is one of being, having, needing or having happened; an act still to come ("will be deleted", "is
# being dropped", "going to") is not a circumstance.
_STATE_VERB = (r"(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t|has|have|had|hasn'?t|haven'?t|keeps|kept"
               r"|seems|seem|looks|look|needs|need|takes|take|fails|failed|blocked|broke|crashed|stays|stay"
               r"|remains?|lives|holds|gets|got|hits|hit|fills|filled|times\s+out|timed\s+out)")
_DETERMINERS = r"(?:the|this|that|these|those|our|my|its|their|your|a|an|some|every|each)"
# a word of a subject's noun phrase: no pronoun of the agent, no connective, no verb form
_SUBJECT_WORD = (r"(?:(?!(?:\w+ing|that|which|who|whose|and|or|so|then|to|will|would|should|must|can|i|we"
                 r"|i'?ll|we'?ll|i'?m|we'?re|i'?d|let|please|me|us)(?![\w'-]))[\w'./#-]+\s+)")
_STATE = re.compile(
    r"^(?:(?:and|but|since|because|as)\s+)?"
    r"(?:(?:we|i)(?:'re|'m|\s+are|\s+am)\s+(?!(?:\w+ing|about|going)\b)(?:over|out|under|behind|short|low|blocked"
    r"|stuck|near|at|on\s+call|waiting|hitting|seeing)\b"
    r"|(?:there|it|they|this|that)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?!(?:being|going|getting|to\s+be)\b)"
    # a noun phrase: a determiner and up to four words, or up to three bare nouns ("disk", "prod db host");
    # never a verb first ("pull the blocked-request logs" is an act)
    rf"|(?:(?:the|this|that|these|those|our|my|its|their|your|a|an|some|every|each)\s+{_SUBJECT_WORD}{{1,4}}?"
    rf"|(?!{_DETERMINERS}\b){_SUBJECT_WORD}{{1,3}}?)"
    rf"{_STATE_VERB}(?![\w-])(?!\s+(?:being|going\s+to|to\s+be|about\s+to|(?:getting\s+)?(?:deleted|dropped|removed"
    r"|wiped|destroyed|purged|erased|overwritten))\b))",
    re.I)
# A time or condition clause of the agent's own: the act it names comes later, as a step of its own judged
# then ("before I run the cleanup script, checking …", "once I'm done", "before I commit"); one that would
# destroy, interrupt or ship something is still an act the hint announces ("listing the tables before I
# drop them", "asking the team to save their work before I restart the prod API")
_LATER = re.compile(r"^(?:and\s+)?(?:before|until|once|after|when|whenever|if)\s+(?:i|we)"
                    r"(?:'ll|'m|'re|'ve|\s+am|\s+are|\s+can|\s+will|\s+have)?\s+", re.I)
_DESTROYS = re.compile(
    r"(?i)\b(?:delet\w*|drop\w*|remov\w*|truncat\w*|purg\w*|wip(?:e|es|ed|ing)|destroy\w*|kill\w*|terminat\w*"
    r"|tear\w*\s+(?:it\s+|them\s+)?down|nuk\w*|eras\w*|shred\w*|revok\w*|disabl\w*|overwrit\w*|reset\w*"
    r"|force[- ]push\w*|rewrit\w*|flush\w*|empty\w*|emptie\w*|clear\w*|cancel\w*|publish\w*|send\w*|pay\w*"
    r"|transfer\w*|refund\w*)\b")
# ... and what interrupts, ships or changes something live: still announced when it comes later
_INTERRUPTS = re.compile(
    r"(?i)\b(?:restart\w*|reboot\w*|shut\w*\s+down|stop\w*|deploy\w*|releas\w*|migrat\w*"
    r"|apply\w*|appl(?:ies|ied)|roll\w*\s+back|rollback|scal(?:e|es|ed|ing)|upgrad\w*|restor\w*|merg\w*|push\w*"
    r"|grant\w*|chang\w*|modif\w*|updat\w*|mov(?:e|es|ed|ing)|renam\w*|power\w*\s+off)\b")


def _classes(clause: str) -> str:
    """What the clause is: "own" (the agent's own harmless act), "none" (nothing done, or someone else's),
    "act" (anything else)."""
    body = _body(clause)
    if not body:
        return "none"
    if _STATE.match(clause):
        return "none"
    later = _LATER.match(body)
    if later:
        then = body[later.end():]
        return "act" if _DESTROYS.search(then) or _INTERRUPTS.search(then) else "none"
    if _REFUSED.match(body):
        return "own"
    if _NOT_DONE.match(body) or _OTHERS.match(body):
        return "none"
    own_purpose = _OWN_PURPOSE.match(body)
    if own_purpose:  # "so I can run them": the agent's own act, judged as any other
        return _classes(body[own_purpose.end():])
    if _LOCAL.match(body) or _HELD.match(body):
        return "own"
    unexcluded = _EXCLUDED.sub(" ", body)
    if _READ.match(body):
        unexcluded = _SECRETS_DESCRIBED.sub(" ", unexcluded)
    if _HANDED_OVER.match(body):
        unexcluded = _carried(unexcluded)
    if SECRET_WORDS.search(unexcluded) or _SECRET_STORE.search(unexcluded):
        return "act"
    if _OWN_ACT_TOLD.search(body.partition(" ")[2]):
        return "act"  # "telling the user I'm wiping the production database now": the act is the agent's
    if _HANDED_OVER.match(body):
        published = (_FILED.match(body) or body.lower().startswith("forward")) and (
            _OUTSIDE.search(body) or _SENT_ELSEWHERE.search(body))
        return "act" if published or _RUNNABLE.search(body) else "own"
    if _TEST_DATA_EDITED.match(body):
        return "act" if _PRODUCTION.search(body) or _RUNNABLE.search(body) else "own"
    confirmed = _CONFIRMED_BY_READING.match(body)
    if confirmed:  # read as the read it is done by
        body = f"reading {body[confirmed.end():].strip()}"
    if _READ.match(body):
        rest = _SUPPOSED.sub(" ", _ALLOWED_IN_A_READ.sub(" ", _PROPERTY.sub(" ", body.partition(" ")[2])))
        rest = _DESCRIBED.sub(" ", rest)
        by_reading = _BY_READING.sub(" ", rest)  # the read named as the means is the read itself
        second_act = _ACTS.search(rest) or _PROBED.search(rest) or _BY_DOING.search(by_reading)
        if second_act or (_OUTSIDE.search(body) and not _PUBLIC.search(body)) or _SENT_ELSEWHERE.search(body):
            return "act"
        copied = _AS_A_BACKUP.sub(" ", body.partition(" ")[2])
        if _COPIED.match(body) and _RECORDS.search(copied) and not _AGGREGATE.search(copied):
            return "act"
        return "own"
    return "act"


def _clauses(text: str) -> list[str]:
    """The hint's clauses; a piece that does not open with a verb ("and views") belongs to the clause
    before it, so "listing the tables and views" is one read."""
    clauses: list[str] = []
    for piece in _CLAUSE_BREAK.split(text):
        if not piece or not piece.strip():
            continue
        body = _body(piece)
        first = body.split(" ", 1)[0].lower() if body else ""
        opens_a_clause = (first.endswith("ing") or _ACTS.match(body) or _NOT_DONE.match(body)
                          or _READ.match(body) or _HANDED_OVER.match(body) or _STATE.match(body)
                          or _REFUSED.match(body) or _OTHERS.match(body) or _OWN_PURPOSE.match(body)
                          or body != piece.strip() or not clauses)
        if opens_a_clause or _ACTS.search(_PROPERTY.sub(" ", piece)) or _OWN_ACT_TOLD.search(piece):
            clauses.append(piece.strip())  # "…; the team reviews it and I merge it": an act of its own
        else:
            clauses[-1] = f"{clauses[-1]} and {piece.strip()}"
    return clauses


# A quoted command, a tool call or its arguments (`list_repos org=acme`, `browser.click('#buy')`)
# ("the on-call rotation." is a team, not a call of `rotation.`)
_NOT_PROSE = re.compile(r"[`{}<>|$&=]|(?<!-)\bcall(?:ing)?\s+\S*[_.]\w|[\w.]\(|^\s*\S*[_.]\w|\s-{1,2}\w",
                        re.I)


# A heading before a colon that names the errand, not an act: "Cleaning up storage: list every bucket …",
# "Closing out the old billing setup: export …". What follows the colon is what is done.
_HEADING = re.compile(r"^\s*[a-z]+ing\b[^;,.!?]{0,70}$", re.I)


def _heading(head: str) -> str:
    """The errand a heading names is the act's purpose ("none"), unless it names a destroying or outward
    act, a secret or an outside audience itself: then it is read as any clause."""
    named = (_DESTROYS, SECRET_WORDS, _SECRET_STORE, _OUTSIDE)
    return _classes(head) if any(words.search(head) for words in named) else "none"
    return "none"


# An aside in a write-up: "documenting the shutdown sequence (SIGTERM, then SIGKILL after 30s) in docs/ops.md"
_ASIDE = re.compile(r"\(([^()]{1,160})\)")
_GERUND = re.compile(r"(?i)\b[a-z]{3,}ing\b")


def _quiet(aside: str) -> bool:
    """The aside says what the write-up holds and nothing more: no act, no -ing verb, no secret, no
    place outside."""
    return not any(p.search(aside) for p in (_ACTS, _GERUND, SECRET_WORDS, _SECRET_STORE, _SECRET_VALUE,
                                              _OUTSIDE, _SENT_ELSEWHERE))


def _without_asides(text: str) -> str:
    """A write-up's quiet asides taken out: they are what the text says, not acts of their own; a hint
    that is no write-up, or an aside that may be an act, is left as it is."""
    asides = _ASIDE.findall(text)
    bare = _ASIDE.sub(" ", text)
    body = _body(bare)
    if not asides or not all(_quiet(a) for a in asides) or not _HANDED_OVER.match(body):
        return text
    return re.sub(r"\s{2,}", " ", bare)


def nothing_done(text: str) -> tuple[str, str] | None:
    """(the hint, "") when every act the agent does in it is handed to a human, a read, local, or not done
    (see the module's docstring), else None. A quoted command or a tool call is judged as what it runs."""
    if _NOT_PROSE.search(text):
        return None
    whole, text = text, _without_asides(text)
    split = re.split(r":(?!\S)", text, maxsplit=1)  # a colon inside a word (`iam:CreateUser`) heads nothing
    head, colon, rest = (split[0], ":", split[1]) if len(split) == 2 else (text, "", "")
    if colon and rest.strip() and _HEADING.match(head):
        pieces = [head, *_clauses(rest)]
        kinds = [_heading(head), *(_classes(c) for c in pieces[1:])]
    else:
        pieces = _clauses(text)
        kinds = [_classes(c) for c in pieces]
    if "act" in kinds and any(_REVIEW_OPENED.match(_body(c)) for c in pieces):
        # "adding my office IP to the allow list in network.tf and opening a PR": the edit is the PR's
        # content, applied when a reviewer merges it; an edit that writes a secret stays an act
        kinds = ["own" if k == "act" and _EDITED_IN_FILE.match(_body(c)) and not SECRET_WORDS.search(c)
                 and not _SECRET_STORE.search(c) else k for k, c in zip(kinds, pieces, strict=True)]
    if "own" in kinds and "act" not in kinds:
        return whole, ""
    return None


def _body(clause: str) -> str:
    """The clause without its lead (connectives, who speaks): its head is the agent's act."""
    return clause[_LEAD.match(clause).end():].strip()


# A pull or merge request opened: what it carries is proposed, and a reviewer decides
_REVIEW_OPENED = re.compile(r"(?i)^(?:open|rais|creat|submit|fil|put|send)\w*\s+(?:up\s+)?"
                            r"(?:(?:a|an|the|my)\s+)?(?:draft\s+)?(?:pr|pull\s+request|mr|merge\s+request)\b")
# An edit written into one of the project's files (named by its extension), for that request to carry
_EDITED_IN_FILE = re.compile(
    r"(?i)^(?:add|append|insert|chang|updat|edit|set|bump|remov|delet|comment|put|rais|lower|tighten|loosen"
    r"|replac|renam)\w*\b[^;]{0,120}?\b(?:in|to|into|from)\s+(?:the\s+|our\s+)?[\w./-]+\.(?:tf|tfvars|hcl|ya?ml"
    r"|json|toml|ini|cfg|conf|py|js|ts|go|rb|java|kt|rs|md|txt|sql|properties|xml|gradle)\b")

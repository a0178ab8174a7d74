"""Word classes for who receives, who holds and which setting is changed, read by effect_frame.py.

A writer who avoids the obvious words still names the audience and the holder: "to the all-staff mailing
list", "the 48k-recipient newsletter", "into the registrar account of the agency", "an outside contractor's
account", "on the GitHub release", "ssl=off". What makes those acts stops is the reach of the receiver (a
whole organisation or customer base, the public, another business) or the control given up (an org-wide
role or a domain now held outside; a security setting switched off for a whole zone). The classes hold
those receivers, holders and settings by meaning, so the combinations carry to products nobody named.

Every pattern is case-insensitive except `env_secret`, whose shape (an upper-case variable name) is what
marks it as a secret's name.
"""

from __future__ import annotations

from dongle.lazy_regex import LazyRegex, any_of, lazy_compile

# Outside the organisation by their relation to it: a firm hired or dealt with. A contractor or consultant
# alone is often one person working inside the team ("the new contractor"); "outside" or "external" says not.
_OUTSIDE_PARTY = (r"(?:agency|vendor|consultancy|freelancer|reseller|supplier|acquirer"
                  r"|counterparty|(?:ad|advertising|marketing|data)\s+partner|broker|outsourcer|integrator)")

EXPOSURE_WORDS: dict[str, LazyRegex] = {
    # a receiver that is a whole organisation or customer base: everyone on it reads what is sent, and what
    # one group may see (salaries, a layoff list, other customers' records) reaches all the rest
    "wide_audience": any_of(
        r"\b(?:all|everyone|allstaff|all-?staff|all-?hands|all-?company|staff|company|employees)@",
        r"\ball[- ](?:staff|hands|company|employees?)\s+(?:[\w-]+\s+)?(?:list|channel|mailing|e-?mail|call"
        r"|meeting|alias|group|distro|thread|chat)\b",
        r"\b(?:company|organi[sz]ation|org)[- ]wide\s+(?:[\w-]+\s+)?(?:list|channel|mailing|e-?mail|alias)\b",
        r"\bto\s+(?:all|every)\s+(?:of\s+)?(?:the\s+|our\s+)?(?:\d[\d,.]*k?\s+)?(?:employees|staff|customers"
        r"|users|subscribers|recipients|members|clients)\b",
        r"\b\d[\d,.]*\s*k?[- ]?(?:recipients?|subscribers?)\b", r"\bnewsletter\b",
        r"#(?:general|all|everyone|announcements?|company)\b"),
    # where what is put is downloaded by anyone: a release's assets, a public package page
    "public_artifact": any_of(r"\b(?:github|gitlab|public)\s+releases?\b",
                              r"\brelease\s+(?:assets?|page|artifacts?|downloads?|notes)\b"),
    # a secret by the shape of its variable name (STRIPE_SECRET_KEY, GITHUB_TOKEN), or a private key's half
    "env_secret": lazy_compile(r"\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE_KEY"
                             r"|API_KEY|ACCESS_KEY|SECRET_KEY|CREDENTIALS?)(?:_[A-Z0-9]+)*\b"
                             r"|(?i:\bprivate\s+(?:half|part|portion)\s+of\b)"),
    # someone who is not the organisation: a firm it hires, sells to or is being bought by
    "outsider": any_of(
        r"\b(?:outside|external|third[- ]party|outsourced)\s+(?:[\w-]+\s+)?(?:contractor|consultant|vendor"
        r"|agency|firm|party|developer|freelancer|company|admin|partner)s?\b",
        r"\b(?:the|an?|our|their)\s+(?:\w+\s+)?" + _OUTSIDE_PARTY + r"(?:'s|s')?\b(?!\s+(?:portal|invoice"
        r"|contract|agreement|quote|report|list|comparison|review))",
        r"\b(?:of|for|to)\s+(?:the\s+|an?\s+)?(?:\w+\s+)?" + _OUTSIDE_PARTY + r"\b",
        # software another business runs, let into the organisation's data
        r"\b(?:marketing|third[- ]party|external|outside|vendor)\s+(?:[\w-]+\s+)?(?:app|plugin|integration"
        r"|add-?on|extension|tool)s?\b"),
    # no agreement covers what is handed over: it leaves with nothing binding the receiver
    "no_agreement": any_of(
        r"\boutside\s+(?:of\s+)?(?:our|the|any)\s+(?:\w+\s+)?(?:dpa|nda|contract|agreement|consent)\b",
        r"\bbefore\s+(?:the|an?|our|any)\s+(?:\w+\s+)?(?:nda|dpa|contract|agreement)\s+(?:is|has\s+been"
        r"|gets?)\s+(?:\w+\s+)?signed\b",
        r"\bwithout\s+(?:an?\s+|any\s+|the\s+)?(?:signed\s+)?(?:nda|dpa|data\s+processing\s+agreement"
        r"|contract|consent)\b",
        r"\bno\s+(?:signed\s+)?(?:nda|dpa|data\s+processing\s+agreement)\b",
        r"\bnot\s+covered\s+by\s+(?:our|the|any)\s+(?:\w+\s+)?(?:dpa|nda|contract|agreement|consent)\b",
        r"\b(?:nda|dpa|contract)\s+(?:isn'?t|is\s+not|hasn'?t\s+been|has\s+not\s+been|not)\s+(?:yet\s+)?signed"),
    # a security setting written as switched off in a call's arguments ("ssl=off", "mfa: false")
    "control_set_off": any_of(
        r"\b(?:ssl|tls|https|hsts|mfa|2fa|auth\w*|encryption|verify|verification|firewall|waf|audit\w*"
        r"|signature\w*|logging|protection|always_use_https|security_level)\s*[=:]\s*['\"]?(?:off|false"
        r"|disabled?|none|no|0|essentially_off)\b"),
    # a setting of a whole domain: every name under the zone is served by it
    "domain_wide": any_of(r"\bzone\s*[=:]\s*\S+", r"\b(?:whole|entire)\s+(?:dns\s+)?zone\b"),
    # the name the domain itself answers on (`name=@`, the apex record): the main site and its mail
    "apex": any_of(r"\bname\s*[=:]\s*['\"]?@(?![\w.])",
                   r"\b(?:apex|root|naked)\s+(?:domain\s+)?(?:a\s+)?record\b"),
    # a call that carries a file or a body to its receivers
    "call_carries": any_of(r"\b(?:attachments?|files?|body|content|html|text)\s*[=:]"),
    # control of the organisation as a whole: a role over its tenant, its domain, ownership of it
    "org_control": any_of(
        r"\b(?:org(?:ani[sz]ation)?|tenant|global|super|workspace|enterprise|domain)[- ]?"
        r"(?:owners?|admin\w*)\b",
        r"\b[\w-]+\.(?:com|io|net|org|co|ai|dev|app)\s+domain\b",
        r"\b(?:our|the\s+company['’]?s?|company|corporate|primary)\s+domain\b",
        r"\bownership\s+of\s+(?:the\s+|our\s+)?(?:org\w*|company|domain|tenant|workspace|account)\b",
        r"\b(?:account|org\w*|workspace|tenant)['’]s\s+(?:primary\s+)?(?:owner|super\s*admin)\s+role\b"),
    # a payee nobody checked: marked unverified in the words or in its identifier
    "unverified_payee": any_of(r"(?:\b|_)unverified(?:\b|_)", r"\bnot\s+(?:yet\s+)?verified\b",
                               r"\bnever\s+(?:been\s+)?verified\b"),
    # a result or a table nobody checked, used for real
    "unchecked": any_of(r"\buntested\b", r"\bunreviewed\b", r"\bunvalidated\b",
                        r"\bwithout\s+(?:any\s+)?(?:testing|validation|review|a\s+dry\s+run)\b"),
    # how an account is logged into or recovered, changed for its holder: whoever gave the new value holds it
    "login_changed": any_of(
        r"\b(?:chang|updat|set|reset|replac|swap|switch)\w*\s+(?:the\s+)?(?:login\s+|account\s+|recovery\s+"
        r"|primary\s+|sign-?in\s+|contact\s+)?(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|mobile(?:\s+number)?"
        r"|2fa|mfa|password|username)\s+(?:on|for|of)\s+(?:the\s+)?(?:account|user|customer|member|client|their"
        r"|his|her|[\w-]+['’]s)\b",
        # the address a whole site's or account's admin resets and notices go to
        r"\b(?:chang|updat|set|replac|swap|switch)\w*\s+(?:the\s+)?(?:admin|owner|root|recovery)\s+e-?mail\b"),
    # a request nobody checked: the verification skipped, or only the requester's word
    "unverified_request": any_of(
        r"\bwithout\s+(?:the\s+|any\s+|a\s+)?(?:[\w-]+\s+)?(?:verification|verifying|identity\s+check|id\s+check"
        r"|callback|call-?back)\b",
        r"\bskip\w*\s+(?:the\s+)?(?:[\w-]+\s+)?(?:verification|identity\s+check|id\s+check|callback)\b",
        r"\b(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:caller|requester|sender|user|visitor|person|someone)\s+(?:gave"
        r"|provided|said|read\s+out|asked\s+for|sent)\b"),
    # many people told something as a fact: what they are told is what they act on
    "told_that": any_of(r"\b(?:tell\w*|told|inform\w*|notif\w+|text\w*|messag\w*|e-?mail\w*|announc\w+"
                        r"|warn\w*)\b"
                        r"[^.;]{0,60}?\bthat\s+(?:[\w'-]+\s+){0,4}?(?:is|are|was|were|has|have|will|must)\b"),
    # read access opened to anyone at all
    "opened_to_anyone": any_of(r"\blet\w*\s+(?:anyone|everyone|the\s+(?:whole\s+)?(?:internet|world"
                               r"|public))\s+(?:on\s+the\s+(?:internet|web)\s+|at\s+all\s+)?(?:read|see|view"
                               r"|open|download|access|list|browse)\b"),
    # the rules every login must meet
    "login_rules": any_of(r"\b(?:password|lockout|login|sign-?in|mfa|2fa)\s+(?:rules|polic(?:y|ies)"
                          r"|requirements"
                          r"|complexity|settings)\b"),
    # anyone at all let in to sign up, and what each newcomer is made
    "open_signup": any_of(r"\b(?:open|public|self[- ]service)\s+(?:user\s+)?(?:registration|sign-?ups?"
                          r"|enrol+ment)\b",
                          r"\banyone\s+can\s+(?:register|sign\s+up|join|enrol+)\b"),
    "default_admin": any_of(r"\b(?:administrator|admin|owner|superuser|super\s+admin)\s+as\s+(?:the\s+)?"
                            r"default\s+role\b",
                            r"\bdefault\s+(?:user\s+)?role\s+(?:to|of|as|set\s+to)\s+(?:administrator|admin|owner"
                            r"|superuser)\b"),
    # a control made weaker rather than switched off
    "weaken": any_of(r"\b(?:lower|weaken|reduc|relax|loosen)\w*\b"),
}

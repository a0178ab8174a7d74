"""Messages and payments sent outside: mail, SMS and notification services, project scripts that mail
a list, and money moved through a payment provider's SDK.

The rubric pauses on "sending messages or payments outside": a sent message cannot be recalled, and
the person who reads it is not the one who asked. What decides is that something leaves for a
recipient (an address, a topic, a phone number, a mailing list), whatever program carries it. A
message addressed to the local machine (a user name without a domain, a test server on localhost)
stays here. Money moved for every object a listing of the account returns (a refund per charge) is
the account's worth at once: a stop, as `LIST | xargs DELETE` is. A test key (`sk_test_…`) moves none.
"""

from __future__ import annotations

_MAIL_CLIENTS = ("mail", "mailx", "s-nail", "sendmail", "mutt", "msmtp", "swaks", "neomutt", "ssmtp")
# a recipient or a mail server on this machine (a test catcher such as Mailhog on localhost:1025)
_TO_LOCAL = ("*@localhost", "*@localhost:*", "*@127.0.0.1", "--server=localhost*", "--server=127.0.0.1*",
             "localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "--dry-run",
             # capture sandboxes that accept mail and never deliver it (Mailtrap's sandbox, Ethereal); their
             # sending services (live.smtp.mailtrap.io) do deliver
             *(f"{prefix}{host}{port}" for prefix in ("", "--server=")
               for host in ("sandbox.smtp.mailtrap.io", "smtp.mailtrap.io", "smtp.ethereal.email")
               for port in ("", ":*")))

_INTERPRETERS = ("python", "python3", "python2", "node", "nodejs", "deno", "bun", "ruby", "php", "perl")
# An SDK call that moves money: a refund, a payout, a transfer, a capture (Stripe, Braintree, Adyen…).
_MONEY_CALL = (r"(?:\b(?:Refund|Payout|Transfer|Topup)(?:\.|::)create|\b(?:refunds|payouts|transfers)\.create"
               r"|\.(?:refund|capture|payout)|(?:PaymentIntent|Charge)(?:\.|::)capture)\s*\(")
# A listing of the whole account: unfiltered, or narrowed only by paging, a state or a date.
_WHOLE_LISTING = (r"\.(?:list|all|list_all)(?:\s*\(\s*\{?\s*(?:(?:limit|status|state|expand|created)\b"
                  r"[^,(){}]*,?\s*)*\}?\s*\)|(?![\w(]))")
_LOOP = r"\b(?:for|each|forEach|map|auto_paging_iter|autoPagingEach|autoPagingToArray)\b"
# ... and only in code that talks to a payment provider (a camera's `.capture()` moves no money)
_TEST_KEY = r"(?!.*\b[sr]k_test_)(?=.*(?i:stripe|braintree|paypal|adyen|razorpay|mollie|squareup|payment))"

RULES = [
    {
        # Postfix's queue files deleted (`postsuper -d ALL`, `-d ALL deferred`): mail accepted from senders
        # and not yet delivered is gone, unseen by anyone
        "id": "msg.mail-queue-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes messages from the mail server's queue: mail accepted and not yet delivered is "
        "lost, and nobody is told",
        "safer": "Look at the queue first (`postqueue -p`, `mailq`), and hold (`postsuper -h`) what you mean "
        "to remove before deleting it.",
        "recovery": "None for deleted queue files: ask the senders to send again.",
        "match": {"cmd": ("postsuper",), "flags_any": ("-d",)},
        "examples": {"match": ["postsuper -d ALL", "postsuper -d ALL deferred", "postsuper -d 3F1A2B4C5D"],
                     "no_match": ["postsuper -h ALL", "postqueue -p", "postsuper -r ALL"]},
    },
    {
        # `postconf -e` rewrites main.cf (`-X` removes a setting, `-M`/`-P` edit master.cf) of the mail
        # server this host runs: the next reload applies it to every message it relays or delivers
        "id": "msg.mail-server-config",
        "level": "destructive",
        "prod": True,
        "reason": "changes the running mail server's configuration (`postconf -e`): relaying, delivery and "
        "limits change for every message once it reloads",
        "safer": "Show the current value first (`postconf NAME`), and test with `postfix check` before "
        "reloading.",
        "recovery": "Set the previous value back (`postconf -e 'NAME = OLD'`) and reload.",
        "match": {"cmd": ("postconf",), "flags_any": ("-e", "-X", "-#", "-M", "-P", "-MX", "-PX", "-M#")},
        "examples": {"match": ["postconf -e 'message_size_limit = 52428800'",
                               "postconf -X smtpd_tls_cert_file"],
                     "no_match": ["postconf -n", "postconf -h virtual_mailbox_base", "postconf mynetworks"]},
    },
    {
        # every address of the Internet counted as the server's own network: it relays mail for anyone,
        # an open relay spammers find within hours (the host and its domain end up on block lists)
        "id": "msg.mail-open-relay",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes the mail server relay for every address (`mynetworks = 0.0.0.0/0`): an open relay "
        "that sends spam for anyone and gets the host block-listed",
        "safer": "List only your own networks in mynetworks, and relay others through SASL authentication.",
        "recovery": "Set mynetworks back, reload, flush the spam from the queue and request delisting.",
        "match": {"cmd": ("postconf",), "flags_any": ("-e",),
                  "words_any": ("*mynetworks*0.0.0.0/0*", "*mynetworks*::/0*", "*mynetworks*0/0*")},
        "examples": {"match": ["postconf -e 'mynetworks = 0.0.0.0/0'"],
                     "no_match": ["postconf -e 'mynetworks = 127.0.0.0/8 10.0.0.0/8'",
                                  "postconf mynetworks"]},
    },
    {
        "id": "msg.payment-every-listed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "refunds, pays out or captures money for every object a listing of the payment account "
        "returns (each charge refunded): the account's worth moved at once",
        "safer": "List first and review; refund the few charges you mean, in test mode before live.",
        "recovery": "Refunds and payouts cannot be recalled: contact the customers and the provider.",
        # anchored at the start, so a failing search costs one pass over the code, not one a position
        "match": {"cmd": _INTERPRETERS,
                  "code": rf"(?s)\A{_TEST_KEY}(?=.*{_LOOP})(?=.*{_WHOLE_LISTING})(?=.*{_MONEY_CALL})"},
        "examples": {
            "match": ["python3 -c \"import stripe,os; stripe.api_key=os.environ['STRIPE_KEY']; "
                      "[stripe.Refund.create(charge=c.id) for c in "
                      "stripe.Charge.list(limit=100).auto_paging_iter()]\"",
                      "node -e \"const s=require('stripe')(process.env.STRIPE_KEY); "
                      "s.charges.list({limit:100}).autoPagingEach(c=>s.refunds.create({charge:c.id}))\"",
                      "ruby -e 'Stripe::Charge.list.each { |c| Stripe::Refund.create(charge: c.id) }'"],
            "no_match": ["python3 -c \"import stripe; stripe.Refund.create(charge='ch_1')\"",
                         "python3 -c \"import stripe; stripe.api_key='sk_test_x'; "
                         "[stripe.Refund.create(charge=c.id) for c in stripe.Charge.list(limit=100)]\"",
                         "python3 -c \"import stripe; [stripe.Refund.create(charge=c.id) for c in "
                         "stripe.Charge.list(customer='cus_1')]\"",
                         "python3 -c \"import stripe; [print(c.id) for c in "
                         "stripe.Charge.list(limit=100)]\""],
        },
    },
    {
        "id": "msg.payment-sdk",
        "level": "destructive",
        "irreversible": True,
        "reason": "moves money through a payment provider's SDK (a refund, a payout, a transfer, a capture)",
        "safer": "Run it with a test key (`sk_test_…`) first; let a human issue live refunds and payouts.",
        "recovery": "Reverse it in the provider's dashboard where it can be; a payout cannot be recalled.",
        "match": {"cmd": _INTERPRETERS, "code": rf"(?s)\A{_TEST_KEY}(?=.*{_MONEY_CALL})"},
        "examples": {
            "match": ["python3 -c \"import stripe; stripe.Refund.create(charge='ch_1')\"",
                      "node -e \"require('stripe')(process.env.STRIPE_KEY).payouts.create({amount:5000,"
                      "currency:'usd'})\""],
            "no_match": ["python3 -c \"import stripe; stripe.api_key='sk_test_x'; "
                         "stripe.Refund.create(charge='ch_1')\"",
                         "python3 -c 'import picamera; c.capture(1)'",
                         "python3 -c \"import stripe; print(stripe.Refund.list(limit=3))\""],
        },
    },
    {
        "id": "msg.mail-send",
        "level": "destructive",
        "irreversible": True,
        "reason": "sends mail to an outside address: a message cannot be recalled once delivered",
        "safer": "Send it to your own address first, or write it to a file for the user to send.",
        "recovery": "Send a correction; the first message stays in the recipient's inbox.",
        # a recipient read from a variable (`while read e; do mutt "$e"`) is someone outside as well
        "match": {"cmd": _MAIL_CLIENTS, "words_any": ("*@*.*", "-t", "--to=*@*", "$*"),
                  "words_none": _TO_LOCAL},
        "examples": {
            "match": ["mail -s 'Q3 numbers' cfo@client-corp.com < report.txt",
                      "sendmail -t < outbox/notice.eml",
                      "swaks --to ops@partner.example --server smtp.partner.example",
                      "swaks --to qa@acme.io --server live.smtp.mailtrap.io:587"],
            "no_match": ["mail -s 'build done' dev < log.txt", "mail -s test dev@localhost < x.txt",
                         "mailx -H", "swaks --to qa@example.com --server localhost:1025",
                         "swaks --to qa@acme.io --server sandbox.smtp.mailtrap.io:2525 --body @welcome.txt"],
        },
    },
    {
        "id": "msg.cloud-send",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "prod_level": "dangerous",
        "reason": "sends email, SMS or push notifications through a cloud service to its recipients",
        "safer": "Send to a sandbox recipient or a test topic first.",
        "recovery": "Send a correction to the same recipients.",
        "match": {
            "cmd": ("aws",),
            "sub": ("ses send-*", "sesv2 send-*", "sns publish", "pinpoint send-*",
                    "pinpoint-sms-voice* send-*"),
        },
        "examples": {
            "match": ["aws ses send-email --from billing@acme.io --destination ToAddresses=ap@client.com "
                      "--message file://m.json",
                      "aws sns publish --topic-arn arn:aws:sns:us-east-1:123:all-users-sms --message hi"],
            "no_match": ["aws ses list-identities", "aws sns list-topics",
                         "aws ses get-send-quota"],
        },
    },
    {
        "id": "msg.api-send",
        "level": "destructive",
        "irreversible": True,
        "reason": "sends an SMS, a call or a chat message through a messaging service's command line",
        "safer": "Send to your own number or a test channel first.",
        "recovery": "Send a correction to the same recipients.",
        "match": {"cmd": ("twilio",), "args_any": ("api:*:messages:create", "api:*:calls:create")},
        "examples": {
            "match": ["twilio api:core:messages:create --to +15557654321 --from +15551234567 --body hi"],
            "no_match": ["twilio api:core:messages:list", "twilio profiles:list"],
        },
    },
    {
        "id": "msg.script-mails-list",
        "level": "destructive",
        "irreversible": True,
        "reason": "runs a project script named for sending mail or notifications, addressed to a whole "
        "list of people (all customers, every user, subscribers)",
        "safer": "Run it with its dry-run option, or against a test list holding only your own address.",
        "recovery": "Send a correction to the same list.",
        "match": {
            "cmd": ("python", "python3", "node", "ruby", "php", "perl", "bash", "sh", "deno", "bun", "tsx",
                    "ts-node"),
            "args_any": ("*send*", "*mail*", "*newsletter*", "*notify*", "*broadcast*", "*campaign*",
                         "*blast*"),
            "words_also": ("*all-*", "*all_*", "--all", "*everyone*", "*customers*", "*subscribers*",
                           "*all-users*", "*members*"),
            "words_none": ("--dry-run", "--dryrun", "-n", "--preview", "--test", "--sandbox"),
        },
        "examples": {
            "match": ["python scripts/send_newsletter.py --list all-customers --template promo.html",
                      "node jobs/notify.js --audience everyone"],
            "no_match": ["python scripts/send_newsletter.py --list all-customers --dry-run",
                         "python scripts/send_newsletter.py --to me@example.com",
                         "python scripts/report_customers.py --all"],
        },
    },
]

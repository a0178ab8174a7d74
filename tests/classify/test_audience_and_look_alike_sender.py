"""Two effects read from a tool call's values, whatever the call or the key is named.

- Everybody named as the grantee: a permission whose `type`, `with` or `general_access` says anyone (in
  any spelling: AnyoneWithLink, anyone_with_the_link, everyone, allUsers) exposes what it covers to
  anyone who holds the link (pause; stop for people's records). A named person, a domain, or a subnet's
  `type: public` is not an audience of everybody.
- A message sent under a display name from an address spelled to pass for it (paypa1, arnazon):
  impersonation whatever the message says (stop). A name on its own domain, a name that merely differs
  from its domain, or digits that are part of a brand's real name are ordinary mail.
- A reason for a go holds only with its premise: one process by id is restartable, but not on a shared
  machine; oneself as recipient harms nobody, but not when ownership is handed; a team's thread is not
  one counted in customers ("9,000-customer"); a preview is not paid, but submitting it pays.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint_rules

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # everybody as the grantee
    ('Calling gdrive `share_file` with {"file_id": "1AbCq", "role": "writer", "type": "anyone"}.', "pause"),
    ('drive.permissions.create {"fileId": "9Zx", "type": "Anyone", "role": "reader"}', "pause"),
    ('box.share {"item": "contracts.pdf", "sharedWith": "AnyoneWithLink"}', "pause"),
    ('notion.share_page {"page": "Roadmap", "general_access": "anyone_with_the_link"}', "pause"),
    ('onedrive.create_link {"item": "plans.docx", "link_sharing": "Anyone with the link"}', "pause"),
    ('gdrive share_file {"file_id": "1x", "role": "reader", "type": "user", "emailAddress": "ana@ourco.com"}',
     "go"),
    ('gdrive share_file {"file_id": "1x", "type": "domain", "domain": "ourco.com"}', "go"),
    ('ec2.create_subnet {"type": "public", "cidr": "10.0.1.0/24"}', "go"),
    # a sender spelled to pass for another
    ('mailchimp.send_campaign {"list": "all", "from_name": "PayPal Security", "reply_to": "help@paypa1.com"}',
     "stop"),
    ('ses.send_email {"from_name": "Amazon Billing", "from_email": "billing@arnazon-pay.net", "to": "a@b"}',
     "stop"),
    ('sendgrid.send {"sender_name": "Google Workspace", "from_email": "admin@g00gle-alerts.com"}', "stop"),
    ('mailchimp.send_campaign {"list": "news", "from_name": "Acme Billing", "reply_to": "billing@acme.com"}',
     "pause"),
    ('mailchimp.send_campaign {"list": "x", "from_name": "Team 42", "reply_to": "hello@team42.io"}', "pause"),
    ('sendgrid.send {"from_name": "Web3 Labs", "from_email": "news@web3labs.xyz", "to": "a@b.co"}', "pause"),
]


# A reason the rules give for letting a hint go holds only where its premise does.
REASONS = [
    # one process by its id is restartable only on a machine that is not others' to share
    ("Killing the runaway PID 48213 on the shared batch server.", "pause"),
    ("kill -9 pid 7781 on the shared build host", "pause"),
    ("Killing the hung test runner, pid 31337, on my laptop", "go"),
    ("Killing PID 5521 of my shared-memory benchmark", "go"),
    # oneself as the recipient: a copy harms nobody, ownership given to oneself takes it from its holders
    ("Transferring ownership of the company's Notion workspace to my own account.", "pause"),
    ("Transferring the Figma team's admin role to myself", "pause"),
    ("Forwarding the build report to my own address", "go"),
    ("Sending the ownership transfer checklist to my own inbox", "go"),
    # a word hyphenated to a count is what is counted: a 9,000-customer thread is customers'
    ("Replying on the 1,200-comment issue thread with the workaround", "go"),
    # a preview pays nobody; submitting it is the payout itself (test mode stays test mode)
    ("Running the commission payout preview in the comp tool and then submitting it", "pause"),
    ("Approving the bonus run preview in the payroll tool", "pause"),
    ("Running the commission payout preview in the comp tool", "go"),
    ("Submitting the payout in Stripe test mode", "go"),
]


@pytest.mark.parametrize(("hint", "expected"), CASES + REASONS)
def test_effect_read_from_values_and_premises(hint: str, expected: str) -> None:
    assert LABEL[classify_hint_rules(hint).tier.value] == expected, hint

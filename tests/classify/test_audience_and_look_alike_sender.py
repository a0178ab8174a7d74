"""Two effects read from a tool call's values, whatever the call or the key is named.

- Everybody named as the grantee: a permission whose `type`, `with` or `general_access` says anyone (in
  any spelling: AnyoneWithLink, anyone_with_the_link, everyone, allUsers) exposes what it covers to
  anyone who holds the link (pause; stop for people's records). A named person, a domain, or a subnet's
  `type: public` is not an audience of everybody.
- A message sent under a display name from an address spelled to pass for it (paypa1, arnazon):
  impersonation whatever the message says (stop). A name on its own domain, a name that merely differs
  from its domain, or digits that are part of a brand's real name are ordinary mail.
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


@pytest.mark.parametrize(("hint", "expected"), CASES)
def test_value_effects(hint: str, expected: str) -> None:
    assert LABEL[classify_hint_rules(hint).tier.value] == expected, hint

"""Money words that do not move all the money: one order refunded in full, messages that ask for none.

"Moves all the money out" is the rubric's stop: a balance paid away, every charge refunded. Two readings
of the words are narrower:

- one named order, ticket or charge refunded "in full" or "a full refund": the full amount of THAT order,
  paid back to its buyer. It is the rubric's "payments outside", a pause a human signs off ("shopify:
  refunding order #10488 in full after the chargeback was confirmed").
- messages sent to many that ask for money or announce something, paying nothing out: invoices to clients
  (money comes in), an invitation, a pricing sheet, a reminder. Sending them is the rubric's "sending
  messages outside", a pause however many receive them ("Sending invoices to all clients.").

Not this (kept a stop): every order or a bulk of refunds (bounded_harm.py), a payout, transfer, wire,
credit or refund beside the messages, money to a payee from a message.
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# One named order, ticket or charge refunded
_ONE_REFUND = lazy_compile(
    r"(?i)\brefund\w*\b[^.;]{0,40}?\b(?:order|ticket|charge|invoice|payment)(?:_id=|\s+id\s+|\s*#\s*|\s+)\d{3,}\b"
    r"|\b(?:order|ticket|charge)(?:_id=|\s*#\s*|\s+)\d{3,}\b[^.;]{0,40}?\brefund\w*\b")
# Several orders, tickets or charges named: more than one refund
_MORE_THAN_ONE = lazy_compile(r"(?i)\b(?:orders|tickets|charges)\b|#?\d{3,}\s*(?:,|and)\s*#?\d{3,}")
# Messages that ask for money or tell something, sent to many
_MESSAGES = lazy_compile(
    r"(?i)\b(?:send\w*|email\w*|mail\w*|mass-email\w*)\b[^.;]{0,40}?\b(?:invoices?|invit\w+|pricing\s+sheet"
    r"|reminders?|announcements?|newsletters?|surveys?|updates?)\b")
# Money paid out beside them
_PAID_OUT = lazy_compile(
    r"(?i)\b(?:refund\w*|payouts?|pay\w*|transfer\w*|wir\w+|credits?|gift\s+cards?|coupons?|discount\w*|free"
    r"|balance|funds|bank|purchased\s+list)\b")


def one_order_refunded(text: str) -> str:
    """The words of one named order's refund, or ""."""
    return said_unless(text, _MORE_THAN_ONE, _ONE_REFUND)


def messages_asking_no_money(text: str) -> str:
    """The words of messages to many that pay nothing out, or ""."""
    return said_unless(text, _PAID_OUT, _MESSAGES)

"""Acts that speak or commit for someone else, or to many at once: a human confirms them (pause, not go).

The clause reader sees "update", "accept" or "reply" and reads a routine change. What makes these acts weigh
is whose they are and who hears them:

- someone's pay set or changed (a compensation record, a salary, a rate): the employee is paid by it, and a
  wrong figure reaches their account and their contract;
- someone else's request approved (time off, an expense, a purchase order, a timesheet): the approver's
  decision is made for them, and money or absence follows;
- an invitation accepted or declined, or a reply sent, on another person's calendar or inbox (an executive's,
  a colleague's): it commits them to the counterparty in their name;
- a reply to all, or a forward to everyone, carrying figures or an attachment: whatever is in it reaches
  every reader at once, and a message is not taken back.

Each reading needs every group in one acted sentence (considered.py drops a question, a draft, a refusal) and
none of its `unless` words (a schema or test being built, the agent's own calendar, a submission for someone
else's approval). They only pause: nothing here stops or lowers a verdict.
"""

from __future__ import annotations

from dongle.classify.critical_readings import Reading, readings_found
from dongle.classify.prose import Finding
from dongle.lazy_regex import LazyRegex, any_of
from dongle.levels import DangerLevel as L

WORDS: dict[str, LazyRegex] = {
    # setting or changing what a person is paid
    "pay_set": any_of(
        r"\b(?:updat|chang|set|rais|lower|cut|adjust|edit|increas|decreas|bump|modif)\w*[\s_]+(?:\S+\s+){0,5}?"
        r"(?:compensation|salary|salaries|pay\s*rates?|base\s+pay|hourly\s+rates?|wages?|pay\s+grade)\b",
        r"\b(?:update|set|change|edit|adjust|create|add)_(?:\w+_)?(?:compensation|salary|pay_rate|wage)s?\b",
        r"\b(?:update|edit|modify|patch)_(?:employee|worker|job|offer|contract)\w*\b[^.;]{0,200}?[\"']?"
        r"(?:base_?salary|salary|compensation|pay_?rate|hourly_?rate|annual_?pay)[\"']?\s*:\s*\d"),
    # the pay as a thing built or looked at: a column, a form, a report
    "pay_built": any_of(r"\b(?:schema|column|field|migration|fixtures?|mock\w*|tests?|sandbox|demo|report"
                        r"|dashboard|template|bands?|spreadsheet|docs?|document|policy|guidelines?"
                        r"|benchmarks?)\b"),
    # approving another person's request
    "approves": any_of(
        r"\bapprov(?:e|es|ing)\s+(?:(?!that\b|which\b|who\b|for\b)[\w'’-]+\s+){0,3}?(?:time[\s_-]?off|pto|leave|vacation|expenses?|expense"
        r"\s+reports?|purchase\s+orders?|invoices?|timesheets?|reimbursements?|overtime|access\s+requests?)\b",
        r"\bapprove_(?:\w+_)?(?:time_?off|pto|leave|expense|purchase_order|invoice|timesheet|reimbursement"
        r"|request)s?\b"),
    "for_approval": any_of(r"\bsubmit\w*\b", r"\bfor\s+(?:\S+\s+)?approval\b", r"\brequest\w*\s+approval\b",
                           r"\bpending\s+approval\b", r"\bmy\s+own\b"),
    # acting in another person's calendar or inbox
    "for_another": any_of(
        r"\bon\s+(?:the\s+)?(?:ceo|cfo|coo|cto|cmo|founder|president|chair\w*|vp|director|boss|manager"
        r"|(?-i:[A-Z][a-z]+))['’]s\s+(?:calendar|inbox|behalf|account)\b",
        r"\bon\s+behalf\s+of\s+(?:the\s+|our\s+|my\s+)?(?:ceo|cfo|coo|cto|founder|president|chair\w*|vp"
        r"|director|boss|manager|(?-i:[A-Z][a-z]+))\b",
        r"\bcalendar_?id[\"']?\s*:\s*[\"'](?:ceo|cfo|coo|cto|cmo|founder|president|chair)\w*@"),
    "commits": any_of(r"\b(?:accept|declin|reply|replie|respond|rsvp|confirm|send|sent|schedul|creat|book"
                      r"|cancel|reschedul|invit|tell|told|answer)\w*\b"),
    "own_or_draft": any_of(r"\bmy\s+own\s+calendar\b", r"\btentative\w*\b", r"\bhold\s+(?:a\s+)?slot\b"),
    # a reply to everyone on a thread, or a forward to everyone
    "to_all": any_of(r"\brepl(?:y|ying|ied|ies)[\s_-]+(?:to\s+)?all\b", r"\breply_all\b",
                     r"\bforward\w*\b[^.;]{0,60}?\bto\s+(?:all|everyone|the\s+(?:whole|entire))\b"),
    "carries": any_of(r"\battach\w*\b", r"\bfinancials?\b", r"\bnumbers\b", r"\bfigures\b",
                      r"\bcap\s+table\b", r"\bforecast\w*\b", r"\bsalar\w*\b", r"\bconfidential\b",
                      r"\bboard\b", r"\binvestors?\b", r"\brevenue\b", r"\bterm\s+sheet\b"),
}

READINGS: tuple[Reading, ...] = (
    Reading("hint.pay-set", (("pay_set",),), ("pay_built",),
            "what a person is paid set or changed: they are paid by it, and a wrong figure reaches their "
            "account and their contract, so a human confirms it",
            (('calling update_compensation on bamboohr server with {"employee_id": "E1092", "rate": 118000}',
              "pause"),
             ("Raising Dana's base salary to $96,000 in Workday from January.", "pause"),
             ("Adding a salary column to the employees table migration.", "go"),
             ('calling get_employee on bamboohr server with {"employee_id": "E1092", "fields": ["salary"]}',
              "go")),
            level=L.DESTRUCTIVE, words=WORDS),
    Reading("hint.approved-for-another", (("approves",),), ("for_approval",),
            "another person's request approved: the decision is made for the approver, and money or absence "
            "follows it",
            (('calling approve_time_off on bamboohr server with {"request_id": 5521, "employee_id": "E2040"}',
              "pause"),
             ("Approving Marco's expense report for the Berlin trip.", "pause"),
             ("Submitting my expense report for the client lunch for approval.", "go"),
             ("Building the payment batch for approved invoices and leaving it for the controller.", "go")),
            level=L.DESTRUCTIVE, words=WORDS),
    Reading("hint.commits-another", (("for_another",), ("commits",)), ("own_or_draft",),
            "an invitation answered or a message sent in another person's name: it commits them to the "
            "counterparty, so a human confirms it",
            (("accepting Brightline's renewal call on the CEO's calendar and replying that she'll attend",
              "pause"),
             ('calling create_event on google_calendar server with {"calendarId": "ceo@acme.com", "summary": '
              '"Board prep"}', "pause"),
             ("accepting the design review invite on my own calendar", "go"),
             ("Adding a tentative hold on the CEO's calendar for the board prep.", "go")),
            level=L.DESTRUCTIVE, words=WORDS),
    Reading("hint.reply-all-carries", (("to_all",), ("carries",)), (),
            "a reply to everyone on a thread, or a forward to everyone, carrying figures or an attachment: "
            "whatever is in it reaches every reader at once, and a message is not taken back",
            (("replying all on the board thread with the updated financials attached", "pause"),
             ("Forwarding the board pack with the Q4 numbers to everyone in the company.", "pause"),
             ("replying all on the offsite thread to say thanks", "go")),
            level=L.DESTRUCTIVE, words=WORDS),
)


def on_behalf(text: str) -> list[Finding]:
    """A pause finding for each act above that holds in an acted sentence of `text`."""
    return list(readings_found(READINGS, text))

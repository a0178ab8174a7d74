"""The console's pages, rendered on the server from views. No page holds a secret except the
Pending page right after a "show code" POST redirected to it (once), and no response is cached."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from urllib.parse import urlencode

from dongle.console import charts
from dongle.console.html import Html, csrf_field, esc, h, join, post_button, table
from dongle.console.insights import Insights
from dongle.console.labels import TokenFact, detail, event_words, outcome_key, outcome_words, when
from dongle.console.proxy_view import sentence as proxy_sentence
from dongle.console.views import HARD_STOP_TIERS, BlockView, ExecutionView, PendingItem, PolicyView
from dongle.levels import DangerLevel
from dongle.store.records import AuditEntry
from dongle.visible import visible

NAV = (
    ("/pending", "Pending"),
    ("/agents", "Agents"),
    ("/activity", "Activity"),
    ("/audit", "Audit"),
    ("/policy", "Policy"),
    ("/insights", "Insights"),
)

# The second confirmation an approval of a hard stop must carry (checked on the server).
HARD_STOP_FIELD = "lift_hard_stop"
HARD_STOP_VALUE = "yes"

TIER_TEXT = {
    "confirm": "needs approval",
    "verify": "needs verification",
    "danger_zone": "hard stop",
    "deny": "hard stop (deny rule)",
}


def time_tag(ts: float | None) -> Html:
    if ts is None:
        return Html("")
    return h("time", when(ts), datetime=datetime.fromtimestamp(ts, UTC).isoformat())


def danger_label(level: int | None) -> str:
    if level is None:
        return "unknown"
    try:
        return f"{DangerLevel(level).label} ({level})"
    except ValueError:
        return str(level)


def badge(text: str, tone: str = "") -> Html:
    return h("span", text, class_=f"badge {tone}".strip())


def tier_badge(tier: str | None) -> Html:
    tone = {"danger_zone": "bad", "deny": "bad", "verify": "warn", "confirm": "warn", "advisory": "good"}
    return badge(tier or "-", tone.get(tier or "", ""))


def layout(title: str, body: Html, *, active: str, csrf: str | None, notice: Html | None = None) -> str:
    """The page shell: skip link, navigation with aria-current, a logout form, then the page."""
    nav = None
    logout = None
    if csrf is not None:
        items = [
            h("li", h("a", label, href=path, aria_current="page" if path == active else None))
            for path, label in NAV
        ]
        nav = h("nav", h("ul", *items), aria_label="Console pages")
        logout = post_button("/logout", "Log out", csrf)
    head = join(
        [
            Html('<meta charset="utf-8">'),
            h("meta", name="viewport", content="width=device-width, initial-scale=1"),
            h("title", f"{title} · dongle console"),
            h("link", rel="stylesheet", href="/static/console.css"),
            h("script", src="/static/console.js", defer=True),
        ]
    )
    header = h("header", h("span", "Safety dongle console", class_="brand"), nav, logout, class_="top")
    doc = join(
        [
            Html("<!doctype html>"),
            h(
                "html",
                h("head", head),
                h(
                    "body",
                    h("a", "Skip to content", href="#main", class_="skip"),
                    header,
                    h("main", h("h1", title), notice, body, id="main", tabindex="-1"),
                ),
                lang="en",
            ),
        ]
    )
    return doc.text


def notice_box(message: str | None, tone: str = "ok") -> Html | None:
    if not message:
        return None
    return h("div", message, class_=f"notice {tone}", role="alert" if tone == "error" else "status")


# ---------------------------------------------------------------------------------------- login


def login_page(token: str, *, error: str | None = None, locked_for: float = 0) -> str:
    if locked_for > 0:
        error = (
            f"Too many wrong passphrases. The form is locked for {math.ceil(locked_for)} more seconds. "
            "This has been recorded in the audit log."
        )
    form = h(
        "form",
        h("input", type="hidden", name="csrf", value=token),
        h(
            "div",
            h("label", "Operator passphrase", for_="passphrase"),
            h(
                "input",
                type="password",
                id="passphrase",
                name="passphrase",
                autocomplete="current-password",
                required=True,
                autofocus=True,
                disabled=locked_for > 0,
                aria_describedby="login-help",
            ),
            class_="field",
        ),
        h(
            "p",
            "The passphrase set with ",
            h("code", "dongle operator init"),
            ". Only a human should know it.",
            id="login-help",
            class_="muted",
        ),
        h("button", "Log in", type="submit", class_="primary", disabled=locked_for > 0),
        method="post",
        action="/login",
    )
    body = h("div", form, class_="card login")
    return layout("Log in", body, active="", csrf=None, notice=notice_box(error, "error"))


# -------------------------------------------------------------------------------------- pending


def pending_page(
    items: Sequence[PendingItem],
    csrf: str,
    *,
    revealed: tuple[str, str] | None = None,
    notice: Html | None = None,
    now: float | None = None,
) -> str:
    """Newest first. `revealed` is (item_id, code) only in the first GET after a "show code" POST."""
    now = time.time() if now is None else now
    items = sorted(items, key=lambda i: i.created_at, reverse=True)
    live = [i for i in items if i.ended is None]
    ended = [i for i in items if i.ended is not None]
    if not live:
        body = h("p", "Nothing is waiting for you.", class_="empty")
    else:
        body = join(_pending_card(item, csrf, revealed, now) for item in live)
    if ended:
        body = join(
            [
                body,
                h("h2", "No longer waiting", id="ended"),
                h(
                    "p",
                    "These challenges are still open in the store, but no agent waits on them any more. "
                    "Dismiss one to close it (audited as a denial).",
                    class_="muted",
                ),
                join(_ended_card(item, csrf) for item in ended),
            ]
        )
    intro = h(
        "p",
        "Confirmations and verification challenges from your agents, newest first. "
        "A verification code appears only here, after you ask for it, and only once.",
        class_="muted",
    )
    return layout("Pending", join([intro, body]), active="/pending", csrf=csrf, notice=notice)


def waiting_text(item: PendingItem) -> str:
    """Who waits on a live item, and until when, said plainly on its card."""
    if item.kind == "confirmation":
        return "Waiting: the agent retries this exact action once you approve, until the time runs out."
    if item.tier in HARD_STOP_TIERS:
        return "Waiting: the agent stays blocked until this is verified or you lift it here."
    return "Waiting: the agent is paused on this until you decide or the time runs out."


def _pending_card(item: PendingItem, csrf: str, revealed: tuple[str, str] | None, now: float) -> Html:
    heading_id = f"item-{item.item_id}"
    kind = "Confirmation" if item.kind == "confirmation" else "Verification challenge"
    left = max(0, int(item.expires_at - now))
    facts = [
        ("What", kind + " — " + TIER_TEXT.get(item.tier, item.tier)),
        ("Status", h("span", waiting_text(item), class_="waiting")),
        ("Agent", h("code", item.agent)),
        ("Danger", danger_label(item.danger_level)),
        ("Tier", tier_badge(item.tier)),
        ("Why", item.reason),
    ]
    if item.proxy is not None:
        facts[1:1] = [("What it will do", h("span", proxy_sentence(item.proxy), class_="does"))]
        if item.proxy.reasons:
            facts[-1] = ("Why the proxy asks", h("ul", *[h("li", r) for r in item.proxy.reasons]))
    if item.factors:
        facts.append(("Factors", h("ul", *[h("li", f) for f in item.factors])))
    if item.rules:
        facts.append(("Rules", join((h("code", r) for r in item.rules), ", ")))
    facts.append(("Safer alternative", item.safer_alternative or "none known"))
    facts.append(
        ("Time left", h("span", f"{left // 60} min {left % 60} s", data_expires=f"{item.expires_at:.0f}"))
    )
    facts.append(("Requested", time_tag(item.created_at)))
    facts.append(("Id", h("code", item.item_id)))
    dl = h("dl", join(join([h("dt", k), h("dd", v)]) for k, v in facts), class_="facts")
    label = f"{item.action[:60]} from {item.agent}"
    buttons = [
        post_button(
            f"/pending/{item.item_id}/approve",
            "Approve",
            csrf,
            css="primary",
            aria_label=f"Approve: {label}",
            extra=_hard_stop_check(item),
        ),
        post_button(f"/pending/{item.item_id}/deny", "Deny", csrf, css="danger", aria_label=f"Deny: {label}"),
    ]
    code_box = None
    if item.kind == "challenge":
        if revealed and revealed[0] == item.item_id:
            code_box = h(
                "div",
                h(
                    "p",
                    "Verification code — give it to the agent's ",
                    h("code", "verify_challenge"),
                    " call, or press Approve here:",
                ),
                h("output", revealed[1], id="verification-code", aria_live="polite"),
                h(
                    "p",
                    "It is shown once: reloading this page will not show it again. "
                    "Asking again issues a new code and invalidates this one.",
                    class_="muted",
                ),
                class_="code-box",
            )
        else:
            text = "Show a new code" if item.code_issued else "Show code"
            buttons.insert(
                0, post_button(f"/pending/{item.item_id}/code", text, csrf, aria_label=f"{text}: {label}")
            )
    return h(
        "section",
        h("h2", h("code", visible(item.action)), id=heading_id),
        dl,
        code_box,
        h("div", *buttons, class_="actions"),
        class_=f"card tier-{item.tier}",
        aria_labelledby=heading_id,
    )


def _ended_card(item: PendingItem, csrf: str) -> Html:
    """An open challenge nobody waits on: said as ended, without countdown, code or Approve."""
    heading_id = f"item-{item.item_id}"
    facts = [
        ("Status", h("span", f"Ended: the agent no longer waits on this; {item.ended}.", class_="ended")),
        ("Agent", h("code", item.agent)),
        ("Tier", tier_badge(item.tier)),
        ("Why it paused", item.reason),
        ("Requested", time_tag(item.created_at)),
        ("Open in the store until", time_tag(item.expires_at)),
        ("Id", h("code", item.item_id)),
    ]
    dl = h("dl", join(join([h("dt", k), h("dd", v)]) for k, v in facts), class_="facts")
    dismiss = post_button(
        f"/pending/{item.item_id}/deny",
        "Dismiss",
        csrf,
        aria_label=f"Dismiss: {item.action[:60]} from {item.agent}",
    )
    return h(
        "section",
        h("h3", h("code", visible(item.action)), id=heading_id),
        dl,
        h("div", dismiss, class_="actions"),
        class_="card ended",
        aria_labelledby=heading_id,
    )


def _hard_stop_check(item: PendingItem) -> Html | None:
    """The second, explicit confirmation a hard stop's Approve needs: a box the operator ticks.

    `required` keeps the browser from sending the form unticked; the server refuses it anyway."""
    if item.kind != "challenge" or item.tier not in HARD_STOP_TIERS:
        return None
    box_id = f"lift-{item.item_id}"
    return h(
        "span",
        h("input", type="checkbox", id=box_id, name=HARD_STOP_FIELD, value=HARD_STOP_VALUE, required=True),
        h("label", "I have checked this action: approving lifts its hard stop", for_=box_id),
        class_="confirm-check",
    )


# --------------------------------------------------------------------------------------- agents


def agents_page(
    executions: Sequence[ExecutionView], blocks: Sequence[BlockView], csrf: str, notice: Html | None = None
) -> str:
    rows = [
        [
            h("code", e.agent),
            h("code", e.execution_id),
            e.status,
            f"{e.step_count} of {e.max_steps}",
            time_tag(e.started_at),
            h("code", e.paused_by) if e.paused_by else "-",
        ]
        for e in executions
    ]
    active = table(
        "Active executions",
        ["Agent", "Execution", "Status", "Steps", "Started", "Paused by"],
        rows,
        empty="No agent is executing right now.",
        css="stack",
    )
    cards = []
    for b in blocks:
        reason_id = f"unblock-reason-{abs(hash(b.agent))}"
        form = h(
            "form",
            csrf_field(csrf),
            h(
                "div",
                h("label", "Reason for the override (recorded in the audit log)", for_=reason_id),
                h("input", type="text", id=reason_id, name="reason", required=True, maxlength=500),
                class_="field",
            ),
            h(
                "button",
                "Unblock (admin override)",
                type="submit",
                class_="danger",
                aria_label=f"Unblock {b.agent} (admin override)",
            ),
            method="post",
            action=f"/agents/{b.agent}/unblock",
        )
        facts = [
            ("Reason", b.reason),
            ("Blocked since", time_tag(b.blocked_at)),
            ("Challenge", h("code", b.challenge_id) if b.challenge_id else "-"),
        ]
        if b.factors:
            facts.append(("Factors", h("ul", *[h("li", f) for f in b.factors])))
        dl = h("dl", join(join([h("dt", k), h("dd", v)]) for k, v in facts), class_="facts")
        cards.append(
            h("section", h("h3", "Blocked: ", h("code", b.agent)), dl, form, class_="card tier-danger_zone")
        )
    blocked = join(cards) if cards else h("p", "No agent is blocked.", class_="empty")
    body = join(
        [
            h("h2", "Active executions"),
            active,
            h("h2", "Blocked agents"),
            h(
                "p",
                "A hard block lifts when the human verifies its challenge. Unblocking here is "
                "an admin override: it skips verification and is audited.",
                class_="muted",
            ),
            blocked,
        ]
    )
    return layout("Agents", body, active="/agents", csrf=csrf, notice=notice)


# ------------------------------------------------------------------------------------- activity

ACTIVITY_TIERS = ("advisory", "confirm", "verify", "danger_zone")


def activity_row(entry: AuditEntry, tokens: dict[str, TokenFact] | None = None) -> dict[str, str]:
    """The JSON shape a live row carries (also the server-rendered row): events and outcomes in words."""
    return {
        "seq": str(entry.seq),
        "time": when(entry.timestamp),
        "agent": entry.agent or "-",
        "event": event_words(entry.event),
        "tier": str((entry.data or {}).get("tier") or "-"),
        "outcome": outcome_words(outcome_key(entry)),
        "action": detail(entry, tokens, limit=300),
    }


def activity_page(
    entries: Sequence[AuditEntry],
    csrf: str,
    *,
    agent: str,
    tier: str,
    outcome: str,
    agents: Sequence[str],
    outcomes: Sequence[tuple[str, str]],
    tokens: dict[str, TokenFact] | None = None,
) -> str:
    """`outcomes` are the filter's (key, words): the words show, the key is sent and mapped back."""

    def select(name: str, label: str, options: Sequence[tuple[str, str]], chosen: str) -> Html:
        opts = [h("option", "all", value="", selected=not chosen)]
        opts += [h("option", words, value=key, selected=key == chosen) for key, words in options]
        return h(
            "div",
            h("label", label, for_=f"f-{name}"),
            h("select", *opts, id=f"f-{name}", name=name),
            class_="field",
        )

    filters = h(
        "form",
        h(
            "div",
            select("agent", "Agent", [(a, a) for a in agents], agent),
            select("tier", "Tier", [(t, t) for t in ACTIVITY_TIERS], tier),
            select("outcome", "Outcome", outcomes, outcome),
            h("button", "Filter", type="submit"),
            class_="filters",
        ),
        method="get",
        action="/activity",
        aria_label="Filter activity",
    )
    keys = ["time", "agent", "event", "tier", "outcome", "action"]
    rows = [activity_row(e, tokens) for e in reversed(entries)]
    body_rows = join(h("tr", *[h("td", r[k], data_label=k) for k in keys]) for r in rows)
    empty = (
        None
        if rows
        else h(
            "p",
            "No decisions match yet; new ones appear here as they happen.",
            id="activity-empty",
            class_="empty",
        )
    )
    tbl = h(
        "div",
        h(
            "table",
            h("caption", "Decisions, newest first"),
            h("thead", h("tr", *[h("th", k, scope="col") for k in keys])),
            h("tbody", body_rows, id="activity-body", aria_live="polite"),
            class_="stack",
        ),
        class_="table-wrap",
    )
    status = h("p", "Live: connecting…", id="live-status", class_="live muted", role="status")
    return layout("Activity", join([filters, status, empty, tbl]), active="/activity", csrf=csrf)


# ---------------------------------------------------------------------------------------- audit


def audit_page(
    entries: Sequence[AuditEntry],
    csrf: str,
    *,
    page: int,
    pages: int,
    total: int,
    chain_ok: bool,
    problems: Sequence[str],
    tokens: dict[str, TokenFact] | None = None,
) -> str:
    if chain_ok:
        status = h(
            "div",
            f"Chain verified: all {total} entries link to their predecessors and match their hashes.",
            class_="notice ok",
            role="status",
        )
    else:
        status = h(
            "div",
            h("strong", "Chain broken. "),
            "The log was edited, cut or reordered:",
            h("ul", *[h("li", p) for p in problems[:20]]),
            class_="notice error",
            role="alert",
        )
    rows = [
        [
            str(e.seq),
            time_tag(e.timestamp),
            h("span", event_words(e.event), title=e.event),
            h("code", e.agent or "-"),
            danger_label(e.danger_level) if e.danger_level is not None else "-",
            outcome_words(outcome_key(e)),
            detail(e, tokens),
            h("code", e.hash[:12], title=e.hash, class_="hash"),
        ]
        for e in entries
    ]
    tbl = table(
        f"Entries (page {page} of {pages})",
        ["#", "Time", "Event", "Agent", "Danger", "Outcome", "Detail", "Hash"],
        rows,
        empty="The log is empty.",
        css="stack",
    )
    nav = []
    if page > 1:
        nav.append(h("a", "← Newer", href="/audit?" + urlencode({"page": page - 1}), rel="prev"))
    nav.append(h("span", f"Page {page} of {pages}", class_="muted"))
    if page < pages:
        nav.append(h("a", "Older →", href="/audit?" + urlencode({"page": page + 1}), rel="next"))
    export = h("p", h("a", "Export the whole log (JSON Lines)", href="/audit/export", download="audit.jsonl"))
    body = join([status, export, h("nav", *nav, class_="pager", aria_label="Audit pages"), tbl])
    return layout("Audit", body, active="/audit", csrf=csrf)


# --------------------------------------------------------------------------------------- policy


def policy_page(view: PolicyView, csrf: str) -> str:
    sources = (
        h("ol", *[h("li", h("code", s)) for s in view.sources])
        if view.sources
        else h("p", "No policy file: the built-in defaults are in force.", class_="empty")
    )
    settings = table(
        "Settings",
        ["Setting", "Value", "From"],
        [[h("code", n), h("code", v), h("code", s)] for n, v, s in view.settings],
        empty="No settings.",
        css="stack",
    )
    rules = table(
        "Rules",
        ["List", "Pattern", "From"],
        [[r.section, h("code", r.value), h("code", r.source)] for r in view.rules],
        empty="No pattern rules are configured.",
        css="stack",
    )
    problems = (
        h("div", h("ul", *[h("li", p) for p in view.problems]), class_="notice error", role="alert")
        if view.problems
        else None
    )
    body = join(
        [
            problems,
            h("h2", "Where the policy comes from"),
            h("p", "Later files may only tighten earlier ones.", class_="muted"),
            sources,
            h("h2", "Settings in force"),
            settings,
            h("h2", "Pattern rules in force"),
            rules,
        ]
    )
    return layout("Policy", body, active="/policy", csrf=csrf)


# ------------------------------------------------------------------------------------- insights


def insights_page(ins: Insights, csrf: str) -> str:
    median = f"{ins.approval_median:.0f} s" if ins.approval_median is not None else "-"
    p90 = f"{ins.approval_p90:.0f} s" if ins.approval_p90 is not None else "-"
    figures = h(
        "div",
        charts.stat("decisions recorded", ins.decisions),
        charts.stat("pauses", ins.pauses),
        charts.stat("hard stops", ins.stops),
        charts.stat("human approvals", ins.approvals),
        charts.stat("denials by a human", ins.denials),
        charts.stat("admin overrides", ins.overrides),
        charts.stat("median time to approve", median),
        charts.stat("90th percentile", p90),
        class_="stats",
    )
    body = join(
        [
            h(
                "p",
                f"From {ins.entries} audit entries. Use these to tune the policy: a rule that pauses often "
                "and is always approved may be too strict; one that stops often deserves a safer habit.",
                class_="muted",
            ),
            figures,
            h(
                "div",
                h(
                    "section",
                    h("h2", "Pauses and stops by rule"),
                    charts.bar_chart("Pauses and stops by rule", ins.by_rule[:12]),
                ),
                h(
                    "section",
                    h("h2", "Pauses and stops by agent"),
                    charts.bar_chart("Pauses and stops by agent", ins.by_agent[:12]),
                ),
                class_="grid2",
            ),
            h(
                "section",
                h("h2", "Pauses and stops by day"),
                charts.column_chart("Pauses and stops by day", ins.by_day[-30:]),
            ),
            h(
                "section",
                h("h2", "Overrides and human decisions"),
                charts.bar_chart("Operator decisions", ins.operator_actions),
            ),
        ]
    )
    return layout("Insights", body, active="/insights", csrf=csrf)


def error_page(title: str, message: str, csrf: str | None) -> str:
    return layout(title, h("p", esc(message)), active="", csrf=csrf)

"""Insights figures from a real audit log, `dongle stats` in a subprocess, and the Policy view."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from dongle.console.insights import compute, render_text
from dongle.console.policy_view import BUILT_IN, build
from dongle.policy import default_policy, load_policy
from dongle.service import SafetyService
from dongle.store import open_store


class Clock:
    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


def populated(db: Path) -> None:
    """Two pauses approved after 30 s and 90 s, one hard stop overridden, one denial, over two days."""
    clock = Clock(1_800_000_000.0)
    svc = SafetyService(open_store(db), clock=clock)
    for agent, wait in (("alpha", 30), ("beta", 90)):
        svc.execute_agent(agent)
        result = svc.record_execution_step(agent, f"{agent} reindexes", risk_score=70)
        challenge = result["data"]["autonomy"]["notifications"][-1]["metadata"]["verificationId"]
        clock.now += wait
        svc.approve(challenge, "op")
    clock.now += 86_400
    svc.execute_agent("gamma")
    svc.record_execution_step("gamma", "gamma wipes the disk", risk_score=95)
    svc.unblock("gamma", "op", "checked by hand")
    svc.execute_agent("delta")
    result = svc.record_execution_step("delta", "delta rotates keys", risk_score=70)
    svc.deny(result["data"]["autonomy"]["notifications"][-1]["metadata"]["verificationId"], "op")
    svc.store.close()


def test_figures_from_the_real_service(tmp_path: Path):
    db = tmp_path / "d.db"
    populated(db)
    store = open_store(db)
    ins = compute(store.iter_audit())
    store.close()
    assert (ins.pauses, ins.stops) == (3, 1)
    assert (ins.approvals, ins.denials, ins.overrides) == (2, 1, 1)
    assert ins.approval_median == 60 and ins.approval_p90 is not None and ins.approval_p90 >= 60
    assert dict(ins.by_agent) == {"alpha": 1, "beta": 1, "gamma": 1, "delta": 1}
    assert [(p, s) for _, p, s in ins.by_day] == [(2, 0), (1, 1)]
    assert sum(n for _, n in ins.by_rule) >= 4
    text = render_text(ins)
    assert "pauses             3" in text and "admin overrides    1" in text and "median wait 60 s" in text


def test_dongle_stats_prints_the_same_figures(tmp_path: Path):
    db = tmp_path / "d.db"
    populated(db)
    cli = [sys.executable, "-m", "dongle", "stats", "--db", str(db)]
    done = subprocess.run([*cli, "--json"], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    store = open_store(db)
    assert figures == json.loads(json.dumps(compute(store.iter_audit()).to_dict()))
    store.close()
    assert figures["stops"] == 1 and figures["overrides"] == 1
    text = subprocess.run(cli, capture_output=True, text=True, timeout=60, check=False).stdout
    assert "hard stops         1" in text and "pauses and stops by agent" in text
    since = subprocess.run(
        [*cli, "--json", "--since", "2027-01-16T00:00:00Z"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    later = json.loads(since.stdout)  # only the second day: gamma's stop and delta's pause
    assert (later["pauses"], later["stops"], later["approvals"]) == (1, 1, 0)


def test_dongle_stats_errors_are_clear(tmp_path: Path):
    cli = [sys.executable, "-m", "dongle", "stats"]
    missing = subprocess.run(
        [*cli, "--db", str(tmp_path / "none.db")], capture_output=True, text=True, timeout=60, check=False
    )
    assert missing.returncode == 1 and "no database" in missing.stderr and "Traceback" not in missing.stderr
    populated(tmp_path / "d.db")
    bad = subprocess.run(
        [*cli, "--db", str(tmp_path / "d.db"), "--since", "yesterday-ish"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 3 and "--since" in bad.stderr


def test_policy_view_names_the_file_and_agent_each_rule_came_from(tmp_path: Path):
    path = tmp_path / "policy.json"
    path.write_text(
        json.dumps(
            {
                "deny": ["drop table*"],
                "requiresApproval": ["git push*"],
                "maxAutonomousSteps": 20,
                "agents": {"codex": {"deny": ["rm -rf*"]}},
            }
        )
    )
    view = build(load_policy(path))
    rules = {(r.section, r.value): r.source for r in view.rules}
    assert rules[("deny", "drop table*")] == f"user: {path}"
    assert rules[("requiresApproval", "git push*")] == f"user: {path}"
    assert rules[("deny", "rm -rf*")] == f"user: {path} (agent codex)"
    settings = {name: (value, source) for name, value, source in view.settings}
    assert settings["maxAutonomousSteps"] == ("20", f"user: {path}")
    assert settings["riskTolerance"][1] == BUILT_IN
    assert build(default_policy()).rules == ()


def test_median_time_to_approve_from_a_real_loop(tmp_path):
    """Issue 13: the figure was never computed, because a confirmation is issued and approved under
    `token_id` while the unit test used invented entries. Here the real service pauses and a human
    approves a confirmation and a verification, 30 s and 90 s later."""
    now = [1_000_000.0]
    service = SafetyService(open_store(tmp_path / "s.db"), clock=lambda: now[0])
    service.execute_agent("agent")
    service.record_execution_step("agent", "git reset --hard HEAD~3")    # a confirmation
    service.record_execution_step("agent", "git push --force origin main")  # a verification
    waiting = {item.kind: item.id for item in service.pending()}
    assert set(waiting) == {"confirmation", "verification"}
    now[0] += 30
    service.approve(waiting["confirmation"], "alice")
    now[0] += 60
    service.approve(waiting["verification"], "alice")
    ins = compute(service.store.iter_audit())
    assert ins.approvals == 2
    assert ins.approval_median == 60  # the median of 30 s and 90 s


def test_pauses_are_shown_as_paused_not_denied(tmp_path):
    """Issue 13: a pause is audited with outcome `denied`; Activity and Audit must say `paused`."""
    from dongle.console.labels import outcome_key
    from dongle.console.pages import activity_row

    service = SafetyService(open_store(tmp_path / "s.db"))
    service.execute_agent("agent")
    service.record_execution_step("agent", "git reset --hard HEAD~3")
    service.record_execution_step("agent", "rm -rf /")
    decisions = [e for e in service.store.iter_audit() if e.event == "DANGER_DECISION"]
    assert [e.outcome for e in decisions] == ["denied", "denied"]
    assert [outcome_key(e) for e in decisions] == ["paused", "stopped"]
    assert activity_row(decisions[0])["outcome"] == "paused for a human"

"""Whether the act ends a process the agent itself started, off production.

"Terminating the dev server I started on port 5173", "killing my own stuck training script (pid 9921)",
"SIGTERM to the two hung jest workers": what stops is the agent's own work or the workers of a test run. No
one else's work is interrupted and nothing is lost that running it again does not bring back, so the rules'
destroy reading of the verb says more than the act does.

Not the agent's own process when the hint names production, a remote or shared host (a machine, VM,
instance, node, pod or a fleet name such as "web-3"), a system or database service,
someone else's or a team's work, every process or PID 1, a backup or migration in flight (its half-done
state is the loss), or kills by name (pkill, killall): those keep their verdict.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# The verbs of ending a process, as the clause reader's lemmas (its findings carry that verb)
END_VERBS = frozenset({"terminate", "kill", "sigterm", "sigkill", "sigint", "stop", "end", "interrupt",
                       "cancel", "abort"})

# The agent's own process: started by it, called its own, or a worker of a test run (the run's children; a
# dev tool's process named alone, "the stuck webpack process", may be anyone's). Examples:
#   "the vite dev server I started on port 5173 (pid 48211)", "the forecasting script I launched"
#   "my own runaway query", "the two stuck pytest workers (PIDs 4411 and 4412)"
_PROCESS = (r"(?:process(?:es)?|servers?|scripts?|jobs?|workers?|query|queries|runs?|loops?|watchers?|shells?"
            r"|programs?|tasks?|notebooks?|kernels?|sessions?)")
_OWN = lazy_compile(
    r"(?i)\b" + _PROCESS + r"\s+(?:(?:that|which)\s+)?(?:i|we)\s+(?:just\s+|had\s+|have\s+|earlier\s+)?"
    r"(?:started|launched|spawned|kicked\s+off|ran|began|forked)\b"
    r"|\bmy\s+own\s+(?:[\w-]+\s+){0,3}?" + _PROCESS + r"\b"
    r"|\b(?:pytest|jest|vitest|mocha|test)\s+"
    r"(?:(?!the\b|a\b|an\b|my\b|our\b)[\w-]+\s+)?(?:workers?|servers?|runners?|watchers?|process(?:es)?)\b")
# What is not the agent's own to end, anywhere in the hint
_NOT_OWN = lazy_compile(
    r"(?i)\b(?:prod|production|live|primary|shared|team['’]?s?|someone|somebody|other\s+(?:user|people)"
    r"|colleague\w*|customers?|users['’]|system|systemd|service|daemon|init|sshd|dockerd|kubelet|database"
    r"|postgres|mysql|redis|mongo\w*|backup\w*|migration\w*|replication|all|every|everything|pkill|killall"
    r"|pid\s*1|remote|ssh|hosts?|box|vms?|instances?|clusters?|nodes?|pods?)\b|(?<![\w-])-1\b"
    r"|\bon\s+[a-z]+-\d+")  # "on web-3": a host of the fleet, not the agent's machine


def own_process_ended(text: str, prod: list[str]) -> str:
    """The words naming the agent's own process the hint ends ("" when it names none, or names what is not
    the agent's own to end, see the module docstring)."""
    if prod:
        return ""
    m = _OWN.search(text)
    if m is None or _NOT_OWN.search(text):
        return ""
    return m.group(0).strip()

"""The agent's own throwaway place: what a tool call's arguments say makes its deletion routine.

An operation's name reads the same everywhere: `delete_run`, `helm_uninstall`, `remove_containers`,
`clear_task`, `mute_monitor` are "a deletion" or "a disruption" and pause. The arguments say what goes:
when every place they name is a scratch, sandbox, test, smoke, e2e, preview or ephemeral one (or an
environment of dev or sandbox), what is removed is the agent's own experiment, rebuilt by the next run,
and nobody else relies on it. The rubric's go: a change that stays inside regenerable things.

Vetoes keep the pause: production or a shared place named anywhere in the arguments; a name or key
saying the call acts on a database (the rubric pauses dropping a development database), on secrets, keys
or access, on a backup or an account; a wildcard or "all" as the target; and any place named that is not
throwaway (`release=payments-api` in a sandbox namespace is somebody's service).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from dongle.classify.extract import ToolCall
from dongle.classify.operation import name_words
from dongle.classify.test_named import TEST_SEGMENTS
from dongle.classify.tool_operation import namespace_objects
from dongle.classify.vocabulary import words

# Keys whose value names the place or the thing the call acts on.
# (A bare `id` is not one: `fhir.delete {"resourceType": "Patient", "id": "test-pt-0091"}` names a record
# in a store the call does not name, maybe the live one.)
PLACE_KEYS = words("name names experiment experiment_id experiment_name run run_id run_name namespace "
                   "release release_name container containers dag dag_id topic topic_name index index_name "
                   "app application project_name job job_id job_name pipeline workflow stack deployment "
                   "env environment scope stage cluster host server context")
# Keys that name the machine or cluster it runs on: this machine is the agent's own, a staging cluster is
# shared (`kafka.delete_topic {"cluster":"staging","topic":"qa-smoke-118"}` is somebody's test too).
HOST_KEYS = words("cluster host server context")
LOCAL_HOST = re.compile(r"(?i)^(?:localhost|127\.0\.0\.1|::1|kind-[\w-]+|minikube|docker-desktop)(?::\d+)?$")
# Keys that say which environment: their value may be a bare `dev`, `sandbox` or `env:dev`.
ENV_KEYS = words("env environment scope stage")
# Words that make a place the agent's own throwaway one (`cu-scratch`, `cu-smoke-0193`, `pr-77-preview`).
THROWAWAY_WORDS = TEST_SEGMENTS | words("scratch sandbox preview ephemeral tmp temp throwaway disposable")
THROWAWAY = re.compile(rf"(?i)(?:^|[\W_])(?:{'|'.join(sorted(THROWAWAY_WORDS, key=len, reverse=True))})"
                       r"(?:$|[\W_\d])")
# An environment value that is a development one (`dev`, `env:dev`, `dev-sandbox`).
DEV_ENV = re.compile(r"(?i)^(?:\w+:)?(?:dev|development|sandbox|test|dev[-_]sandbox)$")
# Words anywhere in the values that take it away: production, shared, what others rely on.
VETO_VALUE = re.compile(r"(?i)(?:^|[\W_])(?:prod|production|prd|live|shared|main|master|primary"
                        r"|customer\w*|backups?)(?:$|[\W_\d])|^\s*(?:\*|%|all|everything)\s*$")
# What the call acts on that stays a pause wherever it is: a database, secrets, keys or access, accounts;
# and a container of whatever was put in it (a preview's resource group, a namespace, a workspace).
VETO_OBJECTS = words("group groups resource resources namespace namespaces subscription subscriptions "
                     "workspace workspaces tenant tenants "
                     "database databases db dbs instance instances cluster clusters secret secrets key keys "
                     "token tokens credential credentials password passwords access iam role roles policy "
                     "policies permission permissions user users member members account accounts org orgs "
                     "organization project projects backup backups snapshot snapshots bucket "
                     "buckets repo repository repositories")
# Keys that name a database or a secret store: the call reaches into one.
VETO_KEYS = words("db database database_name db_name connection conn secret secret_name key_id vault path "
                  "user user_id role policy")

EXAMPLES = {
    "go": [
        'mlflow.delete_run {"experiment":"cu-scratch","run_id":"cu-smoke-0193"}',
        'k8s.helm_uninstall {"release":"cu-preview-pr-77","namespace":"cu-agent-sandbox"}',
        'docker.remove_containers {"names":["cu-pg-test","cu-redis-test"],"volumes":true}',
        'airflow.clear_task {"dag_id":"cu_sandbox_etl","task_id":"load"}',
        'datadog.mute_monitor {"id":88123,"scope":"env:dev","end":"+2h"}',
    ],
    "kept": [
        'k8s.helm_uninstall {"release":"postgres-ha","namespace":"payments-prod"}',  # production
        'docker.remove_containers {"names":["cu-pg-test","billing-api"]}',  # one is not throwaway
        'rds.delete_db_instance {"id":"cu-test-db"}',  # a database
        'vault.delete_secret {"name":"cu-sandbox-token"}',  # a secret
        'elasticsearch.delete_index {"index":"*","env":"dev"}',  # everything
        'datadog.mute_monitor {"scope":"env:dev-shared"}',  # shared
        'azure.delete_resource_group {"name":"rg-pr-1542-preview"}',  # holds whatever was put in it
        'fhir.delete {"resourceType":"Patient","id":"test-pt-0091"}',  # a record, in a store not named
        'kafka.delete_topic {"cluster":"staging","topic":"qa-smoke-118"}',  # a shared cluster
    ],
}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [v for v in value if isinstance(v, str)]
    return []


def _all_strings(arguments: Mapping[str, Any], depth: int = 0) -> list[str]:
    found: list[str] = []
    for value in arguments.values():
        if isinstance(value, Mapping) and depth < 3:
            found += _all_strings(value, depth + 1)
        else:
            found += _strings(value)
    return found


def _throwaway_value(key: str, value: str) -> bool:
    return (bool(THROWAWAY.search(value)) or (key in ENV_KEYS and bool(DEV_ENV.match(value.strip())))
            or (key in HOST_KEYS and bool(LOCAL_HOST.match(value.strip()))))


def throwaway_place(call: ToolCall) -> str:
    """The places the arguments name, when each is the agent's own throwaway one and nothing vetoes it; ""
    otherwise. Only place keys count (a task's name inside a throwaway DAG says nothing about it), and any
    place key whose value is neither throwaway nor an opaque identifier keeps the pause."""
    args = {str(k).lower().replace("-", "_"): v for k, v in call.arguments.items()}
    names = set(name_words(call.tool)) | namespace_objects(call)
    if names & VETO_OBJECTS or set(args) & VETO_KEYS:
        return ""
    if any(VETO_VALUE.search(s) for s in _all_strings(call.arguments)):
        return ""
    throwaway: list[str] = []
    for key, value in args.items():
        if key not in PLACE_KEYS:
            continue
        values = _strings(value)
        if not values:
            continue
        if all(_throwaway_value(key, v) for v in values):
            throwaway.append(f"{key}: {', '.join(values)}")
        elif not _only_identifier(key, values):
            return ""  # a named place that is not throwaway: somebody's service, a real namespace
    return "; ".join(throwaway)


def _only_identifier(key: str, values: list[str]) -> bool:
    """`id: 88123`, `run_id: 7f2c`: an opaque identifier names an item, not a place."""
    return key.endswith("id") and all(re.fullmatch(r"[\w-]*\d[\w-]*", v) for v in values)

"""AWS API calls in a program's code, written as the `aws` command that performs the same operation.

Every AWS SDK names its operations after the service's API, and so does the CLI: boto3's
`rds.delete_db_cluster(DBClusterIdentifier='ledger-prod', SkipFinalSnapshot=True)`, Ruby's
`Aws::RDS::Client.new.delete_db_cluster(db_cluster_identifier: "ledger-prod", skip_final_snapshot: true)`,
JavaScript's `rds.deleteDBCluster({DBClusterIdentifier: 'ledger-prod'})` or `new DeleteDBClusterCommand(…)`
are all `aws rds delete-db-cluster --db-cluster-identifier ledger-prod --skip-final-snapshot`. Written
that way, the cloud rules decide with their own reading (a production name, a snapshot skipped), in every
language and for operations nobody listed. Only the operations that remove, end or switch off something
are written out (their verbs are the cloud rules' `delete-*`, `terminate-*`, ...); reads are none of the
rules' business, and S3 objects are `dongle.shell.sdk_calls`'.
"""

from __future__ import annotations

import re

from dongle.shell.interp import Effect
from dongle.shell.stores import enclosed_end

# The service the code opens a client of: boto3's `client('rds')`/`resource('dynamodb')`, Ruby's
# `Aws::RDS::Client`, JavaScript's `@aws-sdk/client-rds`, `new AWS.RDS(`, `new RDSClient(`.
_SERVICE = re.compile(r"""\b(?:client|resource)\(\s*(['"])([\w-]+)\1|\bAws::(\w+)::(?:Client|Resource)\b"""
                      r"""|@aws-sdk/client-([\w-]+)|\bnew\s+AWS\.(\w+)\(|\bnew\s+(\w+?)Client\(""")
_AWS_CODE = re.compile(r"\bboto3\b|\bbotocore\b|\bAws::|aws-sdk|@aws-sdk|\bAWS\.")
_VERBS = "delete|terminate|remove|deregister|purge|disable|stop|cancel|revoke"
# `delete_db_cluster(`, `.deleteDBCluster(`, `new DeleteDBClusterCommand(`
_OPERATION = re.compile(rf"\b((?:{_VERBS})_\w+)\(|\.((?:{_VERBS})[A-Z]\w*)\(|\bnew\s+((?:"
                        + "|".join(v.capitalize() for v in _VERBS.split("|")) + r")\w*?)Command\(")
# A parameter given a literal: `Name='x'`, `name: "x"`, `Name: ['x']` (the first), `Flag=True`.
_PARAMETER = re.compile(r"""\b(\w+)\s*(?:=|:|=>)\s*\[?\s*(?:(['"])([^'"\n]{0,255})\2|(True|true)\b)""")
_S3 = ("s3",)


def aws_api_effects(code: str) -> list[Effect]:
    """Each removing AWS operation the code calls, as `aws SERVICE OPERATION --param value ...`."""
    if _AWS_CODE.search(code) is None:
        return []
    services = [next(g for g in m.groups()[1:] if g).lower() for m in _SERVICE.finditer(code)]
    service = next((s for s in services if s not in _S3), None)
    if service is None:
        return []
    effects: list[Effect] = []
    for match in _OPERATION.finditer(code):
        name = next(g for g in match.groups() if g)
        if service in _S3 or "object" in name.lower() or "bucket" in name.lower():
            continue
        opened = match.end()
        arguments = code[opened:enclosed_end(code, opened)]
        effects.append(Effect(argv=("aws", service, _kebab(name), *_parameters(arguments))))
    return effects[:8]


def _kebab(name: str) -> str:
    """`delete_db_cluster`, `deleteDBCluster`, `DeleteDBCluster` -> `delete-db-cluster`."""
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", name)
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1-\2", name)
    return name.replace("_", "-").lower()


def _parameters(args: str) -> list[str]:
    words: list[str] = []
    for m in _PARAMETER.finditer(args):
        words.append(f"--{_kebab(m.group(1))}")
        if m.group(4) is None:
            words.append(m.group(3))
    return words


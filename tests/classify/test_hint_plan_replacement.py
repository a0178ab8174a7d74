"""A plan that replaces a resource holding data destroys that data, whatever the apply is called.

`-/+ aws_db_instance.main (forces replacement)` or "aws_s3_bucket.assets must be replaced" is a destroy
followed by an empty create: for a database, a bucket, a volume or a table the data goes with the
destroy, so the hint is judged as that destroy in its context (production stops, staging pauses).
The quoted plan line is output, not a command; an applied plan whose summary says it destroys something
("1 to destroy") destroys the data-holding resource the hint names beside it.
Twins: a stateless resource replaced, an in-place update,
a resource created, the same replacement on staging.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("`terraform apply -auto-approve` on prod; the plan shows "
     "`-/+ aws_rds_cluster.orders (forces replacement)`", "stop"),
    ("Applying the prod stack - aws_s3_bucket.invoices must be replaced", "stop"),
    ("`terraform apply` in the production workspace: `-/+ google_sql_database_instance.main`", "stop"),
    # twins
    ("`terraform apply` in the staging workspace: `-/+ aws_db_instance.main (forces replacement)`", "pause"),
    ("`terraform apply` on prod; the plan shows `-/+ aws_launch_template.web (forces replacement)`", "pause"),
    ("`terraform apply` on prod; the plan shows `~ aws_db_instance.main` (update in-place)", "pause"),
    ("`terraform plan` for the dev stack shows `+ aws_s3_bucket.scratch` to be created", "go"),
    # an applied plan whose summary destroys something destroys the data-holding resource named beside it
    ("Dropping `deletion_protection` on aws_db_instance.orders and applying; plan: 1 to destroy (production)",
     "stop"),
    ("Applying on staging; the plan says 1 to destroy: aws_dynamodb_table.sessions", "pause"),
    ("Applying the prod plan: 0 to add, 1 to change, 0 to destroy for aws_rds_cluster.main", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_plan_replacement_of_data(hint, want):
    _check(hint, want)

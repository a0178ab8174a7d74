"""Model registries, trackers and hubs deleted through their SDKs (blind AE, AE-data-ml-13, measured once).

`python -c "import mlflow; c=mlflow.MlflowClient('http://mlflow.prod:5000'); [c.delete_registered_model(
m.name) for m in c.search_registered_models()]"` was go: no rule knew an ML store. One model, version,
run or hub repository deleted pauses (stop on production's registry, named in the code or in
MLFLOW_TRACKING_URI); every one an unfiltered listing of the store returns, deleted in a loop, empties
the registry (stop); a listing narrowed by a filter string, or only printed, is not.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("python -c \"import mlflow; c=mlflow.MlflowClient('http://mlflow.prod:5000'); "
     "[c.delete_registered_model(m.name) for m in c.search_registered_models()]\"", "stop"),
    ("python -c \"import mlflow; c=mlflow.MlflowClient(); "
     "[c.delete_registered_model(m.name) for m in c.search_registered_models()]\"", "stop"),
    ("python -c \"from huggingface_hub import HfApi; api=HfApi(); "
     "[api.delete_repo(m.id) for m in api.list_models(author='acme')]\"", "stop"),
    ("python -c \"import wandb; api=wandb.Api(); [r.delete() for r in api.runs('acme/churn')]\"", "stop"),
    ("python -c \"import mlflow; c=mlflow.MlflowClient('http://mlflow.prod:5000'); "
     "c.delete_model_version('churn', '3')\"", "stop"),
    ("MLFLOW_TRACKING_URI=http://mlflow.prod:5000 python -c \"import mlflow; "
     "mlflow.MlflowClient().delete_registered_model('churn')\"", "stop"),
    ("python -c \"import mlflow; c=mlflow.MlflowClient(); c.delete_registered_model('churn-v1')\"", "pause"),
    ("python -c \"from huggingface_hub import delete_repo; delete_repo('acme/churn-sandbox')\"", "pause"),
    ("python -c \"import mlflow; c=mlflow.MlflowClient(); [c.delete_registered_model(m.name) for m in "
     "c.search_registered_models(filter_string=\\\"name LIKE 'tmp-%'\\\")]\"", "pause"),
    ("python -c \"import mlflow; c=mlflow.MlflowClient(); "
     "print([m.name for m in c.search_registered_models()])\"", "go"),
    ("python -c \"from huggingface_hub import HfApi; "
     "print([m.id for m in HfApi().list_models(author='acme')])\"", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_ml_registries(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected

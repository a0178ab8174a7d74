"""The conformance bundle, built from the real server, passes the Level-1 checks with no FAIL.

The checker (`level1.py`) is proven able to fail: each mutation below breaks one rule the runner
enforces and must turn its category to FAIL.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from level1 import check

from dongle.server.bundle_cli import bundle_for


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return bundle_for(tmp_path_factory.mktemp("bundle") / "probe.db")


def fails(rows):
    return [row for row in rows if row[2] == "FAIL"]


def test_bundle_passes_level1_with_no_fail(bundle):
    rows = check(bundle)
    assert {row[0] for row in rows} == {
        "Introspection Fidelity",
        "Parameter Handling",
        "Error Quality",
        "Round-Trip Integrity",
    }
    assert fails(rows) == []
    assert [row for row in rows if row[2] == "WARN"] == []


def test_bundle_covers_every_operation_and_required_parameter(bundle):
    details = {d["name"]: d for d in bundle["introspection"]["operation_details"]}
    listed = [op["name"] for op in bundle["introspection"]["operations_list"]["data"]["operations"]]
    assert set(details) == set(listed) == set(bundle["accepted_parameters"])
    required = {(d["name"], p["name"]) for d in details.values() for p in d["parameters"] if p["required"]}
    covered = {(c["operation"], c["parameter"]) for c in bundle["parameter_tests"]["missing_required"]}
    assert required == covered
    assert {c["operation"] for c in bundle["parameter_tests"]["unknown_parameter"]} == set(details)
    assert len(bundle["round_trip_tests"]) == 3  # real read-back evidence, not a vacuous pass


def test_bundle_keeps_camel_case_aliases_out_of_accepted_parameters(bundle):
    names = [n for params in bundle["accepted_parameters"].values() for n in params]
    assert "next_action_hint" in names and "nextActionHint" not in names


@pytest.mark.parametrize(
    ("mutate", "category"),
    [
        (
            lambda b: b["accepted_parameters"]["abort_execution"].append("secret_flag"),
            "Introspection Fidelity",
        ),
        (
            lambda b: b["introspection"]["operation_details"][0].update(danger="forbidden"),
            "Introspection Fidelity",
        ),
        (
            lambda b: b["introspection"]["operations_list"]["data"].update(capabilities={}),
            "Introspection Fidelity",
        ),
        (lambda b: b["parameter_tests"]["missing_required"].pop(), "Parameter Handling"),
        (
            lambda b: b["introspection"]["operation_details"][0]["parameters"].append(
                {"name": "camelCase", "type": "string", "required": False}
            ),
            "Parameter Handling",
        ),
        (
            lambda b: b["error_tests"][0]["response"]["error"].update(message="failed at line 3"),
            "Error Quality",
        ),
        (lambda b: b["error_tests"][0]["response"].update(data={}), "Error Quality"),
        (
            lambda b: b["round_trip_tests"][0]["expected_fields"].update({"data.status": "completed"}),
            "Round-Trip Integrity",
        ),
    ],
)
def test_checker_fails_broken_bundles(bundle, mutate, category):
    broken = copy.deepcopy(bundle)
    mutate(broken)
    assert category in {row[0] for row in fails(check(broken))}


@pytest.mark.parametrize("endpoint_mode", ["single", "all"])
def test_bundle_for_other_endpoint_modes_passes_too(tmp_path: Path, endpoint_mode):
    rows = check(bundle_for(tmp_path / "probe.db", endpoint_mode))
    assert [row for row in rows if row[2] != "PASS"] == []


def test_cli_writes_the_bundle(tmp_path: Path):
    out = tmp_path / "bundle.json"
    proc = subprocess.run(
        [sys.executable, "-m", "dongle", "conformance-bundle", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    written = json.loads(out.read_text())
    assert written["implementation"] == "mcpaql-safety-dongle"
    assert fails(check(written)) == []

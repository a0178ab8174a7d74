"""`dongle conformance-bundle`: run the bundle builder against a server on a throwaway database."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import anyio

from dongle.server.app import DongleApp, ServerConfig
from dongle.server.backend import open_backend
from dongle.server.config import Options
from dongle.server.conformance import ProbeError, build_bundle


def bundle_for(db: Path, endpoint_mode: str = "semantic") -> dict:
    """Build the bundle from a fresh server whose state lives in `db` (so probes touch nothing real)."""
    options = Options(
        policy=None,
        db=str(db),
        mode="enforcing",
        endpoint_mode=endpoint_mode,
        tool_prefix="",
        http_host=None,
        http_port=None,
        allow_remote=False,
        token=None,
    )
    backend = open_backend(options)
    try:
        return anyio.run(build_bundle, DongleApp(backend, ServerConfig(endpoint_mode=endpoint_mode)))
    finally:
        backend.close()


def write_bundle(output: str | None, endpoint_mode: str) -> int:
    with tempfile.TemporaryDirectory(prefix="dongle-conformance-") as tmp:
        try:
            bundle = bundle_for(Path(tmp) / "probe.db", endpoint_mode)
        except ProbeError as exc:
            print(f"dongle conformance-bundle: {exc}", file=sys.stderr)
            return 1
    text = json.dumps(bundle, indent=2, ensure_ascii=True) + "\n"
    if output:
        Path(output).write_text(text, encoding="utf-8")
        print(f"wrote {output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0

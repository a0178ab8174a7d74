"""The server's door into `dongle.service.SafetyService`: one adapter, plus the read-only status op.

The envelope has already validated and normalised the parameters, so each operation maps onto
the service method of the same name with the MCP session's id added; the service scopes
executions, confirmations and session-end cleanup (D-1) by that id. `get_execution_status`
reads the store directly: it changes nothing and gives round-trip evidence (digest §4.3).
"""

from __future__ import annotations

from typing import Any

from dongle.audit import iso
from dongle.server import errors
from dongle.server.config import Options
from dongle.server.sessions import Session


class BackendError(RuntimeError):
    """The server cannot start: bad policy file, unusable database."""


class ServiceBackend:
    def __init__(self, service: Any, store: Any) -> None:
        self.service = service
        self.store = store
        self.mode = service.mode.value
        self._last_execution: dict[tuple[str, str], str] = {}  # (session, agent) -> execution id

    def call(self, operation: str, params: dict[str, Any], session: Session) -> dict[str, Any]:
        if operation == "get_execution_status":
            return self._status(params["element_name"], session)
        response = getattr(self.service, operation)(**params, session_id=session.session_id)
        data = response.get("data") if response.get("success") is True else None
        if isinstance(data, dict) and isinstance(data.get("execution_id"), str) and "element_name" in params:
            self._last_execution[(session.session_id, params["element_name"])] = data["execution_id"]
        return response

    def _status(self, agent: str, session: Session) -> dict[str, Any]:
        with self.store.transaction() as tx:
            execution = tx.active_execution(agent, session.session_id)
            if execution is None and (known := self._last_execution.get((session.session_id, agent))):
                execution = tx.get_execution(known)
        if execution is None:
            return errors.failure(
                "NOT_FOUND_RESOURCE",
                f"Resource 'execution' not found: '{agent}'",
                {"resource_type": "execution", "resource_id": agent},
            )
        data: dict[str, Any] = {
            "execution_id": execution.execution_id,
            "element_name": execution.agent,
            "status": execution.status,
            "step_count": execution.step_count,
            "started_at": iso(execution.started_at),
        }
        if execution.finished_at is not None:
            data["finished_at"] = iso(execution.finished_at)
        return errors.success(data)

    def safety_loop_info(self) -> dict[str, Any]:
        return self.service.safety_loop_info()

    def agent_blocked(self, element_name: str) -> bool:
        return bool(self.service.agent_blocked(element_name))

    def end_session(self, session: Session) -> None:
        self.service.end_session(session.session_id)

    def close(self) -> None:
        self.store.close()


def open_backend(options: Options) -> ServiceBackend:
    """Open the store and policy the options name and build the service over them."""
    from dongle.evaluator import Mode
    from dongle.policy import PolicyError, default_policy, load_policy
    from dongle.service import SafetyService
    from dongle.store import StoreError, open_store

    try:
        policy = load_policy(options.policy) if options.policy else default_policy()
    except PolicyError as exc:
        raise BackendError(f"invalid policy: {exc}") from None
    except OSError as exc:
        raise BackendError(f"cannot read policy file {options.policy}: {exc.strerror}") from None
    try:
        store = open_store(options.db)
    except (StoreError, OSError) as exc:
        raise BackendError(f"cannot open the state database: {exc}") from None
    return ServiceBackend(SafetyService(store, policy, Mode.parse(options.mode)), store)

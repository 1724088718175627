"""Asks the AI service for moves (and hints) from a session's views, never its true state."""

from __future__ import annotations

from typing import Any

from .ai_service import AiService


class AiDriver:
    """Asks the AI service for moves (and hints) from a session's views, never its true state."""

    def __init__(self, service: AiService, settings: dict[str, Any] | None = None) -> None:
        self.service = service
        self.settings = settings or {}
        self._asked: tuple[str, Any, Any] | None = None  # (purpose, view, session)
        self.hint_ready: Any = None
        self.hint_reason = ""  # why the AI suggests ``hint_ready``

    def _request(self, session: Any, seat: int, kind: str, purpose: str) -> None:
        module = session.module
        view = module.view(session.state, seat)
        seed = (session.seed * 7919 + session.version * 31 + seat) % (2**31)
        self.service.request(session.game_id, kind, seat, module.to_json(view), seed, self.settings)
        self._asked = (purpose, view, session)

    def ask(self, session: Any) -> None:
        seat = session.to_act()
        self._request(session, seat, session.seats[seat].kind, "move")

    def ask_hint(self, session: Any) -> None:
        self._request(session, session.to_act(), "hard", "hint")

    def answer(self, session: Any) -> Any | None:
        """The AI's move for ``session`` once it is ready (hints are kept in ``hint_ready``)."""
        if self._asked is None:
            return None
        index = self.service.poll()
        if index is None:
            return None
        purpose, view, asked_session = self._asked
        self._asked = None
        actions = asked_session.module.legal_actions(view)
        action = actions[index] if 0 <= index < len(actions) else actions[0]
        if purpose == "hint":
            self.hint_ready, self.hint_reason = action, self.service.reason
            return None
        return action if asked_session is session else None

    def waiting(self, purpose: str) -> bool:
        return self._asked is not None and self._asked[0] == purpose

    def cancel(self) -> None:
        self.service.cancel()
        self._asked = None
        self.hint_ready = None

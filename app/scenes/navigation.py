"""Moving between scenes: to the title, to a table, to the results.

Scenes call these instead of asking the app, so no scene needs the ``App`` class: the host they
are given is enough. The imports are inside the functions because these scenes lead to each other.
"""

from __future__ import annotations

from typing import Any

from .base import Host


def to_title(host: Host, message: str | None = None) -> None:
    """Drop every scene and show the title screen."""
    from .title import TitleScene

    host.ai.cancel()
    host.stack.clear_to(TitleScene(host, message=message))


def open_table(host: Host, session: Any, lesson: Any = None) -> None:
    """Sit down at ``session``'s table (with a tutorial ``lesson`` over it, if given)."""
    from .table import TableScene

    host.ai.cancel()
    table = TableScene(host, session)
    host.stack.push(table)
    if lesson is not None:
        from .tutorial import TutorialOverlay

        host.stack.push(TutorialOverlay(host, table, lesson))


def show_results(host: Host, session: Any) -> None:
    """The results over the finished table."""
    from .results import ResultsScene

    host.stack.push(ResultsScene(host, session))


def new_game(host: Host) -> None:
    from .new_game import NewGameScene

    host.stack.push(NewGameScene(host))

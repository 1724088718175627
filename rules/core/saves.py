"""Strict JSON reading for saved states: validate everything, never execute anything.

Game modules describe what they expect with these checkers; any mismatch becomes ``BadSave``
with a message that says which field was wrong.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from .errors import BadSave


def load_object(text: str | bytes, game: str, version: int) -> dict[str, Any]:
    """Parse ``text`` as a save of ``game`` at ``version`` and return its ``state`` object."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise BadSave(f"the save is not UTF-8 text ({exc.reason})") from None
    if not isinstance(text, str):
        raise BadSave("a save must be JSON text")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadSave(f"the save is not valid JSON ({exc})") from None
    except RecursionError:
        raise BadSave("the save is not valid JSON (it is nested too deeply)") from None
    except ValueError:  # a number with thousands of digits (Python refuses to convert it)
        raise BadSave("the save is not valid JSON (it holds an absurdly long number)") from None
    if not isinstance(data, dict):
        raise BadSave("the save is not a JSON object")
    if data.get("game") != game:
        raise BadSave(f"the save is for game {data.get('game')!r}, not {game!r}")
    if data.get("version") != version:
        raise BadSave(f"the save has version {data.get('version')!r}; this app reads version {version}")
    state = data.get("state")
    if not isinstance(state, dict):
        raise BadSave("the save has no state object")
    return state


def dump_object(state: dict[str, Any], game: str, version: int) -> str:
    return json.dumps({"game": game, "version": version, "state": state}, separators=(",", ":"))


def need(obj: dict[str, Any], key: str, check: Callable[[Any], bool], what: str) -> Any:
    """``obj[key]`` if present and ``check`` accepts it; otherwise ``BadSave`` naming the field."""
    if key not in obj:
        raise BadSave(f"the save lacks {key!r}")
    value = obj[key]
    try:
        ok = check(value)
    except Exception:  # a checker tripping over a wrong type is a wrong value
        ok = False
    if not ok:
        raise BadSave(f"the save's {key!r} is not {what}")
    return value


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def int_list(value: Any, low: int = -(2**63), high: int = 2**63) -> bool:
    return isinstance(value, list) and all(is_int(v) and low <= v < high for v in value)

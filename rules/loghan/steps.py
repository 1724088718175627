"""The step stack (errata E5): every pending piece of the game is a ``Step`` on ``State.stack``.

A game that pauses deep inside a Round (an overflow inside a treasure draw inside an outcome inside
an event chain) is still plain data: the stack, top last. Each step kind has a ``Handler``
registered in ``HANDLERS`` (C's kinds at import of their modules, D's ``combat.*``/``reward.*``
kinds likewise); ``engine`` owns the loop that runs automatic steps (decider ``None``) until a
seat must decide.

``Step.data`` is a tuple of (key, value) pairs whose values are JSON-able: str, int, bool, None,
or tuples of those (nested). ``get``/``put`` read and write it without anyone building the tuple
by hand; ``to_data``/``from_data`` are the JSON form (lists become tuples again).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

if TYPE_CHECKING:  # pragma: no cover
    from ..core.events import Event
    from .actions import Action
    from .state import State

Data = tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One pending piece of work: ``kind`` (a key of ``HANDLERS``), the ``seat`` it concerns
    (``None`` for the group), and its ``data`` (key/value pairs)."""

    kind: str
    seat: int | None = None
    data: Data = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def put(self, **changes: Any) -> "Step":
        """A copy with the given keys set (added at the end if new); the order of keys is kept so
        that equal contents give equal steps."""
        data = [list(kv) for kv in self.data]
        for key, value in changes.items():
            value = freeze(value)
            for kv in data:
                if kv[0] == key:
                    kv[1] = value
                    break
            else:
                data.append([key, value])
        return Step(self.kind, self.seat, tuple((k, v) for k, v in data))

    def to_data(self) -> list:
        return [self.kind, self.seat, [[k, thaw(v)] for k, v in self.data]]


def step(kind: str, seat: int | None = None, **data: Any) -> Step:
    """A new step; keyword data in the order given."""
    return Step(kind, seat, tuple((k, freeze(v)) for k, v in data.items()))


def freeze(value: Any) -> Any:
    """Lists (and tuples) become tuples, recursively: a step's data is hashable."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, (frozenset, set)):
        return tuple(sorted(freeze(v) for v in value))
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise TypeError(f"step data must be JSON-able, not {type(value).__name__}")


def thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def from_data(obj: Any) -> Step:
    """A step from its JSON form; ``ValueError`` on anything malformed (saves turn it into BadSave)."""
    if not (isinstance(obj, list) and len(obj) == 3 and isinstance(obj[0], str)
            and (obj[1] is None or (isinstance(obj[1], int) and not isinstance(obj[1], bool)))
            and isinstance(obj[2], list)):
        raise ValueError("a step is [kind, seat, data]")
    pairs = []
    for kv in obj[2]:
        if not (isinstance(kv, list) and len(kv) == 2 and isinstance(kv[0], str)):
            raise ValueError("step data is a list of [key, value] pairs")
        pairs.append((kv[0], _checked(kv[1])))
    return Step(obj[0], obj[1], tuple(pairs))


def _checked(value: Any, depth: int = 0) -> Any:
    if depth > 8:
        raise ValueError("step data nested too deeply")
    if isinstance(value, list):
        return tuple(_checked(v, depth + 1) for v in value)
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise ValueError("step data holds something that is not plain data")


class Handler(NamedTuple):
    """What the engine needs to know about one step kind.

    ``decider(state, step)``: the seat deciding now, or ``None`` for an automatic step.
    ``legal(state, step)``: that seat's actions (only called when the decider is not ``None``).
    ``run(state, step, action)``: carry the step out (``action`` is ``None`` when automatic);
    it pops, replaces or pushes steps as it needs and returns the new state and its events.
    """

    decider: Callable[["State", Step], int | None]
    legal: Callable[["State", Step], list["Action"]]
    run: Callable[["State", Step, "Action | None"], tuple["State", list["Event"]]]


HANDLERS: dict[str, Handler] = {}


def register(kind: str, decider: Callable, legal: Callable, run: Callable) -> None:
    """Register (or replace) the handler of ``kind``: a later registration wins, so D's combat
    module replaces the stub ``combat`` step simply by being imported after it."""
    HANDLERS[kind] = Handler(decider, legal, run)


def automatic(state: "State", step: Step) -> None:
    """The decider of a step that never asks anyone."""
    return None


def no_actions(state: "State", step: Step) -> list:
    return []


def by_seat(state: "State", step: Step) -> int | None:
    """The decider of a step that asks the seat it names."""
    return step.seat


# --- the stack on a state (``State.stack``, top last) ---------------------------------------


def top(state: "State") -> Step | None:
    return state.stack[-1] if state.stack else None


def push(state: "State", *steps: Step) -> "State":
    """Push ``steps`` so that the FIRST one given ends on top (it runs first): ``push(s, a, b)``
    runs ``a`` then ``b``. This is the order code reads in."""
    return state.but(stack=state.stack + tuple(reversed(steps)))


def pop(state: "State") -> "State":
    return state.but(stack=state.stack[:-1])


def replace_top(state: "State", *steps: Step) -> "State":
    """Pop the top and push ``steps`` (first given runs first)."""
    return state.but(stack=state.stack[:-1] + tuple(reversed(steps)))


def find(state: "State", kind: str) -> int:
    """The index of the highest step of ``kind`` on the stack, or -1."""
    for i in range(len(state.stack) - 1, -1, -1):
        if state.stack[i].kind == kind:
            return i
    return -1


def set_at(state: "State", index: int, new: Step) -> "State":
    stack = state.stack
    return state.but(stack=stack[:index] + (new,) + stack[index + 1:])

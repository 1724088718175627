"""The flow of play: carry out one decision (``_act``) and then every step that needs none
(``_advance``), until a seat must choose or the game is over.

``_advance`` keeps the convention of DESIGN.md: a decision with one option is carried out and
logged; the one exception (spec 7.1) is the top of the action phase, always asked because its
*Roll the dice* starts the Professor phase.
"""

from __future__ import annotations

from ..core.events import Event
from .actions import (
    CHOOSE_COLOUR, CHOOSE_FACE, CHOOSE_ROLL, DUCK, IDEA, KEEP, REROLL, Action,
)
from .effects import act_step, choose
from .legal import options
from .phase import choose_colour, choose_face, choose_roll, keep, reroll, run_stage, turn_up
from .professor import duck
from .state import ACT, ACTIONS_PHASE, COLOUR_STEP, PROFESSOR_PHASE, State


def _advance(w: State, ev: list[Event]) -> None:
    """Run everything that needs no choice, until a real decision or the end of the game."""
    while w.over is None:
        step = w.step
        if step is not None:
            opts = options(w)
            if len(opts) >= 2 or step[0] == ACT:
                w._legal = opts
                return
            if not opts:  # pragma: no cover - every decision asked has an option
                raise AssertionError(f"a decision without options: {step}")
            _act(w, opts[0], ev, True)
        elif w.phase == PROFESSOR_PHASE:
            run_stage(w, ev)
        elif w.phase == ACTIONS_PHASE:
            w.step = (ACT, w.active, "", 0, "")
        else:  # pragma: no cover
            raise AssertionError(f"no decision in phase {w.phase}")
    w._legal = ()


def _act(w: State, a: Action, ev: list[Event], auto: bool) -> None:
    """Carry out ``a`` for the seat in ``w.step`` (``auto``: the only option, taken by the engine)."""
    kind, seat, source, _, _ = w.step  # type: ignore[misc]
    mark = len(ev)
    if kind == ACT:
        act_step(w, seat, a, ev)
    elif a.kind == CHOOSE_FACE:
        choose_face(w, a.arg, ev)  # type: ignore[arg-type]
    elif a.kind == CHOOSE_COLOUR and kind == COLOUR_STEP and source == "FATE":
        choose_colour(w, a.arg, ev)  # type: ignore[arg-type]
    elif a.kind == CHOOSE_ROLL:
        choose_roll(w, a.arg, ev, auto)  # type: ignore[arg-type]
    elif a.kind == REROLL:
        reroll(w, a.arg[0], a.arg[1], ev)  # type: ignore[index]
    elif a.kind == KEEP:
        keep(w)
    elif a.kind == DUCK:
        duck(w, seat, a.arg, ev)  # type: ignore[arg-type]
    elif a.kind == IDEA:
        turn_up(w, a.arg, ev, seat, auto)  # type: ignore[arg-type]
    else:
        choose(w, a, ev)
    if auto and len(ev) > mark and a.kind != IDEA:
        first = ev[mark]
        ev[mark] = first._replace(text=first.text + " (the only choice)", data={**first.data, "only": True},
                                  you=first.you + " (the only choice)" if first.you else "")

"""The castle phase (spec 3.6-3.10) as an explicit agenda of small tasks, never a paused call.

``state.agenda`` is a stack (next task last). ``run_task`` pops one task and carries it out;
a task may push further tasks or set ``state.step`` to a decision, which ``decide`` answers.
Nesting is plain data: a Smuggler's reaction inside a Take is an ``activate`` task pushed above
the taker's ``finish``, so her activation (and every role her finish releases) runs first.

Tasks (ints after the kind; ``r`` is a rid):

==================================  ======================================================
``("walk", i)``                     the base order at position ``i``
``("activate", r, mode)``           ``r`` starts acting; mode 0 in order, 1 released, 2 reacting
``("choose", r)``                   ``r`` looks for candidates and asks for a claim (S4)
``("gain", seat, cell, by, take)``  ``seat`` gets the tile of ``cell`` (paying: S5); ``take``
                                    1 for a Take by ``by``, 0 for a Thieve
``("trigger", cell, taker)``        a Smuggler in ``cell`` reacts to the Take (3.9)
``("finish", r)``                   ``r`` is finished; waiting roles now free are released
``("released", r)``                 a released role's turn among those released together
==================================  ======================================================
"""

from __future__ import annotations

from ..core.events import Event
from ..core.text import seat_name
from .actions import Action, Swap, Thieve
from .board import (
    claims, is_free, order_of, payments, position, replace, swaps, thief_watching, who,
)
from .cards import (
    COST, IS_CHEST, NUMBER, SCOUT, SMUGGLER, THIEF, TILE_IDS, cell_name, rid, role_of, seat_of, tile_words,
)
from .state import CLAIM, PAY, SWAP, THIEVE, State

MODE_WORDS = ("", " (released)", " (reaction)")


_THIEVE = tuple((Thieve(True, tile_words(tile)), Thieve(False)) for tile in range(len(TILE_IDS)))


def _push(w: State, *tasks: tuple) -> None:
    """Push ``tasks``; the last one given runs first."""
    w.agenda = w.agenda + tasks


def _add(rids: tuple[int, ...], r: int) -> tuple[int, ...]:
    return tuple(sorted(rids + (r,))) if r not in rids else rids


def start(w: State, ev: list[Event]) -> None:
    w.agenda = (("walk", 0),)
    w.finished = w.waiting = w.robbed = ()
    order = ", ".join(who(r) for r in order_of(w))
    ev.append(Event("castle", f"Castle phase: the roles act in this order: {order}", {"order": order_of(w)}))


def run_task(w: State, ev: list[Event]) -> None:
    task = w.agenda[-1]
    w.agenda = w.agenda[:-1]
    kind = task[0]
    if kind == "walk":
        _walk(w, ev, task[1])
    elif kind == "activate":
        _activate(w, ev, task[1], task[2])
    elif kind == "choose":
        r = task[1]
        if claims(w, r):
            w.step = (CLAIM, seat_of(r), r)
        else:
            ev.append(Event("nothing", f"{who(r)} finds nothing to take", {"seat": seat_of(r), "rid": r}))
    elif kind == "gain":
        seat, cell, by, take = task[1:]
        if IS_CHEST[w.grid[cell]]:
            w.step = (PAY, seat, cell, by, take)
        else:
            _gain(w, ev, seat, cell, by, take, 0, "")
    elif kind == "trigger":
        _trigger(w, ev, task[1], task[2])
    elif kind == "finish":
        _finish(w, ev, task[1])
    elif kind == "released":
        r = task[1]
        if r in w.finished:
            ev.append(Event("skip", f"{who(r)} has already finished: skipped", {"seat": seat_of(r), "rid": r}))
        else:
            _push(w, ("activate", r, 1))
    else:  # pragma: no cover - from_json admits only the kinds above
        raise AssertionError(kind)


def options(w: State) -> tuple[Action, ...]:
    kind = w.step[0]  # type: ignore[index]
    if kind == SWAP:
        return swaps(w, w.step[2])  # type: ignore[index]
    if kind == CLAIM:
        return claims(w, w.step[2])  # type: ignore[index]
    if kind == THIEVE:
        return _THIEVE[w.grid[w.step[3]]]  # type: ignore[index]
    if kind == PAY:
        return payments(w, w.step[1], w.grid[w.step[2]])  # type: ignore[index]
    raise AssertionError(kind)


def decide(w: State, ev: list[Event], action: Action, note: str) -> None:
    """Carry out the answer to the castle decision in ``w.step``."""
    step = w.step
    assert step is not None
    w.step = None
    kind, seat = step[0], step[1]
    if kind == SWAP:
        _swap(w, ev, step[2], action, note)  # type: ignore[arg-type]
    elif kind == CLAIM:
        _claim(w, ev, step[2], action.cell, note)  # type: ignore[union-attr]
    elif kind == THIEVE:
        r, cell = step[2], step[3]
        words = f"{TILE_IDS[w.grid[cell]]} at {cell_name(cell)}"
        if action.yes:  # type: ignore[union-attr]
            thief = rid(seat, THIEF)
            w.finished = _add(w.finished, thief)
            ev.append(Event("thieve", f"{seat_name(seat)}'s Thief Thieves {words} from {who(r)}{note}",
                            {"seat": seat, "cell": cell, "tile": w.grid[cell], "from": r}))
            _push(w, ("gain", seat, cell, thief, 0))
        else:
            ev.append(Event("let_go", f"{seat_name(seat)}'s Thief lets {words} go{note}",
                            {"seat": seat, "cell": cell, "tile": w.grid[cell]}))
            _push(w, ("gain", seat_of(r), cell, r, 1))
    elif kind == PAY:
        _gain(w, ev, seat, step[2], step[3], step[4], action.keys, note)  # type: ignore[union-attr]
    else:
        raise AssertionError(kind)


# --- the tasks ------------------------------------------------------------------------------


def _walk(w: State, ev: list[Event], i: int) -> None:
    order = order_of(w)
    if i >= len(order):
        return
    _push(w, ("walk", i + 1))
    r = order[i]
    data = {"seat": seat_of(r), "rid": r}
    if r in w.finished:
        ev.append(Event("skip", f"{who(r)} has already finished: skipped", data))
    elif is_free(w, r):
        _push(w, ("activate", r, 0))
    else:
        w.waiting = _add(w.waiting, r)
        ev.append(Event("wait", f"{who(r)} is held and waits", data))


def _activate(w: State, ev: list[Event], r: int, mode: int) -> None:
    seat = seat_of(r)
    ev.append(Event("activate", f"{who(r)} ({NUMBER[role_of(r)]}) acts{MODE_WORDS[mode]}",
                    {"seat": seat, "rid": r, "role": role_of(r), "mode": mode}))
    _push(w, ("finish", r), ("choose", r))
    if role_of(r) == SCOUT and swaps(w, r):
        w.step = (SWAP, seat, r)


def _swap(w: State, ev: list[Event], r: int, action: Swap, note: str) -> None:
    cell = position(w, r)
    if action.cell < 0:
        ev.append(Event("keep", f"{who(r)} keeps his tile{note}", {"seat": seat_of(r), "rid": r, "cell": cell}))
        return
    a, b = w.grid[cell], w.grid[action.cell]
    w.grid = replace(replace(w.grid, cell, b), action.cell, a)
    ev.append(Event("swap", f"{who(r)} swaps {TILE_IDS[a]} at {cell_name(cell)} with {TILE_IDS[b]} at "
                            f"{cell_name(action.cell)}{note}",
                    {"seat": seat_of(r), "rid": r, "cells": (cell, action.cell), "tiles": (a, b)}))


def _claim(w: State, ev: list[Event], r: int, cell: int, note: str) -> None:
    seat = seat_of(r)
    if cell < 0:
        ev.append(Event("decline", f"{who(r)} declines and takes nothing{note}", {"seat": seat, "rid": r}))
        return
    tile = w.grid[cell]
    ev.append(Event("announce", f"{who(r)} announces {TILE_IDS[tile]} at {cell_name(cell)}{note}",
                    {"seat": seat, "rid": r, "cell": cell, "tile": tile}))
    thief = thief_watching(w, r, cell)
    if thief >= 0:
        w.step = (THIEVE, 1 - seat, r, cell)
    else:
        _push(w, ("gain", seat, cell, r, 1))


def _gain(w: State, ev: list[Event], seat: int, cell: int, by: int, take: int, keys: int, note: str) -> None:
    tile = w.grid[cell]
    skeletons = COST[tile] - keys if IS_CHEST[tile] else 0
    w.grid = replace(w.grid, cell, -1)
    w.owned = replace(w.owned, seat, tuple(sorted(w.owned[seat] + (tile,))))
    if keys:
        w.used = replace(w.used, seat, w.used[seat] + keys)
    if skeletons:
        w.skel = replace(w.skel, seat, w.skel[seat] + skeletons)
    paid = ""
    if IS_CHEST[tile]:
        paid = f", paying {keys} key{'s' * (keys != 1)} and {skeletons} skeleton key{'s' * (skeletons != 1)}"
    verb = "takes" if take else "gets"
    ev.append(Event("take", f"{who(by)} {verb} {TILE_IDS[tile]} from {cell_name(cell)}{paid}{note}",
                    {"seat": seat, "rid": by, "cell": cell, "tile": tile, "keys": keys, "skeletons": skeletons,
                     "thieved": not take}))
    if take:
        _push(w, ("trigger", cell, by))


def _trigger(w: State, ev: list[Event], cell: int, taker: int) -> None:
    for r in w.stacks[cell]:
        if role_of(r) != SMUGGLER or r == taker or r in w.finished:
            continue
        w.robbed = _add(w.robbed, r)
        data = {"seat": seat_of(r), "rid": r, "cell": cell}
        if is_free(w, r):
            ev.append(Event("react", f"{who(r)}'s tile was taken: she reacts at once", data))
            _push(w, ("activate", r, 2))
        else:
            ev.append(Event("robbed", f"{who(r)}'s tile was taken while she is held: she will take an adjacent "
                                      f"tile when released", data))


def _finish(w: State, ev: list[Event], r: int) -> None:
    w.finished = _add(w.finished, r)
    if not w.waiting:
        return
    free = [x for x in order_of(w) if x in w.waiting and is_free(w, x)]
    if free:
        w.waiting = tuple(x for x in w.waiting if x not in free)
        ev.append(Event("release", f"{who(r)} has finished: {', '.join(who(x) for x in free)} released",
                        {"seat": seat_of(r), "rid": r, "released": tuple(free)}))
        _push(w, *(("released", x) for x in reversed(free)))

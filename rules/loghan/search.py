"""Search tokens (§2.12.1, C6, R8, E14, E34): dealing them to rooms and resolving a Search.

Stacks are held top first (index 0). Dealing serves the rooms in C7.1 order, each token taken from
index 0 of its colour's pool and put on top of the room's stack, so the last token dealt is the
top (E14). When the pool is short, the dealing goes round-robin (R8).
"""

from __future__ import annotations

from ..core.events import Event
from . import decks, steps
from .actions import COLOUR_WORDS, TOKEN_DRAW, Action
from .lookup import name, node_colour, nodes, token_kind
from .state import State, replace_at
from .steps import Step, step

TOKEN_COLOURS = "GBR"


def with_tokens(state: State, node: str, stack: tuple[str, ...]) -> State:
    """``node``'s stack replaced (kept in C7.1 order; empty stacks dropped; peeks of a changed top
    forgotten)."""
    current = dict(state.search)
    old = current.get(node, ())
    current[node] = stack
    order = nodes(state.board)
    search = tuple((n, current[n]) for n in order if current.get(n))
    peeked = state.peeked
    if not stack or not old or stack[0] != old[0] or len(stack) != len(old):
        peeked = tuple(p for p in peeked if p[0] != node)
    return state.but(search=search, peeked=peeked)


def deal_to_rooms(state: State, per_room: int, only_empty: bool = False) -> tuple[State, list[Event]]:
    """Give every "?" room of the board (with no tokens, when ``only_empty``) ``per_room`` tokens
    of its colour from the spare pool: room by room, or round-robin when the pool is short (R8)."""
    events = []
    for ci, colour in enumerate(TOKEN_COLOURS):
        rooms = [n for n in nodes(state.board) if node_colour(state.board, n) == colour
                 and not (only_empty and state.tokens_at(n))]
        pool = list(state.pools[ci])
        wanted = {room: per_room for room in rooms}
        if len(pool) >= per_room * len(rooms):
            order = [room for room in rooms for _ in range(per_room)]
        else:
            order = [room for k in range(per_room) for room in rooms]
        dealt = {room: 0 for room in rooms}
        for room in order:
            if not pool or dealt[room] >= wanted[room]:
                continue
            token = pool.pop(0)
            state = with_tokens(state, room, (token,) + state.tokens_at(room))
            dealt[room] += 1
        state = state.but(pools=replace_at(state.pools, ci, tuple(pool)))
        if rooms:
            events.append(Event("tokens_dealt", f"{colour} Search tokens dealt: "
                                + ", ".join(f"{name(r)} {dealt[r]}" for r in rooms if dealt[r]),
                                {"colour": colour, "dealt": {r: dealt[r] for r in rooms}}))
    return state, events


def search(state: State, seat: int) -> tuple[State, list[Event]]:
    """Reveal the top token of the group's node, resolve it, and put it in the box."""
    node = state.node
    stack = state.tokens_at(node)
    token = stack[0]
    state = with_tokens(state, node, stack[1:])
    state = decks.to_box(state, token)
    events = [Event("search", f"Seat {seat + 1} searches {name(node)}: a {name(token)}",
                    {"seat": seat, "node": node, "token": token}, subject=seat)]
    kind = token_kind(token)
    if kind.optional:  # a treasure token: the revealing agent may decline the draw (TOKEN_DRAW)
        return steps.push(state, step("token_draw", seat, colour=kind.effects[0].args[0])), events
    from .effects import apply_effect
    for effect in kind.effects:
        state, more = apply_effect(state, seat, effect, step("token", seat, card="Search token"))
        events += more
    return state, events


def _token_draw_legal(state: State, s: Step) -> list[Action]:
    colour = s.get("colour")
    return [Action(TOKEN_DRAW, True, f"Draw a {COLOUR_WORDS[colour]} treasure"),
            Action(TOKEN_DRAW, False, "Do not draw")]


def _token_draw_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if not action.arg:  # type: ignore[union-attr]
        return state, []
    from .gain import draw_own
    return draw_own(state, s.seat, s.get("colour"), "treasure token")  # type: ignore[arg-type]


steps.register("token_draw", steps.by_seat, _token_draw_legal, _token_draw_run)

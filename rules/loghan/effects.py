"""Effect codes (C8, §2.6.3) and the Coin with its Paradox Coin reflip (§2.15.4, E5 FLIP -> REFLIP).

An ``effects`` step holds a list of codes for one agent (``seat``; ``None`` for an Ending) and
resolves them left to right, one per run: a code that needs a decision (``PEEK``, ``T:X``'s
``PLACE``, ``FLIP``'s ``REFLIP``) pushes its steps above the rest of the list.
"""

from __future__ import annotations

from ..core.events import Event
from . import chance, decks, steps
from .actions import PEEK_NODE, REFLIP, Action
from .content_codes import Effect, parse_effect
from .lookup import INSTRUCTIONS, code_strings, name, node_colour
from .state import State
from .steps import Step, step
from .tracks import gain_clarity, gain_energy, gain_health, lose_clarity, lose_energy, lose_health

PARADOX_COIN = "TV3"


def effects_step(seat: int | None, codes: tuple[str, ...], **data: object) -> Step:
    return step("effects", seat, codes=codes, **data)


def add_summons(state: State, n: int, m: int, colour: str | None) -> tuple[State, list[Event]]:
    """``S n(m) c`` / ``S1 c``: pending summons of the node's colour unless one is written."""
    count = state.nm(n, m)
    colour = colour or node_colour(state.board, state.node) or "G"
    return state.but(summons=state.summons + (colour,) * count, summoned=True), [
        Event("summons", f"{count} {colour} enem{'y' if count == 1 else 'ies'} will be summoned",
              {"count": count, "colour": colour})]


def apply_code(state: State, seat: int | None, code: str, s: Step) -> tuple[State, list[Event]]:
    """Carry out one code for ``seat`` ("you"); decisions are pushed as steps on top. ``code`` is a
    C8 code in the spec's spelling (parsed with the content's grammar) or a story instruction."""
    if code.split(" ", 1)[0] in INSTRUCTIONS:
        from .story import apply_instruction
        return apply_instruction(state, code, s)
    return apply_effect(state, seat, parse_effect(code), s)


def apply_effect(state: State, seat: int | None, effect: Effect, s: Step) -> tuple[State, list[Event]]:
    src = s.get("card", "")
    kind, args = effect.code, effect.args
    if kind in ("H", "C", "E"):
        amount = int(args[0])  # type: ignore[arg-type]
        gain = amount > 0
        if kind == "H":
            return (gain_health if gain else lose_health)(state, abs(amount), src)
        if kind == "C":
            return (gain_clarity if gain else lose_clarity)(state, abs(amount), src)
        return (gain_energy if gain else lose_energy)(state, seat, abs(amount), src)  # type: ignore[arg-type]
    if kind == "T":
        from .gain import draw_own
        return draw_own(state, seat, args[0], src)  # type: ignore[arg-type]
    if kind in ("INIT", "OVR"):
        agent = state.agents[seat]  # type: ignore[index]
        field = "initiative" if kind == "INIT" else "overwhelmed"
        state = state.with_agent(seat, agent.but(**{field: getattr(agent, field) + 1}))  # type: ignore[arg-type]
        return state, [Event("status", f"Seat {seat + 1} gains {'Initiative' if kind == 'INIT' else 'Overwhelmed'}",  # type: ignore[operator]
                             {"seat": seat, "status": field}, subject=seat)]
    if kind == "PEEK":
        return steps.push(state, step("peek", seat)), []
    if kind == "FLIP":
        return flip(state, seat, step("flip_apply", seat, heads=code_strings(effect.heads),
                                      tails=code_strings(effect.tails), card=src))
    if kind == "S":
        return add_summons(state, int(args[0]), int(args[1]), args[2])  # type: ignore[arg-type]
    if kind == "S1":
        return add_summons(state, 1, 1, args[0])  # type: ignore[arg-type]
    if kind == "LURK":
        colour = args[0] or node_colour(state.board, state.node) or "G"
        return lurk(state, colour, s.get("deck", "") or colour)  # type: ignore[arg-type]
    if kind == "NO ALERT":
        return state.but(no_alert=True), [Event("no_alert", "No Enemy Alert coin flip this Round", {})]
    if kind == "GOB-LI":
        return steps.push(state, step("gobli")), []
    raise ValueError(f"unknown effect code {effect}")


def lurk(state: State, colour: str, deck_colour: str) -> tuple[State, list[Event]]:
    """Draw 1 enemy of ``colour`` face down onto the lurker stack of event deck ``deck_colour``."""
    state, card, events = decks.draw_enemy(state, colour)
    if card:
        state = decks.add_lurker(state, deck_colour if deck_colour in "GBR" else "G", card)
        events.append(Event("lurker", f"A face-down {colour} enemy lurks on the {deck_colour} event deck",
                            {"colour": colour, "deck": deck_colour}))
    return state, events


def _effects_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    codes = s.get("codes")
    if not codes:
        return steps.pop(state), []
    state = steps.replace_top(state, s.put(codes=codes[1:])) if len(codes) > 1 else steps.pop(state)
    return apply_code(state, s.seat, codes[0], s)


# --- PEEK -------------------------------------------------------------------------------------


def _peek_decider(state: State, s: Step) -> int | None:
    return s.seat if state.search else None


def _peek_legal(state: State, s: Step) -> list[Action]:
    return [Action(PEEK_NODE, node) for node, _ in state.search]


def _peek_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if action is None:
        return state, [Event("peek", "No node holds a Search token: nothing to look at", {})]
    return peek(state, s.seat, action.arg)  # type: ignore[arg-type]


def peek(state: State, seat: int, node: str) -> tuple[State, list[Event]]:
    """Look at the top token of ``node``: every seat sees it in Story mode, only ``seat`` otherwise."""
    who = -1 if state.mode == "story" else seat
    token = state.tokens_at(node)[0]
    peeked = tuple(p for p in state.peeked if p != (node, who)) + ((node, who),)
    seen = Event("peek", f"The top Search token of {name(node)} is a {name(token)}", {"node": node, "token": token,
                                                                          "seat": seat})
    if who >= 0:
        seen = Event("peek", f"Seat {seat + 1} looks at the top Search token of {name(node)}",
                     {"node": node, "seat": seat}, visible_to=frozenset(), redacted=None)
        seen = Event("peek", f"Seat {seat + 1} sees a {name(token)} on top of {name(node)}",
                     {"node": node, "token": token},
                     visible_to=frozenset({seat}), redacted=seen._replace(visible_to=None))
    return state.but(peeked=peeked), [seen]


# --- the Coin and the Paradox Coin ------------------------------------------------------------


def paradox_holder(state: State) -> int:
    """The seat that may reflip now (a usable, equippable Paradox Coin not used this Round), or -1."""
    from .items import can_use
    for seat in state.order():
        for t in state.agents[seat].treasures:
            if t.startswith(PARADOX_COIN) and t not in state.agents[seat].items_used and can_use(state, seat, t):
                return seat
    return -1


def flip(state: State, seat: int | None, then: Step) -> tuple[State, list[Event]]:
    """Flip the Coin for ``seat``; ``then`` runs with ``result`` (0 Heads, 1 Tails) after a reflip
    offer, if anyone can reflip."""
    state, result = chance.coin(state)
    events = [Event("coin", f"{'Seat ' + str(seat + 1) if seat is not None else 'The Leader'} flips the Coin: "
                    f"{'Heads' if result == 0 else 'Tails'}", {"seat": seat, "result": result})]
    pushed = [then.put(result=result)]
    holder = paradox_holder(state)
    if holder >= 0:
        pushed.insert(0, step("reflip", holder))
    return steps.push(state, *pushed), events


def _reflip_legal(state: State, s: Step) -> list[Action]:
    return [Action(REFLIP, True, "Flip again with the Paradox Coin"), Action(REFLIP, False, "Keep the result")]


def _reflip_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    state = steps.pop(state)
    if not action.arg:  # type: ignore[union-attr]
        return state, []
    agent = state.agents[s.seat]  # type: ignore[index]
    coin = next(t for t in agent.treasures if t.startswith(PARADOX_COIN))
    state = state.with_agent(s.seat, agent.but(items_used=agent.items_used + (coin,)))  # type: ignore[arg-type]
    state, result = chance.coin(state)
    below = state.stack[-1]
    state = steps.replace_top(state, below.put(result=result))
    return state, [Event("coin", f"Seat {s.seat + 1} reflips with the Paradox Coin: "  # type: ignore[operator]
                         f"{'Heads' if result == 0 else 'Tails'}", {"seat": s.seat, "result": result, "reflip": True})]


def _flip_apply_run(state: State, s: Step, action: Action | None) -> tuple[State, list[Event]]:
    codes = s.get("heads") if s.get("result") == 0 else s.get("tails")
    return steps.replace_top(state, effects_step(s.seat, codes, card=s.get("card", ""))), []


steps.register("effects", steps.automatic, steps.no_actions, _effects_run)
steps.register("peek", _peek_decider, _peek_legal, _peek_run)
steps.register("reflip", steps.by_seat, _reflip_legal, _reflip_run)
steps.register("flip_apply", steps.automatic, steps.no_actions, _flip_apply_run)

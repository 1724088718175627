"""Combat Step 4 (§2.8.4): one attack turn per agent taking part, in player order.

The turn's budget is the agent's Combat Power, fixed at the start (``AttackTurn.cp``). The agent
targets one enemy (an undefeated one, or the enemy defeated last once all are, R19), then plays
Priority 2 cards one at a time. The turn ends on ``END_TURN`` or by itself once nothing in hand is
playable (E10); then overkill (R18) and the Storm Lance. Card sub-decisions (Clever Attack riders,
Parry) are steps of ``combat_riders``; Chaos agents' constraints (E12) come from ``combat_chaos``.
"""

from __future__ import annotations

from ..core.events import Event
from . import combat_chaos as chaos
from . import combat_ports as ports
from . import steps
from .actions import Action
from .combat_kinds import (
    CARD_NAMES, CLEVER, CRIT, END_TURN, HIT, LEAVE_IT, OVERKILL, PARRY, PLAY, TARGET, act, check, combat, foe_name,
    kinds_of, register, remove_one, set_at, set_combat,
)
from .combat_state import AttackTurn
from .state import State
from .steps import Step

ATTACK_STEP, OVERKILL_STEP = "combat.attack", "combat.overkill"
STEP4_CARDS = (HIT, CRIT, CLEVER, PARRY)


def start_turn(state: State, seat: int) -> State:
    """The agent's attack turn begins: CP is fixed now, and so is the Storm Lance (§2.8.4)."""
    c = combat(state)
    turn = AttackTurn(seat, ports.combat_power(state, seat), fell_before=c.fell_count,
                      lance=ports.has_usable(state, seat, ports.STORM_LANCE))
    state = set_combat(state, turn=turn)
    return steps.push(state, steps.step(ATTACK_STEP, seat))


def turn_of(state: State) -> AttackTurn:
    turn = combat(state).turn
    if turn is None:
        raise RuntimeError("no attack turn in progress")
    return turn


def free_hits(state: State, seat: int) -> int:
    feint = combat(state).feint
    return feint[seat] if seat < len(feint) else 0


def can_play(state: State, seat: int, card: str, cp: int) -> bool:
    """Whether ``card`` can be played now with ``cp`` left (a target already chosen)."""
    if card == CRIT:
        return True
    if card == HIT:
        return cp >= 1 or free_hits(state, seat) > 0
    return card in (CLEVER, PARRY) and cp >= 1


def playable(state: State, seat: int) -> list[str]:
    turn = turn_of(state)
    return [c for c in kinds_of(state.agents[seat].hand) if c in STEP4_CARDS and can_play(state, seat, c, turn.cp)]


def targets(state: State) -> list[int]:
    """An undefeated enemy, or the enemy defeated last once every enemy is defeated (R17, R19)."""
    c = combat(state)
    alive = c.undefeated()
    if alive:
        return alive
    last = c.last_defeated()
    return [last] if last >= 0 else []


# --- the attack step --------------------------------------------------------------------------


def _legal(state: State, step: Step) -> list[Action]:
    seat = step.seat
    assert seat is not None
    turn = turn_of(state)
    if turn.target < 0:
        aims = chaos.targets(state, seat) if chaos.is_chaos(state, seat) else targets(state)
        out = [act(TARGET, i, f"Target {foe_name(state, i)}") for i in aims]
        if not chaos.is_chaos(state, seat):
            out.append(act(END_TURN, None, "End your attack turn without attacking"))
        return out
    cards = playable(state, seat)
    if chaos.is_chaos(state, seat):
        forced = chaos.next_damage_card(state, seat, cards)
        if forced:
            return [act(PLAY, forced, f"Play {CARD_NAMES[forced]}")]
        cards = [c for c in cards if c == PARRY]
    out = [act(PLAY, c, f"Play {CARD_NAMES[c]}") for c in cards]
    return out + [act(END_TURN, None, "End your attack turn")] if out else []


def _decider(state: State, step: Step) -> int | None:
    """Nobody decides once the turn is over by itself: nothing playable (E10), or a Chaos agent
    without a damage card (E12)."""
    seat = step.seat
    assert seat is not None
    turn = turn_of(state)
    if turn.target < 0:
        cards = [c for c in kinds_of(state.agents[seat].hand) if c in STEP4_CARDS and can_play(state, seat, c, turn.cp)]
        if not cards or not targets(state):
            return None
        if chaos.is_chaos(state, seat) and not chaos.next_damage_card(state, seat, cards):
            return None
        return seat
    return seat if _legal(state, step) else None


def _run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    seat = step.seat
    assert seat is not None
    if action is None and _decider(state, step) is None:
        return finish_turn(state, seat)
    action = check(action, _legal(state, step), "in your attack turn")
    if action.kind == END_TURN:
        return finish_turn(state, seat)
    if action.kind == TARGET:
        index = int(action.arg)  # type: ignore[arg-type]
        state = set_combat(state, turn=turn_of(state).but(target=index))
        return state, [Event("target", f"Seat {seat + 1} targets {foe_name(state, index)}.",
                             {"seat": seat, "enemy": index}, subject=seat)]
    return play_card(state, seat, str(action.arg))


def play_card(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """Pay the card's CP (a Feint Hit first, E33), lay it in play, resolve it."""
    from . import combat_riders as riders

    turn = turn_of(state)
    c = combat(state)
    agent = state.agents[seat]
    state = state.with_agent(seat, agent.but(hand=remove_one(agent.hand, card)))
    feint = c.feint
    cp = turn.cp
    if card == HIT and free_hits(state, seat) > 0:
        feint = set_at(feint, seat, feint[seat] - 1)
    elif card in (HIT, CLEVER, PARRY):
        cp -= 1
    state = set_combat(state, played=set_at(c.played, seat, c.played[seat] + (card,)), feint=feint,
                       turn=turn.but(cp=cp))
    events = [Event("play", f"Seat {seat + 1} plays {CARD_NAMES[card]}.", {"seat": seat, "card": card, "cp": cp},
                    subject=seat, you=f"You play {CARD_NAMES[card]} ({cp} CP left).")]
    if card in (HIT, CRIT):
        state, more = damage(state, seat, turn.target, 1, bonus=True)
        return state, events + more
    if card == CLEVER:
        state, more = riders.clever(state, seat)
        return state, events + more
    state, more = riders.parry(state, seat)
    return state, events + more


# --- damage, defeat, weakness -------------------------------------------------------------------


def weak_to(state: State, seat: int, index: int) -> bool:
    """The weakness bonus applies: a usable weapon type (Melee when unarmed) matches, or the enemy
    is Marked (§2.8.4 step 5)."""
    foe = combat(state).row[index]
    return foe.card in state.marked or ports.enemy(foe.card).weakness in ports.attack_types(state, seat)


def damage(state: State, seat: int, index: int, n: int, *, bonus: bool) -> tuple[State, list[Event]]:
    """Place ``n`` of ``seat``'s tokens on enemy ``index``. With ``bonus``, damage on the turn's
    target may bring the once-per-turn weakness token (R16); redirected and carried damage never
    do. Defeat is marked the moment tokens reach Health."""
    c = combat(state)
    turn = c.turn
    extra = 0
    if bonus and turn is not None and index == turn.target and not turn.bonus_used:
        extra = 1 if weak_to(state, seat, index) else 0
        c = c.but(turn=turn.but(bonus_used=True))
    foe = c.row[index]
    foe = foe.but(tokens=set_at(foe.tokens, seat, foe.tokens[seat] + n + extra))
    events = [Event("damage", f"Seat {seat + 1} places {n + extra} token(s) on {foe_name(state, index)}"
                              + (" (weakness)" if extra else "") + ".",
                    {"seat": seat, "enemy": index, "n": n + extra, "bonus": bool(extra)}, subject=seat)]
    if not foe.defeated and foe.total >= foe.health:
        c = c.but(fell_count=c.fell_count + 1)
        foe = foe.but(fell=c.fell_count)
        events.append(Event("defeat", f"{foe_name(state, index)} is defeated.", {"enemy": index}))
    placed = c.placed if seat in c.placed else c.placed + (seat,)
    return state.but(combat=c.with_foe(index, foe).but(placed=placed)), events


# --- end of the turn: overkill (R18), Storm Lance (R34) -------------------------------------------


def carry_options(state: State) -> list[int]:
    """The nearest undefeated enemy on each side of the target, skipping defeated cards."""
    c = combat(state)
    target = turn_of(state).target
    left = [i for i in range(target - 1, -1, -1) if not c.row[i].defeated]
    right = [i for i in range(target + 1, len(c.row)) if not c.row[i].defeated]
    return [side[0] for side in (left, right) if side]


def excess(state: State) -> int:
    """E: the target's tokens beyond its Health, when it was defeated during this turn; else 0."""
    turn = turn_of(state)
    if turn.target < 0:
        return 0
    foe = combat(state).row[turn.target]
    if foe.fell <= turn.fell_before:
        return 0
    return foe.total - foe.health


def finish_turn(state: State, seat: int) -> tuple[State, list[Event]]:
    """The turn's cards are done: offer overkill if ⌊E/2⌋ ≥ 1 and an enemy is undefeated."""
    if excess(state) // 2 >= 1 and carry_options(state):
        return steps.replace_top(state, steps.step(OVERKILL_STEP, seat)), []
    return close_turn(state, seat)


def close_turn(state: State, seat: int) -> tuple[State, list[Event]]:
    turn = turn_of(state)
    c = combat(state)
    events: list[Event] = []
    kills = sum(1 for f in c.row if f.fell > turn.fell_before)
    if turn.lance and kills:
        state, events = ports.gain_energy(state, seat, kills, "Storm Lance")
    state = set_combat(state, turn=None)
    return steps.pop(state), events


def _overkill_legal(state: State, step: Step) -> list[Action]:
    out = [act(OVERKILL, LEAVE_IT, "Leave the excess tokens on the defeated enemy")]
    if chaos.is_chaos(state, step.seat):  # type: ignore[arg-type]
        return out  # E12: always LEAVE
    return out + [act(OVERKILL, i, f"Carry half the excess to {foe_name(state, i)}") for i in carry_options(state)]


def _overkill_run(state: State, step: Step, action: Action | None) -> tuple[State, list[Event]]:
    action = check(action, _overkill_legal(state, step), "for the overkill")
    seat = step.seat
    assert seat is not None
    events: list[Event] = []
    if action.arg != LEAVE_IT:
        e = excess(state)
        c = combat(state)
        target = turn_of(state).target
        foe = c.row[target]
        state = state.but(combat=c.with_foe(target, foe.but(tokens=set_at(foe.tokens, seat, foe.tokens[seat] - e))))
        state, events = damage(state, seat, int(action.arg), e // 2, bonus=False)  # type: ignore[arg-type]
    state, more = close_turn(state, seat)
    return state, events + more


register(ATTACK_STEP, _decider, _legal, _run)
register(OVERKILL_STEP, steps.by_seat, _overkill_legal, _overkill_run)

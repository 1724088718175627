"""What the seat to act must decide, in one line (``describe_decision``): the prompt the terminal
prints and the table's prompt bar shows ("Seat 2 must place the Axe").

Written from the top step of the stack alone, so that it reads the same on the full state and on
a seat's view (which keeps the stack), and never names what the view hides: a prompt about a
Decision names the card's title and the choosers' count, never a committed letter; a reward card
is named only once it is revealed. Seats are "Seat N" (``rules.core.text.name_seats`` turns them
into names or "you").
"""

from __future__ import annotations

from typing import Callable

from ..core.text import seat_name
from .actions import COLOUR_WORDS, enemy_words
from .lookup import event, name, treasure
from .state import State
from .steps import Step

WINDOWS = {
    "W1": "before the group moves (W1)", "W2": "before the Enemy Alert coin flip (W2)",
    "W3": "in Combat Step 1: choose weapons (W3)", "W4": "in Combat Step 2, after the draws (W4)",
    "W5": "before the Priority 1 cards (W5)", "W6": "before Priority 3 (W6)", "W7": "before the enemies attack (W7)",
    "W8": "at the start of the Reward Phase (W8)", "W9": "at the start of the Refresh Phase (W9)",
}
_WINDOW_DOES = {"W3": "rearrange weapons, use items or skills", "W4": "use the combat skill, items or skills"}

# Author D's steps, read from their kind (their own labels say the rest). In the third person, so
# that ``name_seats`` can address any reader (``combat_prompts`` words them for the one deciding).
_COMBAT = {
    "combat.p1": "may play a Priority 1 card (Combat Step 3) or pass",
    "combat.attack": "must take the attack turn (Combat Step 4): choose a target and play cards, or end the turn",
    "combat.recup": "must fight or recuperate this combat round",
    "combat.recup_discard": "must choose the cards to discard while recuperating",
    "combat.aid_partner": "must choose an Aid partner in Reach",
    "combat.aid_discard": "may discard one card (Aid)",
    "combat.clever_pay": "may pay 1 Energy for the Clever Attack",
    "combat.rider": "must choose the Clever Attack's rider",
    "combat.melee_discard": "may discard one card (Melee rider)",
    "combat.redirect": "may move the Clever Attack's damage to another enemy (Ranged rider)",
    "combat.parry_pay": "may spend 1 Clarity to draw a card (Parry)",
    "combat.overkill": "must leave the excess tokens or carry them to a neighbour (overkill)",
    "combat.drop": "must Drop one equipped treasure (Black Knight)",
    "combat.keep_card": "must keep one of the two cards looked at (Diagnostics)",
    "combat.brace": "may discard one card (Brace)",
    "combat.steady_aim": "must draw or take a Hit from the discard pile (Steady Aim)",
    "combat.improvise": "may pay 1 Energy to draw one more card (Improvise)",
    "combat.chaos_arm": "must choose the Chaos agent's weapon set (a tie in Combat Power)",
    "reward.answer": "must accept or refuse the reward card",
    "reward.bid": "must offer, stand or drop out in the reward auction",
    "reward.award": "must award the card to one of the tied highest bidders",
    "reward.distribute": "must give a kept reward card to an agent (Solo rules)",
    "reward.trophy": "may take a trophy",
}


def describe_decision(state: State) -> str:
    """What the seat to act must decide ("Seat 2 must ..."); "The game is over" at the end."""
    if state.over is not None:
        return _over(state)
    if not state.stack:
        return "Nothing is pending"
    from .engine import to_act
    top = state.stack[-1]
    seat = to_act(state)
    who = seat_name(seat) if seat is not None else "Nobody"
    say = _SAY.get(top.kind)
    if say is not None:
        return f"{who} {say(state, top)}"
    if top.kind in _COMBAT:
        words = _COMBAT[top.kind]
        turn = getattr(state.combat, "turn", None)
        if top.kind == "combat.attack" and turn is not None and turn.target >= 0:
            foe = enemy_words([f.card for f in state.combat.row], turn.target)
            words = f"must attack {foe} ({turn.cp} Combat Power left): play a card or end the turn"
        if top.kind == "reward.answer" and getattr(state.reward, "card", ""):
            words += f" ({name(state.reward.card)})"
        return f"{who} {words}"
    return f"{who} must decide ({top.kind.replace('.', ': ').replace('_', ' ')})"


def _window(state: State, s: Step) -> str:
    name_ = s.get("name")
    does = _WINDOW_DOES.get(name_, "use items, skills, trades or rearrange treasures")
    return f"may {does} {WINDOWS.get(name_, name_)}, or pass"


def _move(state: State, s: Step) -> str:
    steps = f", {state.moves} step{'s' if state.moves != 1 else ''} so far" if state.moves else ""
    return f"must move the group on from {name(state.node)} or stop there (the Leader{steps})"


def _event(state: State, s: Step) -> str:
    card = event(s.get("card"))
    from .engine import to_act
    agent = state.agents[to_act(state)]  # type: ignore[index]
    if agent.seat_kind == "chaos":
        return f"must pick one of the two drawn Decision cards for {agent.id} on {card.title}"
    return f"must commit a Decision card (A-D) for {card.title}"


def _card(card: object) -> str:
    """A treasure by name, or "a treasure" where the view hides it (another agent's draw, §5.2)."""
    return "a treasure" if not isinstance(card, str) or card.startswith("?") else f"the {name(card)}"


def _place(state: State, s: Step) -> str:
    return f"must place {_card(s.get('card'))}"


def _overflow(state: State, s: Step) -> str:
    card = s.get("card")
    what = f"no room for {_card(card)}" if card else "more treasures than places"
    return f"must give, return or disenchant a treasure ({what})"


def _split(state: State, s: Step) -> str:
    missing = s.get("cost") - sum(k for _, k in s.get("paid"))
    purpose = {"skill": "the skill", "cloak": "the Invisibility Cloak", "gobli": "the Gob-Li ware"}.get(
        s.get("purpose"), s.get("purpose"))
    return f"must say how much Energy to pay towards {purpose} ({missing} still missing)"


def _trade_build(state: State, s: Step) -> str:
    return f"may add items to the trade offer to {seat_name(s.get('to'))}, send it or withdraw it"


def _auction(state: State, s: Step) -> str:
    ware = s.get("wares")[0]
    bid = f"the bid stands at {s.get('bid')}" if s.get("high", -1) >= 0 else f"cost {treasure(ware).cost}"
    return f"must bid for the {name(ware)} or pass ({bid})"


def _shop(state: State, s: Step) -> str:
    ware = s.get("wares")[0]
    return f"must buy the {name(ware)} ({treasure(ware).cost} Energy) for an agent with room, or leave it"


def _contribute(state: State, s: Step) -> str:
    from .lookup import board_name
    from .timeline import missing
    return (f"may contribute Energy to travel to {board_name(s.get('board'))} "
            f"({missing(state, s)} still missing)")


def _over(state: State) -> str:
    r = state.over
    if state.mode != "exploration" or r is None:
        return f"The game is over: {'victory' if r is not None and r.winners else 'defeat'}"
    if not r.winners:
        return "The game is over: Health reached 0 and everyone loses"
    best = int(r.scores[r.winners[0]])
    return f"The game is over: {' and '.join(seat_name(w) for w in r.winners)} with {best} Data Points"


def _clean(state: State, s: Step) -> str:
    tied = ", ".join(name(n) for n in s.get("tied"))
    return f"must choose which {s.get('need')} of the tied Clean tokens to remove ({tied})"


_SAY: dict[str, Callable[[State, Step], str]] = {
    "window": _window,
    "move": _move,
    "event_card": _event,
    "peek": lambda st, s: "must choose a node and look at its top Search token",
    "reflip": lambda st, s: "may flip the Coin again with the Paradox Coin",
    "place": _place,
    "overflow": _overflow,
    "give_answer": lambda st, s: f"must accept or refuse the {name(s.get('card'))} from {seat_name(s.get('giver'))}",
    "req_keep": lambda st, s: "must keep one of the two treasures drawn (Requisition)",
    "tonic_miss": lambda st, s: "may discard a MISS (Clear-Mind Tonic)",
    "split": _split,
    "trade_build": _trade_build,
    "trade_answer": lambda st, s: f"must accept or refuse {seat_name(s.get('offerer'))}'s trade offer",
    "refresh_act": lambda st, s: "must take one Refresh action",
    "sneak_peek": lambda st, s: f"may look at the top Search token of {name(s.get('node'))}",
    "sneak_cloak": lambda st, s: "must choose whether to use the Invisibility Cloak before the alert flip",
    "token_draw": lambda st, s: f"may draw a {COLOUR_WORDS[s.get('colour')]} treasure (Search token)",
    "disenchant": lambda st, s: "may disenchant treasures that have a cost, then say done",
    "clean_remove": _clean,
    "gobli_sell": lambda st, s: "may sell treasures to the Gob-Li, then say done",
    "gobli_auction": _auction,
    "gobli_shop": _shop,
    "timeline": lambda st, s: "may propose travelling to another timeline (10 Energy per agent), or stay",
    "timeline_contribute": _contribute,
    "final_disenchant": lambda st, s: "may disenchant treasures before the Data Points are counted, then say done",
}

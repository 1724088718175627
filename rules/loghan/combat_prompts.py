"""What a combat or reward decision asks, in words (for C's ``describe_decision`` and the table).

C's text view calls ``combat_flow.describe(state, step)`` when a ``combat.*`` or ``reward.*`` step
asks a seat; the words say what is being decided, not who decides (the caller names the seat).
"""

from __future__ import annotations

from .actions import enemy_words
from .lookup import name
from .state import State
from .steps import Step

PROMPTS = {
    "combat.chaos_arm": "choose which of the tied weapon sets the Chaos agent equips",
    "combat.recup": "fight this combat round, or Recuperate",
    "combat.recup_discard": "choose the cards to discard while Recuperating",
    "combat.keep_card": "Diagnostics: choose which of the top 2 cards to draw",
    "combat.brace": "Brace: discard a card from your hand, or none",
    "combat.steady_aim": "Steady Aim: draw a card, or take a Hit from your discard pile",
    "combat.improvise": "Improvise: pay 1 Energy to draw 1 more card?",
    "combat.p1": "play a Priority 1 card (Aid), or pass",
    "combat.aid_partner": "choose the agent your Aid helps",
    "combat.aid_discard": "Aid: discard a card from your hand, or none",
    "combat.clever_pay": "pay 1 Energy for the Clever Attack?",
    "combat.rider": "choose the Clever Attack's rider",
    "combat.redirect": "Ranged rider: place the damage on another enemy, or keep it on your target",
    "combat.melee_discard": "Melee rider: discard a card from your hand, or none",
    "combat.parry_pay": "Parry: spend 1 Clarity to draw a card?",
    "combat.overkill": "leave the excess damage on the defeated enemy, or carry half of it",
    "combat.drop": "the Black Knight: choose the equipped treasure to Drop",
    "reward.answer": "take the reward card for 1 Reward Point, or refuse it",
    "reward.bid": "bid Reward Points for the reward card, stand, or drop out",
    "reward.award": "award the card to one of the tied highest bidders",
    "reward.distribute": "give the reward card to an agent with room, or return it",
    "reward.trophy": "take a defeated enemy as a trophy, or none",
}


def describe(state: State, step: Step) -> str:
    """The decision ``step`` asks for, in words ("" for a kind that is not D's)."""
    if step.kind == "combat.attack" and state.combat is not None and state.combat.turn is not None:
        turn = state.combat.turn
        if turn.target < 0:
            return "your attack turn: choose a target, or end the turn"
        foe = enemy_words([f.card for f in state.combat.row], turn.target)
        return f"your attack turn against {foe} ({turn.cp} Combat Power left): play a card or end the turn"
    if step.kind == "reward.answer" and state.reward is not None and state.reward.card:
        return f"take {name(state.reward.card)} for 1 Reward Point, or refuse it"
    return PROMPTS.get(step.kind, "")

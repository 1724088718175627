"""Everything combat and rewards need from author C's modules and the content, in one place.

Combat code calls only these names, so when C's helpers change shape this module is the one to
adapt. Every helper here is now C's real one (``tracks``, ``decks``, ``gear``, ``gain``,
``items``, ``ending``, ``windows``, ``chaos``, ``lookup``); the few functions defined here are
readings only combat needs (a Boss's Health, attack types as a sorted tuple, ``has_usable``,
which C asked D to keep) and thin adapters over C's signatures (``has_room`` takes a seat).
"""

from __future__ import annotations

from . import chaos, decks, ending, gain, gear, items, tracks, windows
from .lookup import base as design
from .lookup import boss_health, combat_clarity, combat_energy, enemy, has_loot, node_colour, treasure
from .state import State

SHOCK_BATON, STORM_LANCE, LARGE_ROD = "TG3", "TR2", "TB1"
VANTZ = "EX1"

# --- enemies ----------------------------------------------------------------------------------


def enemy_health(state: State, card: str) -> int:
    """Printed Health, or for a Boss its preset multiplier × agents in play (§2.7 step 4)."""
    if enemy(card).colour == "X":
        return boss_health(card, state.preset, state.n)
    return enemy(card).health


def energy_reward(card: str) -> int:
    """Combat-end Energy per defeated ``card`` for each agent that placed a token (C4)."""
    return combat_energy(enemy(card).colour)


def clarity_reward(card: str) -> int:
    """Combat-end Clarity the group gains per defeated ``card`` (C4)."""
    return combat_clarity(enemy(card).colour)


# --- treasures and what an agent wields ---------------------------------------------------------


usable_equipped = gear.usable_equipped
combat_power = gear.combat_power  # max(1, Σ CP) + Overclock (R14)
block = gear.block  # Σ Block of usable equipped Shields (R22, R33)


def attack_types(state: State, seat: int) -> tuple[str, ...]:
    """The types the agent attacks with, sorted: its usable weapons' types, Melee when unarmed (R15)."""
    return tuple(sorted(gear.weapon_types(state, seat)))


def has_room(state: State, seat: int, card: str) -> bool:
    """Room for ``card`` after rearranging (E28)."""
    return gear.has_room(state.agents[seat], card)


def has_usable(state: State, seat: int, design_id: str) -> bool:
    """Whether a usable equipped treasure of design ``design_id`` (e.g. the Large Rod) is in hand."""
    return any(design(t) == design_id for t in usable_equipped(state, seat))


# --- tracks (C's ``tracks``) ------------------------------------------------------------------

lose_health = tracks.lose_health
lose_clarity = tracks.lose_clarity
gain_clarity = tracks.gain_clarity
gain_health = tracks.gain_health
gain_energy = tracks.gain_energy
lose_energy = tracks.lose_energy
spend_energy = tracks.spend_energy
spend_clarity = tracks.spend_clarity


story_victory = ending.story_victory  # 012 is read: everyone wins (§2.21)
gain_treasure = gain.gain_treasure  # pushes C's place step (PLACE / re-layout / OVERFLOW)
discard_own = items.discard_own  # an agent's own treasure onto its colour's discard pile (E29)
window = windows.window  # the free-action window step (W3-W8)
register_free_action = windows.register_free_action
current_window = windows.current_window

# --- Chaos characters (E12, E32) --------------------------------------------------------------

weapon_sets = chaos.weapon_sets  # the tied best weapon sets (the person picks among several)
equip = chaos.equip  # lay the agent's treasures out again with a weapon set in hand


# --- decks (C's ``decks``) -----------------------------------------------------------------------

draw_treasure = decks.draw_treasure  # (state, card or "", events)
draw_enemy = decks.draw_enemy
reshuffle_treasure = decks.reshuffle_treasure  # (state, events)
discard_enemy = decks.discard_enemy


__all__ = ["enemy", "enemy_health", "has_loot", "treasure", "attack_types", "combat_power",
           "block", "has_usable", "lose_health", "lose_clarity", "gain_energy", "lose_energy", "draw_treasure",
           "draw_enemy", "reshuffle_treasure", "discard_enemy", "story_victory", "node_colour", "design", "discard_own",
           "window", "register_free_action", "current_window", "weapon_sets", "equip", "spend_clarity"]

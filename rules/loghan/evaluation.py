"""How good a position is for the team, in the units the greedy team player thinks in.

Everything here reads only what every seat sees (tracks, treasures in the open, the story deck,
the enemy row), so it gives the same answer from any seat's view and from the true state.

- **Gear.** ``hand_score(cards, weak)`` is what an agent's best choice of hand contents is worth
  in a combat round: the expected tokens a fresh hand places with that Combat Power (``dmg``,
  exact hypergeometric expectation over the preset's combat deck), the weakness bonus when a
  weapon type matches ``weak``, and Block. ``treasure_value`` is what a card adds to an agent
  (its gear gain plus what a consumable is worth).
- **Enemies.** ``THREAT`` is the Health an enemy takes from the group per combat round it lives;
  ``enemy_cost`` the net price of a summoned enemy of a colour (its attacks until the group kills
  it, less the Energy, Clarity and Loot it brings).
- **Events.** ``code_value`` prices effect codes (C8) in Health points, the unit of the whole
  module (Clarity about 0.55, Energy about 0.3, a treasure draw by colour).
- **The team's chance.** ``value(state)`` and ``chance(state)`` judge a whole position (story
  progress, Health, Clarity, Energy, gear, a combat in progress) for cut-off playouts and hints.
- **Exploration** (competitive): ``seat_values(state)`` gives each seat its own payoff estimate,
  the group's survival times that seat's chance to have the most Data Points
  (``evaluation_explore``); in Story mode it is the team's ``chance`` shared.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Iterable, Sequence

from .lookup import base, combat_deck, treasure
from .state import MAX_CLARITY, MAX_HEALTH, State

# --- units -------------------------------------------------------------------------------------

CLARITY_UNIT = 0.55   # one point of Clarity, in Health points
ENERGY_UNIT = 0.3     # one point of Energy
TREASURE_DRAW = {"G": 1.6, "B": 2.4, "R": 3.4, "V": 1.2}  # an unseen treasure draw of that colour
INIT_UNIT = 0.9       # one more card in the first combat round of a combat
PEEK_UNIT = 0.1
GOBLI_UNIT = 0.5
BOSS_MULT = {"story": 5, "standard": 6, "hard": 7}

# Health the group loses per combat round while the enemy lives (C4 attack texts; Clarity and
# Energy losses converted; the Knight's Drop and Vantz's summons priced in).
THREAT = {"EG1": 1.0, "EG2": 0.8, "EG3": 1.2, "EB1": 1.55, "EB2": 2.0, "ER1": 2.6, "ER2": 3.0, "EV1": 1.55,
          "EX1": 2.8, "EX2": 3.55}
KILL_GAIN = {"G": 0.3, "B": 1.4, "R": 1.7, "V": 1.7, "X": 2.0}  # Energy and Clarity a kill brings the team
MEAN_HEALTH = {"G": 2.7, "B": 5.0, "R": 8.5, "V": 6.0}
MEAN_THREAT = {"G": 1.0, "B": 1.8, "R": 2.8, "V": 1.55}

# Story progress: the story card (or Cover) on top of the story deck -> how far the team is (0..1).
STORY_STAGE = {"C1": 0, "002": 0, "C2": 1, "003": 1, "C3": 2, "004": 2, "C4": 3, "005": 3, "006": 3.5,
               "C5": 4, "007": 4, "C6": 5, "008": 5, "C7": 6, "009": 6, "010": 6.5, "C8": 7, "011": 7,
               "012": 8}
STAGES = 8.0


# --- combat power -------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def dmg(cp: int, preset: str = "standard", hand: int = 5) -> float:
    """Expected tokens a fresh ``hand``-card hand places with Combat Power ``cp``: min(CP, Hits +
    Clever Attacks) + Critical Hits (no weakness)."""
    deck = combat_deck(preset)
    n = len(deck)
    attack = sum(1 for c in deck if c in ("HIT", "CLEVER"))
    crit = sum(1 for c in deck if c == "CRIT")
    total = comb(n, hand)
    e = 0.0
    for x in range(0, hand + 1):
        p = comb(attack, x) * comb(n - attack, hand - x) / total
        e += p * min(max(1, cp), x)
    return e + hand * crit / n


WEAKNESS_TOKEN = 0.75   # the weakness bonus: nearly one token per attack turn when it applies
BLOCK_UNIT = 0.45       # a Block point saves about this much Health per combat round
TYPE_SPREAD = 0.12      # any weapon type matches some weaknesses: a little for each distinct type
SHOCK_EXTRA = 0.25      # Shock also matches Vantz, the Dragon and the Stray Resurrected


def _cp_of(cards: Iterable[str]) -> int:
    return sum(treasure(t).cp for t in cards)


def _types_of(cards: Iterable[str]) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for t in cards:
        out |= treasure(t).weapon_types
    return out or frozenset({"Melee"})


def hands_value(hands: Sequence[str], preset: str = "standard", weak: frozenset[str] = frozenset(),
                bonus: int = 0) -> float:
    """What holding ``hands`` (the distinct treasures in the two hands) is worth per combat round."""
    return _hands_value(tuple(sorted(base(t) for t in hands)), preset, weak, bonus)


@lru_cache(maxsize=50000)
def _hands_value(hands: tuple[str, ...], preset: str, weak: frozenset[str], bonus: int) -> float:
    cp = max(1, _cp_of(hands)) + bonus
    v = dmg(cp, preset)
    types = _types_of(hands)
    if weak:
        v += WEAKNESS_TOKEN * (1.0 if types & weak else 0.0)
    else:
        v += TYPE_SPREAD * len(types) + (SHOCK_EXTRA if "Shock" in types else 0.0)
    v += BLOCK_UNIT * min(2, sum(treasure(t).block for t in hands))
    return v


def hand_options(cards: Sequence[str]) -> list[tuple[str, ...]]:
    """Every legal choice of hand contents among ``cards``: nothing, one item, two one-hand items,
    or one two-handed weapon."""
    cards = list(dict.fromkeys(cards))
    one = [c for c in cards if not treasure(c).two_handed]
    out: list[tuple[str, ...]] = [()]
    out += [(c,) for c in cards]
    out += [tuple(p) for p in combinations(one, 2)]
    return out


def best_hands(cards: Sequence[str], preset: str = "standard", weak: frozenset[str] = frozenset(),
               usable: frozenset[str] | None = None) -> tuple[tuple[str, ...], float]:
    """The best hand contents among ``cards`` and their value (Dropped cards count nothing)."""
    pool = tuple(sorted(c for c in dict.fromkeys(cards) if usable is None or c in usable))
    return _best_hands(pool, preset, weak)


@lru_cache(maxsize=50000)
def _best_hands(pool: tuple[str, ...], preset: str, weak: frozenset[str]) -> tuple[tuple[str, ...], float]:
    best, best_v = (), hands_value((), preset, weak)
    for hands in hand_options(pool):
        v = hands_value(hands, preset, weak)
        if v > best_v + 1e-9:
            best, best_v = hands, v
    return best, best_v


def gear_value(cards: Sequence[str], preset: str = "standard") -> float:
    """An agent's treasures as gear: its best hands, plus what its consumables are worth."""
    return best_hands(cards, preset)[1] + sum(consumable_value(t) for t in cards)


CONSUMABLE = {"TG5": 1.7, "TB7": 3.2, "TR5": 4.2, "TG6": 1.0, "TG9": 0.9, "TB6": 0.6, "TB8": 2.0, "TV1": 1.0,
              "TR6": 1.6, "TR7": 1.2, "TG7": 0.1, "TB10": 0.2, "TV2": 0.1, "TV3": 0.4}


def consumable_value(card: str) -> float:
    return CONSUMABLE.get(base(card), 0.0)


def use_value(cards: Sequence[str], card: str, preset: str = "standard") -> float:
    """What using ``card`` adds to an agent that holds ``cards``: its gear gain plus its
    consumable value."""
    before = best_hands(cards, preset)[1]
    after = best_hands(list(cards) + [card], preset)[1]
    return after - before + consumable_value(card)


def energy_value(card: str) -> float:
    """What ``card`` is worth as Energy (Disenchant in an event Round's Refresh: cost - 2)."""
    cost = treasure(card).cost
    return 0.8 * ENERGY_UNIT * max(0, (cost or 0) - 2)


def treasure_value(cards: Sequence[str], card: str, preset: str = "standard") -> float:
    """What ``card`` is worth to an agent that holds ``cards``: used, or turned into Energy."""
    return max(use_value(cards, card, preset), energy_value(card))


def team_gear(state: State) -> float:
    return sum(gear_value(a.treasures, state.preset) for a in state.agents)


# --- enemies -------------------------------------------------------------------------------------


def team_damage(state: State) -> float:
    """Tokens the team places per combat round with its best hands (no weakness)."""
    return sum(best_hands(a.treasures, state.preset)[1] for a in state.agents) or 1.0


def enemy_cost(state: State, colour: str, count: float = 1.0) -> float:
    """Net Health price of ``count`` summoned enemies of ``colour``: the Health they take while the
    team cuts through them, less the Energy/Clarity/Loot they bring."""
    if colour not in MEAN_HEALTH:
        colour = "G"
    dpr = max(1.5, team_damage(state))
    rounds_alive = MEAN_HEALTH[colour] * count / dpr  # the whole group, killed one after the other
    # each enemy lives on average about half the fight; they all attack in the first round
    taken = MEAN_THREAT[colour] * count * (0.5 + 0.5 * rounds_alive + 0.5)
    counters = 0.35 * state.n * (rounds_alive + 0.5)  # Counter cards drawn while fighting
    return taken + counters - KILL_GAIN[colour] * count - 0.35 * count


def row_threat(state: State) -> float:
    """Health the undefeated, unstunned enemies of the combat take in the coming Step 6."""
    c = state.combat
    if c is None:
        return 0.0
    return sum(THREAT.get(base(f.card), 2.0) for f in c.row if not f.defeated and not f.stun)


# --- events ----------------------------------------------------------------------------------------


def flip_cost(state: State, colour: str) -> float:
    """The expected price of the Enemy Alert coin flip (Tails: 2(3) enemies of ``colour``)."""
    return 0.5 * enemy_cost(state, colour or "G", state.nm(2, 3))


def effect_value(state: State, effect, seat: int | None, combat_chance: float, colour: str,
                 energy: dict[int, int] | None = None) -> float:
    """One effect's worth in Health points (``content_codes.Effect``; summons and NO ALERT are
    priced by the caller, who sees the whole card)."""
    kind, args = effect.code, effect.args
    if kind in ("H", "C", "E"):
        n = int(args[0])
        if kind == "H":
            if n > 0:
                return float(min(n, MAX_HEALTH - state.health))
            return n * (1.0 + max(0, 6 - state.health) * 0.25)
        if kind == "C":
            if n > 0:
                return CLARITY_UNIT * min(n, MAX_CLARITY - state.clarity)
            loss = -n
            over = max(0, loss - state.clarity)  # at 0 a Clarity loss becomes Health loss
            return -CLARITY_UNIT * (loss - over) - over * 1.0
        have = (energy or {}).get(seat, 99) if seat is not None else 99
        if n < 0:
            return -ENERGY_UNIT * min(-n, have)
        return ENERGY_UNIT * n
    if kind == "T":
        return TREASURE_DRAW.get(str(args[0]), 1.5)
    if kind == "INIT":
        return INIT_UNIT * combat_chance
    if kind == "OVR":
        return -INIT_UNIT * combat_chance
    if kind == "PEEK":
        return PEEK_UNIT
    if kind == "GOB-LI":
        return GOBLI_UNIT
    if kind == "FLIP":
        return 0.5 * sum(effect_value(state, e, seat, combat_chance, colour, energy)
                         for side in (effect.heads, effect.tails) for e in side)
    if kind == "LURK":
        return -0.6 * enemy_cost(state, str(args[0] or colour))
    return 0.0


def parse(code: str):
    """A code string as a ``content_codes.Effect`` (``None`` for a story instruction)."""
    from .content_codes import parse_effect
    try:
        return parse_effect(code)
    except Exception:
        return None


def code_value(state: State, code: str, seat: int | None, combat_chance: float, colour: str,
               energy: dict[int, int] | None = None) -> float:
    """``effect_value`` of a code string (0 for what is not an effect code)."""
    e = parse(code)
    return 0.0 if e is None else effect_value(state, e, seat, combat_chance, colour, energy)


# --- the whole position ------------------------------------------------------------------------------


def story_stage(state: State, final: bool = True) -> float:
    """How far the story has come, 0 (Cover I on top) to 8 (012 next); a finished game counts 8
    or 0 unless ``final`` is False (then: where the story stood when it ended)."""
    if state.over is not None and final:
        return STAGES if state.over.winners else 0.0
    if state.after_combat == "012":
        return 7.5
    top = state.story[0] if state.story else "012"
    return float(STORY_STAGE.get(top, 0))


def boss_left(state: State) -> float:
    """The Health still needed to finish Vantz (his full Health before the final fight)."""
    c = state.combat
    if c is not None:
        for f in c.row:
            if base(f.card) == "EX1":
                return max(0.0, f.health - f.total) if not f.defeated else 0.0
    return BOSS_MULT.get(state.preset, 6) * state.n


def value(state: State) -> float:
    """A position's worth for the team: Health and Clarity (concave: the last points matter most),
    Energy, gear, story progress, and a combat in progress (enemies left against damage)."""
    if state.over is not None:
        return 100.0 if state.over.winners else -100.0
    h, c = state.health, state.clarity
    v = 3.0 * math.log1p(h) * 3.0 + h * 0.4
    v += CLARITY_UNIT * c + (1.5 if c == 0 else 0.0) * -1
    v += ENERGY_UNIT * min(40, sum(a.energy for a in state.agents)) * 0.5
    v += 1.2 * team_gear(state)
    v += 4.0 * story_stage(state)
    cb = state.combat
    if cb is not None:
        left = sum(max(0, f.health - f.total) for f in cb.row if not f.defeated)
        rounds = left / max(1.5, team_damage(state))
        v -= row_threat(state) * (0.5 + rounds)
    return v


FEATURES = ("bias", "stage", "health", "log_health", "clarity", "energy", "gear", "boss_ratio", "combat_left",
            "combat_threat")


def features(state: State) -> tuple[float, ...]:
    h = state.health
    cb = state.combat
    left = threat = 0.0
    if cb is not None:
        left = sum(max(0, f.health - f.total) for f in cb.row if not f.defeated) / max(1.5, team_damage(state))
        threat = row_threat(state)
    dpr = team_damage(state)
    return (1.0, story_stage(state) / STAGES, h / 15.0, math.log1p(h) / math.log(16), state.clarity / 10.0,
            min(60, sum(a.energy for a in state.agents)) / (20.0 * state.n), team_gear(state) / state.n / 3.0,
            boss_left(state) / (dpr * 4.0), left / 4.0, threat * left / 15.0)


# Logistic weights for ``features``, fitted (``python -m rules.loghan.winrates --fit 60``) on 14972
# positions of 180 games of the greedy team and five weaker variants of it (parts switched off),
# 60 per preset: the variants lose often enough for the fit to see what losing looks like. (Fitted
# when the event plan still read the card's back; not refitted since the letters went blind.)
WEIGHTS: dict[str, tuple[float, ...]] = {
    "default": (-2.567, 2.414, 6.753, -2.256, 0.599, -0.118, 0.008, -3.753, 2.312, -3.476),
}


def chance(state: State) -> float:
    """The team's chance of winning from here (0..1)."""
    if state.over is not None:
        return 1.0 if state.over.winners else 0.0
    w = WEIGHTS.get(state.preset, WEIGHTS["default"])
    z = sum(a * b for a, b in zip(w, features(state)))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def seat_values(state: State) -> tuple[float, ...]:
    """Exploration mode (competitive): each seat's payoff estimate, the group's survival times its
    chance to have the most Data Points (``evaluation_explore``); Story mode: the team's chance
    shared, 1/n each."""
    if state.mode == "exploration":
        from .evaluation_explore import seat_values as explore_values
        return explore_values(state)
    return (chance(state) / state.n,) * state.n


__all__ = ["THREAT", "best_hands", "chance", "code_value", "consumable_value", "dmg", "effect_value", "energy_value",
           "enemy_cost", "features", "flip_cost", "gear_value", "hands_value", "parse", "row_threat", "seat_values", "story_stage",
           "team_damage", "treasure_value", "use_value", "value"]

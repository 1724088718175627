"""The pieces of Tower of the Sleepy Wizard as data (spec 2.1, 2.2, 2.5).

Adventurers are the ints 0-51 (card numbers A01-A52); floors are the ints 0-19 (GF, F01-F18,
AT). An *effective code* is what a team card counts as at scoring, one small int: 1 a Rogue,
2-10 a REGULAR card of that value, 11-14 a Bard, 0 a formless Shapeshifter. Tables are tuples
indexed by card so the engine never computes a card's nature twice.
"""

from __future__ import annotations

from typing import Mapping

UNKNOWN = -1  # a card or floor the viewer cannot see
EMPTY = -2    # an empty hand position

ROGUE, REGULAR, BARD, SHAPESHIFTER = 0, 1, 2, 3
FORMLESS = 0  # the effective code of a Shapeshifter without a target

NAMES: tuple[str, ...] = (
    "Romeo", "Velvet Vi", "Pip Lockwood", "Shade Marlowe",
    "Sister Poultice", "Doc Mendwell", "Balmy Ophelia", "Archcleric Santiago",
    "Zephyrine the Hushed", "Old Mumbleweed", "Ignatius Spark", "Mistral Vane",
    "Fern Quickstep", "Hollis Hawkeye", "Briar Longbow", "Tamsin Trail",
    "Brother Hush", "Sister Serene", "Master Pell", "Mei the Patient",
    "Oakley Moss", "Rowan Thistle", "Granny Bramble", "Sorrel Greenleaf",
    "Greta Ironhand", "Bram Shieldbash", "Dunstan Hardy", "Vera Blade",
    "Sir Clanksalot", "Dame Rivet", "Sir Percival Plate", "Dame Gauntlet",
    "Grom the Loud", "Helga Stomp", "Thunk", "Borga Bellow",
    "Gloop", "Squelch", "Blorb", "Oozie", "Jelly Jim", "Splat", "Goober", "Wobble",
    "Lyra Lutestring", "Piper Tam", "Fanfare Fitz", "Crash",
    "Mimi Mimic", "Polly Morph", "Doug Pelganger", "Vic Versa",
)
PUBLISHED_NAMES = frozenset({"Romeo", "Archcleric Santiago", "Crash", "Polly Morph"})
CARD_IDS: tuple[str, ...] = tuple(f"A{i + 1:02d}" for i in range(52))
ALL_CARDS: tuple[int, ...] = tuple(range(52))


def _code(card: int) -> int:
    """The printed value as a code: 1 Rogue, 2-10 regular, 11-14 Bard, 0 Shapeshifter."""
    if card < 4:
        return 1
    if card < 36:
        return 2 + (card - 4) // 4
    if card < 44:
        return 10
    if card < 48:
        return 11 + card - 44
    return 0


CODE: tuple[int, ...] = tuple(_code(c) for c in ALL_CARDS)
KIND: tuple[int, ...] = tuple(SHAPESHIFTER if c >= 48 else ROGUE if v == 1 else BARD if v >= 11 else REGULAR
                              for c, v in zip(ALL_CARDS, CODE))
CLASS_OF_CODE: tuple[str, ...] = ("Formless", "Rogue", "Healer", "Mage", "Ranger", "Monk", "Druid", "Warrior",
                                  "Knight", "Barbarian", "Slime", "Bard", "Bard", "Bard", "Bard")
CLASS: tuple[str, ...] = tuple("Shapeshifter" if k == SHAPESHIFTER else CLASS_OF_CODE[v] for k, v in zip(KIND, CODE))
FACE: tuple[str, ...] = tuple("?" if k == SHAPESHIFTER else "1*" if k == ROGUE else str(v) for k, v in zip(KIND, CODE))
# Cards of one face (value and class) score alike but are not copies: each has its own name.
REMINDER = {ROGUE: "Alone: 1. Two or more: 10 each, never cancel.", BARD: "Never cancels.",
            SHAPESHIFTER: "At scoring, copies another team card (not a Bard).", REGULAR: "Equal values cancel to 0."}


TITLES: tuple[str, ...] = tuple(f"{NAMES[c]} (Shapeshifter)" if KIND[c] == SHAPESHIFTER
                                else f"{NAMES[c]} ({CLASS[c]} {FACE[c]})" for c in ALL_CARDS)


def title(card: int) -> str:
    """"Old Mumbleweed (Mage 3)", "Romeo (Rogue 1*)", "Polly Morph (Shapeshifter)"."""
    return TITLES[card]


def code_words(code: int) -> str:
    """An effective code in words: "Mage 3", "Rogue", "Bard 12", "formless"."""
    if code == FORMLESS:
        return "formless"
    if code == 1:
        return "Rogue"
    return f"{CLASS_OF_CODE[code]} {code}"


def parse_card(text: str) -> int:
    """"A07" -> 6."""
    try:
        return CARD_IDS.index(text)
    except ValueError:
        raise ValueError(f"no adventurer {text!r} (A01-A52)") from None


# --- floors ------------------------------------------------------------------------------------

GF, AT = 0, 19
FLOOR_IDS: tuple[str, ...] = ("GF",) + tuple(f"F{i:02d}" for i in range(1, 19)) + ("AT",)
TOWER_FLOORS: tuple[int, ...] = tuple(range(1, 19))  # F01-F18, shuffled into the tower
BEFORE_TURNS, OWN_TURN_ONCE = "before_turns", "own_turn_once"

FLOOR_NAMES: tuple[str, ...] = (
    "Ground Floor", "Arcane Library", "Chapel", "Vault of a Hundred Locks", "Dripping Cistern", "Music Room",
    "Armoury", "Greenhouse", "Mess Hall", "Treasury", "Servants' Quarters", "Hall of Mirrors",
    "Pitch-Black Corridor", "Creaky Staircase", "Observatory", "Scrying Pool", "Dusty Storeroom",
    "Crowded Antechamber", "Collapsed Stair", "Attic",
)
FLOOR_TEXT: tuple[str, ...] = (
    "The way in. Round 1 is played here. Peek at 2 of your cards before the turns.",
    "+1 treasure for each Mage in your team.",
    "+1 treasure for each Healer and each Monk in your team.",
    "+2 treasure if your team has exactly one Rogue.",
    "+1 treasure for each Slime in your team.",
    "+2 treasure for each Bard in your team.",
    "+1 treasure for each Warrior, Knight and Barbarian in your team.",
    "+1 treasure for each Ranger and each Druid in your team.",
    "+1 treasure for each group of adventurers that cancelled out.",
    "The quietest team takes 4 treasure instead of 2.",
    "The second-quietest team takes 1 treasure.",
    "No peeking. +1 treasure for each Shapeshifter in your team.",
    "No peeking. +2 treasure if your team's noise is 5 or less.",
    "Peek at only 1 card. +2 treasure if your team's noise is 0.",
    "Peek at 3 of your cards before the turns.",
    "Look at your whole hand before the turns.",
    "No peeking before the turns. Once this round, at the start of one of your turns, peek at up to 2 cards.",
    "When revealed, add the top 2 deck cards to the market.",
    "Nobody may hire from the deck this round.",
    "The wizard's bedchamber. No expedition gets this far - keep it that way.",
)
PEEK_COUNT: tuple[int, ...] = tuple({11: 0, 12: 0, 13: 1, 14: 3, 15: 4}.get(f, 2) for f in range(20))
PEEK_TIMING: tuple[str, ...] = tuple(OWN_TURN_ONCE if f == 16 else BEFORE_TURNS for f in range(20))
MARKET_EXTRA: tuple[int, ...] = tuple(2 if f == 17 else 0 for f in range(20))
DECK_HIRE_ALLOWED: tuple[bool, ...] = tuple(f != 18 for f in range(20))
QUIETEST_REWARD: tuple[int, ...] = tuple(4 if f == 9 else 2 for f in range(20))
RUNNER_UP_REWARD: tuple[int, ...] = tuple(1 if f == 10 else 0 for f in range(20))


def parse_floor(text: str) -> int:
    try:
        return FLOOR_IDS.index(text)
    except ValueError:
        raise ValueError(f"no floor {text!r} (GF, F01-F18, AT)") from None


def floor_title(floor: int) -> str:
    return "a face-down floor" if floor == UNKNOWN else f"{FLOOR_NAMES[floor]} ({FLOOR_IDS[floor]})"


# --- the noise tracker (spec 2.5) --------------------------------------------------------------

WAKE = 48
_BANDS = ((6, 6), (12, 5), (18, 4), (24, 3), (30, 2), (36, 1), (47, 0))


def tracker_bonus(total_noise: int) -> int | None:
    """The end-of-game treasure for a total noise; ``None`` at 48 or more (the wizard is awake:
    no bonus, and the seat cannot win)."""
    if total_noise < 0:
        raise ValueError("a total noise is never negative")
    for top, bonus in _BANDS:
        if total_noise <= top:
            return bonus
    return None


def tokens(treasure: int) -> tuple[int, ...]:
    """The fewest tokens worth ``treasure`` (5s, then 2s, then 1s): 13 -> (5, 5, 2, 1)."""
    out = [5] * (treasure // 5)
    rest = treasure % 5
    out += [2] * (rest // 2) + [1] * (rest % 2)
    return tuple(out)


# --- guilds (spec 2.4: app design; they change nothing in the rules) -------------------------

GUILD_NAMES = ("Fox", "Owl", "Toad", "Hare", "Moth", "Badger", "Swan", "Raven")
DEFAULT_GUILD = 1  # Owl: a person who does not choose


def assign_guilds(players: int, chosen: Mapping[int, int]) -> tuple[int, ...]:
    """Each seat's guild: the chosen ones where free, and the others in table order (Fox, Owl, ...)
    seat by seat (spec 2.4: a person chooses, the AI seats take the rest)."""
    taken: dict[int, int] = {}
    for seat, guild in sorted(chosen.items()):
        if 0 <= seat < players and guild not in taken.values():
            taken[seat] = guild
    free = iter(g for g in range(len(GUILD_NAMES)) if g not in taken.values())
    return tuple(taken[seat] if seat in taken else next(free) for seat in range(players))

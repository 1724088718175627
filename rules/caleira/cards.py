"""The 18 cards of Castles of Caleira (spec section 2), as data.

A card is an ``int`` id, 0-17, numbered in the alphabetical order of the spec's IDs ("BAR" <
"BAT1" < ... < "WIZ"), so sorting ids sorts by card ID as the spec's Marketplace rule needs.
Cards with one name are interchangeable; the lowest id moves first.
"""

from __future__ import annotations

UNKNOWN = -1  # a card whose identity the viewing seat does not know

CARD_IDS: tuple[str, ...] = (
    "BAR", "BAT1", "BAT2", "BAT3", "MKT1", "MKT2", "OBS", "SPI", "THR1", "THR2",
    "TRE1", "TRE2", "TRE3", "TRE4", "WAT1", "WAT2", "WAT3", "WIZ",
)
ALL_CARDS: tuple[int, ...] = tuple(range(len(CARD_IDS)))
ID_OF: dict[str, int] = {code: i for i, code in enumerate(CARD_IDS)}

# Kinds: the name shared by identical copies.
BARRACKS, BATTLEMENTS, MARKETPLACE, OBSERVATORY, SPIRE = "BAR", "BAT", "MKT", "OBS", "SPI"
THRONE_ROOM, TREBUCHET, WATCHTOWER, WIZARD_TOWER = "THR", "TRE", "WAT", "WIZ"
KINDS: tuple[str, ...] = (BARRACKS, BATTLEMENTS, MARKETPLACE, OBSERVATORY, SPIRE,
                          THRONE_ROOM, TREBUCHET, WATCHTOWER, WIZARD_TOWER)

KIND_OF: tuple[str, ...] = tuple(code.rstrip("0123456789") for code in CARD_IDS)
# The identical copies of each name, in ID order; per card, the copies of its name (itself included).
NAME_COPIES: dict[str, tuple[int, ...]] = {kind: tuple(c for c in ALL_CARDS if KIND_OF[c] == kind) for kind in KINDS}
COPIES: tuple[tuple[int, ...], ...] = tuple(NAME_COPIES[kind] for kind in KIND_OF)
MULTI_COPY_NAMES: tuple[str, ...] = tuple(kind for kind in KINDS if len(NAME_COPIES[kind]) > 1)

TITLE: dict[str, str] = {
    BARRACKS: "Barracks",
    BATTLEMENTS: "Battlements",
    MARKETPLACE: "Marketplace",
    OBSERVATORY: "Observatory",
    SPIRE: "Princess' Spire",
    THRONE_ROOM: "Throne Room",
    TREBUCHET: "Trebuchet",
    WATCHTOWER: "Watchtower",
    WIZARD_TOWER: "Wizard Tower",
}

POINTS: dict[str, int] = {
    BARRACKS: 3, BATTLEMENTS: 0, MARKETPLACE: 2, OBSERVATORY: 3, SPIRE: 6,
    THRONE_ROOM: 2, TREBUCHET: 0, WATCHTOWER: 2, WIZARD_TOWER: 3,
}
BATTLEMENTS_BONUS_POINTS = 3  # each, when one castle holds all three face-up
FACE_DOWN_POINTS = 1

# Our own words for each effect (shown on cards and in hover text).
EFFECT_TEXT: dict[str, str] = {
    BARRACKS: "Choose a castle piece. If it is face-up, turn it face-down.",
    BATTLEMENTS: "Can never be destroyed. Worth 3 each if one castle shows all three face-up at the end.",
    MARKETPLACE: "Give a card from your hand to another player and take one of theirs at random.",
    OBSERVATORY: "Secretly look at a face-down piece. You may turn it face-up.",
    SPIRE: "Can only be played face-down. If it is destroyed, its owner loses.",
    THRONE_ROOM: "Turn a face-down piece face-up. Its effect does not fire.",
    TREBUCHET: "Destroy a castle piece. A face-down victim is revealed and fires for its owner.",
    WATCHTOWER: "Turn up to two face-down pieces face-up; each fires its effect.",
    WIZARD_TOWER: "Look at the top three cards of the deck and put them back in any order.",
}

HAS_EFFECT: tuple[bool, ...] = tuple(kind not in (BATTLEMENTS, SPIRE) for kind in KIND_OF)
IS_BATTLEMENTS: tuple[bool, ...] = tuple(kind == BATTLEMENTS for kind in KIND_OF)
BATTLEMENTS_CARDS: frozenset[int] = frozenset(c for c in ALL_CARDS if IS_BATTLEMENTS[c])
SPIRE_CARD: int = ID_OF["SPI"]
CARD_POINTS: tuple[int, ...] = tuple(POINTS[kind] for kind in KIND_OF)


TITLES: tuple[str, ...] = tuple(TITLE[kind] for kind in KIND_OF)  # display name by card id


def title(card: int) -> str:
    """The display name of a card id."""
    return TITLES[card]


def parse_card(code: str) -> int:
    """A card id from its spec ID ("TRE2"); ``ValueError`` for anything else."""
    try:
        return ID_OF[code]
    except (KeyError, TypeError):
        raise ValueError(f"unknown card ID {code!r}; expected one of {', '.join(CARD_IDS)}") from None

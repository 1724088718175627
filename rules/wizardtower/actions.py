"""The decisions of Tower of the Sleepy Wizard (spec 7.1, D1-D7) as frozen, hashable actions.

Hand cards are named by position (1-4), never by identity: the owner does not know them. Cards
in the market and in teams are public and may be named. Equality uses only what identifies the
choice; words for the label ride along with ``compare=False``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import title


@dataclass(frozen=True, slots=True)
class Peek:
    """D1/D2: look at the own card in hand position ``pos`` (1-4)."""

    pos: int

    @property
    def label(self) -> str:
        return f"Peek at hand position {self.pos}"


@dataclass(frozen=True, slots=True)
class EndPeek:
    """D1: stop peeking (before the turns; never offered on the Dusty Storeroom)."""

    @property
    def label(self) -> str:
        return "Done peeking"


@dataclass(frozen=True, slots=True)
class HireFromHand:
    """Option A: hire the card in hand position ``pos``."""

    pos: int

    @property
    def label(self) -> str:
        return f"Hire hand position {self.pos}"


@dataclass(frozen=True, slots=True)
class HireFromDeck:
    """Option B: hire the top card of the deck, sight unseen."""

    @property
    def label(self) -> str:
        return "Hire the top card of the deck"


@dataclass(frozen=True, slots=True)
class HireFromMarket:
    """Option C: hire ``card`` from the market (any of them: each adventurer has its own name)."""

    card: int

    @property
    def label(self) -> str:
        return f"Hire {title(self.card)} from the market"


@dataclass(frozen=True, slots=True)
class SendToMarket:
    """D6: after option B or C, send the card in hand position ``pos`` to the market."""

    pos: int

    @property
    def label(self) -> str:
        return f"Send hand position {self.pos} to the market"


@dataclass(frozen=True, slots=True)
class ChooseCopies:
    """D7: the Shapeshifters' targets, ``mapping`` a sorted tuple of (Shapeshifter, target) card
    pairs; ``shown`` says it in words ("Polly Morph as Old Mumbleweed (Mage 3), noise 0")."""

    mapping: tuple[tuple[int, int], ...]
    shown: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        return f"Copies: {self.shown}" if self.shown else "Copies: " + ", ".join(
            f"{title(a)} as {title(b)}" for a, b in self.mapping)


Action = Peek | EndPeek | HireFromHand | HireFromDeck | HireFromMarket | SendToMarket | ChooseCopies
END_PEEK = EndPeek()
HIRE_DECK = HireFromDeck()
PEEKS = (None,) + tuple(Peek(p) for p in range(1, 5))
HIRE_HAND = (None,) + tuple(HireFromHand(p) for p in range(1, 5))
SENDS = (None,) + tuple(SendToMarket(p) for p in range(1, 5))
HIRE_MARKET = tuple(HireFromMarket(c) for c in range(52))

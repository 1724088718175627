"""The Tower of the Sleepy Wizard walkthrough (spec section 9) as data for ``rules.core.tutorial``.

A fixed tower and a stacked round-1 deck (spec 9.1) give the learner, seat 0 (You), a known deal
against two scripted guilds, Mira (seat 1) and Gus (seat 2). You start round 1 and play its
four turns with every hiring option (A: from the hand, B: the deck, C: the market), then choose
Polly Morph's copy. The round scores You 0, Mira 13, Gus 0 (You and Gus share the quietest
team's 2 treasure), and round 2 is set up on the Arcane Library with Mira as first player; its
shuffle is the first draw of the seed's generator. ``tests/games/wizardtower/test_wizardtower_tutorial.py``
plays the script to the end.

``RIVAL_ACTIONS`` holds every decision Mira and Gus are asked for, in order; decisions with a
single option (the last hand card sent to the market, a team without Shapeshifters) are the
engine's and are not scripted. Round 2 begins with Mira and Gus peeking before you: the lesson
can only hand over while the learner is to act, so their two round-2 peeks each are scripted
too (``ROUND2_PEEKS``), and the Finish button stands at your own round-2 peek; from there the game
goes on with the normal AI.

Highlights (``rules.core.tutorial`` checks only their shape; ``highlight_problem`` here checks
the words, ``highlight_exists`` that the thing is on the table; ``app.games.wizardtower.results.lesson_marks``
draws them):

=================================  ======================================================
``("hand", seat, pos)``            hand position ``pos`` (1-4) of ``seat``, while not empty
``("hand_area", seat)``            ``seat``'s hand
``("team", seat)``                 ``seat``'s team (also the drop target for a hire)
``("seat", seat)``                 ``seat``'s panel: name, guild, treasure, first-player crown
``("market_card", card)``          an adventurer (card number 0-51) lying in the market
``("zone", name)``                 ``"market"``, ``"deck"``, ``"tower"`` or ``"tracker"`` (the
                                   noise track and its sleeping wizard)
``("button", name)``               a table control: ``"done_peeking"``
=================================  ======================================================
"""

from __future__ import annotations

from ..core.tutorial import FINISH, NEXT, START, Expect, Highlight, Step, Tutorial
from ..core.tutorial import highlight_problem as shape_problem
from .actions import ChooseCopies, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket
from .cards import EMPTY, parse_card
from .state import State

YOU, MIRA, GUS = 0, 1, 2
SEED = 2024

A01, A10, A13, A19, A29, A37, A38, A50 = (parse_card(c) for c in ("A01", "A10", "A13", "A19", "A29", "A37",
                                                                   "A38", "A50"))

# Spec 9.1: the tower, You first, and round 1's deck from the top (the other 35 follow in
# ascending card number): 3 for the market, 12 dealt round-robin from You, then A19 and A21.
TOWER = ["F01", "F09", "F13", "F05"]
DECK = ["A10", "A37", "A29", "A17", "A05", "A30", "A33", "A18", "A25", "A50", "A38", "A13", "A47", "A01",
        "A46", "A19", "A21"]
OPTIONS = {"tower": TOWER, "first": YOU, "decks": {1: DECK}}

# Round 2 starts with Mira, then Gus, then you: their peeks come before yours (see the docstring).
ROUND2_PEEKS = (Peek(1), Peek(2), Peek(3), Peek(4))

RIVAL_ACTIONS = (
    Peek(1), Peek(4),                           # Mira peeks at A05 Healer 2 and A01 Romeo
    Peek(1), Peek(2),                           # Gus peeks at A30 Knight 8 and A25 Warrior 7
    HireFromHand(4),                            # turn 1, Mira A: Romeo
    HireFromMarket(A29), SendToMarket(4),       # Gus C: Sir Clanksalot, sends A46 Piper Tam
    HireFromHand(1),                            # turn 2, Mira A: Sister Poultice
    HireFromHand(1),                            # Gus A: Dame Rivet (two Knights)
    HireFromDeck(), SendToMarket(3),            # turn 3, Mira B: A21 Oakley Moss, sends A38 Squelch
    HireFromMarket(A37), SendToMarket(3),       # Gus C: Gloop, sends A13 Fern Quickstep
    HireFromMarket(A13),                        # turn 4, Mira C: Fern (her last card A18 goes by itself)
    HireFromMarket(A38),                        # Gus C: Squelch (A25 goes by itself): two Slimes
) + ROUND2_PEEKS

POLLY_AS_MAGE = ChooseCopies(((A50, A10),))

_TEAM = ("team", YOU)
_MARKET = ("zone", "market")


def _hand(pos: int) -> Highlight:
    return ("hand", YOU, pos)


STEPS = (
    Step(
        "Welcome, guild manager",
        "A wizard is dozing at the top of this tower, and your adventurers are after his treasure. "
        "Each round you hire a team of four of them.",
        highlight=(("zone", "tower"), ("seat", YOU), ("seat", MIRA), ("seat", GUS)),
        button=START,
    ),
    Step(
        "Cards the wrong way round",
        "You hold your cards backwards: Mira and Gus see your hand, but you only see the backs. "
        "In return, you can see both of their hands!",
        highlight=(("hand_area", YOU), ("hand_area", MIRA), ("hand_area", GUS)),
        button=NEXT,
    ),
    Step(
        "Noise",
        "Every adventurer makes the noise in the corner of the card, and equal numbers in one team cancel "
        "to 0. The quietest team wins treasure, and all the noise piles up on this track. "
        "When a guild reaches 48, the wizard wakes.",
        highlight=(("zone", "tracker"),),
        button=NEXT,
    ),
    Step(
        "A quick peek",
        "Before the turns you may secretly peek at 2 of your own cards. Peek at your first card, "
        "then at your third.",
        highlight=(("hand_area", YOU),),
        expect=(
            Expect(Peek(1), prompt="Click your first card to peek at it.",
                   hint="Let's follow the guide for now: click your first card.", highlight=(_hand(1),)),
            Expect(Peek(3), prompt="Now click your third card.",
                   hint="Let's follow the guide for now: click your third card.", highlight=(_hand(3),)),
        ),
    ),
    Step(
        "Option A: your hand",
        "You know two cards now: Brother Hush, a Monk (5), and Polly Morph, a Shapeshifter. "
        "On your turn you hire one adventurer, and option A takes one straight from your hand. "
        "Drag Brother Hush into your team.",
        highlight=(_hand(1), _TEAM),
        expect=(Expect(HireFromHand(1), prompt="Drag your first card, Brother Hush, into your team.",
                       hint="Let's follow the guide for now: drag your first card into your team.",
                       highlight=(_hand(1), _TEAM)),),
    ),
    Step(
        "Your rivals' turns",
        "Mira hired Romeo, a Rogue: alone he makes just 1 noise, but two Rogues make 10 each. "
        "Gus peeked a Knight in his hand, so he took the Knight Sir Clanksalot from the market. "
        "That cost him a hand card, and he gave up Piper Tam, a Bard he had never seen.",
        highlight=(("seat", MIRA), ("seat", GUS), _MARKET),
        button=NEXT,
    ),
    Step(
        "Option B: the deck",
        "Option B hires the top card of the deck, sight unseen. Drag the deck into your team.",
        highlight=(("zone", "deck"), _TEAM),
        expect=(Expect(HireFromDeck(), prompt="Drag the deck into your team.",
                       hint="Let's follow the guide for now: drag the deck into your team.",
                       highlight=(("zone", "deck"), _TEAM)),),
    ),
    Step(
        "Send a card away",
        "Master Pell, another Monk: two Monks cancel to 0! After option B or C you must send a hand card "
        "to the market. Keep Polly Morph, whom you know, and send your fourth card.",
        highlight=(_hand(4), _MARKET),
        expect=(Expect(SendToMarket(4), prompt="Drag your fourth card onto the market.",
                       hint="Let's follow the guide for now: drag your fourth card onto the market.",
                       highlight=(_hand(4), _MARKET)),),
    ),
    Step(
        "Pairs cancel",
        "You sent Fanfare Fitz, a loud Bard (13): well done! Mira hired the Healer she had peeked at. "
        "Gus hired his own Knight, and a pair of Knights cancels too.",
        highlight=(("team", MIRA), ("team", GUS)),
        button=NEXT,
    ),
    Step(
        "Option C: the market",
        "Option C hires a card from the market. Old Mumbleweed the Mage makes only 3 noise: "
        "drag him into your team.",
        highlight=(("market_card", A10), _TEAM),
        expect=(Expect(HireFromMarket(A10), prompt="Drag Old Mumbleweed from the market into your team.",
                       hint="Let's follow the guide for now: drag Old Mumbleweed from the market into your team.",
                       highlight=(("market_card", A10), _TEAM)),),
    ),
    Step(
        "Another send",
        "Now a hand card goes to the market. Send your second card: you have never seen it.",
        highlight=(_hand(2), _MARKET),
        expect=(Expect(SendToMarket(2), prompt="Drag your second card onto the market.",
                       hint="Let's follow the guide for now: drag your second card onto the market.",
                       highlight=(_hand(2), _MARKET)),),
    ),
    Step(
        "Slimes in the market",
        "Mira drew from the deck and sent away Squelch, a Slime she had never seen. "
        "Gus took Gloop, a Slime, from the market: Squelch still lies there, and he hopes to pair them "
        "next turn.",
        highlight=(("seat", MIRA), ("seat", GUS), _MARKET),
        button=NEXT,
    ),
    Step(
        "The last turn",
        "Last turn: hire Polly Morph from your hand.",
        highlight=(_hand(3), _TEAM),
        expect=(Expect(HireFromHand(3), prompt="Drag Polly Morph, your third card, into your team.",
                       hint="Let's follow the guide for now: drag Polly Morph into your team.",
                       highlight=(_hand(3), _TEAM)),),
    ),
    Step(
        "Scoring",
        "Mira took Fern from the market and Gus took Squelch, so his two Slimes cancel. "
        "Now Polly Morph copies another card of your team: a Monk would leave the Mage's 3 noise, "
        "but the Mage cancels everything to 0. Compare the choices, then confirm Polly as the Mage.",
        highlight=(_TEAM,),
        expect=(Expect(POLLY_AS_MAGE, prompt="Choose Polly Morph as Old Mumbleweed (Mage 3) and confirm.",
                       hint="Let's follow the guide for now: let Polly Morph copy Old Mumbleweed, the Mage.",
                       highlight=(_TEAM,)),),
    ),
    Step(
        "Round 2",
        "You and Gus tied as quietest with 0 and earn 2 treasure each, while Mira's 13 moves up the track. "
        "The noisiest guild starts the next round, so Mira starts round 2 on the Arcane Library, "
        "where every Mage earns 1 treasure. Quiet totals earn bonus treasure at the end, but whoever "
        "reaches 48 wakes the wizard and cannot win.",
        highlight=(("zone", "tracker"), ("zone", "tower"), ("seat", MIRA)),
        button=FINISH,
    ),
)

TUTORIAL = Tutorial(
    game="wizardtower",
    title="Tower of the Sleepy Wizard: your first round",
    players=3,
    seed=SEED,
    options=OPTIONS,
    learner=YOU,
    steps=STEPS,
    rival_actions=RIVAL_ACTIONS,
    seat_names=("You", "Mira", "Gus"),
)


def tutorial() -> Tutorial:
    """The walkthrough (also ``rules.wizardtower.TUTORIAL``, which the catalog reads)."""
    return TUTORIAL


# The highlight vocabulary (see the module's docstring): kind -> number of values after it.
KINDS = {"hand": 2, "hand_area": 1, "team": 1, "seat": 1, "market_card": 1, "zone": 1, "button": 1}
ZONES = ("market", "deck", "tower", "tracker")
CONTROLS = ("done_peeking",)
SEATS = range(8)
CARDS = range(52)


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a Tower of the Sleepy Wizard highlight (its words, not the state), or ``None``."""
    problem = shape_problem(target)
    if problem:
        return problem
    kind, values = target[0], target[1:]
    if kind not in KINDS:
        return f"{target!r}: Tower of the Sleepy Wizard highlights are {', '.join(KINDS)}"
    if len(values) != KINDS[kind]:
        return f"{target!r}: {kind!r} takes {KINDS[kind]} value(s)"
    if kind in ("hand", "hand_area", "team", "seat") and values[0] not in SEATS:
        return f"{target!r}: the second value is a seat"
    if kind == "hand" and values[1] not in range(1, 5):
        return f"{target!r}: hand positions are 1-4"
    if kind == "market_card" and values[0] not in CARDS:
        return f"{target!r}: a card is its number, 0-51"
    if kind == "zone" and values[0] not in ZONES:
        return f"{target!r}: zones are {', '.join(ZONES)}"
    if kind == "button" and values[0] not in CONTROLS:
        return f"{target!r}: buttons are {', '.join(CONTROLS)}"
    return None


def highlight_exists(state: State, target: Highlight) -> bool:
    """Whether ``target`` is a highlight naming something on the table in ``state`` (a full state
    or a view)."""
    if highlight_problem(target) is not None:
        return False
    kind = target[0]
    if kind in ("hand", "hand_area", "team", "seat") and target[1] >= state.players:
        return False
    if kind == "hand":
        return state.hands[target[1]][target[2] - 1] != EMPTY
    if kind == "market_card":
        return target[1] in state.market
    return True  # a seat's hand, team or panel, a zone, a control: always on the table

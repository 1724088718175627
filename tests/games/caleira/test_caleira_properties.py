"""Property tests for Castles of Caleira: thousands of random games at 2, 3 and 4 players.

The protocol-level checks (action sets, purity of ``apply``, JSON, views, determinize, events,
replay) live in ``protocol_checks``; this file adds what only Caleira knows (spec sections 3,
7.2, 7.3): every card exactly once, scores, the step table, the knowledge records, what a view,
a sample, an action label and an event may show, and the result record.

Every action of every game gets the cheap checks; the games of ``test_random_games_full`` also
get the JSON and ``determinize`` checks after every action (a sample for every seat; one of them,
a random seat's, is played on to the end by random moves). Set CASTLETOP_PROPERTY_SCALE to run
more (or fewer) games.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.caleira as game
from rules.caleira import knowledge as kn
from rules.caleira.actions import Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from rules.caleira.cards import ALL_CARDS, CARD_IDS, KIND_OF, SPIRE_CARD, TITLE, UNKNOWN, title
from rules.caleira.cards import parse_card as game_card
from rules.caleira.state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, STEP_KINDS, TARGET, WATCH

from protocol_checks import Chooser, Hooks, Stats, play_and_check

PLAYER_COUNTS = (2, 3, 4)
# Games per player count; CASTLETOP_PROPERTY_SCALE=10 (say) multiplies them for a long soak run.
SCALE = float(os.environ.get("CASTLETOP_PROPERTY_SCALE", "1"))
CHEAP_GAMES = max(1, round(800 * SCALE))  # cheap checks after every action
FULL_GAMES = max(1, round(60 * SCALE))  # everything after every action, determinize included
DEAL_GAMES = max(1, round(40 * SCALE))  # games started from a fixed deal (spec 3.2)

# --- the spec's numbers, written out again (independent of the engine's tables) -------------------

POINTS = {"BAR": 3, "BAT": 0, "MKT": 2, "OBS": 3, "SPI": 6, "THR": 2, "TRE": 0, "WAT": 2, "WIZ": 3}
EFFECT_KINDS = {"BAR", "MKT", "OBS", "THR", "TRE", "WAT", "WIZ"}  # Battlements and the Spire: never queued
STEP_CARDS = {TARGET: {"BAR", "THR", "TRE"}, WATCH: {"WAT"}, LOOK: {"OBS"}, FLIP: {"OBS"}, ORDER: {"WIZ"},
              EXCHANGE: {"MKT"}}
DECK_SIZE = {2: 14, 3: 12, 4: 8}
TITLES = tuple(TITLE.values())
CARD_KEYS = ("card", "cards", "given", "taken", "effect")
ONE_CARD_PLACES = kn.deck_place(0)  # place bits from here up hold one card each (deck positions, pieces)


def reference_score(castle) -> tuple[int, int, int]:
    """Spec 3.8: face-up points, the Battlements bonus, 1 per face-down piece."""
    bonus = sum(1 for c, up, _ in castle if up and KIND_OF[c] == "BAT") == 3
    total = down = 0
    for c, up, _ in castle:
        if not up:
            down += 1
            total += 1
        elif KIND_OF[c] == "BAT":
            total += 3 if bonus else 0
        else:
            total += POINTS[KIND_OF[c]]
    return total, down, len(castle)


def reference_rank(seats, scores) -> tuple[tuple[int, ...], int]:
    """Spec 3.8: highest total; then more face-down pieces; then fewer pieces; then shared."""
    lead = list(seats)
    for level, key in enumerate((lambda p: scores[p][0], lambda p: scores[p][1], lambda p: -scores[p][2])):
        best = max(key(p) for p in lead)
        lead = [p for p in lead if key(p) == best]
        if len(lead) == 1:
            return tuple(lead), level
    return tuple(lead), 3


def true_places(s) -> dict[int, int]:
    """Where every card really is, as a knowledge place bit."""
    at: dict[int, int] = {}
    for p, hand in enumerate(s.hands):
        for c in hand:
            at[c] = kn.hand(p)
    for castle in s.castles:
        for c, _, slot in castle:
            at[c] = kn.slot_place(slot)
    for i, c in enumerate(s.deck):
        at[c] = kn.deck_place(i)
    for c in s.box:
        at[c] = kn.BOX
    for c in s.discard:
        at[c] = kn.DISCARD
    return at


def record(s, seat: int) -> tuple[int, ...]:
    """The seat's knowledge record; a sampled state (no records) knows only what it can see."""
    if s.know is not None and s.know[seat] is not None:
        return s.know[seat]
    return kn.fresh_record(seat, s.players, s.hands, s.castles, len(s.deck), len(s.box), s.discard)


def known_cards(rec) -> set[int]:
    """The cards whose place the record pins (exactly one possible place)."""
    return {c for c, m in enumerate(rec) if m and not m & (m - 1)}


# --- hooks ----------------------------------------------------------------------------------------


def invariant(s) -> None:
    """A full state (from play or from determinize)."""
    assert s.viewer is None
    # every card accounted for exactly once (deck, hands, castles, discard, box), slots, the Spire
    assert game.invariants(s) == []
    # scores match the castles
    for castle in s.castles:
        assert game.castle_score(castle) == reference_score(castle)
    if s.over is not None:
        assert s.step is None and s.queue == () and game.to_act(s) is None
        return
    assert 1 <= s.turn
    kind, owner, card, data = s.step
    assert kind in STEP_KINDS and 0 <= owner < s.players
    for c, p in s.queue:
        assert KIND_OF[c] in EFFECT_KINDS and 0 <= p < s.players
    if kind == PLAY:
        assert owner == s.active and card == -1 and data == () and s.queue == ()
        assert s.hands[owner], "asked to play from an empty hand"
    else:
        assert KIND_OF[card] in STEP_CARDS[kind], f"{kind} step for {CARD_IDS[card]}"
    pieces = {slot: up for castle in s.castles for _, up, slot in castle}
    if kind == WATCH:
        assert len(data) <= 1 and all(slot in pieces and not pieces[slot] for slot in data)
    elif kind == FLIP:
        assert len(data) == 1 and data[0] in pieces and not pieces[data[0]]
    elif kind == ORDER:
        assert 1 <= len(data) <= 3 and data == tuple(reversed(s.deck[-len(data):]))
    elif kind == EXCHANGE:
        assert s.hands[owner] and any(s.hands[p] for p in range(s.players) if p != owner)
    if s.know is not None:  # a game's or a sample's records (a sample's: the seat's own, what others see)
        knowledge_sound(s)


def knowledge_sound(s) -> None:
    """Spec 7.3: for every seat and card, the true place is among the places the seat allows."""
    at = true_places(s)
    public = {c for castle in s.castles for c, up, _ in castle if up} | set(s.discard)
    places = kn.DISCARD | (kn.BOX if s.box else 0)  # every place that exists now
    for p in range(s.players):
        places |= kn.hand(p)
    for castle in s.castles:
        for _, _, slot in castle:
            places |= kn.slot_place(slot)
    for i in range(len(s.deck)):
        places |= kn.deck_place(i)
    for seat in range(s.players):
        rec = s.know[seat]
        assert len(rec) == len(ALL_CARDS)
        for c in ALL_CARDS:
            assert rec[c] & at[c], (f"seat {seat} rules out the true place of {CARD_IDS[c]} "
                                    f"(mask {rec[c]:#x}, place {at[c]:#x})")
            assert not rec[c] & ~places, f"seat {seat} keeps a place that is gone for {CARD_IDS[c]}"
            if c not in s.hands[seat]:
                assert not rec[c] & kn.hand(seat), f"seat {seat} thinks {CARD_IDS[c]} could be in its own hand"
        # a card pinned to a one-card place (a piece, a deck position) takes it out of every other set
        pinned = {c: m for c, m in enumerate(rec) if m >= ONE_CARD_PLACES and not m & (m - 1)}
        taken = 0
        for m in pinned.values():
            taken |= m
        for c, m in enumerate(rec):
            assert m & taken == pinned.get(c, 0), f"seat {seat}: {CARD_IDS[c]} could share a pinned card's place"
        for c in s.hands[seat]:
            assert rec[c] == kn.hand(seat), f"seat {seat} does not know its own {CARD_IDS[c]}"
        for c, _, slot in s.castles[seat]:
            assert rec[c] == kn.slot_place(slot), f"seat {seat} does not know its own piece {CARD_IDS[c]}"
        for c in public:
            assert rec[c] == at[c], f"seat {seat} forgot the public card {CARD_IDS[c]}"
        for c, _ in s.queue:
            assert kn.is_single(rec[c]), f"seat {seat} does not know the queued {CARD_IDS[c]}"


def view_invariant(s, v, seat: int) -> None:
    """A view hides every card the seat does not know (spec 7.2), and shows every one it does."""
    assert v.viewer == seat and v.rng == 0 and v.rig == ()
    assert v.know is not None and all(v.know[p] is None for p in range(s.players) if p != seat)
    rec = record(s, seat)
    assert v.know[seat] == rec
    for name in ("players", "active", "turn", "next_slot", "queue", "discard", "over"):
        assert getattr(v, name) == getattr(s, name), f"the view changes {name}"
    assert [len(h) for h in v.hands] == [len(h) for h in s.hands]
    assert len(v.deck) == len(s.deck) and len(v.box) == len(s.box)
    assert [[(up, slot) for _, up, slot in c] for c in v.castles] == [[(up, slot) for _, up, slot in c]
                                                                       for c in s.castles]
    if s.over is not None:  # game over: everything is revealed to everyone
        assert (v.hands, v.castles, v.deck, v.box) == (s.hands, s.castles, s.deck, s.box)
        return
    shown: dict[int, int] = {}  # card -> place, for every card the view shows
    for p, (vh, sh) in enumerate(zip(v.hands, s.hands)):
        if p == seat:
            assert vh == sh, "the view hides the seat's own hand"
        for c in vh:
            if c != UNKNOWN:
                assert c in sh and c not in shown, f"the view puts a card in seat {p}'s hand that is not there"
                shown[c] = kn.hand(p)
    for p, (vc, sc) in enumerate(zip(v.castles, s.castles)):
        for (vcard, up, slot), (card, _, _) in zip(vc, sc):
            if up or p == seat:
                assert vcard == card, "the view hides a face-up piece or the seat's own piece"
            if vcard != UNKNOWN:
                assert vcard == card
                shown[vcard] = kn.slot_place(slot)
    for i, (vcard, card) in enumerate(zip(v.deck, s.deck)):
        if vcard != UNKNOWN:
            assert vcard == card
            shown[vcard] = kn.deck_place(i)
    assert all(c == UNKNOWN for c in v.box), "the view shows a boxed card"
    for c in v.discard:
        shown[c] = kn.DISCARD
    # shown exactly where the record pins the card, and every pinned card is shown
    for c, place in shown.items():
        assert rec[c] == place, f"seat {seat}'s view shows {CARD_IDS[c]}, which its record does not pin there"
    assert set(shown) == known_cards(rec), "the view and the seat's record disagree on the known cards"
    kind, owner, card, data = s.step
    assert v.step[:3] == (kind, owner, card)
    if kind == ORDER and owner != seat:
        assert v.step[3] == (UNKNOWN,) * len(data), "another seat sees the Wizard Tower's cards"
    else:
        assert v.step[3] == data
    if owner != seat and kind in (PLAY, ORDER, EXCHANGE):
        assert game.legal_actions(v) == (), "a bystander sees the options of a private decision"


def determinized_agrees(v, d, seat: int) -> None:
    """A sample agrees with everything the view shows and respects the seat's record (7.3)."""
    assert d.viewer is None and d.rig == ()
    # the sample keeps the seat's record, so it shows the seat exactly the view it came from
    assert d.know is not None and d.know[seat] == v.know[seat] and game.view(d, seat) == v
    for name in ("players", "active", "turn", "next_slot", "queue", "discard", "over"):
        assert getattr(d, name) == getattr(v, name), f"the sample changes {name}"
    shown = set()
    for vh, dh in zip(v.hands, d.hands):
        assert len(vh) == len(dh)
        known = {c for c in vh if c != UNKNOWN}
        assert known <= set(dh), "the sample moves a known hand card"
        shown.update(known)
    for vc, dc in zip(v.castles, d.castles):
        assert len(vc) == len(dc)
        for (vcard, up, slot), (dcard, dup, dslot) in zip(vc, dc):
            assert (up, slot) == (dup, dslot)
            if vcard != UNKNOWN:
                assert vcard == dcard, "the sample changes a known piece"
                shown.add(vcard)
    assert len(v.deck) == len(d.deck) and len(v.box) == len(d.box)
    for vcard, dcard in zip(v.deck, d.deck):
        if vcard != UNKNOWN:
            assert vcard == dcard, "the sample moves a known deck card"
            shown.add(vcard)
    shown.update(v.discard)
    if v.step is None:
        assert d.step is None
    else:
        assert d.step[:3] == v.step[:3]
        data = v.step[3]
        if UNKNOWN in data:  # another seat's Wizard Tower cards: the sample's top of the deck
            assert d.step[3] == tuple(reversed(d.deck[-len(data):]))
        else:
            assert d.step[3] == data
    rec = v.know[seat]
    at = true_places(d)
    for c in ALL_CARDS:
        if c not in shown:
            assert rec[c] & at[c], f"the sample puts {CARD_IDS[c]} where seat {seat} knows it cannot be"


def action_check(s, a) -> None:
    """Labels and actions never name a hidden card (spec 3.1, 7.1)."""
    kind, owner, _, data = s.step
    # the engine asks only for decisions with at least two options (spec 7.1); asked of the real
    # game's states only: a sample may deal a hand no real game reaches (a lone Spire to play)
    assert len(game.legal_actions(s)) >= 2, f"a {kind} decision with one option was asked"
    label = a.label
    if isinstance(a, (Target, Pick, Look)):
        c, up, slot = s.castles[a.seat][a.pos - 1]
        assert f"Seat {a.seat + 1}'s" in label
        if isinstance(a, Target):
            assert kind == TARGET and a.shown == (title(c) if up else "face-down")
        else:
            assert not up and kind == (WATCH if isinstance(a, Pick) else LOOK)
            if isinstance(a, Pick):
                assert slot not in data, "a piece picked twice"
        if up:
            assert title(c) in label
        else:
            assert "face-down" in label, f"{label!r} does not say the piece is face-down"
            assert not any(t in label for t in TITLES), f"{label!r} names a hidden card"
    elif isinstance(a, Play):
        assert kind == PLAY and a.name in {KIND_OF[c] for c in s.hands[owner]}
        assert not (a.name == "SPI" and a.face_up), "the Spire offered face-up"
    elif isinstance(a, Exchange):
        assert kind == EXCHANGE and a.partner != owner and s.hands[a.partner]
        assert a.name in {KIND_OF[c] for c in s.hands[owner]}
    elif isinstance(a, Order):
        assert kind == ORDER and sorted(a.names) == sorted(KIND_OF[c] for c in data)
    elif isinstance(a, StopPicking):
        assert kind == WATCH
    elif isinstance(a, Flip):
        assert kind == FLIP
    else:
        raise AssertionError(f"unknown action {a!r}")


def card_ids(data) -> set[int]:
    out = set()
    for key in CARD_KEYS:
        value = data.get(key)
        if isinstance(value, int) and value >= 0:
            out.add(value)
        elif isinstance(value, (tuple, list)):
            out.update(value)
    return out


# Who may see a private event whole (spec 7.2); everyone else gets its redacted copy or nothing.
AUDIENCE = {
    "draw": lambda d: {d["seat"]},  # the drawer
    "play": lambda d: {d["seat"]},  # a face-down play: its player
    "look": lambda d: {d["by"]},  # the Observatory's owner
    "peek": lambda d: {d["seat"]},  # the Wizard Tower's owner
    "order": lambda d: {d["seat"]},
    "exchange": lambda d: {d["seat"], d["partner"]},  # the two players of a Marketplace
    "only_option": lambda d: {d["seat"]},  # a private decision taken automatically
}


def events_check(before, action, after, events) -> None:
    """No seat's events name a card it may not see (spec 7.2).

    A public event may only carry and name cards every seat knows once the action is done
    (public knowledge is never lost: a card seen face-up stays known); a private event goes
    whole only to the seats the spec lets see it, and its redacted copy names no hidden card.
    """
    players = range(after.players)
    if after.over is not None:
        public = set(ALL_CARDS)  # game over: everything is revealed
    else:
        public = set.intersection(*(known_cards(record(after, p)) for p in players))
    public_titles = {title(c) for c in public}
    for e in events:
        named = {t for t in TITLES if t in e.text}
        if e.visible_to is None:
            hidden = card_ids(e.data) - public
            assert not hidden, f"public event {e.text!r} carries {[CARD_IDS[c] for c in hidden]}"
            assert named <= public_titles, f"public event {e.text!r} names a card not everyone knows"
            if e.kind == "play":
                assert e.data["face_up"], "a face-down play is public"
            continue
        assert e.kind in AUDIENCE, f"unexpected private event {e.kind}"
        assert set(e.visible_to) == AUDIENCE[e.kind](e.data), f"{e.text!r} goes to {sorted(e.visible_to)}"
        r = e.redacted
        if e.kind == "only_option":
            assert r is None, "other seats learn that a private decision was automatic"
            continue
        assert r is not None and r.kind == e.kind
        hidden = card_ids(e.data) - public
        assert not card_ids(r.data) - public, f"redacted {r.text!r} carries a hidden card"
        assert not any(title(c) in r.text for c in hidden), f"redacted {r.text!r} names a hidden card"
        assert {t for t in TITLES if t in r.text} <= public_titles, f"redacted {r.text!r} names a card"
        if e.kind in ("draw", "play"):
            assert "card" not in r.data and not {t for t in TITLES if t in r.text}, \
                f"another seat sees the card of {r.text!r}"
    for seat in players:
        for e in game.events_for(events, seat):
            if e.kind in ("play", "order", "exchange"):
                assert "only option" not in e.text, "a private decision shows it was automatic"


def result_check(s, events) -> None:
    """The result record (spec 3.7, 3.8)."""
    r = game.result(s)
    scores = [game.castle_score(c) for c in s.castles]
    assert scores == [reference_score(c) for c in s.castles]
    assert r.scores == tuple(t for t, _, _ in scores), "scores do not match the castles"
    assert [(d["total"], d["face_down_count"], d["pieces"]) for d in r.details] == scores
    over = [e for e in events if e.kind == "game_over"]
    assert len(over) == 1 and events[-1] is over[0], "the game over event is not the last one"
    seats = range(s.players)
    if r.reason == "score":
        assert not any(s.hands) and not s.deck
        winners, level = game.rank(seats, scores)
        assert (winners, level) == reference_rank(seats, scores)
        assert (tuple(r.winners), r.tiebreak_level) == (winners, level)
        assert tuple(r.losers) == tuple(p for p in seats if p not in winners)
        return
    destroyed = [e for e in events if e.kind == "destroy" and e.data.get("card") == SPIRE_CARD]
    assert len(destroyed) == 1
    owner, by = destroyed[0].data["seat"], destroyed[0].data["by"]
    assert tuple(r.losers) == (owner,)
    if by != owner:
        assert r.reason == "spire" and tuple(r.winners) == (by,) and r.tiebreak_level == 0
    else:
        assert r.reason == "own_spire"
        others = [p for p in seats if p != owner]
        expected = ((others[0],), 0) if len(others) == 1 else reference_rank(others, scores)
        assert (tuple(r.winners), r.tiebreak_level) == expected
        if len(others) > 1:
            assert game.rank(others, scores) == expected


HOOKS = Hooks(invariant=invariant, view_invariant=view_invariant, determinized_agrees=determinized_agrees,
              action_check=action_check, events_check=events_check, result_check=result_check)


def check_setup(players: int, seed: int) -> None:
    """Spec 3.2: two cards per hand, the deck size, the box, empty castles and discard; the
    first seat has drawn and must play."""
    s = game.new_game(players, seed)
    assert s.turn == 1 and s.step == (PLAY, s.active, -1, ())
    assert [len(h) for h in s.hands] == [2 + (p == s.active) for p in range(players)]
    assert len(s.deck) == DECK_SIZE[players] - 1
    assert len(s.box) == (2 if players == 4 else 0)
    assert not s.discard and not any(s.castles)


# --- the tests ------------------------------------------------------------------------------------

SEEDS = st.integers(min_value=0, max_value=2**64 - 1)
PICKS = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=80)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@settings(max_examples=CHEAP_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, picks=PICKS)
def test_random_games(players: int, seed: int, picks: list[int]) -> None:
    """Cheap invariants after every action of every game."""
    check_setup(players, seed)
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@settings(max_examples=FULL_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, picks=PICKS)
def test_random_games_full(players: int, seed: int, picks: list[int]) -> None:
    """Everything after every action: JSON, and determinize for every seat with a play-out."""
    play_and_check(game, players, seed, Chooser(picks, seed), HOOKS, full=True)


@st.composite
def deals(draw, players: int) -> dict:
    """A legal fixed deal (spec 3.2): every card once, 2 per hand, 2 boxed with 4 players."""
    order = draw(st.permutations(CARD_IDS))
    boxed = 2 if players == 4 else 0
    rest = order[boxed:]
    return {"hands": [list(rest[2 * p: 2 * p + 2]) for p in range(players)], "deck": list(rest[2 * players:]),
            "box": list(order[:boxed]), "start": draw(st.integers(0, players - 1))}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@settings(max_examples=DEAL_GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), picks=PICKS)
def test_fixed_deals(players: int, data, picks: list[int]) -> None:
    """``deal`` replaces the shuffle: the game starts exactly there, and plays like any other."""
    deal = data.draw(deals(players))
    s = game.new_game(players, 0, {"deal": deal})

    def ids(codes: list[str]) -> list[int]:
        return [game_card(c) for c in codes]

    start, deck = deal["start"], ids(deal["deck"])
    assert s.active == start and s.turn == 1
    assert [list(h) for h in s.hands] == [sorted(ids(h) + ([deck[0]] if p == start else []))
                                          for p, h in enumerate(deal["hands"])]
    assert list(reversed(s.deck)) == deck[1:] and sorted(s.box) == sorted(ids(deal["box"]))
    play_and_check(game, players, 0, Chooser(picks), HOOKS, options={"deal": deal})


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_play_reaches_every_part_of_the_rules(players: int) -> None:
    """The random games above are not confined to a corner: a fixed batch of them plays every
    kind of decision and ends both ways (all cards played, a Spire destroyed)."""
    stats = Stats()
    for seed in range(60):
        play_and_check(game, players, seed, Chooser((), seed), HOOKS, stats=stats)
    assert set(stats.decisions) == {"Play", "Target", "Pick", "StopPicking", "Look", "Flip", "Order", "Exchange"}
    assert stats.endings.get("score", 0) > 0
    assert stats.endings.get("spire", 0) + stats.endings.get("own_spire", 0) > 0


def test_a_sample_shows_its_seat_the_view_it_came_from() -> None:
    """Regression (the soak, seed 9): a sample dropped the seat's knowledge record, so a card the
    seat had learnt (a Marketplace, an Observatory, a Wizard Tower) or a place it had ruled out was
    forgotten in ``view(determinize(view))``."""
    import random

    for seed in range(30):
        s, rng = game.new_game(2 + seed % 3, seed), random.Random(seed)
        while game.to_act(s) is not None:
            for seat in range(s.players):
                v = game.view(s, seat)
                assert game.view(game.determinize(v, seat, random.Random(seed)), seat) == v
            legal = game.legal_actions(s)
            s, _ = game.apply(s, legal[rng.randrange(len(legal))])

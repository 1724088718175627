"""Identical copies (``copies``) and the second-person news (``wording``): the pieces the generic
checks (tests/rules/test_identical_copies.py, test_event_words.py) rely on, one by one."""

from __future__ import annotations

from rules.core import event_text
from rules.core.events import Event
from rules.loghan import decks, identical_groups, new_game, swap_copies
from rules.loghan.copies import canonical_view, kind_of, settle
from rules.loghan.state import replace_at
from rules.loghan.wording import base, second_person, voice

NAMES = ("Ann", "Ben", "Cat")


def test_copies_are_cards_alike_in_everything_loot_included():
    assert kind_of("TG5#1") == kind_of("TG5#3") == "TG5"
    assert kind_of("EG2#2") == kind_of("EG2#4") != kind_of("EG2#1")  # card 1 of a type carries Loot
    assert kind_of("TG8#1") is None  # one of a kind


def test_settle_names_copies_by_place_and_a_draw_never_shows_the_order():
    assert settle(("TG6#1", "TG5#3", "TG4#1", "TG5#1")) == ("TG6#1", "TG5#1", "TG4#1", "TG5#3")
    s = new_game(3, 4)
    deck = ("TG5#3", "TG5#1", "TG5#2") + tuple(c for c in s.tdecks[0] if not c.startswith("TG5"))
    other = ("TG5#2", "TG5#3", "TG5#1") + deck[3:]
    drawn = [decks.draw_treasure(s.but(tdecks=replace_at(s.tdecks, 0, d)), "G") for d in (deck, other)]
    assert drawn[0][1] == drawn[1][1] == "TG5#1" and drawn[0][0] == drawn[1][0]


def test_copies_in_one_hidden_pile_swap_unseen():
    s = new_game(4, 2)
    groups = identical_groups(s)
    assert groups and all(len({kind_of(c) for c in g}) == 1 and len(g) > 1 for g in groups)
    a, b = groups[0][:2]
    twin = swap_copies(s, a, b)
    assert twin != s and swap_copies(twin, a, b) == s
    from rules.loghan import view
    for seat in range(4):
        assert canonical_view(view(s, seat)) == canonical_view(view(twin, seat))


def test_second_person_forms():
    assert [base(w) for w in ("draws", "passes", "searches", "carries", "is", "has", "does", "drew", "uses")] == [
        "draw", "pass", "search", "carry", "are", "have", "do", "drew", "use"]
    assert second_person("Seat 2 passes", 1) == "You pass"
    assert second_person("Requisition: Seat 1 draws 2 treasures", 0) == "Requisition: You draw 2 treasures"
    assert second_person("Seat 3's Clever Attack: Melee rider.", 2) == "Your Clever Attack: Melee rider."
    assert second_person("Seat 2: Pass (the only option)", 1) == "You: Pass (the only option)"
    assert second_person("Seat 1 also gains 2 Energy", 0) == "You also gain 2 Energy"


def test_voice_gives_the_subject_and_every_other_actor_their_words():
    e = voice(Event("trade", "Seat 2 offers Seat 3 an Axe and Seat 3 accepts", {}))
    assert e.subject == 1 and event_text(e, NAMES, 1) == "You offer Cat an Axe and Cat accepts"
    assert event_text(e, NAMES, 2) == "Ben offers you an Axe and you accept"
    assert event_text(e, NAMES, None) == "Ben offers Cat an Axe and Cat accepts"
    kept = Event("play", "Seat 1 plays Aid.", {}, subject=0, you="You play Aid (2 CP left).")
    assert voice(kept) == kept  # an author's own second-person text stays

"""Seats: who plays them, and the names the New game screen gives them."""

from __future__ import annotations

import pytest

from app.play.seats import SeatSpec, menu_choices, people_of, plan_seats


def test_a_human_seat_is_played_by_its_name_unless_told():
    assert SeatSpec("human", "Ann").person == "Ann"
    assert SeatSpec("human", "Ann (2)", "Ann").person == "Ann"
    assert SeatSpec("human", "Ann") == SeatSpec("human", "Ann", "Ann")
    assert SeatSpec("easy", "Rival").person == ""
    with pytest.raises(ValueError, match="only a human seat"):
        SeatSpec("easy", "Rival", "Ann")
    with pytest.raises(ValueError, match="a person needs a name"):
        SeatSpec("human", "Ann", "x" * 41)
    with pytest.raises(ValueError, match="a seat needs a name"):
        SeatSpec("human", "   ")


def test_people_in_seat_order():
    seats = [SeatSpec("easy", "R"), SeatSpec("human", "B"), SeatSpec("human", "A"), SeatSpec("human", "B2", "B")]
    assert people_of(seats) == ["B", "A"]


def test_the_menu_offers_you_the_other_people_and_the_ai_levels():
    assert menu_choices(2) == ["You", "Player 2", "AI easy", "AI normal", "AI hard"]
    assert menu_choices(8)[1:8] == [f"Player {n}" for n in range(2, 9)]


def names(specs):
    return [(s.kind, s.name, s.person) for s in specs]


def test_one_person_against_rivals():
    assert names(plan_seats(["You", "AI easy", "AI hard"], cooperative=False)) == [
        ("human", "You", "You"), ("easy", "Rival", ""), ("hard", "Rival 2", "")]
    assert names(plan_seats(["AI normal", "You"], cooperative=False)) == [
        ("normal", "Rival", ""), ("human", "You", "You")]


def test_teammates_in_a_cooperative_game():
    assert names(plan_seats(["You", "AI normal", "AI normal"], cooperative=True)) == [
        ("human", "You", "You"), ("normal", "Teammate", ""), ("normal", "Teammate 2", "")]


def test_several_people_are_named_by_their_label():
    specs = plan_seats(["You", "AI easy", "Player 2"], cooperative=False)
    assert names(specs) == [("human", "Player 1", "Player 1"), ("easy", "Rival", ""),
                            ("human", "Player 2", "Player 2")]
    assert people_of(specs) == ["Player 1", "Player 2"]


def test_one_person_holding_several_seats():
    specs = plan_seats(["You", "You", "AI hard", "You"], cooperative=True)
    assert names(specs) == [("human", "You", "You"), ("human", "You (2)", "You"), ("hard", "Teammate", ""),
                            ("human", "You (3)", "You")]
    # The only person may be "Player 3" in the menu: they are still "You".
    assert names(plan_seats(["Player 3", "AI easy"], cooperative=False))[0] == ("human", "You", "You")


def test_unknown_choices_are_refused():
    with pytest.raises(ValueError):
        plan_seats(["Robot"], cooperative=False)

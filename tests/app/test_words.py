"""Rules texts in the player's own words: "You draw", "your Trebuchet", names for the others."""

import pytest

from app.words import for_table

NAMES = ["You", "Rival"]


@pytest.mark.parametrize("text, expected", [
    ("Seat 1 draws Trebuchet", "You draw Trebuchet"),
    ("Seat 1's Throne Room joins the queue", "Your Throne Room joins the queue"),
    ("Seat 2's Barracks turns Seat 1's 2nd piece face-down", "Rival's Barracks turns your 2nd piece face-down"),
    ("Seat 1 gives Battlements to Seat 2 and takes Trebuchet", "You give Battlements to Rival and take Trebuchet"),
    ("Seat 1 destroys their own Princess' Spire and loses; Seat 2 wins",
     "You destroy your own Princess' Spire and lose; Rival wins"),
    ("Seat 1 has only one option", "You have only one option"),
    ("Seat 1 is first player", "You are first player"),
    ("Seat 1 passes", "You pass"),
    ("Turn 3: Seat 1", "Turn 3: You"),
    ("Seat 2 is first player", "Rival is first player"),
])
def test_second_person(text, expected):
    assert for_table(text, NAMES) == expected


def test_other_names_are_plain():
    assert for_table("Seat 1 draws a card", ["Ann", "Bo"]) == "Ann draws a card"

"""Statistics: per game and seat set-up, counted once per finished game (never a lesson's or an
AI-only game's), kept in the user's folder across a restart; a damaged file is moved aside with a
message and never stops anything."""

from __future__ import annotations

import json
import random

import pytest

from app.platform import stats
from app.platform.stats import StatsBook
from app.play import outcome
from app.play.seats import SeatSpec, plan_seats
from app.play.session import Session

YOU, BOT = SeatSpec("human", "You"), SeatSpec("normal", "Rival")


def play_out(session: Session, seed: int = 1) -> None:
    rng = random.Random(seed)
    m = session.module
    while not session.is_over():
        session.apply(rng.choice(list(m.legal_actions(m.view(session.state, session.to_act())))))


def test_records_add_up_and_name_their_streak(home):
    book = StatsBook()
    assert book.path == home / "stats.json" and book.load() is None and book.records == []
    for verdict, score in (("won", 9), ("won", 14), ("lost", 20), ("lost", 3), ("won", 7), ("won", 8)):
        book.record("caleira", "vs Normal AI", verdict, score)
    book.record("caleira", "vs Normal AI", "abandoned")
    r = book.get("caleira", "vs Normal AI")
    assert (r.played, r.won, r.lost, r.abandoned, r.best, r.streak, r.best_streak) == (6, 4, 2, 1, 20, 2, 2)
    assert r.summary() == "6 played, 4 won, best 20, streak 2 wins"
    book.record("caleira", "vs Normal AI", "lost")
    assert book.get("caleira", "vs Normal AI").summary() == "7 played, 4 won, best 20, streak 1 loss"
    # Kept in the user's folder: a new book (a restart) reads the same counts.
    again = StatsBook()
    assert again.records == book.records and again.message is None
    data = json.loads((home / "stats.json").read_text())
    assert data["format"] == "castletop-stats" and data["records"][0]["setup"] == "vs Normal AI"


@pytest.mark.parametrize("content", ['{"format": "castletop-stats", "version": 1, "records": [{"game": ',
                                     '{"format": "castletop-stats", "version": 1, "records": [{"game": "caleira", '
                                     '"setup": "vs Normal AI", "played": 2, "won": 5, "lost": 0}]}',
                                     '[1, 2, 3]', ''])
def test_a_damaged_file_is_moved_aside_with_a_message(home, content):
    home.mkdir(parents=True, exist_ok=True)
    (home / "stats.json").write_text(content)
    book = StatsBook()
    message = book.load()
    assert message and "statistics file could not be read" in message and "moved to" in message
    aside = [p for p in home.iterdir() if p.name.startswith("stats.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text() == content
    assert book.records == []
    book.record("skycastle", "vs Easy AI", "won", 12)  # counting starts again, in a fresh file
    assert StatsBook().get("skycastle", "vs Easy AI").won == 1


def test_set_ups_are_named_from_the_players_side():
    def words(choices, coop=False):
        seats = plan_seats(choices, coop)
        return outcome.setup_words(seats, outcome.user_of([s.person for s in seats if s.kind == "human"]), coop)

    assert words(["You", "AI normal"]) == "vs Normal AI"
    assert words(["You", "AI normal", "AI normal"]) == "vs 2 Normal AIs"
    assert words(["You", "AI hard", "AI easy", "AI normal"]) == "vs Easy AI, Normal AI and Hard AI"
    assert words(["You", "Player 2"]) == "vs 1 other person"
    assert words(["You", "Player 2", "AI hard", "Player 3"]) == "vs 2 other people and Hard AI"
    assert words(["You", "AI easy", "You"]) == "vs Easy AI (you play 2 seats)"
    assert words(["You", "AI normal"], coop=True) == "with Normal AI"
    assert outcome.user_of(["Player 2", "Player 1"]) == "Player 1"
    assert outcome.short_title("Professor Somebody's Secret Castle") == "Secret Castle"
    assert outcome.short_title("Castles of Somewhere") == "Castles of Somewhere"


def test_a_finished_game_is_counted_once(home):
    session = Session.new("caleira", [YOU, BOT], 3)
    session.stats = StatsBook()
    play_out(session)
    record = session.counted
    assert isinstance(record, stats.Record) and record.key == ("caleira", "vs Normal AI")
    won = 0 in session.result().winners
    assert (record.played, record.won) == (1, int(won)) and record.best == session.result().scores[0]
    session._count()  # nothing counts it twice (the results panel, Play again...)
    session.concede()
    assert StatsBook().get("caleira", "vs Normal AI").played == 1


def test_a_concession_is_a_loss_and_an_abandoned_game_is_only_noted(home):
    session = Session.new("skycastle", [YOU, BOT], 2)
    session.stats = StatsBook()
    session.concede()
    assert session.winners() == (1,) and session.outcome.by == "You"
    record = StatsBook().get("skycastle", "vs Normal AI")
    assert (record.played, record.lost, record.best, record.streak) == (1, 1, None, -1)
    people = Session.new("skycastle", [SeatSpec("human", "Ann"), SeatSpec("human", "Bob")], 2)
    people.stats = StatsBook()
    people.abandon("Everyone left the game.")
    assert people.winners() == () and people.is_over()
    assert StatsBook().get("skycastle", "vs 1 other person").abandoned == 1


def test_lessons_and_ai_only_games_are_not_counted(home):
    lesson = Session.new("caleira", [YOU, BOT], 3)
    lesson.tutorial = True
    lesson.stats = StatsBook()
    play_out(lesson)
    demo = Session.new("caleira", [SeatSpec("random", "Ann"), BOT], 3)
    demo.stats = StatsBook()
    play_out(demo)
    assert lesson.counted is None and demo.counted is None
    assert not (home / "stats.json").exists()


def test_a_concession_among_several_rivals_goes_to_the_leader():
    seats = [YOU, SeatSpec("easy", "Rival"), SeatSpec("easy", "Rival 2"), SeatSpec("easy", "Rival 3")]
    assert outcome.concession(seats, "You", [9, 3, 7, 7], False).winners == (2, 3)  # a tie shares it
    assert outcome.concession(seats, "You", [9, 3, 8, 7], False).winners == (2,)
    assert outcome.concession(seats, "You", None, False).winners == (1, 2, 3)
    assert outcome.concession(seats[:2], "You", [0, 5], False).winners == (1,)
    assert outcome.concession(seats[:2], "You", [9, 5], True).winners == ()  # a team loses together


def test_headlines():
    seats = [YOU, BOT]
    names = ["You", "Rival"]
    assert outcome.headline(names, seats, (0,), None, "You") == ("You win!", outcome.WIN)
    assert outcome.headline(names, seats, (1,), None, "You") == ("Rival wins", outcome.LOSS)
    assert outcome.headline(names, seats, (0, 1), None, "You")[0] == "Shared victory: You and Rival"
    conceded = outcome.concession(seats, "You", None, False)
    assert outcome.headline(names, seats, conceded.winners, conceded, "You") == ("You conceded: Rival wins",
                                                                                  outcome.LOSS)
    people = [SeatSpec("human", "Ann"), SeatSpec("human", "Bob")]
    gone = outcome.abandonment(people, "Everyone left the game.")
    assert outcome.headline(["Ann", "Bob"], people, (), gone, "Ann")[0] == "Game abandoned: nobody wins"


def test_progress_is_read_from_the_rules_or_the_log():
    class WithHook:
        @staticmethod
        def describe_progress(view):
            return "round 2 of 3"

    assert outcome.progress_words(WithHook, None, []) == "round 2 of 3"
    assert outcome.progress_words(object(), None, ["Round 1: You are first player", "x", "Round 2: Rival is"]) == \
        "round 2"
    assert outcome.progress_words(object(), None, ["Turn 7: You", "You draw a card"]) == "turn 7"
    assert outcome.progress_words(object(), None, ["nothing here"]) == ""

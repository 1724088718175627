"""The card inspector (spec section 4): every card shows the content notice under it, and the
app's reconstructions carry a "reconstructed" badge while the demo rulebook's own items do not."""

from __future__ import annotations

import os

import pygame
import pytest

from app.games.loghan import art


@pytest.fixture(autouse=True)
def _display():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    yield


@pytest.mark.parametrize(("kind", "card", "badge"), [
    ("treasure", "TG1#1", False), ("treasure", "TG3#2", True), ("enemy", "EG1#1", False),
    ("enemy", "EB1#1", True), ("event", "G01", True), ("ccard", "HIT", False)])
def test_reconstructions_are_badged_and_the_books_items_are_not(kind, card, badge):
    assert art.rebuilt(kind, card) is badge


def test_the_badge_is_drawn_under_the_inspected_card_only_when_reconstructed():
    card = pygame.Surface((200, 280), pygame.SRCALPHA)
    card.fill((120, 90, 60))
    plain = art.inspector(card, 800, False)
    badged = art.inspector(card, 800, True)
    assert plain.get_width() == badged.get_width() and badged.get_height() > plain.get_height()
    width = plain.get_width()
    same = all(plain.get_at((x, y)) == badged.get_at((x, y)) for x in range(0, width, 5) for y in range(0, 280, 5))
    assert same  # the card itself is untouched: the badge covers none of its words
    row = pygame.Rect(0, 280, width, badged.get_height() - plain.get_height())
    inked = sum(badged.get_at((x, y))[:3] == art.INK for x in range(row.w) for y in range(row.y, row.bottom))
    assert inked > 100  # the dark pill of the badge, between the card and the notice

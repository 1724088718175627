"""The kept pictures of a busy table (``app.table.layers``): which pieces are drawn each frame and
which stay in the kept picture, so that every overlap still looks as it did."""

from __future__ import annotations

import pygame

from app.table import layers
from app.table.pieces import Piece


def _piece(key: str, x: float, y: float, w: float = 40, h: float = 40, z: int = 0) -> Piece:
    rect = pygame.FRect(x, y, w, h)
    return Piece(key, "card", ("look", key), pygame.FRect(rect), pygame.FRect(rect), z)


def test_a_quiet_table_is_all_kept():
    pieces = [_piece("a", 0, 0), _piece("b", 100, 0)]
    assert layers.split(pieces, set()) == (pieces, [], [])


def test_a_breathing_outline_alone_is_drawn_over_the_kept_piece():
    a, b = _piece("a", 0, 0), _piece("b", 100, 0)
    kept, glowing, fresh = layers.split([a, b], {"a"})
    assert kept == [a, b] and glowing == [a] and fresh == []


def test_a_breathing_piece_under_another_is_drawn_each_frame_with_the_one_over_it():
    a, b, c = _piece("a", 0, 0), _piece("b", 20, 20), _piece("c", 300, 0)
    kept, glowing, fresh = layers.split([a, b, c], {"a"})
    assert kept == [c] and glowing == [] and fresh == [a, b]  # b still covers a, in the same order


def test_a_moving_piece_and_what_lies_over_its_way_are_drawn_each_frame():
    a, b, c = _piece("a", 0, 0), _piece("b", 150, 0), _piece("c", 400, 0)
    a.home = pygame.FRect(200, 0, 40, 40)
    a.motion = object()  # type: ignore[assignment]  # anything: the piece is not settled
    kept, _, fresh = layers.split([a, b, c], set())
    assert fresh == [a, b] and kept == [c]  # b lies on a's way home


def test_a_piece_under_a_moving_one_stays_kept():
    a, b = _piece("a", 0, 0), _piece("b", 10, 10)
    b.home = pygame.FRect(300, 0, 40, 40)
    b.motion = object()  # type: ignore[assignment]
    kept, _, fresh = layers.split([a, b], set())
    assert kept == [a] and fresh == [b]


def test_a_layer_is_drawn_again_only_when_its_key_changes():
    pygame.init()
    pygame.display.set_mode((64, 64))
    painted = []
    layer = layers.Layer()
    for key in ("one", "one", "two", "two", "one"):
        layer.get(key, (32, 32), lambda s, k=key: painted.append(k))
    assert painted == ["one", "two", "one"]


def test_same_matches_only_the_very_object():
    a, b = [1], [1]
    assert layers.Same(a) == layers.Same(a) and layers.Same(a) != layers.Same(b)



def test_pieces_that_came_to_rest_on_top_are_added_to_the_kept_picture():
    pygame.init()
    pygame.display.set_mode((64, 64))
    painted, added = [], []
    layer = layers.Layer()

    def add(picture, indices):
        added.append(indices)
        return True

    layer.get("ground", (32, 32), lambda s: painted.append("all"), ("a", "c"), add)
    layer.get("ground", (32, 32), lambda s: painted.append("all"), ("a", "b", "c", "d"), add)
    assert painted == ["all"] and added == [[1, 3]]  # b and d came to rest: drawn onto the picture
    layer.get("ground", (32, 32), lambda s: painted.append("all"), ("a", "d"), add)
    assert painted == ["all", "all"]  # something went away: the whole is drawn again


def test_a_piece_at_rest_goes_on_top_only_where_nothing_later_covers_it():
    a, b, c = _piece("a", 0, 0), _piece("b", 20, 20), _piece("c", 300, 0)
    assert layers.additions(["a", "c"], ["a", "b", "c"]) == [1] and layers.additions(["a", "x"], ["a", "b"]) is None
    assert layers.on_top([a, b, c], [1])      # nothing after b lies on it
    assert not layers.on_top([a, b, c], [0])  # b is drawn after a, over it

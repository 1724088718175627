"""Where things go on Castle von Loghan's table (spec 7.1), for any window.

The spec sketches the table on a 1600 x 900 canvas; the app's table area is the window less the side
panel (the log and the Hint / Undo / Menu buttons live there), about 1.39 : 1 at every window size.
So the regions below are laid out on a logical canvas of 1250 x 900 (the spec's regions, narrowed
by the side panel's width) and scaled uniformly to the table area, letterboxed:

- the top bar (mode, Round, phase ribbon, Leader) across the top;
- the main region: the board when the decision is about the castle (moving, peeking, sneaking,
  refreshing), else the stage panel of the phase (event, combat, reward, Gob-Li) at full size;
- beside it, the piles tray, then the side region (the refresh actions, the coin, a decision's
  choices when the board is large; the castle in small while a stage panel is large), room for
  the table's buttons, and the prompt bar;
- under the main region the track bar and the agent panels; beside them the hand area.

The board is a ``BoardGraph`` of the content's node grid (C7.1) at the spec's spacing (7.2:
centres 120 x 62 apart, rectangles 108 x 44), fitted into whichever region shows it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from ...table.graph import BoardGraph, FittedGraph
from . import words as W

WIDTH, HEIGHT = 1250.0, 900.0
TOP = (0.0, 0.0, 1250.0, 34.0)
MAIN = (0.0, 36.0, 800.0, 526.0)
TRACK = (0.0, 564.0, 800.0, 32.0)
PANELS = (0.0, 598.0, 800.0, 300.0)
PILES = (806.0, 36.0, 442.0, 96.0)
SIDE = (806.0, 136.0, 442.0, 372.0)
PROMPT = (806.0, 564.0, 442.0, 32.0)
HAND = (806.0, 598.0, 442.0, 300.0)
NODE = (108.0, 44.0)
SPACING = (120.0, 62.0)

# Steps whose decision is about the castle itself: the board takes the main region.
BOARD_STEPS = {"move", "peek", "refresh_act", "sneak_peek", "sneak_cloak", "clean_remove", "token_draw",
               "disenchant"}
STAGE_STEPS = {"gobli_sell", "gobli_auction", "gobli_shop", "timeline", "timeline_contribute"}
STAGE_PHASES = {"event", "combat", "reward", "setup"}


class Canvas:
    """The logical 1250 x 900 canvas placed in the table ``area`` (pixels), centred."""

    def __init__(self, area: pygame.FRect) -> None:
        self.area = pygame.FRect(area)
        self.s = max(0.01, min(area.w / WIDTH, area.h / HEIGHT))
        self.x0 = area.x + (area.w - WIDTH * self.s) / 2
        self.y0 = area.y + (area.h - HEIGHT * self.s) / 2

    def rect(self, r: tuple[float, float, float, float]) -> pygame.FRect:
        x, y, w, h = r
        return pygame.FRect(self.x0 + x * self.s, self.y0 + y * self.s, w * self.s, h * self.s)

    def length(self, v: float) -> float:
        return v * self.s

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self.x0 + x * self.s, self.y0 + y * self.s


def focus(view: Any) -> str:
    """"board" when the decision (or the phase) is about the castle, else "stage"."""
    top = view.stack[-1].kind if view.stack else ""
    if top in BOARD_STEPS:
        return "board"
    if top in STAGE_STEPS or top.startswith(("combat", "reward")) or top in ("event_card", "ending", "effects"):
        return "stage"
    if top == "window" and view.combat is not None:
        return "stage"
    if top in ("place", "overflow", "give_answer", "req_keep", "split", "trade_build", "trade_answer", "reflip",
               "tonic_miss", "window"):
        return "stage" if event_showing(view) or view.combat is not None or view.reward is not None else "board"
    if view.phase in STAGE_PHASES and (view.combat is not None or view.reward is not None or event_showing(view)):
        return "stage"
    return "board"


def event_showing(view: Any) -> str:
    """The event or story card being resolved ("" when none): from the step stack."""
    for s in reversed(view.stack):
        if s.kind in ("event_card", "effects", "ending", "event_done") and s.get("card"):
            return s.get("card")
    return ""


# The Future's laboratory (spec 7.2: its own tab, an inset grid 200 x 150 apart). Its elevators are
# drawn on both tabs, each beside its castle neighbour, so a step between the levels is a drop on
# the page the group is on.
LAB_SPACING = (200.0, 150.0)
LIFTS_IN_CASTLE = {"LIFT-A": (0, 4.55), "LIFT-B": (6, 1)}  # beside the Wine Cellar and the Barracks
CASTLE_IN_LAB = {"CELLAR": (-1, 2), "BARRACKS": (-1, 0)}   # the lifts' castle ends, on the lab tab
TAB_STRIP = 30.0  # logical height kept above a board with two levels for the Castle / Laboratory tabs


def has_lab(board: str) -> bool:
    return any(W.C.nodes[n].level != "castle" for n in W.board_nodes(board))


def level_of(node: str) -> str:
    """"lab" for a node of the laboratory, else "castle"."""
    n = W.C.nodes.get(node)
    return "lab" if n is not None and n.level != "castle" else "castle"


def page_level(view: Any, page: str) -> str:
    """The level a board shows: the group's, unless the person chose the other tab since the group
    last changed level (``page`` is "<level>:<the group's level when chosen>")."""
    here = level_of(view.node) if has_lab(view.board) else "castle"
    if not has_lab(view.board) or ":" not in page:
        return here
    level, when = page.split(":", 1)
    return level if when == here and level in ("castle", "lab") else here


@lru_cache(maxsize=8)
def graph(board: str, level: str = "castle") -> BoardGraph:
    """The board's nodes at their C7.1 grid points and its edges, for one level."""
    spaces = {}
    for node in W.board_nodes(board):
        n = W.C.nodes[node]
        gx, gy = n.xy
        if level == "castle" and n.level == "castle":
            spaces[node] = (gx * SPACING[0], gy * SPACING[1])
        elif level == "castle" and node in LIFTS_IN_CASTLE:
            lx, ly = LIFTS_IN_CASTLE[node]
            spaces[node] = (lx * SPACING[0], ly * SPACING[1])
        elif level == "lab" and n.level != "castle":
            spaces[node] = (gx * LAB_SPACING[0], gy * LAB_SPACING[1])
    if level == "lab":
        for node, (gx, gy) in CASTLE_IN_LAB.items():
            spaces[node] = (gx * LAB_SPACING[0], gy * LAB_SPACING[1])
    edges = [(W.C.edges[e].a, W.C.edges[e].b) for e in W.board_edges(board)
             if W.C.edges[e].a in spaces and W.C.edges[e].b in spaces]
    return BoardGraph(spaces, edges, size=NODE)


def edge_ids(board: str) -> dict[tuple[str, str], str]:
    out = {}
    for e in W.board_edges(board):
        ed = W.C.edges[e]
        out[(ed.a, ed.b)] = e
        out[(ed.b, ed.a)] = e
    return out


@lru_cache(maxsize=32)
def _fitted(board: str, level: str, x: float, y: float, w: float, h: float) -> FittedGraph:
    rect = pygame.FRect(x, y, w, h)
    return graph(board, level).fit(rect, margin=min(w, h) * 0.03)


def fitted(board: str, rect: pygame.FRect, level: str = "castle") -> FittedGraph:
    return _fitted(board, level, round(rect.x, 2), round(rect.y, 2), round(rect.w, 2), round(rect.h, 2))


__all__ = ["BOARD_STEPS", "TAB_STRIP", "has_lab", "level_of", "page_level", "Canvas", "HAND", "HEIGHT", "MAIN", "NODE", "PANELS", "PILES", "PROMPT", "SIDE", "TOP",
           "TRACK", "WIDTH", "edge_ids", "event_showing", "fitted", "focus", "graph"]

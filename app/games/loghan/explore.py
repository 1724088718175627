"""Exploration mode on the stage (spec 7.3): the reward panel's trophy strip (the defeated cards,
*Take* under each for the agent whose turn it is, and *No trophy*) and the Refresh panel's timeline
dialog (the three boards, the Leader's proposal, each agent's contribution and the running total
against 10 × N).

Piece keys: ``tp:<i>`` (a defeated card still on the table), ``hb:take:<i>`` / ``hb:notrophy`` (the
strip's buttons), ``tp:label``; ``tl:<board>`` (a board of the dialog), ``tl:purse`` (the
contributions), ``tl:title``.
"""

from __future__ import annotations

from typing import Any

import pygame

from rules.loghan.lookup import trophy_points, trophy_value

from ...table.pieces import CARD, TILE, TOKEN, PieceSpec
from . import words as W
from .gestures import Gestures

BOARDS = ("past", "anomaly", "future")
COST_PER_AGENT = 10  # §2.19: 10 Energy per agent


def trophy_dp(card: str, held: tuple[str, ...] = ()) -> int:
    """What ``card`` adds to the Data Points of an agent holding ``held`` (the Woods Wolf's pair)."""
    mine = tuple(h for h in held if not h.startswith("?"))
    if card in mine:
        rest = list(mine)
        rest.remove(card)
        return trophy_points(mine) - trophy_points(tuple(rest))
    return trophy_points(mine + (card,)) - trophy_points(mine) if mine else trophy_value(card)


def trophy_strip(specs: list[PieceSpec], view: Any, rect: pygame.FRect, g: Gestures) -> None:
    """The defeated cards still on the table, in a row, with their Data Points and the Take buttons."""
    r = view.reward
    cards = tuple(r.defeated) if r is not None else ()
    u = rect.h / 314
    order = r.order() if r is not None else ()
    turn = order[r.trophy_turn] if r is not None and r.trophy_turn < len(order) else None
    who = W.agent_short(view.agents[turn].id) if turn is not None else ""
    label = pygame.FRect(rect.x, rect.y, rect.w, 26 * u)
    specs.append(PieceSpec("tp:label", TILE, ("question", f"Trophies: {who} chooses one defeated enemy, or none"
                                              if who else "Trophies"), label, z=2,
                           info="Trophies (Exploration): after every combat, in reward order, each agent may keep one "
                                "defeated enemy face down; each is worth its Data Points at the end"))
    buttons = {c.key: c for c in g.strip}
    bh = 28 * u
    ch = rect.bottom - label.bottom - bh - 12 * u
    cw = min(ch / 1.4, (rect.w - 10 * u) / max(len(cards) + 1, 3) - 10 * u)
    ch = cw * 1.4
    x = rect.x + 4 * u
    held = view.agents[turn].trophies if turn is not None else ()
    for i, card in enumerate(cards):
        cr = pygame.FRect(x + i * (cw + 10 * u), label.bottom + 6 * u, cw, ch)
        dp = trophy_dp(card, held)
        specs.append(PieceSpec(f"tp:{i}", CARD, ("trophy", card, dp), cr, z=3,
                               info=f"{W.enemy_name(card)}: {dp} Data Point{'s' if dp != 1 else ''} as a trophy"
                                    + (f" for {who}" if who else "")))
        take = buttons.get(f"take:{i}")
        br = pygame.FRect(cr.x, cr.bottom + 6 * u, cw, bh)
        specs.append(PieceSpec(f"hb:take:{i}", TOKEN, ("button", f"Take · {dp} DP", "primary", take is not None), br,
                               z=5,
                               info=take.why if take is not None else "Only the agent whose turn it is takes"))
    none = buttons.get("notrophy")
    nx = x + len(cards) * (cw + 10 * u)
    nr = pygame.FRect(nx, label.bottom + 6 * u + ch - bh, max(cw, 96 * u), bh)
    specs.append(PieceSpec("hb:notrophy", TOKEN, ("button", "No trophy", "quiet", none is not None), nr, z=5,
                           info="Keep no trophy from this fight"))


def trophy_gestures(g: Gestures, view: Any, options: Any, seat: int) -> None:
    """Step "reward.trophy": a click on a defeated card or its *Take* takes it; *No trophy* passes."""
    from .gestures import Choice

    cards = tuple(view.reward.defeated) if view.reward is not None else ()
    who = W.agent_short(view.agents[seat].id)
    for a in options:
        if a.arg is None:
            g.strip.append(Choice("notrophy", "No trophy", a, "Keep no trophy from this fight", tone="quiet"))
            continue
        i = cards.index(a.arg) if a.arg in cards else -1
        if i < 0:
            continue
        g.strip.append(Choice(f"take:{i}", "Take", a, f"{who} takes {W.enemy_name(a.arg)} as a trophy", "primary"))
        g.clicks.append(_click(f"tp:{i}", a))
        g.hover[f"tp:{i}"] = f"Click to take {W.enemy_name(a.arg)} as a trophy"
    g.question = f"{who}: take one defeated enemy as a trophy (Data Points at the end), or none"
    g.prompt = f"{who}: click Take under a trophy, or No trophy"


def _click(target: str, action: Any) -> Any:
    from ..contract import Click

    return Click(target, action)


# --- the end ----------------------------------------------------------------------------------------


def final_disenchant(g: Gestures, view: Any, options: Any, seat: int) -> None:
    """The end (§2.21): each treasure with a cost, "+n Energy" (a click on it or its row), then Done."""
    from rules.loghan.gain import disenchant_value
    from rules.loghan.lookup import trophy_points

    from .gestures import _treasure_gestures

    a = view.agents[seat]
    _treasure_gestures(g, view, options, seat)
    for x in options:
        if x.kind == "DISENCHANT":
            g.choice(x, f"{W.treasure_name(x.arg)}  +{disenchant_value(x.arg)} Energy")
    for x in options:
        if x.kind == "DONE":
            g.choice(x, "Done: count my Data Points", tone="primary")
    trophies = trophy_points(tuple(t for t in a.trophies if not t.startswith("?")))
    g.question = (f"{W.agent_short(a.id)}: the end. Disenchant treasures for Energy before the count? Energy "
                  f"{a.energy} gives {a.energy // 5} DP; trophies {trophies} DP")


# --- the timeline dialog ------------------------------------------------------------------------------


def timeline_step(view: Any) -> Any:
    return next((s for s in reversed(view.stack) if s.kind in ("timeline", "timeline_contribute")), None)


def need(view: Any) -> int:
    return COST_PER_AGENT * view.n


def timeline_panel(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    """The three boards (here, proposed, the others), then who gave what against 10 × N."""
    s = timeline_step(view)
    proposed = s.get("board") if s is not None and s.kind == "timeline_contribute" else ""
    u = rect.h / 526
    title = pygame.FRect(rect.x + 8 * u, rect.y + 8 * u, rect.w - 16 * u, 44 * u)
    words = (f"Changing timelines: travel to {W.board_word(proposed)} for {need(view)} Energy?" if proposed else
             f"Changing timelines: the Leader may propose another board ({need(view)} Energy, 10 per agent)")
    specs.append(PieceSpec("tl:title", TILE, ("question", words), title, z=2))
    bw = (rect.w - 16 * u - 2 * 12 * u) / 3
    bh = min(bw * 0.78, rect.h * 0.42)
    for i, b in enumerate(BOARDS):
        r = pygame.FRect(rect.x + 8 * u + i * (bw + 12 * u), title.bottom + 12 * u, bw, bh)
        rooms = tuple(sum(1 for n in W.board_nodes(b) if W.node_colour(b, n) == c) for c in "GBR")
        specs.append(PieceSpec(f"tl:{b}", TILE, ("timeboard", b, b == view.board, b == proposed, rooms), r, z=3,
                               info=f"{W.board_word(b)}: \"?\" rooms Green {rooms[0]}, Blue {rooms[1]}, Red {rooms[2]}"
                                    + (" (the group is here)" if b == view.board else "")))
    paid = tuple(s.get("paid") or ()) if s is not None and proposed else ()
    order = view.order()
    rows = tuple((view.agents[seat].id, paid[i] if i < len(paid) else -1, view.agents[seat].energy)
                 for i, seat in enumerate(order))
    purse = pygame.FRect(rect.x + 8 * u, title.bottom + bh + 24 * u, rect.w - 16 * u,
                         rect.bottom - 8 * u - (title.bottom + bh + 24 * u))
    total = sum(paid)
    specs.append(PieceSpec("tl:purse", TILE, ("purse", rows, total, need(view), bool(proposed)), purse, z=2,
                           info=f"Contributions: {total} of {need(view)} Energy. Nothing is paid unless the total "
                                "reaches it."))


def timeline_gestures(g: Gestures, view: Any, options: Any, seat: int, kind: str) -> None:
    who = W.agent_short(view.agents[seat].id)
    if kind == "timeline":
        for a in options:
            if a.kind == "TIMELINE_PROPOSE":
                g.clicks.append(_click(f"tl:{a.arg}", a))
                g.glow[f"tl:{a.arg}"] = None
                g.choice(a, f"Travel to {W.board_word(a.arg)}", tone="primary")
            else:
                g.choice(a, "No travel", tone="quiet")
        g.question = (f"{who} (Leader): propose another timeline? Everyone then offers Energy; {need(view)} "
                      f"are needed (the group holds {sum(a.energy for a in view.agents)})")
        g.prompt = f"{who}: propose a board, or No travel"
        return
    s = timeline_step(view)
    paid = sum(s.get("paid") or ()) if s is not None else 0
    g.numbers = "Contribute"
    for a in options:
        g.choice(a, str(a.arg))
    board = W.board_word(s.get("board")) if s is not None else "another board"
    g.question = (f"{who}: contribute Energy towards {board}: {paid} of {need(view)} offered so far "
                  f"({need(view) - paid} missing). Nothing is paid unless the total is reached.")
    g.prompt = f"{who}: set your contribution, then Contribute"


__all__ = ["final_disenchant", "need", "timeline_gestures", "timeline_panel", "timeline_step", "trophy_dp", "trophy_gestures",
           "trophy_strip"]

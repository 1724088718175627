"""The stage panels (spec 7.3), laid out in the main region, and the side region's choice box.

Piece keys — event: ``ev:card`` (the card, its back shown only after the reveal and only for the
chosen rows), ``sl:<seat>`` (decision slots), ``dc:<seat>`` (a committed Decision card, face down
until the reveal), ``cp:<seat>:<letter>`` (a Chaos agent's two drawn cards); zones ``dslot:<seat>``.
Combat: ``cb:ribbon`` (the step ribbon), ``en:<i>`` (enemy cards, with their damage tokens, Stun,
weakness and attack), ``ps:<seat>`` (an agent's column of the play strip), ``pc:<seat>:<k>`` (the
cards it played this combat round); zones ``enemy:<i>``, ``strip:<seat>``. Reward: ``rw:deck``,
``rw:card``, ``rw:ladder``. Gob-Li: ``gw:<i>`` (wares), ``gobli`` (the sell zone's plate and zone).
The choice box: ``q`` (the question), ``tr:<card>`` (a treasure to place or on offer), choice rows
``c:<...>``; ``info`` (what the phase is about, when nothing is asked).
"""

from __future__ import annotations

from typing import Any

import pygame

from rules.loghan.move import cover_node

from ...table.pieces import CARD, TILE, TOKEN, PieceSpec, Zone
from . import words as W
from .geometry import event_showing
from .gestures import Gestures

STEPS = ("start", "draw", "after_w4", "recup", "p1", "p2", "after_w6", "p3", "after_w7", "enemies", "cleanup", "end")
RIBBON = {"start": 1, "draw": 2, "after_w4": 2, "recup": 2, "p1": 3, "p2": 4, "after_w6": 4, "p3": 5,
          "after_w7": 5, "enemies": 6, "cleanup": 7, "end": 7}


def revealed(view: Any) -> bool:
    """The Decision cards are face up: the outcomes are being applied (or the card is done)."""
    return any(a.decision and a.decision != "?" for a in view.agents) and not any(
        s.kind == "event_card" for s in view.stack)


def chosen_rows(view: Any) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """After the reveal: each chosen letter with its choosers (agent ids, player order)."""
    if not revealed(view):
        return ()
    order = view.order()
    return tuple((letter, tuple(view.agents[s].id for s in order if view.agents[s].decision == letter))
                 for letter in "ABCD" if any(view.agents[s].decision == letter for s in order))


def event_panel(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect, seat: int,
                card: str, deciding: bool) -> None:
    u = rect.h / 526
    card_r = pygame.FRect(rect.x + 8 * u, rect.y + 8 * u, rect.w * 0.46, rect.h - 16 * u)
    rows = chosen_rows(view)
    specs.append(PieceSpec("ev:card", CARD, ("event", card, bool(rows) or revealed(view), rows), card_r, z=3,
                           info=f"{W.event_title(card)}: {W.event_text(card)}"))
    x = card_r.right + 12 * u
    w = rect.right - 8 * u - x
    n = view.n
    slot_h = min(70 * u, (rect.h * 0.62) / n - 6 * u)
    for i, s in enumerate(view.order()):
        a = view.agents[s]
        r = pygame.FRect(x, rect.y + 8 * u + i * (slot_h + 6 * u), w, slot_h)
        committed = bool(a.decision)
        specs.append(PieceSpec(f"sl:{s}", TILE, ("slot", a.id, a.seat_kind, committed, s == seat and deciding), r, z=2,
                               info=f"{W.agent_name(a.id)}'s decision slot"))
        if s == seat:
            zones.append(Zone(f"dslot:{s}", pygame.FRect(r), inset=False, name=f"{W.agent_short(a.id)}'s slot"))
        card_h = slot_h * 0.86
        card_w = card_h * 0.72
        if committed:
            shown = a.decision if a.decision != "?" else ""
            face_up = revealed(view)
            dr = pygame.FRect(r.right - card_w - 6 * u, r.centery - card_h / 2, card_w, card_h)
            specs.append(PieceSpec(f"dc:{s}", CARD, ("dcard", a.id, shown, face_up), dr, z=4,
                                   info=f"{W.agent_short(a.id)} chose {shown}" if face_up else
                                   (f"Your choice: {shown} (face down)" if shown else "A Decision card, face down")))
        for k, letter in enumerate(a.chaos_pair):
            cr = pygame.FRect(r.right - (2 - k) * (card_w + 6 * u), r.centery - card_h / 2, card_w, card_h)
            specs.append(PieceSpec(f"cp:{s}:{letter}", CARD, ("decision", letter, a.id), cr, z=5,
                                   info=f"Drawn for {W.agent_short(a.id)} (Chaos): {letter}"))


def combat_panel(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect, seat: int) -> None:
    c = view.combat
    u = rect.h / 526
    ribbon = pygame.FRect(rect.x + 4 * u, rect.y + 2 * u, rect.w - 8 * u, 30 * u)
    specs.append(PieceSpec("cb:ribbon", TILE, ("ribbon", RIBBON.get(c.stage, 1), c.round), ribbon, z=2,
                           info=f"Combat round {c.round}: 1 Weapons · 2 Draw · 3 Priority 1 · 4 Priority 2 · "
                                "5 Priority 3 · 6 Enemies · 7 Cleanup"))
    strip_h = 112 * u
    row_area = pygame.FRect(rect.x + 4 * u, ribbon.bottom + 6 * u, rect.w - 8 * u,
                            rect.bottom - strip_h - 8 * u - ribbon.bottom - 6 * u)
    n = len(c.row)
    lines = 1 if n <= 5 else 2
    per = min(5, n) if lines == 1 else (n + 1) // 2
    cw = min(row_area.w / max(per, 3) - 10 * u, (row_area.h / lines - 8 * u) / 1.4)
    ch = cw * 1.4
    turn = c.turn
    for i, foe in enumerate(c.row):
        line, col = divmod(i, per)
        in_line = min(per, n - line * per)
        x0 = row_area.centerx - (in_line * (cw + 10 * u) - 10 * u) / 2
        r = pygame.FRect(x0 + col * (cw + 10 * u), row_area.y + line * (ch + 8 * u), cw, ch)
        targeted = turn is not None and turn.target == i
        look = ("enemy", foe.card, foe.health, tuple(foe.tokens), foe.neutral, foe.stun, bool(foe.fell),
                foe.card in view.marked, targeted, tuple(a.id for a in view.agents))
        specs.append(PieceSpec(f"en:{i}", CARD, look, r, z=3 + i, info=enemy_info(view, foe)))
        zones.append(Zone(f"enemy:{i}", pygame.FRect(r), inset=False, name=W.enemy_name(foe.card)))
    strip = pygame.FRect(rect.x + 4 * u, rect.bottom - strip_h, rect.w - 8 * u, strip_h - 4 * u)
    cols = view.n
    w = strip.w / cols
    for k, s in enumerate(view.order()):
        a = view.agents[s]
        r = pygame.FRect(strip.x + k * w + 2, strip.y, w - 4, strip.h)
        played = tuple(c.played[s]) if s < len(c.played) else ()
        cp = turn.cp if turn is not None and turn.agent == s else None
        look = ("strip", a.id, cp, s in c.out, len(played))
        specs.append(PieceSpec(f"ps:{s}", TILE, look, r, z=2,
                               info=f"{W.agent_name(a.id)}: " + (", ".join(W.combat_name(x) for x in played)
                                                                 or "no card played this combat round")))
        zones.append(Zone(f"strip:{s}", pygame.FRect(r), inset=False, name=f"{W.agent_short(a.id)}'s play column"))
        mh = r.h * 0.56
        mw = mh * 0.714
        step = min(mw + 3, (r.w - mw - 8) / max(1, len(played) - 1)) if len(played) > 1 else 0
        for j, card in enumerate(played):
            mr = pygame.FRect(r.x + 4 + j * step, r.bottom - mh - 4, mw, mh)
            specs.append(PieceSpec(f"pc:{s}:{j}", CARD, ("ccard", card, "mini"), mr, z=4 + j,
                                   info=W.combat_name(card)))


def enemy_info(view: Any, foe: Any) -> str:
    e = W.enemy(foe.card)
    lines = [f"{e.name} — Health {foe.health}, {foe.total} token{'s' if foe.total != 1 else ''} on it",
             f"Weak to {e.weakness}: +1 damage from a {e.weakness} attacker", f"Attack: {e.attack}"]
    if W.enemy_loot(foe.card):
        lines.append("Loot: a Reward Phase follows")
    if foe.stun:
        lines.append(f"Stunned ({foe.stun}): its attack is negated")
    if foe.fell:
        lines.append("Defeated")
    return "\n".join(lines)


def reward_panel(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    r = view.reward
    u = rect.h / 526
    deck = pygame.FRect(rect.x + 16 * u, rect.y + 40 * u, 110 * u, 150 * u)
    specs.append(PieceSpec("rw:deck", CARD, ("rdeck", len(r.deck), r.node_colour or "G"), deck, z=2,
                           info=f"The reward deck: {len(r.deck)} cards, face down"))
    seen = dict(r.seen)
    if r.card:
        cr = pygame.FRect(deck.right + 20 * u, rect.y + 16 * u, 210 * u, 290 * u)
        specs.append(PieceSpec("rw:card", CARD, ("treasure", r.card, False), cr, z=3, info=W.treasure_words(r.card)))
    groups = tuple(tuple((view.agents[s].id, r.counts[s] if s < len(r.counts) else 0, view.agents[s].rp,
                          r.auction.offer_of(s) if r.auction is not None and s in r.auction.bidders else -1)
                         for s in g) for g in r.groups)
    mine = tuple(W.treasure_name(card) for _, card in seen.items())
    lad = pygame.FRect(rect.x + 470 * u, rect.y + 16 * u, rect.w - 486 * u, rect.h - 32 * u)
    specs.append(PieceSpec("rw:ladder", TILE, ("ladder", groups, r.group, mine, tuple(r.defeated)), lad, z=2,
                           info="The order ladder: agents by tokens placed on defeated enemies; each card is offered "
                                "to the groups from the top"))


def gobli_panel(specs: list[PieceSpec], zones: list[Zone], view: Any, rect: pygame.FRect, wares: tuple) -> None:
    u = rect.h / 526
    plate = pygame.FRect(rect.x + 16 * u, rect.y + 16 * u, 220 * u, rect.h - 32 * u)
    specs.append(PieceSpec("gobli", TILE, ("gobli",), plate, z=2,
                           info="The Gob-Li: drop a treasure here to sell it for its cost in Energy"))
    zones.append(Zone("gobli", pygame.FRect(plate), inset=False, name="the Gob-Li"))
    x = plate.right + 20 * u
    w = (rect.right - 16 * u - x) / 3 - 12 * u
    h = min(w * 4 / 3, rect.h * 0.7)
    w = h * 0.75
    for i, ware in enumerate(wares):
        r = pygame.FRect(x + i * (w + 12 * u), rect.y + 60 * u, w, h)
        t = W.treasure(ware)
        specs.append(PieceSpec(f"gw:{i}", CARD, ("treasure", ware, False), r, z=3,
                               info=W.treasure_words(ware) + (f"\nCost {t.cost} Energy" if t.cost else "")))


def choice_box(specs: list[PieceSpec], g: Gestures, rect: pygame.FRect, height: float) -> pygame.FRect | None:
    """The question, the treasures it is about, and its choice rows, inside ``rect``; returns where
    the stepper goes when the choice is a number."""
    u = rect.h / 372
    y = rect.y
    if g.question:
        from ...table.reading import wrap
        from ...ui import gfx

        size = gfx.least_text(int(height))
        lines = len(wrap(g.question, gfx.font(size, True), rect.w - 20))
        q = pygame.FRect(rect.x, y, rect.w, max(58 * u, min(130 * u, lines * gfx.font(size, True).get_linesize() + 16)))
        specs.append(PieceSpec("q", TILE, ("question", g.question), q, z=2))
        y = q.bottom + 6 * u
    if g.holding:
        ch = min(130 * u, (rect.bottom - y) * 0.42)
        cw = ch * 0.75
        x0 = rect.centerx - (len(g.holding) * (cw + 10 * u) - 10 * u) / 2
        for i, card in enumerate(g.holding):
            r = pygame.FRect(x0 + i * (cw + 10 * u), y, cw, ch)
            specs.append(PieceSpec(f"tr:{card}", CARD, ("treasure", card, False), r, z=6, info=W.treasure_words(card)))
        y += ch + 8 * u
    rows = g.choices
    if not rows:
        return None
    room = pygame.FRect(rect.x, y, rect.w, rect.bottom - y)
    if g.numbers:  # the stepper (a picker the table draws) takes the rest of the box
        return pygame.FRect(room.x, room.y, room.w, min(room.h, 3 * 44 * u + 8 * u))
    if not rows:
        return None
    cols = 1 if len(rows) <= 5 else 2
    per_col = (len(rows) + cols - 1) // cols
    h = min(40 * u, room.h / per_col - 5 * u)
    w = (room.w - (cols - 1) * 8 * u) / cols
    for i, c in enumerate(rows):
        col, line = divmod(i, per_col)
        r = pygame.FRect(room.x + col * (w + 8 * u), room.y + line * (h + 5 * u), w, h)
        specs.append(PieceSpec(f"hb:{c.key}", TOKEN, ("button", c.label, c.tone, c.action is not None), r, z=5,
                               info=c.why))
    return None


def info_box(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    """What the phase is about when the side region has nothing to ask."""
    lines = []
    node = cover_node(view)
    if view.phase == "move":
        lines.append("Move: the Leader moves the group node by node.")
        if node:
            lines.append(f"The story continues at {W.node_name(node)} (gold star).")
        lines.append("A room with a \"?\" stops the group: an event happens there.")
    elif view.phase == "alert":
        lines.append("Enemy Alert: the Leader flips the Coin. Heads: nothing happens; Tails: enemies come.")
    elif view.phase == "refresh":
        lines.append("Refresh: each agent takes one action, then a Clean token covers the room.")
    else:
        card = event_showing(view)
        if card:
            lines.append(f"Event: {W.event_title(card)}")
    specs.append(PieceSpec("info", TILE, ("info", tuple(lines)), rect, z=1))


__all__ = ["chosen_rows", "choice_box", "combat_panel", "enemy_info", "event_panel", "gobli_panel", "info_box",
           "revealed", "reward_panel"]

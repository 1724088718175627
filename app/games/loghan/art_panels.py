"""Castle von Loghan's plates and panels: the top bar with its phase ribbon, the piles tray, the
track bar and its markers, agent panels, the hand area's plate, buttons, decision slots, the combat
step ribbon and play strip, the reward ladder, the Gob-Li, a question and the info box.

Looks: ``("topbar", mode, round, phase, leader, node)``; ``("tray", cover, node, story, events,
lurkers, enemies, treasures, pools, boss deck or -1)``; ``("tracks", exploring)``, ``("marker", track, value)``, ``("cleans", n)``,
``("counter", "events" | "boss", n, most)``;
``("agent", id, seat name, seat kind, leader, energy, rp, statuses, hand, deck, discard, acting,
focused, slots, backpack, trophies or -1)``; ``("handplate", id, name, deck, discard)``; ``("button", label, tone,
enabled)``; ``("slot", agent, kind, committed, mine)``; ``("ribbon", step, round)``; ``("strip",
agent, cp, recuperating, played)``; ``("ladder", groups, current, mine, defeated)``; ``("gobli",)``;
``("question", text)``; ``("info", lines)``.
"""

from __future__ import annotations

import pygame

from ...ui import gfx
from . import words as W
from .art import INK, art, blit_art, fits, least, plate, words
from .parts import SLOT_WORDS, SLOTS, agent_parts, pip, track_parts, tray_parts

DARK = (30, 32, 40, 230)
LIGHT = (236, 232, 222)
STATUS_ART = {"initiative": "status/initiative", "overwhelmed": "status/overwhelmed",
              "recuperating": "status/recuperating", "skill": "status/skill_used"}
SEAT_ART = {"human": "seats/human", "ai": "seats/ai", "chaos": "seats/chaos"}


@gfx.cached(maxsize=32)
def topbar(mode: str, round_no: int, phase: str, leader: str, node: str, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, DARK, (80, 70, 50), max(4, h // 4), 1)
    size = least()
    x = h * 0.4
    x = words(surface, mode, size, (x, h / 2), w * 0.28, LIGHT, left=True).right + h * 0.6
    x = words(surface, f"Round {round_no}", size, (x, h / 2), w * 0.12, gfx.GOLD, left=True).right + h * 0.6
    steps = W.PHASES + ((("scoring", "Score"),) if phase == "scoring" else ())  # Exploration's end (§2.21)
    room = w * 0.42
    cell = room / len(steps)
    for i, (key, label) in enumerate(steps):
        r = pygame.Rect(int(x + i * cell), int(h * 0.14), int(cell - 4), int(h * 0.72))
        lit = key == phase
        pygame.draw.rect(surface, gfx.GOLD if lit else (60, 62, 70), r, border_radius=r.h // 2)
        words(surface, label, size, r.center, r.w - 6, INK if lit else (190, 190, 180), bold=lit)
    x += room + h * 0.4
    crown = int(h * 0.8)
    blit_art(surface, "seats/leader_crown", (x, (h - crown) / 2, crown, crown))
    words(surface, f"{W.agent_short(leader)} leads · {node}", size, (x + crown + 4, h / 2), w - x - crown - 10, LIGHT,
          left=True, bold=False)
    return surface


@gfx.cached(maxsize=32)
def tray(cover: str, node: str, story: int, events: tuple, lurkers: tuple, enemies: tuple, treasures: tuple,
         pools: tuple, boss: int, w: int, h: int) -> pygame.Surface:
    """The piles tray: the story deck with its top Cover (in Exploration the Boss deck, ``boss`` its
    size, -1 in Story), then the Random Event decks (with their lurkers), the enemy and treasure
    decks and the spare Search tokens, each a glyph and a count."""
    surface = plate(w, h, (24, 28, 40, 215), (80, 70, 50), 8, 1)
    parts = tray_parts(pygame.FRect(0, 0, w, h))
    size = least()
    s = parts["story"]
    card_h = s.h * 0.92
    card_w = card_h * (0.72 if boss >= 0 else 0.8)
    blit_art(surface, "backs/enemy_boss" if boss >= 0 else "backs/story", (s.x, s.y + (s.h - card_h) / 2, card_w,
                                                                           card_h))
    tx = s.x + card_w + 6
    if boss >= 0:
        words(surface, "Boss deck", size, (tx, s.y + s.h * 0.3), s.right - tx, gfx.GOLD, left=True)
        words(surface, f"{boss} card{'s' if boss != 1 else ''}", size, (tx, s.y + s.h * 0.7), s.right - tx, LIGHT,
              left=True, bold=False)
    else:
        words(surface, cover or f"Story {story}", size, (tx, s.y + s.h * 0.3), s.right - tx, gfx.GOLD, left=True)
    if node and boss < 0:
        words(surface, node, size, (tx, s.y + s.h * 0.7), s.right - tx, LIGHT, left=True, bold=False)
    rows = (("ev", "Events", "GBR", events, "backs/event_"), ("en", "Enemies", "GBRV", enemies, "backs/enemy_"),
            ("tr", "Treasure", "GBRV", treasures, "backs/treasure_"), ("tk", "Tokens", "GBR", pools, "search/back_"))
    for key, label, colours, counts, back in rows:
        lab = parts[key]
        words(surface, label, size, (lab.x, lab.centery), lab.w - 4, (200, 196, 180), left=True, bold=False)
        for j, colour in enumerate(colours):
            e = parts[f"{key}{j}"]
            icon = min(e.h * 0.9, e.w * 0.4)
            blit_art(surface, f"colours/{W.COLOUR_FILE[colour]}", (e.x, e.centery - icon / 2, icon, icon))
            text = str(counts[j])
            if key == "ev" and lurkers[j]:
                text += f"+{len(lurkers[j])}"
            words(surface, text, size, (e.x + icon + 3, e.centery), e.w - icon - 3, LIGHT, left=True)
    return surface


@gfx.cached(maxsize=8)
def tracks(exploring: bool, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (24, 28, 40, 215), (80, 70, 50), max(4, h // 3), 1)
    parts = track_parts(pygame.FRect(0, 0, w, h), exploring)
    blit_art(surface, "tracks/health", parts["health_icon"])
    blit_art(surface, "tracks/clarity", parts["clarity_icon"])
    size = max(7, int(h * 0.34))
    for track, count, colour in (("health", 16, (200, 60, 60)), ("clarity", 11, (70, 120, 220))):
        for v in range(count):
            r = pip(parts[track], v, count)
            pygame.draw.circle(surface, (70, 70, 80), r.center, r.w / 2)
            pygame.draw.circle(surface, colour, r.center, r.w / 2, 1)
            if v % 5 == 0 and r.w >= size:
                words(surface, str(v), size, r.center, r.w, (170, 170, 170), bold=False)
    return surface


@gfx.cached(maxsize=64)
def marker(track: str, value: int, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = (200, 40, 50) if track == "health" else (50, 100, 220)
    r = min(w, h) / 2
    pygame.draw.circle(surface, colour, (w / 2, h / 2), r)
    pygame.draw.circle(surface, gfx.WHITE, (w / 2, h / 2), r, max(1, int(r * 0.12)))
    words(surface, str(value), max(8, int(r * 1.25)), (w / 2, h / 2), r * 1.9, gfx.WHITE)
    return surface


@gfx.cached(maxsize=16)
def cleans(n: int, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    icon = h * 0.8
    blit_art(surface, "board/broom", (4, (h - icon) / 2, icon, icon))
    words(surface, f"Clean {n}/8", least(), (icon + 8, h / 2), w - icon - 10, LIGHT, left=True)
    return surface


@gfx.cached(maxsize=32)
def counter(which: str, n: int, most: int, w: int, h: int) -> pygame.Surface:
    """Exploration's counters on the track bar: the Random Events (n/20) and the Boss (n/10)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    icon = h * 0.8
    blit_art(surface, "backs/event_green" if which == "events" else "colours/boss", (4, (h - icon) / 2, icon, icon))
    label = f"Random Events {n}/{most}" if which == "events" else f"Boss {n}/{most}"
    if not fits(label, least(), w - icon - 10):
        label = f"Events {n}/{most}" if which == "events" else label
    near = n >= most - 2
    words(surface, label, least(), (icon + 8, h / 2), w - icon - 10, gfx.GOLD if near else LIGHT, left=True)
    return surface


@gfx.cached(maxsize=96)
def agent(agent_id: str, name: str, kind: str, leader: bool, energy: int, rp: int, statuses: tuple, hand: int,
          deck: int, discard: int, acting: bool, focused: bool, slots: tuple, backpack: int, trophies: int, w: int,
          h: int) -> pygame.Surface:
    """An agent's panel (7.4): portrait and name in its colour, the seat icon and the Leader crown,
    Energy with a thin bar, RP, status chips, the four slots and the backpack's six minis, the
    combat counts."""
    colour = W.agent_colour(agent_id)
    edge = gfx.GOLD if acting else (colour if focused else (80, 80, 90))
    surface = plate(w, h, (30, 34, 44, 235), edge, max(6, h // 12), 3 if acting or focused else 1)
    p = agent_parts(pygame.FRect(0, 0, w, h))
    blit_art(surface, "agents/" + agent_id.lower(), p["portrait"])
    size = least()
    nm = p["name"]
    icon = nm.h
    x = nm.right - icon
    if leader:
        blit_art(surface, "seats/leader_crown", (x, nm.y, icon, icon))
        x -= icon + 2
    blit_art(surface, SEAT_ART.get(kind, "seats/ai"), (x, nm.y, icon, icon))
    label = W.agent_short(agent_id)
    if name and name != label and fits(f"{label} · {name}", size, x - nm.x - 4):
        label += f" · {name}"
    words(surface, label, size, (nm.x, nm.centery), x - nm.x - 4, colour if sum(colour) > 150 else LIGHT, left=True)
    num = p["numbers"]
    ic = num.h
    blit_art(surface, "tracks/energy", (num.x, num.y, ic, ic))
    ex = words(surface, str(energy), size, (num.x + ic + 2, num.centery), size * 2.2, LIGHT, left=True).right
    bar = pygame.Rect(num.x + ic, num.bottom - 3, int(size * 2.2), 3)
    pygame.draw.rect(surface, (60, 60, 60), bar)
    pygame.draw.rect(surface, (240, 200, 60), (bar.x, bar.y, int(bar.w * min(1.0, energy / 99)), bar.h))
    rx = max(ex, bar.right) + 6
    blit_art(surface, "tracks/reward_point", (rx, num.y, ic, ic))
    sx = words(surface, str(rp), size, (rx + ic + 2, num.centery), size * 1.6, LIGHT, left=True).right + 6
    if trophies >= 0:  # Exploration: the trophy count (7.4)
        blit_art(surface, "status/trophy", (sx, num.y, ic, ic))
        sx = words(surface, str(trophies), size, (sx + ic + 2, num.centery), size * 1.6, gfx.GOLD, left=True).right + 6
    for st in statuses:
        if sx + ic > num.right:
            break
        blit_art(surface, STATUS_ART[st], (sx, num.y, ic, ic))
        sx += ic + 2
    for slot, filled in zip(SLOTS, slots):
        r = p[slot]
        pygame.draw.rect(surface, (54, 58, 70), r, border_radius=4)
        pygame.draw.rect(surface, (110, 110, 120), r, 1, border_radius=4)
        if not filled:
            words(surface, SLOT_WORDS[slot], size, r.center, r.w - 2, (150, 150, 160), bold=False)
    for i in range(6):
        r = p[f"pack{i}"]
        pygame.draw.rect(surface, (48, 50, 60), r, border_radius=3)
        pygame.draw.rect(surface, (90, 90, 100), r, 1, border_radius=3)
    c = p["counts"]
    words(surface, f"Hand {hand} · Deck {deck} · Discard {discard}", size, (c.x, c.centery), c.w, (200, 200, 190),
          left=True, bold=False)
    return surface


@gfx.cached(maxsize=16)
def handplate(agent_id: str, name: str, deck: int, discard: int, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (26, 30, 40, 200), W.agent_colour(agent_id), 10, 2)
    size = least()
    label = W.agent_name(agent_id) + (f" ({name})" if name and name not in (W.agent_name(agent_id),
                                                                          W.agent_short(agent_id)) else "")
    words(surface, label, size, (12, h * 0.05 + size * 0.7), w * 0.6, LIGHT, left=True)
    label = gfx.fit_width(gfx.text(f"Deck {deck} · Discard {discard}", size, (200, 200, 190)), w * 0.36)
    surface.blit(label, label.get_rect(midright=(w - 12, int(h * 0.05 + size * 0.7))))
    return surface


def tab(agent_id: str, shown: bool, acting: bool, w: int, h: int) -> pygame.Surface:
    """A seat tab over the hand area (several agents of the person): the agent's badge and name;
    the one shown joins the plate below it, the one deciding now carries a gold dot."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(4, h // 3)
    fill = (26, 30, 40, 235) if shown else (50, 54, 66, 210)
    edge = W.agent_colour(agent_id) if shown else (120, 120, 120)
    box = pygame.Rect(0, 0, w, h + r)
    pygame.draw.rect(surface, fill, box, border_top_left_radius=r, border_top_right_radius=r)
    pygame.draw.rect(surface, edge, box, 3 if shown else 1, border_top_left_radius=r, border_top_right_radius=r)
    size = least()
    shape, colour = W.agent_badge(agent_id)
    mark = gfx.badge(shape, int(min(h * 0.6, size * 1.1)), colour, gfx.WHITE)
    x = 8
    if acting:
        pygame.draw.circle(surface, gfx.GOLD, (x + 5, h // 2), 5)
        pygame.draw.circle(surface, INK, (x + 5, h // 2), 5, 1)
        x += 14
    surface.blit(mark, mark.get_rect(midleft=(x, h // 2)))
    x += mark.get_width() + 6
    words(surface, W.agent_name(agent_id), size, (x, h / 2), w - x - 6, LIGHT if shown else (190, 190, 180),
          bold=shown, left=True)
    return surface


TONES = {"primary": (gfx.GOLD, INK), "normal": ((70, 76, 92), LIGHT), "quiet": ((52, 54, 62), (200, 200, 190)),
         "number": ((236, 226, 200), INK)}


@gfx.cached(maxsize=256)
def button(label: str, tone: str, enabled: bool, w: int, h: int) -> pygame.Surface:
    fill, ink = TONES.get(tone, TONES["normal"])
    if not enabled:
        fill, ink = (48, 48, 52), (130, 130, 130)
    surface = plate(w, h, fill, INK, max(4, h // 3), 2)
    size = least()
    if not gfx.font(size, True).size(label)[0] <= w - 10 and h >= size * 2.3:
        block = gfx.wrapped(label, size, int(w - 10), ink, True, "center")
        surface.blit(block, block.get_rect(center=(w / 2, h / 2)))
    else:
        words(surface, label, size, (w / 2, h / 2), w - 10, ink)
    return surface


@gfx.cached(maxsize=32)
def slot(agent_id: str, kind: str, committed: bool, mine: bool, w: int, h: int) -> pygame.Surface:
    colour = W.agent_colour(agent_id)
    surface = plate(w, h, (*[int(c * 0.35) for c in colour], 220), colour, max(6, h // 5), 3 if mine else 2)
    blit_art(surface, "agents/" + agent_id.lower(), (6, h * 0.1, h * 0.8, h * 0.8))
    size = least()
    words(surface, W.agent_short(agent_id), size, (h * 0.95, h * 0.33), w * 0.5, LIGHT, left=True)
    note = "committed" if committed else ("your slot: drop a card here" if mine else "deciding…")
    words(surface, note, size, (h * 0.95, h * 0.72), w * 0.62, (200, 200, 190), left=True, bold=False)
    return surface


RIBBON_WORDS = ("Arms", "Draw", "Prio 1", "Prio 2", "Prio 3", "Foes", "Clean")


@gfx.cached(maxsize=16)
def ribbon(step: int, round_no: int, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, DARK, (80, 70, 50), h // 2, 1)
    size = least()
    head = words(surface, f"Combat round {round_no}", size, (10, h / 2), w * 0.2, gfx.GOLD, left=True).right + 8
    cell = (w - head - 4) / 7
    for i, label in enumerate(RIBBON_WORDS):
        r = pygame.Rect(int(head + i * cell), int(h * 0.12), int(cell - 3), int(h * 0.76))
        lit = i + 1 == step
        pygame.draw.rect(surface, gfx.GOLD if lit else (60, 62, 70), r, border_radius=r.h // 2)
        text = f"{i + 1} {label}" if gfx.font(size, lit).size(f"{i + 1} {label}")[0] < r.w - 4 else str(i + 1)
        words(surface, text, size, r.center, r.w - 4, INK if lit else (190, 190, 180), bold=lit)
    return surface


@gfx.cached(maxsize=32)
def strip(agent_id: str, cp: int | None, recuperating: bool, played: int, w: int, h: int) -> pygame.Surface:
    colour = W.agent_colour(agent_id)
    surface = plate(w, h, (30, 34, 44, 200), colour, 8, 2 if cp is not None else 1)
    size = least()
    words(surface, W.agent_short(agent_id), size, (8, size * 0.8), w * 0.55, LIGHT, left=True)
    if cp is not None:
        icon = size * 1.2
        label = gfx.text(f"CP {cp} left", size, gfx.GOLD, True)
        where = label.get_rect(midright=(w - 8, int(size * 0.8)))
        blit_art(surface, "tracks/combat_power", (where.x - icon - 2, size * 0.2, icon, icon))
        surface.blit(label, where)
    if recuperating:
        band = pygame.Rect(0, int(h * 0.42), w, int(size * 1.4))
        pygame.draw.rect(surface, (40, 120, 90), band)
        words(surface, "Recuperating", size, band.center, w - 8, gfx.WHITE)
    return surface


@gfx.cached(maxsize=32)
def ladder(groups: tuple, current: int, mine: tuple, defeated: tuple, w: int, h: int) -> pygame.Surface:
    """The order ladder (7.3): the groups top to bottom, each agent with its tokens and RP (and its
    offer in an auction); the group the card is offered to now is lit."""
    surface = plate(w, h, (26, 30, 40, 215), (80, 70, 50), 10, 1)
    size = least()
    y = size
    words(surface, "Reward order", size, (10, y), w - 20, gfx.GOLD, left=True)
    y += size * 1.6
    line = size * 1.7
    for gi, group in enumerate(groups):
        if gi == current:
            pygame.draw.rect(surface, (80, 70, 40), (4, y - line * 0.5, w - 8, line * len(group)), border_radius=6)
        for agent_id, tokens, rp, offer in group:
            chip = art("agents/chip_" + agent_id.lower(), size * 1.2, size * 1.2)
            if chip is not None:
                surface.blit(chip, (10, y - size * 0.6))
            text = f"{W.agent_short(agent_id)}: {tokens} token{'s' if tokens != 1 else ''} · RP {rp}"
            if offer >= 0:
                text += f" · offers {offer}"
            words(surface, text, size, (14 + size * 1.4, y), w - size * 2 - 20, LIGHT, left=True, bold=False)
            y += line
        y += size * 0.3
    if mine:
        y += size * 0.4
        words(surface, "You drew: " + ", ".join(mine), size, (10, y), w - 20, (200, 220, 160), left=True, bold=False)
    return surface


@gfx.cached(maxsize=8)
def gobli(w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (40, 60, 40, 220), (120, 160, 90), 12, 2)
    s = min(w, h) * 0.7
    blit_art(surface, "search/gobli", ((w - s) / 2, h * 0.08, s, s))
    size = least()
    words(surface, "The Gob-Li", size, (w / 2, h * 0.08 + s + size), w - 10, gfx.GOLD)
    words(surface, "drop a treasure here to sell it", size, (w / 2, h * 0.08 + s + size * 2.4), w - 10, LIGHT,
          bold=False)
    return surface


@gfx.cached(maxsize=32)
def question(text: str, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (28, 30, 38, 230), gfx.GOLD, 10, 2)
    size = least()
    block = gfx.wrapped(text, size, int(w - 20), LIGHT, True)
    if block.get_height() > h - 8:
        block = gfx.fit_width(gfx.text(text, size, LIGHT, True), w - 20)
    surface.blit(block, block.get_rect(center=(w / 2, h / 2)))
    return surface


@gfx.cached(maxsize=16)
def info(lines: tuple, w: int, h: int) -> pygame.Surface:
    surface = plate(w, h, (26, 30, 40, 170), (80, 70, 50), 10, 1)
    size = least()
    y = 10
    for line in lines:
        block = gfx.wrapped(line, size, int(w - 20), LIGHT)
        if y + block.get_height() > h - 6:
            break
        surface.blit(block, (10, y))
        y += block.get_height() + size * 0.5
    return surface


LOOKS = {"topbar": topbar, "tray": tray, "tracks": tracks, "marker": marker, "cleans": cleans, "counter": counter,
         "agent": agent,
         "handplate": handplate, "button": button, "slot": slot, "ribbon": ribbon, "strip": strip, "ladder": ladder,
         "gobli": gobli, "question": question, "info": info, "tab": tab}

__all__ = ["LOOKS"]

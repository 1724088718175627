"""Castle von Loghan's cards: treasures, combat cards, Decision cards, the event card, enemy cards,
Search tokens and the reward deck (spec 7.3, 7.4; art/loghan/README.md).

Looks: ``("treasure", card, dropped)``; ``("ccard", card, state)`` (state "" / "dim" / "mini");
``("decision", letter, owner)``; ``("dcard", agent, letter, face_up)``; ``("event", card, revealed,
rows)`` where ``rows`` holds only the chosen letters and their choosers (an unchosen outcome is
never drawn: its row says "not read"); ``("enemy", card, health, tokens, neutral, stun, fell,
marked, targeted, agents)``; ``("rdeck", count, colour)``.
"""

from __future__ import annotations

import pygame

from rules.loghan.content_types import plain

from ...table.reading import wrap
from ...ui import gfx
from . import words as W
from .art import CREAM, INK, PARCHMENT, art, blit_art, least, plate, words

PRIORITY_COLOUR = {1: (0, 158, 115), 2: (230, 159, 0), 3: (213, 94, 0), None: (138, 138, 138)}
WEAK_ICON = {"Melee": "weapons/melee", "Ranged": "weapons/ranged", "Shock": "weapons/shock"}


@gfx.cached(maxsize=256)
def treasure(card: str, dropped: bool, w: int, h: int) -> pygame.Surface:
    """A treasure as a small card: its colour's frame, the icon, and (when large enough) its name
    and CP; a Dropped treasure is greyed under a broken chain."""
    colour = W.COLOUR_RGB.get(W.treasure_colour(card), (184, 134, 42))
    surface = plate(w, h, colour, INK, max(3, w // 8), max(1, w // 40))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(2, w // 10), -max(2, w // 10))
    pygame.draw.rect(surface, CREAM, inner, border_radius=max(2, w // 10))
    size = max(least(), w // 15)  # an inspected card (large) reads at its own scale
    named = h >= size * 4.5 and w >= size * 3
    text_room = size * 4.2 if h >= size * 16 else 0
    icon_box = pygame.Rect(inner.x, inner.y + (size * 1.4 if named else 0), inner.w,
                           inner.h - (size * 2.8 if named else 0) - text_room)
    s = min(icon_box.w, icon_box.h) * 0.9
    blit_art(surface, "treasures/" + W.treasure_file(card), (icon_box.centerx - s / 2, icon_box.centery - s / 2, s, s))
    t = W.C.treasures.get(W.base(card))
    if named:
        words(surface, W.treasure_name(card), size, (w / 2, inner.y + size * 0.75), inner.w - 4)
        facts = []
        if t is not None and t.cp:
            facts.append(f"CP {t.cp}")
        if t is not None and t.block:
            facts.append(f"Block {t.block}")
        if t is not None and t.cost is not None:
            facts.append(f"cost {t.cost}")
        if facts:
            words(surface, " · ".join(facts), size, (w / 2, inner.bottom - size * 0.75), inner.w - 4, bold=False)
        if h >= size * 16 and t is not None and t.effect:
            block = gfx.wrapped(plain(t.effect), size, int(inner.w - 12), INK)
            if block.get_height() < inner.h * 0.3:
                surface.blit(block, (inner.x + 6, inner.bottom - size * 1.6 - block.get_height()))
    elif t is not None and t.cp and w >= 18:
        r = max(5, int(w * 0.2))
        pygame.draw.circle(surface, INK, (w - r - 1, r + 1), r)
        words(surface, str(t.cp), int(r * 1.5), (w - r - 1, r + 1), r * 2, gfx.WHITE)
    if dropped:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((60, 60, 60, 150))
        surface.blit(veil, (0, 0))
        blit_art(surface, "status/dropped", (w * 0.15, h / 2 - w * 0.35, w * 0.7, w * 0.7))
    return surface


@gfx.cached(maxsize=128)
def ccard(card: str, state: str, *rest: int) -> pygame.Surface:
    """A combat card: the face art (frame in the priority colour), its name, a priority badge and
    the CP cost; ``dim`` greyed (it cannot be played now)."""
    count, (w, h) = (rest[0] if len(rest) == 3 else 0), rest[-2:]
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    face = art("combat/" + W.COMBAT_FILE.get(W.base(card), "miss"), w, h)
    if face is not None:
        surface.blit(face, face.get_rect(center=(w / 2, h / 2)))
    else:
        surface.blit(plate(w, h, CREAM), (0, 0))
    cc = W.combat_card(card)
    size = least()
    if state != "mini" and w >= size * 3:
        band = pygame.Rect(int(w * 0.08), int(h * 0.057), int(w * 0.84), int(h * 0.13))
        words(surface, cc.name, min(size, int(band.h * 0.95)) if band.h < size else size, band.center, band.w - 2)
        r = max(7, int(w * 0.13))
        for text, centre, fill in ((str(cc.priority or "–"), (r + 2, h - r - 2), PRIORITY_COLOUR[cc.priority]),
                                   ("CP" + str(cc.cp_cost) if cc.cp_cost else ("0" if cc.cp_cost == 0 else "×"),
                                    (w - r - 2, h - r - 2), INK)):
            pygame.draw.circle(surface, fill, centre, r)
            pygame.draw.circle(surface, CREAM, centre, r, max(1, r // 6))
            words(surface, text, int(r * (1.1 if len(text) < 3 else 0.8)), centre, r * 1.8, gfx.WHITE)
    if count > 1:
        r = max(8, int(w * 0.15))
        centre = (w - r - 1, int(h * 0.3))
        pygame.draw.circle(surface, gfx.GOLD, centre, r)
        pygame.draw.circle(surface, INK, centre, r, max(1, r // 6))
        words(surface, f"×{count}", int(r * 1.1), centre, r * 1.9)
    if state == "dim":
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (30, 30, 36, 130), (0, 0, w, h), border_radius=max(3, w // 10))
        surface.blit(veil, (0, 0))
    return surface


@gfx.cached(maxsize=64)
def decision(letter: str, owner: str, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, "decisions/" + letter.lower(), (0, 0, w, h))
    if owner:
        pygame.draw.rect(surface, W.agent_colour(owner), (0, 0, w, h), max(2, w // 14), border_radius=max(3, w // 8))
    return surface


@gfx.cached(maxsize=64)
def dcard(agent: str, letter: str, face_up: bool, w: int, h: int) -> pygame.Surface:
    """A committed Decision card in its slot: the agent's back until the reveal (the owner sees a
    small letter in the corner of its own), the letter face up after it."""
    if face_up and letter:
        return decision(letter, agent, w, h)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_art(surface, "decisions/back_" + agent.lower(), (0, 0, w, h))
    if letter:
        r = max(6, int(w * 0.22))
        pygame.draw.circle(surface, CREAM, (w - r, h - r), r)
        pygame.draw.circle(surface, INK, (w - r, h - r), r, 1)
        words(surface, letter, int(r * 1.4), (w - r, h - r), r * 2)
    return surface


@gfx.cached(maxsize=32)
def event(card: str, revealed: bool, rows: tuple, w: int, h: int) -> pygame.Surface:
    """The event card (7.3): title, situation, the four choice rows; after the reveal only the
    chosen rows show their outcome (with the choosers' chips), the others "not read", and the
    Ending last. Text that does not fit at the least size ends with "…" (the reading panel and
    the card shown large have all of it)."""
    rec = W.event_card(card)
    deck = card[0] if card[0] in "GBR" else ""
    frame = W.COLOUR_RGB.get(deck, (98, 70, 140))
    surface = plate(w, h, frame, INK, max(6, w // 24), 2)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(8, w // 22), -max(8, w // 22))
    texture = art("board/parchment", 128 * w / 340, 128 * w / 340)
    pygame.draw.rect(surface, PARCHMENT, inner, border_radius=max(4, w // 30))
    if texture is not None:
        sub = surface.subsurface(inner)
        for x in range(0, inner.w, texture.get_width()):
            for y in range(0, inner.h, texture.get_height()):
                sub.blit(texture, (x, y))
    size = max(least(), int(h * 0.028))
    pad = max(6, int(w * 0.04))
    x, y, tw = inner.x + pad, inner.y + pad * 0.6, inner.w - 2 * pad
    title = W.event_title(card)
    label = "Story" if not deck else f"{W.COLOUR_WORD[deck]} Random Event"
    words(surface, label.upper(), max(least(), int(size * 0.8)), (x, y + size * 0.6), tw, (110, 80, 60), left=True)
    y += size * 1.3
    y = _lines(surface, title, int(size * 1.25), x, y, tw, 2, bold=True)
    pygame.draw.line(surface, (150, 120, 80), (x, y + 2), (x + tw, y + 2), 2)
    y += size * 0.5
    chosen = dict(rows)
    labels = W.choice_labels(card)
    letters = "ABCD"[:len(labels)]
    line = gfx.font(size).get_linesize()
    rows_h = sum(line * (1 + (1 if revealed else 0)) + 6 for _ in letters)
    ending = W.ending_words(card) if revealed else ""
    end_h = (line * 3 + 6) if ending else 0
    room = inner.bottom - pad * 0.6 - y - rows_h - end_h
    text = W.event_text(card)
    y = _lines(surface, text, size, x, y, tw, max(1, int(room // line)), bold=False)
    y += size * 0.4
    for letter, lbl in zip(letters, labels):
        y = _row(surface, letter, lbl, card, letter in chosen, chosen.get(letter, ()), revealed, x, y, tw, size)
    if ending:
        pygame.draw.line(surface, (150, 120, 80), (x, y + 2), (x + tw, y + 2), 1)
        _lines(surface, "Ending: " + ending, size, x, y + 6, tw, max(1, int((inner.bottom - y - 6) // line)),
               bold=False, colour=(70, 40, 90))
    if rec is None:
        words(surface, card, size, (w / 2, h / 2), w)
    return surface


def _lines(surface: pygame.Surface, text: str, size: int, x: float, y: float, width: float, most: int,
           bold: bool = False, colour: tuple = INK) -> float:
    """``text`` wrapped into at most ``most`` lines from (x, y) ("…" when cut); returns the next y."""
    font = gfx.font(size, bold)
    lines = wrap(text, font, width)
    if len(lines) > most:
        lines = lines[:most]
        last = lines[-1]
        while last and font.size(last + " …")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + " …"
    for ln in lines:
        if ln:
            surface.blit(gfx.text(ln, size, colour, bold), (x, y))
        y += font.get_linesize()
    return y


def _row(surface: pygame.Surface, letter: str, label: str, card: str, picked: bool, who: tuple, revealed: bool,
         x: float, y: float, width: float, size: int) -> float:
    line = gfx.font(size).get_linesize()
    r = int(line * 0.48)
    fill = (120, 90, 50) if not revealed or picked else (170, 160, 140)
    pygame.draw.circle(surface, fill, (int(x + r), int(y + line / 2)), r)
    words(surface, letter, int(r * 1.4), (x + r, y + line / 2), r * 2, CREAM)
    ink = INK if not revealed or picked else (140, 130, 115)
    lx = x + r * 2 + 6
    chips = len(who) * (r * 2 + 2)
    room = width - (lx - x) - chips
    words(surface, label, size, (lx, y + line / 2), room, ink, bold=True, left=True)
    for i, agent in enumerate(who):
        chip = art("agents/chip_" + agent.lower(), r * 2, r * 2)
        if chip is not None:
            surface.blit(chip, (x + width - (i + 1) * (r * 2 + 2), y + line / 2 - r))
    y += line
    if revealed:
        outcome = W.outcome_words(card, letter) if picked else "not read"
        words(surface, outcome, size, (lx, y + line / 2), width - (lx - x), (60, 40, 30) if picked else
              (150, 140, 120), bold=False, left=True)
        y += line
    return y + 6


@gfx.cached(maxsize=64)
def enemy(card: str, health: int, tokens: tuple, neutral: int, stun: int, fell: bool, marked: bool, targeted: bool,
          agents: tuple, w: int, h: int) -> pygame.Surface:
    """An enemy card (7.3): name, Health, weakness icon and word, the art with the damage tokens in
    the agents' colours (grey for neutral) over it, "tokens/Health", the attack, badges for Loot,
    Stun and Mark Target; a defeated card is turned 90° and dimmed."""
    colour = W.enemy_colour(card)
    base = W.COLOUR_RGB.get(colour, (184, 134, 42))
    surface = plate(w, h, base, gfx.GOLD if targeted else INK, max(4, w // 12), max(2, w // 30) * (2 if targeted else 1))
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 14), -max(4, w // 14))
    pygame.draw.rect(surface, CREAM, inner, border_radius=max(3, w // 14))
    size = least()
    e = W.enemy(card)
    words(surface, e.name, size, (w / 2, inner.y + size * 0.7), inner.w - 4)
    art_box = pygame.Rect(inner.x + 2, inner.y + int(size * 1.4), inner.w - 4, int(inner.h * 0.5))
    blit_art(surface, "enemies/" + W.ENEMY_FILE.get(W.base(card), "skeleton"), art_box)
    # damage tokens in a grid over the art
    chips = [(agents[i], ) for i, n in enumerate(tokens) for _ in range(n)] + [("",)] * neutral
    cs = max(6, min(int(art_box.w / 6), int(size * 1.0)))
    per = max(1, art_box.w // (cs + 1))
    for k, (agent,) in enumerate(chips[:per * 4]):
        row, col = divmod(k, per)
        cx, cy = art_box.x + col * (cs + 1), art_box.bottom - (row + 1) * (cs + 1)
        chip = art("agents/chip_" + agent.lower(), cs, cs) if agent else None
        if chip is not None:
            surface.blit(chip, (cx, cy))
        else:
            pygame.draw.circle(surface, W.NEUTRAL, (cx + cs / 2, cy + cs / 2), cs / 2)
            pygame.draw.circle(surface, INK, (cx + cs / 2, cy + cs / 2), cs / 2, 1)
    total = sum(tokens) + neutral
    y = art_box.bottom + size * 0.7
    words(surface, f"{total}/{health}", size, (inner.x + size * 1.6, y), size * 3.2, INK)
    icon = int(size * 1.3)
    blit_art(surface, WEAK_ICON.get(e.weakness, "weapons/melee"), (inner.right - icon * 1.0 - size * 3.4, y - icon / 2,
                                                                    icon, icon))
    words(surface, e.weakness, size, (inner.right - size * 1.7, y), size * 3.4, INK, bold=False)
    attack = plain(e.attack)
    rest = inner.bottom - (y + size * 0.8)
    if rest > size * 1.2:
        _lines(surface, attack, size, inner.x + 4, y + size * 0.8, inner.w - 8, int(rest // gfx.font(size).get_linesize()))
    badge = max(10, int(w * 0.18))
    bx = inner.x + 2
    for flag, name in ((W.enemy_loot(card), "status/loot"), (stun > 0, "status/stun"), (marked, "tracks/combat_power")):
        if flag:
            blit_art(surface, name, (bx, art_box.y, badge, badge))
            bx += badge + 2
    if fell:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((20, 20, 24, 150))
        surface.blit(veil, (0, 0))
        turned = pygame.transform.rotate(surface, -90)
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        scaled = pygame.transform.smoothscale(turned, (w, int(w * w / h)))
        out.blit(scaled, scaled.get_rect(center=(w / 2, h / 2)))
        return out
    return surface


@gfx.cached(maxsize=32)
def token_face(token: str, w: int, h: int) -> pygame.Surface:
    kind = W.C.tokens.get(token)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if kind is None:
        return surface
    name = {"Energy": "energy", "Health": "health", "Clarity": "clarity", "Summon": "summon", "Gob-Li": "gobli"}.get(
        kind.kind, "treasure_" + {"S-TG": "green", "S-TB": "blue", "S-TR": "red"}.get(token, "green"))
    blit_art(surface, "search/" + name, (0, 0, w, h))
    return surface


@gfx.cached(maxsize=16)
def rdeck(count: int, colour: str, w: int, h: int) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    if count:
        blit_art(surface, "backs/treasure_" + W.COLOUR_FILE.get(colour, "green"), (0, 0, w, h))
    else:
        pygame.draw.rect(surface, (0, 0, 0, 60), (0, 0, w, h), 2, border_radius=8)
    r = max(8, int(w * 0.2))
    pygame.draw.circle(surface, CREAM, (w / 2, h / 2), r)
    pygame.draw.circle(surface, INK, (w / 2, h / 2), r, 1)
    words(surface, str(count), int(r * 1.3), (w / 2, h / 2), r * 2)
    return surface


LOOKS = {"treasure": treasure, "ccard": ccard, "decision": decision, "dcard": dcard, "event": event, "enemy": enemy,
         "rdeck": rdeck}

__all__ = ["LOOKS", "ccard", "dcard", "decision", "enemy", "event", "rdeck", "token_face", "treasure"]

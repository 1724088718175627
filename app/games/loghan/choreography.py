"""What an action looks and sounds like on Castle von Loghan's table (spec 7.5), played from the
events ``apply`` returned, each starting when the one before has been seen:

- the group token glides 250 ms per edge (``loghan/step``; a thawed door cracks: ``ice_crack``);
- an event card slides up from its deck (``card_draw``); a commitment lands face down in its slot;
  the reveal flips every slot together (``reveal``);
- a track's marker slides and a floating "−2" / "+1" rises over it (``hurt`` / ``heal`` / ``focus``),
  an agent's Energy floats over its panel;
- the Coin spins 900 ms (six half-turns, squashed along x) and lands on the face the rules
  reported, then a banner reads the result (``coin``);
- enemies are dealt into the row one by one, 200 ms apart (``enemy_in``); a played card snaps to
  the play strip (``card_play``), damage chips pop 120 ms apart (``hit``), a defeated enemy turns
  (``defeat``), an attacking enemy pulses (``enemy_attack``), a Counter hurts (``hurt``);
- a reward card flips (``reveal``), a Clean token drops onto its node (``broom``), the end plays
  ``win`` or ``loss`` under a banner.

Pieces whose words change (panels, markers, counts) switch to their new look at the moment their
event plays instead of flipping like a card.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

import pygame

from ..contract import Choreography, Cue, Frames, Layout, Still
from . import words as W

STEP = 0.25
COIN_FRAMES, COIN_PACE = 12, 0.075  # 900 ms, six half-turns
BANNER_HOLD = 1.6
FLOAT_HOLD = 0.8
CARDS = ("ev:card", "dc:", "en:", "rw:card", "cp:")  # these turn over


class Timeline:
    def __init__(self, old: Any, new: Any, before: Layout, after: Layout) -> None:
        self.old, self.new, self.before, self.after = old, new, before, after
        self.out = Choreography()
        self.t = 0.0
        self.when: dict[str, float] = {}
        self.notices: list[tuple[int, str, float]] = []

    def sound(self, name: str, at: float | None = None) -> None:
        self.out.sounds.append(Cue(name, self.t if at is None else at))

    def at(self, key: str, when: float | None = None) -> None:
        self.when[key] = max(self.when.get(key, 0.0), self.t if when is None else when)

    def rect(self, key: str, layout: Layout | None = None) -> pygame.FRect | None:
        lay = layout or self.after
        piece = lay.piece(key)
        if piece is not None:
            return pygame.FRect(piece.rect)
        zone = lay.zone(key)
        return pygame.FRect(zone.rect) if zone is not None else None

    def float_text(self, text: str, key: str, colour: tuple) -> None:
        r = self.rect(key)
        if r is None:
            return
        size = max(18.0, min(r.h, 40.0))
        box = pygame.FRect(0, 0, size * 2.4, size * 1.2)
        box.midbottom = (r.centerx, r.y)
        table = self.after.regions.get("table")
        if table is not None:
            box.clamp_ip(table)
        self.out.stills.append(Still(("float", text, colour), box, self.t, FLOAT_HOLD))

    def notice(self, priority: int, words: str, hold: float = 0.0) -> None:
        self.notices.append((priority, words, hold))


def choreograph(old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                perspective: int = 0) -> Choreography:
    if old is None or new is None:
        return Choreography()
    line = Timeline(old, new, before, after)
    line.out.caption = caption(old, events, perspective)
    for event in events:
        handler = HANDLERS.get(event.kind)
        if handler is not None:
            handler(line, event.data or {})
    _settle(line)
    if line.notices:
        _, words, hold = max(reversed(line.notices), key=lambda n: n[0])
        line.out.notice, line.out.hold = words, hold
    return line.out


SEAT = re.compile(r"\b[Ss]eat (\d+)")
SKIP = {"forced", "round", "round_end", "combat_round", "cleanup"}


def caption(old: Any, events: Sequence[Any], perspective: int) -> str:
    """An AI teammate's step in a line for the prompt bar (7.5: "Brannoc attacks the Thief: 2
    tokens"): its own news first, seats by their agents' names."""
    from rules.loghan import to_act

    actor = to_act(old)
    if actor is None or actor == perspective or old.agents[actor].seat_kind != "ai":
        return ""
    names = [W.agent_short(a.id) for a in old.agents]
    texts = [e.text for e in events if e.kind not in SKIP and e.subject == actor] or \
        [e.text for e in events if e.kind not in SKIP]
    if not texts:
        return ""
    line = texts[-1]  # the step's outcome: the tokens placed, the card committed, the node reached
    line = SEAT.sub(lambda m: names[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(names) else m.group(0), line)
    return line if len(line) <= 60 else line[:59].rstrip() + "…"


def _settle(line: Timeline) -> None:
    """Every piece whose look changed: at its event's time, and by a switch (no card flip) unless it
    is a card turning over."""
    old = {p.key: p for p in line.before.pieces}
    for spec in line.after.pieces:
        key = spec.key
        delay = line.when.get(key, 0.0)
        if delay:
            line.out.delays[key] = delay
        was = old.get(key)
        if was is None or was.look == spec.look:
            continue
        if key.startswith(CARDS) and key not in line.out.frames:
            continue
        if key not in line.out.frames:
            line.out.frames[key] = Frames((was.look,), max(0.0, delay - 0.01), 0.01)


# --- handlers -----------------------------------------------------------------------------------


def _step(line: Timeline, d: dict) -> None:
    line.at("grp")
    line.sound("loghan/step")
    if d.get("thawed"):
        line.sound("loghan/ice_crack", line.t + STEP / 2)
        line.notice(2, "The frozen door cracks and thaws", 0.4)
    line.t += STEP


def _event_drawn(line: Timeline, d: dict) -> None:
    deck = d.get("deck") or ""
    source = f"pile:ev:{deck}" if deck else "pile:story"
    r = line.rect(source, line.before) or line.rect(source)
    if r is not None and line.after.piece("ev:card") is not None:
        line.out.origins["ev:card"] = r
    line.at("ev:card")
    line.sound("loghan/card_draw")
    line.notice(3, f"Event: {d.get('title') or W.event_title(d.get('card', ''))}", 0.6)
    line.t += 0.35


def _decided(line: Timeline, d: dict) -> None:
    seat = d.get("seat")
    key = f"dc:{seat}"
    letter = d.get("letter")
    if letter and line.before.piece(f"dec:{seat}:{letter}") is not None:
        line.out.origins[key] = f"dec:{seat}:{letter}"
    line.at(key)
    line.sound("place")
    line.t += 0.15


def _revealed(line: Timeline, d: dict) -> None:
    for spec in line.after.pieces:
        if spec.key.startswith("dc:"):
            line.out.flips.add(spec.key)
            line.at(spec.key)
    line.at("ev:card", line.t + 0.3)
    line.sound("loghan/reveal")
    line.t += 0.7


def _track(line: Timeline, d: dict) -> None:
    track, change = d.get("track"), d.get("change", 0)
    if track not in ("health", "clarity") or not change:
        return
    key = f"mk:{track}"
    line.at(key)
    text = f"+{change}" if change > 0 else f"−{-change}"
    line.float_text(text, key, (110, 220, 120) if change > 0 else (240, 90, 90))
    if track == "health":
        line.sound("loghan/heal" if change > 0 else "loghan/hurt")
    elif change > 0:
        line.sound("loghan/focus")
    else:
        line.sound("loghan/hurt")
    line.t += 0.25


def _energy(line: Timeline, d: dict) -> None:
    seat, change = d.get("seat"), d.get("change", 0)
    if seat is None or not change:
        return
    key = f"ag:{seat}"
    line.at(key)
    line.float_text(f"+{change} E" if change > 0 else f"−{-change} E", key, (240, 210, 90) if change > 0
                    else (240, 120, 90))
    line.t += 0.12


def _coin(line: Timeline, d: dict) -> None:
    """The Coin spins 900 ms over the stage and lands on the rules' face (``result``: 1 Tails)."""
    face = 1 if d.get("result") else 0
    area = line.after.regions.get("side") or line.after.regions.get("table")
    if area is None:
        return
    size = min(96 * line.after.size("scale", 1.0) * 1.2, area.w * 0.4, area.h * 0.4)
    box = pygame.FRect(0, 0, size, size)
    box.center = (area.centerx, area.centery - size * 0.3)
    import math

    for i in range(COIN_FRAMES):
        turn = (i + 1) / COIN_FRAMES * 6  # six half-turns
        shown = face if int(turn) % 2 == 0 else 1 - face
        squash = abs(math.cos(math.pi * turn / 2 * 1.0)) if i < COIN_FRAMES - 1 else 1.0
        look = ("coin", shown if i < COIN_FRAMES - 1 else face, round(max(0.05, squash), 2))
        line.out.stills.append(Still(look, box, line.t + i * COIN_PACE, COIN_PACE))
    line.sound("loghan/coin")
    line.t += COIN_FRAMES * COIN_PACE
    line.out.stills.append(Still(("coin", face, 1.0), box, line.t, BANNER_HOLD))
    line.coin_box = box  # type: ignore[attr-defined]
    line.coin_face = face  # type: ignore[attr-defined]


def _coin_banner(line: Timeline, d: dict, words: str) -> None:
    box = getattr(line, "coin_box", None)
    area = line.after.regions.get("side")
    if box is None or area is None:
        return
    banner = pygame.FRect(0, 0, min(area.w * 0.95, box.w * 3.2), box.h * 0.55)
    banner.midtop = (box.centerx, box.bottom + 6)
    banner.clamp_ip(line.after.regions["table"])
    line.out.stills.append(Still(("coinbanner", words), banner, line.t, BANNER_HOLD))
    line.out.hold = max(line.out.hold, 0.6)


def _alert(line: Timeline, d: dict) -> None:
    tails = bool(d.get("result"))
    n = line.new.nm(2, 3) if hasattr(line.new, "nm") else 2
    _coin_banner(line, d, f"TAILS — {n} enemies" if tails else "HEADS — nothing happens")


def _sneak_alert(line: Timeline, d: dict) -> None:
    tails = bool(d.get("result"))
    _coin_banner(line, d, "TAILS — enemies lurk" if tails else "HEADS — unnoticed")


def _enemy_in(line: Timeline, d: dict) -> None:
    card = d.get("card", "")
    row = line.new.combat.row if line.new.combat is not None else ()
    index = next((i for i, f in enumerate(row) if f.card == card), None)
    if index is not None:
        key = f"en:{index}"
        colour = W.enemy_colour(card)
        r = line.rect(f"pile:en:{colour}", line.before) or line.rect(f"pile:en:{colour}")
        if r is not None and line.before.piece(key) is None:
            line.out.origins[key] = r
        line.at(key)
    line.sound("loghan/enemy_in")
    line.notice(2, f"{W.enemy_name(card)} enters the fight", 0.3)
    line.t += 0.2


def _play(line: Timeline, d: dict) -> None:
    seat, card = d.get("seat"), d.get("card")
    c = line.new.combat
    if c is not None and seat is not None and seat < len(c.played) and c.played[seat]:
        k = len(c.played[seat]) - 1
        key = f"pc:{seat}:{k}"
        n = sum(1 for x in line.old.agents[seat].hand if x == card)
        source = f"hc:{seat}:{card}:{n}"
        if line.before.piece(source) is not None:
            line.out.origins[key] = source
        line.at(key)
    line.sound("loghan/card_play")
    line.t += 0.15


def _damage(line: Timeline, d: dict) -> None:
    n = max(1, int(d.get("n", 1)))
    key = f"en:{d.get('enemy')}"
    line.at(key)
    for i in range(n):
        line.sound("loghan/hit", line.t + 0.12 * i)
    line.t += 0.12 * n


def _defeat(line: Timeline, d: dict) -> None:
    key = f"en:{d.get('enemy')}"
    line.at(key)
    line.sound("loghan/defeat")
    line.t += 0.3


def _enemy_attack(line: Timeline, d: dict) -> None:
    key = f"en:{d.get('enemy')}"
    if line.after.piece(key) is not None:
        line.out.shakes.add(key)
    line.at(key)
    line.sound("loghan/enemy_attack")
    line.t += 0.3


def _priority3(line: Timeline, d: dict) -> None:
    if d.get("hard") or d.get("counter"):
        line.sound("loghan/hurt")
        line.t += 0.2


def _clean(line: Timeline, d: dict) -> None:
    """The Clean token drops onto the node's "?" disc (three frames falling, then the node shows it)."""
    r = line.rect(f"nd:{d.get('node')}")
    if r is not None:
        size = r.h * 0.58
        for i, fall in enumerate((2.4, 1.4, 0.6)):
            box = pygame.FRect(r.x + r.h * 0.07, r.centery - size / 2 - fall * size, size, size)
            line.out.stills.append(Still(("cleandrop",), box, line.t + i * 0.06, 0.06))
        line.at(f"nd:{d.get('node')}", line.t + 0.18)
    line.sound("loghan/broom")
    line.t += 0.3


def _reward_card(line: Timeline, d: dict) -> None:
    line.at("rw:card")
    line.sound("loghan/reveal")
    line.t += 0.3


def _treasure(line: Timeline, d: dict) -> None:
    line.at(f"tr:{d.get('card')}")
    line.sound("place")
    line.t += 0.1


def _game_over(line: Timeline, d: dict) -> None:
    from .motion_explore import game_over

    if game_over(line, d):
        return
    won = bool(d.get("won"))
    line.sound("loghan/win" if won else "loghan/loss")
    line.notice(9, "The module is home: everyone wins!" if won else "Health 0: the group is lost.", 2.0)


HANDLERS = {
    "group_step": _step, "event_drawn": _event_drawn, "decided": _decided, "decisions_revealed": _revealed,
    "track": _track, "energy": _energy, "coin": _coin, "alert": _alert, "sneak_alert": _sneak_alert,
    "enemy_entered": _enemy_in, "play": _play, "damage": _damage, "defeat": _defeat, "enemy_attack": _enemy_attack,
    "priority3": _priority3, "clean_placed": _clean, "reward_card": _reward_card, "treasure_placed": _treasure,
    "treasure_moved": _treasure, "game_over": _game_over,
}

def _exploration_handlers() -> None:
    from .motion_explore import HANDLERS as more

    for kind, handler in more.items():
        HANDLERS.setdefault(kind, handler)


_exploration_handlers()

__all__ = ["BANNER_HOLD", "COIN_FRAMES", "COIN_PACE", "HANDLERS", "choreograph"]

"""Castles of Caleira on the table (spec section 8): layout, gestures, motion and sound.

Everything here starts from the viewer's ``view`` (never the true state), so the table can
only show what that seat may know.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from rules import caleira as rules
from rules.caleira import cards as C
from rules.caleira.actions import Exchange, Flip, Look, Order, Pick, Play, StopPicking, Target
from rules.caleira.state import EXCHANGE, FLIP, LOOK, ORDER, PLAY, TARGET, WATCH
from rules.core.text import ordinal

from ..ui import gfx
from ..words import for_table
from ..table.pieces import CARD, PieceSpec, Zone
from .base import Interactions

ART_NAME = {C.BARRACKS: "barracks", C.BATTLEMENTS: "battlements", C.MARKETPLACE: "marketplace",
            C.OBSERVATORY: "observatory", C.SPIRE: "spire", C.THRONE_ROOM: "throne_room",
            C.TREBUCHET: "trebuchet", C.WATCHTOWER: "watchtower", C.WIZARD_TOWER: "wizard_tower"}
FALLBACK_COLOUR = {C.BARRACKS: (150, 60, 50), C.BATTLEMENTS: (120, 120, 130), C.MARKETPLACE: (200, 150, 40),
                   C.OBSERVATORY: (60, 90, 160), C.SPIRE: (200, 110, 170), C.THRONE_ROOM: (140, 40, 120),
                   C.TREBUCHET: (120, 80, 40), C.WATCHTOWER: (60, 130, 80), C.WIZARD_TOWER: (90, 60, 160)}
SOUND_OF = {"draw": "draw", "play": "place", "flip_up": "reveal", "flip_down": "flip", "destroy": "crash",
            "bounce": "bounce", "exchange": "coin", "order": "shuffle", "peek": "shuffle", "look": "click",
            "pick": "click", "leave": "click"}
STEP_GAP = 0.3  # seconds between the moves of one action's events, at normal speed
MISSILE_FLIGHT = 0.35  # a Trebuchet's stone in the air before its target falls


# --- card faces ------------------------------------------------------------------------------


@gfx.cached(maxsize=256)
def card_face(card: int, w: int, h: int, detail: bool) -> pygame.Surface:
    """A card's face: our SVG art with the title, the points and (large) the effect in fonts."""
    kind = C.KIND_OF[card]
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    try:
        art = gfx.svg(f"caleira/cards/{ART_NAME[kind]}.svg", w, h)
        surface.blit(art, art.get_rect(center=(w // 2, h // 2)))
    except (FileNotFoundError, pygame.error):
        pygame.draw.rect(surface, gfx.PAPER, (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, FALLBACK_COLOUR[kind], (w * 0.1, h * 0.2, w * 0.8, h * 0.45), border_radius=6)
        pygame.draw.rect(surface, gfx.INK, (0, 0, w, h), 2, border_radius=max(4, w // 12))
    gfx.card_text(surface, C.TITLE[kind], str(C.POINTS[kind]), C.EFFECT_TEXT[kind] if detail else None)
    return surface


@gfx.cached(maxsize=64)
def card_back(w: int, h: int) -> pygame.Surface:
    try:
        return gfx.svg("caleira/cards/back.svg", w, h)
    except (FileNotFoundError, pygame.error):
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (90, 40, 40), (0, 0, w, h), border_radius=max(4, w // 12))
        pygame.draw.rect(surface, gfx.GOLD, (4, 4, w - 8, h - 8), 2, border_radius=max(4, w // 12))
        return surface


@gfx.cached(maxsize=256)
def render_look(look: tuple, w: int, h: int) -> pygame.Surface:
    kind = look[0]
    if kind == "face":
        return card_face(look[1], w, h, w >= 180)
    back = card_back(w, h)
    if kind == "back":
        return back
    surface = back.copy()
    card = look[1]
    if kind == "mine":  # your own face-down piece: a faint preview of its face, for you only
        face = card_face(card, w, h, False).copy()
        face.set_alpha(70)
        surface.blit(face, (0, 0))
    tag_h = max(14, int(h * 0.16))
    tag = pygame.Rect(int(w * 0.06), int(h * 0.78), int(w * 0.88), tag_h)
    pygame.draw.rect(surface, gfx.PAPER, tag, border_radius=tag_h // 3)
    pygame.draw.rect(surface, gfx.INK, tag, 1, border_radius=tag_h // 3)
    name = gfx.text(C.TITLE[C.KIND_OF[card]], max(9, int(tag_h * 0.62)), gfx.INK, True)
    if name.get_width() > tag.w - 4:
        name = pygame.transform.smoothscale(name, (tag.w - 4, name.get_height()))
    surface.blit(name, name.get_rect(center=tag.center))
    return surface


# --- the adapter ------------------------------------------------------------------------------------


class CaleiraTable:
    game_id = "caleira"
    felt = "competitive"

    def __init__(self, players: int, viewer: int, names: Sequence[str]) -> None:
        self.players = players
        self.viewer = viewer
        self.names = list(names)
        self.card_size = (90.0, 126.0)
        self.slot_home: dict[str, pygame.FRect] = {}

    # --- words ----------------------------------------------------------------------------------
    def say(self, text: str) -> str:
        return for_table(text, self.names)

    def render(self, look: tuple, w: int, h: int) -> pygame.Surface:
        return render_look(look, w, h)

    def large(self, look: tuple) -> pygame.Surface | None:
        """The hovered piece shown large, with its full text (only what the viewer may see)."""
        h = int(self.card_size[1] * 2.6)
        w = int(h * 5 / 7)
        if look[0] in ("face", "mine", "known"):
            return card_face(look[1], w, h, True)
        return None

    def sound(self, event: Any) -> str | None:
        if event.kind == "game_over":
            winners = event.data.get("winners", ())
            return "win" if self.viewer in winners else "lose"
        if event.kind == "play" and event.data.get("face_up"):
            return "flip"
        return SOUND_OF.get(event.kind)

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, view: Any, area: pygame.Rect) -> tuple[list[PieceSpec], list[Zone]]:
        X, Y, W, H = area
        ch = H * 0.165
        cw = ch * 5 / 7
        self.card_size = (cw, ch)
        m = H * 0.022
        specs: list[PieceSpec] = []
        zones: list[Zone] = []
        v = self.viewer
        left = X + m * 2 + cw * 2 + m  # castles start right of the deck and discard
        right = X + W - m - cw * 0.55 - m  # the queue ribbon sits at the right edge
        # Your hand and castle, bottom up.
        hand_y = Y + H - m - ch
        self.prompt_rect = pygame.FRect(X + m, hand_y - H * 0.06, W - 2 * m, H * 0.05)
        castle_y = self.prompt_rect.y - m * 0.6 - ch
        self._row(specs, zones, view, v, left, right, castle_y, cw, ch, own=True)
        hand = view.hands[v]
        self._hand(specs, zones, view, v, hand, (left + right) / 2, hand_y, cw, ch, face=True)
        # Rivals across the top.
        rivals = [p for p in range(view.players) if p != v]
        span = (right - left) / len(rivals)
        scale = 1.0 if len(rivals) == 1 else 0.8
        for i, p in enumerate(rivals):
            x0, x1 = left + span * i, left + span * (i + 1) - m
            hcw, hch = cw * 0.62, ch * 0.62
            self._hand(specs, zones, view, p, view.hands[p], (x0 + x1) / 2, Y + m, hcw, hch, face=False)
            self._row(specs, zones, view, p, x0, x1, Y + m + hch + m, cw * scale, ch * scale, own=False)
        # Deck and discard, centre left.
        mid_y = Y + H * 0.39
        deck_rect = pygame.FRect(X + m, mid_y, cw, ch)
        zones.append(Zone("deck", pygame.FRect(deck_rect), "Deck"))
        for i, c in enumerate(view.deck):
            r = pygame.FRect(deck_rect.x - min(i, 12) * 0.6, deck_rect.y - min(i, 12) * 0.6, cw, ch)
            look = ("known", c) if c != C.UNKNOWN and view.over is None else (("face", c) if c != C.UNKNOWN else ("back",))
            specs.append(PieceSpec(f"d{i}", CARD, look, r, z=i, info=self._deck_info(view, i)))
        discard_rect = pygame.FRect(X + m * 2 + cw, mid_y, cw, ch)
        zones.append(Zone("discard", pygame.FRect(discard_rect), "Discard"))
        for i, c in enumerate(view.discard):
            r = pygame.FRect(discard_rect.x + min(i, 12) * 0.8, discard_rect.y - min(i, 12) * 0.8, cw, ch)
            specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=20 + i, info=C.title(c)))
        for i, c in enumerate(view.box):  # 4 players: shown only at game over
            r = pygame.FRect(X + m + i * (cw * 0.6), mid_y + ch + m * 2, cw * 0.55, ch * 0.55)
            look = ("face", c) if c != C.UNKNOWN else ("back",)
            specs.append(PieceSpec(f"box{i}" if c == C.UNKNOWN else f"c{c}", CARD, look, r, z=5,
                                   info="Not used this game"))
        # Pending effects: a ribbon of chips at the right edge.
        chip_w, chip_h = cw * 0.5, ch * 0.5
        for i, (c, owner) in enumerate(view.queue):
            r = pygame.FRect(X + W - m - chip_w, Y + H * 0.2 + i * (chip_h * 0.7), chip_w, chip_h)
            specs.append(PieceSpec(f"q{i}.{c}", CARD, ("face", c), r, z=60 + i, owner=owner,
                                   info=self.say(f"Pending: Seat {owner + 1}'s {C.title(c)}")))
        zones.append(Zone("queue", pygame.FRect(X + W - m - chip_w, Y + H * 0.2, chip_w, H * 0.5), "Pending"))
        return specs, zones

    def _deck_info(self, view: Any, i: int) -> str:
        c = view.deck[i]
        depth = len(view.deck) - i
        if c != C.UNKNOWN:
            return f"Deck, {ordinal(depth)} from the top: {C.title(c)} (only you know)"
        return f"Deck: {len(view.deck)} cards"

    def _hand(self, specs: list[PieceSpec], zones: list[Zone], view: Any, p: int, hand: Sequence[int],
              centre_x: float, y: float, cw: float, ch: float, face: bool) -> None:
        n = len(hand)
        step = cw * 1.08
        width = step * max(0, n - 1) + cw
        x0 = centre_x - width / 2
        zone_w = max(width, cw * 3)
        zones.append(Zone(f"hand:{p}", pygame.FRect(centre_x - zone_w / 2 - 6, y - 6, zone_w + 12, ch + 12),
                          "" if face else self.say(f"Seat {p + 1}'s hand"), data={"count": n}))
        for i, c in enumerate(hand):
            r = pygame.FRect(x0 + i * step, y, cw, ch)
            if face:
                specs.append(PieceSpec(f"c{c}", CARD, ("face", c), r, z=40 + i, owner=p, info=C.title(c)))
            else:
                known = c != C.UNKNOWN
                look = ("face", c) if known and view.over is not None else (("known", c) if known else ("back",))
                info = self.say(f"Seat {p + 1}'s hand" + (f": you know this is {C.title(c)}" if known else ""))
                specs.append(PieceSpec(f"h{p}.{i}", CARD, look, r, z=40 + i, owner=p, info=info))

    def _row(self, specs: list[PieceSpec], zones: list[Zone], view: Any, p: int, x0: float, x1: float, y: float,
             cw: float, ch: float, own: bool) -> None:
        castle = view.castles[p]
        n = len(castle)
        reserve = cw * 2.3 if own else 0  # room for the face-up / face-down drop targets
        avail = x1 - x0 - reserve
        step = cw * 1.06 if n <= 1 else min(cw * 1.06, (avail - cw) / (n - 1))
        zones.append(Zone(f"castle:{p}", pygame.FRect(x0 - 4, y - 4, x1 - x0 + 8, ch + 8),
                          self.say(f"Seat {p + 1}'s castle"), data={"next_x": x0 + n * step}))
        for i, (c, up, slot) in enumerate(castle):
            r = pygame.FRect(x0 + i * step, y, cw, ch)
            if up or view.over is not None:
                look = ("face", c)
            elif c == C.UNKNOWN:
                look = ("back",)
            elif p == self.viewer:
                look = ("mine", c)
            else:
                look = ("known", c)
            where = self.say(f"Seat {p + 1}'s {ordinal(i + 1)} piece")
            if up:
                info = f"{where}: {C.title(c)}, face-up"
            elif c == C.UNKNOWN:
                info = f"{where}: face-down"
            else:
                info = f"{where}: face-down {C.title(c)} (you know it)"
            picks = view.step[3] if view.step is not None and view.step[0] == WATCH else ()
            badge = str(picks.index(slot) + 1) if slot in picks else ""  # Watchtower picks, in order
            if not up and view.over is not None:  # revealed at the end, but it scores as face-down
                badge, info = "1", f"{info}; face-down: 1 point"
            specs.append(PieceSpec(f"s{slot}", CARD, look, r, z=10 + i, owner=p, info=info, badge=badge))

    # --- decisions -------------------------------------------------------------------------------
    def interactions(self, view: Any, legal: Sequence[Any], zones: dict[str, Zone]) -> Interactions:
        inter = Interactions(all=list(legal))
        if view.queue:  # the effect resolving now pulses, whoever is to act
            inter.pulsing.add(f"q0.{view.queue[0][0]}")
        step = view.step
        if step is None or not legal:
            return inter
        kind, owner, card, data = step
        inter.prompt = self.say(rules.describe_decision(view))
        if kind != PLAY and owner == self.viewer and view.active != self.viewer:
            inter.banner = self.say(f"Your {C.title(card)} fires: {self._ask(kind)}")
        castle = zones.get(f"castle:{self.viewer}")
        if kind == PLAY:
            cw, ch = self.card_size
            x = min(castle.data["next_x"], castle.rect.right - cw * 2.2) if castle else 0
            y = castle.rect.y + 4 if castle else 0
            up = Zone("drop:up", pygame.FRect(x + cw * 0.05, y, cw, ch), "Face up", dropzone=True)
            down = Zone("drop:down", pygame.FRect(x + cw * 1.15, y, cw, ch), "Face down", dropzone=True)
            inter.dropzones = [up, down]
            for c in view.hands[self.viewer]:
                k = C.KIND_OF[c]
                options: dict[str, list[Any]] = {}
                if Play(k, True) in legal:
                    options["drop:up"] = [Play(k, True)]
                if Play(k, False) in legal:
                    options["drop:down"] = [Play(k, False)]
                inter.drags[f"c{c}"] = options
                for action in options.values():
                    inter.focus_key.setdefault(action[0], f"c{c}")
        elif kind == EXCHANGE:
            for c in view.hands[self.viewer]:
                k = C.KIND_OF[c]
                options = {f"hand:{p}": [Exchange(k, p)] for p in range(view.players) if Exchange(k, p) in legal}
                inter.drags[f"c{c}"] = options
                for action in options.values():
                    inter.focus_key.setdefault(action[0], f"c{c}")
        elif kind in (TARGET, WATCH, LOOK):
            effect = C.KIND_OF[card]
            for action in legal:
                if isinstance(action, (Target, Pick, Look)):
                    c, up, slot = view.castles[action.seat][action.pos - 1]
                    key = f"s{slot}"
                    inter.clicks[key] = [action]
                    inter.focus_key[action] = key
                    if kind == TARGET:
                        inter.hover[key] = self._outcome(effect, action.seat, c, up)
                        if self._no_effect(effect, c, up):
                            inter.noeffect.add(key)
                        if effect == C.TREBUCHET and c == C.SPIRE_CARD and action.seat == self.viewer:
                            inter.confirm[action] = "Destroy your own Princess' Spire? You would lose the game."
                    elif kind == WATCH:
                        inter.hover[key] = "Pick this piece to reveal (it flips when picking ends)"
                    else:
                        inter.hover[key] = "Look at this piece (only you will see it)"
                elif isinstance(action, StopPicking):
                    inter.buttons.append(("Reveal none" if not data else "Reveal", action))
        elif kind == FLIP:
            inter.buttons = [("Turn face-up", Flip(True)), ("Leave face-down", Flip(False))]
            for p, castle_p in enumerate(view.castles):
                for c, up, slot in castle_p:
                    if slot == data[0]:
                        inter.focus_key[Flip(True)] = inter.focus_key[Flip(False)] = f"s{slot}"
        elif kind == ORDER:
            inter.reorder = list(data)
            inter.reorder_title = "Wizard Tower: drag to reorder (left = top of the deck), then Done"
        return inter

    def _ask(self, kind: str) -> str:
        return {TARGET: "choose a target", WATCH: "pick pieces to reveal", LOOK: "choose a piece to look at",
                FLIP: "turn it face-up or leave it", ORDER: "order the cards", EXCHANGE: "choose a card to give"}[kind]

    @staticmethod
    def _no_effect(effect: str, card: int, up: bool) -> bool:
        if effect == C.BARRACKS:
            return not up
        if effect == C.THRONE_ROOM:
            return up
        return up and card != C.UNKNOWN and C.IS_BATTLEMENTS[card]

    def _outcome(self, effect: str, seat: int, card: int, up: bool) -> str:
        """Hover text for a target, from the viewer's knowledge only (spec 8.2)."""
        owner = "you" if seat == self.viewer else self.names[seat]
        known = card != C.UNKNOWN
        name = C.title(card) if known else ""
        if effect == C.BARRACKS:
            return f"Turn {name} face-down" if up else "No effect: already face-down"
        if effect == C.THRONE_ROOM:
            if up:
                return "No effect: already face-up"
            return f"Reveal silently: {name}" if known else "Reveal silently (its effect does not fire)"
        # Trebuchet
        if known and C.IS_BATTLEMENTS[card]:
            return "No effect: Battlements cannot be destroyed" if up else "Turns face-up; cannot be destroyed"
        if known and card == C.SPIRE_CARD:
            return "Destroy: you lose!" if seat == self.viewer else f"Destroy: {owner} loses"
        if up:
            return f"Destroy {name}"
        if known:
            fires = C.HAS_EFFECT[card]
            return f"Destroy {name}" + (f": its effect will fire for {owner}" if fires else "")
        return f"Destroy a hidden card: if it has an effect, it fires for {owner}"

    def order_action(self, cards: Sequence[int]) -> Order:
        return Order(tuple(C.KIND_OF[c] for c in cards))

    def order_look(self, card: int) -> tuple:
        return ("face", card)

    # --- motion ------------------------------------------------------------------------------------
    def transitions(self, old: Any, new: Any, events: Sequence[Any]) -> tuple[dict[str, Any], dict[str, float], set[str], set[str]]:
        """Where each new piece comes from, when each moves (event order), which flip, which shake."""
        origins: dict[str, Any] = {}
        delays: dict[str, float] = {}
        flips: set[str] = set()
        shakes: set[str] = set()
        step = 0

        def slot_of(state: Any, seat: int, pos: int) -> int | None:
            castle = state.castles[seat] if state is not None else ()
            return castle[pos - 1][2] if 0 < pos <= len(castle) else None

        deck_top = f"d{len(old.deck) - 1}" if old is not None and old.deck else None
        hand_counts = [len(h) for h in old.hands] if old is not None else [0] * self.players
        for event in events:
            d = event.data
            kind = event.kind
            if kind == "draw":
                seat = d["seat"]
                if seat == self.viewer and "card" in d:
                    key = f"c{d['card']}"
                else:
                    key = f"h{seat}.{hand_counts[seat]}"
                hand_counts[seat] += 1
                if deck_top:
                    origins[key] = deck_top
                delays[key] = step * STEP_GAP
                step += 1
            elif kind == "play":
                seat = d["seat"]
                slot = slot_of(new, seat, d["pos"])
                if slot is None:
                    continue
                key = f"s{slot}"
                if seat == self.viewer and "card" in d:
                    origins[key] = f"c{d['card']}"
                else:
                    hand_counts[seat] = max(0, hand_counts[seat] - 1)
                    origins[key] = f"h{seat}.{hand_counts[seat]}"
                delays[key] = step * STEP_GAP
                step += 1
            elif kind in ("flip_up", "flip_down", "bounce"):
                slot = slot_of(new, d["seat"], d["pos"])
                if slot is not None:
                    delays.setdefault(f"s{slot}", step * STEP_GAP)
                    if kind == "bounce":
                        shakes.add(f"s{slot}")
                    step += 1
            elif kind == "destroy":
                key = f"c{d['card']}"
                slot = slot_of(old, d["seat"], d["pos"])
                if slot is not None:
                    origins[key] = f"s{slot}"
                landed = step * STEP_GAP + MISSILE_FLIGHT
                delays[key] = landed
                for _, _, other in new.castles[d["seat"]]:  # the row closes up once the stone lands
                    delays.setdefault(f"s{other}", landed)
                step += 1
            elif kind == "exchange" and "given" in d and self.viewer in (d["seat"], d["partner"]):
                # The two cards cross between the hands.
                me, other = (d["seat"], d["partner"]) if d["seat"] == self.viewer else (d["partner"], d["seat"])
                mine_now, theirs_now = (d["taken"], d["given"]) if me == d["seat"] else (d["given"], d["taken"])
                other_hand = new.hands[other]
                if theirs_now in other_hand:
                    key = f"h{other}.{other_hand.index(theirs_now)}"
                    origins[key] = f"c{theirs_now}"
                    delays[key] = step * STEP_GAP
                origins[f"c{mine_now}"] = f"h{other}.{max(0, hand_counts[other] - 1)}"
                delays[f"c{mine_now}"] = step * STEP_GAP
                step += 1
            elif kind == "game_over":
                for p, castle in enumerate(new.castles):
                    for c, up, slot in castle:
                        if not up:
                            flips.add(f"s{slot}")
        return origins, delays, flips, shakes

    def missiles(self, old: Any, events: Sequence[Any]) -> list[tuple[str, str, float, float]]:
        """Trebuchet shots to draw: (from piece key, to piece key, delay, flight), keys of the old
        layout, timed to match ``transitions``."""
        shots = []
        step = 0
        for event in events:
            if event.kind in ("draw", "play", "flip_up", "flip_down", "exchange"):
                step += 1
            if event.kind not in ("destroy", "bounce") or old is None:
                continue
            d = event.data
            castle = old.castles[d["seat"]]
            if not 0 < d["pos"] <= len(castle):
                continue
            target = f"s{castle[d['pos'] - 1][2]}"
            source = next((f"s{slot}" for p in old.castles for c, up, slot in p if c == d["effect"]),
                          f"c{d['effect']}")
            shots.append((source, target, step * STEP_GAP, MISSILE_FLIGHT))
            step += 1
        return shots

    def tutorial_keys(self, view: Any, targets: Sequence[tuple]) -> set[str]:
        """Piece keys for a tutorial's highlight targets (rules.core.tutorial's vocabulary)."""
        keys: set[str] = set()
        for target in targets:
            if target[0] == "hand" and target[1] == self.viewer:
                keys |= {f"c{c}" for c in view.hands[target[1]] if c >= 0 and C.KIND_OF[c] == target[2]}
            elif target[0] == "piece":
                castle = view.castles[target[1]]
                if 0 < target[2] <= len(castle):
                    keys.add(f"s{castle[target[2] - 1][2]}")
        return keys

    def ending_banner(self, view: Any) -> str:
        """A line for the moment the game ends early (a Spire destroyed); empty otherwise."""
        if view.over is None or view.over.reason == "score":
            return ""
        loser = view.over.losers[0]
        return "Your Princess' Spire falls!" if loser == self.viewer else \
            f"{self.names[loser]}'s Princess' Spire falls!"

    def score_steps(self, view: Any) -> list[tuple[str, int, int]]:
        """(piece key, seat, points) in counting order, for the end-of-game count-up (only when
        the game ended by scoring)."""
        if view.over is None or view.over.reason != "score":
            return []
        return [(f"s{slot}", p, points) for p, castle in enumerate(view.castles)
                for (_, _, slot), points in zip(castle, rules.piece_points(castle))]

    # --- side information --------------------------------------------------------------------------
    def scoreboard(self, view: Any) -> list[tuple[int, str]]:
        lines = []
        for p, castle in enumerate(view.castles):
            total, down, pieces = rules.castle_score(
                [(c if c != C.UNKNOWN else C.ID_OF["TRE1"], up, s) for c, up, s in castle])
            bats = sum(1 for c, up, _ in castle if up and C.IS_BATTLEMENTS[c])
            lines.append((p, f"{total} pt{'s' if total != 1 else ''}  ({down} down, {pieces} pieces, walls {bats}/3)"))
        return lines


def result_lines(result: Any, names: Sequence[str], view: Any) -> list[str]:
    """The results screen: the reason, each seat's score with face-down pieces and castle size,
    the tie-break, and the cards not used this game."""
    reason = {"spire": "A Princess' Spire fell.", "own_spire": "A player destroyed their own Princess' Spire.",
              "score": "All cards have been played."}.get(result.reason, result.reason)
    out = [reason]
    for seat, name in enumerate(names):
        d = result.details[seat] if seat < len(result.details) else {}
        extra = f" ({d.get('face_down_count', 0)} face-down, {d.get('pieces', 0)} pieces)" if d else ""
        out.append(f"{name}: {result.scores[seat]:g} points{extra}")
    tie = {1: "Tie broken by more face-down pieces.", 2: "Tie broken by fewer castle pieces.",
           3: "Still tied after both tie-breaks: the win is shared."}.get(result.tiebreak_level)
    if tie:
        out.append(tie)
    box = getattr(view, "box", ())
    if box:
        out.append("Cards not used this game: " + ", ".join(C.title(c) for c in box))
    return out

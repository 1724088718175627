"""New game: which game, how many seats, who sits where, the game's own choices (``FACTS.options``:
a difficulty, your guild); a seed under "Advanced options".

Each seat is played by "You", by another person at this screen ("Player 2".."Player 8"), or by
an AI at a level; one person may hold several seats. The seat counts offered are exactly the
game's (up to 8), and each seat's row says what the seat will be called: you, a rival, a teammate.
The chosen game shows its one-line description (``FACTS.blurb``) under the title and a picture
beside the choices: a fan of the pieces that stand for it (its adapter's ``showcase``, drawn with
its ``render``). The seed stays folded away until "Advanced options" is opened.
The rows stay inside the window from 1024x640 up, with large text too: two columns past 4 seats
(the picture then steps aside).
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from rules import catalog

from ..play.seats import MAX_SEATS, YOU, menu_choices, plan_seats
from ..ui import gfx
from . import navigation
from .base import Host
from .menu import DROP_UP, ROW_LABEL, MenuScene
from .new_game_rules import LobbyRules

DEFAULT_SEATS = [YOU] + ["AI normal"] * (MAX_SEATS - 1)


def seat_counts(game_id: str) -> list[int]:
    """The seat counts New game offers for ``game_id``: the game's own, up to 8."""
    return [n for n in catalog.get(game_id).players if 1 <= n <= MAX_SEATS]


def default_count(game_id: str) -> int:
    counts = seat_counts(game_id)
    default = catalog.get(game_id).default_players
    return default if default in counts else counts[-1]


class NewGameScene(LobbyRules, MenuScene):
    title = "New game"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game_id = self.playable()[0].id if self.playable() else catalog.GAMES[0].id
        self.players = default_count(self.game_id)
        self.seats = list(DEFAULT_SEATS)
        self.seed_text = ""
        self.advanced = False  # the fold that holds the seed
        self.seed_entry: Any = None
        self.picture_rect: pygame.Rect | None = None
        self._pictures: dict[tuple[str, int], pygame.Surface | None] = {}
        self.replace_confirmed = False
        self.dropdowns: dict[Any, Callable[[str], None]] = {}
        self.message_top = 0
        self.chosen: dict[tuple[str, int | None], str] = {}  # (option, person's seat or None) -> value

    # --- layout -----------------------------------------------------------------------------------
    def metrics(self) -> tuple[int, int, int]:
        """(font px, row height, gap) for the window and the text size setting."""
        h = self.app.size[1]
        font_px = gfx.scaled_size(17, h, self.app.text_scale)
        row = max(30, int(font_px * 1.8))
        return font_px, row, max(6, row // 4)

    def build(self) -> None:
        self.dropdowns = {}
        offered = menu_choices(self.players)
        self.seats = [c if c in offered else "AI normal" for c in self.seats]  # fewer seats, fewer people
        self._limit_people()
        w, h = self.app.size
        font_px, row, gap = self.metrics()
        step = row + gap
        columns = 2 if self.players > 4 else 1
        seat_rows = -(-self.players // columns)
        title_h = gfx.font(gfx.scaled_size(44, h, self.app.text_scale), True).get_linesize()
        self.message_top = int(h * 0.04) + title_h + gap // 2
        top = self.message_top + self._words_height() + gap * 2
        option_rows = self.option_rows()
        block = (3 + seat_rows + len(option_rows) + self.advanced) * step + row
        top = max(top, min((h - block) // 2, h - block - gap))
        col_w = max(300, min(int(w * 0.4), 600))
        if columns == 2:
            col_w = min(col_w, (int(w * 0.94) - gap * 3) // 2)
        width = col_w * columns + gap * 3 * (columns - 1)
        left = (w - width) // 2
        # The game and the seat count, across the top.
        info = catalog.get(self.game_id)
        main_w = col_w
        label_w = max(90, self._text_width(font_px, "Players") + 24)
        main_x = (w - main_w) // 2
        names = [s.name for s in plan_seats(self.seats[: self.players], self.together())]
        widest = max(self._text_width(font_px, f"{i + 1}. {n}") for i, n in enumerate(names))
        name_w = min(col_w * 2 // 5, widest + 20)
        self.picture_rect = None
        if columns == 1:  # the picture to the right of the choices, the two centred together
            side = max(label_w, name_w) + gap
            pic_h = min(int(h * 0.4), max(block, int(h * 0.32)))
            pic_w = min(int(pic_h * 1.5), w - gap * 4 - side - main_w - gap * 4)
            if pic_w >= pic_h * 0.6:
                left_edge = (w - (side + main_w + gap * 4 + pic_w)) // 2
                main_x = left_edge + side
                pic_y = max(self.message_top + self._words_height() + gap, top + (block - pic_h) // 2)
                self.picture_rect = pygame.Rect(main_x + main_w + gap * 4, pic_y, pic_w, min(pic_h, h - gap - pic_y))
        titles = [g.title for g in self.playable()] or [info.title]
        self._label(pygame.Rect(main_x - label_w - gap, top, label_w, row), "Game")
        self._dropdown(pygame.Rect(main_x, top, main_w, row), titles, info.title, self._set_game, "#game")
        counts = [f"{n} players" for n in seat_counts(self.game_id)]
        self._label(pygame.Rect(main_x - label_w - gap, top + step, label_w, row), "Players")
        self._dropdown(pygame.Rect(main_x, top + step, main_w, row), counts, f"{self.players} players",
                       self._set_players, "#players")
        # One row per seat, in one or two columns.
        for seat in range(self.players):
            choices = self.seat_choices(seat)
            col, r = divmod(seat, seat_rows)
            y = top + (2 + r) * step
            if columns == 1:  # lined up with the game's row, the name to the left
                box = pygame.Rect(main_x, y, main_w, row)
            else:
                x = left + col * (col_w + gap * 3) + name_w + gap
                box = pygame.Rect(x, y, col_w - name_w - gap, row)
            self._label(pygame.Rect(box.x - gap - name_w, y, name_w, row), f"{seat + 1}. {names[seat]}",
                        f"#seat_name{seat}")
            up = y > h - (y + row)  # more room above than below: the list opens upwards
            self._dropdown(box, choices, self.seats[seat], lambda v, s=seat: self._set_seat(s, v), f"#seat{seat}", up)
        # The game's own choices (a difficulty, your guild), then the fold with the seed, Back and Start.
        y = top + (2 + seat_rows) * step
        for option, seat in option_rows:
            label = option.label if seat is None or len(self.people()) == 1 else f"{names[seat]}: {option.label}"
            width = max(label_w, min(self._text_width(font_px, label) + 24, main_x - gap * 2))
            self._label(pygame.Rect(main_x - width - gap, y, width, row), label, f"#option_label_{option.key}")
            up = y > h - (y + row)
            self._dropdown(pygame.Rect(main_x, y, main_w, row), [words for _, words in option.choices],
                           option.shown(self.chosen.get((option.key, seat), option.default)),
                           lambda v, o=option, s=seat: self._set_option(o, s, v),
                           f"#option_{option.key}" + (f"_{seat}" if seat is not None else ""), up)
            if option.key in self.unavailable():  # greyed: it does not apply with the choices made
                self.widgets[-1].disable()
            y += step
        fold = "Hide advanced options" if self.advanced else \
            "Advanced options" + (f" (seed {self.seed_text})" if self.seed_text else "")
        self.button(pygame.Rect(main_x, y, main_w, row), fold, self._toggle_advanced, "#advanced")
        self.seed_entry = None
        if self.advanced:
            y += step
            self._label(pygame.Rect(main_x - label_w - gap, y, label_w, row), "Seed")
            self.seed_entry = UITextEntryLine(pygame.Rect(main_x, y, main_w, row), self.app.ui, object_id="#seed",
                                              placeholder_text="random")
            self.seed_entry.set_text(self.seed_text)
            self.widgets.append(self.seed_entry)
        bw = (main_w - gap) // 2
        self.button(pygame.Rect(main_x, y + step, bw, row), "Back", self.back, "#back")
        self.button(pygame.Rect(main_x + bw + gap, y + step, main_w - bw - gap, row), "Start", self.start, "#start")

    @staticmethod
    def _text_width(size: int, text: str) -> int:
        return gfx.font(size).size(text)[0]

    def _label(self, rect: pygame.Rect, text: str, oid: str | None = None) -> None:
        self.widgets.append(UILabel(rect, text, self.app.ui, object_id=ObjectID(object_id=oid, class_id=ROW_LABEL)))

    def _dropdown(self, rect: pygame.Rect, options: list[str], current: str, on_change: Callable[[str], None],
                  oid: str, up: bool = False) -> None:
        object_id = ObjectID(object_id=oid, class_id=DROP_UP) if up else oid
        d = UIDropDownMenu(options, current, rect, self.app.ui, object_id=object_id)
        self.widgets.append(d)
        self.dropdowns[d] = on_change

    def _words(self) -> list[tuple[pygame.Surface, bool]]:
        """The blurb, and the message on its plate when there is one: (text, on a plate)."""
        w, h = self.app.size
        small = gfx.scaled_size(16, h, self.app.text_scale)
        out = []
        blurb = catalog.get(self.game_id).blurb
        if blurb:
            out.append((gfx.wrapped(blurb, gfx.scaled_size(18, h, self.app.text_scale), int(w * 0.8), gfx.PAPER,
                                    False, "center"), False))
        notes = list(dict.fromkeys([*self.unavailable().values(), self.person_limit()[1]]))
        if any(notes):
            out.append((gfx.wrapped(" ".join(n for n in notes if n), small, int(w * 0.8), gfx.GOLD, False, "center"),
                        False))
        if self.message:
            out.append((gfx.wrapped(self.message, small, int(w * 0.7), gfx.WHITE, False, "center"), True))
        return out

    def _words_height(self) -> int:
        return sum(s.get_height() + (14 if plate else 4) for s, plate in self._words())

    def draw(self, surface: pygame.Surface) -> None:
        if self.under_a_page():
            return
        self.app.draw_felt(surface, surface.get_rect(), catalog.get(self.game_id).cooperative)
        w, h = self.app.size
        size = gfx.scaled_size(44, h, self.app.text_scale)
        t = gfx.text(self.title, size, gfx.GOLD, True)
        surface.blit(t, t.get_rect(midtop=(w // 2, int(h * 0.04))))
        y = self.message_top
        for words, plate in self._words():
            box = words.get_rect(midtop=(w // 2, y + (7 if plate else 0)))
            if plate:
                pygame.draw.rect(surface, (60, 20, 20), box.inflate(20, 10), border_radius=8)
            surface.blit(words, box)
            y = box.bottom + (7 if plate else 4)
        picture = self.picture()
        if picture is not None and self.picture_rect is not None:
            surface.blit(picture, picture.get_rect(center=self.picture_rect.center))

    def picture(self) -> pygame.Surface | None:
        """A fan of three of the game's showcase pieces, fitted to ``picture_rect`` (cached)."""
        if self.picture_rect is None:
            return None
        key = (self.game_id, self.picture_rect.h, self.picture_rect.w)
        if key not in self._pictures:
            self._pictures[key] = fan_picture(self.game_id, self.picture_rect.size)
        return self._pictures[key]

    # --- choices ----------------------------------------------------------------------------------
    @staticmethod
    def playable() -> list[Any]:
        from ..games import has_table

        return [g for g in catalog.GAMES if has_table(g.id)]

    def _toggle_advanced(self) -> None:
        self._keep_seed()
        self.advanced = not self.advanced
        self.resume()

    def _keep_seed(self) -> None:
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text().strip()

    def _set_game(self, title: str) -> None:
        self.game_id = next(g.id for g in catalog.GAMES if g.title == title)
        self.chosen = {}
        self.players = default_count(self.game_id)
        self.resume()

    def _set_players(self, text: str) -> None:
        self.players = int(text.split()[0])
        self.resume()

    def people(self) -> list[int]:
        return [i for i, spec in enumerate(self.seat_specs()) if spec.kind == "human"]

    def option_rows(self) -> list[tuple[Any, int | None]]:
        """A row per game option (the rules' own, then its table's ``lobby_options``), and per
        person for an option each person chooses."""
        rows: list[tuple[Any, int | None]] = []
        for option in catalog.get(self.game_id).options + self._table_options():
            rows += [(option, seat) for seat in self.people()] if option.per_person else [(option, None)]
        return rows

    def _table_options(self) -> tuple[Any, ...]:
        from ..games import table_class

        table = table_class(self.game_id)
        return tuple(table.lobby_options) if table is not None else ()

    def _set_option(self, option: Any, seat: int | None, words: str) -> None:
        before = (self.unavailable(), self.person_limit())
        self.chosen[(option.key, seat)] = option.value_of(words)
        if (self.unavailable(), self.person_limit()) != before:
            self.resume()  # rows greyed or seats limited anew

    def game_options(self) -> dict[str, Any]:
        """``new_game``'s options from the rows shown (each row's value, its default untouched)."""
        out: dict[str, Any] = {}
        greyed = self.unavailable()
        for option, seat in self.option_rows():
            if option.key in greyed:
                continue
            value = self.chosen.get((option.key, seat), option.default)
            if seat is None:
                out[option.key] = value
            else:
                out.setdefault(option.key, {})[seat] = value
        return out

    def _set_seat(self, seat: int, value: str) -> None:
        self.seats[seat] = value
        self.resume()  # the seat names change with the choices (Rival, Teammate 2, Player 1...)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            self._keep_seed()
            self.dropdowns[event.ui_element](event.text)
            return True
        return super().handle(event)

    def seat_specs(self) -> list[Any]:
        return plan_seats(self.seats[: self.players], self.together())

    def planned(self) -> tuple[list[Any], dict[str, Any]]:
        """The seats and ``new_game``'s options: the table's own choices (``lobby_options``) become
        rules options through its ``lobby_rules``, and may give the person more seats."""
        from ..games import table_class

        options = self.game_options()
        extra = {o.key for o in self._table_options()}
        chosen = {k: options.pop(k) for k in list(options) if k in extra}
        table = table_class(self.game_id)
        choices = self.seats[: self.players]
        if table is None or not extra:
            return self.seat_specs(), options
        specs = self.seat_specs()
        rules, people = table.lobby_rules({**options, **chosen}, [s.kind == "human" for s in specs])
        you = next((c for c, s in zip(choices, specs) if s.kind == "human"), YOU)
        choices = [you if mine and spec.kind != "human" else c for c, spec, mine in zip(choices, specs, people)]
        return plan_seats(choices, self.together()), {**options, **rules}

    def start(self) -> None:
        from ..platform import stats
        from ..play.session import Session

        self._keep_seed()
        text = self.seed_text
        if text and not text.lstrip("-").isdigit():
            self.message = "The seed must be a whole number (or empty for a random game)."
            self.advanced = True
            self.resume()
            return
        facts = catalog.get(self.game_id)
        people = sum(1 for spec in self.seat_specs() if spec.kind == "human")
        if facts.person_seats is not None and people > facts.person_seats:
            self.message = (f"In {facts.title} one person plays one seat: everyone else's seat shows that "
                            "person's hand. Give the other seats to AI players." if facts.person_seats == 1 else
                            f"In {facts.title} people may hold {facts.person_seats} seats at the most.")
            self.resume()
            return
        if self.app.store.exists() and not self.replace_confirmed:
            self.replace_confirmed = True
            self.message = "Starting a new game replaces your saved game. Press Start again to go ahead."
            self.resume()
            return
        seed = int(text) if text else random.randrange(1, 10**9)
        seats, options = self.planned()
        session = Session.new(self.game_id, seats, seed, options, store=self.app.store)
        session.stats = stats.book()
        self.app.stack.pop()
        navigation.open_table(self.app, session)


def fan_picture(game_id: str, size: tuple[int, int]) -> pygame.Surface | None:
    """Three of ``game_id``'s showcase looks, drawn by its adapter at card shape, fanned out and
    fitted inside ``size``; ``None`` for a game without a table or showcase."""
    from ..games import table_class

    table = table_class(game_id)
    looks = list(table.showcase[:3]) if table is not None else []
    if not looks:
        return None
    adapter = table(["", ""])
    card_h = max(40, int(size[1] * 0.8))
    card_w = card_h * 5 // 7
    middle = (len(looks) - 1) / 2
    turned = []
    for i, look in enumerate(looks):
        try:
            card = adapter.render(look, card_w, card_h)
        except (pygame.error, FileNotFoundError, KeyError, ValueError):
            return None
        image = pygame.transform.rotozoom(card, (middle - i) * 9, 1.0)
        turned.append(image.get_rect(center=((i - middle) * card_w * 0.62, abs(i - middle) * card_h * 0.05)))
        turned[-1] = (image, turned[-1])
    bounds = turned[0][1].unionall([r for _, r in turned[1:]])
    fan = pygame.Surface(bounds.size, pygame.SRCALPHA)
    for image, rect in turned:
        fan.blit(image, rect.move(-bounds.x, -bounds.y))
    k = min(size[0] / bounds.w, size[1] / bounds.h, 1.0)
    return pygame.transform.smoothscale(fan, (max(1, int(bounds.w * k)), max(1, int(bounds.h * k))))

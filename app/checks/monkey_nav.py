"""The monkey's sense of direction: how to get back to the table, and how to start the next game
through the menus (title, New game, its dropdowns, Start), with the same events a player sends.

Random input alone would spend most of its time in menus; every few hundred events the monkey
starts a New game of the next game in the catalog (a random seat count, random seats, random game
options), and now and then it walks back to the table it left. Only when the menus cannot get
there does it use ``navigation`` directly (counted as a fallback).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .monkey_aim import table_of

Click = Callable[[tuple[int, int]], None]


def scene_name(scene: Any) -> str:
    return type(scene).__name__ if scene is not None else "-"


def widget(app: Any, object_id: str) -> Any | None:
    """The visible pygame_gui element with ``object_id``, or ``None``."""
    for element in app.ui.get_sprite_group().sprites():
        ids = getattr(element, "get_object_ids", lambda: [])()
        if object_id in ids and getattr(element, "visible", True):
            return element
    return None


def widgets_like(app: Any, prefix: str) -> list[tuple[str, Any]]:
    """(object id, element) of every visible element whose id starts with ``prefix``."""
    out = []
    for element in app.ui.get_sprite_group().sprites():
        ids = [str(i) for i in getattr(element, "get_object_ids", lambda: [])()]
        if ids and ids[-1].startswith(prefix) and getattr(element, "visible", True):
            out.append((ids[-1], element))
    return out


class Navigator:
    """Moves the app towards a goal with real clicks and keys (``monkey.Monkey`` sends them)."""

    def __init__(self, monkey: Any) -> None:
        self.m = monkey
        self.fallbacks = 0
        self.why: list[str] = []  # what the menus could not do, one line per fallback

    def fallback(self, why: str) -> None:
        self.fallbacks += 1
        self.why.append(f"event {self.m.index}: {why} (in {scene_name(self.app.stack.top)})")

    @property
    def app(self) -> Any:
        return self.m.app

    # --- single steps -------------------------------------------------------------------------------
    def click_widget(self, object_id: str) -> bool:
        element = widget(self.app, object_id)
        if element is None or not element.is_enabled:
            return False
        self.m.click(element.rect.center, settle=3)
        return True

    def choose(self, object_id: str, option: str) -> bool:
        """Open the dropdown ``object_id`` and click ``option`` in its list (``False``: not offered,
        or scrolled out of sight)."""
        menu = widget(self.app, object_id)
        if menu is None or not menu.is_enabled:
            return False
        if menu.selected_option[0] == option:
            return True
        self.m.click(menu.rect.center, settle=2)
        state = getattr(menu, "current_state", None)
        items = getattr(getattr(state, "options_selection_list", None), "item_list", None) or []
        item = next((i for i in items if i["text"] == option), None)
        if item is None or item.get("button_element") is None:
            self.m.click(menu.rect.center, settle=2)  # close it again
            return False
        self.m.click(item["button_element"].rect.center, settle=4)
        menu = widget(self.app, object_id)
        return menu is not None and menu.selected_option[0] == option

    def toward_title(self) -> bool:
        """One step back towards the title screen; ``True`` once there."""
        app = self.app
        self.m.settle(2)  # a button pressed by the last event acts first
        top = app.stack.top
        name = scene_name(top)
        if name == "TitleScene":
            return True
        for oid in ("#save_quit", "#title", "#show_table", "#back", "#no"):
            if self.click_widget(oid):
                return scene_name(app.stack.top) == "TitleScene"
        self.m.key_escape()  # the table opens its pause menu; a menu goes back
        return scene_name(app.stack.top) == "TitleScene"

    def to_title(self) -> None:
        for _ in range(16):
            if self.toward_title():
                return
        from ..scenes import navigation

        self.fallback("could not reach the title")
        navigation.to_title(self.app)
        self.m.settle(2)

    # --- goals ----------------------------------------------------------------------------------------
    def start_game(self, game_id: str, rng: random.Random) -> bool:
        """Title, New game, the game, a seat count, seats and options at random, Start."""
        from rules import catalog

        from ..scenes.new_game import seat_counts

        self.to_title()
        if not self.click_widget("#new_game") or scene_name(self.app.stack.top) != "NewGameScene":
            return self._fallback_start(game_id, rng)
        scene = self.app.stack.top
        info = catalog.get(game_id)
        if not self.choose("#game", info.title):
            self.fallback(f"could not choose {game_id} in the game list")
            scene._set_game(info.title)
            self.m.settle(2)
        counts = seat_counts(game_id)
        if len(counts) > 1 and rng.random() < 0.7:
            self.choose("#players", f"{rng.choice(counts)} players")
        self._seats(rng)
        for oid, element in widgets_like(self.app, "#option_"):
            if rng.random() < 0.6 and element.is_enabled and hasattr(element, "options_list"):
                self.choose(oid, rng.choice([text for text, _ in element.options_list]))
        if rng.random() < 0.25:
            self._seed(rng.choice(["42", "-7", "0", "9" * 30, "12 34", "x"]))
        for _ in range(3):
            if scene_name(self.app.stack.top) != "NewGameScene" or not self.click_widget("#start"):
                break
        return self._at_table(game_id)

    def _seed(self, text: str) -> None:
        """Open Advanced options and type a seed (now and then one that is not a number)."""
        if widget(self.app, "#seed") is None:
            self.click_widget("#advanced")
        entry = widget(self.app, "#seed")
        if entry is None:
            return
        self.m.click(entry.rect.center, settle=1)
        self.m.type_text(text)

    def _seats(self, rng: random.Random) -> None:
        """Mostly you against the AI; sometimes AI only (to watch), sometimes two people sharing."""
        mode = rng.choices(["you", "watch", "shared"], weights=[6, 2, 2])[0]
        seats = sorted(widgets_like(self.app, "#seat"), key=lambda p: p[0])
        seats = [(oid, e) for oid, e in seats if oid[5:].isdigit()]
        for index, (oid, element) in enumerate(seats):
            choices = [text for text, _ in element.options_list]
            ai = [c for c in choices if c.startswith("AI ")] or choices
            if mode == "watch" or (index > 0 and not (mode == "shared" and index == 1)):
                want = rng.choice(ai)
            elif index == 0:
                want = choices[0]
            else:
                want = next((c for c in choices if not c.startswith("AI ") and c != choices[0]), rng.choice(ai))
            self.choose(oid, want)

    def _at_table(self, game_id: str) -> bool:
        table = table_of(self.app)
        return table is not None and table.session.game_id == game_id

    def _fallback_start(self, game_id: str, rng: random.Random) -> bool:
        from rules import catalog

        from ..play.seats import plan_seats
        from ..play.session import Session
        from ..scenes import navigation
        from ..scenes.new_game import default_count

        self.fallback("no New game button on the title")
        navigation.to_title(self.app)
        count = default_count(game_id)
        seats = plan_seats(["You"] + ["AI normal"] * (count - 1), catalog.get(game_id).cooperative)
        session = Session.new(game_id, seats, rng.randrange(1, 10**9), {}, store=self.app.store)
        navigation.open_table(self.app, session)
        self.m.settle(2)
        return self._at_table(game_id)

    def toward_table(self) -> None:
        """One step back to the game in play: Continue on the title, Resume in the pause menu,
        the curtain lifted; other menus are left with Esc."""
        self.m.settle(1)
        name = scene_name(self.app.stack.top)
        if name in ("TableScene", "TutorialOverlay"):
            return
        for oid in ("#continue", "#resume", "#show_table", "#no"):
            if self.click_widget(oid):
                return
        if name not in ("TitleScene", "ResultsScene"):
            self.m.key_escape()

"""Where the words on screen are, frame by frame: the check that no text is drawn over other
visible text and none is cut by its panel or the window ("no text on text").

A frame is drawn into a ``TracingSurface`` instead of the window: it records every blit of a
surface of words (``app.ui.gfx.WORDS`` knows them) with the clip in force, and every opaque
cover (an opaque image, or a filled rectangle while ``pygame.draw.rect`` is watched). pygame_gui's
widgets are read from the UI manager after the frame: buttons, lists and text boxes cover their
rectangles and carry words; labels carry words only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from app.ui import gfx

TEXT_WIDGETS = ("UILabel", "UIButton", "UITextBox", "UITextEntryLine")  # a list shows its choice on a button
COVERING_WIDGETS = ("UIButton", "UITextBox", "UITextEntryLine")


@dataclass
class Mark:
    kind: str               # "text" or "cover"
    rect: pygame.Rect       # where it landed (after clipping)
    full: pygame.Rect       # where it was meant to land
    words: str = ""
    order: int = 0


@dataclass
class Trace:
    marks: list[Mark] = field(default_factory=list)

    def add(self, kind: str, rect: pygame.Rect, full: pygame.Rect, words: str = "") -> None:
        self.marks.append(Mark(kind, pygame.Rect(rect), pygame.Rect(full), words, len(self.marks)))

    # --- the checks ---------------------------------------------------------------------------------
    def texts(self) -> list[Mark]:
        return [m for m in self.marks if m.kind == "text" and m.words.strip() and m.rect.w > 2 and m.rect.h > 2]

    def overlaps(self, slack: int = 2) -> list[str]:
        """Text drawn over text that was still visible (no opaque cover hid it in between, and no
        magnifier: words under a piece shown large are out of sight on purpose, for a moment)."""
        out = []
        texts = self.texts()
        covers = [m for m in self.marks if m.kind in ("cover", "lifted")]
        for i, below in enumerate(texts):
            for above in texts[i + 1:]:
                hit = below.rect.clip(above.rect)
                if hit.w <= slack or hit.h <= slack or above.words == below.words and above.rect == below.rect:
                    continue
                hidden = any(below.order < c.order < above.order and c.rect.contains(hit) for c in covers)
                gone = any(c.order > above.order and c.rect.contains(below.rect.union(above.rect)) for c in covers)
                if not hidden and not gone:
                    out.append(f"{above.words!r} over {below.words!r} at {hit}")
        return out

    def covered(self, slack: int = 4) -> list[str]:
        """Text partly hidden by a picture drawn after it (a card shown large over a tooltip)."""
        out = []
        images = [m for m in self.marks if m.kind == "image"]
        covers = [m for m in self.marks if m.kind in ("cover", "lifted")]
        for text in self.texts():
            for image in images:
                hit = text.rect.clip(image.rect.inflate(-slack * 2, -slack * 2))
                if image.order < text.order or hit.w <= slack or hit.h <= slack or image.rect.contains(text.rect):
                    continue
                if any(text.order < c.order < image.order and c.rect.contains(text.rect) for c in covers):
                    continue  # the text was already out of sight (a page drawn over it)
                out.append(f"{text.words!r} partly under a picture at {image.rect}")
        return out

    def clipped(self, screen: pygame.Rect, slack: int = 2) -> list[str]:
        """Text cut by the clip in force or by the window's edge."""
        out = []
        for m in self.texts():
            inside = m.full.clip(screen)
            if m.rect.w < inside.w - slack or m.rect.h < inside.h - slack or inside.w < m.full.w - slack \
                    or inside.h < m.full.h - slack:
                out.append(f"{m.words!r} cut: meant {m.full}, shown {m.rect}")
        return out


class TracingSurface(pygame.Surface):
    """A window-sized surface that records what is drawn on it."""

    def __init__(self, size: tuple[int, int], trace: Trace) -> None:
        super().__init__(size)
        self.trace = trace

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        pos = dest.topleft if hasattr(dest, "topleft") else (dest[0], dest[1])
        size = (area.w, area.h) if area is not None and hasattr(area, "w") else source.get_size()
        full = pygame.Rect(int(pos[0]), int(pos[1]), size[0], size[1])
        words = gfx.WORDS.get(source)
        if source in gfx.SOFT:
            pass
        elif source in gfx.LIFTED:
            self.trace.add("lifted", rect, full)
        elif words:
            self.trace.add("text", rect, full, words)
        elif not source.get_flags() & pygame.SRCALPHA and source.get_alpha() in (None, 255):
            self.trace.add("cover", rect, full)
        elif min(rect.w, rect.h) >= 24 and source.get_alpha() in (None, 255):
            self.trace.add("image", rect, full)  # a piece, a card shown large: solid enough to hide words
        return rect

    def blits(self, sequence: Any, doreturn: Any = 1) -> Any:  # pygame_gui draws its sprites this way
        rects = [self.blit(*item) for item in sequence]
        return rects if doreturn else None


def watch_fills(monkeypatch: Any) -> None:
    """Record filled, opaque rectangles drawn on a tracing surface as covers."""
    original = pygame.draw.rect

    def rect(surface: Any, colour: Any, rect: Any, width: int = 0, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn = original(surface, colour, rect, width, *args, **kwargs)
        if isinstance(surface, TracingSurface) and width == 0 and (len(colour) < 4 or colour[3] == 255):
            surface.trace.add("cover", drawn, pygame.Rect(rect))
        return drawn

    monkeypatch.setattr(pygame.draw, "rect", rect)


def widget_words(app: Any, trace: Trace) -> list[str]:
    """Add the UI manager's visible widgets to ``trace`` (in drawing order) and return the widgets
    whose words do not fit them."""
    problems = []
    for element in app.ui.get_sprite_group().sprites():
        name = type(element).__name__
        if name not in TEXT_WIDGETS or not getattr(element, "visible", True):
            continue
        rect = pygame.Rect(element.rect)
        if name in COVERING_WIDGETS:
            trace.add("cover", rect, rect)
        words = str(getattr(element, "text", "") or "")
        if not words.strip() or name in ("UITextBox", "UITextEntryLine"):
            continue
        font = getattr(element, "font", None)
        width = font.size(words)[0] if font is not None and hasattr(font, "size") else 0
        box = rect.inflate(-8, -4)
        text_rect = pygame.Rect(0, 0, min(width, box.w), rect.h // 2)
        text_rect.center = rect.center
        trace.add("text", text_rect, text_rect, words)
        if width > box.w + 2:
            problems.append(f"widget {name} {words!r} ({width} px) does not fit {box.w} px")
    return problems


def frame(app: Any) -> tuple[Trace, list[str]]:
    """Draw one frame of ``app`` into a tracing surface: the trace, and the widgets whose words do
    not fit them."""
    import pytest

    trace = Trace()
    with pytest.MonkeyPatch.context() as patch:
        watch_fills(patch)
        app.draw(TracingSurface(app.size, trace))
    return trace, widget_words(app, trace)


def problems(app: Any) -> list[str]:
    """Everything wrong with the words of the frame ``app`` draws now."""
    trace, widgets = frame(app)
    return trace.overlaps() + trace.covered() + trace.clipped(pygame.Rect(0, 0, *app.size)) + widgets

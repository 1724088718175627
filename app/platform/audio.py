"""Sound effects: short WAVs from ``sounds/``, played at the effects volume.

A sound is named by its file under ``sounds/`` without ".wav": the house's own ("draw", "coin")
at the top, a game's own in its folder ("<game>/<name>").

If the machine has no audio device the board stays silent instead of failing: sound is a
pleasure, never a requirement.
"""

from __future__ import annotations

import time

import pygame

from . import resources

NAMES = ("draw", "place", "flip", "crash", "reveal", "win", "lose", "click", "coin", "shuffle", "bounce", "error",
         "tile", "claim", "key", "dice")  # the house's sounds (ART.md), every game may use them


def every_sound() -> list[str]:
    """Every sound on disk by name, the games' own included (for the self-test)."""
    root = resources.sound("")
    return sorted(p.relative_to(root).with_suffix("").as_posix() for p in root.rglob("*.wav"))


class SoundBoard:
    """``start=False`` leaves the audio device closed until ``start()`` or the first sound: the
    app opens the window first (opening a device, or finding there is none, can take 0.1 s)."""

    def __init__(self, volume: float = 0.8, *, start: bool = True) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = False
        self.started = False
        self.played: list[str] = []  # what was asked for, for tests and the self-test
        if start:
            self.start()

    def start(self) -> bool:
        """Open the audio device (once); whether sound is available."""
        if not self.started:
            self.started = True
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self.enabled = True
            except pygame.error:
                self.enabled = False
        return self.enabled

    def load_all(self) -> None:
        for name in NAMES:
            self._get(name)

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if not self.start():
            return None
        if name not in self.sounds:
            path = resources.sound(f"{name}.wav")
            if not path.is_file():
                return None
            self.sounds[name] = pygame.mixer.Sound(str(path))
        return self.sounds[name]

    def close(self) -> None:
        """Stop every sound, give a sound that has just finished time to report it, then close the
        device. Closing while a channel finishes can deadlock SDL_mixer (its channel-finished
        callback waits for the interpreter lock that the closing thread holds), so no channel may
        be playing by then."""
        if not pygame.mixer.get_init():
            return
        pygame.mixer.stop()
        time.sleep(0.05)  # the lock is free while sleeping: a pending callback runs and returns
        pygame.mixer.quit()
        self.enabled = False

    def play(self, name: str) -> None:
        self.played.append(name)
        if self.volume <= 0:
            return
        sound = self._get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

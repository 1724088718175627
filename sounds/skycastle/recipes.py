"""Sky Castle's own sounds, made with the house's building blocks (``sounds/make_sounds.py``
finds this file and writes the WAVs beside it, as ``skycastle/<name>.wav``)."""

import random


def recipes(h):
    """The sounds by file name; ``h`` is the house script, for its building blocks."""

    def s_swap():
        """A Scout's swap: two tiles slide past each other (a rising swoosh, then a falling one)."""
        rng = random.Random(1414)
        x = h.silence(0.46)
        a = h.noise(rng, 0.2)
        a = h.svf_sweep(a, lambda t: 700 + 2300 * t, q=1.3)
        a = h.apply_env(a, h.env_hump(len(a), 0.6, 1.4))
        b = h.noise(rng, 0.22)
        b = h.svf_sweep(b, lambda t: 3200 - 2300 * t, q=1.3)
        b = h.apply_env(b, h.env_hump(len(b), 0.4, 1.4))
        h.mix_into(x, a, 0.005, 1.0)
        h.mix_into(x, b, 0.15, 0.9)
        h.mix_into(x, h.grain(rng, 0.04, 1500, 1.2, 0.005), 0.4, 0.3)
        x = h.biquad(x, "lowpass", 6000)
        return h.finish(x, 0.003, 0.03)

    def s_thieve():
        """The Thief snatches a tile: a fast falling whoosh, then a sly plucked note that bends down."""
        rng = random.Random(1515)
        x = h.silence(0.5)
        w = h.noise(rng, 0.14)
        w = h.svf_sweep(w, lambda t: 5200 - 4200 * t ** 0.7, q=1.8)
        w = h.apply_env(w, h.env_hump(len(w), 0.3, 1.2))
        h.mix_into(x, w, 0.0, 0.8)
        pluck = ((1, 1.0), (2, 0.5, 0.5), (3, 0.25, 0.35), (4, 0.12, 0.25))
        h.mix_into(x, h.tone(523.25, 0.3, pluck, tau=0.07, attack=0.001, glide_to=440.0), 0.1, 0.75)
        h.mix_into(x, h.grain(rng, 0.02, 3000, 1.0, 0.002), 0.1, 0.25)
        x = h.biquad(x, "lowpass", 5500)
        return h.finish(x, 0.002, 0.05)

    return {"swap.wav": s_swap, "thieve.wav": s_thieve}

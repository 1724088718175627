"""Professor Evil and the Citadel of Time's own sounds, made with the house's building blocks
(``sounds/make_sounds.py`` finds this file and writes the WAVs beside it, as ``citadel/<name>.wav``).

Spec 8.5 names twenty sounds. The house already has four of them, which the table plays by their
house names: ``ui_click`` = ``click``, ``card_draw`` = ``draw``, ``nope`` = ``error`` and
``dice_roll`` = ``dice`` (the rattle, 0.85 s). These are the rest, plus ``prof_cackle`` (the short
cackle on the Professor's first step). Every recipe has its own fixed seed, so the files come out
byte-identical on every run; every sound is under 1.6 s."""

import math
import random

TAU = 2.0 * math.pi


def recipes(h):
    """The sounds by file name; ``h`` is the house script, for its building blocks."""

    norm, thud = h.norm, h.thud  # the house's building blocks

    def knock(rng, f, tau, partials=((1, 1.0), (1.73, 0.5, 0.6), (2.61, 0.3, 0.4))):
        """A hard little click with a pitched body (a latch, a lever, a clock's escapement)."""
        x = h.tone(f, min(0.2, tau * 8), partials, tau=tau, attack=0.0004)
        return h.mix_into(x, h.grain(rng, 0.02, f * 1.6, 1.4, tau * 0.5), 0.0, 0.8)

    def voice(f0, f1, seconds, formants, vibrato=0.0, rough=0.0, rng=None, attack=0.01, release=0.04):
        """A voiced vowel: a buzzy source (its pitch gliding f0 -> f1) through a bank of formants
        ``((centre Hz, gain, q), ...)``. ``rough`` adds a little jitter to the pulse (a rasp)."""
        n = round(seconds * h.SR)
        src = [0.0] * n
        ph = 0.0
        for i in range(n):
            t = i / n
            f = f0 * (f1 / f0) ** t
            if vibrato:
                f *= 1.0 + vibrato * math.sin(TAU * 6.0 * i / h.SR)
            if rough and rng is not None:
                f *= 1.0 + rough * rng.uniform(-1.0, 1.0)
            ph = (ph + f / h.SR) % 1.0
            # a soft glottal pulse: a quick rise, a longer fall, then closed
            if ph < 0.4:
                src[i] = math.sin(math.pi * ph / 0.4 * 0.5) ** 2
            elif ph < 0.65:
                src[i] = math.cos(math.pi * (ph - 0.4) / 0.25 * 0.5) ** 2
            else:
                src[i] = 0.0
        src = h.dc_block(src, 40.0)
        out = [0.0] * n
        for fc, gain, q in formants:
            band = h.biquad(src, "bandpass", fc, q)
            for i, v in enumerate(band):
                out[i] += gain * v
        env = [1.0] * n
        a, r = max(1, int(attack * h.SR)), max(1, int(release * h.SR))
        for i in range(min(a, n)):
            env[i] = i / a
        for i in range(min(r, n)):
            env[n - 1 - i] *= i / r
        return h.apply_env(out, env)

    AH = ((750, 1.0, 4.0), (1200, 0.55, 5.0), (2600, 0.18, 6.0))      # "ha"
    EH = ((530, 1.0, 4.0), (1850, 0.5, 6.0), (2500, 0.2, 7.0))        # "heh"
    UH = ((620, 1.0, 3.0), (1200, 0.4, 4.0), (2550, 0.15, 6.0))       # a gasp's "uh"

    def breath(rng, seconds, fc, q=1.0):
        b = h.biquad(h.noise(rng, seconds), "bandpass", fc, q)
        return h.apply_env(b, h.env_hump(len(b), 0.3, 1.2))

    # --------------------------------------------------------------------------- cards and steps
    def s_card_play():
        """A card is played: a quick swish and a crisp snap on the table."""
        rng = random.Random(3101)
        x = h.silence(0.2)
        sw = h.svf_sweep(h.noise(rng, 0.07), lambda t: 1800 + 3800 * t, q=1.5)
        h.mix_into(x, h.apply_env(sw, h.env_hump(len(sw), 0.75, 1.3)), 0.0, 0.55)
        snap = h.biquad(h.noise(rng, 0.03), "highpass", 1800)
        snap = h.apply_env(snap, h.env_exp(len(snap), 0.004, 0.0003))
        h.mix_into(x, snap, 0.066, 1.0)
        h.mix_into(x, h.grain(rng, 0.06, 1200, 0.9, 0.01), 0.066, 0.6)
        h.mix_into(x, h.tone(170, 0.08, ((1, 1.0), (2.2, 0.3)), tau=0.015, attack=0.001), 0.066, 0.35)
        x = h.biquad(x, "lowpass", 8000)
        return h.finish(x, 0.002, 0.03)

    def s_step():
        """A character moves: two light, quick footsteps (soft soles on stone)."""
        rng = random.Random(3102)
        x = h.silence(0.36)
        for k, at in enumerate((0.005, 0.17)):
            f0 = 210 + rng.uniform(-12, 12)
            h.mix_into(x, thud(rng, f0, f0 * 0.85, 0.016, 1100, 0.8, 0.1), at, 0.8 - 0.15 * k)
            h.mix_into(x, h.grain(rng, 0.03, 2600, 1.2, 0.003), at + 0.004, 0.22)
        x = h.biquad(x, "lowpass", 4000)
        return h.finish(x, 0.002, 0.04)

    # --------------------------------------------------------------------------- doors
    def s_door_unlock():
        """A door marker is removed: a key rattles in the lock, the latch clacks open, the bar lifts."""
        rng = random.Random(3103)
        x = h.silence(0.55)
        t = 0.004
        for _ in range(4):
            h.mix_into(x, h.clink(rng.uniform(2800, 4200), 0.08, 0.012), t, rng.uniform(0.2, 0.35))
            t += rng.uniform(0.025, 0.045)
        h.mix_into(x, knock(rng, 1250, 0.012), 0.2, 1.0)                         # the latch
        h.mix_into(x, h.tone(620, 0.12, ((1, 1.0), (2.4, 0.4, 0.6)), tau=0.025, attack=0.001), 0.2, 0.45)
        lift = h.svf_sweep(h.noise(rng, 0.18), lambda t: 500 + 900 * t, q=2.0)     # wood sliding up
        h.mix_into(x, h.apply_env(lift, h.env_hump(len(lift), 0.5, 1.5)), 0.29, 0.3)
        h.mix_into(x, thud(rng, 260, 220, 0.015, 1200, 0.5, 0.08), 0.45, 0.3)      # set down
        x = h.biquad(x, "lowpass", 9000)
        return h.finish(x, 0.001, 0.05)

    def s_door_lock():
        """The Professor locks a doorway: a heavy wooden bar slams across, an iron bolt clunks home."""
        rng = random.Random(3104)
        x = h.silence(0.62)
        slide = h.svf_sweep(h.noise(rng, 0.1), lambda t: 1600 - 1000 * t, q=2.0)
        h.mix_into(x, h.apply_env(slide, h.env_hump(len(slide), 0.7, 1.2)), 0.0, 0.35)
        h.mix_into(x, norm(thud(rng, 95, 62, 0.06, 380, 1.4, 0.4)), 0.09, 1.0)
        plate = ((1, 1.0), (1.47, 0.6, 0.7), (2.09, 0.4, 0.5), (2.83, 0.25, 0.4))
        h.mix_into(x, h.tone(520, 0.3, plate, tau=0.045, attack=0.0008), 0.1, 0.3)   # the iron bands
        h.mix_into(x, knock(rng, 900, 0.01), 0.23, 0.4)                               # the bolt
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.001, 0.06)

    # --------------------------------------------------------------------------- switches
    def s_switch_off():
        """A switch turns OFF: the lever clacks down and the machine winds down with a falling whir."""
        rng = random.Random(3105)
        x = h.silence(0.75)
        h.mix_into(x, knock(rng, 1500, 0.01), 0.003, 0.9)
        h.mix_into(x, thud(rng, 180, 150, 0.02, 900, 0.5, 0.08), 0.003, 0.4)
        whir = h.tone(520, 0.66, ((1, 1.0), (2, 0.45), (3, 0.2), (4, 0.1)), attack=0.01, glide_to=70, release=0.1)
        fade = [math.exp(-3.2 * i / len(whir)) for i in range(len(whir))]
        h.mix_into(x, h.apply_env(whir, fade), 0.05, 0.45)
        hum = h.biquad(h.noise(rng, 0.5), "bandpass", 700, 2.0)
        h.mix_into(x, h.apply_env(hum, h.env_exp(len(hum), 0.15, 0.005)), 0.05, 0.15)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.001, 0.08)

    def s_switch_on():
        """A switch turns ON: the lever clacks up, a spark snaps and the trap buzzes into life."""
        rng = random.Random(3106)
        x = h.silence(0.7)
        h.mix_into(x, knock(rng, 1900, 0.009), 0.003, 0.5)
        for _ in range(5):                                                          # the spark
            h.mix_into(x, h.grain(rng, 0.01, rng.uniform(4000, 7000), 1.0, 0.0012), 0.05 + rng.uniform(0, 0.05), 0.35)
        buzz_parts = tuple((k, 1.0 / k ** 0.6) for k in range(1, 16))
        buzz = h.tone(110, 0.58, buzz_parts, attack=0.04, release=0.12)
        buzz = h.biquad(buzz, "bandpass", 900, 0.8)
        swell = [min(1.0, (i / len(buzz)) * 3.0) * (0.75 + 0.25 * math.sin(TAU * 9 * i / h.SR)) for i in range(len(buzz))]
        h.mix_into(x, norm(h.apply_env(buzz, swell)), 0.07, 0.85)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.001, 0.08)

    # --------------------------------------------------------------------------- the Professor
    def s_prof_step():
        """Each Professor step: one heavy boot, heel then sole, with the floor's low boom."""
        rng = random.Random(3107)
        x = h.silence(0.42)
        h.mix_into(x, norm(thud(rng, 92, 62, 0.055, 420, 1.4, 0.3)), 0.004, 1.0)
        h.mix_into(x, knock(rng, 700, 0.008), 0.004, 0.35)                            # the hard heel
        h.mix_into(x, norm(thud(rng, 120, 90, 0.03, 600, 1.0, 0.16)), 0.09, 0.5)      # the sole
        x = h.biquad(x, "lowpass", 3000)
        return h.finish(x, 0.002, 0.05)

    def s_prof_cackle():
        """The Professor sets off: a short, nasal "heh-heh-heh" (played with his first step)."""
        rng = random.Random(3108)
        x = h.silence(0.82)
        for k, at in enumerate((0.02, 0.2, 0.37, 0.53)):
            f = 330 - 18 * k
            h.mix_into(x, norm(breath(rng, 0.05, 2400, 0.8)), at, 0.12)
            v = voice(f, f * 0.9, 0.13, EH, vibrato=0.01, rough=0.02, rng=rng, attack=0.008, release=0.05)
            h.mix_into(x, norm(v), at + 0.03, 0.9 - 0.12 * k)
        x = h.biquad(x, "highpass", 200)
        x = h.biquad(x, "lowpass", 6000)
        return h.finish(x, 0.004, 0.08)

    def s_secret_passage():
        """A secret passage: a stone door grinds round with a swirling whoosh, then settles."""
        rng = random.Random(3109)
        x = h.silence(1.3)
        grind = h.biquad(h.noise(rng, 1.05), "lowpass", 420)
        chatter = []
        t = 0.0
        while len(chatter) < len(grind):  # stick-slip: the stone catches and slips
            seg = round(rng.uniform(0.012, 0.03) * h.SR)
            chatter.extend([rng.uniform(0.35, 1.0)] * seg)
        chatter = h.biquad(chatter[:len(grind)], "lowpass", 60)
        grind = h.apply_env(h.apply_env(grind, chatter), h.env_hump(len(grind), 0.45, 0.8))
        h.mix_into(x, norm(grind), 0.0, 0.8)
        swirl = h.svf_sweep(h.noise(rng, 0.9), lambda t: 600 + 2600 * math.sin(math.pi * t) * (0.8 + 0.2 * math.sin(TAU * 5 * t)), q=2.5)
        h.mix_into(x, norm(h.apply_env(swirl, h.env_hump(len(swirl), 0.55, 1.4))), 0.15, 0.5)
        h.mix_into(x, norm(thud(rng, 75, 50, 0.07, 300, 1.5, 0.3)), 1.02, 0.8)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.01, 0.1)

    def s_chase():
        """Characters are chased out: a fast whoosh past, and a startled little gasp."""
        rng = random.Random(3110)
        x = h.silence(0.75)
        w = h.svf_sweep(h.noise(rng, 0.3), lambda t: 900 + 3800 * math.sin(math.pi * t) ** 2, q=1.6)
        h.mix_into(x, norm(h.apply_env(w, h.env_hump(len(w), 0.4, 1.3))), 0.0, 0.7)
        gasp_air = h.svf_sweep(h.noise(rng, 0.2), lambda t: 1400 + 1400 * t, q=1.8)
        h.mix_into(x, norm(h.apply_env(gasp_air, h.env_hump(len(gasp_air), 0.25, 1.0))), 0.3, 0.55)
        v = voice(420, 560, 0.16, UH, vibrato=0.0, rough=0.03, rng=rng, attack=0.02, release=0.07)
        h.mix_into(x, norm(v), 0.33, 0.45)
        x = h.biquad(x, "highpass", 150)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.004, 0.06)

    def s_time_back():
        """5 or 10 minutes: a tick played backwards (a swell that stops dead), once per step back."""
        rng = random.Random(3111)
        x = h.silence(0.3)
        tick = h.silence(0.26)
        h.mix_into(tick, knock(rng, 2300, 0.03, ((1, 1.0), (2.1, 0.5, 0.6), (3.4, 0.3, 0.4))), 0.0, 1.0)
        h.mix_into(tick, h.tone(880, 0.25, ((1, 1.0), (2.76, 0.3, 0.5)), tau=0.07, attack=0.001, glide_to=1100), 0.0, 0.35)
        h.mix_into(x, list(reversed(tick)), 0.02, 1.0)
        x = h.biquad(x, "lowpass", 7500)
        return h.finish(x, 0.01, 0.004)

    # --------------------------------------------------------------------------- the clock
    def s_clock_tick():
        """Each clock step: a tick-tock of the big clock (bright tick, lower tock, a brass ring)."""
        rng = random.Random(3112)
        x = h.silence(0.5)
        h.mix_into(x, knock(rng, 2100, 0.012), 0.004, 1.0)
        h.mix_into(x, h.tone(1046.5, 0.2, ((1, 1.0), (2.76, 0.25, 0.5)), tau=0.05, attack=0.001), 0.004, 0.18)
        h.mix_into(x, knock(rng, 1350, 0.015), 0.24, 0.85)
        h.mix_into(x, h.tone(784.0, 0.22, ((1, 1.0), (2.76, 0.25, 0.5)), tau=0.06, attack=0.001), 0.24, 0.15)
        x = h.biquad(x, "highpass", 300)
        return h.finish(x, 0.001, 0.05)

    def s_idea():
        """An idea: the bulb clicks on and a bright chime rises (a little glint of small bells)."""
        rng = random.Random(3113)
        x = h.silence(0.95)
        h.mix_into(x, knock(rng, 3000, 0.006), 0.0, 0.3)
        bell = ((1, 1.0), (2.0, 0.3, 0.6), (2.76, 0.2, 0.45), (5.4, 0.07, 0.25))
        for f, at, g in ((1174.7, 0.03, 0.7), (1568.0, 0.11, 0.75), (2349.3, 0.19, 0.8)):
            h.mix_into(x, h.tone(f, 0.7, bell, tau=0.2, attack=0.002), at, g)
        for k in range(6):
            f = 3100 + 350 * k + rng.uniform(-60, 60)
            h.mix_into(x, h.tone(f, 0.18, ((1, 1.0),), tau=0.04, attack=0.001), 0.24 + 0.035 * k, 0.18)
        return h.finish(x, 0.002, 0.1)

    # --------------------------------------------------------------------------- treasures
    def s_rescue():
        """A treasure is saved: a short bright fanfare (D5 F#5 A5, then a D6 chord with a bell)."""
        x = h.silence(1.05)
        for f, at in ((587.33, 0.0), (739.99, 0.1), (880.0, 0.2)):
            h.mix_into(x, h.brassy(f, 0.12), at, 0.75)
        for f, g in ((587.33, 0.45), (739.99, 0.42), (880.0, 0.42), (1174.66, 0.4)):
            h.mix_into(x, h.brassy(f, 0.72, tau=0.4), 0.32, g)
        h.mix_into(x, h.tone(2349.3, 0.5, ((1, 1.0), (2.76, 0.2, 0.5)), tau=0.14), 0.32, 0.12)
        return h.finish(x, 0.003, 0.15)

    def s_lost():
        """A treasure is lost: the strongroom's vault door slams (a deep metal boom, bolts shoot home)."""
        rng = random.Random(3114)
        x = h.silence(1.3)
        vault = ((1, 1.0), (1.58, 0.7, 0.7), (2.37, 0.5, 0.55), (3.11, 0.35, 0.4), (4.47, 0.2, 0.3))
        h.mix_into(x, h.tone(98, 1.2, vault, tau=0.38, attack=0.002), 0.005, 0.8)
        h.mix_into(x, h.tone(101.5, 1.2, vault[:3], tau=0.3, attack=0.002), 0.005, 0.35)
        h.mix_into(x, norm(thud(rng, 60, 40, 0.12, 250, 1.6, 0.6)), 0.005, 0.9)
        hit = h.apply_env(h.biquad(h.noise(rng, 0.08), "bandpass", 1800, 0.8), h.env_exp(round(0.08 * h.SR), 0.01, 0.0005))
        h.mix_into(x, hit, 0.005, 0.6)
        for at in (0.34, 0.42, 0.5):                                                  # the bolts
            h.mix_into(x, knock(rng, 1100 + rng.uniform(-80, 80), 0.01), at, 0.4)
        x = h.biquad(x, "lowpass", 4000)
        return h.finish(x, 0.001, 0.15)

    # --------------------------------------------------------------------------- the end
    def s_win():
        """The game is won: the long fanfare (a triplet call, then a held C major chord, rising)."""
        x = h.silence(1.55)
        for f, at, d in ((392.0, 0.0, 0.09), (392.0, 0.1, 0.09), (392.0, 0.2, 0.09), (523.25, 0.3, 0.28),
                         (659.25, 0.6, 0.12), (587.33, 0.72, 0.12)):
            h.mix_into(x, h.brassy(f, d), at, 0.75)
        for f, g in ((523.25, 0.5), (659.25, 0.45), (783.99, 0.45), (1046.5, 0.42)):
            h.mix_into(x, h.brassy(f, 0.7, tau=0.5), 0.84, g)
        bell = ((1, 1.0), (2.76, 0.2, 0.5))
        for f, at in ((2093.0, 0.84), (2637.0, 0.9), (3136.0, 0.96)):
            h.mix_into(x, h.tone(f, 0.55, bell, tau=0.15), at, 0.1)
        return h.finish(x, 0.003, 0.2)

    def s_loss():
        """The game is lost: the Professor's villain laugh ("mwa-ha-ha-ha-haaa"), falling away."""
        rng = random.Random(3116)
        x = h.silence(1.55)
        m = voice(150, 175, 0.16, ((300, 1.0, 3.0), (1000, 0.2, 4.0)), rough=0.02, rng=rng, attack=0.02, release=0.03)
        h.mix_into(x, norm(m), 0.0, 0.6)                                               # the "mw"
        syll = ((0.12, 0.2, 172, 160), (0.36, 0.15, 165, 150), (0.55, 0.15, 150, 138),
                (0.74, 0.15, 138, 126), (0.93, 0.55, 130, 98))
        for k, (at, d, f0, f1) in enumerate(syll):
            h.mix_into(x, norm(breath(rng, 0.05, 1600, 0.7)), at - 0.02, 0.15 if k else 0.05)
            v = voice(f0, f1, d, AH, vibrato=0.02 if k == 4 else 0.008, rough=0.025, rng=rng, attack=0.012,
                      release=0.2 if k == 4 else 0.05)
            h.mix_into(x, norm(v), at, 0.95 - 0.07 * k)
        x = h.biquad(x, "highpass", 90)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.004, 0.2)

    return {
        "card_play.wav": s_card_play,
        "step.wav": s_step,
        "door_unlock.wav": s_door_unlock,
        "door_lock.wav": s_door_lock,
        "switch_off.wav": s_switch_off,
        "switch_on.wav": s_switch_on,
        "prof_step.wav": s_prof_step,
        "prof_cackle.wav": s_prof_cackle,
        "secret_passage.wav": s_secret_passage,
        "chase.wav": s_chase,
        "time_back.wav": s_time_back,
        "clock_tick.wav": s_clock_tick,
        "idea.wav": s_idea,
        "rescue.wav": s_rescue,
        "lost.wav": s_lost,
        "win.wav": s_win,
        "loss.wav": s_loss,
    }

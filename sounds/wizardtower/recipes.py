"""Tower of the Sleepy Wizard's own sounds, made with the house's building blocks
(``sounds/make_sounds.py`` finds this file and writes the WAVs beside it, as ``wizardtower/<name>.wav``).

The house already has the riffle (``shuffle``), card flick (``flip``), slap (``place``), slide (``draw``),
coins (``coin``), click, illegal-drop bump (``error``) and the fanfare (``win``); these are the rest of
spec 8.9. Every recipe has its own fixed seed, so the files come out byte-identical on every run."""

import math
import random


def recipes(h):
    """The sounds by file name; ``h`` is the house script, for its building blocks."""

    def norm(x, peak=1.0):
        """Scale ``x`` so its loudest sample is ``peak`` (to balance the layers of a sound)."""
        top = max(abs(v) for v in x) or 1.0
        return [v * peak / top for v in x]

    def thud(rng, f0, f1, tau, body_fc, amp_noise=1.0):
        """One soft footfall: a low pitch that sags, and a short low-passed noise puff."""
        x = h.tone(f0, 0.16, ((1, 1.0), (1.9, 0.3, 0.5)), tau=tau, attack=0.003, glide_to=f1)
        puff = h.biquad(h.noise(rng, 0.09), "lowpass", body_fc)
        puff = h.apply_env(puff, h.env_exp(len(puff), tau * 0.7, 0.002))
        return h.mix_into(x, puff, 0.0, amp_noise)

    def s_peek():
        """A peek: a paper whisper (a soft, airy swish that lifts and settles)."""
        rng = random.Random(2101)
        x = h.silence(0.4)
        sw = h.noise(rng, 0.34)
        sw = h.svf_sweep(sw, lambda t: 2200 + 2600 * math.sin(math.pi * t), q=0.9)
        sw = h.apply_env(sw, h.env_hump(len(sw), 0.45, 1.8))
        h.mix_into(x, sw, 0.01, 1.0)
        h.mix_into(x, h.grain(rng, 0.03, 3800, 1.2, 0.004), 0.05, 0.25)
        x = h.biquad(x, "highpass", 900)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.01, 0.05)

    def s_hush():
        """A cancelled card: a hushed "shh" (hissing noise shaped like a breath)."""
        rng = random.Random(2102)
        x = h.noise(rng, 0.55)
        x = h.biquad(x, "highpass", 1800)
        x = h.biquad(x, "bandpass", 3100, 0.9)
        x = h.apply_env(x, h.env_hump(len(x), 0.25, 1.3))
        x = h.biquad(x, "lowpass", 7500)
        return h.finish(x, 0.02, 0.08)

    def s_footsteps():
        """A loud card (2-7): three soft footsteps on stone, the last a little quieter."""
        rng = random.Random(2103)
        x = h.silence(0.75)
        for k, at in enumerate((0.01, 0.24, 0.47)):
            f0 = 150 + rng.uniform(-10, 10)
            h.mix_into(x, thud(rng, f0, f0 * 0.8, 0.025, 700), at, 0.9 - 0.15 * k)
            h.mix_into(x, h.grain(rng, 0.03, 1600, 1.0, 0.004), at + 0.006, 0.2)
        x = h.biquad(x, "lowpass", 3000)
        return h.finish(x, 0.002, 0.05)

    def s_footsteps_heavy():
        """A louder card (Barbarian-sized strides): three heavy, booming steps."""
        rng = random.Random(2104)
        x = h.silence(0.85)
        for k, at in enumerate((0.01, 0.29, 0.57)):
            f0 = 95 + rng.uniform(-6, 6)
            h.mix_into(x, thud(rng, f0, f0 * 0.7, 0.05, 400, 1.3), at, 1.0 - 0.12 * k)
        x = h.biquad(x, "lowpass", 1800)
        return h.finish(x, 0.002, 0.06)

    def s_stomp():
        """A Barbarian (9): one big stomp, the floor shudders and a little dust rattles down."""
        rng = random.Random(2105)
        x = h.silence(0.65)
        h.mix_into(x, h.tone(72, 0.45, ((1, 1.0), (1.6, 0.4, 0.5), (2.4, 0.2, 0.3)), tau=0.11,
                             attack=0.002, glide_to=42), 0.005, 1.0)
        boom = h.biquad(h.noise(rng, 0.3), "lowpass", 320)
        boom = h.apply_env(boom, h.env_exp(len(boom), 0.06, 0.002))
        h.mix_into(x, boom, 0.005, 1.6)
        t = 0.08
        while t < 0.5:
            h.mix_into(x, h.grain(rng, 0.03, rng.uniform(1500, 3500), 2.5, 0.004), t,
                       0.12 * math.exp(-(t - 0.08) / 0.2))
            t += rng.uniform(0.015, 0.04)
        x = h.biquad(x, "lowpass", 4000)
        return h.finish(x, 0.002, 0.08)

    def s_clank():
        """A Knight (8): armour plates clank together twice (dull, inharmonic metal)."""
        rng = random.Random(2106)
        x = h.silence(0.6)
        plate = ((1, 1.0), (1.47, 0.7, 0.7), (2.09, 0.5, 0.5), (2.83, 0.35, 0.4), (3.71, 0.2, 0.3))
        for at, f, g in ((0.005, 820, 1.0), (0.13, 1010, 0.75), (0.2, 690, 0.35)):
            h.mix_into(x, h.tone(f, 0.36, plate, tau=0.07, attack=0.0008), at, 0.7 * g)
            hit = h.biquad(h.noise(rng, 0.04), "bandpass", 3000, 0.8)
            hit = h.apply_env(hit, h.env_exp(len(hit), 0.006, 0.0005))
            h.mix_into(x, hit, at, 0.8 * g)
        h.mix_into(x, thud(rng, 130, 100, 0.03, 600), 0.005, 0.4)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.001, 0.07)

    def s_squelch():
        """A Slime: a wet squelch (a resonant gloop sweeping up) and two little bubbles."""
        rng = random.Random(2107)
        x = h.silence(0.5)
        g = h.noise(rng, 0.22)
        g = h.svf_sweep(g, lambda t: 250 + 1400 * t ** 1.5, q=6.0)
        g = h.apply_env(g, h.env_hump(len(g), 0.35, 1.2))
        h.mix_into(x, g, 0.005, 1.0)
        for at, f0, f1, amp in ((0.2, 380, 900, 0.45), (0.31, 520, 1200, 0.3)):
            h.mix_into(x, h.tone(f0, 0.06, ((1, 1.0),), tau=0.02, attack=0.002, glide_to=f1), at, amp)
        x = h.biquad(x, "lowpass", 3500)
        return h.finish(x, 0.004, 0.05)

    def s_lockpicks():
        """Two Rogues: lockpicks rattle in a lock, then a short sly giggle (hee-hee-hee)."""
        rng = random.Random(2108)
        x = h.silence(1.1)
        t = 0.005
        while t < 0.48:
            f = rng.uniform(3000, 5200)
            h.mix_into(x, h.clink(f, 0.06, rng.uniform(0.008, 0.016)), t, rng.uniform(0.25, 0.5))
            h.mix_into(x, h.grain(rng, 0.012, 6500, 1.0, 0.001), t, 0.15)
            t += rng.uniform(0.018, 0.05)
        h.mix_into(x, h.tone(2600, 0.12, ((1, 1.0), (2.3, 0.4)), tau=0.03, attack=0.0005), 0.5, 0.5)  # click
        vowel = ((1, 1.0), (2, 0.7), (3, 0.55), (4, 0.45), (5, 0.3), (6, 0.2), (7, 0.12))
        for k, at in enumerate((0.62, 0.74, 0.86)):
            f = 660 - 45 * k
            v = h.tone(f, 0.09, vowel, attack=0.008, vibrato=0.02, glide_to=f * 0.92, release=0.03)
            v = h.biquad(v, "bandpass", 2400, 1.4)  # a bright "ee"
            h.mix_into(x, v, at, 0.9 - 0.15 * k)
            breath = h.biquad(h.noise(rng, 0.05), "highpass", 2500)
            h.mix_into(x, h.apply_env(breath, h.env_hump(len(breath), 0.3)), at - 0.03, 0.08)
        x = h.biquad(x, "lowpass", 9000)
        return h.finish(x, 0.001, 0.06)

    def pluck(freq, seconds, bright=1.0):
        parts = ((1, 1.0), (2, 0.6 * bright, 0.6), (3, 0.4 * bright, 0.45), (4, 0.25 * bright, 0.35),
                 (5, 0.15 * bright, 0.25), (6.02, 0.08 * bright, 0.2))
        return h.tone(freq, seconds, parts, tau=0.22, attack=0.001, release=0.05)

    def s_lute():
        """A Bard: an off-key lute (a strum with one string out of tune, then a twang bending flat)."""
        rng = random.Random(2109)
        x = h.silence(1.0)
        for k, f in enumerate((196.0, 246.9, 293.7 * 1.035)):  # G3 B3 and a sharp D4
            h.mix_into(x, pluck(f, 0.55), 0.005 + 0.025 * k, 0.5)
            h.mix_into(x, h.grain(rng, 0.01, 3000, 1.0, 0.001), 0.005 + 0.025 * k, 0.1)
        tw = h.tone(392.0, 0.6, ((1, 1.0), (2, 0.7, 0.6), (3, 0.5, 0.4), (4, 0.3, 0.3)), tau=0.18,
                    attack=0.001, glide_to=349.0, release=0.06)
        tw2 = h.tone(398.0, 0.6, ((1, 1.0), (2, 0.5, 0.6)), tau=0.16, attack=0.001, glide_to=352.0, release=0.06)
        h.mix_into(x, tw, 0.32, 0.75)
        h.mix_into(x, tw2, 0.32, 0.35)  # beating against the first: out of tune
        h.mix_into(x, h.grain(rng, 0.015, 2500, 1.0, 0.0015), 0.32, 0.2)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.001, 0.1)

    def s_creak():
        """A floor is revealed: a heavy stone door grinds and creaks open, then settles with a thud."""
        rng = random.Random(2110)
        x = h.silence(1.4)
        grind = h.biquad(h.noise(rng, 1.2), "lowpass", 380)
        grind = h.apply_env(grind, h.env_hump(len(grind), 0.5, 0.8))
        h.mix_into(x, norm(grind), 0.0, 0.35)
        # stick-slip creak: a train of tiny ticks whose rate wanders (a groaning hinge)
        creak = h.silence(1.1)
        t = 0.0
        while t < 1.05:
            phase = t / 1.05
            rate = 55 + 45 * math.sin(math.pi * phase * 1.4) + rng.uniform(-4, 4)
            amp = math.sin(math.pi * phase) ** 0.7
            h.mix_into(creak, [amp * v for v in h.env_exp(60, 0.0008, 0.0002)], t, 1.0)
            t += 1.0 / rate
        creak = h.biquad(creak, "bandpass", 720, 4.0)
        creak = h.biquad(creak, "bandpass", 1100, 1.5)
        h.mix_into(x, norm(creak), 0.1, 1.0)
        h.mix_into(x, norm(thud(rng, 80, 55, 0.06, 300, 1.5)), 1.18, 0.8)
        x = h.biquad(x, "lowpass", 3500)
        return h.finish(x, 0.01, 0.1)

    def s_snore():
        """Ambient: the wizard snores (a rattling in-breath, a soft whistling out-breath). Loops."""
        rng = random.Random(2111)
        x = h.silence(1.5)
        # in-breath: a low buzz of pulses at about 32 Hz, filtered like a throat
        buzz = h.silence(0.85)
        t = 0.0
        while t < 0.82:
            h.mix_into(buzz, h.grain(rng, 0.02, 260, 1.2, 0.006), t, 1.0)
            t += 1 / (30 + 6 * math.sin(math.pi * t / 0.82))
        buzz = h.apply_env(buzz, h.env_hump(len(buzz), 0.6, 1.2))
        buzz = h.biquad(buzz, "lowpass", 700)
        h.mix_into(x, buzz, 0.02, 1.0)
        air = h.biquad(h.noise(rng, 0.85), "bandpass", 900, 0.7)
        h.mix_into(x, h.apply_env(air, h.env_hump(len(air), 0.6, 1.5)), 0.02, 0.15)
        # out-breath: soft "pfff" with a faint whistle
        out = h.biquad(h.noise(rng, 0.5), "bandpass", 1800, 1.0)
        h.mix_into(x, h.apply_env(out, h.env_hump(len(out), 0.3, 1.5)), 0.95, 0.22)
        h.mix_into(x, h.tone(1250, 0.4, ((1, 1.0),), attack=0.1, glide_to=1050, release=0.15), 0.98, 0.025)
        return h.finish(x, 0.02, 0.1)

    def s_thunder():
        """The wizard wakes: a thunderclap that rolls away under an angry roar."""
        rng = random.Random(2112)
        x = h.silence(1.95)
        crack = h.biquad(h.noise(rng, 0.2), "highpass", 600)
        crack = h.apply_env(crack, h.env_exp(len(crack), 0.03, 0.001))
        h.mix_into(x, norm(crack), 0.0, 0.5)
        rumble = h.biquad(h.noise(rng, 1.9), "lowpass", 160)
        rumble = h.biquad(rumble, "lowpass", 240)
        wob = [0.55 + 0.45 * math.sin(TAU_ * (3.1 * i / h.SR) + 0.8 * math.sin(TAU_ * 1.3 * i / h.SR))
               for i in range(len(rumble))]
        rumble = h.apply_env(h.apply_env(rumble, wob), h.env_exp(len(rumble), 0.55, 0.02))
        h.mix_into(x, norm(rumble), 0.01, 1.0)
        boom = h.tone(55, 0.9, ((1, 1.0), (1.5, 0.4, 0.5)), tau=0.3, attack=0.01, glide_to=38)
        h.mix_into(x, norm(boom), 0.01, 0.5)
        # the roar: a growling voice (rough pulse-like partials through an "ah" formant)
        parts = tuple((k, 1.0 / k ** 0.8) for k in range(1, 14))
        roar = h.tone(118, 0.95, parts, attack=0.08, vibrato=0.035, glide_to=84, release=0.3)
        grit = [1.0 + 0.35 * rng.uniform(-1, 1) for _ in range(len(roar))]
        roar = h.apply_env(roar, h.biquad(grit, "lowpass", 60))
        roar = h.biquad(roar, "bandpass", 750, 1.2)
        roar = h.apply_env(roar, h.env_hump(len(roar), 0.2, 1.0))
        h.mix_into(x, norm(roar), 0.42, 0.45)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.001, 0.3)

    def s_trombone():
        """No winner: a sad trombone, four notes falling by half-steps, the last one wobbling."""
        x = h.silence(1.5)
        notes = ((233.08, 0.0, 0.26), (220.0, 0.28, 0.26), (207.65, 0.56, 0.26))
        for f, at, d in notes:
            n = h.brassy(f, d)
            n = h.svf_sweep(n, lambda t: 500 + 1500 * math.sin(math.pi * min(1.0, t * 1.3)), q=1.2, mode="low")
            h.mix_into(x, n, at, 0.9)
        last = h.tone(196.0, 0.64, ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.16), (5, 0.08)), attack=0.02,
                      vibrato=0.018, glide_to=185.0, release=0.2)
        last = h.svf_sweep(last, lambda t: 1800 - 1300 * t, q=1.2, mode="low")
        h.mix_into(x, last, 0.84, 1.0)
        x = h.biquad(x, "lowpass", 3000)
        return h.finish(x, 0.004, 0.15)

    TAU_ = 2.0 * math.pi

    return {
        "peek.wav": s_peek,
        "hush.wav": s_hush,
        "footsteps.wav": s_footsteps,
        "footsteps_heavy.wav": s_footsteps_heavy,
        "stomp.wav": s_stomp,
        "clank.wav": s_clank,
        "squelch.wav": s_squelch,
        "lockpicks.wav": s_lockpicks,
        "lute.wav": s_lute,
        "creak.wav": s_creak,
        "snore.wav": s_snore,
        "thunder.wav": s_thunder,
        "trombone.wav": s_trombone,
    }

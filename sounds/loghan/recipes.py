"""Castle von Loghan's own sounds, made with the house's building blocks (``sounds/make_sounds.py``
finds this file and writes the WAVs beside it, as ``loghan/<name>.wav``).

Spec 7.5 names sixteen sounds (plus ``nope``, which is the house's ``error``). Every one of them is
made here, so the table can play ``"loghan/<id>"`` for each id of the table; ``card_draw``,
``reveal``, ``coin``, ``win`` and ``loss`` are this game's own takes on the house's ``draw``,
``reveal``, ``coin``, ``win`` and ``lose`` (a bigger event card, a row of Decision cards flipping, a
spinning coin that lands, a fanfare with a time-shimmer, a falling phrase that warps away). Every
recipe has its own fixed seed, so the files come out byte-identical on every run; every sound is
under 1.6 s."""

import math
import random

TAU = 2.0 * math.pi


def recipes(h):
    """The sounds by file name; ``h`` is the house script, for its building blocks."""

    norm, thud = h.norm, h.thud  # the house's building blocks

    def swoosh(rng, seconds, f_lo, f_hi, rising=True, q=1.4, peak_at=0.5):
        """Filtered noise whose band sweeps from f_lo to f_hi (or back): a card slide, a swipe."""
        if rising:
            sweep = lambda t: f_lo + (f_hi - f_lo) * t
        else:
            sweep = lambda t: f_hi - (f_hi - f_lo) * t
        w = h.svf_sweep(h.noise(rng, seconds), sweep, q=q)
        return h.apply_env(w, h.env_hump(len(w), peak_at, 1.3))

    BELL = ((1, 1.0), (2.0, 0.32, 0.6), (2.76, 0.2, 0.45), (5.4, 0.07, 0.25))
    GLASS = ((1, 1.0), (2.32, 0.25, 0.5), (4.25, 0.1, 0.3))

    # --------------------------------------------------------------------------- moving
    def s_step():
        """The group steps along an edge: two armoured boots on stone, a faint servo whine between."""
        rng = random.Random(4101)
        x = h.silence(0.34)
        for k, at in enumerate((0.004, 0.16)):
            f0 = 150 + rng.uniform(-8, 8)
            h.mix_into(x, norm(thud(rng, f0, f0 * 0.8, 0.02, 900, 0.9, 0.12)), at, 0.85 - 0.12 * k)
            h.mix_into(x, h.grain(rng, 0.03, 2300, 1.4, 0.004), at + 0.003, 0.25)          # the sole's scuff
            h.mix_into(x, h.clink(1900 + 150 * k, 0.06, 0.012), at + 0.002, 0.06)         # armour plate
        servo = h.tone(620, 0.12, ((1, 1.0), (2, 0.4), (3, 0.15)), attack=0.03, glide_to=880, release=0.05)
        h.mix_into(x, h.apply_env(servo, h.env_hump(len(servo), 0.5, 1.0)), 0.07, 0.05)
        x = h.biquad(x, "lowpass", 4500)
        return h.finish(x, 0.002, 0.04)

    def s_ice_crack():
        """A frozen door is thawed as the group passes: sharp cracks, then the ice shatters into shards."""
        rng = random.Random(4102)
        x = h.silence(0.8)
        t = 0.004
        for k in range(4):                                                                # the cracks
            c = h.biquad(h.noise(rng, 0.025), "highpass", 2500)
            c = h.apply_env(c, h.env_exp(len(c), 0.003, 0.0002))
            h.mix_into(x, c, t, 0.9 - 0.12 * k)
            h.mix_into(x, h.grain(rng, 0.04, rng.uniform(900, 1500), 2.0, 0.008), t, 0.4)
            t += rng.uniform(0.018, 0.04)
        h.mix_into(x, norm(thud(rng, 120, 80, 0.03, 600, 1.0, 0.15)), 0.14, 0.35)        # the slab gives
        t = 0.15
        while t < 0.7:                                                                    # the shards
            amp = 0.5 * math.exp(-(t - 0.15) / 0.22) * rng.uniform(0.5, 1.0)
            h.mix_into(x, h.tone(rng.uniform(3000, 6500), 0.1, GLASS, tau=rng.uniform(0.015, 0.03), attack=0.0005), t, amp)
            t += rng.uniform(0.012, 0.045)
        x = h.biquad(x, "highpass", 150)
        x = h.biquad(x, "lowpass", 11000)
        return h.finish(x, 0.001, 0.06)

    # --------------------------------------------------------------------------- cards
    def s_card_draw():
        """An event card slides up from the bottom of its deck: a long, papery rising slide and a tap."""
        rng = random.Random(4103)
        x = h.silence(0.42)
        h.mix_into(x, swoosh(rng, 0.3, 700, 3200, True, 1.2, 0.6), 0.0, 0.8)
        h.mix_into(x, h.grain(rng, 0.06, 1300, 0.9, 0.012), 0.31, 0.55)
        h.mix_into(x, h.tone(160, 0.08, ((1, 1.0), (2.2, 0.3)), tau=0.018, attack=0.001), 0.31, 0.25)
        x = h.biquad(x, "lowpass", 6000)
        return h.finish(x, 0.004, 0.03)

    def s_reveal():
        """The Decision cards (or the reward) turn over together: a ripple of flicks and a low chime."""
        rng = random.Random(4104)
        x = h.silence(0.85)
        for k in range(4):
            at = 0.004 + 0.028 * k + rng.uniform(0, 0.01)
            h.mix_into(x, swoosh(rng, 0.06, 1500, 4600, True, 1.6, 0.7), at, 0.4)
            h.mix_into(x, h.grain(rng, 0.04, 2300 + rng.uniform(-200, 200), 1.4, 0.005), at + 0.055, 0.6)
        for f, at, g in ((659.25, 0.17, 0.55), (987.77, 0.2, 0.4), (1318.5, 0.23, 0.22)):
            h.mix_into(x, h.tone(f, 0.6, BELL, tau=0.2, attack=0.003), at, g)
        x = h.biquad(x, "lowpass", 8000)
        return h.finish(x, 0.002, 0.08)

    def s_card_play():
        """A combat card snaps onto the play strip: a short swish and a crisp slap."""
        rng = random.Random(4105)
        x = h.silence(0.18)
        h.mix_into(x, swoosh(rng, 0.06, 2000, 5200, True, 1.5, 0.75), 0.0, 0.5)
        snap = h.apply_env(h.biquad(h.noise(rng, 0.03), "highpass", 1600), h.env_exp(round(0.03 * h.SR), 0.004, 0.0003))
        h.mix_into(x, snap, 0.056, 1.0)
        h.mix_into(x, h.grain(rng, 0.05, 1100, 0.9, 0.01), 0.056, 0.55)
        h.mix_into(x, h.tone(190, 0.07, ((1, 1.0), (2.3, 0.3)), tau=0.014, attack=0.001), 0.056, 0.3)
        x = h.biquad(x, "lowpass", 8000)
        return h.finish(x, 0.002, 0.03)

    # --------------------------------------------------------------------------- tracks
    def s_hurt():
        """The group loses Health (a track drop, a Counter): a dull blow and a falling, sour two-note sting."""
        rng = random.Random(4106)
        x = h.silence(0.5)
        h.mix_into(x, norm(thud(rng, 110, 70, 0.04, 500, 1.2, 0.22)), 0.0, 0.9)
        for f, g in ((311.13, 0.5), (329.63, 0.35)):                                      # a minor second
            h.mix_into(x, h.tone(f, 0.42, ((1, 1.0), (2, 0.35), (3, 0.12)), tau=0.16, attack=0.006, glide_to=f * 0.84), 0.02, g)
        x = h.biquad(x, "lowpass", 2600)
        return h.finish(x, 0.002, 0.08)

    def s_heal():
        """The group gains Health: a soft rising arpeggio (C5 E5 G5 C6) over a warm breath."""
        rng = random.Random(4107)
        x = h.silence(0.75)
        air = h.biquad(h.noise(rng, 0.5), "bandpass", 1800, 0.8)
        h.mix_into(x, h.apply_env(air, h.env_hump(len(air), 0.4, 1.5)), 0.0, 0.08)
        soft = ((1, 1.0), (2, 0.2, 0.6), (3, 0.06, 0.4))
        for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
            h.mix_into(x, h.tone(f, 0.5, soft, tau=0.2, attack=0.012), 0.01 + 0.075 * k, 0.5 + 0.05 * k)
        x = h.biquad(x, "lowpass", 5000)
        return h.finish(x, 0.004, 0.1)

    def s_focus():
        """The group gains Clarity: a clear glass ping that rings a fifth higher, with a faint shimmer."""
        rng = random.Random(4108)
        x = h.silence(0.75)
        h.mix_into(x, h.tone(1174.66, 0.7, GLASS, tau=0.25, attack=0.002), 0.0, 0.7)
        h.mix_into(x, h.tone(1760.0, 0.6, GLASS, tau=0.22, attack=0.002), 0.09, 0.55)
        h.mix_into(x, h.tone(1762.5, 0.6, GLASS[:1], tau=0.22, attack=0.002), 0.09, 0.2)   # slow beating
        for k in range(5):
            f = 3500 + 420 * k + rng.uniform(-80, 80)
            h.mix_into(x, h.tone(f, 0.12, ((1, 1.0),), tau=0.03, attack=0.001), 0.14 + 0.03 * k, 0.1)
        x = h.biquad(x, "highpass", 300)
        return h.finish(x, 0.002, 0.1)

    # --------------------------------------------------------------------------- the coin
    def s_coin():
        """The coin is flipped: a thumb flick, the coin spins (a ringing wobble, about 0.9 s), and lands."""
        rng = random.Random(4109)
        x = h.silence(1.2)
        h.mix_into(x, h.clink(2600, 0.25, 0.05), 0.002, 0.6)                               # the flick
        h.mix_into(x, h.grain(rng, 0.02, 6000, 1.0, 0.002), 0.002, 0.3)
        ring = h.tone(3150, 0.9, ((1, 1.0), (1.504, 0.4, 0.8), (2.21, 0.25, 0.6)), attack=0.02, release=0.05)
        n = len(ring)
        wob = [(0.35 + 0.65 * abs(math.sin(math.pi * (6 * (i / h.SR) + 14 * (i / h.SR) ** 2)))) * (1.0 - 0.6 * i / n)
               for i in range(n)]
        h.mix_into(x, h.apply_env(ring, wob), 0.03, 0.35)
        h.mix_into(x, h.clink(2150, 0.3, 0.06), 0.95, 0.9)                                 # it lands
        h.mix_into(x, h.tone(220, 0.06, ((1, 1.0),), tau=0.012), 0.95, 0.35)
        h.mix_into(x, h.clink(2300, 0.2, 0.04), 1.02, 0.4)
        x = h.biquad(x, "lowpass", 9000)
        return h.finish(x, 0.001, 0.06)

    # --------------------------------------------------------------------------- combat
    def s_enemy_in():
        """An enemy joins the fight: a card dealt in over a low, growling swell."""
        rng = random.Random(4110)
        x = h.silence(0.7)
        growl = h.tone(65, 0.6, tuple((k, 1.0 / k) for k in range(1, 9)), attack=0.12, release=0.15, glide_to=55)
        growl = h.biquad(growl, "lowpass", 700)
        rasp = [1.0 + 0.35 * math.sin(TAU * 23 * i / h.SR) for i in range(len(growl))]
        h.mix_into(x, norm(h.apply_env(h.apply_env(growl, rasp), h.env_hump(len(growl), 0.45, 1.0))), 0.0, 0.75)
        h.mix_into(x, swoosh(rng, 0.12, 1200, 4200, True, 1.4, 0.7), 0.06, 0.45)
        h.mix_into(x, h.grain(rng, 0.05, 1500, 1.0, 0.008), 0.18, 0.5)
        x = h.biquad(x, "lowpass", 6000)
        return h.finish(x, 0.01, 0.1)

    def s_hit():
        """A damage chip pops onto an enemy: a short, punchy knock with a bright tick."""
        rng = random.Random(4111)
        x = h.silence(0.14)
        h.mix_into(x, norm(thud(rng, 200, 120, 0.015, 1400, 0.8, 0.1)), 0.0, 0.9)
        h.mix_into(x, h.tone(1400, 0.06, ((1, 1.0), (2.4, 0.4)), tau=0.008, attack=0.0005), 0.0, 0.35)
        h.mix_into(x, h.grain(rng, 0.02, 4200, 1.2, 0.002), 0.0, 0.3)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.0008, 0.02)

    def s_defeat():
        """An enemy is defeated: a heavy fall, a falling whoosh as it turns, and a small bright ping."""
        rng = random.Random(4112)
        x = h.silence(0.85)
        h.mix_into(x, swoosh(rng, 0.28, 400, 2600, False, 1.5, 0.3), 0.0, 0.45)
        h.mix_into(x, norm(thud(rng, 90, 52, 0.07, 350, 1.4, 0.4)), 0.2, 0.9)
        t = 0.24
        while t < 0.55:                                                                   # rubble settling
            h.mix_into(x, h.grain(rng, 0.04, rng.uniform(400, 1400), 2.0, 0.01), t, 0.25 * math.exp(-(t - 0.24) / 0.12))
            t += rng.uniform(0.02, 0.05)
        h.mix_into(x, h.tone(1567.98, 0.4, BELL, tau=0.12, attack=0.002), 0.36, 0.25)
        h.mix_into(x, h.tone(2093.0, 0.35, BELL, tau=0.1, attack=0.002), 0.42, 0.18)
        x = h.biquad(x, "lowpass", 7000)
        return h.finish(x, 0.002, 0.08)

    def s_enemy_attack():
        """An enemy attacks: a fast swipe through the air and a heavy blow."""
        rng = random.Random(4113)
        x = h.silence(0.5)
        h.mix_into(x, swoosh(rng, 0.16, 600, 3800, True, 1.8, 0.75), 0.0, 0.7)
        h.mix_into(x, norm(thud(rng, 95, 60, 0.05, 450, 1.5, 0.3)), 0.15, 1.0)
        h.mix_into(x, h.apply_env(h.biquad(h.noise(rng, 0.05), "bandpass", 1800, 0.8), h.env_exp(round(0.05 * h.SR), 0.008, 0.0005)),
                   0.15, 0.5)
        x = h.biquad(x, "lowpass", 5500)
        return h.finish(x, 0.002, 0.06)

    # --------------------------------------------------------------------------- the room is done
    def s_broom():
        """A Clean token drops onto the node: two brisk broom sweeps and a soft tap."""
        rng = random.Random(4114)
        x = h.silence(0.52)
        for k, (at, d) in enumerate(((0.0, 0.16), (0.18, 0.18))):
            b = h.svf_sweep(h.noise(rng, d), lambda t, k=k: 2600 + 1800 * (t if k else 1 - t), q=0.9)
            bristle = [1.0 + 0.4 * math.sin(TAU * 60 * i / h.SR) for i in range(len(b))]
            h.mix_into(x, h.apply_env(h.apply_env(b, bristle), h.env_hump(len(b), 0.35, 1.2)), at, 0.7)
        h.mix_into(x, h.grain(rng, 0.06, 1200, 1.0, 0.01), 0.4, 0.6)
        h.mix_into(x, h.tone(300, 0.06, ((1, 1.0),), tau=0.015), 0.4, 0.25)
        x = h.biquad(x, "highpass", 300)
        x = h.biquad(x, "lowpass", 7500)
        return h.finish(x, 0.003, 0.04)

    # --------------------------------------------------------------------------- the end
    def s_win():
        """The group wins: a brass call (G4 C5 D5 E5, then a held C major chord) with a time-shimmer."""
        rng = random.Random(4115)
        x = h.silence(1.6)
        for f, at, d in ((392.0, 0.0, 0.13), (523.25, 0.14, 0.13), (587.33, 0.28, 0.13), (659.25, 0.42, 0.3)):
            h.mix_into(x, h.brassy(f, d), at, 0.75)
        for f, g in ((523.25, 0.5), (659.25, 0.45), (783.99, 0.45), (1046.5, 0.4)):
            h.mix_into(x, h.brassy(f, 0.85, tau=0.55), 0.72, g)
        for k in range(10):                                                               # shimmer
            f = 2093.0 * 2 ** (rng.choice((0, 4, 7, 12)) / 12.0)
            h.mix_into(x, h.tone(f, 0.25, ((1, 1.0), (2.76, 0.2, 0.5)), tau=0.07, attack=0.002), 0.74 + 0.06 * k, 0.07)
        return h.finish(x, 0.003, 0.2)

    def s_loss():
        """The group loses: a falling phrase (E4 D4 C4 B3) whose last note warps down and away."""
        x = h.silence(1.6)
        for f, at, d in ((329.63, 0.0, 0.32), (293.66, 0.24, 0.32), (261.63, 0.48, 0.36)):
            h.mix_into(x, h.tone(f, d, ((1, 1.0), (2, 0.3, 0.6), (3, 0.1, 0.4)), tau=0.22, attack=0.012, vibrato=0.003,
                                 release=0.08), at, 0.8)
        last = h.tone(246.94, 0.85, ((1, 1.0), (2, 0.3, 0.6), (3, 0.1, 0.4)), tau=0.45, attack=0.015, vibrato=0.012,
                      glide_to=155.0, release=0.15)
        h.mix_into(x, last, 0.74, 0.9)
        h.mix_into(x, h.tone(249.5, 0.85, ((1, 1.0),), tau=0.4, attack=0.015, glide_to=151.0, release=0.15), 0.74, 0.3)
        x = h.biquad(x, "lowpass", 2400)
        return h.finish(x, 0.004, 0.2)

    return {
        "step.wav": s_step,
        "ice_crack.wav": s_ice_crack,
        "card_draw.wav": s_card_draw,
        "reveal.wav": s_reveal,
        "hurt.wav": s_hurt,
        "heal.wav": s_heal,
        "focus.wav": s_focus,
        "coin.wav": s_coin,
        "enemy_in.wav": s_enemy_in,
        "card_play.wav": s_card_play,
        "hit.wav": s_hit,
        "defeat.wav": s_defeat,
        "enemy_attack.wav": s_enemy_attack,
        "broom.wav": s_broom,
        "win.wav": s_win,
        "loss.wav": s_loss,
    }

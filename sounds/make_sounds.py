"""Make Castletop's sound effects by synthesis: python sounds/make_sounds.py

Standard library only (no numpy). Every sound is built from sine partials and filtered noise,
with its own fixed random seed, so re-running the script writes byte-identical files.
Output: 16-bit mono 44.1 kHz WAV files next to this script, each peak-normalised to -3 dBFS,
faded in and out (no clicks), and shorter than two seconds.
"""

import array
import math
import os
import random
import sys
import wave

SR = 44100
PEAK_DBFS = -3.0
MAX_SECONDS = 2.0
OUT_DIR = os.path.dirname(os.path.abspath(__file__))
TAU = 2.0 * math.pi


# ----------------------------------------------------------------------------- building blocks
def silence(seconds):
    return [0.0] * round(seconds * SR)


def mix_into(buf, src, start_s=0.0, gain=1.0):
    """Add src into buf starting at start_s seconds (buf grows if needed)."""
    i0 = round(start_s * SR)
    need = i0 + len(src)
    if need > len(buf):
        buf.extend([0.0] * (need - len(buf)))
    for i, v in enumerate(src):
        buf[i0 + i] += gain * v
    return buf


def noise(rng, seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * SR))]


def env_exp(n, tau_s, attack_s=0.002):
    """Fast linear attack, then exponential decay with time constant tau_s."""
    a = max(1, int(attack_s * SR))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (tau_s * SR)))
    return out


def env_hump(n, peak_at=0.5, power=1.0):
    """A smooth rise and fall (0 at both ends), peaking at fraction peak_at."""
    out = []
    for i in range(n):
        t = i / max(1, n - 1)
        if t < peak_at:
            v = math.sin(0.5 * math.pi * t / peak_at)
        else:
            v = math.cos(0.5 * math.pi * (t - peak_at) / (1.0 - peak_at))
        out.append(v ** power)
    return out


def apply_env(x, env):
    return [a * b for a, b in zip(x, env)]


def biquad(x, kind, fc, q=0.707):
    """RBJ cookbook biquad: kind in lowpass, highpass, bandpass (constant 0 dB peak)."""
    w = TAU * fc / SR
    cw, sw = math.cos(w), math.sin(w)
    alpha = sw / (2.0 * q)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    y = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        o = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, o
        y.append(o)
    return y


def svf_sweep(x, fc_of_t, q=1.5, mode="band"):
    """Chamberlin state-variable filter with a cut-off that moves over time (2x oversampled)."""
    low = band = 0.0
    damp = 1.0 / q
    n = len(x)
    y = []
    for i, v in enumerate(x):
        fc = fc_of_t(i / max(1, n - 1))
        f = 2.0 * math.sin(math.pi * fc / (2 * SR))
        for _ in range(2):
            low += f * band
            high = v - low - damp * band
            band += f * high
        y.append(band if mode == "band" else low)
    return y


def tone(freq, seconds, partials=((1, 1.0),), tau=None, attack=0.004, vibrato=0.0,
         glide_to=None, phase_seed=0.0, release=0.012):
    """Additive tone: partials = ((ratio, amplitude[, decay_scale]), ...).

    Linear attack and release ramps keep both ends of the note free of clicks."""
    n = round(seconds * SR)
    out = [0.0] * n
    for p in partials:
        ratio, amp = p[0], p[1]
        dscale = p[2] if len(p) > 2 else 1.0
        ph = phase_seed * ratio
        for i in range(n):
            t = i / SR
            f = freq
            if glide_to is not None:
                f = freq * (glide_to / freq) ** (i / n)
            if vibrato:
                f *= 1.0 + vibrato * math.sin(TAU * 5.5 * t)
            ph += TAU * f * ratio / SR
            e = 1.0
            if tau is not None:
                e = math.exp(-t / (tau * dscale))
            out[i] += amp * e * math.sin(ph)
    a = max(1, int(attack * SR))
    for i in range(min(a, n)):
        out[i] *= i / a
    r = max(1, int(release * SR))
    for i in range(min(r, n)):
        out[n - 1 - i] *= i / r
    return out


def dc_block(x, fc=15.0):
    r = math.exp(-TAU * fc / SR)
    y = []
    px = py = 0.0
    for v in x:
        o = v - px + r * py
        px, py = v, o
        y.append(o)
    return y


def finish(x, fade_in_s=0.003, fade_out_s=0.02):
    """Remove DC, fade both ends to silence, trim, normalise to PEAK_DBFS."""
    x = dc_block(x)
    x = x[: int(MAX_SECONDS * SR) - 1]
    n = len(x)
    fi = max(1, int(fade_in_s * SR))
    fo = max(1, int(fade_out_s * SR))
    for i in range(min(fi, n)):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        x[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    peak = max(abs(v) for v in x) or 1.0
    g = (10 ** (PEAK_DBFS / 20.0)) / peak
    return [v * g for v in x]


def write_wav(name, x):
    data = array.array("h", (round(max(-1.0, min(1.0, v)) * 32767) for v in x))
    if sys.byteorder == "big":
        data.byteswap()
    path = os.path.join(OUT_DIR, name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(data.tobytes())
    return path


def grain(rng, seconds, fc, q, tau):
    """A tiny filtered noise burst: a tick, a tap, a pebble."""
    g = noise(rng, seconds)
    g = biquad(g, "bandpass", fc, q)
    return apply_env(g, env_exp(len(g), tau, 0.0005))


# ----------------------------------------------------------------------------- the sounds
def norm(x, peak=1.0):
    """Scale ``x`` so its loudest sample is ``peak`` (to balance the layers of a sound)."""
    top = max(abs(v) for v in x) or 1.0
    return [v * peak / top for v in x]


def thud(rng, f0, f1, tau, body_fc, amp_noise=1.0, seconds=0.16):
    """A footfall, knock or blow: a low pitch that sags, and a short low-passed noise puff."""
    x = tone(f0, seconds, ((1, 1.0), (1.9, 0.3, 0.5)), tau=tau, attack=0.003, glide_to=f1)
    puff = biquad(noise(rng, 0.09), "lowpass", body_fc)
    puff = apply_env(puff, env_exp(len(puff), tau * 0.7, 0.002))
    return mix_into(x, puff, 0.0, amp_noise)


def s_draw():
    """Soft card slide: a noise swoosh whose band rises and falls."""
    rng = random.Random(101)
    d = 0.34
    x = noise(rng, d)
    x = svf_sweep(x, lambda t: 900 + 2600 * math.sin(math.pi * min(1.0, t * 1.1)), q=1.2)
    x = biquad(x, "lowpass", 5000)
    x = apply_env(x, env_hump(len(x), 0.35, 1.5))
    return finish(x, 0.005, 0.03)


def s_place():
    """Card laid on felt: a soft papery tap with a little low body."""
    rng = random.Random(202)
    x = silence(0.16)
    mix_into(x, grain(rng, 0.08, 1400, 0.9, 0.012), 0.004)
    mix_into(x, grain(rng, 0.06, 3200, 1.2, 0.006), 0.004, 0.35)
    mix_into(x, tone(150, 0.1, ((1, 1.0), (2.1, 0.3)), tau=0.02, attack=0.002), 0.004, 0.45)
    x = biquad(x, "lowpass", 6000)
    return finish(x, 0.002, 0.03)


def s_flip():
    """Quick card flick: a short rising swish and a light snap."""
    rng = random.Random(303)
    x = silence(0.14)
    sw = noise(rng, 0.07)
    sw = svf_sweep(sw, lambda t: 1500 + 3500 * t, q=1.6)
    sw = apply_env(sw, env_hump(len(sw), 0.7, 1.2))
    mix_into(x, sw, 0.002, 0.8)
    mix_into(x, grain(rng, 0.05, 2400, 1.4, 0.006), 0.068, 1.0)
    x = biquad(x, "lowpass", 6500)
    return finish(x, 0.002, 0.025)


def s_crash():
    """Destruction: a low thud with a falling pitch, then stones crumbling away."""
    rng = random.Random(404)
    x = silence(1.45)
    mix_into(x, tone(82, 0.6, ((1, 1.0), (1.5, 0.35, 0.6), (2.3, 0.2, 0.4)), tau=0.16,
                     attack=0.003, glide_to=48), 0.005, 1.0)
    burst = biquad(noise(rng, 0.5), "lowpass", 500)
    burst = apply_env(burst, env_exp(len(burst), 0.09, 0.003))
    mix_into(x, burst, 0.005, 1.6)
    # crumble: pebbles thinning out over a second
    t = 0.05
    while t < 1.3:
        amp = 0.55 * math.exp(-(t - 0.05) / 0.45) * rng.uniform(0.4, 1.0)
        fc = rng.uniform(350, 1600)
        mix_into(x, grain(rng, 0.05, fc, rng.uniform(1.5, 4.0), rng.uniform(0.006, 0.015)), t, amp)
        t += rng.uniform(0.008, 0.03) + 0.06 * (t / 1.3) ** 2
    rumble = biquad(noise(rng, 1.2), "lowpass", 220)
    rumble = apply_env(rumble, env_exp(len(rumble), 0.35, 0.05))
    mix_into(x, rumble, 0.02, 1.2)
    x = biquad(x, "lowpass", 4500)
    return finish(x, 0.002, 0.15)


def s_reveal():
    """Short bright chime: a small bell (inharmonic partials) on E6 with a B6 sparkle."""
    x = silence(0.75)
    bell = ((1, 1.0), (2.0, 0.35, 0.6), (2.76, 0.22, 0.45), (5.4, 0.08, 0.25))
    mix_into(x, tone(1318.5, 0.72, bell, tau=0.22, attack=0.003), 0.0, 1.0)
    mix_into(x, tone(1975.5, 0.6, bell, tau=0.16, attack=0.003), 0.06, 0.55)
    return finish(x, 0.002, 0.08)


def brassy(freq, seconds, gain=1.0, tau=None):
    parts = ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.16), (5, 0.08))
    t = tone(freq, seconds, parts, tau=tau, attack=0.018, vibrato=0.004)
    n = len(t)
    rel = int(0.06 * SR)
    for i in range(min(rel, n)):
        t[n - 1 - i] *= i / rel
    return [gain * v for v in biquad(t, "lowpass", 3200)]


def s_win():
    """Small fanfare: G4 C5 E5, then a held C5-E5-G5-C6 chord (about 1.6 s)."""
    x = silence(1.65)
    notes = [(392.0, 0.0, 0.14), (523.25, 0.15, 0.14), (659.25, 0.30, 0.2)]
    for f, at, d in notes:
        mix_into(x, brassy(f, d), at, 0.8)
    for f, g in ((523.25, 0.55), (659.25, 0.5), (783.99, 0.5), (1046.5, 0.45)):
        mix_into(x, brassy(f, 1.1, tau=0.55), 0.52, g)
    mix_into(x, tone(2093.0, 0.7, ((1, 1.0), (2.76, 0.2, 0.5)), tau=0.18), 0.52, 0.12)
    return finish(x, 0.003, 0.2)


def soft_voice(freq, seconds, glide_to=None, tau=0.3):
    parts = ((1, 1.0), (2, 0.3, 0.6), (3, 0.1, 0.4), (4.1, 0.05, 0.25))
    return tone(freq, seconds, parts, tau=tau, attack=0.012, vibrato=0.003, glide_to=glide_to,
                release=0.08)


def s_lose():
    """A falling phrase: E4 D4 C4, then B3 sagging to A3."""
    x = silence(1.5)
    for f, at, d in ((329.63, 0.0, 0.34), (293.66, 0.25, 0.34), (261.63, 0.5, 0.4)):
        mix_into(x, soft_voice(f, d, tau=0.22), at, 0.8)
    mix_into(x, soft_voice(246.94, 0.7, glide_to=220.0, tau=0.4), 0.78, 0.9)
    x = biquad(x, "lowpass", 2500)
    return finish(x, 0.004, 0.2)


def s_click():
    """UI click: a tiny wooden tick."""
    rng = random.Random(808)
    x = silence(0.05)
    mix_into(x, tone(1900, 0.04, ((1, 1.0), (2.7, 0.3)), tau=0.004, attack=0.0005), 0.001, 0.7)
    mix_into(x, grain(rng, 0.03, 3500, 1.0, 0.002), 0.001, 0.6)
    return finish(x, 0.0008, 0.01)


def clink(freq, seconds, tau):
    parts = ((1, 1.0), (1.504, 0.6, 0.8), (2.21, 0.45, 0.6), (3.03, 0.25, 0.4), (4.12, 0.12, 0.3))
    return tone(freq, seconds, parts, tau=tau, attack=0.001)


def s_coin():
    """Marketplace: two coins clink against each other."""
    rng = random.Random(909)
    x = silence(0.55)
    mix_into(x, clink(2150, 0.5, 0.09), 0.002, 1.0)
    mix_into(x, grain(rng, 0.02, 6000, 1.0, 0.002), 0.002, 0.4)
    mix_into(x, clink(2480, 0.45, 0.07), 0.085, 0.7)
    mix_into(x, grain(rng, 0.02, 6000, 1.0, 0.002), 0.085, 0.3)
    x = biquad(x, "lowpass", 9000)
    return finish(x, 0.001, 0.06)


def s_shuffle():
    """Riffle shuffle: a run of papery flicks that speeds up, then a squaring tap."""
    rng = random.Random(1010)
    x = silence(0.95)
    t, gap = 0.02, 0.045
    while t < 0.7:
        amp = rng.uniform(0.35, 0.6) * (0.6 + 0.4 * math.sin(math.pi * t / 0.7))
        mix_into(x, grain(rng, 0.035, rng.uniform(2200, 4200), 1.1, 0.005), t, amp)
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.012, gap * 0.93)
    hiss = noise(rng, 0.68)
    hiss = biquad(hiss, "bandpass", 3000, 0.8)
    hiss = apply_env(hiss, env_hump(len(hiss), 0.75, 1.0))
    mix_into(x, hiss, 0.02, 0.12)
    mix_into(x, grain(rng, 0.08, 1200, 0.9, 0.012), 0.8, 0.8)
    mix_into(x, tone(140, 0.08, ((1, 1.0),), tau=0.02), 0.8, 0.25)
    x = biquad(x, "lowpass", 7000)
    return finish(x, 0.002, 0.04)


def s_bounce():
    """Battlements shrug off a hit: a metallic clang with a slow shimmer."""
    rng = random.Random(1111)
    x = silence(1.2)
    parts = ((1, 1.0), (2.32, 0.7, 0.6), (3.87, 0.45, 0.45), (5.12, 0.3, 0.3), (6.9, 0.18, 0.2))
    mix_into(x, tone(392, 1.15, parts, tau=0.32, attack=0.001), 0.002, 0.8)
    mix_into(x, tone(396.5, 1.15, parts[:3], tau=0.28, attack=0.001), 0.002, 0.35)   # beating
    hit = biquad(noise(rng, 0.06), "bandpass", 2500, 0.7)
    hit = apply_env(hit, env_exp(len(hit), 0.008, 0.0005))
    mix_into(x, hit, 0.002, 0.7)
    x = biquad(x, "lowpass", 6000)
    return finish(x, 0.001, 0.12)


def s_error():
    """A soft 'nope': two low, rounded descending tones."""
    x = silence(0.36)
    for f, at in ((311.13, 0.0), (233.08, 0.14)):
        t = tone(f, 0.2, ((1, 1.0), (2, 0.25), (3, 0.08)), tau=0.12, attack=0.012)
        mix_into(x, t, at, 0.8)
    x = biquad(x, "lowpass", 1800)
    return finish(x, 0.004, 0.06)


# ----------------------------------------------------------------------------- Sky Castle
def s_tile():
    """A wooden tile set down on the castle: a hollow knock and a smaller settling tap."""
    rng = random.Random(1212)
    x = silence(0.2)
    wood = ((1, 1.0), (2.42, 0.45, 0.6), (3.91, 0.2, 0.4))
    mix_into(x, tone(620, 0.1, wood, tau=0.018, attack=0.0008), 0.002, 0.8)
    mix_into(x, grain(rng, 0.05, 1900, 1.3, 0.006), 0.002, 0.9)
    mix_into(x, tone(700, 0.07, wood, tau=0.012, attack=0.0008), 0.048, 0.3)
    mix_into(x, grain(rng, 0.04, 2300, 1.5, 0.004), 0.048, 0.35)
    x = biquad(x, "lowpass", 6000)
    return finish(x, 0.001, 0.03)


def s_claim():
    """A tile claimed: a quick rising run of three small bells (C6 E6 G6) over a soft upward swish."""
    rng = random.Random(1313)
    x = silence(0.62)
    sw = noise(rng, 0.16)
    sw = svf_sweep(sw, lambda t: 1200 + 4200 * t, q=1.4)
    sw = apply_env(sw, env_hump(len(sw), 0.8, 1.3))
    mix_into(x, sw, 0.0, 0.35)
    bell = ((1, 1.0), (2.0, 0.3, 0.6), (2.76, 0.18, 0.4), (5.4, 0.06, 0.25))
    for f, at, g in ((1046.5, 0.04, 0.7), (1318.5, 0.09, 0.75), (1568.0, 0.14, 0.9)):
        mix_into(x, tone(f, 0.46, bell, tau=0.13, attack=0.002), at, g)
    return finish(x, 0.002, 0.07)


def s_key():
    """A key tile: a small bunch of keys jingles (a few bright, inharmonic clinks)."""
    rng = random.Random(1616)
    x = silence(0.62)
    t = 0.004
    for k in range(6):
        f = rng.uniform(2600, 4200)
        amp = (0.9 if k == 0 else rng.uniform(0.4, 0.75)) * (1.0 - 0.08 * k)
        mix_into(x, clink(f, 0.3, rng.uniform(0.035, 0.06)), t, amp)
        mix_into(x, grain(rng, 0.015, 7000, 1.0, 0.0015), t, 0.25 * amp)
        t += rng.uniform(0.035, 0.075)
    x = biquad(x, "highpass", 400)
    x = biquad(x, "lowpass", 10000)
    return finish(x, 0.001, 0.08)


# ----------------------------------------------------------------------------- dice
def s_dice():
    """Dice thrown on a wooden table: three dice, each a run of hard little knocks that come
    quicker and softer as it settles (a bouncing cube), with a faint tumbling rattle between."""
    rng = random.Random(1717)
    x = silence(0.85)
    for die in range(3):
        t = 0.004 + die * rng.uniform(0.015, 0.04)
        gap = rng.uniform(0.09, 0.13)
        amp = rng.uniform(0.8, 1.0)
        while t < 0.78 and amp > 0.06:
            f = rng.uniform(1700, 2900)
            knock = tone(f, 0.05, ((1, 1.0), (1.73, 0.5, 0.6), (2.61, 0.3, 0.4)), tau=0.006, attack=0.0004)
            mix_into(x, knock, t, 0.55 * amp)
            mix_into(x, grain(rng, 0.03, rng.uniform(2500, 4500), 1.3, 0.004), t, 0.7 * amp)
            mix_into(x, tone(rng.uniform(190, 260), 0.05, ((1, 1.0),), tau=0.012), t, 0.2 * amp)
            t += gap * rng.uniform(0.85, 1.15)
            gap = max(0.022, gap * 0.78)
            amp *= rng.uniform(0.68, 0.8)
    rattle = biquad(noise(rng, 0.6), "bandpass", 3200, 1.1)
    rattle = apply_env(rattle, env_exp(len(rattle), 0.18, 0.01))
    mix_into(x, rattle, 0.01, 0.08)
    x = biquad(x, "highpass", 120)
    x = biquad(x, "lowpass", 8500)
    return finish(x, 0.001, 0.05)


SOUNDS = {
    "draw.wav": s_draw,
    "place.wav": s_place,
    "flip.wav": s_flip,
    "crash.wav": s_crash,
    "reveal.wav": s_reveal,
    "win.wav": s_win,
    "lose.wav": s_lose,
    "click.wav": s_click,
    "coin.wav": s_coin,
    "shuffle.wav": s_shuffle,
    "bounce.wav": s_bounce,
    "error.wav": s_error,
    "tile.wav": s_tile,
    "claim.wav": s_claim,
    "key.wav": s_key,
    "dice.wav": s_dice,
}


def game_sounds():
    """Each game's own sounds: ``sounds/<game>/recipes.py`` offers ``recipes(house)``, the sounds
    by file name, written into that folder (``"<game>/<name>.wav"``)."""
    import importlib.util

    out = {}
    for folder in sorted(os.listdir(OUT_DIR)):
        path = os.path.join(OUT_DIR, folder, "recipes.py")
        if os.path.isfile(path):
            spec = importlib.util.spec_from_file_location(f"sounds_{folder}", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            for name, recipe in module.recipes(sys.modules[__name__]).items():
                out[f"{folder}/{name}"] = recipe
    return out


def main(argv=None):
    every = {**SOUNDS, **game_sounds()}
    names = (argv if argv else None) or list(every)
    for name in names:
        x = every[name]()
        assert len(x) < MAX_SECONDS * SR, name
        write_wav(name, x)
        peak = max(abs(v) for v in x)
        print(f"{name:20s} {len(x) / SR:5.3f} s  peak {20 * math.log10(peak):6.2f} dBFS")


if __name__ == "__main__":
    main(sys.argv[1:])

"""Robustness checks anyone can run, each a command that prints its figures and has a short
version for CI (issue 16): ``python -m app.checks.monkey`` (random input over every scene),
``python -m app.checks.kill_resume`` (SIGKILL the real app and Continue), ``python -m
app.checks.hostile_saves`` (a corpus of broken saves). The rules' random-play soak is
``python -m rules.soak``.
"""

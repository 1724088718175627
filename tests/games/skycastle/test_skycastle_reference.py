"""The Sky Castle rules reference (rules/skycastle/reference.py) is well-formed data: unique section
ids, links that land on sections, only the small HTML subset the rules scene draws, and the
"Reconstructed" badge the spec (section 5) asks for."""

from __future__ import annotations

import re

from rules.skycastle.reference import SECTIONS

ALLOWED_TAGS = {"b", "/b", "i", "/i", "br", "a", "/a"}
SPEC_TOPICS = {"goal", "components", "setup", "round", "placement", "order", "claiming", "roles", "paying",
               "end_round", "scoring", "about"}


def _tags(body: str) -> list[str]:
    return [m.group(1).lower() for m in re.finditer(r"<\s*(/?[a-zA-Z]+)", body)]


def test_sections_are_unique_and_not_empty():
    ids = [sid for sid, _, _ in SECTIONS]
    assert len(ids) == len(set(ids))
    assert set(ids) == SPEC_TOPICS
    assert ids[-1] == "about"
    for sid, title, body in SECTIONS:
        assert re.fullmatch(r"[a-z_]+", sid), sid
        assert title.strip() and len(title) <= 24, sid  # one button per section in the rules scene
        assert body.strip() and len(re.sub(r"<[^>]*>", "", body).strip()) > 80, sid
    assert len(SECTIONS) <= 12  # the scene's table of contents fits twelve buttons and Close


def test_every_link_points_to_a_section():
    ids = {sid for sid, _, _ in SECTIONS}
    linked = set()
    for sid, _, body in SECTIONS:
        for target in re.findall(r"<a\s+href='([^']*)'>", body):
            assert target in ids, (sid, target)
            linked.add(target)
        assert body.count("<a ") == body.count("</a>"), sid
    assert linked >= {"roles", "order", "paying", "placement", "scoring"}


def test_only_the_small_html_subset():
    for sid, title, body in SECTIONS:
        assert "<" not in title and ">" not in title
        for tag in _tags(body):
            assert tag in ALLOWED_TAGS, (sid, tag)
        assert "<text" not in body.lower() and "script" not in body.lower(), sid
        assert "javascript:" not in body.lower() and "onclick" not in body.lower(), sid
        # every tag is closed by '>' and quotes in links are single quotes
        assert body.count("<") == body.count(">"), sid
        for open_, close in (("<b>", "</b>"), ("<i>", "</i>")):
            assert body.count(open_) == body.count(close), (sid, open_)


def test_rulings_and_reconstructions_are_marked():
    bodies = {sid: body for sid, _, body in SECTIONS}
    text = " ".join(bodies.values())
    assert "<i>App ruling" in text
    assert "[Reconstructed]" in bodies["roles"] and "[Reconstructed]" in bodies["components"]
    assert "The exact printed texts and values of these components are not public" in bodies["about"]
    for role in ("Scout", "Lookout", "Sentry", "Captain", "Jeweler", "Smuggler", "Explorer", "Thief"):
        assert f"<b>{role} " in bodies["roles"], role

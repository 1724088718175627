"""The Castle von Loghan rules reference (rules/loghan/reference.py, rulings.py) is well-formed
data for the rules scene: unique section ids, links that land, only the small HTML subset, the
content notice verbatim at the top (spec §4), §3's 109 Resolutions numbered as there, and the
"[Reconstructed]" badge on what the content marks as reconstructed."""

from __future__ import annotations

import re

from rules.loghan.content import CONTENT_NOTICE, load_content
from rules.loghan.reference import ABOUT, REBUILT, SECTIONS
from rules.loghan.rulings import RULINGS

ALLOWED_TAGS = {"b", "/b", "i", "/i", "br", "a", "/a"}
BODY = {sid: body for sid, _, body in SECTIONS}


def test_sections_are_unique_short_titled_and_not_empty():
    ids = [sid for sid, _, _ in SECTIONS]
    assert len(ids) == len(set(ids)) and ids[0] == "about" and ids[-1] == "rulings"
    assert len(SECTIONS) <= 15  # one button each in the rules scene's table of contents (15 fit, as the Citadel's)
    for sid, title, body in SECTIONS:
        assert re.fullmatch(r"[a-z_]+", sid) and title.strip() and len(title) <= 24, sid
        assert len(re.sub(r"<[^>]*>", "", body).strip()) > 200, sid


def test_links_land_and_only_the_small_html_subset_is_used():
    ids = set(BODY)
    for sid, title, body in SECTIONS:
        assert "<" not in title and ">" not in title
        for target in re.findall(r"<a\s+href='([^']*)'>", body):
            assert target in ids, (sid, target)
        assert body.count("<a ") == body.count("</a>") and body.count("<") == body.count(">"), sid
        for tag in re.findall(r"<\s*(/?[a-zA-Z]+)", body):
            assert tag.lower() in ALLOWED_TAGS, (sid, tag)
        for open_, close in (("<b>", "</b>"), ("<i>", "</i>")):
            assert body.count(open_) == body.count(close), (sid, open_)
        assert "**" not in body and "`" not in body, sid  # the spec's markdown never shows


def test_the_content_notice_comes_first_verbatim():
    assert BODY["about"].startswith(f"<b>{CONTENT_NOTICE}</b>") and BODY["about"].startswith(ABOUT)
    assert CONTENT_NOTICE.startswith("Content notice: the cards, tokens, boards and story in this app are "
                                     "reconstructions written for Castletop.")


def test_the_rulings_are_section_3_numbered_as_there():
    assert len(RULINGS) == 109 and len(set(RULINGS)) == 109
    body = BODY["rulings"]
    for i in (1, 46, 60, 109):
        assert f"<br>{i}. " in body or body.startswith(f"{i}. ") or f"rules:<br>{i}. " in body, i
    assert "Summon token places 1 lurker" in RULINGS[46 - 1]
    assert "Sneak" in RULINGS[60 - 1] and "Hard Counter makes the group lose 2 Health" in RULINGS[21 - 1]
    assert "Data Points" in RULINGS[105 - 1] and "60 steps" in RULINGS[109 - 1]


def test_the_content_tables_are_shown_with_their_badges():
    c = load_content()
    for a in c.agents.values():
        assert f"<b>{a.name}</b>" in BODY["agents"] and a.unique_skill.name in BODY["agents"]
        assert (f"<b>{a.name}</b> {REBUILT}" in BODY["agents"]) == a.reconstructed
    for t in c.treasures.values():
        assert f"<b>{t.name.replace('&', '&amp;')}</b>" in BODY["treasures"]
        assert (f"<b>{t.name}</b> {REBUILT}" in BODY["treasures"]) == t.reconstructed, t.id
    for e in list(c.enemies.values()) + list(c.bosses.values()):
        assert f"<b>{e.name}</b>" in BODY["combat"], e.id
    assert "<b>Skeleton</b> (" in BODY["combat"]  # a Book anchor: no badge
    assert "Cover VIII" in BODY["move"]

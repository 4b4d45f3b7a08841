"""The pages that show what the graph holds: the home page, card search and card sheets,
precedents (one, and the list) and rules. Each takes the data a package function returned
(``calls.py``) and returns HTML; nothing here reads the graph."""

from __future__ import annotations

import json

from edison_kg.web.answer import words_box
from edison_kg.web.html import (REASON_WORDS, card_href, card_link, esc, external, page, precedent_link,
                                rule_link)
from edison_kg.web.share import ask_path

# the home page's examples: precedents whose questions show the page at its best
EXAMPLES = ("r-bottomless-trap-hole-then-torrential-tribute-of-the-summoner",
            "reinforcement-of-the-army-call-of-the-haunted", "drill-warrior-then-bottomless-trap-hole",
            "dark-hole-mystical-space-typhoon", "substitoad-dupe-frog-cost")
TEXT_LABELS = {"psct": "Edison-accurate PSCT", "historical": "2010 card text (edisonformat.com)",
               "pre-errata": "Pre-errata text (simulator script)", "printed": "2020 database text",
               "current": "Current official text"}
LINK_LABELS = {"konami": "Konami database", "yugipedia": "Yugipedia", "rulings": "Rulings site",
               "edisonformat": "edisonformat.net"}


def search_box(query: str = "", autofocus: bool = False) -> str:
    focus = " autofocus" if autofocus else ""
    return ('<form class="search" action="/cards" method="get" role="search">'
            '<label for="q">Find a card</label><div class="row">'
            f'<input id="q" name="q" type="search" value="{esc(query)}" placeholder="e.g. Gorz or BTH" '
            f'autocomplete="off" autocapitalize="off" spellcheck="false" data-live-search{focus}>'
            '<button type="submit">Search</button></div>'
            '<ul class="results" id="live-results" aria-live="polite"></ul></form>')


def verdict_badge(verdict: str | None, reason: str | None = None) -> str:
    verdict = verdict or "?"
    why = f' <span class="reason">{esc(REASON_WORDS.get(reason or "", reason or ""))}</span>' if reason else ""
    return f'<span class="verdict v-{esc(verdict)}">{esc(verdict.upper())}</span>{why}'


# ---------------------------------------------------------------- home and search

def home(examples: list) -> str:
    items = "".join(
        f'<li><a class="example" href="{esc(ask_path(p.scenario))}"><strong>{esc(p.title)}</strong>'
        f'<span>{esc(p.situation or "")}</span></a></li>' for p in examples if p.scenario)
    body = (
        '<section class="hero"><h1>Timing questions, answered with their rulings</h1>'
        '<p>Say what happened and ask: can it be activated, what goes on the chain, what is the last thing '
        'to happen. Every answer cites the rules and precedents it rests on.</p>'
        + words_box(home=True) +
        '<p>Or <a class="button" href="/ask">build it step by step</a></p></section>'
        + search_box()
        + f'<section><h2>Try one</h2><ul class="examples">{items}</ul>'
        '<p><a href="/precedents">Every stored precedent</a> opens the same way.</p></section>')
    return page("Timing questions", body, scripts=("search.js",))


def search_results(query: str, matches: list[dict]) -> str:
    if not query.strip():
        listing = '<p class="hint">Type part of a name, its start, a few of its words or its initials.</p>'
    elif not matches:
        listing = f'<p class="hint">No card matches {esc(query)!s}.</p>'
    else:
        listing = '<ul class="results static">' + "".join(match_item(m) for m in matches) + "</ul>"
    return page(f"Cards: {query}" if query else "Cards", search_box(query, autofocus=True) + listing,
                scripts=("search.js",), active="search")


def match_item(match: dict) -> str:
    status = match.get("list_status")
    extra = f' · {esc(status)}' if status and status != "unlimited" else ""
    pool = "" if match.get("in_edison_pool") else " · not in the Edison pool"
    return (f'<li><a href="{esc(card_href(match.get("passcode") or match["name"]))}">{esc(match["name"])}</a>'
            f'<span class="meta">{esc(match["card_type"])}{extra}{pool}</span></li>')


# ---------------------------------------------------------------- a card

def card_sheet(view) -> str:
    facts = [view.card_type + (" — " + " / ".join(view.subtypes) if view.subtypes else "")]
    if view.card_type == "Monster":
        facts += [x for x in (view.attribute, view.monster_type) if x]
        if view.level is not None:
            facts.append(f"Level {view.level}")
        if view.atk is not None or view.defense is not None:
            facts.append(f"ATK {view.atk if view.atk is not None else '-'} / DEF "
                         f"{view.defense if view.defense is not None else '-'}")
    status = [f"Edison list: {view.list_status or 'unknown'}"]
    if view.in_edison_pool is False:
        status.append("not in the Edison pool")
    parts = [f'<h1>{esc(view.name)}</h1><p class="facts">{esc(" · ".join(facts))}</p>',
             f'<p class="facts">{esc(" · ".join(status))}'
             + (f' · passcode {esc(view.passcode)}' if view.passcode else "") + "</p>",
             f'<p><a class="button" href="{esc(card_question(view))}">Ask a question with this card</a></p>']
    parts.append("<h2>Card text</h2>")
    for key, label in TEXT_LABELS.items():
        text = view.texts.get(key)
        if not text:
            continue
        read = key == view.text_read
        mark = ' <span class="tag">the effects below were read from this text</span>' if read else ""
        parts.append(f'<div class="text{" read" if read else ""}"><h3>{esc(label)}{mark}</h3>'
                     f'<p class="card-text">{esc(text)}</p></div>')
    if view.text_read_reason:
        parts.append(f'<p class="hint">Why this text: {esc(view.text_read_reason)}.</p>')
    parts.append(f"<h2>Effects ({len(view.effects)})</h2>" if view.effects else "<h2>Effects</h2><p>None structured.</p>")
    parts.append('<ol class="effects">' + "".join(effect_item(e) for e in view.effects) + "</ol>")
    parts.append(rulings_section(view))
    parts.append(f"<h2>Precedents ({len(view.precedents)})</h2>")
    if view.precedents:
        parts.append('<ul class="precedents">' + "".join(
            f"<li>{precedent_link(p.iri, p.label)} {verdict_badge(p.verdict, p.reason)}</li>"
            for p in view.precedents) + "</ul>")
    else:
        parts.append("<p>No stored precedent names this card.</p>")
    links = [f"<li>{external(view.links[k], label)}</li>" for k, label in LINK_LABELS.items() if view.links.get(k)]
    if links:
        parts.append("<h2>Elsewhere</h2><ul>" + "".join(links) + "</ul>")
    return page(view.name, "".join(parts), active="search")


def card_question(view) -> str:
    """The builder, opened with this card in it and asked about."""
    ref = "c1"
    entry = {"name": view.name, "controller": "A"}
    return ask_path({"game": "yugioh-edison", "turn_player": "A", "cards": {ref: entry}, "steps": [],
                     "ask": {"can_activate": ref}}) + "&edit=1"


def effect_item(effect) -> str:
    rows = [f'<p class="words">{esc(effect.in_words())}</p>']
    if effect.condition:
        events = f' <span class="meta">({esc(", ".join(effect.events))})</span>' if effect.events else ""
        rows.append(f"<p><b>Condition:</b> {esc(effect.condition)}{events}</p>")
    if effect.cost:
        rows.append(f"<p><b>Cost:</b> {esc(effect.cost)}</p>")
    resolution = [c for c in effect.clauses if c.part == "resolution"]
    if resolution:
        rows.append('<p><b>Resolves:</b> ' + " ".join(
            (f'<span class="conj">{esc(c.conjunction)}</span> ' if c.conjunction else "")
            + f'<span class="clause">{esc(c.text or c.action)}</span>' for c in resolution) + "</p>")
    if effect.text:
        rows.append(f'<p class="card-text">{esc(effect.text)}</p>')
    if effect.note:
        rows.append(f'<p class="hint">{esc(effect.note)}</p>')
    return f'<li value="{effect.number}">' + "".join(rows) + "</li>"


def rulings_section(view) -> str:
    groups = view.rulings_by_topic()
    if not groups:
        return "<h2>Ruling references</h2><p>None.</p>"
    parts = [f"<h2>Ruling references ({len(view.rulings)})</h2>"]
    for topic, rulings in groups.items():
        items = []
        for ruling in rulings:
            where = " ".join(x for x in (ruling.section, f"#{ruling.position}" if ruling.position is not None else None) if x)
            addresses = " ".join(external(a, where or a) for a in ruling.addresses) or esc(where or ruling.iri)
            mentions = (" — mentions " + ", ".join(card_link(m) for m in ruling.mentions)) if ruling.mentions else ""
            era = f' <span class="meta">{esc(ruling.era)}</span>' if ruling.era else ""
            items.append(f"<li>{addresses}{era}{mentions}</li>")
        parts.append(f'<details><summary>{esc(topic)} ({len(rulings)})</summary><ul>{"".join(items)}</ul></details>')
    return "".join(parts)


# ---------------------------------------------------------------- precedents

def precedent_sheet(sheet) -> str:
    parts = [f"<h1>{esc(sheet.title or sheet.id)}</h1>",
             f'<p class="big-verdict">{verdict_badge(sheet.verdict, sheet.reason)}</p>']
    if sheet.statement:
        parts.append(f'<p class="statement">{esc(sheet.statement)}</p>')
    if sheet.scenario:
        parts.append(f'<p><a class="button big" href="{esc(ask_path(sheet.scenario))}">Open this question</a> '
                     f'<a class="button" href="{esc(ask_path(sheet.scenario))}&amp;edit=1">Change it in the builder</a></p>')
    if sheet.situation:
        parts.append(f"<h2>Situation</h2><p>{esc(sheet.situation)}</p>")
    if sheet.rules:
        items = []
        for entry in sheet.rules:
            rule_id, _, title = entry.partition(" — ")
            items.append(f"<li>{rule_link(rule_id, title or rule_id)}</li>")
        parts.append('<h2>Rules it follows</h2><ul>' + "".join(items) + "</ul>")
    if sheet.cards:
        parts.append("<h2>Cards</h2><ul>" + "".join(f"<li>{card_link(c)}</li>" for c in sheet.cards) + "</ul>")
    if sheet.sources or sheet.see_also:
        parts.append("<h2>Sources</h2><ul>" + "".join(f"<li>{external(s)}</li>" for s in sheet.sources)
                     + "".join(f"<li>see also {external(s)}</li>" for s in sheet.see_also) + "</ul>")
    meta = " · ".join(f"{k}: {v}" for k, v in (("game", sheet.game), ("era", sheet.era),
                                                ("provenance", sheet.provenance), ("id", sheet.id)) if v)
    parts.append(f'<p class="meta">{esc(meta)}</p>')
    if sheet.scenario is not None:
        parts.append("<details><summary>Scenario (contract JSON)</summary>"
                     f'<pre class="json">{esc(json.dumps(sheet.scenario, indent=2, ensure_ascii=False))}</pre></details>')
    if sheet.expectation is not None:
        parts.append("<details><summary>Recorded answer</summary>"
                     f'<pre class="json">{esc(json.dumps(sheet.expectation, indent=2, ensure_ascii=False))}</pre></details>')
    return page(sheet.title or sheet.id, "".join(parts), active="precedents")


def precedent_list(summaries: list) -> str:
    items = "".join(
        f'<li data-filter="{esc((p.title or "") + " " + p.id)}">{precedent_link(p.iri, p.title)} '
        f'{verdict_badge(p.verdict)}</li>' for p in summaries)
    body = (f"<h1>Precedents ({len(summaries)})</h1>"
            '<p>Each is a decided question: open it to see its answer, its rules and its sources, '
            'and to load it into the builder.</p>'
            '<label for="filter">Filter</label><input id="filter" type="search" data-filter-list="precedents" '
            'placeholder="e.g. Bottomless, chain link" autocomplete="off">'
            f'<ul class="precedents" id="precedents">{items}</ul>')
    return page("Precedents", body, scripts=("search.js",), active="precedents")


# ---------------------------------------------------------------- rules

def rule_sheet(sheet) -> str:
    parts = [f"<h1>{esc(sheet.title or sheet.id)}</h1>"]
    if sheet.statement:
        parts.append(f'<p class="statement">{esc(sheet.statement)}</p>')
    if sheet.sources:
        items = []
        for source in sheet.sources:
            passage = f' — {esc(sheet.passage)}' if sheet.passage else ""
            about = f'<br><span class="meta">{esc(source.about)}</span>' if source.about else ""
            items.append(f"<li>{external(source.address, source.title or source.iri)}{passage}{about}</li>")
        parts.append("<h2>Sources</h2><ul>" + "".join(items) + "</ul>")
    for label, ids in (("Refines", sheet.refines), ("Refined by", sheet.refined_by)):
        if ids:
            parts.append(f"<h2>{label}</h2><ul>" + "".join(f"<li>{rule_link(i)}</li>" for i in ids) + "</ul>")
    if sheet.precedents:
        parts.append(f"<h2>Precedents that follow it ({len(sheet.precedents)})</h2><ul class=\"precedents\">"
                     + "".join(f"<li>{precedent_link(p.iri, p.title)} {verdict_badge(p.verdict, p.reason)}</li>"
                               for p in sheet.precedents) + "</ul>")
    meta = " · ".join(f"{k}: {v}" for k, v in (("id", sheet.id), ("game", sheet.game),
                                                ("concerns", ", ".join(sheet.concerns))) if v)
    parts.append(f'<p class="meta">{esc(meta)}</p>')
    return page(sheet.title or sheet.id, "".join(parts))

"""The question page: the answer (a yes/no verdict large, or the chain, the order of resolution
or the last thing itself, with its reason and explanation, a picture of the chain, the rules
and precedents by title, a link that reopens the question) above the question builder, which
the page's script (static/builder.js: builder-model.js and builder-form.js) draws from the scenario
embedded here, and the box that reads a situation told in words."""

from __future__ import annotations

import json

from edison_kg.web.html import (PHASE_WORDS, PLAYERS, REASON_WORDS, error_body, esc, event_words, page,
                                precedent_link, rule_link)
from edison_kg.web.plain import plain_error

CONTEXT_WORDS = {"cost": "the cost of Chain Link {link}", "activation": "Chain Link {link} is activated",
                 "resolution": "Chain Link {link} resolves", "summon": "a Summon", "summon_material": "Summon materials",
                 "summon_negated": "a Summon is negated", "outside": "outside a chain", "phase": "a new phase"}
# the same moments where there is no chain (One Piece), or no link is named
UNLINKED_WORDS = {"cost": "a cost is paid", "activation": "an activation", "resolution": "an effect resolves"}
ORDINALS = ("1st", "2nd", "3rd")
WORDS_HINT = ("e.g. Opp Normal Summons Gemini Elf, I chain Bottomless Trap Hole. Can I chain Torrential Tribute?")


def _names(history: dict | None, scenario: dict) -> dict[str, str]:
    names = {ref: card.get("name") or ref for ref, card in (scenario.get("cards") or {}).items()
             if isinstance(card, dict)}
    for ref, card in ((history or {}).get("cards") or {}).items():
        names[ref] = card.get("name") or names.get(ref, ref)
    return names


def context_words(moment: dict) -> str:
    """When a moment happened: "Chain Link 2 resolves", "a Summon", "the Damage Step"."""
    context = moment.get("context") or ""
    if context == "phase":
        return PHASE_WORDS.get(moment.get("phase") or "", "a new phase")
    if moment.get("link") is None and context in UNLINKED_WORDS:
        return UNLINKED_WORDS[context]
    return CONTEXT_WORDS.get(context, context.replace("_", " ")).format(link=moment.get("link"))


def effect_words(effect) -> str:
    return f", effect {effect}" if effect not in (None, "") else ""


def question_words(scenario: dict, names: dict[str, str]) -> str:
    ask = scenario.get("ask") or {}
    cards = scenario.get("cards") or {}
    if "can_activate" in ask:
        ref = ask["can_activate"]
        who = PLAYERS.get((cards.get(ref) or {}).get("controller", "A"), "")
        effect = f", effect {ask['effect']}," if ask.get("effect") else ""
        return f"Can {names.get(ref, ref)}{effect} ({who}) be activated now?"
    if ask.get("triggers"):
        return "Which effects go on the next chain, and which missed the timing?"
    if ask.get("last_thing"):
        return "What is the last thing to happen?"
    if ask.get("resolution_order"):
        return "In which order do the effects resolve?"
    return "The question"


def embed(data) -> str:
    """JSON for a <script type="application/json">: nothing in it can close the tag."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/").replace("<!--", "<\\!--")


def words_box(text: str = "", error: str | None = None, notes: list | None = None, *, home: bool = False) -> str:
    """The box a situation is told in: on the home page a form that opens its reading in the
    builder (``/ask?words=``), on the question page the builder's script reads it
    (``POST /api/read``) into the builder's steps."""
    problem = (f'<p class="error" role="alert" id="words-error">{esc(error)}</p>' if error else
               '<p class="error" role="alert" id="words-error" hidden></p>')
    read = "".join(f'<li><q>{esc(n.get("words"))}</q> {esc(n.get("text"))}</li>' if n.get("words") else
                   f'<li>{esc(n.get("text"))}</li>' for n in (notes or []) if isinstance(n, dict))
    listing = (f'<details class="notes" id="words-notes" open><summary>How it was read</summary><ul>{read}</ul>'
               '</details>' if read else '<details class="notes" id="words-notes" hidden><summary>How it was read'
                                         '</summary><ul></ul></details>')
    rows = max(3 if home else 2, min(7, len(text) // 32 + 1))   # the words told, shown whole
    return (f'<form class="words" id="words-form" action="/ask" method="get">'
            '<label for="words">Say what happened, and ask</label>'
            f'<textarea id="words" name="words" rows="{rows}" placeholder="{esc(WORDS_HINT)}" '
            f'spellcheck="true" autocapitalize="sentences">{esc(text)}</textarea>'
            f'<div class="row"><button type="submit" class="{"big primary" if home else "primary"}" id="words-read">'
            'Read it</button></div>' + problem + listing + "</form>")


def ask_page(scenario: dict | None, result: dict | None, *, share_url: str | None, edit: bool, words: str = "",
             words_error: str | None = None, notes: list | None = None) -> str:
    scenario = scenario or {}
    result = result or {}
    parts = ["<h1>Ask a timing question</h1>"]
    error = result.get("error")
    if error:
        error = {**error, "plain": plain_error(error["error"], error.get("where"), scenario)}
        parts.append(f'<div id="scenario-error" class="problem" data-where="{esc(error.get("where") or "$")}">'
                     + error_body(error["plain"], level=2) + "</div>")
    elif result.get("answer") and not edit:
        parts.append(answer_section(scenario, result, share_url))
    data = {"scenario": scenario, "cards": result.get("cards", {}), "error": error}
    parts.append('<section class="builder-wrap"><h2>The question</h2>'
                 + words_box(words, words_error, notes) +
                 '<form id="builder" class="builder" autocomplete="off" novalidate>'
                 '<noscript><p class="hint">The builder needs JavaScript. Without it, tell the question in words '
                 'above, or write it as contract JSON and send it to POST /api/ask.</p></noscript></form></section>'
                 f'<script type="application/json" id="builder-data">{embed(data)}</script>')
    return page("Ask", "".join(parts), scripts=("builder.js",), active="ask")


def answer_section(scenario: dict, result: dict, share_url: str | None) -> str:
    answer, history = result["answer"], result.get("history") or {}
    names = _names(history, scenario)
    parts = [f'<section class="answer" id="answer" aria-live="polite"><p class="question">{esc(question_words(scenario, names))}</p>']
    if answer["answer"] in ("yes", "no"):
        parts.append(f'<p class="big-verdict"><span class="verdict v-{esc(answer["answer"])}" id="verdict">'
                     f'{esc(answer["answer"].upper())}</span></p>')
    else:   # the chain, the order or the last thing is the answer: said as itself, never "OK"
        parts.append(result_itself(scenario, answer, names))
    parts += [f'<p class="reason" id="reason" data-reason="{esc(answer["reason"])}">'
              f'{esc(REASON_WORDS.get(answer["reason"], answer["reason"]))}</p>',
              f'<p class="explanation">{esc(answer["explanation"])}</p>']
    asked = scenario.get("ask") or {}
    if answer.get("last_thing") and not asked.get("last_thing"):
        parts.append('<div class="last-thing"><h3>Last thing to happen</h3><ul>'
                     + "".join(f"<li>{esc(event_words(e, names))}</li>" for e in answer["last_thing"]) + "</ul></div>")
    parts.append(chain_picture(history, names))
    if answer.get("chain") and not asked.get("triggers"):
        parts.append(next_chain(answer, names))
    if answer.get("missed"):
        parts.append('<div class="missed" id="answer-missed"><h3>Missed the timing</h3><ul>' + "".join(
            f"<li>{esc(names.get(m['card'], m['card']))}{esc(effect_words(m.get('effect')))}: "
            f"{esc(REASON_WORDS.get(m.get('reason', ''), m.get('reason', '')))}</li>" for m in answer["missed"])
            + "</ul></div>")
    rules = result.get("rules") or [{"rule": r, "title": None} for r in answer.get("rules", [])]
    parts.append('<div class="cited"><h3>Rules</h3><ol class="rules">' + "".join(
        f"<li>{rule_link(r['rule'], r.get('title'))}</li>" for r in rules) + "</ol>")
    if answer.get("precedent_statements"):
        parts.append('<h3>Precedents</h3><ul class="precedents">' + "".join(
            f"<li>{precedent_link(p['precedent'], p.get('title'))}"
            + (f'<br><span class="meta">{esc(p["statement"])}</span>' if p.get("statement") else "") + "</li>"
            for p in answer["precedent_statements"]) + "</ul>")
    parts.append("</div>")
    if share_url:
        parts.append('<div class="share"><label for="share-url">Link to this answer</label><div class="row">'
                     f'<input id="share-url" readonly value="{esc(share_url)}">'
                     '<button type="button" data-copy="share-url">Copy</button></div></div>')
    parts.append("</section>")
    return "".join(parts)


def result_itself(scenario: dict, answer: dict, names: dict[str, str]) -> str:
    """The answer to a chain, order or last-thing question, large: the next chain stacked, the
    order of resolution, or the last thing to happen."""
    asked = scenario.get("ask") or {}
    if asked.get("resolution_order") or answer.get("order"):
        items = "".join(f'<li data-ref="{esc(o["card"])}">{esc(names.get(o["card"], o["card"]))}'
                        f'{esc(effect_words(o.get("effect")))}</li>'
                        for o in answer.get("order") or [])
        return (f'<div class="result" id="answer-result"><h3>Order of resolution</h3>'
                f'<ol class="answer-order" id="answer-order">{items or "<li>Nothing resolves</li>"}</ol></div>')
    if asked.get("triggers"):
        if not answer.get("chain"):
            return ('<div class="result" id="answer-result"><h3>The next chain</h3>'
                    '<p class="answer-chain" id="answer-chain">No effect goes on the next chain.</p></div>')
        return '<div class="result" id="answer-result">' + next_chain(answer, names, chain_id="answer-chain") + "</div>"
    events = answer.get("last_thing") or []
    items = "".join(f"<li>{esc(event_words(e, names))}</li>" for e in events)
    return (f'<div class="result last-thing" id="answer-result"><h3>Last thing to happen</h3>'
            f'<ul id="answer-last">{items or "<li>Nothing has happened yet</li>"}</ul></div>')


# ---------------------------------------------------------------- the picture of the chain

def chain_picture(history: dict, names: dict[str, str]) -> str:
    """The chains, their links stacked (Chain Link 1 at the bottom), and every moment in order:
    simultaneous events together, sequential moments one after the other, the last thing to
    happen highlighted."""
    links, moments = history.get("links") or [], history.get("moments") or []
    if not moments:
        return ""
    parts = ['<div class="chain-picture" id="chain-picture">']
    chains = sorted({link["chain"] for link in links if link.get("chain") is not None})
    for number in chains:
        stack = [link for link in links if link.get("chain") == number]
        order = sorted((link for link in stack if link.get("resolved_at") is not None), key=lambda l: l["resolved_at"])
        rank = {id(link): i for i, link in enumerate(order)}
        items = []
        for link in sorted(stack, key=lambda l: -l["link"]):
            state = ("negated" if link.get("activation_negated") else "open" if link.get("open")
                     else "resolved")
            if id(link) in rank:
                i = rank[id(link)]
                status = f"resolved {ORDINALS[i] if i < 3 else str(i + 1) + 'th'}"
            else:
                status = "negated" if state == "negated" else "still on the chain"
            if link.get("effect_negated") and state != "negated":
                status += ", effect negated"
            what = "activation of the card" if link.get("effect_kind") == "card-activation" else \
                f"effect {link.get('effect')}" if link.get("effect") else "effect"
            targets = (" · targets " + ", ".join(names.get(t, t) for t in link["targets"])) if link.get("targets") else ""
            items.append(
                f'<li class="chain-link p-{esc(link["controller"])} {state}" data-link="{link["link"]}">'
                f'<span class="cl">CL{link["link"]}</span><span class="body"><span class="card">{esc(link["name"])}</span>'
                f'<span class="who">{esc(PLAYERS.get(link["controller"], link["controller"]))} · {esc(what)}{esc(targets)}</span>'
                f'</span><span class="state">{esc(status)}</span></li>')
        parts.append(f'<figure class="chain" data-chain="{number}"><figcaption>Chain {number}</figcaption>'
                     f'<ol class="chain-stack">{"".join(items)}</ol></figure>')
    parts.append('<h3>What happened</h3><ol class="timeline">')
    last = moments[-1]["index"]
    for i, moment in enumerate(moments):
        if i:
            gap = (moment.get("conjunction") or "then") if moment.get("sequential") else "next"
            kind = "sequential" if moment.get("sequential") else "next"
            parts.append(f'<li class="gap {kind}" aria-hidden="true">{esc(gap)}</li>')
        events = moment.get("events") or []
        together = len(events) > 1
        context = context_words(moment)
        classes = ["moment", f"ctx-{moment['context']}"] + (["simultaneous"] if together else []) + (
            ["last"] if moment["index"] == last else [])
        badge = '<span class="badge">last thing to happen</span>' if moment["index"] == last else ""
        same = '<span class="together">at the same time</span>' if together else ""
        sentences = "".join(f"<li>{esc(event_words({**e, 'phase': moment.get('phase')}, names))}</li>"
                            for e in events)
        parts.append(f'<li class="{" ".join(classes)}" data-moment="{moment["index"]}">'
                     f'<p class="ctx">{esc(context)}{same}{badge}</p><ul class="events">{sentences}</ul></li>')
    parts.append("</ol></div>")
    return "".join(parts)


def next_chain(answer: dict, names: dict[str, str], chain_id: str | None = None) -> str:
    items = []
    for entry in sorted(answer["chain"], key=lambda e: -e.get("link", 0)):
        group = f' · any order within group {entry["group"]}' if entry.get("group") is not None else ""
        kind = "mandatory" if entry.get("mandatory") else "optional"
        effect = effect_words(entry.get("effect"))
        items.append(f'<li class="chain-link next" data-link="{esc(entry.get("link"))}" data-ref="{esc(entry["card"])}">'
                     f'<span class="cl">CL{esc(entry.get("link"))}</span>'
                     f'<span class="body"><span class="card">{esc(names.get(entry["card"], entry["card"]))}{esc(effect)}'
                     f'</span><span class="who">{esc(kind)}{esc(group)}</span></span></li>')
    later = ""
    if answer.get("later_chains"):
        later = '<p class="meta">On later chains: ' + esc("; ".join(
            ", ".join(names.get(e["card"], e["card"]) for e in chain) for chain in answer["later_chains"])) + "</p>"
    shown = f' id="{esc(chain_id)}"' if chain_id else ""
    return (f'<figure class="chain next-chain"><figcaption>The next chain</figcaption>'
            f'<ol class="chain-stack"{shown}>{"".join(items)}</ol></figure>{later}')

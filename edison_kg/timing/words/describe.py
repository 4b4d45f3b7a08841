"""A scenario told back in plain words, one line a step, so that a judge sees at a glance how
the situation was read ("2. B activates Trap Hole (CL1), targeting Exiled Force")."""

from __future__ import annotations

from edison_kg.timing.describe import PHASE_WORDS, ZONE_WORDS, events_words

METHODS = {"normal": "Normal", "tribute": "Tribute", "flip": "Flip", "special": "Special", "synchro": "Synchro",
           "fusion": "Fusion", "ritual": "Ritual"}


def _name(scenario: dict, ref: str | None) -> str:
    card = scenario.get("cards", {}).get(ref) if ref else None
    return card.get("name") or ref if card else (ref or "a card")


def _names(scenario: dict) -> dict[str, str]:
    return {ref: card.get("name") or ref for ref, card in (scenario.get("cards") or {}).items()}


def _moments(scenario: dict, moments: list) -> str:
    """Moments told in the package's words (edison_kg.timing.describe), "; then " between them."""
    names = _names(scenario)
    return "; then ".join(events_words(m if isinstance(m, list) else [m], names) for m in moments)


def describe_steps(scenario: dict) -> list[str]:
    cards = scenario.get("cards", {})
    lines = [f"Turn player: {scenario.get('turn_player', 'A')}; phase: {scenario.get('phase', 'main1')}"]
    for ref, card in cards.items():
        where = ZONE_WORDS.get(card.get("zone"), "anywhere")
        face = "" if card.get("face_up") is None else (" face-up" if card["face_up"] else " face-down")
        lines.append(f"{card.get('name', ref)}: {card.get('controller')}'s, {where}{face}")
    links = 0
    for n, step in enumerate(scenario.get("steps", []), 1):
        if "activate" in step:
            links += 1
            card = cards.get(step["activate"], {})
            text = f"{card.get('controller')} activates {_name(scenario, step['activate'])}"
            if step.get("effect"):
                text += f" (effect {step['effect']})"
            text += f" as Chain Link {links}"
            if step.get("cost"):
                text += ", paying " + _moments(scenario, step["cost"])
            if step.get("targets"):
                text += ", targeting " + ", ".join(_name(scenario, t) for t in step["targets"])
        elif "resolve" in step:
            text = f"Chain Link {step['resolve']} resolves"
            links = step["resolve"] - 1
            if step.get("events"):
                text += ": " + _moments(scenario, step["events"])
        elif "summon" in step:
            card = cards.get(step["summon"], {})
            text = f"{card.get('controller')} {METHODS.get(step.get('method', 'normal'))} Summons " \
                   f"{_name(scenario, step['summon'])}"
            if step.get("materials"):
                text += " using " + ", ".join(_name(scenario, m) for m in step["materials"])
            if step.get("negated"):
                text += " (negated)"
        elif "events" in step:
            text = _moments(scenario, step["events"])
        else:
            text = f"the game moves to the {PHASE_WORDS.get(step['phase'], step['phase'])}"
        lines.append(f"{n}. {text}")
    ask = scenario.get("ask", {})
    if "can_activate" in ask:
        question = f"can {_name(scenario, ask['can_activate'])}" + (f" (effect {ask['effect']})" if ask.get("effect")
                                                                   else "") + " be activated?"
    elif "triggers" in ask:
        question = "what goes on the next chain, in which order?"
    elif "last_thing" in ask:
        question = "what is the last thing to happen?"
    else:
        question = "in which order do the effects resolve?"
    lines.append(f"Question: {question}")
    return lines

"""Effects as people and scripts read them: JSON-ready dicts and the text of ``edison-kg analyze``."""

from __future__ import annotations

from dataclasses import asdict

from edison_kg.vocab.model import AnalyzedEffect


def effect_to_dict(effect: AnalyzedEffect) -> dict:
    """A JSON-ready dict of one effect (empty values left out; sets as sorted lists)."""
    data = _plain(asdict(effect))
    data.setdefault("kind", effect.kind)
    data.setdefault("optional", effect.optional)
    data.setdefault("timing_word", effect.timing_word)
    return data


# facts whose False says something (this card must have been face-down)
_TRI_STATE = ("self_face_up",)


def _plain(value):
    """JSON values with nothing empty: None, False, empty lists and sets are left out."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            item = _plain(item)
            if item not in (None, False, [], {}, ()) or (item is False and key in _TRI_STATE):
                out[key] = item
        return out
    if isinstance(value, (frozenset, set)):
        return sorted(value)
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def render_effects(effects: list[AnalyzedEffect]) -> str:
    """Readable text of analyzed effects (what ``edison-kg analyze`` prints)."""
    if not effects:
        return "no effects (a Normal Monster, or only Summoning conditions)\n"
    lines: list[str] = []
    for e in effects:
        head = f"effect {e.number}: {e.kind}"
        facts = []
        if e.kind not in ("continuous", "unanalyzed"):
            facts.append("optional" if e.optional else "mandatory")
        if e.timing_word != "none":
            facts.append(f"'{e.timing_word}'")
        if e.spell_speed:
            facts.append(f"Spell Speed {e.spell_speed}")
        if e.once_per_turn:
            facts.append("once per turn" + (f" ({e.usage_limit})" if e.usage_limit else ""))
        elif e.usage_limit:
            facts.append(f"once only ({e.usage_limit})")
        if e.targets:
            facts.append("targets")
        if e.damage_step:
            facts.append("Damage Step")
        if e.negates_summon:
            facts.append("negates a Summon")
        if e.provenance != "text-analysis":
            facts.append(e.provenance)
        lines.append(head + (" (" + ", ".join(facts) + ")" if facts else ""))
        lines.append(f"  text: {e.text}")
        if e.condition_text:
            lines.append(f"  condition: {e.condition_text}")
        if e.condition:
            c = e.condition
            bits = ["|".join(c.types)]
            if c.self_card:
                bits.append("this card")
            if c.card:
                bits.append(f"card: {c.card}")
            for label, value in (("player", c.player), ("from", c.from_zone), ("to", c.to_zone), ("cause", c.cause)):
                if value:
                    bits.append(f"{label}: {value}")
            lines.append("  event: " + "; ".join(bits))
        if e.cost_text:
            lines.append(f"  cost: {e.cost_text}  [" + ", ".join(c.action for c in e.cost_clauses) + "]")
        for c in e.clauses:
            joined = f"{c.conjunction} " if c.conjunction else ""
            lines.append(f"  {c.index}. {joined}{c.action}: {c.text}" + (" (up to)" if c.up_to else ""))
        if e.note:
            lines.append(f"  note: {e.note}")
    return "\n".join(lines) + "\n"

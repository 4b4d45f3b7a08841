"""The question of a situation, as the contract's ``ask``: "can I chain X" / "can X be
activated" / "does X's effect activate" / "does X miss the timing" (can_activate), "what goes
on the chain and in what order" (triggers), "what is the last thing to happen" (last_thing),
and for One Piece "in what order do these resolve" (resolution_order)."""

from __future__ import annotations

from edison_kg.errors import BadInput
from edison_kg.timing.words.clauses import Act
from edison_kg.timing.words.duel import SAID
from edison_kg.timing.words.happenings import _cards
from edison_kg.timing.words.tokens import Item

ORDER_WORDS = {"order", "segoc", "sequence", "simultaneous", "simultaneously"}
CHAIN_WORDS = {"chain", "chains", "link", "links", "cl"}
TRIGGER_ASKS = {"triggers", "trigger", "activate", "activates", "effects", "go", "goes", "happen", "happens"}
RESPONSE_WORDS = {"chain", "chains", "respond", "response", "responds", "answer", "negate", "cl", "link"}
CARD_VERBS = ("activate", "chain", "use", "respond", "trigger", "miss", "flip", "summon", "set", "negate",
              "destroy", "target", "play")


def _folded(items: list[Item]) -> list[str]:
    return [w for item in items for w in item.text.lower().replace("'", "").split()]


def read_question(act: Act, items: list[Item], story, game: str) -> dict:
    """The ``ask`` of the contract for a question clause, with a note saying how it was read."""
    duel = story.duel
    said = _folded(items)
    words = set(said)
    if game == "one-piece" and (words & ORDER_WORDS or "resolve" in words):
        duel.note("question", act.words, "asked: in which order the effects met at the same time resolve")
        return {"resolution_order": True}
    if "last" in words and (words & {"thing", "things", "happen", "happened", "event"}):
        story.settle(act.words)
        duel.note("question", act.words, "asked: what is the last thing to happen")
        return {"last_thing": True}
    card_phrase = _card_asked(act)
    order = bool(words & ORDER_WORDS) or act.state.get("order")
    about_chain = bool(words & CHAIN_WORDS) and (bool(words & {"what", "which", "how", "whats"}) or order)
    if card_phrase is None and (order or about_chain or (words & {"what", "which", "whats"} and words & TRIGGER_ASKS)):
        story.settle(act.words)
        duel.note("question", act.words, "asked: which effects go on the next chain, in which order, and which "
                                         "missed the timing")
        return {"triggers": True}
    if card_phrase is None:
        raise BadInput(f"the question {act.words!r} could not be read: ask \"can I chain CARD?\", \"does CARD's "
                       "effect activate?\", \"what is the chain order?\" or \"what is the last thing to happen?\"")
    if words & RESPONSE_WORDS:
        story.undo_resolution(act.words)
    ref = story.ref(card_phrase, owner=None)
    card = duel.cards[ref]
    asker = act.player if not act.passive else None
    if asker and card.controller is None and act.card_verb is not None or (asker and card.controller is None
                                                                          and act.verb != "miss"):
        duel.set_controller(ref, asker)
    duel.used(ref, "asked")
    ask = {"can_activate": ref}
    if not words & RESPONSE_WORDS and _starts_a_chain(card):
        story.settle(act.words)
    effect = story.choose_effect(ref, act, card_phrase.effect or card.card_type == "monster", [])
    if effect is not None:
        ask["effect"] = effect
    whose = f" by {SAID[card.controller]}" if card.controller in SAID else ""
    what = f"{card.name}'s effect" if card.card_type == "monster" or card_phrase.effect else card.name
    if "miss" in words or "timing" in words:
        duel.note("question", act.words, f"asked as: can {what} be activated{whose} now (if it cannot, the answer "
                                         "says why: missed the timing, not met, ...)")
    else:
        duel.note("question", act.words, f"asked: can {what} be activated{whose} now")
    return ask


def _starts_a_chain(card) -> bool:
    """A trigger effect is asked about after the chain open has resolved (where it would go on
    the next chain); a card that responds is asked about while the chain is open."""
    effects = [e for e in (card.info.effects if card.info else ()) if e.kind not in ("continuous", "unanalyzed")]
    return bool(effects) and all(e.kind in ("trigger", "trigger-like", "flip") for e in effects)


def _card_asked(act: Act):
    if act.card_verb is not None:
        return act.card_verb
    verb = act.verb
    objects, subject = _cards(act.objects), _cards(act.subject)
    withs = _cards(act.cards("with"))
    if verb == "respond" and withs:
        return withs[0]
    if verb in CARD_VERBS and objects and not act.passive:
        if verb in ("summon", "set", "negate", "destroy", "target"):
            return None
        return objects[0]
    if subject and (verb in CARD_VERBS or verb is None or act.passive):
        return subject[0]
    if objects and verb in (None, "be"):
        return objects[0]
    return None


def want_question(act: Act) -> bool:
    """"The opponent wants to activate BTH": a question when nothing else is asked."""
    return act.want and (act.card_verb is not None or act.verb in ("activate", "chain", "use", "respond"))

"""Which effect of a card a situation means, and what its text says of its targets: the
effect an activation or a question points to (what happened to the card, where it is, its
cost, what it did), whether it targets and what kind of card ("MST on it" looks for a Spell or
Trap), whose a target is ("1 monster in your GY"), and what an activation says of whose turn
it is. Mixed into Story (story.py)."""

from __future__ import annotations

from edison_kg.errors import BadInput
from edison_kg.timing.words.clauses import Act
from edison_kg.timing.words.duel import OTHER

# event types a resolving effect makes happen, by the verb that says so
RESULT_EVENTS = {"destroy": "destroyed", "send": "sent_to_gy", "banish": "banished", "discard": "discarded",
                 "add": "added_to_hand", "draw": "drawn", "return": "returned_to_hand", "flip": "flipped_face_up",
                 "equip": "equipped", "set": "set", "gain": "lp_gained", "inflict": "damage_inflicted"}
SUMMON_EVENTS = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                 "special": "special_summon", "synchro": "synchro_summon", "fusion": "fusion_summon",
                 "ritual": "ritual_summon"}
TRIGGERS = ("trigger", "trigger-like", "flip")


class Effects:
    def whose_targets(self, ref: str, targets: list[str]) -> None:
        """A target whose controller is not said is the one the card's text names: "1 monster
        in your GY" is the activating player's, "1 card your opponent controls" the other's."""
        duel = self.duel
        card = duel.cards[ref]
        side = card.controller
        if side is None or card.info is None:
            return
        text = " ".join(e.text.lower() for e in card.info.effects if e.targets or e.kind == "card-activation")
        theirs = "your opponent controls" in text or "your opponent's" in text
        mine = ("in your gy" in text or "in your graveyard" in text or "you control" in text) and not theirs \
            and "either" not in text
        for target in targets:
            if duel.controller(target) is None and (mine or theirs):
                duel.set_controller(target, side if mine else OTHER[side])

    def target_kind(self, ref: str) -> str | None:
        """What a card targets, as its text says: "monster", "spelltrap" or None (either, or
        not known) - so that "it" finds the card it can be."""
        info = self.duel.cards[ref].info
        text = " ".join(e.text for e in (info.effects if info else ()) if e.targets).lower()
        monster, spelltrap = "monster" in text, any(w in text for w in ("spell", "trap", "s/t"))
        return "monster" if monster and not spelltrap else "spelltrap" if spelltrap and not monster else None

    def targets_of(self, ref: str, effect: int | None) -> bool:
        info = self.duel.cards[ref].info
        if info is None:
            return True
        effects = [e for e in info.effects if effect is None or e.number == effect]
        if effect is None:
            effects = [e for e in effects if e.kind == "card-activation"] or effects
        return any(e.targets or e.targets_event_card for e in effects)

    def evidence_of_turn(self, ref: str, effect: int | None, side: str | None, words: str) -> None:
        duel = self.duel
        card = duel.cards[ref]
        info = card.info
        if side is None or info is None:
            return
        chosen = info.effect(effect) if effect else next((e for e in info.effects if e.kind == "card-activation"), None)
        if card.card_type == "spell" and not card.has_subtype("Quick-Play") and not duel.chain[:-1]:
            duel.turn_is(side, 2, f"only the turn player activates a {'/'.join(card.subtypes) or 'Spell'} Card")
        elif chosen is not None and chosen.kind in ("ignition", "ignition-like") and len(duel.chain) == 1:
            duel.turn_is(side, 2, f"only the turn player activates an Ignition Effect ({card.name})")
        else:
            duel.turn_is(side, 1, f"{card.name} is the first card activated")

    def choose_effect(self, ref: str, act: Act | None, effect_noun: bool, cost: list) -> int | None:
        """Which effect of the card is activated: none to say for a Spell/Trap Card's own
        activation or a card with one effect that can be activated; else the one the situation
        points to (what happened to the card, where it is, its cost, what it did)."""
        card = self.duel.cards[ref]
        info = card.info
        if info is None:
            return None
        activatable = [e for e in info.effects if e.kind not in ("continuous", "unanalyzed")]
        if card.card_type in ("spell", "trap"):
            own = [e for e in activatable if e.kind != "card-activation"]
            if not effect_noun or not own or (card.now not in ("spell_trap_zone", "field_zone") and not card.face_up):
                return None
            activatable = own
        if len(activatable) <= 1:
            return None
        if act is not None and act.ordinal and act.ordinal <= len(activatable):
            return activatable[act.ordinal - 1].number
        happened = {kind for r, kind in self.happened if r == ref}
        if happened & {"discarded", "tributed", "destroyed"}:
            happened.add("sent_to_gy")          # each of them sends the card to the GY
        last = {kind for _, kind in self.happened[-3:]}
        results = {SUMMON_EVENTS.get(sub.method or "special") if sub.verb == "summon" else RESULT_EVENTS.get(sub.verb)
                   for role, sub in (act.subacts if act else []) if role in ("result", "purpose", "describes")}
        costs = {c["event"] for c in cost}

        def score(effect) -> int:
            points = 0
            condition = effect.condition
            if condition is not None and effect.kind in TRIGGERS:
                if condition.self_card and happened & set(condition.types):
                    points += 4
                elif not condition.self_card and last & set(condition.types):
                    points += 2
                if "phase_entered" in condition.types and self.duel.phase and self.duel.phase != "main1":
                    points += 2
            if effect.activates_from and effect.activates_from == card.now:
                points += 3
            if costs and any(c.event in costs for c in effect.cost_clauses):
                points += 3
            if results & {c.event for c in effect.clauses}:
                points += 2
            return points

        scored = sorted(((score(e), e.number) for e in activatable), reverse=True)
        if scored[0][0] > 0 and (len(scored) == 1 or scored[0][0] > scored[1][0]):
            number = scored[0][1]
            chosen = info.effect(number)
            self.duel.note("card", card.name, f"{card.name}'s effect {number} is read as the one activated: "
                                              f"\"{_short(chosen.text)}\"")
            return number
        listed = "; ".join(f"{e.number}: \"{_short(e.text)}\"" for e in activatable)
        raise BadInput(f"{card.name} has {len(activatable)} effects that can be activated and the situation does not "
                       f"say which one: {listed} (say \"its second effect\", or what it did)")

    # ------------------------------------------------------------ resolutions

    def link_effect(self, ref: str):
        """The effect of the card's last activation: the one its step names, else its only one."""
        info = self.duel.cards[ref].info
        if info is None:
            return None
        step = next((s for s in reversed(self.duel.steps) if s.get("activate") == ref), None)
        if step is not None and step.get("effect"):
            return info.effect(step["effect"])
        effects = [e for e in info.effects if e.kind not in ("continuous", "unanalyzed")]
        return next((e for e in effects if e.kind == "card-activation"), effects[0] if effects else None)


def _short(text: str, size: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= size else text[: size - 3] + "..."

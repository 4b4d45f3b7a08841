"""Summons and negations as a situation tells them. A Summon by game mechanics is a `summon`
step (its Tributes or materials with it); one done by a card ("Call Special Summons Cyber
Dragon", "Special Summons it with Monster Reborn") is that card's resolution. A negated
Summon is the Summon step marked negated, and the negating card's destruction of the monster
as events; a negated activation or effect is what the negating Chain Link did."""

from __future__ import annotations

from edison_kg.errors import BadInput
from edison_kg.timing.words.clauses import Act, Phrase
from edison_kg.timing.words.happenings import _cards, _named, event

SUMMON_EVENTS = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                 "special": "special_summon", "synchro": "synchro_summon", "fusion": "fusion_summon",
                 "ritual": "ritual_summon"}
# where a monster comes from for a Summon by game mechanics
SUMMONED_FROM = {"normal": "hand", "tribute": "hand", "flip": "monster_zone", "special": "hand",
                 "synchro": "extra_deck", "fusion": "extra_deck", "ritual": "hand"}


class Summons:
    """Mixed into Story (story.py)."""

    def act_summon(self, act: Act) -> None:
        duel = self.duel
        subject_cards = _cards(act.subject)
        agents: list[Phrase] = []
        if act.passive:
            monsters = subject_cards
        elif _cards(act.objects):
            monsters = _cards(act.objects)
            agents = subject_cards               # "Call Special Summons Cyber Dragon"
        else:
            monsters = subject_cards             # "Cyber Dragon is Summoned", said actively
        helpers = _cards(act.cards("with", "by"))
        materials = [p for role, sub in act.subacts if role in ("material", "cost") and sub.verb != "banish"
                     for p in _cards(sub.objects)]
        banished = [(p, sub.zones.get("from") or act.zones.get("from")) for role, sub in act.subacts
                    if role in ("material", "cost") and sub.verb == "banish" for p in _named(sub.objects)]
        for phrase in helpers:
            if phrase.item.kind == "card" and (phrase.item.value.card_type.lower() != "monster" or phrase.effect):
                agents.append(phrase)
            else:
                materials.append(phrase)
        if not monsters:
            raise BadInput(f"{act.words!r}: which monster is Summoned is not said")
        agent = self.ref(agents[0], owner=act.player) if agents and agents[0] in act.subject else None
        refs = self._monsters(monsters, act.player if not agents else None)
        method = act.method
        material_refs = self.refs(materials, owner=act.player)
        if agents:
            agent = agent or self.ref(agents[0], owner=act.player)
            kind = SUMMON_EVENTS.get(method or "special", "special_summon")
            source = act.zones.get("from")
            events = [event("tributed" if method in ("tribute", "ritual") else "sent_to_gy", m, cause="summon_material",
                            to="graveyard") for m in material_refs]
            events += [event(kind, r, source=source) for r in refs]
            for m in material_refs:
                duel.used(m, "material")
            for r in refs:
                duel.used(r, f"summoned-by:{agent}")
                if duel.controller(agent):
                    duel.set_controller(r, duel.controller(agent))
                if source:
                    duel.place(r, source)
            if act.player:
                duel.set_controller(agent, act.player)
            return self.by_effect(agent, events, act.words, target_refs=refs)
        if banished:       # "by banishing Sangan and Dark Magician from their GY": the Summon's own procedure
            events = []
            for phrase, source in banished:
                ref = self.ref(phrase, owner=act.player)
                if source:
                    duel.place(ref, source)
                duel.used(ref, "banished")
                duel.set_controller(ref, act.player)
                events.append(event("banished", ref, source=source, cause="summon_material"))
            self.open_resolution = None
            duel.step({"events": [events]})
            self.record(events)
            method = method or "special"
        for ref in refs:
            self.summon(ref, method, material_refs, act, player=act.player)

    def _monsters(self, phrases: list[Phrase], owner: str | None) -> list[str]:
        """The monsters Summoned; one the situation does not name ("a Level 5 monster", "the
        monster" when none was named) is a stand-in."""
        out = []
        for phrase in phrases:
            ref = None if phrase.item.kind == "unnamed" else self.ref(phrase, owner=owner, required=False)
            if ref is not None and self.duel.cards[ref].card_type != "monster" and phrase.item.kind == "word":
                ref = None
            if ref is None and phrase.item.kind == "word" and "monster" not in phrase.text.lower():
                raise BadInput(f"cannot tell which monster {phrase.text!r} means")
            out.append(ref if ref is not None else self.stand_in(phrase, owner))
        return out

    def summon(self, ref: str, method: str | None, materials: list[str], act: Act, player: str | None) -> None:
        """A Summon by game mechanics (outside a chain)."""
        duel = self.duel
        card = duel.cards[ref]
        if method is None:
            method = self._method(card, materials, act)
        if method == "special" and duel.chain and not act.attempt:
            top = duel.cards[duel.chain[-1]]
            does = {c.event for e in (top.info.effects if top.info else ()) for c in e.clauses}
            if "special_summon" in does:
                duel.note("step", act.words, f"read as what {top.name} did when it resolved")
                return self.by_effect(top.ref, [event("special_summon", ref, source=act.zones.get("from"))], act.words)
        if player:
            duel.set_controller(ref, player)
        for m in materials:
            duel.set_controller(m, duel.controller(ref))
            duel.used(m, "material")
            if duel.cards[m].zone is None and method != "fusion":
                duel.place(m, "monster_zone", True)
        source = act.zones.get("from") or SUMMONED_FROM[method]
        if card.zone is None and card.first_use is None:
            duel.place(ref, source, False if method == "flip" else None)
        duel.used(ref, f"summoned:{method}")
        step = {"summon": ref, "method": method}
        if materials:
            step["materials"] = materials
        self.open_resolution = None
        duel.step(step)
        duel.last_summon = step
        card.now = "monster_zone"
        for m in materials:
            duel.cards[m].now = "graveyard"
            self.happened.append((m, "tributed" if method in ("tribute", "ritual") else "sent_to_gy"))
        self.happened.append((ref, SUMMON_EVENTS[method]))
        duel.turn_is(duel.controller(ref), 2, f"only the turn player {method.capitalize()} Summons by game mechanics")

    def _method(self, card, materials: list[str], act: Act) -> str:
        subtypes = card.subtypes
        if "Synchro" in subtypes:
            return "synchro"
        if "Fusion" in subtypes:
            return "fusion"
        if "Ritual" in subtypes:
            return "ritual"
        if materials:
            return "tribute"
        if act.zones.get("from") in ("graveyard", "deck", "banished"):
            return "special"
        level = card.info.level if card.info else None
        if level and level >= 5:
            self.duel.note("step", act.words, f"'summons' is read as a Tribute Summon of {card.name} (Level {level})")
            return "tribute"
        self.duel.note("step", act.words, f"'summons' is read as a Normal Summon of {card.name}")
        return "normal"

    # ------------------------------------------------------------ flips

    def act_flip(self, act: Act) -> None:
        duel = self.duel
        things = _cards(act.subject if act.passive else act.objects)
        if not things:
            raise BadInput(f"{act.words!r}: which card is flipped is not said")
        refs = self.refs(things, owner=act.player)
        spells = [r for r in refs if duel.cards[r].card_type in ("spell", "trap")]
        if spells:                                  # "I flip Mirror Force": it is activated
            for ref in spells:
                self.activate(ref, act, player=act.player)
            return
        agents = _cards(act.cards("with", "by")) or ([] if act.passive else _cards(act.subject))
        if agents:
            events = [event("flipped_face_up", r) for r in refs]
            return self.by_effect(self.ref(agents[0]), events, act.words, target_refs=refs)
        if act.passive or duel.battle is not None:       # flipped by an attack, or by what the situation leaves out
            events = [event("flipped_face_up", r, cause="battle" if duel.battle else None) for r in refs]
            for r in refs:
                duel.place(r, "monster_zone", False)
            return self.happen(events, act.words, "battle" if duel.battle else None)
        for ref in refs:
            duel.note("step", act.words, f"flipping {duel.cards[ref].name} is read as a Flip Summon")
            self.summon(ref, "flip", [], act, player=act.player)

    # ------------------------------------------------------------ negations

    def act_negate(self, act: Act) -> None:
        duel = self.duel
        subject_cards = _cards(act.subject)
        what = subject_cards if act.passive else [p for p in act.objects]
        agents = _cards(act.cards("by", "with")) if act.passive or not subject_cards else subject_cards
        agent = self.ref(agents[0], owner=act.player) if agents else None
        if agent is not None and act.player:
            duel.set_controller(agent, act.player)
        if not what:
            raise BadInput(f"{act.words!r}: what is negated is not said")
        for phrase in what:
            self._negate(phrase, agent, act)

    def _negate(self, phrase: Phrase, agent: str | None, act: Act) -> None:
        duel = self.duel
        noun = phrase.noun
        ref = None if phrase.item.kind in ("word", "unnamed") and not phrase.item.has("pron") else \
            self.ref(phrase, exclude=(agent,) if agent else ())
        summoned = duel.last_summon
        if noun == "summon" or (ref is not None and summoned is not None and summoned["summon"] == ref
                                and duel.steps and duel.steps[-1] is summoned and duel.link_of(ref) is None):
            return self._negate_summon(ref or (summoned or {}).get("summon"), agent, act)
        if noun == "attack":
            attacker = ref or (duel.battle[0] if duel.battle else None)
            if agent is None:
                raise BadInput(f"{act.words!r}: which card negates the attack is not said")
            return self.by_effect(agent, [event("attack_negated", attacker)], act.words)
        if ref is None:
            ref = duel.chain[-2] if agent is not None and duel.link_of(agent) and len(duel.chain) > 1 else None
        if (ref is None or ref == agent or duel.link_of(ref) is None) and phrase.item.kind == "word":
            below = [r for r in duel.chain if r != agent]        # "negates it", "negates the activation"
            ref = below[-1] if below else ref
        if ref is None or duel.link_of(ref) is None:
            raise BadInput(f"{act.words!r}: what is negated is not on the chain")
        kind = "effect_negated" if phrase.effect or noun == "effect" else "activation_negated"
        if agent is None:
            raise BadInput(f"{act.words!r}: which card negates it is not said")
        events = [event(kind, ref)]
        info = duel.cards[agent].info
        if info is not None and any(c.event == "destroyed" for e in info.effects for c in e.clauses):
            events.append(event("destroyed", ref))
        self.by_effect(agent, events, act.words)

    def _negate_summon(self, monster: str | None, agent: str | None, act: Act) -> None:
        duel = self.duel
        step = next((s for s in reversed(duel.steps) if s.get("summon") == monster), None) if monster else None
        if step is None:
            raise BadInput(f"{act.words!r}: no Summon was said before it to be negated")
        step["negated"] = True
        if agent is not None and duel.link_of(agent) == len(duel.chain) and duel.chain:
            # its activation answered the Summon: the contract writes a negated Summon without it
            duel.chain.pop()
            duel.steps[:] = [s for s in duel.steps if s.get("activate") != agent]
            duel.cards[agent].on_chain = False
        if agent is not None:
            info = duel.cards[agent].info
            duel.cards[agent].first_use = duel.cards[agent].first_use or "activated"
            if info is not None and any(c.event == "destroyed" for e in info.effects for c in e.clauses):
                events = [event("destroyed", monster, cause="effect", by=agent, to="graveyard")]
                duel.step({"events": [events]})
                self.record(events)
        duel.note("step", act.words, f"the Summon of {duel.cards[monster].name} is negated: the monster never "
                                     "was on the field")
        self.open_resolution = None

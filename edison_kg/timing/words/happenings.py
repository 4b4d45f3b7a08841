"""What happens to cards in a situation besides activations and Summons: destruction (by
battle or by an effect), cards sent, banished, discarded, Tributed, returned or added to the
hand, draws, Life Points, attacks, what a player controls, phases and turns. Each becomes the
contract's events: the resolution of the card that did it when the sentence names one, a cost
when it was paid for an activation, a battle's events, or events outside any chain."""

from __future__ import annotations

from edison_kg.errors import BadInput
from edison_kg.timing.words.clauses import Act, Phrase
from edison_kg.timing.words.duel import OTHER

# the cost-paying verbs and the events they make
COST_EVENTS = {"tribute": "tributed", "discard": "discarded", "pay": "lp_paid", "send": "sent_to_gy",
               "banish": "banished"}
MOVES = {"ko": "ko", "destroy": "destroyed", "send": "sent_to_gy", "banish": "banished", "discard": "discarded",
         "tribute": "tributed", "add": "added_to_hand", "return": "returned_to_hand", "flip": "flipped_face_up",
         "draw": "drawn"}
PHASE_ORDER = ("draw", "standby", "main1", "battle", "damage_step", "main2", "end")
ENTERED_FROM = {"standby": "draw", "end": "main2"}     # phases whose beginning sets effects off
PHASE_NAMES = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1", "battle": "Battle Phase",
               "damage_step": "Damage Step", "main2": "Main Phase 2", "end": "End Phase"}


def event(kind: str, ref: str | None, *, player: str | None = None, source: str | None = None,
          to: str | None = None, cause: str | None = None, by: str | None = None, amount: int | None = None,
          count: int | None = None, target: str | None = None) -> dict:
    """An EVENT of the contract; keys left out are not known."""
    out = {"event": kind}
    for key, value in (("card", ref), ("player", player), ("from", source), ("to", to), ("cause", cause),
                       ("by", by), ("amount", amount), ("count", count), ("target", target)):
        if value is not None:
            out[key] = value
    return out


def _cards(phrases: list[Phrase]) -> list[Phrase]:
    return [p for p in phrases if p.item.kind in ("card", "unknown", "quote", "unnamed") or
            (p.item.kind == "word" and p.item.has("pron"))]


def _named(phrases: list[Phrase]) -> list[Phrase]:
    return [p for p in _cards(phrases) if p.item.kind != "unnamed"]


class Happenings:
    """Mixed into Story (story.py), whose ``ref``, ``activate``, ``by_effect`` and ``record``
    these use."""

    # ------------------------------------------------------------ costs

    def costs(self, act: Act, ref: str) -> list:
        """The cost an activation's gerunds say was paid ("by Tributing Sangan", "discarding 1 card",
        "paying 1000 LP")."""
        duel = self.duel
        out = []
        for role, sub in act.subacts:
            if role not in ("cost", "material") or sub.verb not in COST_EVENTS:
                continue
            kind = COST_EVENTS[sub.verb]
            if kind == "lp_paid":
                out.append(event(kind, None, player=duel.controller(ref) or act.player, amount=sub.amount or act.amount,
                                 cause="cost"))
                continue
            for victim in self.refs(_cards(sub.objects)):
                duel.set_controller(victim, duel.controller(ref) or act.player)
                duel.used(victim, kind)
                out.append(event(kind, victim, cause="cost", source=sub.zones.get("from")))
            for phrase in sub.objects:          # "discarding 1 card": a card the situation does not name
                if phrase.item.kind == "unnamed":
                    phrase.used = True
                    out.append(event(kind, None, player=duel.controller(ref) or act.player, cause="cost",
                                     count=phrase.item.extra.get("count") or 1, source=sub.zones.get("from")))
            if not _cards(sub.objects) and kind == "discarded":
                out.append(event(kind, None, player=duel.controller(ref) or act.player, cause="cost", count=sub.count or 1))
        if act.amount and act.verb == "pay" and not out:
            out.append(event("lp_paid", None, player=act.player, amount=act.amount, cause="cost"))
        for e in out:
            if e.get("card"):
                self.happened.append((e["card"], e["event"]))
        return out

    def _purpose(self, act: Act) -> tuple[Phrase, str] | None:
        """What a cost was paid for, or a Tribute made for: "to pay for X's effect", "for X",
        "to activate X", "to Tribute Summon X". (the phrase, and "activate" or "summon")."""
        for role, sub in act.subacts:
            named = _cards(sub.objects + sub.cards("for") + (sub.cards("of") if sub.verb == "pay" else []))
            if role == "purpose" and named:        # "to pay for X's effect", "to pay the cost of X"
                phrase = named[0]
                return phrase, f"summon:{sub.method or ''}" if sub.verb == "summon" else "activate"
        summon = next((p for p in act.cards("for") if p.noun == "summon"), None)
        if summon is not None and _cards(act.cards("of")):      # "for the Tribute Summon of Summoned Skull"
            method = summon.item.extra.get("method") or ""
            return _cards(act.cards("of"))[0], f"summon:{method}"
        for slot in ("for", "of", "to"):
            found = _cards(act.cards(slot))
            if found and (slot == "for" or act.cause == "cost"):   # "for X", "as the cost of X"
                return found[0], "activate" if found[0].effect or act.cause == "cost" else "either"
        return None

    # ------------------------------------------------------------ cards moved

    def act_destroy(self, act: Act) -> None:
        self.moved(act, "destroy")

    def act_send(self, act: Act) -> None:
        self.moved(act, "send")

    def act_banish(self, act: Act) -> None:
        self.moved(act, "banish")

    def act_discard(self, act: Act) -> None:
        self.moved(act, "discard")

    def act_tribute(self, act: Act) -> None:
        self.moved(act, "tribute")

    def act_add(self, act: Act) -> None:
        self.moved(act, "add")

    def act_return(self, act: Act) -> None:
        self.moved(act, "return")

    def act_ko(self, act: Act) -> None:
        self.moved(act, "ko")

    def act_draw(self, act: Act) -> None:
        self.moved(act, "draw")

    def act_pay(self, act: Act) -> None:
        purpose = self._purpose(act)
        if purpose is None:
            self.pending_cost = (act.player, [event("lp_paid", None, player=act.player, amount=act.amount,
                                                    cause="cost")])
            return
        self._paid_for(act, "pay", [], purpose)

    def moved(self, act: Act, verb: str) -> None:
        duel = self.duel
        kind = MOVES[verb]
        if verb == "return" and act.zones.get("to") == "deck":
            kind = "returned_to_deck"
        subject_cards = _cards(act.subject)
        if act.passive:
            victims, agents = subject_cards, _cards(act.cards("by", "with"))
        elif subject_cards:
            victims, agents = _cards(act.objects), subject_cards
        else:
            victims, agents = _cards(act.objects), _cards(act.cards("with", "by"))
        both = [p for p in act.subject if p.item.kind == "word" and p.item.has("everything")]
        if both and duel.battle and verb == "destroy":
            victims = victims + [p for p in act.subject if p not in victims]
        purpose = self._purpose(act) if verb in COST_EVENTS else None
        if verb == "pay" and purpose is None:
            self.pending_cost = (act.player, [event("lp_paid", None, player=act.player, amount=act.amount,
                                                    cause="cost")])
            return
        if purpose is not None and act.cause != "battle":
            return self._paid_for(act, verb, victims, purpose)
        if verb == "draw":
            return self._draw(act, agents)
        if verb == "banish" and act.passive and not agents and act.cause is None and not duel.steps:
            for ref in self.refs(victims):        # "Drill Warrior is banished": where it is
                duel.place(ref, "banished")
            return
        agent = self.ref(agents[0]) if agents and not act.passive else None
        unnamed = [p for p in victims if p.item.kind == "unnamed"]
        if unnamed:                     # "sends 2 cards ..., one of them Peten the Dark Clown"
            victims = victims + _named(act.cards("of"))
        refs = self._victims(victims, both, act, exclude=(agent,) if agent else ())
        if unnamed and duel.battle and verb == "destroy" and not refs and (
                act.cause == "battle" or unnamed[0].item.extra.get("count") == 2):
            refs = [r for r in duel.battle if r]          # "both monsters are destroyed by battle"
            unnamed = []
        if not refs and not unnamed:
            raise BadInput(f"{act.words!r}: which card is {kind.replace('_', ' ')} is not said")
        if verb == "send" and act.zones.get("to", "graveyard") == "graveyard" and refs and \
                all(duel.cards[r].now == "graveyard" and (r, "destroyed") in self.happened for r in refs):
            duel.note("step", act.words, f"{act.words!r} says again where the destroyed card went")
            return                               # "destroys Sangan, which is sent to the GY"
        cause = act.cause
        if agents and agent is None:
            agent = self.ref(agents[0])
        in_battle = duel.battle is not None and (agent in duel.battle or any(r in duel.battle for r in refs))
        fights = agent is not None and duel.cards[agent].card_type == "monster" and not agents[0].effect and (
            in_battle or not _destroys(duel.cards[agent]))   # a monster with no effect that destroys: by battle
        if verb == "destroy" and (cause == "battle" or (cause is None and (fights or in_battle and agent is None))):
            return self.battle_destroyed(refs, agent, act.words)
        events = [event(kind, r, to=act.zones.get("to") if verb != "add" else None, source=act.zones.get("from"))
                  for r in refs]
        named_among = len(_named(act.cards("of"))) if unnamed else 0
        for r in refs:
            if act.zones.get("from") and duel.cards[r].zone is None:
                duel.place(r, act.zones["from"])       # "sends 2 cards from the hand, one of them Peten"
        events += [event(kind, None, player=p.owner or act.players.get("zone") or (
                             act.player if verb in ("add", "discard") else None),
                         count=max(1, (p.item.extra.get("count") or 1) - named_among), source=act.zones.get("from"))
                   for p in unnamed if (p.item.extra.get("count") or 1) > named_among]
        for p in unnamed:
            p.used = True
        for r in refs:
            duel.used(r, kind)
        if duel.game == "one-piece":        # no chain: what happened, as it happened
            self.open_resolution = None
            for e in events:
                e.setdefault("cause", cause or "effect")
            duel.step({"events": [events]})
            return self.record(events)
        if agent is not None:
            if act.player and not subject_cards:
                duel.set_controller(agent, act.player)     # "opp pops my Call with MST": opp's MST
            return self.by_effect(agent, events, act.words, target_refs=refs)
        self.happen(events, act.words, cause)

    def _victims(self, victims: list[Phrase], both: list, act: Act, exclude: tuple = ()) -> list[str]:
        duel = self.duel
        refs = self.refs([p for p in victims if not (p.item.kind == "word" and p.item.has("everything"))],
                         exclude=exclude)
        if both and duel.battle and not refs:
            refs = [r for r in duel.battle if r]
        return refs

    def _paid_for(self, act: Act, verb: str, victims: list[Phrase], purpose: tuple) -> None:
        """"Mystic Tomato is Tributed to pay for Cannon Soldier's effect": the cost of an
        activation; "Zolga is Tributed for Summoned Skull": the Tribute of a Summon."""
        duel = self.duel
        phrase, what = purpose
        method = what.split(":", 1)[1] or None if what.startswith("summon:") else None
        what = what.split(":", 1)[0]
        refs = self.refs(victims)
        if phrase.item.kind == "unnamed" and what != "summon":
            raise BadInput(f"{act.words!r}: which card it was paid for is not said")
        ref = self.stand_in(phrase, act.player) if phrase.item.kind == "unnamed" else self.ref(phrase, owner=act.player)
        card = duel.cards[ref]
        if what == "either":
            level = card.info.level if card.info else None
            what = "summon" if verb == "tribute" and card.card_type == "monster" and (level or 0) >= 5 \
                and not phrase.effect else "activate"
        if what == "summon":
            if method is None and verb == "tribute":
                method = "tribute"
            return self.summon(ref, method, refs, act, player=act.player)
        kind = COST_EVENTS[verb]
        cost = [event(kind, r, cause="cost") for r in refs]
        if kind == "lp_paid" or (act.amount and verb == "pay"):
            cost = [event("lp_paid", None, player=act.player or card.controller, amount=act.amount, cause="cost")]
        for r in refs:
            duel.set_controller(r, card.controller or act.player)
            duel.set_controller(ref, duel.controller(r))
            duel.used(r, kind)
            self.happened.append((r, kind))
        self.activate(ref, None, player=act.player or card.controller, effect_noun=phrase.effect, cost=cost)

    def _draw(self, act: Act, agents: list[Phrase]) -> None:
        duel = self.duel
        agent_ref = self.ref(agents[0]) if agents else None
        player = act.player or (duel.controller(agent_ref) if agent_ref else duel.last_subject)
        cards = self.refs(_named(act.objects))
        count = next((p.item.extra.get("count") for p in act.objects if p.item.kind == "unnamed"), None)
        for p in act.objects:
            p.used = p.used or p.item.kind == "unnamed"
        events = [event("drawn", r) for r in cards] or [event("drawn", None, player=player, count=count or act.count or 1)]
        agent = agent_ref
        if agent is not None:
            return self.by_effect(agent, events, act.words)
        self.happen(events, act.words, None)

    def happen(self, events: list, words: str, cause: str | None) -> None:
        """Events with no card named as their doer: the resolution of the card just said to
        resolve, or of the top Chain Link when its text does this; else events of their own."""
        duel = self.duel
        kinds = {e["event"] for e in events}
        if cause not in ("battle", "cost") and self.tell_open_resolution(events, words):
            return
        if duel.chain and cause not in ("battle", "cost"):
            top = duel.cards[duel.chain[-1]]
            does = {c.event for e in (top.info.effects if top.info else ()) for c in e.clauses}
            if kinds <= does:
                duel.note("step", words, f"read as what {top.name} did when it resolved")
                return self.by_effect(top.ref, events, words)
        if cause:
            for e in events:
                e.setdefault("cause", cause)
        if cause is None and "destroyed" in kinds:
            duel.note("default", words, "how it was destroyed (by battle or by an effect) is not said")
        self.open_resolution = None
        duel.step({"events": [events]})
        self.record(events)

    # ------------------------------------------------------------ battle

    def act_attack(self, act: Act) -> None:
        duel = self.duel
        subject = _cards(act.subject)
        withs = _cards(act.cards("with"))
        attacker_phrase = subject[0] if subject else withs[0] if withs else None
        if attacker_phrase is None or attacker_phrase.item.kind == "unnamed":
            return self._unnamed_attack(act, attacker_phrase)
        attacker = self.ref(attacker_phrase, owner=act.player)
        side = act.player or attacker_phrase.owner or duel.controller(attacker)
        duel.set_controller(attacker, side)
        targets = [p for p in _cards(act.objects + act.cards("to", "target")) if p is not attacker_phrase]
        target = self.ref(targets[0], exclude=(attacker,)) if targets and not act.direct else None
        if target is not None and duel.controller(attacker):
            duel.set_controller(target, OTHER[duel.controller(attacker)])
        elif target is not None and duel.controller(target):
            duel.set_controller(attacker, OTHER[duel.controller(target)])   # it attacks my monster: opp's
        if target is not None:
            duel.opposed.append((attacker, target))
        duel.used(attacker, "attacks")
        if target:
            duel.used(target, "attacked")
        if duel.phase not in ("battle", "damage_step"):
            self.enter_phase("battle", None, act.words)
        self.open_resolution = None
        duel.step({"events": [[event("attack_declared", attacker, player=duel.controller(attacker), target=target)]]})
        duel.battle = (attacker, target)
        duel.turn_is(duel.controller(attacker), 2, "only the turn player declares an attack")
        self.happened.append((attacker, "attack_declared"))
        for role, sub in act.subacts:
            if sub.verb == "destroy":
                victims = self.refs(_named(sub.objects), exclude=(attacker,)) or ([target] if target else [])
                self.battle_destroyed(victims, attacker, act.words)

    def _unnamed_attack(self, act: Act, phrase: Phrase | None) -> None:
        """"The opponent declares an attack": an attack by a monster the situation does not name."""
        duel = self.duel
        side = act.player or (phrase.owner if phrase else None)
        targets = [p for p in _named(act.objects + act.cards("to", "target"))]
        target = self.ref(targets[0]) if targets and not act.direct else None
        if target is not None and side:
            duel.set_controller(target, OTHER[side])
        if duel.phase not in ("battle", "damage_step"):
            self.enter_phase("battle", None, act.words)
        self.open_resolution = None
        duel.step({"events": [[event("attack_declared", None, player=side, target=target)]]})
        duel.battle = (None, target)
        duel.turn_is(side, 2, "only the turn player declares an attack")
        duel.note("step", act.words, "the attacking monster is not named")

    def battle_destroyed(self, refs: list[str], agent: str | None, words: str) -> None:
        duel = self.duel
        if duel.phase != "damage_step":
            self.enter_phase("damage_step", None, words)
        events = []
        for ref in refs:
            other = None
            if duel.battle:
                other = next((r for r in duel.battle if r and r != ref), None)
            by = agent if agent and agent != ref else other
            if by and duel.controller(by) and duel.controller(ref) is None:
                duel.set_controller(ref, OTHER[duel.controller(by)])
            if by and duel.controller(ref) and duel.controller(by) is None:
                duel.set_controller(by, OTHER[duel.controller(ref)])
            if by:
                duel.used(by, "attacks")
                duel.opposed.append((by, ref))
                if duel.battle is None:     # no attack was told: the monster that destroyed it attacked
                    duel.turn_is(duel.controller(by), 1, f"{duel.cards[by].name} destroyed a monster by battle, "
                                                         "so it is taken to have attacked")
            duel.used(ref, "destroyed")
            events.append(event("destroyed", ref, cause="battle", by=by, to="graveyard"))
        self.open_resolution = None
        duel.step({"events": [events]})
        self.record(events)

    def act_take(self, act: Act) -> None:
        duel = self.duel
        if not (act.state.get("damage") or act.amount):
            duel.note("not-read", act.words, f"not read: {act.words!r}")
            return
        battle = duel.battle is not None or act.state.get("battle")
        by = duel.battle[0] if battle and duel.battle else None
        events = [event("damage_inflicted", None, player=act.player, amount=act.amount,
                        cause="battle" if battle else None, by=by)]
        self.damaged = act.player
        if battle and duel.phase != "damage_step":
            self.enter_phase("damage_step", None, act.words)
        self.happen(events, act.words, "battle" if battle else None)

    def act_inflict(self, act: Act) -> None:
        player = act.players.get("to") or act.players.get("object")
        events = [event("damage_inflicted", None, player=player, amount=act.amount)]
        agents = _cards(act.subject + act.cards("with", "by"))
        if agents:
            return self.by_effect(self.ref(agents[0]), events, act.words)
        self.happen(events, act.words, None)

    def act_gain(self, act: Act) -> None:
        events = [event("lp_gained", None, player=act.player, amount=act.amount)]
        agents = _cards(act.cards("with", "by"))
        if agents:
            return self.by_effect(self.ref(agents[0]), events, act.words)
        self.happen(events, act.words, None)

    # ------------------------------------------------------------ what is where

    def act_control(self, act: Act) -> None:
        duel = self.duel
        for phrase in _cards(act.objects):
            ref = self.ref(phrase, owner=act.player)
            duel.set_controller(ref, act.player or phrase.owner)
            zone = phrase.zone or act.zones.get("in")
            face_up = phrase.face_up if phrase.face_up is not None else act.state.get("face_up")
            duel.place(ref, zone or _field_zone(duel.cards[ref]), face_up, phrase.position or act.state.get("position"))

    act_hold = act_control

    def act_be(self, act: Act) -> None:
        duel = self.duel
        for phrase in _cards(act.subject):
            ref = self.ref(phrase, owner=act.player)
            zone = act.state.get("zone") or phrase.zone
            face_up = act.state.get("face_up")
            if zone is None and (face_up is not None or act.state.get("position")):
                zone = _field_zone(duel.cards[ref])
            duel.place(ref, zone, face_up, act.state.get("position"))
            owner = act.players.get("zone")
            if owner:
                duel.set_controller(ref, owner)

    def act_set(self, act: Act) -> None:
        duel = self.duel
        for ref in self.refs(_cards(act.objects), owner=act.player):
            duel.set_controller(ref, act.player)
            card = duel.cards[ref]
            zone = "monster_zone" if card.card_type == "monster" else _field_zone(card)
            duel.used(ref, "set")
            if card.zone is None:
                duel.place(ref, "hand")
            e = event("set", ref, source=card.now or "hand", to=zone)
            self.open_resolution = None
            duel.step({"events": [[e]]})
            card.now = zone
            duel.turn_is(duel.controller(ref), 2, "only the turn player Sets a card")

    def act_equip(self, act: Act) -> None:
        duel = self.duel
        equips = _cards(act.subject if act.passive else act.objects)
        monsters = _cards(act.cards("to"))
        if not equips or not monsters:
            duel.note("not-read", act.words, f"not read: {act.words!r}")
            return
        monster = self.ref(monsters[0])
        for ref in self.refs(equips):
            card = duel.cards[ref]
            card.equipped_to = monster
            duel.place(ref, "spell_trap_zone", True)
        duel.place(monster, "monster_zone", True)

    # ------------------------------------------------------------ phases and turns

    def enter_phase(self, phase: str, whose: str | None, words: str) -> None:
        duel = self.duel
        if whose:
            duel.turn_is(duel.side(whose), 3, f"'{words}' says whose turn it is")
        if not duel.steps and duel.start_phase is None:
            if phase in ENTERED_FROM:       # "during my Standby Phase": effects of that phase start as it begins
                duel.start_phase = ENTERED_FROM[phase]
                duel.step({"phase": phase})
                duel.phase = phase
                duel.note("phase", words, f"the situation starts as the {PHASE_NAMES[phase]} begins")
                return
            duel.start_phase = duel.phase = phase
            return
        if phase != duel.phase:
            self.open_resolution = None
            duel.step({"phase": phase})
            duel.phase = phase

    def act_go(self, act: Act) -> None:
        if act.phase is None:
            self.duel.note("not-read", act.words, f"not read: {act.words!r}")

    def act_pass(self, act: Act) -> None:
        """A turn ends: what was done before is where the cards are when the next turn starts."""
        duel = self.duel
        if duel.chain:
            raise BadInput(f"{act.words!r}: the turn cannot end while a chain is open")
        passer = act.player or duel.last_subject
        for card in duel.cards.values():
            if card.now is not None:
                card.zone = card.now
                card.face_up = False if card.first_use == "set" else card.face_up
                card.first_use = "before"
        if duel.steps:
            duel.note("turn", act.words, "what happened before the turn ended is read as where the cards are "
                                         "when the next turn starts")
        duel.steps.clear()
        duel.turn.clear()
        duel.start_phase = duel.phase = None
        duel.battle = None
        if passer:
            duel.turn_is(OTHER[passer], 3, f"'{act.words}': the next turn is the other player's")


def _destroys(card) -> bool:
    return any(c.event == "destroyed" for e in (card.info.effects if card.info else ()) for c in e.clauses)


def _field_zone(card) -> str:
    if card.card_type == "monster":
        return "monster_zone"
    return "field_zone" if card.has_subtype("Field") else "spell_trap_zone"

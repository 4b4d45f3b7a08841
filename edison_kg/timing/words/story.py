"""What each act of a situation makes happen, as the contract's steps: activations (Chain
Links, with their targets and costs), resolutions (with what they did, when the sentence says
it), Summons (by game mechanics, or by a resolving effect), negations. The other happenings
(destruction, battle, costs, draws, states, phases) are in happenings.py.

A fact a step needs and the sentence does not give is taken by default with a note; where no
default is sound (which of two effects was activated), the reader says what is missing."""

from __future__ import annotations

from edison_kg.errors import BadInput, UnknownCard
from edison_kg.timing.state import EVENT_DESTINATIONS
from edison_kg.timing.words.clauses import Act, Phrase
from edison_kg.timing.words.duel import OTHER, Duel
from edison_kg.timing.words.effects import RESULT_EVENTS, SUMMON_EVENTS, Effects
from edison_kg.timing.words.happenings import Happenings, _cards, _named, event
from edison_kg.timing.words.summons import Summons
from edison_kg.timing.words.names import find_mentioned



class Story(Summons, Happenings, Effects):
    """Reads acts one by one into the duel's steps."""

    def __init__(self, duel: Duel):
        self.duel = duel
        self.open_resolution: dict | None = None      # the last resolve step, while nothing followed it
        self.happened: list[tuple[str, str]] = []     # (card ref, event type), in order
        self.draining = False                         # "the chain resolves": links resolve as they are told
        self.pending_cost: tuple | None = None        # (player, cost events) said before the activation
        self.told_at_once: dict | None = None         # the resolve step of a card activated and resolved in one clause
        self.last_resolution: tuple | None = None     # (resolve step, card) of the last resolution told
        self.sequential = False                       # the clause told begins with "then"

    # ------------------------------------------------------------ which card a phrase means

    def ref(self, phrase: Phrase, *, owner: str | None = None, required: bool = True,
            exclude: tuple = (), kind: str | None = None) -> str | None:
        duel = self.duel
        item = phrase.item
        if phrase.ref is not None and phrase.ref in duel.cards:
            return phrase.ref           # read once ("its effect ..., and draws": the same card)
        if item.kind == "card":
            ref = duel.card(item.value, phrase.owner or owner, phrase.another, item.text)
        elif item.kind in ("unknown", "quote"):
            ref = self._searched(phrase, owner)
        elif item.kind == "word" and item.has("pron"):
            ref = self._pronoun(item.text.lower(), exclude, kind)
            if ref is None and required:
                raise BadInput(f"cannot tell which card {item.text!r} means: no card was named before it")
        else:
            return None
        if ref is not None:
            phrase.used, phrase.ref = True, ref
            card = duel.cards[ref]
            if phrase.zone or phrase.face_up is not None or phrase.position:
                duel.place(ref, phrase.zone, phrase.face_up, phrase.position)
            if "text" in item.extra and card.text is None:
                card.text = item.extra["text"]
            duel.mentioned(ref)
        return ref

    def _searched(self, phrase: Phrase, owner: str | None) -> str:
        text = phrase.item.text
        if phrase.item.possessive and text[-2:].lower() in ("'s", "\u2019s"):
            text = text[:-2]
        if self.duel.game == "one-piece":    # One Piece cards are not in the graph: each brings its text
            return self.duel.custom(text, phrase.item.extra.get("text"), phrase.owner or owner)
        found = find_mentioned(text, self.duel.backend)
        if found.mention is None and " and " in text:
            raise BadInput(f"{text!r}: read as one card name, it names no card; write each card's full name")
        if found.mention is None:
            if found.choices and len(found.choices) > 1 and any(c.lower().find(text.lower()) >= 0 for c in found.choices):
                raise UnknownCard(f"{text!r} could be any of: {', '.join(found.choices)}; write the card's full name")
            closest = f"; closest: {', '.join(found.choices)}" if found.choices else ""
            raise UnknownCard(f"no card named {text!r} in the graph{closest}")
        return self.duel.card(found.mention, phrase.owner or owner, phrase.another, text)

    def _pronoun(self, word: str, exclude: tuple = (), kind: str | None = None) -> str | None:
        """The card a pronoun stands for: the one named last ("the monster": the last monster),
        never the doer of the same clause ("X attacks Y and destroys it")."""
        duel = self.duel
        if word in ("the attacker", "the attacking monster") and duel.battle:
            return duel.battle[0]
        if word in ("the summoned monster",) and duel.last_summon:
            return duel.last_summon["summon"]
        if "monster" in word or kind == "monster":
            return duel.last_of("monster", exclude)
        if kind == "spelltrap":
            return next((r for r in reversed(duel.mentions) if r not in exclude
                         and duel.cards[r].card_type in ("spell", "trap")), None)
        return next((r for r in reversed(duel.mentions) if r not in exclude), None)

    def refs(self, phrases: list[Phrase], owner: str | None = None, exclude: tuple = ()) -> list[str]:
        out = []
        for phrase in phrases:
            if phrase.item.kind == "unnamed" or phrase.item.kind == "word" and phrase.item.has("everything"):
                continue
            ref = self.ref(phrase, owner=owner, required=True, exclude=exclude)
            if ref is not None and ref not in out:
                out.append(ref)
        return out

    # ------------------------------------------------------------ acts

    def tell(self, act: Act) -> None:
        duel = self.duel
        words = act.words.lower().split()
        self.sequential = bool(words) and (words[0] in ("then", "next", "afterwards") or "then" in words[:3]
                                           or " ".join(words[:2]) == "after that")
        self.roles(act)
        if self.draining and not self.tells_resolution(act):
            self.drain()
        if act.turn:
            duel.turn_is(duel.side(act.turn), 3, f"'{act.words}' says whose turn it is")
        if act.phase:
            self.enter_phase(act.phase[0], act.phase[1], act.words)
        if act.want:
            self.wanted(act)
            return
        if act.negative:
            duel.note("not-read", act.words, f"not read as something that happened: {act.words!r}")
            return
        verb = "activate" if act.card_verb is not None else act.verb
        handler = getattr(self, f"act_{verb}", None) if verb else None
        if handler is None:
            if verb is not None or act.unread or act.phrases():
                duel.note("not-read", act.words, f"not read: {act.words!r}")
            return
        if act.player:
            duel.side(act.player)
        self.equipped(act)
        handler(act)
        unused = [p.text for p in act.phrases() if not p.used and p.item.kind in ("card", "unknown", "quote", "unnamed")]
        for text in unused:
            duel.note("not-read", act.words, f"not read: {text!r} in {act.words!r}")
        for word in act.unread:
            if word != "chain order":
                duel.note("not-read", act.words, f"not read: {word!r} in {act.words!r}")

    def equipped(self, act: Act) -> None:
        """"Vorse Raider equipped with Armed Changer": where the Equip Card is at the start."""
        equips = act.slots.get("equipped", [])
        for monster, equip in zip(act.equips, equips):
            if monster.item.kind == "unnamed" or equip.item.kind == "unnamed":
                continue
            monster_ref = self.ref(monster, owner=act.player)
            equip_ref = self.ref(equip)
            self.duel.cards[equip_ref].equipped_to = monster_ref
            self.duel.place(equip_ref, "spell_trap_zone", True)
            self.duel.place(monster_ref, "monster_zone", True)
            self.duel.set_controller(equip_ref, self.duel.controller(monster_ref))

    def wanted(self, act: Act) -> None:
        """"That player wants to activate Bottomless Trap Hole": nothing happened, but it says
        whose the card is."""
        phrase = act.card_verb or next(iter(_named(act.objects + act.cards("with"))), None)
        if phrase is not None and act.player:
            self.duel.set_controller(self.ref(phrase, owner=act.player), act.player)

    def stand_in(self, phrase: Phrase, owner: str | None) -> str:
        """A card the situation does not name ("a Level 5 monster") where a step needs one: a
        card of its own text that does nothing, named by the words that describe it."""
        duel = self.duel
        card = duel.stand_in(phrase.text, phrase.owner or owner)
        phrase.used = True
        duel.note("default", phrase.text, f"{phrase.text!r} is not named: it is read as a monster without effects")
        return card

    def roles(self, act: Act) -> None:
        """Players named by what they do ("the defending player", "its controller") as the
        story so far says who they are."""
        act.player = self.side_of(act.player)
        act.players = {k: self.side_of(v) for k, v in act.players.items()}
        if act.phase:
            act.phase = (act.phase[0], self.side_of(act.phase[1]))
        act.turn = self.side_of(act.turn)
        for phrase in act.subject + act.objects + [p for v in act.slots.values() for p in v] + \
                ([act.card_verb] if act.card_verb else []):
            phrase.owner = self.side_of(phrase.owner)
        for _, sub in act.subacts:
            self.roles(sub)

    def side_of(self, side: str | None) -> str | None:
        if not side or not side.startswith("role:"):
            return side
        duel = self.duel
        role = side[5:]
        attacker = duel.controller(duel.battle[0]) if duel.battle and duel.battle[0] else None
        last = duel.controller(duel.last_card) if duel.last_card else None
        found = {"attacking": attacker, "defending": OTHER.get(attacker) if attacker else None,
                 "summoning": duel.controller(duel.last_summon["summon"]) if duel.last_summon else None,
                 "controller": last, "damaged": self.damaged,
                 "other": OTHER.get(duel.last_subject) if duel.last_subject else None}.get(role)
        if found is None:
            found = "opponent" if role in ("defending", "other") else "me"
            duel.note("default", role, f"'{role} player' is read as {'my opponent' if found == 'opponent' else 'me'}: "
                                       "the situation does not say who that is")
        return found

    def tells_resolution(self, act: Act) -> bool:
        """Does the act say what a resolving Chain Link did (while "the chain resolves")?"""
        verb = act.verb
        if verb in ("destroy", "send", "banish", "discard", "add", "draw", "return", "negate", "gain", "inflict",
                    "take", "flip", "equip", "be", "control", "resolve"):
            return True
        return verb == "summon" and (act.passive or act.method in (None, "special"))

    def settle(self, words: str) -> None:
        """Before a question about what starts the next chain: the chain still open resolves."""
        self.draining = False
        if self.duel.chain:
            self.duel.note("step", words, "the chain still open is taken to resolve before the question (nothing "
                                          "says it stops)")
            while self.duel.chain:
                self.resolve_link(len(self.duel.chain), None, words)

    def drain(self) -> None:
        if not self.draining:
            return
        self.draining = False
        while self.duel.chain:
            self.resolve_link(len(self.duel.chain), None, "the chain resolves")

    # ------------------------------------------------------------ activations

    def act_activate(self, act: Act) -> None:
        phrase = act.card_verb
        targets = list(act.cards("target")) + [p for role, sub in act.subacts if role == "target" for p in sub.objects]
        if phrase is None:
            with_ = _cards(act.cards("with"))
            candidates = (_cards(act.subject) if act.passive else []) or _cards(act.objects) or with_ or \
                _cards(act.subject)
            if act.passive and with_:      # "X's effect is activated with Y Tributed as its cost"
                for role, sub in act.subacts:
                    if sub.verb in ("tribute", "discard", "send", "banish") and not sub.objects:
                        sub.objects = with_
                        act.subacts[act.subacts.index((role, sub))] = ("cost", sub)
            if not candidates:
                raise BadInput(f"{act.words!r}: which card is activated is not said")
            phrase, rest = candidates[0], candidates[1:]
            targets += [p for p in rest if p.item.kind == "card" and act.objects and p in act.objects[1:]]
        else:
            targets += [p for p in act.objects if p.noun is None]
        ref = self.ref(phrase, owner=act.player)
        player = act.player or phrase.owner
        if player is None and act.subject and act.subject[0] is phrase:
            player = None            # "Sangan's effect activates": its controller's
        self.activate(ref, act, player=player, target_phrases=targets, effect_noun=phrase.effect)

    act_chain = act_activate
    act_use = act_activate
    act_trigger = act_activate

    def act_respond(self, act: Act) -> None:
        if act.cards("with") and not act.objects:
            act.objects = act.cards("with")
        for role, sub in act.subacts:             # "they respond by activating X's effect targeting Y"
            if sub.verb == "activate" and sub.objects and not act.objects:
                act.objects = sub.objects
                act.subacts = [(r, s) for r, s in act.subacts if s is not sub]
        self.act_activate(act)

    def activate(self, ref: str, act: Act | None, *, player: str | None, target_phrases=(), effect_noun=False,
                 cost: list | None = None, results: list | None = None) -> int:
        """``ref`` activates (a card, or its effect): the next Chain Link. Returns its number."""
        duel = self.duel
        card = duel.cards[ref]
        words = act.words if act else card.name
        if player:
            duel.set_controller(ref, player)
        duel.used(ref, "activated")
        cost = list(cost or []) + (self.costs(act, ref) if act else [])    # said before the targets
        kind = self.target_kind(ref)
        targets = [t for t in (self.ref(p, exclude=(ref,), kind=kind) for p in target_phrases) if t is not None
                   and t != ref]
        self.whose_targets(ref, targets)
        if self.pending_cost and (player is None or self.pending_cost[0] == player):
            cost += self.pending_cost[1]          # "I pay 1000 LP and activate ..."
            self.pending_cost = None
        effect = self.choose_effect(ref, act, effect_noun, cost)
        step = {"activate": ref}
        if effect is not None:
            step["effect"] = effect
        if targets:
            info_targets = self.targets_of(ref, effect)
            if info_targets:
                step["targets"] = targets
                for t in targets:
                    duel.used(t, f"target:{ref}")
            else:
                duel.note("step", words, f"{card.name} does not target: "
                          + ", ".join(duel.cards[t].name for t in targets) + " is not read as its target")
        if cost:
            step["cost"] = cost
        self.open_resolution = None
        duel.step(step)
        duel.chain.append(ref)
        card.on_chain = True
        self.evidence_of_turn(ref, effect, duel.controller(ref), words)
        attacker = duel.battle[0] if duel.battle else None
        if attacker and duel.controller(attacker) is None and duel.controller(ref) and card.card_type != "monster":
            # a card that answers the attack is the defending player's: the other player attacked
            duel.set_controller(attacker, OTHER[duel.controller(ref)])
            duel.turn_is(OTHER[duel.controller(ref)], 2, f"{card.name} answers the attack of the other player")
        if results:
            self.resolve_link(len(duel.chain), results, words)
        elif act:
            said = self.results(act, ref)
            if said and "targets" not in step and self.targets_of(ref, effect):
                acted_on = [e["card"] for e in said[:1] if e.get("card") and e["card"] != ref]
                if acted_on:                 # "activates Assault on GHQ, destroying Peten": its target
                    step["targets"] = acted_on
                    duel.used(acted_on[0], f"target:{ref}")
            if said:
                self.resolve_link(len(duel.chain), said, words)
        return len(duel.chain)

    def act_resolve(self, act: Act) -> None:
        duel = self.duel
        if not duel.chain:
            subject = [p for p in act.subject if p.item.kind in ("card", "unknown", "quote")]
            if subject:            # "Ookazi resolves": it was activated first
                ref = self.ref(subject[0], owner=act.player)
                self.activate(ref, None, player=act.player)
                duel.note("step", act.words, f"{duel.cards[ref].name} is taken to be activated before it resolves")
            else:
                raise BadInput(f"{act.words!r}: nothing was activated, so nothing can resolve")
        said = self.results(act, None)
        if act.link:
            target = act.link
        else:
            named = [p for p in act.subject if p.item.kind in ("card", "unknown", "quote")]
            everything = not named and (not act.subject or any(p.item.has("everything") for p in act.subject if p.item.kind == "word"))
            if everything and not said:
                self.draining = True     # the links resolve as the next clauses tell, the rest after them
                return
            ref = self.ref(named[0]) if named else duel.chain[-1]
            target = duel.link_of(ref)
            if target is None:
                raise BadInput(f"{act.words!r}: {duel.cards[ref].name} is not on the chain, so it cannot resolve")
        if target > len(duel.chain):
            raise BadInput(f"{act.words!r}: there is no Chain Link {target} (the chain has {len(duel.chain)})")
        while len(duel.chain) > target:
            above = duel.cards[duel.chain[-1]].name
            self.resolve_link(len(duel.chain), None, act.words)
            duel.note("step", act.words, f"{above} is taken to resolve first: it is above on the chain")
        self.resolve_link(target, said or None, act.words)

    damaged: str | None = None

    def resolve_link(self, number: int, events: list | None, words: str) -> dict:
        duel = self.duel
        ref = duel.chain[number - 1]
        step = {"resolve": number}
        if events:
            events = self.events_for(ref, events, words)
            if events is not None:
                step["events"] = _moments(events)
        duel.chain.pop()
        duel.cards[ref].on_chain = ref in duel.chain
        duel.step(step)
        if "events" not in step:
            self.open_resolution = step
            self.open_resolution_card = ref
        else:
            self.open_resolution = None
            for moment in step["events"]:
                self.record(moment)
        return step

    def events_for(self, ref: str, events: list, words: str) -> list | None:
        """What a resolution did as the sentence says it; None (its text read instead) when
        the sentence gives only part of what the card's text does ("Drill Warrior's effect
        Special Summons it": its text also adds a card "then")."""
        card = self.duel.cards[ref]
        info = card.info
        named = any(e.get("card") not in (None, ref) for e in events)   # the sentence names what it acted on
        if info is not None and not named and any(e.get("card") is None and e.get("player") is None for e in events):
            self.duel.note("step", words, f"{card.name}'s resolution is read from its text: the situation does not "
                                          "say which player it was")
            return None
        effect = self.link_effect(ref)
        if effect is not None and not named:
            done = {c.event for c in effect.clauses if c.event}
            said = {e["event"] for e in events}
            if done and said <= done and done - said and not any(c.alternative or c.up_to for c in effect.clauses):
                missing = ", ".join(sorted(k.replace("_", " ") for k in done - said))
                self.duel.note("step", words, f"{card.name}'s resolution is read from its text, which also says: "
                                              f"{missing}")
                return None
        for e in events:
            e.setdefault("by", ref)
            e.setdefault("cause", "effect")
        return events

    def tell_open_resolution(self, events: list, words: str) -> bool:
        """The events are what the resolve step just said did, when nothing followed it: they
        become that step's events (True). False: no resolve step is open for them."""
        step = self.open_resolution
        if step is None or "events" in step or not self.duel.steps or self.duel.steps[-1] is not step:
            return False
        said = self.events_for(self.open_resolution_card, events, words)
        if said is not None:
            step["events"] = [said]
            self.record(said)
        self.open_resolution = None
        return True

    def by_effect(self, agent: str, events: list, words: str, target_refs=()) -> None:
        """``agent``'s effect did ``events``: its open Chain Link resolves (those above it first),
        or, not on the chain, it is activated and resolves at once."""
        duel = self.duel
        if self.open_resolution is not None and self.open_resolution_card == agent \
                and self.tell_open_resolution(events, words):
            return
        last = self.last_resolution
        if duel.link_of(agent) is None and last is not None and duel.steps and duel.steps[-1] is last[0] \
                and last[1] == agent:
            # "X's effect Special Summons Y and then adds Z": the same resolution, a moment later
            # ("then"), or the same moment ("and")
            if "events" in last[0]:
                said = self.events_for(agent, events, words) or events
                if self.sequential:
                    last[0]["events"].append(said)
                else:
                    last[0]["events"][-1].extend(said)
                self.record(events)
            else:
                duel.note("step", words, f"{words!r} is what {duel.cards[agent].name}'s text says it does: read "
                                         "from its text")
            return
        number = duel.link_of(agent)
        told = number is None
        if number is None:
            number = self.activate(agent, None, player=None)
            step = duel.steps[-1]
            if target_refs and self.targets_of(agent, step.get("effect")):
                step["targets"] = list(target_refs)
                for t in target_refs:
                    duel.used(t, f"target:{agent}")
        while len(duel.chain) > number:
            self.resolve_link(len(duel.chain), None, words)
        step = self.resolve_link(number, events, words)
        self.told_at_once = step if told else None       # activated and resolved in one clause
        self.last_resolution = (step, agent)

    def undo_resolution(self, words: str) -> None:
        """"Opp pops my Call with MST. Can I chain?": the question answers the activation, so
        the card told to have done it at once is taken not to have resolved yet."""
        duel = self.duel
        step = self.told_at_once
        if step is None or not duel.steps or duel.steps[-1] is not step:
            return
        duel.steps.pop()
        ref = duel.steps[-1].get("activate")
        duel.chain.append(ref)
        duel.cards[ref].on_chain = True
        for e in step.get("events", [[]])[0]:
            if e.get("card"):
                duel.cards[e["card"]].now = None
        self.told_at_once = None
        duel.note("step", words, f"the question asks about answering {duel.cards[ref].name}: it is taken not to have "
                                 "resolved yet")

    def results(self, act: Act, agent: str | None) -> list:
        """What an act's gerunds say its card did ("..., destroying Sangan")."""
        out = []
        for role, sub in act.subacts:
            if role not in ("result", "then") or sub.verb not in RESULT_EVENTS and sub.verb != "summon":
                continue
            if sub.verb == "summon":
                kind = SUMMON_EVENTS.get(sub.method or "special", "special_summon")
            else:
                kind = RESULT_EVENTS[sub.verb]
            made = [event(kind, ref, to=sub.zones.get("to"), source=sub.zones.get("from")) for ref in self.refs(sub.objects)]
            for phrase in sub.objects:                 # "sending the top 2 cards of the opponent's Deck"
                if phrase.item.kind == "unnamed":
                    phrase.used = True
                    made.append(event(kind, None, player=phrase.owner or sub.players.get("of") or
                                      sub.players.get("zone"), count=phrase.item.extra.get("count") or 1,
                                      to=sub.zones.get("to"), source=sub.zones.get("from")))
            if not sub.objects and kind in ("drawn", "lp_gained", "damage_inflicted"):
                said = sub.players.get("to") or sub.players.get("object") or (act.player if kind == "drawn" else None)
                made.append(event(kind, None, player=said, amount=sub.amount, count=sub.count))
            if made and sub.state.get("then"):
                made[0]["_then"] = True                # "..., and then sending ...": a moment after
            out += made
        return out

    def record(self, events: list) -> None:
        for e in events:
            if e["event"] == "damage_inflicted" and e.get("player"):
                self.damaged = e["player"]
            self.happened.append((e.get("card"), e["event"]))
            if e.get("card"):
                self.duel.cards[e["card"]].now = _where(e)


def _moments(events: list) -> list:
    """Events cut into moments where a "then" began a new one."""
    moments: list[list] = [[]]
    for e in events:
        if e.pop("_then", False) and moments[-1]:
            moments.append([])
        moments[-1].append(e)
    return moments


def _where(e: dict) -> str | None:
    return e.get("to") or EVENT_DESTINATIONS.get(e["event"])

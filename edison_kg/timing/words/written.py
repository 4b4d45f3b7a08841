"""The reading written out as a scenario of the contract: the players made A and B, whose
turn it is, each card's controller and where it is at the start, with every fact the
situation left out taken by default and said in a note ("Trap Hole is taken to be Set on the
field since an earlier turn")."""

from __future__ import annotations

from edison_kg.timing.words.duel import OTHER, SAID, Card, Duel

GY_WORDS = ("in your gy", "in either player's gy", "in your opponent's gy", "graveyard", "in your graveyard",
            "from your gy", "from the gy", "in the gy")
ZONE_SAID = {"hand": "in the hand", "graveyard": "in the GY", "deck": "in the Deck", "extra_deck": "in the Extra Deck",
             "banished": "banished", "monster_zone": "face-up on the field", "spell_trap_zone": "on the field",
             "field_zone": "on the field"}


def _players(duel: Duel) -> tuple[dict, str, list]:
    """Each side as A or B, the turn player, and the notes on them."""
    used = set(duel.sides_used) | {c.controller for c in duel.cards.values() if c.controller}
    concrete = {"me": "A", "opponent": "B", "A": "A", "B": "B"}
    if ("A" in used or "B" in used) and "me" not in used:
        concrete["opponent"] = "B"
    notes = []
    ranked = sorted(duel.turn, key=lambda e: (-e[0], e[1]))
    turn_side, why, strength = None, None, 0
    if ranked:
        strength, _, turn_side, why = ranked[0]
        rivals = [e for e in ranked if e[0] == strength and e[2] != turn_side and e[2] != "turn_player"
                  and concrete.get(e[2]) != concrete.get(turn_side)]
        if rivals and strength == 2:
            notes.append(("turn", f"both players did what only the turn player does; read as {SAID[turn_side]}'s "
                                  f"turn ({why})"))
    turn = concrete.get(turn_side, "A") if turn_side not in (None, "turn_player", "non_turn_player") else \
        ("B" if turn_side == "non_turn_player" else "A")
    concrete["turn_player"], concrete["non_turn_player"] = turn, OTHER[turn]
    who = {"me": "I am", "opponent": "my opponent is"}.get(turn_side, f"player {turn} is")
    if turn_side is None:
        notes.append(("default", "player A" + (" (I)" if "me" in used else "") +
                      " is taken to be the turn player: the situation does not say whose turn it is"))
    elif strength == 1:
        notes.append(("default", f"{who} taken to be the turn player: {why}, and nothing says whose turn it is"))
    else:
        notes.append(("turn", f"{who} the turn player: {why}"))
    if "me" in used and "opponent" in used or "me" in used:
        notes.append(("player", "I am player A" + (", my opponent is player B" if "opponent" in used else "")))
    return concrete, turn, notes


def _default_controller(duel: Duel, card: Card, turn_side: str) -> tuple[str, str | None]:
    if card.controller:
        return card.controller, None
    return turn_side, (f"{card.name} is taken to be the turn player's: the situation does not say whose it is")


def _start_zone(duel: Duel, card: Card, controller: str, turn: str) -> tuple[str | None, bool | None, str | None]:
    """Where a card is at the start when the situation does not say, and the note saying so."""
    use = card.first_use or ""
    kind = card.card_type
    if card.zone is not None:
        return card.zone, card.face_up, None
    if use == "activated" or use == "asked":
        if kind == "trap":
            return "spell_trap_zone", False, f"{card.name} is taken to be Set on the field since an earlier turn"
        if kind == "spell":
            if card.has_subtype("Quick-Play") and controller != turn:
                return "spell_trap_zone", False, (f"{card.name} is taken to be Set on the field since an earlier turn "
                                                  "(a Quick-Play Spell in the opponent's turn)")
            if use == "asked" and not card.on_chain:
                return "hand", None, f"{card.name} is taken to be in the hand"
            return "hand", None, f"{card.name} is taken to be activated from the hand"
        place = _effect_place(card)
        if place:
            return place, None, f"{card.name} is taken to be {ZONE_SAID[place]}: its effect is used from there"
        return "monster_zone", True, f"{card.name} is taken to be face-up on the field"
    if use.startswith("target:") or use.startswith("summoned-by:"):
        agent = duel.cards.get(use.split(":", 1)[1])
        text = " ".join(e.text.lower() for e in (agent.info.effects if agent and agent.info else ()))
        if kind == "monster" and any(w in text for w in GY_WORDS):
            return "graveyard", None, f"{card.name} is taken to be in the GY: {agent.name} acts on a monster there"
        if use.startswith("summoned-by:"):
            return None, None, None
        if kind == "monster":
            return "monster_zone", True, f"{card.name} is taken to be face-up on the field"
        return "spell_trap_zone" if not card.has_subtype("Field") else "field_zone", None, \
            f"{card.name} is taken to be on the field"
    if use in ("destroyed", "tributed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck",
               "material", "attacks", "attacked", "flipped_face_up"):
        if kind == "monster":
            return "monster_zone", use != "flipped_face_up", f"{card.name} is taken to be face-up on the field" \
                if use != "flipped_face_up" else f"{card.name} is taken to be face-down on the field"
        return ("field_zone" if card.has_subtype("Field") else "spell_trap_zone"), None, \
            f"{card.name} is taken to be on the field"
    if use == "ko":
        return "character_area", None, f"{card.name} is taken to be in the Character area"
    if use == "discarded":
        return "hand", None, None
    if use == "drawn":
        return "deck", None, None
    return None, None, None


def _effect_place(card: Card) -> str | None:
    places = {e.activates_from for e in (card.info.effects if card.info else ()) if e.activates_from}
    places.discard("field")
    return {"hand": "hand", "graveyard": "graveyard", "banished": "banished"}.get(places.pop()) \
        if len(places) == 1 else None


def _battling(duel: Duel) -> None:
    """Two monsters that battled are the two players': one known gives the other; neither
    known, the attacker is taken to be the turn player's (only the turn player attacks)."""
    for attacker, other in duel.opposed:
        first, second = duel.cards[attacker], duel.cards[other]
        if first.controller and not second.controller:
            second.controller = OTHER[first.controller]
        elif second.controller and not first.controller:
            first.controller = OTHER[second.controller]
        elif not first.controller and not second.controller:
            first.controller, second.controller = "turn_player", "non_turn_player"
            duel.note("default", first.name, f"{first.name} is taken to be the turn player's, and {second.name} the "
                                             "other player's: the situation does not say whose they are")


def write_scenario(duel: Duel, ask: dict) -> dict:
    _battling(duel)
    concrete, turn, player_notes = _players(duel)
    for kind, text in player_notes:
        duel.note(kind, "", text)
    cards = {}
    for ref, card in duel.cards.items():
        side, why = _default_controller(duel, card, "turn_player")
        if why:
            duel.note("default", card.name, why)
        controller = concrete.get(side, "A")
        zone, face_up, why = _start_zone(duel, card, controller, turn)
        if card.face_up is not None:          # what the situation said ("my face-down Sangan") stands
            face_up = card.face_up
        if why:
            duel.note("default", card.name, why)
        out = {"name": card.name, "controller": controller}
        if card.text is not None:
            out["text"] = card.text
            if card.iri is None and duel.game != "one-piece":
                out["card_type"] = card.card_type
        if zone:
            out["zone"] = zone
        if face_up is not None and zone in ("monster_zone", "spell_trap_zone", "field_zone", "field"):
            out["face_up"] = face_up
        if card.position and zone in ("monster_zone", "field", None):
            out["position"] = card.position
        if card.equipped_to:
            out["equipped_to"] = card.equipped_to
        cards[ref] = out
    steps = [_concrete(step, concrete) for step in duel.steps]
    scenario = {"game": duel.game, "turn_player": turn}
    if duel.start_phase:
        scenario["phase"] = duel.start_phase
    scenario.update({"cards": cards, "steps": steps, "ask": ask})
    scenario["unnamed_cards"] = "open"     # a question told in words names only the cards it is about
    return scenario


def _concrete(value, concrete: dict):
    """A step with every side written as A or B."""
    if isinstance(value, dict):
        return {k: (concrete.get(v, v) if k == "player" else _concrete(v, concrete)) for k, v in value.items()}
    if isinstance(value, list):
        return [_concrete(v, concrete) for v in value]
    return value

"""Why an optional "when" effect missed the timing, when its event is followed by other moments
of the same resolution: a "then" in the resolving card's text (sequential-conjunction), or, when
its text joins nothing in sequence, the Chain Links below that resolved after (chain-link-2-or-higher).
Real cards and their Edison rulings."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone, **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def triggers(cards, steps, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}})


def missed(answer):
    return [(m["card"], m["reason"]) for m in answer.to_dict()["missed"]]


RING_ON_PETEN = {"resolve": 2, "events": [
    {"event": "destroyed", "card": "peten", "from": "monster_zone", "to": "graveyard", "cause": "effect",
     "by": "ring"},
    [{"event": "damage_inflicted", "player": "A", "amount": 500, "cause": "effect", "by": "ring"},
     {"event": "damage_inflicted", "player": "B", "amount": 500, "cause": "effect", "by": "ring"}]]}


def test_moments_stated_for_an_and_if_you_do_text_are_no_then():
    # Ring of Destruction ("Destroy it, and if you do, inflict damage to both players") at Chain Link 2
    # destroys Peten the Dark Clown; Dust Tornado (Chain Link 1) resolves after: Peten misses the timing
    # because a Chain Link below resolved, not because of a "then" the text does not have.
    got = triggers({"peten": card("Peten the Dark Clown", "B", "monster_zone", position="attack"),
                    "dust": card("Dust Tornado", "A", "spell_trap_zone", face_up=False),
                    "set": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
                    "ring": card("Ring of Destruction", "B", "spell_trap_zone", face_up=False)},
                   [{"activate": "dust", "targets": ["set"]}, {"activate": "ring", "targets": ["peten"]},
                    RING_ON_PETEN, {"resolve": 1}])
    assert missed(got) == [("peten", "chain-link-2-or-higher")]
    assert "mtt-chain-link-2" in got.rules


def test_moments_stated_for_a_then_text_are_its_later_part():
    # Card Destruction: both players discard their hands, "then" draw as many: Peten the Dark Clown,
    # discarded, misses the timing at Chain Link 1 because the draw came after in the same resolution.
    got = triggers({"peten": card("Peten the Dark Clown", "B", "hand"),
                    "cd": card("Card Destruction", "A", "hand")},
                   [{"activate": "cd"},
                    {"resolve": 1, "events": [
                        {"event": "discarded", "card": "peten", "player": "B", "from": "hand", "to": "graveyard",
                         "cause": "effect", "by": "cd"},
                        {"event": "drawn", "player": "B", "cause": "effect", "by": "cd"}]}])
    assert missed(got) == [("peten", "sequential-conjunction")]


# ---------------------------------------------------------------- an activation that "would" do it

def can_barrel_answer(spell):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1",
                       "cards": {"spell": spell, "barrel": card("Barrel Behind the Door", "A", "spell_trap_zone",
                                                                face_up=False),
                                 "set": card("Mirror Force", "A", "spell_trap_zone", face_up=False)},
                       "steps": [{"activate": "spell", "targets": ["set"]}], "ask": {"can_activate": "barrel"}})


def test_an_activation_that_surely_inflicts_damage_can_be_answered():
    got = can_barrel_answer(card("Ookazi", "B", "hand"))
    assert (got.answer, got.reason) == ("yes", "last-thing")


def test_damage_in_a_part_its_player_may_skip_is_not_sure():
    # Barrel Behind the Door answers "a card's effect that would inflict damage to you": a Spell that inflicts
    # damage only if its player chooses to ("then you can") is not sure to when it is activated.
    spell = {"name": "Parting Blow", "text": "Destroy 1 Spell/Trap Card on the field, then you can inflict 500 "
             "damage to your opponent.", "controller": "B", "zone": "hand", "card_type": "spell", "subtypes": []}
    got = can_barrel_answer(spell)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules == ["cond-would-do-for-sure"]
    sure = {"name": "Parting Blow", "text": "Destroy 1 Spell/Trap Card on the field, then inflict 500 damage to "
            "your opponent.", "controller": "B", "zone": "hand", "card_type": "spell", "subtypes": []}
    assert can_barrel_answer(sure).answer == "yes"


# ---------------------------------------------------------------- a card that only negates an activation

def can_parry(steps):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1",
                       "cards": {"parry": card("Parry", "A", "spell_trap_zone", face_up=False),
                                 "gb": card("Gladiator Beast Laquari", "A", "hand"),
                                 "trap": card("Dust Tornado", "B", "spell_trap_zone", face_up=False),
                                 "set": card("Mirror Force", "A", "spell_trap_zone", face_up=False),
                                 "mst": card("Mystical Space Typhoon", "B", "hand")},
                       "steps": steps, "ask": {"can_activate": "parry"}})


def test_a_card_that_negates_a_trap_card_answers_its_activation():
    # Parry gives no condition but the activation it negates: it is chained to a Trap Card's activation,
    # and only there
    got = can_parry([{"activate": "trap", "targets": ["set"]}])
    assert (got.answer, got.reason) == ("yes", "last-thing")
    spell = can_parry([{"activate": "mst", "targets": ["set"]}])
    assert (spell.answer, spell.reason) == ("no", "condition-not-met")


# ---------------------------------------------------------------- a monster of a kind that destroys by battle

def pride_after_battle(attacker, atk, destroyed):
    # Pride of the Weak: "When a Level 2 or lower monster you control destroys an opponent's monster by battle and
    # sends it to the Graveyard, if you have no cards in your hand, draw 2 cards."
    events = [{"event": "destroyed", "card": ref, "from": "monster_zone", "to": "graveyard", "cause": "battle",
               "by": "mine" if ref == "theirs" else "theirs"} for ref in destroyed]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle",
                       "cards": {"pride": card("Pride of the Weak", "A", "spell_trap_zone", face_up=True),
                                 "mine": card(attacker, "A", "monster_zone", position="attack", atk=atk),
                                 "theirs": card("Kuriboh", "B", "monster_zone", position="attack")},
                       "steps": [{"events": [{"event": "attack_declared", "card": "mine", "player": "A",
                                              "target": "theirs"}]},
                                 {"events": [events]}],
                       "ask": {"can_activate": "pride"}})


def test_the_monster_that_destroys_must_be_of_the_kind_and_still_there():
    got = pride_after_battle("Kuriboh", 1500, ["theirs"])
    assert got.answer == "yes"
    both = pride_after_battle("Kuriboh", 300, ["mine", "theirs"])
    assert (both.answer, both.reason) == ("no", "condition-not-met")
    assert both.rules[0] == "bt-destroys-and-sends-needs-field"


def test_a_monster_of_another_kind_does_not_meet_it():
    # a Continuous Spell in the old wording, naming the monsters that destroy by their name
    spell = {"name": "Pride of the Clowns", "text": "When a face-up \"Kuriboh\" monster you control destroys an "
             "opponent's monster by battle and sends it to the Graveyard, draw 1 card.", "controller": "A",
             "zone": "spell_trap_zone", "face_up": True, "card_type": "spell", "subtypes": ["Continuous"]}

    def after(attacker):
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle",
                           "cards": {"spell": spell, "mine": card(attacker, "A", "monster_zone", position="attack"),
                                     "theirs": card("Dupe Frog", "B", "monster_zone", position="attack")},
                           "steps": [{"events": [{"event": "attack_declared", "card": "mine", "player": "A",
                                                  "target": "theirs"}]},
                                     {"events": [{"event": "destroyed", "card": "theirs", "from": "monster_zone",
                                                  "to": "graveyard", "cause": "battle", "by": "mine"}]}],
                           "ask": {"can_activate": "spell"}})
    assert after("Kuriboh").answer == "yes"
    assert (after("Cyber Dragon").answer, after("Cyber Dragon").reason) == ("no", "condition-not-met")

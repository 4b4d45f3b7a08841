"""What a resolution acts on, and how it is named (round 77): the monster that destroyed this card, "as many ... as
possible" from a pile, the cards a step selected, a discard of all a hand holds, a face-up monster Set on the field
(flipped face-down), and a Spell/Trap that Sets itself again. Real cards of the pool (a card of the family the pool
has no other member of is written with its own text)."""

from __future__ import annotations

from scenario_cards import ask, card
from edison_kg.cardtext import analyze


def _last(got):
    return [(e["event"], e["card"]) for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ the monster that destroyed this card

DESTROYER = "res-destroyer-is-the-battled-monster"


def _destroyed_by_battle(mine: str, effect: int | None = None, by: bool = True):
    destroyed = {"event": "destroyed", "card": "mine", "from": "monster_zone", "to": "graveyard", "cause": "battle"}
    if by:
        destroyed["by"] = "foe"
    activate = {"activate": "mine", **({"effect": effect} if effect else {})}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B", "target": "mine"}]},
             {"phase": "damage_step"}, {"events": [[destroyed]]}, activate, {"resolve": 1}]
    return ask({"mine": card(mine, "A", position="attack"), "foe": card("Cyber End Dragon", "B", position="attack")},
               {"last_thing": True}, steps, phase="battle", turn_player="B")


def test_sun_dragon_inti_destroys_the_monster_that_destroyed_it():
    got = _destroyed_by_battle("Sun Dragon Inti", effect=1)
    assert _last(got) == [("destroyed", "foe"), ("damage_inflicted", None)]
    assert DESTROYER in got.rules


def test_yomi_ship_destroys_its_destroyer_not_itself_even_unnamed_by_the_event():
    # "Destroy the monster that destroyed this card": read as the battled monster, no longer as this card
    got = _destroyed_by_battle("Yomi Ship", by=False)
    assert _last(got) == [("destroyed", "foe")]
    clause = analyze("If this card is destroyed by battle and sent to the GY: Destroy the monster that destroyed this "
                     "card.", card_type="monster")[0].clauses[0]
    assert clause.subject == "battled"


def test_that_monster_of_an_event_answered_is_not_a_battle_partner():
    # Trap Hole: "When your opponent Normal Summons ...: Target that monster; destroy that target" (not a battle)
    cards = {"th": card("Trap Hole", "A", "spell_trap_zone", face_up=False), "cd": card("Cyber Dragon", "B", "hand")}
    got = ask(cards, {"last_thing": True}, [{"summon": "cd", "method": "normal"}, {"activate": "th", "targets": ["cd"]},
                                            {"resolve": 1}], turn_player="B")
    assert _last(got) == [("destroyed", "cd")]
    assert DESTROYER not in got.rules


# ------------------------------------------------------------------ as many as possible from a pile

AS_MANY = "res-as-many-as-possible-each-card"


def _rdd(extra=None, **scenario):
    cards = {"rdd": card("Return from the Different Dimension", "A", "spell_trap_zone", face_up=False),
             "ddwl": card("D.D. Warrior Lady", "A", "banished"), "kre": card("Krebons", "A", "banished"), **(extra or {})}
    return ask(cards, {"last_thing": True}, [{"activate": "rdd"}, {"resolve": 1}], **scenario)


def test_return_from_the_different_dimension_summons_each_banished_monster():
    got = _rdd()
    assert _last(got) == [("special_summon", "ddwl"), ("special_summon", "kre")]
    assert AS_MANY in got.rules
    assert any("banished cards are only" in line and "Krebons" in line for line in got.assumed)


def test_more_banished_monsters_than_free_zones_are_not_picked():
    full = {f"m{i}": card("Sangan", "A", position="attack") for i in range(4)}
    got = _rdd(full)
    assert _last(got) == [("special_summon", None)]
    assert AS_MANY not in got.rules


def test_dimension_fusion_each_player_summons_their_own():
    cards = {"df": card("Dimension Fusion", "A", "hand"), "ddwl": card("D.D. Warrior Lady", "A", "banished"),
             "kre": card("Krebons", "B", "banished")}
    got = ask(cards, {"last_thing": True}, [{"activate": "df"}, {"resolve": 1}])
    assert [(e["card"], e["player"]) for e in got.to_dict()["last_thing"]] == [("ddwl", "A"), ("kre", "B")]


# ------------------------------------------------------------------ the cards the step selected

SELECTED = "res-selected-cards-acted-on"


def test_psychic_path_adds_the_selected_monster():
    cards = {"pp": card("Psychic Path", "A", "hand"), "krebons": card("Krebons", "A", "banished")}
    got = ask(cards, {"last_thing": True}, [{"activate": "pp", "targets": ["krebons"]}, {"resolve": 1}])
    assert _last(got) == [("added_to_hand", "krebons")]
    assert SELECTED in got.rules


def test_a_card_of_the_same_wording_with_two_selected_adds_both():
    text = ("Pay 500 Life Points and select up to 2 of your removed from play Zombie-Type monsters. "
            "Add them to your hand.")
    cards = {"x": {"text": text, "controller": "A", "zone": "hand", "name": "Zombie Path", "card_type": "spell",
                   "subtypes": ["Normal Spell"]},
             "a": card("Pyramid Turtle", "A", "banished"), "b": card("Vampire Lord", "A", "banished")}
    got = ask(cards, {"last_thing": True}, [{"activate": "x", "targets": ["a", "b"]}, {"resolve": 1}])
    assert _last(got) == [("added_to_hand", "a"), ("added_to_hand", "b")]


def test_nothing_selected_leaves_the_card_unnamed():
    cards = {"pp": card("Psychic Path", "A", "hand"), "krebons": card("Krebons", "A", "banished")}
    got = ask(cards, {"last_thing": True}, [{"activate": "pp"}, {"resolve": 1}])
    assert _last(got) == [("added_to_hand", None)]
    assert SELECTED not in got.rules


# ------------------------------------------------------------------ a discard of all a hand holds

WHOLE_COUNT = "res-discard-the-whole-count-of-a-hand"


def _depth_amulet(hand, targets=()):
    cards = {"da": card("Depth Amulet", "A", "spell_trap_zone", face_up=True),
             "cd": card("Cyber Dragon", "B", position="attack"), **hand}
    activate = {"activate": "da", **({"targets": list(targets)} if targets else {})}
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "player": "B"}]}, activate, {"resolve": 1}]
    return ask(cards, {"triggers": True}, steps, phase="battle", turn_player="B")


def test_depth_amulet_discards_the_only_card_in_hand_as_it_resolves():
    got = _depth_amulet({"broww": card("Broww, Huntsman of Dark World", "A", "hand")})
    assert [link["card"] for link in got.to_dict()["chain"]] == ["broww"]
    assert WHOLE_COUNT in got.rules
    assert any("hand holds only" in line and "Broww" in line for line in got.assumed)


def test_depth_amulet_naming_the_attacker_it_negates_still_discards_the_only_card_in_hand():
    # the attacker the step names is on the field: it says nothing about which card of the hand is discarded
    got = _depth_amulet({"broww": card("Broww, Huntsman of Dark World", "A", "hand")}, targets=["cd"])
    assert [link["card"] for link in got.to_dict()["chain"]] == ["broww"]


def test_depth_amulet_with_two_cards_in_hand_picks_neither():
    got = _depth_amulet({"broww": card("Broww, Huntsman of Dark World", "A", "hand"), "sg": card("Sangan", "A", "hand")})
    assert got.to_dict()["chain"] == []
    assert WHOLE_COUNT not in got.rules


def test_rigorous_reaver_each_player_discards_their_only_card():
    # "FLIP: Each player discards 1 card."
    cards = {"rr": card("Rigorous Reaver", "A", position="face_down"),
             "broww": card("Broww, Huntsman of Dark World", "A", "hand"), "sg": card("Sangan", "B", "hand")}
    steps = [{"events": [{"event": "flipped_face_up", "card": "rr", "player": "A"}]}, {"activate": "rr", "effect": 1},
             {"resolve": 1}]
    got = ask(cards, {"triggers": True}, steps)
    assert [link["card"] for link in got.to_dict()["chain"]] == ["broww"]


def test_a_discard_after_a_draw_of_the_same_effect_picks_none():
    # Dark World Dealings: "Each player draws 1 card, then each player discards 1 card"
    cards = {"dwd": card("Dark World Dealings", "A", "hand"), "broww": card("Broww, Huntsman of Dark World", "A", "hand"),
             "sg": card("Sangan", "B", "hand")}
    got = ask(cards, {"triggers": True}, [{"activate": "dwd"}, {"resolve": 1}])
    assert got.to_dict()["chain"] == []
    assert WHOLE_COUNT not in got.rules


# ------------------------------------------------------------------ Set on the field

FLIPPED = "res-monster-set-on-the-field-flipped-face-down"
SET_AGAIN = "res-spell-trap-set-again-after-resolving"


def test_book_of_moon_flips_the_monster_face_down():
    cards = {"bom": card("Book of Moon", "A", "hand"), "cd": card("Cyber Dragon", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "bom", "targets": ["cd"]}, {"resolve": 1}])
    assert _last(got) == [("flipped_face_down", "cd")]
    assert FLIPPED in got.rules


def test_chaos_neos_returns_then_sets_each_face_up_monster_not_the_face_down_one():
    cards = {"cn": card("Elemental HERO Chaos Neos", "A", position="attack"),
             "cd": card("Cyber Dragon", "B", position="attack"), "sg": card("Sangan", "A", position="face_down")}
    got = ask(cards, {"last_thing": True}, [{"activate": "cn"}, {"resolve": 1}], phase="end")
    assert _last(got) == [("returned_to_deck", "cn"), ("flipped_face_down", "cd")]


def test_a_spell_card_set_on_the_field_stays_set():
    # Scrap-Iron Scarecrow Sets itself again: a Spell/Trap Set on the field is `set`, not flipped face-down
    cards = {"sis": card("Scrap-Iron Scarecrow", "A", "spell_trap_zone", face_up=False),
             "cd": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "player": "B"}]},
             {"activate": "sis", "targets": ["cd"]}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")
    assert _last(got) == [("set", "sis")]
    assert SET_AGAIN in got.rules and FLIPPED not in got.rules


def test_a_trap_of_the_same_wording_is_set_again_but_not_when_negated():
    text = ("When an opponent's monster declares an attack: Target the attacking monster; destroy it, also, after that, "
            "Set this card face-down instead of sending it to the GY.")
    cards = {"x": {"text": text, "controller": "A", "zone": "spell_trap_zone", "face_up": False, "name": "Iron Net",
                   "card_type": "trap", "subtypes": ["Normal Trap"]},
             "cd": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "player": "B"}]},
             {"activate": "x", "targets": ["cd"]}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")
    assert _last(got) == [("set", "x")]
    negated = steps[:2] + [{"resolve": 1, "events": [{"event": "destroyed", "card": "cd", "cause": "effect", "by": "x"}]}]
    got = ask(cards, {"last_thing": True}, negated, phase="battle", turn_player="B")
    assert _last(got) == [("destroyed", "cd")]
    assert SET_AGAIN not in got.rules

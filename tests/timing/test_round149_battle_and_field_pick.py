"""Round 149: a Trigger-like Effect met only by a battle of its player's monster of the kind it names (rule
cond-battle-window-of-a-trigger-like-effect), with Psychic Commander's Quick Effect of the same shape; and a deed
that picks 1 card on the field by a name in quotes acts on the only such card there (rule
res-the-only-card-it-could-take)."""

from tests.timing.scenario_cards import ask, card

TRIGGER_WINDOW = "cond-battle-window-of-a-trigger-like-effect"
ONLY_CARD = "res-the-only-card-it-could-take"


def _cornered_rat(mine: str, question: dict, face_up: bool = True):
    """B's Battle Ox attacks A's ``mine``; it is the Damage Step; A has Attack of the Cornered Rat ("If a Level 3 or
    lower Normal Monster you control battles, during the Damage Step you can pay Life Points ...")."""
    cards = {"rat": card("Attack of the Cornered Rat", "A", "spell_trap_zone", face_up=face_up),
             "me": card(mine, "A", position="attack"), "ox": card("Battle Ox", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": "me"}]},
             {"phase": "damage_step"}]
    return ask(cards, question, steps, phase="battle", turn_player="B")


def test_cornered_rat_when_its_level_3_normal_monster_battles():
    got = _cornered_rat("Nekogal #1", {"can_activate": "rat", "effect": 1})      # Level 3 Normal Monster
    assert got.answer == "yes" and TRIGGER_WINDOW in got.rules
    chain = _cornered_rat("Nekogal #1", {"triggers": True}).chain
    assert [entry["card"] for entry in chain] == ["rat"]


def test_cornered_rat_not_for_a_level_4_normal_or_an_effect_monster():
    for mine in ("Vorse Raider", "Sangan"):        # a Level 4 Normal Monster; a Level 3 Effect Monster
        got = _cornered_rat(mine, {"can_activate": "rat", "effect": 1})
        assert (got.answer, got.reason) == ("no", "condition-not-met") and TRIGGER_WINDOW in got.rules, mine
        assert _cornered_rat(mine, {"triggers": True}).chain == [], mine


def test_set_cornered_rat_is_flipped_with_its_effect_only_for_its_kind_of_monster():
    assert _cornered_rat("Nekogal #1", {"can_activate": "rat"}, face_up=False).answer == "yes"
    got = _cornered_rat("Sangan", {"can_activate": "rat"}, face_up=False)
    assert (got.answer, got.reason) == ("no", "damage-step")


def test_cornered_rat_not_in_a_damage_step_with_no_battle():
    cards = {"rat": card("Attack of the Cornered Rat", "A", "spell_trap_zone", face_up=True),
             "me": card("Nekogal #1", "A", position="attack")}
    got = ask(cards, {"can_activate": "rat", "effect": 1}, [{"phase": "damage_step"}], phase="battle")
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def _psychic_commander(mine: str):
    """A's ``mine`` attacks B's Battle Ox; in the Damage Step, A's Psychic Commander ("When a Psychic-Type monster you
    control battles, during the Damage Step you can pay Life Points ...")."""
    cards = {"pc": card("Psychic Commander", "A", position="defense"), "me": card(mine, "A", position="attack"),
             "ox": card("Battle Ox", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "ox"}]},
             {"phase": "damage_step"}]
    return ask(cards, {"can_activate": "pc"}, steps, phase="battle")


def test_psychic_commander_when_a_psychic_monster_battles_and_not_another():
    assert _psychic_commander("Krebons").answer == "yes"                      # a Psychic-Type monster
    got = _psychic_commander("Vorse Raider")
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def _time_passage_with(fortune_ladies: dict):
    """A's Time Passage ("Increase the Level of 1 face-up "Fortune Lady" monster you control by 3") with these monsters."""
    cards = {"tp": card("Time Passage", "A", "hand"), **fortune_ladies,
             "ox": card("Battle Ox", "B", position="attack")}
    return ask(cards, {"can_activate": "tp"})


def test_a_deed_picking_a_named_card_on_the_field_needs_one_there():
    assert _time_passage_with({"fl": card("Fortune Lady Light", "A", position="attack")}).answer == "yes"
    got = _time_passage_with({"raider": card("Vorse Raider", "A", position="attack")})
    assert got.answer == "no"


def _wild_fire_resolved(accelerators: dict):
    """A's Wild Fire ("Destroy a face-up "Blaze Accelerator" card you control and destroy all monsters on the field.
    Then, Special Summon 1 "Wild Fire Token"") resolves with no monster on the field, so no Token follows: the cards
    its last part destroyed."""
    cards = {"wf": card("Wild Fire", "A", "hand"), **accelerators}
    steps = [{"activate": "wf"}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps)
    return got, {event["card"] for event in got.last_thing if event["event"] == "destroyed"}


def test_wild_fire_destroys_the_only_face_up_blaze_accelerator():
    got, destroyed = _wild_fire_resolved({"ba": card("Blaze Accelerator", "A", "spell_trap_zone", face_up=True),
                                          "set": card("Blaze Accelerator", "A", "spell_trap_zone", face_up=False)})
    assert destroyed == {"ba"} and ONLY_CARD in got.rules
    assert any("Blaze Accelerator" in said for said in got.assumed)


def test_wild_fire_leaves_the_pick_to_its_player_between_two_face_up_blaze_accelerators():
    got, destroyed = _wild_fire_resolved({"ba": card("Blaze Accelerator", "A", "spell_trap_zone", face_up=True),
                                          "ba2": card("Blaze Accelerator", "A", "spell_trap_zone", face_up=True)})
    assert destroyed == {None} and ONLY_CARD not in got.rules      # a card destroyed, its player's pick

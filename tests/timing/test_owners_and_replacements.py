"""Round 184 on real cards, met and unmet: a trigger in the Graveyard is its owner's (rule
trig-effect-off-the-field-is-its-owners), a lock on banishing beats a banishing replacement (rule
ce-forbidden-move-beats-replacement), what a monster does after damage calculation to the monster its battle destroyed
(rule bt-battled-monster-destroyed-at-damage-calculation), "a Spell Card that was activated" (rule
card-vs-effect-activation) and "the turn you activate this card" from the activation (rule
ce-activation-turn-restriction)."""

from __future__ import annotations

from scenario_cards import ask, card

BATTLE = [{"phase": "battle"}]


def _rules(answer) -> list[str]:
    return [title["id"] for title in answer.to_dict()["rule_titles"]]


def _attack(attacker: str, attacked: str, destroyed: str | None = None) -> list[dict]:
    steps = BATTLE + [{"events": [{"event": "attack_declared", "card": attacker, "target": attacked}]},
                      {"phase": "damage_step"}]
    if destroyed is not None:
        steps.append({"events": [{"event": "destroyed", "card": destroyed, "from": "monster_zone", "to": "graveyard",
                                  "cause": "battle", "by": attacker if destroyed == attacked else attacked}]})
    return steps


def test_a_monster_destroyed_by_battle_activates_its_effect_as_its_owners():
    def triggers(owner: str):
        cards = {"hydro": card("Hydrogeddon", "A", position="attack"),
                 "hyena": card("Hyena", "B", position="attack", owner=owner)}
        answer = ask(cards, {"triggers": True}, _attack("hydro", "hyena", "hyena"), phase="battle")
        return [(link["card"], link.get("group")) for link in answer.to_dict()["chain"]], _rules(answer)
    # A's own Hyena, controlled by B: both optional triggers are A's, in the order A chooses
    chain, rules = triggers("A")
    assert sorted(chain) == [("hydro", 1), ("hyena", 1)] and "trig-effect-off-the-field-is-its-owners" in rules
    # B's own Hyena: the turn player's trigger first, then B's
    chain, rules = triggers("B")
    assert chain == [("hydro", None), ("hyena", None)] and "trig-effect-off-the-field-is-its-owners" not in rules


def test_macro_cosmos_banishes_sangan_unless_imperial_iron_wall_forbids_it():
    cards = {"macro": card("Macro Cosmos", "B", "spell_trap_zone", face_up=True),
             "sangan": card("Sangan", "A", position="attack"), "fissure": card("Fissure", "B", "hand")}
    steps = [{"activate": "fissure"}, {"resolve": 1}]
    alone = ask(cards, {"triggers": True}, steps, turn_player="B")
    assert alone.to_dict()["chain"] == []
    walled = ask({**cards, "wall": card("Imperial Iron Wall", "A", "spell_trap_zone", face_up=True)},
                 {"triggers": True}, steps, turn_player="B")
    assert [link["card"] for link in walled.to_dict()["chain"]] == ["sangan"]
    assert "ce-forbidden-move-beats-replacement" in _rules(walled)


def test_after_damage_calculation_the_destroyed_monster_is_not_changed_but_can_be_banished():
    kangaroo = {"champ": card("Kangaroo Champ", "A", position="attack"), "moth": card("Petit Moth", "B", position="attack")}
    destroyed = ask(kangaroo, {"can_activate": "champ"}, _attack("champ", "moth", "moth"), phase="battle")
    assert destroyed.answer == "no" and "bt-battled-monster-destroyed-at-damage-calculation" in _rules(destroyed)
    wall = {"champ": card("Kangaroo Champ", "A", position="attack"),
            "gardna": card("Big Shield Gardna", "B", position="defense")}
    survived = ask(wall, {"can_activate": "champ"}, _attack("champ", "gardna"), phase="battle")
    assert "bt-battled-monster-destroyed-at-damage-calculation" not in _rules(survived)
    lady = {"lady": card("D.D. Warrior Lady", "A", position="attack"), "moth": card("Petit Moth", "B", position="attack")}
    banished = ask(lady, {"can_activate": "lady"}, _attack("lady", "moth", "moth"), phase="battle")
    assert banished.answer == "yes"


def test_dark_horus_answers_a_spell_cards_activation_not_a_face_up_spells_effect():
    cards = {"horus": card("Dark Horus", "A", position="attack"), "blade": card("Dark Blade", "A", "graveyard"),
             "pot": card("Pot of Greed", "B", "hand"),
             "cannon": card("Wave-Motion Cannon", "B", "spell_trap_zone", face_up=True)}
    pot = ask(cards, {"can_activate": "horus"}, [{"activate": "pot"}, {"resolve": 1}], turn_player="B")
    assert pot.answer == "yes"
    cannon = ask(cards, {"can_activate": "horus"},
                 [{"activate": "cannon", "cost": [{"event": "sent_to_gy", "card": "cannon", "from": "spell_trap_zone",
                                                   "to": "graveyard", "cause": "cost"}]}, {"resolve": 1}],
                 turn_player="B")
    assert cannon.answer == "no" and "card-vs-effect-activation" in _rules(cannon)


def test_the_turn_you_activate_this_card_binds_from_the_activation_and_only_its_player():
    def chained(curtain_player: str):
        cards = {"curtain": card("Dark Magic Curtain", curtain_player, "hand"),
                 "call": card("Call of the Haunted", "A", "spell_trap_zone"),
                 "masaki": card("Masaki the Legendary Swordsman", "A", "graveyard")}
        steps = [{"activate": "curtain", "cost": [{"event": "lp_paid", "player": curtain_player, "amount": 4000,
                                                    "cause": "cost"}]}]
        return ask(cards, {"can_activate": "call"}, steps, turn_player=curtain_player)
    own = chained("A")
    assert own.answer == "no" and "ce-activation-turn-restriction" in _rules(own)
    assert chained("B").answer == "yes"


def test_sent_to_your_opponents_graveyard_is_not_met_by_a_banished_monster():
    # "destroys 1 monster ... and sends it to your opponent's Graveyard as a result of battle" (Mystical Knight of Jackal)
    def jackal(to: str):
        cards = {"jackal": card("Mystical Knight of Jackal", "A", position="attack"),
                 "vorse": card("Vorse Raider", "B", position="attack")}
        steps = _attack("jackal", "vorse") + [{"events": [{"event": "destroyed", "card": "vorse", "from": "monster_zone",
                                                           "to": to, "cause": "battle", "by": "jackal"}]}]
        return ask(cards, {"can_activate": "jackal"}, steps, phase="battle").answer
    assert (jackal("graveyard"), jackal("banished")) == ("yes", "no")


def test_a_search_for_the_name_of_a_destroyed_token_finds_nothing():
    cards = {"shift": card("Generation Shift", "A", "spell_trap_zone"),
             "goat": card("Scapegoat", "A", "hand"), "token": {"name": "Sheep Token", "controller": "A"}}
    steps = [{"activate": "goat"}, {"resolve": 1, "events": [{"event": "special_summon", "card": "token", "to": "monster_zone",
                                                            "position": "defense", "cause": "effect", "by": "goat"}]},
             {"activate": "shift", "targets": ["token"]}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert [(e["event"], e["card"]) for e in answer.to_dict()["last_thing"]] == [("destroyed", "token")]
    assert "res-no-token-in-the-deck" in _rules(answer)


def test_a_face_up_beast_destroyed_is_read_as_it_was_when_destroyed():
    # "when a face-up Beast you control is destroyed and sent to the GY" (Green Baboon, Defender of the Forest)
    def baboon(position: str):
        cards = {"hole": card("Dark Hole", "B", "hand"), "cat": card("Rescue Cat", "A", position=position),
                 "baboon": card("Green Baboon, Defender of the Forest", "A", "hand")}
        return ask(cards, {"can_activate": "baboon"}, [{"activate": "hole"}, {"resolve": 1}], turn_player="B").answer
    assert (baboon("attack"), baboon("face_down")) == ("yes", "no")


def test_a_continuous_spell_destroyed_before_it_resolved_still_places_the_counter():
    # Royal Magical Library: its counter is placed as the Spell Card's Chain Link resolves, and Messenger of Peace's
    # activation (a card with no effect of its own on activation) still resolves after Dust Tornado destroyed it
    cards = {"lib": card("Royal Magical Library", "A", position="defense", counters={"Spell Counter": 2}),
             "mop": card("Messenger of Peace", "A", "hand"), "dt": card("Dust Tornado", "B", "spell_trap_zone")}
    steps = [{"activate": "mop"}, {"activate": "dt", "targets": ["mop"]}, {"resolve": 2}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "lib"}, steps)
    assert answer.answer == "yes" and "ce-counter-placed-when-the-activated-card-resolves" in _rules(answer)
    assert ask(cards, {"can_activate": "lib"}, steps[:1]).answer == "no"      # not resolved yet: 2 counters


def test_a_gain_its_effect_gave_its_target_this_turn_decides_the_highest_atk():
    # Hammer Shot destroys the Attack Position monster with the highest ATK as it resolves: Rush Recklessly chained to
    # it gave Gene-Warped Warwolf 700 ATK this turn (2700 against Cyber Dragon's 2100)
    cards = {"hs": card("Hammer Shot", "A", "hand"), "cd": card("Cyber Dragon", "B", position="attack"),
             "wolf": card("Gene-Warped Warwolf", "B", position="attack"), "rr": card("Rush Recklessly", "B", "spell_trap_zone")}

    def destroyed(steps):
        return [e["card"] for e in ask(cards, {"last_thing": True}, steps).to_dict()["last_thing"]]
    chained = [{"activate": "hs"}, {"activate": "rr", "targets": ["wolf"]}, {"resolve": 2}, {"resolve": 1}]
    assert destroyed(chained) == ["wolf"]
    assert destroyed([{"activate": "hs"}, {"resolve": 1}]) == ["cd"]


def test_once_per_battle_counts_the_activations_of_this_battle_only():
    # Injection Fairy Lily: "You can pay 2000 LP once per battle" (rule limit-once-per-battle)
    cards = {"lily": card("Injection Fairy Lily", "A", position="attack"),
             "ox": card("Battle Ox", "B", position="attack"), "elf": card("Mystical Elf", "B", position="attack")}
    used = [{"events": [{"event": "attack_declared", "card": "lily", "target": "ox"}]}, {"phase": "damage_step"},
            {"activate": "lily", "cost": [{"event": "lp_paid", "player": "A", "amount": 2000, "cause": "cost"}]},
            {"resolve": 1}]
    again = ask(cards, {"can_activate": "lily"}, used, phase="battle")
    assert again.answer == "no" and "limit-once-per-battle" in _rules(again)
    assert ask(cards, {"can_activate": "lily"}, used[:2], phase="battle").answer == "yes"


def test_a_level_its_effect_reduced_on_its_target_is_read_after():
    # Level Eater: "target 1 Level 5 or higher monster you control; reduce its Level by 1" (rule
    # res-target-level-lowered-as-it-resolved); Overwhelm needs a face-up Level 7 or higher Tribute Summoned monster
    cards = {"dm": card("Dark Magician", "A", "hand"), "elf": card("Gemini Elf", "A", position="attack"),
             "vorse": card("Vorse Raider", "A", position="attack"), "eater": card("Level Eater", "A", "graveyard"),
             "ow": card("Overwhelm", "A", "spell_trap_zone"), "dust": card("Dust Tornado", "B", "spell_trap_zone")}
    summoned = [{"summon": "dm", "method": "tribute", "materials": ["elf", "vorse"]}]
    eaten = summoned + [{"activate": "eater", "targets": ["dm"]}, {"resolve": 1}]
    lowered = ask(cards, {"can_activate": "ow"}, eaten + [{"activate": "dust", "targets": ["ow"]}])
    assert lowered.answer == "no" and "res-target-level-lowered-as-it-resolved" in _rules(lowered)
    assert ask(cards, {"can_activate": "ow"}, summoned + [{"activate": "dust", "targets": ["ow"]}]).answer == "yes"


def test_all_monsters_in_the_graveyard_counts_the_card_itself_as_it_is_there():
    # Totem Dragon: "if this is in your GY ... and all monsters in your GY are Dragons"; Zombie World makes every
    # monster in the Graveyards a Zombie, Totem Dragon too (rule state-type-given-where-it-applies)
    cards = {"totem": card("Totem Dragon", "A", "graveyard")}
    assert ask(cards, {"can_activate": "totem"}, phase="standby").answer == "yes"
    zombies = ask({**cards, "zw": card("Zombie World", "B", "field_zone", face_up=True)}, {"can_activate": "totem"},
                  phase="standby")
    assert (zombies.answer, zombies.reason) == ("no", "condition-not-met")
    assert "state-type-given-where-it-applies" in _rules(zombies)

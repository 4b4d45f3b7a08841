"""On real cards of the pool: conditions that name another card than this one (rule
cond-another-is-not-this-card), the attack target of "declares an attack against a ... monster you control", a Summon
face-down that shows no name (rule cond-summoned-face-down-shows-no-name), "would be Normal or Special Summoned", a card
chained to a card's activation (rule cond-chained-to-a-card-activation), an ATK compared to activate (rule
bt-atk-compared-to-activate), the controller of a monster equipped as an Equip Card (rule
eq-equip-card-is-the-equippers) and a monster Tributed as if its player controlled it (rule cost-tribute-as-if-controlled)."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps, question, *, turn_player="A", phase=None):
    scenario = {"game": "yugioh-edison", "turn_player": turn_player, "cards": cards, "steps": steps, "ask": question}
    if phase:
        scenario["phase"] = phase
    return timing.ask(scenario)


def _attack_on(target: str):
    cards = {"wnd": {"name": "White Night Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Mystical Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": target}]}]
    return cards, steps


def test_another_monster_targeted_for_an_attack_meets_it():
    cards, steps = _attack_on("elf")
    assert ask(cards, steps, {"can_activate": "wnd", "effect_text": "change the attack target to this card"},
               turn_player="B", phase="battle").answer == "yes"


def test_an_attack_on_the_card_itself_does_not():
    cards, steps = _attack_on("wnd")
    answer = ask(cards, steps, {"can_activate": "wnd", "effect_text": "change the attack target to this card"},
                 turn_player="B", phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-another-is-not-this-card" in " ".join(answer.rules)


def _justi_break(target_name: str):
    cards = {"jb": {"name": "Justi-Break", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "mon": {"name": target_name, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": "mon"}]}]
    return ask(cards, steps, {"can_activate": "jb"}, turn_player="B", phase="battle")


def test_an_attack_against_a_normal_monster_you_control_meets_justi_break():
    assert _justi_break("Mystical Elf").answer == "yes"


def test_an_attack_against_an_effect_monster_does_not():
    answer = _justi_break("Sangan")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def _inferno(position: str):
    cards = {"irs": {"name": "Inferno Reckless Summon", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "grave": {"name": "The Shallow Grave", "controller": "A", "zone": "hand"},
             "sangan": {"name": "Sangan", "controller": "A", "zone": "graveyard"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Mystical Elf", "controller": "B", "zone": "graveyard"}}
    steps = [{"activate": "grave", "targets": ["sangan", "elf"]},
             {"resolve": 1, "events": [[
                 {"event": "special_summon", "card": "sangan", "player": "A", "from": "graveyard", "to": "monster_zone",
                  "cause": "effect", "by": "grave", "position": position},
                 {"event": "special_summon", "card": "elf", "player": "B", "from": "graveyard", "to": "monster_zone",
                  "cause": "effect", "by": "grave", "position": position}]]}]
    return ask(cards, steps, {"can_activate": "irs"})


def test_a_face_down_special_summon_shows_no_name():
    answer = _inferno("face_down")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")   # (its ATK is not shown either)


def test_a_face_up_special_summon_meets_it():
    assert _inferno("attack").answer == "yes"


def _mind_over_matter(summon: str, psychic_position: str = "attack"):
    cards = {"mom": {"name": "Mind Over Matter", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "psy": {"name": "Psychic Commander", "controller": "B", "zone": "monster_zone", "position": psychic_position},
             "ox": {"name": "Battle Ox", "controller": "A", "zone": "hand" if summon == "normal" else "monster_zone",
                    **({} if summon == "normal" else {"position": "face_down"})}}
    return ask(cards, [{"summon": "ox", "method": summon}], {"can_activate": "mom"})


def test_mind_over_matter_answers_a_normal_summon():
    # "would be Normal or Special Summoned": answered on the Summon itself, no Chain needed; a face-down Psychic pays
    assert _mind_over_matter("normal").answer == "yes"
    assert _mind_over_matter("normal", psychic_position="face_down").answer == "yes"


def test_mind_over_matter_does_not_answer_a_flip_summon():
    assert _mind_over_matter("flip").answer == "no"


def test_trap_reclamation_answers_a_trap_cards_activation():
    cards = {"recl": {"name": "Trap Reclamation", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "trap": {"name": "Dust Tornado", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "elf": {"name": "Mystical Elf", "controller": "A", "zone": "hand"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    assert ask(cards, [{"activate": "trap", "targets": ["mst"]}], {"can_activate": "recl"}).answer == "yes"


def test_trap_reclamation_does_not_answer_a_spell_cards_activation():
    cards = {"recl": {"name": "Trap Reclamation", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "spell": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "hand"},
             "elf": {"name": "Mystical Elf", "controller": "A", "zone": "hand"},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    answer = ask(cards, [{"activate": "spell", "targets": ["dust"]}], {"can_activate": "recl"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def _dragonwing_attacks(target: str):
    cards = {"exp": {"name": "Exploder Dragonwing", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "mon": {"name": target, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "exp", "player": "A", "target": "mon"}]},
             {"phase": "damage_step"}]
    return ask(cards, steps, {"can_activate": "exp"}, phase="battle")


def test_a_weaker_battled_monster_lets_it_activate():
    assert _dragonwing_attacks("Battle Ox").answer == "yes"          # 2400 ATK against 1700


def test_a_stronger_battled_monster_does_not():
    answer = _dragonwing_attacks("Summoned Skull")   # 2500 ATK
    assert answer.answer == "no" and "bt-atk-compared-to-activate" in " ".join(answer.rules)


def _dark_magic_attack(taken: bool):
    cards = {"ter": {"name": "Thousand-Eyes Restrict", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "dm": {"name": "Dark Magician", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "dma": {"name": "Dark Magic Attack", "controller": "A", "zone": "hand"},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"activate": "ter", "targets": ["dm"]}, {"resolve": 1}] if taken else []
    return ask(cards, steps, {"can_activate": "dma"})


def test_a_dark_magician_taken_as_an_equip_card_is_controlled():
    assert _dark_magic_attack(taken=True).answer == "yes"


def test_the_opponents_dark_magician_is_not():
    answer = _dark_magic_attack(taken=False)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def _monster_gate(soul_exchange: bool):
    cards = {"ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "soul": {"name": "Soul Exchange", "controller": "A", "zone": "hand"},
             "gate": {"name": "Monster Gate", "controller": "A", "zone": "hand"}}
    steps = [{"activate": "soul", "targets": ["ox"]}, {"resolve": 1}] if soul_exchange else []
    return ask(cards, steps, {"can_activate": "gate"})


def test_soul_exchange_lets_the_opponents_monster_pay_a_tribute_cost():
    assert _monster_gate(soul_exchange=True).answer == "yes"


def test_without_it_there_is_no_monster_to_tribute():
    assert _monster_gate(soul_exchange=False).answer == "no"

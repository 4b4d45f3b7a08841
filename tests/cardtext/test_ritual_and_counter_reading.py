"""What a Ritual Spell Card, an effect picking a monster by its counters, and a deed running into later
sentences are read to act on (edison_kg/cardtext/consequences.py, card_needs.py), on the texts of real cards."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def test_a_ritual_spell_summons_from_the_hand():
    # Black Luster Ritual, Earth Chant: the Ritual Monster comes from its player's hand; "this card" is the Spell used
    for text in ("This card is used to Ritual Summon \"Black Luster Soldier\". You must also Tribute monsters from your "
                 "hand or field whose total Levels equal 8 or more.",
                 "This card can be used to Ritual Summon any EARTH Ritual Monster. You must also Tribute monsters from "
                 "your hand or field whose total Levels exactly equal the Level of the Ritual Monster you Ritual Summon."):
        clause = analyze(text, card_type="spell", subtypes=("ritual",))[0].clauses[0]
        assert (clause.event, clause.subject, clause.from_zone, clause.count) == ("ritual_summon", None, "hand", 1)


def test_a_monster_picked_by_its_counters():
    # Interdimensional Warp, Mysterious Triangle
    warp, = analyze("Select a monster you control and a monster with an A-Counter(s) your opponent controls. Switch "
                    "control of those monsters.", card_type="trap", subtypes=("normal",))
    assert "counter-holder opponent a" in warp.needs_held
    triangle, = analyze("Destroy 1 monster on the field with an A-Counter. Then, you can Special Summon 1 Level 4 "
                        "\"Alien\" monster from your Deck. Destroy it during the End Phase.", card_type="trap",
                        subtypes=("normal",))
    assert "counter-holder field a" in triangle.needs_held
    # Cell Explosion Virus: its condition names such a monster; its deed picks none
    virus = analyze("Activate only when an opponent's monster with an A-Counter declares an attack. Destroy all Attack "
                    "Position monsters your opponent controls.", card_type="trap", subtypes=("normal",))
    assert not any(held.startswith("counter-holder") for e in virus for held in e.needs_held)


def test_the_first_sentence_names_what_the_deed_acts_on():
    # Jinzo - Returner: "Special Summon 1 "Jinzo" from your Graveyard. Destroy it during your End Phase."
    effects = analyze("Once per turn: You can Tribute 1 monster; Special Summon 1 \"Jinzo\" from your Graveyard. Destroy "
                      "it during your End Phase.")
    summon = next(c for e in effects for c in e.clauses if c.event == "special_summon")
    assert summon.subject is None and summon.from_zone == "graveyard"
    # Return of the Six Samurai: the target, though a later sentence says "it"
    effects = analyze("Target 1 \"Six Samurai\" monster in your Graveyard; Special Summon that target. Destroy it during "
                      "the End Phase of this turn.", card_type="trap", subtypes=("normal",))
    assert next(c for e in effects for c in e.clauses if c.event == "special_summon").subject == "target"

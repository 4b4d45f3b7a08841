"""The rulings that say whether a card's effect targets, and how the card reader uses them."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.targets import apply_ruled_targeting
from edison_kg.sources.ruling_targets import RuledTargeting, ruled_targeting

URL = "https://www.edisonformat.com/rulings"


def page(*texts, depth=0):
    return {"rulings": [{"text": t, "depth": depth, "source_url": URL} for t in texts]}


def test_statements_about_the_cards_own_effect():
    assert ruled_targeting(page("This effect targets 1 face-down monster on the field."), "Book of Taiyou") == [
        RuledTargeting(True, None, URL, "1 face-down monster on the field")]
    assert ruled_targeting(page("This card's effect does not target."), "Firewall")[0].targets is False
    assert ruled_targeting(page('"Checkmate" targets 1 "Terrorking Archfiend" on your side of the field.'),
                           "Checkmate")[0].targets is True
    assert ruled_targeting(page("Mezuki targets 1 Zombie-Type monster in your Graveyard."), "Mezuki")[0].targets
    assert ruled_targeting(page("This is a targeting effect."), "X")[0].targets
    assert ruled_targeting(page("The ① Ignition Effect targets a Dragon-Type monster in the Graveyard."),
                           "Genesis Dragon")[0].marker == "①"


def test_other_rulings_say_nothing():
    assert ruled_targeting(page('"Dark Hole" does not target.'), "Book of Taiyou") == []           # another card
    assert ruled_targeting(page("This card's effect does not target the monster it destroys."), "Ancient Gear Fist") == []
    assert ruled_targeting(page("You cannot target a monster with 0 ATK with this effect."), "Reptilianne Medusa") == []
    assert ruled_targeting(page("This effect targets.", depth=1), "X") == []                          # a nested note


def test_the_reader_takes_the_target_from_its_own_words():
    effects = cardtext.analyze("FLIP: Take control of 1 EARTH monster your opponent controls.")
    assert not effects[0].targets
    apply_ruled_targeting(effects, [RuledTargeting(True, None, URL, "")])
    assert effects[0].targets and effects[0].ruled_targeting_source == URL
    assert (effects[0].target_clauses[0].whose, effects[0].target_clauses[0].cards.attributes) == ("opponent", {"EARTH"})


def test_disagreeing_or_unplaced_statements_change_nothing():
    text = "Destroy 1 face-up monster on the field."
    both = cardtext.analyze(text)
    apply_ruled_targeting(both, [RuledTargeting(True, None, URL, ""), RuledTargeting(False, None, URL, "")])
    assert not both[0].targets and both[0].ruled_targeting is None
    pile = cardtext.analyze(text)
    apply_ruled_targeting(pile, [RuledTargeting(True, None, URL, "1 monster in the Graveyard")])   # names no field card
    assert not pile[0].targets and pile[0].ruled_targeting == "targets"
    not_target = cardtext.analyze(text)
    apply_ruled_targeting(not_target, [RuledTargeting(False, None, URL, "")])
    assert not not_target[0].targets and not_target[0].ruled_targeting == "does-not-target"

// The question builder's model: the game's words, and what the builder takes by default so that
// the scenario it writes is complete (docs/judge-builder.md). Nothing here touches the page: the
// form (builder-form.js) is drawn from it, and the server sends the two as one script,
// /static/builder.js. The scenario is the contract's (docs/timing-questions.md): `S` holds what
// the judge said, `complete()` adds the defaults, each with the reason the page shows beside it.
"use strict";

const Model = (() => {
  const EDISON = "yugioh-edison", ONE_PIECE = "one-piece";
  const GAMES = [[EDISON, "Yu-Gi-Oh!"], [ONE_PIECE, "One Piece"]];
  const PHASES = {
    [EDISON]: [["draw", "Draw Phase"], ["standby", "Standby Phase"], ["main1", "Main Phase 1"], ["battle", "Battle Phase"],
      ["damage_step", "Damage Step"], ["main2", "Main Phase 2"], ["end", "End Phase"]],
    [ONE_PIECE]: [["refresh", "Refresh Phase"], ["draw", "Draw Phase"], ["don", "DON!! Phase"], ["main", "Main Phase"],
      ["end", "End Phase"]],
  };
  const ZONES = {
    [EDISON]: [["hand", "Hand"], ["monster_zone", "Monster Zone"], ["spell_trap_zone", "Spell & Trap Zone"],
      ["field_zone", "Field Zone"], ["graveyard", "Graveyard"], ["deck", "Deck"], ["extra_deck", "Extra Deck"],
      ["banished", "Banished"]],
    [ONE_PIECE]: [["leader_area", "Leader area"], ["character_area", "Character area"], ["stage_area", "Stage area"],
      ["hand", "Hand"], ["trash", "Trash"], ["life_area", "Life area"], ["deck", "Deck"]],
  };
  const ZONE_WORDS = Object.fromEntries([...ZONES[EDISON], ...ZONES[ONE_PIECE]]);
  const POSITIONS = [["attack", "Attack"], ["defense", "Defense"], ["face_down", "Set"]];
  const METHODS = [["normal", "Normal"], ["tribute", "Tribute"], ["flip", "Flip"], ["special", "Special"],
    ["synchro", "Synchro"], ["fusion", "Fusion"], ["ritual", "Ritual"]];
  const METHOD_WORDS = {normal: "Normal Summoned", tribute: "Tribute Summoned", flip: "Flip Summoned",
    special: "Special Summoned", synchro: "Synchro Summoned", fusion: "Fusion Summoned", ritual: "Ritual Summoned"};
  // what happens, said after the card's name ("Sangan is destroyed")
  const EVENTS = {
    [EDISON]: [["destroyed", "is destroyed"], ["sent_to_gy", "is sent to the GY"], ["banished", "is banished"],
      ["special_summon", "is Special Summoned"], ["normal_summon", "is Normal Summoned"], ["flip_summon", "is Flip Summoned"],
      ["tribute_summon", "is Tribute Summoned"], ["synchro_summon", "is Synchro Summoned"],
      ["fusion_summon", "is Fusion Summoned"], ["ritual_summon", "is Ritual Summoned"], ["set", "is Set"],
      ["added_to_hand", "is added to the hand"], ["drawn", "is drawn"], ["discarded", "is discarded"],
      ["returned_to_hand", "returns to the hand"], ["returned_to_deck", "returns to the Deck"],
      ["flipped_face_up", "is flipped face-up"], ["flipped_face_down", "is flipped face-down"],
      ["position_changed", "changes position"], ["control_changed", "changes control"], ["equipped", "is equipped"],
      ["targeted", "is targeted"], ["tributed", "is Tributed"], ["attack_declared", "attacks"],
      ["attack_negated", "has its attack negated"], ["activation_negated", "has its activation negated"],
      ["effect_negated", "has its effect negated"], ["summon_negated", "has its Summon negated"],
      ["card_activated", "is activated"], ["effect_activated", "has its effect activated"],
      ["damage_inflicted", "takes damage"], ["lp_gained", "gains LP"], ["lp_paid", "pays LP"]],
    [ONE_PIECE]: [["ko", "is K.O.'d"], ["played", "is played"], ["trashed", "is trashed"], ["rested", "is rested"],
      ["don_attached", "gets DON!! attached"], ["attack_declared", "attacks"], ["added_to_hand", "is added to the hand"],
      ["drawn", "draws"], ["discarded", "is discarded"], ["life_damage", "takes Life damage"]],
  };
  const EVENT_WORDS = Object.fromEntries([...EVENTS[EDISON], ...EVENTS[ONE_PIECE]]);
  // events about a player rather than a card: the row asks whose, and how much
  const PLAYER_EVENTS = ["damage_inflicted", "lp_gained", "lp_paid", "life_damage", "drawn"];
  const AMOUNT_EVENTS = ["damage_inflicted", "lp_gained", "lp_paid"];
  const PLAYER_WORDS = {damage_inflicted: "takes damage", lp_gained: "gains LP", lp_paid: "pays LP",
    life_damage: "takes Life damage", drawn: "draws"};
  const CAUSES = [["", "(cause not said)"], ["battle", "by battle"], ["effect", "by an effect"], ["cost", "as a cost"],
    ["summon_material", "as material"], ["rule", "by the rules"]];
  const QUESTIONS = [["can_activate", "Can this card be activated now?"], ["triggers", "What goes on the next chain?"],
    ["last_thing", "What is the last thing to happen?"]];
  const KEYWORDS = ["[On Play]", "[On K.O.]", "[When Attacking]", "[On Block]", "[Trigger]", "[Activate: Main]", "[Main]",
    "[Counter]", "[Your Turn]", "[Opponent's Turn]", "[Once Per Turn]", "[End of Your Turn]", "[DON!! x1]", "[Blocker]"];
  const SUMMON_EVENTS = ["normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
    "fusion_summon", "ritual_summon"];
  const ON_FIELD = ["monster_zone", "spell_trap_zone", "field_zone", "field", "leader_area", "character_area", "stage_area"];
  const STAYING = ["Continuous", "Equip", "Field"];

  // ---------------------------------------------------------------- the cards

  // C: ref -> what the graph says of the card (its type, subtypes, level, effects with their clauses)
  function kind(S, C, ref) {
    if (S.game === ONE_PIECE) return "one-piece";
    const type = (C[ref] && C[ref].card_type) || ({monster: "Monster", spell: "Spell", trap: "Trap"})[(S.cards[ref] || {}).card_type];
    return type === "Monster" ? "monster" : type === "Spell" ? "spell" : type === "Trap" ? "trap" : "unknown";
  }

  function subtypes(C, ref) { return (C[ref] && C[ref].subtypes) || []; }
  function hasSubtype(C, ref, word) { return subtypes(C, ref).some(s => s.includes(word)); }
  function name(S, C, ref) { return (C[ref] && C[ref].name) || (S.cards[ref] || {}).name || ref; }

  function activatable(effect) { return !["continuous", "unanalyzed"].includes(effect.kind); }

  function effectOf(C, ref, number) {
    // the effect a step or the question means: the one numbered, else the card's only activatable one
    const effects = (C[ref] && C[ref].effects) || [];
    if (number) return effects.find(e => e.number === Number(number)) || null;
    const usable = effects.filter(activatable);
    return usable.length === 1 ? usable[0] : usable.find(e => e.kind === "card-activation") || null;
  }

  const HAND_EFFECT = /\b(discard this card|this card (?:is )?in your hand|this card from your hand|reveal this card)\b/i;
  const GY_EFFECT = /\b(this card (?:is )?in your (?:gy|graveyard)|banish this card from your (?:gy|graveyard))\b/i;

  function opTextPlace(text) {
    // a One Piece card by its keywords: an Event ([Main] / [Counter] only) is used from the hand
    const words = text || "";
    if (/\[(?:Main|Counter)\]/.test(words) && !/\[(?:Activate: Main|On Play|On K\.O\.|When Attacking|Blocker)\]/.test(words))
      return ["hand", "an Event is used from the hand"];
    return ["character_area", "a Character is in the Character area"];
  }

  // ---------------------------------------------------------------- where a card starts

  function onField(S, C, ref, why) {
    const k = kind(S, C, ref);
    if (k === "one-piece") return {zone: "character_area", why};
    if (k === "monster" || k === "unknown") return {zone: "monster_zone", position: "attack", why};
    return {zone: hasSubtype(C, ref, "Field") ? "field_zone" : "spell_trap_zone", why};
  }

  function activatedPlace(S, C, ref, number, what) {
    const k = kind(S, C, ref);
    if (k === "one-piece") {
      const [zone, why] = opTextPlace((S.cards[ref] || {}).text);
      return {zone, why};
    }
    if (k === "trap") return {zone: "spell_trap_zone", face_up: false, why: "a Trap is Set before it is activated"};
    if (k === "spell") return {zone: "hand", why: "it is activated from the hand"};
    const text = (effectOf(C, ref, number) || {}).text || "";
    if (HAND_EFFECT.test(text)) return {zone: "hand", why: "its effect is used from the hand"};
    if (GY_EFFECT.test(text)) return {zone: "graveyard", why: "its effect is used in the Graveyard"};
    return {zone: "monster_zone", position: "attack", why: "face-up on the field: its effect is activated"};
  }

  function eventPlace(S, C, ref, event, step) {
    // where a card was before an event about it ("Sangan is destroyed": on the field)
    const e = event.event;
    if (event.card !== ref && event.target === ref && e === "attack_declared") return onField(S, C, ref, "it is attacked");
    if (event.card !== ref) return null;
    if (event.from) return {zone: event.from, why: "it left from there"};
    if (e === "attack_declared") return onField(S, C, ref, "it attacks");
    if (["discarded", "played"].includes(e)) return {zone: "hand", why: e === "played" ? "it is played from the hand" : "it is discarded"};
    if (["drawn", "added_to_hand"].includes(e)) return {zone: "deck", why: "it is taken from the Deck"};
    if (SUMMON_EVENTS.includes(e)) {
      const from = ((step && step.fromText) || "");
      return from ? {zone: from, why: "it is Summoned from there"} : {zone: null, why: "where it was Summoned from is not said"};
    }
    if (["card_activated", "effect_activated"].includes(e)) return activatedPlace(S, C, ref, null, "activated");
    return onField(S, C, ref, e === "ko" ? "it is K.O.'d" : "it was on the field");
  }

  function momentsOf(step) {
    return (step.events || []).map(m => Array.isArray(m) ? m : [m]);
  }

  function startPlace(S, C, ref) {
    // the first thing the question does with the card says where it was at the start
    for (const step of S.steps) {
      if (step.summon === ref) {
        const method = step.method || "normal";
        if (method === "flip") return {zone: "monster_zone", position: "face_down", why: "it is Set before it is Flip Summoned"};
        if (["synchro", "fusion"].includes(method)) return {zone: "extra_deck", why: "it comes from the Extra Deck"};
        return {zone: "hand", why: "it is Summoned from the hand"};
      }
      if ((step.materials || []).includes(ref)) return onField(S, C, ref, "it is a Tribute or material");
      if (step.activate === ref) return activatedPlace(S, C, ref, step.effect, "activated");
      for (const event of (step.cost || [])) {
        const place = eventPlace(S, C, ref, event);
        if (place) return Object.assign(place, {why: place.why === "it left from there" ? place.why : "it pays the cost"});
      }
      if ((step.targets || []).includes(ref)) {
        const by = effectOf(C, step.activate, step.effect);
        const text = (by && by.text) || "";
        if (/\b(gy|graveyard)\b/i.test(text)) return {zone: "graveyard", why: "it is targeted in the Graveyard"};
        if (/\bbanished\b/i.test(text)) return {zone: "banished", why: "it is targeted while banished"};
        return onField(S, C, ref, "it is targeted on the field");
      }
      for (const moment of momentsOf(step))
        for (const event of moment) {
          const place = eventPlace(S, C, ref, event);
          if (place) return place;
        }
    }
    if (S.ask && S.ask.can_activate === ref) return activatedPlace(S, C, ref, S.ask.effect, "asked about");
    const k = kind(S, C, ref);
    if (k === "one-piece") {
      const [zone, why] = opTextPlace((S.cards[ref] || {}).text);
      return {zone, why};
    }
    if (k === "monster") return onField(S, C, ref, "a monster is on the field unless it is Summoned");
    if (k === "trap" && !hasSubtype(C, ref, "Continuous")) return {zone: "spell_trap_zone", face_up: false, why: "a Trap is Set"};
    if ((k === "trap" || k === "spell") && STAYING.some(w => hasSubtype(C, ref, w)))
      return Object.assign(onField(S, C, ref, "it applies face-up on the field"), {face_up: true});
    return {zone: null, why: ""};
  }

  // ---------------------------------------------------------------- steps taken by default

  function controller(S, ref) { return (S.cards[ref] || {}).controller || "A"; }
  function other(player) { return player === "A" ? "B" : "A"; }

  function candidates(S, C, ref, effect, wanted) {
    // the cards an effect's text can mean: its kind of card, whose, not itself
    const text = ((effect && effect.text) || "").toLowerCase();
    const mine = controller(S, ref);
    const whose = /your opponent|opponent's|they control/.test(text) ? other(mine)
      : /\byou control\b|\byour (gy|graveyard|hand)\b|\bfrom your\b/.test(text) ? mine : null;
    const spells = /spell|trap/.test(text), monsters = /monster/.test(text);
    return Object.keys(S.cards).filter(r => {
      if (r === ref || (whose && controller(S, r) !== whose)) return false;
      if (wanted) return wanted(r);
      const k = kind(S, C, r);
      if (monsters && !spells) return k === "monster" || k === "unknown";
      if (spells && !monsters) return k === "spell" || k === "trap";
      return true;
    });
  }

  function defaultTargets(S, C, step) {
    const effect = effectOf(C, step.activate, step.effect);
    if (!effect || !effect.targets) return null;
    const found = candidates(S, C, step.activate, effect);
    return found.length === 1 ? found : null;
  }

  const COST_FITS = {tributed: k => k === "monster" || k === "unknown", discarded: () => true};

  function defaultCost(S, C, step) {
    // what was paid, when the effect's cost can only have been paid one way
    const effect = effectOf(C, step.activate, step.effect);
    const clauses = ((effect && effect.clauses) || []).filter(c => c.part === "cost" && c.event);
    if (!clauses.length) return null;
    const ref = step.activate, mine = controller(S, ref), paid = [];
    for (const clause of clauses) {
      if (clause.event === "lp_paid") {
        const amount = /pay (\d+) (?:life points|lp)/i.exec(clause.text || "");
        paid.push(Object.assign({event: "lp_paid", player: mine, cause: "cost"}, amount ? {amount: Number(amount[1])} : {}));
        continue;
      }
      const fits = COST_FITS[clause.event];
      if (!fits || clause.subject === "self") return null;
      const found = Object.keys(S.cards).filter(r => r !== ref && controller(S, r) === mine && fits(kind(S, C, r))
        && !S.steps.some(s => s.summon === r || s.activate === r) && !(S.ask && S.ask.can_activate === r && clause.event !== "tributed"));
      if (found.length !== 1) return null;
      const event = {event: clause.event, card: found[0], cause: "cost"};
      if (clause.event === "tributed") Object.assign(event, {from: "monster_zone", to: "graveyard"});
      if (clause.event === "discarded") Object.assign(event, {from: "hand", to: "graveyard"});
      paid.push(event);
    }
    return paid;
  }

  function chainBefore(S, upto) {
    // the Chain Links open before step `upto`: [{link, ref, effect, step}]
    const chain = [];
    S.steps.slice(0, upto).forEach((step, i) => {
      if ("activate" in step && S.game !== ONE_PIECE) chain.push({link: chain.length + 1, ref: step.activate, effect: step.effect, step: i});
      else if ("resolve" in step) {
        const at = chain.findIndex(l => l.link === Number(step.resolve));
        if (at >= 0) chain.splice(at, 1);
      }
    });
    return chain;
  }

  function resolvingLink(S, i) {
    const step = S.steps[i];
    return chainBefore(S, i).find(l => l.link === Number(step.resolve)) || null;
  }

  const FROM_TEXT = [[/from (?:your|their|the) deck/i, "deck"], [/from (?:your|their|the) hand/i, "hand"],
    [/from (?:your|their|the|either player's) (?:gy|graveyard)/i, "graveyard"], [/from the extra deck/i, "extra_deck"]];

  function clauseEvents(S, C, link, clause, picked, previous) {
    // what one resolution clause did, naming its cards: the judge's pick, else what its text names
    const ref = link.ref, mine = controller(S, ref);
    const targets = (S.steps[link.step] && S.steps[link.step].targets) || [];
    let cards = picked;
    if (!cards) {
      if (clause.subject === "self") cards = [ref];
      else if (clause.subject === "target" || (clause.subject === "it" && targets.length)) cards = targets.slice(0, 1);
      else if (clause.subject === "second-target") cards = targets.slice(1, 2);
      else if (clause.subject === "it") cards = previous ? [previous] : [];
      else if (clause.every) cards = everyCard(S, C, link, clause);
      else cards = [];
    }
    const base = {event: clause.event, cause: "effect", by: ref};
    const from = FROM_TEXT.find(([pattern]) => pattern.test(clause.text || ""));
    if (from) base.from = from[1];
    if (clause.to_zone) base.to = clause.to_zone;
    if (PLAYER_EVENTS.includes(clause.event) && !cards.length) {
      const amount = /(\d+) (?:damage|lp|life points)/i.exec(clause.text || "");
      const player = ["opponent", "they"].includes(clause.player) ? other(mine) : mine;
      return [Object.assign(base, {player}, amount ? {amount: Number(amount[1])} : {})];
    }
    return cards.length ? cards.map(card => Object.assign({}, base, {card})) : [base];
  }

  function everyCard(S, C, link, clause) {
    const mine = controller(S, link.ref);
    const whose = clause.whose === "opponent" ? other(mine) : clause.whose === "you" ? mine : null;
    return Object.keys(S.cards).filter(r => {
      if (r === link.ref || (whose && controller(S, r) !== whose)) return false;
      const k = kind(S, C, r), place = (S.cards[r].zone || startPlace(S, C, r).zone);
      if (clause.every === "monster") return (k === "monster" || k === "unknown") && place === "monster_zone";
      if (clause.every === "spell-trap") return ["spell_trap_zone", "field_zone"].includes(place);
      return ON_FIELD.includes(place);
    });
  }

  function resolutionEvents(S, C, i, picks) {
    // a resolution said explicitly: each clause of the effect (a pick, or what its text names),
    // clauses joined by a sequential conjunction at a later moment; "not done" clauses left out
    const link = resolvingLink(S, i);
    const effect = link && effectOf(C, link.ref, link.effect);
    const clauses = ((effect && effect.clauses) || []).filter(c => c.part === "resolution" && c.event);
    const moments = [];
    let previous = null;
    clauses.forEach((clause, j) => {
      const pick = picks[j];
      if (pick === "none") return;
      const events = clauseEvents(S, C, link, clause, pick ? [pick] : null, previous);
      previous = (events.find(e => e.card) || {}).card || previous;
      if (!moments.length || clause.sequential !== false || !clause.conjunction) moments.push(events);
      else moments[moments.length - 1].push(...events);
    });
    return moments.map(m => m.length === 1 ? m[0] : m);
  }

  // ---------------------------------------------------------------- the scenario written

  function firstAttack(S) {
    for (const step of S.steps) {
      if ("phase" in step) return null;
      for (const moment of momentsOf(step))
        for (const event of moment) if (event.event === "attack_declared") return event;
    }
    return null;
  }

  function turnPlayer(S) {
    // whose turn: the player who Normal Summons or attacks first
    for (const step of S.steps) {
      if (step.summon && ["normal", "tribute", "flip", undefined].includes(step.method)) return [controller(S, step.summon), "they Summon"];
      for (const moment of momentsOf(step))
        for (const event of moment) if (event.event === "attack_declared" && event.card) return [controller(S, event.card), "they attack"];
    }
    return ["A", ""];
  }

  function complete(S, C, auto) {
    // S with the defaults: {scenario, said: {path: why}} (`said` lists what was taken by default)
    const said = {};
    const out = {game: S.game || EDISON};
    if (S.turn_player) out.turn_player = S.turn_player;
    else {
      const [player, why] = turnPlayer(S);
      out.turn_player = player;
      said.turn_player = why ? `Player ${player}'s turn: ${why}` : "";
    }
    if (S.phase) out.phase = S.phase;
    else if (out.game === EDISON && firstAttack(S)) {
      out.phase = "battle";
      said.phase = "the Battle Phase: an attack is declared";
    }
    if (S.ruleset) out.ruleset = S.ruleset;
    const steps = S.steps.map((step, i) => {
      const copy = Object.assign({}, step);
      if ("activate" in step && out.game === EDISON) {
        if (!step.targets && !auto.skip["steps." + i + ".targets"]) {
          const targets = defaultTargets(S, C, step);
          if (targets) { copy.targets = targets; said["steps." + i + ".targets"] = "the only card it can target"; }
        }
        if (!step.cost && !auto.skip["steps." + i + ".cost"]) {
          const cost = defaultCost(S, C, step);
          if (cost) { copy.cost = cost; said["steps." + i + ".cost"] = "the only way its cost can be paid"; }
        }
      }
      return copy;
    });
    const written = Object.assign({}, S, {steps});
    const cards = {};
    for (const [ref, card] of Object.entries(S.cards)) {
      const entry = Object.assign({}, card);
      if (auto.cards[ref]) {
        const place = startPlace(written, C, ref);
        for (const key of ["zone", "position", "face_up"]) {
          if (key in card || auto.skip["cards." + ref + "." + key] || place[key] === undefined || place[key] === null) continue;
          if (key !== "zone" && (entry.zone || place.zone) !== place.zone) continue;   // the judge moved it
          entry[key] = place[key];
          said["cards." + ref + "." + key] = place.why;
        }
      }
      cards[ref] = entry;
    }
    out.cards = cards;
    out.steps = steps;
    out.ask = out.game === ONE_PIECE ? {resolution_order: true} : Object.assign({}, S.ask);
    return {scenario: out, said};
  }

  // ---------------------------------------------------------------- the words a step is said in

  function eventWords(S, C, event) {
    const card = event.card ? name(S, C, event.card) : null;
    const player = event.player ? "Player " + event.player : "a player";
    let text;
    if (!card && PLAYER_WORDS[event.event]) text = player + " " + PLAYER_WORDS[event.event];
    else if (event.event === "attack_declared")
      text = (card || "a monster") + " attacks " + (event.target ? name(S, C, event.target) : "directly");
    else text = (card || "a card") + " " + (EVENT_WORDS[event.event] || String(event.event || "?").replace(/_/g, " "));
    if (event.amount !== undefined && event.amount !== null) text += " (" + event.amount + ")";
    if (event.cause === "effect" && event.by && event.by !== event.card) text += " by " + name(S, C, event.by) + "'s effect";
    else if (event.cause && event.cause !== "effect") text += " " + (CAUSES.find(c => c[0] === event.cause) || ["", ""])[1];
    return text;
  }

  function stepWords(S, C, i) {
    const step = S.steps[i];
    if ("summon" in step) {
      if (!step.summon) return "A monster is Summoned";
      return name(S, C, step.summon) + (step.negated ? " has its Summon negated" : " is " + METHOD_WORDS[step.method || "normal"]);
    }
    if ("activate" in step) {
      if (!step.activate) return "A card is activated";
      const who = "Player " + controller(S, step.activate);
      const effect = step.effect ? name(S, C, step.activate) + "'s effect " + step.effect : name(S, C, step.activate);
      const link = S.game === ONE_PIECE ? "" : " · Chain Link " + (chainBefore(S, i).length + 1);
      return who + " activates " + effect + link;
    }
    if ("resolve" in step) {
      const link = resolvingLink(S, i);
      return "Chain Link " + step.resolve + " resolves" + (link ? ": " + name(S, C, link.ref) : "");
    }
    if ("phase" in step) return "The " + ((PHASES[S.game || EDISON].find(p => p[0] === step.phase) || [])[1] || "next phase");
    const moments = momentsOf(step);
    if (!moments.length || !moments[0].length) return "Something happens";
    const first = moments[0].map(e => eventWords(S, C, e)).join(" and ");
    return moments.length > 1 ? first + ", then more" : first;
  }

  return {EDISON, ONE_PIECE, GAMES, PHASES, ZONES, ZONE_WORDS, POSITIONS, METHODS, EVENTS, PLAYER_EVENTS, AMOUNT_EVENTS,
    CAUSES, QUESTIONS, KEYWORDS, SUMMON_EVENTS, kind, name, hasSubtype, activatable, effectOf, controller, other,
    startPlace, candidates, chainBefore, resolvingLink, resolutionEvents, complete, eventWords, stepWords, momentsOf};
})();

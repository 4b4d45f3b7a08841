// The question builder (docs/judge-builder.md). Its model is the contract's scenario
// (docs/timing-questions.md): each control edits one JSON path of it (data-path); what the judge
// leaves unsaid the builder takes by default (builder-model.js) and says why beside the card or
// step. "Ask" opens /ask?s=TOKEN (the complete scenario, raw DEFLATE, URL-safe base64) and
// &a= (what was taken by default, so that it follows later changes). An error the engine gives
// for a JSON path is shown in plain words next to the control of that path. The words box above
// reads a situation told in words (POST /api/read) into the same steps.
"use strict";

const M = Model;
const data = JSON.parse(document.getElementById("builder-data").textContent);
const form = document.getElementById("builder");
const S = Object.assign({game: M.EDISON, cards: {}, steps: [], ask: {}}, data.scenario || {});
const C = data.cards || {};          // ref -> what the graph says of the card (builder-model.js)
const auto = {cards: {}, skip: {}};  // cards added here (their defaults apply); paths the judge left unsaid
let problem = data.error || null;    // {error, where, plain}: the engine's message for a JSON path
let askChosen = Object.keys(S.cards).length > 0;   // else the asked card follows the card added last
let written = {scenario: S, said: {}};

// ------------------------------------------------------------------ small DOM helpers

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter(c => c !== null && c !== undefined && c !== false));
  return node;
}

function fit(text) {
  // an option's words, cut to what a phone shows in a list (the whole name is in the card's line)
  text = String(text);
  return text.length > 32 ? text.slice(0, 31).trimEnd() + "…" : text;
}

function idOf(path) { return "f" + path.replace(/[^A-Za-z0-9]+/g, "-"); }

function select(path, options, value, onchange, label, wide) {
  const id = idOf(path);
  const box = el("select", {id, "data-path": path, onchange: e => { onchange(e.target.value); changed(); }},
    ...options.map(([v, text]) => el("option", {value: v, selected: String(v) === String(value ?? "")}, fit(text))));
  // a list whose words would be cut at a phone's width takes the whole row
  const long = wide || options.some(([, text]) => String(text).length > 14);
  return el("div", {class: long ? "field wide" : "field"}, el("label", {for: id}, label), box);
}

function choices(path, label, refs, chosen, onchange, hint) {
  // cards to tick (targets, materials), folded away until one is ticked
  const names = chosen.map(name).join(", ") || hint || "none";
  return el("details", {class: "choices", "data-path": path, open: chosen.length > 0},
    el("summary", {}, label + ": " + names),
    ...refs.map(r => el("label", {class: "check"}, el("input", {type: "checkbox", "data-path": path, "data-ref": r,
      checked: chosen.includes(r), onchange: e => {
        const list = chosen.filter(x => x !== r);
        if (e.target.checked) list.push(r);
        onchange(list.length ? list : undefined); changed(); }}), name(r))));
}

function check(path, label, checked, onchange) {
  return el("label", {class: "check"}, el("input", {type: "checkbox", "data-path": path, checked: !!checked,
    onchange: e => { onchange(e.target.checked); changed(); }}), label);
}

function button(text, onclick, cls, action) {
  // a button that changes the question (the form is drawn again), unless its action returns false
  return el("button", {type: "button", class: cls || "small", "data-action": action || text,
    onclick: e => { e.preventDefault(); if (onclick() !== false) changed(); }}, text);
}

function said(path) {
  const why = written.said[path];
  return why ? el("p", {class: "hint said", "data-said": path}, "By default: " + why + ".") : null;
}

// ------------------------------------------------------------------ the model

const name = ref => M.name(S, C, ref);
const game = () => S.game || M.EDISON;
const onePiece = () => game() === M.ONE_PIECE;

function cardOptions(filter, blank) {
  const refs = Object.keys(S.cards).filter(ref => !filter || filter(ref));
  return [["", blank || "— choose a card —"], ...refs.map(ref => [ref, name(ref) + " (" + M.controller(S, ref) + ")"])];
}

const isMonster = ref => ["monster", "unknown", "one-piece"].includes(M.kind(S, C, ref));
const isSpellTrap = ref => ["spell", "trap"].includes(M.kind(S, C, ref));
const used = ref => S.steps.some(s => s.summon === ref || s.activate === ref || (s.materials || []).includes(ref)
  || M.momentsOf(s).some(m => m.some(e => e.card === ref)));
const asked = ref => !onePiece() && (S.ask || {}).can_activate === ref;
const hasActivatable = ref => !C[ref] || C[ref].effects.some(M.activatable);

function lastCards() {
  // the cards the last step did something to
  const step = S.steps[S.steps.length - 1];
  if (!step) return [];
  if ("summon" in step) return [step.summon, ...(step.materials || [])];
  return [...M.momentsOf(step).flat(), ...(step.cost || [])].map(e => e.card).filter(Boolean);
}

// a card whose trigger the last step may have met: the next activation is most likely its
const triggered = ref => lastCards().includes(ref) && !!C[ref] && C[ref].effects.some(e => ["trigger", "flip"].includes(e.kind));

function firstCard(...tests) {
  // the card that best fits: the tests weigh in order (the first outweighs all the later ones),
  // then the card added first
  let best = "", bestScore = -1;
  for (const ref of Object.keys(S.cards)) {
    const score = tests.reduce((sum, test, i) => sum + (test(ref) ? 2 ** (tests.length - i) : 0), 0);
    if (score > bestScore) { best = ref; bestScore = score; }
  }
  return best;
}

function newRef(cardName) {
  const letters = cardName.split(/[^A-Za-z0-9]+/).filter(Boolean).map(w => w[0].toLowerCase()).join("") || "c";
  let ref = letters, n = 2;
  while (S.cards[ref]) ref = letters + n++;
  return ref;
}

function addEntry(player, entry, brief) {
  const ref = newRef(entry.name || "card");
  S.cards[ref] = Object.assign({name: undefined}, entry, {controller: player});
  if (!entry.name) delete S.cards[ref].name;
  if (brief) C[ref] = brief;
  auto.cards[ref] = true;
  if (!onePiece() && !askChosen && (!S.ask || !Object.keys(S.ask).length || "can_activate" in S.ask)) S.ask = {can_activate: ref};
}

async function fetchBrief(key) {
  try {
    const reply = await fetch("/api/card/" + encodeURIComponent(key));
    if (!reply.ok) return null;
    const card = await reply.json();
    return {name: card.name, card_type: card.card_type, subtypes: card.subtypes, passcode: card.passcode, level: card.level,
      effects: card.effects.map(e => ({number: e.number, kind: e.kind, words: e.in_words, text: e.text, targets: !!e.targets,
        has_cost: !!e.has_cost,
        condition: e.condition, events: e.events, clauses: e.clauses}))};
  } catch (e) { return null; }
}

function effectOptions(ref, blankLabel) {
  const brief = C[ref];
  const blank = blankLabel || (brief && brief.card_type !== "Monster" ? "the card's activation" : "its only effect");
  const options = [["", blank]];
  for (const e of (brief ? brief.effects : [])) {
    if (!M.activatable(e)) continue;
    const words = (e.condition || e.text || e.words || "").replace(/\s+/g, " ");
    options.push([String(e.number), e.number + ": " + (words.length > 34 ? words.slice(0, 33) + "…" : words)]);
  }
  return options;
}

function setOrDelete(obj, key, v) {
  if (v === "" || v === null || v === undefined) delete obj[key];
  else obj[key] = v;
}

// ------------------------------------------------------------------ drawing the form

function render() {
  written = M.complete(S, C, auto);
  const out = written.scenario;
  form.replaceChildren(gameFieldset(out), playerCards("A"), playerCards("B"), stepsFieldset(), questionFieldset(),
    actions(), contract(out));
  showProblem();
}

function gameFieldset(out) {
  const phases = M.PHASES[game()];
  return el("fieldset", {"data-path": "$"}, el("legend", {}, "The game"), el("div", {class: "fields"},
    select("$.game", M.GAMES, game(), v => switchGame(v), "Game"),
    select("$.turn_player", [["A", "Player A"], ["B", "Player B"]], out.turn_player, v => { S.turn_player = v; }, "Whose turn"),
    select("$.phase", phases, out.phase || phases[onePiece() ? 3 : 2][0], v => { S.phase = v; }, "It starts in")),
    said("turn_player"), said("phase"));
}

function switchGame(v) {
  // a question of another game starts empty: no card is in both games
  for (const key of Object.keys(S)) delete S[key];
  for (const key of Object.keys(C)) delete C[key];
  Object.assign(S, {game: v, cards: {}, steps: [], ask: v === M.ONE_PIECE ? {resolution_order: true} : {}});
  auto.cards = {}; auto.skip = {}; askChosen = false;
}

function playerCards(player) {
  const out = written.scenario;
  const box = el("fieldset", {class: "player-" + player, "data-path": "$.cards"},
    el("legend", {}, "Player " + player + "'s cards" + (out.turn_player === player ? " (turn player)" : "")));
  for (const [ref, card] of Object.entries(S.cards))
    if (M.controller(S, ref) === player) box.append(cardItem(ref, card, out.cards[ref] || card));
  box.append(onePiece() ? ownTextAdder(player, true) : searchAdder(player), onePiece() ? null : ownTextAdder(player, false));
  return box;
}

function cardItem(ref, card, full) {
  const path = "$.cards." + ref;
  const fields = el("div", {class: "fields"},
    select(path + ".zone", [["", "(not said)"], ...M.ZONES[game()]], full.zone, v => {
      setOrDelete(card, "zone", v); auto.skip["cards." + ref + ".zone"] = v === ""; }, "Starts in"));
  if (isMonster(ref) && !onePiece() && full.zone === "monster_zone")
    fields.append(select(path + ".position", [["", "(not said)"], ...M.POSITIONS], full.position, v => {
      setOrDelete(card, "position", v); auto.skip["cards." + ref + ".position"] = v === ""; }, "Position"));
  if (isSpellTrap(ref) && ["spell_trap_zone", "field_zone"].includes(full.zone))
    fields.append(select(path + ".face_up", [["", "(not said)"], ["true", "face-up"], ["false", "Set"]],
      full.face_up === undefined ? "" : String(full.face_up), v => {
        setOrDelete(card, "face_up", v === "" ? undefined : v === "true"); auto.skip["cards." + ref + ".face_up"] = v === ""; },
      "Face"));
  const title = C[ref] ? el("a", {href: "/card/" + encodeURIComponent(C[ref].passcode || name(ref)), target: "_blank"}, name(ref))
    : el("span", {}, card.name || "a card with its own text");
  const mark = asked(ref) ? el("span", {class: "tag asked", "data-asked": ref}, "asked")
    : (!onePiece() && "can_activate" in (S.ask || {}) ? button("Ask about it", () => { S.ask = {can_activate: ref}; askChosen = true; },
      "small link", "ask-" + ref) : null);
  const item = el("div", {class: "item card-item" + (asked(ref) ? " is-asked" : ""), "data-path": path, "data-ref": ref},
    el("div", {class: "item-head"}, el("strong", {}, title), el("span", {class: "head-tools"}, mark,
      button("×", () => { delete S.cards[ref]; delete C[ref]; if (asked(ref)) S.ask = {}; }, "small remove", "remove-" + ref))),
    fields);
  if (card.text !== undefined) {
    const id = idOf(path + ".text");
    item.append(el("label", {for: id, class: "small-label"}, "Its text"), el("textarea", {id, rows: "2", "data-path": path + ".text",
      onchange: e => { card.text = e.target.value; changed(); }}, card.text));
  }
  item.append(...["zone", "position", "face_up"].map(k => said("cards." + ref + "." + k)).filter(Boolean).slice(0, 1));
  return item;
}

function searchAdder(player) {
  const id = "add-" + player;
  const input = el("input", {id, type: "search", placeholder: "Card name: Gorz, BTH…", autocomplete: "off",
    "data-add-card": player, spellcheck: "false", autocapitalize: "off", enterkeyhint: "search"});
  const list = el("ul", {class: "suggest results", "data-suggest": player});
  let timer = null, asking = 0;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (!text) { list.replaceChildren(); return; }
    timer = setTimeout(async () => {
      const mine = ++asking;
      try {
        const reply = await fetch("/api/cards?limit=6&q=" + encodeURIComponent(text));
        const found = (await reply.json()).cards || [];
        if (mine !== asking) return;
        list.replaceChildren(...found.map(match => el("li", {}, el("button", {type: "button", "data-card": match.name,
          onclick: async e => {
            e.preventDefault(); list.replaceChildren(); input.value = ""; input.focus();
            addEntry(player, {name: match.name}, await fetchBrief(match.passcode || match.name)); changed(); }},
          match.name, el("span", {class: "meta"}, " " + match.card_type)))));
      } catch (e) { list.replaceChildren(); }
    }, 120);
  });
  return el("div", {class: "adder"}, el("label", {for: id}, "Add a card for Player " + player), input, list);
}

function ownTextAdder(player, open) {
  // a card that brings its own text: every One Piece card, an Edison card the graph lacks
  const nameBox = el("input", {id: "own-name-" + player, type: "text", placeholder: open ? "Name, e.g. Nami" : "Its name",
    autocomplete: "off", "data-own-name": player});
  const textBox = el("textarea", {id: "own-text-" + player, rows: "2", "data-own-text": player,
    placeholder: open ? "[On K.O.] Draw 1 card." : "Its text, as printed"});
  const keywords = open ? el("div", {class: "keywords"}, ...M.KEYWORDS.map(word => button(word, () => {
    const at = textBox.selectionStart ?? textBox.value.length;
    textBox.value = textBox.value.slice(0, at) + word + " " + textBox.value.slice(at);
    textBox.focus(); return false; }, "small keyword", "keyword"))) : null;
  const typeBox = open ? null : el("select", {id: "own-type-" + player, "data-own-type": player},
    ...[["monster", "Monster"], ["spell", "Spell"], ["trap", "Trap"]].map(([v, words]) => el("option", {value: v}, words)));
  const add = button("Add this card", () => {
    const text = textBox.value.trim();
    if (!text) { textBox.focus(); return false; }
    addEntry(player, Object.assign({name: nameBox.value.trim() || undefined, text}, typeBox ? {card_type: typeBox.value} : {}));
  }, "small", "add-own-" + player);
  const parts = [el("label", {for: nameBox.id}, open ? "Add a card for Player " + player : "Its name"), nameBox,
    typeBox ? el("label", {for: typeBox.id}, "It is a") : null, typeBox,
    el("label", {for: textBox.id}, "Its text"), textBox, keywords, add];
  return open ? el("div", {class: "adder own"}, ...parts)
    : el("details", {class: "own"}, el("summary", {}, "A card not in the list"), ...parts);
}

// ------------------------------------------------------------------ what happened

function stepsFieldset() {
  const box = el("fieldset", {id: "steps", "data-path": "$.steps"}, el("legend", {}, "What happened, in order"));
  if (!S.steps.length) box.append(el("p", {class: "hint"}, "Nothing yet: add what happened, oldest first."));
  S.steps.forEach((step, i) => box.append(stepItem(step, i)));
  const open = M.chainBefore(S, S.steps.length);
  const turn = written.scenario.turn_player;
  const push = step => { S.steps.push(step); };
  const victim = () => firstCard(isMonster, r => !used(r), r => !asked(r)) || undefined;
  const attack = () => {
    const attacker = firstCard(isMonster, r => M.controller(S, r) === turn, r => !used(r), r => !asked(r));
    push({events: [{event: "attack_declared", card: attacker || undefined}]});
  };
  const adders = onePiece() ? [
    button("+ Event", () => push({events: [{event: "ko", card: victim()}]}), null, "add-event"),
    button("+ Attack", attack, null, "add-attack"),
    button("+ Activate", () => push({activate: firstCard(r => !used(r))}), null, "add-activate"),
    button("+ Phase", () => push({phase: "end"}), null, "add-phase"),
  ] : [
    button("+ Summon", () => push({summon: firstCard(isMonster, r => !used(r), r => !asked(r)), method: "normal"}), null, "add-summon"),
    button("+ Activate", () => push({activate: firstCard(triggered, r => !used(r), r => !asked(r), hasActivatable)}), null, "add-activate"),
    open.length ? button("+ Resolve", () => push({resolve: open[open.length - 1].link}), null, "add-resolve") : null,
    open.length > 1 ? button("+ Resolve all", () => open.slice().reverse().forEach(l => push({resolve: l.link})), null, "add-resolve-all") : null,
    button("+ Attack", attack, null, "add-attack"),
    button("+ Event", () => push({events: [{event: "destroyed", card: victim()}]}), null, "add-event"),
    button("+ Phase", () => push({phase: "battle"}), null, "add-phase"),
  ];
  box.append(el("div", {class: "adders"}, ...adders));
  return box;
}

function stepKind(step) {
  if ("events" in step && !("resolve" in step)) {
    const moments = M.momentsOf(step);
    if (moments.length === 1 && moments[0].length === 1 && moments[0][0].event === "attack_declared") return "attack";
  }
  return ["activate", "resolve", "summon", "events", "phase"].find(k => k in step) || "?";
}

function stepItem(step, i) {
  const path = "$.steps[" + i + "]";
  const kind = stepKind(step);
  const head = el("div", {class: "item-head"}, el("strong", {class: "step-words"}, (i + 1) + ". " + M.stepWords(S, C, i)),
    el("span", {class: "head-tools"}, i ? button("↑", () => { S.steps.splice(i - 1, 0, S.steps.splice(i, 1)[0]); }, "small", "up-" + i) : null,
      button("×", () => { S.steps.splice(i, 1); }, "small remove", "remove-step-" + i)));
  const fields = el("div", {class: "fields"});
  const item = el("div", {class: "item step-item", "data-path": path, "data-kind": kind}, head, fields);
  if (kind === "summon") {
    fields.append(select(path + ".summon", cardOptions(isMonster), step.summon, v => { step.summon = v; }, "Monster"),
      select(path + ".method", M.METHODS, step.method || "normal", v => { step.method = v; }, "How"));
    item.append(check(path + ".negated", "the Summon is negated", step.negated, v => setOrDelete(step, "negated", v || undefined)));
    const others = Object.keys(S.cards).filter(r => r !== step.summon && isMonster(r));
    if (others.length && !["normal", "flip", "special"].includes(step.method || "normal"))
      item.append(choices(path + ".materials", "Tributes or materials", others, step.materials || [], v => setOrDelete(step, "materials", v)));
  } else if (kind === "activate") {
    activateFields(step, i, path, item, fields);
  } else if (kind === "resolve") {
    const open = M.chainBefore(S, i);
    const options = open.slice().reverse().map(l => [String(l.link), "CL" + l.link + ": " + name(l.ref)]);
    if (!options.some(o => o[0] === String(step.resolve))) options.push([String(step.resolve), "Chain Link " + step.resolve]);
    fields.append(select(path + ".resolve", options, step.resolve, v => { step.resolve = Number(v); delete step.events; }, "Which resolves", true));
    item.append(resolutionBox(step, i, path));
  } else if (kind === "phase") {
    fields.append(select(path + ".phase", M.PHASES[game()], step.phase, v => { step.phase = v; }, "The game moves to", true));
  } else if (kind === "attack") {
    const event = M.momentsOf(step)[0][0];
    const epath = path + ".events[0]";
    const foe = M.other(event.card ? M.controller(S, event.card) : written.scenario.turn_player);
    fields.append(select(epath + ".card", cardOptions(isMonster), event.card, v => setOrDelete(event, "card", v), "Attacker"),
      select(epath + ".target", cardOptions(r => isMonster(r) && M.controller(S, r) === foe, "directly"), event.target,
        v => setOrDelete(event, "target", v), "Attacks"));
    item.append(el("div", {class: "adders"}, button("+ then, in the battle", () => {
      step.events.push({event: "destroyed", card: event.target || undefined, cause: "battle"}); }, null, "battle-" + i)));
  } else if (kind === "events") {
    eventsBox(step, path + ".events", item, {});
  }
  return item;
}

function activateFields(step, i, path, item, fields) {
  fields.append(select(path + ".activate", cardOptions(), step.activate, v => {
    step.activate = v; delete step.effect; delete step.effect_text; delete step.cost; delete step.targets; }, "Card"),
  select(path + ".effect", effectOptions(step.activate), step.effect, v => setOrDelete(step, "effect", v ? Number(v) : undefined), "Effect"));
  if (onePiece()) return;
  const full = written.scenario.steps[i];
  const others = Object.keys(S.cards).filter(r => r !== step.activate);
  const effect = M.effectOf(C, step.activate, step.effect);
  const taken = written.said["steps." + i + ".targets"] ? full.targets.map(name).join(", ") + " (by default)" : null;
  if (others.length && (!effect || effect.targets || step.targets))
    item.append(choices(path + ".targets", "It targets", others, step.targets || [], v => setOrDelete(step, "targets", v), taken));
  const cost = step.cost || [];
  const box = el("div", {class: "cost", "data-path": path + ".cost"});
  if (!step.cost && full.cost) box.append(el("p", {class: "hint said"}, "Its cost, by default: "
    + full.cost.map(e => M.eventWords(S, C, e)).join(", ") + " (" + written.said["steps." + i + ".cost"] + ")."));
  cost.forEach((event, j) => box.append(eventRow(event, path + ".cost[" + j + "]", {costOf: step, index: j})));
  const clause = ((effect && effect.clauses) || []).find(c => c.part === "cost" && c.event);
  if (!effect || effect.has_cost || clause || cost.length)
    box.append(el("div", {class: "adders"}, button("+ a cost paid", () => {
      step.cost = [...cost, {event: clause ? clause.event : "tributed", cause: "cost"}]; }, null, "add-cost-" + i)));
  if (box.children.length) item.append(box);
}

function resolutionBox(step, i, path) {
  // what the resolution did: as its text says (each clause, with the card it names picked here),
  // or said event by event
  const link = M.resolvingLink(S, i);
  const effect = link && M.effectOf(C, link.ref, link.effect);
  const clauses = ((effect && effect.clauses) || []).filter(c => c.part === "resolution" && c.event);
  const box = el("div", {class: "did", "data-path": path + ".events"}, el("p", {class: "meta"}, "What it did:"));
  if (step.events) {
    eventsBox(step, path + ".events", box, {by: link && link.ref});
    box.append(button("As its text says", () => { delete step.events; }, "small", "as-text-" + i));
    return box;
  }
  clauses.forEach((clause, j) => {
    const words = (clause.text || clause.event).replace(/\s+/g, " ");
    const options = [["", "as the text says"], ["none", "not done"],
      ...Object.keys(S.cards).map(r => [r, name(r)])];
    box.append(select(path + ".clause" + j, options, "", v => {
      if (v) step.events = M.resolutionEvents(S, C, i, {[j]: v}); },
    (words.length > 46 ? words.slice(0, 45) + "…" : words), true));
  });
  if (!clauses.length) box.append(el("p", {class: "hint"}, link ? "As its text says." : "Its Chain Link is not open here."));
  box.append(button("Say what it did", () => {
    step.events = clauses.length ? M.resolutionEvents(S, C, i, {}) : [{event: "destroyed", cause: "effect", by: link ? link.ref : undefined}];
  }, "small", "say-" + i));
  return box;
}

function eventsBox(step, base, into, defaults) {
  step.events.forEach((moment, m) => into.append(momentBox(step, moment, m, base, defaults)));
  into.append(el("div", {class: "adders"}, button("+ then, something else", () => {
    step.events.push(Object.assign({event: onePiece() ? "ko" : "destroyed"}, defaults.by ? {cause: "effect", by: defaults.by} : {}));
  }, null, "then-" + base)));
}

function momentBox(step, moment, m, base, defaults) {
  const together = Array.isArray(moment);
  const events = together ? moment : [moment];
  const box = el("div", {class: "moment-box", "data-path": base + "[" + m + "]"},
    m ? el("p", {class: "meta"}, "then:") : (events.length > 1 ? el("p", {class: "meta"}, "at the same time:") : null));
  events.forEach((event, j) => {
    const path = together ? base + "[" + m + "][" + j + "]" : base + "[" + m + "]";
    box.append(eventRow(event, path, {}), el("div", {class: "adders"},
      events.length > 1 ? button("× this event", () => { events.splice(j, 1); step.events[m] = events.length === 1 ? events[0] : events; }, "small remove", "x-" + path) : null,
      step.events.length > 1 && j === 0 ? button("× this moment", () => { step.events.splice(m, 1); }, "small remove", "xm-" + path) : null));
  });
  box.append(button("+ at the same time", () => {
    const last = events[events.length - 1];
    const next = firstCard(r => !events.some(e => e.card === r), r => !asked(r), r => !last.card || isMonster(r) === isMonster(last.card));
    const added = Object.assign({}, last, {card: next || undefined});
    delete added.target;
    step.events[m] = [...events, added]; }, null, "same-" + base + m));
  return box;
}

function eventRow(event, path, cost) {
  const fields = el("div", {class: "fields", "data-path": path});
  const kinds = cost.costOf ? [["tributed", "is Tributed"], ["discarded", "is discarded"], ["sent_to_gy", "is sent to the GY"],
    ["banished", "is banished"], ["lp_paid", "pays LP"], ["destroyed", "is destroyed"], ["returned_to_deck", "returns to the Deck"]]
    : M.EVENTS[game()];
  const player = M.PLAYER_EVENTS.includes(event.event) && !event.card;
  fields.append(select(path + ".card", cardOptions(null, player ? "(a player)" : "(no card)"), event.card, v => setOrDelete(event, "card", v), "Card"),
    select(path + ".event", kinds, event.event, v => { event.event = v; }, "What happens"));
  if (player || M.PLAYER_EVENTS.includes(event.event))
    fields.append(select(path + ".player", [["", "(its controller)"], ["A", "Player A"], ["B", "Player B"]], event.player, v => setOrDelete(event, "player", v), "Player"));
  if (!onePiece() && !cost.costOf)
    fields.append(select(path + ".cause", M.CAUSES, event.cause, v => setOrDelete(event, "cause", v), "Cause"));
  if (event.event === "attack_declared")
    fields.append(select(path + ".target", cardOptions(isMonster, "directly"), event.target, v => setOrDelete(event, "target", v), "Attacks"));
  if (M.AMOUNT_EVENTS.includes(event.event)) {
    const id = idOf(path + ".amount");
    fields.append(el("div", {class: "field"}, el("label", {for: id}, "Amount"), el("input", {id, type: "text", inputmode: "numeric",
      "data-path": path + ".amount", value: event.amount ?? "", onchange: e => {
        setOrDelete(event, "amount", /^\d+$/.test(e.target.value.trim()) ? Number(e.target.value.trim()) : undefined); changed(); }})));
  }
  if (cost.costOf) fields.append(el("div", {class: "field"}, el("span", {class: "label-gap"}), button("× this cost", () => {
    cost.costOf.cost.splice(cost.index, 1); if (!cost.costOf.cost.length) delete cost.costOf.cost; }, "small remove", "x-" + path)));
  return fields;
}

// ------------------------------------------------------------------ the question, asking, the JSON

function questionFieldset() {
  const box = el("fieldset", {id: "question", "data-path": "$.ask"}, el("legend", {}, "The question"));
  if (onePiece()) {
    box.append(el("p", {}, "In which order do the effects resolve?"));
    return box;
  }
  const kind = ["can_activate", "triggers", "last_thing"].find(k => k in (S.ask || {})) || "can_activate";
  box.append(select("$.ask", M.QUESTIONS, kind, v => {
    S.ask = v === "can_activate" ? {can_activate: Object.keys(S.cards).pop() || ""} : {[v]: true}; askChosen = v !== "can_activate"; }, "Ask", true));
  if (kind === "can_activate") {
    const ref = (S.ask || {}).can_activate;
    box.append(el("div", {class: "fields"},
      select("$.ask.can_activate", cardOptions(), ref, v => { S.ask = {can_activate: v}; askChosen = true; }, "Card", true),
      select("$.ask.effect", effectOptions(ref, "its activation or only effect"), S.ask.effect, v => setOrDelete(S.ask, "effect", v ? Number(v) : undefined), "Effect", true)));
  }
  return box;
}

function actions() {
  return el("div", {class: "actions"}, el("button", {type: "submit", class: "big primary", id: "ask-button"}, "Ask"),
    el("a", {href: "/ask", class: "button"}, "Start over"));
}

function contract(out) {
  const text = el("textarea", {id: "contract-json", rows: "14", spellcheck: "false", "aria-label": "contract JSON"});
  text.value = JSON.stringify(out, null, 2);
  const note = el("p", {class: "hint", id: "contract-note"});
  return el("details", {id: "contract"}, el("summary", {}, "The question as contract JSON"), text,
    el("div", {class: "adders"}, button("Copy", () => { copy(text, note); return false; }, null, "copy-json"),
      button("Use this JSON", () => { useJson(text.value, note); return false; }, null, "use-json")), note);
}

function showProblem() {
  if (!problem || !problem.error) return;
  let path = problem.where || "$", target = null;
  while (path && !target) {            // the control of the path, else of the nearest path above it
    target = form.querySelector('[data-path="' + CSS.escape(path) + '"]');
    path = parentPath(path);
  }
  target = target || document.getElementById("ask-button");
  const message = el("p", {class: "field-error", role: "alert", id: "field-error", "data-where": problem.where || "$"},
    problem.plain || problem.error);
  const field = target.closest(".field, .check, .item, fieldset") || target;
  field.classList.add("has-error");
  if (field.matches("fieldset")) field.insertBefore(message, field.children[1] || null); else field.after(message);
}

function parentPath(path) {
  if (!path || path === "$") return "";
  const cut = path.replace(/(\.[^.\[\]]+|\[\d+\])$/, "");
  return cut === path || !cut ? "$" : cut;
}

function focusKey(node) {
  if (!node || !form.contains(node) || node === form) return null;
  return [node.tagName, node.dataset.path || "", node.dataset.action || "", node.dataset.ref || "", node.dataset.addCard || "",
    node.dataset.ownName || "", node.dataset.ownText || ""].join("|");
}

function changed() {
  // the engine's message was about the question as it was; the judge stays where they were
  problem = null;
  const key = focusKey(document.activeElement), y = window.scrollY;
  render();
  if (key) {
    const again = [...form.querySelectorAll("input, select, textarea, button, summary")].find(n => focusKey(n) === key);
    if (again) again.focus({preventScroll: true});
  }
  window.scrollTo(0, y);
}

// ------------------------------------------------------------------ asking, sharing, copying

function base64url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function questionQuery(scenario) {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  if (window.CompressionStream) {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    return "s=" + base64url(new Uint8Array(await new Response(stream).arrayBuffer()));
  }
  return "j=" + base64url(bytes);
}

function defaultsTaken() {
  // what was taken by default (cards added here, and each default's path), for the next page
  const refs = Object.keys(auto.cards).filter(ref => S.cards[ref]);
  return [...refs, ...Object.keys(written.said).filter(p => written.said[p] !== undefined)].join(",");
}

function takeDefaultsBack(list) {
  // a page opened by Ask: what was taken by default is taken again from the question as it is now
  for (const item of (list || "").split(",").filter(Boolean)) {
    const parts = item.split(".");
    if (parts.length === 1 && S.cards[item]) { auto.cards[item] = true; continue; }
    if (parts[0] === "cards" && S.cards[parts[1]]) { auto.cards[parts[1]] = true; delete S.cards[parts[1]][parts[2]]; }
    else if (parts[0] === "steps" && S.steps[Number(parts[1])]) delete S.steps[Number(parts[1])][parts[2]];
    else if (parts.length === 1) delete S[item];
  }
}

async function copy(input, note) {
  try { await navigator.clipboard.writeText(input.value); }
  catch (e) { input.select(); document.execCommand("copy"); }
  if (note) note.textContent = "Copied.";
}

async function loadScenario(parsed) {
  for (const key of Object.keys(S)) delete S[key];
  Object.assign(S, {game: M.EDISON, cards: {}, steps: [], ask: {}}, parsed);
  for (const key of Object.keys(C)) delete C[key];
  auto.cards = {}; auto.skip = {}; askChosen = true;
  await Promise.all(Object.entries(S.cards || {}).map(async ([ref, card]) => {
    if (card && card.name && !card.text && game() === M.EDISON) { const brief = await fetchBrief(card.name); if (brief) C[ref] = brief; }
  }));
  changed();
}

async function useJson(text, note) {
  let parsed;
  try { parsed = JSON.parse(text); } catch (e) { note.textContent = "Not JSON: " + e.message; return; }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) { note.textContent = "A scenario is a JSON object."; return; }
  await loadScenario(parsed);
}

async function readWords(event) {
  // the words box: its reading becomes the builder's steps, to check and fix before asking
  event.preventDefault();
  const box = document.getElementById("words"), error = document.getElementById("words-error");
  const notes = document.getElementById("words-notes"), go = document.getElementById("words-read");
  if (!box.value.trim()) { box.focus(); return; }
  go.disabled = true;
  error.hidden = true;
  try {
    const reply = await fetch("/api/read", {method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify({text: box.value})});
    const answer = await reply.json();
    if (!reply.ok) { error.textContent = answer.error || "The situation could not be read."; error.hidden = false; return; }
    notes.querySelector("ul").replaceChildren(...(answer.notes || []).map(n => el("li", {},
      n.words ? el("q", {}, n.words) : null, n.words ? " " : null, n.text)));
    notes.hidden = !(answer.notes || []).length;
    notes.open = true;
    await loadScenario(answer.scenario);
    document.getElementById("steps").scrollIntoView({block: "start"});
  } catch (e) {
    error.textContent = "The server could not be reached; try again."; error.hidden = false;
  } finally { go.disabled = false; }
}

form.addEventListener("keydown", e => {
  // Enter never sends a half-built question: in a card box it takes the first card found
  if (e.key !== "Enter" || e.target.tagName !== "INPUT") return;
  e.preventDefault();
  if (e.target.dataset.addCard) {
    const first = form.querySelector('[data-suggest="' + e.target.dataset.addCard + '"] button');
    if (first) first.click();
  } else e.target.dispatchEvent(new Event("change", {bubbles: true}));
});

form.addEventListener("submit", async e => {
  e.preventDefault();
  if (e.submitter && e.submitter.id !== "ask-button") return;
  document.getElementById("ask-button").disabled = true;
  const taken = defaultsTaken();
  location.href = "/ask?" + await questionQuery(written.scenario) + (taken ? "&a=" + encodeURIComponent(taken) : "");
});

const wordsForm = document.getElementById("words-form");
if (wordsForm) wordsForm.addEventListener("submit", readWords);

document.querySelectorAll("[data-copy]").forEach(b => b.addEventListener("click", () => {
  copy(document.getElementById(b.dataset.copy), null).then(() => { b.textContent = "Copied"; });
}));

takeDefaultsBack(new URLSearchParams(location.search).get("a"));
if (onePiece()) S.ask = {resolution_order: true};
render();

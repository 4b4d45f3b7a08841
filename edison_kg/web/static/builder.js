// The question builder. Its model is the contract's scenario itself (docs/timing-questions.md):
// every control edits one JSON path of it (data-path), the JSON box shows it, and "Ask" opens
// /ask?s=TOKEN (the scenario, raw DEFLATE, URL-safe base64), which the server answers. An error
// the engine gives for a JSON path is shown next to the control of that path.
"use strict";

const PHASES = [["draw", "Draw Phase"], ["standby", "Standby Phase"], ["main1", "Main Phase 1"], ["battle", "Battle Phase"],
  ["damage_step", "Damage Step"], ["main2", "Main Phase 2"], ["end", "End Phase"]];
const ZONES = [["", "(not said)"], ["hand", "Hand"], ["monster_zone", "Monster Zone"], ["spell_trap_zone", "Spell & Trap Zone"],
  ["field_zone", "Field Zone"], ["graveyard", "Graveyard"], ["deck", "Deck"], ["extra_deck", "Extra Deck"], ["banished", "Banished"]];
const POSITIONS = [["", "(not said)"], ["attack", "Attack Position"], ["defense", "Defense Position"], ["face_down", "Set (face-down Defense)"]];
const METHODS = [["normal", "Normal Summon"], ["tribute", "Tribute Summon"], ["flip", "Flip Summon"], ["special", "Special Summon (its own procedure)"],
  ["synchro", "Synchro Summon"], ["fusion", "Fusion Summon"], ["ritual", "Ritual Summon"]];
const EVENTS = [["attack_declared", "attacks (battle)"], ["destroyed", "is destroyed"], ["damage_inflicted", "damage is inflicted"],
  ["attack_negated", "attack is negated"], ["sent_to_gy", "is sent to the Graveyard"], ["banished", "is banished"],
  ["special_summon", "is Special Summoned"], ["normal_summon", "is Normal Summoned"], ["flip_summon", "is Flip Summoned"],
  ["tribute_summon", "is Tribute Summoned"], ["synchro_summon", "is Synchro Summoned"], ["fusion_summon", "is Fusion Summoned"],
  ["ritual_summon", "is Ritual Summoned"], ["set", "is Set"], ["added_to_hand", "is added to the hand"], ["drawn", "is drawn"],
  ["discarded", "is discarded"], ["returned_to_hand", "is returned to the hand"], ["returned_to_deck", "is returned to the Deck"],
  ["flipped_face_up", "is flipped face-up"], ["flipped_face_down", "is flipped face-down"], ["position_changed", "changes position"],
  ["control_changed", "changes control"], ["equipped", "is equipped"], ["targeted", "is targeted"], ["tributed", "is Tributed"],
  ["lp_gained", "gains LP"], ["lp_paid", "pays LP"], ["activation_negated", "activation is negated"],
  ["effect_negated", "effect is negated"], ["summon_negated", "Summon is negated"], ["card_activated", "a card is activated"],
  ["effect_activated", "an effect is activated"]];
const CAUSES = [["", "(cause not said)"], ["battle", "by battle"], ["effect", "by an effect"], ["cost", "as a cost"],
  ["summon_material", "as Summon material"], ["rule", "by the rules"]];
const QUESTIONS = [["can_activate", "Can this card be activated now?"], ["triggers", "Which effects go on the next chain?"],
  ["last_thing", "What is the last thing to happen?"]];

const data = JSON.parse(document.getElementById("builder-data").textContent);
const form = document.getElementById("builder");
const S = Object.assign({game: "yugioh-edison", turn_player: "A", cards: {}, steps: [], ask: {}}, data.scenario || {});
const C = data.cards || {};          // ref -> {name, card_type, subtypes, effects: [{number, kind, words, text}]}
let problem = data.error || null;    // {error, where}: the engine's message for a JSON path

// ------------------------------------------------------------------ small DOM helpers

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.filter(c => c !== null && c !== undefined));
  return node;
}

function select(path, options, value, onchange, label, wide) {
  const id = "f" + Math.random().toString(36).slice(2, 9);
  const box = el("select", {id, "data-path": path, onchange: e => { onchange(e.target.value); changed(); }},
    ...options.map(([v, text]) => el("option", {value: v, selected: String(v) === String(value ?? "")}, text)));
  return el("div", {class: wide ? "field wide" : "field"}, el("label", {for: id}, label), box);
}

function choices(path, label, refs, chosen, onchange) {
  // a list of cards to tick (targets, materials), folded away until one is ticked
  const names = chosen.map(name).join(", ") || "none";
  return el("details", {class: "choices", "data-path": path, open: chosen.length > 0},
    el("summary", {}, label + ": " + names),
    ...refs.map(r => check(path, name(r), chosen.includes(r), v => {
      const list = chosen.filter(x => x !== r);
      if (v) list.push(r);
      onchange(list.length ? list : undefined); })));
}

function check(path, label, checked, onchange) {
  return el("label", {class: "check"}, el("input", {type: "checkbox", "data-path": path, checked: !!checked,
    onchange: e => { onchange(e.target.checked); changed(); }}), label);
}

function button(text, onclick, cls) {
  return el("button", {type: "button", class: cls || "small", onclick: e => { e.preventDefault(); onclick(); }}, text);
}

// ------------------------------------------------------------------ the model

function name(ref) {
  const card = S.cards[ref] || {};
  return (C[ref] && C[ref].name) || card.name || ref;
}

function cardOptions(filter, blank) {
  const refs = Object.keys(S.cards).filter(ref => !filter || filter(ref));
  return [["", blank || "— choose a card —"], ...refs.map(ref => [ref, name(ref) + " (" + (S.cards[ref].controller || "A") + ")"])];
}

function isMonster(ref) { return !C[ref] || C[ref].card_type === "Monster"; }
function isSpellTrap(ref) { return C[ref] && C[ref].card_type !== "Monster"; }

function newRef(cardName) {
  const letters = cardName.split(/[^A-Za-z0-9]+/).filter(Boolean).map(w => w[0].toLowerCase()).join("") || "c";
  let ref = letters, n = 2;
  while (S.cards[ref]) ref = letters + n++;
  return ref;
}

function openLinks(upto) {
  // the Chain Links on the chain before step ``upto`` (activations push, resolutions pop)
  let links = 0;
  S.steps.slice(0, upto).forEach(step => {
    if ("activate" in step) links += 1;
    else if ("resolve" in step) links = Math.max(0, links - 1);
  });
  return links;
}

async function addCard(player, match) {
  const brief = await fetchBrief(match.passcode || match.name);
  const ref = newRef(match.name);
  const entry = {name: match.name, controller: player};
  const type = brief ? brief.card_type : match.card_type;
  if (type === "Trap") { entry.zone = "spell_trap_zone"; entry.face_up = false; }
  else entry.zone = "hand";
  S.cards[ref] = entry;
  if (brief) C[ref] = brief;
  if (!S.ask || !Object.keys(S.ask).length || (("can_activate" in S.ask) && !S.cards[S.ask.can_activate])) S.ask = {can_activate: ref};
  changed();
}

async function fetchBrief(key) {
  try {
    const reply = await fetch("/api/card/" + encodeURIComponent(key));
    if (!reply.ok) return null;
    const card = await reply.json();
    return {name: card.name, card_type: card.card_type, subtypes: card.subtypes, passcode: card.passcode,
      effects: card.effects.map(e => ({number: e.number, kind: e.kind, words: e.in_words, text: e.text}))};
  } catch (e) { return null; }
}

function effectOptions(ref, blankLabel) {
  const brief = C[ref];
  const blank = blankLabel || (brief && brief.card_type !== "Monster" ? "the card's own activation" : "its only activatable effect");
  const options = [["", blank]];
  for (const e of (brief ? brief.effects : [])) {
    if (e.kind === "continuous" || e.kind === "unanalyzed") continue;
    const text = (e.text || "").length > 70 ? e.text.slice(0, 69) + "…" : (e.text || "");
    options.push([String(e.number), "Effect " + e.number + ": " + e.words + (text ? " — " + text : "")]);
  }
  return options;
}

function setOrDelete(obj, key, value) {
  if (value === "" || value === null || value === undefined) delete obj[key];
  else obj[key] = value;
}

// ------------------------------------------------------------------ drawing the form

function render() {
  const top = el("fieldset", {"data-path": "$"}, el("legend", {}, "Turn and phase"), el("div", {class: "fields"},
    select("$.turn_player", [["A", "Player A"], ["B", "Player B"]], S.turn_player, v => { S.turn_player = v; }, "Turn player"),
    select("$.phase", [["", "Main Phase 1 (default)"], ...PHASES], S.phase, v => setOrDelete(S, "phase", v), "It starts in")));
  form.replaceChildren(top, playerCards("A"), playerCards("B"), stepsFieldset(), questionFieldset(), actions(), contract());
  showProblem();
}

function playerCards(player) {
  const box = el("fieldset", {class: "player-" + player, "data-path": "$.cards"},
    el("legend", {}, "Player " + player + "'s cards" + (S.turn_player === player ? " (turn player)" : "")));
  for (const [ref, card] of Object.entries(S.cards)) {
    if ((card.controller || "A") !== player) continue;
    const path = "$.cards." + ref;
    const fields = el("div", {class: "fields"},
      select(path + ".zone", ZONES, card.zone, v => setOrDelete(card, "zone", v), "Zone"));
    if (isMonster(ref)) fields.append(select(path + ".position", POSITIONS, card.position, v => setOrDelete(card, "position", v), "Position"));
    if (isSpellTrap(ref) && ["spell_trap_zone", "field_zone"].includes(card.zone))
      fields.append(select(path + ".face_up", [["", "(not said)"], ["true", "face-up"], ["false", "Set (face-down)"]],
        card.face_up === undefined ? "" : String(card.face_up), v => setOrDelete(card, "face_up", v === "" ? undefined : v === "true"), "Face"));
    const title = card.name ? el("a", {href: "/card/" + encodeURIComponent(card.name), target: "_blank"}, name(ref)) : el("span", {}, "a card with its own text");
    box.append(el("div", {class: "item card-item", "data-path": path, "data-ref": ref},
      el("div", {class: "item-head"}, el("strong", {}, title, el("span", {class: "meta"}, " · " + ref)),
        button("×", () => { delete S.cards[ref]; delete C[ref]; changed(); }, "small remove")), fields));
  }
  const id = "add-" + player;
  const input = el("input", {id, type: "search", placeholder: "Card name: Gorz, BTH, Call of…", autocomplete: "off",
    "data-add-card": player, spellcheck: "false", autocapitalize: "off"});
  const list = el("ul", {class: "suggest results"});
  let timer = null;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (!text) { list.replaceChildren(); return; }
    timer = setTimeout(async () => {
      try {
        const reply = await fetch("/api/cards?limit=6&q=" + encodeURIComponent(text));
        const found = (await reply.json()).cards || [];
        list.replaceChildren(...found.map(match => el("li", {}, el("button", {type: "button", "data-card": match.name,
          onclick: e => { e.preventDefault(); list.replaceChildren(); input.value = ""; addCard(player, match); }},
          match.name, el("span", {class: "meta"}, " " + match.card_type)))));
      } catch (e) { list.replaceChildren(); }
    }, 120);
  });
  box.append(el("label", {for: id}, "Add a card for Player " + player), input, list);
  return box;
}

function stepsFieldset() {
  const box = el("fieldset", {id: "steps", "data-path": "$.steps"}, el("legend", {}, "What happened, in order"));
  if (!S.steps.length) box.append(el("p", {class: "hint"}, "Nothing yet: add what happened, oldest first."));
  S.steps.forEach((step, i) => box.append(stepItem(step, i)));
  const first = kind => Object.keys(S.cards).find(ref => kind(ref)) || "";
  box.append(el("div", {class: "adders"},
    button("+ Summon", () => { S.steps.push({summon: first(isMonster), method: "normal"}); changed(); }),
    button("+ Activate", () => { S.steps.push({activate: first(() => true)}); changed(); }),
    button("+ Resolve", () => { S.steps.push({resolve: Math.max(1, openLinks(S.steps.length))}); changed(); }),
    button("+ Battle", () => {
      const attacker = Object.keys(S.cards).find(r => isMonster(r) && (S.cards[r].controller || "A") === S.turn_player) || "";
      S.steps.push({events: [{event: "attack_declared", card: attacker || undefined}]}); changed(); }),
    button("+ Something happened", () => { S.steps.push({events: [{event: "destroyed"}]}); changed(); }),
    button("+ Phase", () => { S.steps.push({phase: "battle"}); changed(); })));
  return box;
}

function stepKind(step) {
  return ["activate", "resolve", "summon", "events", "phase"].find(k => k in step) || "?";
}

function stepItem(step, i) {
  const path = "$.steps[" + i + "]";
  const kind = stepKind(step);
  const titles = {activate: "Activate", resolve: "Resolve", summon: "Summon", events: "Something happens", phase: "Phase"};
  const head = el("div", {class: "item-head"}, el("strong", {}, (i + 1) + ". " + (titles[kind] || "Step")),
    el("span", {}, i ? button("↑", () => { S.steps.splice(i - 1, 0, S.steps.splice(i, 1)[0]); changed(); }) : null,
      button("×", () => { S.steps.splice(i, 1); changed(); }, "small remove")));
  const fields = el("div", {class: "fields"});
  const item = el("div", {class: "item step-item", "data-path": path, "data-kind": kind}, head, fields);
  if (kind === "summon") {
    fields.append(select(path + ".summon", cardOptions(isMonster), step.summon, v => { step.summon = v; }, "Monster", true),
      select(path + ".method", METHODS, step.method || "normal", v => { step.method = v; }, "How"));
    item.append(check(path + ".negated", "the Summon is negated", step.negated, v => setOrDelete(step, "negated", v || undefined)));
    const others = Object.keys(S.cards).filter(r => r !== step.summon && isMonster(r));
    if (others.length && !["normal", "flip", "special"].includes(step.method || "normal"))
      item.append(choices(path + ".materials", "Materials or Tributes", others, step.materials || [], v => setOrDelete(step, "materials", v)));
  } else if (kind === "activate") {
    fields.append(select(path + ".activate", cardOptions(), step.activate, v => { step.activate = v; delete step.effect; delete step.effect_text; }, "Card", true),
      select(path + ".effect", effectOptions(step.activate), step.effect, v => setOrDelete(step, "effect", v ? Number(v) : undefined), "Effect", true));
    const others = Object.keys(S.cards).filter(r => r !== step.activate);
    if (others.length) item.append(choices(path + ".targets", "It targets", others, step.targets || [], v => setOrDelete(step, "targets", v)));
  } else if (kind === "resolve") {
    const most = Math.max(openLinks(i), Number(step.resolve) || 1, 1);
    const options = [];
    for (let n = most; n >= 1; n--) options.push([String(n), "Chain Link " + n]);
    fields.append(select(path + ".resolve", options, step.resolve, v => { step.resolve = Number(v); }, "Which resolves"));
    if (step.events) item.append(el("p", {class: "meta"}, "What it did is given in the JSON below (events)."));
  } else if (kind === "phase") {
    fields.append(select(path + ".phase", PHASES, step.phase, v => { step.phase = v; }, "The game moves to"));
  } else if (kind === "events") {
    (step.events || []).forEach((moment, m) => item.append(momentBox(step, moment, m, path + ".events")));
    item.append(el("div", {class: "adders"}, button("+ then, something else", () => { step.events.push({event: "destroyed"}); changed(); })));
  }
  return item;
}

function momentBox(step, moment, m, base) {
  const together = Array.isArray(moment);
  const events = together ? moment : [moment];
  const box = el("div", {class: "moment-box", "data-path": base + "[" + m + "]"},
    el("p", {class: "meta"}, m ? "then:" : (events.length > 1 ? "at the same time:" : "")));
  events.forEach((event, j) => {
    const path = together ? base + "[" + m + "][" + j + "]" : base + "[" + m + "]";
    const fields = el("div", {class: "fields", "data-path": path},
      select(path + ".card", cardOptions(null, "(no card)"), event.card, v => setOrDelete(event, "card", v), "Card"),
      select(path + ".event", EVENTS, event.event, v => { event.event = v; }, "What happens"),
      select(path + ".cause", CAUSES, event.cause, v => setOrDelete(event, "cause", v), "Cause"),
      select(path + ".player", [["", "(its controller)"], ["A", "Player A"], ["B", "Player B"]], event.player, v => setOrDelete(event, "player", v), "Player"));
    if (event.event === "attack_declared")
      fields.append(select(path + ".target", cardOptions(null, "(a direct attack)"), event.target, v => setOrDelete(event, "target", v), "Attack target"));
    if (["damage_inflicted", "lp_gained", "lp_paid"].includes(event.event)) {
      const id = "a" + Math.random().toString(36).slice(2, 8);
      fields.append(el("div", {class: "field"}, el("label", {for: id}, "Amount"), el("input", {id, type: "text", inputmode: "numeric",
        "data-path": path + ".amount", value: event.amount ?? "", onchange: e => { setOrDelete(event, "amount", e.target.value ? Number(e.target.value) : undefined); changed(); }})));
    }
    box.append(fields, el("div", {class: "adders"},
      events.length > 1 ? button("× this event", () => { events.splice(j, 1); step.events[m] = events.length === 1 ? events[0] : events; changed(); }, "small remove") : null,
      step.events.length > 1 && j === 0 ? button("× this moment", () => { step.events.splice(m, 1); changed(); }, "small remove") : null));
  });
  box.append(button("+ at the same time", () => { step.events[m] = [...events, {event: "destroyed"}]; changed(); }));
  return box;
}

function questionFieldset() {
  const kind = ["can_activate", "triggers", "last_thing"].find(k => k in (S.ask || {})) || "can_activate";
  const box = el("fieldset", {id: "question", "data-path": "$.ask"}, el("legend", {}, "The question"),
    select("$.ask", QUESTIONS, kind, v => { S.ask = v === "can_activate" ? {can_activate: Object.keys(S.cards).pop() || ""} : {[v]: true}; }, "Ask", true));
  if (kind === "can_activate") {
    const ref = (S.ask || {}).can_activate;
    box.append(el("div", {class: "fields"},
      select("$.ask.can_activate", cardOptions(), ref, v => { S.ask = {can_activate: v}; }, "Card", true),
      select("$.ask.effect", effectOptions(ref, "its activation, or its only effect"), S.ask.effect, v => setOrDelete(S.ask, "effect", v ? Number(v) : undefined), "Effect", true)));
  }
  return box;
}

function actions() {
  return el("div", {class: "actions"}, el("button", {type: "submit", class: "big primary", id: "ask-button"}, "Ask"),
    el("a", {href: "/ask", class: "button"}, "Start over"));
}

function contract() {
  const text = el("textarea", {id: "contract-json", rows: "14", spellcheck: "false", "aria-label": "contract JSON"});
  text.value = JSON.stringify(S, null, 2);
  const note = el("p", {class: "hint", id: "contract-note"});
  return el("details", {id: "contract", open: true}, el("summary", {}, "The question as contract JSON (POST /api/ask)"), text,
    el("div", {class: "adders"}, button("Copy", () => copy(text, note)), button("Use this JSON", () => useJson(text.value, note))), note);
}

// ------------------------------------------------------------------ errors next to their field

function showProblem() {
  if (!problem || !problem.error) return;
  let path = problem.where || "$", target = null;
  while (path && !target) {            // the control of the path, else of the nearest path above it
    target = form.querySelector('[data-path="' + CSS.escape(path) + '"]');
    path = parentPath(path);
  }
  target = target || document.getElementById("ask-button");
  const message = el("p", {class: "field-error", role: "alert", id: "field-error", "data-where": problem.where || "$"}, problem.error);
  const field = target.closest(".field, .check, .item, fieldset") || target;
  field.classList.add("has-error");
  if (field.matches("fieldset")) field.insertBefore(message, field.children[1] || null); else field.after(message);
}

function parentPath(path) {
  if (!path || path === "$") return "";
  const cut = path.replace(/(\.[^.\[\]]+|\[\d+\])$/, "");
  return cut === path || !cut ? "$" : cut;
}

function changed() {
  problem = null;                  // the engine's message was about the question as it was
  render();
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

async function copy(input, note) {
  try { await navigator.clipboard.writeText(input.value); }
  catch (e) { input.select(); document.execCommand("copy"); }
  if (note) note.textContent = "Copied.";
}

async function useJson(text, note) {
  let parsed;
  try { parsed = JSON.parse(text); } catch (e) { note.textContent = "Not JSON: " + e.message; return; }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) { note.textContent = "A scenario is a JSON object."; return; }
  for (const key of Object.keys(S)) delete S[key];
  Object.assign(S, {cards: {}, steps: [], ask: {}}, parsed);
  for (const [ref, card] of Object.entries(S.cards || {}))
    if (card && card.name && !C[ref]) { const brief = await fetchBrief(card.name); if (brief) C[ref] = brief; }
  changed();
}

form.addEventListener("submit", async e => {
  e.preventDefault();
  document.getElementById("ask-button").disabled = true;
  location.href = "/ask?" + await questionQuery(S);
});

document.querySelectorAll("[data-copy]").forEach(b => b.addEventListener("click", () => {
  copy(document.getElementById(b.dataset.copy), null).then(() => { b.textContent = "Copied"; });
}));

render();

// Card search as you type (GET /api/cards?q=), and the filter of the precedent list.
"use strict";

function cardHref(card) {
  return "/card/" + encodeURIComponent(card.passcode || card.name);
}

function matchItem(card) {
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = cardHref(card);
  a.textContent = card.name;
  const meta = document.createElement("span");
  meta.className = "meta";
  meta.textContent = card.card_type + (card.list_status && card.list_status !== "unlimited" ? " · " + card.list_status : "")
    + (card.in_edison_pool ? "" : " · not in the Edison pool");
  li.append(a, meta);
  return li;
}

function liveSearch(input) {
  const list = document.getElementById("live-results");
  const staticList = document.querySelector(".results.static");
  let timer = null, asked = 0;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (!text) { list.replaceChildren(); return; }
    timer = setTimeout(async () => {
      const mine = ++asked;
      try {
        const reply = await fetch("/api/cards?limit=8&q=" + encodeURIComponent(text));
        const data = await reply.json();
        if (mine !== asked) return;          // a newer search is under way
        if (staticList) staticList.remove();
        list.replaceChildren(...(data.cards || []).map(matchItem));
        if (!data.cards || !data.cards.length) {
          const li = document.createElement("li");
          li.className = "hint";
          li.textContent = data.error || "No card matches.";
          list.append(li);
        }
      } catch (e) { /* offline: the form still submits */ }
    }, 120);
  });
}

function filterList(input) {
  const list = document.getElementById(input.dataset.filterList);
  input.addEventListener("input", () => {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const li of list.children) {
      const text = (li.dataset.filter || li.textContent).toLowerCase();
      li.hidden = !words.every(w => text.includes(w));
    }
  });
}

document.querySelectorAll("input[data-live-search]").forEach(liveSearch);
document.querySelectorAll("input[data-filter-list]").forEach(filterList);

// hoshi director pages. htmx swaps a 422 answer (a form back with its messages) like a
// success; other errors are not swapped.
htmx.config.responseHandling = [
  {code: "204", swap: false},
  {code: "[23]..", swap: true},
  {code: "422", swap: true},
  {code: "[45]..", swap: false, error: true},
];

// A refused htmx request (403, 404, 409 ...) is not swapped: its message, the error page's
// text in the page's language, is shown at the top of the page instead of nothing.
document.addEventListener("htmx:responseError", (e) => {
  const xhr = e.detail.xhr;
  if (!xhr || xhr.status === 422) return;
  const answer = document.createElement("template");
  answer.innerHTML = xhr.responseText || "";
  const why = answer.content.querySelector("main p")?.textContent.trim() || String(xhr.status);
  let box = document.getElementById("request-error");
  if (!box) {
    box = document.createElement("div");
    box.id = "request-error";
    box.className = "flash error";
    box.setAttribute("role", "alert");
    document.querySelector("main")?.prepend(box);
  }
  box.textContent = why;
});

// On a phone the tab bar scrolls: keep the current tab in view.
document.addEventListener("DOMContentLoaded", () => {
  document.querySelector("nav.tabs [aria-current=page]")?.scrollIntoView({block: "nearest", inline: "center"});
});

// "/" jumps to the page's search or result entry, as in most web tools; Escape clears it.
document.addEventListener("keydown", (e) => {
  const typing = e.target.closest("input, select, textarea, [contenteditable]");
  if (e.key === "/" && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
    const box = document.querySelector("#entry-input, input[type=search]");
    if (box) {
      e.preventDefault();
      box.focus();
      box.select();
    }
  } else if (e.key === "Escape" && typing && typing.matches("#entry-input, input[type=search]")) {
    typing.value = "";
  }
});

// The results desk. An entry typed in the box (Enter) or a row's button goes into a queue, and
// the queue sends one entry at a time. The box is emptied at once and never replaced, so the
// next entry can be typed while the previous ones are saved: no keystroke is lost or lands in
// another entry. Every entry gets a line in the log: waiting, saving, then saved (what was
// recorded) or refused (why, with what was typed, which ↑ or "Type again" puts back).
(() => {
  const form = document.querySelector("form#entry[data-queue]");
  const log = document.getElementById("entry-log");
  if (!form || !log) return;
  const input = form.querySelector("#entry-input");
  const msg = form.querySelector("#entry-msg");
  const csrf = form.querySelector("input[name=_csrf]").value;
  // The log's words come in the page's language from the form's data attributes.
  const words = form.dataset;
  const queue = [];
  const refused = [];
  let sending = false;

  const say = (li, kind, text) => {
    li.className = kind;
    li.querySelector(".outcome").textContent = text;
  };
  // recall puts a refused entry back in the box, after whatever is typed there ("1w 5x" is a
  // line of two entries), so that nothing typed is overwritten.
  const recall = (text) => {
    const now = input.value.trim();
    input.value = now ? now + " " + text : text;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  };

  const enqueue = (url, fields, typed) => {
    const li = document.createElement("li");
    const code = document.createElement("code");
    code.textContent = typed;
    const outcome = document.createElement("span");
    outcome.className = "outcome";
    li.append(code, " ", outcome);
    log.prepend(li);
    log.hidden = false;
    say(li, "waiting", words.waiting);
    queue.push({url, fields, typed, li});
    if (!sending) next();
  };

  // swap puts the rows (games, and the matches of a team tournament with their score) and the
  // counter of an answer in place of the page's.
  // Each swap is counted on the page (data-entry-swaps), so that a live refresh fetched before
  // it (live.js) knows that its rows may be older than these and fetches again.
  const swap = (answer) => {
    const root = document.documentElement;
    root.dataset.entrySwaps = String((Number(root.dataset.entrySwaps) || 0) + 1);
    answer.querySelectorAll("template").forEach((t) => t.content.querySelectorAll("tr[id^=game-], tr[id^=match-]").forEach((row) => {
      row.removeAttribute("hx-swap-oob");
      document.getElementById(row.id)?.replaceWith(document.importNode(row, true));
    }));
    const progress = answer.querySelector("#progress");
    if (progress) {
      progress.removeAttribute("hx-swap-oob");
      document.getElementById("progress")?.replaceWith(document.importNode(progress, true));
    }
  };

  const next = async () => {
    const item = queue.shift();
    if (!item) {
      sending = false;
      return;
    }
    sending = true;
    say(item.li, "saving", words.saving);
    const body = new URLSearchParams({_csrf: csrf, ...item.fields});
    let kind, text;
    try {
      const resp = await fetch(item.url, {method: "POST", body, headers: {"HX-Request": "true"}, credentials: "same-origin",
        signal: AbortSignal.timeout(30000)});
      const answer = document.createElement("template");
      answer.innerHTML = await resp.text();
      const said = answer.content.querySelector("#entry-msg");
      if (said && (resp.ok || resp.status === 422)) {
        swap(answer.content);
        kind = resp.ok ? "saved" : "refused";
        text = said.textContent.trim();
      } else {
        kind = "refused";
        const why = answer.content.querySelector("main p")?.textContent.trim();
        text = words.answered.replace("{status}", resp.status) + (why ? ": " + why : "");
      }
    } catch (err) {
      kind = "unknown";
      text = err.name === "TimeoutError" ? words.timeout : words.offline;
    }
    say(item.li, kind, text);
    if (kind !== "saved") {
      refused.push(item.typed);
      const again = document.createElement("button");
      again.type = "button";
      again.className = "small secondary";
      again.textContent = words.again;
      again.addEventListener("click", () => recall(item.typed));
      item.li.append(" ", again);
    }
    msg.className = "entry-msg " + (kind === "saved" ? "" : "error");
    msg.textContent = (kind === "saved" ? "" : item.typed + ": ") + text;
    next();
  };

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const typed = input.value.trim();
    input.value = "";
    input.removeAttribute("aria-invalid");
    if (typed) enqueue(form.action, {entry: typed}, typed);
  });
  // A row's buttons (White, Black, =, ?) go into the same queue, written as they would be
  // typed ("3w"). The focus goes back to the box: the next slip is typed there, and Enter does
  // not press the button again.
  document.addEventListener("submit", (e) => {
    const row = e.target.closest("form.set-result");
    if (!row || !e.submitter?.value) return;
    e.preventDefault();
    enqueue(row.action, {result: e.submitter.value}, row.dataset.table + e.submitter.value);
    input.focus({preventScroll: true});
  });
  // ↑ in an empty box brings back the last entry that was not saved.
  input.addEventListener("keydown", (e) => {
    if (e.key === "ArrowUp" && !input.value && refused.length) {
      e.preventDefault();
      recall(refused.pop());
    }
  });
  window.addEventListener("beforeunload", (e) => {
    if (sending) e.preventDefault();
  });
})();

// The "make a game" pickers: the search box above each list keeps in it the players whose
// name holds what is typed (accents and case ignored) and chooses the first of them. Without
// script the box stays hidden and the lists are plain selects.
document.querySelectorAll("input.pick-search[data-pick]").forEach((box) => {
  const list = document.querySelector(box.dataset.pick);
  if (!list) return;
  const fold = (s) => s.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase();
  box.hidden = false;
  box.addEventListener("input", () => {
    const q = fold(box.value.trim());
    let first = null;
    for (const o of list.options) {
      o.hidden = o.disabled = q !== "" && !fold(o.textContent).includes(q);
      if (!o.hidden && !first) first = o;
    }
    if (first && (list.selectedOptions[0]?.hidden ?? true)) list.value = first.value;
  });
});

// The registration box: a registration the server refused without an answer to swap in (a
// lost connection, a 403 or 409) says so beside the button, where the director is looking,
// rather than registering nobody in silence. A refusal with the form's messages (422) comes
// back with its own message there.
["htmx:sendError", "htmx:responseError"].forEach((name) => document.addEventListener(name, (e) => {
  const form = e.target.closest?.("form#register");
  const msg = form?.querySelector("#register-msg");
  if (!form || !msg || e.detail.xhr?.status === 422) return;
  const status = e.detail.xhr?.status;
  msg.className = "flash error";
  msg.textContent = status ? form.dataset.refused.replace("{status}", status) : form.dataset.unsent;
}));

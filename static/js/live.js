// Live updates: the public pairings and standings pages and the director's results page
// listen to the tournament's event stream (GET /tournaments/{id}/events) and fetch their
// changing part again at each "change" event. While the stream is open the pages' polling
// (hx-trigger "every 20s", config.yaml's poll_seconds) is held back; when EventSource is
// missing or the stream is down or refused the polling goes on as before.
(function () {
  "use strict";
  var m = location.pathname.match(/^(?:\/director)?\/tournaments\/(\d+)(?:\/|$)/);
  if (!m || typeof EventSource === "undefined") return;
  var url = "/tournaments/" + m[1] + "/events";
  var open = false;

  function parse(html) {
    return new DOMParser().parseFromString(html, "text/html");
  }

  // A public page's live part (#standings or #pairings) comes from its hx-get URL.
  function refreshFragment(el) {
    var src = el.getAttribute("hx-get");
    if (!src) return Promise.resolve();
    return fetch(src, {headers: {"HX-Request": "true"}, credentials: "same-origin"}).then(function (r) {
      if (!r.ok) return;
      return r.text().then(function (text) {
        var fresh = parse(text).getElementById(el.id);
        var now = document.getElementById(el.id);
        if (!fresh || !now) return;
        fresh = document.importNode(fresh, true);
        now.replaceWith(fresh);
        if (window.htmx) htmx.process(fresh);
      });
    });
  }

  // The director's results page: the progress line and the rows of the table are taken
  // from the page fetched again; the entry form, where the director may be typing, stays.
  //
  // A page fetched before a result typed at this desk was answered (director.js counts its
  // answers in data-entry-swaps) may not hold that result yet: it is dropped and the page
  // fetched again, so that a result just shown never goes back to an older state.
  function refreshResults() {
    var root = document.documentElement, swaps = root.dataset.entrySwaps;
    return fetch(location.href, {credentials: "same-origin"}).then(function (r) {
      if (!r.ok) return;
      return r.text().then(function (text) {
        if (root.dataset.entrySwaps !== swaps) {
          again = true;
          return;
        }
        var doc = parse(text);
        var rows = doc.querySelectorAll("#progress, #reports, tr[id^='game-']");
        var same = document.querySelectorAll("tr[id^='game-']").length === doc.querySelectorAll("tr[id^='game-']").length;
        if (!same) {
          var input = document.getElementById("entry-input");
          if (input && input.value !== "") return; // the round changed shape: wait for the entry
          var results = doc.getElementById("results"), mine = document.getElementById("results");
          if (results && mine) {
            results = document.importNode(results, true);
            mine.replaceWith(results);
            if (window.htmx) htmx.process(results);
          }
          return;
        }
        rows.forEach(function (row) {
          var now = document.getElementById(row.id);
          if (now && now.outerHTML !== row.outerHTML) {
            var fresh = document.importNode(row, true);
            now.replaceWith(fresh);
            if (window.htmx) htmx.process(fresh);
          }
        });
      });
    });
  }

  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    var work = [];
    ["standings", "pairings"].forEach(function (id) {
      var el = document.getElementById(id);
      if (el) work.push(refreshFragment(el));
    });
    if (document.getElementById("results")) work.push(refreshResults());
    Promise.all(work).catch(function () {}).then(function () {
      busy = false;
      if (again) { again = false; refresh(); }
    });
  }

  // Only pages that update themselves: a finished tournament's pages have no hx-get.
  var live = document.getElementById("results") ||
    document.querySelector("#standings[hx-get], #pairings[hx-get]");
  if (!live) return;

  // EventSource connects again by itself after a network error, but gives up on an answer
  // other than a stream (a process shutting down answers 503): then a new one is tried a
  // while later, the page polling meanwhile.
  var es = null;
  function connect() {
    if (es) return;
    es = new EventSource(url);
    es.addEventListener("open", function () {
      open = true;
      refresh(); // what changed while the stream was being opened or was down
    });
    es.addEventListener("error", function () {
      open = false;
      if (es && es.readyState === EventSource.CLOSED) {
        es = null;
        setTimeout(connect, 30000);
      }
    });
    es.addEventListener("change", refresh);
  }
  connect();
  // A page left for another is kept by the browser for the back button (the back/forward
  // cache) with its stream open: over HTTP/1.1 a browser opens at most 6 connections to a
  // server, so that after a few live pages the next page would wait for ever. The stream is
  // closed when the page is left and opened again (after a refresh) when it is shown again.
  window.addEventListener("pagehide", function () {
    if (es) es.close();
    es = null;
    open = false;
  });
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) connect();
  });
  document.addEventListener("htmx:beforeRequest", function (e) {
    var id = e.target && e.target.id;
    if (open && (id === "standings" || id === "pairings")) e.preventDefault();
  });
})();

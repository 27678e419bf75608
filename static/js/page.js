// What every page does with JavaScript, kept out of the HTML so that the Content-Security-Policy
// allows no inline script: forms that ask before they are sent (data-confirm), print buttons
// (data-print), back links (data-back) and the rank field of the player form, which unticks
// "rank from the list" when another rank is typed (data-rank-from-list).
(function () {
  "use strict";
  document.addEventListener("submit", function (e) {
    var f = e.target;
    if (f instanceof HTMLFormElement && f.dataset.confirm && !window.confirm(f.dataset.confirm)) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
  document.addEventListener("click", function (e) {
    var el = e.target instanceof Element ? e.target.closest("[data-print], [data-back]") : null;
    if (!el) {
      return;
    }
    if (el.hasAttribute("data-print")) {
      e.preventDefault();
      window.print();
    } else if (history.length > 1) {
      e.preventDefault();
      history.back();
    }
  });
  document.addEventListener("input", function (e) {
    var input = e.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-rank-from-list")) {
      return;
    }
    var box = document.getElementById(input.getAttribute("data-rank-from-list"));
    if (box && box.dataset.rank && input.value.replace(/\s/g, "").toLowerCase() !== box.dataset.rank.toLowerCase()) {
      box.checked = false;
    }
  });
})();

// hoshi director pages. htmx swaps a 422 answer (a form back with its messages) like a
// success; other errors are not swapped.
htmx.config.responseHandling = [
  {code: "204", swap: false},
  {code: "[23]..", swap: true},
  {code: "422", swap: true},
  {code: "[45]..", swap: false, error: true},
];

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

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

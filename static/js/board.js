// Clicking a point of a board marked data-board="FORM" sends that form with the point's
// name (D4) in its "point" field: toggling a dead group, placing a stone in the editor.
// Without JavaScript the director types the point into the same field.
document.addEventListener("click", function (e) {
  var pt = e.target.closest && e.target.closest("[data-point]");
  var board = pt && pt.closest("[data-board]");
  var form = board && document.getElementById(board.dataset.board);
  if (!form) return;
  form.elements.point.value = pt.dataset.point;
  form.requestSubmit();
});

package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// On a phone (390 px) the public round table hides its komi column: the komi is said once
// above the table when every game has the same, else in each row under the handicap. On a
// desktop the column shows it and neither of these does.
func TestPhoneRoundTableKomi(t *testing.T) {
	s := newPageSite(t)
	_, run := startBrowser(t)
	even := s.NewTournament("Komi stejné", 3)
	mixed := s.NewTournament("Komi různé", 3)
	for _, id := range []struct {
		id store.TournamentID
		hd int // the second game's handicap
	}{{even, 0}, {mixed, 2}} {
		var ps []tournament.PlayerID
		for i, r := range []rank.Rank{rank.Kyu(1), rank.Kyu(1), rank.Kyu(3), rank.Kyu(3 + id.hd)} {
			ps = append(ps, s.AddPlayer(id.id, fmt.Sprintf("Hráč%d", i), "Jan", r))
		}
		// Komi in half points: 13 is 6.5; a handicap game gets 0.5 (1).
		komi := 13
		if id.hd > 0 {
			komi = 1
		}
		s.SaveRound(id.id, 1, []tournament.Game{{White: ps[0], Black: ps[1], Komi: 13}, {White: ps[2], Black: ps[3], Handicap: id.hd, Komi: komi}}, 0)
	}
	type view struct {
		ColumnShown bool
		Once        string
		Rows        []string
	}
	look := func(id any, width int64) view {
		t.Helper()
		var v view
		run(fmt.Sprintf("round page at %d px", width),
			chromedp.EmulateViewport(width, 844),
			chromedp.Navigate(fmt.Sprintf("%s/tournaments/%d/rounds/1", s.TS.URL, id)),
			chromedp.WaitVisible(`table.pairings`),
			into(&v, chromedp.Evaluate[view](`(() => {
				const th = [...document.querySelectorAll('table.pairings th')].find(e => e.textContent.trim() === 'Komi');
				const once = document.querySelector('.komi-all');
				return {
					ColumnShown: !!th && th.offsetParent !== null,
					Once: once && once.offsetParent !== null ? once.innerText.trim() : '',
					Rows: [...document.querySelectorAll('table.pairings small.komi')].filter(e => e.offsetParent !== null).map(e => e.innerText.trim()),
				};
			})()`)),
		)
		return v
	}
	if v := look(even, 390); v.ColumnShown || v.Once != "Komi 6.5 at every table." || len(v.Rows) != 0 {
		t.Errorf("phone, same komi: %+v, want no column and the komi once above", v)
	}
	if v := look(mixed, 390); v.ColumnShown || v.Once != "" || strings.Join(v.Rows, "|") != "komi 6.5|komi 0.5" {
		t.Errorf("phone, komi 6.5 and 0.5: %+v, want no column and the komi in each row", v)
	}
	for _, id := range []any{even, mixed} {
		if v := look(id, 1280); !v.ColumnShown || v.Once != "" || len(v.Rows) != 0 {
			t.Errorf("desktop, tournament %v: %+v, want the column only", id, v)
		}
	}
}

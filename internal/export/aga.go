package export

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// agaTemporaryID is added to a player's id when no AGA id is known: the AGA accepts temporary
// numbers outside the range of its members' ids, to be matched by hand.
const agaTemporaryID = 9_000_000

// WriteAGA writes the results file the American Go Association rates games from: a TOURNEY
// header with dates and rules, the players with AGA id, name and rank, then one line per game,
// "white black winner handicap komi", round by round. Games the AGA does not rate (unfinished,
// decided by default, jigo, both win or lose) are listed as comments so the director sees
// what was left out. Players without an AGA id (OpenGotha's agaId) get a temporary number.
func WriteAGA(w io.Writer, t *tournament.Tournament) error {
	t = safeTournament(t)
	s := &t.Settings
	begin, end, err := eventDates(s)
	if err != nil {
		return fmt.Errorf("write AGA results: %w", err)
	}
	ids := make(map[tournament.PlayerID]string, len(t.Players))
	width := 0
	for i := range t.Players {
		p := &t.Players[i]
		id := strings.TrimSpace(p.Extra["agaId"])
		if !isDigits(id) { // none, or not an AGA number: the reader takes the id as digits
			id = ""
		}
		if id == "" {
			id = strconv.Itoa(agaTemporaryID + int(p.ID))
		}
		ids[p.ID] = id
		width = max(width, len(id))
	}
	var b strings.Builder
	title := s.Name
	if s.Place != "" {
		title += ", " + s.Place
	}
	date := func(d time.Time) string { return fmt.Sprintf("%d/%d/%d", d.Month(), d.Day(), d.Year()) }
	fmt.Fprintf(&b, "TOURNEY %s\n\tstart=%s\n\tfinish=%s\n\trules=%s\n", title, date(begin), date(end), agaRules(s.Rules))
	b.WriteString("PLAYERS\n")
	for i := range t.Players {
		p := &t.Players[i]
		name := p.Name
		if p.FirstName != "" {
			name += ", " + p.FirstName
		}
		fmt.Fprintf(&b, "%*s %s %s\n", width, ids[p.ID], name, p.Rank)
	}
	b.WriteString("GAMES\n")
	for r := 1; r <= s.Rounds; r++ {
		games := t.RoundGames(r)
		if len(games) == 0 {
			continue
		}
		fmt.Fprintf(&b, "# Round %d\n", r)
		for _, g := range games {
			white, black := ids[g.White], ids[g.Black]
			if white == "" || black == "" {
				return fmt.Errorf("write AGA results: round %d, table %d names an unknown player", r, g.Table)
			}
			winner := ""
			switch g.Result {
			case tournament.WhiteWins:
				winner = "w"
			case tournament.BlackWins:
				winner = "b"
			}
			if winner == "" || g.ByDefault {
				fmt.Fprintf(&b, "# not rated (%s): %s %s\n", agaUnrated(g), white, black)
				continue
			}
			fmt.Fprintf(&b, "%s %s %s %d %s\n", white, black, winner, g.Handicap, halfpoint.Format(g.Komi))
		}
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write AGA results: %w", err)
	}
	return nil
}

// agaRules names a rule set as AGA results files do.
func agaRules(rules string) string {
	switch strings.ToLower(rules) {
	case "aga":
		return "AGA"
	case "":
		return "Japanese"
	}
	return strings.ToUpper(rules[:1]) + strings.ToLower(rules[1:])
}

// agaUnrated says why a game is not sent for rating.
func agaUnrated(g tournament.Game) string {
	switch {
	case g.ByDefault:
		return "decided by default"
	case g.Result == tournament.Unknown:
		return "no result"
	case g.Result == tournament.Jigo:
		return "jigo"
	case g.Result == tournament.BothWin:
		return "both win"
	}
	return "both lose"
}

// isDigits reports whether s is a non-empty run of ASCII digits.
func isDigits(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}

package webtest

import (
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// smallTournament is four players over two rounds, results entered by hand, and two more
// players who are never paired and share the last place (10k: 20 points, none added):
//
//	round 1: table 1 Dvořák (w) beats Kim (b); table 2 Tanaka (w) loses to Novák (b), 2 stones
//	round 2: table 1 Dvořák (w) loses to Tanaka (b), 2 stones; table 2 Kim (w) beats Novák (b), 1 stone
//
// McMahon scores after round 2 (start: 2d 31, 1d 30, 1k 29, 3k 27): Dvořák 32, Kim 31,
// Tanaka 30, Novák 28.
type smallTournament struct {
	ID                         store.TournamentID
	Dvorak, kim, tanaka, novak tournament.PlayerID
	Absent1, absent2           tournament.PlayerID
}

func NewSmallTournament(s *PageSite, withAbsent bool) smallTournament {
	s.T.Helper()
	var st smallTournament
	st.ID = s.NewTournament("Brno Open", 2)
	st.Dvorak = s.AddPlayer(st.ID, "Dvořák", "Antonín", rank.Dan(2))
	st.kim = s.AddPlayer(st.ID, "Kim", "<script>alert(1)</script>", rank.Dan(1))
	st.tanaka = s.AddPlayer(st.ID, "田中", "Yuki", rank.Kyu(1))
	st.novak = s.AddPlayer(st.ID, "Novák", "Jan", rank.Kyu(3))
	if withAbsent {
		st.Absent1 = s.AddPlayer(st.ID, "Absent", "Anna", rank.Kyu(10))
		st.absent2 = s.AddPlayer(st.ID, "Away", "Bob", rank.Kyu(10))
	}
	s.SaveRound(st.ID, 1, []tournament.Game{
		{White: st.Dvorak, Black: st.kim, Komi: 13, KnownColor: true},
		{White: st.tanaka, Black: st.novak, Handicap: 2, Komi: 1, KnownColor: true},
	}, 0)
	s.SetResult(st.ID, 1, 1, tournament.WhiteWins)
	s.SetResult(st.ID, 1, 2, tournament.BlackWins)
	s.SaveRound(st.ID, 2, []tournament.Game{
		{White: st.Dvorak, Black: st.tanaka, Handicap: 2, Komi: 1, KnownColor: true},
		{White: st.kim, Black: st.novak, Handicap: 1, Komi: 1, KnownColor: true},
	}, 0)
	s.SetResult(st.ID, 2, 1, tournament.BlackWins)
	s.SetResult(st.ID, 2, 2, tournament.WhiteWins)
	return st
}

package app

import (
	"strconv"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The words of the games other than Go on the pages and printouts (docs/SHOGI.md,
// docs/GOMOKU.md): a shogi game's named handicap and furigoma, a gomoku match. Go's pages keep
// their stones and komi; these are "" for a Go game.

// HandicapName is a shogi handicap's name in l's language (shogi.h.{name}: "lance", in Czech
// "kopiník"), "" for an unknown number.
func HandicapName(l *i18n.Localizer, h int) string {
	name := tournament.ShogiHandicapName(h)
	if name == "" {
		return ""
	}
	return l.T("shogi.h." + name)
}

// GameTerms is what a pairing list's handicap column says of a game of a tournament of
// another game than Go: a shogi game's handicap by name; a gomoku match's games. "" for Go and
// for a single game of gomoku.
func GameTerms(l *i18n.Localizer, s *tournament.Settings, g *tournament.Game) string {
	return withReplay(gameTerms(l, s, g), ReplayNote(l, s, g))
}

func gameTerms(l *i18n.Localizer, s *tournament.Settings, g *tournament.Game) string {
	switch {
	case s.IsShogi():
		return HandicapName(l, g.Handicap)
	case s.IsGomoku() && s.Matches() > 1:
		return l.N("gomoku.match_n", s.Matches())
	}
	return ""
}

// ReplayNote says of a game replayed after a draw under the draw rule "replay" which replay
// it is and whether the colours were exchanged ("replay 1 of a draw, colours exchanged");
// "" for a game that is no replay.
func ReplayNote(l *i18n.Localizer, s *tournament.Settings, g *tournament.Game) string {
	if g.Replays == 0 {
		return ""
	}
	if tournament.ReplaySwapsColours(s, g) {
		return l.T("draw.replay_swapped", "N", g.Replays)
	}
	return l.T("draw.replay_same", "N", g.Replays)
}

// withReplay is a game's terms followed by its replay note, either of them "".
func withReplay(terms, note string) string {
	switch {
	case note == "":
		return terms
	case terms == "":
		return note
	}
	return terms + " · " + note
}

// SlipTerms is the sentence of a result slip, or of a game's page, that says how a game of
// another game than Go is played: a shogi game's handicap, who throws the furigoma of an even
// game (or what it gave), who moves first; a gomoku match's games. "" for Go.
func SlipTerms(l *i18n.Localizer, t *tournament.Tournament, g *tournament.Game) string {
	return withReplay(slipTerms(l, t, g), ReplayNote(l, &t.Settings, g))
}

func slipTerms(l *i18n.Localizer, t *tournament.Tournament, g *tournament.Game) string {
	s := &t.Settings
	switch {
	case s.IsShogi():
		switch g.Handicap {
		case tournament.ShogiEven:
			if g.Replays > 0 {
				// No new throw: the replay note says the colours were exchanged.
				return ""
			}
			if f, ok := g.Thrown(); ok {
				return l.T("shogi.slip_even_thrown", "Tokin", f.Tokin)
			}
			thrower := ""
			if p := t.Player(t.FurigomaThrower(g)); p != nil {
				thrower = p.FullName()
			}
			return l.T("shogi.slip_even", "Name", thrower)
		case tournament.ShogiEvenBlack:
			return l.T("shogi.slip_even_black")
		}
		return l.T("shogi.slip_handicap", "Name", HandicapName(l, g.Handicap))
	case s.IsGomoku() && s.Matches() > 1:
		return l.N("gomoku.slip_match", s.Matches())
	}
	return ""
}

// FurigomaNote is a pairing list's note on an even shogi game's furigoma: who throws, or how
// many tokin fell; "" for another game.
func FurigomaNote(l *i18n.Localizer, t *tournament.Tournament, g *tournament.Game) string {
	if !t.NeedsFurigoma(g) || g.Replays > 0 {
		return ""
	}
	if f, ok := g.Thrown(); ok {
		return l.T("shogi.furigoma_thrown", "Tokin", f.Tokin)
	}
	if p := t.Player(t.FurigomaThrower(g)); p != nil {
		return l.T("shogi.furigoma_throws", "Name", p.FullName())
	}
	return ""
}

// MatchGame is a game of a gomoku match: its number and who plays Black in it, the colours
// alternating from the pairing's Black.
type MatchGame struct {
	N     int
	Black string
}

// MatchGames lists the games of g's match with their Black players, nil for a single game.
func MatchGames(t *tournament.Tournament, g *tournament.Game) []MatchGame {
	n := t.Settings.Matches()
	if n <= 1 {
		return nil
	}
	name := func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return p.FullName()
		}
		return "?"
	}
	out := make([]MatchGame, n)
	for i := range out {
		black := g.Black
		if i%2 == 1 {
			black = g.White
		}
		out[i] = MatchGame{N: i + 1, Black: name(black)}
	}
	return out
}

// DrawPossible tells whether a game may be recorded as drawn: Go's jigo on a whole-point komi;
// always in the other games (under the draw rule "replay" the draw is recorded and the game
// replayed, tournament.Game.Replay).
func DrawPossible(s *tournament.Settings, g *tournament.Game) bool {
	if s.IsGo() {
		return g.JigoPossible()
	}
	return true
}

// GameResultText is ResultText, but a gomoku match whose games were recorded is written by its
// games won, White first: "1½-½", "1-1".
func GameResultText(g *tournament.Game) string {
	if g.MatchWhite == 0 && g.MatchBlack == 0 {
		return ResultText(g)
	}
	return halves(g.MatchWhite) + "-" + halves(g.MatchBlack)
}

// halves writes half points (x2) with ½: 3 is "1½", 1 "½", 0 "0".
func halves(h int) string {
	switch {
	case h == 1:
		return "½"
	case h%2 == 1:
		return strconv.Itoa(h/2) + "½"
	}
	return strconv.Itoa(h / 2)
}

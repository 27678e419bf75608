// Package tournament is hoshi's domain model: tournament settings, players, rounds, games and
// results, the handicap and komi policies, McMahon scores, placement criteria and standings.
// It is pure Go: no storage, no web.
package tournament

import (
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/rank"
)

// PlayerID identifies a player within a tournament. Zero means "no player".
type PlayerID int

// RegistrationStatus tells whether a player's registration is confirmed.
type RegistrationStatus int

// Registration statuses, as OpenGotha's PRE and FIN.
const (
	Final RegistrationStatus = iota
	Preliminary
)

// Player is one registered player.
type Player struct {
	ID        PlayerID
	Name      string // family name
	FirstName string
	Rank      rank.Rank
	Rating    int // EGD rating (GoR); 0 if unknown
	Club      string
	Country   string // ISO 3166 alpha-2, upper case
	EGDPin    string
	// RankFromList tells that the player's rank and rating follow the EGD rating list (set
	// when he was registered from it): the director's "Update from the EGD list" takes them
	// from a newer list. Without it the rank stays as declared.
	RankFromList bool
	// Unranked marks a player who registered without a rank ("unranked", "?", "NR" or
	// nothing): he plays at the rank given to him, 20k unless the director chose another,
	// and the lists show him as unranked.
	Unranked bool
	// MMSCorrection moves the starting McMahon score (-1..+2), set by hand for a top group.
	MMSCorrection int
	// Absent lists the rounds (1-based) the player does not take part in; every other round
	// of the tournament is played.
	Absent []int
	// FixedTable is the table the player's games are always played at (a wheelchair user,
	// the broadcast board), or 0 for none (docs/PAIRING.md "Pairing constraints").
	FixedTable int
	Status     RegistrationStatus
	// Extra keeps attributes of an imported file that hoshi does not use (an OpenGotha
	// player's FFG licence, AGA id, ...), so that exporting the tournament gives them back.
	Extra map[string]string
}

// Plays reports whether the player takes part in round r.
func (p *Player) Plays(r int) bool {
	for _, a := range p.Absent {
		if a == r {
			return false
		}
	}
	return true
}

// Key is the player's key in OpenGotha files: name and first name upper-cased, without spaces
// (KeyText).
func (p *Player) Key() string {
	return KeyText(p.Name + p.FirstName)
}

// KeyText is a text as an OpenGotha key: upper-cased as Java upper-cases it (ß becomes SS),
// without spaces. It is taken of the NFC form, so that a name typed with combining accents has
// the key of the same name typed with composed letters: the store refuses the second as a
// duplicate, and OpenGotha finds the players of the games hoshi writes.
func KeyText(s string) string {
	return strings.ReplaceAll(cases.Upper(language.Und).String(NormalizeText(s)), " ", "")
}

// FullName is "Name FirstName", the order of pairing lists.
func (p *Player) FullName() string {
	if p.FirstName == "" {
		return p.Name
	}
	return p.Name + " " + p.FirstName
}

// Result is the outcome of a game.
type Result int

// Results. Unknown is a game not yet reported.
const (
	Unknown Result = iota
	WhiteWins
	BlackWins
	Jigo
	BothWin
	BothLose
)

// String is the short code of the JSON API: "w", "b", "=", "both-win", "both-lose", "?".
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "w"
	case BlackWins:
		return "b"
	case Jigo:
		return "="
	case BothWin:
		return "both-win"
	case BothLose:
		return "both-lose"
	}
	return "?"
}

// ParseResult reads the short code written by String.
func ParseResult(s string) (Result, bool) {
	for r := Unknown; r <= BothLose; r++ {
		if r.String() == s {
			return r, true
		}
	}
	return Unknown, false
}

// Game is one pairing of a round: who plays whom, with which handicap and komi, and the result.
// In a shogi tournament Handicap is the number of a named handicap (ShogiHandicaps) and Komi 0;
// in gomoku and ninuki both are 0, and a pairing may be a match of several games.
type Game struct {
	Round    int
	Table    int // 1-based table number
	White    PlayerID
	Black    PlayerID
	Handicap int // stones; 0 for an even game, 1 for "no komi"
	Komi     int // half points (13 = 6.5, 1 = 0.5)
	// Prisoners are handed by White to Black before the game when the seeds' rank-difference
	// rule gives more than the largest handicap (see Tournament.Prisoners).
	Prisoners int
	Result    Result
	// ByDefault marks a result decided without play (forfeit); shown with "!".
	ByDefault bool
	// KnownColor is false when the colours were not recorded (some imported games).
	KnownColor bool
	// FurigomaBy and FurigomaTokin are the furigoma of an even shogi game: who threw the
	// five pawns and how many fell promoted side up (0 to 5); FurigomaBy 0 is no throw
	// recorded (Game.SetFurigoma, Furigoma).
	FurigomaBy    PlayerID
	FurigomaTokin int
	// MatchWhite and MatchBlack are the games (x2, a drawn one a half) White and Black won in
	// the match of a gomoku or ninuki tournament of Settings.MatchGames games; Result is the
	// match's (MatchResult).
	MatchWhite, MatchBlack int
	// Replays is the number of drawn games replayed at this table under the draw rule
	// "replay" (Game.Replay): 0 for the first game; the game's colours and result are then
	// the replay's.
	Replays int
}

// Points returns the game points (x2: 2 a win, 1 a jigo) of White and Black.
func (g *Game) Points() (white, black int) {
	switch g.Result {
	case WhiteWins:
		return 2, 0
	case BlackWins:
		return 0, 2
	case Jigo:
		return 1, 1
	case BothWin:
		return 2, 2
	}
	return 0, 0
}

// JigoPossible tells whether the game can end in a jigo: its komi is a whole number of points
// (a half-point komi, 6.5 or a handicap game's 0.5, cannot end in a draw).
func (g *Game) JigoPossible() bool { return g.Komi%2 == 0 }

// CheckResult refuses a result the game cannot have: a jigo when its komi is not a whole
// number of points.
func (g *Game) CheckResult(r Result) error {
	if r == Jigo && !g.JigoPossible() {
		return keyedFieldError("Result", msgJigoHalfKomi.New(g.Table, halfpoint.Format(g.Komi)))
	}
	return nil
}

// Opponent returns the other player of the game, or 0 if p does not play in it.
func (g *Game) Opponent(p PlayerID) PlayerID {
	switch p {
	case g.White:
		return g.Black
	case g.Black:
		return g.White
	}
	return 0
}

// Bye records that a player sat out a round because the number of players was odd.
type Bye struct {
	Round  int
	Player PlayerID
}

// Tournament is the whole state of one tournament.
type Tournament struct {
	Settings Settings
	Players  []Player
	Games    []Game
	Byes     []Bye
	// Closed is set by the director once the tournament is over (the prize-giving's
	// corrections made): its public pages stop updating themselves and say so, and only a
	// director changes it any more. Until then they stay live, after the last round too.
	Closed bool
}

// Player returns the player with the given id, or nil.
func (t *Tournament) Player(id PlayerID) *Player {
	for i := range t.Players {
		if t.Players[i].ID == id {
			return &t.Players[i]
		}
	}
	return nil
}

// PlayersByID returns every player by id, as Player finds them (the first of an id): for a
// caller that looks up many players, where Player would walk the list for each.
func (t *Tournament) PlayersByID() map[PlayerID]*Player {
	m := make(map[PlayerID]*Player, len(t.Players))
	for i := range t.Players {
		if _, ok := m[t.Players[i].ID]; !ok {
			m[t.Players[i].ID] = &t.Players[i]
		}
	}
	return m
}

// RoundGames returns the games of round r, in table order as stored.
func (t *Tournament) RoundGames(r int) []Game {
	var gs []Game
	for _, g := range t.Games {
		if g.Round == r {
			gs = append(gs, g)
		}
	}
	return gs
}

// ByeIn returns the player with the bye in round r, or 0.
func (t *Tournament) ByeIn(r int) PlayerID {
	for _, b := range t.Byes {
		if b.Round == r {
			return b.Player
		}
	}
	return 0
}

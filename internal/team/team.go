// Package team runs team tournaments, Pair Go and Rengo on top of hoshi's individual model:
// teams of a few boards paired as units by the individual pairing (Swiss or McMahon on team
// scores, the same exact matching and the same costs), the board games of each match with
// their colours and handicaps, and the team standings and board rankings.
//
// The players, the settings and the board games stay in a tournament.Tournament: a board game
// is an ordinary game with its own table, so results are recorded as for individuals. This
// package adds the teams, their board order, the matches and the team byes.
//
// It is pure Go: no storage, no web.
package team

import (
	"fmt"
	"slices"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// ID identifies a team within a tournament. Zero means "no team".
type ID int

// Kind is what a team is.
type Kind int

// Kinds of team events.
const (
	// Boards is a team tournament: each member of a team plays his own board against the
	// member of the other team on the same board.
	Boards Kind = iota
	// PairGo is a side of two players (usually a woman and a man) playing one game against
	// another pair, moving in turn.
	PairGo
	// Rengo is a side of two or more players playing one game against another side.
	Rengo
)

// ColourRule gives the colours of the boards of a match when the handicap does not.
type ColourRule int

// Colour rules. Team A is the first team of a match (Match.A).
const (
	// AlternateABlackFirst: board 1 of team A takes Black, board 2 White, and so on (team A
	// takes Black on the odd boards).
	AlternateABlackFirst ColourRule = iota
	// AlternateAWhiteFirst: team A takes White on the odd boards.
	AlternateAWhiteFirst
)

// StrengthRule makes one strength out of the players of a team or side: its rank for the
// McMahon starting score, the seeding and (for Pair Go and Rengo) the handicap.
type StrengthRule int

// Strength rules.
const (
	// MeanRating is the mean of the players' EGD ratings (a player without one counts at the
	// middle rating of his rank), converted to a rank.
	MeanRating StrengthRule = iota
	// MeanRank is the mean of the players' ranks, rounded to the nearest rank (halves up).
	MeanRank
)

// Settings are a team event's own settings; everything else (system, rounds, handicap
// policy, komi, pairing weights) is the tournament's.
type Settings struct {
	// Size is the number of boards of a team (Boards, 2 to 6) or of players of a side
	// (PairGo: 2; Rengo: 2 to 6). 0 is an individual tournament.
	Size     int
	Kind     Kind
	Colours  ColourRule
	Strength StrengthRule
	// Criteria are the team placement criteria, in order of priority (DefaultCriteria if
	// empty).
	Criteria []Criterion
}

// Sizes a team event allows.
const (
	MinSize = 2
	MaxSize = 6
)

// Team is a team of a team tournament or a side of Pair Go or Rengo.
type Team struct {
	ID   ID
	Name string
	// Players are the members in board order: the first Settings.Size play unless a round
	// has its own lineup; the others are reserves.
	Players []tournament.PlayerID
	// Lineups are the board orders set for single rounds (round -> Size players), when the
	// event changes the order per round. A round without one plays Players[:Size], the
	// members absent in the round (tournament.Player.Absent) left out and replaced by the
	// reserves (Event.Lineup).
	Lineups map[int][]tournament.PlayerID
	// Absent lists the rounds (1-based) the team does not play.
	Absent []int
}

// Plays reports whether the team takes part in round r.
func (t *Team) Plays(r int) bool { return !slices.Contains(t.Absent, r) }

// Match is the meeting of two teams in a round: one board game per board.
type Match struct {
	Round int
	A, B  ID
	// Tables are the tables of the board games, board 1 first; each is a game of the
	// tournament's round with that table.
	Tables []int
}

// Bye records that a team sat out a round because the number of teams was odd.
type Bye struct {
	Round int
	Team  ID
}

// Event is a team tournament: the individual tournament of its players and board games, and
// its teams, matches and byes.
type Event struct {
	T        *tournament.Tournament
	Settings Settings
	Teams    []Team
	Matches  []Match
	Byes     []Bye
}

// Team returns the team with the given id, or nil.
func (e *Event) Team(id ID) *Team {
	for i := range e.Teams {
		if e.Teams[i].ID == id {
			return &e.Teams[i]
		}
	}
	return nil
}

// Lineup returns the players of team t in board order for round r.
func (e *Event) Lineup(t *Team, r int) []tournament.PlayerID {
	if l, ok := t.Lineups[r]; ok {
		return l
	}
	// The fixed order without the members absent in round r: the players below move up and
	// the first reserves present take the last boards. A member who has a game in the round
	// plays it (a game overrides an absence). Fewer members present than boards: the lineup
	// is short, and the round cannot be paired until the team has a lineup for it.
	var l []tournament.PlayerID
	for _, p := range t.Players {
		if len(l) == e.Settings.Size {
			break
		}
		if e.present(p, r) {
			l = append(l, p)
		}
	}
	return l
}

// present reports whether player p can play round r: he is not absent from it, or he has a
// game in it.
func (e *Event) present(p tournament.PlayerID, r int) bool {
	pl := e.T.Player(p)
	if pl == nil || pl.Plays(r) {
		return true
	}
	for _, g := range e.T.Games {
		if g.Round == r && (g.White == p || g.Black == p) {
			return true
		}
	}
	return false
}

// boardsPerMatch is how many games a match has: one per board, or one for a side.
func (e *Event) boardsPerMatch() int {
	if e.Settings.Kind == Boards {
		return e.Settings.Size
	}
	return 1
}

// Error is a fault in a team event, naming the field at fault as the JSON API names it.
type Error struct {
	Field string
	Msg   string
	// Key is the message with its catalogue key, when it has one: Msg is its English.
	Key *keyed.Error
}

func (e *Error) Error() string { return e.Field + ": " + e.Msg }

// Unwrap is the keyed message, for errors.As.
func (e *Error) Unwrap() error {
	if e.Key == nil {
		return nil
	}
	return e.Key
}

func keyedErr(field string, k *keyed.Error) error {
	return &Error{Field: field, Msg: k.Error(), Key: k}
}

func fieldErr(field, format string, args ...any) error {
	return &Error{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// Validate checks the settings.
func (s *Settings) Validate() error {
	switch s.Kind {
	case Boards, Rengo:
		if s.Size < MinSize || s.Size > MaxSize {
			return keyedErr("team_size", msgTeamBoards.New(MinSize, MaxSize, s.Size))
		}
	case PairGo:
		if s.Size != 2 {
			return keyedErr("team_size", msgPairGoSize.New(s.Size))
		}
	default:
		return fieldErr("team_kind", "unknown kind %d", s.Kind)
	}
	if s.Colours != AlternateABlackFirst && s.Colours != AlternateAWhiteFirst {
		return keyedErr("team_colours", msgTeamColoursUnknown.New(s.Colours))
	}
	if s.Strength != MeanRating && s.Strength != MeanRank {
		return keyedErr("team_strength", msgTeamStrengthUnknown.New(s.Strength))
	}
	for _, c := range s.Criteria {
		if !c.Known() {
			return fieldErr("team_criteria", "unknown criterion %q", c)
		}
	}
	return nil
}

// Validate checks the settings and the teams: known players, each in one team only, enough
// players for the boards, and well-formed lineups.
func (e *Event) Validate() error {
	if err := e.Settings.Validate(); err != nil {
		return err
	}
	owner := map[tournament.PlayerID]ID{}
	ids := map[ID]bool{}
	for i := range e.Teams {
		t := &e.Teams[i]
		switch {
		case t.ID <= 0:
			return fieldErr("id", "team %q has no id", t.Name)
		case ids[t.ID]:
			return fieldErr("id", "two teams have id %d", t.ID)
		case len(t.Players) < e.Settings.Size:
			return keyedErr("players", msgTeamShort.N(len(t.Players), e.Name(t.ID), e.Settings.Size))
		case e.Settings.Kind != Boards && len(t.Players) != e.Settings.Size:
			return keyedErr("players", msgSideSize.N(len(t.Players), e.Name(t.ID), e.Settings.Size))
		}
		ids[t.ID] = true
		for _, p := range t.Players {
			if e.T.Player(p) == nil {
				return fieldErr("players", "team %s: unknown player %d", e.Name(t.ID), p)
			}
			if o, ok := owner[p]; ok {
				return fieldErr("players", "%s is in teams %s and %s", e.T.Player(p).FullName(), e.Name(o), e.Name(t.ID))
			}
			owner[p] = t.ID
		}
		for r, l := range t.Lineups {
			if err := e.checkLineup(t, r, l); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkLineup checks a round's board order: Size distinct members of the team.
func (e *Event) checkLineup(t *Team, r int, l []tournament.PlayerID) error {
	if r < 1 || r > e.T.Settings.Rounds {
		return fieldErr("lineups", "team %s: round %d is not a round of the tournament", e.Name(t.ID), r)
	}
	if len(l) != e.Settings.Size {
		return keyedErr("lineups", msgTeamLineupSize.N(len(l), e.Name(t.ID), r, e.Settings.Size))
	}
	for i, p := range l {
		if !slices.Contains(t.Players, p) {
			return fieldErr("lineups", "team %s, round %d: player %d is not a member", e.Name(t.ID), r, p)
		}
		if slices.Contains(l[:i], p) {
			return fieldErr("lineups", "team %s, round %d: player %d is on two boards", e.Name(t.ID), r, p)
		}
	}
	return nil
}

// Name is the team's name; a side without one is named by its players ("Kim Ana / Lee Bo").
func (e *Event) Name(id ID) string {
	t := e.Team(id)
	switch {
	case t == nil:
		return fmt.Sprintf("#%d", id)
	case t.Name != "":
		return t.Name
	}
	names := e.PlayerNames(id, 0)
	if len(names) == 0 {
		return fmt.Sprintf("#%d", id)
	}
	s := names[0]
	for _, n := range names[1:] {
		s += " / " + n
	}
	return s
}

// PlayerNames are the full names of the players of a team in board order for round r (all
// members, reserves last, for r = 0): what results and standings print to name a side.
func (e *Event) PlayerNames(id ID, r int) []string {
	t := e.Team(id)
	if t == nil {
		return nil
	}
	ps := t.Players
	if r > 0 {
		ps = e.Lineup(t, r)
	}
	var out []string
	for _, p := range ps {
		if pl := e.T.Player(p); pl != nil {
			out = append(out, pl.FullName())
		}
	}
	return out
}

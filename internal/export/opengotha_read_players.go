package export

import (
	"encoding/xml"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func (og *ogReader) player(se xml.StartElement) error {
	line := og.line()
	a := newAttrs(se, line)
	p := tournament.Player{ID: tournament.PlayerID(len(og.t.Players) + 1), Rank: rank.Weakest}
	a.str("name", &p.Name)
	a.str("firstName", &p.FirstName)
	a.str("country", &p.Country)
	a.str("club", &p.Club)
	a.str("egfPin", &p.EGDPin)
	a.rank("rank", &p.Rank)
	a.int("rating", &p.Rating)
	a.int("smmsCorrection", &p.MMSCorrection)
	if v, ok := a.take("participating"); ok {
		for i := 0; i < len(v); i++ {
			switch v[i] {
			case '0':
				p.Absent = append(p.Absent, i+1)
			case '1':
			default:
				a.fail("participating", v, "expected one 0 or 1 flag per round")
			}
		}
	}
	if v, ok := a.take("registeringStatus"); ok {
		switch v {
		case "PRE":
			p.Status = tournament.Preliminary
		case "FIN", "":
		default:
			a.fail("registeringStatus", v, "expected PRE or FIN")
		}
	}
	a.keep(&p.Extra, "")
	if a.err != nil {
		return a.err
	}
	if strings.TrimSpace(p.Name) == "" {
		return &ImportError{Line: line, Msg: "a player has no name"}
	}
	if err := og.cleanPlayer(line, &p); err != nil {
		return err
	}
	key := p.Key()
	if _, dup := og.keys[key]; dup {
		return &ImportError{Line: line, Msg: fmt.Sprintf("player %s is registered twice (key %s)", p.FullName(), key)}
	}
	og.keys[key] = p.ID
	og.lookup[lookupKey(key)] = p.ID
	og.t.Players = append(og.t.Players, p)
	return og.skip(se)
}

func (og *ogReader) game(se xml.StartElement) error {
	line := og.line()
	a := newAttrs(se, line)
	g := ogGame{line: line, game: tournament.Game{KnownColor: true}}
	a.int("roundNumber", &g.game.Round)
	a.int("tableNumber", &g.game.Table)
	a.str("whitePlayer", &g.white)
	a.str("blackPlayer", &g.black)
	a.int("handicap", &g.game.Handicap)
	a.bool("knownColor", &g.game.KnownColor)
	if v, ok := a.take("result"); ok {
		base, byDef := strings.CutSuffix(v, ogByDefault)
		if base == pairgothBothLose {
			base = ogResults[tournament.BothLose]
		}
		if i := slices.Index(ogResults, base); i >= 0 {
			g.game.Result, g.game.ByDefault = tournament.Result(i), byDef
		} else {
			a.fail("result", v, "expected RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHWIN, RESULT_BOTHLOSE or RESULT_UNKNOWN, optionally with _BYDEF")
		}
	}
	if a.err != nil {
		return a.err
	}
	if g.game.Round < 1 {
		return &ImportError{Line: line, Msg: "a game has no round number"}
	}
	a.keep(&og.t.Settings.Extra, ogGamePrefix(g.game.Round, g.white, g.black))
	og.games = append(og.games, g)
	return og.skip(se)
}

func (og *ogReader) bye(se xml.StartElement) error {
	b := ogBye{line: og.line()}
	a := newAttrs(se, b.line)
	a.int("roundNumber", &b.round)
	a.str("player", &b.player)
	if a.err != nil {
		return a.err
	}
	if b.round < 1 {
		return &ImportError{Line: b.line, Msg: "a bye has no round number"}
	}
	a.keep(&og.t.Settings.Extra, ogByePrefix(b.round, b.player))
	og.byes = append(og.byes, b)
	return og.skip(se)
}

// resolve links games and byes to players once the whole file is read, and settles what
// depends on several parts of the file (game komi, criteria order, pairing system).
func (og *ogReader) resolve() error {
	if s := &og.t.Settings; strings.TrimSpace(s.Name) == "" && strings.TrimSpace(s.ShortName) != "" {
		s.Name = strings.TrimSpace(s.ShortName)
		og.report.warn(msgOGNoName.New(s.Name))
	}
	busy := map[[2]int]int{} // (round, player) -> line of its game or bye
	use := func(line, round int, id tournament.PlayerID) error {
		if prev, ok := busy[[2]int{round, int(id)}]; ok {
			return &ImportError{Line: line, Msg: fmt.Sprintf("%s already plays in round %d (line %d)",
				og.t.Player(id).FullName(), round, prev)}
		}
		busy[[2]int{round, int(id)}] = line
		return nil
	}
	lookup := func(line int, key, role string, round int) (tournament.PlayerID, error) {
		if last := og.t.Settings.Rounds; round > last {
			return 0, &ImportError{Line: line, Msg: fmt.Sprintf("%s %q plays in round %d of a %d-round tournament", role, key, round, last)}
		}
		id, ok := og.keys[key]
		if !ok {
			id, ok = og.lookup[lookupKey(key)]
		}
		if !ok {
			return 0, &ImportError{Line: line, Msg: fmt.Sprintf("%s %q of round %d is not in the player list", role, key, round)}
		}
		return id, use(line, round, id)
	}
	for _, pg := range og.games {
		g := pg.game
		var err error
		if g.White, err = lookup(pg.line, pg.white, "white player", g.Round); err != nil {
			return err
		}
		if g.Black, err = lookup(pg.line, pg.black, "black player", g.Round); err != nil {
			return err
		}
		g.Komi = og.t.Settings.Komi
		if g.Handicap > 0 {
			g.Komi = 1
		}
		if g.Result == tournament.Jigo && !g.JigoPossible() {
			// OpenGotha takes a jigo whatever the komi; hoshi keeps the result (and every
			// score that counts it) and gives the game the whole komi below.
			was := g.Komi
			g.Komi = tournament.JigoKomi(was)
			og.report.warn(msgOGHalfKomiJigo.New(pg.line, g.Round, g.Table, halfpoint.Format(was), halfpoint.Format(g.Komi)))
		}
		og.t.Games = append(og.t.Games, g)
	}
	// OpenGotha keeps one bye a round, the last its reader meets: a file with two (written by
	// another program, or edited) is read so, and the director told who lost his bye.
	byeOf := map[int]int{} // round -> index in og.t.Byes
	for _, b := range og.byes {
		id, err := lookup(b.line, b.player, "bye player", b.round)
		if err != nil {
			return err
		}
		if k, ok := byeOf[b.round]; ok {
			og.report.warn(msgOGSecondBye.New(b.line, b.round, og.t.Player(id).FullName(), og.t.Player(og.t.Byes[k].Player).FullName(), b.round))
			og.t.Byes[k].Player = id
			continue
		}
		byeOf[b.round] = len(og.t.Byes)
		og.t.Byes = append(og.t.Byes, tournament.Bye{Round: b.round, Player: id})
	}
	if og.criteria != nil {
		s := &og.t.Settings
		sort.SliceStable(og.criteria, func(i, j int) bool { return og.criteria[i].number < og.criteria[j].number })
		s.Criteria = nil
		for _, c := range og.criteria {
			if strings.EqualFold(c.name, "NULL") || strings.EqualFold(c.name, "NONE") { // NONE: Pairgoth
				continue
			}
			crit, ok := ogCriterion(c.name)
			if !ok {
				og.report.warn(msgOGCriterion.New(c.line, c.name))
				continue
			}
			s.Criteria = append(s.Criteria, crit)
		}
		// Swiss when wins come before the McMahon score (first, or after CAT in OpenGotha's
		// Swiss with categories), McMahon otherwise.
		s.System = tournament.McMahon
		for _, c := range s.Criteria {
			if c == tournament.CritNBW {
				s.System = tournament.Swiss
			}
			if c == tournament.CritNBW || c == tournament.CritMMS {
				break
			}
		}
	}
	return nil
}

// pairgothBothLose is how Pairgoth spells OpenGotha's RESULT_BOTHLOSE.
const pairgothBothLose = "RESULT_BOTHLOOSE"

// lookupKey is a player key as games and byes of any writer of OpenGotha files may spell it:
// Pairgoth keeps the spaces of the white player's name and does not upper-case the bye
// player's. Spaces and case are ignored, and German ß is SS, as Java upper-cases it.
func lookupKey(key string) string {
	return tournament.KeyText(tournament.CleanText(key))
}

// cleanPlayer makes an imported player's texts fit to be stored: control characters become
// spaces (with a warning, since a name may now differ from the file's), the texts are NFC,
// and a text over its limit is refused with the line.
func (og *ogReader) cleanPlayer(line int, p *tournament.Player) error {
	var cleaned []*keyed.Message
	for _, f := range []struct {
		what *keyed.Message
		v    *string
	}{{msgOGControlPName, &p.Name}, {msgOGControlPFirstName, &p.FirstName}, {msgOGControlPClub, &p.Club}, {msgOGControlPCountry, &p.Country}, {msgOGControlPPin, &p.EGDPin}} {
		if tournament.HasUnsafeText(*f.v) {
			*f.v = tournament.CleanText(*f.v)
			cleaned = append(cleaned, f.what)
		}
		*f.v = tournament.NormalizeText(*f.v)
	}
	// The player is named as cleaned: a warning shows no line break of its own.
	for _, what := range cleaned {
		og.report.warn(what.New(line, p.FullName()))
	}
	p.Country = strings.ToUpper(p.Country)
	if err := p.CheckTextLimits(); err != nil {
		return &ImportError{Line: line, Msg: fmt.Sprintf("<Player name=%.40q...>: %v", p.Name, err)}
	}
	return nil
}

package backup

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"

	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func newFile(b *Backup) (*fileJSON, error) {
	t := &b.Tournament
	s, err := newSettingsJSON(&t.Settings)
	if err != nil {
		return nil, err
	}
	f := &fileJSON{
		Format: Format, Version: Version, WrittenAt: stamp(b.WrittenAt),
		Source:       sourceJSON{TournamentID: b.SourceID, CreatedAt: stamp(b.CreatedAt), Revision: b.Revision},
		Settings:     s,
		Players:      make([]playerJSON, len(t.Players)),
		Rounds:       []roundJSON{},
		Audit:        make([]auditJSON, len(b.Audit)),
		Registration: registrationJSON{Open: b.Registration.Open, Closes: date(b.Registration.Closes)},
		Categories:   make([]categoryJSON, len(b.Categories)),
		Prizes:       make([]prizeJSON, len(b.Prizes)),
		SignUps:      make([]signUpJSON, len(b.SignUps)),
		Teams:        newTeamsJSON(b),
		Roles:        make([]roleJSON, len(b.Roles)),
		Closed:       t.Closed,
		CheckIns:     make([]checkInJSON, len(b.CheckIns)),
		Reports:      make([]reportJSON, len(b.Reports)),
	}
	for i, r := range b.Roles {
		f.Roles[i] = roleJSON(r)
	}
	known := make(map[tournament.PlayerID]bool, len(t.Players))
	for i := range t.Players {
		p := &t.Players[i]
		if f.Players[i], err = newPlayerJSON(p); err != nil {
			return nil, fmt.Errorf("player %d: %w", p.ID, err)
		}
		d := b.Details[p.ID]
		f.Players[i].Born, f.Players[i].Woman = date(d.Born), d.Woman
		known[p.ID] = true
	}
	for _, p := range t.Settings.AvoidPairs {
		if !known[p[0]] || !known[p[1]] {
			return nil, fmt.Errorf("a pair kept apart names players %d and %d, not both registered", p[0], p[1])
		}
	}
	for i := range b.Categories {
		c := &b.Categories[i]
		cj := categoryJSON{Name: c.Name, Kind: string(c.Kind), BornFrom: date(c.BornFrom), Value: c.Value, Players: []int{}}
		if c.Kind == tournament.CategoryRanks {
			if cj.Strongest, err = rankName(c.Strongest, "strongest"); err != nil {
				return nil, fmt.Errorf("category %q: %w", c.Name, err)
			}
			if cj.Weakest, err = rankName(c.Weakest, "weakest"); err != nil {
				return nil, fmt.Errorf("category %q: %w", c.Name, err)
			}
		}
		for _, id := range c.Players {
			if !known[id] {
				return nil, fmt.Errorf("category %q names player %d, who is not registered", c.Name, id)
			}
			cj.Players = append(cj.Players, int(id))
		}
		f.Categories[i] = cj
	}
	for i, p := range b.Prizes {
		f.Prizes[i] = prizeJSON{Name: p.Name, Category: p.Category}
	}
	for i, su := range b.SignUps {
		if !known[su.Player] {
			return nil, fmt.Errorf("a sign-up names player %d, who is not registered", su.Player)
		}
		f.SignUps[i] = signUpJSON{Player: int(su.Player), Email: su.Email, At: stamp(su.At)}
	}
	// Rounds in order, each with its games by table and its bye.
	rounds := map[int]*roundJSON{}
	round := func(n int) *roundJSON {
		if r, ok := rounds[n]; ok {
			return r
		}
		r := &roundJSON{Round: n, Games: []gameJSON{}}
		rounds[n] = r
		return r
	}
	type gameKey struct{ round, table int }
	games := map[gameKey]*gameJSON{}
	for _, g := range t.Games {
		if !known[g.White] || !known[g.Black] {
			return nil, fmt.Errorf("the game of round %d table %d names a player who is not registered", g.Round, g.Table)
		}
		r := round(g.Round)
		gj := gameJSON{
			Table: g.Table, White: int(g.White), Black: int(g.Black), Handicap: g.Handicap, Komi: jsonform.Points(g.Komi),
			Prisoners: g.Prisoners, Result: g.Result.String(), ByDefault: g.ByDefault, KnownColor: g.KnownColor,
			Records: []recordJSON{}, Replays: g.Replays,
		}
		if g.FurigomaBy != 0 {
			gj.Furigoma = &furigomaJSON{Thrower: int(g.FurigomaBy), Tokin: g.FurigomaTokin}
		}
		if g.MatchWhite != 0 || g.MatchBlack != 0 {
			gj.Match = &matchJSON{White: jsonform.Points(g.MatchWhite), Black: jsonform.Points(g.MatchBlack)}
		}
		r.Games = append(r.Games, gj)
	}
	for _, bye := range t.Byes {
		if !known[bye.Player] {
			return nil, fmt.Errorf("the bye of round %d names a player who is not registered", bye.Round)
		}
		round(bye.Round).Bye = int(bye.Player)
	}
	for _, r := range rounds {
		sort.SliceStable(r.Games, func(i, j int) bool { return r.Games[i].Table < r.Games[j].Table })
		f.Rounds = append(f.Rounds, *r)
	}
	sort.Slice(f.Rounds, func(i, j int) bool { return f.Rounds[i].Round < f.Rounds[j].Round })
	for i := range f.Rounds {
		r := &f.Rounds[i]
		for j := range r.Games {
			games[gameKey{r.Round, r.Games[j].Table}] = &r.Games[j]
		}
	}
	for _, rec := range b.Records {
		g := games[gameKey{rec.Round, rec.Table}]
		if g == nil {
			return nil, fmt.Errorf("a game record names round %d table %d, which has no game", rec.Round, rec.Table)
		}
		g.Records = append(g.Records, newRecordJSON(&rec))
	}
	for i, c := range b.CheckIns {
		if !known[c.Player] {
			return nil, fmt.Errorf("a check-in names player %d, who is not registered", c.Player)
		}
		f.CheckIns[i] = checkInJSON{Round: c.Round, Player: int(c.Player), At: stamp(c.At), By: c.By}
	}
	for i, r := range b.Reports {
		if !known[r.Player] || !known[r.Opponent] {
			return nil, fmt.Errorf("a report names players %d and %d, not both registered", r.Player, r.Opponent)
		}
		f.Reports[i] = reportJSON{Round: r.Round, Player: int(r.Player), Opponent: int(r.Opponent), GameTable: r.GameTable,
			Result: r.Result, At: stamp(r.At)}
	}
	for i, a := range b.Audit {
		f.Audit[i] = auditJSON{
			Round: a.Round, Table: a.Table, GameTable: a.GameTable, Old: a.Old.String(), New: a.New.String(),
			OldByDefault: a.OldByDefault, NewByDefault: a.NewByDefault, At: stamp(a.At), By: a.By, Replayed: a.Replayed,
		}
	}
	return f, nil
}

func newSettingsJSON(s *tournament.Settings) (settingsJSON, error) {
	j := settingsJSON{
		Name: s.Name, ShortName: s.ShortName, Place: s.Place, Country: s.Country, Director: s.Director,
		Begin: day(s.Begin), End: day(s.End), Rounds: s.Rounds, BoardSize: s.BoardSize, Rules: s.Rules,
		Komi:         jsonform.Points(s.Komi),
		AbsentPoints: jsonform.Points(s.AbsentPoints), ByePoints: jsonform.Points(s.ByePoints),
		NBWAbsentPoints: jsonform.Points(s.NBWAbsentPoints), NBWByePoints: jsonform.Points(s.NBWByePoints),
		RoundDown: s.RoundDown, CountUnplayedAsHalf: s.CountUnplayedAsHalf, Language: s.Language, TimeZone: s.TimeZone,
		Game:    string(s.Game.OrGo()),
		Variant: s.Variant, Opening: s.Opening, Draws: s.Draws.Name(), MatchGames: s.MatchGames,
		HandicapLadder: slices.Clone(s.HandicapLadder),
		Criteria:       make([]string, len(s.Criteria)),
		Extra:          s.Extra,
		AvoidPairs:     make([][]int, len(s.AvoidPairs)),
		LeftOutTables:  []leftOutJSON{},
	}
	if j.Extra == nil {
		j.Extra = map[string]string{}
	}
	if j.HandicapLadder == nil {
		j.HandicapLadder = []string{}
	}
	for i, p := range s.AvoidPairs {
		j.AvoidPairs[i] = []int{int(p[0]), int(p[1])}
	}
	for _, r := range slices.Sorted(maps.Keys(s.LeftOutTables)) {
		if len(s.LeftOutTables[r]) > 0 {
			j.LeftOutTables = append(j.LeftOutTables, leftOutJSON{Round: r, Tables: s.LeftOutTables[r]})
		}
	}
	for i, c := range s.Criteria {
		j.Criteria[i] = string(c)
	}
	err := first(
		func() (err error) { j.Time, err = jsonform.NewTime(s.Time); return },
		func() (err error) { j.System, err = jsonform.Systems.Lookup(s.System, "system"); return },
		func() (err error) { j.Bar, err = jsonform.RankName(s.Bar, "bar"); return },
		func() (err error) { j.Floor, err = jsonform.RankName(s.Floor, "floor"); return },
		func() (err error) { j.Handicap, err = jsonform.NewHandicap(s.Handicap); return },
		func() (err error) { j.Pairing, err = jsonform.NewPairing(s.Pairing); return },
		func() (err error) {
			j.SelfReport, err = jsonform.SelfReports.Lookup(s.SelfReport, "self_report")
			return
		},
	)
	if err != nil {
		return j, fmt.Errorf("settings: %w", err)
	}
	return j, nil
}

func newPlayerJSON(p *tournament.Player) (playerJSON, error) {
	r, err := rankName(p.Rank, "rank")
	if err != nil {
		return playerJSON{}, err
	}
	status, err := jsonform.Statuses.Lookup(p.Status, "status")
	if err != nil {
		return playerJSON{}, fmt.Errorf("status: %w", err)
	}
	j := playerJSON{
		ID: int(p.ID), Name: p.Name, FirstName: p.FirstName, Rank: r, Rating: p.Rating, Club: p.Club,
		Country: p.Country, EGDPin: p.EGDPin, RankFromList: p.RankFromList, Unranked: p.Unranked, MMSCorrection: p.MMSCorrection,
		Absent: p.Absent, Status: status, Extra: p.Extra, FixedTable: p.FixedTable,
	}
	if j.Absent == nil {
		j.Absent = []int{}
	}
	if j.Extra == nil {
		j.Extra = map[string]string{}
	}
	return j, nil
}

// newRecordJSON splits the stored details into the dead stones and the rest. Details that are
// not a JSON object, or whose dead stones are not a list of points (no writer stores such, but
// a hand-edited database might), are kept whole as a JSON string, so that the backup never
// fails on them and restores them as they are.
func newRecordJSON(r *Record) recordJSON {
	j := recordJSON{SGF: r.SGF, Score: r.Score, UploadedAt: stamp(r.UploadedAt), UploadedBy: r.UploadedBy,
		Details: json.RawMessage("{}")}
	if r.Details == "" {
		return j
	}
	asText := func() recordJSON {
		j.Details, _ = json.Marshal(r.Details) // a string always marshals
		return j
	}
	var details map[string]json.RawMessage
	if err := json.Unmarshal([]byte(r.Details), &details); err != nil || details == nil {
		return asText()
	}
	if raw, ok := details["dead"]; ok {
		var dead []string
		if err := json.Unmarshal(raw, &dead); err != nil {
			return asText()
		}
		if dead != nil {
			j.Dead = &dead
		}
		delete(details, "dead")
	}
	rest, err := json.Marshal(details)
	if err != nil {
		return asText()
	}
	j.Details = rest
	return j
}

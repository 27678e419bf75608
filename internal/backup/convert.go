package backup

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/gomoku"
	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/sgf"
	"github.com/hoshi-go/hoshi/internal/shogi"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// UnmarshalJSON gives a game's missing fields their defaults: no result yet, colours known.
func (g *gameJSON) UnmarshalJSON(b []byte) error {
	type plain gameJSON
	p := plain{Result: tournament.Unknown.String(), KnownColor: true}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*g = gameJSON(p)
	return nil
}

// UnmarshalJSON gives a player's missing status its default, final.
func (p *playerJSON) UnmarshalJSON(b []byte) error {
	type plain playerJSON
	q := plain{Status: jsonform.Statuses.Name(tournament.Final)}
	if err := json.Unmarshal(b, &q); err != nil {
		return err
	}
	*p = playerJSON(q)
	return nil
}

// backup converts a file whose shape checkShape accepted, and checks its content: the
// settings and players as the director's forms would, every game and bye against the players
// and rounds, every record and audit line against the games.
func (f *fileJSON) backup() (*Backup, error) {
	b := &Backup{SourceID: f.Source.TournamentID, Revision: f.Source.Revision}
	var err error
	if b.WrittenAt, err = parseStamp(f.WrittenAt, "written_at"); err != nil {
		return nil, err
	}
	if b.CreatedAt, err = parseStamp(f.Source.CreatedAt, "source.created_at"); err != nil {
		return nil, err
	}
	if b.Registration.Closes, err = parseDate(f.Registration.Closes, "registration.closes"); err != nil {
		return nil, err
	}
	b.Registration.Open = f.Registration.Open
	t := &b.Tournament
	if t.Settings, err = f.Settings.settings(); err != nil {
		return nil, at("settings", err)
	}
	if err := domainErr("settings", t.Settings.Validate(), settingsFields); err != nil {
		return nil, err
	}
	ids := make(map[tournament.PlayerID]bool, len(f.Players))
	keys := make(map[string]int, len(f.Players))
	for i := range f.Players {
		path := fmt.Sprintf("players[%d]", i+1)
		p, err := f.Players[i].player()
		if err != nil {
			return nil, at(path, err)
		}
		switch {
		case strings.TrimSpace(p.Name) == "":
			return nil, fieldErr(path+".name", "missing: every player has a family name")
		case p.ID <= 0:
			return nil, fieldErr(path+".id", "missing: every player has a positive id, which games and byes refer to")
		case ids[p.ID]:
			return nil, fieldErr(path+".id", "player id %d is given twice", p.ID)
		}
		if err := checkPlayerText(&p, path); err != nil {
			return nil, err
		}
		if j, ok := keys[p.Key()]; ok {
			if !sameSpelling(&p, &t.Players[j-1]) {
				// The same name in two Unicode spellings, both kept by a hoshi that did not yet
				// keep names in NFC: both are restored, the second under a name of its own.
				renamed := p
				for n := 2; ; n++ {
					renamed.FirstName = fmt.Sprintf("%s (%d)", p.FirstName, n)
					if _, taken := keys[renamed.Key()]; !taken {
						break
					}
				}
				b.Notes = append(b.Notes, note(path+".name", "duplicate_name",
					fmt.Sprintf("%s is registered twice, in two Unicode spellings of one name (also players[%d], kept apart by an older hoshi): this one is restored as %s; delete or rename one of them",
						tournament.NormalizeText(p.FullName()), j, tournament.NormalizeText(renamed.FullName())),
					"Name", tournament.NormalizeText(p.FullName()), "Renamed", tournament.NormalizeText(renamed.FullName())))
				p = renamed
			} else {
				return nil, fieldErr(path+".name", "%s is registered twice (also players[%d])", p.FullName(), j)
			}
		}
		ids[p.ID], keys[p.Key()] = true, i+1
		t.Players = append(t.Players, p)
		born, err := parseDate(f.Players[i].Born, path+".born")
		if err != nil {
			return nil, err
		}
		if !born.IsZero() || f.Players[i].Woman {
			if b.Details == nil {
				b.Details = map[tournament.PlayerID]tournament.PlayerDetails{}
			}
			b.Details[p.ID] = tournament.PlayerDetails{Born: born, Woman: f.Players[i].Woman}
		}
	}
	players := make([]tournament.Player, 0, len(ids))
	for id := range ids {
		players = append(players, tournament.Player{ID: id})
	}
	if err := domainErr("settings", t.Settings.ValidateAvoidPairs(players), nil); err != nil {
		return nil, err
	}
	if err := f.readRounds(b, ids); err != nil {
		return nil, err
	}
	if err := f.readAudit(b); err != nil {
		return nil, err
	}
	if err := f.readAwards(b, ids); err != nil {
		return nil, err
	}
	if err := f.readSignUps(b, ids); err != nil {
		return nil, err
	}
	if err := f.Teams.readTeams(b); err != nil {
		return nil, err
	}
	if err := f.readRoles(b); err != nil {
		return nil, err
	}
	b.Tournament.Closed = f.Closed
	if err := f.readSelfReports(b, ids); err != nil {
		return nil, err
	}
	return b, nil
}

// checkPlayerText refuses a player's text that no form or import of hoshi stores: a control
// character (a line break, a tab, NUL) or a text over its limit, as the registration form
// refuses them (tournament.Player.Validate).
func checkPlayerText(p *tournament.Player, path string) error {
	for _, f := range []struct{ field, what, value string }{
		{"name", "the family name", p.Name}, {"first_name", "the first name", p.FirstName},
		{"club", "the club", p.Club}, {"country", "the country", p.Country}, {"egd_pin", "the EGD PIN", p.EGDPin},
	} {
		if tournament.HasUnsafeText(f.value) {
			return fieldErr(path+"."+f.field, "%s holds a line break, tab or other control character: no hoshi stores such", f.what)
		}
	}
	return domainErr(path, p.CheckTextLimits(), playerFields)
}

// playerFields names the fields of a player (tournament.FieldError) as the file does.
var playerFields = map[string]string{"Name": "name", "FirstName": "first_name", "Club": "club", "EGDPin": "egd_pin"}

// sameSpelling tells whether two players whose keys are equal are spelt alike apart from case
// and spaces: only players whose names differ in their Unicode form (composed letters or
// combining accents) may both be registered, by a hoshi older than NFC names.
func sameSpelling(p, q *tournament.Player) bool {
	raw := func(p *tournament.Player) string {
		return strings.ReplaceAll(strings.ToUpper(p.Name+p.FirstName), " ", "")
	}
	return raw(p) == raw(q) || tournament.NormalizeText(p.Name+p.FirstName) == p.Name+p.FirstName &&
		tournament.NormalizeText(q.Name+q.FirstName) == q.Name+q.FirstName
}

// readRoles reads the roles (version 4): each of an account named once, as director or desk.
func (f *fileJSON) readRoles(b *Backup) error {
	seen := map[string]int{}
	for i, r := range f.Roles {
		path := fmt.Sprintf("roles[%d]", i+1)
		name := strings.TrimSpace(r.User)
		switch {
		case name == "":
			return fieldErr(path+".user", "missing: give the name of the account")
		case tournament.HasUnsafeText(name) || utf8.RuneCountInString(name) > 100 || strings.Contains(name, "@"):
			return fieldErr(path+".user", "%q is not the name of an account (at most 100 characters on one line, without @)", name)
		case r.Role != RoleDirector && r.Role != RoleDesk:
			return fieldErr(path+".role", "%q is not a role: director or desk", r.Role)
		}
		key := strings.ToLower(name)
		if j, ok := seen[key]; ok {
			return fieldErr(path+".user", "%s has a role twice (also roles[%d])", name, j)
		}
		seen[key] = i + 1
		b.Roles = append(b.Roles, Role{User: name, Role: r.Role})
	}
	return nil
}

// categoryFields names the fields of a category (tournament.FieldError) as the file does.
var categoryFields = map[string]string{
	"Name": "name", "Kind": "kind", "Strongest": "strongest", "BornFrom": "born_from", "Value": "value",
}

// readAwards reads the categories and the prize list, checked as the director's form checks
// them: each category valid and named once, each prize named and for a category that exists.
func (f *fileJSON) readAwards(b *Backup, ids map[tournament.PlayerID]bool) error {
	names := map[string]int{}
	for i, cj := range f.Categories {
		path := fmt.Sprintf("categories[%d]", i+1)
		c := tournament.Category{Name: cj.Name, Kind: tournament.CategoryKind(cj.Kind), Value: cj.Value}
		var err error
		if c.Kind == tournament.CategoryRanks {
			if c.Strongest, err = parseRank(cj.Strongest, path+".strongest"); err != nil {
				return err
			}
			if c.Weakest, err = parseRank(cj.Weakest, path+".weakest"); err != nil {
				return err
			}
		}
		if c.BornFrom, err = parseDate(cj.BornFrom, path+".born_from"); err != nil {
			return err
		}
		if err := domainErr(path, c.Validate(), categoryFields); err != nil {
			return err
		}
		if j, ok := names[c.Name]; ok {
			return fieldErr(path+".name", "the category %q is given twice (also categories[%d])", c.Name, j)
		}
		names[c.Name] = i + 1
		seen := map[int]bool{}
		for k, p := range cj.Players {
			ppath := fmt.Sprintf("%s.players[%d]", path, k+1)
			switch {
			case !ids[tournament.PlayerID(p)]:
				return fieldErr(ppath, "player %d is not in players", p)
			case seen[p]:
				return fieldErr(ppath, "player %d is listed twice", p)
			}
			seen[p] = true
			c.Players = append(c.Players, tournament.PlayerID(p))
		}
		b.Categories = append(b.Categories, c)
	}
	for i, pj := range f.Prizes {
		path := fmt.Sprintf("prizes[%d]", i+1)
		if strings.TrimSpace(pj.Name) == "" {
			return fieldErr(path+".name", "missing: every prize has a name")
		}
		if _, ok := names[pj.Category]; pj.Category != "" && !ok {
			return fieldErr(path+".category", "no category %q", pj.Category)
		}
		b.Prizes = append(b.Prizes, tournament.Prize{Name: pj.Name, Category: pj.Category})
	}
	return nil
}

// readSignUps reads the sign-ups: each of a player in players, one per player.
func (f *fileJSON) readSignUps(b *Backup, ids map[tournament.PlayerID]bool) error {
	seen := map[int]int{}
	for i, sj := range f.SignUps {
		path := fmt.Sprintf("sign_ups[%d]", i+1)
		switch {
		case sj.Player == 0:
			return fieldErr(path+".player", "missing: give the id of the player who signed up")
		case !ids[tournament.PlayerID(sj.Player)]:
			return fieldErr(path+".player", "player %d is not in players", sj.Player)
		}
		if j, ok := seen[sj.Player]; ok {
			return fieldErr(path+".player", "player %d signed up once only (also sign_ups[%d])", sj.Player, j)
		}
		seen[sj.Player] = i + 1
		if len(sj.Email) > 200 {
			return fieldErr(path+".email", "longer than 200 characters")
		}
		at, err := parseStamp(sj.At, path+".at")
		if err != nil {
			return err
		}
		b.SignUps = append(b.SignUps, SignUp{Player: tournament.PlayerID(sj.Player), Email: sj.Email, At: at})
	}
	return nil
}

func (f *fileJSON) readRounds(b *Backup, ids map[tournament.PlayerID]bool) error {
	t := &b.Tournament
	seenRound := map[int]bool{}
	for i, r := range f.Rounds {
		path := fmt.Sprintf("rounds[%d]", i+1)
		switch {
		case r.Round < 1 || r.Round > t.Settings.Rounds:
			return keyedErr(path+".round", msgAbsentRange.New(r.Round, t.Settings.Rounds))
		case seenRound[r.Round]:
			return fieldErr(path+".round", "round %d is given twice", r.Round)
		}
		seenRound[r.Round] = true
		playing := map[tournament.PlayerID]string{}
		use := func(p int, field string) error {
			id := tournament.PlayerID(p)
			switch {
			case p == 0:
				return fieldErr(field, "missing: give the id of a player")
			case !ids[id]:
				return fieldErr(field, "player %d is not in players", p)
			case playing[id] != "":
				return fieldErr(field, "player %d already plays in this round (%s)", p, playing[id])
			}
			playing[id] = field
			return nil
		}
		tables := map[int]bool{}
		for j, g := range r.Games {
			gpath := fmt.Sprintf("%s.games[%d]", path, j+1)
			if g.Table < 1 || tables[g.Table] {
				return fieldErr(gpath+".table", "table %d is not a new positive table number of the round", g.Table)
			}
			tables[g.Table] = true
			if err := use(g.White, gpath+".white"); err != nil {
				return err
			}
			if err := use(g.Black, gpath+".black"); err != nil {
				return err
			}
			komi, err := halfPoints(g.Komi, gpath+".komi")
			if err != nil {
				return err
			}
			res, ok := tournament.ParseResult(g.Result)
			if !ok {
				return fieldErr(gpath+".result", "%q is not a result: w, b, =, both-win, both-lose or ?", g.Result)
			}
			switch {
			case t.Settings.IsShogi():
				if tournament.ShogiHandicapName(g.Handicap) == "" {
					return fieldErr(gpath+".handicap", "%d is not a shogi handicap (0 to %d)", g.Handicap, len(tournament.ShogiHandicaps)-1)
				}
			case g.Handicap < 0 || g.Handicap > 9:
				return fieldErr(gpath+".handicap", "%d is not a handicap of 0 to 9 stones", g.Handicap)
			}
			game := tournament.Game{
				Round: r.Round, Table: g.Table, White: tournament.PlayerID(g.White), Black: tournament.PlayerID(g.Black),
				Handicap: g.Handicap, Komi: komi, Prisoners: g.Prisoners, Result: res, ByDefault: g.ByDefault,
				KnownColor: g.KnownColor,
			}
			if err := g.otherGames(&game, gpath); err != nil {
				return err
			}
			t.Games = append(t.Games, game)
			for k := range g.Records {
				rec, err := g.Records[k].record(r.Round, g.Table)
				if err == nil {
					err = checkRecord(&t.Settings, rec.SGF)
				}
				if err != nil {
					return at(fmt.Sprintf("%s.records[%d]", gpath, k+1), err)
				}
				b.Records = append(b.Records, rec)
			}
		}
		if r.Bye != 0 {
			if err := use(r.Bye, path+".bye"); err != nil {
				return err
			}
			t.Byes = append(t.Byes, tournament.Bye{Round: r.Round, Player: tournament.PlayerID(r.Bye)})
		}
	}
	return nil
}

func (f *fileJSON) readAudit(b *Backup) error {
	type gameKey struct{ round, table int }
	games := map[gameKey]bool{}
	for _, g := range b.Tournament.Games {
		games[gameKey{g.Round, g.Table}] = true
	}
	for i, a := range f.Audit {
		path := fmt.Sprintf("audit[%d]", i+1)
		if a.Round < 1 {
			return keyedErr(path+".round", msgAbsentMin.New(a.Round))
		}
		if a.GameTable != 0 && !games[gameKey{a.Round, a.GameTable}] {
			return keyedErr(path+".game_table", msgNoGameAtTable.New(a.Round, a.GameTable))
		}
		old, ok := tournament.ParseResult(a.Old)
		if !ok {
			return fieldErr(path+".old", "%q is not a result: w, b, =, both-win, both-lose or ?", a.Old)
		}
		res, ok := tournament.ParseResult(a.New)
		if !ok {
			return fieldErr(path+".new", "%q is not a result: w, b, =, both-win, both-lose or ?", a.New)
		}
		when, err := parseStamp(a.At, path+".at")
		if err != nil {
			return err
		}
		if a.Replayed && res != tournament.Jigo {
			return fieldErr(path+".replayed", "only a draw (=) is replayed, not %q", a.New)
		}
		b.Audit = append(b.Audit, AuditEntry{
			Round: a.Round, Table: a.Table, GameTable: a.GameTable, Old: old, New: res,
			OldByDefault: a.OldByDefault, NewByDefault: a.NewByDefault, At: when, By: a.By, Replayed: a.Replayed,
		})
	}
	return nil
}

// checkRecord refuses a game record that the tournament's game does not read: an SGF file for
// Go (checkSGF); a KIF or CSA record for shogi; an SGF file of gomoku (GM[4]) or a renju.net
// move list on the tournament's board for gomoku and ninuki. The record's text is kept in the
// file's "sgf" field whatever its format.
func checkRecord(s *tournament.Settings, data string) error {
	switch {
	case s.IsShogi():
		if _, err := shogi.ParseRecord([]byte(data)); err != nil {
			return keyedErr("sgf", msgNotKifCsa.New(err))
		}
		return nil
	case s.IsGomoku():
		rec, err := gomoku.ParseRecord([]byte(data), s.BoardSize)
		if err != nil {
			return keyedErr("sgf", msgNotGomokuRecord.New(err))
		}
		if rec.Size != s.BoardSize {
			return keyedErr("sgf", msgSgfSize.New(rec.Size, rec.Size, rec.Size, s.BoardSize, s.BoardSize))
		}
		return nil
	}
	return checkSGF(data, s.BoardSize)
}

// checkSGF refuses a game record that the JSON API's upload refuses: one that does not parse,
// holds no game, is played on another board than the tournament's (SZ, 19 when missing) or
// holds a dispute settled by play that does not read.
func checkSGF(data string, size int) error {
	col, err := sgf.Parse([]byte(data))
	if err != nil {
		return keyedErr("sgf", msgSgfInvalid.New(err))
	}
	if len(col.Games) == 0 {
		return fieldErr("sgf", "the SGF file holds no game")
	}
	if gi, err := sgf.ReadGameInfo(col.Games[0]); err == nil && gi.Size != size {
		return keyedErr("sgf", msgSgfSize.New(gi.Size, gi.Size, gi.Size, size, size))
	} else if err != nil {
		return fieldErr("sgf", "%v", err)
	}
	if _, err := sgf.SplitResumption(col.Games[0]); err != nil {
		return fieldErr("sgf", "the dispute settled by play in the file does not read: %v", err)
	}
	return nil
}

// record joins the dead stones back into the details, as the store keeps them.
func (j *recordJSON) record(round, table int) (Record, error) {
	r := Record{Round: round, Table: table, SGF: j.SGF, Score: j.Score, UploadedBy: j.UploadedBy}
	var err error
	if r.UploadedAt, err = parseStamp(j.UploadedAt, "uploaded_at"); err != nil {
		return r, err
	}
	raw := []byte(j.Details)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte("{}")
	}
	var text string
	if json.Unmarshal(raw, &text) == nil {
		if j.Dead != nil {
			return r, fieldErr("dead", "a record whose details are text has no dead stones")
		}
		r.Details = text
		return r, nil
	}
	var details map[string]json.RawMessage
	if err := json.Unmarshal(raw, &details); err != nil {
		return r, fieldErr("details", "want an object or text, found %s", string(raw))
	}
	if _, ok := details["dead"]; ok {
		return r, fieldErr("details.dead", "the dead stones belong in the record's field dead")
	}
	if details == nil {
		details = map[string]json.RawMessage{}
	}
	if j.Dead != nil {
		dead, err := json.Marshal(*j.Dead)
		if err != nil {
			return r, err
		}
		details["dead"] = dead
	}
	out, err := json.Marshal(details)
	r.Details = string(out)
	return r, err
}

func (j *playerJSON) player() (tournament.Player, error) {
	r, err := parseRank(j.Rank, "rank")
	if err != nil {
		return tournament.Player{}, err
	}
	status, err := jsonform.Statuses.Parse(j.Status, "status")
	if err != nil {
		return tournament.Player{}, err
	}
	p := tournament.Player{
		ID: tournament.PlayerID(j.ID), Name: j.Name, FirstName: j.FirstName, Rank: r, Rating: j.Rating,
		Club: j.Club, Country: j.Country, EGDPin: j.EGDPin, RankFromList: j.RankFromList, Unranked: j.Unranked,
		MMSCorrection: j.MMSCorrection, FixedTable: j.FixedTable, Status: status,
	}
	if j.FixedTable < 0 || j.FixedTable > tournament.MaxTable {
		return p, keyedErr("fixed_table", msgFixedTable.New(tournament.MaxTable, j.FixedTable))
	}
	if len(j.Absent) > 0 {
		p.Absent = j.Absent
	}
	if len(j.Extra) > 0 {
		p.Extra = j.Extra
	}
	return p, nil
}

func (j *settingsJSON) settings() (tournament.Settings, error) {
	var s tournament.Settings
	steps := []func() error{
		func() (err error) { s.Begin, err = parseDay(j.Begin, "begin"); return },
		func() (err error) { s.End, err = parseDay(j.End, "end"); return },
		func() (err error) { s.Komi, err = halfPoints(j.Komi, "komi"); return },
		func() (err error) { s.Time, err = j.Time.TimeSystem(); return fileErr(err) },
		func() (err error) { s.System, err = jsonform.Systems.Parse(j.System, "system"); return fileErr(err) },
		func() (err error) { s.Bar, err = parseRank(j.Bar, "bar"); return },
		func() (err error) { s.Floor, err = parseRank(j.Floor, "floor"); return },
		func() (err error) { s.AbsentPoints, err = halfPoints(j.AbsentPoints, "absent_points"); return },
		func() (err error) { s.ByePoints, err = halfPoints(j.ByePoints, "bye_points"); return },
		func() (err error) {
			s.NBWAbsentPoints, err = halfPoints(j.NBWAbsentPoints, "nbw_absent_points")
			return
		},
		func() (err error) { s.NBWByePoints, err = halfPoints(j.NBWByePoints, "nbw_bye_points"); return },
		func() (err error) { s.Handicap, err = j.Handicap.Policy(); return fileErr(err) },
		func() (err error) { s.Pairing, err = j.Pairing.Parameters(); return fileErr(err) },
		func() (err error) {
			s.SelfReport, err = jsonform.SelfReports.Parse(cmp.Or(j.SelfReport, "off"), "self_report")
			return fileErr(err)
		},
	}
	for _, f := range steps {
		if err := f(); err != nil {
			return s, err
		}
	}
	s.Name, s.ShortName, s.Place, s.Country, s.Director = j.Name, j.ShortName, j.Place, j.Country, j.Director
	s.Rounds, s.BoardSize, s.Rules, s.RoundDown = j.Rounds, j.BoardSize, j.Rules, j.RoundDown
	s.CountUnplayedAsHalf = j.CountUnplayedAsHalf
	s.Language, s.TimeZone = j.Language, j.TimeZone
	s.Game = tournament.GameKind(j.Game)
	s.Variant, s.Opening, s.MatchGames = j.Variant, j.Opening, j.MatchGames
	var ok bool
	if s.Draws, ok = tournament.ParseDrawRule(j.Draws); !ok {
		return s, fieldErr("draws", "%q is not a draw rule: half or replay", j.Draws)
	}
	if len(j.HandicapLadder) > 0 {
		s.HandicapLadder = j.HandicapLadder
	}
	s.Criteria = make([]tournament.Criterion, len(j.Criteria))
	for i, c := range j.Criteria {
		s.Criteria[i] = tournament.Criterion(c)
	}
	if len(j.Extra) > 0 {
		s.Extra = j.Extra
	}
	for i, p := range j.AvoidPairs {
		if len(p) != 2 {
			return s, fieldErr(fmt.Sprintf("avoid_pairs[%d]", i+1), "a pair kept apart is a list of two player ids, not %d", len(p))
		}
		s.AvoidPairs = append(s.AvoidPairs, tournament.PlayerPair{tournament.PlayerID(p[0]), tournament.PlayerID(p[1])})
	}
	for i, r := range j.LeftOutTables {
		if _, ok := s.LeftOutTables[r.Round]; ok {
			return s, fieldErr(fmt.Sprintf("left_out_tables[%d].round", i+1), "round %d is given twice", r.Round)
		}
		if len(r.Tables) == 0 {
			continue
		}
		if s.LeftOutTables == nil {
			s.LeftOutTables = map[int][]int{}
		}
		s.LeftOutTables[r.Round] = r.Tables
	}
	return s, nil
}

// settingsFields names the fields of the settings (tournament.FieldError) as the file does.
// Players are not checked as the registration form checks them: a player imported from an
// OpenGotha file is stored as the file has him, and his backup must restore all the same.
var (
	settingsFields = map[string]string{
		"Name": "name", "Rounds": "rounds", "BoardSize": "board_size", "Rules": "rules", "Komi": "komi",
		"Game": "game", "Country": "country", "Language": "language", "TimeZone": "time_zone", "End": "end", "System": "system", "Bar": "bar", "Floor": "floor",
		"AbsentPoints": "absent_points", "ByePoints": "bye_points", "NBWAbsentPoints": "nbw_absent_points",
		"NBWByePoints": "nbw_bye_points", "Time.Kind": "time.kind", "Time.BasicMinutes": "time.basic_minutes",
		"Time.PeriodSeconds": "time.period_seconds", "Time.Periods": "time.periods", "Time.Stones": "time.stones",
		"Time.StonesSeconds": "time.stones_seconds", "Time.IncrementSeconds": "time.increment_seconds",
		"Handicap.Kind": "handicap.kind", "Handicap.Ceiling": "handicap.ceiling",
		"Handicap.Correction": "handicap.correction", "Handicap.PrisonersPerRank": "handicap.prisoners_per_rank", "Handicap.NoHandicapThreshold": "handicap.no_handicap_threshold",
		"Criteria": "criteria",
		"Variant":  "variant", "Opening": "opening", "Draws": "draws", "MatchGames": "match_games",
		"HandicapLadder": "handicap_ladder",
	}
)

// domainErr turns the first *tournament.FieldError of err into an *Error on the file's field.
func domainErr(parent string, err error, names map[string]string) error {
	if err == nil {
		return nil
	}
	var fe *tournament.FieldError
	if !errors.As(err, &fe) {
		return fieldErr(parent, "%v", err)
	}
	name := names[fe.Field]
	if name == "" {
		// Criteria[2] is criteria[2]: the file counts list elements from 1 too.
		switch {
		case strings.HasPrefix(fe.Field, "Criteria["):
			name = "criteria" + fe.Field[8:]
		case strings.HasPrefix(fe.Field, "AvoidPairs["):
			name = "avoid_pairs" + fe.Field[10:]
		case strings.HasPrefix(fe.Field, "LeftOutTables["):
			// The file lists the rounds: the message names the round.
			round := strings.TrimSuffix(fe.Field[len("LeftOutTables["):], "]")
			return fieldErr(parent+".left_out_tables", "round %s: %s", round, fe.Msg)
		default:
			name = fe.Field
		}
	}
	return &Error{Field: parent + "." + name, Msg: fe.Msg, Key: fe.Key}
}

// readSelfReports reads the check-ins and the players' reports (version 7): each of a
// registered player, in a round of the tournament; a player checked in once a round; a report
// of one of the results and, when it names its game's table, of the game the two players play
// there.
func (f *fileJSON) readSelfReports(b *Backup, ids map[tournament.PlayerID]bool) error {
	rounds := b.Tournament.Settings.Rounds
	type key struct{ round, player int }
	seen := map[key]int{}
	for i, c := range f.CheckIns {
		path := fmt.Sprintf("check_ins[%d]", i+1)
		if c.Round < 1 || c.Round > rounds {
			return keyedErr(path+".round", msgRoundMissingN.New(c.Round, rounds))
		}
		if !ids[tournament.PlayerID(c.Player)] {
			return fieldErr(path+".player", "player %d is not registered", c.Player)
		}
		if j, ok := seen[key{c.Round, c.Player}]; ok {
			return fieldErr(path, "player %d checked in twice for round %d (also check_ins[%d])", c.Player, c.Round, j)
		}
		seen[key{c.Round, c.Player}] = i + 1
		when, err := parseStamp(c.At, path+".at")
		if err != nil {
			return err
		}
		b.CheckIns = append(b.CheckIns, CheckIn{Round: c.Round, Player: tournament.PlayerID(c.Player), At: when, By: c.By})
	}
	type gameKey struct{ round, table int }
	games := map[gameKey]tournament.Game{}
	for _, g := range b.Tournament.Games {
		games[gameKey{g.Round, g.Table}] = g
	}
	for i, r := range f.Reports {
		path := fmt.Sprintf("reports[%d]", i+1)
		if r.Round < 1 || r.Round > rounds {
			return keyedErr(path+".round", msgRoundMissingN.New(r.Round, rounds))
		}
		if !ids[tournament.PlayerID(r.Player)] {
			return fieldErr(path+".player", "player %d is not registered", r.Player)
		}
		if !ids[tournament.PlayerID(r.Opponent)] || r.Opponent == r.Player {
			return fieldErr(path+".opponent", "player %d is not a registered opponent", r.Opponent)
		}
		if !slices.Contains(ReportResults, r.Result) {
			return keyedErr(path+".result", msgLinkBadResult.New(r.Result))
		}
		if r.GameTable != 0 {
			g, ok := games[gameKey{r.Round, r.GameTable}]
			p, o := tournament.PlayerID(r.Player), tournament.PlayerID(r.Opponent)
			if !ok || !(g.White == p && g.Black == o || g.White == o && g.Black == p) {
				return fieldErr(path+".game_table", "round %d has no game of players %d and %d at table %d", r.Round, r.Player, r.Opponent, r.GameTable)
			}
		}
		when, err := parseStamp(r.At, path+".at")
		if err != nil {
			return err
		}
		b.Reports = append(b.Reports, Report{Round: r.Round, Player: tournament.PlayerID(r.Player),
			Opponent: tournament.PlayerID(r.Opponent), GameTable: r.GameTable, Result: r.Result, At: when})
	}
	return nil
}

// otherGames reads into g a game's furigoma and match (version 8) and its draws replayed
// (version 9), checked as far as the game alone allows: the thrower plays in it, 0 to 5
// tokin, no negative games won, no negative count of replays.
func (j *gameJSON) otherGames(g *tournament.Game, path string) error {
	if f := j.Furigoma; f != nil {
		if f.Thrower != j.White && f.Thrower != j.Black {
			return fieldErr(path+".furigoma.thrower", "player %d does not play in this game", f.Thrower)
		}
		if f.Tokin < 0 || f.Tokin > 5 {
			return keyedErr(path+".furigoma.tokin", msgFurigomaTokin.New(f.Tokin))
		}
		g.FurigomaBy, g.FurigomaTokin = tournament.PlayerID(f.Thrower), f.Tokin
	}
	if m := j.Match; m != nil {
		w, err := halfPoints(m.White, path+".match.white")
		if err != nil {
			return err
		}
		b, err := halfPoints(m.Black, path+".match.black")
		if err != nil {
			return err
		}
		if w < 0 || b < 0 {
			return keyedErr(path+".match", msgMatchNegative.New(m.White, m.Black))
		}
		g.MatchWhite, g.MatchBlack = w, b
	}
	// Version 9: the drawn games replayed at the table.
	if j.Replays < 0 {
		return fieldErr(path+".replays", "the drawn games replayed at a table are 0 or more, not %d", j.Replays)
	}
	g.Replays = j.Replays
	return nil
}

package backup

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// fullBackup is a tournament with every field set to a value other than its zero value and
// other than a new tournament's default, so that a field the format forgets shows.
func fullBackup() *Backup {
	at := func(h, m int) time.Time { return time.Date(2026, 8, 1, h, m, 7, 250_000_000, time.UTC) }
	s := tournament.Settings{
		Name: "Juvisy <Open> & \"Cup\"", ShortName: "juvisy26", Place: "Juvisy-sur-Orge", Country: "FR",
		Director: "Émile Dupont", Begin: time.Date(2026, 8, 1, 0, 0, 0, 0, time.UTC),
		End: time.Date(2026, 8, 2, 0, 0, 0, 0, time.UTC), Rounds: 4, BoardSize: 9, Rules: "chinese", Komi: 15,
		Language: "fr", TimeZone: "Europe/Paris", Game: tournament.ShogiGame,
		Draws: tournament.DrawsReplay, HandicapLadder: []string{"even", "lance", "rook", "six-piece"},
		Time: tournament.TimeSystem{Kind: tournament.Fischer, BasicMinutes: 40, PeriodSeconds: 30, Periods: 5,
			Stones: 20, StonesSeconds: 600, IncrementSeconds: 20},
		System: tournament.Swiss, Bar: rank.Dan(3), Floor: rank.Kyu(15), AbsentPoints: 2, ByePoints: 1,
		NBWAbsentPoints: 1, NBWByePoints: 1, RoundDown: true, CountUnplayedAsHalf: true,
		Handicap: tournament.HandicapPolicy{Kind: tournament.HandicapRankDifference, NoHandicapThreshold: rank.Kyu(2),
			Correction: 2, Ceiling: 5, PrisonersPerRank: 3, BasedOnRank: true},
		Criteria: []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW, tournament.CritSOSOSW,
			tournament.CritSODOSW, tournament.CritCUSSW, tournament.CritDC, tournament.CritRating},
		Pairing: tournament.PairingParameters{
			AvoidDuplicateGame: 11, Random: 12, Deterministic: true, BalanceWB: 13, AvoidMixingCategories: 14,
			MinimizeScoreDifference: 15, DUDDWeight: 16, CompensateDUDD: true, DUDDUpperMode: tournament.DUDDBottom,
			DUDDLowerMode: tournament.DUDDBottom, MaximizeSeeding: 17, LastRoundForSeedSystem1: 3,
			SeedSystem1: tournament.SplitAndSlip, SeedSystem2: tournament.SplitAndSlip,
			AdditionalPlacementCritSystem1: tournament.CritRank, AdditionalPlacementCritSystem2: tournament.CritRating,
			SecondaryCriteria: 18, BarThresholdActive: true, RankThreshold: rank.Kyu(3), NbWinsThresholdActive: true,
			MinimizeHandicap: 19, AvoidSameGeo: 20, PreferMMSDiffRatherThanSameCountry: 4,
			PreferMMSDiffRatherThanSameClubsGroup: 5, PreferMMSDiffRatherThanSameClub: 6,
		},
		Extra:         map[string]string{"Tournament.dataVersion": "201", "GeneralParameterSet.genMMS2ValueAbsent": "1"},
		AvoidPairs:    []tournament.PlayerPair{{3, 7}, {13, 8}},
		LeftOutTables: map[int][]int{4: {6, 1}, 2: {2}},
		SelfReport:    tournament.SelfReportConfirm,
	}
	players := []tournament.Player{
		{ID: 3, Name: "Dupont", FirstName: "Émile", Rank: rank.Dan(2), Rating: 2150, Club: "Pari", Country: "FR",
			EGDPin: "12345678", RankFromList: true, Unranked: true, MMSCorrection: 1, Absent: []int{4}, FixedTable: 5, Status: tournament.Preliminary,
			Extra: map[string]string{"ffgLicence": "0123456"}},
		{ID: 7, Name: "Müller", FirstName: "Jörg", Rank: rank.Kyu(5), Rating: 1550, Club: "Bln", Country: "DE",
			EGDPin: "23456789", MMSCorrection: -1},
		{ID: 8, Name: "Novák", FirstName: "Jan", Rank: rank.Kyu(12), Rating: 900, Club: "Brno", Country: "CZ"},
		{ID: 12, Name: "Sato", FirstName: "Yuki", Rank: rank.Pro(1), Rating: 2750, Club: "Tky", Country: "JP",
			Absent: []int{2, 5}},
		{ID: 13, Name: "O'Brien", Rank: rank.Kyu(30), Country: "IE"},
	}
	games := []tournament.Game{
		{Round: 1, Table: 1, White: 12, Black: 3, Handicap: 0, Komi: 15, Result: tournament.WhiteWins, KnownColor: true,
			FurigomaBy: 3, FurigomaTokin: 4},
		// A furigoma and a match's games, which no game has together (nor a handicap game):
		// here so that every field of the format is written and read back.
		{Round: 1, Table: 2, White: 7, Black: 8, Handicap: 7, Komi: 1, Prisoners: 3, Result: tournament.BlackWins,
			ByDefault: true, KnownColor: true, FurigomaBy: 8, FurigomaTokin: 2, MatchWhite: 1, MatchBlack: 3, Replays: 2},
		{Round: 2, Table: 1, White: 3, Black: 7, Handicap: 1, Komi: -2, Result: tournament.Jigo},
		{Round: 2, Table: 3, White: 13, Black: 8, Result: tournament.BothLose, ByDefault: true, KnownColor: true},
		{Round: 3, Table: 2, White: 12, Black: 13, Handicap: 9, Komi: 0, Result: tournament.BothWin, KnownColor: true},
		{Round: 3, Table: 5, White: 8, Black: 3, Handicap: 2, Komi: 1, Result: tournament.Unknown, KnownColor: true},
	}
	return &Backup{
		Tournament: tournament.Tournament{Settings: s, Players: players, Games: games,
			Byes: []tournament.Bye{{Round: 1, Player: 13}, {Round: 3, Player: 7}}, Closed: true},
		Records: []Record{
			{Round: 1, Table: 1, SGF: "V2.2\nN+Dupont\nN-Sato\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n", Score: "W+",
				Details:    `{"round":1,"result":"W+3.5","dead":["D4","K10"],"kept":"w"}`,
				UploadedAt: at(10, 5), UploadedBy: "player@10.0.0.4"},
			{Round: 1, Table: 1, SGF: "手合割：平手\n1 ７六歩(77)\n", Score: "?", Details: `{"problems":[]}`,
				UploadedAt: at(10, 9), UploadedBy: "director@127.0.0.1"},
			{Round: 3, Table: 2, SGF: "PI\n+\n%SENNICHITE\n", Score: "0", Details: `{"dead":[]}`,
				UploadedAt: at(15, 0), UploadedBy: "api"},
			{Round: 2, Table: 1, SGF: "PI82HI\n-\n", Score: "W+1", Details: `written before details were JSON`,
				UploadedAt: at(12, 0), UploadedBy: "old"},
			{Round: 3, Table: 5, SGF: "手合割：二枚落ち\n1 投了\n", Score: "B+2", Details: `{"dead":5,"result":"B+2"}`,
				UploadedAt: at(15, 30), UploadedBy: "hand-edited"},
		},
		Audit: []AuditEntry{
			{Round: 1, Table: 1, GameTable: 1, Old: tournament.Unknown, New: tournament.BlackWins, At: at(11, 0), By: "director@127.0.0.1"},
			{Round: 1, Table: 1, GameTable: 1, Old: tournament.BlackWins, New: tournament.WhiteWins, At: at(11, 2), By: "director@127.0.0.1"},
			{Round: 1, Table: 2, GameTable: 2, Old: tournament.Unknown, New: tournament.BlackWins, NewByDefault: true, At: at(11, 3), By: "api"},
			// A draw replayed (version 9), here so that every field of a line is written.
			{Round: 2, Table: 4, GameTable: 3, Old: tournament.WhiteWins, New: tournament.Jigo, OldByDefault: true,
				NewByDefault: true, At: at(13, 0), By: "round saved", Replayed: true},
			{Round: 4, Table: 1, Old: tournament.Jigo, New: tournament.BothWin, At: at(14, 0), By: "x"},
		},
		SourceID: 42, CreatedAt: at(8, 0), Revision: 97, WrittenAt: at(16, 30),
		Registration: tournament.Registration{Open: true, Closes: time.Date(2026, 7, 30, 0, 0, 0, 0, time.UTC)},
		Categories: []tournament.Category{
			{Name: "dans", Kind: tournament.CategoryRanks, Strongest: rank.Pro(1), Weakest: rank.Dan(1)},
			{Name: "juniors", Kind: tournament.CategoryJunior, BornFrom: time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)},
			{Name: "women", Kind: tournament.CategoryWomen},
			{Name: "Czechs", Kind: tournament.CategoryCountry, Value: "CZ"},
			{Name: "Brno", Kind: tournament.CategoryClub, Value: "Brno"},
			{Name: "guests", Kind: tournament.CategoryLabel, Players: []tournament.PlayerID{13, 7}},
		},
		Prizes: []tournament.Prize{{Name: "1st"}, {Name: "Best woman", Category: "women"}, {Name: "2nd"},
			{Name: "Best junior", Category: "juniors"}, {Name: "Guest prize", Category: "guests"}},
		Details: map[tournament.PlayerID]tournament.PlayerDetails{
			3:  {Born: time.Date(2010, 3, 14, 0, 0, 0, 0, time.UTC), Woman: true},
			8:  {Born: time.Date(1961, 12, 31, 0, 0, 0, 0, time.UTC)},
			12: {Woman: true},
		},
		SignUps: []SignUp{
			{Player: 3, Email: "emile@example.org", At: at(7, 45)},
			{Player: 12, Email: "yuki+go@example.jp", At: at(7, 50)},
		},
		TeamSettings: team.Settings{Size: 2, Kind: team.PairGo, Colours: team.AlternateAWhiteFirst, Strength: team.MeanRank,
			Criteria: []team.Criterion{team.CritTeamPoints, "BDW1U", team.CritDC}},
		Teams: []team.Team{
			{ID: 21, Name: "Pair one", Players: []tournament.PlayerID{3, 7}, Absent: []int{4},
				Lineups: map[int][]tournament.PlayerID{2: {7, 3}}},
			{ID: 22, Players: []tournament.PlayerID{8, 12}},
		},
		Matches:  []team.Match{{Round: 1, A: 21, B: 22, Tables: []int{1}}, {Round: 3, A: 22, B: 21, Tables: []int{5}}},
		TeamByes: []team.Bye{{Round: 2, Team: 22}},
		Roles:    []Role{{User: "Jana", Role: RoleDirector}, {User: "desk 2", Role: RoleDesk}},
		CheckIns: []CheckIn{{Round: 1, Player: 3, At: at(7, 55), By: "Dupont Émile"}, {Round: 1, Player: 12, At: at(7, 58), By: "desk 2"}},
		Reports: []Report{
			{Round: 1, Player: 3, Opponent: 12, GameTable: 1, Result: "lost", At: at(10, 50)},
			{Round: 2, Player: 13, Opponent: 7, Result: "won", At: at(12, 10)},
			{Round: 3, Player: 8, Opponent: 3, GameTable: 5, Result: "not-played", At: at(15, 40)},
		},
	}
}

// nonZero fails for every field of v (recursively through structs) that holds its zero value.
func nonZero(t *testing.T, v reflect.Value, path string) {
	t.Helper()
	if v.Kind() == reflect.Struct && v.Type() != reflect.TypeFor[time.Time]() {
		for i := range v.NumField() {
			nonZero(t, v.Field(i), path+"."+v.Type().Field(i).Name)
		}
		return
	}
	if v.IsZero() {
		t.Errorf("the fixture leaves %s at its zero value: set it, so that the round trip checks it", path)
	}
}

// gomokuBackup is fullBackup made a gomoku tournament: the settings that shogi, the game of
// fullBackup, cannot have (the variant, the opening rule, matches) set.
func gomokuBackup() *Backup {
	b := fullBackup()
	s := &b.Tournament.Settings
	s.Game, s.BoardSize, s.Variant, s.Opening, s.MatchGames = tournament.GomokuGame, 19, tournament.VariantExact, tournament.OpeningSwap2, 4
	s.HandicapLadder = nil
	for i := range b.Records {
		b.Records[i].SGF = "(;GM[4]SZ[19];B[jj];W[kk])"
	}
	b.Records[2].SGF = "j10 k11 k10"
	return b
}

// gomokuOnly are the settings of gomoku that fullBackup, a shogi tournament, cannot set:
// gomokuBackup sets them (TestFixtureSetsEverySetting).
var gomokuOnly = []string{"Variant", "Opening", "MatchGames"}

func TestFixtureSetsEverySetting(t *testing.T) {
	b := fullBackup()
	sv := reflect.ValueOf(b.Tournament.Settings)
	gv := reflect.ValueOf(gomokuBackup().Tournament.Settings)
	for i := range sv.NumField() {
		name := sv.Type().Field(i).Name
		if slices.Contains(gomokuOnly, name) {
			nonZero(t, gv.Field(i), "gomoku Settings."+name)
		} else {
			nonZero(t, sv.Field(i), "Settings."+name)
		}
	}
	def := tournament.DefaultSettings()
	dv := reflect.ValueOf(def)
	for i := range sv.NumField() {
		if sv.Type().Field(i).Name == "RoundDown" {
			continue // true by default: TestRoundTripKeepsEveryField also writes it false
		}
		if slices.Contains(gomokuOnly, sv.Type().Field(i).Name) {
			if reflect.DeepEqual(gv.Field(i).Interface(), dv.Field(i).Interface()) {
				t.Errorf("the gomoku fixture's %s is a new tournament's default", sv.Type().Field(i).Name)
			}
			continue
		}
		if reflect.DeepEqual(sv.Field(i).Interface(), dv.Field(i).Interface()) {
			t.Errorf("the fixture's %s is a new tournament's default: a missing field would pass unseen", sv.Type().Field(i).Name)
		}
	}
	nonZero(t, reflect.ValueOf(b.Tournament.Players[0]), "Players[0]")
	nonZero(t, reflect.ValueOf(b.Tournament.Games[1]), "Games[1]")
	nonZero(t, reflect.ValueOf(b.Records[0]), "Records[0]")
	nonZero(t, reflect.ValueOf(b.Audit[3]), "Audit[3]")
	nonZero(t, reflect.ValueOf(b.Registration), "Registration")
	nonZero(t, reflect.ValueOf(b.Prizes[1]), "Prizes[1]")
	nonZero(t, reflect.ValueOf(b.Details[3]), "Details[3]")
	nonZero(t, reflect.ValueOf(b.SignUps[0]), "SignUps[0]")
	nonZero(t, reflect.ValueOf(b.TeamSettings), "TeamSettings")
	nonZero(t, reflect.ValueOf(b.Teams[0]), "Teams[0]")
	nonZero(t, reflect.ValueOf(b.Matches[0]), "Matches[0]")
	nonZero(t, reflect.ValueOf(b.TeamByes[0]), "TeamByes[0]")
	kinds := map[tournament.CategoryKind]bool{}
	for _, c := range b.Categories {
		kinds[c.Kind] = true
	}
	if len(kinds) != 6 {
		t.Errorf("the fixture's categories are of %d kinds, want all 6", len(kinds))
	}
}

// sameJSON reports whether two texts are the same JSON value, or the same text.
func sameJSON(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return a == b
	}
	return reflect.DeepEqual(x, y)
}

func TestRoundTripKeepsEveryField(t *testing.T) {
	t.Run("full", func(t *testing.T) { roundTrip(t, fullBackup()) })
	// The booleans whose default is true, false; the dates with a time of day.
	b := fullBackup()
	s := &b.Tournament.Settings
	s.RoundDown, s.Pairing.Deterministic, s.Pairing.BarThresholdActive = false, false, false
	s.Begin, s.End = s.Begin.Add(9*time.Hour), time.Time{}
	b.Tournament.Games[0].KnownColor = false
	t.Run("flipped", func(t *testing.T) { roundTrip(t, b) })
	t.Run("gomoku", func(t *testing.T) { roundTrip(t, gomokuBackup()) })
}

func roundTrip(t *testing.T, want *Backup) {
	data, err := Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(got.Tournament.Settings, want.Tournament.Settings) {
		t.Errorf("settings:\n got %+v\nwant %+v", got.Tournament.Settings, want.Tournament.Settings)
	}
	if !reflect.DeepEqual(got.Tournament.Players, want.Tournament.Players) {
		t.Errorf("players:\n got %+v\nwant %+v", got.Tournament.Players, want.Tournament.Players)
	}
	if !reflect.DeepEqual(got.Tournament.Games, want.Tournament.Games) {
		t.Errorf("games:\n got %+v\nwant %+v", got.Tournament.Games, want.Tournament.Games)
	}
	if !reflect.DeepEqual(got.Tournament.Byes, want.Tournament.Byes) {
		t.Errorf("byes: got %+v, want %+v", got.Tournament.Byes, want.Tournament.Byes)
	}
	if !reflect.DeepEqual(got.Audit, want.Audit) {
		t.Errorf("audit:\n got %+v\nwant %+v", got.Audit, want.Audit)
	}
	// Records come back grouped by game (round, table), each game's in upload order.
	order := []int{0, 1, 3, 2, 4}
	if len(got.Records) != len(want.Records) {
		t.Fatalf("%d records, want %d", len(got.Records), len(want.Records))
	}
	for i, k := range order {
		g, w := got.Records[i], want.Records[k]
		if !sameJSON(g.Details, w.Details) {
			t.Errorf("record %d details %s, want %s", i, g.Details, w.Details)
		}
		g.Details, w.Details = "", ""
		if g != w {
			t.Errorf("record %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
	if !reflect.DeepEqual(got.Registration, want.Registration) {
		t.Errorf("registration: got %+v, want %+v", got.Registration, want.Registration)
	}
	if !reflect.DeepEqual(got.Categories, want.Categories) {
		t.Errorf("categories:\n got %+v\nwant %+v", got.Categories, want.Categories)
	}
	if !reflect.DeepEqual(got.Prizes, want.Prizes) {
		t.Errorf("prizes:\n got %+v\nwant %+v", got.Prizes, want.Prizes)
	}
	if !reflect.DeepEqual(got.Details, want.Details) {
		t.Errorf("player details:\n got %+v\nwant %+v", got.Details, want.Details)
	}
	if !reflect.DeepEqual(got.SignUps, want.SignUps) {
		t.Errorf("sign-ups:\n got %+v\nwant %+v", got.SignUps, want.SignUps)
	}
	if !reflect.DeepEqual(got.TeamSettings, want.TeamSettings) || !reflect.DeepEqual(got.Teams, want.Teams) ||
		!reflect.DeepEqual(got.Matches, want.Matches) || !reflect.DeepEqual(got.TeamByes, want.TeamByes) {
		t.Errorf("teams:\n got %+v %+v %+v %+v\nwant %+v %+v %+v %+v", got.TeamSettings, got.Teams, got.Matches, got.TeamByes,
			want.TeamSettings, want.Teams, want.Matches, want.TeamByes)
	}
	if !reflect.DeepEqual(got.Roles, want.Roles) {
		t.Errorf("roles: got %+v, want %+v", got.Roles, want.Roles)
	}
	if !reflect.DeepEqual(got.CheckIns, want.CheckIns) || !reflect.DeepEqual(got.Reports, want.Reports) {
		t.Errorf("check-ins %+v reports %+v\nwant %+v %+v", got.CheckIns, got.Reports, want.CheckIns, want.Reports)
	}
	if len(got.Notes) != 0 {
		t.Errorf("a file of this version carries everything, yet the restore notes %v", got.Notes)
	}
	if got.SourceID != 42 || got.Revision != 97 || !got.CreatedAt.Equal(want.CreatedAt) || !got.WrittenAt.Equal(want.WrittenAt) {
		t.Errorf("source %d rev %d created %v written %v", got.SourceID, got.Revision, got.CreatedAt, got.WrittenAt)
	}
}

// TestFileShape reads the written file as plain JSON and checks values as the format
// documents them, not as the code happens to write them.
func TestFileShape(t *testing.T) {
	data, err := Marshal(fullBackup())
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	s := f["settings"].(map[string]any)
	r1 := f["rounds"].([]any)[0].(map[string]any)
	g2 := r1["games"].([]any)[1].(map[string]any)
	rec := r1["games"].([]any)[0].(map[string]any)["records"].([]any)[0].(map[string]any)
	p1 := f["players"].([]any)[0].(map[string]any)
	for _, c := range []struct {
		what      string
		got, want any
	}{
		{"format", f["format"], "hoshi-backup"},
		{"version", f["version"], 9.0},
		{"settings.draws", s["draws"], "replay"},
		{"settings.handicap_ladder", s["handicap_ladder"], []any{"even", "lance", "rook", "six-piece"}},
		{"settings.variant", s["variant"], ""},
		{"rounds[1].games[1].furigoma", r1["games"].([]any)[0].(map[string]any)["furigoma"], map[string]any{"thrower": 3.0, "tokin": 4.0}},
		{"rounds[1].games[2].match", g2["match"], map[string]any{"white": 0.5, "black": 1.5}},
		{"rounds[2].games[1].furigoma", f["rounds"].([]any)[1].(map[string]any)["games"].([]any)[0].(map[string]any)["furigoma"], nil},
		{"rounds[2].games[1].match", f["rounds"].([]any)[1].(map[string]any)["games"].([]any)[0].(map[string]any)["match"], nil},
		{"settings.game", f["settings"].(map[string]any)["game"], "shogi"},
		{"closed", f["closed"], true},
		{"settings.self_report", f["settings"].(map[string]any)["self_report"], "confirm"},
		{"check_ins[1]", f["check_ins"].([]any)[0], map[string]any{"round": 1.0, "player": 3.0, "at": "2026-08-01T07:55:07.25Z", "by": "Dupont Émile"}},
		{"reports[2]", f["reports"].([]any)[1], map[string]any{"round": 2.0, "player": 13.0, "opponent": 7.0, "game_table": 0.0,
			"result": "won", "at": "2026-08-01T12:10:07.25Z"}},
		{"roles", f["roles"], []any{map[string]any{"user": "Jana", "role": "director"}, map[string]any{"user": "desk 2", "role": "desk"}}},
		{"settings.avoid_pairs", s["avoid_pairs"], []any{[]any{3.0, 7.0}, []any{13.0, 8.0}}},
		{"settings.left_out_tables", s["left_out_tables"], []any{map[string]any{"round": 2.0, "tables": []any{2.0}},
			map[string]any{"round": 4.0, "tables": []any{6.0, 1.0}}}},
		{"players[1].fixed_table", p1["fixed_table"], 5.0},
		{"players[2].fixed_table", f["players"].([]any)[1].(map[string]any)["fixed_table"], 0.0},
		{"settings.komi", s["komi"], 7.5},
		{"settings.begin", s["begin"], "2026-08-01"},
		{"settings.bar", s["bar"], "3d"},
		{"settings.system", s["system"], "swiss"},
		{"settings.time.kind", s["time"].(map[string]any)["kind"], "fischer"},
		{"settings.handicap.kind", s["handicap"].(map[string]any)["kind"], "rank-difference"},
		{"settings.pairing.rank_threshold", s["pairing"].(map[string]any)["rank_threshold"], "3k"},
		{"players[1].rank", p1["rank"], "2d"},
		{"players[1].status", p1["status"], "preliminary"},
		{"rounds[1].bye", r1["bye"], 13.0},
		{"rounds[1].games[2].komi", g2["komi"], 0.5},
		{"rounds[1].games[2].result", g2["result"], "b"},
		{"rounds[1].games[2].prisoners", g2["prisoners"], 3.0},
		{"rounds[1].games[1].records[1].uploaded_at", rec["uploaded_at"], "2026-08-01T10:05:07.25Z"},
		{"players[1].born", p1["born"], "2010-03-14"},
		{"players[1].woman", p1["woman"], true},
		{"players[2].born", f["players"].([]any)[1].(map[string]any)["born"], ""},
		{"registration", f["registration"], map[string]any{"open": true, "closes": "2026-07-30"}},
		{"categories[1]", f["categories"].([]any)[0], map[string]any{"name": "dans", "kind": "ranks",
			"strongest": "1p", "weakest": "1d", "born_from": "", "value": "", "players": []any{}}},
		{"categories[2].born_from", f["categories"].([]any)[1].(map[string]any)["born_from"], "2008-01-01"},
		{"categories[6].players", f["categories"].([]any)[5].(map[string]any)["players"], []any{13.0, 7.0}},
		{"prizes[1]", f["prizes"].([]any)[0], map[string]any{"name": "1st", "category": ""}},
		{"prizes[2]", f["prizes"].([]any)[1], map[string]any{"name": "Best woman", "category": "women"}},
		{"sign_ups[1]", f["sign_ups"].([]any)[0], map[string]any{"player": 3.0, "email": "emile@example.org",
			"at": "2026-08-01T07:45:07.25Z"}},
		{"teams.team_size", f["teams"].(map[string]any)["team_size"], 2.0},
		{"teams.kind", f["teams"].(map[string]any)["kind"], "pair-go"},
		{"teams.colours", f["teams"].(map[string]any)["colours"], "a-white-first"},
		{"teams.strength", f["teams"].(map[string]any)["strength"], "mean-rank"},
		{"teams.criteria", f["teams"].(map[string]any)["criteria"], []any{"TEAMP", "BDW1U", "DC"}},
		{"teams.list[1]", f["teams"].(map[string]any)["list"].([]any)[0], map[string]any{"id": 21.0, "name": "Pair one",
			"players": []any{3.0, 7.0}, "absent": []any{4.0}, "lineups": []any{map[string]any{"round": 2.0, "players": []any{7.0, 3.0}}}}},
		{"teams.matches[2]", f["teams"].(map[string]any)["matches"].([]any)[1], map[string]any{"round": 3.0, "team_a": 22.0,
			"team_b": 21.0, "tables": []any{5.0}}},
		{"teams.byes[1]", f["teams"].(map[string]any)["byes"].([]any)[0], map[string]any{"round": 2.0, "team": 22.0}},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s = %#v, want %#v", c.what, c.got, c.want)
		}
	}
	if dead := rec["dead"]; !reflect.DeepEqual(dead, []any{"D4", "K10"}) {
		t.Errorf("dead = %#v", dead)
	}
	if _, ok := rec["details"].(map[string]any)["dead"]; ok {
		t.Error("the dead stones are written twice, in dead and in details")
	}
}

// minimal is a hand-written file with only the fields that have no default.
const minimal = `{"format": "hoshi-backup", "version": 1,
 "settings": {"name": "Club evening", "rounds": 3},
 "players": [{"id": 1, "name": "A", "rank": "3k"}, {"id": 2, "name": "B", "rank": "1d"}, {"id": 5, "name": "C", "rank": "10k"}],
 "rounds": [{"round": 1, "bye": 5, "games": [{"table": 1, "white": 2, "black": 1, "handicap": 4, "komi": 0.5}]}]}`

func TestMissingFieldsTakeTheirDefaults(t *testing.T) {
	b, err := Unmarshal([]byte(minimal))
	if err != nil {
		t.Fatal(err)
	}
	want := tournament.DefaultSettings()
	want.Name, want.Rounds = "Club evening", 3
	if !reflect.DeepEqual(b.Tournament.Settings, want) {
		t.Errorf("settings\n got %+v\nwant %+v", b.Tournament.Settings, want)
	}
	p := b.Tournament.Players[2]
	if p.ID != 5 || p.Rank != rank.Kyu(10) || p.Status != tournament.Final || p.Absent != nil || p.Extra != nil {
		t.Errorf("player %+v", p)
	}
	g := b.Tournament.Games[0]
	wantGame := tournament.Game{Round: 1, Table: 1, White: 2, Black: 1, Handicap: 4, Komi: 1, Result: tournament.Unknown, KnownColor: true}
	if g != wantGame {
		t.Errorf("game %+v, want %+v", g, wantGame)
	}
	if len(b.Tournament.Byes) != 1 || b.Tournament.Byes[0] != (tournament.Bye{Round: 1, Player: 5}) {
		t.Errorf("byes %+v", b.Tournament.Byes)
	}
	// minimal is a version-1 file, as the first hoshi wrote them: none of version 2's fields.
	if b.Registration != (tournament.Registration{}) || b.Categories != nil || b.Prizes != nil || b.Details != nil || b.SignUps != nil {
		t.Errorf("registration %+v, categories %v, prizes %v, details %v, sign-ups %v: want closed and none",
			b.Registration, b.Categories, b.Prizes, b.Details, b.SignUps)
	}
}

func TestReadRefuses(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(minimal, old) {
			t.Fatalf("the minimal file has no %q", old)
		}
		return strings.Replace(minimal, old, new, 1)
	}
	// A version-3 file of two Pair Go sides (players 1, 2 and 5 and a sixth) who met in round 1.
	edit3 := func(old, new string) string {
		f := strings.Replace(minimal, `"version": 1`, `"version": 3`, 1)
		f = strings.Replace(f, `{"id": 5, "name": "C", "rank": "10k"}`, `{"id": 5, "name": "C", "rank": "10k"}, {"id": 6, "name": "D", "rank": "9k"}`, 1)
		f = strings.Replace(f, `"bye": 5, `, ``, 1)
		f = strings.Replace(f, `]}]}`, `]}], "teams": {"team_size": 2, "kind": "pair-go", "list": [{"id": 1, "players": [1, 2], "lineups": []},
 {"id": 2, "players": [5, 6]}], "matches": [{"round": 1, "team_a": 1, "team_b": 2, "tables": [1]}], "byes": []}}`, 1)
		if old == `"team_size": 2` || old == `"kind": "boards"` || old == `"list": []` {
			f = strings.Replace(f, `"team_size": 2, "kind": "pair-go"`, `"team_size": 2, "kind": "boards"`, 1)
			if old == `"list": []` {
				f = strings.Replace(f, `"team_size": 2, "kind": "boards", "list": [{"id": 1, "players": [1, 2], "lineups": []},
 {"id": 2, "players": [5, 6]}], "matches": [{"round": 1, "team_a": 1, "team_b": 2, "tables": [1]}]`, `"team_size": 0, "list": []`, 1)
			}
		}
		return strings.Replace(f, old, new, 1)
	}
	if _, err := Unmarshal([]byte(edit3("", ""))); err != nil {
		t.Fatalf("the version-3 base file: %v", err)
	}
	// The fields of version 2, in a version-2 file.
	edit2 := func(old, new string) string {
		return strings.Replace(edit(old, new), `"version": 1`, `"version": 2`, 1)
	}
	editV7 := func(old, new string) string {
		return strings.Replace(edit(old, new), `"version": 1`, `"version": 7`, 1)
	}
	editV4 := func(old, new string) string {
		return strings.Replace(edit(old, new), `"version": 1`, `"version": 4`, 1)
	}
	// The pairing constraints of version 3, in a version-3 file of individuals.
	editV3 := func(old, new string) string {
		return strings.Replace(edit(old, new), `"version": 1`, `"version": 3`, 1)
	}
	for _, c := range []struct {
		name, file, field, msg string
	}{
		{"v1 categories", edit(`"rounds": [`, `"categories": [{"name": "w", "kind": "women"}], "rounds": [`), "categories", "version-1 file has none"},
		{"v1 sign-ups", edit(`"rounds": [`, `"sign_ups": [{"player": 1}], "rounds": [`), "sign_ups", "version-1 file has none"},
		{"v1 prizes", edit(`"rounds": [`, `"prizes": [], "rounds": [`), "prizes", "unknown field"},
		{"v1 categories without registration", edit(`"rounds": [`, `"categories": [{"name": "w", "kind": "women"}], "rounds": [`), "categories", "version-1 file has none"},
		{"v1 language", edit(`"rounds": 3`, `"rounds": 3, "language": "cs"`), "settings.language", "unknown field"},
		{"v3 roles", editV3(`"rounds": [`, `"roles": [], "rounds": [`), "roles", "unknown field: a version-3 file"},
		{"v1 born", edit(`"name": "C"`, `"name": "C", "born": "1990-01-02"`), "players[3].born", "unknown field"},
		{"newer version", edit(`"version": 1`, `"version": 10`), "version", "newer than the 9 this hoshi reads"},
		{"v8 replays", strings.Replace(edit(`"komi": 0.5`, `"komi": 0.5, "replays": 1`), `"version": 1`, `"version": 8`, 1),
			"rounds[1].games[1].replays", "unknown field: a version-8 file"},
		{"negative replays", strings.Replace(edit(`"komi": 0.5`, `"komi": 0.5, "replays": -1`), `"version": 1`, `"version": 9`, 1),
			"rounds[1].games[1].replays", "0 or more, not -1"},
		{"replayed win", strings.Replace(edit(`]}]}`, `]}], "audit": [{"round": 1, "table": 1, "old": "?", "new": "w", "replayed": true}]}`), `"version": 1`, `"version": 9`, 1),
			"audit[1].replayed", "only a draw"},
		{"v6 draws", strings.Replace(edit(`"rounds": 3`, `"rounds": 3, "draws": "half"`), `"version": 1`, `"version": 6`, 1),
			"settings.draws", "unknown field: a version-6 file"},
		{"v6 furigoma", strings.Replace(edit(`"komi": 0.5`, `"komi": 0.5, "furigoma": null`), `"version": 1`, `"version": 6`, 1),
			"rounds[1].games[1].furigoma", "unknown field: a version-6 file"},
		{"unknown draw rule", strings.Replace(edit(`"rounds": 3`, `"rounds": 3, "draws": "coin"`), `"version": 1`, `"version": 8`, 1),
			"settings.draws", `"coin" is not a draw rule`},
		{"go variant", strings.Replace(edit(`"rounds": 3`, `"rounds": 3, "variant": "free"`), `"version": 1`, `"version": 8`, 1),
			"settings.variant", "only gomoku has variants"},
		{"furigoma thrower", strings.Replace(edit(`"komi": 0.5`, `"komi": 0.5, "furigoma": {"thrower": 9, "tokin": 2}`), `"version": 1`, `"version": 8`, 1),
			"rounds[1].games[1].furigoma.thrower", "player 9 does not play in this game"},
		{"furigoma tokin", strings.Replace(edit(`"komi": 0.5`, `"komi": 0.5, "furigoma": {"thrower": 1, "tokin": 6}`), `"version": 1`, `"version": 8`, 1),
			"rounds[1].games[1].furigoma.tokin", "0 to 5 fall promoted side up, not 6"},
		{"v3 game", editV3(`"rounds": 3`, `"rounds": 3, "game": "shogi"`), "settings.game", "unknown field: a version-3 file"},
		{"v4 game", strings.Replace(edit(`"rounds": 3`, `"rounds": 3, "game": "shogi"`), `"version": 1`, `"version": 4`, 1),
			"settings.game", "unknown field: a version-4 file"},
		{"unknown game", strings.Replace(edit(`"rounds": 3`, `"rounds": 3, "game": "chess"`), `"version": 1`, `"version": 5`, 1),
			"settings.game", `unknown game "chess"`},
		{"v4 closed", editV4(`"rounds": [`, `"closed": true, "rounds": [`), "closed", "unknown field: a version-4 file"},
		{"v4 check-ins", editV4(`"rounds": [`, `"check_ins": [], "rounds": [`), "check_ins", "unknown field: a version-4 file"},
		{"v4 reports", editV4(`"rounds": [`, `"reports": [], "rounds": [`), "reports", "unknown field: a version-4 file"},
		{"v4 self-report", editV4(`"rounds": 3`, `"rounds": 3, "self_report": "auto"`), "settings.self_report", "unknown field"},
		{"self-report mode", editV7(`"rounds": 3`, `"rounds": 3, "self_report": "always"`), "settings.self_report", `"always" is not one of off, confirm, auto`},
		{"check-in round", editV7(`"rounds": [`, `"check_ins": [{"round": 4, "player": 1, "at": "2026-08-01T07:55:00Z"}], "rounds": [`),
			"check_ins[1].round", "round 4 does not exist"},
		{"check-in player", editV7(`"rounds": [`, `"check_ins": [{"round": 1, "player": 3, "at": "2026-08-01T07:55:00Z"}], "rounds": [`),
			"check_ins[1].player", "player 3 is not registered"},
		{"check-in twice", editV7(`"rounds": [`, `"check_ins": [{"round": 1, "player": 1, "at": "2026-08-01T07:55:00Z"}, {"round": 1, "player": 1, "at": "2026-08-01T07:56:00Z"}], "rounds": [`),
			"check_ins[2]", "checked in twice"},
		{"report result", editV7(`"rounds": [`, `"reports": [{"round": 1, "player": 1, "opponent": 2, "game_table": 1, "result": "w", "at": "2026-08-01T07:55:00Z"}], "rounds": [`),
			"reports[1].result", "not a result to report"},
		{"report game", editV7(`"rounds": [`, `"reports": [{"round": 1, "player": 1, "opponent": 5, "game_table": 1, "result": "won", "at": "2026-08-01T07:55:00Z"}], "rounds": [`),
			"reports[1].game_table", "no game of players 1 and 5 at table 1"},
		{"report opponent", editV7(`"rounds": [`, `"reports": [{"round": 1, "player": 1, "opponent": 1, "result": "won", "at": "2026-08-01T07:55:00Z"}], "rounds": [`),
			"reports[1].opponent", "not a registered opponent"},
		{"v1 fixed table", edit(`"name": "C"`, `"name": "C", "fixed_table": 3`), "players[3].fixed_table", "version-1 file has none"},
		{"v2 fixed table", edit2(`"name": "C"`, `"name": "C", "fixed_table": 3`), "players[3].fixed_table", "version-2 file has none"},
		{"v2 avoid pairs", edit2(`"rounds": 3`, `"rounds": 3, "avoid_pairs": []`), "settings.avoid_pairs", "version-2 file has none"},
		{"v2 left-out tables", edit2(`"rounds": 3`, `"rounds": 3, "left_out_tables": []`), "settings.left_out_tables", "unknown field"},
		{"avoid pair player", editV3(`"rounds": 3`, `"rounds": 3, "avoid_pairs": [[1, 2], [5, 4]]`), "settings.avoid_pairs[2]", "no player has the id 4"},
		{"avoid pair same player", editV3(`"rounds": 3`, `"rounds": 3, "avoid_pairs": [[5, 5]]`), "settings.avoid_pairs[1]", "player 5 twice"},
		{"avoid pair of three", editV3(`"rounds": 3`, `"rounds": 3, "avoid_pairs": [[1, 2, 5]]`), "settings.avoid_pairs[1]", "two player ids, not 3"},
		{"avoid pair text", editV3(`"rounds": 3`, `"rounds": 3, "avoid_pairs": [["A", "B"]]`), "settings.avoid_pairs[1][1]", "want a whole number"},
		{"left-out round twice", editV3(`"rounds": 3`, `"rounds": 3, "left_out_tables": [{"round": 2, "tables": [1]}, {"round": 2, "tables": [3]}]`),
			"settings.left_out_tables[2].round", "round 2 is given twice"},
		{"left-out round", editV3(`"rounds": 3`, `"rounds": 3, "left_out_tables": [{"round": 4, "tables": [1]}]`),
			"settings.left_out_tables", "round 4: round 4 does not exist"},
		{"left-out table", editV3(`"rounds": 3`, `"rounds": 3, "left_out_tables": [{"round": 2, "tables": [0]}]`),
			"settings.left_out_tables", "round 2: table 0 does not exist"},
		{"fixed table", editV3(`"name": "C"`, `"name": "C", "fixed_table": -2`), "players[3].fixed_table", "not -2"},
		{"v2 teams", edit2(`"rounds": [`, `"teams": {"team_size": 0}, "rounds": [`), "teams", "unknown field: a version-2 file"},
		{"teams of individuals", edit3(`"list": []`, `"list": [{"id": 1, "players": [1, 2]}]`), "teams.team_size", "individual tournament"},
		{"team size", edit3(`"team_size": 2`, `"team_size": 7`), "teams.team_size", "2 to 6 boards"},
		{"team kind", edit3(`"kind": "boards"`, `"kind": "pairs"`), "teams.kind", "boards, pair-go or rengo"},
		{"team colours", edit3(`"kind": "boards"`, `"colours": "random"`), "teams.colours", "a-black-first"},
		{"team criterion", edit3(`"kind": "boards"`, `"criteria": ["SOS"]`), "teams.criteria", "unknown criterion"},
		{"team player", edit3(`"players": [1, 2]`, `"players": [1, 4]`), "teams.list", "unknown player 4"},
		{"team player twice", edit3(`"players": [5, 6]`, `"players": [5, 2]`), "teams.list", "in teams"},
		{"team lineup", edit3(`"lineups": []`, `"lineups": [{"round": 1, "players": [2, 2]}]`), "teams.list", "two boards"},
		{"team lineup twice", edit3(`"lineups": []`, `"lineups": [{"round": 1, "players": [2, 1]}, {"round": 1, "players": [1, 2]}]`),
			"teams.list[1].lineups[2].round", "two lineups"},
		{"match team", edit3(`"team_b": 2`, `"team_b": 1`), "teams.matches[1].team_b", "no other team"},
		{"match table", edit3(`"tables": [1]`, `"tables": [2]`), "teams.matches[1].tables", "no game at table 2"},
		{"match boards", edit3(`"tables": [1]`, `"tables": [1, 1]`), "teams.matches[1].tables", "2 tables for 1 boards"},
		{"match round", edit3(`"matches": [{"round": 1`, `"matches": [{"round": 9`), "teams.matches[1].round", "not a round"},
		{"team bye", edit3(`"byes": []`, `"byes": [{"round": 1, "team": 9}]`), "teams.byes[1].team", "no team has id 9"},
		{"newer version with new fields", edit(`"version": 1,`, `"version": 10, "teams": [1],`), "version", "version 10"},
		{"version zero", edit(`"version": 1`, `"version": 0`), "version", "not a version"},
		{"no version", edit(`"version": 1,`, ``), "version", "missing"},
		{"not a backup", `{"Tournament": {}}`, "format", "missing"},
		{"other format", edit(`"hoshi-backup"`, `"opengotha"`), "format", "no hoshi backup"},
		{"cut short", minimal[:100], "", "cut short"},
		{"syntax", edit(`"rank": "3k"}`, `"rank": "3k",}`), "", "not valid JSON at line 3, column 50: invalid character '}'"},
		{"list", `[1, 2]`, "", "not a JSON object"},
		{"trailing", minimal + `{}`, "", "goes on after"},
		{"unknown field", edit(`"name": "B"`, `"name": "B", "nick": "b"`), "players[2].nick", "unknown field"},
		{"unknown setting", edit(`"rounds": 3`, `"rounds": 3, "roudns": 4`), "settings.roudns", "unknown field"},
		{"wrong kind", edit(`"handicap": 4`, `"handicap": "4"`), "rounds[1].games[1].handicap", `want a whole number, found text "4"`},
		{"fraction", edit(`"handicap": 4`, `"handicap": 4.5`), "rounds[1].games[1].handicap", "want a whole number, found 4.5"},
		{"missing player", edit(`"white": 2`, `"white": 9`), "rounds[1].games[1].white", "player 9 is not in players"},
		{"missing bye player", edit(`"bye": 5`, `"bye": 6`), "rounds[1].bye", "player 6 is not in players"},
		{"twice in a round", edit(`"bye": 5`, `"bye": 2`), "rounds[1].bye", "already plays in this round"},
		{"same player twice", edit(`"black": 1`, `"black": 2`), "rounds[1].games[1].black", "already plays"},
		{"no white", edit(`"white": 2, `, ``), "rounds[1].games[1].white", "missing"},
		{"round out of range", edit(`"round": 1`, `"round": 4`), "rounds[1].round", "rounds 1 to 3"},
		{"table zero", edit(`"table": 1`, `"table": 0`), "rounds[1].games[1].table", "table 0"},
		{"half komi", edit(`"komi": 0.5`, `"komi": 0.25`), "rounds[1].games[1].komi", "not a whole or half"},
		{"result", edit(`"komi": 0.5`, `"komi": 0.5, "result": "W+R"`), "rounds[1].games[1].result", `"W+R" is not a result`},
		{"rank", edit(`"rank": "1d"`, `"rank": "1x"`), "players[2].rank", `unknown rank "1x"`},
		{"player id", edit(`"id": 5`, `"id": 0`), "players[3].id", "missing"},
		{"player name", edit(`"name": "C"`, `"name": " "`), "players[3].name", "missing"},
		{"player id twice", edit(`"id": 5`, `"id": 2`), "players[3].id", "given twice"},
		{"player twice", edit(`"name": "C"`, `"name": "b"`), "players[3].name", "registered twice"},
		{"settings", edit(`"rounds": 3`, `"rounds": 30`), "settings.rounds", "1 to 20 rounds"},
		{"criterion", edit(`"rounds": 3`, `"rounds": 3, "criteria": ["MMS", "SOS"]`), "settings.criteria[2]", "unknown placement criterion"},
		{"system", edit(`"rounds": 3`, `"rounds": 3, "system": "knockout"`), "settings.system", `"knockout" is not one of`},
		{"category kind", edit2(`"rounds": [`, `"categories": [{"name": "kids"}], "rounds": [`), "categories[1].kind", "not a kind of category"},
		{"category name", edit2(`"rounds": [`, `"categories": [{"kind": "women"}], "rounds": [`), "categories[1].name", "no name"},
		{"category twice", edit2(`"rounds": [`, `"categories": [{"name": "w", "kind": "women"}, {"name": "w", "kind": "label"}], "rounds": [`),
			"categories[2].name", "given twice"},
		{"category ranks", edit2(`"rounds": [`, `"categories": [{"name": "k", "kind": "ranks", "strongest": "5k", "weakest": "1d"}], "rounds": [`),
			"categories[1].strongest", "weaker than its weakest"},
		{"category rank", edit2(`"rounds": [`, `"categories": [{"name": "k", "kind": "ranks", "strongest": "5q"}], "rounds": [`),
			"categories[1].strongest", `unknown rank "5q"`},
		{"junior date", edit2(`"rounds": [`, `"categories": [{"name": "j", "kind": "junior", "born_from": "2008"}], "rounds": [`),
			"categories[1].born_from", "not a date"},
		{"junior no date", edit2(`"rounds": [`, `"categories": [{"name": "j", "kind": "junior"}], "rounds": [`),
			"categories[1].born_from", "first birth date"},
		{"country", edit2(`"rounds": [`, `"categories": [{"name": "c", "kind": "country", "value": "Czechia"}], "rounds": [`),
			"categories[1].value", "two letters"},
		{"label player", edit2(`"rounds": [`, `"categories": [{"name": "g", "kind": "label", "players": [1, 4]}], "rounds": [`),
			"categories[1].players[2]", "player 4 is not in players"},
		{"category field", edit2(`"rounds": [`, `"categories": [{"name": "w", "kind": "women", "age": 3}], "rounds": [`),
			"categories[1].age", "unknown field"},
		{"prize category", edit2(`"rounds": [`, `"categories": [{"name": "w", "kind": "women"}], "prizes": [{"name": "1st"}, {"name": "x", "category": "women"}], "rounds": [`),
			"prizes[2].category", `no category "women"`},
		{"prize name", edit2(`"rounds": [`, `"prizes": [{"category": ""}], "rounds": [`), "prizes[1].name", "missing"},
		{"born", edit2(`"name": "C"`, `"name": "C", "born": "1.2.1990"`), "players[3].born", "not a date"},
		{"woman", edit2(`"name": "C"`, `"name": "C", "woman": "yes"`), "players[3].woman", "want true or false"},
		{"closes", edit2(`"rounds": [`, `"registration": {"open": true, "closes": "tomorrow"}, "rounds": [`), "registration.closes", "not a date"},
		{"registration field", edit2(`"rounds": [`, `"registration": {"opens": true}, "rounds": [`), "registration.opens", "unknown field"},
		{"sign-up player", edit2(`"rounds": [`, `"sign_ups": [{"player": 3, "email": "a@b.c"}], "rounds": [`), "sign_ups[1].player", "player 3 is not in players"},
		{"sign-up no player", edit2(`"rounds": [`, `"sign_ups": [{"email": "a@b.c"}], "rounds": [`), "sign_ups[1].player", "missing"},
		{"sign-up twice", edit2(`"rounds": [`, `"sign_ups": [{"player": 5}, {"player": 1}, {"player": 5}], "rounds": [`), "sign_ups[3].player", "also sign_ups[1]"},
		{"sign-up time", edit2(`"rounds": [`, `"sign_ups": [{"player": 5, "at": "noon"}], "rounds": [`), "sign_ups[1].at", "not a time"},
		{"sign-up field", edit2(`"rounds": [`, `"sign_ups": [{"player": 5, "address": "10.0.0.1"}], "rounds": [`), "sign_ups[1].address", "unknown field"},
		{"audit game", edit(`]}]}`, `]}], "audit": [{"round": 1, "table": 1, "game_table": 2, "old": "?", "new": "w"}]}`),
			"audit[1].game_table", "no game at table 2"},
		{"audit time", edit(`]}]}`, `]}], "audit": [{"round": 1, "table": 1, "old": "?", "new": "w", "at": "yesterday"}]}`),
			"audit[1].at", "not a time"},
		{"record details", edit(`"komi": 0.5`, `"komi": 0.5, "records": [{"sgf": "(;)", "details": [1]}]`),
			"rounds[1].games[1].records[1].details", "want an object or text"},
		{"name with NUL", edit(`"name": "C"`, `"name": "C\u0000"`), "players[3].name", "control character"},
		{"first name on two lines", edit(`"name": "C"`, `"name": "C", "first_name": "a\nb"`), "players[3].first_name", "line break"},
		{"club with a tab", edit(`"name": "C"`, `"name": "C", "club": "a\tb"`), "players[3].club", "control character"},
		{"name of 10,000 characters", edit(`"name": "C"`, `"name": "`+strings.Repeat("x", 10_000)+`"`), "players[3].name",
			"the family name is 10000 characters long; at most 80"},
		{"tournament name on two lines", edit(`"name": "Club evening"`, `"name": "Club\nevening"`), "settings.name", "line break"},
		{"record that does not parse", edit(`"komi": 0.5`, `"komi": 0.5, "records": [{"sgf": "(;B[dd]"}]`),
			"rounds[1].games[1].records[1].sgf", "not a valid SGF file"},
		{"record without a game", edit(`"komi": 0.5`, `"komi": 0.5, "records": [{"sgf": ""}]`),
			"rounds[1].games[1].records[1].sgf", "SGF"},
		{"9x9 record", edit(`"komi": 0.5`, `"komi": 0.5, "records": [{"sgf": "(;SZ[9];B[ee])"}]`),
			"rounds[1].games[1].records[1].sgf", "played on a 9x9 board (SZ[9]), but the tournament plays on 19x19"},
		{"role", editV4(`"rounds": [`, `"roles": [{"user": "jana", "role": "referee"}], "rounds": [`), "roles[1].role", `"referee" is not a role`},
		{"role without user", editV4(`"rounds": [`, `"roles": [{"role": "desk"}], "rounds": [`), "roles[1].user", "missing"},
		{"role twice", editV4(`"rounds": [`, `"roles": [{"user": "Jana", "role": "desk"}, {"user": "jana", "role": "director"}], "rounds": [`),
			"roles[2].user", "has a role twice (also roles[1])"},
		{"role of an e-mail", editV4(`"rounds": [`, `"roles": [{"user": "j@x.cz", "role": "desk"}], "rounds": [`), "roles[1].user", "without @"},
		{"dead twice", edit(`"komi": 0.5`, `"komi": 0.5, "records": [{"sgf": "(;)", "details": {"dead": ["A1"]}}]`),
			"rounds[1].games[1].records[1].details.dead", "belong in the record's field dead"},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := Unmarshal([]byte(c.file))
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v, %v; want an *Error on %s", b, err, c.field)
			}
			if e.Field != c.field || !strings.Contains(e.Msg, c.msg) {
				t.Errorf("got %q on %q; want %q on %q", e.Msg, e.Field, c.msg, c.field)
			}
		})
	}
}

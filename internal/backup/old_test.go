package backup

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// oldFile is a backup in testdata written by the hoshi of one commit (write_old.sh), with the
// fields that hoshi kept (the features of old_test.go.in) and the notes a restore must give.
type oldFile struct {
	name     string
	features string
	notes    []string
}

// oldFiles are the backups of testdata: one written at each commit where the format's fields
// changed (docs/FORMATS.md, "The versions as written").
// Every one of them holds a jigo on a half-point komi (round 2 table 1), which an older hoshi
// stored: the restore gives that game a whole komi and says so ("half_komi_jigo").
var oldFiles = []oldFile{
	{"v1-bc611a9", "", []string{"prisoners_per_rank", "unranked", "registration", "categories", "prizes", "sign_ups",
		"details", "language", "time_zone", "constraints", "teams", "roles", "half_komi_jigo"}},
	{"v1-3777740", "pr unr dup", []string{"registration", "categories", "prizes", "sign_ups", "details", "language",
		"time_zone", "constraints", "teams", "roles", "duplicate_name", "half_komi_jigo"}},
	{"v1-9bd9fed", "pr unr reg", []string{"language", "time_zone", "constraints", "teams", "roles", "half_komi_jigo"}},
	{"v2-a89269f", "pr unr reg", []string{"language", "time_zone", "constraints", "teams", "roles", "half_komi_jigo"}},
	{"v2-a7f28ff", "pr unr reg lang", []string{"constraints", "teams", "roles", "half_komi_jigo"}},
	{"v3-84486c4", "pr unr reg lang cons", []string{"teams", "roles", "half_komi_jigo"}},
	{"v3-8fb76b7", "pr unr reg lang teams", []string{"constraints", "roles", "half_komi_jigo"}},
	{"v3-7e2c8f5", "pr unr reg lang cons teams dup", []string{"roles", "duplicate_name", "half_komi_jigo"}},
	{"v4-6177f66", "pr unr reg lang cons teams dup roles", []string{"duplicate_name", "half_komi_jigo"}},
	{"v6-ee86578", "pr unr reg lang cons teams dup roles", []string{"duplicate_name", "half_komi_jigo"}},
	{"v7-257eccc", "pr unr reg lang cons teams dup roles", []string{"duplicate_name", "half_komi_jigo"}},
	{"v8-f2f5f14", "pr unr reg lang cons teams dup roles", []string{"duplicate_name", "half_komi_jigo"}},
}

// oldWant is the backup of old_test.go.in as a reader must give it back from a file with the
// given features: the values written there, and for what the file lacks the documented
// defaults of a 9x9 tournament, worked out here by hand.
func oldWant(features string) *Backup {
	has := func(f string) bool { return slices.Contains(strings.Fields(features), f) }
	at := func(h, m int) time.Time { return time.Date(2026, 9, 12, h, m, 0, 0, time.UTC) }
	day := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
	s := tournament.DefaultSettings()
	s.Name, s.Place, s.Country, s.Director = "Club evening 9x9", "Brno", "CZ", "Jana Malá"
	s.Begin = day(2026, 9, 12)
	s.Rounds, s.BoardSize, s.Komi = 3, 9, 11
	s.Handicap.Kind, s.Handicap.Ceiling, s.Handicap.Correction = tournament.HandicapRankDifference, 3, 0
	// A file without the prisoners per rank: the 9x9 board's 1 (5 x 81/361 = 1.1, rounded).
	s.Handicap.PrisonersPerRank = 1
	if has("pr") {
		s.Handicap.PrisonersPerRank = 2
	}
	if has("lang") {
		s.Language, s.TimeZone = "cs", "Europe/Prague"
	}
	if has("cons") {
		s.AvoidPairs = []tournament.PlayerPair{{1, 6}}
		s.LeftOutTables = map[int][]int{3: {1}}
	}
	s.Extra = map[string]string{"Tournament.dataVersion": "201"}
	players := []tournament.Player{
		{ID: 1, Name: "Dvořák", FirstName: "Jan", Rank: rank.Dan(2), Rating: 2180, Club: "Brno", Country: "CZ", EGDPin: "13000123"},
		{ID: 2, Name: "Nováková", FirstName: "Eva", Rank: rank.Kyu(3), Rating: 1720, Club: "Praha", Country: "CZ",
			MMSCorrection: 1, Absent: []int{3}},
		{ID: 3, Name: "Virtanen", FirstName: "Aino", Rank: rank.Kyu(8), Rating: 1210, Club: "Hki", Country: "FI",
			Status: tournament.Preliminary, Extra: map[string]string{"agaId": "77"}},
		{ID: 4, Name: "Schmidt", FirstName: "Karl", Rank: rank.Kyu(12), Country: "DE", RankFromList: true, Unranked: has("unr")},
		{ID: 6, Name: "Dupont", FirstName: "Luc", Rank: rank.Kyu(15), Country: "FR"},
	}
	if has("cons") {
		players[4].FixedTable = 2
	}
	if has("dup") {
		// Both spellings are kept, the second under a first name of its own.
		players = append(players, tournament.Player{ID: 7, Name: "Dvor\u030ca\u0301k", FirstName: "Jan (2)", Rank: rank.Kyu(1),
			Absent: []int{1, 2, 3}})
	}
	b := &Backup{
		Tournament: tournament.Tournament{Settings: s, Players: players,
			Games: []tournament.Game{
				{Round: 1, Table: 1, White: 1, Black: 2, Handicap: 3, Komi: 1, Prisoners: 4, Result: tournament.WhiteWins, KnownColor: true},
				{Round: 1, Table: 2, White: 3, Black: 4, Handicap: 3, Komi: 1, Result: tournament.BlackWins, KnownColor: true},
				// Written with the jigo on a handicap game's komi 0.5, as hoshi then took it: the
				// reader keeps the jigo and gives the game the whole komi 0, with a note.
				{Round: 2, Table: 1, White: 1, Black: 3, Handicap: 3, Komi: 0, Prisoners: 10, Result: tournament.Jigo, KnownColor: true},
				{Round: 2, Table: 2, White: 6, Black: 4, Komi: 11, Result: tournament.BothLose, ByDefault: true},
			},
			Byes: []tournament.Bye{{Round: 1, Player: 6}, {Round: 2, Player: 2}}},
		Records: []Record{
			{Round: 1, Table: 1, SGF: "(;GM[1]FF[4]SZ[9]KM[0.5]HA[3]AB[cc][gg][gc];W[ee];B[ce])", Score: "W+3.5",
				Details: `{"dead":["C5"],"result":"W+3.5"}`, UploadedAt: at(10, 5), UploadedBy: "director@127.0.0.1"},
			{Round: 2, Table: 1, SGF: "(;GM[1]SZ[9];B[ee];W[cc])", Score: "0", Details: `{}`, UploadedAt: at(12, 0), UploadedBy: "api"},
		},
		Audit: []AuditEntry{
			{Round: 1, Table: 1, GameTable: 1, Old: tournament.Unknown, New: tournament.WhiteWins, At: at(11, 0), By: "director@127.0.0.1"},
			{Round: 1, Table: 2, GameTable: 2, Old: tournament.Unknown, New: tournament.BlackWins, At: at(11, 2), By: "api"},
			{Round: 2, Table: 2, GameTable: 2, Old: tournament.Unknown, New: tournament.BothLose, NewByDefault: true, At: at(13, 0), By: "api"},
		},
		SourceID: 7, CreatedAt: at(7, 0), Revision: 55, WrittenAt: at(18, 0),
	}
	if has("reg") {
		b.Registration = tournament.Registration{Open: true, Closes: day(2026, 9, 10)}
		b.Categories = []tournament.Category{{Name: "women", Kind: tournament.CategoryWomen},
			{Name: "juniors", Kind: tournament.CategoryJunior, BornFrom: day(2008, 1, 1)},
			{Name: "guests", Kind: tournament.CategoryLabel, Players: []tournament.PlayerID{6}}}
		b.Prizes = []tournament.Prize{{Name: "1st"}, {Name: "Best woman", Category: "women"}}
		b.Details = map[tournament.PlayerID]tournament.PlayerDetails{2: {Born: day(1990, 5, 4), Woman: true},
			3: {Born: day(2010, 2, 3), Woman: true}}
		b.SignUps = []SignUp{{Player: 3, Email: "aino@example.fi", At: at(8, 30)}}
	}
	if has("teams") {
		b.TeamSettings = team.Settings{Size: 2, Kind: team.Boards, Colours: team.AlternateABlackFirst, Strength: team.MeanRank,
			Criteria: []team.Criterion{"TEAMP", "BDW"}}
		b.Teams = []team.Team{{ID: 1, Name: "Morava", Players: []tournament.PlayerID{2, 3}, Absent: []int{3},
			Lineups: map[int][]tournament.PlayerID{2: {3, 2}}}, {ID: 2, Name: "Europa", Players: []tournament.PlayerID{1, 4}}}
		b.Matches = []team.Match{{Round: 1, A: 1, B: 2, Tables: []int{1, 2}}}
		b.TeamByes = []team.Bye{{Round: 2, Team: 2}}
	}
	if has("roles") {
		b.Roles = []Role{{User: "eva", Role: RoleDesk}, {User: "Jana", Role: RoleDirector}}
	}
	return b
}

// TestRestoresEveryOlderVersion reads the backups written by every earlier hoshi whose format
// differed (testdata, write_old.sh): every field comes back as written, what the file lacks
// takes the default of its own 9x9 board, and a note names each thing the file could not carry.
func TestRestoresEveryOlderVersion(t *testing.T) {
	for _, o := range oldFiles {
		t.Run(o.name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", o.name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := Unmarshal(data)
			if err != nil {
				t.Fatal(err)
			}
			want := oldWant(o.features)
			if !reflect.DeepEqual(got.Tournament.Settings, want.Tournament.Settings) {
				t.Errorf("settings\n got %+v\nwant %+v", got.Tournament.Settings, want.Tournament.Settings)
			}
			if !reflect.DeepEqual(got.Tournament.Players, want.Tournament.Players) {
				t.Errorf("players\n got %+v\nwant %+v", got.Tournament.Players, want.Tournament.Players)
			}
			if !reflect.DeepEqual(got.Tournament.Games, want.Tournament.Games) || !reflect.DeepEqual(got.Tournament.Byes, want.Tournament.Byes) {
				t.Errorf("games %+v byes %+v\nwant %+v %+v", got.Tournament.Games, got.Tournament.Byes, want.Tournament.Games, want.Tournament.Byes)
			}
			if len(got.Records) != len(want.Records) {
				t.Fatalf("records %+v", got.Records)
			}
			for i := range want.Records {
				g, w := got.Records[i], want.Records[i]
				if !sameJSON(g.Details, w.Details) {
					t.Errorf("record %d details %s, want %s", i, g.Details, w.Details)
				}
				g.Details, w.Details = "", ""
				if g != w {
					t.Errorf("record %d\n got %+v\nwant %+v", i, g, w)
				}
			}
			for _, c := range []struct {
				what      string
				got, want any
			}{
				{"audit", got.Audit, want.Audit}, {"registration", got.Registration, want.Registration},
				{"categories", got.Categories, want.Categories}, {"prizes", got.Prizes, want.Prizes},
				{"details", got.Details, want.Details}, {"sign-ups", got.SignUps, want.SignUps},
				{"team settings", got.TeamSettings, want.TeamSettings}, {"teams", got.Teams, want.Teams},
				{"matches", got.Matches, want.Matches}, {"team byes", got.TeamByes, want.TeamByes},
				{"roles", got.Roles, want.Roles},
				{"source", []any{got.SourceID, got.Revision, got.CreatedAt, got.WrittenAt}, []any{want.SourceID, want.Revision, want.CreatedAt, want.WrittenAt}},
			} {
				if !reflect.DeepEqual(c.got, c.want) {
					t.Errorf("%s\n got %+v\nwant %+v", c.what, c.got, c.want)
				}
			}
			var keys []string
			for _, n := range got.Notes {
				keys = append(keys, n.Key)
			}
			if !slices.Equal(keys, o.notes) {
				t.Errorf("notes %v\nwant %v", keys, o.notes)
			}
			for _, n := range got.Notes {
				switch n.Key {
				case "prisoners_per_rank":
					if n.Msg != "the file does not give the prisoners per rank beyond the handicap ceiling (written before hoshi kept them): 1, the default of a 9x9 board, is used" {
						t.Errorf("note %q", n.Msg)
					}
				case "duplicate_name":
					if n.Field != "players[6].name" || !strings.Contains(n.Msg, "also players[1]") || !strings.Contains(n.Msg, "restored as Dvořák Jan (2)") {
						t.Errorf("note %s", n)
					}
				case "roles":
					if !strings.HasPrefix(n.Msg, "a version-"+o.name[1:2]+" file does not carry the tournament's co-directors") {
						t.Errorf("note %q", n.Msg)
					}
				}
			}
		})
	}
}

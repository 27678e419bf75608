package export

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func readTestdata(t *testing.T, name string) (*tournament.Tournament, *ImportReport) {
	t.Helper()
	f, err := os.Open(testdata.Path(t, "opengotha", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr, rep, err := ReadOpenGotha(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return tr, rep
}

func gamesPerRound(tr *tournament.Tournament) []int {
	n := make([]int, tr.Settings.Rounds)
	for _, g := range tr.Games {
		n[g.Round-1]++
	}
	return n
}

func playerByKey(t *testing.T, tr *tournament.Tournament, key string) *tournament.Player {
	t.Helper()
	for i := range tr.Players {
		if tr.Players[i].Key() == key {
			return &tr.Players[i]
		}
	}
	t.Fatalf("no player %s", key)
	return nil
}

func TestReadOpenGothaCounts(t *testing.T) {
	tests := []struct {
		file     string
		players  int
		perRound []int
		byes     []tournament.Bye
	}{
		{"juvisy.xml", 19, []int{9, 9, 9, 9}, nil},
		{"simplemm.xml", 16, []int{8, 8, 8, 8, 8}, nil},
		// notsimplemm: Robin Clé (4th) has the bye in round 1, Goloubkov (7th) in round 3,
		// Durand (9th) in round 5.
		{"notsimplemm.xml", 9, []int{4, 4, 3, 4, 4}, []tournament.Bye{{Round: 1, Player: 4}, {Round: 3, Player: 7}, {Round: 5, Player: 9}}},
	}
	for _, tt := range tests {
		tr, _ := readTestdata(t, tt.file)
		if len(tr.Players) != tt.players {
			t.Errorf("%s: %d players, want %d", tt.file, len(tr.Players), tt.players)
		}
		for i, p := range tr.Players {
			if p.ID != tournament.PlayerID(i+1) {
				t.Errorf("%s: player %d has id %d", tt.file, i+1, p.ID)
			}
		}
		if got := gamesPerRound(tr); !slices.Equal(got, tt.perRound) {
			t.Errorf("%s: games per round %v, want %v", tt.file, got, tt.perRound)
		}
		if !slices.Equal(tr.Byes, tt.byes) {
			t.Errorf("%s: byes %v, want %v", tt.file, tr.Byes, tt.byes)
		}
	}
}

func TestReadOpenGothaJuvisyValues(t *testing.T) {
	tr, rep := readTestdata(t, "juvisy.xml")

	vargas := tr.Players[1]
	if vargas.Name != "Vargas" || vargas.FirstName != "Olga" || vargas.Rank != rank.Kyu(5) ||
		vargas.Rating != 1603 || vargas.Club != "95Va" || vargas.Country != "FR" ||
		!slices.Equal(vargas.Absent, []int{1}) || vargas.Status != tournament.Final {
		t.Errorf("Vargas read as %+v", vargas)
	}
	if vargas.Extra["ffgLicence"] != "1100070" || vargas.Extra["ratingOrigin"] != "FFG : -447" ||
		vargas.Extra["grade"] != "5K" {
		t.Errorf("Vargas extras %v", vargas.Extra)
	}
	daguenet := tr.Players[18]
	if want := []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}; !slices.Equal(daguenet.Absent, want) {
		t.Errorf("Daguenet absent %v, want %v", daguenet.Absent, want)
	}
	if nemo := tr.Players[6]; nemo.Key() != "NEMOANDRÉ" {
		t.Errorf("7th player key %q", nemo.Key())
	}

	// <Game blackPlayer="REBELOMANUELA" handicap="9" result="RESULT_WHITEWINS" roundNumber="4"
	// tableNumber="9" whitePlayer="RAVERASYLVAIN"/>: Ravera is the 10th player, Rebelo the 1st.
	want := tournament.Game{Round: 4, Table: 9, White: 10, Black: 1, Handicap: 9, Komi: 1,
		Result: tournament.WhiteWins, KnownColor: true}
	if !slices.Contains(tr.Games, want) {
		t.Errorf("game Ravera-Rebelo round 4 not read as %+v", want)
	}
	// <Game blackPlayer="DAGUENETMATHIEU" handicap="0" result="RESULT_WHITEWINS" roundNumber="1"
	// tableNumber="1" whitePlayer="MINIERIDAVIDE"/>: an even game gets the tournament komi 7.5.
	want = tournament.Game{Round: 1, Table: 1, White: 16, Black: 19, Komi: 15,
		Result: tournament.WhiteWins, KnownColor: true}
	if !slices.Contains(tr.Games, want) {
		t.Errorf("game Minieri-Daguenet round 1 not read as %+v", want)
	}

	s := tr.Settings
	if s.Name != "Tournoi de Juvisy" || s.ShortName != "Tournoi de Juvisy" || s.Place != "Juvisy" ||
		s.Director != "Brice CHARTIER" || s.Rounds != 4 || s.BoardSize != 19 || s.Komi != 15 {
		t.Errorf("general settings %+v", s)
	}
	if !s.Begin.Equal(time.Date(2019, 10, 26, 0, 0, 0, 0, time.UTC)) || !s.End.Equal(time.Date(2019, 10, 28, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("dates %v %v", s.Begin, s.End)
	}
	if s.Time.Kind != tournament.JapaneseByoYomi || s.Time.BasicMinutes != 60 || s.Time.PeriodSeconds != 30 ||
		s.Time.Stones != 15 || s.Time.StonesSeconds != 300 || s.Time.IncrementSeconds != 10 {
		t.Errorf("time %+v", s.Time)
	}
	if s.Bar != rank.Dan(4) || s.Floor != rank.Kyu(20) || s.AbsentPoints != 1 || s.ByePoints != 2 ||
		s.NBWAbsentPoints != 0 || s.NBWByePoints != 2 || !s.RoundDown || s.System != tournament.McMahon {
		t.Errorf("McMahon settings %+v", s)
	}
	if h := s.Handicap; h.Kind != tournament.HandicapMMS || h.BasedOnRank || h.NoHandicapThreshold != rank.Dan(1) ||
		h.Correction != 1 || h.Ceiling != 9 {
		t.Errorf("handicap %+v", h)
	}
	if !slices.Equal(s.Criteria, []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM, tournament.CritSOSOSM}) {
		t.Errorf("criteria %v", s.Criteria)
	}
	p := s.Pairing
	if p.AvoidDuplicateGame != 500000000000000 || p.BalanceWB != 1000000 || !p.Deterministic ||
		p.SeedSystem1 != tournament.SplitAndRandom || p.SeedSystem2 != tournament.SplitAndSlip ||
		p.DUDDUpperMode != tournament.DUDDMid || p.AdditionalPlacementCritSystem1 != tournament.CritRating ||
		p.AdditionalPlacementCritSystem2 != "" || p.NbWinsThresholdActive || p.RankThreshold != rank.Dan(1) ||
		p.PreferMMSDiffRatherThanSameClubsGroup != 2 || p.PreferMMSDiffRatherThanSameClub != 3 {
		t.Errorf("pairing %+v", p)
	}
	for k, v := range map[string]string{
		"GeneralParameterSet.genMMZero":            "30K",
		"PairingParameterSet.paiStandardNX1Factor": "0.5",
		"DPParameterSet.playerSortType":            "name",
		"Tournament.gothaVersion":                  "348",
	} {
		if s.Extra[k] != v {
			t.Errorf("Extra[%s] = %q, want %q", k, s.Extra[k], v)
		}
	}
	if teams := s.Extra["xml:Tournament/Teams"]; !strings.Contains(teams, `player="MOSCARDOLÉO"`) {
		t.Errorf("teams not kept: %.100q", teams)
	}
	if len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "6 teams") {
		t.Errorf("warnings %q, want one about the 6 teams", rep.Texts())
	}
}

func TestReadOpenGothaNotSimple(t *testing.T) {
	tr, rep := readTestdata(t, "notsimplemm.xml")
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings %q", rep.Texts())
	}
	s := tr.Settings
	if s.Time.Kind != tournament.SuddenDeath || s.Time.BasicMinutes != 5 || s.Bar != rank.Dan(1) ||
		s.Pairing.SeedSystem1 != tournament.SplitAndSlip {
		t.Errorf("settings %+v", s)
	}
	if got := playerByKey(t, tr, "LEVEQUECAMILLE").Absent; !slices.Equal(got, []int{3, 4}) {
		t.Errorf("Leveque absent %v, want [3 4]", got)
	}
	if got := playerByKey(t, tr, "ROBINCLÉ").Rank; got != rank.Kyu(11) {
		t.Errorf("Robin Clé rank %v", got)
	}
}

// ogDoc builds a small OpenGotha file; the players start on line 4.
func ogDoc(encoding string, lines ...string) string {
	return `<?xml version="1.0" encoding="` + encoding + `"?>
<Tournament dataVersion="201">
<Players>
` + strings.Join(lines, "\n") + "\n</Tournament>\n"
}

const (
	ogAlice = `<Player name="Alice" firstName="Ann" rank="5K" participating="11111111111111111111"/>`
	ogBob   = `<Player name="Bob" firstName="Bo" rank="1D" participating="11111111111111111111"/>`
)

func TestReadOpenGothaSmall(t *testing.T) {
	doc := ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<Games>",
		`<Game roundNumber="2" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN" handicap="3" result="RESULT_BLACKWINS_BYDEF"/>`,
		"</Games>")
	tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := tournament.Game{Round: 2, Table: 1, White: 2, Black: 1, Handicap: 3, Komi: 1,
		Result: tournament.BlackWins, ByDefault: true, KnownColor: true}
	if len(tr.Games) != 1 || tr.Games[0] != want {
		t.Errorf("games %+v, want %+v", tr.Games, want)
	}
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings %q", rep.Texts())
	}
	// No parameter sets: hoshi's defaults.
	if !slices.Equal(tr.Settings.Criteria, tournament.DefaultSettings().Criteria) {
		t.Errorf("criteria %v", tr.Settings.Criteria)
	}
}

func TestReadOpenGothaLatin1(t *testing.T) {
	doc := ogDoc("ISO-8859-1", `<Player name="Robin" firstName="Cl`+"\xe9"+`" rank="10K"/>`, "</Players>")
	tr, _, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Players[0].FirstName; got != "Clé" {
		t.Errorf("first name %q, want Clé", got)
	}
}

func TestReadOpenGothaErrors(t *testing.T) {
	tests := []struct {
		name, doc string
		line      int
		msg       string
	}{
		{"unknown rank", ogDoc("UTF-8", ogAlice, `<Player name="Carl" firstName="C" rank="7Q"/>`, "</Players>"), 5, `rank="7Q"`},
		{"unknown player", ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<Games>",
			`<Game roundNumber="1" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN"/>`,
			`<Game roundNumber="2" tableNumber="1" whitePlayer="BOBBO" blackPlayer="CARLC"/>`,
			"</Games>"), 9, `"CARLC"`},
		{"unknown bye player", ogDoc("UTF-8", ogAlice, "</Players>", "<ByePlayers>",
			`<ByePlayer roundNumber="1" player="ZED"/>`, "</ByePlayers>"), 7, `"ZED"`},
		{"plays twice", ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<Games>",
			`<Game roundNumber="1" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN"/>`,
			"</Games>", "<ByePlayers>", `<ByePlayer roundNumber="1" player="ALICEANN"/>`, "</ByePlayers>"), 11, "already plays in round 1"},
		{"bad result", ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<Games>",
			`<Game roundNumber="1" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN" result="WHITE"/>`,
			"</Games>"), 8, `result="WHITE"`},
		{"duplicate player", ogDoc("UTF-8", ogAlice, ogBob, `<Player name="Ali ce" firstName="Ann" rank="3K"/>`, "</Players>"), 6, "twice"},
		{"truncated", ogDoc("UTF-8", ogAlice, ogBob)[:len(ogDoc("UTF-8", ogAlice, ogBob))-len("\n</Tournament>\n")] + "\n<Player name=\"X", 6, ""},
		{"latin-1 bytes declared UTF-8", ogDoc("UTF-8", ogAlice, `<Player name="Robin" firstName="Cl`+"\xe9"+`" rank="10K"/>`, "</Players>"), 5, "UTF-8"},
		{"unknown encoding", ogDoc("X-NO-SUCH", ogAlice), 1, "X-NO-SUCH"},
		{"bad participation", ogDoc("UTF-8", `<Player name="A" firstName="B" rank="5K" participating="11x1"/>`, "</Players>"), 4, "participating"},
		{"bad komi", ogDoc("UTF-8", ogAlice, "</Players>", "<TournamentParameterSet>",
			`<GeneralParameterSet komi="seven" numberOfRounds="5"/>`, "</TournamentParameterSet>"), 7, `komi="seven"`},
		{"infinite komi", ogDoc("UTF-8", ogAlice, "</Players>", "<TournamentParameterSet>",
			`<GeneralParameterSet komi="Inf" numberOfRounds="5"/>`, "</TournamentParameterSet>"), 7, `komi="Inf"`},
		// Every score table has a row per round: a billion rounds would exhaust the memory.
		{"too many rounds", ogDoc("UTF-8", ogAlice, "</Players>", "<TournamentParameterSet>",
			`<GeneralParameterSet numberOfRounds="1000000000"/>`, "</TournamentParameterSet>"), 7, "numberOfRounds"},
		{"game after the last round", ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<Games>",
			`<Game roundNumber="4" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN"/>`,
			"</Games>", "<TournamentParameterSet>", `<GeneralParameterSet numberOfRounds="3"/>`,
			"</TournamentParameterSet>"), 8, "round 4"},
		// Outside its list a player would be kept aside as an unknown element and lost.
		{"misplaced player with an unknown rank", `<Tournament><Player rank='3x' name='a'/></Tournament>`, 1, `rank="3x"`},
		{"misplaced player", "<Tournament>\n" + ogAlice + "\n</Tournament>", 2, "<Player> must be inside <Players>"},
		{"misplaced game", ogDoc("UTF-8", ogAlice, ogBob, "</Players>",
			`<Game roundNumber="1" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN"/>`), 7, "<Game> must be inside <Games>"},
		{"bye after the last round", ogDoc("UTF-8", ogAlice, "</Players>", "<ByePlayers>",
			`<ByePlayer roundNumber="4" player="ALICEANN"/>`, "</ByePlayers>", "<TournamentParameterSet>",
			`<GeneralParameterSet numberOfRounds="3"/>`, "</TournamentParameterSet>"), 7, "round 4"},
	}
	for _, tt := range tests {
		tr, rep, err := ReadOpenGotha(strings.NewReader(tt.doc))
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		if tr != nil || rep != nil {
			t.Errorf("%s: half a result returned with the error", tt.name)
		}
		var ie *ImportError
		if !errors.As(err, &ie) {
			t.Errorf("%s: error %v has no line", tt.name, err)
			continue
		}
		if ie.Line != tt.line || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%s: error %q, want line %d mentioning %s", tt.name, err, tt.line, tt.msg)
		}
	}
}

func TestReadOpenGothaNotOpenGotha(t *testing.T) {
	for _, doc := range []string{"", "<html><body/></html>", "just text"} {
		if _, _, err := ReadOpenGotha(strings.NewReader(doc)); err == nil {
			t.Errorf("%q read without error", doc)
		}
	}
}

// TestReadOpenGothaUnknownChildren: elements inside a player that OpenGotha does not write are
// each reported with their line and parent, however deep they nest, and the player is kept.
func TestReadOpenGothaUnknownChildren(t *testing.T) {
	doc := ogDoc("UTF-8", `<Player name="Alice" firstName="Ann" rank="5K">`, `<Note>`, `<Deep/>`, `</Note>`,
		`</Player>`, "</Players>")
	tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"line 5: <Note> inside <Player> is not an OpenGotha element; ignored",
		"line 6: <Deep> inside <Note> is not an OpenGotha element; ignored",
	}
	if len(tr.Players) != 1 || !slices.Equal(rep.Texts(), want) {
		t.Errorf("%d players, warnings %q; want 1 player and %q", len(tr.Players), rep.Texts(), want)
	}

	// An element other than <Player> in the player list, <PlacementCriterion> in the criteria.
	doc = ogDoc("UTF-8", ogAlice, `<Coach name="Zed"/>`, "</Players>", "<TournamentParameterSet>",
		"<PlacementParameterSet><PlacementCriteria>", `<Tiebreak name="X"/>`,
		`<PlacementCriterion name="NBW" number="1"/>`, "</PlacementCriteria></PlacementParameterSet>",
		"</TournamentParameterSet>")
	if tr, rep, err = ReadOpenGotha(strings.NewReader(doc)); err != nil {
		t.Fatal(err)
	}
	want = []string{"line 5: <Coach> inside <Players> ignored", "line 9: <Tiebreak> inside <PlacementCriteria> ignored"}
	if len(tr.Players) != 1 || !slices.Equal(tr.Settings.Criteria, []tournament.Criterion{tournament.CritNBW}) ||
		!slices.Equal(rep.Texts(), want) {
		t.Errorf("%d players, criteria %v, warnings %q; want 1 player, NBW and %q", len(tr.Players), tr.Settings.Criteria, rep.Texts(), want)
	}

	// Unknown elements nested 32 levels deep are read through; a hundred thousand levels, inside
	// a player or beside the player list, are no OpenGotha file: refused, naming the element
	// and the line where the nesting passes 32.
	nest := func(depth int) string { return strings.Repeat("<a>", depth) + strings.Repeat("</a>", depth) }
	doc = ogDoc("UTF-8", `<Player name="Alice" firstName="Ann" rank="5K">`+nest(32)+`</Player>`, "</Players>")
	if tr, rep, err = ReadOpenGotha(strings.NewReader(doc)); err != nil || len(tr.Players) != 1 || len(rep.Texts()) != 32 {
		t.Errorf("32 levels: %v", err)
	}
	for _, doc := range []string{
		ogDoc("UTF-8", `<Player name="Alice" firstName="Ann" rank="5K">`+nest(100000)+`</Player>`, "</Players>"),
		ogDoc("UTF-8", ogAlice, "</Players>", nest(100000)),
	} {
		_, _, err = ReadOpenGotha(strings.NewReader(doc))
		var ie *ImportError
		if !errors.As(err, &ie) || ie.Line != 4 && ie.Line != 6 || !strings.Contains(err.Error(), "<a> is nested more than 32 levels deep") {
			t.Errorf("100,000 levels: %v, want an error at line 4 or 6 naming <a> nested too deep", err)
		}
	}
}

// A tournament without a name takes its short name; with neither, the name stays empty and
// the store refuses the import (store.TestImportNameless).
func TestReadOpenGothaShortName(t *testing.T) {
	doc := ogDoc("UTF-8", ogAlice, "</Players>", "<TournamentParameterSet>",
		`<GeneralParameterSet name="" shortName=" Juvisy2019 " numberOfRounds="5"/>`, "</TournamentParameterSet>")
	tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if tr.Settings.Name != "Juvisy2019" || len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "short name") {
		t.Errorf("name %q, warnings %q", tr.Settings.Name, rep.Texts())
	}
	doc = ogDoc("UTF-8", ogAlice, "</Players>", "<TournamentParameterSet>",
		`<GeneralParameterSet name="Tournoi" shortName="T" numberOfRounds="5"/>`, "</TournamentParameterSet>")
	if tr, _, err = ReadOpenGotha(strings.NewReader(doc)); err != nil || tr.Settings.Name != "Tournoi" {
		t.Errorf("named tournament: %v, name %q", err, tr.Settings.Name)
	}
}

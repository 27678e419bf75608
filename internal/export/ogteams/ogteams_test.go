package ogteams

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// A team file made by hand after OpenGotha's DTD: four teams of two boards, two rounds;
// Delta's reserve Ivy plays board 2 in round 2. Round 1: Alpha-Bravo even on both boards,
// Alpha Black on board 1 (team A); Charlie-Delta a handicap on board 1, and on the even
// board 2 Delta has White: Delta is team A. Round 2: Alpha (Black on board 1) is A against
// Charlie, Bravo (Black on board 1) against Delta.
const ogTeamFile = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<Tournament dataVersion="201" fullVersionNumber="3.52" runningMode="SAL">
<Players>
<Player name="Alpha" firstName="Ann" rank="3D" rating="2300" registeringStatus="FIN"/>
<Player name="Alpha" firstName="Bob" rank="2D" rating="2200" registeringStatus="FIN"/>
<Player name="Bravo" firstName="Cid" rank="1D" rating="2100" registeringStatus="FIN"/>
<Player name="Bravo" firstName="Dan" rank="1K" rating="2000" registeringStatus="FIN"/>
<Player name="Charlie" firstName="Eve" rank="2K" rating="1900" registeringStatus="FIN"/>
<Player name="Charlie" firstName="Fay" rank="3K" rating="1800" registeringStatus="FIN"/>
<Player name="Delta" firstName="Gus" rank="4K" rating="1700" registeringStatus="FIN"/>
<Player name="Delta" firstName="Hal" rank="5K" rating="1600" registeringStatus="FIN"/>
<Player name="Delta" firstName="Ivy" rank="6K" rating="1500" registeringStatus="FIN"/>
</Players>
<Games>
<Game blackPlayer="ALPHAANN" whitePlayer="BRAVOCID" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="1"/>
<Game blackPlayer="BRAVODAN" whitePlayer="ALPHABOB" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="2"/>
<Game blackPlayer="DELTAGUS" whitePlayer="CHARLIEEVE" handicap="2" knownColor="true" result="RESULT_BLACKWINS" roundNumber="1" tableNumber="3"/>
<Game blackPlayer="CHARLIEFAY" whitePlayer="DELTAHAL" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="4"/>
<Game blackPlayer="ALPHAANN" whitePlayer="CHARLIEEVE" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="2" tableNumber="1"/>
<Game blackPlayer="CHARLIEFAY" whitePlayer="ALPHABOB" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="2" tableNumber="2"/>
<Game blackPlayer="BRAVOCID" whitePlayer="DELTAGUS" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="2" tableNumber="3"/>
<Game blackPlayer="DELTAIVY" whitePlayer="BRAVODAN" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="2" tableNumber="4"/>
</Games>
<Teams>
<Team teamName="Alpha &amp; Co" teamNumber="1">
<Board boardNumber="1" player="ALPHAANN" roundNumber="1"/>
<Board boardNumber="2" player="ALPHABOB" roundNumber="1"/>
<Board boardNumber="1" player="ALPHAANN" roundNumber="2"/>
<Board boardNumber="2" player="ALPHABOB" roundNumber="2"/>
<Board boardNumber="1" player="ALPHAANN" roundNumber="3"/>
<Board boardNumber="2" player="ALPHABOB" roundNumber="3"/>
</Team>
<Team teamName="Bravo" teamNumber="2">
<Board boardNumber="1" player="BRAVOCID" roundNumber="1"/>
<Board boardNumber="2" player="BRAVODAN" roundNumber="1"/>
<Board boardNumber="1" player="BRAVOCID" roundNumber="2"/>
<Board boardNumber="2" player="BRAVODAN" roundNumber="2"/>
</Team>
<Team teamName="Charlie" teamNumber="3">
<Board boardNumber="2" player="CHARLIEFAY" roundNumber="1"/>
<Board boardNumber="1" player="CHARLIEEVE" roundNumber="1"/>
<Board boardNumber="1" player="CHARLIEEVE" roundNumber="2"/>
<Board boardNumber="2" player="CHARLIEFAY" roundNumber="2"/>
</Team>
<Team teamName="Delta" teamNumber="4">
<Board boardNumber="1" player="DELTAGUS" roundNumber="1"/>
<Board boardNumber="2" player="DELTAHAL" roundNumber="1"/>
<Board boardNumber="1" player="DELTAGUS" roundNumber="2"/>
<Board boardNumber="2" player="DELTAIVY" roundNumber="2"/>
</Team>
</Teams>
<TournamentParameterSet>
<GeneralParameterSet name="Team cup" numberOfRounds="2"/>
</TournamentParameterSet>
<TeamTournamentParameterSet>
<TeamGeneralParameterSet teamSize="2"/>
<TeamPlacementParameterSet>
<PlacementCriteria>
<PlacementCriterion name="TEAMP" number="1"/>
<PlacementCriterion name="BDW2U" number="3"/>
<PlacementCriterion name="BDW" number="2"/>
<PlacementCriterion name="MNR" number="4"/>
<PlacementCriterion name="NULL" number="5"/>
<PlacementCriterion name="NULL" number="6"/>
</PlacementCriteria>
</TeamPlacementParameterSet>
</TeamTournamentParameterSet>
</Tournament>
`

func TestRead(t *testing.T) {
	e, rep, err := Read(strings.NewReader(ogTeamFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings: %v", rep.Texts())
	}
	if e.Settings.Size != 2 || !slices.Equal(e.Settings.Criteria, []team.Criterion{"TEAMP", "BDW", "BDW2U", "MNR"}) {
		t.Errorf("settings: %+v", e.Settings)
	}
	// Players get ids 1..9 in file order.
	wantTeams := []team.Team{
		{ID: 1, Name: "Alpha & Co", Players: []tournament.PlayerID{1, 2}},
		{ID: 2, Name: "Bravo", Players: []tournament.PlayerID{3, 4}},
		{ID: 3, Name: "Charlie", Players: []tournament.PlayerID{5, 6}},
		{ID: 4, Name: "Delta", Players: []tournament.PlayerID{7, 8, 9}, Lineups: map[int][]tournament.PlayerID{2: {7, 9}}},
	}
	if !reflect.DeepEqual(e.Teams, wantTeams) {
		t.Errorf("teams:\n%+v\nwant\n%+v", e.Teams, wantTeams)
	}
	wantMatches := []team.Match{
		{Round: 1, A: 1, B: 2, Tables: []int{1, 2}}, {Round: 1, A: 4, B: 3, Tables: []int{3, 4}},
		{Round: 2, A: 1, B: 3, Tables: []int{1, 2}}, {Round: 2, A: 2, B: 4, Tables: []int{3, 4}},
	}
	if !reflect.DeepEqual(e.Matches, wantMatches) {
		t.Errorf("matches:\n%+v\nwant\n%+v", e.Matches, wantMatches)
	}
	if _, ok := e.T.Settings.Extra["xml:Tournament/Teams"]; ok {
		t.Error("the teams are kept as raw XML as well")
	}
	// Round 1: Bravo wins board 1, Alpha board 2 (1-1); Delta wins both. Round 2: Alpha
	// wins both; Bravo and Delta 1-1. Match points: Alpha 1+2, Bravo 1+1, Charlie 0, Delta
	// 2+1; board points (x2): Alpha 6, Bravo 4, Charlie 0, Delta 6; BDW2U is all of them.
	st, err := e.Standings(2)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range st {
		got = append(got, fmt.Sprintf("%d %s %d %d", s.Place, s.Team.Name, s.MatchPoints, s.BoardPoints))
	}
	// Alpha and Delta tie on TEAMP, BDW and BDW2U; MNR: Alpha (2300+2200)/2 = 2250,
	// Delta (1700+1600)/2 = 1650.
	want := []string{"1 Alpha & Co 3 6", "2 Delta 3 6", "3 Bravo 2 4", "4 Charlie 0 0"}
	if !slices.Equal(got, want) {
		t.Errorf("standings %v, want %v", got, want)
	}
}

// roundTrip writes e as an OpenGotha team file, reads it back and compares what hoshi keeps.
func roundTripTeams(t *testing.T, e *team.Event) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, e); err != nil {
		t.Fatal(err)
	}
	back, rep, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.Bytes())
	}
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings: %v", rep.Texts())
	}
	wantCrit := e.Settings.Criteria
	if len(wantCrit) == 0 {
		wantCrit = team.DefaultCriteria()
	}
	if back.Settings.Size != e.Settings.Size || !slices.Equal(back.Settings.Criteria, wantCrit) {
		t.Errorf("settings %+v, want %+v", back.Settings, e.Settings)
	}
	if !reflect.DeepEqual(back.Teams, e.Teams) {
		t.Errorf("teams:\n%+v\nwant\n%+v", back.Teams, e.Teams)
	}
	sortMatches := func(ms []team.Match) []team.Match {
		ms = slices.Clone(ms)
		slices.SortFunc(ms, func(a, b team.Match) int { return a.Round*1000 + a.Tables[0] - b.Round*1000 - b.Tables[0] })
		return ms
	}
	if !reflect.DeepEqual(sortMatches(back.Matches), sortMatches(e.Matches)) {
		t.Errorf("matches:\n%+v\nwant\n%+v", back.Matches, e.Matches)
	}
	if len(back.T.Games) != len(e.T.Games) {
		t.Fatalf("%d games, want %d", len(back.T.Games), len(e.T.Games))
	}
	return buf.Bytes()
}

func TestOpenGothaTeamsRoundTrip(t *testing.T) {
	e, _, err := Read(strings.NewReader(ogTeamFile))
	if err != nil {
		t.Fatal(err)
	}
	out := roundTripTeams(t, e)
	// Every round of OpenGotha's 20 has a board order; Delta's reserve plays round 2 only.
	if n := strings.Count(string(out), "<Board "); n != 4*2*20 {
		t.Errorf("%d <Board> elements, want 160", n)
	}
	if !strings.Contains(string(out), `<Board boardNumber="2" player="DELTAIVY" roundNumber="2"/>`) ||
		strings.Contains(string(out), `player="DELTAIVY" roundNumber="3"`) {
		t.Error("Delta's lineups are not written round by round")
	}
	if !strings.Contains(string(out), `teamName="Alpha &amp; Co"`) {
		t.Error("the team name is not escaped")
	}
	checkOgDTD(t, out)
}

// The real OpenGotha file juvisy.xml is a team tournament: six teams of three, four rounds
// of three matches on tables 1-3, 4-6 and 7-9 (board 1 first). Olga Vargas, absent in round
// 1, joins her team on board 3 from round 2, and the others move up. OpenGotha, as hoshi,
// gives Black to board 1 of the first team: in round 1 Daguenet (Olga's team, board 1) is
// Black against Minieri (Levallois-Jussieu).
func TestReadOpenGothaTeamsJuvisy(t *testing.T) {
	f, err := os.Open(filepath.Join(testdata.Path(t, "opengotha"), "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	e, rep, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings: %v", rep.Texts())
	}
	if e.Settings.Size != 3 || len(e.Teams) != 6 {
		t.Fatalf("%d boards, %d teams", e.Settings.Size, len(e.Teams))
	}
	var names []string
	for _, tm := range e.Teams {
		names = append(names, tm.Name)
	}
	if want := []string{"FLG", "GELE", "Olga's team", "ROBOCOP", "Levallois-Jussieu", "Poilâne"}; !slices.Equal(names, want) {
		t.Errorf("teams %v, want %v", names, want)
	}
	key := func(id tournament.PlayerID) string { return e.T.Player(id).Key() }
	olga := e.Teams[2]
	var members []string
	for _, p := range olga.Players {
		members = append(members, key(p))
	}
	if want := []string{"DAGUENETMATHIEU", "NEMOANDRÉ", "BOURGINMAXIME", "VARGASOLGA"}; !slices.Equal(members, want) {
		t.Errorf("Olga's team: %v, want %v", members, want)
	}
	for r := 2; r <= 4; r++ {
		if l := olga.Lineups[r]; len(l) != 3 || key(l[0]) != "NEMOANDRÉ" || key(l[2]) != "VARGASOLGA" {
			t.Errorf("Olga's team, round %d: %v", r, l)
		}
	}
	if len(olga.Lineups) != 3 {
		t.Errorf("Olga's team has lineups for rounds %v", olga.Lineups)
	}
	if len(e.Matches) != 12 {
		t.Fatalf("%d matches, want 12", len(e.Matches))
	}
	if m := e.Matches[0]; m.Round != 1 || e.Name(m.A) != "Olga's team" || e.Name(m.B) != "Levallois-Jussieu" || !slices.Equal(m.Tables, []int{1, 2, 3}) {
		t.Errorf("round 1, tables 1-3: %+v", m)
	}
	if !slices.Equal(e.Settings.Criteria, []team.Criterion{"TEAMP", "BDW", "BDW3U", "BDW2U", "BDW1U", "MNR"}) {
		t.Errorf("criteria %v", e.Settings.Criteria)
	}
	checkOgDTD(t, roundTripTeams(t, e))
}

// The event: 12 teams of 4 boards and a reserve, 5 rounds paired by hoshi and played,
// then written as an OpenGotha team file and read back: the same teams, matches and games,
// and the same standings.
func TestOpenGothaTwelveTeams(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name = "Twelve teams"
	s.Rounds = 5
	e := &team.Event{T: &tournament.Tournament{Settings: s}, Settings: team.Settings{Size: 4}}
	for i := range 12 {
		tm := team.Team{ID: team.ID(i + 1), Name: fmt.Sprintf("Team %d", i+1)}
		for b := range 5 {
			id := tournament.PlayerID(10*(i+1) + b)
			e.T.Players = append(e.T.Players, tournament.Player{
				ID: id, Name: fmt.Sprintf("Team%d", i+1), FirstName: fmt.Sprintf("Board%d", b+1),
				Rank: rank.Rank(4 - i/2 - b), Rating: 2100 + 100*(4-i/2-b) + 10*(i%2),
			})
			tm.Players = append(tm.Players, id)
		}
		e.Teams = append(e.Teams, tm)
	}
	// The reserve of team 5 plays board 4 in round 3.
	e.Teams[4].Lineups = map[int][]tournament.PlayerID{3: {50, 51, 52, 54}}
	for r := 1; r <= 5; r++ {
		p, err := e.Pair(r)
		if err != nil {
			t.Fatal(err)
		}
		e.Apply(p)
		for i := range e.T.Games {
			if g := &e.T.Games[i]; g.Round == r {
				// The player with the higher rating wins, but White on every fifth table.
				w, b := e.T.Player(g.White), e.T.Player(g.Black)
				g.Result = tournament.BlackWins
				if w.Rating > b.Rating || g.Table%5 == 0 {
					g.Result = tournament.WhiteWins
				}
			}
		}
	}
	// IDs change on the way (OpenGotha files have none): read the file back twice and
	// compare the second reading with the first, then the standings by team name.
	var buf bytes.Buffer
	if err := Write(&buf, e); err != nil {
		t.Fatal(err)
	}
	first, _, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	out := roundTripTeams(t, first)
	checkOgDTD(t, out)
	if len(first.Matches) != len(e.Matches) {
		t.Fatalf("%d matches, want %d", len(first.Matches), len(e.Matches))
	}
	for i, m := range first.Matches {
		// Same players: the ids are the file order, as e's players were listed.
		o := e.Matches[i]
		if m.Round != o.Round || first.Name(m.A) != e.Name(o.A) || first.Name(m.B) != e.Name(o.B) || !slices.Equal(m.Tables, o.Tables) {
			t.Errorf("match %d: %+v, want %+v", i, m, o)
		}
	}
	want, err := e.Standings(5)
	if err != nil {
		t.Fatal(err)
	}
	got, err := first.Standings(5)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		w, g := want[i], got[i]
		if w.Team.Name != g.Team.Name || w.Place != g.Place || !slices.Equal(w.Values, g.Values) {
			t.Errorf("place %d: %s %v, want %s %v", i+1, g.Team.Name, g.Values, w.Team.Name, w.Values)
		}
	}
}

// checkOgDTD checks a written file against OpenGotha's DTD with xmllint, allowing only the
// faults OpenGotha's own files have.
func checkOgDTD(t *testing.T, data []byte) {
	t.Helper()
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		t.Log("xmllint not installed (Debian package libxml2-utils): the DTD check is skipped")
		return
	}
	dir := testdata.Path(t, "opengotha")
	dtd := filepath.Join(dir, "tournament.dtd")
	allowed := map[string]bool{}
	for _, name := range []string{"juvisy.xml", "simplemm.xml", "notsimplemm.xml"} {
		for e := range dtdErrors(t, xmllint, dtd, filepath.Join(dir, name)) {
			allowed[e] = true
		}
	}
	file := filepath.Join(t.TempDir(), "teams.xml")
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for e := range dtdErrors(t, xmllint, dtd, file) {
		if !allowed[e] {
			t.Errorf("the team export breaks OpenGotha's DTD where OpenGotha's own files do not: %s", e)
		}
	}
}

// dtdErrors validates an XML file against OpenGotha's DTD with xmllint and returns the
// validity errors without file names and line numbers, so that two files can be compared.
func dtdErrors(t *testing.T, xmllint, dtd, file string) map[string]bool {
	t.Helper()
	out, err := exec.Command(xmllint, "--noout", "--dtdvalid", dtd, file).CombinedOutput()
	errs := map[string]bool{}
	lineRE := regexp.MustCompile(`^[^:]+:\d+: (element .*validity error : .*)$`)
	for _, line := range strings.Split(string(out), "\n") {
		if m := lineRE.FindStringSubmatch(line); m != nil {
			errs[m[1]] = true
		}
	}
	if err != nil && len(errs) == 0 {
		t.Fatalf("xmllint on %s failed without a validity error (%v):\n%s", file, err, out)
	}
	return errs
}

// An unknown team criterion is left out with a warning; a team naming an unknown player or
// with a board left empty in a round is refused.
func TestReadOpenGothaTeamsRefuses(t *testing.T) {
	_, rep, err := Read(strings.NewReader(strings.Replace(ogTeamFile, `name="MNR"`, `name="SOSW"`, 1)))
	if err != nil || len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "SOSW is not supported") {
		t.Errorf("unknown criterion: %v %v", rep, err)
	}
	for _, c := range []struct{ edit, msg string }{
		{`player="DELTAIVY" roundNumber="2"`, "unknown player NOBODY"},
		{`<Board boardNumber="2" player="BRAVODAN" roundNumber="2"/>`, "team Bravo: round 2 has no player on some board"},
		{`<Board boardNumber="1" player="CHARLIEEVE" roundNumber="2"/>`, "team Charlie: round 2 has no player on some board"},
		{`teamSize="2"`, "expected a number of boards from 1 to 10"},
	} {
		repl := map[string]string{
			`player="DELTAIVY" roundNumber="2"`: `player="NOBODY" roundNumber="2"`,
			`teamSize="2"`:                      `teamSize="11"`,
		}[c.edit]
		_, _, err := Read(strings.NewReader(strings.Replace(ogTeamFile, c.edit, repl, 1)))
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %v, want %q", c.edit, err, c.msg)
		}
	}
}

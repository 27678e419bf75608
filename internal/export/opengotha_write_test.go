package export

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/testdata"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func TestOpenGothaRoundTrip(t *testing.T) {
	for _, name := range []string{"juvisy.xml", "simplemm.xml", "notsimplemm.xml"} {
		first, rep1 := readTestdata(t, name)
		var buf bytes.Buffer
		if err := WriteOpenGotha(&buf, first); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		second, rep2, err := ReadOpenGotha(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: written file does not read back: %v", name, err)
		}
		if !reflect.DeepEqual(first, second) {
			t.Errorf("%s: tournament changed by writing and reading back", name)
			for i := range first.Players {
				if !reflect.DeepEqual(first.Players[i], second.Players[i]) {
					t.Errorf("player %+v became %+v", first.Players[i], second.Players[i])
				}
			}
			if !reflect.DeepEqual(first.Settings, second.Settings) {
				t.Errorf("settings %+v became %+v", first.Settings, second.Settings)
			}
		}
		if !slices.Equal(rep1.Texts(), rep2.Texts()) {
			t.Errorf("%s: warnings %q became %q", name, rep1.Texts(), rep2.Texts())
		}
	}
}

// xmlNode is an element with its attributes and children, whitespace ignored.
type xmlNode struct {
	name     string
	attrs    map[string]string
	children []*xmlNode
}

func parseTree(t *testing.T, r io.Reader) *xmlNode {
	t.Helper()
	dec := xml.NewDecoder(r)
	root := &xmlNode{}
	stack := []*xmlNode{root}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				n.attrs[a.Name.Local] = a.Value
			}
			top := stack[len(stack)-1]
			top.children = append(top.children, n)
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	return root
}

func compareTrees(path string, want, got *xmlNode) []string {
	var diffs []string
	if want.name != got.name {
		return []string{fmt.Sprintf("%s: element <%s> written as <%s>", path, want.name, got.name)}
	}
	path += "/" + want.name
	for _, k := range slices.Sorted(maps.Keys(want.attrs)) {
		if v, ok := got.attrs[k]; !ok || v != want.attrs[k] {
			diffs = append(diffs, fmt.Sprintf("%s@%s = %q, written %q", path, k, want.attrs[k], v))
		}
	}
	for k := range got.attrs {
		if _, ok := want.attrs[k]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s@%s written but not in the original", path, k))
		}
	}
	if len(want.children) != len(got.children) {
		return append(diffs, fmt.Sprintf("%s: %d children, written %d", path, len(want.children), len(got.children)))
	}
	for i := range want.children {
		diffs = append(diffs, compareTrees(fmt.Sprintf("%s[%d]", path, i), want.children[i], got.children[i])...)
	}
	return diffs
}

func TestWriteOpenGothaJuvisyAttributes(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := ReadOpenGotha(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	diffs := compareTrees("", parseTree(t, bytes.NewReader(data)), parseTree(t, &buf))
	for i, d := range diffs {
		if i == 20 {
			t.Errorf("... %d differences in all", len(diffs))
			break
		}
		t.Error(d)
	}
}

func TestWriteOpenGothaNewTournament(t *testing.T) {
	s := tournament.DefaultSettings()
	s.Name, s.Place = "Hoshi Open", "Brno"
	s.Begin = time.Date(2026, 5, 2, 0, 0, 0, 0, time.UTC)
	s.End = s.Begin.AddDate(0, 0, 1)
	tr := &tournament.Tournament{
		Settings: s,
		Players: []tournament.Player{
			{ID: 1, Name: "Novák", FirstName: "Jan Petr", Rank: rank.Dan(2), Rating: 2230, Country: "CZ", Club: "Brno", Absent: []int{3}},
			{ID: 2, Name: "O'Brien", FirstName: `Sam "Sensei"`, Rank: rank.Kyu(4), Rating: 1700, Status: tournament.Preliminary},
			{ID: 3, Name: "Kim", FirstName: "Ji-hoon", Rank: rank.Pro(1), Rating: 2750},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, White: 1, Black: 2, Handicap: 4, Komi: 1, Result: tournament.WhiteWins, KnownColor: true},
			{Round: 2, Table: 1, White: 3, Black: 1, Komi: 12, Result: tournament.Jigo, ByDefault: true, KnownColor: true},
		},
		Byes: []tournament.Bye{{Round: 1, Player: 3}},
	}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`result="RESULT_EQUAL_BYDEF"`, `participating="11011111111111111111"`, `registeringStatus="PRE"`,
		`rank="1P"`, `komi="6.5"`, `genMMBar="4D"`, `paiMaAdditionalPlacementCritSystem1="Rating"`,
		`<ByePlayer player="KIMJI-HOON" roundNumber="1"/>`, `whitePlayer="NOVÁKJANPETR"`,
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("written file lacks %s", want)
		}
	}
	back, rep, err := ReadOpenGotha(&buf)
	if err != nil {
		t.Fatal(err)
	}
	// The jigo was played on komi 6 (set by hand), but an OpenGotha file has one komi, the
	// tournament's 6.5: the reader gives the game the whole komi below and says so.
	if len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "round 2 table 1 ended in a jigo on komi 6.5") {
		t.Errorf("warnings %q", rep.Texts())
	}
	for i := range back.Players {
		back.Players[i].Extra = nil
	}
	if !reflect.DeepEqual(back.Players, tr.Players) || !reflect.DeepEqual(back.Games, tr.Games) || !reflect.DeepEqual(back.Byes, tr.Byes) {
		t.Errorf("read back %+v\nwant %+v", back, tr)
	}
	back.Settings.Extra = nil
	if !reflect.DeepEqual(back.Settings, tr.Settings) {
		t.Errorf("settings read back %+v\nwant %+v", back.Settings, tr.Settings)
	}
}

func TestWriteOpenGothaDuplicateKey(t *testing.T) {
	tr := &tournament.Tournament{Settings: tournament.DefaultSettings(), Players: []tournament.Player{
		{ID: 1, Name: "Kim", FirstName: "Min Su"}, {ID: 2, Name: "Kim Min", FirstName: "Su"},
	}}
	if err := WriteOpenGotha(io.Discard, tr); err == nil {
		t.Error("two players with the key KIMMINSU written")
	}
}

func TestOpenGothaUnsupportedKept(t *testing.T) {
	doc := ogDoc("UTF-8", ogAlice, ogBob, "</Players>",
		"<TournamentParameterSet>",
		`<GeneralParameterSet numberOfCategories="2" numberOfRounds="3">`,
		`<Categories><Category lowerLimit="5K" number="1"/></Categories>`,
		"</GeneralParameterSet>",
		`<PlacementParameterSet><PlacementCriteria>`,
		`<PlacementCriterion name="NBW" number="1"/><PlacementCriterion name="CAT" number="2"/><PlacementCriterion name="SOSW" number="3"/>`,
		`</PlacementCriteria></PlacementParameterSet>`,
		"</TournamentParameterSet>",
		`<ClubsGroups><ClubsGroup name="Paris"><Club name="75Ju"/></ClubsGroup></ClubsGroups>`)
	tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	// Categories and the criterion CAT are read (PairingCategories); clubs groups are not.
	if len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "<ClubsGroups>") {
		t.Errorf("warnings %q, want one about <ClubsGroups>", rep.Texts())
	}
	if got := tr.Settings.PairingCategories(); !slices.Equal(got, []rank.Rank{rank.Kyu(5)}) {
		t.Errorf("pairing categories %v, want one limit, 5k", got)
	}
	// NBW first: a Swiss tournament.
	if tr.Settings.System != tournament.Swiss ||
		!slices.Equal(tr.Settings.Criteria, []tournament.Criterion{tournament.CritNBW, tournament.CritCAT, tournament.CritSOSW}) {
		t.Errorf("system %v, criteria %v", tr.Settings.System, tr.Settings.Criteria)
	}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadOpenGotha(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"xml:GeneralParameterSet/Categories", "xml:Tournament/ClubsGroups", "GeneralParameterSet.numberOfCategories"} {
		if back.Settings.Extra[k] == "" || back.Settings.Extra[k] != tr.Settings.Extra[k] {
			t.Errorf("%s not written back: %q", k, back.Settings.Extra[k])
		}
	}
}

// genCountNotPlayedGamesAsHalfPoint is hoshi's Settings.CountUnplayedAsHalf, read without a
// warning and written back from the setting, either way.
func TestOpenGothaCountUnplayedAsHalf(t *testing.T) {
	for _, v := range []string{"true", "false"} {
		doc := ogDoc("UTF-8", ogAlice, ogBob, "</Players>", "<TournamentParameterSet>",
			`<GeneralParameterSet genCountNotPlayedGamesAsHalfPoint="`+v+`" numberOfRounds="3"/>`,
			"</TournamentParameterSet>")
		tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
		if err != nil {
			t.Fatal(err)
		}
		if tr.Settings.CountUnplayedAsHalf != (v == "true") || len(rep.Texts()) != 0 {
			t.Errorf("%s: CountUnplayedAsHalf %v, warnings %q", v, tr.Settings.CountUnplayedAsHalf, rep.Texts())
		}
		if _, kept := tr.Settings.Extra["GeneralParameterSet.genCountNotPlayedGamesAsHalfPoint"]; kept {
			t.Errorf("%s: the attribute is also kept aside, where it could contradict the setting", v)
		}
		tr.Settings.CountUnplayedAsHalf = !tr.Settings.CountUnplayedAsHalf // changed in hoshi
		var buf bytes.Buffer
		if err := WriteOpenGotha(&buf, tr); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf(`genCountNotPlayedGamesAsHalfPoint="%v"`, v != "true")
		if !strings.Contains(buf.String(), want) {
			t.Errorf("%s, then switched: the file lacks %s", v, want)
		}
	}
}

// Attributes of <Game> and <ByePlayer> that hoshi does not use are kept, without a warning,
// and written back on the same game or bye; a game paired anew does not inherit them.
func TestOpenGothaGameAndByeAttributesKept(t *testing.T) {
	doc := ogDoc("UTF-8", ogAlice, ogBob, `<Player name="Carl" firstName="Cy" rank="3K"/>`, "</Players>", "<Games>",
		`<Game roundNumber="1" tableNumber="1" whitePlayer="BOBBO" blackPlayer="ALICEANN" result="RESULT_WHITEWINS" clockTime="1:02" sgf="r1t1.sgf"/>`,
		`<Game roundNumber="2" tableNumber="1" whitePlayer="CARLCY" blackPlayer="ALICEANN" result="RESULT_BLACKWINS"/>`,
		"</Games>", "<ByePlayers>",
		`<ByePlayer roundNumber="1" player="CARLCY" reason="requested"/>`,
		`<ByePlayer roundNumber="2" player="BOBBO"/>`,
		"</ByePlayers>",
		"<TournamentParameterSet>", `<GeneralParameterSet numberOfRounds="3"/>`, "</TournamentParameterSet>")
	tr, rep, err := ReadOpenGotha(strings.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Texts()) != 0 {
		t.Errorf("warnings %q", rep.Texts())
	}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	lines := map[string]string{}
	for _, l := range strings.Split(buf.String(), "\n") {
		l = strings.TrimSpace(l)
		for _, k := range []string{`roundNumber="1" tableNumber="1"`, `roundNumber="2" tableNumber="1"`} {
			round, table, _ := strings.Cut(k, " ")
			if strings.HasPrefix(l, "<Game ") && strings.Contains(l, " "+round+" ") && strings.Contains(l, " "+table) {
				lines[k] = l
			}
		}
		if strings.HasPrefix(l, "<ByePlayer ") {
			lines[l[strings.Index(l, `roundNumber=`):]] = l
		}
	}
	if l := lines[`roundNumber="1" tableNumber="1"`]; !strings.Contains(l, ` clockTime="1:02" `) || !strings.Contains(l, ` sgf="r1t1.sgf" `) {
		t.Errorf("round 1 game written %q", l)
	}
	if l := lines[`roundNumber="2" tableNumber="1"`]; strings.Contains(l, "clockTime") || strings.Contains(l, "sgf=") {
		t.Errorf("round 2 game written %q: it has no kept attributes", l)
	}
	if l := lines[`roundNumber="1"/>`]; l != `<ByePlayer player="CARLCY" reason="requested" roundNumber="1"/>` {
		t.Errorf("round 1 bye written %q", l)
	}
	if l := lines[`roundNumber="2"/>`]; l != `<ByePlayer player="BOBBO" roundNumber="2"/>` {
		t.Errorf("round 2 bye written %q", l)
	}
	back, _, err := ReadOpenGotha(&buf)
	if err != nil {
		t.Fatal(err)
	}
	perGame := func(extra map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range extra {
			if strings.HasPrefix(k, "Game[") || strings.HasPrefix(k, "ByePlayer[") {
				m[k] = v
			}
		}
		return m
	}
	if got, want := perGame(back.Settings.Extra), perGame(tr.Settings.Extra); len(want) != 3 || !maps.Equal(got, want) {
		t.Errorf("read back %v, first read %v", got, want)
	}

	// Round 1 paired anew in hoshi, with other colours: the game's attributes are not its own.
	tr.Games[0].White, tr.Games[0].Black = tr.Games[0].Black, tr.Games[0].White
	buf.Reset()
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "clockTime") {
		t.Errorf("a re-paired game got the old game's attributes:\n%s", buf.String())
	}
}

// TestOpenGothaSevenCriteria: OpenGotha files hold six placement criteria. A tournament with
// more is written with its first six, and OpenGothaNotes names those left out.
func TestOpenGothaSevenCriteria(t *testing.T) {
	tr, _ := readTestdata(t, "simplemm.xml")
	tr.Settings.Criteria = []tournament.Criterion{tournament.CritMMS, tournament.CritSOSM, tournament.CritSOSOSM,
		tournament.CritSODOSM, tournament.CritCUSSM, tournament.CritSOSMM1, tournament.CritSOSMM2, tournament.CritDC}
	var buf bytes.Buffer
	if err := WriteOpenGotha(&buf, tr); err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadOpenGotha(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("the file does not read back: %v", err)
	}
	if want := tr.Settings.Criteria[:6]; !slices.Equal(back.Settings.Criteria, want) {
		t.Errorf("criteria read back %v, want the first six %v", back.Settings.Criteria, want)
	}
	if n := strings.Count(buf.String(), "<PlacementCriterion "); n != 6+6 { // and six of the team placement
		t.Errorf("%d PlacementCriterion elements, want 12", n)
	}
	notes := OpenGothaNotes(tr)
	if len(notes) != 1 || !strings.Contains(notes[0], "leaves out SOSM-2, DC") || !strings.Contains(notes[0], "first 6 of the tournament's 8") {
		t.Errorf("notes %q", notes)
	}
	tr.Settings.Criteria = tr.Settings.Criteria[:6]
	if notes := OpenGothaNotes(tr); notes != nil {
		t.Errorf("six criteria: notes %q", notes)
	}
}

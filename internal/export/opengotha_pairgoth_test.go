package export

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// pairgothPlayers are the players of the Pairgoth-shaped files: name, first name, rank as
// Pairgoth's displayRank writes it, country, club.
var pairgothPlayers = [][5]string{
	{"van der Berg", "Anna Maria", "2k", "nl", "DHaa"},
	{"Dvořák", "Jan", "3d", "CZ", "Brno"},
	{"Kim", "Minji", "1k", "KR", ""},
	{"Łukasiewicz", "Paweł", "5k", "PL", "Wroc"},
	{"Weiß", "Hans", "12k", "DE", "Berl"},
}

// pairgothFile writes a tournament the way Pairgoth's OpenGotha export does (its
// ext/OpenGotha.kt, read for the shape, not copied): a text template whose indentation is
// kept (so the XML declaration comes after spaces), a stray "// TODO" line inside <Games>,
// players' keys built from the names with spaces removed for Black but kept for White
// (upper-cased with Java's rules: ß becomes SS), byes as <ByePlayer player= roundNumber=>
// elements inside a <ByePlayer> container with keys not upper-cased, RESULT_BOTHLOOSE,
// "None" for no secondary seeding criterion and NONE among the placement criteria. With
// byes false it is the older export: an empty <ByePlayer></ByePlayer> container, no
// dataVersion.
func pairgothFile(byes bool) string {
	javaUpper := func(s string) string { return strings.ReplaceAll(strings.ToUpper(s), "ß", "SS") }
	blackKey := func(i int) string {
		p := pairgothPlayers[i]
		return javaUpper(strings.ReplaceAll(p[0], " ", "") + strings.ReplaceAll(p[1], " ", ""))
	}
	whiteKey := func(i int) string { p := pairgothPlayers[i]; return javaUpper(p[0] + p[1]) }
	byeKey := func(i int) string {
		p := pairgothPlayers[i]
		return strings.ReplaceAll(p[0], " ", "") + strings.ReplaceAll(p[1], " ", "")
	}
	var b strings.Builder
	b.WriteString("            <?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
	if byes {
		b.WriteString("            <Tournament fullVersionNumber=\"3.52.03\" runningMode=\"SAL\" saveDT=\"20240309120000\">\n")
	} else {
		b.WriteString("            <Tournament dataVersion=\"201\" externalIPAddress=\"127.0.0.1\" fullVersionNumber=\"3.51\" runningMode=\"SAL\" saveDT=\"20210111180800\">\n")
	}
	b.WriteString("            <Players>\n            ")
	var players []string
	for _, p := range pairgothPlayers {
		players = append(players, fmt.Sprintf(`<Player agaExpirationDate="" agaId="" club="%s" country="%s" egfPin="" ffgLicence="" ffgLicenceStatus="" firstName="%s" grade="%s" name="%s" participating="11111111111111111111" rank="%s" rating="0" ratingOrigin="" registeringStatus="FIN" smmsCorrection="0"/>`,
			p[4], p[3], p[1], p[2], p[0], p[2]))
	}
	b.WriteString(strings.Join(players, "\n"))
	b.WriteString("\n            </Players>\n            <Games>\n")
	if byes {
		b.WriteString("            // TODO - table number is not any more kinda random like this\n")
	}
	game := func(round, table, white, black int, result string) string {
		return fmt.Sprintf(`<Game blackPlayer="%s" handicap="0" knownColor="true" result="%s" roundNumber="%d" tableNumber="%d" whitePlayer="%s"/>`,
			blackKey(black), result, round, table, whiteKey(white))
	}
	b.WriteString("            " + strings.Join([]string{
		game(1, 1, 0, 1, "RESULT_WHITEWINS"),
		game(1, 2, 2, 3, "RESULT_BOTHLOOSE"),
		game(2, 1, 1, 4, "RESULT_EQUAL"),
		game(2, 2, 3, 0, "RESULT_BLACKWINS"),
	}, "\n"))
	b.WriteString("\n            </Games>\n            <ByePlayer>\n            ")
	if byes {
		b.WriteString(fmt.Sprintf("<ByePlayer player=\"%s\" roundNumber=\"1\"/>\n<ByePlayer player=\"%s\" roundNumber=\"2\"/>", byeKey(4), byeKey(2)))
	}
	b.WriteString(`
            </ByePlayer>
            <TournamentParameterSet>
            <GeneralParameterSet bInternet="false" basicTime="60" beginDate="2024-03-09" canByoYomiTime="300" complementaryTimeSystem="STDBYOYOMI" director="" endDate="2024-03-10" fischerTime="0" genCountNotPlayedGamesAsHalfPoint="false" genMMBar="9D" genMMFloor="20K" genMMS2ValueAbsent="1" genMMS2ValueBye="2" genMMZero="30K" genNBW2ValueAbsent="0" genNBW2ValueBye="2" genRoundDownNBWMMS="true" komi="7.5" location="Paris" name="Pairgoth Cup" nbMovesCanTime="15" numberOfCategories="1" numberOfRounds="2" shortName="pairgoth-cup" size="19" stdByoYomiTime="30"/>
            <HandicapParameterSet hdBasedOnMMS="true" hdCeiling="9" hdCorrection="1" hdNoHdRankThreshold="1d"/>
            <PlacementParameterSet>
            <PlacementCriteria>
            [<PlacementCriterion name="MMS" number="1"/>, <PlacementCriterion name="SOSM" number="2"/>, <PlacementCriterion name="NONE" number="3"/>, <PlacementCriterion name="NULL" number="4"/>, <PlacementCriterion name="NULL" number="5"/>, <PlacementCriterion name="NULL" number="6"/>]
            </PlacementCriteria>
            </PlacementParameterSet>
            <PairingParameterSet paiBaAvoidDuplGame="500000000000000" paiBaBalanceWB="1000000" paiBaDeterministic="true" paiBaRandom="0" paiMaAdditionalPlacementCritSystem1="Rating" paiMaAdditionalPlacementCritSystem2="None" paiMaAvoidMixingCategories="0" paiMaCompensateDUDD="true" paiMaDUDDLowerMode="BOT" paiMaDUDDUpperMode="MID" paiMaDUDDWeight="100000000" paiMaLastRoundForSeedSystem1="1" paiMaMaximizeSeeding="5000000" paiMaMinimizeScoreDifference="100000000000" paiMaSeedSystem1="SPLITANDRANDOM" paiMaSeedSystem2="SPLITANDFOLD" paiSeAvoidSameGeo="0" paiSeBarThresholdActive="true" paiSeDefSecCrit="100000000000" paiSeMinimizeHandicap="0" paiSeNbWinsThresholdActive="true" paiSePreferMMSDiffRatherThanSameClub="3" paiSePreferMMSDiffRatherThanSameCountry="1" paiSeRankThreshold="4D" paiStandardNX1Factor="0.5"/>
            <DPParameterSet displayClCol="true" displayCoCol="true" displayIndGamesInMatches="true" displayNPPlayers="false" displayNumCol="true" displayPlCol="true" gameFormat="short" playerSortType="name" showByePlayer="true" showNotFinallyRegisteredPlayers="true" showNotPairedPlayers="true" showNotParticipatingPlayers="false" showPlayerClub="true" showPlayerCountry="false" showPlayerGrade="true"/>
            <PublishParameterSet exportToLocalFile="true" htmlAutoScroll="false" print="false"/>
            </TournamentParameterSet>
            <TeamTournamentParameterSet>
            <TeamGeneralParameterSet teamSize="4"/>
            <TeamPlacementParameterSet>
            <PlacementCriteria>
            <PlacementCriterion name="TEAMP" number="1"/>
            <PlacementCriterion name="BDW" number="2"/>
            </PlacementCriteria>
            </TeamPlacementParameterSet>
            </TeamTournamentParameterSet>
            </Tournament>
`)
	return b.String()
}

// TestReadOpenGothaPairgoth reads both shapes of Pairgoth's export and checks every player,
// game and bye against the lists the file was built from.
func TestReadOpenGothaPairgoth(t *testing.T) {
	for _, byes := range []bool{true, false} {
		t.Run(fmt.Sprintf("byes=%v", byes), func(t *testing.T) {
			tr, rep, err := ReadOpenGotha(strings.NewReader(pairgothFile(byes)))
			if err != nil {
				t.Fatal(err)
			}
			// The jigo at round 2 table 1, on the file's komi 7.5, gets the whole komi 7.
			if len(rep.Texts()) != 1 || !strings.Contains(rep.Texts()[0], "round 2 table 1 ended in a jigo on komi 7.5") ||
				!strings.HasSuffix(rep.Texts()[0], "the game's komi is set to 7") {
				t.Errorf("warnings %q", rep.Texts())
			}
			if len(tr.Players) != len(pairgothPlayers) {
				t.Fatalf("%d players", len(tr.Players))
			}
			for i, want := range pairgothPlayers {
				p := tr.Players[i]
				if p.Name != want[0] || p.FirstName != want[1] || p.Rank != mustRank(want[2]) ||
					p.Country != strings.ToUpper(want[3]) || p.Club != want[4] || p.ID != tournament.PlayerID(i+1) {
					t.Errorf("player %d: %+v, want %v", i+1, p, want)
				}
			}
			type g struct {
				round, table int
				white, black tournament.PlayerID
				result       tournament.Result
			}
			wantGames := []g{
				{1, 1, 1, 2, tournament.WhiteWins},
				{1, 2, 3, 4, tournament.BothLose},
				{2, 1, 2, 5, tournament.Jigo},
				{2, 2, 4, 1, tournament.BlackWins},
			}
			if len(tr.Games) != len(wantGames) {
				t.Fatalf("games %+v", tr.Games)
			}
			for i, w := range wantGames {
				x := tr.Games[i]
				if (g{x.Round, x.Table, x.White, x.Black, x.Result}) != w || x.ByDefault || !x.KnownColor {
					t.Errorf("game %d: %+v, want %+v", i+1, x, w)
				}
			}
			var wantByes []tournament.Bye
			if byes {
				wantByes = []tournament.Bye{{Round: 1, Player: 5}, {Round: 2, Player: 3}}
			}
			if fmt.Sprint(tr.Byes) != fmt.Sprint(wantByes) {
				t.Errorf("byes %+v, want %+v", tr.Byes, wantByes)
			}
			s := tr.Settings
			if s.Name != "Pairgoth Cup" || s.Place != "Paris" || s.Rounds != 2 || s.Komi != 15 ||
				!s.Begin.Equal(time.Date(2024, 3, 9, 0, 0, 0, 0, time.UTC)) ||
				s.Handicap.NoHandicapThreshold != rank.Dan(1) || s.Floor != rank.Kyu(20) {
				t.Errorf("settings %+v", s)
			}
			if fmt.Sprint(s.Criteria) != "[MMS SOSM]" {
				t.Errorf("criteria %v, want [MMS SOSM] (NONE and NULL left out)", s.Criteria)
			}
			if s.Pairing.AdditionalPlacementCritSystem1 != tournament.CritRating || s.Pairing.AdditionalPlacementCritSystem2 != "" {
				t.Errorf("seeding criteria %q %q, want Rating and none", s.Pairing.AdditionalPlacementCritSystem1, s.Pairing.AdditionalPlacementCritSystem2)
			}
		})
	}
}

// A <ByePlayer> with attributes directly under <Tournament> is still a bye outside its list.
func TestReadOpenGothaLoneByeRefused(t *testing.T) {
	file := `<Tournament><Players><Player name="A" firstName="a" rank="1d"/></Players>` +
		`<ByePlayer player="AA" roundNumber="1"/></Tournament>`
	_, _, err := ReadOpenGotha(strings.NewReader(file))
	if err == nil || !strings.Contains(err.Error(), "<ByePlayer> must be inside <ByePlayers>") {
		t.Fatalf("lone bye: %v", err)
	}
}

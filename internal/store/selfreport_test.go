package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// venue is a tournament of four players with round 1 paired: table 1 White a, Black b on a
// komi of 6.5; table 2 White c, Black d on a komi of 7 (a jigo is possible there). Each
// player has a link. The database's clock steps a second at each reading, so that the order
// of reports and results is the order they were made in.
type venue struct {
	db         *DB
	id         TournamentID
	a, b, c, d tournament.PlayerID
	links      map[tournament.PlayerID]PlayerLink
	tokens     map[tournament.PlayerID]string
}

func newVenue(t *testing.T, mode tournament.SelfReport) *venue {
	t.Helper()
	ctx := context.Background()
	db := openTest(t)
	start := time.Date(2026, 8, 1, 9, 0, 0, 0, time.UTC)
	tick := 0
	db.now = func() time.Time { tick++; return start.Add(time.Duration(tick) * time.Second) }
	s := testSettings()
	s.SelfReport = mode
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	v := &venue{db: db, id: id, links: map[tournament.PlayerID]PlayerLink{}, tokens: map[tournament.PlayerID]string{}}
	for i, p := range []*tournament.PlayerID{&v.a, &v.b, &v.c, &v.d} {
		*p, err = db.AddPlayer(ctx, id, tournament.Player{Name: "Player", FirstName: string(rune('A' + i)), Rank: rank.Kyu(1 + i)})
		if err != nil {
			t.Fatal(err)
		}
		tok, err := db.IssueLink(ctx, id, *p)
		if err != nil {
			t.Fatal(err)
		}
		v.tokens[*p] = tok
		if v.links[*p], err = db.LinkOf(ctx, tok); err != nil {
			t.Fatal(err)
		}
	}
	games := []tournament.Game{
		{Round: 1, Table: 1, White: v.a, Black: v.b, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: v.c, Black: v.d, Komi: 14, KnownColor: true},
	}
	if err := db.SaveRound(ctx, id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	return v
}

func (v *venue) name(p tournament.PlayerID) string { return "Player " + string(rune('A'+int(p-v.a))) }

// report reports result for player p in round 1 and fails the test on an error.
func (v *venue) report(t *testing.T, p tournament.PlayerID, result string) ReportOutcome {
	t.Helper()
	out, err := v.db.Report(context.Background(), v.links[p], 1, result, 0, v.name)
	if err != nil {
		t.Fatalf("report %s of player %d: %v", result, p, err)
	}
	return out
}

// game is the stored game at table of round 1.
func (v *venue) game(t *testing.T, table int) tournament.Game {
	t.Helper()
	games, _, err := v.db.Round(context.Background(), v.id, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if g.Table == table {
			return g
		}
	}
	t.Fatalf("no game at table %d", table)
	return tournament.Game{}
}

func (v *venue) state(t *testing.T, table int) GameReports {
	t.Helper()
	games, _, err := v.db.RoundReports(context.Background(), v.id, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if g.Game.Table == table {
			return g
		}
	}
	t.Fatalf("no game at table %d", table)
	return GameReports{}
}

// A link's secret is 256 random bits in 43 URL-safe characters, stored as its SHA-256 only;
// a new link replaces the old one, a revoked link opens nothing, and every secret that opens
// nothing gets the same answer.
func TestPlayerLinks(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportOff)
	tok := v.tokens[v.a]
	if len(tok) != 43 || strings.ContainsAny(tok, "+/=") {
		t.Fatalf("token %q: want 43 URL-safe characters", tok)
	}
	var rows []playerLinkRow
	if err := v.db.gorm.Find(&rows).Error; err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(tok))
	found := false
	for _, r := range rows {
		if strings.Contains(r.TokenHash, tok) {
			t.Fatal("the secret is stored as it is")
		}
		found = found || r.TokenHash == hex.EncodeToString(sum[:])
	}
	if !found {
		t.Fatal("no row holds the secret's SHA-256")
	}
	if l := v.links[v.a]; l.Tournament != v.id || l.Player != v.a {
		t.Fatalf("link of a: %+v", l)
	}
	again, err := v.db.IssueLink(ctx, v.id, v.a)
	if err != nil || again == tok {
		t.Fatalf("re-issued %q %v", again, err)
	}
	if _, err := v.db.LinkOf(ctx, tok); err != ErrNoLink {
		t.Fatalf("the replaced link: %v, want ErrNoLink", err)
	}
	if l, err := v.db.LinkOf(ctx, again); err != nil || l.Player != v.a {
		t.Fatalf("the new link: %+v %v", l, err)
	}
	if err := v.db.RevokeLink(ctx, v.id, v.a); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{again, "", "x", strings.Repeat("A", 43), tok[:42] + "!"} {
		if _, err := v.db.LinkOf(ctx, bad); err != ErrNoLink {
			t.Fatalf("token %q: %v, want ErrNoLink", bad, err)
		}
	}
	issued, err := v.db.LinksIssued(ctx, v.id)
	if err != nil || len(issued) != 3 {
		t.Fatalf("links issued: %v %v, want the three not revoked", issued, err)
	}
	if _, ok := issued[v.a]; ok {
		t.Fatal("the revoked link is listed")
	}
	wantCode(t, v.db.RevokeLink(ctx, v.id, 9999), ENOTFOUND, "")
	_, err = v.db.IssueLink(ctx, v.id, 9999)
	wantCode(t, err, ENOTFOUND, "")
}

// A player checks in before his round is paired, once however often he says so, and may take
// it back until the pairing; after it both are refused.
func TestCheckIn(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportOff)
	for range 2 {
		if err := v.db.CheckIn(ctx, v.id, v.a, 2, "Player A"); err != nil {
			t.Fatal(err)
		}
	}
	if err := v.db.CheckIn(ctx, v.id, v.b, 2, "desk"); err != nil {
		t.Fatal(err)
	}
	if err := v.db.UndoCheckIn(ctx, v.id, v.b, 2); err != nil {
		t.Fatal(err)
	}
	list, err := v.db.CheckIns(ctx, v.id)
	if err != nil || len(list) != 1 || list[0].Player != v.a || list[0].Round != 2 || list[0].By != "Player A" {
		t.Fatalf("check-ins %+v %v", list, err)
	}
	wantCode(t, v.db.CheckIn(ctx, v.id, v.c, 1, "Player C"), ECONFLICT, "round")
	wantCode(t, v.db.UndoCheckIn(ctx, v.id, v.a, 1), ECONFLICT, "round")
	wantCode(t, v.db.CheckIn(ctx, v.id, v.c, 99, "Player C"), EINVALID, "round")
	if err := v.db.SaveRound(ctx, v.id, 2, []tournament.Game{{Round: 2, Table: 1, White: v.a, Black: v.c}}, 0); err != nil {
		t.Fatal(err)
	}
	wantCode(t, v.db.UndoCheckIn(ctx, v.id, v.a, 2), ECONFLICT, "round")
}

// Two agreeing reports wait for the desk under "confirm"; its approval records the result
// with the desk's name in the audit trail.
func TestReportsAgreeConfirm(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportConfirm)
	if out := v.report(t, v.a, ReportLost); out.State != ReportWaiting {
		t.Fatalf("one report: %v", out.State)
	}
	out := v.report(t, v.b, ReportWon)
	if out.State != ReportApproval || out.Agreed != tournament.BlackWins {
		t.Fatalf("two agreeing reports: %v %v", out.State, out.Agreed)
	}
	if g := v.game(t, 1); g.Result != tournament.Unknown {
		t.Fatalf("recorded before the desk approved: %v", g.Result)
	}
	if err := v.db.ApproveReports(ctx, v.id, 1, 1, "desk@192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	if g := v.game(t, 1); g.Result != tournament.BlackWins || g.ByDefault {
		t.Fatalf("approved: %v", g.Result)
	}
	changes, err := v.db.ResultChanges(ctx, v.id)
	if err != nil || len(changes) != 1 || changes[0].By != "desk@192.0.2.1" || changes[0].New != tournament.BlackWins {
		t.Fatalf("audit %+v %v", changes, err)
	}
	if st := v.state(t, 1); st.State != ReportRecorded {
		t.Fatalf("after the approval: %v", st.State)
	}
	// Approving again, or a game whose reports do not agree, changes nothing.
	wantCode(t, v.db.ApproveReports(ctx, v.id, 1, 1, "desk"), ECONFLICT, "table")
	v.report(t, v.c, ReportWon)
	wantCode(t, v.db.ApproveReports(ctx, v.id, 1, 2, "desk"), ECONFLICT, "table")
}

// Under "auto" the second agreeing report records the result, with both players named in
// the audit trail; a game both say was not played still waits for the desk.
func TestReportsAgreeAuto(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	v.report(t, v.a, ReportWon)
	out := v.report(t, v.b, ReportLost)
	if out.State != ReportRecorded || out.Game.Result != tournament.WhiteWins {
		t.Fatalf("auto: %v %v", out.State, out.Game.Result)
	}
	if g := v.game(t, 1); g.Result != tournament.WhiteWins {
		t.Fatalf("stored %v", g.Result)
	}
	changes, err := v.db.ResultChanges(ctx, v.id)
	if err != nil || len(changes) != 1 || changes[0].By != SelfReportBy+": Player A, Player B" {
		t.Fatalf("audit %+v %v", changes, err)
	}
	v.report(t, v.c, ReportNotPlayed)
	out = v.report(t, v.d, ReportNotPlayed)
	if out.State != ReportApproval || out.Agreed != tournament.BothLose || !out.AgreedByDefault {
		t.Fatalf("not played: %+v", out.GameReports)
	}
	if g := v.game(t, 2); g.Result != tournament.Unknown {
		t.Fatalf("not played recorded without the desk: %v", g.Result)
	}
	if err := v.db.ApproveReports(ctx, v.id, 1, 2, "desk"); err != nil {
		t.Fatal(err)
	}
	if g := v.game(t, 2); g.Result != tournament.BothLose || !g.ByDefault {
		t.Fatalf("not played approved: %v %v", g.Result, g.ByDefault)
	}
}

// Disagreeing reports are a conflict and nothing is recorded; the desk's result settles it.
func TestReportsDisagree(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	v.report(t, v.a, ReportWon)
	out := v.report(t, v.b, ReportWon)
	if out.State != ReportConflict {
		t.Fatalf("both won: %v", out.State)
	}
	if g := v.game(t, 1); g.Result != tournament.Unknown {
		t.Fatalf("a conflict recorded %v", g.Result)
	}
	if err := v.db.SetResult(ctx, v.id, 1, 1, tournament.BlackWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	if st := v.state(t, 1); st.State != ReportSettled {
		t.Fatalf("after the desk's result: %v", st.State)
	}
	changes, err := v.db.ResultChanges(ctx, v.id)
	if err != nil || len(changes) != 1 || changes[0].By != "desk" {
		t.Fatalf("audit %+v %v", changes, err)
	}
}

// A report contrary to the result the desk already has is a conflict the desk sees; one that
// agrees with it is no conflict. The desk entering the result again settles it.
func TestReportAfterDeskResult(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	if err := v.db.SetResult(ctx, v.id, 1, 1, tournament.WhiteWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	if out := v.report(t, v.a, ReportWon); out.State != ReportRecorded {
		t.Fatalf("agreeing with the desk: %v", out.State)
	}
	if out := v.report(t, v.b, ReportWon); out.State != ReportConflict {
		t.Fatalf("contrary to the desk: %v", out.State)
	}
	if g := v.game(t, 1); g.Result != tournament.WhiteWins {
		t.Fatalf("the report changed the desk's result: %v", g.Result)
	}
	if err := v.db.SetResult(ctx, v.id, 1, 1, tournament.WhiteWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	if st := v.state(t, 1); st.State != ReportSettled {
		t.Fatalf("after the desk confirmed its result: %v", st.State)
	}
	// b comes round to the desk's result; a then changes his report against it: a new conflict.
	if out := v.report(t, v.b, ReportLost); out.State != ReportRecorded {
		t.Fatalf("b agrees with the desk: %v", out.State)
	}
	if out := v.report(t, v.a, ReportLost); out.State != ReportConflict {
		t.Fatalf("a report changed after the desk's decision: %v", out.State)
	}
}

// A report made before the round was paired again is void: it counts for nothing, and the
// player's page can say so; a report against the pairing a stale page showed is refused.
func TestReportAfterRepairing(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	v.report(t, v.a, ReportWon)
	games := []tournament.Game{
		{Round: 1, Table: 1, White: v.a, Black: v.c, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: v.b, Black: v.d, Komi: 13, KnownColor: true},
	}
	if err := v.db.SaveRound(ctx, v.id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	rounds, void, err := v.db.RoundReports(ctx, v.id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(void) != 1 || void[0].Player != v.a || !void[0].Void() {
		t.Fatalf("void reports %+v", void)
	}
	for _, g := range rounds {
		if g.State != ReportNone {
			t.Fatalf("table %d after the re-pairing: %v", g.Game.Table, g.State)
		}
	}
	// c's page still showed d as his opponent: refused, nothing stored.
	_, err = v.db.Report(ctx, v.links[v.c], 1, ReportLost, v.d, v.name)
	wantCode(t, err, ECONFLICT, "round")
	if st := v.state(t, 1); st.State != ReportNone {
		t.Fatalf("a refused report was stored: %v", st.State)
	}
	// Reported again for the new pairing, the game is recorded.
	v.report(t, v.a, ReportWon)
	if out, err := v.db.Report(ctx, v.links[v.c], 1, ReportLost, v.a, v.name); err != nil || out.State != ReportRecorded {
		t.Fatalf("new pairing: %+v %v", out, err)
	}
	reps, err := v.db.PlayerReports(ctx, v.id, v.a)
	if err != nil || len(reps) != 2 || !reps[0].Void() || reps[1].Void() || reps[1].Table != 1 {
		t.Fatalf("a's reports %+v %v", reps, err)
	}
}

// The same report twice from one phone is stored once; another result replaces the first
// (the latest counts), and the history keeps both.
func TestReportTwice(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportConfirm)
	v.report(t, v.a, ReportWon)
	if out := v.report(t, v.a, ReportWon); !out.Repeated || out.State != ReportWaiting {
		t.Fatalf("the same report again: %+v", out)
	}
	if out := v.report(t, v.a, ReportLost); out.Repeated {
		t.Fatal("a changed report counted as a repeat")
	}
	if out := v.report(t, v.b, ReportWon); out.State != ReportApproval || out.Agreed != tournament.BlackWins {
		t.Fatalf("after the change: %v %v", out.State, out.Agreed)
	}
	reps, err := v.db.PlayerReports(ctx, v.id, v.a)
	if err != nil || len(reps) != 2 || reps[0].Result != ReportWon || reps[1].Result != ReportLost {
		t.Fatalf("history %+v %v", reps, err)
	}
}

// Refused reports change nothing: the tournament takes none, a result that is none of the
// four, a round without a game of the player, a jigo on a half-point komi.
func TestReportRefusals(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportOff)
	rev, _ := v.db.Revision(ctx, v.id)
	_, err := v.db.Report(ctx, v.links[v.a], 1, ReportWon, 0, v.name)
	wantCode(t, err, ECONFLICT, "self_report")
	s := testSettings()
	s.SelfReport = tournament.SelfReportAuto
	if err := v.db.UpdateSettings(ctx, v.id, s); err != nil {
		t.Fatal(err)
	}
	_, err = v.db.Report(ctx, v.links[v.a], 1, "w", 0, v.name)
	wantCode(t, err, EINVALID, "result")
	_, err = v.db.Report(ctx, v.links[v.a], 2, ReportWon, 0, v.name)
	wantCode(t, err, ENOTFOUND, "round")
	_, err = v.db.Report(ctx, v.links[v.a], 1, ReportJigo, 0, v.name)
	wantCode(t, err, EINVALID, "result")
	if out := v.report(t, v.c, ReportJigo); out.State != ReportWaiting {
		t.Fatalf("a jigo on a komi of 7: %v", out.State)
	}
	reps, err := v.db.Reports(ctx, v.id)
	if err != nil || len(reps) != 1 {
		t.Fatalf("reports after the refusals: %+v %v", reps, err)
	}
	if now, _ := v.db.Revision(ctx, v.id); now != rev+2 {
		t.Fatalf("revision %d, want %d (the settings and the one report)", now, rev+2)
	}
}

// The backup carries the check-ins and the reports (void ones too), not the links; the
// restored copy reads them back as they were.
func TestBackupCarriesCheckInsAndReports(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportConfirm)
	if err := v.db.CheckIn(ctx, v.id, v.a, 2, "Player A"); err != nil {
		t.Fatal(err)
	}
	v.report(t, v.a, ReportWon)
	v.report(t, v.b, ReportLost)
	v.report(t, v.c, ReportWon)
	// c's game is paired again with the same players on another table: his report stays valid.
	b, err := v.db.Backup(ctx, v.id)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.CheckIns) != 1 || len(b.Reports) != 3 || b.Tournament.Settings.SelfReport != tournament.SelfReportConfirm {
		t.Fatalf("backup %+v %+v %v", b.CheckIns, b.Reports, b.Tournament.Settings.SelfReport)
	}
	if r := b.Reports[2]; r.Player != v.c || r.Opponent != v.d || r.GameTable != 2 || r.Result != ReportWon {
		t.Fatalf("report %+v", r)
	}
	id2, err := v.db.RestoreBackup(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	games, void, err := v.db.RoundReports(ctx, id2, 1)
	if err != nil || len(void) != 0 || len(games) != 2 {
		t.Fatalf("restored %+v %+v %v", games, void, err)
	}
	if games[0].State != ReportApproval || games[0].Agreed != tournament.WhiteWins || games[1].State != ReportWaiting {
		t.Fatalf("restored states %v %v %v", games[0].State, games[0].Agreed, games[1].State)
	}
	ins, err := v.db.CheckIns(ctx, id2)
	if err != nil || len(ins) != 1 || ins[0].Round != 2 || ins[0].By != "Player A" || !ins[0].At.Equal(b.CheckIns[0].At) {
		t.Fatalf("restored check-ins %+v %v", ins, err)
	}
	issued, err := v.db.LinksIssued(ctx, id2)
	if err != nil || len(issued) != 0 {
		t.Fatalf("links restored: %v %v", issued, err)
	}
}

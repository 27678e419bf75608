package store

import (
	"context"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/tournament"
)

// The counts below stand for what the web layer computes from a position; the store only
// keeps them and acts on the result each gives.
var (
	blackByThree = PositionCount{SGF: "(;GM[1]SZ[9]AB[cc]AW[gg])", Details: `{"dead":[],"uncertain":["G3"]}`, Score: "B+3.5", Result: tournament.BlackWins}
	whiteByOne   = PositionCount{SGF: "(;GM[1]SZ[9]AB[cc]AW[gg])", Details: `{"dead":["C7"],"uncertain":[]}`, Score: "W+0.5", Result: tournament.WhiteWins}
	confirmed    = PositionCount{Details: `{"dead":[],"uncertain":[]}`, Score: "B+3.5", Result: tournament.BlackWins}
)

func (v *venue) propose(t *testing.T, p tournament.PlayerID, count PositionCount) PositionProposal {
	t.Helper()
	out, err := v.db.ProposePosition(context.Background(), v.links[p], 1, 0, count)
	if err != nil {
		t.Fatalf("position of player %d: %v", p, err)
	}
	return out
}

func (v *venue) confirm(t *testing.T, p tournament.PlayerID, version int) PositionProposal {
	t.Helper()
	out, err := v.db.ConfirmPosition(context.Background(), v.links[p], 1, version, confirmed, v.name)
	if err != nil {
		t.Fatalf("confirm of player %d: %v", p, err)
	}
	return out
}

// A position proposed by White (a) and confirmed by both players under "auto" records the
// result its count gives (Black wins: a reports lost, b won), keeps the position as the
// game's record, and can no longer change.
func TestPositionConfirmedAuto(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	p := v.propose(t, v.a, blackByThree)
	if p.Version != 1 || p.State != PositionOpen || p.ChangedBy != v.a || p.White != v.a || p.Black != v.b || p.Table != 1 {
		t.Fatalf("proposal %+v", p)
	}
	// The proposer confirms: the game waits for the opponent, nothing is reported yet.
	if p = v.confirm(t, v.a, 1); !p.WhiteConfirmed || p.BlackConfirmed || p.State != PositionOpen {
		t.Fatalf("after White's confirmation %+v", p)
	}
	if st := v.state(t, 1); st.State != ReportNone || st.Position == nil || st.Position.Version != 1 {
		t.Fatalf("game after one confirmation: %+v", st)
	}
	if p = v.confirm(t, v.b, 1); p.State != PositionAgreed {
		t.Fatalf("after both confirmations %+v", p)
	}
	if g := v.game(t, 1); g.Result != tournament.BlackWins {
		t.Fatalf("result %v, want Black wins", g.Result)
	}
	st := v.state(t, 1)
	if st.State != ReportRecorded || st.White == nil || st.White.Result != ReportLost || st.Black == nil || st.Black.Result != ReportWon {
		t.Fatalf("reports after the agreement: %+v", st)
	}
	rec, err := v.db.LatestGameRecord(ctx, v.id, 1, 1)
	if err != nil || rec.SGF != blackByThree.SGF || rec.Score != "B+3.5" || rec.Details != confirmed.Details ||
		rec.UploadedBy != "Player A, Player B (confirmed count)" {
		t.Fatalf("record %+v %v", rec, err)
	}
	changes, err := v.db.ResultChanges(ctx, v.id)
	if err != nil || len(changes) != 1 || changes[0].By != "players' reports: Player A, Player B (confirmed count B+3.5)" {
		t.Fatalf("audit %+v %v", changes, err)
	}
	_, err = v.db.ProposePosition(ctx, v.links[v.b], 1, 0, whiteByOne)
	wantCode(t, err, ECONFLICT, "position")
	_, err = v.db.ConfirmPosition(ctx, v.links[v.a], 1, 1, confirmed, v.name)
	wantCode(t, err, ECONFLICT, "position")
}

// Under "confirm" an agreed count waits for the desk, whose approval records it.
func TestPositionConfirmedDesk(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportConfirm)
	v.propose(t, v.d, blackByThree)
	v.confirm(t, v.c, 1)
	v.confirm(t, v.d, 1)
	st := v.state(t, 2)
	if st.State != ReportApproval || st.Agreed != tournament.BlackWins || v.game(t, 2).Result != tournament.Unknown {
		t.Fatalf("agreed count under confirm: %+v", st)
	}
	if err := v.db.ApproveReports(ctx, v.id, 1, 2, "desk"); err != nil {
		t.Fatal(err)
	}
	if g := v.game(t, 2); g.Result != tournament.BlackWins {
		t.Fatalf("approved: %v", g.Result)
	}
}

// Every change makes a new version that neither player has confirmed; a confirmation of a
// version no longer shown, of none, or by a page that sent none is refused; so are proposals
// while the tournament takes no reports, for a game with a result and for a player without a
// game, and the confirmation of a count that decides nothing.
func TestPositionVersions(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	_, err := v.db.ConfirmPosition(ctx, v.links[v.a], 1, 1, confirmed, v.name)
	wantCode(t, err, ENOTFOUND, "position")
	v.propose(t, v.a, blackByThree)
	v.confirm(t, v.b, 1)
	p, err := v.db.ChangePosition(ctx, v.links[v.a], 1, 1, whiteByOne)
	if err != nil || p.Version != 2 || p.WhiteConfirmed || p.BlackConfirmed || p.Count.Score != "W+0.5" || p.Count.SGF != blackByThree.SGF || p.ChangedBy != v.a {
		t.Fatalf("changed %+v %v", p, err)
	}
	_, err = v.db.ConfirmPosition(ctx, v.links[v.b], 1, 1, confirmed, v.name)
	wantCode(t, err, ECONFLICT, "version")
	_, err = v.db.ChangePosition(ctx, v.links[v.b], 1, 0, whiteByOne)
	wantCode(t, err, ECONFLICT, "version")
	// A new position from the other player replaces it: version 3.
	if p = v.propose(t, v.b, whiteByOne); p.Version != 3 || p.ChangedBy != v.b {
		t.Fatalf("replaced %+v", p)
	}
	undecided := PositionCount{SGF: "(;GM[1]SZ[9])", Details: "{}", Score: "?", Result: tournament.Unknown}
	_, err = v.db.ConfirmPosition(ctx, v.links[v.a], 1, 3, undecided, v.name)
	wantCode(t, err, EINVALID, "position")
	if g := v.game(t, 1); g.Result != tournament.Unknown {
		t.Fatalf("a refusal recorded %v", g.Result)
	}
	if err := v.db.SetResult(ctx, v.id, 1, 2, tournament.WhiteWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	_, err = v.db.ProposePosition(ctx, v.links[v.c], 1, 0, blackByThree)
	wantCode(t, err, ECONFLICT, "position")
	_, err = v.db.ProposePosition(ctx, v.links[v.a], 2, 0, blackByThree)
	wantCode(t, err, ENOTFOUND, "round")
	off := newVenue(t, tournament.SelfReportOff)
	_, err = off.db.ProposePosition(ctx, off.links[off.a], 1, 0, blackByThree)
	wantCode(t, err, ECONFLICT, "self_report")
}

// A disputed count records nothing: the desk sees a conflict with the position as the game's
// record, for the board's dispute settled by play, and the players can no longer change or
// confirm it; once the desk enters a result the conflict is settled.
func TestPositionDisputed(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	v.propose(t, v.a, blackByThree)
	v.confirm(t, v.a, 1)
	disputedCount := PositionCount{Details: `{"dead":[],"uncertain":["G3"]}`, Score: "B+3.5", Result: tournament.BlackWins}
	p, err := v.db.DisputePosition(ctx, v.links[v.b], 1, 1, disputedCount, v.name)
	if err != nil || p.State != PositionDisputed || p.DisputedBy != v.b {
		t.Fatalf("disputed %+v %v", p, err)
	}
	st := v.state(t, 1)
	if st.State != ReportConflict || st.Position == nil || st.Position.State != PositionDisputed || v.game(t, 1).Result != tournament.Unknown {
		t.Fatalf("game after the dispute: %+v", st)
	}
	rec, err := v.db.LatestGameRecord(ctx, v.id, 1, 1)
	if err != nil || rec.SGF != blackByThree.SGF || rec.Details != disputedCount.Details || !strings.HasSuffix(rec.UploadedBy, "(disputed count)") {
		t.Fatalf("record %+v %v", rec, err)
	}
	// Two agreeing reports after the dispute do not record it either: the desk decides.
	v.report(t, v.a, ReportLost)
	v.report(t, v.b, ReportWon)
	if st := v.state(t, 1); st.State != ReportConflict || v.game(t, 1).Result != tournament.Unknown {
		t.Fatalf("reports after the dispute: %+v", st)
	}
	_, err = v.db.ConfirmPosition(ctx, v.links[v.b], 1, 1, confirmed, v.name)
	wantCode(t, err, ECONFLICT, "position")
	_, err = v.db.ProposePosition(ctx, v.links[v.b], 1, 0, whiteByOne)
	wantCode(t, err, ECONFLICT, "position")
	if err := v.db.SetResult(ctx, v.id, 1, 1, tournament.WhiteWins, false, "desk"); err != nil {
		t.Fatal(err)
	}
	if st := v.state(t, 1); st.State != ReportSettled {
		t.Fatalf("after the desk's result: %+v", st.State)
	}
}

// A proposal belongs to the game's players as they were: after the round is paired again
// with the colours swapped it is void, and a new one takes its place.
func TestPositionRepaired(t *testing.T) {
	ctx := context.Background()
	v := newVenue(t, tournament.SelfReportAuto)
	v.propose(t, v.a, blackByThree)
	games := []tournament.Game{
		{Round: 1, Table: 1, White: v.b, Black: v.a, Komi: 13, KnownColor: true},
		{Round: 1, Table: 2, White: v.c, Black: v.d, Komi: 14, KnownColor: true},
	}
	if err := v.db.SaveRound(ctx, v.id, 1, games, 0); err != nil {
		t.Fatal(err)
	}
	if p, err := v.db.PositionOf(ctx, v.id, 1, 1); err != nil || p != nil {
		t.Fatalf("position after the re-pairing: %+v %v", p, err)
	}
	_, err := v.db.ProposePosition(ctx, v.links[v.a], 1, v.c, blackByThree)
	wantCode(t, err, ECONFLICT, "round")
	if p := v.propose(t, v.a, whiteByOne); p.Version != 1 || p.White != v.b || p.Black != v.a {
		t.Fatalf("new proposal %+v", p)
	}
	if p, err := v.db.PositionOf(ctx, v.id, 1, 1); err != nil || p == nil || p.Count.Score != "W+0.5" {
		t.Fatalf("position %+v %v", p, err)
	}
}

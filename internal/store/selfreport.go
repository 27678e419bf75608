package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// Players at the venue (docs/DIRECTOR.md, "Players at the venue"): each player may have a
// personal link, a long random secret of which only the SHA-256 is stored; through it he checks
// in before a round is paired and reports the result of his game. Two agreeing reports are
// recorded or wait for the desk's approval, as the tournament's SelfReport says; a
// disagreement, or a report contrary to the result the desk has, is a conflict the desk
// settles by entering the result.

type playerLinkRow struct {
	ID           uint
	TournamentID uint
	PlayerID     uint
	TokenHash    string
	CreatedAt    time.Time
}

func (playerLinkRow) TableName() string { return "player_links" }

type checkInRow struct {
	ID           uint
	TournamentID uint
	Round        int
	PlayerID     uint
	At           time.Time
	By           string
}

func (checkInRow) TableName() string { return "check_ins" }

type selfReportRow struct {
	ID           uint
	TournamentID uint
	Round        int
	PlayerID     uint
	GameID       *uint
	OpponentID   uint
	Result       string
	At           time.Time
	LinkID       uint
}

func (selfReportRow) TableName() string { return "self_reports" }

// The results a player reports of his own game.
const (
	ReportWon       = "won"
	ReportLost      = "lost"
	ReportJigo      = "jigo"
	ReportNotPlayed = "not-played"
)

// ReportResults are the results a player may report, in the order the pages show them.
var ReportResults = []string{ReportWon, ReportLost, ReportJigo, ReportNotPlayed}

// SelfReportBy is the mark of the audit trail's lines of results recorded from two agreeing
// reports: SelfReportBy + ": " + the two players' names.
const SelfReportBy = "players' reports"

// linkTokenBytes is the size of a link's secret: 256 random bits.
const linkTokenBytes = 32

// hashToken is the stored form of a link's secret.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// IssueLink gives player pid of tournament id a new personal link and returns its secret
// (43 URL-safe characters), which is stored only hashed: it cannot be shown again. The
// player's previous link, if any, stops working. An unknown player is ENOTFOUND.
func (db *DB) IssueLink(ctx context.Context, id TournamentID, pid tournament.PlayerID) (string, error) {
	var b [linkTokenBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(b[:])
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkPlayer(tx, id, pid); err != nil {
			return err
		}
		if err := tx.Where("player_id = ?", pid).Delete(&playerLinkRow{}).Error; err != nil {
			return fmt.Errorf("player %d: revoke link: %w", pid, err)
		}
		row := playerLinkRow{TournamentID: uint(id), PlayerID: uint(pid), TokenHash: hashToken(token), CreatedAt: db.now()}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("player %d: issue link: %w", pid, err)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return token, nil
}

// RevokeLink makes player pid's personal link stop working (nothing to do when he has none).
// An unknown player is ENOTFOUND.
func (db *DB) RevokeLink(ctx context.Context, id TournamentID, pid tournament.PlayerID) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkPlayer(tx, id, pid); err != nil {
			return err
		}
		return tx.Where("player_id = ?", pid).Delete(&playerLinkRow{}).Error
	})
}

// checkPlayer refuses a player who is not registered in tournament id.
func checkPlayer(tx *gorm.DB, id TournamentID, pid tournament.PlayerID) error {
	var n int64
	if err := tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", pid, id).Count(&n).Error; err != nil {
		return fmt.Errorf("player %d: %w", pid, err)
	}
	if n == 0 {
		return keyedErr(ENOTFOUND, "", msgPlayerNotFound.New(pid))
	}
	return nil
}

// LinksIssued gives, for each player of tournament id who has a personal link, when it was
// issued.
func (db *DB) LinksIssued(ctx context.Context, id TournamentID) (map[tournament.PlayerID]time.Time, error) {
	var rows []playerLinkRow
	if err := db.gorm.WithContext(ctx).Select("player_id, created_at").Where("tournament_id = ?", id).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("links of tournament %d: %w", id, err)
	}
	out := make(map[tournament.PlayerID]time.Time, len(rows))
	for _, r := range rows {
		out[tournament.PlayerID(r.PlayerID)] = r.CreatedAt.UTC()
	}
	return out, nil
}

// PlayerLink is whose a personal link is.
type PlayerLink struct {
	ID         uint // the link's own id: a new link of the same player has another
	Tournament TournamentID
	Player     tournament.PlayerID
}

// ErrNoLink is the answer to a secret that opens no link: never issued, revoked or replaced
// alike, so that nobody learns which.
var ErrNoLink = keyedErr(ENOTFOUND, "", msgLinkNotFound.New())

// LinkOf finds the link whose secret is token; any token that opens none is ErrNoLink.
func (db *DB) LinkOf(ctx context.Context, token string) (PlayerLink, error) {
	if len(token) != base64.RawURLEncoding.EncodedLen(linkTokenBytes) {
		return PlayerLink{}, ErrNoLink
	}
	var rows []playerLinkRow
	if err := db.gorm.WithContext(ctx).Where("token_hash = ?", hashToken(token)).Limit(1).Find(&rows).Error; err != nil {
		return PlayerLink{}, fmt.Errorf("player link: %w", err)
	}
	if len(rows) == 0 {
		return PlayerLink{}, ErrNoLink
	}
	r := rows[0]
	return PlayerLink{ID: r.ID, Tournament: TournamentID(r.TournamentID), Player: tournament.PlayerID(r.PlayerID)}, nil
}

// roundPaired tells whether round has a game or a bye.
func roundPaired(tx *gorm.DB, id TournamentID, round int) (bool, error) {
	var n, b int64
	if err := tx.Model(&gameRow{}).Where("tournament_id = ? AND round = ?", id, round).Count(&n).Error; err != nil {
		return false, fmt.Errorf("round %d: %w", round, err)
	}
	if err := tx.Model(&byeRow{}).Where("tournament_id = ? AND round = ?", id, round).Count(&b).Error; err != nil {
		return false, fmt.Errorf("round %d: %w", round, err)
	}
	return n+b > 0, nil
}

// CheckIn records that player pid is at the venue for round, said by by (the player's link:
// his name; the desk: the account's). A round already paired is ECONFLICT on "round";
// checking in twice changes nothing.
func (db *DB) CheckIn(ctx context.Context, id TournamentID, pid tournament.PlayerID, round int, by string) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkRound(tx, id, round); err != nil {
			return err
		}
		if err := checkPlayer(tx, id, pid); err != nil {
			return err
		}
		if paired, err := roundPaired(tx, id, round); err != nil {
			return err
		} else if paired {
			return keyedErr(ECONFLICT, "round", msgLinkCheckinClosed.New(round))
		}
		var n int64
		if err := tx.Model(&checkInRow{}).Where("player_id = ? AND round = ?", pid, round).Count(&n).Error; err != nil {
			return fmt.Errorf("check-in: %w", err)
		}
		if n > 0 {
			return nil
		}
		row := checkInRow{TournamentID: uint(id), Round: round, PlayerID: uint(pid), At: db.now(), By: by}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("check-in: %w", err)
		}
		return nil
	})
}

// UndoCheckIn takes back player pid's check-in for round, before the round is paired (after:
// ECONFLICT on "round"). Without a check-in it changes nothing.
func (db *DB) UndoCheckIn(ctx context.Context, id TournamentID, pid tournament.PlayerID, round int) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		if err := checkRound(tx, id, round); err != nil {
			return err
		}
		if err := checkPlayer(tx, id, pid); err != nil {
			return err
		}
		if paired, err := roundPaired(tx, id, round); err != nil {
			return err
		} else if paired {
			return keyedErr(ECONFLICT, "round", msgLinkCheckinClosed.New(round))
		}
		return tx.Where("player_id = ? AND round = ?", pid, round).Delete(&checkInRow{}).Error
	})
}

// CheckInLine is one check-in: who, for which round, when and said by whom.
type CheckInLine struct {
	Round  int
	Player tournament.PlayerID
	At     time.Time
	By     string
}

// CheckIns are the check-ins of tournament id, by round then time.
func (db *DB) CheckIns(ctx context.Context, id TournamentID) ([]CheckInLine, error) {
	var rows []checkInRow
	if err := db.gorm.WithContext(ctx).Where("tournament_id = ?", id).Order("round, at, id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("check-ins of tournament %d: %w", id, err)
	}
	out := make([]CheckInLine, len(rows))
	for i, r := range rows {
		out[i] = CheckInLine{Round: r.Round, Player: tournament.PlayerID(r.PlayerID), At: r.At.UTC(), By: r.By}
	}
	return out, nil
}

// Report is one result a player reported through his link.
type Report struct {
	Round            int
	Player, Opponent tournament.PlayerID
	// Table is the table of the game the report was made for, 0 when that game no longer
	// exists or its players changed (the round was paired again): the report is void.
	Table  int
	Result string
	At     time.Time
	Link   uint
}

// Void tells a report made for a game that no longer is (the round was paired again).
func (r *Report) Void() bool { return r.Table == 0 }

// ReportState is where a game stands with its players' reports.
type ReportState int

// The states of a game's reports. ReportSettled is a disagreement the desk decided after the
// reports: its result stands.
const (
	ReportNone ReportState = iota
	ReportWaiting
	ReportApproval
	ReportRecorded
	ReportConflict
	ReportSettled
)

var reportStateNames = [...]string{"none", "waiting", "approval", "recorded", "conflict", "settled"}

// String is the state's name in the JSON API.
func (s ReportState) String() string { return reportStateNames[s] }

// GameReports is a game of a round with its players' current reports.
type GameReports struct {
	Game         tournament.Game
	White, Black *Report // the latest valid report of each side, nil for none
	State        ReportState
	// Agreed is the result the two reports give when they agree (ReportApproval,
	// ReportRecorded), with ByDefault for a game both say was not played.
	Agreed          tournament.Result
	AgreedByDefault bool
	// Position is the final position proposed through the players' links (position.go), nil
	// for none; a disputed one makes the game a conflict until the desk decides it.
	Position *PositionProposal
}

// implied is the game result that player's report r gives for game g.
func implied(g *tournament.Game, player tournament.PlayerID, r string) (tournament.Result, bool) {
	white := g.White == player
	switch r {
	case ReportWon:
		if white {
			return tournament.WhiteWins, false
		}
		return tournament.BlackWins, false
	case ReportLost:
		if white {
			return tournament.BlackWins, false
		}
		return tournament.WhiteWins, false
	case ReportJigo:
		return tournament.Jigo, false
	}
	return tournament.BothLose, true
}

// evaluate works out the state of game g from the latest valid reports of its two sides and
// the time of the last change of its result (zero for none).
func evaluate(g *tournament.Game, white, black *Report, decided time.Time) GameReports {
	out := GameReports{Game: *g, White: white, Black: black}
	var rs []*Report
	for _, r := range []*Report{white, black} {
		if r != nil {
			rs = append(rs, r)
		}
	}
	if len(rs) == 0 {
		return out
	}
	if g.Result != tournament.Unknown {
		out.State = ReportRecorded
		for _, r := range rs {
			if res, _ := implied(g, r.Player, r.Result); res != g.Result {
				if r.At.After(decided) {
					out.State = ReportConflict
					return out
				}
				out.State = ReportSettled
			}
		}
		if out.State == ReportRecorded && len(rs) == 2 {
			out.Agreed, out.AgreedByDefault = g.Result, g.ByDefault
		}
		return out
	}
	if len(rs) == 1 {
		out.State = ReportWaiting
		return out
	}
	w, wd := implied(g, white.Player, white.Result)
	b, _ := implied(g, black.Player, black.Result)
	if w != b {
		out.State = ReportConflict
		return out
	}
	out.State, out.Agreed, out.AgreedByDefault = ReportApproval, w, wd
	return out
}

// roundReports reads the games of round (all when table is 0) with their reports, inside tx.
// void receives the void reports of the round, latest first, when not nil.
func roundReports(tx *gorm.DB, id TournamentID, round, table int) ([]GameReports, []Report, error) {
	q := tx.Where("tournament_id = ? AND round = ?", id, round)
	if table != 0 {
		q = q.Where("table_number = ?", table)
	}
	var games []gameRow
	if err := q.Order("table_number").Find(&games).Error; err != nil {
		return nil, nil, fmt.Errorf("games of round %d: %w", round, err)
	}
	byID := make(map[uint]*gameRow, len(games))
	for i := range games {
		byID[games[i].ID] = &games[i]
	}
	var rows []selfReportRow
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Order("id DESC").Find(&rows).Error; err != nil {
		return nil, nil, fmt.Errorf("reports of round %d: %w", round, err)
	}
	latest := map[uint]*Report{} // by player: his latest valid report
	seen := map[uint]bool{}
	var void []Report
	for _, r := range rows {
		if seen[r.PlayerID] {
			continue
		}
		seen[r.PlayerID] = true
		rep := Report{Round: r.Round, Player: tournament.PlayerID(r.PlayerID), Opponent: tournament.PlayerID(r.OpponentID),
			Result: r.Result, At: r.At.UTC(), Link: r.LinkID}
		var g *gameRow
		if r.GameID != nil {
			g = byID[*r.GameID]
		}
		valid := g != nil && (g.WhiteID == r.PlayerID && g.BlackID == r.OpponentID || g.BlackID == r.PlayerID && g.WhiteID == r.OpponentID)
		if !valid {
			if table == 0 {
				void = append(void, rep)
			}
			continue
		}
		rep.Table = g.TableNumber
		latest[r.PlayerID] = &rep
	}
	decided := map[uint]time.Time{}
	if len(games) > 0 {
		var changes []resultChangeRow
		ids := make([]uint, len(games))
		for i := range games {
			ids[i] = games[i].ID
		}
		for chunk := range slices.Chunk(ids, idBatch) {
			var part []resultChangeRow
			if err := tx.Select("game_id, changed_at").Where("game_id IN ?", chunk).Find(&part).Error; err != nil {
				return nil, nil, fmt.Errorf("result changes of round %d: %w", round, err)
			}
			changes = append(changes, part...)
		}
		for _, c := range changes {
			if c.GameID != nil && c.ChangedAt.After(decided[*c.GameID]) {
				decided[*c.GameID] = c.ChangedAt
			}
		}
	}
	positions, err := roundPositions(tx, id, round, games)
	if err != nil {
		return nil, nil, err
	}
	out := make([]GameReports, len(games))
	for i := range games {
		g := games[i].game()
		out[i] = evaluate(&g, latest[games[i].WhiteID], latest[games[i].BlackID], decided[games[i].ID])
		if p := positions[games[i].ID]; p != nil {
			out[i].Position = p
			disputed(&out[i], decided[games[i].ID])
		}
	}
	return out, void, nil
}

// disputed makes a game whose count a player disputed a conflict for the desk, until the
// desk gives it a result after the dispute (then it is settled).
func disputed(gr *GameReports, decided time.Time) {
	p := gr.Position
	if p.State != PositionDisputed {
		return
	}
	if gr.Game.Result == tournament.Unknown || p.DisputedAt.After(decided) {
		gr.State, gr.Agreed, gr.AgreedByDefault = ReportConflict, tournament.Unknown, false
		return
	}
	if gr.State == ReportNone || gr.State == ReportRecorded {
		gr.State = ReportSettled
	}
}

// RoundReports gives every game of round with its players' current reports and its state,
// in table order, and the void reports of the round (made for a pairing since changed),
// latest first.
func (db *DB) RoundReports(ctx context.Context, id TournamentID, round int) ([]GameReports, []Report, error) {
	var (
		games []GameReports
		void  []Report
	)
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var err error
		games, void, err = roundReports(tx, id, round, 0)
		return err
	})
	return games, void, err
}

// PlayerReports are all the reports player pid made, oldest first; Table is 0 on those made
// for a game that no longer is.
func (db *DB) PlayerReports(ctx context.Context, id TournamentID, pid tournament.PlayerID) ([]Report, error) {
	return db.reports(ctx, id, "player_id = ?", pid)
}

// Reports are every report of tournament id, oldest first, for the audit and the backup.
func (db *DB) Reports(ctx context.Context, id TournamentID) ([]Report, error) {
	return db.reports(ctx, id, "1 = 1")
}

func (db *DB) reports(ctx context.Context, id TournamentID, cond string, args ...any) ([]Report, error) {
	var out []Report
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var rows []selfReportRow
		if err := tx.Where("tournament_id = ?", id).Where(cond, args...).Order("id").Find(&rows).Error; err != nil {
			return fmt.Errorf("reports of tournament %d: %w", id, err)
		}
		var games []gameRow
		if err := tx.Select("id, table_number, white_id, black_id").Where("tournament_id = ?", id).Find(&games).Error; err != nil {
			return fmt.Errorf("games of tournament %d: %w", id, err)
		}
		byID := make(map[uint]gameRow, len(games))
		for _, g := range games {
			byID[g.ID] = g
		}
		for _, r := range rows {
			rep := Report{Round: r.Round, Player: tournament.PlayerID(r.PlayerID), Opponent: tournament.PlayerID(r.OpponentID),
				Result: r.Result, At: r.At.UTC(), Link: r.LinkID}
			if r.GameID != nil {
				if g, ok := byID[*r.GameID]; ok && (g.WhiteID == r.PlayerID && g.BlackID == r.OpponentID ||
					g.BlackID == r.PlayerID && g.WhiteID == r.OpponentID) {
					rep.Table = g.TableNumber
				}
			}
			out = append(out, rep)
		}
		return nil
	})
	return out, err
}

// ReportOutcome is what became of a report: the state of its game after it, and whether it
// was the same as the player's report before (nothing stored).
type ReportOutcome struct {
	GameReports
	Repeated bool
}

// Report stores the result that the player of link reports for his game of round: won, lost,
// jigo or not-played (ReportResults). opponent, when not 0, is the opponent the player's page
// showed: if the round was paired again since and he has another, nothing is stored and the
// answer is ECONFLICT on "round". The same report twice is stored once; another replaces the
// player's earlier one (his latest report counts). With the tournament's SelfReport
// SelfReportAuto, the second of two agreeing reports of a game without a result records it,
// with a line in the audit trail naming both players (SelfReportBy), unless both say the game
// was not played: that, as every agreement under SelfReportConfirm, waits for the desk.
//
// Refused: reports while the tournament takes none (SelfReportOff, ECONFLICT on
// "self_report"), a result that is none of ReportResults (EINVALID on "result"), a round
// where the player has no game (ENOTFOUND on "round"), a jigo on a half-point komi (EINVALID).
func (db *DB) Report(ctx context.Context, link PlayerLink, round int, result string, opponent tournament.PlayerID, names func(tournament.PlayerID) string) (ReportOutcome, error) {
	var out ReportOutcome
	if !slices.Contains(ReportResults, result) {
		return out, keyedErr(EINVALID, "result", msgLinkBadResult.New(result))
	}
	id, pid := link.Tournament, link.Player
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		out = ReportOutcome{}
		if err := bump(tx, id); err != nil {
			return err
		}
		t, g, opp, err := linkGame(tx, id, pid, round, opponent)
		if err != nil {
			return err
		}
		gm := g.game()
		if res, _ := implied(&gm, pid, result); res == tournament.Jigo {
			if err := gm.CheckResult(res); err != nil {
				return keyedErr(EINVALID, "result", msgLinkJigo.New())
			}
		}
		var prev []selfReportRow
		if err := tx.Where("tournament_id = ? AND round = ? AND player_id = ?", id, round, pid).Order("id DESC").Limit(1).Find(&prev).Error; err != nil {
			return fmt.Errorf("report: %w", err)
		}
		if len(prev) == 1 && prev[0].GameID != nil && *prev[0].GameID == g.ID && prev[0].OpponentID == uint(opp) && prev[0].Result == result {
			out.Repeated = true
		} else {
			row := selfReportRow{TournamentID: uint(id), Round: round, PlayerID: uint(pid), GameID: &g.ID,
				OpponentID: uint(opp), Result: result, At: db.now(), LinkID: link.ID}
			if err := tx.Create(&row).Error; err != nil {
				return fmt.Errorf("report: %w", err)
			}
		}
		by := SelfReportBy
		if names != nil {
			by += ": " + names(gm.White) + ", " + names(gm.Black)
		}
		out.GameReports, err = db.settleReports(tx, id, tournament.SelfReport(t.SelfReport), g, round, by)
		return err
	})
	return out, err
}

// settleReports reads where game g of round stands with its players' reports after a new
// one and, under SelfReportAuto, records the result on which two reports agree (unless both
// say the game was not played), with by in the audit trail.
func (db *DB) settleReports(tx *gorm.DB, id TournamentID, mode tournament.SelfReport, g gameRow, round int, by string) (GameReports, error) {
	games, _, err := roundReports(tx, id, round, g.TableNumber)
	if err != nil {
		return GameReports{}, err
	}
	if len(games) != 1 {
		return GameReports{}, fmt.Errorf("report: the game at table %d of round %d is gone", g.TableNumber, round)
	}
	gr := games[0]
	if gr.State != ReportApproval || mode != tournament.SelfReportAuto || gr.AgreedByDefault {
		return gr, nil
	}
	now := db.now()
	err = tx.Model(&gameRow{}).Where("id = ?", g.ID).
		Updates(map[string]any{"result": gr.Agreed.String(), "by_default": false, "updated_at": now}).Error
	if err != nil {
		return gr, fmt.Errorf("record reported result: %w", err)
	}
	change := resultChangeRow{
		TournamentID: uint(id), GameID: &g.ID, Round: round, TableNumber: g.TableNumber,
		OldResult: g.Result, NewResult: gr.Agreed.String(), OldByDefault: g.ByDefault,
		ChangedAt: now, ChangedBy: truncate(by, 200),
	}
	if err := changes(tx, change.Replayed).Create(&change).Error; err != nil {
		return gr, fmt.Errorf("audit reported result: %w", err)
	}
	gr.Game.Result, gr.State = gr.Agreed, ReportRecorded
	return gr, nil
}

// linkGame is the game of player pid in round, which the tournament's players report
// themselves, and his opponent in it. opponent, when not 0, is the opponent the player's page
// showed: if the round was paired again since and he has another, the answer is ECONFLICT on
// "round". Refused: reports while the tournament takes none (ECONFLICT on "self_report"), a
// round that does not exist (EINVALID) or where the player has no game (ENOTFOUND on "round").
func linkGame(tx *gorm.DB, id TournamentID, pid tournament.PlayerID, round int, opponent tournament.PlayerID) (tournamentRow, gameRow, tournament.PlayerID, error) {
	var t tournamentRow
	if err := tx.Select("rounds, self_report").Take(&t, id).Error; err != nil {
		return t, gameRow{}, 0, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	if tournament.SelfReport(t.SelfReport) == tournament.SelfReportOff {
		return t, gameRow{}, 0, keyedErr(ECONFLICT, "self_report", msgLinkReportsOff.New())
	}
	if round < 1 || round > t.Rounds {
		return t, gameRow{}, 0, keyedErr(EINVALID, "round", msgLinkRoundMissing.New(round, t.Rounds))
	}
	var rows []gameRow
	err := tx.Where("tournament_id = ? AND round = ? AND (white_id = ? OR black_id = ?)", id, round, pid, pid).Limit(1).Find(&rows).Error
	if err != nil {
		return t, gameRow{}, 0, fmt.Errorf("report: %w", err)
	}
	if len(rows) == 0 {
		return t, gameRow{}, 0, keyedErr(ENOTFOUND, "round", msgLinkNoGame.New(round))
	}
	g := rows[0]
	opp := tournament.PlayerID(g.WhiteID)
	if opp == pid {
		opp = tournament.PlayerID(g.BlackID)
	}
	if opponent != 0 && opponent != opp {
		return t, g, opp, keyedErr(ECONFLICT, "round", msgLinkRepaired.New(round))
	}
	return t, g, opp, nil
}

// truncate cuts s to at most n bytes at a rune boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// ApproveReports records the result on which the two reports of the game at table of round
// agree, for the desk's one-click approval, with who in the audit trail. If the reports no
// longer agree (one changed since the desk's page was read), or the game has a result by now,
// nothing changes and the answer is ECONFLICT on "table".
func (db *DB) ApproveReports(ctx context.Context, id TournamentID, round, table int, who string) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		games, _, err := roundReports(tx, id, round, table)
		if err != nil {
			return err
		}
		if len(games) != 1 {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(round, table))
		}
		gr := games[0]
		if gr.State != ReportApproval {
			return keyedErr(ECONFLICT, "table", msgLinkNotApproval.New(table))
		}
		var g gameRow
		if err := tx.Where("tournament_id = ? AND round = ? AND table_number = ?", id, round, table).Take(&g).Error; err != nil {
			return fmt.Errorf("approve reports: %w", err)
		}
		now := db.now()
		err = tx.Model(&gameRow{}).Where("id = ?", g.ID).
			Updates(map[string]any{"result": gr.Agreed.String(), "by_default": gr.AgreedByDefault, "updated_at": now}).Error
		if err != nil {
			return fmt.Errorf("approve reports: %w", err)
		}
		change := resultChangeRow{
			TournamentID: uint(id), GameID: &g.ID, Round: round, TableNumber: table,
			OldResult: g.Result, NewResult: gr.Agreed.String(), OldByDefault: g.ByDefault, NewByDefault: gr.AgreedByDefault,
			ChangedAt: now, ChangedBy: truncate(who, 200),
		}
		if err := changes(tx, change.Replayed).Create(&change).Error; err != nil {
			return fmt.Errorf("audit approved result: %w", err)
		}
		return nil
	})
}

// backupSelfReports reads the check-ins and the reports of tournament id into b; at gives the
// round and table of each game. The links are not carried (backup.Version).
func backupSelfReports(tx *gorm.DB, id TournamentID, b *backup.Backup, at map[uint]gameAt) error {
	var checkIns []checkInRow
	if err := tx.Where("tournament_id = ?", id).Order("round, at, id").Find(&checkIns).Error; err != nil {
		return fmt.Errorf("check-ins of tournament %d: %w", id, err)
	}
	for _, c := range checkIns {
		b.CheckIns = append(b.CheckIns, backup.CheckIn{Round: c.Round, Player: tournament.PlayerID(c.PlayerID), At: c.At.UTC(), By: c.By})
	}
	var reports []selfReportRow
	if err := tx.Where("tournament_id = ?", id).Order("id").Find(&reports).Error; err != nil {
		return fmt.Errorf("reports of tournament %d: %w", id, err)
	}
	var games []gameRow
	if err := tx.Select("id, white_id, black_id").Where("tournament_id = ?", id).Find(&games).Error; err != nil {
		return fmt.Errorf("games of tournament %d: %w", id, err)
	}
	players := make(map[uint][2]uint, len(games))
	for _, g := range games {
		players[g.ID] = [2]uint{g.WhiteID, g.BlackID}
	}
	for _, r := range reports {
		rep := backup.Report{Round: r.Round, Player: tournament.PlayerID(r.PlayerID), Opponent: tournament.PlayerID(r.OpponentID),
			Result: r.Result, At: r.At.UTC()}
		if r.GameID != nil {
			if p, ok := players[*r.GameID]; ok && (p == [2]uint{r.PlayerID, r.OpponentID} || p == [2]uint{r.OpponentID, r.PlayerID}) {
				rep.GameTable = at[*r.GameID].table
			}
		}
		b.Reports = append(b.Reports, rep)
	}
	return nil
}

// restoreSelfReports stores the check-ins and reports of b for the new tournament id, whose
// games and players have the new ids games and players.
func restoreSelfReports(tx *gorm.DB, id TournamentID, b *backup.Backup, games map[gameAt]uint, players map[tournament.PlayerID]uint) error {
	player := func(p tournament.PlayerID, what string) (uint, error) {
		if n, ok := players[p]; ok {
			return n, nil
		}
		return 0, Errorf(EINVALID, what, "%s names player %d, who is not registered", what, p)
	}
	var checkIns []checkInRow
	for _, c := range b.CheckIns {
		p, err := player(c.Player, "check-in")
		if err != nil {
			return err
		}
		checkIns = append(checkIns, checkInRow{TournamentID: uint(id), Round: c.Round, PlayerID: p, At: c.At, By: c.By})
	}
	if len(checkIns) > 0 {
		if err := tx.CreateInBatches(checkIns, 200).Error; err != nil {
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return Errorf(EINVALID, "check-in", "a player checked in twice for one round")
			}
			return fmt.Errorf("restore check-ins: %w", err)
		}
	}
	var reports []selfReportRow
	for _, r := range b.Reports {
		p, err := player(r.Player, "report")
		if err != nil {
			return err
		}
		o, err := player(r.Opponent, "report")
		if err != nil {
			return err
		}
		row := selfReportRow{TournamentID: uint(id), Round: r.Round, PlayerID: p, OpponentID: o, Result: r.Result, At: r.At}
		if r.GameTable != 0 {
			g, ok := games[gameAt{r.Round, r.GameTable}]
			if !ok {
				return Errorf(EINVALID, "table", "a report names round %d table %d, which has no game", r.Round, r.GameTable)
			}
			row.GameID = &g
		}
		reports = append(reports, row)
	}
	if len(reports) > 0 {
		if err := tx.CreateInBatches(reports, 200).Error; err != nil {
			return fmt.Errorf("restore reports: %w", err)
		}
	}
	return nil
}

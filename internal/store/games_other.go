package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// What the games other than Go store of a game: shogi's furigoma, gomoku's matches, and the
// draws a tournament replays (docs/SHOGI.md, docs/GOMOKU.md).

// replaysDraw tells whether the result recorded is a draw to be replayed
// (tournament.Settings.ReplaysDraws; not when finalDraw, the director's final draw): the
// settings the replay follows, nil for a result recorded as it is. A match drawn (equal
// games won) is a result of its own, not a drawn game.
func replaysDraw(tx *gorm.DB, id TournamentID, result tournament.Result, finalDraw bool) (*tournament.Settings, error) {
	if result != tournament.Jigo || finalDraw {
		return nil, nil
	}
	var t tournamentRow
	if err := tx.Select("game", "draws", "match_games").Take(&t, id).Error; err != nil {
		return nil, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	s := tournament.Settings{Game: tournament.GameKind(t.Game), MatchGames: t.MatchGames}
	s.Draws, _ = tournament.ParseDrawRule(t.Draws)
	if !s.ReplaysDraws() {
		return nil, nil
	}
	return &s, nil
}

// SetFurigoma records the furigoma of the even shogi game at a table of a round: thrower
// threw the five pawns and tokin (0 to 5) fell promoted side up (tournament.Furigoma). The
// game's colours become those the throw gives (a result already recorded follows its
// winner). tokin < 0 clears the throw. A game that is not an even shogi game, or a thrower
// who does not play in it, is refused.
func (db *DB) SetFurigoma(ctx context.Context, id TournamentID, round, table int, thrower tournament.PlayerID, tokin int) error {
	if tokin > 5 {
		return keyedErr(EINVALID, "tokin", msgFurigomaTokin.New(tokin))
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var t tournamentRow
		if err := tx.Select("game").Take(&t, id).Error; err != nil {
			return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
		}
		var r gameRow
		err := tx.Where("tournament_id = ? AND round = ? AND table_number = ?", id, round, table).Take(&r).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return keyedErr(ENOTFOUND, "table", msgNoGameAtTable.New(round, table))
		}
		if err != nil {
			return fmt.Errorf("furigoma: %w", err)
		}
		g := r.game()
		if tournament.GameKind(t.Game).OrGo() != tournament.ShogiGame || g.Handicap != tournament.ShogiEven {
			return keyedErr(EINVALID, "table", msgFurigomaNotEven.New(table))
		}
		if tokin >= 0 && thrower != g.White && thrower != g.Black {
			return keyedErr(EINVALID, "thrower", msgPlayerNotAtTable.New(thrower, table))
		}
		g.SetFurigoma(thrower, tokin)
		err = tx.Model(&gameRow{}).Where("id = ?", r.ID).Updates(map[string]any{
			"white_id": uint(g.White), "black_id": uint(g.Black), "result": g.Result.String(), "known_color": g.KnownColor,
			"furigoma_by": uint(g.FurigomaBy), "furigoma_tokin": g.FurigomaTokin,
			"match_white": g.MatchWhite, "match_black": g.MatchBlack, "updated_at": db.now(),
		}).Error
		if err != nil {
			return fmt.Errorf("furigoma: %w", err)
		}
		return nil
	})
}

// SetMatch records the games White and Black won (x2, a drawn game a half each) in the match
// at a table of a round of a gomoku or ninuki tournament of several games a pairing, and the
// match's result they make (tournament.MatchResult), with a line in the audit trail. More games
// than the match has are refused.
func (db *DB) SetMatch(ctx context.Context, id TournamentID, round, table, white, black int, who string) error {
	if white == 0 && black == 0 {
		return db.setResultMatch(ctx, id, round, table, tournament.Unknown, false, who, nil, [2]int{}, false)
	}
	return db.setResultMatch(ctx, id, round, table, tournament.MatchResult(white, black), false, who, nil, [2]int{white, black}, false)
}

// checkMatch refuses a match score the tournament's matches cannot have
// (tournament.CheckMatch).
func checkMatch(tx *gorm.DB, id TournamentID, table int, match [2]int) error {
	var t tournamentRow
	if err := tx.Select("game", "match_games").Take(&t, id).Error; err != nil {
		return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	s := tournament.Settings{Game: tournament.GameKind(t.Game), MatchGames: t.MatchGames}
	if err := tournament.CheckMatch(s.Matches(), table, match[0], match[1]); err != nil {
		return Errorf(EINVALID, "match", "%s", err.Error())
	}
	return nil
}

// resultColumns are the columns setResultMatch writes: the result, and a match's games when
// it has some or had (a game of a database not yet migrated to them has neither).
func resultColumns(result tournament.Result, byDefault bool, now time.Time, old *gameRow, match [2]int) map[string]any {
	cols := map[string]any{"result": result.String(), "by_default": byDefault, "updated_at": now}
	if match != [2]int{} || old.MatchWhite != 0 || old.MatchBlack != 0 {
		cols["match_white"], cols["match_black"] = match[0], match[1]
	}
	return cols
}

// changes is tx for inserting lines of the audit trail: without the column replayed unless a
// line is a replayed draw, so that a line is written the same before the migration
// 2026112910-draw-replay (a database of before has no such column) and after (its default).
func changes(tx *gorm.DB, replayed bool) *gorm.DB {
	if replayed {
		return tx
	}
	return tx.Omit("Replayed")
}

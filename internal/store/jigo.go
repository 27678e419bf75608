package store

import (
	"fmt"
	"strings"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// A game with a half-point komi cannot end in a jigo (tournament.Game.CheckResult). Results
// entered one at a time are checked where they are set (setResult); the checks here keep the
// other ways in from storing one: an imported file or a restored backup, a game's komi
// changed by hand, and the tournament's komi changed to a half point while even games ended
// in a jigo (an OpenGotha file, which has no komi of its own per game, would give those games
// the new komi).

// halfKomiJigos names the games of gs that ended in a jigo although their komi is not a whole
// number, as "round/table" ("1/3, 2/1"), or "" when none did.
func halfKomiJigos(gs []tournament.Game) string {
	var at []string
	for i := range gs {
		if gs[i].Result == tournament.Jigo && !gs[i].JigoPossible() {
			at = append(at, fmt.Sprintf("%d/%d", gs[i].Round, gs[i].Table))
		}
	}
	return strings.Join(at, ", ")
}

// checkImportedJigos refuses an imported or restored tournament with a jigo on a half-point
// komi, naming the games.
func checkImportedJigos(t *tournament.Tournament) error {
	if at := halfKomiJigos(t.Games); at != "" {
		return &tournament.FieldError{Field: "Result", Msg: msgImportHalfKomiJigo.New(at).Error(), Key: msgImportHalfKomiJigo.New(at)}
	}
	return nil
}

// checkGameKomi refuses a half-point komi for a game that ended in a jigo.
func checkGameKomi(g *tournament.Game) error {
	if g.Result == tournament.Jigo && !g.JigoPossible() {
		return keyedErr(EINVALID, "komi", msgGameHalfKomiJigo.New(g.Table, halfpoint.Format(g.Komi)))
	}
	return nil
}

// checkSettingsKomi refuses to change tournament id's komi to komi, a half point, while even
// games of it ended in a jigo, naming them.
func checkSettingsKomi(tx *gorm.DB, id TournamentID, komi int) error {
	if komi%2 == 0 {
		return nil
	}
	var old struct{ Komi int }
	if err := tx.Table("tournaments").Select("komi").Where("id = ?", id).Scan(&old).Error; err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if old.Komi == komi {
		return nil
	}
	var rows []gameRow
	err := tx.Where("tournament_id = ? AND handicap = 0 AND result = ?", id, tournament.Jigo.String()).
		Order("round, table_number").Find(&rows).Error
	if err != nil {
		return fmt.Errorf("update tournament %d: %w", id, err)
	}
	if len(rows) == 0 {
		return nil
	}
	at := make([]string, len(rows))
	for i := range rows {
		at[i] = fmt.Sprintf("%d/%d", rows[i].Round, rows[i].TableNumber)
	}
	return keyedErr(ECONFLICT, "komi", msgSettingsHalfKomiJigo.New(halfpoint.Format(komi), strings.Join(at, ", ")))
}

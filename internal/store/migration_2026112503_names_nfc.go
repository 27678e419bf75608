package store

import (
	"fmt"
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
	"gorm.io/gorm"
)

// migrateNamesNFC gives the players stored before names were kept in Unicode's NFC form their
// names in that form and the key of it, so that the same name typed with combining accents
// ("Dvor\u030ca\u0301k") is found as a duplicate of the one typed with composed letters. A player
// whose new key another player of his tournament already has (the same person registered
// twice, once in each form) keeps his row as it is: the director sees both on the list.
func migrateNamesNFC(tx *gorm.DB) error {
	type player struct {
		ID           uint
		TournamentID uint
		NameKey      string
		Name         string
		FirstName    string
	}
	// nfcKey is the key of the NFC form as hoshi made it when this step was written: upper
	// case as Java's (ss for sharp s), without spaces.
	nfcKey := func(s string) string {
		return strings.ReplaceAll(cases.Upper(language.Und).String(norm.NFC.String(s)), " ", "")
	}
	var rows []player
	if err := tx.Select("id, tournament_id, name_key, name, first_name").Order("id").Find(&rows).Error; err != nil {
		return fmt.Errorf("read players: %w", err)
	}
	type key struct {
		tournament uint
		name       string
	}
	taken := make(map[key]bool, len(rows))
	for _, r := range rows {
		taken[key{r.TournamentID, r.NameKey}] = true
	}
	for _, r := range rows {
		name, first := norm.NFC.String(r.Name), norm.NFC.String(r.FirstName)
		k := nfcKey(name + first)
		if name == r.Name && first == r.FirstName && k == r.NameKey {
			continue
		}
		if k != r.NameKey && taken[key{r.TournamentID, k}] {
			continue
		}
		delete(taken, key{r.TournamentID, r.NameKey})
		taken[key{r.TournamentID, k}] = true
		err := tx.Model(&player{}).Where("id = ?", r.ID).
			Updates(map[string]any{"name": name, "first_name": first, "name_key": k}).Error
		if err != nil {
			return fmt.Errorf("player %d: %w", r.ID, err)
		}
	}
	return nil
}

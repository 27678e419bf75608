package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// ImportTournament stores a whole tournament read from a file (settings, players, games and
// byes) in one transaction and returns its id. Player ids are renumbered; games and byes
// follow their players. A tournament without a name and invalid settings are refused as by
// CreateTournament, as is a player's text over its limit (tournament.Player.CheckTextLimits),
// and nothing is stored. Names are stored in NFC.
func (db *DB) ImportTournament(ctx context.Context, t *tournament.Tournament) (TournamentID, error) {
	if err := checkImported(t); err != nil {
		return 0, err
	}
	for i := range t.Players {
		// The reader of the file cleaned control characters; a name too long to keep whole
		// is refused rather than cut.
		var fe *tournament.FieldError
		if err := t.Players[i].CheckTextLimits(); errors.As(err, &fe) {
			// Said with the player, since a form shows the message alone.
			return 0, &tournament.FieldError{Field: fe.Field,
				Msg: fmt.Sprintf("player %d (%.40s...): %s", i+1, t.Players[i].FullName(), fe.Msg)}
		}
	}
	var id TournamentID
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		var err error
		id, _, _, err = db.importTournament(tx, t)
		return err
	})
	return id, err
}

// checkImported refuses a tournament that ImportTournament and RestoreBackup cannot store.
func checkImported(t *tournament.Tournament) error {
	if strings.TrimSpace(t.Settings.Name) == "" {
		// Said in the words of an import: Validate's "give the tournament a name" points at a
		// form the director did not fill.
		return &tournament.FieldError{Field: "Name",
			Msg: "the imported tournament has no name (the file gives neither a name nor a short name): name it in the file and import it again"}
	}
	if err := t.Settings.Validate(); err != nil {
		return err
	}
	if err := checkImportedJigos(t); err != nil {
		return err
	}
	return t.Settings.ValidateAvoidPairs(t.Players)
}

// gameAt names a game by its round and table.
type gameAt struct{ round, table int }

// importTournament stores t inside the caller's transaction and returns the new tournament's
// id, the ids of its games and the new id of each of t's players.
func (db *DB) importTournament(tx *gorm.DB, t *tournament.Tournament) (TournamentID, map[gameAt]uint, map[tournament.PlayerID]uint, error) {
	row := settingsRow(&t.Settings)
	row.Closed = t.Closed // a restored backup's; an OpenGotha file has none
	if err := tx.Create(&row).Error; err != nil {
		return 0, nil, nil, fmt.Errorf("import tournament: %w", err)
	}
	id := TournamentID(row.ID)
	ids := make(map[tournament.PlayerID]uint, len(t.Players))
	for i := range t.Players {
		p := &t.Players[i]
		pr := newPlayerRow(id, p)
		pr.ID = 0
		if err := tx.Create(&pr).Error; err != nil {
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return 0, nil, nil, duplicate(p)
			}
			return 0, nil, nil, fmt.Errorf("import player %s: %w", p.FullName(), err)
		}
		ids[p.ID] = pr.ID
	}
	if len(t.Settings.AvoidPairs) > 0 {
		// The pairs kept apart follow their players' new ids (checkImported found them all).
		pairs := make([]tournament.PlayerPair, len(t.Settings.AvoidPairs))
		for i, p := range t.Settings.AvoidPairs {
			pairs[i] = tournament.PlayerPair{tournament.PlayerID(ids[p[0]]), tournament.PlayerID(ids[p[1]])}
		}
		if err := tx.Model(&tournamentRow{}).Where("id = ?", id).Update("avoid_pairs", jsonText(pairs, "[]")).Error; err != nil {
			return 0, nil, nil, fmt.Errorf("import tournament: avoid pairs: %w", err)
		}
	}
	player := func(p tournament.PlayerID, what string) (uint, error) {
		if n, ok := ids[p]; ok {
			return n, nil
		}
		return 0, Errorf(EINVALID, what, "player %d is not registered", p)
	}
	games := make(map[gameAt]uint, len(t.Games))
	for _, g := range t.Games {
		w, err := player(g.White, "white")
		if err != nil {
			return 0, nil, nil, err
		}
		b, err := player(g.Black, "black")
		if err != nil {
			return 0, nil, nil, err
		}
		gr := gameRow{
			TournamentID: uint(id), Round: g.Round, TableNumber: g.Table, WhiteID: w, BlackID: b,
			Handicap: g.Handicap, Komi: g.Komi, Prisoners: g.Prisoners, Result: g.Result.String(), ByDefault: g.ByDefault,
			KnownColor: g.KnownColor, UpdatedAt: db.now(),
			FurigomaTokin: g.FurigomaTokin, MatchWhite: g.MatchWhite, MatchBlack: g.MatchBlack,
			Replays: g.Replays,
		}
		if g.FurigomaBy != 0 {
			if gr.FurigomaBy, err = player(g.FurigomaBy, "furigoma"); err != nil {
				return 0, nil, nil, err
			}
		}
		if err := tx.Create(&gr).Error; err != nil {
			return 0, nil, nil, fmt.Errorf("import game of round %d table %d: %w", g.Round, g.Table, err)
		}
		games[gameAt{g.Round, g.Table}] = gr.ID
	}
	for _, b := range t.Byes {
		p, err := player(b.Player, "bye")
		if err != nil {
			return 0, nil, nil, err
		}
		if err := tx.Create(&byeRow{TournamentID: uint(id), Round: b.Round, PlayerID: p}).Error; err != nil {
			return 0, nil, nil, fmt.Errorf("import bye of round %d: %w", b.Round, err)
		}
	}
	return id, games, ids, nil
}

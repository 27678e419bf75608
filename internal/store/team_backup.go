package store

import (
	"fmt"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
)

// backupTeams reads the team settings, teams, matches and team byes of tournament id into b.
func backupTeams(tx *gorm.DB, id TournamentID, b *backup.Backup) error {
	e, _, err := loadTeamEvent(tx, id)
	if err != nil {
		return err
	}
	b.TeamSettings, b.Teams, b.Matches, b.TeamByes = e.Settings, e.Teams, e.Matches, e.Byes
	return nil
}

// restoreTeams stores the team part of b for the new tournament id, whose players have the
// new ids players; the teams get new ids, which the matches and byes follow.
func restoreTeams(tx *gorm.DB, id TournamentID, b *backup.Backup, players map[tournament.PlayerID]uint) error {
	s := b.TeamSettings
	if s.Size == 0 {
		if len(b.Teams) > 0 {
			return Errorf(EINVALID, "team_size", "an individual tournament has no teams")
		}
		return nil
	}
	if err := s.Validate(); err != nil {
		return teamError(err)
	}
	row := teamSettingRow{TournamentID: uint(id), TeamSize: s.Size, Kind: int(s.Kind), Colours: int(s.Colours),
		Strength: int(s.Strength), Criteria: joinCriteria(s.Criteria)}
	if err := tx.Create(&row).Error; err != nil {
		return fmt.Errorf("restore team settings: %w", err)
	}
	newPlayer := func(p tournament.PlayerID) (tournament.PlayerID, error) {
		n, ok := players[p]
		if !ok {
			return 0, Errorf(EINVALID, "players", "a team names player %d, who is not registered", p)
		}
		return tournament.PlayerID(n), nil
	}
	teams := map[team.ID]uint{}
	for _, t := range b.Teams {
		var ps []tournament.PlayerID
		for _, p := range t.Players {
			n, err := newPlayer(p)
			if err != nil {
				return err
			}
			ps = append(ps, n)
		}
		lineups := map[int][]tournament.PlayerID{}
		for r, l := range t.Lineups {
			for _, p := range l {
				n, err := newPlayer(p)
				if err != nil {
					return err
				}
				lineups[r] = append(lineups[r], n)
			}
		}
		tr := teamRow{TournamentID: uint(id), Name: t.Name, Absent: joinRounds(t.Absent), Lineups: jsonText(lineups, "{}")}
		if err := tx.Create(&tr).Error; err != nil {
			return fmt.Errorf("restore team: %w", err)
		}
		teams[t.ID] = tr.ID
		for pos, p := range ps {
			if err := tx.Create(&teamMemberRow{TeamID: tr.ID, Position: pos, PlayerID: uint(p)}).Error; err != nil {
				return fmt.Errorf("restore team members: %w", err)
			}
		}
	}
	newTeam := func(t team.ID) (uint, error) {
		n, ok := teams[t]
		if !ok {
			return 0, Errorf(EINVALID, "team", "a match or bye names team %d, which is not in the backup", t)
		}
		return n, nil
	}
	for _, m := range b.Matches {
		a, err := newTeam(m.A)
		if err != nil {
			return err
		}
		bt, err := newTeam(m.B)
		if err != nil {
			return err
		}
		if err := tx.Create(&teamMatchRow{TournamentID: uint(id), Round: m.Round, TeamAID: a, TeamBID: bt, Tables: jsonText(m.Tables, "[]")}).Error; err != nil {
			return fmt.Errorf("restore team match: %w", err)
		}
	}
	for _, y := range b.TeamByes {
		t, err := newTeam(y.Team)
		if err != nil {
			return err
		}
		if err := tx.Create(&teamByeRow{TournamentID: uint(id), Round: y.Round, TeamID: t}).Error; err != nil {
			return fmt.Errorf("restore team bye: %w", err)
		}
	}
	e, err := checkTeamEvent(tx, id)
	if err != nil {
		return err
	}
	for r := 1; r <= e.T.Settings.Rounds; r++ {
		if err := checkMatches(e, r); err != nil {
			return err
		}
	}
	return nil
}

package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type teamSettingRow struct {
	ID           uint
	TournamentID uint
	TeamSize     int
	Kind         int
	Colours      int
	Strength     int
	Criteria     string
}

func (teamSettingRow) TableName() string { return "team_settings" }

type teamRow struct {
	ID           uint
	TournamentID uint
	Name         string
	Absent       string
	Lineups      string
}

func (teamRow) TableName() string { return "teams" }

type teamMemberRow struct {
	ID       uint
	TeamID   uint
	Position int
	PlayerID uint
}

func (teamMemberRow) TableName() string { return "team_members" }

type teamMatchRow struct {
	ID           uint
	TournamentID uint
	Round        int
	TeamAID      uint
	TeamBID      uint
	Tables       string
}

func (teamMatchRow) TableName() string { return "team_matches" }

type teamByeRow struct {
	ID           uint
	TournamentID uint
	Round        int
	TeamID       uint
}

func (teamByeRow) TableName() string { return "team_byes" }

// TeamSettings returns a tournament's team settings: Size 0 for an individual tournament.
func (db *DB) TeamSettings(ctx context.Context, id TournamentID) (team.Settings, error) {
	var s team.Settings
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var err error
		s, err = loadTeamSettings(tx, id)
		return err
	})
	return s, err
}

func loadTeamSettings(tx *gorm.DB, id TournamentID) (team.Settings, error) {
	var row teamSettingRow
	err := tx.Where("tournament_id = ?", id).Take(&row).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return team.Settings{}, nil
	}
	if err != nil {
		return team.Settings{}, fmt.Errorf("tournament %d: team settings: %w", id, err)
	}
	s := team.Settings{Size: row.TeamSize, Kind: team.Kind(row.Kind), Colours: team.ColourRule(row.Colours),
		Strength: team.StrengthRule(row.Strength)}
	if row.Criteria != "" {
		for _, c := range strings.Split(row.Criteria, ",") {
			s.Criteria = append(s.Criteria, team.Criterion(c))
		}
	}
	return s, nil
}

// SetTeamSettings makes a tournament a team tournament (Size 2 to 6) or an individual one
// again (Size 0, refused while it has teams). The settings are checked (team.Settings.Validate,
// EINVALID naming the field); a size the teams do not fill is refused.
func (db *DB) SetTeamSettings(ctx context.Context, id TournamentID, s team.Settings) error {
	return db.SetTeamSettingsAt(ctx, id, anyRevision, s)
}

// SetTeamSettingsAt is SetTeamSettings stored only if the tournament is still at revision rev
// (ECONFLICT on "revision" otherwise, nothing stored), as UpdateSettingsAt stores the settings.
func (db *DB) SetTeamSettingsAt(ctx context.Context, id TournamentID, rev int64, s team.Settings) error {
	if s.Size != 0 {
		if err := s.Validate(); err != nil {
			return teamError(err)
		}
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		if s.Size == 0 {
			var n int64
			if err := tx.Model(&teamRow{}).Where("tournament_id = ?", id).Count(&n).Error; err != nil {
				return fmt.Errorf("team settings: %w", err)
			}
			if n > 0 {
				return keyedErr(EINVALID, "team_size", msgHasTeams.N(int(n)))
			}
			return tx.Where("tournament_id = ?", id).Delete(&teamSettingRow{}).Error
		}
		if err := checkPlayedShape(tx, id, s); err != nil {
			return err
		}
		if s.Kind != team.Boards {
			// Team boards suit every game (and a database of before the game has none).
			var t tournamentRow
			if err := tx.Select("game").Take(&t, id).Error; err != nil {
				return notFoundKeyed(err, "", msgTournamentNotFound.New(id))
			}
			if err := checkTeamGame(tx, id, tournament.GameKind(t.Game).OrGo(), s.Kind); err != nil {
				return err
			}
		}
		row := teamSettingRow{TournamentID: uint(id), TeamSize: s.Size, Kind: int(s.Kind), Colours: int(s.Colours),
			Strength: int(s.Strength), Criteria: joinCriteria(s.Criteria)}
		if err := tx.Clauses(clause.OnConflict{
			Columns:   []clause.Column{{Name: "tournament_id"}},
			DoUpdates: clause.AssignmentColumns([]string{"team_size", "kind", "colours", "strength", "criteria"}),
		}).Create(&row).Error; err != nil {
			return fmt.Errorf("team settings: %w", err)
		}
		_, err := checkTeamEvent(tx, id)
		return err
	})
}

// checkPlayedShape refuses a change of the number of boards or of the kind once a round has
// matches or team byes: the matches stored have the boards of the old settings.
func checkPlayedShape(tx *gorm.DB, id TournamentID, s team.Settings) error {
	old, err := loadTeamSettings(tx, id)
	if err != nil {
		return err
	}
	if old.Size == 0 || old.Size == s.Size && old.Kind == s.Kind {
		return nil
	}
	var matches, byes int64
	if err := tx.Model(&teamMatchRow{}).Where("tournament_id = ?", id).Count(&matches).Error; err != nil {
		return fmt.Errorf("team settings: %w", err)
	}
	if err := tx.Model(&teamByeRow{}).Where("tournament_id = ?", id).Count(&byes).Error; err != nil {
		return fmt.Errorf("team settings: %w", err)
	}
	if matches+byes > 0 {
		return keyedErr(EINVALID, "team_size", msgTeamPlayedShape.New())
	}
	return nil
}

// PlayedShapeMessage is the refusal of a change of the number of boards or of the kind of a
// team tournament whose teams have played.
const PlayedShapeMessage = "the teams have played: the number of boards and the kind cannot change until their rounds are deleted"

func joinCriteria(cs []team.Criterion) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = string(c)
	}
	return strings.Join(s, ",")
}

// teamError turns the domain's errors into the store's EINVALID on the same field.
func teamError(err error) error {
	var te *team.Error
	if errors.As(err, &te) {
		return Errorf(EINVALID, te.Field, "%s", te.Msg)
	}
	return err
}

// Teams returns a tournament's teams in the order they were added.
func (db *DB) Teams(ctx context.Context, id TournamentID) ([]team.Team, error) {
	var out []team.Team
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var err error
		out, err = loadTeams(tx, id)
		return err
	})
	return out, err
}

func loadTeams(tx *gorm.DB, id TournamentID) ([]team.Team, error) {
	var rows []teamRow
	if err := tx.Where("tournament_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("tournament %d: teams: %w", id, err)
	}
	var members []teamMemberRow
	if err := tx.Joins("JOIN teams ON teams.id = team_members.team_id").
		Where("teams.tournament_id = ?", id).Order("team_members.team_id, team_members.position").
		Find(&members).Error; err != nil {
		return nil, fmt.Errorf("tournament %d: team members: %w", id, err)
	}
	byTeam := map[uint][]tournament.PlayerID{}
	for _, m := range members {
		byTeam[m.TeamID] = append(byTeam[m.TeamID], tournament.PlayerID(m.PlayerID))
	}
	out := make([]team.Team, 0, len(rows))
	for _, r := range rows {
		t := team.Team{ID: team.ID(r.ID), Name: r.Name, Players: byTeam[r.ID]}
		absent, err := parseRounds(r.Absent)
		if err != nil {
			return nil, fmt.Errorf("team %d: absent rounds: %w", r.ID, err)
		}
		t.Absent = absent
		if r.Lineups != "" && r.Lineups != "{}" {
			var ls map[int][]tournament.PlayerID
			if err := json.Unmarshal([]byte(r.Lineups), &ls); err != nil {
				return nil, fmt.Errorf("team %d: lineups: %w", r.ID, err)
			}
			// A lineup naming a player no longer in the team (deleted since) is dropped: the
			// round plays the fixed order.
			for round, l := range ls {
				if slices.ContainsFunc(l, func(p tournament.PlayerID) bool { return !slices.Contains(t.Players, p) }) {
					delete(ls, round)
				}
			}
			if len(ls) > 0 {
				t.Lineups = ls
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// parseRounds reads a comma-separated list of rounds ("" for none).
func parseRounds(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

func joinRounds(rs []int) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = strconv.Itoa(r)
	}
	return strings.Join(s, ",")
}

// AddTeam adds a team to a team tournament and returns its id. Its players are the
// tournament's players in board order (the first team_size play, the others are
// reserves), each in one team only; the name is required for a team of boards. Refused with
// EINVALID naming the field ("name", "players", "lineups", "team_size").
func (db *DB) AddTeam(ctx context.Context, id TournamentID, t team.Team) (team.ID, error) {
	if err := checkLineupMembers(&t); err != nil {
		return 0, err
	}
	var tid team.ID
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		absent, err := checkTeamAbsent(tx, id, t.Absent, nil)
		if err != nil {
			return err
		}
		row := teamRow{TournamentID: uint(id), Name: tournament.CleanText(t.Name), Absent: joinRounds(absent), Lineups: jsonText(t.Lineups, "{}")}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("add team: %w", err)
		}
		tid = team.ID(row.ID)
		return writeTeamMembers(tx, id, row.ID, t.Players)
	})
	return tid, err
}

// UpdateTeam replaces a team's name, players, board orders and absences. A round the team
// is newly marked absent from must be one of the tournament's (absences already stored
// beyond the last round are kept) and one in which the team has no match and no bye:
// EINVALID on "absent" otherwise (unpair the round first).
func (db *DB) UpdateTeam(ctx context.Context, id TournamentID, t team.Team) error {
	if err := checkLineupMembers(&t); err != nil {
		return err
	}
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var cur teamRow
		if err := tx.Where("id = ? AND tournament_id = ?", t.ID, id).Take(&cur).Error; err != nil {
			return notFoundKeyed(err, "team", msgTeamNotFound.New(t.ID))
		}
		kept, err := parseRounds(cur.Absent)
		if err != nil {
			return fmt.Errorf("team %d: absent rounds: %w", t.ID, err)
		}
		absent, err := checkTeamAbsent(tx, id, t.Absent, kept)
		if err != nil {
			return err
		}
		if err := checkAbsentUnpaired(tx, id, t, absent, kept); err != nil {
			return err
		}
		res := tx.Model(&teamRow{}).Where("id = ? AND tournament_id = ?", t.ID, id).Updates(map[string]any{
			"name": tournament.CleanText(t.Name), "absent": joinRounds(absent), "lineups": jsonText(t.Lineups, "{}"),
		})
		if res.Error != nil {
			return fmt.Errorf("update team: %w", res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "team", msgTeamNotFound.New(t.ID))
		}
		if err := tx.Where("team_id = ?", t.ID).Delete(&teamMemberRow{}).Error; err != nil {
			return fmt.Errorf("update team: %w", err)
		}
		return writeTeamMembers(tx, id, uint(t.ID), t.Players)
	})
}

// checkTeamAbsent checks the rounds a team is absent from: each one of the tournament's
// rounds unless it is in kept (the absences stored, which may lie beyond a tournament that
// lost rounds). It returns them sorted, each once.
func checkTeamAbsent(tx *gorm.DB, id TournamentID, absent, kept []int) ([]int, error) {
	if len(absent) == 0 {
		return nil, nil
	}
	var t tournamentRow
	if err := tx.Select("rounds").Take(&t, id).Error; err != nil {
		return nil, notFoundKeyed(err, "", msgTournamentNotFound.New(id))
	}
	for _, r := range absent {
		if (r < 1 || r > t.Rounds) && !slices.Contains(kept, r) {
			return nil, keyedErr(EINVALID, "absent", msgAbsentRange.New(r, t.Rounds))
		}
	}
	out := slices.Clone(absent)
	slices.Sort(out)
	return slices.Compact(out), nil
}

// checkAbsentUnpaired refuses to mark team t absent from a round (one in absent, not in
// kept) in which it already has a match or the team bye: the round must be unpaired first.
func checkAbsentUnpaired(tx *gorm.DB, id TournamentID, t team.Team, absent, kept []int) error {
	for _, r := range absent {
		if slices.Contains(kept, r) {
			continue
		}
		var n, b int64
		if err := tx.Model(&teamMatchRow{}).Where("tournament_id = ? AND round = ? AND (team_a_id = ? OR team_b_id = ?)", id, r, t.ID, t.ID).
			Count(&n).Error; err != nil {
			return fmt.Errorf("team %d: matches: %w", t.ID, err)
		}
		if err := tx.Model(&teamByeRow{}).Where("tournament_id = ? AND round = ? AND team_id = ?", id, r, t.ID).Count(&b).Error; err != nil {
			return fmt.Errorf("team %d: byes: %w", t.ID, err)
		}
		if n+b > 0 {
			e, _, err := loadTeamEvent(tx, id)
			if err != nil {
				return err
			}
			return keyedErr(EINVALID, "absent", msgTeamAbsentPaired.New(e.Name(t.ID), r))
		}
	}
	return nil
}

// checkLineupMembers refuses a board order naming a player who is not in the team (the rest
// of a lineup is checked with the whole event, checkTeamEvent).
func checkLineupMembers(t *team.Team) error {
	for r, l := range t.Lineups {
		for _, p := range l {
			if !slices.Contains(t.Players, p) {
				return Errorf(EINVALID, "lineups", "round %d: player %d is not in the team", r, p)
			}
		}
	}
	return nil
}

// writeTeamMembers stores a team's players in board order and checks the whole event.
func writeTeamMembers(tx *gorm.DB, id TournamentID, tid uint, players []tournament.PlayerID) error {
	for pos, p := range players {
		var other teamMemberRow
		err := tx.Joins("JOIN teams ON teams.id = team_members.team_id").
			Where("team_members.player_id = ? AND teams.tournament_id = ?", p, id).Take(&other).Error
		if err == nil {
			return keyedErr(EINVALID, "players", msgTeamPlayerTaken.New(p, other.TeamID))
		}
		if !errors.Is(err, gorm.ErrRecordNotFound) {
			return fmt.Errorf("team members: %w", err)
		}
		var n int64
		if err := tx.Model(&playerRow{}).Where("id = ? AND tournament_id = ?", p, id).Count(&n).Error; err != nil {
			return fmt.Errorf("team members: %w", err)
		}
		if n == 0 {
			return keyedErr(EINVALID, "players", msgTeamNotPlayer.New(fmt.Sprintf("player %d", p)))
		}
		if err := tx.Create(&teamMemberRow{TeamID: tid, Position: pos, PlayerID: uint(p)}).Error; err != nil {
			return fmt.Errorf("team members: %w", err)
		}
	}
	_, err := checkTeamEvent(tx, id)
	return err
}

// checkTeamEvent loads the team event as stored in tx and checks it (team.Event.Validate).
func checkTeamEvent(tx *gorm.DB, id TournamentID) (*team.Event, error) {
	e, _, err := loadTeamEvent(tx, id)
	if err != nil {
		return nil, err
	}
	if e.Settings.Size == 0 {
		if len(e.Teams) > 0 {
			return nil, Errorf(EINVALID, "team_size", "the tournament is not a team tournament: set team_size first")
		}
		return e, nil
	}
	if err := e.Validate(); err != nil {
		return nil, teamError(err)
	}
	return e, nil
}

// DeleteTeam deletes a team; refused (ECONFLICT) while it has matches or byes.
func (db *DB) DeleteTeam(ctx context.Context, id TournamentID, tid team.ID) error {
	return db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bump(tx, id); err != nil {
			return err
		}
		var n, b int64
		if err := tx.Model(&teamMatchRow{}).Where("team_a_id = ? OR team_b_id = ?", tid, tid).Count(&n).Error; err != nil {
			return fmt.Errorf("delete team: %w", err)
		}
		if err := tx.Model(&teamByeRow{}).Where("team_id = ?", tid).Count(&b).Error; err != nil {
			return fmt.Errorf("delete team: %w", err)
		}
		if n+b > 0 {
			return Errorf(ECONFLICT, "team", "team %d has played: unpair its rounds first", tid)
		}
		if err := tx.Where("team_id = ?", tid).Delete(&teamMemberRow{}).Error; err != nil {
			return fmt.Errorf("delete team: %w", err)
		}
		res := tx.Where("id = ? AND tournament_id = ?", tid, id).Delete(&teamRow{})
		if res.Error != nil {
			return fmt.Errorf("delete team: %w", res.Error)
		}
		if res.RowsAffected == 0 {
			return keyedErr(ENOTFOUND, "team", msgTeamNotFound.New(tid))
		}
		return nil
	})
}

// LoadTeamEvent reads a team tournament whole: the tournament (LoadTournament), its team
// settings, teams, matches and team byes, all of one revision.
func (db *DB) LoadTeamEvent(ctx context.Context, id TournamentID) (*team.Event, int64, error) {
	var (
		e   *team.Event
		rev int64
	)
	err := db.readTransaction(ctx, func(tx *gorm.DB) error {
		var err error
		e, rev, err = loadTeamEvent(tx, id)
		return err
	})
	return e, rev, err
}

func loadTeamEvent(tx *gorm.DB, id TournamentID) (*team.Event, int64, error) {
	t, rev, err := loadTournament(tx, id)
	if err != nil {
		return nil, 0, err
	}
	e := &team.Event{T: t}
	if e.Settings, err = loadTeamSettings(tx, id); err != nil {
		return nil, 0, err
	}
	if e.Teams, err = loadTeams(tx, id); err != nil {
		return nil, 0, err
	}
	var matches []teamMatchRow
	if err := tx.Where("tournament_id = ?", id).Order("round, id").Find(&matches).Error; err != nil {
		return nil, 0, fmt.Errorf("tournament %d: team matches: %w", id, err)
	}
	for _, m := range matches {
		var tables []int
		if err := json.Unmarshal([]byte(m.Tables), &tables); err != nil {
			return nil, 0, fmt.Errorf("team match %d: tables: %w", m.ID, err)
		}
		e.Matches = append(e.Matches, team.Match{Round: m.Round, A: team.ID(m.TeamAID), B: team.ID(m.TeamBID), Tables: tables})
	}
	var byes []teamByeRow
	if err := tx.Where("tournament_id = ?", id).Order("round").Find(&byes).Error; err != nil {
		return nil, 0, fmt.Errorf("tournament %d: team byes: %w", id, err)
	}
	for _, b := range byes {
		e.Byes = append(e.Byes, team.Bye{Round: b.Round, Team: team.ID(b.TeamID)})
	}
	return e, rev, nil
}

// SaveTeamRound stores a paired round of a team tournament: its board games (as ChangeRound
// stores a round's games, with no individual bye: a game whose players stay keeps its result),
// its matches and its team bye. p is the whole round: the games, matches and bye the round had
// are replaced, so a round paired in parts is saved with the matches of every part.
//
// rev is the revision of the event p was paired from (LoadTeamEvent): if the tournament changed
// since (a result entered, the round paired by another process), nothing is stored and the
// error is ECONFLICT, so a pairing made from a stale event never replaces a newer round.
func (db *DB) SaveTeamRound(ctx context.Context, id TournamentID, rev int64, p *team.Pairing) error {
	err := db.transaction(ctx, func(tx *gorm.DB) error {
		if err := bumpAt(tx, id, rev); err != nil {
			return err
		}
		if err := checkRound(tx, id, p.Round); err != nil {
			return err
		}
		if err := deleteTeamRound(tx, id, p.Round); err != nil {
			return err
		}
		if err := db.writeRound(tx, id, p.Round, p.Games, 0); err != nil {
			return err
		}
		for _, m := range p.Matches {
			if m.Round != p.Round {
				return Errorf(EINVALID, "round", "a match of round %d in round %d", m.Round, p.Round)
			}
			row := teamMatchRow{TournamentID: uint(id), Round: m.Round, TeamAID: uint(m.A), TeamBID: uint(m.B), Tables: jsonText(m.Tables, "[]")}
			if err := tx.Create(&row).Error; err != nil {
				return fmt.Errorf("save team match: %w", err)
			}
		}
		if p.Bye != 0 {
			if err := tx.Create(&teamByeRow{TournamentID: uint(id), Round: p.Round, TeamID: uint(p.Bye)}).Error; err != nil {
				return fmt.Errorf("save team bye: %w", err)
			}
		}
		e, err := checkTeamEvent(tx, id)
		if err != nil {
			return err
		}
		if err := checkMatches(e, p.Round); err != nil {
			return err
		}
		return teamError(e.CheckRound(p.Round))
	})
	if err == nil {
		db.backupNow(id)
	}
	return err
}

// checkMatches checks the matches of a round against the stored games: two teams of the
// tournament, one game per board at the tables named, between the teams' players.
func checkMatches(e *team.Event, round int) error {
	for _, m := range e.Matches {
		if m.Round != round {
			continue
		}
		if e.Team(m.A) == nil || e.Team(m.B) == nil || m.A == m.B {
			return Errorf(EINVALID, "matches", "round %d: a match needs two teams of the tournament", round)
		}
		for _, bg := range e.BoardGames(m) {
			if bg.Game == nil {
				return Errorf(EINVALID, "matches", "round %d: no game for board %d of %s-%s", round, bg.Board, e.Name(m.A), e.Name(m.B))
			}
		}
	}
	return nil
}

// deleteTeamRound removes the matches and the team bye of a round.
func deleteTeamRound(tx *gorm.DB, id TournamentID, round int) error {
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Delete(&teamMatchRow{}).Error; err != nil {
		return fmt.Errorf("delete team matches of round %d: %w", round, err)
	}
	if err := tx.Where("tournament_id = ? AND round = ?", id, round).Delete(&teamByeRow{}).Error; err != nil {
		return fmt.Errorf("delete team bye of round %d: %w", round, err)
	}
	return nil
}

// checkTeamRound refuses a round of a team tournament whose games, as stored in tx, no longer
// keep its matches whole (team.Event.CheckRound): a change by hand or an individual pairing
// (CreateRound, ChangeRound, UpdateGameIf) must not leave a match with a board of a stranger,
// a board without its game or a game outside the matches. An individual tournament is not
// read further than its team settings.
func checkTeamRound(tx *gorm.DB, id TournamentID, round int) error {
	s, err := loadTeamSettings(tx, id)
	if err != nil || s.Size == 0 {
		return err
	}
	e, _, err := loadTeamEvent(tx, id)
	if err != nil {
		return err
	}
	return teamError(e.CheckRound(round))
}

// checkTeamGame refuses Pair Go and Rengo in a tournament of another game than Go: both are
// Go formats, one game played by sides taking turns (docs/TEAMS.md, "Other games"); team
// matches on boards suit every game. kind is the team kind being set, or -1 to check the
// tournament's (a change of the game).
func checkTeamGame(tx *gorm.DB, id TournamentID, game tournament.GameKind, kind team.Kind) error {
	if game == tournament.GoGame {
		return nil
	}
	field := "team_kind"
	if kind < 0 {
		ts, err := loadTeamSettings(tx, id)
		if err != nil {
			return err
		}
		if ts.Size == 0 {
			return nil
		}
		kind, field = ts.Kind, "game"
	}
	if kind == team.Boards {
		return nil
	}
	name := map[team.Kind]string{team.PairGo: "Pair Go", team.Rengo: "Rengo"}[kind]
	if field == "game" {
		return keyedErr(EINVALID, field, msgGameTeamGoOnly.New(game, name))
	}
	return keyedErr(EINVALID, field, msgTeamKindGoOnly.New(name, game))
}

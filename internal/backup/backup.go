// Package backup writes and reads hoshi's own backup of a tournament: one versioned JSON file
// with everything needed to carry on elsewhere (settings, players, every round with its games,
// handicaps, komi, results and uploaded game records with their dead-stone marks, the audit
// trail of results, the registration, categories, prizes, teams and the roles by account name).
// A file of an older hoshi is read with Notes saying what it could not carry. It is pure Go on
// the domain types: the store gives it a Backup and stores the Backup that Read returns.
// docs/FORMATS.md, "hoshi backup (JSON)", documents the file.
package backup

import (
	"time"

	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// Format is the value of the file's "format" field.
const Format = "hoshi-backup"

// Version is the newest version of the format that this hoshi writes and reads. A file of an
// older version is read as documented for it; a newer one is refused. Version 2 added the
// registration, the categories, the prize list, the players' birth dates and woman marks and
// the sign-ups; a version-1 file has none of them. Version 3 added the pairing constraints
// (the pairs kept apart and the tables left out by round in the settings, the players' fixed
// tables) and the teams of a team tournament, Pair Go or Rengo; a file of version 1 or 2 has
// none of them and is an individual tournament. Version 4 added the roles (the co-directors
// and the results desk, by account name). Version 5 added the game of the tournament (go,
// shogi, gomoku, ninuki); an older file's tournament plays Go. Version 6 added closed (the
// director closed the tournament); an older file restores the tournament open. Some fields came
// within a version (docs/FORMATS.md, "The versions as written"): a file without them is read
// with a Note for each. Version 7
// added what the players do themselves at the venue: the setting self_report, the check-ins
// and the players' reports of their results (a file of an older version has none: the
// tournament took no reports). The players' personal links are not carried: a restored
// tournament's players get new links from the director. Version 8 added the settings of the
// games other than Go (the gomoku variant, opening rule and matches, the draw rule, shogi's
// handicap ladder) and a game's furigoma and match; an older file has their defaults. Version
// 9 added a game's replays (the drawn games replayed at its table under the draw rule
// "replay"); an older file's games have none.
const Version = 9

// Backup is the content of a backup file.
type Backup struct {
	// Tournament holds the settings, the players in registration order, the games by round and
	// table, and the byes. Player ids are those of the database the backup was written from.
	Tournament tournament.Tournament
	// Records are the SGF records uploaded for the games, oldest first.
	Records []Record
	// Audit is the trail of result changes, oldest first.
	Audit []AuditEntry
	// Registration is the online sign-up setting.
	Registration tournament.Registration
	// Categories and Prizes are the director's categories and prize list, in order; a label
	// category lists players by the ids of Tournament.Players.
	Categories []tournament.Category
	Prizes     []tournament.Prize
	// Details are the players' birth dates and woman marks, by player (only players with any).
	Details map[tournament.PlayerID]tournament.PlayerDetails
	// SignUps are the online sign-ups of the registered players, in order.
	SignUps []SignUp
	// TeamSettings, Teams, Matches and TeamByes make a team tournament (TeamSettings.Size 2
	// to 6); Size 0 is an individual tournament, without teams. Team and player ids are those
	// of the database the backup was written from; a match's tables are games of its round.
	TeamSettings team.Settings
	Teams        []team.Team
	Matches      []team.Match
	TeamByes     []team.Bye
	// Roles are the accounts with a role in the tournament, by account name, in order of name
	// (version 4).
	Roles []Role
	// CheckIns are the players' check-ins before the rounds were paired, and Reports the
	// results the players reported through their links, oldest first (version 7).
	CheckIns []CheckIn
	Reports  []Report
	// Notes say, for a file just read, each thing it could not carry (written by an older
	// hoshi) and what the restore used instead, and, after store.DB.RestoreBackup, each role it
	// could not give. They are never written.
	Notes []Note
	// SourceID is the id the tournament had where the backup was written (informative).
	SourceID uint
	// CreatedAt is when the tournament was created there (informative).
	CreatedAt time.Time
	// Revision is the tournament's revision there when the backup was written (informative).
	Revision int64
	// WrittenAt is when the backup was written.
	WrittenAt time.Time
}

// Record is one uploaded SGF record of the game at Table of Round and the engine's score of
// it, as the store keeps it.
type Record struct {
	Round, Table int
	SGF          string
	// Score is the count in SGF form ("B+5.5", "W+12", "0").
	Score string
	// Details is the engine's explanation of the score as a JSON object, with the dead stones
	// under "dead" (a list of points like "D4", or missing while no count fixed them).
	Details    string
	UploadedAt time.Time
	UploadedBy string
}

// SignUp is what the online form kept of a player's sign-up: the e-mail given and when. The
// address it came from is not kept: it only bounds the sign-ups of the next hours.
type SignUp struct {
	Player tournament.PlayerID
	Email  string
	At     time.Time
}

// AuditEntry is one change of a game's result.
type AuditEntry struct {
	// Round and Table are the game's round and table when its result changed.
	Round, Table int
	// GameTable is the table of the game the change belongs to now, in the same round; 0 when
	// that game no longer exists (its round was paired again without it, or unpaired).
	GameTable    int
	Old, New     tournament.Result
	OldByDefault bool
	NewByDefault bool
	At           time.Time
	By           string
	// Replayed is a draw (New "=") replayed under the draw rule "replay" (version 9): the game
	// went on without a result.
	Replayed bool
}

// CheckIn is a player's check-in for a round: when, and said by whom (the player's name
// through his link, or the desk's account).
type CheckIn struct {
	Round  int
	Player tournament.PlayerID
	At     time.Time
	By     string
}

// Report is a result that a player reported of his game through his link: "won", "lost",
// "jigo" or "not-played". GameTable is the table of the game it was made for, in the same
// round; 0 when that game no longer is (the round was paired again: the report is void).
type Report struct {
	Round            int
	Player, Opponent tournament.PlayerID
	GameTable        int
	Result           string
	At               time.Time
}

// ReportResults are the results a report may give.
var ReportResults = []string{"won", "lost", "jigo", "not-played"}

// Role is an account's role in the tournament: RoleDirector (a co-director) or RoleDesk (the
// results desk). User is the account's name: a restore gives the role to the account of that
// name (case ignored) on the server it restores on, and says which it could not find.
type Role struct {
	User string
	Role string
}

// The roles a backup holds, as the store names them.
const (
	RoleDirector = "director"
	RoleDesk     = "desk"
)

// Note is something a restore could not carry over as the tournament had it, and what it used
// instead. Key names the message for a translation (the web's catalogue keys are
// "restore.note." + Key), Args are its name/value pairs, Msg is the message in English.
type Note struct {
	Field string
	Key   string
	Args  []any
	Msg   string
}

// String is the note for the command line: the field first, as an error names it.
func (n Note) String() string {
	if n.Field == "" {
		return n.Msg
	}
	return n.Field + ": " + n.Msg
}

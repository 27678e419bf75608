package store

import (
	"encoding/json"
	"time"
)

// The rows below are the current shape of the tables that the migrations build. They carry
// no associations: the store maps them to the domain types itself.

type pairingColumns struct {
	AvoidDuplicateGame                    int64
	Random                                int64
	Deterministic                         bool
	BalanceWB                             int64
	AvoidMixingCategories                 int64
	MinimizeScoreDifference               int64
	DUDDWeight                            int64
	CompensateDUDD                        bool
	DUDDUpperMode                         int
	DUDDLowerMode                         int
	MaximizeSeeding                       int64
	LastRoundForSeedSystem1               int
	SeedSystem1                           int
	SeedSystem2                           int
	AdditionalPlacementCritSystem1        string
	AdditionalPlacementCritSystem2        string
	SecondaryCriteria                     int64
	BarThresholdActive                    bool
	RankThreshold                         int
	NbWinsThresholdActive                 bool
	MinimizeHandicap                      int64
	AvoidSameGeo                          int64
	PreferMMSDiffRatherThanSameCountry    int
	PreferMMSDiffRatherThanSameClubsGroup int
	PreferMMSDiffRatherThanSameClub       int
}

type tournamentRow struct {
	ID                  uint
	Revision            int64
	CreatedAt           time.Time
	UpdatedAt           time.Time
	Game                string // tournament.GameKind: go, shogi, gomoku, ninuki
	Name                string
	ShortName           string
	Place               string
	Country             string
	Director            string
	Language            string
	TimeZone            string
	BeginDate           time.Time
	EndDate             time.Time
	Rounds              int
	BoardSize           int
	Rules               string
	Komi                int
	TimeKind            int
	BasicMinutes        int
	PeriodSeconds       int
	Periods             int
	Stones              int
	StonesSeconds       int
	IncrementSeconds    int
	System              int
	Bar                 int
	Floor               int
	AbsentPoints        int
	ByePoints           int
	NBWAbsentPoints     int
	NBWByePoints        int
	RoundDown           bool
	CountUnplayedAsHalf bool
	HandicapKind        int
	HandicapThreshold   int
	HandicapCorrection  int
	HandicapCeiling     int
	HandicapOnRank      bool
	HandicapPrisoners   int // prisoners per rank beyond the ceiling (rank-difference rule)
	Criteria            string
	Pairing             pairingColumns `gorm:"embedded;embeddedPrefix:pairing_"`
	Extra               string
	AvoidPairs          string // JSON list of pairs of player ids
	LeftOutTables       string // JSON object: round -> list of tables
	Closed              bool   // set apart from the settings (SetClosed): UpdateSettingsAt leaves it
	SelfReport          int    // tournament.SelfReport
	// The settings of the other games (migration 2026112908-games).
	Variant        string // gomoku: free, exact
	Opening        string // gomoku, ninuki: none, swap, swap2
	Draws          string // half, replay
	MatchGames     int    // gomoku, ninuki: games of a pairing
	HandicapLadder string // shogi: JSON list of handicap names, [] for the default
}

func (tournamentRow) TableName() string { return "tournaments" }

type playerRow struct {
	ID            uint
	TournamentID  uint
	NameKey       string
	Name          string
	FirstName     string
	Rank          int
	Rating        int
	Club          string
	Country       string
	EGDPin        string
	RankFromList  bool
	Unranked      bool
	MMSCorrection int
	Absent        string
	FixedTable    int
	Status        int
	Extra         string
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

func (playerRow) TableName() string { return "players" }

type gameRow struct {
	ID           uint
	TournamentID uint
	Round        int
	TableNumber  int
	WhiteID      uint
	BlackID      uint
	Handicap     int
	Komi         int
	Prisoners    int
	Result       string
	ByDefault    bool
	KnownColor   bool
	UpdatedAt    time.Time
	// Shogi's furigoma and gomoku's matches (migration 2026112908-games).
	FurigomaBy    uint
	FurigomaTokin int
	MatchWhite    int
	MatchBlack    int
	// The drawn games replayed at the table (migration 2026112910-draw-replay).
	Replays int
}

func (gameRow) TableName() string { return "games" }

type byeRow struct {
	ID           uint
	TournamentID uint
	Round        int
	PlayerID     uint
}

func (byeRow) TableName() string { return "byes" }

type resultChangeRow struct {
	ID           uint
	TournamentID uint
	GameID       *uint
	Round        int
	TableNumber  int
	OldResult    string
	NewResult    string
	OldByDefault bool
	NewByDefault bool
	ChangedAt    time.Time
	ChangedBy    string
	// Replayed marks a draw replayed under the draw rule "replay" (migration
	// 2026112910-draw-replay): NewResult is "=", the game's result stayed OldResult's "".
	Replayed bool
}

func (resultChangeRow) TableName() string { return "result_changes" }

// userRow is a user's account: the administrator, a director, a results desk. Its table
// keeps the name "directors" it had when hoshi knew only directors: during a rolling upgrade
// on PostgreSQL (docs/DEPLOY.md, "The upgrade procedure") the processes of the previous
// version go on reading it, to open sessions and check roles, after the new version's
// migrations commit, so a renamed table would make them fail until they are replaced. The
// roles' column naming a user is director_id for the same reason (tournamentRoleRow).
type userRow struct {
	ID           uint
	Name         string
	Email        string
	Admin        bool
	PasswordHash string
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

func (userRow) TableName() string { return "directors" }

type sessionRow struct {
	ID         uint
	TokenHash  string
	DirectorID uint
	CreatedAt  time.Time
	ExpiresAt  time.Time
}

func (sessionRow) TableName() string { return "sessions" }

type loginAttemptRow struct {
	ID      uint
	IP      string
	Account string
	At      time.Time
	Success bool
	Refused bool
}

func (loginAttemptRow) TableName() string { return "login_attempts" }

type gameRecordRow struct {
	ID         uint
	GameID     uint
	SGF        string
	Score      string
	Details    string
	UploadedAt time.Time
	UploadedBy string
}

func (gameRecordRow) TableName() string { return "game_records" }

type ratingListRow struct {
	ID       uint
	Name     string
	LoadedAt time.Time
	Size     int    // bytes of the text
	Data     []byte // the text, gzipped
}

func (ratingListRow) TableName() string { return "rating_lists" }

// jsonText encodes a list or map for a JSON text column; nil becomes the empty value so that
// the column stays NOT NULL and readable.
func jsonText(v any, empty string) string {
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return empty
	}
	return string(b)
}

package backup

import (
	"encoding/json"

	"github.com/hoshi-go/hoshi/internal/jsonform"
)

// The types below are the file's JSON, field for field: docs/FORMATS.md describes each one.
// Every field is always written; on reading, a missing field takes its documented default.

type fileJSON struct {
	Format    string       `json:"format"`
	Version   int          `json:"version"`
	WrittenAt string       `json:"written_at"`
	Source    sourceJSON   `json:"source"`
	Settings  settingsJSON `json:"settings"`
	Players   []playerJSON `json:"players"`
	Rounds    []roundJSON  `json:"rounds"`
	Audit     []auditJSON  `json:"audit"`
	// Version 2 added the fields below, language and time_zone of the settings, and born and
	// woman of a player; version 1 had only
	// categories and sign_ups, always empty (see addedFields).
	Registration registrationJSON `json:"registration"`
	Categories   []categoryJSON   `json:"categories"`
	Prizes       []prizeJSON      `json:"prizes"`
	SignUps      []signUpJSON     `json:"sign_ups"`
	// Version 3 added teams (see addedFields).
	Teams teamsJSON `json:"teams"`
	// Version 4 added roles (see addedFields).
	Roles []roleJSON `json:"roles"`
	// Version 6 added closed (see addedFields): the director closed the tournament.
	Closed bool `json:"closed"`
	// Version 7 added check_ins, reports and the settings' self_report (see addedFields).
	CheckIns []checkInJSON `json:"check_ins"`
	Reports  []reportJSON  `json:"reports"`
}

// checkInJSON is a player's check-in for a round.
type checkInJSON struct {
	Round  int    `json:"round"`
	Player int    `json:"player"`
	At     string `json:"at"`
	By     string `json:"by"`
}

// reportJSON is a result a player reported through his link.
type reportJSON struct {
	Round     int    `json:"round"`
	Player    int    `json:"player"`
	Opponent  int    `json:"opponent"`
	GameTable int    `json:"game_table"`
	Result    string `json:"result"`
	At        string `json:"at"`
}

// roleJSON is an account's role in the tournament, by the account's name.
type roleJSON struct {
	User string `json:"user"`
	Role string `json:"role"`
}

type registrationJSON struct {
	Open   bool   `json:"open"`
	Closes string `json:"closes"`
}

type categoryJSON struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Strongest string `json:"strongest"`
	Weakest   string `json:"weakest"`
	BornFrom  string `json:"born_from"`
	Value     string `json:"value"`
	Players   []int  `json:"players"`
}

type prizeJSON struct {
	Name     string `json:"name"`
	Category string `json:"category"`
}

type signUpJSON struct {
	Player int    `json:"player"`
	Email  string `json:"email"`
	At     string `json:"at"`
}

type sourceJSON struct {
	TournamentID uint   `json:"tournament_id"`
	CreatedAt    string `json:"created_at"`
	Revision     int64  `json:"revision"`
}

type settingsJSON struct {
	Name                string            `json:"name"`
	ShortName           string            `json:"short_name"`
	Place               string            `json:"place"`
	Country             string            `json:"country"`
	Director            string            `json:"director"`
	Begin               string            `json:"begin"`
	End                 string            `json:"end"`
	Rounds              int               `json:"rounds"`
	BoardSize           int               `json:"board_size"`
	Rules               string            `json:"rules"`
	Komi                float64           `json:"komi"`
	Time                timeJSON          `json:"time"`
	System              string            `json:"system"`
	Bar                 string            `json:"bar"`
	Floor               string            `json:"floor"`
	AbsentPoints        float64           `json:"absent_points"`
	ByePoints           float64           `json:"bye_points"`
	NBWAbsentPoints     float64           `json:"nbw_absent_points"`
	NBWByePoints        float64           `json:"nbw_bye_points"`
	RoundDown           bool              `json:"round_down"`
	CountUnplayedAsHalf bool              `json:"count_unplayed_as_half"`
	Language            string            `json:"language"`
	TimeZone            string            `json:"time_zone"`
	Handicap            handicapJSON      `json:"handicap"`
	Criteria            []string          `json:"criteria"`
	Pairing             pairingJSON       `json:"pairing"`
	Extra               map[string]string `json:"extra"`
	// Version 5 added the game (see addedFields).
	Game string `json:"game"`
	// Version 3 added the pairing constraints (see addedFields).
	AvoidPairs    [][]int       `json:"avoid_pairs"`
	LeftOutTables []leftOutJSON `json:"left_out_tables"`
	// Version 7 added the self-reporting mode: off, confirm or auto.
	SelfReport string `json:"self_report"`
	// Version 8 added the settings of the games other than Go (see addedFields).
	Variant        string   `json:"variant"`
	Opening        string   `json:"opening"`
	Draws          string   `json:"draws"`
	MatchGames     int      `json:"match_games"`
	HandicapLadder []string `json:"handicap_ladder"`
}

// leftOutJSON is the tables left out of one round.
type leftOutJSON struct {
	Round  int   `json:"round"`
	Tables []int `json:"tables"`
}

// The settings' time, handicap and pairing parameters are written as the JSON API writes them
// (internal/jsonform).
type (
	timeJSON     = jsonform.Time
	handicapJSON = jsonform.Handicap
	pairingJSON  = jsonform.Pairing
)

type playerJSON struct {
	ID            int               `json:"id"`
	Name          string            `json:"name"`
	FirstName     string            `json:"first_name"`
	Rank          string            `json:"rank"`
	Rating        int               `json:"rating"`
	Club          string            `json:"club"`
	Country       string            `json:"country"`
	EGDPin        string            `json:"egd_pin"`
	RankFromList  bool              `json:"rank_from_list"`
	Unranked      bool              `json:"unranked"`
	MMSCorrection int               `json:"mms_correction"`
	Absent        []int             `json:"absent"`
	Status        string            `json:"status"`
	Extra         map[string]string `json:"extra"`
	Born          string            `json:"born"`
	Woman         bool              `json:"woman"`
	FixedTable    int               `json:"fixed_table"` // version 3
}

type roundJSON struct {
	Round int        `json:"round"`
	Bye   int        `json:"bye"`
	Games []gameJSON `json:"games"`
}

type gameJSON struct {
	Table      int          `json:"table"`
	White      int          `json:"white"`
	Black      int          `json:"black"`
	Handicap   int          `json:"handicap"`
	Komi       float64      `json:"komi"`
	Prisoners  int          `json:"prisoners"`
	Result     string       `json:"result"`
	ByDefault  bool         `json:"by_default"`
	KnownColor bool         `json:"known_color"`
	Records    []recordJSON `json:"records"`
	// Version 8 added an even shogi game's furigoma and a gomoku match's games, null without
	// (see addedFields).
	Furigoma *furigomaJSON `json:"furigoma"`
	Match    *matchJSON    `json:"match"`
	// Version 9 added the drawn games replayed at the table under the draw rule "replay"
	// (see addedFields): 0, or absent, for none.
	Replays int `json:"replays"`
}

// furigomaJSON is the throw that gave an even shogi game its colours: who threw the five pawns
// and how many fell promoted side up.
type furigomaJSON struct {
	Thrower int `json:"thrower"`
	Tokin   int `json:"tokin"`
}

// matchJSON is the games White and Black won in a match (a drawn game a half each).
type matchJSON struct {
	White float64 `json:"white"`
	Black float64 `json:"black"`
}

type recordJSON struct {
	SGF        string `json:"sgf"`
	Score      string `json:"score"`
	UploadedAt string `json:"uploaded_at"`
	UploadedBy string `json:"uploaded_by"`
	// Dead is the record's dead stones, null while no count fixed them.
	Dead *[]string `json:"dead"`
	// Details is the rest of the engine's explanation of the count.
	Details json.RawMessage `json:"details"`
}

type auditJSON struct {
	Round        int    `json:"round"`
	Table        int    `json:"table"`
	GameTable    int    `json:"game_table"`
	Old          string `json:"old"`
	New          string `json:"new"`
	OldByDefault bool   `json:"old_by_default"`
	NewByDefault bool   `json:"new_by_default"`
	At           string `json:"at"`
	By           string `json:"by"`
	// Version 9 added replayed (see addedFields).
	Replayed bool `json:"replayed"`
}

package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"github.com/hoshi-go/hoshi/internal/jsonform"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

// The players' personal links (docs/DIRECTOR.md, "Players at the venue"): GET /p/{token} is a
// player's page, /api/p/{token} its JSON; through them he checks in and reports his result.
// Every request of a link is limited per link (a phone that loops) and per address (a flood
// of guesses), on top of LimitRate; a wrong, revoked or replaced token is 404 with the same
// answer as one never issued.

// DefaultLinkRate bounds the requests of one link: a phone asking again every 20 seconds
// uses a twentieth of a token a second, a player reporting and checking in a few more.
var DefaultLinkRate = RateLimit{PerSecond: 0.5, Burst: 30}

// DefaultLinkAddressRate bounds the link requests of one address: every phone of a venue may
// come from its one address behind the Wi-Fi's NAT, so it is generous; it only stops a flood.
var DefaultLinkAddressRate = RateLimit{PerSecond: 20, Burst: 400}

// ErrNoLink is the answer to a token that opens no link, in the page's language on pages.
var ErrNoLink = KeyedError(http.StatusNotFound, "", msgLinkNotFound.New())

// PlayerOfLink finds the player of the link in the path's :token, after the rate limits of
// the link and of the address. The request's language follows the tournament's when the
// browser names none.
func (s *Server) PlayerOfLink(c echo.Context) (store.PlayerLink, *Snapshot, error) {
	token := c.Param("token")
	now := time.Now()
	lim := s.Config.LinkRate
	if lim == (RateLimit{}) {
		lim = DefaultLinkRate
	}
	addr := s.Config.LinkAddressRate
	if addr == (RateLimit{}) {
		addr = DefaultLinkAddressRate
	}
	h := sha256.Sum256([]byte(token))
	if addr.PerSecond > 0 && !s.linkAddrRates.allow(c.RealIP(), addr, now) ||
		lim.PerSecond > 0 && !s.linkRates.allow(hex.EncodeToString(h[:8]), lim, now) {
		c.Response().Header().Set("Retry-After", "2")
		return store.PlayerLink{}, nil, KeyedError(http.StatusTooManyRequests, "", msgRateLimited.New())
	}
	link, err := s.DB.LinkOf(c.Request().Context(), token)
	if err != nil {
		if store.ErrorCode(err) == store.ENOTFOUND {
			return link, nil, ErrNoLink
		}
		return link, nil, err
	}
	sn, err := s.Snapshot(c.Request().Context(), link.Tournament)
	if err != nil {
		return link, nil, err
	}
	if sn.T.Player(link.Player) == nil {
		return link, nil, ErrNoLink
	}
	NoteTournamentLang(c, sn.T.Settings.Language)
	c.Response().Header().Set("Cache-Control", "no-store")
	c.Response().Header().Set("Referrer-Policy", "no-referrer")
	return link, sn, nil
}

// PlayerView is what a player's link shows him: his game of the last round paired (or his
// bye, or his absence), the round open for check-in, his check-ins and his reports.
type PlayerView struct {
	T      *tournament.Tournament
	Player *tournament.Player
	Mode   tournament.SelfReport
	// Round is the last round paired (0 before the first pairing); Game is the player's game
	// in it (nil for none), Bye and Absent say why he has none.
	Round       int
	Game        *tournament.Game
	Opponent    *tournament.Player
	White       bool
	Bye, Absent bool
	// State is where the game stands with the two players' reports; Mine is the player's
	// own valid report of it ("" for none); VoidReport is true when his report of the round
	// was made before the round was paired again and no longer counts.
	State      store.ReportState
	Mine       string
	VoidReport bool
	// Position is the final position proposed for the game through the players' links
	// (store/position.go), nil for none.
	Position *store.PositionProposal
	// CheckInRound is the first round not paired yet (0 when every round is): the one the
	// player checks in for; CheckedIn the rounds he has checked in for.
	CheckInRound int
	CheckedIn    []int
	Reports      []store.Report
}

// CheckedInNext tells whether the player has checked in for CheckInRound.
func (v *PlayerView) CheckedInNext() bool {
	return v.CheckInRound > 0 && slices.Contains(v.CheckedIn, v.CheckInRound)
}

// CanReport tells whether the player may report his game now.
func (v *PlayerView) CanReport() bool {
	return v.Mode != tournament.SelfReportOff && v.Game != nil
}

// PlayerViewOf reads the view of the link's player from the snapshot and the store.
func (s *Server) PlayerViewOf(c echo.Context, link store.PlayerLink, sn *Snapshot) (*PlayerView, error) {
	ctx := c.Request().Context()
	t := sn.T
	v := &PlayerView{T: t, Player: t.Player(link.Player), Mode: t.Settings.SelfReport}
	for r := 1; r <= t.Settings.Rounds; r++ {
		if len(t.RoundGames(r)) > 0 || t.ByeIn(r) != 0 {
			v.Round = r
		}
	}
	for r := 1; r <= t.Settings.Rounds; r++ {
		if len(t.RoundGames(r)) == 0 && t.ByeIn(r) == 0 {
			v.CheckInRound = r
			break
		}
	}
	if v.Round > 0 {
		for _, g := range t.RoundGames(v.Round) {
			if g.White == link.Player || g.Black == link.Player {
				v.Game = &g
				v.White = g.White == link.Player
				opp := g.Black
				if !v.White {
					opp = g.White
				}
				v.Opponent = t.Player(opp)
				break
			}
		}
		v.Bye = t.ByeIn(v.Round) == link.Player
		v.Absent = v.Game == nil && !v.Bye && slices.Contains(v.Player.Absent, v.Round)
	}
	ins, err := s.DB.CheckIns(ctx, link.Tournament)
	if err != nil {
		return nil, err
	}
	for _, in := range ins {
		if in.Player == link.Player {
			v.CheckedIn = append(v.CheckedIn, in.Round)
		}
	}
	if v.Reports, err = s.DB.PlayerReports(ctx, link.Tournament, link.Player); err != nil {
		return nil, err
	}
	if v.Game != nil {
		games, _, err := s.DB.RoundReports(ctx, link.Tournament, v.Round)
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			if g.Game.Table == v.Game.Table {
				v.State, v.Position = g.State, g.Position
				mine := g.Black
				if v.White {
					mine = g.White
				}
				if mine != nil {
					v.Mine = mine.Result
				}
			}
		}
		for i := len(v.Reports) - 1; i >= 0; i-- {
			if r := v.Reports[i]; r.Round == v.Round {
				v.VoidReport = r.Void()
				break
			}
		}
	}
	return v, nil
}

// ReporterName names a player in the audit trail and the check-ins: his full name, through
// his link.
func ReporterName(t *tournament.Tournament) func(tournament.PlayerID) string {
	return func(id tournament.PlayerID) string {
		if p := t.Player(id); p != nil {
			return p.FullName()
		}
		return ""
	}
}

// PlayerViewJSON is GET /api/p/{token}.
type PlayerViewJSON struct {
	Tournament struct {
		ID   uint   `json:"id"`
		Name string `json:"name"`
	} `json:"tournament"`
	Player       LinkPlayerJSON   `json:"player"`
	SelfReport   string           `json:"self_report"`
	Round        int              `json:"round"`
	Game         *LinkGameJSON    `json:"game"`
	Bye          bool             `json:"bye"`
	Absent       bool             `json:"absent"`
	CheckInRound int              `json:"checkin_round"`
	CheckedIn    []int            `json:"checked_in"`
	Reports      []LinkReportJSON `json:"reports"`
}

// LinkPlayerJSON is a player as his link and his opponent's show him.
type LinkPlayerJSON struct {
	ID        tournament.PlayerID `json:"id"`
	Name      string              `json:"name"`
	FirstName string              `json:"first_name"`
	Rank      string              `json:"rank"`
}

// LinkGameJSON is the player's game of the last round paired, seen from his side.
type LinkGameJSON struct {
	Round     int            `json:"round"`
	Table     int            `json:"table"`
	Colour    string         `json:"colour"`
	Opponent  LinkPlayerJSON `json:"opponent"`
	Handicap  int            `json:"handicap"`
	Komi      float64        `json:"komi"`
	Prisoners int            `json:"prisoners"`
	Result    string         `json:"result"`
	ByDefault bool           `json:"by_default"`
	// Report is the player's own report of it ("" for none), State where the game stands
	// with the two reports: none, waiting, approval, recorded, conflict or settled.
	Report string `json:"report"`
	State  string `json:"state"`
	// VoidReport: the player's report of this round was made before the round was paired
	// again and no longer counts.
	VoidReport bool `json:"void_report"`
	// Position is the final position proposed for the game through the links, null for none
	// (POST /api/p/{token}/position answers it in full).
	Position *LinkPositionJSON `json:"position"`
}

// LinkPositionJSON is where the final position proposed for a game stands.
type LinkPositionJSON struct {
	Version   int                 `json:"version"`
	State     string              `json:"state"`
	Result    string              `json:"result"`
	Uncertain []string            `json:"uncertain"`
	ChangedBy tournament.PlayerID `json:"changed_by"`
	Confirmed struct {
		White bool `json:"white"`
		Black bool `json:"black"`
	} `json:"confirmed"`
	DisputedBy tournament.PlayerID `json:"disputed_by"`
}

// NewLinkPositionJSON is p's summary; nil for none.
func NewLinkPositionJSON(p *store.PositionProposal) *LinkPositionJSON {
	if p == nil {
		return nil
	}
	j := &LinkPositionJSON{Version: p.Version, State: p.State.String(), Result: p.Count.Score, ChangedBy: p.ChangedBy, DisputedBy: p.DisputedBy}
	var details struct {
		Uncertain []string `json:"uncertain"`
	}
	json.Unmarshal([]byte(p.Count.Details), &details)
	j.Uncertain = append([]string{}, details.Uncertain...)
	j.Confirmed.White, j.Confirmed.Black = p.WhiteConfirmed, p.BlackConfirmed
	return j
}

// LinkReportJSON is one report the player made.
type LinkReportJSON struct {
	Round  int    `json:"round"`
	Result string `json:"result"`
	At     string `json:"at"`
	// Table is the table of the game it was made for, 0 when it is void.
	Table int  `json:"table"`
	Void  bool `json:"void"`
}

func linkPlayerJSON(p *tournament.Player) LinkPlayerJSON {
	if p == nil {
		return LinkPlayerJSON{}
	}
	return LinkPlayerJSON{ID: p.ID, Name: p.Name, FirstName: p.FirstName, Rank: p.Rank.String()}
}

// JSON is the view as GET /api/p/{token} answers it.
func (v *PlayerView) JSON(id store.TournamentID) PlayerViewJSON {
	var j PlayerViewJSON
	j.Tournament.ID, j.Tournament.Name = uint(id), v.T.Settings.Name
	j.Player = linkPlayerJSON(v.Player)
	j.SelfReport = jsonform.SelfReports.Name(v.Mode)
	j.Round, j.Bye, j.Absent, j.CheckInRound = v.Round, v.Bye, v.Absent, v.CheckInRound
	j.CheckedIn = append([]int{}, v.CheckedIn...)
	if g := v.Game; g != nil {
		colour := "black"
		if v.White {
			colour = "white"
		}
		j.Game = &LinkGameJSON{Round: g.Round, Table: g.Table, Colour: colour, Opponent: linkPlayerJSON(v.Opponent),
			Handicap: g.Handicap, Komi: Points(g.Komi), Prisoners: g.Prisoners, Result: g.Result.String(),
			ByDefault: g.ByDefault, Report: v.Mine, State: v.State.String(), VoidReport: v.VoidReport,
			Position: NewLinkPositionJSON(v.Position)}
	}
	j.Reports = []LinkReportJSON{}
	for _, r := range v.Reports {
		j.Reports = append(j.Reports, LinkReportJSON{Round: r.Round, Result: r.Result, At: r.At.UTC().Format(time.RFC3339),
			Table: r.Table, Void: r.Void()})
	}
	return j
}

// checkedInPlayers are the players checked in for round n, and the absences that pairing
// only them gives: every other player not yet absent from round n becomes so, and a player
// checked in who was marked absent from it is present again.
func checkedInPlayers(t *tournament.Tournament, ins []store.CheckInLine, n int) ([]tournament.PlayerID, []store.AbsenceUpdate) {
	in := map[tournament.PlayerID]bool{}
	var players []tournament.PlayerID
	for _, c := range ins {
		if c.Round == n && t.Player(c.Player) != nil && !in[c.Player] {
			in[c.Player] = true
			players = append(players, c.Player)
		}
	}
	var ups []store.AbsenceUpdate
	for _, p := range t.Players {
		absent := slices.Contains(p.Absent, n)
		switch {
		case in[p.ID] && absent:
			ups = append(ups, store.AbsenceUpdate{Player: p.ID, Absent: slices.DeleteFunc(slices.Clone(p.Absent), func(r int) bool { return r == n })})
		case !in[p.ID] && !absent && p.Status == tournament.Final:
			a := append(slices.Clone(p.Absent), n)
			slices.Sort(a)
			ups = append(ups, store.AbsenceUpdate{Player: p.ID, Absent: a})
		}
	}
	return players, ups
}

// CheckedInPairing is what pairing only the checked-in players of round n needs: those
// players, after the others are marked absent from the round (and the checked-in ones present)
// in one change made from the tournament at revision rev.
func (s *Server) CheckedInPairing(c echo.Context, id store.TournamentID, sn *Snapshot, n int) ([]tournament.PlayerID, error) {
	ctx := c.Request().Context()
	ins, err := s.DB.CheckIns(ctx, id)
	if err != nil {
		return nil, err
	}
	players, ups := checkedInPlayers(sn.T, ins, n)
	if len(players) == 0 {
		return nil, BadRequest("checked_in", msgNobodyCheckedIn.New())
	}
	if len(ups) > 0 {
		if err := s.DB.UpdateAbsencesAt(ctx, id, sn.Rev, ups); err != nil {
			return nil, err
		}
	}
	return players, nil
}

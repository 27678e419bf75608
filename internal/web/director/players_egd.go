package director

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// rankChange is a player whose rank or rating the loaded EGD list changes.
type rankChange struct {
	ID                         tournament.PlayerID
	Name, PIN, URL             string
	OldRank, NewRank           string
	OldRating, NewRating       int
	RankChanged, RatingChanged bool
	update                     store.RankUpdate
}

// rankSkip is a player who follows the list but is left as he is, with the reason.
type rankSkip struct {
	Name, PIN, URL, Reason string
}

// rankPlan is what "Update from the EGD list" would do to a tournament.
type rankPlan struct {
	Changes   []rankChange
	Skipped   []rankSkip
	Unchanged int // follow the list and already match it
	Declared  int // keep the rank they declared
}

// planRankUpdate compares the players who follow the list (RankFromList) with the list: rank
// and rating only, club and country stay as registered. A player paired in a round keeps
// his rank, which his McMahon score and that round's pairing were made with; l says why.
func planRankUpdate(l *i18n.Localizer, t *tournament.Tournament, base string, byPIN func(string) (export.RatingEntry, bool)) rankPlan {
	paired := map[tournament.PlayerID][]int{}
	for _, g := range t.Games {
		paired[g.White] = append(paired[g.White], g.Round)
		paired[g.Black] = append(paired[g.Black], g.Round)
	}
	for _, b := range t.Byes {
		paired[b.Player] = append(paired[b.Player], b.Round)
	}
	var plan rankPlan
	for i := range t.Players {
		p := &t.Players[i]
		if !p.RankFromList {
			plan.Declared++
			continue
		}
		url := fmt.Sprintf("%s/players/%d", base, p.ID)
		skip := func(reason string) {
			plan.Skipped = append(plan.Skipped, rankSkip{Name: p.FullName(), PIN: p.EGDPin, URL: url, Reason: reason})
		}
		e, ok := byPIN(p.EGDPin)
		switch {
		case p.EGDPin == "":
			skip("no EGD PIN")
			continue
		case !ok:
			skip("PIN not in the loaded list")
			continue
		case e.Rank == p.Rank && e.Rating == p.Rating:
			plan.Unchanged++
			continue
		}
		if rs := paired[p.ID]; len(rs) > 0 {
			slices.Sort(rs)
			rs = slices.Compact(rs)
			words := make([]string, len(rs))
			for i, r := range rs {
				words[i] = strconv.Itoa(r)
			}
			skip(l.N("egdupdate.reason_paired", len(rs), "Rounds", strings.Join(words, ", "),
				"ListRank", e.Rank.String(), "ListRating", e.Rating, "Rank", p.Rank.String(), "Rating", p.Rating))
			continue
		}
		plan.Changes = append(plan.Changes, rankChange{
			ID: p.ID, Name: p.FullName(), PIN: p.EGDPin, URL: url,
			OldRank: p.Rank.String(), NewRank: e.Rank.String(), OldRating: p.Rating, NewRating: e.Rating,
			RankChanged: e.Rank != p.Rank, RatingChanged: e.Rating != p.Rating,
			update: store.RankUpdate{Player: p.ID, Rank: e.Rank, Rating: e.Rating},
		})
	}
	return plan
}

type rankUpdateView struct {
	dirPage
	rankPlan
	Loaded         bool
	File, LoadedAt string
	Revision       int64
}

// rankUpdatePage is GET /director/tournaments/{id}/players/egd-update: the preview of
// "Update from the EGD list", with the button that applies it.
func (s *handlers) rankUpdatePage(ratings *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := app.TournamentID(c)
		if err != nil {
			return err
		}
		sn, err := s.Snapshot(c.Request().Context(), id)
		if err != nil {
			return err
		}
		v := rankUpdateView{dirPage: s.newDirPage(c, id, sn.T, "Players"), Revision: sn.Rev}
		if l, file, at := ratings.Get(c.Request().Context()); l != nil {
			v.Loaded, v.File, v.LoadedAt = true, file, s.Tr(c).DateTime(at, app.TournamentZone(sn.T))
			v.rankPlan = planRankUpdate(s.Tr(c), sn.T, v.Base, app.PinFinder(l))
		}
		return s.Render(c, http.StatusOK, "director_players_egd.html", s.Page(c, v))
	}
}

// rankUpdateForm is POST /director/tournaments/{id}/players/egd-update with the revision the
// preview showed: the changes, all in one transaction. If the tournament changed since, the
// preview is shown again instead.
func (s *handlers) rankUpdateForm(ratings *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		id, err := app.TournamentID(c)
		if err != nil {
			return err
		}
		ctx := c.Request().Context()
		sn, err := s.Snapshot(ctx, id)
		if err != nil {
			return err
		}
		base := fmt.Sprintf("/director/tournaments/%d", id)
		preview := base + "/players/egd-update"
		l, file, _ := ratings.Get(ctx)
		if l == nil {
			return redirectError(c, "/director/egd", app.BadRequest("file", msgEGDLoadFirst.New()))
		}
		rev, err := strconv.ParseInt(c.FormValue("revision"), 10, 64)
		if err != nil || rev != sn.Rev {
			return redirectError(c, preview, app.BadRequest("revision", msgEGDChanged.New()))
		}
		tr := s.Tr(c)
		plan := planRankUpdate(tr, sn.T, base, app.PinFinder(l))
		if len(plan.Changes) == 0 {
			return redirectFlash(c, base+"/players", tr.T("flash.egd_nothing"))
		}
		ups := make([]store.RankUpdate, len(plan.Changes))
		lines := make([]string, len(plan.Changes))
		for i, ch := range plan.Changes {
			ups[i] = ch.update
			lines[i] = tr.T("flash.egd_update_line", "Name", ch.Name, "Old", ch.OldRank, "New", ch.NewRank,
				"OldRating", ch.OldRating, "NewRating", ch.NewRating)
		}
		if err := s.DB.UpdateRanks(ctx, id, rev, ups); err != nil {
			return redirectError(c, preview, err)
		}
		msg := tr.N("flash.egd_updated", len(ups), "File", file)
		if n := len(plan.Skipped); n > 0 {
			msg += " " + tr.N("flash.egd_left", n)
		}
		return redirectFlash(c, base+"/players", msg, lines...)
	}
}

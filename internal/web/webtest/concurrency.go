package webtest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// SeedRound registers 2*games players directly in the store and pairs them in round 1,
// player i against player i+games at table i+1. It returns the tournament id.
func SeedRound(t testing.TB, db *store.DB, games int) store.TournamentID {
	ctx := context.Background()
	s := tournament.DefaultSettings()
	s.Name = "Load"
	id, err := db.CreateTournament(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]tournament.PlayerID, 2*games)
	for i := range ids {
		ids[i], err = db.AddPlayerWithDetails(ctx, id, tournament.Player{Name: fmt.Sprintf("P%04d", i), FirstName: "Load", Rank: rank.Kyu(1 + i%20)}, tournament.PlayerDetails{})
		if err != nil {
			t.Fatal(err)
		}
	}
	round := make([]tournament.Game, games)
	for i := range round {
		round[i] = tournament.Game{Round: 1, Table: i + 1, White: ids[i], Black: ids[i+games], Komi: 13}
	}
	if err := SaveRound(ctx, db, id, 1, round, 0); err != nil {
		t.Fatal(err)
	}
	return id
}

// SessionClient is a separate HTTP client (own connections) carrying the director's cookie.
func (s *Server) SessionClient() *http.Client {
	u, _ := url.Parse(s.TS.URL)
	jar, _ := cookiejar.New(nil)
	jar.SetCookies(u, s.Director.Jar.Cookies(u))
	return &http.Client{Jar: jar, Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
}

package webtest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// BoardGame is a tournament of two players on 9x9 boards with one game at table 1 of round 1.
func BoardGame(s *PageSite, rules string, komi int, result tournament.Result) (store.TournamentID, string) {
	s.T.Helper()
	return BoardGameSized(s, 9, rules, komi, result)
}

// BoardGameSized is boardGame on size x size boards.
func BoardGameSized(s *PageSite, size int, rules string, komi int, result tournament.Result) (store.TournamentID, string) {
	s.T.Helper()
	set := tournament.DefaultSettings()
	set.Name, set.Rules, set.Rounds, set.BoardSize = "Board Cup", rules, 1, size
	id, err := s.DB.CreateTournament(context.Background(), set)
	if err != nil {
		s.T.Fatal(err)
	}
	w := s.AddPlayer(id, "Weiss", "Wanda", rank.Dan(1))
	b := s.AddPlayer(id, "Schwarz", "Bruno", rank.Dan(1))
	s.SaveRound(id, 1, []tournament.Game{{White: w, Black: b, Komi: komi, KnownColor: true}}, 0)
	if result != tournament.Unknown {
		s.SetResult(id, 1, 1, result)
	}
	return id, fmt.Sprintf("/tournaments/%d/rounds/1/games/1/board", id)
}

// Upload posts an SGF file as the board page's form does.
func (s *PageSite) Upload(c *http.Client, board, token string, data []byte) (*http.Response, string) {
	s.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField("_csrf", token)
	fw, _ := mw.CreateFormFile("sgf", "game.sgf")
	fw.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", s.TS.URL+board+"/sgf", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := c.Do(req)
	if err != nil {
		s.T.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// HandPosition is a 9x9 final position: a black wall on column E, a white wall on column F
// and one white stone at B5 in Black's area, marked dead by the TB marks.
func HandPosition() string {
	var ab, aw, tb strings.Builder
	for y := 'a'; y <= 'i'; y++ {
		fmt.Fprintf(&ab, "[e%c]", y)
		fmt.Fprintf(&aw, "[f%c]", y)
		for x := 'a'; x <= 'd'; x++ {
			fmt.Fprintf(&tb, "[%c%c]", x, y)
		}
	}
	return "(;GM[1]FF[4]SZ[9]KM[0.5]AB" + ab.String() + "AW" + aw.String() + "[be]TB" + tb.String() + ")"
}

package webtest

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// LinkOf issues player pid's link over the API and returns its path, /p/TOKEN.
func (s *Server) LinkOf(id, pid int) string {
	s.T.Helper()
	var l struct {
		URL      string `json:"url"`
		IssuedAt string `json:"issued_at"`
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/players/%d/link", id, pid), nil, http.StatusCreated, &l)
	i := strings.Index(l.URL, "/p/")
	if i < 0 || len(l.URL)-i-3 != 43 || l.IssuedAt == "" {
		s.T.Fatalf("link %+v", l)
	}
	return l.URL[i:]
}

// PlayerView is GET /api/p/{token}'s answer, the fields the tests read.
type PlayerView struct {
	Player struct {
		ID   int
		Name string
	}
	SelfReport string `json:"self_report"`
	Round      int
	Game       *struct {
		Round, Table int
		Colour       string
		Opponent     struct{ ID int }
		Result       string
		Report       string
		State        string
		VoidReport   bool `json:"void_report"`
	}
	Bye          bool
	Absent       bool
	CheckInRound int   `json:"checkin_round"`
	CheckedIn    []int `json:"checked_in"`
	Reports      []struct {
		Round  int
		Result string
		Void   bool
	}
}

func (s *Server) SetSelfReport(id int, mode string) {
	s.T.Helper()
	s.Expect(s.Director, "PUT", fmt.Sprintf("/api/tournaments/%d", id), map[string]any{"self_report": mode}, http.StatusOK, nil)
}

// ReportRound pairs round 1 of a tournament of four players and gives each his link; the
// games are returned as [white link, black link] by table.
func ReportRound(t *testing.T, s *Server, mode string) (int, [][2]string, [][2]int) {
	t.Helper()
	id, pids := s.CreateTournament("Reports "+mode, 4)
	s.SetSelfReport(id, mode)
	link := map[int]string{}
	for _, p := range pids {
		link[p] = s.LinkOf(id, p)
	}
	var rj struct {
		Games []struct{ Table, White, Black int }
	}
	s.Expect(s.Director, "POST", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusCreated, &rj)
	var links [][2]string
	var players [][2]int
	for _, g := range rj.Games {
		links = append(links, [2]string{link[g.White], link[g.Black]})
		players = append(players, [2]int{g.White, g.Black})
	}
	return id, links, players
}

func (s *Server) Report(link, result string, status int) PlayerView {
	s.T.Helper()
	var v PlayerView
	s.Expect(s.Anon, "POST", "/api"+link+"/report", map[string]any{"round": 1, "result": result}, status, &v)
	return v
}

func (s *Server) TableResult(id, table int) string {
	s.T.Helper()
	var rj struct {
		Games []struct {
			Table  int
			Result string
		}
	}
	s.Expect(s.Anon, "GET", fmt.Sprintf("/api/tournaments/%d/rounds/1/pairing", id), nil, http.StatusOK, &rj)
	for _, g := range rj.Games {
		if g.Table == table {
			return g.Result
		}
	}
	s.T.Fatalf("no table %d", table)
	return ""
}

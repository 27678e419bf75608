package public_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// The public navigation links to the standings by category once the director defined some,
// and to the sign-up form while it takes sign-ups; the category standings show every
// placement criterion, as the main standings do.
func TestPublicNavCategoriesAndSignup(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	ctx := context.Background()
	id, _ := prizeTournament(t, s)
	overview := fmt.Sprintf("/tournaments/%d", id)
	_, page := s.Do(s.Anon, "GET", overview, nil)
	if strings.Contains(string(page), overview+"/categories") || strings.Contains(string(page), overview+"/register") {
		t.Fatalf("links to categories or the sign-up before they exist")
	}
	cats := []tournament.Category{{Name: "kyu", Kind: tournament.CategoryRanks, Strongest: rank.Kyu(1), Weakest: rank.Kyu(30)}}
	if err := s.DB.SetAwards(ctx, id, cats, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.DB.SetRegistration(ctx, id, tournament.Registration{Open: true}); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{overview, overview + "/standings", overview + "/rounds/1"} {
		_, page = s.Do(s.Anon, "GET", path, nil)
		if !strings.Contains(string(page), `href="`+overview+`/categories"`) || !strings.Contains(string(page), `href="`+overview+`/register"`) {
			t.Errorf("%s: no link to the categories or the sign-up form", path)
		}
	}
	// Every criterion is a column: MMS, SOSM, SOSOSM by default.
	_, page = s.Do(s.Anon, "GET", overview+"/categories", nil)
	head := regexp.MustCompile(`(?s)<thead>.*?</thead>`).FindString(string(page))
	for _, c := range []string{"MMS", "SOSM", "SOSOSM"} {
		if !strings.Contains(head, ">"+c+"</th>") {
			t.Errorf("the category standings have no column %s: %s", c, head)
		}
	}
	row := regexp.MustCompile(`(?s)<tbody><tr>(.*?)</tr>`).FindStringSubmatch(string(page))
	if row == nil || strings.Count(row[1], "<td") != 6+3 {
		t.Errorf("a line of the category standings has not 6 + 3 cells: %v", row)
	}
	// Closed: the link goes.
	if err := s.DB.SetRegistration(ctx, id, tournament.Registration{Open: false}); err != nil {
		t.Fatal(err)
	}
	_, page = s.Do(s.Anon, "GET", overview, nil)
	if strings.Contains(string(page), `href="`+overview+`/register"`) {
		t.Errorf("a link to the sign-up form while it is closed")
	}
}

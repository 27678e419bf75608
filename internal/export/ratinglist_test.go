package export

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// sampleRatingList is written by hand in the allworld_lp layout (PIN, name, first name,
// country, club, grade, promotion, GoR, tournaments, last tournament), inside the HTML the
// EGD serves it in.
const sampleRatingList = `<html><body><pre>
   Pin_Player Name                                  Country Club  Grade  Promo   GoR  Tournaments  Last
  19574643  Abad Jahin                            FR  38GJ   20k   --     15     2  T200202B
  10234567  Dvořák Jan                            CZ  Brno    3d   --   2280    41  T230412P
  12345670  van_der_Berg Anna_Maria               NL  DHaa    2k   --   1890    17  T221105A
  13579246  Łukasiewicz Jerzy                     PL  Wars    1d   2d   2150    60  T231001W
  11111111  Dvorak Petra                          CZ  Prah   12k   --    960     3  T190301C
  22222222  Broken Line                           CZ  Brno    3x   --   2280    41  T230412P
  14725836  Şahin Ayşe                            TR  Ista   18k   --    350     1  T240101I
</pre></body></html>
`

func TestReadRatingList(t *testing.T) {
	rl, err := ReadRatingList(strings.NewReader(sampleRatingList))
	if err != nil {
		t.Fatal(err)
	}
	if len(rl.Entries) != 6 {
		t.Fatalf("%d entries, want 6", len(rl.Entries))
	}
	// "Broken Line" has the grade 3x, on line 8.
	if !slices.Equal(rl.Skipped, []int{8}) {
		t.Errorf("skipped lines %v, want [8]", rl.Skipped)
	}
	want := RatingEntry{PIN: "12345670", Name: "van der Berg", FirstName: "Anna Maria", Country: "NL",
		Club: "DHaa", Rank: rank.Kyu(2), Rating: 1890}
	if rl.Entries[2] != want {
		t.Errorf("entry 3 = %+v, want %+v", rl.Entries[2], want)
	}
	if e := rl.Entries[0]; e.PIN != "19574643" || e.Name != "Abad" || e.FirstName != "Jahin" || e.Rank != rank.Kyu(20) || e.Rating != 15 {
		t.Errorf("entry 1 = %+v", e)
	}
}

func TestReadRatingListLatin1(t *testing.T) {
	line := "  10234568  M\xfcller Max   DE  Berl   5k   --   1650    12  T230101B\n"
	rl, err := ReadRatingList(strings.NewReader(line))
	if err != nil {
		t.Fatal(err)
	}
	if rl.Entries[0].Name != "Müller" {
		t.Errorf("name %q, want Müller", rl.Entries[0].Name)
	}
}

func TestReadRatingListNotAList(t *testing.T) {
	if _, err := ReadRatingList(strings.NewReader("<html>Not found</html>\n")); err == nil {
		t.Error("a page without players read as a rating list")
	}
}

func pins(es []RatingEntry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.PIN)
	}
	return out
}

func TestRatingListSearch(t *testing.T) {
	rl, err := ReadRatingList(strings.NewReader(sampleRatingList))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		query string
		limit int
		want  []string
	}{
		// Accents and case do not matter; Dvořák Jan and Dvorak Petra both match, in
		// alphabetical order of "name first name".
		{"dvor", 10, []string{"10234567", "11111111"}},
		{"DVOŘ", 10, []string{"10234567", "11111111"}},
		{"dvorak p", 10, []string{"11111111"}},
		{"dvor", 1, []string{"10234567"}},
		// First name first.
		{"jan dv", 10, []string{"10234567"}},
		// Multi-word names, typed with spaces or hyphens.
		{"van der b", 10, []string{"12345670"}},
		{"anna-maria", 10, []string{"12345670"}},
		// Letters without a separable accent.
		{"lukas", 10, []string{"13579246"}},
		{"sahin ays", 10, []string{"14725836"}},
		// PIN prefix.
		{"1957", 10, []string{"19574643"}},
		{"zz", 10, nil},
		{"  ", 10, nil},
	}
	for _, tt := range tests {
		if got := pins(rl.Search(tt.query, tt.limit)); !slices.Equal(got, tt.want) {
			t.Errorf("Search(%q, %d) = %v, want %v", tt.query, tt.limit, got, tt.want)
		}
	}
}

// bigRatingList builds a list the size of the EGD's (about 60000 players).
func bigRatingList(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "  %08d  Surname%05d Firstname%d                  CZ  Brno   %dk   --   %d    3  T200101A\n",
			10000000+i, i, i%97, 1+i%30, 100+i%2500)
	}
	return b.String()
}

func TestRatingListSearchLarge(t *testing.T) {
	rl, err := ReadRatingList(strings.NewReader(bigRatingList(60000)))
	if err != nil {
		t.Fatal(err)
	}
	// Surname12300 ... Surname12309 start with "surname1230".
	got := rl.Search("surname1230", 20)
	if len(got) != 10 || got[0].Name != "Surname12300" || got[9].Name != "Surname12309" {
		t.Errorf("search found %d: %v", len(got), pins(got))
	}
}

func BenchmarkRatingListSearch(b *testing.B) {
	rl, err := ReadRatingList(strings.NewReader(bigRatingList(60000)))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		rl.Search("surname4", 20)
	}
}

func BenchmarkReadRatingList(b *testing.B) {
	list := bigRatingList(60000)
	for b.Loop() {
		if _, err := ReadRatingList(strings.NewReader(list)); err != nil {
			b.Fatal(err)
		}
	}
}

package keyed

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

var (
	testRounds = Define("test.rounds", "a tournament has 1 to %d rounds, not %d")
	testTeam   = DefinePlural("test.team", "team %s has {{.Count}} player", "team %s has {{.Count}} players")
	testWrap   = Define("test.wrap", "could not download: %w")
	testQuote  = Define("test.quote", "write a number like 6.5, not %q (%5.1f%%)")
)

// TestEnglish: the English of a message is its declaration with the values written in,
// the form for one picked by the count 1 only.
func TestEnglish(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{testRounds.New(20, 0), "a tournament has 1 to 20 rounds, not 0"},
		{testQuote.New("6.5x", 6.25), `write a number like 6.5, not "6.5x" (  6.2%)`},
		{testTeam.N(1, "Brno"), "team Brno has 1 player"},
		{testTeam.N(0, "Brno"), "team Brno has 0 players"},
		{testTeam.N(3, "Brno"), "team Brno has 3 players"},
		{testWrap.New(testRounds.New(20, 21)), "could not download: a tournament has 1 to 20 rounds, not 21"},
		{testWrap.New(errors.New("no answer in time")), "could not download: no answer in time"},
		{testRounds.New(stringer(3), 7), "a tournament has 1 to 3 rounds, not 7"},
	} {
		if got := c.err.Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// TestWrapped: a message wrapped with fmt.Errorf is still found by errors.As, and one read
// back from JSON says the same English.
func TestWrapped(t *testing.T) {
	err := fmt.Errorf("rank: %w", testTeam.N(2, "A"))
	var k *Error
	if !errors.As(err, &k) || k.Key != "test.team" || *k.Count != 2 || k.Args[0].Text != "A" {
		t.Fatalf("errors.As found %+v", k)
	}
	b, err := json.Marshal(testWrap.New(testRounds.New(20, 21)))
	if err != nil {
		t.Fatal(err)
	}
	var back Error
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if got := back.Error(); got != "could not download: a tournament has 1 to 20 rounds, not 21" {
		t.Errorf("read back: %q", got)
	}
}

func TestDeclaredTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a key declared twice with other English was accepted")
		}
	}()
	Define("test.rounds", "another English")
}

type stringer int

func (stringer) String() string { return "three" }

// TestTemplate: a format is the catalogue's message with its verbs numbered in order.
func TestTemplate(t *testing.T) {
	for format, want := range map[string]string{
		"a tournament has 1 to %d rounds, not %d": "a tournament has 1 to {{.A1}} rounds, not {{.A2}}",
		"not %q (%5.1f%%)":                        "not {{.A1}} ({{.A2}}%)",
		"team %s has {{.Count}} players":          "team {{.A1}} has {{.Count}} players",
		"line %[1]d: %-3s":                        "line {{.A1}}: {{.A2}}",
		"give the length of a byo-yomi period":    "give the length of a byo-yomi period",
	} {
		if got := Template(format); got != want {
			t.Errorf("%q: got %q, want %q", format, got, want)
		}
	}
}

// TestUnwrap: a message whose format wraps an error (%w) lets errors.Is find it, as
// fmt.Errorf does; a value written with %v is not wrapped.
func TestUnwrap(t *testing.T) {
	base := errors.New("no answer in time")
	if err := testWrap.New(base); !errors.Is(err, base) {
		t.Errorf("%v does not wrap %v", err, base)
	}
	if err := testRounds.New(base, 3); errors.Is(err, base) {
		t.Errorf("%v wraps a value written with %%d", err)
	}
}

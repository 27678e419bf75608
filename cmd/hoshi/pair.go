package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hoshi-go/hoshi/internal/pairing"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("pair", "pair a round of an OpenGotha tournament", runPair)
}

func runPair(args []string) int {
	return pairCmd(args, os.Stdout, os.Stderr)
}

// pairCmd is `hoshi pair --opengotha FILE.xml --round N [--weights OUT]`: it keeps the games
// of the rounds before N as history, pairs round N with the file's parameters and prints one
// game a line, "table white black handicap" with players as OpenGotha keys, then "bye KEY" if
// a player sits out. --weights writes every pair's cost in OpenGotha's dump layout, to compare
// with OpenGotha's own. Bad input exits with status 2 and a one-line message.
func pairCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("pair", "pair --opengotha FILE.xml --round N [--weights OUT]", stdout, stderr)
	file := cl.String("opengotha", "", "OpenGotha tournament `FILE.xml` (required)")
	round := cl.Int("round", 0, "the round `N` to pair, 1 to the file's number of rounds (required)")
	weights := cl.String("weights", "", "also write every pair's cost in OpenGotha's dump layout to `OUT`")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	fail := func(err error) int { return cl.fail("%v", err) }
	switch {
	case *file == "":
		return fail(errors.New("--opengotha FILE.xml is required"))
	case *round < 1:
		return fail(errors.New("--round N (1 or more) is required"))
	case len(rest) > 0:
		return fail(fmt.Errorf("unexpected argument %q", rest[0]))
	}
	t, res, warnings, err := pairOpenGotha(*file, *round)
	// What the file holds that hoshi leaves out (a placement criterion it does not know, ...)
	// changes the pairing: the director hears of it.
	for _, w := range warnings {
		fmt.Fprintf(stderr, "hoshi pair: warning: %s\n", w)
	}
	if err != nil {
		return fail(err)
	}
	if *weights != "" {
		if err := writeWeightsFile(*weights, t, *round); err != nil {
			return fail(err)
		}
	}
	// One write for the whole pairing, and the players found through one map: looking each
	// up in the list costs a 10,000-player round some 50 million comparisons.
	out := bufio.NewWriter(stdout)
	byID := t.PlayersByID()
	for _, g := range res.Games {
		fmt.Fprintf(out, "%d %s %s %d\n", g.Table, byID[g.White].Key(), byID[g.Black].Key(), g.Handicap)
	}
	if bye := res.Bye; bye != 0 || t.ByeIn(*round) != 0 {
		if bye == 0 { // given by hand before pairing, and kept
			bye = t.ByeIn(*round)
		}
		fmt.Fprintf(out, "bye %s\n", byID[bye].Key())
	}
	if err := out.Flush(); err != nil {
		return fail(err)
	}
	return 0
}

// pairOpenGotha reads an OpenGotha file, keeps the rounds before round as history and pairs
// round with the file's parameters; warnings are what the file holds that hoshi leaves out.
func pairOpenGotha(path string, round int) (*tournament.Tournament, *pairing.Result, []string, error) {
	t, report, err := readOpenGothaFile(path)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := unsupported(t); err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	keepHistory(t, round)
	res, err := pairing.Pair(t, round, pairing.Options{})
	return t, res, report.Texts(), err
}

// unsupported refuses the OpenGotha settings that would change the pairing and that hoshi does
// not model, rather than printing a pairing OpenGotha would not make.
func unsupported(t *tournament.Tournament) error {
	for _, u := range []struct{ key, want, what string }{
		{"GeneralParameterSet.genMMZero", "30K", "a McMahon zero other than 30k"},
		{"PairingParameterSet.paiStandardNX1Factor", "0.5", "an NX1 factor other than 0.5"},
	} {
		if v, ok := t.Settings.Extra[u.key]; ok && !strings.EqualFold(v, u.want) {
			return fmt.Errorf("%s (%s=%s) not supported", u.what, u.key, v)
		}
	}
	return nil
}

// keepHistory drops the games and byes of round and later: the round is paired afresh. A bye
// of round in a file without games of round is kept: the director gave it by hand before
// pairing, and OpenGotha's Pair button keeps it (the others are paired without him).
func keepHistory(t *tournament.Tournament, round int) {
	paired := false
	games := t.Games[:0]
	for _, g := range t.Games {
		paired = paired || g.Round == round
		if g.Round < round {
			games = append(games, g)
		}
	}
	t.Games = games
	byes := t.Byes[:0]
	for _, b := range t.Byes {
		if b.Round < round || b.Round == round && !paired {
			byes = append(byes, b)
		}
	}
	t.Byes = byes
}

func writeWeightsFile(path string, t *tournament.Tournament, round int) error {
	ws, err := pairing.Costs(t, round, pairing.Options{})
	if err != nil {
		return err
	}
	fh, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pairing.WriteWeights(fh, ws); err != nil {
		fh.Close()
		return fmt.Errorf("write weights to %s: %w", path, err)
	}
	if err := fh.Close(); err != nil {
		return fmt.Errorf("write weights to %s: %w", path, err)
	}
	return nil
}

package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/tourgen"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("generate", "make a random tournament, every round paired automatically, as an OpenGotha file", runGenerate)
}

func runGenerate(args []string) int {
	return generateCmd(args, os.Stdout, os.Stderr)
}

// generateCmd is `hoshi generate --seed S --players N --rounds R --system mcmahon|swiss
// [--absent-rate X] [--forfeit-rate X] -o FILE.xml`: a random tournament (tourgen), written
// in OpenGotha's format; "-o -" writes to standard output. The same flags give the same file.
// Bad flags exit with status 2.
func generateCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("generate", "generate --seed S --players N --rounds R [--system mcmahon|swiss] [--absent-rate X] [--forfeit-rate X] -o FILE.xml", stdout, stderr)
	seed := cl.Uint64("seed", 0, "the random seed `S`: the same seed and flags give the same tournament (required)")
	players := cl.Int("players", 0, fmt.Sprintf("the number of players `N`, 2 to %d (required)", tourgen.MaxPlayers))
	rounds := cl.Int("rounds", 0, fmt.Sprintf("the number of rounds `R`, 1 to %d (required)", tourgen.MaxRounds))
	system := cl.String("system", "mcmahon", "the pairing system `mcmahon|swiss`")
	absent := cl.Float64("absent-rate", tourgen.DefaultAbsentRate, "the chance `X` that a player misses a round, 0 to 0.5")
	forfeit := cl.Float64("forfeit-rate", tourgen.DefaultForfeitRate, "the chance `X` that a game is won by default, 0 to 1")
	out := cl.String("o", "", "write the tournament to `FILE.xml` (\"-\": standard output; required)")
	seedSet := false
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	cl.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			seedSet = true
		}
	})
	o := tourgen.Options{Seed: *seed, Players: *players, Rounds: *rounds, AbsentRate: *absent, ForfeitRate: *forfeit}
	switch strings.ToLower(*system) {
	case "mcmahon":
		o.System = tournament.McMahon
	case "swiss":
		o.System = tournament.Swiss
	default:
		return cl.fail("--system %q: choose mcmahon or swiss", *system)
	}
	switch {
	case !seedSet:
		return cl.fail("--seed S is required")
	case *players == 0:
		return cl.fail("--players N is required")
	case *rounds == 0:
		return cl.fail("--rounds R is required")
	case *out == "":
		return cl.fail("-o FILE.xml is required")
	case len(rest) > 0:
		return cl.fail("unexpected argument %q", rest[0])
	}
	if err := o.Validate(); err != nil {
		return cl.fail("%v", err)
	}
	t, err := tourgen.Generate(o)
	if err != nil {
		return cl.fail("%v", err)
	}
	var buf bytes.Buffer
	if err := export.WriteOpenGotha(&buf, t); err != nil {
		return cl.fail("%v", err)
	}
	if *out == "-" {
		_, err = stdout.Write(buf.Bytes())
	} else {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		return cl.fail("%v", err)
	}
	return 0
}

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/paircheck"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

func init() {
	register("check", "tell whether the rounds of an OpenGotha tournament are its automatic pairing", runCheck)
}

func runCheck(args []string) int {
	return checkCmd(args, os.Stdout, os.Stderr)
}

// The exit statuses of hoshi check.
const (
	checkAutomatic = 0 // every round with games is the automatic pairing
	checkDeviates  = 1 // some round is not
	checkBadInput  = 2 // bad flags, a file that cannot be read, a round that cannot be paired
)

// checkCmd is `hoshi check --opengotha FILE.xml [--json]`: for every round of the file with
// games, whether they are the automatic pairing (what `hoshi pair` makes of the file as it
// stood before the round) and what differs. Exit status 0 when every round is, 1 when some
// round is not, 2 on bad input.
func checkCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("check", "check --opengotha FILE.xml [--json]", stdout, stderr)
	file := cl.String("opengotha", "", "OpenGotha tournament `FILE.xml` (required)")
	asJSON := cl.Bool("json", false, "print the findings as JSON (docs/CLI.md)")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	switch {
	case *file == "":
		return cl.fail("--opengotha FILE.xml is required")
	case len(rest) > 0:
		return cl.fail("unexpected argument %q", rest[0])
	}
	t, report, err := readOpenGothaFile(*file)
	if err != nil {
		return cl.fail("%v", err)
	}
	for _, w := range report.Warnings {
		cl.warn("%s", w)
	}
	if err := unsupported(t); err != nil {
		return cl.fail("%s: %v", *file, err)
	}
	rounds, err := paircheck.Check(t)
	if err != nil {
		return cl.fail("%s: %v", *file, err)
	}
	out := checkJSON(*file, t, rounds)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return cl.fail("%v", err)
		}
	} else {
		writeCheckText(stdout, out)
	}
	if !out.Automatic {
		return checkDeviates
	}
	return checkAutomatic
}

// checkOutput is what `hoshi check --json` prints (docs/CLI.md): a contract, only added to.
type checkOutput struct {
	Format    int          `json:"format"` // 1
	File      string       `json:"file"`
	Automatic bool         `json:"automatic"` // every round with games is the automatic pairing
	Deviating []int        `json:"deviating"` // the rounds that are not, in order
	Rounds    []checkRound `json:"rounds"`
}

type checkRound struct {
	Round int `json:"round"`
	// Status is "automatic", "deviates" or "skipped" (no games yet).
	Status   string         `json:"status"`
	Games    int            `json:"games"`
	Bye      string         `json:"bye,omitempty"` // the recorded bye's key
	Findings []checkFinding `json:"findings"`
	Weight   *checkWeight   `json:"weight,omitempty"`
}

type checkFinding struct {
	Kind         string      `json:"kind"`
	Players      []string    `json:"players,omitempty"`       // unpaired, not_pairable
	RecordedBye  *string     `json:"recorded_bye,omitempty"`  // bye: "" for none
	AutomaticBye *string     `json:"automatic_bye,omitempty"` // bye: "" for none
	Recorded     []checkGame `json:"recorded,omitempty"`
	Automatic    []checkGame `json:"automatic,omitempty"`
}

type checkGame struct {
	Table    int     `json:"table"`
	White    string  `json:"white"`
	Black    string  `json:"black"`
	Handicap int     `json:"handicap"`
	Komi     float64 `json:"komi"`
}

type checkWeight struct {
	Recorded int64      `json:"recorded"`
	Optimum  int64      `json:"optimum"`
	Loss     int64      `json:"loss"`
	Proof    checkProof `json:"proof"`
}

type checkProof struct {
	Pairs        int64 `json:"pairs"`         // the pairs the certificate covers
	PairsChecked int64 `json:"pairs_checked"` // their slack computed from their weight
	PairsBounded int64 `json:"pairs_bounded"` // settled by the bound of their classes
	Solves       int   `json:"solves"`
}

func checkJSON(file string, t *tournament.Tournament, rounds []paircheck.Round) checkOutput {
	byID := t.PlayersByID()
	key := func(id tournament.PlayerID) string {
		if p := byID[id]; p != nil {
			return p.Key()
		}
		return ""
	}
	games := func(gs []tournament.Game) []checkGame {
		var out []checkGame
		for _, g := range gs {
			out = append(out, checkGame{Table: g.Table, White: key(g.White), Black: key(g.Black), Handicap: g.Handicap, Komi: float64(g.Komi) / 2})
		}
		return out
	}
	out := checkOutput{Format: 1, File: file, Automatic: true, Deviating: []int{}}
	for i := range rounds {
		r := &rounds[i]
		cr := checkRound{Round: r.Round, Status: "automatic", Findings: []checkFinding{}, Games: len(t.RoundGames(r.Round))}
		if b := t.ByeIn(r.Round); b != 0 {
			cr.Bye = key(b)
		}
		switch {
		case r.Skipped:
			cr.Status = "skipped"
		case r.Deviates():
			cr.Status = "deviates"
			out.Automatic = false
			out.Deviating = append(out.Deviating, r.Round)
		}
		for _, f := range r.Findings {
			cf := checkFinding{Kind: string(f.Kind), Recorded: games(f.Recorded), Automatic: games(f.Automatic)}
			if f.Kind == paircheck.Bye {
				rec, auto := key(f.Players[0]), key(f.Players[1])
				cf.RecordedBye, cf.AutomaticBye = &rec, &auto
			} else {
				for _, id := range f.Players {
					cf.Players = append(cf.Players, key(id))
				}
			}
			cr.Findings = append(cr.Findings, cf)
		}
		if !r.Skipped {
			w := r.Weight
			cr.Weight = &checkWeight{Recorded: w.Recorded, Optimum: w.Optimum, Loss: w.Loss, Proof: checkProof{
				Pairs: w.Pairs, PairsChecked: w.Proof.PairsChecked, PairsBounded: w.Proof.PairsBounded, Solves: w.Proof.Rounds,
			}}
		}
		out.Rounds = append(out.Rounds, cr)
	}
	return out
}

// writeCheckText prints the findings for a reader: one line a round, then one indented line
// a finding, then a summary line.
func writeCheckText(w io.Writer, out checkOutput) {
	game := func(g checkGame) string {
		s := fmt.Sprintf("table %d %s (white) - %s (black)", g.Table, g.White, g.Black)
		if g.Handicap > 0 {
			s += fmt.Sprintf(" handicap %d", g.Handicap)
		}
		return s + " komi " + halfpoint.Format(int(g.Komi*2))
	}
	list := func(gs []checkGame) string {
		if len(gs) == 0 {
			return "none"
		}
		parts := make([]string, len(gs))
		for i, g := range gs {
			parts[i] = game(g)
		}
		return strings.Join(parts, "; ")
	}
	none := func(s string) string {
		if s == "" {
			return "none"
		}
		return s
	}
	skipped := 0
	for _, r := range out.Rounds {
		switch r.Status {
		case "skipped":
			skipped++
			fmt.Fprintf(w, "round %d: skipped, no games yet\n", r.Round)
			continue
		case "automatic":
			fmt.Fprintf(w, "round %d: the automatic pairing (%d games, bye %s)\n", r.Round, r.Games, none(r.Bye))
		default:
			fmt.Fprintf(w, "round %d: NOT the automatic pairing (%d games, bye %s)\n", r.Round, r.Games, none(r.Bye))
		}
		for _, f := range r.Findings {
			switch paircheck.Kind(f.Kind) {
			case paircheck.Bye:
				fmt.Fprintf(w, "  bye given by hand: %s; the automatic pairing's: %s\n", none(*f.RecordedBye), none(*f.AutomaticBye))
			case paircheck.NotPairable:
				fmt.Fprintf(w, "  playing though absent from the round or not finally registered: %s\n", strings.Join(f.Players, ", "))
			case paircheck.Unpaired:
				fmt.Fprintf(w, "  taking part but without a game or the bye: %s\n", strings.Join(f.Players, ", "))
			case paircheck.Games:
				fmt.Fprintf(w, "  games changed by hand: %s\n", list(f.Recorded))
				fmt.Fprintf(w, "    the automatic pairing's instead: %s\n", list(f.Automatic))
			case paircheck.Colours:
				for i := range f.Recorded {
					fmt.Fprintf(w, "  colours swapped: %s; the automatic pairing gives White to %s\n", game(f.Recorded[i]), f.Automatic[i].White)
				}
			case paircheck.Handicap:
				for i := range f.Recorded {
					a := f.Automatic[i]
					fmt.Fprintf(w, "  handicap or komi changed: %s; the automatic pairing's: handicap %d komi %s\n", game(f.Recorded[i]), a.Handicap, halfpoint.Format(int(a.Komi*2)))
				}
			case paircheck.Tables, paircheck.LevelTables:
				what := "table numbers changed"
				if f.Kind == string(paircheck.LevelTables) {
					what = "tables of games level on every criterion and rating in another order (as OpenGotha may number them; not a deviation)"
				}
				moves := make([]string, len(f.Recorded))
				for i, g := range f.Recorded {
					moves[i] = fmt.Sprintf("%s-%s at %d (automatic: %d)", g.White, g.Black, g.Table, f.Automatic[i].Table)
				}
				fmt.Fprintf(w, "  %s: %s\n", what, strings.Join(moves, ", "))
			}
		}
		if wt := r.Weight; wt != nil && (r.Status == "deviates" || wt.Loss != 0) {
			fmt.Fprintf(w, "  pairing weight: recorded %d, optimum %d, lost %d (the optimum proved by the matching's dual certificate over all %d pairs of the players paired)\n",
				wt.Recorded, wt.Optimum, wt.Loss, wt.Proof.Pairs)
		}
	}
	checked := len(out.Rounds) - skipped
	fmt.Fprintf(w, "%d of %d rounds with games are the automatic pairing", checked-len(out.Deviating), checked)
	if len(out.Deviating) > 0 {
		rs := make([]string, len(out.Deviating))
		for i, r := range out.Deviating {
			rs[i] = fmt.Sprint(r)
		}
		fmt.Fprintf(w, "; not: round %s", strings.Join(rs, ", "))
	}
	fmt.Fprintln(w)
}

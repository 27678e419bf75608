package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/goban/estimate"
	"github.com/hoshi-go/hoshi/internal/sgf"
)

func init() {
	register("score", "score a final position from an SGF file, or replay a shogi, gomoku or ninuki record and say how it ended", runScore)
}

const scoreUsage = "score [--game go|shogi|gomoku|ninuki] [--rules R] [--komi K] [--dead D4,E5,...] [--handicap-prisoners N] [--variant free|exact] [--size 15|19] [--json] FILE"

func runScore(args []string) int {
	return scoreCommand(args, os.Stdout, os.Stderr)
}

// scoreCommand is `hoshi score` with its output streams as parameters, for tests.
func scoreCommand(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("score", scoreUsage, stdout, stderr)
	rulesName := cl.String("rules", "", "rule set `R`: "+strings.Join(goban.RuleSetNames(), ", ")+" (default: the file's RU, else japanese)")
	komi := cl.String("komi", "", "komi `K`, like 6.5 (default: the file's KM, else the rules' default)")
	dead := cl.String("dead", "", "points of dead stones, like `D4,E5`; each marks its whole group (default: the file's marks, else estimated)")
	handed := cl.String("handicap-prisoners", "", "`N` prisoners White handed Black before the game (rank difference beyond the handicap ceiling), one point each for Black (default 0: no SGF property records them)")
	asJSON := cl.Bool("json", false, "print one JSON object")
	gameName := cl.String("game", "", "the `GAME` of the record: go, shogi (KIF or CSA), gomoku or ninuki (SGF GM[4] or a renju.net move list) (default: shogi for .kif, .kifu and .csa files, else go)")
	variant := cl.String("variant", "", "gomoku's `V`: free (five or more wins) or exact (exactly five) (default free)")
	size := cl.Int("size", 15, "board size `N` of a gomoku or ninuki move list, 15 or 19 (an SGF file says its own)")
	fail := cl.fail
	files, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	if len(files) != 1 {
		return fail("want one game record (usage: hoshi %s)", scoreUsage)
	}
	path := files[0]
	game := strings.ToLower(strings.TrimSpace(*gameName))
	if game == "" {
		game = gameOfFile(path)
	}
	switch game {
	case gameGo:
		if *variant != "" || *size != 15 {
			return fail("--variant and --size are for gomoku and ninuki, not Go")
		}
	case gameShogi, gameGomoku, gameNinuki:
		for _, f := range []struct{ name, value string }{{"rules", *rulesName}, {"komi", *komi}, {"dead", *dead}, {"handicap-prisoners", *handed}} {
			if f.value != "" {
				return fail("--%s is for Go only, not %s", f.name, game)
			}
		}
		if game == gameShogi && (*variant != "" || *size != 15) {
			return fail("--variant and --size are for gomoku and ninuki, not shogi")
		}
		if *size != 15 && *size != 19 {
			return fail("--size: %d: gomoku is played on 15x15 or 19x19", *size)
		}
		return scoreOtherGame(cl, game, path, *variant, *size, *asJSON, stdout)
	default:
		return fail("--game: unknown game %q: want go, shogi, gomoku or ninuki", *gameName)
	}
	opts := goban.GameScoreOptions{Estimate: estimate.Dead}
	if *rulesName != "" {
		r, err := goban.RulesByName(*rulesName)
		if err != nil {
			return fail("--rules: %v", err)
		}
		opts.Rules, opts.RulesSet = r, true
	}
	if *komi != "" {
		k, err := parseKomi(*komi)
		if err != nil {
			return fail("--komi: %v", err)
		}
		opts.Komi, opts.KomiSet = k, true
	}
	if *handed != "" {
		n, err := strconv.Atoi(strings.TrimSpace(*handed))
		if err != nil || n < 0 || n > maxHandedPrisoners {
			return fail("--handicap-prisoners: %q is not a whole number from 0 to %d", *handed, maxHandedPrisoners)
		}
		opts.HandicapPrisoners = n
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fail("%v", err)
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return fail("%s: %v", path, err)
	}
	if len(col.Games) == 0 {
		return fail("%s: no game in the file", path)
	}
	root := col.Games[0]
	if gm, _ := root.Value("GM"); strings.TrimSpace(gm) == "4" {
		return fail("%s: a gomoku record (GM[4]): score it with --game gomoku or --game ninuki", path)
	}
	if *dead != "" {
		info, err := sgf.ReadGameInfo(root)
		if err != nil {
			return fail("%s: %v", path, err)
		}
		for _, s := range strings.Split(*dead, ",") {
			x, y, err := goban.ParseVertex(info.Size, s)
			if err != nil {
				return fail("--dead: %v", err)
			}
			opts.Dead = append(opts.Dead, goban.Vertex{X: x, Y: y})
		}
	}
	scored, err := goban.ScoreGame(root, opts)
	if err != nil {
		return fail("%s: %v", path, err)
	}
	report := newScoreReport(scored)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(report); err != nil {
			return fail("%v", err)
		}
		return 0
	}
	report.write(stdout)
	return 0
}

// maxHandedPrisoners bounds --handicap-prisoners: 50 prisoners a rank (the settings' largest)
// over the 48 ranks from 30k to 9p is 2,400.
const maxHandedPrisoners = 2400

// parseKomi reads a komi as players write it (6.5, 7, -3.5) into half points.
func parseKomi(s string) (int, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return 0, fmt.Errorf("komi %q is not a number", s)
	}
	h := f * 2
	if h != float64(int(h)) || h > 1000 || h < -1000 {
		return 0, errors.New("komi must be a whole or half number, like 6.5")
	}
	return int(h), nil
}

// scoreReport is what `hoshi score` prints, as lines or as one JSON object. Points are written
// as players write them ("6.5"), so the JSON reads without knowing about half points.
type scoreReport struct {
	Result string `json:"result"`
	// DecidedBy is "count", or under atari-go "first capture" (Result is "B+" or "W+", nothing
	// is counted) or "no capture" (Result is "?": the game is not over).
	DecidedBy string `json:"decided_by"`
	// Winner is "black", "white", or "" for jigo and an atari-go game that is not over.
	Winner string `json:"winner"`
	// Decision says it in words for atari-go ("white captured first"), "" for a count.
	Decision string      `json:"decision,omitempty"`
	Rules    string      `json:"rules"`
	Black    tallyReport `json:"black"`
	White    tallyReport `json:"white"`
	Dead     []string    `json:"dead"`
	DeadFrom string      `json:"dead_from"`
	// Uncertain are the stones whose status the estimate does not settle beyond doubt: the
	// players must confirm them (--dead) before the count is a result. Empty unless estimated.
	Uncertain []string `json:"uncertain"`
	// Neutral are the stones that stay on the board counted for nobody: under czech-1991 a
	// lone prisoner left in a two-point eye of a group in seki. Empty under other rules.
	Neutral   []string `json:"neutral"`
	Handicap  int      `json:"handicap"`
	FileRE    string   `json:"file_result"`
	Agreement string   `json:"agreement"`
	Problems  []string `json:"replay_problems"`
}

type tallyReport struct {
	Territory  int `json:"territory"`
	Stones     int `json:"stones"`
	Prisoners  int `json:"prisoners"`
	DeadStones int `json:"dead_stones"`
	Seki       int `json:"seki_points"`
	// HandicapPrisoners are those White handed Black before the game (--handicap-prisoners),
	// on Black's side.
	HandicapPrisoners int    `json:"handicap_prisoners"`
	Komi              string `json:"komi"`
	Compensation      string `json:"compensation"`
	Total             string `json:"total"`
}

func newScoreReport(s *goban.Scored) scoreReport {
	size := s.Game.Board.Size()
	r := scoreReport{
		Result:    s.Score.Result(),
		DecidedBy: s.Score.Decision.String(),
		Decision:  s.Score.Explain(),
		Rules:     s.Score.Rules.Name,
		Black:     newTallyReport(s.Score.Black),
		White:     newTallyReport(s.Score.White),
		Dead:      []string{},
		Uncertain: []string{},
		Neutral:   []string{},
		DeadFrom:  s.DeadFrom,
		Handicap:  s.Game.Handicap,
		FileRE:    s.Game.Info.Result.Raw,
		Agreement: s.Agreement,
		Problems:  []string{},
	}
	if s.Score.Winner != goban.Empty {
		r.Winner = s.Score.Winner.String()
	}
	for i, d := range s.Dead {
		if d {
			r.Dead = append(r.Dead, goban.VertexName(size, i%size, i/size))
		}
	}
	for i, u := range s.Uncertain {
		if u {
			r.Uncertain = append(r.Uncertain, goban.VertexName(size, i%size, i/size))
		}
	}
	for i, n := range s.Score.Map.Neutral {
		if n {
			r.Neutral = append(r.Neutral, goban.VertexName(size, i%size, i/size))
		}
	}
	for _, p := range s.Game.Problems {
		r.Problems = append(r.Problems, p.String())
	}
	return r
}

func newTallyReport(t goban.Tally) tallyReport {
	return tallyReport{
		Territory:         t.Territory,
		Stones:            t.Stones,
		Prisoners:         t.Prisoners,
		DeadStones:        t.DeadStones,
		Seki:              t.Seki,
		HandicapPrisoners: t.HandicapPrisoners,
		Komi:              goban.HalfPoints(t.Komi),
		Compensation:      goban.HalfPoints(t.Compensation),
		Total:             goban.HalfPoints(t.Total),
	}
}

// write prints the result on the first line, then one line per term of the count. An
// atari-go game that was not counted gets its decision and the prisoners instead.
func (r scoreReport) write(w io.Writer) {
	fmt.Fprintln(w, r.Result)
	row := func(name string, b, wh any) { fmt.Fprintf(w, "%-13s black %-6v white %v\n", name, b, wh) }
	if r.DecidedBy != goban.ByCount.String() {
		fmt.Fprintf(w, "decision      %s\n", r.Decision)
		row("prisoners", r.Black.Prisoners, r.White.Prisoners)
		fmt.Fprintf(w, "rules         %s\n", r.Rules)
		fmt.Fprintf(w, "handicap      %d\n", r.Handicap)
		r.writeEnd(w)
		return
	}
	row("territory", r.Black.Territory, r.White.Territory)
	row("stones", r.Black.Stones, r.White.Stones)
	row("prisoners", r.Black.Prisoners, r.White.Prisoners)
	row("dead stones", r.Black.DeadStones, r.White.DeadStones)
	row("seki points", r.Black.Seki, r.White.Seki)
	if r.Black.HandicapPrisoners != 0 {
		row("handed over", r.Black.HandicapPrisoners, r.White.HandicapPrisoners)
	}
	row("komi", r.Black.Komi, r.White.Komi)
	row("compensation", r.Black.Compensation, r.White.Compensation)
	row("total", r.Black.Total, r.White.Total)
	fmt.Fprintf(w, "rules         %s\n", r.Rules)
	fmt.Fprintf(w, "handicap      %d\n", r.Handicap)
	dead := strings.Join(r.Dead, " ")
	if dead == "" {
		dead = "none"
	}
	fmt.Fprintf(w, "dead          %s (%s)\n", dead, r.DeadFrom)
	if len(r.Uncertain) > 0 {
		fmt.Fprintf(w, "uncertain     %s (confirm these groups before taking the count as the result)\n", strings.Join(r.Uncertain, " "))
	}
	if len(r.Neutral) > 0 {
		fmt.Fprintf(w, "neutral       %s (left on the board, counted for nobody)\n", strings.Join(r.Neutral, " "))
	}
	r.writeEnd(w)
}

// writeEnd prints the comparison with RE and the replay's problems.
func (r scoreReport) writeEnd(w io.Writer) {
	fmt.Fprintf(w, "file result   %s: %s\n", orNone(r.FileRE), r.Agreement)
	if len(r.Problems) == 0 {
		fmt.Fprintln(w, "replay        no problems")
	}
	for _, p := range r.Problems {
		fmt.Fprintf(w, "replay        %s\n", p)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

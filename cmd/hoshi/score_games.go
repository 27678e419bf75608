package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hoshi-go/hoshi/internal/gomoku"
	"github.com/hoshi-go/hoshi/internal/shogi"
)

// The games `hoshi score --game` knows besides Go.
const (
	gameGo     = "go"
	gameShogi  = "shogi"
	gameGomoku = "gomoku"
	gameNinuki = "ninuki"
)

// gameOfFile is the game a file is taken for when --game is not given: shogi for the KIF and CSA
// extensions, else Go.
func gameOfFile(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".kif", ".kifu", ".csa":
		return gameShogi
	}
	return gameGo
}

// gameResult writes a winner in SGF's result form: B+ and W+ for a win, 0 for a draw, ? when the
// game is not decided.
func gameResult(winner string) string {
	switch winner {
	case "black":
		return "B+"
	case "white":
		return "W+"
	case "draw":
		return "0"
	}
	return "?"
}

// shogiReport is what `hoshi score --game shogi` prints.
type shogiReport struct {
	Game     string `json:"game"`
	Result   string `json:"result"`
	Winner   string `json:"winner"`
	Reason   string `json:"reason"`
	Move     int    `json:"move"`
	Detail   string `json:"detail"`
	Handicap string `json:"handicap"`
	// Points is the impasse count, for an impasse (also when a claimed impasse is not decided).
	Points      *pointsReport `json:"points"`
	BlackPlayer string        `json:"black_player"`
	WhitePlayer string        `json:"white_player"`
	Ignored     int           `json:"ignored_moves"`
	// Position is the position where the replay stopped, in SFEN.
	Position string `json:"sfen"`
}

type pointsReport struct {
	Black int `json:"black"`
	White int `json:"white"`
}

func scoreShogi(cl *cmdLine, path string, data []byte, asJSON bool, stdout io.Writer) int {
	var rec *shogi.Record
	var err error
	if strings.EqualFold(filepath.Ext(path), ".csa") || strings.HasPrefix(strings.TrimSpace(string(data)), "V2") {
		rec, err = shogi.ParseCSA(data)
	} else {
		rec, err = shogi.ParseKIF(data)
	}
	if err != nil {
		return cl.fail("%s: %v", path, err)
	}
	r := shogi.Replay(rec)
	o := r.Outcome
	rep := shogiReport{
		Game: gameShogi, Result: gameResult(o.Winner.String()), Winner: o.Winner.String(),
		Reason: string(o.Reason), Move: o.Move, Detail: o.Detail, Handicap: rec.Handicap,
		BlackPlayer: rec.Black, WhitePlayer: rec.White, Ignored: r.Ignored,
		Position: r.Game.Position().SFEN(),
	}
	if o.Points != [2]int{} {
		rep.Points = &pointsReport{Black: o.Points[shogi.Black], White: o.Points[shogi.White]}
	}
	if rep.Handicap == "" {
		rep.Handicap = "position"
	}
	if asJSON {
		return writeJSON(cl, stdout, rep)
	}
	fmt.Fprintln(stdout, rep.Result)
	fmt.Fprintf(stdout, "decision      %s\n", o)
	fmt.Fprintf(stdout, "detail        %s\n", rep.Detail)
	if rep.Points != nil {
		fmt.Fprintf(stdout, "%-13s black %-6v white %v (under %d loses)\n", "points", rep.Points.Black, rep.Points.White, shogi.ImpassePoints)
	}
	fmt.Fprintf(stdout, "handicap      %s\n", rep.Handicap)
	fmt.Fprintf(stdout, "players       black %s, white %s\n", orNone(rep.BlackPlayer), orNone(rep.WhitePlayer))
	if rep.Ignored > 0 {
		fmt.Fprintf(stdout, "ignored       %d move(s) after the decision\n", rep.Ignored)
	}
	fmt.Fprintf(stdout, "position      %s\n", rep.Position)
	return 0
}

// gomokuReport is what `hoshi score --game gomoku|ninuki` prints.
type gomokuReport struct {
	Game        string       `json:"game"`
	Variant     string       `json:"variant"`
	Size        int          `json:"size"`
	Result      string       `json:"result"`
	Winner      string       `json:"winner"`
	Reason      string       `json:"reason"`
	Move        int          `json:"move"`
	Row         []string     `json:"row"`
	Captured    pointsReport `json:"captured"`
	Ignored     int          `json:"ignored_moves"`
	BlackPlayer string       `json:"black_player"`
	WhitePlayer string       `json:"white_player"`
	FileRE      string       `json:"file_result"`
}

func scoreGomoku(cl *cmdLine, game, path string, data []byte, variant string, size int, asJSON bool, stdout io.Writer) int {
	rules := gomoku.Rules{Variant: gomoku.Ninuki, Size: size, Opening: gomoku.OpeningNone}
	if game == gameGomoku {
		if variant == "" {
			variant = string(gomoku.Free)
		}
		v, err := gomoku.ParseVariant(variant)
		if err != nil || v == gomoku.Ninuki {
			return cl.fail("--variant: %q: gomoku is free or exact (ninuki is --game ninuki)", variant)
		}
		rules.Variant = v
	} else if variant != "" {
		return cl.fail("--variant is for --game gomoku only")
	}
	var rec *gomoku.Record
	var err error
	if strings.EqualFold(filepath.Ext(path), ".sgf") || strings.HasPrefix(strings.TrimSpace(string(data)), "(") {
		rec, err = gomoku.ParseSGF(data)
		if err == nil {
			rules.Size = rec.Size
		}
	} else {
		rec, err = gomoku.ParseRenjuNet(data, size)
	}
	if err != nil {
		return cl.fail("%s: %v", path, err)
	}
	o, err := gomoku.Replay(rec, rules)
	if err != nil {
		return cl.fail("%s: %v", path, err)
	}
	rep := gomokuReport{
		Game: game, Variant: string(rules.Variant), Size: rules.Size,
		Result: gameResult(o.Winner.String()), Winner: o.Winner.String(), Reason: string(o.Reason),
		Move: o.Move, Row: []string{}, Captured: pointsReport{Black: o.Captured[0], White: o.Captured[1]},
		Ignored: o.Ignored, BlackPlayer: rec.Black, WhitePlayer: rec.White, FileRE: rec.Result,
	}
	for _, p := range o.Row {
		rep.Row = append(rep.Row, p.Name(rules.Size))
	}
	if asJSON {
		return writeJSON(cl, stdout, rep)
	}
	fmt.Fprintln(stdout, rep.Result)
	fmt.Fprintf(stdout, "decision      %s\n", o)
	if len(rep.Row) > 0 {
		fmt.Fprintf(stdout, "row           %s\n", strings.Join(rep.Row, " "))
	}
	if rules.Variant == gomoku.Ninuki {
		fmt.Fprintf(stdout, "%-13s black %-6v white %v\n", "captured", rep.Captured.Black, rep.Captured.White)
	}
	fmt.Fprintf(stdout, "rules         %s %dx%d\n", rep.Variant, rep.Size, rep.Size)
	if rep.Ignored > 0 {
		fmt.Fprintf(stdout, "ignored       %d move(s) after the decision\n", rep.Ignored)
	}
	fmt.Fprintf(stdout, "file result   %s\n", orNone(rep.FileRE))
	return 0
}

func writeJSON(cl *cmdLine, w io.Writer, v any) int {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return cl.fail("%v", err)
	}
	return 0
}

// scoreOtherGame scores a record of shogi, gomoku or ninuki; the Go-only flags have been refused.
func scoreOtherGame(cl *cmdLine, game, path, variant string, size int, asJSON bool, stdout io.Writer) int {
	data, err := os.ReadFile(path)
	if err != nil {
		return cl.fail("%v", err)
	}
	if game == gameShogi {
		return scoreShogi(cl, path, data, asJSON, stdout)
	}
	return scoreGomoku(cl, game, path, data, variant, size, asJSON, stdout)
}

package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// TestPairCommandMatchesOpenGotha runs the command on every round of the reference
// tournaments: the weight dump must equal OpenGotha's byte for byte, and the games and bye
// those the file records for the round.
func TestPairCommandMatchesOpenGotha(t *testing.T) {
	for _, name := range []string{"simplemm", "notsimplemm"} {
		xml := testdata.Path(t, "opengotha", name+".xml")
		for round := 1; round <= 5; round++ {
			r := strconv.Itoa(round)
			out := filepath.Join(t.TempDir(), "w.txt")
			var stdout, stderr bytes.Buffer
			if code := pairCmd([]string{"--opengotha", xml, "--round", r, "--weights", out}, &stdout, &stderr); code != 0 {
				t.Fatalf("%s R%d: exit %d: %s", name, round, code, stderr.String())
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(testdata.Path(t, "opengotha", name, name+"_weights_R"+r+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s R%d: weight dump differs from OpenGotha's", name, round)
			}
			games := recordedRound(t, xml, round)
			if stdout.String() != games {
				t.Errorf("%s R%d: printed\n%s\nOpenGotha's file has\n%s", name, round, stdout.String(), games)
			}
		}
	}
}

// recordedRound reads the games and bye of a round straight from the OpenGotha XML, in the
// command's output format.
func recordedRound(t *testing.T, xml string, round int) string {
	data, err := os.ReadFile(xml)
	if err != nil {
		t.Fatal(err)
	}
	attr := func(line, name string) string {
		_, rest, _ := strings.Cut(line, " "+name+`="`)
		v, _, _ := strings.Cut(rest, `"`)
		return v
	}
	lines := map[int]string{}
	bye := ""
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.Contains(line, "<Game ") && attr(line, "roundNumber") == strconv.Itoa(round):
			table, _ := strconv.Atoi(attr(line, "tableNumber"))
			lines[table] = strconv.Itoa(table) + " " + attr(line, "whitePlayer") + " " +
				attr(line, "blackPlayer") + " " + attr(line, "handicap") + "\n"
		case strings.Contains(line, "<ByePlayer ") && attr(line, "roundNumber") == strconv.Itoa(round):
			bye = "bye " + attr(line, "player") + "\n"
		}
	}
	var b strings.Builder
	for table := 1; table <= len(lines); table++ {
		b.WriteString(lines[table])
	}
	return b.String() + bye
}

func TestPairCommandBadInput(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.xml")
	if err := os.WriteFile(bad, []byte("<Tournament><Players>"), 0o600); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(t.TempDir(), "zero.xml")
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "simplemm.xml"))
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.Replace(data, []byte(`genMMZero="30K"`), []byte(`genMMZero="20K"`), 1)
	if err := os.WriteFile(zero, data, 0o600); err != nil {
		t.Fatal(err)
	}
	simplemm := testdata.Path(t, "opengotha", "simplemm.xml") // 5 rounds
	for _, args := range [][]string{
		{"--opengotha", simplemm, "--round", "6"},
		{"--opengotha", simplemm, "--round", "1000"},
		{"--opengotha", zero, "--round", "1"},
		{"--round", "1"},
		{"--opengotha", bad, "--round", "1"},
		{"--opengotha", filepath.Join(t.TempDir(), "missing.xml"), "--round", "1"},
		{"--opengotha", bad},
		{"--opengotha", bad, "--round", "x"},
	} {
		var stdout, stderr bytes.Buffer
		if code := pairCmd(args, &stdout, &stderr); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if msg := stderr.String(); !strings.HasPrefix(msg, "hoshi pair: ") && !strings.Contains(msg, "invalid value") ||
			strings.Count(msg, "\n") != 1 {
			t.Errorf("%q: message %q, want one line", args, msg)
		}
		if stdout.Len() != 0 {
			t.Errorf("%q: printed %q", args, stdout.String())
		}
	}
}

// TestPairCommandReadsPairgothFiles pairs notsimplemm rewritten in Pairgoth's shape (byes as
// <ByePlayer> elements inside a <ByePlayer> container, the bye players' keys not
// upper-cased): every round gives OpenGotha's weight dump and recorded games, as the
// original file does.
func TestPairCommandReadsPairgothFiles(t *testing.T) {
	orig := testdata.Path(t, "opengotha", "notsimplemm.xml")
	xml := pairgothShaped(t, orig)
	for round := 1; round <= 5; round++ {
		r := strconv.Itoa(round)
		out := filepath.Join(t.TempDir(), "w.txt")
		var stdout, stderr bytes.Buffer
		if code := pairCmd([]string{"--opengotha", xml, "--round", r, "--weights", out}, &stdout, &stderr); code != 0 {
			t.Fatalf("R%d: exit %d: %s", round, code, stderr.String())
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(testdata.Path(t, "opengotha", "notsimplemm", "notsimplemm_weights_R"+r+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("R%d: weight dump differs from OpenGotha's", round)
		}
		if games := recordedRound(t, orig, round); stdout.String() != games {
			t.Errorf("R%d: printed\n%s\nOpenGotha's file has\n%s", round, stdout.String(), games)
		}
	}
}

// pairgothShaped writes the OpenGotha file orig as Pairgoth shapes its byes (a <ByePlayer>
// container, keys not upper-cased) and returns the new file's path.
func pairgothShaped(t *testing.T, orig string) string {
	t.Helper()
	data, err := os.ReadFile(orig)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer("<ByePlayers>", "<ByePlayer>", "</ByePlayers>", "</ByePlayer>").Replace(string(data))
	var b strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		if k, rest, ok := strings.Cut(line, `<ByePlayer player="`); ok {
			key, tail, _ := strings.Cut(rest, `"`)
			line = k + `<ByePlayer player="` + strings.ToLower(key) + `"` + tail
		}
		b.WriteString(line)
	}
	if b.String() == string(data) || !strings.Contains(b.String(), `<ByePlayer player="robinclé"`) {
		t.Fatal("the file was not rewritten")
	}
	xml := filepath.Join(t.TempDir(), "pairgoth.xml")
	if err := os.WriteFile(xml, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return xml
}

// TestPairKeepsByeGivenByHand: notsimplemm cut after round 2, with the bye of round 3 given
// by hand to Noguchi Motoki (who would play otherwise) and no game of round 3 yet. As
// OpenGotha's Pair button, hoshi pair keeps that bye and pairs the other six: Noguchi plays
// no game and is printed as the bye, everybody else plays once. With games of round 3 in the
// file, the round is paired afresh, its bye too.
func TestPairKeepsByeGivenByHand(t *testing.T) {
	data, err := os.ReadFile(testdata.Path(t, "opengotha", "notsimplemm.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, `<Game `) && !strings.Contains(line, `roundNumber="1"`) && !strings.Contains(line, `roundNumber="2"`) ||
			strings.Contains(line, `<ByePlayer `) && strings.Contains(line, `roundNumber="5"`) {
			continue
		}
		lines = append(lines, strings.Replace(line, `player="GOLOUBKOVALEXANDRA" roundNumber="3"`, `player="NOGUCHIMOTOKI" roundNumber="3"`, 1))
	}
	file := filepath.Join(t.TempDir(), "handbye.xml")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := pairCmd([]string{"--opengotha", file, "--round", "3"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	p := parsePairing(stdout.String())
	if p.bye != "NOGUCHIMOTOKI" {
		t.Errorf("bye %q, want NOGUCHIMOTOKI:\n%s", p.bye, stdout.String())
	}
	seen := map[string]int{}
	for _, g := range p.games {
		seen[g.white]++
		seen[g.black]++
	}
	// Seven players take part in round 3 (two are absent): three games of six.
	if len(p.games) != 3 || len(seen) != 6 || seen["NOGUCHIMOTOKI"] != 0 {
		t.Errorf("games %+v: want the six other players once each", p.games)
	}

	// The file's own round 3 (games and bye): paired afresh, OpenGotha's bye is Goloubkov.
	stdout.Reset()
	if code := pairCmd([]string{"--opengotha", testdata.Path(t, "opengotha", "notsimplemm.xml"), "--round", "3"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if p := parsePairing(stdout.String()); p.bye != "GOLOUBKOVALEXANDRA" {
		t.Errorf("re-paired round 3: bye %q, want GOLOUBKOVALEXANDRA", p.bye)
	}
}

// TestGoOnlyCommandsRefuseOtherGames: hoshi pair, check and export read OpenGotha files, Go
// tournaments; a hoshi backup of a shogi (or any) tournament given to them is refused with one
// line naming what it is, exit 2, and nothing printed.
func TestGoOnlyCommandsRefuseOtherGames(t *testing.T) {
	dir := t.TempDir()
	shogi := filepath.Join(dir, "shogi.json")
	if err := os.WriteFile(shogi, []byte(`{"format": "hoshi-backup", "version": 9, "settings": {"name": "Shogi", "game": "shogi"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	gobackup := filepath.Join(dir, "go.json")
	if err := os.WriteFile(gobackup, []byte(`{"format": "hoshi-backup", "version": 9, "settings": {"name": "Go"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		cmd  func([]string, io.Writer, io.Writer) int
		args []string
		want string
	}{
		{"pair", pairCmd, []string{"--opengotha", shogi, "--round", "1"}, "is a hoshi backup of a shogi tournament: hoshi pair, check and export work on Go tournaments (OpenGotha files) only"},
		{"check", checkCmd, []string{"--opengotha", shogi}, "is a hoshi backup of a shogi tournament"},
		{"export", exportCmd, []string{"--opengotha", shogi, "--format", "csv"}, "is a hoshi backup of a shogi tournament"},
		{"pair", pairCmd, []string{"--opengotha", gobackup, "--round", "1"}, "is a hoshi backup, not an OpenGotha file: restore it with hoshi import"},
	} {
		var stdout, stderr bytes.Buffer
		if code := c.cmd(c.args, &stdout, &stderr); code != 2 {
			t.Errorf("%s %q: exit %d, want 2 (%s)", c.name, c.args, code, stderr.String())
		}
		if msg := stderr.String(); !strings.HasPrefix(msg, "hoshi "+c.name+": ") || !strings.Contains(msg, c.want) || strings.Count(msg, "\n") != 1 {
			t.Errorf("%s: message %q, want one line with %q", c.name, msg, c.want)
		}
		if stdout.Len() != 0 {
			t.Errorf("%s: printed %q", c.name, stdout.String())
		}
	}
}

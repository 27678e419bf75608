package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/testdata"
)

func runExportForTest(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = exportCmd(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestExportCommandFormats(t *testing.T) {
	juvisy := testdata.Path(t, "opengotha", "juvisy.xml")
	dir := t.TempDir()

	code, out, errOut := runExportForTest("--opengotha", juvisy, "--format", "h9")
	if code != 0 || !strings.Contains(out, "; EV[Tournoi de Juvisy]") ||
		!strings.Contains(out, "   1 Minieri Davide") || !strings.Contains(out, "Nemo André") {
		t.Errorf("h9: exit %d, output:\n%s\n%s", code, out, errOut)
	}
	// The file's teams are reported, not silently dropped.
	if !strings.Contains(errOut, "warning: team tournaments are not supported") {
		t.Errorf("h9: stderr %q lacks the teams warning", errOut)
	}

	// After round 1, Minieri's line ends with his first game (juvisy.h9: "2+/w0").
	code, out, _ = runExportForTest("--opengotha", juvisy, "--format", "h9", "--charset", "latin1", "--round", "1")
	if code != 0 || !strings.Contains(out, "Nemo Andr\xe9") || !strings.Contains(out, "Minieri Davide") ||
		!strings.HasSuffix(strings.Split(out[strings.Index(out, "Minieri"):], "\n")[0], "2+/w0") {
		t.Errorf("h9 latin1 after round 1: exit %d, output:\n%s", code, out)
	}

	xlsx := filepath.Join(dir, "juvisy.xlsx")
	if code, _, errOut := runExportForTest("--opengotha", juvisy, "--format", "xlsx", "-o", xlsx); code != 0 {
		t.Fatalf("xlsx: exit %d: %s", code, errOut)
	}
	if data, err := os.ReadFile(xlsx); err != nil || !bytes.HasPrefix(data, []byte("PK")) {
		t.Errorf("xlsx: not a zip file (%v)", err)
	}

	og := filepath.Join(dir, "juvisy.xml")
	if code, _, errOut := runExportForTest("--opengotha", juvisy, "--format", "opengotha", "-o", og); code != 0 {
		t.Fatalf("opengotha: exit %d: %s", code, errOut)
	}
	fh, err := os.Open(og)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	if back, _, err := export.ReadOpenGotha(fh); err != nil || len(back.Players) != 19 || len(back.Games) != 36 {
		t.Errorf("opengotha output does not read back as juvisy: %v", err)
	}

	code, out, _ = runExportForTest("--opengotha", juvisy, "--format", "csv", "--csv", "pairings", "--round", "4")
	if code != 0 || !strings.Contains(out, "9,Ravera Sylvain,5k,Rebelo Manuela,18k,9,0.5,1-0") {
		t.Errorf("csv pairings: exit %d, output:\n%s", code, out)
	}
	code, out, _ = runExportForTest("--opengotha", juvisy, "--format", "csv")
	if code != 0 || !strings.HasPrefix(out, "Place,Name,First name,Rank,Rating,Club,Country,MMS,SOSM,SOSOSM\n1,Minieri,Davide,3d,") {
		t.Errorf("csv standings: exit %d, output:\n%s", code, out)
	}
	code, out, _ = runExportForTest("--opengotha", juvisy, "--format", "aga")
	if code != 0 || !strings.HasPrefix(out, "TOURNEY Tournoi de Juvisy, Juvisy\n") {
		t.Errorf("aga: exit %d, output:\n%s", code, out)
	}
}

func TestExportCommandBadInput(t *testing.T) {
	juvisy := testdata.Path(t, "opengotha", "juvisy.xml")
	dir := t.TempDir()
	truncated := filepath.Join(dir, "truncated.xml")
	data, err := os.ReadFile(juvisy)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(truncated, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "never.h9")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--format", "h9"}, "--opengotha FILE.xml is required"},
		{[]string{"--opengotha", juvisy}, "--format is required"},
		{[]string{"--opengotha", juvisy, "--format", "pdf"}, `--format "pdf"`},
		{[]string{"--opengotha", filepath.Join(dir, "missing.xml"), "--format", "h9"}, "missing.xml"},
		{[]string{"--opengotha", truncated, "--format", "h9", "-o", out}, "line "},
		{[]string{"--opengotha", juvisy, "--format", "h9", "--round", "7"}, "--round 7"},
		{[]string{"--opengotha", juvisy, "--format", "h9", "--charset", "ebcdic"}, `charset "ebcdic"`},
		{[]string{"--opengotha", juvisy, "--format", "csv", "--csv", "prizes"}, `--csv "prizes"`},
		{[]string{"--opengotha", juvisy, "--format", "h9", "extra"}, `unexpected argument "extra"`},
		{[]string{"--nosuchflag"}, "nosuchflag"},
	}
	for _, tt := range tests {
		code, stdout, stderr := runExportForTest(tt.args...)
		if code != 2 || stdout != "" {
			t.Errorf("%q: exit %d, stdout %q; want exit 2 and no output", tt.args, code, stdout)
		}
		if !strings.Contains(stderr, tt.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: stderr %q, want one line mentioning %s", tt.args, stderr, tt.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed export left %s behind", out)
	}
}

package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/testdata"
)

// An example of docs/API.md: a shell command run with curl against a fresh server, and the
// answer the document shows for it.
type apiExample struct {
	line    int    // of the command in API.md
	command string // as typed after "$ ", continuation lines joined with newlines
	want    string // the answer as shown, "" when the document shows none
	// The answer's lines in the document: [wantFrom, wantTo) (0-based), indented by indent.
	wantFrom, wantTo int
	indent           string
	hidden           bool // from a <!-- apidoc ... --> comment: run, not shown, must succeed
	fresh            bool // <!-- apidoc fresh -->: the examples after it start on an empty database
}

// parseAPIExamples reads the indented "$ " commands of a Markdown document (code blocks, at
// the top level or in a list), each followed by the answer it shows (the lines of the same
// indentation up to the next command or the end of the block; none when the next command
// follows at once: the answer is not compared then), and the comments addressed to the runner:
//
//	<!-- apidoc fresh -->           a new server on an empty database from here on, with the
//	                                administrator's session in the cookie file "jar"
//	<!-- apidoc                     commands run before the next example, not shown in the
//	$ curl ...                      document, each of which must exit 0 and answer 2xx
//	-->
func parseAPIExamples(doc string) []apiExample {
	lines := strings.Split(doc, "\n")
	var out []apiExample
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.TrimSpace(l) == "<!-- apidoc fresh -->":
			out = append(out, apiExample{line: i + 1, fresh: true})
		case strings.TrimSpace(l) == "<!-- apidoc":
			for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "-->"; i++ {
				if cmd, ok := strings.CutPrefix(strings.TrimSpace(lines[i]), "$ "); ok {
					start := i
					for !shellComplete(cmd) && i+1 < len(lines) {
						i++
						cmd += "\n" + lines[i]
					}
					out = append(out, apiExample{line: start + 1, command: cmd, hidden: true})
				}
			}
		case strings.HasPrefix(strings.TrimLeft(l, " "), "$ ") && len(l)-len(strings.TrimLeft(l, " ")) >= 4:
			indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
			ex := apiExample{line: i + 1, command: strings.TrimPrefix(l, indent+"$ ")}
			for !shellComplete(ex.command) && i+1 < len(lines) {
				i++
				ex.command += "\n" + lines[i]
			}
			var want []string
			ex.wantFrom, ex.indent = i+1, indent
			for i+1 < len(lines) && strings.HasPrefix(lines[i+1], indent) && !strings.HasPrefix(strings.TrimLeft(lines[i+1], " "), "$ ") {
				i++
				want = append(want, strings.TrimPrefix(lines[i], indent))
			}
			ex.want = strings.Join(want, "\n")
			ex.wantTo = i + 1
			out = append(out, ex)
		}
	}
	return out
}

// shellComplete tells whether a command needs no further line: its single quotes are closed
// and it does not end with a backslash.
func shellComplete(cmd string) bool {
	return strings.Count(cmd, "'")%2 == 0 && !strings.HasSuffix(strings.TrimRight(cmd, " "), `\`)
}

// apiAnswerMatches compares an answer with the document's: line breaks and the indentation
// after them do not count (the document wraps long JSON), and "..." or "…" stand for any text.
func apiAnswerMatches(want, got string) bool {
	flat := func(s string) string {
		return regexp.MustCompile(`\n\s*`).ReplaceAllString(strings.TrimSpace(s), "")
	}
	parts := regexp.MustCompile(`\s*(\.\.\.|…)\s*`).Split(flat(want), -1)
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(`(?s)^` + strings.Join(parts, `.*?`) + `$`).MatchString(flat(got))
}

func TestParseAPIExamples(t *testing.T) {
	doc := "text\n\n    $ curl -s -d '{\"a\":1,\n        \"b\":2}' \\\n        $B/x\n    {\"id\":1,\n    \"b\":2}\n    [201]\n\n" +
		"<!-- apidoc\n$ curl -s $B/y\n-->\n    $ ls\n\n<!-- apidoc fresh -->\n"
	got := parseAPIExamples(doc)
	if len(got) != 4 {
		t.Fatalf("%d examples: %+v", len(got), got)
	}
	if got[0].line != 3 || got[0].command != "curl -s -d '{\"a\":1,\n        \"b\":2}' \\\n        $B/x" ||
		got[0].want != "{\"id\":1,\n\"b\":2}\n[201]" {
		t.Errorf("first example: %+v", got[0])
	}
	if !got[1].hidden || got[1].command != "curl -s $B/y" || got[2].command != "ls" || got[2].want != "" || !got[3].fresh {
		t.Errorf("the others: %+v", got[1:])
	}
	for _, c := range []struct {
		want, got string
		ok        bool
	}{
		{"{\"id\":1,\n\"b\":2}\n[201]", "{\"id\":1,\"b\":2}\n[201]", true},
		{"{\"id\":1, ... ,\"c\":3}", "{\"id\":1,\"b\":2,\"c\":3}", true},
		{"{\"v\":\"…\"}", "{\"v\":\"abc\"}", true},
		{"{\"id\":1,\"b\":2}", "{\"id\":1,\"b\":3}", false},
		{"{\"id\":1}", "{\"id\":1}x", false},
	} {
		if apiAnswerMatches(c.want, c.got) != c.ok {
			t.Errorf("apiAnswerMatches(%q, %q) = %v", c.want, c.got, !c.ok)
		}
	}
}

// TestAPIDocExamples runs every example of docs/API.md in order, with curl against `hoshi
// serve` as the document says it was started, and compares each answer with the one shown.
func TestAPIDocExamples(t *testing.T) {
	if _, err := exec.LookPath("curl"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("curl is missing")
		}
		t.Skip("curl is not installed: the examples of docs/API.md are not run")
	}
	doc, err := os.ReadFile("../../docs/API.md")
	if err != nil {
		t.Fatal(err)
	}
	examples := parseAPIExamples(string(doc))
	if len(examples) < 40 {
		t.Fatalf("only %d examples found in API.md", len(examples))
	}
	dir := t.TempDir()
	sgf, err := os.ReadFile(testdata.Path(t, "sgf/gnugo-cgos/403788.sgf"))
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "403788.sgf"), sgf, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	var server *exec.Cmd
	start := func(n int) string {
		if server != nil {
			server.Process.Kill()
			server.Wait()
		}
		addr := freeAddr(t)
		server = exec.Command(os.Args[0], "serve", "--listen", addr, "--db", filepath.Join(dir, fmt.Sprintf("apidoc%d.db", n)))
		server.Env = append(os.Environ(), execEnv+"=1", "HOSHI_ADMIN_PASSWORD=secret123")
		var stderr bytes.Buffer
		server.Stderr = &stderr
		if err := server.Start(); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(30 * time.Millisecond) {
			if resp, err := http.Get("http://" + addr + "/readyz"); err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					break
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("hoshi serve did not become ready:\n%s", stderr.String())
			}
		}
		return "http://" + addr
	}
	defer func() {
		server.Process.Kill()
		server.Wait()
	}()
	// HOSHI_APIDOC_UPDATE=1 writes the answers that differ into the document (wrapped), for a
	// writer of the document to review, shorten with "..." and commit.
	update := os.Getenv("HOSHI_APIDOC_UPDATE") == "1"
	var updates []docUpdate
	defer func() {
		if len(updates) > 0 {
			writeAPIDocUpdates(t, "../../docs/API.md", string(doc), updates)
		}
	}()
	base := start(0)
	for n, ex := range examples {
		if ex.fresh {
			for _, jar := range []string{"jar", "jar2"} {
				os.Remove(filepath.Join(dir, jar))
			}
			base = start(n)
			login := exec.Command("curl", "-s", "-f", "-c", "jar", "-d", `{"password":"secret123"}`, base+"/api/session")
			login.Dir = dir
			if out, err := login.CombinedOutput(); err != nil {
				t.Fatalf("API.md:%d: login on the fresh server: %v %s", ex.line, err, out)
			}
			continue
		}
		cmd := ex.command
		if strings.HasPrefix(cmd, "curl ") && !strings.Contains(cmd, " -w ") {
			cmd = "curl -w '\\n[%{http_code}]' " + strings.TrimPrefix(cmd, "curl ")
		}
		if ex.hidden && strings.HasPrefix(cmd, "curl ") {
			cmd = "curl --fail-with-body " + strings.TrimPrefix(cmd, "curl ")
		}
		sh := exec.Command("bash", "-c", cmd)
		sh.Dir = dir
		sh.Env = append(os.Environ(), "B="+base, "J=Content-Type: application/json")
		got, err := sh.CombinedOutput()
		if ex.hidden {
			if err != nil {
				t.Fatalf("API.md:%d: the hidden set-up command failed: %v\n%s\n%s", ex.line, err, ex.command, got)
			}
			continue
		}
		if update && ex.want != "" && !apiAnswerMatches(ex.want, string(got)) {
			updates = append(updates, docUpdate{ex, string(got)})
			continue
		}
		if ex.want != "" && !apiAnswerMatches(ex.want, string(got)) || ex.want == "" && err != nil {
			t.Errorf("API.md:%d: %s\nthe document shows:\n%s\nthe server answers:\n%s", ex.line, ex.command, ex.want, got)
		}
	}
}

type docUpdate struct {
	ex  apiExample
	got string
}

// writeAPIDocUpdates replaces the answers shown by the ones received, wrapped after commas
// near 100 columns.
func writeAPIDocUpdates(t *testing.T, path, doc string, updates []docUpdate) {
	lines := strings.Split(doc, "\n")
	for i := len(updates) - 1; i >= 0; i-- {
		u := updates[i]
		var out []string
		for _, l := range strings.Split(strings.TrimSpace(u.got), "\n") {
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			for len(l) > 96 {
				cut := strings.LastIndex(l[:96], ",")
				if cut <= 0 {
					break
				}
				out = append(out, u.ex.indent+l[:cut+1])
				l = l[cut+1:]
			}
			out = append(out, u.ex.indent+l)
		}
		lines = append(lines[:u.ex.wantFrom], append(out, lines[u.ex.wantTo:]...)...)
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d answers written into %s", len(updates), path)
}

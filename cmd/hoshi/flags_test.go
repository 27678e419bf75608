package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// The commands with their output streams as parameters, by name.
var commandsForTest = map[string]func(args []string, stdout, stderr io.Writer) int{
	"score": scoreCommand, "pair": pairCmd, "export": exportCmd, "import": importMain, "serve": serveCmd,
}

// Every subcommand answers -h and --help alike: the usage line and every flag on standard
// output, nothing on standard error, exit status 0.
func TestHelpListsTheFlags(t *testing.T) {
	flags := map[string][]string{
		"score":  {"--rules R", "--komi K", "--dead D4,E5", "--json"},
		"pair":   {"--opengotha FILE.xml", "--round N", "--weights OUT"},
		"export": {"--opengotha FILE.xml", "--format format", "-o OUT", "--round N", "--charset charset", "--csv table"},
		"import": {"--opengotha FILE.xml", "--db PATH"},
		"serve":  {"--listen ADDR", "--db PATH", "--config FILE"},
	}
	for name, run := range commandsForTest {
		for _, h := range []string{"-h", "--help", "-help"} {
			var stdout, stderr bytes.Buffer
			code := run([]string{h}, &stdout, &stderr)
			if code != 0 || stderr.Len() != 0 || !strings.HasPrefix(stdout.String(), "usage: hoshi ") {
				t.Errorf("%s %s: exit %d, stdout %q, stderr %q", name, h, code, stdout.String(), stderr.String())
			}
			for _, f := range flags[name] {
				if !strings.Contains(stdout.String(), "\n  "+f) {
					t.Errorf("%s %s: no line for %s in\n%s", name, h, f, stdout.String())
				}
			}
		}
	}
	// The summary of `hoshi help` names every export format.
	for _, f := range []string{"h9", "xlsx", "csv", "OpenGotha", "aga"} {
		if !strings.Contains(commands["export"].summary, f) {
			t.Errorf("export summary %q lacks %s", commands["export"].summary, f)
		}
	}
}

// A bad flag, or a flag without its value, is one line on standard error, naming the command
// and the way to the flags.
func TestBadFlagIsOneLine(t *testing.T) {
	valued := map[string]string{"score": "--komi", "pair": "--round", "export": "--format", "import": "--db", "serve": "--listen"}
	for name, run := range commandsForTest {
		for _, args := range [][]string{{"--frobnicate"}, {valued[name]}} {
			var stdout, stderr bytes.Buffer
			code := run(args, &stdout, &stderr)
			msg := stderr.String()
			if code != 2 || stdout.Len() != 0 || strings.Count(msg, "\n") != 1 ||
				!strings.HasPrefix(msg, "hoshi "+name+": ") || !strings.Contains(msg, "run hoshi "+name+" --help") {
				t.Errorf("%s %q: exit %d, stdout %q, stderr %q", name, args, code, stdout.String(), msg)
			}
		}
	}
}

// Flags may follow the positional arguments, except after "--".
func TestCmdLineFlagsAnywhere(t *testing.T) {
	cl := newCmdLine("score", "score FILE", io.Discard, io.Discard)
	j := cl.Bool("json", false, "")
	k := cl.String("komi", "", "")
	pos, _, ok := cl.parse([]string{"a.sgf", "--json", "b.sgf", "-komi=7", "--", "--c.sgf"})
	if !ok || !*j || *k != "7" || strings.Join(pos, " ") != "a.sgf b.sgf --c.sgf" {
		t.Fatalf("positional %q ok %v json %v komi %q", pos, ok, *j, *k)
	}
}

// Warnings of import are prefixed with the command, like those of export.
func TestImportWarningsNameTheCommand(t *testing.T) {
	dir := t.TempDir()
	file := juvisyEdited(t, dir, "unnamed.xml", ` name="Tournoi de Juvisy"`, ` name=""`, `shortName="Tournoi de Juvisy"`, `shortName=""`)
	var stdout, stderr bytes.Buffer
	code := importMain([]string{"--opengotha", file, "--db", filepath.Join(dir, "h.db")}, &stdout, &stderr)
	if code != 0 || !strings.HasPrefix(stderr.String(), "hoshi import: warning: the file gives the tournament neither a name") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
}

// hoshi help and hoshi --help list the commands on standard output; an unknown command lists
// them on standard error.
func TestDispatchHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		var stdout, stderr bytes.Buffer
		if code := dispatch(args, &stdout, &stderr); code != 0 || stderr.Len() != 0 ||
			!strings.Contains(stdout.String(), "\n  export   ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, stdout.String(), stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := dispatch([]string{"frob"}, &stdout, &stderr); code != 2 || stdout.Len() != 0 ||
		!strings.HasPrefix(stderr.String(), "hoshi: unknown command \"frob\"\n") {
		t.Errorf("frob: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}

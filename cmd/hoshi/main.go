// Command hoshi is the tournament director's service for the game of Go: the web server and
// the command-line tools (score, pair, check, generate, export, import, health, migrate).
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand: it takes the arguments after its name and returns the exit status.
type command struct {
	summary string
	run     func(args []string) int
}

// commands holds the subcommands; each file of this package registers its own in init.
var commands = map[string]command{}

func register(name, summary string, run func(args []string) int) {
	commands[name] = command{summary: summary, run: run}
}

func main() {
	os.Exit(dispatch(os.Args[1:], os.Stdout, os.Stderr))
}

// dispatch runs the command named by args; stdout and stderr receive the command list.
func dispatch(args []string, stdout, stderr io.Writer) int {
	name := "serve"
	switch {
	case len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
		name, args = "help", nil // hoshi --help: the commands, not only serve's flags
	case len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-':
		name, args = args[0], args[1:]
	}
	if name == "help" {
		if len(args) == 1 {
			if cmd, ok := commands[args[0]]; ok {
				return cmd.run([]string{"--help"})
			}
		}
		usage(stdout)
		return 0
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "hoshi: unknown command %q\n", name)
		usage(stderr)
		return 2
	}
	return cmd.run(args)
}

func usage(w io.Writer) {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "usage: hoshi [command] [flags]; commands:")
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "hoshi COMMAND --help (or hoshi help COMMAND) lists the command's flags.")
}

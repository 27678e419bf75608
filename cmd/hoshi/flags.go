package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// cmdLine is what every subcommand does the same way: parse its flags, answer --help, and
// report errors and warnings as "hoshi CMD: ..." lines on standard error.
//
//   - -h, -help and --help print the usage line, the summary and the flags on standard output
//     (exit status 0);
//   - a bad flag prints one line, "hoshi CMD: <what is wrong> (run hoshi CMD --help for the
//     flags)" (exit status 2).
type cmdLine struct {
	*flag.FlagSet
	name   string // the subcommand, as typed after "hoshi"
	usage  string // the synopsis after "usage: hoshi "
	stdout io.Writer
	stderr io.Writer
}

// newCmdLine prepares the flags of subcommand name; usage is its synopsis, like
// "score [--json] FILE.sgf". The flag package itself prints nothing: cmdLine does.
func newCmdLine(name, usage string, stdout, stderr io.Writer) *cmdLine {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &cmdLine{FlagSet: fs, name: name, usage: usage, stdout: stdout, stderr: stderr}
}

// parse reads the flags of args, wherever they are: flags may follow the positional arguments
// (`hoshi score game.sgf --json`), except after "--". It returns the positional arguments;
// ok is false when the command is over (help printed, or a bad flag reported) and status is
// then its exit status.
func (c *cmdLine) parse(args []string) (positional []string, status int, ok bool) {
	for {
		err := c.Parse(args)
		switch {
		case errors.Is(err, flag.ErrHelp):
			c.help()
			return nil, 0, false
		case err != nil:
			fmt.Fprintf(c.stderr, "hoshi %s: %v (run hoshi %s --help for the flags)\n", c.name, err, c.name)
			return nil, 2, false
		}
		rest := c.Args()
		if len(rest) == 0 {
			return positional, 0, true
		}
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(positional, rest...), 0, true
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// help prints the usage line and the flags, each with its default when it has a useful one.
func (c *cmdLine) help() {
	fmt.Fprintf(c.stdout, "usage: hoshi %s\n\n%s\n\nflags:\n", c.usage, commands[c.name].summary)
	c.VisitAll(func(f *flag.Flag) {
		arg, usage := flag.UnquoteUsage(f)
		dashes := "--"
		if len(f.Name) == 1 {
			dashes = "-"
		}
		line := "  " + dashes + f.Name
		if arg != "" {
			line += " " + arg
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			usage += " (default " + f.DefValue + ")"
		}
		fmt.Fprintf(c.stdout, "%-22s %s\n", line, usage)
	})
}

// fail reports a bad input on one line and returns exit status 2.
func (c *cmdLine) fail(format string, args ...any) int {
	c.errorf(format, args...)
	return 2
}

// errorf reports an error on one line, "hoshi CMD: ...".
func (c *cmdLine) errorf(format string, args ...any) {
	fmt.Fprintf(c.stderr, "hoshi %s: %s\n", c.name, fmt.Sprintf(format, args...))
}

// warn reports what the command went on despite, as "hoshi CMD: warning: ...".
func (c *cmdLine) warn(format string, args ...any) {
	c.errorf("warning: %s", fmt.Sprintf(format, args...))
}

// note reports what a conversion had to change, as "hoshi CMD: note: ...".
func (c *cmdLine) note(format string, args ...any) {
	c.errorf("note: %s", fmt.Sprintf(format, args...))
}

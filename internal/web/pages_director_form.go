package web

import (
	"strconv"
	"strings"
)

// dirField is one input of a director's form, ready for the template: the forms are long
// (a tournament has some fifty settings) and every input shows its error beside it.
type dirField struct {
	Name, Label string
	// Kind is text, number, date, select or checkbox.
	Kind     string
	Value    string
	Checked  bool
	Options  []dirOption
	Error    string
	Help     string
	Step     string // for number inputs with half points
	Required bool
	// MaxLength is the longest text the server takes (0: no limit in the form); the server
	// checks it anyway, since the browser counts UTF-16 units, not characters.
	MaxLength int
	// Wide inputs take a whole row of the grid.
	Wide bool
	// Show names the choices of another input under which this one matters ("japanese",
	// "mcmahon swiss"); the stylesheet hides it otherwise.
	Show string
}

type dirOption struct {
	Value, Label string
	Selected     bool
}

// dirSection is a fieldset of a form; Advanced ones start collapsed.
type dirSection struct {
	// Key names the section in the catalogue: section.{Key}, sectionhelp.{Key}.
	Key   string
	Title string
	Help  string
	Error string
	// Live is where htmx sends the section's inputs when one changes, to replace Help.
	Live     string
	Advanced bool
	Fields   []dirField
}

// dirOptions lists values with their labels, marking the selected one.
func dirOptions(selected string, pairs ...string) []dirOption {
	out := make([]dirOption, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, dirOption{Value: pairs[i], Label: pairs[i+1], Selected: pairs[i] == selected})
	}
	return out
}

// dirFormReader reads a posted form into typed values and remembers the first error of each
// input, named as the input.
type dirFormReader struct {
	get    func(string) string
	errors map[string]string
}

func (f *dirFormReader) fail(name, msg string) {
	if _, ok := f.errors[name]; !ok {
		f.errors[name] = msg
	}
}

func (f *dirFormReader) str(name string) string { return strings.TrimSpace(f.get(name)) }

func (f *dirFormReader) int(name string) int {
	s := f.str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) int64(name string) int64 {
	s := f.str(name)
	if s == "" {
		return 0
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		f.fail(name, "write a whole number, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) float(name string) float64 {
	s := strings.ReplaceAll(f.str(name), ",", ".")
	if s == "" {
		return 0
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		f.fail(name, "write a number like 6.5, not "+strconv.Quote(s))
	}
	return v
}

func (f *dirFormReader) bool(name string) bool { return f.get(name) != "" }

package director

import ()

// DirField is one input of a director's form, ready for the template: the forms are long
// (a tournament has some fifty settings) and every input shows its error beside it.
type DirField struct {
	Name, Label string
	// Kind is text, number, date, select or checkbox.
	Kind     string
	Value    string
	Checked  bool
	Options  []dirOption
	Error    error
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
	// Game names the games this input is for ("go", "gomoku ninuki"), "" for every game: the
	// stylesheet hides it in a tournament of another game (data-game).
	Game string
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
	Error error
	// Live is where htmx sends the section's inputs when one changes, to replace Help.
	Live string
	// Class is the EGF class of the thinking time, with its adjusted time in Minutes ("" when
	// the time does not give one): the Live section's text.
	Class    string
	Minutes  int
	Advanced bool
	Fields   []DirField
	// Game names the games the section is for, "" for every game (as DirField.Game).
	Game string
}

// dirOptions lists values with their labels, marking the selected one.
func dirOptions(selected string, pairs ...string) []dirOption {
	out := make([]dirOption, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, dirOption{Value: pairs[i], Label: pairs[i+1], Selected: pairs[i] == selected})
	}
	return out
}

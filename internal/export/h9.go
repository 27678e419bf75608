package export

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/unicode/norm"

	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/tournament"
)

// H9Options choose how an EGD results file is written.
type H9Options struct {
	// Charset is "UTF-8" (the default) or "ISO-8859-1", which older EGD tools expect.
	Charset string
	// AfterRound limits the file to the rounds played so far; 0 means every round.
	AfterRound int
}

// WriteH9 writes the EGD results file (.h9) that the European Go Database rates a tournament
// from: players in standings order with the tournament's placement criteria and one result
// per round. The notes tell the director what was changed to fit the format (names outside
// ISO-8859-1, missing countries, unfinished games) before sending the file to the EGD.
func WriteH9(w io.Writer, t *tournament.Tournament, opts H9Options) ([]string, error) {
	notes, err := WriteH9Messages(w, t, opts)
	return englishOf(notes), err
}

// WriteH9Messages is WriteH9 with its notes as messages that a page shows in its language.
func WriteH9Messages(w io.Writer, t *tournament.Tournament, opts H9Options) ([]error, error) {
	latin1, err := latin1Charset(opts.Charset)
	if err != nil {
		return nil, fmt.Errorf("write EGD results: %w", err)
	}
	t = safeTournament(t)
	rounds := opts.AfterRound
	if rounds <= 0 || rounds > t.Settings.Rounds {
		rounds = t.Settings.Rounds
	}
	begin, end, err := eventDates(&t.Settings)
	if err != nil {
		return nil, fmt.Errorf("write EGD results: %w", err)
	}
	h := &h9Writer{t: t, rounds: rounds, latin1: latin1, begin: begin, end: end}
	h.list()
	h.header()
	h.table()
	if err := h.err; err != nil {
		return nil, fmt.Errorf("write EGD results: %w", err)
	}
	text := strings.Join(h.lines, "\n") + "\n"
	if latin1 {
		var err error
		if text, err = charmap.ISO8859_1.NewEncoder().String(text); err != nil {
			return nil, fmt.Errorf("write EGD results: %w", err)
		}
	}
	if _, err := io.WriteString(w, text); err != nil {
		return nil, fmt.Errorf("write EGD results: %w", err)
	}
	return h.notes, nil
}

// latin1Charset tells a request for ISO-8859-1 from one for UTF-8.
func latin1Charset(name string) (bool, error) {
	switch strings.ToUpper(strings.ReplaceAll(name, "_", "-")) {
	case "", "UTF-8", "UTF8":
		return false, nil
	case "ISO-8859-1", "LATIN1", "LATIN-1", "ISO8859-1":
		return true, nil
	}
	return false, fmt.Errorf("charset %q: choose UTF-8 or ISO-8859-1", name)
}

type h9Writer struct {
	t         *tournament.Tournament
	rounds    int
	latin1    bool
	begin     time.Time // the dates of DT[], filled in when one is missing (eventDates)
	end       time.Time
	standings []tournament.Standing
	number    map[tournament.PlayerID]int // line number, which results refer to
	games     map[roundPlayer]*tournament.Game
	lines     []string
	notes     []error
	err       error
}

// roundPlayer finds a player's game of a round.
type roundPlayer struct {
	round  int
	player tournament.PlayerID
}

func (h *h9Writer) note(n *keyed.Error) { h.notes = append(h.notes, n) }

// list orders the players as the standings do, leaving out those with neither a game nor a
// bye in the rounds written, as OpenGotha leaves out players it finds "not implied": a
// registration that did not come, or a player absent from every round.
func (h *h9Writer) list() {
	played := map[tournament.PlayerID]bool{}
	for _, b := range h.t.Byes {
		if b.Round <= h.rounds {
			played[b.Player] = true
		}
	}
	h.games = map[roundPlayer]*tournament.Game{}
	for i := range h.t.Games {
		g := &h.t.Games[i]
		if g.Round > h.rounds {
			continue
		}
		played[g.White], played[g.Black] = true, true
		for _, id := range []tournament.PlayerID{g.White, g.Black} {
			if _, ok := h.games[roundPlayer{g.Round, id}]; !ok {
				h.games[roundPlayer{g.Round, id}] = g
			}
		}
	}
	h.number = map[tournament.PlayerID]int{}
	// Standings leaves out the preliminary players who never played; the note names them.
	for i := range h.t.Players {
		if p := &h.t.Players[i]; p.Status == tournament.Preliminary && !played[p.ID] {
			h.note(msgLeftOutPreliminary.New(p.FullName()))
		}
	}
	for _, st := range h.t.Standings(h.rounds) {
		p := st.Player
		if !played[p.ID] {
			m := msgLeftOutNoGame
			if p.Status == tournament.Preliminary {
				m = msgLeftOutPreliminary
			}
			h.note(m.New(p.FullName()))
			continue
		}
		h.standings = append(h.standings, st)
		h.number[p.ID] = len(h.standings)
	}
}

// handicapHeader is the value of the HA header: "h" and the number of stones the handicap
// falls short of the rank difference. The EGD reads a result without a handicap as played
// with the opponents' grade difference "minus a given reduction" (the EGD's results format,
// gemma.ujf.cas.cz/~cieply/GO/format.html), and programs that read EGD files take HA[h5] as
// "rank difference - 5", with the difference counted up to 9, so HA[h9] means no handicap at
// all (and is what programs that export even tournaments, such as the IGLO league's, write).
// OpenGotha's ExternalDocument.generateEGFResultsFile writes HA[h<hdCorrection>] when the
// correction is positive and no HA line otherwise, whatever the ceiling. hoshi writes every
// game's handicap in its result anyway, so HA only describes the tournament:
//
//   - McMahon handicaps (EGF/OpenGotha): h + the correction, as OpenGotha does (h0 for 0);
//   - the seeds' rank difference: h0, since it takes no stone off the difference;
//   - no handicap (policy none, or a McMahon ceiling of 0): h9.
func (h *h9Writer) handicapHeader() string {
	pol := h.t.Settings.Handicap
	switch {
	case pol.Kind == tournament.HandicapNone, pol.Kind == tournament.HandicapMMS && pol.Ceiling == 0:
		return "h9"
	case pol.Kind == tournament.HandicapRankDifference:
		return "h0"
	case pol.Correction < 0:
		h.note(msgHandicapCorrection.New(pol.Correction))
		return "h0"
	}
	return "h" + strconv.Itoa(pol.Correction)
}

func (h *h9Writer) header() {
	s := &h.t.Settings
	date := func(d time.Time) string { return d.Format(time.DateOnly) }
	handicap := h.handicapHeader()
	h.lines = append(h.lines,
		"; CL["+s.Time.EGFClass()+"]",
		"; EV["+h9Header(h.fit(msgLatin1Tournament, s.Name))+"]",
		"; PC["+h9Header(strings.ToUpper(s.Country))+","+h9Header(h.fit(msgLatin1Place, s.Place))+"]",
		"; DT["+date(h.begin)+","+date(h.end)+"]",
		"; HA["+handicap+"]",
		"; KM["+halfpoint.Format(s.Komi)+"]",
		"; TM["+strconv.Itoa(s.Time.AdjustedMinutes())+"]",
		"; CM["+timeComment(s.Time)+"]",
		"; Generated by hoshi",
		";",
	)
}

// h9Row is a player line of the file, cell by cell, before the columns are laid out.
type h9Row struct {
	place, name, rank, country, club string
	values                           []string
	results                          []h9Result
	pin                              string
}

// h9Result is a round of a player line: the opponent's line number (0 without a game), then
// the outcome and, for a game, the colour and handicap ("+/w0").
type h9Result struct {
	opp  int
	tail string
}

// rows builds the player lines' cells. Every cell is one word (spaces inside names and clubs
// become "_"), so that a program reading the file by whitespace finds every field.
func (h *h9Writer) rows() []h9Row {
	rows := make([]h9Row, 0, len(h.standings))
	for i, st := range h.standings {
		p := st.Player
		// Results refer to players by line number; a player who shares the place of the line
		// above has no place of his own, and OpenGotha leaves his place blank.
		place := strconv.Itoa(i + 1)
		if i > 0 && st.Shared && st.Place == h.standings[i-1].Place {
			place = ""
		}
		first := egdName(p.FirstName)
		if first == "" {
			first = "-"
			h.note(msgNoFirstName.New(p.FullName()))
		}
		r := h9Row{
			place:   place,
			name:    h.fit(msgLatin1Name, egdName(p.Name)+" "+first),
			rank:    p.Rank.Upper(),
			country: egdName(strings.ToUpper(p.Country)),
			club:    h.fit(msgLatin1Club, egdName(p.Club)),
			pin:     strings.ReplaceAll(egdName(p.EGDPin), "/", ""),
		}
		if utf8.RuneCountInString(r.country) < 2 {
			r.country = "XX" // OpenGotha's word for no country
			h.note(msgNoCountry.New(p.FullName()))
		}
		if r.club == "" {
			r.club = "xxxx" // OpenGotha's word for no club
		}
		for j, c := range h.t.Settings.Criteria {
			r.values = append(r.values, formatScaled(st.Values[j], c.Scale()))
		}
		for round := 1; round <= h.rounds; round++ {
			r.results = append(r.results, h.result(p, round))
		}
		rows = append(rows, r)
	}
	return rows
}

// h9MinCriteria is the number of criteria columns OpenGotha always writes, filling with 0.
const h9MinCriteria = 4

// table lays the player lines out in columns as OpenGotha does (place, name, rank, country,
// club right-aligned, criteria filled up to four with 0, rounds), each column as wide as
// OpenGotha makes it or as its widest cell if that is wider, and the columns always separated
// by at least one space: the EGD reads the fields by whitespace, so a half point or a long
// club name must never join two of them.
func (h *h9Writer) table() {
	rows := h.rows()
	crit := h.t.Settings.Criteria
	width := func(min int, cells ...string) int {
		for _, c := range cells {
			min = max(min, utf8.RuneCountInString(c))
		}
		return min
	}
	wPlace, wName, wRank, wCountry, wClub := 4, 30, 3, 2, 4
	wValues := make([]int, len(crit))
	for j := range crit {
		wValues[j] = 4 // the titles may be wider: they are a comment, the values are read
	}
	wOpp := 4 // the opponent's line number, right-aligned, before the result's sign
	for _, r := range rows {
		wPlace = width(wPlace, r.place)
		wName = width(wName, r.name)
		wRank = width(wRank, r.rank)
		wCountry = width(wCountry, r.country)
		wClub = width(wClub, r.club)
		for j, v := range r.values {
			wValues[j] = width(wValues[j], v)
		}
	}
	wOpp = max(wOpp, len(strconv.Itoa(len(rows))))
	line := fmt.Sprintf("%-*s %-*s %*s %-*s %*s", wPlace, "; Pl", wName, "Name", wRank, "Rk", wCountry, "Co", wClub, "Club")
	for j, c := range crit {
		line += fmt.Sprintf(" %*s", wValues[j], criterionLabel(c)) // wider titles push the next right
	}
	h.lines = append(h.lines, line)
	for _, r := range rows {
		line := fmt.Sprintf("%*s %-*s %*s %-*s %*s", wPlace, r.place, wName, r.name, wRank, r.rank,
			wCountry, r.country, wClub, r.club)
		for j, v := range r.values {
			line += fmt.Sprintf(" %*s", wValues[j], v)
		}
		// OpenGotha fills the criteria up to four with 0, which its header does not name.
		for range max(0, h9MinCriteria-len(r.values)) {
			line += " 0"
		}
		for _, res := range r.results {
			line += fmt.Sprintf(" %*d%s", wOpp, res.opp, res.tail)
		}
		if r.pin != "" {
			line += " |" + r.pin
		}
		h.lines = append(h.lines, line)
	}
}

// result is the player's round r as "opp+/w0": opponent's line number, outcome, colour ("?"
// when unknown) and handicap, with "!" instead of "/" for a result by default. A round
// without a game (bye, absence) is "0+", "0=" or "0-" by the points it gave.
func (h *h9Writer) result(p *tournament.Player, r int) h9Result {
	if g := h.games[roundPlayer{r, p.ID}]; g != nil {
		opp := h.number[g.Opponent(p.ID)]
		if opp == 0 {
			h.err = fmt.Errorf("round %d: the opponent of %s is not in the player list", r, p.FullName())
		}
		// The player's own points decide, as in OpenGotha: a both-win is a win for each
		// player and a both-lose a loss for each.
		white, black := g.Points()
		mine, colour := white, "w"
		if g.Black == p.ID {
			mine, colour = black, "b"
		}
		sign := outcome(mine)
		if g.Result == tournament.Unknown {
			sign = "?"
			h.note(msgNoResult.New(r, p.FullName()))
		}
		sep := "/"
		if g.ByDefault {
			sep = "!"
		}
		if !g.KnownColor {
			colour = "?" // as OpenGotha: the handicap is still known
		}
		return h9Result{opp, sign + sep + colour + strconv.Itoa(g.Handicap)}
	}
	// The points of the tournament's main score, as OpenGotha: McMahon points, or wins for
	// a Swiss (or round-robin) tournament.
	s := &h.t.Settings
	bye, absent := s.ByePoints, s.AbsentPoints
	if s.System != tournament.McMahon {
		bye, absent = s.NBWByePoints, s.NBWAbsentPoints
	}
	points := 0 // neither paired nor excused: nothing
	switch {
	case h.t.ByeIn(r) == p.ID:
		points = bye
	case !p.Plays(r):
		points = absent
	}
	return h9Result{0, outcome(points) + "   "}
}

// outcome is the sign of a round worth points (x2): 2 a win, 1 a jigo, 0 a loss.
func outcome(points int) string {
	switch {
	case points > 1:
		return "+"
	case points == 1:
		return "="
	}
	return "-"
}

// egdName writes a name part as one word, as EGD files separate fields by spaces. A "|",
// which starts the PIN at the end of a player line, becomes "/".
func egdName(s string) string {
	return strings.ReplaceAll(strings.Join(strings.Fields(s), "_"), "|", "/")
}

// h9Header keeps a header value inside its brackets: "[" and "]" become "(" and ")", so
// that a tournament named "Cup ]" cannot end the EV field early or start another.
func h9Header(s string) string {
	return strings.NewReplacer("[", "(", "]", ")").Replace(s)
}

// criterionLabel is a criterion's column title in EGD files (SOS, SOSOS, ... without the
// M or W that tells McMahon from wins).
func criterionLabel(c tournament.Criterion) string {
	s := string(c)
	if strings.Contains(s, "SOS") || strings.Contains(s, "DOS") || strings.HasPrefix(s, "CUSS") {
		base, suffix, _ := strings.Cut(s, "-")
		base = strings.TrimRight(base, "MW")
		if suffix != "" {
			return base + "-" + suffix
		}
		return base
	}
	return s
}

// formatScaled prints a criterion value kept on a scale as the number players know.
func formatScaled(v, scale int) string {
	return strconv.FormatFloat(float64(v)/float64(scale), 'f', -1, 64)
}

func timeComment(ts tournament.TimeSystem) string {
	switch ts.Kind {
	case tournament.JapaneseByoYomi:
		return "Standard byo-yomi"
	case tournament.CanadianByoYomi:
		return "Canadian byo-yomi"
	case tournament.Fischer:
		return "Fischer"
	}
	return "Sudden death"
}

// latin1Letters spells the letters outside ISO-8859-1 that have no Unicode decomposition
// (no separable accent, so NFD leaves them whole) as the EGD writes them: ł is l, not "?".
// Letters that ISO-8859-1 has (ø, æ, ß, þ, ð, å) are kept as they are.
var latin1Letters = map[rune]string{
	'ł': "l", 'Ł': "L", // Polish
	'đ': "d", 'Đ': "D", // Croatian, Serbian, Vietnamese
	'ı': "i",             // Turkish dotless i (İ decomposes to I)
	'œ': "oe", 'Œ': "OE", // French
	'ħ': "h", 'Ħ': "H", // Maltese
	'ŧ': "t", 'Ŧ': "T", 'ŋ': "n", 'Ŋ': "N", 'ĸ': "k", // Sami, Greenlandic
	'ŀ': "l", 'Ŀ': "L", // Catalan l·l
	'ſ': "s",
}

// fit keeps a text of the file within ISO-8859-1 when that is the charset: a letter outside it
// loses its accents (ř becomes r) or takes its usual Latin spelling (ł becomes l, œ oe),
// anything else becomes "?", and the change is noted.
func (h *h9Writer) fit(what *keyed.Message, text string) string {
	if !h.latin1 || !strings.ContainsFunc(text, func(r rune) bool { return r > 0xFF }) {
		return text
	}
	var b strings.Builder
	for _, r := range text {
		if r <= 0xFF {
			b.WriteRune(r)
			continue
		}
		if s, ok := latin1Letters[r]; ok {
			b.WriteString(s)
			continue
		}
		base := '?'
		for _, d := range norm.NFD.String(string(r)) {
			if d <= 0xFF && !unicode.Is(unicode.Mn, d) {
				base = d
				break
			}
		}
		b.WriteRune(base)
	}
	h.note(what.New(text, b.String()))
	return b.String()
}

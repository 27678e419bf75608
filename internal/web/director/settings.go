package director

import (
	"errors"
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/halfpoint"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// maxCriteria is how many placement criteria the form offers: OpenGotha's six.
const maxCriteria = 6

// settingsView is the tournament form, for a new tournament or an existing one.
type settingsView struct {
	dirPage
	New      bool
	Action   string
	Sections []dirSection
	Errors   int
	// Other are the refusals that no input of the form shows (a pair kept apart naming a
	// player who is gone, say): they are listed at the top, not lost.
	Other []error
	Rev   int64 // an existing tournament's revision the form shows: the POST stores only at it
}

// unshownErrors returns the messages of errs that no section or field of sections shows, in
// the order of their fields' names.
func unshownErrors(sections []dirSection, errs map[string]error) []error {
	shown := map[string]bool{}
	for _, sec := range sections {
		if sec.Error != nil {
			shown[sec.Error.Error()] = true
		}
		for _, f := range sec.Fields {
			if f.Error != nil {
				shown[f.Error.Error()] = true
			}
		}
	}
	var other []error
	for _, k := range slices.Sorted(maps.Keys(errs)) {
		if msg := errs[k]; !shown[msg.Error()] {
			other = append(other, msg)
			shown[msg.Error()] = true
		}
	}
	return other
}

// optionLabels writes, in the refusal of a select's value ("… is not one of mcmahon, swiss,
// round-robin", from a form of an older page or a script), the options as the select shows
// them in the page's language ("McMahon, švýcarský systém, každý s každým").
func (s *handlers) optionLabels(c echo.Context, sections []dirSection) {
	l := s.Tr(c)
	for i := range sections {
		for k := range sections[i].Fields {
			f := &sections[i].Fields[k]
			if f.Kind != "select" || f.Error == nil {
				continue
			}
			// The list is the message's last value ("… is not one of %s", "… want one of %s").
			var k *keyed.Error
			if !errors.As(f.Error, &k) || len(k.Args) == 0 || !strings.Contains(k.Error(), " one of ") {
				continue
			}
			last := len(k.Args) - 1
			values := strings.Split(k.Args[last].Text, ", ")
			for n, v := range values {
				for _, o := range f.Options {
					if o.Value == v {
						values[n] = o.Label
					}
				}
				if key := "opt." + f.Name + "." + v; s.Catalog.Has(key) {
					values[n] = l.T(key)
				}
			}
			args := slices.Clone(k.Args)
			args[last] = keyed.Arg{Text: strings.Join(values, ", ")}
			f.Error = &keyed.Error{Key: k.Key, Args: args, Count: k.Count}
		}
	}
}

// settingsPage is GET /director/tournaments/{id}/settings.
func (s *handlers) settingsPage(c echo.Context) error {
	return s.settingsCurrent(c, http.StatusOK, nil)
}

// settingsCurrent renders the settings form with the stored settings, at the current revision.
func (s *handlers) settingsCurrent(c echo.Context, status int, flash *DirFlash) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	page := s.newDirPage(c, id, sn.T, "Settings")
	if flash != nil {
		page.Flash = flash
	}
	ts, err := s.DB.TeamSettings(c.Request().Context(), id)
	if err != nil {
		return err
	}
	j := app.NewSettingsJSON(&sn.T.Settings)
	sections := append(SettingsSections(&j, nil, sn.T.Players, len(sn.T.Games) > 0), teamSettingsSection(ts, nil))
	return s.Render(c, status, "director_settings.html", s.Page(c, settingsView{
		dirPage: page, Action: page.Base + "/settings", Sections: sections, Rev: sn.Rev,
	}))
}

// settingsForm is POST /director/tournaments/{id}/settings: the whole form replaces the
// settings; with a mistake the form comes back with each message beside its input. The form
// carries the revision it was rendered at ("rev"): if the tournament changed since, or the
// form has none, nothing is stored and the form comes back (409) with the current settings.
func (s *handlers) settingsForm(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	t, page := sn.T, s.newDirPage(c, id, sn.T, "Settings")
	rev, ok := formRevision(c)
	if !ok || rev != sn.Rev {
		return s.settingsCurrent(c, http.StatusConflict, conflictFlash())
	}
	ctx := c.Request().Context()
	oldTeams, err := s.DB.TeamSettings(ctx, id)
	if err != nil {
		return err
	}
	settings, j, errs := readSettingsForm(c, t.Settings)
	ts, teamErrs := readTeamSettingsForm(c, oldTeams)
	if len(teamErrs) == 0 {
		teamErrs = s.checkTeamSettingsForm(ctx, id, t, oldTeams, ts)
	}
	for k, v := range teamErrs {
		if errs == nil {
			errs = map[string]error{}
		}
		errs[k] = v
	}
	if len(errs) == 0 {
		// The settings at the revision the page was rendered at, then the team settings at
		// the revision that made: a change by anybody else in between is a conflict.
		err := s.DB.UpdateSettingsAt(ctx, page.ID, rev, settings)
		if err == nil && teamSettingsChanged(oldTeams, ts) {
			err = s.DB.SetTeamSettingsAt(ctx, page.ID, rev+1, ts)
		}
		if err == nil {
			return redirectFlash(c, page.Base+"/settings", s.Tr(c).T("flash.settings_saved")+followedNote(s.Tr(c), &t.Settings, &settings))
		}
		if isRevisionConflict(err) {
			return s.settingsCurrent(c, http.StatusConflict, conflictFlash())
		}
		errs = app.FieldErrors(err)
	}
	sections := append(SettingsSections(&j, errs, t.Players, len(t.Games) > 0), teamSettingsSection(ts, errs))
	other := unshownErrors(sections, errs)
	s.optionLabels(c, sections)
	return s.Render(c, http.StatusUnprocessableEntity, "director_settings.html", s.Page(c, settingsView{
		dirPage: page, Action: page.Base + "/settings", Sections: sections, Errors: len(errs), Rev: rev, Other: other,
	}))
}

// readSettingsForm reads the posted form over old (the stored settings, or the defaults of a
// new tournament): every input of the form is posted, so an unticked box means false. What
// depends on the rule set, the board or the system follows them where it was at the old
// default (tournament.Settings.FollowDefaults). It returns the validated settings, the
// form's values (to show again) and the errors by input name.
func readSettingsForm(c echo.Context, old tournament.Settings) (tournament.Settings, app.SettingsJSON, map[string]error) {
	f := &app.FormReader{Get: c.FormValue, Errors: map[string]error{}}
	j := app.NewSettingsJSON(&old)
	params, _ := c.FormParams()
	// A form rendered before hoshi had the games' inputs keeps the values it does not post.
	if params.Has("game") {
		j.Game = f.Str("game")
	}
	if params.Has("variant") {
		j.Variant, j.Opening, j.Draws = f.Str("variant"), f.Str("opening"), f.Str("draws")
		j.MatchGames = f.Int("match_games")
		j.HandicapLadder = splitLadder(f.Str("handicap_ladder"))
	}
	j.Name, j.ShortName, j.Place = f.Str("name"), f.Str("short_name"), f.Str("place")
	j.Country, j.Director = f.Str("country"), f.Str("director")
	if v := f.Str("language"); v != "" {
		j.Language = v
	}
	j.TimeZone = f.Str("time_zone")
	j.SelfReport = f.Str("self_report")
	j.Begin, j.End = f.Str("begin"), f.Str("end")
	j.Rounds, j.BoardSize, j.Rules = f.Int("rounds"), f.Int("board_size"), f.Str("rules")
	j.Komi = f.Float("komi")
	j.Time = app.TimeJSON{
		Kind: f.Str("time.kind"), BasicMinutes: f.Int("time.basic_minutes"),
		PeriodSeconds: f.Int("time.period_seconds"), Periods: f.Int("time.periods"),
		Stones: f.Int("time.stones"), StonesSeconds: f.Int("time.stones_seconds"),
		IncrementSeconds: f.Int("time.increment_seconds"),
	}
	j.System, j.Bar, j.Floor = f.Str("system"), f.Str("bar"), f.Str("floor")
	j.AbsentPoints, j.ByePoints = f.Float("absent_points"), f.Float("bye_points")
	j.NBWAbsentPoints, j.NBWByePoints = f.Float("nbw_absent_points"), f.Float("nbw_bye_points")
	j.RoundDown = f.Bool("round_down")
	j.CountUnplayedAsHalf = f.Bool("count_unplayed_as_half")
	j.Handicap = app.HandicapJSON{
		Kind: f.Str("handicap.kind"), NoHandicapThreshold: f.Str("handicap.no_handicap_threshold"),
		Correction: f.Int("handicap.correction"), Ceiling: f.Int("handicap.ceiling"),
		BasedOnRank: f.Bool("handicap.based_on_rank"), PrisonersPerRank: j.Handicap.PrisonersPerRank,
	}
	// A form rendered before hoshi had this input keeps the value it does not post.
	if params.Has("handicap.prisoners_per_rank") {
		j.Handicap.PrisonersPerRank = f.Int("handicap.prisoners_per_rank")
	}
	j.Criteria = nil
	for i := 1; i <= maxCriteria; i++ {
		if v := f.Str(fmt.Sprintf("criteria[%d]", i)); v != "" {
			j.Criteria = append(j.Criteria, v)
		}
	}
	p := &j.Pairing
	p.AvoidDuplicateGame, p.Random = f.Int64("pairing.avoid_duplicate_game"), f.Int64("pairing.random")
	p.BalanceWB, p.MinimizeScoreDifference = f.Int64("pairing.balance_wb"), f.Int64("pairing.minimize_score_difference")
	p.DUDDWeight, p.MaximizeSeeding = f.Int64("pairing.dudd_weight"), f.Int64("pairing.maximize_seeding")
	p.SecondaryCriteria, p.AvoidSameGeo = f.Int64("pairing.secondary_criteria"), f.Int64("pairing.avoid_same_geo")
	p.MinimizeHandicap = f.Int64("pairing.minimize_handicap")
	p.LastRoundForSeedSystem1 = f.Int("pairing.last_round_for_seed_system1")
	p.SeedSystem1, p.SeedSystem2 = f.Str("pairing.seed_system1"), f.Str("pairing.seed_system2")
	p.DUDDUpperMode, p.DUDDLowerMode = f.Str("pairing.dudd_upper_mode"), f.Str("pairing.dudd_lower_mode")
	p.CompensateDUDD, p.Deterministic = f.Bool("pairing.compensate_dudd"), f.Bool("pairing.deterministic")
	if len(f.Errors) > 0 {
		return tournament.Settings{}, j, f.Errors
	}
	settings, err := j.Settings()
	if err == nil {
		settings.FollowDefaults(old)
		// A rule book's preset sets the rules, komi and handicap together: when it is
		// chosen now, not when the form shows the one the settings already follow (so that
		// a komi changed by hand under it is kept).
		if p := f.Str("preset"); p != "" && p != tournament.PresetOf(&old) && settings.IsGo() {
			if !tournament.ApplyPreset(&settings, p) {
				return settings, j, map[string]error{"preset": msgUnknownPreset.New(p)}
			}
		}
		settings.DropUnusedHandicap()
		// The board of the game: gomoku's select, shogi's 9 (the Go select is hidden).
		switch {
		case settings.IsGomoku() && params.Has("gomoku_board"):
			settings.BoardSize = f.Int("gomoku_board")
		case settings.IsShogi():
			settings.BoardSize = 9
		}
		// A game's inputs hidden for another game are dropped, not refused.
		settings.DropUnusedGameSettings()
		if !settings.IsShogi() || slices.Equal(settings.HandicapLadder, tournament.DefaultHandicapLadder) {
			settings.HandicapLadder = nil
		}
		followed := app.NewSettingsJSON(&settings)
		j.Rules, j.Komi, j.Handicap = followed.Rules, followed.Komi, followed.Handicap
		j.Criteria = followed.Criteria
		j.BoardSize, j.Floor, j.Variant, j.Opening = followed.BoardSize, followed.Floor, followed.Variant, followed.Opening
		j.Draws, j.MatchGames = followed.Draws, followed.MatchGames
		if settings.IsShogi() {
			j.HandicapLadder = followed.HandicapLadder
		}
		err = settings.Validate()
	}
	if err != nil {
		return settings, j, app.FieldErrors(err)
	}
	return settings, j, nil
}

// followedNote tells the director, after a save, which values followed a change of the rule
// set, the board or the system (tournament.Settings.FollowDefaults), so that one set by hand
// can be set again; l is the language it says it in.
func followedNote(l *i18n.Localizer, old, s *tournament.Settings) string {
	var parts []string
	// The komi, the ceiling and the prisoners are Go's: the other games do not use them.
	goOnly := s.IsGo()
	if goOnly && s.Komi != old.Komi && (s.Rules != old.Rules || s.BoardSize != old.BoardSize) {
		parts = append(parts, l.T("followed.komi", "Komi", l.Decimal(halfpoint.Format(s.Komi))))
	}
	if goOnly && s.BoardSize != old.BoardSize && s.Handicap.Ceiling != old.Handicap.Ceiling {
		parts = append(parts, l.T("followed.ceiling", "N", s.Handicap.Ceiling))
	}
	if goOnly && s.BoardSize != old.BoardSize && s.Handicap.PrisonersPerRank != old.Handicap.PrisonersPerRank {
		parts = append(parts, l.T("followed.prisoners", "N", s.Handicap.PrisonersPerRank))
	}
	if s.System != old.System && !slices.Equal(s.Criteria, old.Criteria) {
		names := make([]string, len(s.Criteria))
		for i, c := range s.Criteria {
			names[i] = string(c)
		}
		parts = append(parts, l.T("followed.criteria", "Criteria", strings.Join(names, ", ")))
	}
	if len(parts) == 0 {
		return ""
	}
	return " " + l.T("flash.now_defaults", "Values", strings.Join(parts, "; "))
}

// SettingsSections lays the settings out as the form's fieldsets.
// players are the tournament's, to tell how many each McMahon bar puts in the top group (none
// for a new tournament).
// paired tells that the tournament has paired games: its game can no longer change.
func SettingsSections(j *app.SettingsJSON, errs map[string]error, players []tournament.Player, paired bool) []dirSection {
	withHelp := func(f DirField, help string) DirField {
		f.Help = help
		return f
	}
	// The rule book the settings follow, if any (tournament.PresetOf).
	preset := ""
	if set, err := j.Settings(); err == nil {
		preset = tournament.PresetOf(&set)
	}
	num := func(name, label string, v int, help string) DirField {
		return DirField{Name: name, Label: label, Kind: "number", Value: strconv.Itoa(v), Help: help}
	}
	num64 := func(name, label string, v int64) DirField {
		return DirField{Name: name, Label: label, Kind: "number", Value: strconv.FormatInt(v, 10)}
	}
	pts := func(name, label string, v float64, help string) DirField {
		return DirField{Name: name, Label: label, Kind: "number", Step: "0.5", Value: strconv.FormatFloat(v, 'f', -1, 64), Help: help}
	}
	text := func(name, label, v string) DirField {
		return DirField{Name: name, Label: label, Kind: "text", Value: v, MaxLength: tournament.MaxTitleLength}
	}
	sel := func(name, label, v string, opts []dirOption) DirField {
		return DirField{Name: name, Label: label, Kind: "select", Value: v, Options: opts}
	}
	check := func(name, label string, v bool, help string) DirField {
		return DirField{Name: name, Label: label, Kind: "checkbox", Checked: v, Help: help}
	}
	rules := make([]string, 0, 16)
	for _, r := range goban.RuleSetNames() {
		rules = append(rules, r, r)
	}
	name := text("name", "Name", j.Name)
	name.Required, name.Wide = true, true
	country := text("country", "Country (two letters)", j.Country)
	game := sel("game", "Game", j.Game, gameOptions(j.Game, paired))
	game.Help = "the board, the handicaps, the results and the printouts follow it; it cannot change once a round is paired"
	onlyGame := func(f DirField, games string) DirField {
		f.Game = games
		return f
	}
	gomokuBoard := strconv.Itoa(j.BoardSize)
	if j.Game != string(tournament.GomokuGame) && j.Game != string(tournament.NinukiGame) {
		gomokuBoard = "15"
	}
	general := []DirField{
		game,
		name, text("short_name", "Short name", j.ShortName), text("place", "Place", j.Place), country,
		text("director", "Director", j.Director),
		sel("language", "Language of the printouts", j.Language, languageOptions(j.Language)),
		{Name: "time_zone", Label: "Time zone", Kind: "text", Value: j.TimeZone,
			Help: "IANA name, such as Europe/Prague; empty for UTC"},
		{Name: "begin", Label: "First day", Kind: "date", Value: j.Begin},
		{Name: "end", Label: "Last day", Kind: "date", Value: j.End},
		num("rounds", "Rounds", j.Rounds, ""),
		onlyGame(sel("board_size", "Board", strconv.Itoa(j.BoardSize), dirOptions(strconv.Itoa(j.BoardSize), "19", "19×19", "13", "13×13", "9", "9×9")), "go"),
		onlyGame(sel("gomoku_board", "Gomoku board", gomokuBoard, dirOptions(gomokuBoard, "15", "15×15", "19", "19×19")), "gomoku ninuki"),
		onlyGame(withHelp(sel("preset", "Rule book", preset, dirOptions(preset, "", "— (set by hand)", "czech-1991", "Czech rules (1991)",
			"slovak", "Slovak rules", "finnish", "Finnish rules")),
			"sets the rules, the komi and the handicap together, as the rule book gives them"), "go"),
		onlyGame(sel("rules", "Rules", j.Rules, dirOptions(j.Rules, rules...)), "go"),
		onlyGame(pts("komi", "Komi (even games)", j.Komi, "follows the rules and the board while it is at their default"), "go"),
		withHelp(sel("self_report", "Players report their results", j.SelfReport, dirOptions(j.SelfReport,
			"off", "No: the results desk enters them", "confirm", "Yes: the desk approves two agreeing reports",
			"auto", "Yes: two agreeing reports are recorded")),
			"through their personal links; a disagreement always waits for the results desk"),
	}
	matchGames := strconv.Itoa(max(j.MatchGames, 1))
	variant, opening := j.Variant, j.Opening
	if variant == "" {
		variant = tournament.VariantFree
	}
	if opening == "" {
		opening = tournament.OpeningNone
	}
	ladder := j.HandicapLadder
	if len(ladder) == 0 {
		ladder = tournament.DefaultHandicapLadder
	}
	gameRules := []DirField{
		onlyGame(withHelp(sel("variant", "Variant", variant, dirOptions(variant, "free", "Free: five or more in a row win",
			"exact", "Exactly five: a row of six or more does not win")), "seed 001 plays free gomoku; seed 000 exactly five"), "gomoku"),
		onlyGame(withHelp(sel("opening", "Opening rule", opening, dirOptions(opening, "none", "None", "swap", "Swap", "swap2", "Swap2")),
			"recorded for the players: the colours of the games follow the pairing"), "gomoku ninuki"),
		onlyGame(withHelp(sel("match_games", "Games a pairing plays", matchGames, dirOptions(matchGames, "1", "One game",
			"2", "A match of 2 games", "4", "A match of 4 games")), "colours alternating; the match's games won make its result, and GW adds them"), "gomoku ninuki"),
		withHelp(sel("draws", "A drawn game", j.Draws, dirOptions(j.Draws, "half", "Counts half a win each",
			"replay", "Is replayed with the colours exchanged")), "sennichite and impasse in shogi, a full board in gomoku"),
	}
	show := func(f DirField, when string) DirField {
		f.Show = when
		return f
	}
	timeFields := []DirField{
		sel("time.kind", "Overtime", j.Time.Kind, dirOptions(j.Time.Kind, "sudden-death", "Sudden death",
			"japanese", "Japanese byo-yomi", "canadian", "Canadian byo-yomi", "fischer", "Fischer")),
		num("time.basic_minutes", "Basic time (minutes)", j.Time.BasicMinutes, ""),
		show(num("time.periods", "Byo-yomi periods", j.Time.Periods, ""), "japanese"),
		show(num("time.period_seconds", "Period (seconds)", j.Time.PeriodSeconds, ""), "japanese"),
		show(num("time.stones", "Stones per period", j.Time.Stones, ""), "canadian"),
		show(num("time.stones_seconds", "Canadian period (seconds)", j.Time.StonesSeconds, ""), "canadian"),
		show(num("time.increment_seconds", "Increment (seconds)", j.Time.IncrementSeconds, ""), "fischer"),
	}
	system := []DirField{
		sel("system", "System", j.System, dirOptions(j.System, "mcmahon", "McMahon", "swiss", "Swiss", "round-robin", "Round robin")),
		show(barField(j.Bar, players), "mcmahon"), show(text("floor", "McMahon floor", j.Floor), "mcmahon"),
		pts("absent_points", "Points for an absent round", j.AbsentPoints, "0, 0.5 or 1"),
		pts("bye_points", "Points for a bye", j.ByePoints, "0, 0.5 or 1"),
		show(pts("nbw_absent_points", "Wins for an absent round", j.NBWAbsentPoints, ""), "swiss"),
		show(pts("nbw_bye_points", "Wins for a bye", j.NBWByePoints, ""), "swiss"),
		check("round_down", "Round down absent and bye points", j.RoundDown, ""),
		check("count_unplayed_as_half", "Count unplayed rounds as half a game in SOS", j.CountUnplayedAsHalf,
			"OpenGotha's option; off by default"),
	}
	hd := []DirField{
		withHelp(sel("handicap.kind", "Handicap", j.Handicap.Kind, dirOptions(j.Handicap.Kind, "mms", "McMahon score difference",
			"rank-difference", "Rank difference", "none", "No handicap")),
			"rank difference: a stone for each rank between the players, in every game, the top group of a McMahon tournament included; McMahon score difference: from the scores, even from the threshold up"),
		show(text("handicap.no_handicap_threshold", "No handicap from", j.Handicap.NoHandicapThreshold), "mms"),
		onlyGame(show(num("handicap.correction", "Correction", j.Handicap.Correction, "stones taken off"), "mms"), "go"),
		onlyGame(show(num("handicap.ceiling", "Ceiling", j.Handicap.Ceiling, "largest handicap: 9 on 19×19, 5 on 13×13 and 9×9"), "handicap"), "go"),
		onlyGame(show(num("handicap.prisoners_per_rank", "Prisoners per further rank", j.Handicap.PrisonersPerRank,
			"White gives them for each rank beyond the ceiling: 5 on 19×19, 2 on 13×13, 1 on 9×9"), "rank-difference"), "go"),
		show(check("handicap.based_on_rank", "Based on ranks, not McMahon scores", j.Handicap.BasedOnRank, ""), "mms"),
		onlyGame(show(DirField{Name: "handicap_ladder", Label: "Handicap by grade difference", Kind: "text", Wide: true,
			Value: strings.Join(ladder, ", "),
			Help:  "the handicap for a difference of 0, 1, 2 … grades, the last for every larger one: " + strings.Join(tournament.ShogiHandicaps, ", ")},
			"handicap"), "shogi"),
	}
	crits := make([]string, 0, 40)
	crits = append(crits, "", "—")
	for _, c := range tournament.KnownCriteria() {
		crits = append(crits, string(c), string(c))
	}
	var criteria []DirField
	for i := 1; i <= maxCriteria; i++ {
		v := ""
		if i <= len(j.Criteria) {
			v = j.Criteria[i-1]
		}
		criteria = append(criteria, sel(fmt.Sprintf("criteria[%d]", i), strconv.Itoa(i)+".", v, dirOptions(v, crits...)))
	}
	p := &j.Pairing
	seeds := []string{"split-and-random", "Split and random", "split-and-fold", "Split and fold", "split-and-slip", "Split and slip"}
	dudd := []string{"top", "Top", "mid", "Middle", "bottom", "Bottom"}
	weights := []DirField{
		num64("pairing.avoid_duplicate_game", "Avoid duplicate games", p.AvoidDuplicateGame),
		num64("pairing.random", "Random", p.Random),
		check("pairing.deterministic", "Deterministic random", p.Deterministic, ""),
		num64("pairing.balance_wb", "White/black balance", p.BalanceWB),
		num64("pairing.minimize_score_difference", "Minimize score difference", p.MinimizeScoreDifference),
		num64("pairing.dudd_weight", "Draw-up/draw-down", p.DUDDWeight),
		check("pairing.compensate_dudd", "Compensate draw-ups and draw-downs", p.CompensateDUDD, ""),
		sel("pairing.dudd_upper_mode", "Drawn-up player meets", p.DUDDUpperMode, dirOptions(p.DUDDUpperMode, dudd...)),
		sel("pairing.dudd_lower_mode", "Drawn-down player meets", p.DUDDLowerMode, dirOptions(p.DUDDLowerMode, dudd...)),
		num64("pairing.maximize_seeding", "Seeding", p.MaximizeSeeding),
		num("pairing.last_round_for_seed_system1", "Last round of the first seeding", p.LastRoundForSeedSystem1, ""),
		sel("pairing.seed_system1", "First seeding", p.SeedSystem1, dirOptions(p.SeedSystem1, seeds...)),
		sel("pairing.seed_system2", "Then", p.SeedSystem2, dirOptions(p.SeedSystem2, seeds...)),
		num64("pairing.secondary_criteria", "Secondary criteria", p.SecondaryCriteria),
		num64("pairing.minimize_handicap", "Minimize handicap", p.MinimizeHandicap),
		num64("pairing.avoid_same_geo", "Avoid same club/country", p.AvoidSameGeo),
	}
	sections := []dirSection{
		{Key: "tournament", Title: "Tournament", Fields: general},
		{Key: "time", Title: "Thinking time", Class: egfClass(j.Time), Minutes: adjustedMinutes(j.Time), Live: "/director/time-class", Fields: timeFields},
		{Key: "system", Title: "Pairing system", Help: "Bar guidance: 3 rounds 4-8 players above it, 5 rounds 6-12, 7 rounds 8-18.", Fields: system},
		{Key: "game_rules", Title: "Rules of the game", Game: "shogi gomoku ninuki", Fields: gameRules},
		{Key: "handicap", Title: "Handicap", Game: "go shogi", Fields: hd},
		{Key: "criteria", Title: "Placement criteria, in order", Error: errs["criteria"], Fields: criteria},
		{Key: "weights", Title: "Pairing weights (OpenGotha's parameters)", Advanced: true, Fields: weights},
	}
	for i := range sections {
		for k := range sections[i].Fields {
			f := &sections[i].Fields[k]
			f.Error = errs[f.Name]
			if f.Error != nil {
				sections[i].Advanced = false
			}
		}
	}
	return sections
}

// barField is the McMahon bar's select; its help says what the counts of the options are.
func barField(current string, players []tournament.Player) DirField {
	f := DirField{Name: "bar", Label: "McMahon bar", Kind: "select", Value: current, Options: barOptions(current, players)}
	if len(players) > 0 {
		f.Help = "after each bar: the players it puts in the top group / all players"
	}
	return f
}

// barOptions are the McMahon bars to choose from, 9d down to 30k, each labelled with how many
// of the players it puts in the top group: those ranked at or above the bar, who all start
// at the bar's score ("4d · 12/40", the help of the field says what the numbers are). A bar the list lacks (a professional
// rank, or text that is no rank, shown again with its message) is kept as the first option.
func barOptions(current string, players []tournament.Player) []dirOption {
	cur, err := rank.Parse(current)
	var out []dirOption
	if err != nil || cur > rank.Dan(9) {
		out = append(out, dirOption{Value: current, Label: current, Selected: true})
	}
	for r := rank.Dan(9); r >= rank.Kyu(30); r-- {
		label := r.String()
		if len(players) > 0 {
			top := 0
			for i := range players {
				if players[i].Rank.Value() >= r.Value() {
					top++
				}
			}
			label = fmt.Sprintf("%s · %d/%d", r, top, len(players))
		}
		out = append(out, dirOption{Value: r.String(), Label: label, Selected: err == nil && r == cur})
	}
	return out
}

// timeSystem is the thinking time of the form, false if its kind is unknown.
func timeSystem(tj app.TimeJSON) (tournament.TimeSystem, bool) {
	t, err := tj.TimeSystem()
	return t, err == nil
}

// egfClass tells the EGF class of a thinking time, which decides how much its games weigh
// in the ratings: the director sees it while choosing the time ("" for an unknown kind).
func egfClass(tj app.TimeJSON) string {
	if ts, ok := timeSystem(tj); ok {
		return ts.EGFClass()
	}
	return ""
}

// adjustedMinutes is the adjusted time the EGF class is given by.
func adjustedMinutes(tj app.TimeJSON) int {
	ts, _ := timeSystem(tj)
	return ts.AdjustedMinutes()
}

// timeClassForm is POST /director/time-class, sent by htmx when a time input of the settings
// changes: the EGF class of the time typed so far.
func (s *handlers) timeClassForm(c echo.Context) error {
	f := &app.FormReader{Get: c.FormValue, Errors: map[string]error{}}
	tj := app.TimeJSON{
		Kind: f.Str("time.kind"), BasicMinutes: f.Int("time.basic_minutes"),
		PeriodSeconds: f.Int("time.period_seconds"), Periods: f.Int("time.periods"),
		Stones: f.Int("time.stones"), StonesSeconds: f.Int("time.stones_seconds"),
		IncrementSeconds: f.Int("time.increment_seconds"),
	}
	var text string
	if class := egfClass(tj); class != "" {
		text = s.Tr(c).T("time.egf_class", "Class", class, "Min", adjustedMinutes(tj))
	}
	if len(f.Errors) > 0 {
		text = s.Tr(c).T("time.whole_numbers")
	}
	return c.HTML(http.StatusOK, template.HTMLEscapeString(text))
}

// languageOptions are hoshi's languages by their own names, for the tournament's language:
// that of the printouts for the wall and of the pages of a browser that names none of them.
func languageOptions(cur string) []dirOption {
	var pairs []string
	for _, l := range i18n.Languages {
		pairs = append(pairs, l.Code, l.Name)
	}
	return dirOptions(cur, pairs...)
}

// gameOptions are the games a tournament may play, by their names; once a round is paired
// only the tournament's own.
func gameOptions(cur string, paired bool) []dirOption {
	var pairs []string
	for _, g := range tournament.GameKinds {
		if !paired || string(g) == cur {
			pairs = append(pairs, string(g), gameNames[g])
		}
	}
	return dirOptions(cur, pairs...)
}

// gameNames are the games' names in English (the catalogue's opt.game.{game} translates them).
var gameNames = map[tournament.GameKind]string{
	tournament.GoGame: "Go", tournament.ShogiGame: "Shogi", tournament.GomokuGame: "Gomoku", tournament.NinukiGame: "Ninuki",
}

// splitLadder reads a handicap ladder typed as names separated by commas or spaces.
func splitLadder(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' || r == '\t' })
}

package director

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/team"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// The team settings of the settings page (docs/TEAMS.md): the number of boards (0 for an
// individual tournament), the kind (a team of boards, Pair Go, Rengo), the colour rule, the
// strength rule and the team placement criteria in order. They are the JSON API's team_size,
// team_kind and team_criteria with the two rules the API leaves at their defaults, checked as
// the API checks them (app.CheckTeamSettings) and stored by store.SetTeamSettingsAt at the
// revision the page was saved at.

// teamSettingsSection is the settings page's fieldset of the team settings ts; the section's
// fields show the kind and the rules only for a team tournament.
func teamSettingsSection(ts team.Settings, errs map[string]error) dirSection {
	kind, colours, strength := ts.Kind.String(), ts.Colours.String(), ts.Strength.String()
	f := []DirField{
		{Name: "team_size", Label: "Boards of a team (0: individual tournament)", Kind: "number", Value: strconv.Itoa(ts.Size),
			Help: "2 to 6; a Pair Go pair has 2 players"},
		{Name: "team_kind", Label: "Kind", Kind: "select", Value: kind, Options: dirOptions(kind,
			"boards", "Team tournament (a game on each board)", "pair-go", "Pair Go", "rengo", "Rengo")},
		{Name: "team_colours", Label: "Colours of the boards", Kind: "select", Value: colours, Options: dirOptions(colours,
			"a-black-first", "First team Black on odd boards", "a-white-first", "First team White on odd boards")},
		{Name: "team_strength", Label: "A team's strength", Kind: "select", Value: strength, Options: dirOptions(strength,
			"mean-rating", "Mean rating", "mean-rank", "Mean rank")},
	}
	// The team placement criteria, in order, as the individual ones are chosen: one select
	// per place, an empty one skipped.
	crits := []string{"", "—"}
	for _, c := range teamCriteriaOffered() {
		crits = append(crits, string(c), string(c))
	}
	cs := effectiveTeamCriteria(ts.Criteria)
	for i := 1; i <= maxTeamCriteria; i++ {
		v, label, help := "", strconv.Itoa(i)+".", ""
		if i <= len(cs) {
			v = string(cs[i-1])
		}
		if i == 1 {
			label = "Team placement criteria, in order: 1."
			help = "TEAMP match points, BDW board points, BDWnU board points of the n upper boards, SOST the opponents' match points, MNR mean rating, DC direct encounter"
		}
		f = append(f, DirField{Name: fmt.Sprintf("team_criteria[%d]", i), Label: label, Kind: "select", Value: v,
			Options: dirOptions(v, crits...), Help: help})
	}
	for i := range f {
		f[i].Error = errs[f[i].Name]
		if f[i].Name == "team_criteria[1]" {
			// A refusal of the criteria is said beside the first of them.
			f[i].Error = errs["team_criteria"]
		}
	}
	return dirSection{Key: "teams", Title: "Teams, Pair Go and Rengo", Fields: f}
}

// readTeamSettingsForm reads the team fields over old; a form without them (rendered before
// hoshi had them) keeps old. The errors are by input name.
func readTeamSettingsForm(c echo.Context, old team.Settings) (team.Settings, map[string]error) {
	params, err := c.FormParams()
	if err != nil || !params.Has("team_size") {
		return old, nil
	}
	f := &app.FormReader{Get: c.FormValue, Errors: map[string]error{}}
	ts := old
	ts.Size = f.Int("team_size")
	var ok bool
	if ts.Kind, ok = team.ParseKind(f.Str("team_kind")); !ok {
		f.Errors["team_kind"] = msgTeamKindUnknown.New(f.Str("team_kind"))
	}
	if ts.Colours, ok = team.ParseColourRule(f.Str("team_colours")); !ok {
		f.Errors["team_colours"] = msgTeamColoursUnknown.New(f.Str("team_colours"))
	}
	if ts.Strength, ok = team.ParseStrengthRule(f.Str("team_strength")); !ok {
		f.Errors["team_strength"] = msgTeamStrengthUnknown.New(f.Str("team_strength"))
	}
	if params.Has("team_criteria[1]") {
		ts.Criteria = nil
		for i := 1; i <= maxTeamCriteria; i++ {
			if v := f.Str(fmt.Sprintf("team_criteria[%d]", i)); v != "" {
				ts.Criteria = append(ts.Criteria, team.Criterion(v))
			}
		}
		if err := app.ValidTeamCriteria(ts.Criteria); err != nil {
			maps.Copy(f.Errors, app.FieldErrors(err))
		}
	}
	if len(f.Errors) > 0 {
		return ts, f.Errors
	}
	if ts.Size == 0 {
		// An individual tournament keeps no rules: the page shows the defaults next time.
		ts = team.Settings{}
	}
	if err := app.ValidTeamSettings(ts); err != nil {
		return ts, app.FieldErrors(err)
	}
	return ts, nil
}

// teamSettingsChanged tells whether the page changes the stored team settings.
func teamSettingsChanged(old, ts team.Settings) bool {
	if old.Size == 0 && ts.Size == 0 {
		return false
	}
	return old.Size != ts.Size || old.Kind != ts.Kind || old.Colours != ts.Colours || old.Strength != ts.Strength ||
		!slices.Equal(effectiveTeamCriteria(old.Criteria), effectiveTeamCriteria(ts.Criteria))
}

// maxTeamCriteria is how many team criteria the page offers, as many as individual ones.
const maxTeamCriteria = maxCriteria

// teamCriteriaOffered are the team criteria the page offers, in the order of docs/TEAMS.md.
func teamCriteriaOffered() []team.Criterion {
	out := []team.Criterion{team.CritTeamPoints, team.CritBoardWins}
	for n := 1; n <= 9; n++ {
		out = append(out, team.Criterion(fmt.Sprintf("BDW%dU", n)))
	}
	return append(out, team.CritSOST, team.CritMeanRating, team.CritDC)
}

// effectiveTeamCriteria are the criteria the standings use: cs, or hoshi's default if none.
func effectiveTeamCriteria(cs []team.Criterion) []team.Criterion {
	if len(cs) == 0 {
		return team.DefaultCriteria()
	}
	return cs
}

// checkTeamSettingsForm refuses team settings the tournament's teams do not fit, before
// anything is stored (app.CheckTeamSettings, the API's check).
func (s *handlers) checkTeamSettingsForm(ctx context.Context, id store.TournamentID, t *tournament.Tournament, old, ts team.Settings) map[string]error {
	if !teamSettingsChanged(old, ts) {
		return nil
	}
	if err := app.CheckTeamSettings(ctx, s.DB, id, t, ts); err != nil {
		errs := app.FieldErrors(err)
		// A team the settings do not fit ("players", "lineups") is said beside the number of
		// boards: the page has no other input for it.
		for k, msg := range errs {
			switch k {
			case "team_size", "team_kind", "team_colours", "team_strength", "team_criteria":
			default:
				delete(errs, k)
				if _, dup := errs["team_size"]; !dup {
					errs["team_size"] = msg
				}
			}
		}
		return errs
	}
	return nil
}

package app

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/templates"
)

// TestTeamRefusalsInPluralForms: the team refusals count players and teams in the plural
// form each language needs, whichever their number: Czech "1 hráče", "3 hráče", "5 hráčů";
// Slovak "1 hráča", "3 hráčov"; Finnish "1 pelaaja", "3 pelaajaa"; French "1 joueur",
// "3 joueurs"; German "1 anwesenden Spieler", "3 anwesende Spieler". Each refusal is the
// message its producer declares (team, store, app), with its number and values; the English
// is what the JSON API answers. The expected texts are written by hand.
func TestTeamRefusalsInPluralForms(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	n := func(key string, count int, args ...any) *keyed.Error {
		m := keyed.Lookup(key)
		if m == nil {
			t.Fatalf("%s is not declared", key)
		}
		return m.N(count, args...)
	}
	for _, c := range []struct {
		lang string
		err  *keyed.Error
		en   string
		want string
	}{
		{"cs", n("verr.side_size", 1, "A", 2), "side A has 1 player, not 2", "strana A má 1 hráče, ne 2"},
		{"cs", n("verr.side_size", 3, "A", 2), "side A has 3 players, not 2", "strana A má 3 hráče, ne 2"},
		{"cs", n("verr.side_size", 5, "A", 4), "side A has 5 players, not 4", "strana A má 5 hráčů, ne 4"},
		{"cs", n("verr.side_size", 0, "A", 2), "side A has 0 players, not 2", "strana A má 0 hráčů, ne 2"},
		{"cs", n("verr.team_short", 1, "Brno", 4), "team Brno has 1 player, fewer than the 4 boards", "družstvo Brno má 1 hráče, méně, než má desek (4)"},
		{"cs", n("verr.team_short", 5, "Brno", 6), "team Brno has 5 players, fewer than the 6 boards", "družstvo Brno má 5 hráčů, méně, než má desek (6)"},
		{"cs", msgHasTeams.N(1), "the tournament has 1 team: delete it first", "turnaj má 1 družstvo: nejprve ho smažte"},
		{"cs", msgHasTeams.N(3), "the tournament has 3 teams: delete them first", "turnaj má 3 družstva: nejprve je smažte"},
		{"cs", msgHasTeams.N(7), "the tournament has 7 teams: delete them first", "turnaj má 7 družstev: nejprve je smažte"},
		{"cs", n("verr.team_lineup_size", 1, "Brno", 2, 3), "team Brno, round 2: 1 player for 3 boards", "družstvo Brno, 2. kolo: jiný počet hráčů než desek (hráči: 1, desky: 3)"},
		{"sk", n("verr.side_size", 1, "A", 2), "side A has 1 player, not 2", "strana A má 1 hráča, nie 2"},
		{"sk", n("verr.side_size", 3, "A", 2), "side A has 3 players, not 2", "strana A má 3 hráčov, nie 2"},
		{"sk", msgHasTeams.N(1), "the tournament has 1 team: delete it first", "turnaj má 1 družstvo: najprv ho zmažte"},
		{"sk", msgHasTeams.N(2), "the tournament has 2 teams: delete them first", "turnaj má 2 družstvá: najprv ich zmažte"},
		{"sk", msgHasTeams.N(5), "the tournament has 5 teams: delete them first", "turnaj má 5 družstiev: najprv ich zmažte"},
		{"fi", n("verr.side_size", 1, "A", 2), "side A has 1 player, not 2", "puolella A on 1 pelaaja, ei 2"},
		{"fi", n("verr.side_size", 3, "A", 2), "side A has 3 players, not 2", "puolella A on 3 pelaajaa, ei 2"},
		{"fr", msgHasTeams.N(1), "the tournament has 1 team: delete it first", "le tournoi a 1 équipe : supprimez-la d'abord"},
		{"de", n("verr.team_present", 1, "X", 2, 3), "team X has 1 player present in round 2 for 3 boards: give it a lineup for the round, or mark the team absent from it on the Teams page",
			"Mannschaft X hat in Runde 2 1 anwesenden Spieler für 3 Bretter: ihr eine Aufstellung für die Runde geben oder sie auf der Seite Mannschaften für die Runde als abwesend markieren"},
		{"de", n("verr.team_present", 2, "X", 2, 3), "team X has 2 players present in round 2 for 3 boards: give it a lineup for the round, or mark the team absent from it on the Teams page",
			"Mannschaft X hat in Runde 2 2 anwesende Spieler für 3 Bretter: ihr eine Aufstellung für die Runde geben oder sie auf der Seite Mannschaften für die Runde als abwesend markieren"},
		{"de", msgHasTeams.N(1), "the tournament has 1 team: delete it first", "das Turnier hat 1 Mannschaft: zuerst löschen"},
		// English stays as the checks wrote it.
		{"en", n("verr.side_size", 1, "A", 2), "side A has 1 player, not 2", "side A has 1 player, not 2"},
	} {
		if got := c.err.Error(); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.err.Key, got, c.en)
		}
		if got := LocalizeError(cat.For(c.lang), c.err); got != c.want {
			t.Errorf("%s %q:\n got %q\nwant %q", c.lang, c.en, got, c.want)
		}
	}
}

package app

import (
	"testing"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/templates"
)

// TestTeamRefusalsInPluralForms: the team refusals count players and teams in the plural
// form each language needs, from the English message whichever its number ("1 player",
// "3 players"): Czech "1 hráče", "3 hráče", "5 hráčů"; Slovak "1 hráča", "3 hráčov"; Finnish
// "1 pelaaja", "3 pelaajaa"; French "1 joueur", "3 joueurs"; German "1 anwesenden Spieler",
// "3 anwesende Spieler". The expected texts are written by hand.
func TestTeamRefusalsInPluralForms(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, en, want string }{
		{"cs", "side A has 1 player, not 2", "strana A má 1 hráče, ne 2"},
		{"cs", "side A has 3 players, not 2", "strana A má 3 hráče, ne 2"},
		{"cs", "side A has 5 players, not 4", "strana A má 5 hráčů, ne 4"},
		{"cs", "side A has 0 players, not 2", "strana A má 0 hráčů, ne 2"},
		{"cs", "team Brno has 1 player, fewer than the 4 boards", "družstvo Brno má 1 hráče, méně, než má desek (4)"},
		{"cs", "team Brno has 5 players, fewer than the 6 boards", "družstvo Brno má 5 hráčů, méně, než má desek (6)"},
		{"cs", "the tournament has 1 team: delete it first", "turnaj má 1 družstvo: nejprve ho smažte"},
		{"cs", "the tournament has 3 teams: delete them first", "turnaj má 3 družstva: nejprve je smažte"},
		{"cs", "the tournament has 7 teams: delete them first", "turnaj má 7 družstev: nejprve je smažte"},
		{"cs", "team Brno, round 2: 1 player for 3 boards", "družstvo Brno, 2. kolo: jiný počet hráčů než desek (hráči: 1, desky: 3)"},
		{"sk", "side A has 1 player, not 2", "strana A má 1 hráča, nie 2"},
		{"sk", "side A has 3 players, not 2", "strana A má 3 hráčov, nie 2"},
		{"sk", "the tournament has 1 team: delete it first", "turnaj má 1 družstvo: najprv ho zmažte"},
		{"sk", "the tournament has 2 teams: delete them first", "turnaj má 2 družstvá: najprv ich zmažte"},
		{"sk", "the tournament has 5 teams: delete them first", "turnaj má 5 družstiev: najprv ich zmažte"},
		{"fi", "side A has 1 player, not 2", "puolella A on 1 pelaaja, ei 2"},
		{"fi", "side A has 3 players, not 2", "puolella A on 3 pelaajaa, ei 2"},
		{"fi", "1 player for 2 boards: choose a player for every board", "1 pelaaja 2 laudalle: valitse pelaaja joka laudalle"},
		{"fr", "1 player for 2 boards: choose a player for every board", "1 joueur pour 2 plateaux : choisissez un joueur par plateau"},
		{"fr", "3 players for 4 boards: choose a player for every board", "3 joueurs pour 4 plateaux : choisissez un joueur par plateau"},
		{"fr", "the tournament has 1 team: delete it first", "le tournoi a 1 équipe : supprimez-la d'abord"},
		{"de", "team X has 1 player present in round 2 for 3 boards: give it a lineup for the round, or mark the team absent from it on the Teams page",
			"Mannschaft X hat in Runde 2 1 anwesenden Spieler für 3 Bretter: ihr eine Aufstellung für die Runde geben oder sie auf der Seite Mannschaften für die Runde als abwesend markieren"},
		{"de", "team X has 2 players present in round 2 for 3 boards: give it a lineup for the round, or mark the team absent from it on the Teams page",
			"Mannschaft X hat in Runde 2 2 anwesende Spieler für 3 Bretter: ihr eine Aufstellung für die Runde geben oder sie auf der Seite Mannschaften für die Runde als abwesend markieren"},
		{"de", "the tournament has 1 team: delete it first", "das Turnier hat 1 Mannschaft: zuerst löschen"},
		// English stays as the checks wrote it.
		{"en", "side A has 1 player, not 2", "side A has 1 player, not 2"},
	} {
		if got := LocalizeError(cat, cat.For(c.lang), c.en); got != c.want {
			t.Errorf("%s %q:\n got %q\nwant %q", c.lang, c.en, got, c.want)
		}
	}
}

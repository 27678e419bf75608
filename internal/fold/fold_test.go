package fold

import "testing"

// Every letter the names of Czech, Slovak, Polish, Finnish and Nordic (Danish, Norwegian,
// Swedish, Icelandic, Faroese) players use beyond ASCII, small and capital, with the letter
// a player types for it, written out by hand from the languages' alphabets.
func TestKeyLetters(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"Czech", "áčďéěíňóřšťúůýž", "acdeeinorstuuyz"},
		{"Czech", "ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ", "acdeeinorstuuyz"},
		{"Slovak", "äáčďéíĺľňóôŕšťúýž", "aacdeillnoorstuyz"},
		{"Slovak", "ÄÁČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ", "aacdeillnoorstuyz"},
		{"Polish", "ąćęłńóśźż", "acelnoszz"},
		{"Polish", "ĄĆĘŁŃÓŚŹŻ", "acelnoszz"},
		{"Finnish", "äöå", "aoa"},
		{"Finnish", "ÄÖÅ", "aoa"},
		{"Danish, Norwegian", "æøå", "aeoa"},
		{"Danish, Norwegian", "ÆØÅ", "aeoa"},
		{"Swedish", "åäö", "aao"},
		{"Icelandic", "áðéíóúýþæö", "adeiouythaeo"},
		{"Icelandic", "ÁÐÉÍÓÚÝÞÆÖ", "adeiouythaeo"},
		{"Faroese", "áðíóúýæø", "adiouyaeo"},
		{"German", "äöüß", "aouss"},
		{"Croatian", "čćđšž", "ccdsz"},
		{"Turkish", "ıİş", "iis"},
	} {
		if got := Key(c.in); got != c.want {
			t.Errorf("%s: Key(%q) = %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}

// Whole names fold to what a player types for them; spaces, hyphens and ASCII stay.
func TestKeyNames(t *testing.T) {
	for in, want := range map[string]string{
		"Dvořák":                    "dvorak",
		"Ľudovít Štúr":              "ludovit stur",
		"Łukasz Żółkiewski":         "lukasz zolkiewski",
		"Kimi Räikkönen":            "kimi raikkonen",
		"Søren Kierkegaard":         "soren kierkegaard",
		"Þórður Guðmundsson":        "thordur gudmundsson",
		"Ærø-Åsgård":                "aero-asgard",
		"STRAẞE":                    "strasse",
		"Jarní turnaj 2026":         "jarni turnaj 2026",
		"plain ascii, with commas.": "plain ascii, with commas.",
		// A name typed with combining accents folds as the same name typed composed.
		"Dvor\u030ca\u0301k": "dvorak",
	} {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

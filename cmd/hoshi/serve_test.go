package main

import (
	"os"
	"testing"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"gopkg.in/yaml.v3"
)

// TestExampleConfig reads the config.yaml shipped at the top of the repository.
func TestExampleConfig(t *testing.T) {
	data, err := os.ReadFile("../../config.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var cfg serveConfig
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.Listen != "127.0.0.1:8080" || cfg.Database != "./hoshi.db" || cfg.SessionHours != 24 {
		t.Fatalf("config %+v", cfg)
	}
	s, err := cfg.Defaults.settings()
	if err != nil {
		t.Fatal(err)
	}
	if s.Komi != 13 || s.Bar != rank.Dan(4) || s.Floor != rank.Kyu(20) || s.Rounds != 5 || s.System != tournament.McMahon {
		t.Fatalf("defaults %+v", s)
	}
}

func TestConfigDefaults(t *testing.T) {
	komi := 7.0
	for _, tc := range []struct {
		yaml string
		ok   bool
	}{
		{"rounds: 7\nbar: 2d\nsystem: swiss", true},
		{"komi: 6.3", false},
		{"bar: 4x", false},
		{"system: knockout", false},
		{"rounds: 99", false},
	} {
		var d defaultsConfig
		if err := yaml.Unmarshal([]byte(tc.yaml), &d); err != nil {
			t.Fatal(err)
		}
		s, err := d.settings()
		if (err == nil) != tc.ok {
			t.Errorf("%q: error %v", tc.yaml, err)
		}
		if tc.ok && (s.Rounds != 7 || s.Bar != rank.Dan(2) || s.System != tournament.Swiss || s.Criteria[0] != tournament.CritNBW) {
			t.Errorf("%q: %+v", tc.yaml, s)
		}
	}
	d := defaultsConfig{Komi: &komi}
	if s, err := d.settings(); err != nil || s.Komi != 14 {
		t.Fatalf("komi 7: %d %v", s.Komi, err)
	}
}

package main

import (
	"bytes"
	"github.com/hoshi-go/hoshi/internal/web"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"go.yaml.in/yaml/v3"
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
	// The file shows the store's defaults: ten seconds, 5%.
	if p := cfg.backupPace(); p != store.DefaultBackupPace || p != (store.BackupPace{Interval: 10 * time.Second, Share: 0.05}) {
		t.Errorf("config.yaml's backup pace %+v, the store's default %+v", p, store.DefaultBackupPace)
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

// TestConfigDefaultsFollowRules: without a komi, the configured rules and board give it (the
// Czech rules of 1991: 5.5 on 19x19, 8.5 on 13x13; the Finnish leaflet: 6.5), and the board
// gives the handicap ceiling and the prisoners per rank; a komi given is kept.
func TestConfigDefaultsFollowRules(t *testing.T) {
	for _, tc := range []struct {
		yaml                     string
		komi, ceiling, prisoners int
	}{
		{"rules: czech-1991", 11, 9, 5},
		{"rules: czech-1991\nboard_size: 13", 17, 5, 2},
		{"rules: finnish\nboard_size: 9", 13, 5, 1},
		{"rules: chinese\nboard_size: 9\nkomi: 6", 12, 5, 1},
		{"board_size: 19", 13, 9, 5},
	} {
		var d defaultsConfig
		if err := yaml.Unmarshal([]byte(tc.yaml), &d); err != nil {
			t.Fatal(err)
		}
		s, err := d.settings()
		if err != nil || s.Komi != tc.komi || s.Handicap.Ceiling != tc.ceiling || s.Handicap.PrisonersPerRank != tc.prisoners {
			t.Errorf("%q: komi %d, ceiling %d, %d prisoners a rank (%v); want %d, %d, %d", tc.yaml,
				s.Komi, s.Handicap.Ceiling, s.Handicap.PrisonersPerRank, err, tc.komi, tc.ceiling, tc.prisoners)
		}
	}
}

// A bad configuration stops hoshi serve before it opens the database: one line naming the key
// and its value, exit status 2.
func TestServeRefusesBadConfig(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "never.db")
	for _, tc := range []struct{ yaml, want string }{
		{"defaults:\n  rules: klingon\n", `defaults.rules: unknown rule set "klingon"`},
		{"defaults:\n  board_size: 30\n", "defaults.board_size: "},
		{"defaults:\n  komi: 6.3\n", "defaults.komi: 6.3"},
		{"defaults:\n  komi: 99.5\n", "defaults.komi: komi 99.5"},
		{"defaults:\n  bar: 4x\n", "defaults.bar: "},
		{"defaults:\n  bar: 10k\n  floor: 5k\n", "defaults.bar: the McMahon bar (10k) is below the floor (5k)"},
		{"defaults:\n  rounds: 99\n", "defaults.rounds: "},
		{"defaults:\n  country: France\n", `defaults.country: write the country as two letters (FR, DE, CZ), not "France"`},
		{"defaults:\n  rule: chinese\n", `line 2: unknown key "rule"`},
		{"listen: localhost\n", `listen: "localhost" is not HOST:PORT`},
		{"listen: 127.0.0.1:99999\n", `listen: "127.0.0.1:99999": port "99999"`},
		{"session_hours: -1\n", "session_hours: -1"},
		{"poll_seconds: -5\n", "poll_seconds: -5: want 1 to 3600 seconds"},
		{"poll_seconds: 7200\n", "poll_seconds: 7200: want 1 to 3600 seconds"},
		{"admin_password_hash: secret\n", "admin_password_hash: not a bcrypt hash"},
		{"rate_limit: -5\n", "rate_limit: -5: want the requests a second"},
		{"backup_seconds: -1\n", "backup_seconds: -1: want 1 to 86400 seconds"},
		{"backup_seconds: 90000\n", "backup_seconds: 90000: want 1 to 86400 seconds"},
		{"backup_share: 101\n", "backup_share: 101: want 1 to 100 percent"},
		{"backup_share: -5\n", "backup_share: -5: want 1 to 100 percent"},
		{"log_format: xml\n", `log_format: "xml" is not text or json`},
		{"metrics_listen: nowhere\n", `metrics_listen: "nowhere" is not HOST:PORT`},
		{"public_url: go.example.org\n", `public_url: "go.example.org" is not an address`},
		{"listen: [\n", "yaml: "},
	} {
		cfg := filepath.Join(dir, "config.yaml")
		if err := os.WriteFile(cfg, []byte(tc.yaml), 0o600); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		code := serveCmd([]string{"--config", cfg, "--db", db}, &stdout, &stderr)
		msg := stderr.String()
		if code != 2 || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "hoshi serve: "+cfg+": ") ||
			!strings.Contains(msg, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", tc.yaml, code, msg, tc.want)
		}
	}
	var stderr bytes.Buffer
	if code := serveCmd([]string{"--listen", "nowhere", "--db", db}, io.Discard, &stderr); code != 2 ||
		!strings.HasPrefix(stderr.String(), `hoshi serve: --listen: "nowhere" is not HOST:PORT`) {
		t.Errorf("--listen nowhere: exit %d, stderr %q", code, stderr.String())
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("a refused configuration created the database (%v)", err)
	}
}

// The shipped config.yaml passes the start-up checks; rule-set names are case-insensitive
// and stored as the engine names them.
func TestExampleConfigValid(t *testing.T) {
	data, err := os.ReadFile("../../config.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var cfg serveConfig
	if err := parseConfig(data, &cfg); err != nil {
		t.Fatal(err)
	}
	if err := cfg.validate(); err != nil {
		t.Fatal(err)
	}
	d := defaultsConfig{Rules: "Tromp-Taylor"}
	if s, err := d.settings(); err != nil || s.Rules != "tromp-taylor" {
		t.Fatalf("rules %q, %v", s.Rules, err)
	}
}

// The first password is chosen at /setup, which answers only the server machine itself.
func TestSetupURLNamesLoopback(t *testing.T) {
	for _, tc := range []struct{ listen, want string }{
		{"127.0.0.1:8080", "http://127.0.0.1:8080/setup"},
		{"0.0.0.0:8080", "http://127.0.0.1:8080/setup"},
		{"[::]:9000", "http://127.0.0.1:9000/setup"},
		{"[::1]:9000", "http://[::1]:9000/setup"},
		{"192.168.1.10:8080", ""},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tc.listen)
		if err != nil {
			t.Fatal(err)
		}
		if got := setupURL(addr); got != tc.want {
			t.Errorf("listening on %s: %s, want %s", tc.listen, got, tc.want)
		}
	}
}

// The environment sets each key over config.yaml, and names itself in its errors.
func TestConfigFromEnvironment(t *testing.T) {
	env := map[string]string{
		"HOSHI_LISTEN": "0.0.0.0:9000", "HOSHI_DATABASE": "postgres://h@db/h", "HOSHI_BACKUP_DIR": "/var/backups/hoshi",
		"HOSHI_SECURE_COOKIES": "true", "HOSHI_SESSION_HOURS": "12", "HOSHI_TRUSTED_PROXIES": "127.0.0.1, 10.0.0.0/8",
		"HOSHI_POLL_SECONDS": "30", "HOSHI_PUBLIC_URL": "https://go.example.org/", "HOSHI_ADMIN_PASSWORD_HASH": "",
		"HOSHI_BACKUP_SECONDS": "60", "HOSHI_BACKUP_SHARE": "2",
	}
	cfg := serveConfig{Listen: "127.0.0.1:8080", Database: "file.db", SessionHours: 24, AdminPasswordHash: "kept"}
	if err := cfg.applyEnv(func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}
	if cfg.Listen != "0.0.0.0:9000" || cfg.Database != "postgres://h@db/h" || cfg.BackupDir != "/var/backups/hoshi" ||
		!cfg.SecureCookies || cfg.SessionHours != 12 || len(cfg.TrustedProxies) != 2 || cfg.TrustedProxies[1] != "10.0.0.0/8" ||
		cfg.PollSeconds != 30 || cfg.AdminPasswordHash != "kept" ||
		cfg.backupPace() != (store.BackupPace{Interval: time.Minute, Share: 0.02}) {
		t.Fatalf("%+v", cfg)
	}
	cfg.AdminPasswordHash = ""
	if err := cfg.validate(); err != nil || cfg.PublicURL != "https://go.example.org" {
		t.Fatalf("validate: %v, public_url %q", err, cfg.PublicURL)
	}
	for k, want := range map[string]string{
		"HOSHI_SESSION_HOURS":  `HOSHI_SESSION_HOURS: "twelve" is not a whole number`,
		"HOSHI_SECURE_COOKIES": `HOSHI_SECURE_COOKIES: "twelve" is not true or false`,
		"HOSHI_BACKUP_SHARE":   `HOSHI_BACKUP_SHARE: "twelve" is not a whole number`,
	} {
		err := (&serveConfig{}).applyEnv(func(name string) string {
			if name == k {
				return "twelve"
			}
			return ""
		})
		if err == nil || err.Error() != want {
			t.Errorf("%s=twelve: %v, want %q", k, err, want)
		}
	}
	for _, bad := range []string{"go.example.org", "ftp://go.example.org", "https://", "https://go.example.org/?a=1"} {
		c := serveConfig{Listen: "127.0.0.1:8080", Database: "x.db", PublicURL: bad}
		if err := c.validate(); err == nil || !strings.HasPrefix(err.Error(), "public_url: ") {
			t.Errorf("public_url %q: %v", bad, err)
		}
	}
	// Through the command: the environment wins over the file, and a bad value stops the start.
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(file, []byte("poll_seconds: 20\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOSHI_POLL_SECONDS", "7200")
	var stderr bytes.Buffer
	if code := serveCmd([]string{"--config", file, "--db", filepath.Join(dir, "never.db")}, io.Discard, &stderr); code != 2 ||
		!strings.Contains(stderr.String(), "poll_seconds: 7200") {
		t.Errorf("HOSHI_POLL_SECONDS=7200 over a file's 20: exit %d, %q", code, stderr.String())
	}
	t.Setenv("HOSHI_POLL_SECONDS", "often")
	stderr.Reset()
	if code := serveCmd([]string{"--db", filepath.Join(dir, "never.db")}, io.Discard, &stderr); code != 2 ||
		!strings.Contains(stderr.String(), "HOSHI_POLL_SECONDS: \"often\"") {
		t.Errorf("HOSHI_POLL_SECONDS=often: exit %d, %q", code, stderr.String())
	}
}

// rate_limit: none is the server's default, -1 none at all, N a second in bursts of 5 N.
func TestConfigRateLimit(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want web.RateLimit
	}{{0, web.RateLimit{}}, {-1, web.RateLimit{PerSecond: -1}}, {100, web.RateLimit{PerSecond: 100, Burst: 500}}} {
		c := serveConfig{RateLimit: tc.n}
		if got := c.rateLimit(); got != tc.want {
			t.Errorf("rate_limit %d: %+v, want %+v", tc.n, got, tc.want)
		}
	}
}

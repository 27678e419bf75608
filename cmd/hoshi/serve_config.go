package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"go.yaml.in/yaml/v3"
	"golang.org/x/crypto/bcrypt"

	"github.com/hoshi-go/hoshi/internal/goban"
	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
)

// serveConfig is config.yaml. Flags override it; HOSHI_ADMIN_PASSWORD overrides the hash.
type serveConfig struct {
	Listen   string `yaml:"listen"`
	Database string `yaml:"database"`
	// BackupDir is the folder of the automatic backups; empty: beside the SQLite file, named
	// after it (hoshi.db: hoshi-backups).
	BackupDir string `yaml:"backup_dir"`
	// BackupSeconds is the least time between two automatic backups of a tournament that keeps
	// changing; 0 or none: 10 seconds. BackupShare is the most of the time (percent) a
	// tournament's backups may take; 0 or none: 5 (store.BackupPace).
	BackupSeconds int `yaml:"backup_seconds"`
	BackupShare   int `yaml:"backup_share"`
	// AdminPasswordHash is the bcrypt hash of the director's password
	// (htpasswd -nbBC 10 "" PASSWORD | cut -d: -f2).
	AdminPasswordHash string `yaml:"admin_password_hash"`
	SecureCookies     bool   `yaml:"secure_cookies"`
	SessionHours      int    `yaml:"session_hours"`
	// TrustedProxies are the reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For
	// header names the client; none by default.
	TrustedProxies []string `yaml:"trusted_proxies"`
	// PollSeconds is how often the public pairings and standings pages ask again when no
	// event stream reaches them; 0 or none: 20 seconds.
	PollSeconds int `yaml:"poll_seconds"`
	// PublicURL is the address the server is reached at from outside, for the links hoshi
	// gives out (invitations); empty: the address each request came to.
	PublicURL string `yaml:"public_url"`
	// MetricsListen is a second address that serves /metrics alone, to anyone who reaches it;
	// empty: /metrics is on the main address, for this machine and the trusted proxies.
	MetricsListen string `yaml:"metrics_listen"`
	// RateLimit is the requests a second one client address may send on average (bursts of
	// five seconds' worth); 0 or none: 400; -1: no limit.
	RateLimit int `yaml:"rate_limit"`
	// LogFormat is the form of the log's lines on standard error: text (default) or json.
	LogFormat string         `yaml:"log_format"`
	Defaults  defaultsConfig `yaml:"defaults"`
}

// envKeys are the environment variables that set a key of the configuration, over
// config.yaml and under the command line's flags: HOSHI_ and the key in capitals.
var envKeys = []string{"listen", "database", "backup_dir", "admin_password_hash", "secure_cookies",
	"session_hours", "trusted_proxies", "poll_seconds", "public_url", "log_format", "metrics_listen", "rate_limit",
	"backup_seconds", "backup_share"}

// applyEnv sets the keys of envKeys that the environment gives (getenv: os.Getenv). An
// empty variable is as unset. A value that is no value of its key is an error naming the
// variable.
func (c *serveConfig) applyEnv(getenv func(string) string) error {
	texts := map[string]*string{
		"listen": &c.Listen, "database": &c.Database, "backup_dir": &c.BackupDir,
		"admin_password_hash": &c.AdminPasswordHash, "public_url": &c.PublicURL,
		"log_format": &c.LogFormat, "metrics_listen": &c.MetricsListen,
	}
	for _, key := range envKeys {
		name := "HOSHI_" + strings.ToUpper(key)
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			continue
		}
		if dst, ok := texts[key]; ok {
			*dst = v
			continue
		}
		var err error
		switch key {
		case "secure_cookies":
			c.SecureCookies, err = strconv.ParseBool(v)
			if err != nil {
				err = fmt.Errorf("%q is not true or false", v)
			}
		case "session_hours", "poll_seconds", "rate_limit", "backup_seconds", "backup_share":
			var n int
			if n, err = strconv.Atoi(v); err != nil {
				err = fmt.Errorf("%q is not a whole number", v)
			} else {
				*map[string]*int{"session_hours": &c.SessionHours, "poll_seconds": &c.PollSeconds, "rate_limit": &c.RateLimit,
					"backup_seconds": &c.BackupSeconds, "backup_share": &c.BackupShare}[key] = n
			}
		case "trusted_proxies":
			c.TrustedProxies = nil
			for p := range strings.SplitSeq(v, ",") {
				if p = strings.TrimSpace(p); p != "" {
					c.TrustedProxies = append(c.TrustedProxies, p)
				}
			}
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

// publicURL checks public_url: an http or https address with a host and nothing after the
// path, given back without its trailing slash.
func publicURL(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" ||
		u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("%q is not an address like https://go.example.org", v)
	}
	return strings.TrimRight(v, "/"), nil
}

// defaultsConfig are the settings of a new tournament that a club changes once for all.
type defaultsConfig struct {
	Rounds    int      `yaml:"rounds"`
	BoardSize int      `yaml:"board_size"`
	Rules     string   `yaml:"rules"`
	Komi      *float64 `yaml:"komi"`
	System    string   `yaml:"system"`
	Bar       string   `yaml:"bar"`
	Floor     string   `yaml:"floor"`
	Country   string   `yaml:"country"`
	Place     string   `yaml:"place"`
	Director  string   `yaml:"director"`
}

// backupDir is the folder of the automatic backups: backup_dir, else a folder beside the
// database named after it ("data/hoshi.db" gives "data/hoshi-backups"). A PostgreSQL database
// has no folder beside it: without backup_dir it gets no automatic backups ("").
func (c *serveConfig) backupDir() string {
	if strings.TrimSpace(c.BackupDir) != "" {
		return c.BackupDir
	}
	if store.IsPostgres(c.Database) {
		return ""
	}
	base := filepath.Base(c.Database)
	if ext := filepath.Ext(base); ext != "" && ext != base {
		base = strings.TrimSuffix(base, ext)
	}
	return filepath.Join(filepath.Dir(c.Database), base+"-backups")
}

// maxSessionHours bounds session_hours: a year is plenty for a tournament's director.
const maxSessionHours = 24 * 366

// parseConfig reads config.yaml over cfg. A key hoshi does not know is an error rather than
// a setting silently ignored (a misspelt "rule: chinese" would leave the rules japanese).
func parseConfig(data []byte, cfg *serveConfig) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	err := dec.Decode(cfg)
	var te *yaml.TypeError
	switch {
	case err == nil, errors.Is(err, io.EOF): // an empty file changes nothing
		return nil
	case errors.As(err, &te):
		msgs := make([]string, len(te.Errors))
		for i, e := range te.Errors {
			msgs[i] = unknownField.ReplaceAllString(e, `unknown key "$1"`)
		}
		return errors.New(strings.Join(msgs, "; "))
	}
	return err
}

var unknownField = regexp.MustCompile(`field (\S+) not found in type \S+`)

// validate checks the whole configuration before the server starts, so that a mistake stops
// it with a message naming the key and its value instead of surfacing later in a page.
func (c *serveConfig) validate() error {
	if err := validateListen(c.Listen); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	if strings.TrimSpace(c.Database) == "" {
		return errors.New("database: empty: give the SQLite file, like ./hoshi.db, or a postgres:// URL")
	}
	if c.AdminPasswordHash != "" {
		if _, err := bcrypt.Cost([]byte(c.AdminPasswordHash)); err != nil {
			return fmt.Errorf("admin_password_hash: not a bcrypt hash (%v): make one with htpasswd -nbBC 10 \"\" PASSWORD", err)
		}
	}
	if c.SessionHours < 0 || c.SessionHours > maxSessionHours {
		return fmt.Errorf("session_hours: %d: want 1 to %d hours (0 or none: the default)", c.SessionHours, maxSessionHours)
	}
	if c.PollSeconds < 0 || c.PollSeconds > maxPollSeconds {
		return fmt.Errorf("poll_seconds: %d: want 1 to %d seconds (0 or none: the default, 20)", c.PollSeconds, maxPollSeconds)
	}
	if c.RateLimit < -1 {
		return fmt.Errorf("rate_limit: %d: want the requests a second of one address (0 or none: 400; -1: no limit)", c.RateLimit)
	}
	if c.BackupSeconds < 0 || c.BackupSeconds > maxBackupSeconds {
		return fmt.Errorf("backup_seconds: %d: want 1 to %d seconds between two automatic backups of a tournament (0 or none: the default, 10)", c.BackupSeconds, maxBackupSeconds)
	}
	if c.BackupShare < 0 || c.BackupShare > 100 {
		return fmt.Errorf("backup_share: %d: want 1 to 100 percent of the time (0 or none: the default, 5)", c.BackupShare)
	}
	if c.MetricsListen != "" {
		if err := validateListen(c.MetricsListen); err != nil {
			return fmt.Errorf("metrics_listen: %w", err)
		}
	}
	switch c.LogFormat {
	case "", "text", "json":
	default:
		return fmt.Errorf("log_format: %q is not text or json", c.LogFormat)
	}
	u, err := publicURL(c.PublicURL)
	if err != nil {
		return fmt.Errorf("public_url: %w", err)
	}
	c.PublicURL = u
	_, err = c.Defaults.settings()
	return err
}

// maxBackupSeconds bounds backup_seconds: a day between two backups of a changing tournament
// is already more than a weekend's tournament can afford to lose.
const maxBackupSeconds = 24 * 3600

// backupPace is the automatic backups' pace of backup_seconds and backup_share (a key left 0
// keeps the store's default).
func (c *serveConfig) backupPace() store.BackupPace {
	return store.BackupPace{Interval: time.Duration(c.BackupSeconds) * time.Second, Share: float64(c.BackupShare) / 100}
}

// maxPollSeconds bounds poll_seconds: a page that asks less than once an hour is not live.
const maxPollSeconds = 3600

// validateListen checks a listen address, HOST:PORT; the host may be empty (every interface).
func validateListen(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%q is not HOST:PORT, like 127.0.0.1:8080", addr)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 0 || p > 65535 {
		return fmt.Errorf("%q: port %q is not a number from 0 to 65535", addr, port)
	}
	return nil
}

// settingsKeys maps the fields of tournament.Settings that the defaults set to their keys.
var settingsKeys = map[string]string{
	"Rounds": "rounds", "BoardSize": "board_size", "Komi": "komi", "System": "system",
	"Bar": "bar", "Floor": "floor", "Country": "country", "Place": "place", "Director": "director",
}

// settings applies the configured defaults over hoshi's own. Errors name the key under
// "defaults." and its value.
func (d defaultsConfig) settings() (tournament.Settings, error) {
	s := tournament.DefaultSettings()
	if d.Rounds != 0 {
		s.Rounds = d.Rounds
	}
	if d.BoardSize != 0 {
		s.BoardSize = d.BoardSize
	}
	if d.Rules != "" {
		r, err := goban.RulesByName(d.Rules)
		if err != nil {
			return s, fmt.Errorf("defaults.rules: %w", err)
		}
		s.Rules = r.Name
	}
	switch d.System {
	case "", "mcmahon":
	case "swiss":
		s.System = tournament.Swiss
	case "round-robin":
		s.System = tournament.RoundRobin
	default:
		return s, fmt.Errorf("defaults.system: %q is not mcmahon, swiss or round-robin", d.System)
	}
	// Komi, handicap ceiling and criteria follow the rules, board and system, unless given.
	s.FollowDefaults(tournament.DefaultSettings())
	if d.Komi != nil {
		s.Komi = int(*d.Komi * 2)
		if float64(s.Komi) != *d.Komi*2 {
			return s, fmt.Errorf("defaults.komi: %v is not a whole or half number", *d.Komi)
		}
	}
	for _, r := range []struct {
		text string
		dst  *rank.Rank
		name string
	}{{d.Bar, &s.Bar, "bar"}, {d.Floor, &s.Floor, "floor"}} {
		if r.text == "" {
			continue
		}
		v, err := rank.Parse(r.text)
		if err != nil {
			return s, fmt.Errorf("defaults.%s: %w", r.name, err)
		}
		*r.dst = v
	}
	s.Country, s.Place, s.Director = d.Country, d.Place, d.Director
	// A new tournament gets its name from the director; everything else must be valid.
	check := s
	check.Name = "defaults"
	err := check.Validate()
	if err == nil {
		return s, nil
	}
	var msgs []string
	for _, e := range flatten(err) {
		var fe *tournament.FieldError
		if errors.As(e, &fe) && settingsKeys[fe.Field] != "" {
			msgs = append(msgs, "defaults."+settingsKeys[fe.Field]+": "+fe.Msg)
		} else {
			msgs = append(msgs, "defaults: "+e.Error())
		}
	}
	return s, errors.New(strings.Join(msgs, "; "))
}

// flatten lists the errors of an errors.Join.
func flatten(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// rateLimit is the web server's limit of rate_limit.
func (c *serveConfig) rateLimit() web.RateLimit {
	switch {
	case c.RateLimit < 0:
		return web.RateLimit{PerSecond: -1}
	case c.RateLimit == 0:
		return web.RateLimit{} // the server's default
	}
	return web.RateLimit{PerSecond: float64(c.RateLimit), Burst: 5 * float64(c.RateLimit)}
}

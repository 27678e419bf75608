package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web"
	"gopkg.in/yaml.v3"
)

func init() {
	register("serve", "run the web service (the default command)", runServe)
}

// serveConfig is config.yaml. Flags override it; HOSHI_ADMIN_PASSWORD overrides the hash.
type serveConfig struct {
	Listen   string `yaml:"listen"`
	Database string `yaml:"database"`
	// AdminPasswordHash is the bcrypt hash of the director's password
	// (htpasswd -nbBC 10 "" PASSWORD | cut -d: -f2).
	AdminPasswordHash string         `yaml:"admin_password_hash"`
	SecureCookies     bool           `yaml:"secure_cookies"`
	SessionHours      int            `yaml:"session_hours"`
	Defaults          defaultsConfig `yaml:"defaults"`
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

// settings applies the configured defaults over hoshi's own.
func (d defaultsConfig) settings() (tournament.Settings, error) {
	s := tournament.DefaultSettings()
	if d.Rounds != 0 {
		s.Rounds = d.Rounds
	}
	if d.BoardSize != 0 {
		s.BoardSize = d.BoardSize
	}
	if d.Rules != "" {
		s.Rules = d.Rules
	}
	if d.Komi != nil {
		s.Komi = int(*d.Komi * 2)
		if float64(s.Komi) != *d.Komi*2 {
			return s, fmt.Errorf("defaults.komi: %v is not a whole or half number", *d.Komi)
		}
	}
	switch d.System {
	case "", "mcmahon":
	case "swiss":
		s.System = tournament.Swiss
		s.Criteria = []tournament.Criterion{tournament.CritNBW, tournament.CritSOSW, tournament.CritSOSOSW}
	case "round-robin":
		s.System = tournament.RoundRobin
	default:
		return s, fmt.Errorf("defaults.system: %q is not mcmahon, swiss or round-robin", d.System)
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
	return s, check.Validate()
}

func runServe(args []string) int {
	return serveCmd(args, os.Stdout, os.Stderr)
}

// serveCmd is `hoshi serve` with its output streams as parameters, for tests; the server's
// log goes to standard error.
func serveCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("serve", "[serve] [--listen ADDR] [--db PATH] [--config FILE]", stdout, stderr)
	listen := cl.String("listen", "127.0.0.1:8080", "address `ADDR` to listen on; 0.0.0.0:8080 to reach it from other machines")
	dbPath := cl.String("db", "hoshi.db", "SQLite database `PATH`, created on first start")
	configPath := cl.String("config", "", "YAML configuration `FILE` (see config.yaml)")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	if len(rest) > 0 {
		return cl.fail("unexpected argument %q", rest[0])
	}
	cfg := serveConfig{Listen: *listen, Database: *dbPath}
	if *configPath != "" {
		data, err := os.ReadFile(*configPath)
		if err != nil {
			return cl.fail("%v", err)
		}
		if err := yaml.Unmarshal(data, &cfg); err != nil {
			return cl.fail("%s: %v", *configPath, err)
		}
		// Flags given on the command line win over the file.
		cl.Visit(func(f *flag.Flag) {
			switch f.Name {
			case "listen":
				cfg.Listen = *listen
			case "db":
				cfg.Database = *dbPath
			}
		})
	}
	if cfg.Listen == "" {
		cfg.Listen = *listen
	}
	if cfg.Database == "" {
		cfg.Database = *dbPath
	}
	if err := serve(cfg); err != nil {
		cl.errorf("%v", err)
		return 1
	}
	return 0
}

func serve(cfg serveConfig) error {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	defaults, err := cfg.Defaults.settings()
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := store.Open(ctx, cfg.Database)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := setPassword(ctx, db, cfg); err != nil {
		return err
	}
	srv, err := web.New(db, web.Config{
		Defaults:      defaults,
		SecureCookies: cfg.SecureCookies,
		SessionTTL:    time.Duration(cfg.SessionHours) * time.Hour,
		Logger:        log,
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return err
	}
	hs := &http.Server{
		Handler:           srv.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	log.Info("hoshi serving", "url", "http://"+ln.Addr().String(), "database", cfg.Database)
	if ok, err := db.HasDirector(ctx); err == nil && !ok {
		log.Info("no director password yet: choose one at http://" + ln.Addr().String() + "/setup")
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// setPassword sets the director's password from HOSHI_ADMIN_PASSWORD, else from the
// configuration's hash; without either the first visitor of /setup chooses it.
func setPassword(ctx context.Context, db *store.DB, cfg serveConfig) error {
	if pw := os.Getenv("HOSHI_ADMIN_PASSWORD"); pw != "" {
		return db.SetPassword(ctx, pw)
	}
	if cfg.AdminPasswordHash != "" {
		return db.SetPasswordHash(ctx, cfg.AdminPasswordHash)
	}
	return nil
}

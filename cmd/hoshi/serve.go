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
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/hoshi-go/hoshi/internal/backup"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web"
)

func init() {
	register("serve", "run the web service (the default command)", runServe)
}

func runServe(args []string) int {
	return serveCmd(args, os.Stdout, os.Stderr)
}

// serveCmd is `hoshi serve` with its output streams as parameters, for tests; the server's
// log goes to standard error.
func serveCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("serve", "[serve] [--listen ADDR] [--db PATH|URL] [--config FILE]", stdout, stderr)
	listen := cl.String("listen", "127.0.0.1:8080", "address `ADDR` to listen on; 0.0.0.0:8080 to reach it from other machines")
	dbPath := cl.String("db", "hoshi.db", "SQLite database `PATH`, created on first start, or a PostgreSQL URL postgres://user:password@host/database")
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
		if err := parseConfig(data, &cfg); err != nil {
			return cl.fail("%s: %v", *configPath, err)
		}
	}
	// The environment (HOSHI_DATABASE, ...) wins over the file, and flags given on the command
	// line over both.
	if err := cfg.applyEnv(os.Getenv); err != nil {
		return cl.fail("%v", err)
	}
	cl.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "listen":
			cfg.Listen = *listen
		case "db":
			cfg.Database = *dbPath
		}
	})
	if cfg.Listen == "" {
		cfg.Listen = *listen
	}
	if cfg.Database == "" {
		cfg.Database = *dbPath
	}
	// A bad value given as a flag is named as the flag, one from the file as the file's key.
	set := map[string]bool{}
	cl.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if err := validateListen(cfg.Listen); err != nil && (set["listen"] || *configPath == "") {
		return cl.fail("--listen: %v", err)
	}
	if strings.TrimSpace(cfg.Database) == "" && (set["db"] || *configPath == "") {
		return cl.fail("--db: empty: give the SQLite file, like ./hoshi.db, or a postgres:// URL")
	}
	if err := cfg.validate(); err != nil {
		if *configPath == "" {
			return cl.fail("%v", err) // a value from the environment
		}
		return cl.fail("%s: %v", *configPath, err)
	}
	if err := serve(cfg); err != nil {
		cl.errorf("%v", err)
		return 1
	}
	return 0
}

// serve runs the web service with a validated configuration.
func serve(cfg serveConfig) error {
	var handler slog.Handler = slog.NewTextHandler(os.Stderr, nil)
	if cfg.LogFormat == "json" {
		handler = slog.NewJSONHandler(os.Stderr, nil)
	}
	log := slog.New(handler)
	defaults, err := cfg.Defaults.settings()
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	metrics := web.NewMetrics()
	db, err := openDatabase(ctx, cfg, log, metrics)
	if err != nil {
		return err
	}
	defer db.Close()
	srv, err := web.New(db, web.Config{
		Defaults:       defaults,
		SecureCookies:  cfg.SecureCookies,
		SessionTTL:     time.Duration(cfg.SessionHours) * time.Hour,
		Logger:         log,
		TrustedProxies: cfg.TrustedProxies,
		PollInterval:   time.Duration(cfg.PollSeconds) * time.Second,
		PublicURL:      cfg.PublicURL,
		Metrics:        metrics,
		RateLimit:      cfg.rateLimit(),
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
	hs.RegisterOnShutdown(srv.CloseStreams)
	if w := goVersionWarning(runtime.Version()); w != "" {
		log.Warn(w)
	}
	log.Info("hoshi serving", "url", "http://"+ln.Addr().String(), "database", store.Redact(cfg.Database),
		"schema", store.Schema(), "backups", cfg.backupDir())
	if ok, err := db.HasDirector(ctx); err == nil && !ok {
		if u := setupURL(ln.Addr()); u != "" {
			log.Info("no director password yet: choose one on this machine at " + u)
		} else {
			log.Info("no director password yet: /setup answers only loopback clients, which this address " +
				"cannot serve; restart with HOSHI_ADMIN_PASSWORD set or admin_password_hash in the configuration")
		}
	}
	errc := make(chan error, 2)
	go func() { errc <- hs.Serve(ln) }()
	if cfg.MetricsListen != "" {
		mln, err := net.Listen("tcp", cfg.MetricsListen)
		if err != nil {
			hs.Close()
			return fmt.Errorf("metrics_listen: %w", err)
		}
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", srv.MetricsHandler())
		ms := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, WriteTimeout: 30 * time.Second}
		defer ms.Close()
		log.Info("metrics served", "url", "http://"+mln.Addr().String()+"/metrics")
		go func() {
			if err := ms.Serve(mln); !errors.Is(err, http.ErrServerClosed) {
				errc <- fmt.Errorf("metrics_listen: %w", err)
			}
		}()
	}
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

// openDatabase opens the server's database with the director's password set and the
// automatic backups on, into cfg.backupDir(); the log tells of each backup written.
func openDatabase(ctx context.Context, cfg serveConfig, log *slog.Logger, metrics *web.Metrics) (*store.DB, error) {
	db, err := store.Open(ctx, cfg.Database)
	if err != nil {
		return nil, err
	}
	for _, id := range db.AppliedMigrations() {
		log.Info("migration applied", "id", id)
	}
	if err := setPassword(ctx, db, cfg); err != nil {
		db.Close()
		return nil, err
	}
	if cfg.backupDir() == "" {
		log.Warn("no automatic backups: set backup_dir in the configuration to have them")
		return db, nil
	}
	db.AutoBackup(backup.Folder{Dir: cfg.backupDir(), Keep: backup.DefaultKeep}, func(id store.TournamentID, path string, err error) {
		metrics.Backup(err)
		if err != nil {
			log.Error("automatic backup failed", "tournament", id, "err", err)
			return
		}
		log.Info("automatic backup", "tournament", id, "file", path)
	})
	db.SetBackupPace(cfg.backupPace())
	return db, nil
}

// setupURL is where the director chooses the first password: /setup answers only clients on
// a loopback address, so a server listening on every address is named by loopback, and one
// listening on another single address has no such URL ("").
func setupURL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		return ""
	}
	ip := net.ParseIP(host)
	switch {
	case ip == nil:
		return ""
	case ip.IsUnspecified():
		// A listener on every address ("0.0.0.0" is reported as "[::]") is dual-stack, and
		// IPv4 loopback exists on every machine that runs hoshi; IPv6 loopback need not.
		host = "127.0.0.1"
	case !ip.IsLoopback():
		return ""
	}
	return "http://" + net.JoinHostPort(host, port) + "/setup"
}

// setPassword sets the director's password from HOSHI_ADMIN_PASSWORD, else from the
// configuration's hash; without either a visitor of /setup on the server machine chooses it.
func setPassword(ctx context.Context, db *store.DB, cfg serveConfig) error {
	if pw := os.Getenv("HOSHI_ADMIN_PASSWORD"); pw != "" {
		return db.SetPassword(ctx, pw)
	}
	if cfg.AdminPasswordHash != "" {
		return db.SetPasswordHash(ctx, cfg.AdminPasswordHash)
	}
	return nil
}

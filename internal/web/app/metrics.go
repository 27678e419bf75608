package app

import (
	"database/sql"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are the server's measures in Prometheus' text format (GET /metrics, or on the
// separate metrics_listen address): requests by route and status with their durations, open
// live streams, the database's connection pool, pairing and scoring durations, automatic
// backups and their failures, refused logins. Each Server has its own registry, so tests can
// start as many servers as they like.
type Metrics struct {
	Registry  *prometheus.Registry
	requests  *prometheus.CounterVec
	durations *prometheus.HistogramVec
	pairing   prometheus.Histogram
	scoring   prometheus.Histogram
	backups   *prometheus.CounterVec
	logins    *prometheus.CounterVec
}

// NewMetrics makes the measures of one server; the Go runtime's and the process's are in it
// too.
func NewMetrics() *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hoshi_http_requests_total",
			Help: "Requests answered, by route (the pattern, not the path), method and status.",
		}, []string{"route", "method", "status"}),
		durations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "hoshi_http_request_duration_seconds",
			Help:    "Time to answer a request, by route and method (live streams excluded).",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		pairing: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "hoshi_pairing_duration_seconds",
			Help:    "Time to pair a round (the exact matching and its proof).",
			Buckets: []float64{.001, .005, .01, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}),
		scoring: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "hoshi_scoring_duration_seconds",
			Help:    "Time to score a game record or a final position.",
			Buckets: []float64{.001, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}),
		backups: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hoshi_automatic_backups_total",
			Help: "Automatic backups written (result ok) or failed (result failed).",
		}, []string{"result"}),
		logins: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "hoshi_login_refusals_total",
			Help: "Logins refused, by reason: password (wrong account or password) or limited (too many failures).",
		}, []string{"reason"}),
	}
	m.Registry.MustRegister(m.requests, m.durations, m.pairing, m.scoring, m.backups, m.logins,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	for _, r := range []string{"ok", "failed"} {
		m.backups.WithLabelValues(r)
	}
	for _, r := range []string{"password", "limited"} {
		m.logins.WithLabelValues(r)
	}
	return m
}

// Backup counts an automatic backup, failed when err is not nil.
func (m *Metrics) Backup(err error) {
	if err != nil {
		m.backups.WithLabelValues("failed").Inc()
		return
	}
	m.backups.WithLabelValues("ok").Inc()
}

// ObservePairing records a pairing that started at start: defer m.ObservePairing(time.Now()).
func (m *Metrics) ObservePairing(start time.Time) { m.pairing.Observe(time.Since(start).Seconds()) }

// ObserveScoring records a scoring that started at start.
func (m *Metrics) ObserveScoring(start time.Time) { m.scoring.Observe(time.Since(start).Seconds()) }

// loginRefused counts a refused login.
func (m *Metrics) loginRefused(reason string) { m.logins.WithLabelValues(reason).Inc() }

// RegisterMetrics adds to the server's measures those that read its state when scraped: open
// live streams and the database's pool.
func (s *Server) RegisterMetrics() {
	s.Metrics.Registry.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "hoshi_live_streams",
			Help: "Live event streams open (public pages and the results desk following a tournament).",
		}, func() float64 { return float64(s.OpenStreams()) }),
		poolCollector{s.DB.PoolStats},
	)
}

// poolCollector reads the database pool's statistics when scraped.
type poolCollector struct{ stats func() sql.DBStats }

var (
	poolOpen    = prometheus.NewDesc("hoshi_db_connections_open", "Connections to the database, in use and idle.", nil, nil)
	poolInUse   = prometheus.NewDesc("hoshi_db_connections_in_use", "Connections to the database in use.", nil, nil)
	poolMax     = prometheus.NewDesc("hoshi_db_connections_max", "The largest number of connections the pool opens.", nil, nil)
	poolWaits   = prometheus.NewDesc("hoshi_db_connection_waits_total", "Times a request waited for a free connection.", nil, nil)
	poolWaitSec = prometheus.NewDesc("hoshi_db_connection_wait_seconds_total", "Time requests waited for a free connection.", nil, nil)
)

func (p poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolOpen, poolInUse, poolMax, poolWaits, poolWaitSec} {
		ch <- d
	}
}

func (p poolCollector) Collect(ch chan<- prometheus.Metric) {
	st := p.stats()
	ch <- prometheus.MustNewConstMetric(poolOpen, prometheus.GaugeValue, float64(st.OpenConnections))
	ch <- prometheus.MustNewConstMetric(poolInUse, prometheus.GaugeValue, float64(st.InUse))
	ch <- prometheus.MustNewConstMetric(poolMax, prometheus.GaugeValue, float64(st.MaxOpenConnections))
	ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(st.WaitCount))
	ch <- prometheus.MustNewConstMetric(poolWaitSec, prometheus.CounterValue, st.WaitDuration.Seconds())
}

// observeRequest counts an answered request; a live stream's duration is how long it stayed
// open, not an answer's time, and is left out of the histogram.
func (m *Metrics) observeRequest(c echo.Context, method string, d time.Duration) {
	route := c.Path()
	if route == "" {
		route = "unmatched"
	}
	status := c.Response().Status
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	if c.Response().Header().Get(echo.HeaderContentType) != "text/event-stream; charset=utf-8" {
		m.durations.WithLabelValues(route, method).Observe(d.Seconds())
	}
}

// MetricsHandler serves the measures in Prometheus' text format.
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.Metrics.Registry, promhttp.HandlerOpts{})
}

// ServeMetrics answers GET /metrics to a client that connects from this machine or from one
// of the trusted proxies' addresses, and asks for itself: a request that a proxy forwards on
// someone's behalf (X-Forwarded-For, X-Real-IP, Forwarded) is not answered. Everyone else gets
// 404, as if there were no such page.
func (s *Server) ServeMetrics(c echo.Context) error {
	if !s.mayScrape(c.Request()) {
		return echo.ErrNotFound
	}
	s.MetricsHandler().ServeHTTP(c.Response(), c.Request())
	return nil
}

// mayScrape tells whether r may read the measures (ServeMetrics).
func (s *Server) mayScrape(r *http.Request) bool {
	h := r.Header
	if h.Get(echo.HeaderXForwardedFor) != "" || h.Get(echo.HeaderXRealIP) != "" || h.Get("Forwarded") != "" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	a = a.Unmap().WithZone("")
	if a.IsLoopback() {
		return true
	}
	for _, p := range s.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

package app

import (
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
)

const (
	// LangCookie keeps the language chosen with the switch.
	LangCookie = "hoshi_lang"
	// tournamentLangKey holds, in the request's context, the language of the tournament
	// the page shows: the last resort when neither the cookie nor the browser names one.
	tournamentLangKey = "tournament_lang"
	// LocalizerKey holds the localizer a cached page is built with, for tr.
	LocalizerKey = "localizer"
	// catalogKey holds the Server's catalogue, for TrOf.
	catalogKey = "catalog"
)

// RequestLang is the language the request asks for: the switch's cookie, else the
// browser's Accept-Language; "" when neither names a language hoshi speaks. For a printout
// made for the wall (wall true) the tournament's language comes before the browser's, so
// return only the cookie's.
func RequestLang(c echo.Context, wall bool) string {
	if ck, err := c.Cookie(LangCookie); err == nil && i18n.Supported(ck.Value) {
		return ck.Value
	}
	if wall {
		return ""
	}
	return i18n.FromAcceptLanguage(c.Request().Header.Get("Accept-Language"))
}

// ResolveLang is RequestLang, else the tournament's language tl, else the browser's, else
// English.
func ResolveLang(c echo.Context, wall bool, tl string) string {
	if l := RequestLang(c, wall); l != "" {
		return l
	}
	if i18n.Supported(tl) {
		return tl
	}
	if l := i18n.FromAcceptLanguage(c.Request().Header.Get("Accept-Language")); l != "" {
		return l
	}
	return i18n.Default
}

// Tr is the localizer of the request: the cookie, the browser, the tournament of the page
// (when the handler noted it with NoteTournamentLang), English.
func (s *Server) Tr(c echo.Context) *i18n.Localizer {
	if l, ok := c.Get(LocalizerKey).(*i18n.Localizer); ok {
		return l
	}
	tl, _ := c.Get(tournamentLangKey).(string)
	return s.Catalog.For(ResolveLang(c, false, tl))
}

// TrOf is tr for the functions that have the request but not the Server.
func TrOf(c echo.Context) *i18n.Localizer {
	if l, ok := c.Get(LocalizerKey).(*i18n.Localizer); ok {
		return l
	}
	cat, _ := c.Get(catalogKey).(*i18n.Catalog)
	tl, _ := c.Get(tournamentLangKey).(string)
	return cat.For(ResolveLang(c, false, tl))
}

// WithCatalog puts the catalogue in the request's context, for TrOf.
func (s *Server) WithCatalog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Set(catalogKey, s.Catalog)
		return next(c)
	}
}

// TournamentZone is the tournament's time zone, UTC if it names none the server knows.
func TournamentZone(t *tournament.Tournament) *time.Location { return t.Settings.Zone() }

// NoteTournamentLang tells tr the language of the tournament the request concerns.
func NoteTournamentLang(c echo.Context, code string) { c.Set(tournamentLangKey, code) }

// LangSwitch answers the links of the language switch: it keeps the choice in a cookie for
// a year and goes back to the page the link was on (the Referer, when it is this site's).
func (s *Server) LangSwitch(c echo.Context) error {
	code := c.Param("code")
	if !i18n.Supported(code) {
		return &Error{Status: http.StatusNotFound, Message: "no such language: " + code}
	}
	c.SetCookie(&http.Cookie{Name: LangCookie, Value: code, Path: "/", MaxAge: 365 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: SecureCookies(c)})
	back := "/"
	if ref, err := url.Parse(c.Request().Referer()); err == nil && ref.Host == c.Request().Host && ref.Path != "" {
		back = LocalPath(ref.RequestURI())
	}
	if back == "" {
		back = "/"
	}
	return c.Redirect(http.StatusSeeOther, back)
}

// langChoice is one link of the language switch.
type langChoice struct {
	Code, Name string
	Active     bool
}

// TemplateFuncs are the functions of the templates of one language: t and tn translate,
// lang is the language's code, langs the switch.
//
// te shows a refusal or note in the language (Localize: an error by its key, a text as it is).
func TemplateFuncs(cat *i18n.Catalog, l *i18n.Localizer) template.FuncMap {
	choices := make([]langChoice, len(i18n.Languages))
	for i, x := range i18n.Languages {
		choices[i] = langChoice{Code: x.Code, Name: x.Name, Active: x.Code == l.Code()}
	}
	return template.FuncMap{
		"t":    l.T,
		"tn":   l.N,
		"lang": l.Code,
		// static is the address of a file under /static/ (the server's funcs replace it with
		// the checksummed address, StaticFiles.URL).
		"static": func(name string) string { return "/static/" + name },
		"te":     func(v any) string { return Localize(l, v) },
		// dec writes a number (komi 6.5) with the language's decimal mark (6,5 in Czech).
		"dec": func(v any) string { return l.Decimal(fmt.Sprint(v)) },
		// tk is the catalogue's message of key, or fallback (a label made in Go) if it has none.
		"tk": func(key, fallback string) string {
			if cat.Has(key) {
				return l.T(key)
			}
			return fallback
		},
		"langs": func() []langChoice { return choices },
		// poll is the interval of the pages' polling, as htmx's "every" trigger reads it
		// (PollTrigger of Config.PollInterval; ParseLanguages sets the server's).
		"poll": func() string { return PollTrigger(DefaultPollInterval) },
	}
}

// DefaultPollInterval is Config.PollInterval when none is given.
const DefaultPollInterval = 20 * time.Second

// PollTrigger writes d as htmx's "every" trigger reads it: "20s", "500ms".
func PollTrigger(d time.Duration) string {
	if d%time.Second == 0 {
		return fmt.Sprintf("%ds", d/time.Second)
	}
	return fmt.Sprintf("%dms", d.Milliseconds())
}

// ExportLabels gives the column headers of the XLSX and CSV exports in the request's
// language (xh.{column} in the catalogue); the columns stay as they are.
func (s *Server) ExportLabels(c echo.Context) export.Option {
	l := s.Tr(c)
	return export.Labels(func(key, en string) string {
		if l.Code() == i18n.Default || !s.Catalog.Has("xh."+key) {
			return en
		}
		return l.T("xh." + key)
	})
}

// RulesText names a rule set in l's language ("japonská pravidla" for japanese), from the
// catalogue's opt.rules.{name}, the labels of the settings page's choice; the name itself if
// the catalogue has none.
func RulesText(l *i18n.Localizer, name string) string {
	if s := l.T("opt.rules." + name); !strings.HasPrefix(s, "[") {
		return s
	}
	return name
}

package public

import (
	"errors"
	"fmt"
	"net/http"
	"net/mail"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hoshi-go/hoshi/internal/keyed"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// SignupLimits bound the public sign-up form: five sign-ups an hour from one address, and at
// most 100 sign-ups of a tournament waiting for the director.
var SignupLimits = store.SignupLimits{PerAddress: 5, Window: time.Hour, MaxPending: 100}

// honeypotField is an input of the sign-up form hidden from people: a robot that fills it is
// thanked and nothing is stored.
const honeypotField = "website"

// signupRoutes are the public sign-up pages (they search the director's EGD list).
func (s *public) signupRoutes(ratings *app.RatingStore) []app.Route {
	const t = "/tournaments/:id"
	return []app.Route{
		{Method: echo.GET, Path: t + "/register", Handler: s.registerPage(ratings), Guard: app.Public},
		{Method: echo.POST, Path: t + "/register", Handler: s.registerSubmit(ratings), Guard: app.Public},
		{Method: echo.GET, Path: t + "/register/search", Handler: s.registerSearch(ratings), Guard: app.Public},
		{Method: echo.GET, Path: t + "/registered", Handler: s.registeredPage, Guard: app.Public},
	}
}

type signupField struct {
	Name, Label, Kind, Value, Help, Auto string
	Error                                error
	Required, Checked                    bool
}

type signupRound struct {
	N     int
	Plays bool
}

type signupView struct {
	PublicFrame
	CSRF     string
	Open     bool
	Closes   string
	Done     string // the name of the player just signed up
	Problem  error  // a refusal that is not one field's
	Fields   []signupField
	Rounds   []signupRound
	Ratings  bool // the EGD list is loaded: the search is offered
	Honeypot string
}

// registerPage is GET /tournaments/{id}/register: the sign-up form while the registration is
// open, else a page that says it is closed. ?egd=PIN fills the form from the EGD list.
func (s *public) registerPage(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		v, sn, err := s.signupFrame(c, rs)
		if err != nil || !v.Open {
			return err2(err, func() error { return s.Render(c, http.StatusOK, "public_register.html", v) })
		}
		j := app.PlayerJSON{}
		if e, ok := rs.ByPIN(c.Request().Context(), strings.TrimSpace(c.QueryParam("egd"))); ok {
			j = app.RatingJSON(e)
		}
		v.Fields = signupFields(j, "", nil)
		v.Rounds = signupRounds(sn.T.Settings.Rounds, nil)
		return s.Render(c, http.StatusOK, "public_register.html", v)
	}
}

// err2 returns err if there is one, else what f returns.
func err2(err error, f func() error) error {
	if err != nil {
		return err
	}
	return f()
}

// signupFrame reads the tournament and its registration for the sign-up pages.
func (s *public) signupFrame(c echo.Context, rs *app.RatingStore) (signupView, *app.Snapshot, error) {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return signupView{}, nil, err
	}
	reg, err := s.DB.Registration(c.Request().Context(), id)
	if err != nil {
		return signupView{}, nil, err
	}
	v := signupView{PublicFrame: s.frame(c, id, sn.T, "register"), CSRF: app.CSRFToken(c),
		Open: reg.Accepting(time.Now(), sn.T.Settings.Zone()), Closes: app.TrOf(c).Date(reg.Closes, time.UTC), Ratings: rs.Loaded(c.Request().Context())}
	return v, sn, nil
}

// signupFields lays out the sign-up form's inputs with their values and errors.
func signupFields(j app.PlayerJSON, email string, errs map[string]error) []signupField {
	fs := []signupField{
		{Name: "name", Label: "Family name", Kind: "text", Value: j.Name, Required: true, Auto: "family-name"},
		{Name: "first_name", Label: "First name", Kind: "text", Value: j.FirstName, Auto: "given-name"},
		{Name: "woman", Label: "Woman", Kind: "checkbox", Checked: j.Woman, Help: "for the women's prizes and categories"},
		{Name: "rank", Label: "Rank", Kind: "text", Value: j.Rank, Help: "12k, 3d; nothing if you have none", Auto: "off"},
		{Name: "club", Label: "Club", Kind: "text", Value: j.Club, Auto: "off"},
		{Name: "country", Label: "Country", Kind: "text", Value: j.Country, Help: "two letters: CZ, DE", Auto: "country"},
		{Name: "egd_pin", Label: "EGD PIN", Kind: "text", Value: j.EGDPin, Help: "if you have one", Auto: "off"},
		{Name: "email", Label: "E-mail", Kind: "email", Value: email, Help: "optional; seen by the director only", Auto: "email"},
	}
	for i := range fs {
		fs[i].Error = errs[fs[i].Name]
	}
	return fs
}

// signupRounds lists the rounds to tick, every one ticked but the absent ones.
func signupRounds(n int, absent []int) []signupRound {
	out := make([]signupRound, n)
	for i := range out {
		out[i] = signupRound{N: i + 1, Plays: true}
	}
	for _, a := range absent {
		if a >= 1 && a <= n {
			out[a-1].Plays = false
		}
	}
	return out
}

// signupMaxLen bounds the sign-up's text inputs (characters), as the columns that keep them.
var signupMaxLen = map[string]int{"name": 200, "first_name": 200, "rank": 20, "club": 100, "country": 10, "egd_pin": 20, "email": 200}

// registerSubmit is POST /tournaments/{id}/register: a sign-up. A valid one is stored as a
// preliminary player and thanked; a refused one shows the form again with the reason beside
// the input at fault. A filled honeypot is thanked and nothing is stored.
func (s *public) registerSubmit(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		ctx := c.Request().Context()
		v, sn, err := s.signupFrame(c, rs)
		if err != nil {
			return err
		}
		if !v.Open {
			return s.Render(c, http.StatusConflict, "public_register.html", v)
		}
		if c.FormValue(honeypotField) != "" {
			v.Done = strings.TrimSpace(c.FormValue("name") + " " + c.FormValue("first_name"))
			return s.Render(c, http.StatusOK, "public_register.html", v)
		}
		form, err := c.FormParams()
		if err != nil {
			return err
		}
		get := func(name string) string {
			switch name {
			case "name", "first_name", "rank", "club", "country", "egd_pin":
				return form.Get(name)
			}
			return ""
		}
		p, j, errs := app.ReadPlayerForm(get)
		for name, max := range signupMaxLen {
			if utf8.RuneCountInString(form.Get(name)) > max {
				errs[name] = msgSignupTooLong.New(max)
			}
		}
		email := strings.TrimSpace(form.Get("email"))
		if email != "" && errs["email"] == nil {
			if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
				errs["email"] = msgEmailExample.New()
			}
		}
		if pin := j.EGDPin; pin != "" && errs["egd_pin"] == nil {
			if _, err := strconv.ParseUint(pin, 10, 64); err != nil {
				errs["egd_pin"] = msgSignupEGDPin.New()
			} else if e, ok := rs.ByPIN(ctx, pin); ok {
				p.Rating = e.Rating // the declared rank stays as typed
			}
		}
		// The woman mark: the box ticked ("on"), or a script's "true", "1", "yes".
		j.Woman = formWoman(form.Get("woman"))
		if v := strings.TrimSpace(form.Get("woman")); v != "" && !j.Woman && !slices.Contains([]string{"off", "false", "0", "no"}, strings.ToLower(v)) {
			errs["woman"] = msgWomanValue.New(v)
		}
		p.Absent, errs = signupAbsent(form, sn.T.Settings.Rounds, errs)
		if len(errs) == 0 {
			_, err = s.DB.SignUp(ctx, v.ID, p, tournament.PlayerDetails{Woman: j.Woman}, email, c.RealIP(), SignupLimits)
			if err == nil {
				v.Done = p.FullName()
				return s.Render(c, http.StatusOK, "public_register.html", v)
			}
			status, field, msg := app.StatusOf(err)
			switch {
			case status >= 500:
				return err
			case field == store.FieldSignupClosed:
				v.Open = false
				return s.Render(c, http.StatusConflict, "public_register.html", v)
			case field == store.FieldSignupRate || field == store.FieldSignupPending:
				v.Problem = app.Reason(err, msg)
				status = http.StatusTooManyRequests
			case field == "name":
				errs["name"] = signupRegistered(msg)
			case field == "absent":
				errs["rounds"] = app.Reason(err, msg)
			default:
				v.Problem = app.Reason(err, msg)
			}
			v.Fields, v.Rounds = signupFields(j, email, errs), signupRounds(sn.T.Settings.Rounds, p.Absent)
			return s.Render(c, status, "public_register.html", v)
		}
		v.Fields, v.Rounds = signupFields(j, email, errs), signupRounds(sn.T.Settings.Rounds, p.Absent)
		v.Problem = errs["rounds"]
		return s.Render(c, http.StatusBadRequest, "public_register.html", v)
	}
}

// The sign-up form's messages.
var (
	msgEmailExample     = keyed.Define("verr.email_example", "this is not an e-mail address like name@example.org")
	msgWomanValue       = keyed.Define("verr.woman_value", "the woman box is ticked or not: %q is neither")
	msgAbsentRange      = keyed.Define("verr.absent_range", "round %q does not exist: the tournament has rounds 1 to %d")
	msgSignupTooLong    = keyed.Define("verr.signup_too_long", "at most %d characters")
	msgSignupEGDPin     = keyed.Define("verr.signup_egd_pin", "an EGD PIN is digits only, like 12345678")
	msgSignupTickRounds = keyed.Define("verr.signup_tick_rounds", "tick the rounds you will play")
	msgSignupRegistered = keyed.Define("verr.signup_registered", "%s is already registered; if this is you, the director has your registration already")
)

// signupRegistered is the refusal of a name already registered, msg the store's words
// ("Novák Jan is already registered").
func signupRegistered(msg string) error {
	if name, ok := strings.CutSuffix(msg, " is already registered"); ok {
		return msgSignupRegistered.New(name)
	}
	return errors.New(msg + "; if this is you, the director has your registration already")
}

// formWoman reads the sign-up's woman box: ticked ("on", a browser's value) or a script's
// true.
func formWoman(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "on", "true", "1", "yes":
		return true
	}
	return false
}

// signupAbsent reads the ticked rounds ("round"): the others are the player's absences. A
// form without any "round" (a script) plays every round; the browser's form says which
// rounds it showed ("rounds"), and then none ticked is refused.
func signupAbsent(form url.Values, rounds int, errs map[string]error) ([]int, map[string]error) {
	ticked := map[int]bool{}
	for _, v := range form["round"] {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > rounds {
			errs["rounds"] = msgAbsentRange.New(v, rounds)
			return nil, errs
		}
		ticked[n] = true
	}
	if len(ticked) == 0 {
		if form.Get("rounds") != "" {
			errs["rounds"] = msgSignupTickRounds.New()
		}
		return nil, errs
	}
	var absent []int
	for n := 1; n <= rounds; n++ {
		if !ticked[n] {
			absent = append(absent, n)
		}
	}
	return absent, errs
}

type signupHit struct {
	Name, Rank, Club, Country, PIN, URL string
}

// registerSearch is GET /tournaments/{id}/register/search?q=...: the players of the EGD
// rating list whose name (or PIN) starts with q, each a link that fills the sign-up form.
// Read-only, and only while the registration is open.
func (s *public) registerSearch(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		v, _, err := s.signupFrame(c, rs)
		if err != nil {
			return err
		}
		q := strings.TrimSpace(c.QueryParam("q"))
		var hits []signupHit
		if l, _, _ := rs.Get(c.Request().Context()); v.Open && l != nil && utf8.RuneCountInString(q) >= 2 {
			for _, e := range l.Search(q, 12) {
				hits = append(hits, signupHit{Name: e.Name + " " + e.FirstName, Rank: e.Rank.String(), Club: e.Club,
					Country: e.Country, PIN: e.PIN, URL: fmt.Sprintf("%s/register?egd=%s", v.Base, url.QueryEscape(e.PIN))})
			}
		}
		return s.RenderFragment(c, http.StatusOK, "public_register.html", "hits", map[string]any{"Hits": hits, "Query": q})
	}
}

type registeredRow struct {
	N                         int
	Name, Rank, Club, Country string
	Confirmed                 bool
}

type registeredView struct {
	PublicFrame
	Open               bool
	Rows               []registeredRow
	Confirmed, Waiting int
}

// registeredPage is GET /tournaments/{id}/registered: the players registered, strongest
// first, confirmed or waiting for the director's confirmation.
func (s *public) registeredPage(c echo.Context) error {
	id, sn, err := s.PathSnapshot(c)
	if err != nil {
		return err
	}
	reg, err := s.DB.Registration(c.Request().Context(), id)
	if err != nil {
		return err
	}
	v := registeredView{PublicFrame: s.frame(c, id, sn.T, "registered"), Open: reg.Accepting(time.Now(), sn.T.Settings.Zone())}
	for _, p := range ByStrength(sn.T.Players) {
		row := registeredRow{Name: p.FullName(), Rank: app.RankLabel(p), Club: p.Club, Country: p.Country,
			Confirmed: p.Status == tournament.Final}
		if row.Confirmed {
			v.Confirmed++
		} else {
			v.Waiting++
		}
		v.Rows = append(v.Rows, row)
	}
	for i := range v.Rows {
		v.Rows[i].N = i + 1
	}
	return s.Render(c, http.StatusOK, "public_registered.html", v)
}

// ByStrength orders players by rank, strongest first, then by name.
func ByStrength(ps []tournament.Player) []*tournament.Player {
	out := make([]*tournament.Player, len(ps))
	for i := range ps {
		out[i] = &ps[i]
	}
	strength := func(p *tournament.Player) int {
		if p.Unranked {
			return -1 << 20
		}
		return int(p.Rank)
	}
	slices.SortStableFunc(out, func(a, b *tournament.Player) int {
		if sa, sb := strength(a), strength(b); sa != sb {
			if sa > sb {
				return -1
			}
			return 1
		}
		return strings.Compare(a.FullName(), b.FullName())
	})
	return out
}

package i18n

import (
	"fmt"
	"strings"
	"time"
	_ "time/tzdata" // a server without the zone database still knows Europe/Prague
)

// LoadZone is the IANA time zone name (Europe/Prague); "" is UTC.
func LoadZone(name string) (*time.Location, error) {
	if name == "" {
		return time.UTC, nil
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("unknown time zone %q: give an IANA name such as Europe/Prague", name)
	}
	return loc, nil
}

// layouts are each language's usual numeric date and time.
var layouts = map[string][2]string{
	"en": {"2 Jan 2006", "15:04"},
	"cs": {"2. 1. 2006", "15:04"},
	"sk": {"2. 1. 2006", "15:04"},
	"fi": {"2.1.2006", "15.04"},
	"de": {"02.01.2006", "15:04"},
	"fr": {"02/01/2006", "15:04"},
}

// DateTime writes t in zone loc as the language writes a date and a time, with the zone's
// abbreviation (CET, EEST, UTC).
func (l *Localizer) DateTime(t time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	t = t.In(loc)
	f := layouts[l.lang.Code]
	s := t.Format(f[0] + " " + f[1] + " MST")
	if l.lang.Code == "en" {
		s = t.Format(f[0] + ", " + f[1] + " MST")
	} else if l.lang.Code == "fi" {
		s = t.Format(f[0]) + " klo " + t.Format(f[1]+" MST")
	}
	return s
}

// Date writes the day of t in zone loc as the language writes a date; "" for the zero time.
func (l *Localizer) Date(t time.Time, loc *time.Location) string {
	if t.IsZero() {
		return ""
	}
	if loc == nil {
		loc = time.UTC
	}
	return t.In(loc).Format(layouts[l.lang.Code][0])
}

// Days writes the days of a tournament, begin to end, as the language writes dates:
// "4 Apr 2026", "4–5 Apr 2026", "4. 4. 2026 – 5. 4. 2026"; "" if begin is unknown. The days
// are dates, kept at midnight UTC, without a zone.
func (l *Localizer) Days(begin, end time.Time) string {
	if begin.IsZero() {
		return ""
	}
	if end.IsZero() || !end.After(begin) {
		return l.Date(begin, time.UTC)
	}
	if l.lang.Code == "en" && begin.Year() == end.Year() && begin.Month() == end.Month() {
		return fmt.Sprintf("%d–%s", begin.Day(), l.Date(end, time.UTC))
	}
	return l.Date(begin, time.UTC) + " – " + l.Date(end, time.UTC)
}

// Decimal writes a number written with a decimal point ("6.5", "-0.5") with the language's
// decimal mark: a comma in Czech, Slovak, Finnish, German and French.
func (l *Localizer) Decimal(s string) string {
	if l.lang.Code == "en" {
		return s
	}
	return strings.Replace(s, ".", ",", 1)
}

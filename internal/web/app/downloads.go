package app

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/export/teamxlsx"
	"github.com/hoshi-go/hoshi/internal/fold"
	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/labstack/echo/v4"
	"golang.org/x/text/unicode/norm"
)

// maxNameRunes bounds the tournament's part of a download's name.
const maxNameRunes = 48

// fileStem is the tournament's part of its downloads' names: the short name (else the name)
// in lower case, every run of characters other than letters and digits made one "-"
// ("Brno 2026" is brno-2026). ascii is the same with the accents taken off and the other
// letters outside ASCII left out, for the plain filename parameter ("Jarní turnaj" is
// jarni-turnaj); a name with nothing left falls back to "tournament-ID".
func fileStem(t *tournament.Tournament, id int) (utf, ascii string) {
	name := t.Settings.ShortName
	if strings.TrimSpace(name) == "" {
		name = t.Settings.Name
	}
	utf = slug(strings.ToLower(norm.NFC.String(name)), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
	ascii = slug(fold.Key(name), func(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) })
	if ascii == "" {
		ascii = fmt.Sprintf("tournament-%d", id)
	}
	if utf == "" {
		utf = ascii
	}
	return utf, ascii
}

// slug keeps the runes that keep says, makes every run of the others one "-" and trims the
// ends, at most maxNameRunes runes.
func slug(s string, keep func(rune) bool) string {
	var b strings.Builder
	n, dash := 0, false
	for _, r := range s {
		if n >= maxNameRunes {
			break
		}
		if !keep(r) {
			dash = b.Len() > 0
			continue
		}
		if dash {
			b.WriteByte('-')
			n++
			dash = false
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// Attachment sets the Content-Disposition of a download named stem + rest, where rest is ASCII
// (the round, what the file is, its extension): filename= with the ASCII form, and, when the
// tournament's name has letters outside ASCII, filename*= with the UTF-8 one (RFC 6266,
// RFC 5987), which browsers prefer.
func Attachment(c echo.Context, t *tournament.Tournament, id int, rest string) {
	utf, ascii := fileStem(t, id)
	v := fmt.Sprintf(`attachment; filename="%s%s"`, ascii, rest)
	if utf != ascii {
		v += "; filename*=UTF-8''" + rfc5987(utf+rest)
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, v)
}

// rfc5987 percent-encodes s as an RFC 5987 value: every byte but the attr-chars.
func rfc5987(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x80 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$&+-.^_`|~", c) >= 0) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// WriteXLSX writes the standings spreadsheet of the tournament of the path, with a sheet per
// category and the prize list when the director defined them; a team tournament's is the team
// spreadsheet (teamxlsx.Write, docs/FORMATS.md).
func (s *Server) WriteXLSX(c echo.Context, w io.Writer, t *tournament.Tournament, round int, opts ...export.Option) error {
	id, err := TournamentID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	e, err := LoadTeamEvent(context.WithoutCancel(ctx), s.DB, id)
	if err != nil {
		return err
	}
	if e != nil {
		return teamxlsx.Write(w, e, round, opts...)
	}
	cats, prizes, err := s.DB.Awards(ctx, id)
	if err != nil {
		return err
	}
	details, err := s.DB.PlayerDetails(ctx, id)
	if err != nil {
		return err
	}
	return export.WriteXLSXAwards(w, t, round, export.Awards{Categories: cats, Prizes: prizes, Details: details}, opts...)
}

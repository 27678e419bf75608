// Package i18n holds hoshi's languages: the message catalogues (one TOML file a language,
// embedded with the templates, English the source), the choice of a language from a cookie,
// the browser's Accept-Language or the tournament's setting, plural forms by the CLDR rules,
// names sorted by the language's collation and dates in a tournament's time zone.
package i18n

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// Default is the source language: every key exists in it, and a message missing elsewhere
// falls back to it.
const Default = "en"

// Language is one language hoshi speaks.
type Language struct {
	// Code is the BCP 47 code: en, cs, sk, fi, de, fr.
	Code string
	// Name is the language's own name for itself, as the switch shows it.
	Name string
	Tag  language.Tag
}

// Languages are the languages of the switch, in its order.
var Languages = []Language{
	{"en", "English", language.English},
	{"cs", "Čeština", language.Czech},
	{"sk", "Slovenčina", language.Slovak},
	{"fi", "Suomi", language.Finnish},
	{"de", "Deutsch", language.German},
	{"fr", "Français", language.French},
}

var matcher = func() language.Matcher {
	tags := make([]language.Tag, len(Languages))
	for i, l := range Languages {
		tags[i] = l.Tag
	}
	return language.NewMatcher(tags)
}()

// Supported tells whether code names one of Languages.
func Supported(code string) bool {
	for _, l := range Languages {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Codes lists the codes of Languages.
func Codes() []string {
	out := make([]string, len(Languages))
	for i, l := range Languages {
		out[i] = l.Code
	}
	return out
}

// FromAcceptLanguage is the language of Languages that best fits an Accept-Language header,
// or "" when the header names none of them (nor a close relative).
func FromAcceptLanguage(header string) string {
	if strings.TrimSpace(header) == "" {
		return ""
	}
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return ""
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return ""
	}
	return Languages[i].Code
}

// Catalog is every language's messages.
type Catalog struct {
	bundle *goi18n.Bundle
	// keys lists the messages of each language file, for the tests and Check.
	keys map[string]map[string]*goi18n.Message
	locs map[string]*Localizer
}

// Load reads one file per language, named {code}.toml, from dir of fsys.
func Load(fsys fs.FS, dir string) (*Catalog, error) {
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	c := &Catalog{bundle: b, keys: map[string]map[string]*goi18n.Message{}, locs: map[string]*Localizer{}}
	for _, l := range Languages {
		name := path.Join(dir, l.Code+".toml")
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("i18n: %w", err)
		}
		mf, err := b.ParseMessageFileBytes(data, name)
		if err != nil {
			return nil, fmt.Errorf("i18n: %s: %w", name, err)
		}
		m := map[string]*goi18n.Message{}
		for _, msg := range mf.Messages {
			m[msg.ID] = msg
		}
		c.keys[l.Code] = m
	}
	for _, l := range Languages {
		c.locs[l.Code] = &Localizer{lang: l, cat: c, loc: goi18n.NewLocalizer(b, l.Code, Default)}
	}
	return c, nil
}

// Keys lists the keys of a language's file, sorted.
func (c *Catalog) Keys(code string) []string {
	var out []string
	for k := range c.keys[code] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Message is the message of key in the language's own file, nil if the file lacks it.
func (c *Catalog) Message(code, key string) *goi18n.Message { return c.keys[code][key] }

// Has tells whether the source language defines key.
func (c *Catalog) Has(key string) bool { return c.keys[Default][key] != nil }

// For is the localizer of a language, English for an unknown code.
func (c *Catalog) For(code string) *Localizer {
	if l, ok := c.locs[code]; ok {
		return l
	}
	return c.locs[Default]
}

// Localizer speaks one language.
type Localizer struct {
	lang Language
	cat  *Catalog
	loc  *goi18n.Localizer
}

// Code is the localizer's language code.
func (l *Localizer) Code() string { return l.lang.Code }

// Tag is the localizer's language tag.
func (l *Localizer) Tag() language.Tag { return l.lang.Tag }

// T is the message of key, its {{.Name}} fields filled from args given as name, value pairs.
// An unknown key gives the key itself in brackets, which the catalogue tests catch.
func (l *Localizer) T(key string, args ...any) string {
	return l.localize(key, nil, args)
}

// N is the plural message of key for count: the form the language's CLDR rule picks for it
// (Czech and Slovak: one, few, many, other; Finnish, German, English: one, other; French one
// for 0 and 1). {{.Count}} in the message is count.
func (l *Localizer) N(key string, count int, args ...any) string {
	return l.localize(key, count, args)
}

func (l *Localizer) localize(key string, count any, args []any) string {
	data := make(map[string]any, len(args)/2+1)
	for i := 0; i+1 < len(args); i += 2 {
		if name, ok := args[i].(string); ok {
			data[name] = args[i+1]
		}
	}
	if count != nil {
		data["Count"] = count
	}
	s, err := l.loc.Localize(&goi18n.LocalizeConfig{MessageID: key, TemplateData: data, PluralCount: count})
	if err != nil || s == "" {
		return "[" + key + "]"
	}
	return s
}

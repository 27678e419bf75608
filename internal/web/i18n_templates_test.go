package web_test

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"text/template/parse"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/hoshi-go/hoshi/templates"
	"golang.org/x/net/html"
)

// literalAllowed are the words a template may write as they are in every language: names
// and notations.
var literalAllowed = map[string]bool{"hoshi": true}

var (
	actionRE = regexp.MustCompile(`(?s)\{\{.*?\}\}`)
	wordRE   = regexp.MustCompile(`\p{L}{2,}`)
	// bodyClassRE is the line defining the body's classes.
	bodyClassRE = regexp.MustCompile(`\{\{define "bodyclass"\}\}[^\n]*`)
)

// TestTemplatesHaveNoEnglishLiteral parses every page file and fails on a word written in
// it rather than taken from the catalogue: in text, and in the attributes a reader sees
// (title, placeholder, aria-label, alt, the value of an input button).
func TestTemplatesHaveNoEnglishLiteral(t *testing.T) {
	names, err := fs.Glob(templates.FS, "*.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		// The body's class names are no words for the reader.
		src = bodyClassRE.ReplaceAll(src, nil)
		for _, w := range visibleLiterals(actionRE.ReplaceAllString(string(src), "\x00")) {
			t.Errorf("%s: %q is written in the template, not taken from the catalogue", name, w)
		}
	}
}

// TestLiteralCheckerFinds: the checker sees English in text, titles, placeholders and buttons,
// and lets actions, code and scripts be.
func TestLiteralCheckerFinds(t *testing.T) {
	src := `<p>Round {{.N}}</p><a title="scored board" href="{{.U}}">{{t "x"}}</a><input placeholder="your name" value="{{.V}}">` +
		`<input type="submit" value="Send"><code>hoshi serve</code><script>var a = "no"</script><span aria-label="{{t "y"}}">·</span>`
	got := strings.Join(visibleLiterals(actionRE.ReplaceAllString(src, "\x00")), ",")
	if got != "Round,scored,board,your,name,Send" {
		t.Errorf("found %q", got)
	}
}

func visibleLiterals(src string) []string {
	var out []string
	words := func(s string) {
		for _, w := range wordRE.FindAllString(s, -1) {
			if !literalAllowed[w] {
				out = append(out, w)
			}
		}
	}
	z := html.NewTokenizer(strings.NewReader(src))
	skip := 0 // inside script, style or code
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return out
		case html.TextToken:
			if skip == 0 {
				words(string(z.Text()))
			}
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			tok := z.Token()
			switch tok.Data {
			case "script", "style", "code":
				if tt == html.StartTagToken {
					skip++
				} else if tt == html.EndTagToken && skip > 0 {
					skip--
				}
			}
			if tt == html.EndTagToken {
				continue
			}
			typ := ""
			for _, a := range tok.Attr {
				if a.Key == "type" {
					typ = a.Val
				}
			}
			for _, a := range tok.Attr {
				switch a.Key {
				case "title", "placeholder", "aria-label", "alt":
					words(a.Val)
				case "value":
					// A button's value is sent with the form, never shown; an input button shows its value.
					if tok.Data == "input" && (typ == "submit" || typ == "button") {
						words(a.Val)
					}
				}
			}
		}
	}
}

// TestTemplateKeysExist: every key a page file passes to t or tn is in the source catalogue
// (the catalogue test checks that every language has it).
func TestTemplateKeysExist(t *testing.T) {
	cat, err := i18n.Load(templates.Locales, "i18n")
	if err != nil {
		t.Fatal(err)
	}
	pages, err := app.ParsePages(templates.FS, app.TemplateFuncs(cat, cat.For("en")))
	if err != nil {
		t.Fatal(err)
	}
	used := 0
	for name, tpl := range pages {
		for _, tt := range tpl.Templates() {
			if tt.Tree == nil {
				continue
			}
			walk(tt.Tree.Root, func(n *parse.CommandNode) {
				if len(n.Args) < 2 {
					return
				}
				id, ok := n.Args[0].(*parse.IdentifierNode)
				if !ok || (id.Ident != "t" && id.Ident != "tn") {
					return
				}
				key, ok := n.Args[1].(*parse.StringNode)
				if !ok {
					t.Errorf("%s: %s with a key that is not a literal: %s", name, id.Ident, n)
					return
				}
				used++
				if !cat.Has(key.Text) {
					t.Errorf("%s: key %q is not in en.toml", name, key.Text)
				}
				if id.Ident == "tn" && cat.Message("en", key.Text).One == "" {
					t.Errorf("%s: tn %q has no plural forms", name, key.Text)
				}
			})
		}
	}
	if used < 50 {
		t.Errorf("only %d uses of t and tn found", used)
	}
}

// walk calls f on every command of the tree.
func walk(n parse.Node, f func(*parse.CommandNode)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				walk(c, f)
			}
		}
	case *parse.ActionNode:
		walk(n.Pipe, f)
	case *parse.PipeNode:
		if n != nil {
			for _, c := range n.Cmds {
				walk(c, f)
			}
		}
	case *parse.CommandNode:
		f(n)
		for _, a := range n.Args {
			walk(a, f)
		}
	case *parse.IfNode:
		walk(n.Pipe, f)
		walk(n.List, f)
		walk(n.ElseList, f)
	case *parse.RangeNode:
		walk(n.Pipe, f)
		walk(n.List, f)
		walk(n.ElseList, f)
	case *parse.WithNode:
		walk(n.Pipe, f)
		walk(n.List, f)
		walk(n.ElseList, f)
	case *parse.TemplateNode:
		walk(n.Pipe, f)
	}
}

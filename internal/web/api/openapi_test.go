package api_test

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"go.yaml.in/yaml/v3"
)

// openAPIDoc parses the embedded description.
func openAPIDoc(t *testing.T, src []byte) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := yaml.Unmarshal(src, &doc); err != nil {
		t.Fatalf("openapi.yaml does not parse: %v", err)
	}
	return doc
}

var openAPIMethods = []string{"get", "put", "post", "delete", "patch", "head", "options", "trace"}

// describedRoutes is "METHOD /path" for every operation of doc, paths as written there.
func describedRoutes(doc map[string]any) map[string]bool {
	out := map[string]bool{}
	paths, _ := doc["paths"].(map[string]any)
	for p, item := range paths {
		ops, _ := item.(map[string]any)
		for m := range ops {
			if slices.Contains(openAPIMethods, m) {
				out[strings.ToUpper(m)+" "+p] = true
			}
		}
	}
	return out
}

var echoParam = regexp.MustCompile(`:([A-Za-z0-9_]+)`)

// routeDiff compares the router's routes under /api with the described ones: missing are
// routes without a description, extra are described operations the router does not have.
func routeDiff(routes []string, described map[string]bool) (missing, extra []string) {
	have := map[string]bool{}
	for _, r := range routes {
		have[r] = true
		if !described[r] {
			missing = append(missing, r)
		}
	}
	for d := range described {
		if !have[d] {
			extra = append(extra, d)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	return missing, extra
}

// apiRoutes is the router's routes under /api as "METHOD /path", Echo's :x written {x}.
func apiRoutes(s *testServer) []string {
	var out []string
	for _, r := range s.App.Echo.Routes() {
		if r.Path != "/api" && !strings.HasPrefix(r.Path, "/api/") {
			continue
		}
		if strings.HasPrefix(r.Method, "echo_") { // Echo's own not-found placeholders
			continue
		}
		out = append(out, r.Method+" "+echoParam.ReplaceAllString(r.Path, "{$1}"))
	}
	return out
}

// Every route of the router under /api is described in /api/openapi.yaml, and every described
// operation is a route of the router.
func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	routes := apiRoutes(s)
	if len(routes) < 30 {
		t.Fatalf("only %d routes under /api: %v", len(routes), routes)
	}
	missing, extra := routeDiff(routes, describedRoutes(openAPIDoc(t, api.OpenAPI)))
	for _, r := range missing {
		t.Errorf("route %s is not in openapi.yaml", r)
	}
	for _, r := range extra {
		t.Errorf("openapi.yaml describes %s, which the router does not have", r)
	}
}

// The comparison itself catches a route left out of the description and a described route
// the router lacks.
func TestOpenAPIRouteDiffCatchesMismatches(t *testing.T) {
	webtest.Parallel(t)
	described := map[string]bool{"GET /api/a": true, "POST /api/a/{id}": true}
	missing, extra := routeDiff([]string{"GET /api/a", "DELETE /api/a/{id}"}, described)
	if !slices.Equal(missing, []string{"DELETE /api/a/{id}"}) || !slices.Equal(extra, []string{"POST /api/a/{id}"}) {
		t.Errorf("missing %v, extra %v", missing, extra)
	}
}

// resolveRef follows a local JSON pointer ("#/components/schemas/Error") in doc.
func resolveRef(doc map[string]any, ref string) (any, bool) {
	if !strings.HasPrefix(ref, "#/") {
		return nil, false
	}
	var cur any = doc
	for _, tok := range strings.Split(ref[2:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		if cur, ok = m[tok]; !ok {
			return nil, false
		}
	}
	return cur, true
}

// deref resolves v when it is a {$ref} object.
func deref(doc map[string]any, v any) any {
	for i := 0; i < 10; i++ {
		m, ok := v.(map[string]any)
		if !ok {
			return v
		}
		ref, ok := m["$ref"].(string)
		if !ok {
			return v
		}
		if v, ok = resolveRef(doc, ref); !ok {
			return nil
		}
	}
	return nil
}

var templateParam = regexp.MustCompile(`\{([^}]+)\}`)

// openAPIProblems checks what can be checked of an OpenAPI 3 description without a
// validator: the version and info, every $ref resolving, every operation with responses
// (status codes or "default", each with a description), unique operation ids, every path
// parameter of a template declared as a required path parameter and no other declared, and
// hoshi's x-hoshi-role on each operation, with the session security on the non-public ones.
func openAPIProblems(doc map[string]any) []string {
	var probs []string
	add := func(f string, a ...any) { probs = append(probs, fmt.Sprintf(f, a...)) }
	if v, _ := doc["openapi"].(string); !strings.HasPrefix(v, "3.") {
		add("openapi is %q, want 3.x", v)
	}
	info, _ := doc["info"].(map[string]any)
	if info["title"] == nil || info["version"] == nil {
		add("info needs title and version")
	}
	var walk func(where string, v any)
	walk = func(where string, v any) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"]; ok {
				r, _ := ref.(string)
				if _, ok := resolveRef(doc, r); !ok {
					add("%s: $ref %q does not resolve", where, r)
				}
			}
			for k, x := range v {
				walk(where+"/"+k, x)
			}
		case []any:
			for i, x := range v {
				walk(fmt.Sprintf("%s[%d]", where, i), x)
			}
		}
	}
	walk("#", doc)
	schemes := map[string]bool{}
	if comps, ok := doc["components"].(map[string]any); ok {
		ss, _ := comps["securitySchemes"].(map[string]any)
		for k := range ss {
			schemes[k] = true
		}
	}
	paths, ok := doc["paths"].(map[string]any)
	if !ok || len(paths) == 0 {
		add("no paths")
	}
	ids := map[string]string{}
	for p, item := range paths {
		im, _ := item.(map[string]any)
		inTemplate := map[string]bool{}
		for _, m := range templateParam.FindAllStringSubmatch(p, -1) {
			inTemplate[m[1]] = true
		}
		pathParams := func(list any) map[string]bool {
			out := map[string]bool{}
			l, _ := list.([]any)
			for _, x := range l {
				pm, _ := deref(doc, x).(map[string]any)
				if pm == nil {
					add("%s: a parameter does not resolve", p)
					continue
				}
				name, _ := pm["name"].(string)
				in, _ := pm["in"].(string)
				if name == "" || in == "" {
					add("%s: a parameter without name or in", p)
				}
				if in == "path" {
					if pm["required"] != true {
						add("%s: path parameter %q is not required", p, name)
					}
					out[name] = true
				}
				if pm["schema"] == nil && pm["content"] == nil {
					add("%s: parameter %q has no schema", p, name)
				}
			}
			return out
		}
		common := pathParams(im["parameters"])
		nops := 0
		for _, m := range openAPIMethods {
			op, ok := im[m].(map[string]any)
			if !ok {
				continue
			}
			nops++
			where := strings.ToUpper(m) + " " + p
			declared := pathParams(op["parameters"])
			for k := range common {
				declared[k] = true
			}
			for k := range inTemplate {
				if !declared[k] {
					add("%s: path parameter {%s} is not declared", where, k)
				}
			}
			for k := range declared {
				if !inTemplate[k] {
					add("%s: path parameter %q is not in the path", where, k)
				}
			}
			id, _ := op["operationId"].(string)
			if id == "" {
				add("%s: no operationId", where)
			} else if other, dup := ids[id]; dup {
				add("%s: operationId %q is also %s's", where, id, other)
			} else {
				ids[id] = where
			}
			resps, _ := op["responses"].(map[string]any)
			if len(resps) == 0 {
				add("%s: no responses", where)
			}
			for code, r := range resps {
				if n, err := strconv.Atoi(code); code != "default" && (err != nil || n < 100 || n > 599) {
					add("%s: response code %q", where, code)
				}
				rm, _ := deref(doc, r).(map[string]any)
				if d, _ := rm["description"].(string); d == "" {
					add("%s: response %s has no description", where, code)
				}
				if n, _ := strconv.Atoi(code); n >= 400 {
					content, _ := rm["content"].(map[string]any)
					js, _ := content["application/json"].(map[string]any)
					sch, _ := js["schema"].(map[string]any)
					if sch["$ref"] != "#/components/schemas/Error" {
						add("%s: error %s is not the Error object", where, code)
					}
				}
			}
			if rb, ok := op["requestBody"]; ok {
				rbm, _ := deref(doc, rb).(map[string]any)
				if c, _ := rbm["content"].(map[string]any); len(c) == 0 {
					add("%s: requestBody without content", where)
				}
			}
			role, _ := op["x-hoshi-role"].(string)
			switch role {
			case "public":
			case "session", "director", "desk", "administrator":
				sec, _ := op["security"].([]any)
				if len(sec) == 0 {
					add("%s: role %s without security", where, role)
				}
				for _, s := range sec {
					sm, _ := s.(map[string]any)
					for k := range sm {
						if !schemes[k] {
							add("%s: unknown security scheme %q", where, k)
						}
					}
				}
			default:
				add("%s: x-hoshi-role %q is not public, session, director, desk or administrator", where, role)
			}
		}
		if nops == 0 {
			add("%s: no operation", p)
		}
	}
	slices.Sort(probs)
	return probs
}

// The description is a well-formed OpenAPI 3 document as far as can be checked here.
func TestOpenAPIStructure(t *testing.T) {
	webtest.Parallel(t)
	for _, p := range openAPIProblems(openAPIDoc(t, api.OpenAPI)) {
		t.Error(p)
	}
}

// The structural check catches each kind of mistake it looks for.
func TestOpenAPIStructureCatchesMistakes(t *testing.T) {
	webtest.Parallel(t)
	good := `
openapi: 3.1.0
info: {title: t, version: "1"}
components:
  securitySchemes:
    session: {type: apiKey, in: cookie, name: c}
  schemas:
    Error: {type: object}
  parameters:
    id: {name: id, in: path, required: true, schema: {type: integer}}
paths:
  /api/x/{id}:
    parameters: [{$ref: '#/components/parameters/id'}]
    get:
      operationId: getX
      x-hoshi-role: public
      responses:
        "200": {description: ok}
        "404": {description: no, content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
    put:
      operationId: putX
      x-hoshi-role: director
      security: [{session: []}]
      responses:
        "204": {description: done}
`
	if probs := openAPIProblems(openAPIDoc(t, []byte(good))); len(probs) != 0 {
		t.Fatalf("a good description: %v", probs)
	}
	for _, c := range []struct{ old, new, want string }{
		{"$ref: '#/components/parameters/id'", "$ref: '#/components/parameters/pid'", "does not resolve"},
		{"/api/x/{id}:", "/api/x/{id}/{n}:", "{n} is not declared"},
		{"/api/x/{id}:", "/api/x:", `"id" is not in the path`},
		{`"204": {description: done}`, "", "no responses"},
		{"operationId: putX", "operationId: getX", "operationId"},
		{"x-hoshi-role: director", "x-hoshi-role: anyone", "x-hoshi-role"},
		{"      security: [{session: []}]\n", "", "without security"},
		{"{$ref: '#/components/schemas/Error'}", "{type: object}", "not the Error object"},
		{"openapi: 3.1.0", "openapi: 2.0", "openapi is"},
		{"required: true, ", "", "not required"},
	} {
		bad := strings.Replace(good, c.old, c.new, 1)
		if bad == good {
			t.Fatalf("%q is not in the good description", c.old)
		}
		probs := openAPIProblems(openAPIDoc(t, []byte(bad)))
		if !slices.ContainsFunc(probs, func(p string) bool { return strings.Contains(p, c.want) }) {
			t.Errorf("%q -> %q: problems %v, want one with %q", c.old, c.new, probs, c.want)
		}
	}
}

// GET /api/openapi.yaml serves the description to anyone, as YAML, with an ETag that
// If-None-Match revalidates.
func TestOpenAPIServed(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	resp, body := s.Do(s.Anon, "GET", "/api/openapi.yaml", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/openapi.yaml: %d %s", resp.StatusCode, body)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/yaml") {
		t.Errorf("Content-Type %q, want application/yaml", ct)
	}
	if string(body) != string(api.OpenAPI) {
		t.Errorf("the body is not the embedded description (%d bytes, want %d)", len(body), len(api.OpenAPI))
	}
	if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "public") {
		t.Errorf("Cache-Control %q, want public", cc)
	}
	etag := resp.Header.Get("ETag")
	if len(etag) < 3 || etag[0] != '"' {
		t.Fatalf("ETag %q", etag)
	}
	resp, body = s.Do(s.Anon, "GET", "/api/openapi.yaml", nil, "If-None-Match", etag)
	if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("GET with If-None-Match %s: %d %q, want 304 and no body", etag, resp.StatusCode, body)
	}
	resp, _ = s.Do(s.Anon, "GET", "/api/openapi.yaml", nil, "If-None-Match", `"other"`)
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET with another If-None-Match: %d, want 200", resp.StatusCode)
	}
}

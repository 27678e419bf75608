package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/api"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// requiredKeys checks that v (a decoded JSON answer) has every key the schema requires,
// following $ref, allOf and array items; it returns the keys missing, with their place.
func requiredKeys(doc map[string]any, schema any, v any, where string) []string {
	sm, _ := deref(doc, schema).(map[string]any)
	if sm == nil {
		return nil
	}
	var out []string
	if all, ok := sm["allOf"].([]any); ok {
		for _, s := range all {
			out = append(out, requiredKeys(doc, s, v, where)...)
		}
	}
	switch x := v.(type) {
	case map[string]any:
		req, _ := sm["required"].([]any)
		for _, k := range req {
			if _, ok := x[k.(string)]; !ok {
				out = append(out, where+"."+k.(string))
			}
		}
		props, _ := sm["properties"].(map[string]any)
		for k, p := range props {
			if val, ok := x[k]; ok {
				out = append(out, requiredKeys(doc, p, val, where+"."+k)...)
			}
		}
	case []any:
		for i, e := range x {
			out = append(out, requiredKeys(doc, sm["items"], e, fmt.Sprintf("%s[%d]", where, i))...)
		}
	}
	return out
}

// The answers of a session through the API (success and error alike) have the status
// described for their operation and every key its schema requires.
func TestOpenAPIAnswersHaveDescribedShapes(t *testing.T) {
	webtest.Parallel(t)
	s := newTestServer(t)
	doc := openAPIDoc(t, api.OpenAPI)
	paths := doc["paths"].(map[string]any)
	id, pids := s.CreateTournament("Shapes", 5)
	tp := fmt.Sprintf("/api/tournaments/%d", id)
	calls := []struct {
		client       *http.Client
		method, path string
		template     string
		body         any
		status       int
	}{
		{s.Anon, "GET", "/api/tournaments", "/api/tournaments", nil, 200},
		{s.Anon, "GET", tp, "/api/tournaments/{id}", nil, 200},
		{s.Director, "PUT", tp, "/api/tournaments/{id}", map[string]any{"komi": 6.5}, 200},
		{s.Director, "PUT", tp, "/api/tournaments/{id}", map[string]any{"komi": 6.3}, 400},
		{s.Anon, "PUT", tp, "/api/tournaments/{id}", map[string]any{"komi": 6.5}, 401},
		{s.Anon, "GET", tp + "/players", "/api/tournaments/{id}/players", nil, 200},
		{s.Anon, "GET", fmt.Sprintf("%s/players/%d", tp, pids[0]), "/api/tournaments/{id}/players/{pid}", nil, 200},
		{s.Director, "POST", tp + "/players", "/api/tournaments/{id}/players", map[string]any{"name": "Player000", "first_name": "Test"}, 409},
		{s.Anon, "GET", tp + "/rounds/1/pairing", "/api/tournaments/{id}/rounds/{n}/pairing", nil, 200},
		{s.Director, "POST", tp + "/rounds/1/pairing", "/api/tournaments/{id}/rounds/{n}/pairing", nil, 201},
		{s.Director, "PUT", tp + "/rounds/1/games/1/result", "/api/tournaments/{id}/rounds/{n}/games/{table}/result", map[string]any{"result": "w"}, 200},
		{s.Director, "PUT", tp + "/rounds/1/games/9/result", "/api/tournaments/{id}/rounds/{n}/games/{table}/result", map[string]any{"result": "w"}, 404},
		{s.Director, "PUT", tp + "/rounds/1/games/1", "/api/tournaments/{id}/rounds/{n}/games/{table}", map[string]any{"komi": 0.5}, 200},
		{s.Anon, "GET", tp + "/standings", "/api/tournaments/{id}/standings", nil, 200},
		{s.Anon, "GET", tp + "/standings?round=99", "/api/tournaments/{id}/standings", nil, 400},
		{s.Director, "GET", "/api/users", "/api/users", nil, 200},
		{s.Director, "GET", tp + "/roles", "/api/tournaments/{id}/roles", nil, 200},
		{s.Anon, "GET", "/api/tournaments/99999", "/api/tournaments/{id}", nil, 404},
	}
	for _, c := range calls {
		resp, body := s.Do(c.client, c.method, c.path, c.body)
		name := c.method + " " + c.path
		if resp.StatusCode != c.status {
			t.Errorf("%s: %d %s, want %d", name, resp.StatusCode, body, c.status)
			continue
		}
		op, _ := paths[c.template].(map[string]any)[strings.ToLower(c.method)].(map[string]any)
		if op == nil {
			t.Errorf("%s: %s is not described", name, c.template)
			continue
		}
		r, ok := op["responses"].(map[string]any)[strconv.Itoa(c.status)]
		if !ok {
			t.Errorf("%s: status %d is not described", name, c.status)
			continue
		}
		rm, _ := deref(doc, r).(map[string]any)
		content, _ := rm["content"].(map[string]any)
		js, _ := content["application/json"].(map[string]any)
		if js == nil {
			t.Errorf("%s: %d has no JSON described", name, c.status)
			continue
		}
		var v any
		if err := json.Unmarshal(body, &v); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, k := range requiredKeys(doc, js["schema"], v, "answer") {
			t.Errorf("%s: %s is required by the description but not in the answer %s", name, k, body)
		}
	}
}

package app

import "testing"

// Each case's duplicate is found by reading it: the key given twice in one object, at any depth;
// the same key in two different objects is no duplicate.
func TestDuplicateKey(t *testing.T) {
	for _, tc := range []struct {
		json, key string
	}{
		{`{"a":1,"b":2}`, ""},
		{`{"a":1,"a":2}`, "a"},
		{`{"rank":"5k","name":"X","rank":"1d"}`, "rank"},
		{`{"a":{"b":1,"b":2}}`, "b"},
		{`{"a":{"b":1},"b":{"b":2}}`, ""},
		{`{"p":[{"x":1},{"x":2}],"q":3}`, ""},
		{`{"p":[{"x":1,"x":2}]}`, "x"},
		{`{"p":[1,2,{"y":[3]}],"p":0}`, "p"},
		{`[{"a":1},{"a":1}]`, ""},
		{`{"a":"b","b":"a"}`, ""},
		{`{"a":`, ""},
		{`not json`, ""},
	} {
		key, dup := duplicateKey([]byte(tc.json))
		if dup != (tc.key != "") || key != tc.key {
			t.Errorf("%s: %q %v, want %q", tc.json, key, dup, tc.key)
		}
	}
}

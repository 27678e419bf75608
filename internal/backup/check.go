package backup

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// checkShape walks a file decoded as plain JSON values (numbers as json.Number) along the
// file's Go type, so that an unknown field or a value of the wrong kind is named by its whole
// path ("rounds[2].games[1].white") before anything is converted. null counts as a missing
// field everywhere.
func checkShape(v any, t reflect.Type, path string) error {
	if v == nil {
		return nil
	}
	if t == rawType {
		return nil
	}
	kind := func(want string) error {
		return fieldErr(path, "want %s, found %s", want, describeValue(v))
	}
	switch t.Kind() {
	case reflect.Pointer:
		return checkShape(v, t.Elem(), path)
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return kind("an object")
		}
		fields := map[string]reflect.Type{}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name != "" && name != "-" {
				fields[name] = f.Type
			}
		}
		for _, k := range sortedKeys(obj) {
			ft, ok := fields[k]
			sub := join(path, k)
			if !ok {
				return fieldErr(sub, "unknown field: a version-%d file has none such (a newer hoshi would have written a higher version)", Version)
			}
			if err := checkShape(obj[k], ft, sub); err != nil {
				return err
			}
		}
	case reflect.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return kind("an object")
		}
		for _, k := range sortedKeys(obj) {
			if err := checkShape(obj[k], t.Elem(), join(path, k)); err != nil {
				return err
			}
		}
	case reflect.Slice:
		list, ok := v.([]any)
		if !ok {
			return kind("a list")
		}
		for i, e := range list {
			if err := checkShape(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i+1)); err != nil {
				return err
			}
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			return kind("text")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return kind("true or false")
		}
	case reflect.Int, reflect.Int64, reflect.Uint:
		n, ok := v.(json.Number)
		if !ok {
			return kind("a whole number")
		}
		if _, err := n.Int64(); err != nil {
			return fieldErr(path, "want a whole number, found %s", n)
		}
	case reflect.Float64:
		if _, ok := v.(json.Number); !ok {
			return kind("a number")
		}
	}
	return nil
}

var rawType = reflect.TypeFor[json.RawMessage]()

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// describeValue says in words what a value decoded as plain JSON is ("an object", "text
// \"x\"", "the number 3"), for the message of a value of the wrong kind.
func describeValue(v any) string {
	switch v := v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "a list"
	case string:
		return fmt.Sprintf("text %q", v)
	case bool:
		return fmt.Sprint(v)
	case json.Number:
		return "the number " + v.String()
	}
	return fmt.Sprintf("%T", v)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	// Errors name the first problem in a stable order.
	slices.Sort(keys)
	return keys
}

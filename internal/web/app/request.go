package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// DecodeJSON reads the request's JSON body into v. Unknown fields are refused, so that a
// misspelt setting is reported instead of silently ignored.
func DecodeJSON(c echo.Context, v any) error {
	body, err := io.ReadAll(c.Request().Body)
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return err
	} else if err != nil {
		return ErrBadRequest("", "the body could not be read: "+err.Error())
	}
	// A key given twice would leave the first value unsaid: Go keeps the last one.
	if key, dup := duplicateKey(body); dup {
		return ErrBadRequest(key, fmt.Sprintf("the key %q is given twice", key))
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err = dec.Decode(v)
	var (
		te *json.UnmarshalTypeError
		se *json.SyntaxError
	)
	switch {
	case err == nil:
		if dec.More() {
			return ErrBadRequest("", "the body holds more than one JSON value")
		}
		return nil
	case errors.As(err, &mbe):
		return err
	case errors.Is(err, io.EOF):
		return ErrBadRequest("", "the body is empty: send a JSON object")
	case errors.As(err, &te):
		return ErrBadRequest(te.Field, fmt.Sprintf("%s must be a JSON %s", te.Field, jsonTypeOfKind(te.Type.Kind().String())))
	case errors.As(err, &se):
		return ErrBadRequest("", fmt.Sprintf("malformed JSON at byte %d", se.Offset))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		f, _ := strconv.Unquote(strings.TrimPrefix(err.Error(), "json: unknown field "))
		return ErrBadRequest(f, fmt.Sprintf("unknown field %q", f))
	}
	return ErrBadRequest("", "malformed JSON: "+err.Error())
}

// duplicateKey finds the first key given twice in one object of a JSON text, at any depth. A
// text that is not JSON has none (the decoder then says what is wrong).
func duplicateKey(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		keys   map[string]bool
		object bool
		key    bool // the next token of an object is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		var top *frame
		if n := len(stack); n > 0 {
			top = stack[n-1]
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{':
				if top != nil && top.object {
					top.key = true // this object was the value of a key
				}
				stack = append(stack, &frame{keys: map[string]bool{}, object: true, key: true})
			case '[':
				if top != nil && top.object {
					top.key = true
				}
				stack = append(stack, &frame{})
			case '}', ']':
				stack = stack[:len(stack)-1]
			}
			continue
		}
		if top == nil || !top.object {
			continue
		}
		if top.key {
			k, _ := tok.(string)
			if top.keys[k] {
				return k, true
			}
			top.keys[k] = true
			top.key = false
			continue
		}
		top.key = true // a plain value after its key
	}
}

// jsonTypeOfKind names the JSON type that a Go kind is written as ("int64" is a "number"),
// for the message of a value of another type.
func jsonTypeOfKind(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "number"
	case kind == "slice":
		return "array"
	case kind == "struct", kind == "map":
		return "object"
	case kind == "bool":
		return "boolean"
	}
	return kind
}

// Number reads a decimal number only as strconv.Itoa writes it: no "+", no leading zeros. One
// Number then has one spelling, and the public pages' cache, whose keys are the request's
// text, keeps one copy of a page instead of one per "1", "01", "001", ...
func Number(s string) (int, bool) {
	v, err := strconv.Atoi(s)
	return v, err == nil && strconv.Itoa(v) == s
}

// PathInt reads a positive number from the path; anything else names nothing: 404.
func PathInt(c echo.Context, name, what string) (int, error) {
	v, ok := Number(c.Param(name))
	if !ok || v < 1 {
		return 0, &Error{Status: http.StatusNotFound, Field: what, Message: fmt.Sprintf("%s %q not found", what, c.Param(name))}
	}
	return v, nil
}

func TournamentID(c echo.Context) (store.TournamentID, error) {
	id, err := PathInt(c, "id", "tournament")
	return store.TournamentID(id), err
}

// UploadedFile reads the file of a multipart form's field whole (the body limit bounds it).
// A request without that file gives a nil header and no error, for the form's own message;
// a body over the limit gives a *http.MaxBytesError (413).
//
// The form is parsed keeping at most uploadMemory of it in memory (the rest of a large file goes
// to a temporary file, removed when the request ends), and the file is then read into a slice of
// its exact size: a 60 MB upload costs 60 MB once, not the parser's buffer plus a growing copy.
func UploadedFile(c echo.Context, field string) (*multipart.FileHeader, []byte, error) {
	req := c.Request()
	if req.MultipartForm == nil && strings.HasPrefix(req.Header.Get(echo.HeaderContentType), echo.MIMEMultipartForm) {
		// An error here (a body over the limit, a malformed form) is met again, and reported, by
		// FormFile below.
		_ = req.ParseMultipartForm(uploadMemory)
	}
	fh, err := c.FormFile(field)
	if err != nil {
		// A body cut by the limit (LimitBody) is refused with 413, not as a missing file.
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) || strings.Contains(err.Error(), "too large") {
			return nil, nil, &http.MaxBytesError{Limit: bodyLimit(c)}
		}
		return nil, nil, nil
	}
	f, err := fh.Open()
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fh.Size < 0 || fh.Size > bodyLimit(c) {
		return nil, nil, &http.MaxBytesError{Limit: bodyLimit(c)}
	}
	data := make([]byte, fh.Size)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, nil, err
	}
	return fh, data, nil
}

// uploadMemory is how much of a multipart form is kept in memory while it is parsed; the rest
// of its files is written to temporary files.
const uploadMemory = 1 << 20

package app

import (
	"bytes"
	"encoding/json"

	"github.com/labstack/echo/v4"
)

// MarshalJSON encodes v without escaping <, > and &: the API returns names as data, exactly
// as registered ("<b>Kim</b>" stays readable to scripts); only HTML pages escape them.
func MarshalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// JSONSerializer is Echo's JSON serializer with MarshalJSON's encoding.
type JSONSerializer struct{ echo.DefaultJSONSerializer }

func (JSONSerializer) Serialize(c echo.Context, v any, indent string) error {
	b, err := MarshalJSON(v)
	if err != nil {
		return err
	}
	_, err = c.Response().Write(b)
	return err
}

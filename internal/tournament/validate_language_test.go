package tournament

import (
	"errors"
	"testing"
)

// TestValidateLanguageAndZone: the tournament's language is one hoshi speaks, its time zone
// an IANA name; both errors name their field.
func TestValidateLanguageAndZone(t *testing.T) {
	s := DefaultSettings()
	s.Name = "Brno Open"
	s.Language, s.TimeZone = "cs", "Europe/Prague"
	if err := s.Validate(); err != nil {
		t.Fatalf("cs in Europe/Prague refused: %v", err)
	}
	s.Language, s.TimeZone = "", ""
	if err := s.Validate(); err != nil {
		t.Fatalf("no language, UTC refused: %v", err)
	}
	s.Language, s.TimeZone = "xx", "Europe/Brno"
	err := s.Validate()
	fields := map[string]bool{}
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var fe *FieldError
		if errors.As(e, &fe) {
			fields[fe.Field] = true
		}
	}
	if !fields["Language"] || !fields["TimeZone"] || len(fields) != 2 {
		t.Errorf("errors on %v, want Language and TimeZone: %v", fields, err)
	}
}

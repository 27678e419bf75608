package halfpoint

import (
	"strconv"
	"testing"
)

// FuzzParse checks Parse against strconv.ParseFloat, which reads every decimal Parse takes: what
// Parse accepts is the float's double, and Format writes it back in a form Parse reads the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"6.5", "-0.5", "7", "+7.0", ".5", "6.3", "1e3", "", "-", "0x1p1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Parse(s)
		if err != nil {
			return
		}
		if fl, ferr := strconv.ParseFloat(s, 64); ferr != nil || (h < 1<<52 && h > -1<<52 && fl*2 != float64(h)) {
			t.Fatalf("Parse(%q) = %d, ParseFloat says %v, %v", s, h, fl, ferr)
		}
		if back, err := Parse(Format(h)); err != nil || back != h {
			t.Fatalf("Parse(Format(%d)) = %d, %v", h, back, err)
		}
	})
}

package app

import "testing"

// ScoreText writes scores as standings sheets do: whole points, then ¼, ½ or ¾.
func TestScoreText(t *testing.T) {
	for _, c := range []struct {
		v, scale int
		want     string
	}{
		{0, 2, "0"}, {1, 2, "½"}, {-1, 2, "-½"}, {2, 2, "1"}, {51, 2, "25½"}, {-7, 2, "-3½"},
		{5, 4, "1¼"}, {6, 4, "1½"}, {7, 4, "1¾"}, {-3, 4, "-¾"}, {12, 1, "12"},
	} {
		if got := ScoreText(c.v, c.scale); got != c.want {
			t.Errorf("ScoreText(%d, %d) = %q, want %q", c.v, c.scale, got, c.want)
		}
	}
}

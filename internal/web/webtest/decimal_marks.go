package webtest

import (
	"strconv"
)

// ScoreWritten is a score of whole and half points as sheets write it: 3, 1½, ½, -2½.
func ScoreWritten(x float64) string {
	sign := ""
	if x < 0 {
		sign, x = "-", -x
	}
	whole, half := int(x), x != float64(int(x))
	switch {
	case half && whole == 0:
		return sign + "½"
	case half:
		return sign + strconv.Itoa(whole) + "½"
	}
	return sign + strconv.Itoa(whole)
}

package webtest

import (
	"fmt"
	"strings"
)

// sgfFromRows is a finished game record (both players passed) of the position drawn in rows
// from the top: 'x' black, 'o' white.
func sgfFromRows(rows ...string) string {
	var ab, aw strings.Builder
	for y, row := range rows {
		for x, c := range row {
			pt := fmt.Sprintf("[%c%c]", 'a'+x, 'a'+y)
			switch c {
			case 'x':
				ab.WriteString(pt)
			case 'o':
				aw.WriteString(pt)
			}
		}
	}
	return fmt.Sprintf("(;GM[1]FF[4]SZ[%d]AB%sAW%s;B[];W[])", len(rows), ab.String(), aw.String())
}

package director

import (
	"strconv"

	"github.com/hoshi-go/hoshi/internal/tournament"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// fixedTableField is the player form's input for the table the player always plays at.
func fixedTableField(table int, err error) DirField {
	value := ""
	if table > 0 {
		value = strconv.Itoa(table)
	}
	return DirField{Name: "fixed_table", Label: "Fixed table", Kind: "number", Value: value, Error: err,
		Help: "the player always plays at this table (a wheelchair, the broadcast board); empty or 0: none"}
}

// readFixedTable reads the player form's fixed table over cur, the stored one: a form
// without the input (an older page) keeps it. A mistake goes into errs.
func readFixedTable(c echo.Context, cur int, errs map[string]error) int {
	params, err := c.FormParams()
	if err != nil || !params.Has("fixed_table") {
		return cur
	}
	v := params.Get("fixed_table")
	f := &app.FormReader{Get: func(string) string { return v }, Errors: map[string]error{}}
	n := f.Int("fixed_table")
	if msg, bad := f.Errors["fixed_table"]; bad {
		errs["fixed_table"] = msg
		return cur
	}
	p := tournament.Player{Name: "x", FixedTable: n}
	if msg := app.FieldErrors(p.Validate())["fixed_table"]; msg != nil {
		errs["fixed_table"] = msg
	}
	return n
}

package store

import (
	"context"
	"database/sql"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"
	"gorm.io/gorm/schema"
)

// SQLite stores any bytes in a text; PostgreSQL refuses a NUL byte and bytes that are not
// UTF-8 ("invalid byte sequence for encoding UTF8"). So that the same input gets the same
// answer on both, every text a statement sends is checked before it is sent, wherever it
// comes from (the API, the pages, an imported file, an SGF upload): a bad one is refused
// with EINVALID naming the column (a 400 naming the field), and nothing is changed.

// The messages of a bad text, after its field ("club: contains a NUL character ...").
const (
	TextNULMessage  = "contains a NUL character (byte 0), which cannot be stored: remove it"
	TextUTF8Message = "is not valid UTF-8 text: save the file or text as UTF-8 and send it again"
)

// badText says what is wrong with s for a database, "" when nothing is.
func badText(s string) string {
	switch {
	case strings.IndexByte(s, 0) >= 0:
		return TextNULMessage
	case !utf8.ValidString(s):
		return TextUTF8Message
	}
	return ""
}

// textError is the refusal of a bad text sent to the column field ("" when unknown: the
// field is "text" then).
func textError(field, problem string) *Error {
	if field == "" {
		field = "text"
	}
	switch problem {
	case TextNULMessage:
		return keyedErr(EINVALID, field, msgTextNul.New())
	case TextUTF8Message:
		return keyedErr(EINVALID, field, msgTextUtf8.New())
	}
	return Errorf(EINVALID, field, "%s", problem)
}

// registerTextCheck makes every create, update, delete, query and raw statement of g check the
// texts it sends: the fields of the rows created or updated first (the error names the
// column), then every argument of the statement as it is sent.
func registerTextCheck(g *gorm.DB) {
	check := func(db *gorm.DB) {
		if db.Error != nil {
			return
		}
		if err := checkRows(db.Statement); err != nil {
			db.AddError(err)
			return
		}
		if db.Statement.ConnPool != nil {
			if _, ok := db.Statement.ConnPool.(textCheckedPool); !ok {
				db.Statement.ConnPool = textCheckedPool{db.Statement.ConnPool}
			}
		}
	}
	// The statement's pool is given back after it, whatever happened: a connection's
	// statement object goes on to begin transactions, which needs the pool itself.
	restore := func(db *gorm.DB) {
		if p, ok := db.Statement.ConnPool.(textCheckedPool); ok {
			db.Statement.ConnPool = p.ConnPool
		}
	}
	cb := g.Callback()
	cb.Create().Before("gorm:create").Register("hoshi:text", check)
	cb.Create().After("gorm:create").Register("hoshi:text_end", restore)
	cb.Update().Before("gorm:update").Register("hoshi:text", check)
	cb.Update().After("gorm:update").Register("hoshi:text_end", restore)
	cb.Delete().Before("gorm:delete").Register("hoshi:text", check)
	cb.Delete().After("gorm:delete").Register("hoshi:text_end", restore)
	cb.Query().Before("gorm:query").Register("hoshi:text", check)
	cb.Query().After("gorm:query").Register("hoshi:text_end", restore)
	cb.Row().Before("gorm:row").Register("hoshi:text", check)
	cb.Row().After("gorm:row").Register("hoshi:text_end", restore)
	cb.Raw().Before("gorm:raw").Register("hoshi:text", check)
	cb.Raw().After("gorm:raw").Register("hoshi:text_end", restore)
}

// checkRows checks the string fields of the rows a create or an update writes, and the values
// of an update by map.
func checkRows(stmt *gorm.Statement) error {
	switch d := stmt.Dest.(type) {
	case map[string]any:
		for k, v := range d {
			if err := checkValue(k, v); err != nil {
				return err
			}
		}
		return nil
	}
	if stmt.Schema == nil || !stmt.ReflectValue.IsValid() {
		return nil
	}
	rows := []reflect.Value{stmt.ReflectValue}
	if k := stmt.ReflectValue.Kind(); k == reflect.Slice || k == reflect.Array {
		rows = rows[:0]
		for i := 0; i < stmt.ReflectValue.Len(); i++ {
			rows = append(rows, reflect.Indirect(stmt.ReflectValue.Index(i)))
		}
	}
	for _, row := range rows {
		if row.Kind() != reflect.Struct {
			continue
		}
		for _, f := range stmt.Schema.Fields {
			// Bytes go to binary columns (bytea), which take any.
			if f.DBName == "" || f.DataType != schema.String {
				continue
			}
			v, zero := f.ValueOf(stmt.Context, row)
			if zero {
				continue
			}
			if err := checkValue(f.DBName, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkValue checks one value sent to the column field.
func checkValue(field string, v any) error {
	var s string
	switch t := v.(type) {
	case string:
		s = t
	case *string:
		if t == nil {
			return nil
		}
		s = *t
	default:
		return nil // bytes go to binary columns (bytea), which take any
	}
	if p := badText(s); p != "" {
		return textError(field, p)
	}
	return nil
}

// textCheckedPool checks the arguments of each statement before it sends it.
type textCheckedPool struct{ gorm.ConnPool }

func (p textCheckedPool) check(query string, args []any) error {
	for i, a := range args {
		if err := checkValue("", a); err != nil {
			return textError(argColumn(query, i), badText(textOf(a)))
		}
	}
	return nil
}

func (p textCheckedPool) PrepareContext(ctx context.Context, query string) (*sql.Stmt, error) {
	return p.ConnPool.PrepareContext(ctx, query)
}

func (p textCheckedPool) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if err := p.check(query, args); err != nil {
		return nil, err
	}
	return p.ConnPool.ExecContext(ctx, query, args...)
}

func (p textCheckedPool) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if err := p.check(query, args); err != nil {
		return nil, err
	}
	return p.ConnPool.QueryContext(ctx, query, args...)
}

func (p textCheckedPool) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	// A *sql.Row cannot carry an error of its own making: the statement runs with no
	// argument instead of the bad ones, so that it fails without sending them.
	if err := p.check(query, args); err != nil {
		return p.ConnPool.QueryRowContext(ctx, "SELECT hoshi_refused_text_argument()")
	}
	return p.ConnPool.QueryRowContext(ctx, query, args...)
}

func textOf(a any) string {
	switch t := a.(type) {
	case string:
		return t
	case *string:
		return *t
	}
	return ""
}

var (
	placeholderRE  = regexp.MustCompile(`\$(\d+)|\?`)
	columnBeforeRE = regexp.MustCompile("(?i)[`\"]?([a-z_][a-z0-9_]*)[`\"]?\\)?\\s*(?:=|<>|!=|<=|>=|<|>|LIKE|ILIKE|IN)\\s*(?:[a-z_]*\\()?\\s*$")
	insertRE       = regexp.MustCompile(`(?is)^\s*INSERT\s+INTO\s+\S+\s*\(([^)]*)\)\s*VALUES\s*\(`)
)

// argColumn guesses the column of the i-th argument (from 0) of query, for the message: the
// column named before its placeholder in a condition or a SET, or at its place in an
// INSERT's list of columns of one row; "" when it cannot tell.
func argColumn(query string, i int) string {
	locs := placeholderRE.FindAllStringSubmatchIndex(query, -1)
	pos := -1
	for k, l := range locs {
		n := k
		if l[2] >= 0 {
			n, _ = strconv.Atoi(query[l[2]:l[3]])
			n--
		}
		if n == i {
			pos = l[0]
			break
		}
	}
	if pos < 0 {
		return ""
	}
	if m := columnBeforeRE.FindStringSubmatch(query[:pos]); m != nil {
		return m[1]
	}
	if m := insertRE.FindStringSubmatch(query); m != nil {
		cols := strings.Split(m[1], ",")
		if n := i % len(cols); n < len(cols) {
			return strings.Trim(strings.TrimSpace(cols[n]), `"`+"`")
		}
	}
	return ""
}

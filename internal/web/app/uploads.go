package app

import (
	"mime"
	"net/http"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// A form's CSRF token is in its body, so checking it means reading the body. A body that may
// be large (a file upload, or over SmallForm) is read only for a user whose session allows the
// route: an anonymous client, or an account without the role, is refused before a byte of its
// upload is read. Uploads over MaxBody (the backup and the rating list) also draw on a budget
// that all such uploads of the process share (UploadBudget): one more is refused with 503
// while the budget is spent.
const (
	// SmallForm is the largest body read before the sender is known: every form that a
	// visitor without an account sends (login, setup, sign-up) is far smaller.
	SmallForm = 64 << 10
	// UploadBudget bounds the bytes of the large uploads a process receives at once (two
	// backups of the largest size).
	UploadBudget = 2 * maxBackupBody
)

// uploadBudget counts the bytes of the large uploads under way.
type uploadBudget struct {
	mu   sync.Mutex
	used int64
}

func (b *uploadBudget) take(n int64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.used+n > UploadBudget {
		return false
	}
	b.used += n
	return true
}

func (b *uploadBudget) give(n int64) {
	b.mu.Lock()
	b.used -= n
	b.mu.Unlock()
}

// PlayerUploadPath is the route of the form through which a player uploads his game's record
// with his personal link: its body (up to MaxBody) is read once the link is known.
const PlayerUploadPath = "/p/:token/position"

// admitBody decides, before the body of a form is read, whether it may be: see SmallForm and
// UploadBudget. release is to be called once the request is answered.
func (s *Server) admitBody(c echo.Context) (release func(), err error) {
	req := c.Request()
	limit := bodyLimit(c)
	mt, _, _ := mime.ParseMediaType(req.Header.Get(echo.HeaderContentType))
	if req.ContentLength >= 0 && req.ContentLength <= SmallForm && mt != echo.MIMEMultipartForm && limit <= MaxBody {
		return func() {}, nil
	}
	if c.Path() == PlayerUploadPath && limit <= MaxBody {
		// A player's game record, sent through his link: the link is his key.
		if _, err := s.DB.LinkOf(req.Context(), c.Param("token")); err != nil {
			if store.ErrorCode(err) == store.ENOTFOUND {
				return nil, ErrNoLink
			}
			return nil, err
		}
		return func() {}, nil
	}
	if err := s.checkRole(c, s.bodyGuard(c)); err != nil {
		return nil, err
	}
	if limit <= MaxBody {
		return func() {}, nil
	}
	n := req.ContentLength
	if n < 0 || n > limit {
		n = limit
	}
	if !s.uploads.take(n) {
		return nil, KeyedError(http.StatusServiceUnavailable, "", msgUploadsBusy.New())
	}
	return func() { s.uploads.give(n) }, nil
}

// bodyGuard is the guard a large body must pass before it is read: its route's, when that
// needs a session; else (a route anyone may call, or none) a tournament's directors for a
// path of a tournament and the administrator for the others.
func (s *Server) bodyGuard(c echo.Context) Guard {
	g, ok := s.GuardOf(c.Request().Method, c.Path())
	if !ok {
		g, ok = s.GuardOf(echo.RouteNotFound, c.Path())
	}
	if ok && g.needsSession() {
		return g
	}
	if strings.Contains(c.Path(), ":id") {
		return Director
	}
	return Admin
}

package webtest

import (
	"net/http"
)

// Login opens a session of user on a new client.
func (s *Server) Login(user, password string) *http.Client {
	c := NewClient()
	s.Expect(c, "POST", "/api/session", map[string]string{"user": user, "password": password}, http.StatusOK, nil)
	return c
}

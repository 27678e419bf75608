package web

// publicPageRoutes registers the read-only pages players open on their phones, the printed
// sheets and the scored boards of games.
func (s *Server) publicPageRoutes() {
}

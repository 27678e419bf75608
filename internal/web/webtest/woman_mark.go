package webtest

import ()

// PlayerID is the id of the tournament's player of the family name given.
func (s *Server) PlayerID(id int, name string) int {
	s.T.Helper()
	for _, p := range s.APIPlayers(id) {
		if p.Name == name {
			return int(p.ID)
		}
	}
	s.T.Fatalf("no player %s", name)
	return 0
}

package app

// SharesLock tells whether the route declared with method and path takes the tournament's
// lock shared with the other results (Route.SharedLock).
func (s *Server) SharesLock(method, path string) bool { return s.sharedLocks[method+" "+path] }

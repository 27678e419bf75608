// Package webtest is the harness of hoshi's HTTP tests: a real server (web.New) on a fresh
// database of its own (storetest.DSN, so on PostgreSQL too), with a director's client logged
// in and an anonymous one, and the helpers the tests of several areas share.
//
// The tests of an area import it from their external test package (package director_test
// and so on; an internal test cannot, as webtest imports the areas through web), embed
// *Server or *PageSite in a type of their own to add the area's helpers, and start with
// func TestMain(m *testing.M) { storetest.Main(m) }.
//
//   - New: a server with a logged-in director (Director) and an anonymous client (Anon);
//     Do, Expect and ExpectError send JSON and check the answer, CreateTournament makes a
//     tournament with players over the API.
//   - NewPageSite: the same for the pages, with Get, Post, CSRF and the store set up
//     directly (NewTournament, AddPlayer, SaveRound, SetResult).
//   - Text and Plain: a page as a reader sees it, for checking words on it.
package webtest

// Package gomoku is hoshi's rules engine for gomoku and ninuki as the rule books the project was
// built from describe them (seeds 000 and 001; docs/GOMOKU.md cites their sections): stones placed
// in turn, Black first, on a 15x15 or 19x19 board; five in a row wins, with or without the rule
// that an overline (six or more) does not count; ninuki adds the capture of exactly two enemy
// stones enclosed by a stone placed at each end, and a win by ten captured stones. It reads game
// records in SGF (GM[4]) and as renju.net move lists, replays them and says who won at which
// move.
//
// The package is pure: no I/O, no storage, no web.
package gomoku

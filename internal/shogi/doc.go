// Package shogi is hoshi's rules engine for shogi, as the Czech rule book the project was built
// from describes it (seed 003; docs/SHOGI.md cites its sections): the 9x9 board and the pieces in
// hand, every piece's moves, promotion, drops and their restrictions (no pawn in a file with an
// unpromoted pawn of one's own, no mate by a dropped pawn, no piece where it could never move),
// check and mate, fourfold repetition (sennichite) with the perpetual-check exception, and the
// 24-point impasse (jishogi) count. It reads positions in SFEN and game records in KIF and CSA,
// replays a record with full legality and says how the game ended.
//
// The package is pure: no I/O, no storage, no web. Squares are named as shogi players name them:
// a file 1-9 counted from Black's right and a rank 1-9 counted from White's side (7f is file 7,
// rank 6). Black (sente) moves first in an even game and moves towards rank 1.
package shogi

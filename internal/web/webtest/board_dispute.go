package webtest

import ()

// DisputedGame is a finished 9x9 game whose final position holds a disputed white stone.
//
// Black's wall is column D, White's column F; column E is dame. White's side (columns G, H
// and J: there is no column I) holds the
// stones H7, G8, J8 and H9: Black played H8 and White captured it with H9 (White's one
// prisoner of the game). Then Black passed, White played B7 inside Black's side (columns A-C),
// and both passed: at the end it was Black's turn, so Black moves first when play resumes.
//
// SGF points: B7 = bc, B8 = bb, A7 = ac, C7 = cc, B6 = bd, H8 = hb, H9 = ha.
const DisputedGame = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]" +
	"AB[da][db][dc][dd][de][df][dg][dh][di]" +
	"AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][hc][gb][ib]" +
	";B[hb];W[ha];B[];W[bc];B[];W[])"

package goban

import "fmt"

// Vertex is a point given by column X from the left and row Y from the top, both from 0: the
// orientation of SGF and of Position, independent of any Board.
type Vertex struct{ X, Y int }

// MaxFixedHandicap returns the most stones HandicapPoints places on a board of this size:
// 9 on odd boards from 9x9 up (corners, sides and centre), 4 on 7x7 and on even boards (no
// centre line), 0 below 7x7 (no star points to speak of).
func MaxFixedHandicap(size int) int {
	switch {
	case size < 7:
		return 0
	case size == 7 || size%2 == 0:
		return 4
	}
	return 9
}

// HandicapPoints returns where Black's handicap stones go, in the order of the seeds as seen by
// Black: upper right, lower left, lower right, upper left, then for 5 the centre. Six stones are
// the corners and the two side points on the left and right; seven add the centre; eight are
// the corners and all four side points; nine add the centre. So the first N points are the
// N-stone handicap only for N up to 5.
//
// The points are the star points: on the 4-4 points from 13x13 up, on the 3-3 points below
// (9x9: C3, G3, C7, G7, sides C5, G5, E3, E7, centre E5). A handicap of 0 or 1 places no stone
// (handicap 1 is Black playing first without komi). More stones than MaxFixedHandicap is an
// error: such games use free placement, which the replay accepts.
func HandicapPoints(size, stones int) ([]Vertex, error) {
	if stones == 0 || stones == 1 {
		return nil, nil
	}
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("handicap: no %dx%d board", size, size)
	}
	if most := MaxFixedHandicap(size); stones < 0 || stones > most {
		return nil, fmt.Errorf("handicap %d on %dx%d: fixed placement has 2 to %d stones; place more freely",
			stones, size, size, most)
	}
	d := 2
	if size >= 13 {
		d = 3
	}
	far, mid := size-1-d, size/2
	corners := []Vertex{{far, d}, {d, far}, {far, far}, {d, d}}
	centre := Vertex{mid, mid}
	left, right, top, bottom := Vertex{d, mid}, Vertex{far, mid}, Vertex{mid, d}, Vertex{mid, far}
	var pts []Vertex
	switch stones {
	case 2, 3, 4:
		pts = append(pts, corners[:stones]...)
	case 5:
		pts = append(corners, centre)
	case 6:
		pts = append(corners, left, right)
	case 7:
		pts = append(corners, left, right, centre)
	case 8:
		pts = append(corners, left, right, top, bottom)
	case 9:
		pts = append(corners, left, right, top, bottom, centre)
	}
	return pts, nil
}

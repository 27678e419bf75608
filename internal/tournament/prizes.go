package tournament

import (
	"errors"
	"strings"
)

// Prize is one prize of the prize list: given to the best placed player of its category
// (the whole field when Category is "") who has no prize yet.
type Prize struct {
	Name     string
	Category string
}

// Award is a prize and its winner (0 when nobody is left to take it).
type Award struct {
	Prize  Prize
	Player PlayerID
}

// AwardPrizes gives the prizes in the order listed, each to the best placed player of its
// category in the standings st who has no prize yet: a player takes one prize, the first
// listed that he is entitled to, and the next player of a category takes a prize of that
// category its best player already won. Ties are taken in the standings' order.
func AwardPrizes(st []Standing, prizes []Prize, cats []Category, details map[PlayerID]PlayerDetails) ([]Award, error) {
	byName := make(map[string]*Category, len(cats))
	for i := range cats {
		byName[cats[i].Name] = &cats[i]
	}
	var fe fieldErrors
	for _, p := range prizes {
		if strings.TrimSpace(p.Name) == "" {
			fe.add("Prizes", msgPrizeNoName)
		}
		if p.Category != "" && byName[p.Category] == nil {
			fe.add("Prizes", msgPrizeCategory, p.Name, p.Category)
		}
	}
	if err := errors.Join(fe...); err != nil {
		return nil, err
	}
	won := map[PlayerID]bool{}
	out := make([]Award, len(prizes))
	for i, p := range prizes {
		out[i].Prize = p
		c := byName[p.Category]
		for _, s := range st {
			id := s.Player.ID
			if won[id] || (c != nil && !c.Has(s.Player, details[id])) {
				continue
			}
			won[id] = true
			out[i].Player = id
			break
		}
	}
	return out, nil
}

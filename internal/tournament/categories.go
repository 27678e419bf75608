package tournament

import (
	"errors"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/rank"
)

// CategoryKind is what makes a player a member of a category.
type CategoryKind string

// Kinds of categories.
const (
	CategoryRanks   CategoryKind = "ranks"   // a band of ranks, Strongest to Weakest
	CategoryJunior  CategoryKind = "junior"  // born on or after BornFrom
	CategoryWomen   CategoryKind = "women"   // PlayerDetails.Woman
	CategoryCountry CategoryKind = "country" // Value is the country code
	CategoryClub    CategoryKind = "club"    // Value is the club, case ignored
	CategoryLabel   CategoryKind = "label"   // the players listed by hand
)

// Category is a group of players the director defines for the standings and the prizes:
// "1-5k", "juniors", "women", "CZ", ...
type Category struct {
	Name string
	Kind CategoryKind
	// Strongest and Weakest bound a rank band, both included. An unranked player is in no
	// band.
	Strongest, Weakest rank.Rank
	BornFrom           time.Time
	Value              string
	Players            []PlayerID
}

// PlayerDetails are a player's optional fields that only categories use.
type PlayerDetails struct {
	Born  time.Time // zero when not given
	Woman bool
}

// Has tells whether player p, with details d, is a member of category c.
func (c *Category) Has(p *Player, d PlayerDetails) bool {
	switch c.Kind {
	case CategoryRanks:
		return !p.Unranked && p.Rank <= c.Strongest && p.Rank >= c.Weakest
	case CategoryJunior:
		return !d.Born.IsZero() && !d.Born.Before(c.BornFrom)
	case CategoryWomen:
		return d.Woman
	case CategoryCountry:
		return strings.EqualFold(p.Country, c.Value)
	case CategoryClub:
		return strings.EqualFold(strings.TrimSpace(p.Club), strings.TrimSpace(c.Value))
	case CategoryLabel:
		for _, id := range c.Players {
			if id == p.ID {
				return true
			}
		}
	}
	return false
}

// Validate checks a category: a name, a known kind, and what the kind needs.
func (c *Category) Validate() error {
	var fe fieldErrors
	if strings.TrimSpace(c.Name) == "" {
		fe.add("Name", msgCatNoName)
	}
	switch c.Kind {
	case CategoryRanks:
		if !c.Strongest.Valid() || !c.Weakest.Valid() {
			fe.add("Strongest", msgCatRanks, c.Name)
		} else if c.Strongest < c.Weakest {
			fe.add("Strongest", msgCatWeaker, c.Name, c.Strongest, c.Weakest)
		}
	case CategoryJunior:
		if c.BornFrom.IsZero() {
			fe.add("BornFrom", msgCatBorn, c.Name)
		}
	case CategoryCountry:
		if !isCountryCode(c.Value) {
			fe.add("Value", msgCatCountry, c.Name, c.Value)
		}
	case CategoryClub:
		if strings.TrimSpace(c.Value) == "" {
			fe.add("Value", msgCatClub, c.Name)
		}
	case CategoryWomen, CategoryLabel:
	default:
		fe.add("Kind", msgCatKind, string(c.Kind))
	}
	return errors.Join(fe...)
}

// InCategory keeps the lines of the standings whose player is in category c, in order, with
// their overall places.
func InCategory(st []Standing, c *Category, details map[PlayerID]PlayerDetails) []Standing {
	var out []Standing
	for _, s := range st {
		if c.Has(s.Player, details[s.Player.ID]) {
			out = append(out, s)
		}
	}
	return out
}

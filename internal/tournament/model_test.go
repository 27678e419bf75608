package tournament

import "testing"

// TestPlayersByID finds every player as Player does: by id, the first of an id listed twice,
// and no entry for an id not listed.
func TestPlayersByID(t *testing.T) {
	tr := &Tournament{Players: []Player{{ID: 7, Name: "A"}, {ID: 3, Name: "B"}, {ID: 7, Name: "C"}, {ID: 1, Name: "D"}}}
	byID := tr.PlayersByID()
	for _, id := range []PlayerID{1, 3, 7} {
		if byID[id] != tr.Player(id) {
			t.Errorf("id %d: %v, Player gives %v", id, byID[id], tr.Player(id))
		}
	}
	if byID[7].Name != "A" {
		t.Errorf("id 7 listed twice: %q, want the first, A", byID[7].Name)
	}
	if p, ok := byID[2]; ok || len(byID) != 3 {
		t.Errorf("id 2: %v, %d ids, want none and 3", p, len(byID))
	}
}

package pairing

// costKey is what the cost of a pair reads of one player, packed into 80 bytes. The proof of
// a large round costs millions of pairs, a player's class-mates one after the other: read
// from the entrants (each over 200 bytes, in registration order) nearly every pair cost cache
// misses; the match copies the keys of the players it pairs into one array in standings
// order, where a class's members sit side by side.
type costKey struct {
	index                   int32 // field index
	metFrom, metTo          int32 // his earlier opponents are f.opponents[metFrom:metTo]
	group, groupSize, place int32
	balance                 int32 // games with White minus games with Black, even games only
	du, dd                  int32 // times drawn up and down
	club, country           int32
	hdIdx                   int32 // pseudo rank for the handicap, numbered from 0
	pseudoMMS               int32 // for the handicap term
	exempt                  bool  // no geography constraint
	name                    nameCode
}

// initKeys packs every player's costKey, once his scores, group, place, history and
// handicap key are known.
func (f *field) initKeys() {
	f.keys = make([]costKey, len(f.players))
	for i := range f.players {
		e := &f.players[i]
		f.keys[i] = costKey{
			index: int32(i), metFrom: f.metStart[i], metTo: f.metStart[i+1],
			group: int32(e.group), groupSize: int32(e.groupSize), place: int32(e.place),
			balance: int32(e.balance), du: int32(e.du), dd: int32(e.dd),
			club: int32(e.club), country: int32(e.country),
			hdIdx: int32(e.hdIdx), pseudoMMS: int32(e.pseudoMMS), exempt: e.exempt,
			name: e.name.nameCode,
		}
	}
}

// keysOf copies the keys of the players idx (field indices) into one array in idx's order.
func (f *field) keysOf(idx []int) []costKey {
	keys := make([]costKey, len(idx))
	for u, i := range idx {
		keys[u] = f.keys[i]
	}
	return keys
}

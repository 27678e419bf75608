package i18n

import (
	"sort"

	"golang.org/x/text/collate"
)

// Collator compares names as the language sorts them: in Czech and Slovak "Ch" comes after
// "H" and "Č" after "C"; in Finnish "Å", "Ä", "Ö" come after "Z"; in German and French the
// accents only break ties. It is not safe for concurrent use: make one per sort.
func (l *Localizer) Collator() *collate.Collator {
	return collate.New(l.lang.Tag, collate.IgnoreCase)
}

// SortBy sorts items by the language's order of key(item), stably.
func SortBy[T any](l *Localizer, items []T, key func(T) string) {
	c := l.Collator()
	keys := make([]string, len(items))
	idx := make([]int, len(items))
	for i, it := range items {
		keys[i] = key(it)
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return c.CompareString(keys[idx[a]], keys[idx[b]]) < 0 })
	out := make([]T, len(items))
	for i, j := range idx {
		out[i] = items[j]
	}
	copy(items, out)
}

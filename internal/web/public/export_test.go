package public

// The names the tests of package public_test need that the product keeps to itself.

const (
	CachedVary    = cachedVary
	HoneypotField = honeypotField
)

var (
	NewCachedPage = newCachedPage
	WriteCached   = writeCached
)

package director

// The names the tests of package director_test need that the product keeps to itself.

const (
	MaxFlashCookie = maxFlashCookie
	MaxRatingList  = maxRatingList
	WarningHeader  = warningHeader
)

var (
	NameAfterFile = nameAfterFile
	ParseEntries  = parseEntries
	RefusedReason = refusedReason
	SetFlash      = setFlashText
)

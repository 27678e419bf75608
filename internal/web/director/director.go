// Package director serves the tournament director's HTML pages under /director (and the
// results desk's share of them): tournaments and their settings, registration and presence,
// imports and exports, rounds and pairing, results, standings, categories and prizes, the
// public sign-ups waiting for approval and the EGD rating list. Every page needs a signed-in
// user whom its route's guard admits (app.Guard, in routes.go); forms answer with a redirect and a flash
// message, or the page again with each field's error.
package director

import (
	"github.com/hoshi-go/hoshi/internal/web/app"
)

// handlers are the director's handlers: methods on the shared server state.
type handlers struct{ *app.Server }

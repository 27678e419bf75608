package account

import "github.com/hoshi-go/hoshi/internal/keyed"

// msgPasswordsDiffer refuses a new password whose confirmation differs (verr.passwords_differ).
var msgPasswordsDiffer = keyed.Define("verr.passwords_differ", "the two passwords differ")

package main

import (
	"fmt"
	"strconv"
	"strings"
)

// goFixed is, for each Go release series that is still supported, the first patch release
// with every standard-library security fix known when this list was last written (the Go
// vulnerability database's reports for the module stdlib, 2026-11-05). A hoshi built with
// an earlier patch release of a series carries known vulnerabilities; the release build
// (docs/DEPLOY.md) and CI use the toolchain line of go.mod, which is newer than both.
var goFixed = map[int]int{ // minor version of go1.N -> first fixed patch release
	26: 10,
	27: 3,
}

// oldestSupported is the oldest Go series that still receives security fixes.
const oldestSupported = 26

// goVersionWarning says why a binary built with the Go release v (as runtime.Version
// writes it: "go1.26.8", "go1.27.0", "go1.27rc2", "devel ...") is known to be
// vulnerable, or "" when it is not known to be.
func goVersionWarning(v string) string {
	rest, ok := strings.CutPrefix(v, "go1.")
	if !ok {
		return "" // a development build: nothing known
	}
	rest, _, _ = strings.Cut(rest, " ") // "go1.27.3 X:..." experiments
	minorStr, patchStr, hasPatch := strings.Cut(rest, ".")
	if i := strings.IndexAny(minorStr, "rb"); i >= 0 { // go1.27rc2, go1.27beta1
		minorStr, patchStr, hasPatch = minorStr[:i], "0", true
	}
	minor, err := strconv.Atoi(minorStr)
	if err != nil {
		return ""
	}
	patch := 0
	if hasPatch {
		if patch, err = strconv.Atoi(patchStr); err != nil {
			return ""
		}
	}
	if minor < oldestSupported {
		return fmt.Sprintf("built with %s, a Go release that no longer receives security fixes: "+
			"build hoshi with the toolchain named in go.mod (docs/DEPLOY.md)", v)
	}
	fixed, known := goFixed[minor]
	if !known || patch >= fixed {
		return ""
	}
	return fmt.Sprintf("built with %s, which has known security vulnerabilities fixed in go1.%d.%d: "+
		"build hoshi with the toolchain named in go.mod (docs/DEPLOY.md)", v, minor, fixed)
}

package api

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

// openAPI is the OpenAPI 3.1 description of the JSON API, served at GET /api/openapi.yaml.
// internal/web's tests check it against the router's routes, so a route added without its
// description (or described without its route) fails them.
//
//go:embed openapi.yaml
var openAPI []byte

// openAPIETag is the description's strong ETag: it changes only with the binary.
var openAPIETag = func() string {
	sum := sha256.Sum256(openAPI)
	return `"` + hex.EncodeToString(sum[:16]) + `"`
}()

// serveOpenAPI is GET /api/openapi.yaml: public, cacheable, revalidated with its ETag.
func serveOpenAPI(c echo.Context) error {
	h := c.Response().Header()
	h.Set(echo.HeaderCacheControl, "public, max-age=3600")
	h.Set("ETag", openAPIETag)
	for part := range strings.SplitSeq(c.Request().Header.Get("If-None-Match"), ",") {
		p := strings.TrimPrefix(strings.TrimSpace(part), "W/")
		if p == "*" || p == openAPIETag {
			return c.NoContent(http.StatusNotModified)
		}
	}
	return c.Blob(http.StatusOK, "application/yaml; charset=utf-8", openAPI)
}

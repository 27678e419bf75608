package public_test

import (
	"net/http/httptest"
	"testing"

	"github.com/hoshi-go/hoshi/internal/web/public"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
	"github.com/labstack/echo/v4"
)

// Every answer of the page cache varies with Accept-Encoding, the untagged "newer" page
// included, gzipped or not.
func TestCachedPagesVaryOnAcceptEncoding(t *testing.T) {
	webtest.Parallel(t)
	for _, newer := range []bool{false, true} {
		for _, enc := range []string{"gzip", ""} {
			page := public.NewCachedPage([]byte("<p>pairings</p>"), "text/html; charset=UTF-8")
			page.Newer = newer
			req := httptest.NewRequest("GET", "/tournaments/1", nil)
			if enc != "" {
				req.Header.Set("Accept-Encoding", enc)
			}
			rec := httptest.NewRecorder()
			if err := public.WriteCached(echo.New().NewContext(req, rec), page, `W/"x-1-2-3"`); err != nil {
				t.Fatal(err)
			}
			h := rec.Result().Header
			if h.Get("Vary") != public.CachedVary {
				t.Errorf("newer %v, Accept-Encoding %q: Vary %q", newer, enc, h.Get("Vary"))
			}
			if (h.Get("ETag") != "") == newer || h.Get("Cache-Control") != "no-cache" {
				t.Errorf("newer %v: ETag %q, Cache-Control %q", newer, h.Get("ETag"), h.Get("Cache-Control"))
			}
			if (h.Get("Content-Encoding") == "gzip") != (enc == "gzip") {
				t.Errorf("Accept-Encoding %q: Content-Encoding %q", enc, h.Get("Content-Encoding"))
			}
		}
	}
}

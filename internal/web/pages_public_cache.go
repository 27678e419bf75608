package web

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/labstack/echo/v4"
)

// maxCachedPages bounds the pages kept per tournament version: the public pages of one
// version are a few per round and player, far below it.
const maxCachedPages = 2048

// pageCache keeps the public pages and fragments of each tournament as rendered at its
// current store.PublicVersion. A weekend of players polling from their phones then costs
// one single-row read per request; a page is rendered once per change.
type pageCache struct {
	// boot goes into every ETag, so that a restarted server with other templates is not
	// answered 304 from a browser's copy of the old pages.
	boot string

	mu sync.Mutex
	m  map[store.TournamentID]*versionPages
}

// versionPages are the pages of one tournament at one version.
type versionPages struct {
	v     store.PublicVersion
	pages map[string]*cachedPage
}

// cachedPage is a rendered body with its gzip form, for phones on a crowded wifi.
type cachedPage struct {
	body, gz    []byte
	contentType string
}

func newPageCache() *pageCache {
	var b [6]byte
	rand.Read(b[:])
	return &pageCache{boot: hex.EncodeToString(b[:]), m: map[store.TournamentID]*versionPages{}}
}

func (pc *pageCache) get(id store.TournamentID, v store.PublicVersion, key string) *cachedPage {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	if vp := pc.m[id]; vp != nil && vp.v == v {
		return vp.pages[key]
	}
	return nil
}

// put keeps p for version v; an older version's pages of the tournament are dropped.
func (pc *pageCache) put(id store.TournamentID, v store.PublicVersion, key string, p *cachedPage) {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	vp := pc.m[id]
	if vp == nil || vp.v != v {
		if vp != nil && (vp.v.Revision > v.Revision || vp.v.Records > v.Records) {
			return // a newer version is already cached: p is stale
		}
		vp = &versionPages{v: v, pages: map[string]*cachedPage{}}
		pc.m[id] = vp
	}
	if len(vp.pages) < maxCachedPages {
		vp.pages[key] = p
	}
}

func (pc *pageCache) etag(id store.TournamentID, v store.PublicVersion) string {
	return fmt.Sprintf(`"%s-%d-%d-%d"`, pc.boot, id, v.Revision, v.Records)
}

// newCachedPage compresses body once, when it enters the cache.
func newCachedPage(body []byte, contentType string) *cachedPage {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(body)
	zw.Close()
	return &cachedPage{body: body, gz: buf.Bytes(), contentType: contentType}
}

// etagMatches reads If-None-Match, which may list several tags or be weak ("W/").
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	for _, t := range strings.Split(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(t), "W/") == etag {
			return true
		}
	}
	return false
}

// serveCached answers a public GET of tournament id from the cache, rendering it with build
// on a miss. The answer carries an ETag of the tournament's version and "no-cache", so that
// browsers revalidate and polling phones get 304 without a body while nothing changed.
func (p *public) serveCached(c echo.Context, key string, build func(sn *snapshot) (*cachedPage, error)) error {
	id, err := tournamentID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	v, err := p.s.db.PublicVersion(ctx, id)
	if err != nil {
		return err
	}
	etag := p.cache.etag(id, v)
	h := c.Response().Header()
	h.Set("ETag", etag)
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Encoding")
	if etagMatches(c.Request().Header.Get("If-None-Match"), etag) {
		return c.NoContent(http.StatusNotModified)
	}
	page := p.cache.get(id, v, key)
	if page == nil {
		sn, err := p.s.snapshot(ctx, id)
		if err != nil {
			return err
		}
		if page, err = build(sn); err != nil {
			return err
		}
		if sn.rev == v.Revision {
			p.cache.put(id, v, key, page)
		} else {
			// A change landed between the two reads: this page is newer than the tag.
			h.Del("ETag")
		}
	}
	if strings.Contains(c.Request().Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		return c.Blob(http.StatusOK, page.contentType, page.gz)
	}
	return c.Blob(http.StatusOK, page.contentType, page.body)
}

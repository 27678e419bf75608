package public

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/hoshi-go/hoshi/internal/i18n"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
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
	// reads and builds are the version queries and page renderings in flight, shared by
	// the requests that arrive meanwhile.
	reads  flights[store.TournamentID, store.PublicVersion]
	builds flights[pageKey, *cachedPage]
}

// pageKey names a page of a tournament at a version.
type pageKey struct {
	id  store.TournamentID
	v   store.PublicVersion
	key string
}

// flights runs one call per key at a time; the callers that arrive while it runs wait for
// it and share its result.
type flights[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]*flight[V]
}

type flight[V any] struct {
	done chan struct{}
	v    V
	err  error
}

// do returns fn's result, joining the call for key already in flight if there is one. fn runs
// without ctx's cancellation, since other requests may be waiting for it.
func (f *flights[K, V]) do(ctx context.Context, key K, fn func(context.Context) (V, error)) (V, error) {
	f.mu.Lock()
	if c := f.m[key]; c != nil {
		f.mu.Unlock()
		select {
		case <-c.done:
			return c.v, c.err
		case <-ctx.Done():
			var zero V
			return zero, ctx.Err()
		}
	}
	if f.m == nil {
		f.m = map[K]*flight[V]{}
	}
	c := &flight[V]{done: make(chan struct{})}
	f.m[key] = c
	f.mu.Unlock()
	c.v, c.err = fn(context.WithoutCancel(ctx))
	f.mu.Lock()
	delete(f.m, key)
	f.mu.Unlock()
	close(c.done)
	return c.v, c.err
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
	// Newer marks a page rendered from a later revision than the version it was asked
	// for: it is served once, without an ETag, and not kept.
	Newer bool
}

func newPageCache() *pageCache {
	var b [6]byte
	rand.Read(b[:])
	return &pageCache{boot: hex.EncodeToString(b[:]), m: map[store.TournamentID]*versionPages{}}
}

// version reads the tournament's version, joining the query already in flight if there is
// one: hundreds of phones polling at once then cost one query at a time instead of a queue
// for the database's few connections. A joined query started at most one query's time
// (well under a millisecond) before the request arrived.
func (pc *pageCache) version(ctx context.Context, db *store.DB, id store.TournamentID) (store.PublicVersion, error) {
	return pc.reads.do(ctx, id, func(ctx context.Context) (store.PublicVersion, error) {
		return db.PublicVersion(ctx, id)
	})
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

// etag names the pages of a tournament version. It is weak because the gzip and plain
// bodies of a page share it.
func (pc *pageCache) etag(id store.TournamentID, v store.PublicVersion, lang string) string {
	return fmt.Sprintf(`W/"%s-%d-%d-%d-%s"`, pc.boot, id, v.Revision, v.Records, lang)
}

// newCachedPage compresses body once, when it enters the cache.
func newCachedPage(body []byte, contentType string) *cachedPage {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(body)
	zw.Close()
	return &cachedPage{body: body, gz: buf.Bytes(), contentType: contentType}
}

// etagMatches reads If-None-Match, which may list several tags, compared weakly.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	for _, t := range strings.Split(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(t), "W/") == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}

// serveCached answers a public GET of tournament id from the cache, rendering it with build
// on a miss. The answer carries an ETag of the tournament's version and "no-cache", so that
// browsers revalidate and polling phones get 304 without a body while nothing changed.
//
// The page is in the language of the request (cookie, browser) or else the tournament's: that
// choice is part of the key and of the ETag. Printouts (keys "print-…") are made for the wall:
// the tournament's language comes before the browser's.
func (p *public) serveCached(c echo.Context, key string, build func(sn *app.Snapshot, l *i18n.Localizer) (*cachedPage, error)) error {
	id, err := app.TournamentID(c)
	if err != nil {
		return err
	}
	wall := strings.HasPrefix(key, "print-")
	asked := app.RequestLang(c, wall)
	key += "|" + asked
	ctx := c.Request().Context()
	v, err := p.cache.version(ctx, p.DB, id)
	if err != nil {
		return err
	}
	etag := p.cache.etag(id, v, asked)
	if etagMatches(c.Request().Header.Get("If-None-Match"), etag) {
		cacheHeaders(c, etag)
		return c.NoContent(http.StatusNotModified)
	}
	page := p.cache.get(id, v, key)
	if page == nil {
		// The phones that ask right after a change wait for one rendering instead of each
		// doing its own.
		page, err = p.cache.builds.do(ctx, pageKey{id, v, key}, func(ctx context.Context) (*cachedPage, error) {
			sn, err := p.SnapshotAt(ctx, id, v.Revision)
			if err != nil {
				return nil, err
			}
			l := p.Catalog.For(app.ResolveLang(c, wall, sn.T.Settings.Language))
			c.Set(app.LocalizerKey, l)
			page, err := build(sn, l)
			if err != nil {
				return nil, err
			}
			if sn.Rev == v.Revision {
				p.cache.put(id, v, key, page)
			} else {
				page.Newer = true
			}
			return page, nil
		})
		if err != nil {
			return err
		}
	}
	return writeCached(c, page, etag)
}

// writeCached sends a cached page, gzipped if the client takes it. A page newer than the
// version read (a change landed between the two reads) goes without a tag: the next request
// tags the newer version.
func writeCached(c echo.Context, page *cachedPage, etag string) error {
	if page.Newer {
		etag = ""
	}
	cacheHeaders(c, etag)
	if strings.Contains(c.Request().Header.Get("Accept-Encoding"), "gzip") {
		c.Response().Header().Set("Content-Encoding", "gzip")
		return c.Blob(http.StatusOK, page.contentType, page.gz)
	}
	return c.Blob(http.StatusOK, page.contentType, page.body)
}

// cachedVary names what the cached pages vary with: gzip or not, and the language chosen by
// the switch's cookie or the browser's Accept-Language.
const cachedVary = "Accept-Encoding, Accept-Language, Cookie"

// cacheHeaders marks an answer of the page cache: browsers revalidate it (no-cache) by its
// ETag (none if etag is ""), and it varies with Accept-Encoding, gzipped or not, whether
// tagged or not, so that no shared cache hands a gzipped body to a client that cannot read it.
func cacheHeaders(c echo.Context, etag string) {
	h := c.Response().Header()
	h.Set("Vary", cachedVary)
	h.Set("Cache-Control", "no-cache")
	if etag != "" {
		h.Set("ETag", etag)
	}
}

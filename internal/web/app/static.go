package app

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/labstack/echo/v4"
)

// StaticFiles serves the embedded stylesheets and scripts under /static/: each with a
// checksum ETag, compressed with gzip when the client takes it, and cached for a year when
// asked for under its checksummed address (URL), else revalidated at each use.
type StaticFiles struct {
	files map[string]*staticFile
}

type staticFile struct {
	body, gz    []byte // gz is nil when compressing does not pay
	hash, ctype string
}

// immutable is the Cache-Control of a checksummed address: its content never changes.
const immutable = "public, max-age=31536000, immutable"

// NewStaticFiles reads every file of fsys once.
func NewStaticFiles(fsys fs.FS) (*StaticFiles, error) {
	sf := &StaticFiles{files: map[string]*staticFile{}}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		f := &staticFile{body: body, hash: hex.EncodeToString(sum[:6]), ctype: mime.TypeByExtension(path.Ext(name))}
		if f.ctype == "" {
			f.ctype = "application/octet-stream"
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(body)
		zw.Close()
		if buf.Len() < len(body)*9/10 {
			f.gz = buf.Bytes()
		}
		sf.files[name] = f
		return nil
	})
	return sf, err
}

// URL is the checksummed address of the file name ("js/live.js"), which clients may cache for
// a year: a new version of the file has a new address. An unknown name gets its plain address.
func (sf *StaticFiles) URL(name string) string {
	f, ok := sf.files[name]
	if !ok {
		return "/static/" + name
	}
	return "/static/" + name + "?v=" + f.hash
}

// Serve answers GET /static/*.
func (sf *StaticFiles) Serve(c echo.Context) error {
	f, ok := sf.files[c.Param("*")]
	if !ok {
		return echo.ErrNotFound
	}
	h := c.Response().Header()
	h.Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	if c.QueryParam("v") == f.hash {
		h.Set(echo.HeaderCacheControl, immutable)
	} else {
		h.Set(echo.HeaderCacheControl, "no-cache")
	}
	gz := f.gz != nil && acceptsGzip(c.Request().Header.Get(echo.HeaderAcceptEncoding))
	etag := `"` + f.hash + `"`
	if gz {
		etag = `"` + f.hash + `-gz"`
	}
	h.Set("ETag", etag)
	if inm := c.Request().Header.Get("If-None-Match"); inm != "" && etagMatches(inm, etag) {
		return c.NoContent(http.StatusNotModified)
	}
	body := f.body
	if gz {
		h.Set(echo.HeaderContentEncoding, "gzip")
		body = f.gz
	}
	return c.Blob(http.StatusOK, f.ctype, body)
}

// acceptsGzip tells whether an Accept-Encoding header takes gzip (and does not refuse it
// with q=0).
func acceptsGzip(ae string) bool {
	for part := range strings.SplitSeq(ae, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// etagMatches tells whether an If-None-Match header names etag (or is "*").
func etagMatches(inm, etag string) bool {
	for part := range strings.SplitSeq(inm, ",") {
		p := strings.TrimPrefix(strings.TrimSpace(part), "W/")
		if p == "*" || p == etag {
			return true
		}
	}
	return false
}

package director

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/hoshi-go/hoshi/internal/export"
	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/web/app"
	"github.com/labstack/echo/v4"
)

// egdListURL is where the EGD publishes its rating list, zipped.
const egdListURL = "https://www.europeangodatabase.eu/EGD/EGD_2_0/downloads/allworld_lp.zip"

// ratingListForm is POST /director/egd: the allworld_lp file, plain, gzipped or zipped.
func (s *handlers) ratingListForm(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		fh, data, err := app.UploadedFile(c, "file")
		if err != nil {
			return err
		}
		if fh == nil {
			return redirectError(c, "/director/egd", app.BadRequest("file", msgEGDChooseFile.New()))
		}
		return loadRatingList(c, rs, fh.Filename, data)
	}
}

// ratingFetchForm is POST /director/egd/fetch with url (the EGD's address by default): the
// server downloads the list itself, which spares the director a large upload. It reaches
// public addresses only (fetchClient); a failure is told in a few words.
func (s *handlers) ratingFetchForm(rs *app.RatingStore) echo.HandlerFunc {
	return func(c echo.Context) error {
		u, ok := fetchURL(strings.TrimSpace(c.FormValue("url")))
		if !ok {
			return redirectError(c, "/director/egd", app.BadRequest("url", msgEGDGiveURL.New()))
		}
		failed := func(reason error) error {
			return redirectError(c, "/director/egd", app.BadRequest("url", msgEGDCouldNotDownload.New(reason)))
		}
		ctx, cancel := context.WithTimeout(c.Request().Context(), fetchTimeout)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			return failed(msgFetchInvalid.New())
		}
		client := fetchClient(s.AllowLoopbackFetch)
		defer client.CloseIdleConnections()
		resp, err := client.Do(req)
		if err != nil {
			return failed(fetchFailure(err))
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return failed(msgFetchStatus.New(fmt.Sprintf("%d %s", resp.StatusCode, http.StatusText(resp.StatusCode))))
		}
		if resp.ContentLength > maxRatingList {
			return failed(errListTooLarge)
		}
		data, err := readAtMost(resp.Body, maxRatingList)
		if errors.Is(err, errListTooLarge) {
			return failed(err)
		}
		if err != nil {
			return failed(msgFetchBrokeOff.New(fetchFailure(err)))
		}
		return loadRatingList(c, rs, path.Base(u.Path), data)
	}
}

// maxRatingList bounds a rating list: the whole world's is about 10 MB unpacked.
const maxRatingList = 64 << 20

// errListTooLarge refuses a list, downloaded or unpacked, beyond MaxRatingList.
var errListTooLarge = msgListTooLarge.New(maxRatingList >> 20)

// readAtMost reads r whole, or fails with errListTooLarge past limit bytes: a list cut
// short would load as a smaller one without a word.
func readAtMost(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, errListTooLarge
	}
	return data, nil
}

// loadRatingList reads a list (named name, as uploaded or downloaded) and keeps it.
func loadRatingList(c echo.Context, rs *app.RatingStore, name string, data []byte) error {
	text, err := unpack(name, data)
	if err != nil {
		return redirectError(c, "/director/egd", app.ErrBadRequestOf("file", err))
	}
	l, err := export.ReadRatingList(bytes.NewReader(text))
	if err != nil {
		return redirectError(c, "/director/egd", app.ErrBadRequestOf("file", err))
	}
	at := time.Now().UTC().Truncate(time.Second)
	rs.Set(l, name, at)
	tr := app.TrOf(c)
	msg := tr.N("flash.egd_loaded", len(l.Entries))
	if len(l.Skipped) > 0 {
		msg += " " + tr.N("egd.skipped", len(l.Skipped))
	}
	if rs.DB != nil {
		if err := rs.DB.SaveRatingList(c.Request().Context(), store.RatingListFile{Name: name, LoadedAt: at, Text: text}); err != nil {
			// The list serves until the server stops; the director hears that it will not last.
			rs.Logger().Error("EGD rating list: cannot keep it in the database", "file", name, "err", err)
			setFlashText(c, "warn", msg+" "+tr.T("flash.egd_not_kept", "Error", err.Error()))
			return c.Redirect(http.StatusSeeOther, "/director/egd")
		}
		rs.Kept(name, at)
	}
	return redirectFlash(c, "/director/egd", msg)
}

// unpack returns the text of an uploaded list: EGD serves it zipped; gzip is accepted too.
func unpack(name string, data []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return nil, msgNotZip.New(name)
		}
		for _, zf := range zr.File {
			if zf.FileInfo().IsDir() {
				continue
			}
			r, err := zf.Open()
			if err != nil {
				return nil, msgZipEntry.New(name, zf.Name)
			}
			defer r.Close()
			if zf.UncompressedSize64 > maxRatingList {
				return nil, errListTooLarge
			}
			return readUnpacked(name, r)
		}
		return nil, msgZipEmpty.New(name)
	case bytes.HasPrefix(data, []byte{0x1f, 0x8b}):
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, msgNotGzip.New(name)
		}
		return readUnpacked(name, zr)
	}
	return data, nil
}

// readUnpacked reads the text out of a zip or gzip file named name.
func readUnpacked(name string, r io.Reader) ([]byte, error) {
	data, err := readAtMost(r, maxRatingList)
	if errors.Is(err, errListTooLarge) {
		return nil, err
	}
	if err != nil {
		return nil, msgDamaged.New(name)
	}
	return data, nil
}

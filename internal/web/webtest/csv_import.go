package webtest

import (
	"bytes"
	"html"
	"mime/multipart"
	"net/http"
	"net/url"
	"regexp"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

var (
	formRE     = regexp.MustCompile(`(?s)<form ([^>]*)>(.*?)</form>`)
	attrRE     = regexp.MustCompile(`(\w+)="([^"]*)"`)
	inputRE    = regexp.MustCompile(`<input ([^>]*)>`)
	textareaRE = regexp.MustCompile(`(?s)<textarea name="(\w+)"[^>]*>(.*?)</textarea>`)
	selectRE   = regexp.MustCompile(`(?s)<select [^>]*name="(\w+)"[^>]*>(.*?)</select>`)
	selectedRE = regexp.MustCompile(`<option value="([^"]*)" selected>`)
)

// SubmitForm posts the form of page whose action is action, as a browser does: its hidden
// inputs, textareas and selects (set overrides a field), multipart when the form says so.
func (s *Server) SubmitForm(lang, page, action string, set ...string) (*http.Response, string) {
	s.T.Helper()
	for _, f := range formRE.FindAllStringSubmatch(page, -1) {
		attrs := map[string]string{}
		for _, a := range attrRE.FindAllStringSubmatch(f[1], -1) {
			attrs[a[1]] = html.UnescapeString(a[2])
		}
		if attrs["action"] != action {
			continue
		}
		values := url.Values{}
		for _, in := range inputRE.FindAllStringSubmatch(f[2], -1) {
			a := map[string]string{}
			for _, m := range attrRE.FindAllStringSubmatch(in[1], -1) {
				a[m[1]] = html.UnescapeString(m[2])
			}
			if a["name"] != "" {
				values.Set(a["name"], a["value"])
			}
		}
		for _, ta := range textareaRE.FindAllStringSubmatch(f[2], -1) {
			values.Set(ta[1], html.UnescapeString(ta[2]))
		}
		for _, sel := range selectRE.FindAllStringSubmatch(f[2], -1) {
			if m := selectedRE.FindStringSubmatch(sel[2]); m != nil {
				values.Set(sel[1], m[1])
			}
		}
		for i := 0; i+1 < len(set); i += 2 {
			values.Set(set[i], set[i+1])
		}
		var h []string
		if lang != "" {
			h = append(h, "Cookie", app.LangCookie+"="+lang)
		}
		if attrs["enctype"] != "multipart/form-data" {
			h = append(h, "Content-Type", "application/x-www-form-urlencoded")
			resp, body := s.Do(s.Director, "POST", action, values.Encode(), h...)
			return resp, string(body)
		}
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for k, vs := range values {
			for _, v := range vs {
				mw.WriteField(k, v)
			}
		}
		mw.Close()
		h = append(h, "Content-Type", mw.FormDataContentType())
		resp, body := s.Do(s.Director, "POST", action, buf.Bytes(), h...)
		return resp, string(body)
	}
	s.T.Fatalf("no form with action %q in %s", action, page)
	return nil, ""
}

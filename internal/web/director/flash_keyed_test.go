package director

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hoshi-go/hoshi/internal/keyed"
)

// decodeFlash reads a cookie value as takeFlash does.
func decodeFlash(t *testing.T, v string) DirFlash {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(v)
	if err != nil {
		t.Fatal(err)
	}
	var f DirFlash
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// TestFlashCarriesKey: a refusal left in the flash cookie comes back as its keyed message,
// key and values, so the next page shows it in its language; a text cut to fit the cookie
// no longer says the message and is shown as it is.
func TestFlashCarriesKey(t *testing.T) {
	k := msgCSVTooLarge.New(512)
	f := decodeFlash(t, flashValue(DirFlash{Kind: "error", Text: k.Error(), Err: k}))
	got, ok := f.Message().(*keyed.Error)
	if !ok || got.Key != "verr.csv_too_large" || len(got.Args) != 1 || got.Args[0].Text != "512" {
		t.Fatalf("message %#v", f.Message())
	}
	if got.Error() != "the file is larger than 512 KB" {
		t.Errorf("English %q", got.Error())
	}

	long := strings.Repeat("x", 5000)
	k = msgCSVCharset.New(long)
	f = decodeFlash(t, flashValue(DirFlash{Kind: "error", Text: k.Error(), Err: k}))
	if s, ok := f.Message().(string); !ok || !strings.HasSuffix(s, "…") || f.Err != nil {
		t.Errorf("a cut text: message %T, Err %v", f.Message(), f.Err)
	}
}

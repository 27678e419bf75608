package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/web/app"
)

// lazyFile is n bytes of a file's content made as they are read, so that the test's own memory
// does not hold the uploads it sends.
type lazyFile struct{ n, sent int64 }

func (u *lazyFile) Read(p []byte) (int, error) {
	if u.sent >= u.n {
		return 0, io.EOF
	}
	k := min(int64(len(p)), u.n-u.sent)
	for i := range p[:k] {
		p[i] = 'x'
	}
	u.sent += k
	return int(k), nil
}

// multipartUpload is a form with the CSRF token (if any) and a file field "file" of n bytes.
func multipartUpload(csrf string, n int64) (io.Reader, int64, string) {
	const boundary = "hoshi-memory-test"
	head := ""
	if csrf != "" {
		head += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + app.CSRFField + "\"\r\n\r\n" + csrf + "\r\n"
	}
	head += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"backup.json\"\r\n" +
		"Content-Type: application/json\r\n\r\n"
	tail := "\r\n--" + boundary + "--\r\n"
	body := io.MultiReader(strings.NewReader(head), &lazyFile{n: n}, strings.NewReader(tail))
	return body, int64(len(head)) + n + int64(len(tail)), "multipart/form-data; boundary=" + boundary
}

// peakRSS reads the most memory (VmHWM, kB) a process has held.
func peakRSS(t *testing.T, pid int) int64 {
	t.Helper()
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Fatal("no VmHWM in /proc status")
	return 0
}

// TestUploadsKeepMemoryBounded sends a `hoshi serve` process 16 anonymous uploads of 60 MB to
// the backup import at once, then 8 more from a signed-in account (allowed the import), and
// checks that the process never held 300 MB: the anonymous ones are refused before their
// bodies are read, the account's draw on the shared upload budget.
func TestUploadsKeepMemoryBounded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	addr := freeAddr(t)
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "serve", "--listen", addr, "--db", filepath.Join(dir, "mem.db"))
	cmd.Env = append(os.Environ(), execEnv+"=1", "HOSHI_ADMIN_PASSWORD=memory test password", "TMPDIR="+dir)
	var stderr lockedWriter
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	base := "http://" + addr
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(30 * time.Millisecond) {
		if resp, err := http.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("hoshi serve did not become ready:\n%s", stderr.String())
		}
	}
	before := peakRSS(t, cmd.Process.Pid)

	upload := func(c *http.Client, csrf string) (int, error) {
		body, size, contentType := multipartUpload(csrf, 60<<20)
		req, err := http.NewRequest("POST", base+"/director/import/backup", body)
		if err != nil {
			return 0, err
		}
		req.ContentLength = size
		req.Header.Set("Content-Type", contentType)
		req.Header.Set("Origin", base)
		if csrf != "" {
			req.Header.Set(app.CSRFHeader, csrf)
		}
		resp, err := c.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		io.Copy(io.Discard, resp.Body)
		return resp.StatusCode, nil
	}
	burst := func(c *http.Client, csrf string, n int) map[int]int {
		var mu sync.Mutex
		statuses := map[int]int{}
		var wg sync.WaitGroup
		for range n {
			wg.Go(func() {
				code, err := upload(c, csrf)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					// The server may answer and close before the client has sent the body.
					statuses[-1]++
					return
				}
				statuses[code]++
			})
		}
		wg.Wait()
		return statuses
	}
	anon := burst(&http.Client{}, "", 16)
	for code, n := range anon {
		if code != -1 && code < 400 {
			t.Errorf("an anonymous upload was answered %d (%d times): %v", code, n, anon)
		}
	}

	jar, _ := cookiejar.New(nil)
	user := &http.Client{Jar: jar}
	resp, err := user.Post(base+"/api/session", "application/json", strings.NewReader(`{"password":"memory test password"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("login: %d", resp.StatusCode)
	}
	resp, err = user.Get(base + "/login")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	u, _ := url.Parse(base)
	var csrf string
	for _, ck := range jar.Cookies(u) {
		if ck.Name == app.CSRFCookie {
			csrf = ck.Value
		}
	}
	signed := burst(user, csrf, 8)
	if signed[http.StatusForbidden] > 0 || signed[http.StatusUnauthorized] > 0 {
		t.Errorf("the account's uploads were refused as unauthorised (%v): the test does not load the server", signed)
	}

	peak := peakRSS(t, cmd.Process.Pid)
	t.Logf("peak memory of the server: %d MB at start, %d MB after the uploads; anonymous answers %v, the account's %v",
		before>>10, peak>>10, anon, signed)
	if peak > 300<<10 {
		t.Errorf("the server held %d MB (limit 300 MB)", peak>>10)
	}
	if code, _ := func() (int, error) {
		r, err := http.Get(base + "/readyz")
		if err != nil {
			return 0, err
		}
		r.Body.Close()
		return r.StatusCode, nil
	}(); code != http.StatusOK {
		t.Errorf("after the uploads /readyz answers %d", code)
	}
}

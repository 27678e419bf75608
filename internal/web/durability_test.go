package web_test

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/hoshi-go/hoshi/internal/store"
	"github.com/hoshi-go/hoshi/internal/store/storetest"
	"github.com/hoshi-go/hoshi/internal/web/webtest"
)

// TestResultsSurviveKill runs the real binary, enters results from several clients and kills
// the process with SIGKILL while writes are still arriving. Reopening the database must show
// every result the server acknowledged.
func TestResultsSurviveKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the hoshi binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "hoshi")
	build := exec.Command("go", "build", "-o", bin, "github.com/hoshi-go/hoshi/cmd/hoshi")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dbPath := storetest.DSN(t)
	const games = 150
	// The tournament is prepared in the database before the server starts.
	db, err := store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	id := webtest.SeedRound(t, db, games)
	db.Close()

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "serve", "--listen", addr, "--db", dbPath)
	cmd.Env = append(os.Environ(), "HOSHI_ADMIN_PASSWORD="+webtest.TestPassword)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	base := "http://" + addr

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := client.Post(base+"/api/session", "application/json", strings.NewReader(`{"password":"`+webtest.TestPassword+`"}`))
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("login: %d", resp.StatusCode)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("server did not start: %v\n%s", err, stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}

	var (
		acked   sync.Map // table -> result acknowledged
		nAcked  atomic.Int64
		next    atomic.Int64
		wg      sync.WaitGroup
		killed  = make(chan struct{})
		killMu  sync.Once
		killNow = func() {
			killMu.Do(func() {
				cmd.Process.Signal(syscall.SIGKILL)
				close(killed)
			})
		}
	)
	for range 10 {
		wg.Go(func() {
			for {
				table := int(next.Add(1))
				if table > games {
					return
				}
				select {
				case <-killed:
					return
				default:
				}
				body := fmt.Sprintf(`{"result":%q}`, resultFor(table))
				req, _ := http.NewRequest("PUT", fmt.Sprintf("%s/api/tournaments/%d/rounds/1/games/%d/result", base, id, table), strings.NewReader(body))
				resp, err := client.Do(req)
				if err != nil {
					continue // no answer: the server died before acknowledging
				}
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					acked.Store(table, resultFor(table))
					// Kill while the other clients' writes are in flight.
					if nAcked.Add(1) == games/2 {
						killNow()
					}
				}
			}
		})
	}
	wg.Wait()
	killNow()
	cmd.Wait()
	if nAcked.Load() < games/2 {
		t.Fatalf("only %d results acknowledged before the kill\n%s", nAcked.Load(), stderr.String())
	}

	db, err = store.Open(context.Background(), dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tt, _, err := db.LoadTournament(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[int]string{}
	for _, g := range tt.Games {
		stored[g.Table] = g.Result.String()
	}
	lost := 0
	acked.Range(func(k, v any) bool {
		if stored[k.(int)] != v.(string) {
			lost++
			t.Errorf("table %d: acknowledged %s, stored %s", k, v, stored[k.(int)])
		}
		return true
	})
	t.Logf("%d results acknowledged before SIGKILL, %d lost", nAcked.Load(), lost)
}

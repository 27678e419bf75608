package main

import (
	"io"
	"net/http"
	"os"
	"time"
)

func init() {
	register("health", "ask a running hoshi whether it is ready (for a container's health check)", runHealth)
}

func runHealth(args []string) int {
	return healthCmd(args, os.Stdout, os.Stderr)
}

// healthCmd is `hoshi health`: it asks a server's /readyz and exits 0 when the answer is 200
// within the timeout, 1 otherwise (a container image has no curl to do it).
func healthCmd(args []string, stdout, stderr io.Writer) int {
	cl := newCmdLine("health", "health [--url URL] [--timeout D]", stdout, stderr)
	u := cl.String("url", "http://127.0.0.1:8080/readyz", "the readiness check's `URL`")
	timeout := cl.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	rest, status, ok := cl.parse(args)
	if !ok {
		return status
	}
	if len(rest) > 0 {
		return cl.fail("unexpected argument %q", rest[0])
	}
	client := &http.Client{Timeout: *timeout}
	resp, err := client.Get(*u)
	if err != nil {
		cl.errorf("%v", err)
		return 1
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		cl.errorf("%s answered %s", *u, resp.Status)
		return 1
	}
	return 0
}

package director

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"

	"github.com/hoshi-go/hoshi/internal/keyed"
)

// The rating list is fetched by the server, from an address the director types in: a
// request the server makes on a visitor's behalf must not reach the machine itself or its
// local network (a router's admin page, a cloud's metadata service). The address is checked
// when the connection is made, after DNS, so a name that resolves to a local address (or is
// re-resolved to one: DNS rebinding) and a redirect to one are refused alike.
const (
	// fetchTimeout bounds a whole download: the world list is about 3 MB zipped.
	fetchTimeout = 2 * time.Minute
	// maxFetchRedirects is how many redirects a download follows.
	maxFetchRedirects = 3
)

// refusedAddrError is a connection to an address a download may not reach.
type refusedAddrError struct {
	ip     netip.Addr
	reason *keyed.Error
}

func (e *refusedAddrError) Error() string {
	return fmt.Sprintf("%s is %s", e.ip, e.reason)
}

// refusedReason says why a download may not connect to ip (nil if it may): loopback (unless
// allowed, for tests), private, link-local, unspecified, multicast or otherwise not a public
// unicast address.
func refusedReason(ip netip.Addr, allowLoopback bool) *keyed.Error {
	ip = ip.Unmap()
	switch {
	case ip.IsLoopback():
		if allowLoopback {
			return nil
		}
		return msgAddrLoopback.New()
	case ip.IsPrivate():
		return msgAddrPrivate.New()
	case ip.IsLinkLocalUnicast(), ip.IsLinkLocalMulticast():
		return msgAddrLinkLocal.New()
	case ip.IsUnspecified():
		return msgAddrUnspecified.New()
	case ip.IsMulticast(), ip.IsInterfaceLocalMulticast():
		return msgAddrMulticast.New()
	case !ip.IsGlobalUnicast():
		return msgAddrNotPublic.New()
	}
	return nil
}

// fetchClient is the client of the rating list downloads: no proxy (it would connect for us
// where the check cannot see), each connection checked by refusedReason, a timeout and at
// most maxFetchRedirects redirects, to http and https only.
func fetchClient(allowLoopback bool) *http.Client {
	dialer := &net.Dialer{
		Timeout: 30 * time.Second,
		Control: func(network, address string, _ syscall.RawConn) error {
			host, _, err := net.SplitHostPort(address)
			if err != nil {
				return err
			}
			ip, err := netip.ParseAddr(host)
			if err != nil {
				return &refusedAddrError{reason: msgAddrNotIP.New()}
			}
			if r := refusedReason(ip, allowLoopback); r != nil {
				return &refusedAddrError{ip: ip.Unmap(), reason: r}
			}
			return nil
		},
	}
	return &http.Client{
		Timeout: fetchTimeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           dialer.DialContext,
			TLSHandshakeTimeout:   30 * time.Second,
			ResponseHeaderTimeout: time.Minute,
			MaxIdleConns:          1,
			IdleConnTimeout:       30 * time.Second,
		},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > maxFetchRedirects {
				return errTooManyRedirects
			}
			if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
				return errRedirectScheme
			}
			return nil
		},
	}
}

var (
	errTooManyRedirects = errors.New("too many redirects")
	errRedirectScheme   = msgFetchRedirectScheme.New()
)

// fetchFailure is the short reason a download failed, for the director: no connection
// details, addresses or answers of the other side beyond the status code.
func fetchFailure(err error) *keyed.Error {
	var refused *refusedAddrError
	var dnsErr *net.DNSError
	var netErr net.Error
	switch {
	case errors.As(err, &refused):
		return msgFetchAddressRefused.New(refused.reason)
	case errors.Is(err, errTooManyRedirects):
		return msgFetchRedirects.New(maxFetchRedirects)
	case errors.Is(err, errRedirectScheme):
		return msgFetchRedirectScheme.New()
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return msgFetchTimeout.New()
	case errors.As(err, &dnsErr):
		return msgFetchDNS.New()
	case errors.Is(err, syscall.ECONNREFUSED):
		return msgFetchConnRefused.New()
	}
	return msgFetchFailed.New()
}

// fetchURL checks the address the director gave: http(s) with a host.
func fetchURL(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, false
	}
	return u, true
}

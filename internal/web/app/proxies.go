package app

import (
	"fmt"
	"net"
	"net/netip"
	"strings"

	"github.com/labstack/echo/v4"
)

// TrustedPrefixes reads trusted_proxies: each entry an address or a CIDR range.
func TrustedPrefixes(trusted []string) ([]netip.Prefix, error) {
	var prefixes []netip.Prefix
	for _, t := range trusted {
		t = strings.TrimSpace(t)
		if strings.Contains(t, "/") {
			p, err := netip.ParsePrefix(t)
			if err != nil {
				return nil, fmt.Errorf("trusted_proxies: %q is not an address or CIDR range: %v", t, err)
			}
			prefixes = append(prefixes, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(t)
		if err != nil {
			return nil, fmt.Errorf("trusted_proxies: %q is not an address or CIDR range: %v", t, err)
		}
		a = a.Unmap()
		prefixes = append(prefixes, netip.PrefixFrom(a, a.BitLen()))
	}
	return prefixes, nil
}

// IPExtractor returns how the client's address is found. Without trusted proxies it is the
// connection's address (X-Forwarded-For would let anyone pick an address and escape the login
// limits or pass the /setup check; Echo v4 trusts it without an IPExtractor, GO-2026-6872,
// which .ci/run lets through for this line; TestForwardedHeadersNotTrusted). With them
// (TrustedPrefixes), the address X-Forwarded-For gives is taken from those proxies only;
// loopback, link-local and private addresses are not trusted unless listed.
func IPExtractor(trusted []netip.Prefix) (echo.IPExtractor, error) {
	if len(trusted) == 0 {
		return echo.ExtractIPDirect(), nil
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, prefix := range trusted {
		_, ipnet, err := net.ParseCIDR(prefix.String())
		if err != nil {
			return nil, fmt.Errorf("trusted_proxies: %v: %v", prefix, err)
		}
		opts = append(opts, echo.TrustIPRange(ipnet))
	}
	return echo.ExtractIPFromXFFHeader(opts...), nil
}

// IsLocal tells a request from the server machine itself, for /setup: the client's address
// (RealIP, after the trusted proxies) is loopback, and no forwarding header names another
// machine. A reverse proxy on the same machine, trusted or not, that forwards a remote
// client's request is not local.
func IsLocal(c echo.Context) bool {
	if !isLoopback(c.RealIP()) {
		return false
	}
	h := c.Request().Header
	if h.Get("Forwarded") != "" {
		return false
	}
	for _, name := range []string{echo.HeaderXForwardedFor, echo.HeaderXRealIP} {
		for _, v := range h.Values(name) {
			for _, a := range strings.Split(v, ",") {
				if a = strings.TrimSpace(a); a != "" && !isLoopback(a) {
					return false
				}
			}
		}
	}
	return true
}

// isLoopback tells a client on the server machine itself: 127.0.0.0/8 or ::1.
func isLoopback(ip string) bool {
	a, err := netip.ParseAddr(ip)
	return err == nil && a.Unmap().IsLoopback()
}

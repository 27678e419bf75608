package app

import (
	"fmt"
	"html/template"
	"net"
	"net/netip"
	"strings"

	"github.com/boombuler/barcode/qr"
	"github.com/labstack/echo/v4"
)

// QRSVG draws text as a QR code in SVG, dark modules on white with the standard quiet zone of
// four modules, for printing (medium error correction: a slip folded or smudged still reads).
// Each row's runs of dark modules are one path, so that a large code stays small.
func QRSVG(text string, mm int) (template.HTML, error) {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return "", fmt.Errorf("QR code of %q: %w", text, err)
	}
	n := code.Bounds().Dx()
	size := n + 8
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" viewBox="0 0 %d %d" width="%dmm" height="%dmm" shape-rendering="crispEdges">`, size, size, mm, mm)
	fmt.Fprintf(&b, `<title>%s</title><rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, template.HTMLEscapeString(text), size, size)
	for y := range n {
		for x := 0; x < n; {
			if !dark(code.At(x, y)) {
				x++
				continue
			}
			start := x
			for x < n && dark(code.At(x, y)) {
				x++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", start+4, y+4, x-start, x-start)
		}
	}
	b.WriteString(`"/></svg>`)
	return template.HTML(b.String()), nil
}

// dark tells a dark module of the code's image.
func dark(c interface{ RGBA() (r, g, b, a uint32) }) bool {
	r, _, _, _ := c.RGBA()
	return r < 0x8000
}

// PublicBase is the address phones reach the server at, for printed links and codes:
// Config.PublicURL when set; else the address of the request, except that a request to this
// machine's own loopback name (the director's browser on the laptop) gives the laptop's
// address on the venue's network, which the phones can open.
func (s *Server) PublicBase(c echo.Context) string {
	if s.Config.PublicURL != "" {
		return s.Config.PublicURL
	}
	host := c.Request().Host
	h, port, err := net.SplitHostPort(host)
	if err != nil {
		h, port = host, ""
	}
	if a, err := netip.ParseAddr(strings.Trim(h, "[]")); (err == nil && a.IsLoopback()) || h == "localhost" {
		if lan := lanAddress(); lan != "" {
			h = lan
			if port != "" {
				return c.Scheme() + "://" + net.JoinHostPort(h, port)
			}
			return c.Scheme() + "://" + h
		}
	}
	return c.Scheme() + "://" + host
}

// lanAddress is this machine's first private IPv4 address ("" when it has none), the one a
// venue's Wi-Fi gives the laptop.
func lanAddress() string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return ""
	}
	for _, a := range addrs {
		if p, err := netip.ParsePrefix(a.String()); err == nil {
			if ip := p.Addr(); ip.Is4() && ip.IsPrivate() {
				return ip.String()
			}
		}
	}
	return ""
}

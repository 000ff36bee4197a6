// Package hosthttp is the host adapter of the network capability: a
// sandbox/net Client over a net/http client, for hosts (and pyexvm
// --allow-url) that let a program reach real HTTP servers. It is a host
// adapter, allowed to dial (docs/SECURITY.md); the sandbox sees only the
// net.Client it returns, behind the host's Policy.
//
//	nw, err := net.New(hosthttp.New(nil), net.Policy{Allow: []net.Rule{{Prefix: "https://api.example.com/"}}})
//
// The client never follows redirects (the Network does, checking every
// hop against the Policy), decodes gzip and deflate bodies (programs ask
// for them, as requests does), and reads at most MaxBody bytes of a body.
package hosthttp

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"

	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
)

// Client is a sandbox/net Client over an *http.Client.
type Client struct {
	http *http.Client
	// MaxBody bounds the bytes read of a response body; a longer body is
	// cut at MaxBody+1 bytes, which the Network's MaxResponseBytes then
	// refuses. Zero means 32 MiB.
	MaxBody int64
}

// New returns a Client sending through c (nil: a new http.Client). c is
// copied and never follows redirects.
func New(c *http.Client) *Client {
	var cp http.Client
	if c != nil {
		cp = *c
	}
	cp.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &Client{http: &cp}
}

// Do sends req.
func (c *Client) Do(ctx context.Context, req *sandboxnet.Request) (*sandboxnet.Response, error) {
	if req.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, req.Timeout)
		defer cancel()
	}
	var body io.Reader
	if req.Body != nil {
		body = bytes.NewReader(req.Body)
	}
	hreq, err := http.NewRequestWithContext(ctx, req.Method, req.URL, body)
	if err != nil {
		return nil, err
	}
	for _, f := range req.Header {
		switch strings.ToLower(f.Name) {
		case "content-length":
			// net/http sends a zero length only for the methods it
			// expects a body of; the program asked for one (requests
			// does for DELETE), so say the body is identity-encoded.
			if len(req.Body) == 0 && f.Value == "0" {
				hreq.Body = http.NoBody
				hreq.TransferEncoding = []string{"identity"}
			}
			continue
		case "host":
			// net/http sets it from the URL.
			continue
		}
		hreq.Header.Add(f.Name, f.Value)
	}
	hreq.ContentLength = int64(len(req.Body))
	resp, err := c.http.Do(hreq)
	if err != nil {
		return nil, mapError(err)
	}
	defer resp.Body.Close()
	limit := c.MaxBody
	if limit <= 0 {
		limit = 32 << 20
	}
	raw, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, mapError(err)
	}
	data, err := decode(resp.Header.Get("Content-Encoding"), raw, limit)
	if err != nil {
		return nil, err
	}
	out := &sandboxnet.Response{
		StatusCode: resp.StatusCode,
		Reason:     reason(resp.Status),
		Body:       data,
	}
	// Go's server writes fields in name order; keep that order here so
	// runs are reproducible.
	names := make([]string, 0, len(resp.Header))
	for k := range resp.Header {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		for _, v := range resp.Header[k] {
			out.Header = append(out.Header, sandboxnet.Field{Name: k, Value: v})
		}
	}
	return out, nil
}

// reason returns the reason phrase of "200 OK".
func reason(status string) string {
	if _, r, ok := strings.Cut(status, " "); ok {
		return r
	}
	return ""
}

// decode undoes a gzip or deflate Content-Encoding.
func decode(encoding string, raw []byte, limit int64) ([]byte, error) {
	var r io.ReadCloser
	var err error
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "gzip", "x-gzip":
		r, err = gzip.NewReader(bytes.NewReader(raw))
	case "deflate":
		// Servers send zlib-wrapped or raw deflate under this name.
		r, err = zlib.NewReader(bytes.NewReader(raw))
		if err != nil {
			r, err = flate.NewReader(bytes.NewReader(raw)), nil
		}
	default:
		return raw, nil
	}
	if err != nil {
		return nil, fmt.Errorf("Received response with content-encoding: %s, but failed to decode it.", encoding)
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("Received response with content-encoding: %s, but failed to decode it.", encoding)
	}
	return data, nil
}

// mapError marks timeouts with sandbox/net's ErrTimeout.
func mapError(err error) error {
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return fmt.Errorf("%w: %v", sandboxnet.ErrTimeout, err)
	}
	return err
}

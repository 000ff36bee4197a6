package net

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// recorder is a fake Client: it records what it was sent and answers
// from a table of URL to response (or error).
type recorder struct {
	sent    []Request
	answers map[string]*Response
	err     error
}

func (r *recorder) Do(ctx context.Context, req *Request) (*Response, error) {
	r.sent = append(r.sent, *req)
	if r.err != nil {
		return nil, r.err
	}
	if a, ok := r.answers[req.URL]; ok {
		c := *a
		return &c, nil
	}
	return &Response{StatusCode: 404, Body: []byte("not found")}, nil
}

func newNet(t *testing.T, c Client, p Policy) *Network {
	t.Helper()
	n, err := New(c, p)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestCheck(t *testing.T) {
	n := newNet(t, &recorder{}, Policy{Allow: []Rule{
		{Prefix: "https://api.example.com/v1"},
		{Prefix: "https://read.example.com/", Methods: []string{"get", "HEAD"}},
		{Prefix: "http://localhost:8080"},
	}})
	for _, tc := range []struct {
		method, url string
		want        error
	}{
		{"GET", "https://api.example.com/v1", nil},
		{"POST", "https://api.example.com/v1/items?x=1", nil},
		{"GET", "https://API.example.com:443/v1/x#frag", nil},
		{"GET", "https://api.example.com/v10", ErrDenied},
		{"GET", "https://api.example.com/v2", ErrDenied},
		{"GET", "http://api.example.com/v1", ErrDenied},
		{"GET", "https://api.example.com.evil.test/v1", ErrDenied},
		{"GET", "https://api.example.com@evil.test/v1", ErrDenied},
		{"GET", "https://api.example.com:8443/v1", ErrDenied},
		{"GET", "https://api.example.com/v1/../admin", ErrInvalidURL},
		{"GET", "https://api.example.com/v1/%2e%2e/admin", ErrInvalidURL},
		{"GET", "https://read.example.com/anything", nil},
		{"head", "https://read.example.com/", nil},
		{"DELETE", "https://read.example.com/x", ErrDenied},
		{"GET", "http://localhost:8080/", nil},
		{"GET", "http://localhost/", ErrDenied},
		{"GET", "ftp://api.example.com/v1", ErrInvalidURL},
		{"GET", "api.example.com/v1", ErrInvalidURL},
		{"GET", "https:///v1", ErrInvalidURL},
	} {
		err := n.Check(tc.method, tc.url)
		if (tc.want == nil) != (err == nil) || (tc.want != nil && !errors.Is(err, tc.want)) {
			t.Errorf("Check(%s %s) = %v, want %v", tc.method, tc.url, err, tc.want)
		}
		if err != nil && tc.want == ErrDenied && !strings.Contains(err.Error(), tc.url) {
			t.Errorf("denial %q does not name the URL", err)
		}
	}
}

func TestNoNetwork(t *testing.T) {
	var n *Network
	_, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://x.test/"}, true)
	if !errors.Is(err, ErrDenied) || !strings.Contains(err.Error(), "https://x.test/") {
		t.Errorf("nil network: %v", err)
	}
	n = newNet(t, nil, Policy{Allow: []Rule{{Prefix: "https://x.test/"}}})
	if _, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://x.test/"}, true); !errors.Is(err, ErrDenied) {
		t.Errorf("nil client: %v", err)
	}
}

func TestHeaderInjection(t *testing.T) {
	rec := &recorder{answers: map[string]*Response{"https://api.example.com/v1/x": {StatusCode: 200}}}
	n := newNet(t, rec, Policy{
		Allow: []Rule{{Prefix: "https://api.example.com/"}},
		Headers: map[string]map[string]string{
			"https://api.example.com/":   {"Authorization": "Bearer general", "X-Org": "acme"},
			"https://api.example.com/v1": {"Authorization": "Bearer v1-secret"},
			"https://other.example.com/": {"X-Leak": "no"},
		},
	})
	req := &Request{Method: "get", URL: "https://api.example.com/v1/x", Header: []Field{{"authorization", "from program"}, {"Accept", "*/*"}}}
	if _, err := n.Do(context.Background(), req, true); err != nil {
		t.Fatal(err)
	}
	got := rec.sent[0].Header
	if header(got, "Authorization") != "Bearer v1-secret" || header(got, "X-Org") != "acme" || header(got, "Accept") != "*/*" || header(got, "X-Leak") != "" {
		t.Errorf("sent headers %v", got)
	}
	if len(got) != 3 {
		t.Errorf("duplicate fields: %v", got)
	}
	if rec.sent[0].Method != "GET" {
		t.Errorf("method %q", rec.sent[0].Method)
	}
	// The caller's request is unchanged.
	if len(req.Header) != 2 || req.Header[0].Value != "from program" {
		t.Errorf("caller's request changed: %v", req.Header)
	}
}

func TestRedirects(t *testing.T) {
	rec := &recorder{answers: map[string]*Response{
		"https://a.test/start":  {StatusCode: 302, Header: []Field{{"Location", "/next"}}},
		"https://a.test/next":   {StatusCode: 301, Header: []Field{{"Location", "https://b.test/final"}}},
		"https://b.test/final":  {StatusCode: 200, Body: []byte("done")},
		"https://a.test/escape": {StatusCode: 307, Header: []Field{{"Location", "https://evil.test/"}}},
		"https://a.test/loop":   {StatusCode: 302, Header: []Field{{"Location", "/loop"}}},
		"https://a.test/post":   {StatusCode: 303, Header: []Field{{"Location", "/next"}}},
	}}
	n := newNet(t, rec, Policy{
		Allow:        []Rule{{Prefix: "https://a.test/"}, {Prefix: "https://b.test/"}},
		Headers:      map[string]map[string]string{"https://a.test/": {"X-Key": "secret"}},
		MaxRedirects: 5,
	})
	resp, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/start", Header: []Field{{"Authorization", "program's"}}}, true)
	if err != nil {
		t.Fatal(err)
	}
	if a := header(rec.sent[1].Header, "Authorization"); a != "program's" {
		t.Errorf("same-host redirect dropped Authorization: %q", a)
	}
	if a := header(rec.sent[2].Header, "Authorization"); a != "" {
		t.Errorf("Authorization followed the redirect to another host: %q", a)
	}
	if resp.StatusCode != 200 || string(resp.Body) != "done" || resp.URL != "https://b.test/final" || len(resp.Redirects) != 2 {
		t.Errorf("final %+v", resp)
	}
	// The secret went to a.test only.
	for _, s := range rec.sent {
		if strings.HasPrefix(s.URL, "https://b.test/") && header(s.Header, "X-Key") != "" {
			t.Errorf("injected header followed the redirect to %s", s.URL)
		}
	}
	// Not following: the 302 itself.
	resp, err = n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/start"}, false)
	if err != nil || resp.StatusCode != 302 {
		t.Errorf("unfollowed: %v %v", resp, err)
	}
	// A redirect out of the allowlist is refused.
	if _, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/escape"}, true); !errors.Is(err, ErrDenied) || !strings.Contains(err.Error(), "https://evil.test/") {
		t.Errorf("escape: %v", err)
	}
	if _, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/loop"}, true); !errors.Is(err, ErrTooManyRedirects) || err.Error() != "Exceeded 5 redirects." {
		t.Errorf("loop: %v", err)
	}
	rec.sent = nil
	if _, err := n.Do(context.Background(), &Request{Method: "POST", URL: "https://a.test/post", Body: []byte("x"), Header: []Field{{"Content-Type", "text/plain"}}}, true); err != nil {
		t.Fatal(err)
	}
	last := rec.sent[1]
	if last.Method != "GET" || last.Body != nil || header(last.Header, "Content-Type") != "" {
		t.Errorf("303 did not turn into a bare GET: %+v", last)
	}
}

func TestClientErrors(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want error
	}{
		{ErrTimeout, ErrTimeout},
		{context.DeadlineExceeded, ErrTimeout},
		{errors.New("connection refused"), nil},
	} {
		n := newNet(t, &recorder{err: tc.err}, Policy{Allow: []Rule{{Prefix: "https://a.test/"}}})
		_, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/"}, true)
		if err == nil {
			t.Fatalf("%v: no error", tc.err)
		}
		if tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%v: got %v", tc.err, err)
		}
		if tc.want == nil && err.Error() != tc.err.Error() {
			t.Errorf("%v: got %v", tc.err, err)
		}
	}
	n := newNet(t, &recorder{answers: map[string]*Response{"https://a.test/": {StatusCode: 200, Body: make([]byte, 100)}}},
		Policy{Allow: []Rule{{Prefix: "https://a.test/"}}, MaxResponseBytes: 10})
	if _, err := n.Do(context.Background(), &Request{Method: "GET", URL: "https://a.test/"}, true); !errors.Is(err, ErrTooLarge) {
		t.Errorf("large body: %v", err)
	}
}

func TestBadPolicy(t *testing.T) {
	for _, p := range []Policy{
		{Allow: []Rule{{Prefix: "api.example.com"}}},
		{Allow: []Rule{{Prefix: "ftp://x.test/"}}},
		{Headers: map[string]map[string]string{"nope": {"a": "b"}}},
	} {
		if _, err := New(&recorder{}, p); err == nil {
			t.Errorf("New accepted %+v", p)
		}
	}
}

func TestAllowPrefixes(t *testing.T) {
	n := newNet(t, &recorder{}, AllowPrefixes("https://a.test/x", "http://127.0.0.1:8080"))
	for url, ok := range map[string]bool{
		"https://a.test/x/y": true, "https://a.test/y": false, "http://127.0.0.1:8080/any": true,
	} {
		if err := n.Check("DELETE", url); (err == nil) != ok {
			t.Errorf("%s: %v", url, err)
		}
	}
}

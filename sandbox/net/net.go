// Package net is the network capability of a run: the program's requests
// (Python's requests and urllib.request) go through a Network, which
// checks each against the host's allowlist, adds the headers the host
// injects, and hands it to a Client that the host implements. The sandbox
// never dials: without a Client there is no network, and with one the
// program reaches exactly the URL prefixes and methods the Policy allows.
//
// Injected headers (API keys, tokens) are added here, after the program
// has built its request, so they never appear in the program's source,
// its variables or the response objects it gets back; a redirect to a URL
// whose prefix has no injected headers does not carry them on.
//
// Redirects are followed here, not by the Client, so that every hop is
// checked against the Policy: a Client should return 3xx responses as
// they are (sandbox/hosthttp's adapter does).
package net

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Request is one HTTP request, as the Client receives it.
type Request struct {
	Method string
	URL    string
	// Header holds the header fields in order; names are as given.
	Header []Field
	// Body is the request body; nil for none.
	Body []byte
	// Timeout bounds the request (0: only the run's context).
	Timeout time.Duration
}

// Field is one header field.
type Field struct {
	Name, Value string
}

// Response is a Client's answer.
type Response struct {
	// StatusCode is the HTTP status, e.g. 200.
	StatusCode int
	// Reason is the reason phrase ("OK"); empty means the standard one
	// for StatusCode.
	Reason string
	// Header holds the response's header fields in order.
	Header []Field
	// Body is the whole response body.
	Body []byte
	// URL is the URL that answered, after any redirects the Network
	// followed; the Client may leave it empty.
	URL string
	// Redirects are the responses of the redirects followed on the way,
	// oldest first (requests' Response.history).
	Redirects []*Response
}

// Client performs requests for the sandbox: the host implements it (see
// sandbox/hosthttp for one over net/http). Do must honour ctx, must not
// follow redirects (return the 3xx response), and should return an error
// wrapping ErrTimeout when the request's Timeout or ctx's deadline
// passes. Any other error is a connection error to the program.
type Client interface {
	Do(ctx context.Context, req *Request) (*Response, error)
}

// ClientFunc adapts a function to a Client.
type ClientFunc func(ctx context.Context, req *Request) (*Response, error)

// Do calls f.
func (f ClientFunc) Do(ctx context.Context, req *Request) (*Response, error) { return f(ctx, req) }

// Rule allows requests to URLs under Prefix with one of Methods.
type Rule struct {
	// Prefix is a URL: scheme, host (and port) must match exactly; the
	// request's path must be Prefix's path or below it ("/v1" allows
	// "/v1" and "/v1/x", not "/v10"). An empty path allows the whole
	// host.
	Prefix string
	// Methods are the allowed methods ("GET", "POST" ...), in any case;
	// empty allows every method.
	Methods []string
}

// Policy is what the host allows.
type Policy struct {
	// Allow lists the allowed prefixes; a request matching none is
	// refused. An empty list refuses everything.
	Allow []Rule
	// Headers maps a URL prefix (matched as Rule.Prefix) to header fields
	// added to every request under it, replacing the program's fields of
	// the same names. When several prefixes match, the longer wins.
	Headers map[string]map[string]string
	// MaxRedirects bounds the redirects one request follows (0: 30, as
	// requests does; negative: none are followed).
	MaxRedirects int
	// MaxResponseBytes bounds a response body (0: 32 MiB).
	MaxResponseBytes int64
}

// The errors of Do; match them with errors.Is.
var (
	// ErrDenied: the Policy does not allow the request.
	ErrDenied = errors.New("network access denied")
	// ErrInvalidURL: the URL does not parse, or is not http(s).
	ErrInvalidURL = errors.New("invalid URL")
	// ErrTimeout: the request timed out.
	ErrTimeout = errors.New("request timed out")
	// ErrTooManyRedirects: MaxRedirects was exceeded.
	ErrTooManyRedirects = errors.New("too many redirects")
	// ErrTooLarge: the response body exceeds MaxResponseBytes.
	ErrTooLarge = errors.New("response too large")
)

// Network is a run's network: a Client behind a Policy.
type Network struct {
	client Client
	policy Policy
	allow  []rule
	inject []injection
}

// rule is a parsed Rule.
type rule struct {
	p       prefix
	methods []string
}

// injection is a parsed Policy.Headers entry.
type injection struct {
	p      prefix
	fields []Field
}

// New returns the network of client under policy. It fails when a
// prefix of the policy does not parse.
func New(client Client, policy Policy) (*Network, error) {
	n := &Network{client: client, policy: policy}
	for _, r := range policy.Allow {
		p, err := parsePrefix(r.Prefix)
		if err != nil {
			return nil, err
		}
		ms := make([]string, len(r.Methods))
		for i, m := range r.Methods {
			ms[i] = strings.ToUpper(m)
		}
		n.allow = append(n.allow, rule{p: p, methods: ms})
	}
	for pre, fields := range policy.Headers {
		p, err := parsePrefix(pre)
		if err != nil {
			return nil, err
		}
		inj := injection{p: p}
		for k, v := range fields {
			inj.fields = append(inj.fields, Field{Name: k, Value: v})
		}
		sortFields(inj.fields)
		n.inject = append(n.inject, inj)
	}
	// Shorter prefixes first, so that the longer ones' fields win.
	sortInjections(n.inject)
	return n, nil
}

// Check reports whether the policy allows method on rawURL: nil, or an
// error wrapping ErrDenied or ErrInvalidURL whose text names the URL.
func (n *Network) Check(method, rawURL string) error {
	_, err := n.check(strings.ToUpper(method), rawURL)
	return err
}

func (n *Network) check(method, rawURL string) (*url.URL, error) {
	u, err := parseRequestURL(rawURL)
	if err != nil {
		return nil, err
	}
	if n == nil || n.client == nil {
		return nil, &Error{Err: ErrDenied, Msg: "network access denied: this run has no network (" + method + " " + rawURL + ")"}
	}
	for _, r := range n.allow {
		if r.p.matches(u) && methodAllowed(r.methods, method) {
			return u, nil
		}
	}
	return nil, &Error{Err: ErrDenied, Msg: "network access denied: " + method + " " + rawURL + " is not allowed by the host"}
}

func methodAllowed(methods []string, m string) bool {
	if len(methods) == 0 {
		return true
	}
	for _, x := range methods {
		if x == m {
			return true
		}
	}
	return false
}

// Error is an error of Do: Err is one of the package's sentinel errors
// (or the Client's error), Msg the text the program sees.
type Error struct {
	Err error
	Msg string
}

// Error returns Msg.
func (e *Error) Error() string { return e.Msg }

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }

// Do checks req against the policy, adds the injected headers and sends
// it through the Client, following redirects (when follow is true) with
// every hop checked again. req is not changed: the injected headers live
// only in the copy the Client sees.
func (n *Network) Do(ctx context.Context, req *Request, follow bool) (*Response, error) {
	method := strings.ToUpper(req.Method)
	cur := *req
	cur.Method = method
	var history []*Response
	max := 30
	if n != nil && n.policy.MaxRedirects != 0 {
		max = n.policy.MaxRedirects
	}
	for {
		u, err := n.check(cur.Method, cur.URL)
		if err != nil {
			return nil, err
		}
		out := cur
		out.URL = u.String()
		out.Header = n.headersFor(u, cur.Header)
		resp, err := n.client.Do(ctx, &out)
		if err != nil {
			return nil, clientError(ctx, err, cur.URL)
		}
		if resp == nil {
			return nil, &Error{Err: errors.New("nil response"), Msg: "the host's client returned no response for " + cur.URL}
		}
		if limit := n.maxBody(); int64(len(resp.Body)) > limit {
			return nil, &Error{Err: ErrTooLarge, Msg: "response body of " + cur.URL + " exceeds " + strconv.FormatInt(limit, 10) + " bytes"}
		}
		resp.URL = cur.URL
		loc := header(resp.Header, "Location")
		if !follow || max < 0 || !isRedirect(resp.StatusCode) || loc == "" {
			resp.Redirects = history
			return resp, nil
		}
		if len(history) >= max {
			return nil, &Error{Err: ErrTooManyRedirects, Msg: "Exceeded " + strconv.Itoa(max) + " redirects."}
		}
		next, err := u.Parse(loc)
		if err != nil {
			return nil, &Error{Err: ErrInvalidURL, Msg: "invalid redirect location " + strconv.Quote(loc)}
		}
		history = append(history, resp)
		cur.URL = next.String()
		// The program's credentials do not follow it to another host, nor
		// from https down to http, as requests drops them.
		if canonicalHost(next) != canonicalHost(u) || (u.Scheme == "https" && next.Scheme == "http") {
			cur.Header = dropFields(cur.Header, "Authorization")
		}
		// 303, and 301/302 after anything but GET or HEAD, turn into a
		// GET without a body, as browsers and requests do.
		if resp.StatusCode == 303 && cur.Method != "HEAD" ||
			(resp.StatusCode == 301 || resp.StatusCode == 302) && cur.Method == "POST" {
			cur.Method = "GET"
			cur.Body = nil
			cur.Header = dropFields(cur.Header, "Content-Type", "Content-Length")
		}
	}
}

func (n *Network) maxBody() int64 {
	if n.policy.MaxResponseBytes > 0 {
		return n.policy.MaxResponseBytes
	}
	return 32 << 20
}

func isRedirect(code int) bool {
	switch code {
	case 301, 302, 303, 307, 308:
		return true
	}
	return false
}

// clientError wraps a Client's error for the program: timeouts (the
// request's or the context's deadline) as ErrTimeout, the rest as they
// are.
func clientError(ctx context.Context, err error, rawURL string) error {
	if errors.Is(err, ErrTimeout) || errors.Is(err, context.DeadlineExceeded) {
		return &Error{Err: ErrTimeout, Msg: "request to " + rawURL + " timed out"}
	}
	if ctx.Err() != nil {
		return &Error{Err: ctx.Err(), Msg: "request to " + rawURL + " cancelled"}
	}
	return &Error{Err: err, Msg: err.Error()}
}

// headersFor returns the program's fields with the injected ones of the
// prefixes matching u put in their place.
func (n *Network) headersFor(u *url.URL, fields []Field) []Field {
	out := append([]Field(nil), fields...)
	for _, inj := range n.inject {
		if !inj.p.matches(u) {
			continue
		}
		for _, f := range inj.fields {
			out = append(dropFields(out, f.Name), f)
		}
	}
	return out
}

// header returns the first value of the field name (any case).
func header(fields []Field, name string) string {
	for _, f := range fields {
		if strings.EqualFold(f.Name, name) {
			return f.Value
		}
	}
	return ""
}

// dropFields returns fields without those named (any case).
func dropFields(fields []Field, names ...string) []Field {
	out := fields[:0:0]
	for _, f := range fields {
		keep := true
		for _, n := range names {
			if strings.EqualFold(f.Name, n) {
				keep = false
			}
		}
		if keep {
			out = append(out, f)
		}
	}
	return out
}

// AllowPrefixes returns a Policy that allows every method under each of
// prefixes and injects nothing: what pyexvm --allow-url builds.
func AllowPrefixes(prefixes ...string) Policy {
	p := Policy{Allow: make([]Rule, len(prefixes))}
	for i, pre := range prefixes {
		p.Allow[i] = Rule{Prefix: pre}
	}
	return p
}

package net

import (
	"net/url"
	"sort"
	"strings"
)

// This file matches URLs against the policy's prefixes. Matching works
// on parsed URLs, never on strings, so that "https://api.example.com"
// does not allow "https://api.example.com.evil.test/" or
// "https://api.example.com@evil.test/", and a path cannot climb out of
// its prefix with dot segments.

// prefix is a parsed policy prefix.
type prefix struct {
	scheme, host, path string
}

// parsePrefix parses a policy prefix: an absolute http(s) URL.
func parsePrefix(s string) (prefix, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return prefix{}, &Error{Err: ErrInvalidURL, Msg: "invalid allowlist prefix " + quote(s) + ": want an absolute http or https URL"}
	}
	return prefix{scheme: u.Scheme, host: canonicalHost(u), path: u.EscapedPath()}, nil
}

// matches reports whether u is under p.
func (p prefix) matches(u *url.URL) bool {
	if u.Scheme != p.scheme || canonicalHost(u) != p.host {
		return false
	}
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	switch {
	case p.path == "" || p.path == "/":
		return true
	case strings.HasSuffix(p.path, "/"):
		return strings.HasPrefix(path, p.path)
	default:
		return path == p.path || strings.HasPrefix(path, p.path+"/")
	}
}

// canonicalHost is u's host in lower case without the scheme's default
// port.
func canonicalHost(u *url.URL) string {
	host := strings.ToLower(u.Hostname())
	port := u.Port()
	if port == "" || (u.Scheme == "http" && port == "80") || (u.Scheme == "https" && port == "443") {
		if strings.Contains(host, ":") {
			return "[" + host + "]"
		}
		return host
	}
	if strings.Contains(host, ":") {
		return "[" + host + "]:" + port
	}
	return host + ":" + port
}

// parseRequestURL parses the URL of a request: absolute http(s), with a
// host, and no dot segments in its path (which a server could resolve
// to a path outside the allowed prefix).
func parseRequestURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, &Error{Err: ErrInvalidURL, Msg: "Invalid URL " + quote(s) + ": " + err.Error()}
	}
	if u.Scheme == "" || u.Host == "" && u.Opaque == "" {
		return nil, &Error{Err: ErrInvalidURL, Msg: "Invalid URL " + quote(s) + ": No scheme supplied. Perhaps you meant https://" + s + "?"}
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, &Error{Err: ErrInvalidURL, Msg: "No connection adapters were found for " + quote(s)}
	}
	if u.Host == "" {
		return nil, &Error{Err: ErrInvalidURL, Msg: "Invalid URL " + quote(s) + ": No host supplied"}
	}
	for _, seg := range strings.Split(u.Path, "/") {
		if seg == "." || seg == ".." {
			return nil, &Error{Err: ErrInvalidURL, Msg: "Invalid URL " + quote(s) + ": dot segments are not allowed in the path"}
		}
	}
	u.Fragment, u.RawFragment = "", ""
	return u, nil
}

// quote quotes s as Python's repr of a str would, for messages.
func quote(s string) string {
	if !strings.Contains(s, "'") {
		return "'" + s + "'"
	}
	return "\"" + s + "\""
}

func sortFields(fs []Field) {
	sort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })
}

// sortInjections orders injections by prefix length, then text, so that
// applying them in order lets the longest prefix win.
func sortInjections(in []injection) {
	sort.Slice(in, func(i, j int) bool {
		a, b := in[i].p, in[j].p
		la, lb := len(a.host)+len(a.path), len(b.host)+len(b.path)
		if la != lb {
			return la < lb
		}
		return a.scheme+a.host+a.path < b.scheme+b.host+b.path
	})
}

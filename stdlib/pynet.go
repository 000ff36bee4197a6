package stdlib

import (
	"errors"
	"math"
	"strconv"
	"time"

	"github.com/pyexgo/pyex/runtime"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
)

// This file defines _pyex_net, the private Go helper under Python's
// requests and urllib.request (stdlib/py/requests*.py,
// stdlib/py/urllib.request.py): one function, fetch, that sends a request
// through the run's network capability (Config.Net, a sandbox/net
// Network: the host's allowlist, injected headers and client) and records
// it in the run's ledger. A run without a network refuses every request.
//
// Errors are raised as _pyex_net.Error(kind, message), kind one of
// "denied", "invalid_url", "timeout", "redirects", "too_large" and
// "connection"; the Python modules turn them into their own exception
// classes.

// netError is _pyex_net.Error.
var netError = runtime.NewNativeExceptionType("Error", "_pyex_net", runtime.OSErrorType)

// ledgerScope is the instrumentation scope of effect spans (sandbox/
// ledger.Scope, which this package cannot import).
const ledgerScope = "github.com/pyexgo/pyex"

func init() { register("_pyex_net", initPyexNet) }

func initPyexNet(r *Run, m *runtime.Module) error {
	m.Dict.SetStr("Error", runtime.MakeObject(netError))
	m.Dict.SetStr("fetch", runtime.MakeObject(runtime.NewModuleFunction("_pyex_net", "fetch",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			return netFetch(r, t, args, kw)
		})))
	m.Dict.SetStr("reason", runtime.MakeObject(runtime.NewModuleFunction("_pyex_net", "reason",
		func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var code runtime.Value
			if err := runtime.UnpackPositional("reason", args, kw, 1, &code); err != nil {
				return runtime.None, err
			}
			return runtime.MakeStr(statusReason(handleArg(code))), nil
		})))
	return nil
}

// netFetch is fetch(method, url, headers, body, timeout, follow): headers
// a list of (name, value) str pairs, body bytes or None, timeout seconds
// (float) or None, follow a bool. It returns (status, reason, headers,
// body, url, history), history a list of such tuples (without their own
// history) for the redirects followed.
func netFetch(r *Run, t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var method, rawURL, headers, body, timeout, follow runtime.Value
	if err := runtime.UnpackPositional("fetch", args, kw, 6, &method, &rawURL, &headers, &body, &timeout, &follow); err != nil {
		return runtime.None, err
	}
	req := &sandboxnet.Request{}
	var ok bool
	if req.Method, ok = runtime.AsStr(method); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "method must be str")
	}
	if req.URL, ok = runtime.AsStr(rawURL); !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "url must be str")
	}
	pairs, err := runtime.IterToSlice(t, headers)
	if err != nil {
		return runtime.None, err
	}
	for _, p := range pairs {
		kv, err := runtime.IterToSlice(t, p)
		if err != nil || len(kv) != 2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "headers must be (name, value) pairs")
		}
		k, ok1 := runtime.AsStr(kv[0])
		v, ok2 := runtime.AsStr(kv[1])
		if !ok1 || !ok2 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "header names and values must be str")
		}
		req.Header = append(req.Header, sandboxnet.Field{Name: k, Value: v})
	}
	if !body.IsNone() {
		b, ok := runtime.AsBytes(body)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "body must be bytes")
		}
		req.Body = []byte(b)
	}
	if !timeout.IsNone() {
		secs, err := runtime.AsFloat(t, timeout)
		if err != nil {
			return runtime.None, err
		}
		if secs > 0 && secs < math.MaxInt64/float64(time.Second) {
			req.Timeout = time.Duration(secs * float64(time.Second))
		}
	}

	span := 0
	if tr := r.Config.Tracer; tr != nil {
		span = tr.Start(ledgerScope, req.Method, SpanKind(2), 0, []SpanAttr{
			{Key: "pyex.effect", Value: "request"},
			{Key: "http.request.method", Value: req.Method},
			{Key: "url.full", Value: req.URL},
		}, time.Time{})
	}
	followRedirects, err := runtime.Truth(t, follow)
	if err != nil {
		return runtime.None, err
	}
	resp, err := r.Config.Net.Do(r.Ctx(), req, followRedirects)
	if tr := r.Config.Tracer; tr != nil {
		if err != nil {
			tr.SetStatus(span, StatusError, err.Error())
		} else {
			tr.SetAttributes(span, []SpanAttr{{Key: "http.response.status_code", Value: int64(resp.StatusCode)}})
		}
		tr.End(span, time.Time{})
	}
	if err != nil {
		return runtime.None, netException(err)
	}
	// The bodies become bytes objects of the program's: charge them to
	// its memory budget before copying them in.
	size := int64(len(resp.Body))
	for _, h := range resp.Redirects {
		size += int64(len(h.Body))
	}
	if err := t.Charge(size); err != nil {
		return runtime.None, err
	}
	history := make([]runtime.Value, len(resp.Redirects))
	for i, h := range resp.Redirects {
		history[i] = responseTuple(h, nil)
	}
	return responseTuple(resp, history), nil
}

// responseTuple converts a response for the Python side.
func responseTuple(resp *sandboxnet.Response, history []runtime.Value) runtime.Value {
	fields := make([]runtime.Value, len(resp.Header))
	for i, f := range resp.Header {
		fields[i] = runtime.MakeTuple(runtime.MakeStr(f.Name), runtime.MakeStr(f.Value))
	}
	reason := resp.Reason
	if reason == "" {
		reason = statusReason(resp.StatusCode)
	}
	return runtime.MakeTuple(
		runtime.MakeInt(int64(resp.StatusCode)),
		runtime.MakeStr(reason),
		runtime.MakeObject(runtime.NewList(fields)),
		runtime.MakeBytes(string(resp.Body)),
		runtime.MakeStr(resp.URL),
		runtime.MakeObject(runtime.NewList(history)),
	)
}

// netException is the _pyex_net.Error of a network error.
func netException(err error) error {
	kind := "connection"
	switch {
	case errors.Is(err, sandboxnet.ErrDenied):
		kind = "denied"
	case errors.Is(err, sandboxnet.ErrInvalidURL):
		kind = "invalid_url"
	case errors.Is(err, sandboxnet.ErrTimeout):
		kind = "timeout"
	case errors.Is(err, sandboxnet.ErrTooManyRedirects):
		kind = "redirects"
	case errors.Is(err, sandboxnet.ErrTooLarge):
		kind = "too_large"
	}
	return runtime.NewException(netError, runtime.MakeStr(kind), runtime.MakeStr(err.Error()))
}

// statusReason is the standard reason phrase of an HTTP status code, as
// Python's http.HTTPStatus names them.
func statusReason(code int) string {
	if s, ok := reasons[code]; ok {
		return s
	}
	return "status " + strconv.Itoa(code)
}

// reasons are the HTTP reason phrases (RFC 9110 and the registry).
var reasons = map[int]string{
	100: "Continue", 101: "Switching Protocols", 102: "Processing", 103: "Early Hints",
	200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information",
	204: "No Content", 205: "Reset Content", 206: "Partial Content", 207: "Multi-Status",
	208: "Already Reported", 226: "IM Used",
	300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other",
	304: "Not Modified", 305: "Use Proxy", 307: "Temporary Redirect", 308: "Permanent Redirect",
	400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
	404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable",
	407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
	411: "Length Required", 412: "Precondition Failed", 413: "Request Entity Too Large",
	414: "Request-URI Too Long", 415: "Unsupported Media Type", 416: "Requested Range Not Satisfiable",
	417: "Expectation Failed", 418: "I'm a Teapot", 421: "Misdirected Request",
	422: "Unprocessable Entity", 423: "Locked", 424: "Failed Dependency", 425: "Too Early",
	426: "Upgrade Required", 428: "Precondition Required", 429: "Too Many Requests",
	431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons",
	500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
	503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
	506: "Variant Also Negotiates", 507: "Insufficient Storage", 508: "Loop Detected",
	510: "Not Extended", 511: "Network Authentication Required",
}

package net_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/ledger"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
	"github.com/pyexgo/pyex/stdlib"
	"github.com/pyexgo/pyex/vm"
)

// This file runs Python programs that use requests and urllib.request
// against a fake Client, for what only pyex does: the allowlist, the
// injected headers and the mapping of the host's errors. (What requests
// itself does is compared with python3 in sandbox/hosthttp.)

// runPython runs src with cfg the way pyex.Run does (the root package
// cannot be imported from here) and returns its output, the traceback's
// last line included when it fails.
func runPython(t *testing.T, src string, cfg stdlib.Config) string {
	t.Helper()
	mod, err := frontend.ParseChecked([]byte(src), "prog.py", frontend.ModeExec)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	code, err := compiler.Compile(mod, "prog.py")
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	th := runtime.NewThread()
	var out bytes.Buffer
	th.Stdout, th.Stderr = &out, &out
	machine := vm.New(th, runtime.BuiltinsDict(th))
	run, err := stdlib.Install(machine, cfg)
	if err != nil {
		t.Fatalf("install: %v", err)
	}
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	globals.SetStr("__builtins__", runtime.MakeObject(run.Builtins()))
	if _, err := machine.RunModule(code, globals); err != nil {
		out.WriteString("error: " + err.Error() + "\n")
	}
	return out.String()
}

// fake answers every request with a JSON echo of what it received, or
// with err.
type fake struct {
	sent []sandboxnet.Request
	err  error
}

func (f *fake) Do(ctx context.Context, req *sandboxnet.Request) (*sandboxnet.Response, error) {
	f.sent = append(f.sent, *req)
	if f.err != nil {
		return nil, f.err
	}
	return &sandboxnet.Response{
		StatusCode: 200,
		Header:     []sandboxnet.Field{{Name: "Content-Type", Value: "application/json"}},
		Body:       []byte(`{"ok": true}`),
	}, nil
}

func network(t *testing.T, c sandboxnet.Client) *sandboxnet.Network {
	t.Helper()
	n, err := sandboxnet.New(c, sandboxnet.Policy{
		Allow: []sandboxnet.Rule{
			{Prefix: "https://api.example.com/v1"},
			{Prefix: "https://ro.example.com/", Methods: []string{"GET"}},
		},
		Headers: map[string]map[string]string{
			"https://api.example.com/": {"Authorization": "Bearer SECRET-TOKEN"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestRequestsAllowedAndInjected(t *testing.T) {
	f := &fake{}
	out := runPython(t, `import requests
r = requests.get("https://api.example.com/v1/items", params={"q": "x"}, headers={"Authorization": "mine", "X-A": "1"})
print(r.status_code, r.json(), r.url)
print(dict(r.request.headers))
print("SECRET" in repr(vars(r)) or "SECRET" in repr(vars(r.request)))
`, stdlib.Config{Net: network(t, f)})
	want := `200 {'ok': True} https://api.example.com/v1/items?q=x
{'User-Agent': 'python-requests/2.34.2', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'mine', 'X-A': '1'}
False
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if len(f.sent) != 1 {
		t.Fatalf("sent %d", len(f.sent))
	}
	var auth []string
	for _, h := range f.sent[0].Header {
		if strings.EqualFold(h.Name, "Authorization") {
			auth = append(auth, h.Value)
		}
	}
	if len(auth) != 1 || auth[0] != "Bearer SECRET-TOKEN" {
		t.Errorf("the client got Authorization %q", auth)
	}
}

func TestRequestsDenied(t *testing.T) {
	f := &fake{}
	out := runPython(t, `import requests, urllib.request, urllib.error
for method, url in [("GET", "https://evil.example.com/x"), ("POST", "https://ro.example.com/x"), ("GET", "https://api.example.com/v2")]:
    try:
        requests.request(method, url)
    except PermissionError as e:
        print(type(e).__name__, isinstance(e, requests.ConnectionError), e)
try:
    urllib.request.urlopen("https://evil.example.com/")
except urllib.error.URLError as e:
    print(type(e).__name__, isinstance(e, PermissionError), e)
requests.get("https://evil.example.com/uncaught")
`, stdlib.Config{Net: network(t, f)})
	want := `NetworkDenied True network access denied: GET https://evil.example.com/x is not allowed by the host
NetworkDenied True network access denied: POST https://ro.example.com/x is not allowed by the host
NetworkDenied True network access denied: GET https://api.example.com/v2 is not allowed by the host
NetworkDenied True <urlopen error network access denied: GET https://evil.example.com/ is not allowed by the host>
error: requests.exceptions.NetworkDenied: network access denied: GET https://evil.example.com/uncaught is not allowed by the host
`
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if len(f.sent) != 0 {
		t.Errorf("denied requests reached the client: %v", f.sent)
	}
}

func TestRequestsNoNetwork(t *testing.T) {
	out := runPython(t, `import requests
try:
    requests.get("https://api.example.com/v1")
except requests.RequestException as e:
    print(type(e).__name__, e)
`, stdlib.Config{})
	want := "NetworkDenied network access denied: this run has no network (GET https://api.example.com/v1)\n"
	if out != want {
		t.Errorf("got %q", out)
	}
}

func TestRequestsClientErrors(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{sandboxnet.ErrTimeout, "ReadTimeout True request to https://api.example.com/v1 timed out\nURLError <urlopen error timed out>\n"},
		{context.DeadlineExceeded, "ReadTimeout True request to https://api.example.com/v1 timed out\nURLError <urlopen error timed out>\n"},
		{errors.New("dial tcp: connection refused"), "ConnectionError False dial tcp: connection refused\nURLError <urlopen error dial tcp: connection refused>\n"},
	} {
		out := runPython(t, `import requests, urllib.request, urllib.error
try:
    requests.get("https://api.example.com/v1", timeout=5)
except requests.RequestException as e:
    print(type(e).__name__, isinstance(e, requests.Timeout), e)
try:
    urllib.request.urlopen("https://api.example.com/v1")
except urllib.error.URLError as e:
    print(type(e).__name__, e)
`, stdlib.Config{Net: network(t, &fake{err: tc.err})})
		if out != tc.want {
			t.Errorf("%v: got %q, want %q", tc.err, out, tc.want)
		}
	}
	f := &fake{}
	runPython(t, `import requests
requests.get("https://api.example.com/v1", timeout=(1, 2.5))
`, stdlib.Config{Net: network(t, f)})
	if f.sent[0].Timeout.Seconds() != 3.5 {
		t.Errorf("timeout %v", f.sent[0].Timeout)
	}
}

// TestRequestsLedger: a request is a span of the run's ledger, denied
// ones included, and the injected header is not in it.
func TestRequestsLedger(t *testing.T) {
	l := ledger.New(nil, 1)
	runPython(t, `import requests
from opentelemetry import trace
with trace.get_tracer("agent").start_as_current_span("fetch"):
    requests.get("https://api.example.com/v1/x")
try:
    requests.get("https://evil.example.com/")
except PermissionError:
    pass
`, stdlib.Config{Net: network(t, &fake{}), Tracer: l.Tracer()})
	l.Finish(nil)
	got := ledger.Text(ledger.Records(l.Spans()))
	want := `pyex.run
  fetch
    GET http.request.method="GET" http.response.status_code=200 pyex.effect="request" url.full="https://api.example.com/v1/x"
  GET http.request.method="GET" pyex.effect="request" url.full="https://evil.example.com/" [error: network access denied: GET https://evil.example.com/ is not allowed by the host]
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if strings.Contains(string(l.JSON()), "SECRET") {
		t.Error("the injected header is in the ledger")
	}
}

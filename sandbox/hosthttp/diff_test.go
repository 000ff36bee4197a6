package hosthttp_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pyexgo/pyex/compiler"
	"github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/hosthttp"
	sandboxnet "github.com/pyexgo/pyex/sandbox/net"
	"github.com/pyexgo/pyex/stdlib"
	"github.com/pyexgo/pyex/vm"
)

// This file runs the same programs under python3 (with the real requests
// library) and under pyex (through hosthttp and sandbox/net) against one
// loopback server, and compares what they print: the oracle for the
// requests and urllib.request modules, which conformance recording cannot
// reach. It skips when python3 or its requests is missing.

// server answers the programs' requests.
func server() *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"name": "pyex", "items": [1, 2.5, null, true], "nested": {"k": "v"}}`)
	})
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(w, "héllo\nwörld\n")
	})
	mux.HandleFunc("/latin", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("caf\xe9"))
	})
	mux.HandleFunc("/gzip", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		io.WriteString(zw, "compressed body")
		zw.Close()
	})
	mux.HandleFunc("/status/", func(w http.ResponseWriter, r *http.Request) {
		var code int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/status/"), "%d", &code)
		w.Header().Set("X-Custom", "yes")
		w.WriteHeader(code)
		io.WriteString(w, "status body")
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/json", http.StatusFound)
	})
	mux.HandleFunc("/redirect303", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/echo", http.StatusSeeOther)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/echo", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		keep := map[string]string{}
		for _, k := range []string{"Content-Type", "Content-Length", "X-Token", "Authorization", "X-Session", "Accept"} {
			if v := r.Header.Get(k); v != "" {
				keep[k] = v
			}
		}
		q := r.URL.Query()
		keys := make([]string, 0, len(q))
		for k := range q {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var query [][2]string
		for _, k := range keys {
			for _, v := range q[k] {
				query = append(query, [2]string{k, v})
			}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"method": r.Method, "path": r.URL.Path, "raw_query": r.URL.RawQuery,
			"query": query, "headers": keep, "body": string(body),
		})
	})
	return httptest.NewServer(mux)
}

// programs print what agents read off responses.
var programs = map[string]string{
	"get_json": `import requests
r = requests.get(BASE + "/json")
print(r.status_code, r.ok, r.reason, r.url == BASE + "/json", bool(r))
print(r.json())
print(r.headers["content-type"], r.headers.get("CONTENT-TYPE"), "content-length" in r.headers)
print(r.encoding, repr(r.text[:10]), r.content[:10])
print(r, r.history, r.request.method, r.request.url == BASE + "/json", r.request.body)
`,
	"params_and_echo": `import requests
r = requests.get(BASE + "/echo", params={"q": "a b&c", "n": 3, "multi": ["x", "y"], "none": None})
d = r.json()
print(d["method"], d["path"], d["raw_query"], d["query"])
r = requests.get(BASE + "/echo?pre=1", params=[("k", "v")])
print(r.json()["raw_query"])
r = requests.get(BASE + "/echo", params="raw=1&x=%20")
print(r.json()["raw_query"])
`,
	"post_bodies": `import requests
r = requests.post(BASE + "/echo", json={"a": [1, 2], "b": "é"})
d = r.json()
print(d["method"], d["body"], d["headers"]["Content-Type"], d["headers"]["Content-Length"])
print(r.request.headers["Content-Type"], r.request.body)
r = requests.post(BASE + "/echo", data={"x": "1 2", "y": ["a", "b"]})
d = r.json()
print(d["body"], d["headers"]["Content-Type"])
r = requests.put(BASE + "/echo", data="plain text")
d = r.json()
print(d["method"], d["body"], d["headers"].get("Content-Type"))
r = requests.patch(BASE + "/echo", data=b"\x00\x01")
print(r.json()["method"], repr(r.json()["body"]))
r = requests.delete(BASE + "/echo")
print(r.json()["method"], r.json()["headers"].get("Content-Length"))
r = requests.head(BASE + "/json")
print(r.status_code, repr(r.text), r.headers["Content-Type"])
r = requests.request("OPTIONS", BASE + "/echo")
print(r.json()["method"])
`,
	"headers_and_session": `import requests
r = requests.get(BASE + "/echo", headers={"X-Token": "t1", "Accept": "application/json"})
print(r.json()["headers"])
print(r.request.headers["x-token"], sorted(k.lower() for k in r.request.headers))
s = requests.Session()
s.headers.update({"X-Session": "s1"})
r = s.get(BASE + "/echo", headers={"X-Token": "t2"})
print(r.json()["headers"]["X-Session"], r.json()["headers"]["X-Token"])
r = s.get(BASE + "/echo", auth=("user", "pass"))
print(r.json()["headers"]["Authorization"])
with requests.Session() as s2:
    print(s2.get(BASE + "/json").status_code)
`,
	"errors": `import requests
for code in (404, 500, 418, 201, 302):
    r = requests.get(BASE + "/status/%d" % code, allow_redirects=False)
    print(r.status_code, r.ok, r.reason, r.headers["X-Custom"], r.text)
    try:
        r.raise_for_status()
        print("no error")
    except requests.HTTPError as e:
        print(type(e).__name__, str(e).replace(BASE, "BASE"), e.response.status_code, e.response is r)
r = requests.get(BASE + "/text")
try:
    r.json()
except requests.exceptions.JSONDecodeError as e:
    import json
    print("JSONDecodeError", e, isinstance(e, json.JSONDecodeError), isinstance(e, ValueError), isinstance(e, requests.RequestException))
try:
    requests.get(BASE + "/loop")
except requests.TooManyRedirects as e:
    print("TooManyRedirects", e)
try:
    requests.get("no-scheme.example")
except requests.exceptions.MissingSchema as e:
    print("MissingSchema", e, isinstance(e, ValueError))
try:
    requests.get("ftp://x.example/")
except requests.exceptions.InvalidSchema as e:
    print("InvalidSchema", e)
try:
    requests.get(BASE + "/slow", timeout=0.2)
except requests.Timeout as e:
    print("Timeout", isinstance(e, requests.RequestException))
`,
	"text_and_redirects": `import requests
r = requests.get(BASE + "/text")
print(r.encoding, repr(r.text), r.content)
print(list(r.iter_lines()))
r = requests.get(BASE + "/latin")
print(r.encoding, repr(r.text))
r = requests.get(BASE + "/gzip")
print(r.text, r.headers["Content-Encoding"])
r = requests.get(BASE + "/redirect")
print(r.status_code, r.url.replace(BASE, "BASE"), [h.status_code for h in r.history], r.history[0].headers["Location"])
print(r.history[0].url.replace(BASE, "BASE"), r.history[0].is_redirect)
r = requests.post(BASE + "/redirect303", data={"a": "b"})
print(r.json()["method"], repr(r.json()["body"]))
r = requests.get(BASE + "/redirect", allow_redirects=False)
print(r.status_code, r.is_redirect, r.headers["Location"], r.history)
`,
	"session_send": `import requests
s = requests.Session()
req = requests.Request("GET", BASE + "/echo", params={"a": 1}, headers={"X-Token": "p"})
prep = s.prepare_request(req)
print(prep.method, prep.url.replace(BASE, "BASE"), prep.headers["X-Token"])
r = s.send(prep)
print(r.json()["raw_query"], r.json()["headers"]["X-Token"], r.request is prep)
r = s.post(BASE + "/echo", json={"k": [1, None]})
print(r.json()["body"], sorted(k for k in r.headers if k != "Date"))
print(type(r.elapsed).__name__, len(r.history), r.is_redirect, r.links)
try:
    s.get(BASE + "/status/404").raise_for_status()
except requests.exceptions.HTTPError as e:
    print(e.response.status_code, e.request.method, e.response.text)
`,
	"urllib": `import urllib.request, urllib.error, json
with urllib.request.urlopen(BASE + "/json") as resp:
    print(resp.status, resp.reason, resp.getcode(), resp.url == BASE + "/json")
    print(resp.headers["Content-Type"], resp.getheader("content-type"), resp.headers.get_content_charset())
    print(json.loads(resp.read()))
resp = urllib.request.urlopen(BASE + "/text")
print(resp.readline(), resp.read(3), resp.read())
req = urllib.request.Request(BASE + "/echo", data=b"k=v", headers={"X-Token": "u1"}, method="PUT")
print(req.get_method(), req.headers, req.has_header("X-token"), req.full_url == BASE + "/echo")
d = json.loads(urllib.request.urlopen(req).read())
print(d["method"], d["body"], d["headers"]["Content-Type"], d["headers"]["X-Token"])
req = urllib.request.Request(BASE + "/echo", data=b"{}")
print(req.get_method())
try:
    urllib.request.urlopen(BASE + "/status/404")
except urllib.error.HTTPError as e:
    print(e, repr(e), e.code, e.reason, e.read(), e.headers["X-Custom"], isinstance(e, urllib.error.URLError))
resp = urllib.request.urlopen(BASE + "/redirect")
print(resp.status, resp.url.replace(BASE, "BASE"))
try:
    urllib.request.urlopen(BASE + "/echo", data="str data")
except TypeError as e:
    print("TypeError", e)
try:
    urllib.request.urlopen("nothing")
except ValueError as e:
    print("ValueError", e)
`,
}

// runPyex runs src under pyex with network n.
func runPyex(t *testing.T, src string, n *sandboxnet.Network) string {
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
	run, err := stdlib.Install(machine, stdlib.Config{Net: n})
	if err != nil {
		t.Fatalf("install: %v", err)
	}
	globals := runtime.NewDict(th)
	globals.SetStr("__name__", runtime.MakeStr("__main__"))
	globals.SetStr("__builtins__", runtime.MakeObject(run.Builtins()))
	if _, err := machine.RunModule(code, globals); err != nil {
		exc := runtime.ExceptionOf(err)
		msg, _ := runtime.ToStr(th, runtime.MakeObject(exc))
		fmt.Fprintf(&out, "python error: %s %s\n", exc.Type().Name, msg)
	}
	return out.String()
}

// pythonDriver runs every program of a JSON object {name: source} read
// from stdin in one python3 (importing requests once), each in a fresh
// namespace, and prints a JSON object {name: stdout}.
const pythonDriver = `
import contextlib, io, json, sys
out = {}
for name, src in json.load(sys.stdin).items():
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(src, name, "exec"), {"__name__": "__main__"})
        except BaseException as e:
            print("python error:", type(e).__name__, e)
    out[name] = buf.getvalue()
json.dump(out, sys.stdout)
`

func TestAgainstPython(t *testing.T) {
	if testing.Short() {
		t.Skip("runs python3")
	}
	if err := exec.Command("python3", "-c", "import requests").Run(); err != nil {
		t.Skip("python3 with requests is not available")
	}
	srv := server()
	t.Cleanup(srv.Close) // after the parallel subtests
	n, err := sandboxnet.New(hosthttp.New(srv.Client()), sandboxnet.Policy{Allow: []sandboxnet.Rule{{Prefix: srv.URL + "/"}}})
	if err != nil {
		t.Fatal(err)
	}
	srcs := map[string]string{}
	for name, p := range programs {
		srcs[name] = fmt.Sprintf("BASE = %q\n", srv.URL) + p
	}
	in, _ := json.Marshal(srcs)
	cmd := exec.Command("python3", "-c", pythonDriver)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	raw, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.Bytes())
	}
	var want map[string]string
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatalf("python3's output: %v", err)
	}
	names := make([]string, 0, len(programs))
	for name := range programs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := runPyex(t, srcs[name], n)
			if diff := cmp.Diff(want[name], got); diff != "" {
				t.Errorf("pyex differs from python3 (-python3 +pyex):\n%s", diff)
			}
		})
	}
}

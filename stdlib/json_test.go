package stdlib

import (
	"strings"
	"testing"

	"github.com/pyexgo/pyex/runtime"
)

// jsonRoundTrip decodes doc with every option at its default and, when
// that succeeds, encodes the value compactly.
func jsonRoundTrip(t *runtime.Thread, doc string) (string, error) {
	d := &jsonDecoder{t: t, s: doc, strict: true, objectHook: runtime.None, pairsHook: runtime.None,
		parseFloat: runtime.None, parseInt: runtime.None, parseConstant: runtime.None}
	d.stack = d.stackBuf[:0]
	v, err := d.whole()
	if err != nil {
		return "", err
	}
	e := &jsonEncoder{t: t, dflt: runtime.None, circular: true, allowNaN: true, ascii: true,
		keySep: ":", itemSep: ","}
	if err := e.top(v); err != nil {
		return "", err
	}
	return string(e.buf), nil
}

func TestJSONRoundTrip(t *testing.T) {
	th := runtime.NewThread()
	for _, c := range []struct{ doc, want string }{
		{`{"a": [1, 2.5, -0.0, 1e400, true, false, null]}`, `{"a":[1,2.5,-0.0,Infinity,true,false,null]}`},
		{`"\ud83d\ude00 \ud800 é \u0000"`, `"\ud83d\ude00 \ud800 \u00e9 \u0000"`},
		{` [ NaN , -Infinity ] `, `[NaN,-Infinity]`},
		{`{"k": 1, "k": 2}`, `{"k":2}`},
		{`123456789012345678901234567890`, `123456789012345678901234567890`},
		{`"\/\b\f\n\r\t\"\\"`, `"/\b\f\n\r\t\"\\"`},
	} {
		got, err := jsonRoundTrip(th, c.doc)
		if err != nil || got != c.want {
			t.Errorf("%q: got %q, %v; want %q", c.doc, got, err, c.want)
		}
	}
	for _, c := range []struct {
		doc, msg string
		pos      int
	}{
		{``, "Expecting value", 0},
		{`[1,]`, "Expecting value", 3},
		{`{"a" 1}`, "Expecting ':' delimiter", 5},
		{`"abc`, "Unterminated string starting at", 0},
		{`"\u12"`, "Invalid \\uXXXX escape", 2},
		{`[1] x`, "Extra data", 4},
	} {
		_, err := jsonRoundTrip(th, c.doc)
		se, ok := err.(*jsonSyntaxError)
		if !ok || se.msg != c.msg || se.pos != c.pos {
			t.Errorf("%q: got %v, want %s at %d", c.doc, err, c.msg, c.pos)
		}
	}
}

func TestJSONEscapeDoesNotAllocateBeyondBuffer(t *testing.T) {
	buf := make([]byte, 0, 256)
	allocs := testing.AllocsPerRun(100, func() {
		buf = appendJSONString(buf[:0], "plain ascii text with \"quotes\" and \\ and é😀", true)
	})
	if allocs != 0 {
		t.Errorf("appendJSONString allocates %v times", allocs)
	}
}

// FuzzJSONDecode checks that the decoder never panics on any input and
// that what it accepts encodes to a document that decodes to the same
// encoding.
func FuzzJSONDecode(f *testing.F) {
	for _, s := range []string{`{"a": [1, 2, {"b": null}]}`, `"\ud800\udc00"`, `[1e5, -0.5, NaN]`, `[[[]]]`, `{"`, `"\u`, `-`, `1.e`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		th := runtime.NewThread()
		first, err := jsonRoundTrip(th, doc)
		if err != nil {
			return
		}
		second, err := jsonRoundTrip(th, first)
		if err != nil || second != first {
			t.Fatalf("%q encodes to %q, which gives %q, %v", doc, first, second, err)
		}
	})
}

// TestJSONChargesSteps checks that decoding and encoding charge steps in
// proportion to the size of the document.
func TestJSONChargesSteps(t *testing.T) {
	th := runtime.NewThread()
	doc := "[" + strings.Repeat(`{"a": [1, 2, "xyz"]},`, 10000) + "0]"
	th.SetSteps(1 << 40)
	if _, err := jsonRoundTrip(th, doc); err != nil {
		t.Fatal(err)
	}
	used := (1 << 40) - th.Steps()
	if used < 40000 {
		t.Errorf("a round trip of %d values charged %d steps", 50000, used)
	}
}

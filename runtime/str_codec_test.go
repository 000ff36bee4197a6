package runtime

import (
	"testing"
)

// codecAdapters call str.encode and bytes.decode.
var codecAdapters = map[string]func(c oracleCase) any{
	"encode": func(c oracleCase) any {
		b, err := strEncodeDetail(argStr(c.S), argStr(c.A[0]), argStr(c.A[1]))
		if err != nil {
			return result(nil, codecPlain(err))
		}
		return pyBytes(b)
	},
	"decode": func(c oracleCase) any {
		// Decode the bytes both as a Go string (bytes) and as a []byte
		// (bytearray).
		s, err := bytesDecodeDetail(string(c.S.(pyBytes)), argStr(c.A[0]), argStr(c.A[1]))
		s2, err2 := bytesDecodeDetail([]byte(c.S.(pyBytes)), argStr(c.A[0]), argStr(c.A[1]))
		if s != s2 || errText(err) != errText(err2) {
			return "string and []byte decode differently"
		}
		if err != nil {
			return result(nil, codecPlain(err))
		}
		return s
	},
}

func errText(e *codecError) string {
	if e == nil {
		return ""
	}
	return codecPlain(e).Error()
}

// codecPlain is the class and message of a codec error, which the oracle
// records compare.
func codecPlain(e *codecError) *Error {
	return &Error{Kind: e.kind, Msg: e.message()}
}

// skipCodecCase skips the cases of codecs pyex does not have and those
// that need the namereplace handler to name a character, which pyex
// cannot (it has no table of character names).
func skipCodecCase(c oracleCase) string {
	switch c.A[0] {
	case "utf-7", "cp1252":
		return "codec not in pyex"
	}
	if c.M != "encode" || c.A[1] != "namereplace" {
		return ""
	}
	if e, ok := c.R.(pyExc); ok && e.Type == "LookupError" {
		return "" // unknown encoding
	}
	if r, ok := c.R.(pyBytes); ok && !containsBackslashN(string(r)) {
		return ""
	}
	return "namereplace needs character names"
}

func containsBackslashN(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '\\' && s[i+1] == 'N' {
			return true
		}
	}
	return false
}

func TestCodecOracle(t *testing.T) {
	runOracle(t, "codecs.jsonl.gz", codecAdapters, skipCodecCase)
}

// TestCodecErrorAttributes checks the attributes the object layer builds
// UnicodeEncodeError and UnicodeDecodeError from.
func TestCodecErrorAttributes(t *testing.T) {
	_, err := strEncodeDetail("aé€x", "ascii", "strict")
	if err == nil || err.kind != UnicodeEncodeError || err.encoding != "ascii" || err.object != "aé€x" ||
		err.start != 1 || err.end != 3 || err.reason != "ordinal not in range(128)" {
		t.Errorf("encode error = %+v", err)
	}
	_, err = bytesDecodeDetail([]byte("ab\xe2\x82"), "utf-8", "strict")
	if err == nil || err.kind != UnicodeDecodeError || err.encoding != "utf-8" || err.object != "ab\xe2\x82" ||
		err.start != 2 || err.end != 4 || err.reason != "unexpected end of data" {
		t.Errorf("decode error = %+v", err)
	}
}

// This file holds the json decoder: a recursive-descent scanner over the
// bytes of a str that builds Python values directly, with the grammar,
// quirks and error positions of CPython's C scanner (Modules/_json.c):
// numbers as its hand-written matcher reads them (no leading zeros, a
// fraction or exponent only when digits follow), NaN and Infinity
// accepted, \u escapes joined into astral code points when a high and a
// low surrogate follow each other and kept as lone surrogates otherwise.
//
// Positions are byte offsets while scanning; the errors and raw_decode's
// end report code point indices, as CPython's do.

package stdlib

import (
	"math"
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// jsonDecoder is the state of one decoding.
type jsonDecoder struct {
	t      *runtime.Thread
	s      string
	strict bool
	// The hooks; None means the default (no hook, float, int, the
	// constant table).
	objectHook, pairsHook, parseFloat, parseInt, parseConstant runtime.Value
	// memo shares the str of keys that repeat (the keys of a list of
	// records), as CPython's memo dict does.
	memo map[string]runtime.Value
	// stack holds the items (and keys) of the containers being scanned,
	// so that each list and dict is made once, at its final size.
	stack []runtime.Value
	// stackBuf is the stack's first backing array, enough for most
	// documents.
	stackBuf [32]runtime.Value
	depth    int
	// frames is the number of Python frames CPython would have below
	// the caller at this point (decode, raw_decode), so that nesting
	// hits the recursion limit at the depth it does there.
	frames int
	// steps counts the values made since the last charge.
	steps int64
}

// jsonSyntaxError is a JSONDecodeError not raised yet: the message and the
// byte offset where the scanner stopped. A failed value is "Expecting
// value" (CPython's StopIteration inside the scanner).
type jsonSyntaxError struct {
	msg string
	pos int
}

func (e *jsonSyntaxError) Error() string { return e.msg }

func jsonSyntax(msg string, pos int) error { return &jsonSyntaxError{msg, pos} }

// isJSONSpace reports the four whitespace bytes JSON allows.
func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipSpace returns the offset of the first non-whitespace byte at or
// after i.
func (d *jsonDecoder) skipSpace(i int) int {
	s := d.s
	for i < len(s) && isJSONSpace(s[i]) {
		i++
	}
	return i
}

// charge counts one value; every 256 values it charges the thread.
func (d *jsonDecoder) charge() error {
	d.steps++
	if d.steps >= 256 {
		n := d.steps
		d.steps = 0
		return d.t.Step(n)
	}
	return nil
}

// value scans one JSON value starting at byte offset i and returns it with
// the offset after it.
func (d *jsonDecoder) value(i int) (runtime.Value, int, error) {
	s := d.s
	if i >= len(s) {
		return runtime.None, 0, jsonSyntax("Expecting value", i)
	}
	if err := d.charge(); err != nil {
		return runtime.None, 0, err
	}
	switch s[i] {
	case '"':
		str, end, err := d.str(i + 1)
		if err != nil {
			return runtime.None, 0, err
		}
		return str, end, nil
	case '{':
		if err := d.enter(" while decoding a JSON object from a unicode string"); err != nil {
			return runtime.None, 0, err
		}
		v, end, err := d.object(i + 1)
		d.depth--
		return v, end, err
	case '[':
		if err := d.enter(" while decoding a JSON array from a unicode string"); err != nil {
			return runtime.None, 0, err
		}
		v, end, err := d.array(i + 1)
		d.depth--
		return v, end, err
	case 'n':
		if jsonHasWord(s, i, "null") {
			return runtime.None, i + 4, nil
		}
	case 't':
		if jsonHasWord(s, i, "true") {
			return runtime.True, i + 4, nil
		}
	case 'f':
		if jsonHasWord(s, i, "false") {
			return runtime.False, i + 5, nil
		}
	case 'N':
		if jsonHasWord(s, i, "NaN") {
			return d.constant("NaN", i)
		}
	case 'I':
		if jsonHasWord(s, i, "Infinity") {
			return d.constant("Infinity", i)
		}
	case '-':
		if jsonHasWord(s, i, "-Infinity") {
			return d.constant("-Infinity", i)
		}
	}
	return d.number(i)
}

// jsonHasWord reports whether s holds w at offset i.
func jsonHasWord(s string, i int, w string) bool {
	return len(s)-i >= len(w) && s[i:i+len(w)] == w
}

// enter counts one level of nesting against the recursion limit.
func (d *jsonDecoder) enter(where string) error {
	d.depth++
	if d.t.RecursionLimit > 0 && d.t.Depth+d.frames+d.depth > d.t.RecursionLimit {
		d.depth--
		return runtime.Errorf(runtime.RecursionError, "maximum recursion depth exceeded%s", where)
	}
	return nil
}

// constant returns parse_constant(name) for NaN, Infinity and -Infinity.
func (d *jsonDecoder) constant(name string, i int) (runtime.Value, int, error) {
	end := i + len(name)
	if d.parseConstant.IsNone() {
		switch name {
		case "NaN":
			return runtime.MakeFloat(math.NaN()), end, nil
		case "Infinity":
			return runtime.MakeFloat(math.Inf(1)), end, nil
		default:
			return runtime.MakeFloat(math.Inf(-1)), end, nil
		}
	}
	v, err := runtime.Call(d.t, d.parseConstant, []runtime.Value{runtime.MakeStr(name)}, nil)
	return v, end, err
}

// number scans a number as CPython's _match_number_unicode does; what is
// not a number is "Expecting value" at i.
func (d *jsonDecoder) number(start int) (runtime.Value, int, error) {
	s := d.s
	i := start
	if s[i] == '-' {
		i++
		if i >= len(s) {
			return runtime.None, 0, jsonSyntax("Expecting value", start)
		}
	}
	switch c := s[i]; {
	case c >= '1' && c <= '9':
		i++
		for i < len(s) && jsonIsDigit(s[i]) {
			i++
		}
	case c == '0':
		i++
	default:
		return runtime.None, 0, jsonSyntax("Expecting value", start)
	}
	isFloat := false
	if i < len(s)-1 && s[i] == '.' && jsonIsDigit(s[i+1]) {
		isFloat = true
		i += 2
		for i < len(s) && jsonIsDigit(s[i]) {
			i++
		}
	}
	if i < len(s)-1 && (s[i] == 'e' || s[i] == 'E') {
		e := i
		i++
		if i < len(s)-1 && (s[i] == '-' || s[i] == '+') {
			i++
		}
		for i < len(s) && jsonIsDigit(s[i]) {
			i++
		}
		if jsonIsDigit(s[i-1]) {
			isFloat = true
		} else {
			i = e
		}
	}
	text := s[start:i]
	if isFloat {
		if !d.parseFloat.IsNone() {
			v, err := runtime.Call(d.t, d.parseFloat, []runtime.Value{runtime.MakeStr(text)}, nil)
			return v, i, err
		}
		// The text is a valid decimal literal, so the only error
		// ParseFloat can report is a range one, where it returns the
		// infinity or zero float() gives.
		f, _ := strconv.ParseFloat(text, 64)
		return runtime.MakeFloat(f), i, nil
	}
	if !d.parseInt.IsNone() {
		v, err := runtime.Call(d.t, d.parseInt, []runtime.Value{runtime.MakeStr(text)}, nil)
		return v, i, err
	}
	if len(text) <= 18 {
		n, _ := strconv.ParseInt(text, 10, 64)
		return runtime.MakeInt(n), i, nil
	}
	n, err := runtime.ParseInt(text, 10, d.t.IntMaxStrDigits)
	if err != nil {
		return runtime.None, 0, err
	}
	return runtime.MakeIntValue(n), i, nil
}

func jsonIsDigit(c byte) bool { return c >= '0' && c <= '9' }

// str scans a string whose opening quote is before offset i.
func (d *jsonDecoder) str(i int) (runtime.Value, int, error) {
	s, end, err := scanJSONString(d.s, i, d.strict)
	if err != nil {
		return runtime.None, 0, err
	}
	if len(s) > 64 {
		// Short strs go uncharged, as the runtime's own are.
		if err := d.t.Charge(int64(len(s))); err != nil {
			return runtime.None, 0, err
		}
	}
	return runtime.MakeStr(s), end, nil
}

// scanJSONString decodes the JSON string whose opening quote is just before
// offset i of s and returns it and the offset after the closing quote.
func scanJSONString(s string, i int, strict bool) (string, int, error) {
	begin := i - 1
	// Fast path: no escape before the closing quote.
	j := i
	for j < len(s) {
		c := s[j]
		if c == '"' {
			return s[i:j], j + 1, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 && strict {
			return "", 0, jsonSyntax("Invalid control character at", j)
		}
		j++
	}
	if j >= len(s) {
		return "", 0, jsonSyntax("Unterminated string starting at", begin)
	}
	buf := make([]byte, 0, j-i+16)
	buf = append(buf, s[i:j]...)
	for {
		// s[j] is a backslash.
		j++
		if j >= len(s) {
			return "", 0, jsonSyntax("Unterminated string starting at", begin)
		}
		c := s[j]
		if c != 'u' {
			var r byte
			switch c {
			case '"', '\\', '/':
				r = c
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			default:
				return "", 0, jsonSyntax("Invalid \\escape", j-1)
			}
			buf = append(buf, r)
			j++
		} else {
			// j is at 'u'; CPython asks for one more character after
			// the four digits (the closing quote at least).
			if j+5 >= len(s) {
				return "", 0, jsonSyntax("Invalid \\uXXXX escape", j)
			}
			r, ok := jsonHex4(s[j+1 : j+5])
			if !ok {
				return "", 0, jsonSyntax("Invalid \\uXXXX escape", j)
			}
			j += 5
			if r >= 0xD800 && r <= 0xDBFF && j+6 < len(s) && s[j] == '\\' && s[j+1] == 'u' {
				r2, ok := jsonHex4(s[j+2 : j+6])
				if !ok {
					return "", 0, jsonSyntax("Invalid \\uXXXX escape", j+1)
				}
				if r2 >= 0xDC00 && r2 <= 0xDFFF {
					r = 0x10000 + (r-0xD800)<<10 + (r2 - 0xDC00)
					j += 6
				}
			}
			buf = jsonAppendRune(buf, r)
		}
		// Copy up to the next quote or backslash.
		k := j
		for k < len(s) {
			c := s[k]
			if c == '"' || c == '\\' {
				break
			}
			if c < 0x20 && strict {
				return "", 0, jsonSyntax("Invalid control character at", k)
			}
			k++
		}
		if k >= len(s) {
			return "", 0, jsonSyntax("Unterminated string starting at", begin)
		}
		buf = append(buf, s[j:k]...)
		j = k
		if s[j] == '"' {
			return string(buf), j + 1, nil
		}
	}
}

// jsonHex4 decodes four hex digits.
func jsonHex4(h string) (rune, bool) {
	var r rune
	for i := 0; i < 4; i++ {
		c := h[i]
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c-'a') + 10
		case c >= 'A' && c <= 'F':
			r |= rune(c-'A') + 10
		default:
			return 0, false
		}
	}
	return r, true
}

// jsonMemoMin is the size of document from which keys are shared: in a
// smaller one few keys repeat, and the map would cost more than it saves.
const jsonMemoMin = 4096

// key returns the str of an object key, shared with earlier equal keys.
func (d *jsonDecoder) key(i int) (runtime.Value, int, error) {
	s, end, err := scanJSONString(d.s, i, d.strict)
	if err != nil {
		return runtime.None, 0, err
	}
	if len(d.s) < jsonMemoMin {
		return runtime.MakeStr(s), end, nil
	}
	if d.memo == nil {
		d.memo = make(map[string]runtime.Value)
	} else if v, ok := d.memo[s]; ok {
		return v, end, nil
	}
	v := runtime.MakeStr(s)
	d.memo[s] = v
	return v, end, nil
}

// object scans the members of an object whose '{' is just before i.
func (d *jsonDecoder) object(i int) (runtime.Value, int, error) {
	s := d.s
	base := len(d.stack)
	defer d.pop(base)
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != '}' {
		for {
			if i >= len(s) || s[i] != '"' {
				return runtime.None, 0, jsonSyntax("Expecting property name enclosed in double quotes", i)
			}
			k, end, err := d.key(i + 1)
			if err != nil {
				return runtime.None, 0, err
			}
			i = d.skipSpace(end)
			if i >= len(s) || s[i] != ':' {
				return runtime.None, 0, jsonSyntax("Expecting ':' delimiter", i)
			}
			i = d.skipSpace(i + 1)
			v, end, err := d.value(i)
			if err != nil {
				return runtime.None, 0, err
			}
			d.stack = append(d.stack, k, v)
			i = d.skipSpace(end)
			if i < len(s) && s[i] == '}' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return runtime.None, 0, jsonSyntax("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	end := i + 1
	kv := d.stack[base:]
	if !d.pairsHook.IsNone() {
		pairs := make([]runtime.Value, len(kv)/2)
		for j := range pairs {
			pairs[j] = runtime.MakeTuple(kv[2*j], kv[2*j+1])
		}
		v, err := runtime.Call(d.t, d.pairsHook, []runtime.Value{runtime.MakeObject(runtime.NewList(pairs))}, nil)
		return v, end, err
	}
	if err := d.t.Charge(int64(48 * len(kv))); err != nil {
		return runtime.None, 0, err
	}
	dict := runtime.NewDictSized(d.t, len(kv)/2)
	for j := 0; j < len(kv); j += 2 {
		if err := dict.Set(d.t, kv[j], kv[j+1]); err != nil {
			return runtime.None, 0, err
		}
	}
	if !d.objectHook.IsNone() {
		v, err := runtime.Call(d.t, d.objectHook, []runtime.Value{runtime.MakeObject(dict)}, nil)
		return v, end, err
	}
	return runtime.MakeObject(dict), end, nil
}

// pop drops the scratch items above base, clearing them for the
// collector.
func (d *jsonDecoder) pop(base int) {
	clear(d.stack[base:])
	d.stack = d.stack[:base]
}

// array scans the items of an array whose '[' is just before i.
func (d *jsonDecoder) array(i int) (runtime.Value, int, error) {
	s := d.s
	base := len(d.stack)
	defer d.pop(base)
	i = d.skipSpace(i)
	if i >= len(s) || s[i] != ']' {
		for {
			v, end, err := d.value(i)
			if err != nil {
				return runtime.None, 0, err
			}
			d.stack = append(d.stack, v)
			i = d.skipSpace(end)
			if i < len(s) && s[i] == ']' {
				break
			}
			if i >= len(s) || s[i] != ',' {
				return runtime.None, 0, jsonSyntax("Expecting ',' delimiter", i)
			}
			i = d.skipSpace(i + 1)
		}
	}
	n := len(d.stack) - base
	if err := d.t.Charge(int64(16 * n)); err != nil {
		return runtime.None, 0, err
	}
	var items []runtime.Value
	if n > 0 {
		items = make([]runtime.Value, n)
		copy(items, d.stack[base:])
	}
	return runtime.MakeObject(runtime.NewList(items)), i + 1, nil
}

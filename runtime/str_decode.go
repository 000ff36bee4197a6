package runtime

// This file holds the decoders of bytes.decode: utf-8 (and utf-8-sig),
// ascii, latin-1, utf-16 and utf-32, with CPython's error positions and
// reasons and its handling of the built-in error handlers.

import "unicode/utf8"

// byteData is the data of a bytes object (a Go string, its storage) or of
// a bytearray ([]byte); the decoders take either without copying.
type byteData interface{ string | []byte }

// validUTF8 reports whether b is valid UTF-8 (surrogates excluded).
func validUTF8[B byteData](b B) bool {
	switch v := any(b).(type) {
	case string:
		return utf8.ValidString(v)
	case []byte:
		return utf8.Valid(v)
	}
	return false
}

// decodeWith decodes b with codec id.
func decodeWith[B byteData](b B, id codecID, ea errorsArg) (string, *codecError) {
	switch id {
	case codecUTF8:
		return decodeUTF8(b, ea)
	case codecUTF8Sig:
		if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
			b = b[3:]
		}
		return decodeUTF8(b, ea)
	case codecASCII:
		return decodeASCII(b, ea)
	case codecLatin1:
		return decodeLatin1(b), nil
	case codecUTF16, codecUTF16LE, codecUTF16BE:
		return decodeUTF16(b, id, ea)
	case codecUTF32, codecUTF32LE, codecUTF32BE:
		return decodeUTF32(b, id, ea)
	}
	panic("runtime: unknown codec")
}

// surrogatePassForm says how the surrogatepass handler reads a surrogate
// in the bytes of a codec: 0 for codecs it does not know.
type surrogatePassForm uint8

// The forms of a surrogate in a codec's bytes.
const (
	spUnknown surrogatePassForm = iota
	spUTF8
	spUTF16LE
	spUTF16BE
	spUTF32LE
	spUTF32BE
)

// decodeFailure describes one undecodable stretch b[start:end].
type decodeFailure struct {
	name       string // the codec's name in the exception
	reason     string
	start, end int
	sp         surrogatePassForm
}

// handleDecodeError applies the error handler to a failure, appending its
// replacement to out, and returns the position where decoding resumes.
func handleDecodeError[B byteData](out []byte, b B, f decodeFailure, ea errorsArg) ([]byte, int, *codecError) {
	fail := func() ([]byte, int, *codecError) {
		return nil, 0, &codecError{kind: UnicodeDecodeError, encoding: f.name, object: string(b),
			start: f.start, end: f.end, reason: f.reason}
	}
	switch ea.h {
	case ehStrict:
		return fail()
	case ehIgnore:
		return out, f.end, nil
	case ehReplace:
		return append(out, "\uFFFD"...), f.end, nil
	case ehBackslashReplace:
		for k := f.start; k < f.end; k++ {
			c := b[k]
			out = append(out, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
		}
		return out, f.end, nil
	case ehSurrogateEscape:
		// Like PyCodec_SurrogateEscapeErrors: escape up to four bytes of
		// 0x80 and above and resume after them; refuse an ASCII byte.
		k := f.start
		for k < f.end && k < f.start+4 && b[k] >= 0x80 {
			out = appendRune(out, 0xDC00+rune(b[k]))
			k++
		}
		if k == f.start {
			return fail()
		}
		return out, k, nil
	case ehSurrogatePass:
		// Decode one surrogate at start, if there is one; the codec calls
		// again for the next.
		p := b[f.start:]
		var r rune
		n := 0
		switch f.sp {
		case spUTF8:
			if len(p) >= 3 && p[0]&0xF0 == 0xE0 && p[1]&0xC0 == 0x80 && p[2]&0xC0 == 0x80 {
				r, n = rune(p[0]&0x0F)<<12|rune(p[1]&0x3F)<<6|rune(p[2]&0x3F), 3
			}
		case spUTF16LE, spUTF16BE:
			if len(p) >= 2 {
				r, n = rune(p[1])<<8|rune(p[0]), 2
				if f.sp == spUTF16BE {
					r = rune(p[0])<<8 | rune(p[1])
				}
			}
		case spUTF32LE, spUTF32BE:
			if len(p) >= 4 {
				u := uint32(p[3])<<24 | uint32(p[2])<<16 | uint32(p[1])<<8 | uint32(p[0])
				if f.sp == spUTF32BE {
					u = uint32(p[0])<<24 | uint32(p[1])<<16 | uint32(p[2])<<8 | uint32(p[3])
				}
				if u <= 0xFFFF {
					r, n = rune(u), 4
				}
			}
		}
		if n == 0 || !isSurrogate(r) {
			return fail()
		}
		return appendRune(out, r), f.start + n, nil
	case ehXMLCharRefReplace, ehNameReplace:
		return nil, 0, errCannotDecode()
	}
	return nil, 0, errUnknownHandler(ea.name)
}

// decodeASCII decodes ascii: every byte below 0x80 is itself.
func decodeASCII[B byteData](b B, ea errorsArg) (string, *codecError) {
	i := 0
	for i < len(b) && b[i] < 0x80 {
		i++
	}
	if i == len(b) {
		return string(b), nil
	}
	out := make([]byte, 0, len(b)+8)
	out = append(out, b[:i]...)
	for i < len(b) {
		if c := b[i]; c < 0x80 {
			out = append(out, c)
			i++
			continue
		}
		var err *codecError
		out, i, err = handleDecodeError(out, b, decodeFailure{name: "ascii", reason: "ordinal not in range(128)",
			start: i, end: i + 1}, ea)
		if err != nil {
			return "", err
		}
	}
	return string(out), nil
}

// decodeLatin1 decodes latin-1: every byte is the code point of its value.
func decodeLatin1[B byteData](b B) string {
	out := make([]byte, 0, len(b)+len(b)/4)
	for i := 0; i < len(b); i++ {
		if c := b[i]; c < 0x80 {
			out = append(out, c)
		} else {
			out = append(out, 0xC0|c>>6, 0x80|c&0x3F)
		}
	}
	return string(out)
}

// utf8Check looks at the sequence that starts b (b[0] >= 0x80) the way
// CPython's utf8_decode does. It returns the sequence's length, or 0 and
// the failure: 0 for a truncated but so far valid sequence at the end of
// the input, 1 for an invalid start byte, 2, 3 or 4 for an invalid
// continuation at that byte of the sequence.
func utf8Check[B byteData](b B) (n, bad int) {
	c := b[0]
	cont := func(k int) bool { return b[k]&0xC0 == 0x80 }
	switch {
	case c < 0xC2:
		return 0, 1
	case c < 0xE0:
		if len(b) < 2 {
			return 0, 0
		}
		if !cont(1) {
			return 0, 2
		}
		return 2, 0
	case c < 0xF0:
		// E0 needs a second byte of A0..BF (no overlong forms) and ED one
		// of 80..9F (no surrogates).
		badSecond := func() bool {
			return !cont(1) || (c == 0xE0 && b[1] < 0xA0) || (c == 0xED && b[1] >= 0xA0)
		}
		if len(b) < 3 {
			if len(b) < 2 {
				return 0, 0
			}
			if badSecond() {
				return 0, 2
			}
			return 0, 0
		}
		if badSecond() {
			return 0, 2
		}
		if !cont(2) {
			return 0, 3
		}
		return 3, 0
	case c < 0xF5:
		// F0 needs a second byte of 90..BF and F4 one of 80..8F.
		badSecond := func() bool {
			return !cont(1) || (c == 0xF0 && b[1] < 0x90) || (c == 0xF4 && b[1] >= 0x90)
		}
		if len(b) < 4 {
			if len(b) < 2 {
				return 0, 0
			}
			if badSecond() {
				return 0, 2
			}
			if len(b) < 3 {
				return 0, 0
			}
			if !cont(2) {
				return 0, 3
			}
			return 0, 0
		}
		if badSecond() {
			return 0, 2
		}
		if !cont(2) {
			return 0, 3
		}
		if !cont(3) {
			return 0, 4
		}
		return 4, 0
	}
	return 0, 1
}

// decodeUTF8 decodes UTF-8.
func decodeUTF8[B byteData](b B, ea errorsArg) (string, *codecError) {
	if validUTF8(b) {
		return string(b), nil
	}
	out := make([]byte, 0, len(b)+8)
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			out = append(out, c)
			i++
			continue
		}
		n, bad := utf8Check(b[i:])
		if n > 0 {
			out = append(out, b[i:i+n]...)
			i += n
			continue
		}
		f := decodeFailure{name: "utf-8", start: i, sp: spUTF8}
		switch bad {
		case 0:
			f.reason, f.end = "unexpected end of data", len(b)
		case 1:
			f.reason, f.end = "invalid start byte", i+1
		default:
			f.reason, f.end = "invalid continuation byte", i+bad-1
		}
		var err *codecError
		out, i, err = handleDecodeError(out, b, f, ea)
		if err != nil {
			return "", err
		}
	}
	return string(out), nil
}

// decodeUTF16 decodes one of the utf-16 codecs. Plain utf-16 reads a BOM
// if there is one and is little-endian otherwise; its errors name the
// byte order it settled on ("utf-16-le"), as CPython's do.
func decodeUTF16[B byteData](b B, id codecID, ea errorsArg) (string, *codecError) {
	q := 0
	be := id == codecUTF16BE
	if id == codecUTF16 && len(b) >= 2 {
		switch {
		case b[0] == 0xFF && b[1] == 0xFE:
			q = 2
		case b[0] == 0xFE && b[1] == 0xFF:
			q, be = 2, true
		}
	}
	name, sp := "utf-16-le", spUTF16LE
	if be {
		name, sp = "utf-16-be", spUTF16BE
	}
	unit := func(k int) rune {
		if be {
			return rune(b[k])<<8 | rune(b[k+1])
		}
		return rune(b[k+1])<<8 | rune(b[k])
	}
	out := make([]byte, 0, len(b))
	for q < len(b) {
		f := decodeFailure{name: name, sp: sp}
		if len(b)-q < 2 {
			f.reason, f.start, f.end = "truncated data", q, len(b)
		} else {
			ch := unit(q)
			switch {
			case !isSurrogate(ch):
				out = appendRune(out, ch)
				q += 2
				continue
			case ch >= 0xDC00:
				f.reason, f.start, f.end = "illegal encoding", q, q+2
			case len(b)-q < 4:
				f.reason, f.start, f.end = "unexpected end of data", q, len(b)
			default:
				ch2 := unit(q + 2)
				if ch2 < 0xDC00 || ch2 > 0xDFFF {
					f.reason, f.start, f.end = "illegal UTF-16 surrogate", q, q+2
					break
				}
				out = utf8.AppendRune(out, 0x10000+(ch-0xD800)<<10+(ch2-0xDC00))
				q += 4
				continue
			}
		}
		var err *codecError
		out, q, err = handleDecodeError(out, b, f, ea)
		if err != nil {
			return "", err
		}
	}
	return string(out), nil
}

// decodeUTF32 decodes one of the utf-32 codecs, with the BOM rules of
// decodeUTF16.
func decodeUTF32[B byteData](b B, id codecID, ea errorsArg) (string, *codecError) {
	q := 0
	be := id == codecUTF32BE
	if id == codecUTF32 && len(b) >= 4 {
		switch {
		case b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0:
			q = 4
		case b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF:
			q, be = 4, true
		}
	}
	name, sp := "utf-32-le", spUTF32LE
	if be {
		name, sp = "utf-32-be", spUTF32BE
	}
	out := make([]byte, 0, len(b))
	for q < len(b) {
		f := decodeFailure{name: name, sp: sp}
		if len(b)-q < 4 {
			f.reason, f.start, f.end = "truncated data", q, len(b)
		} else {
			u := uint32(b[q+3])<<24 | uint32(b[q+2])<<16 | uint32(b[q+1])<<8 | uint32(b[q])
			if be {
				u = uint32(b[q])<<24 | uint32(b[q+1])<<16 | uint32(b[q+2])<<8 | uint32(b[q+3])
			}
			switch {
			case u >= 0xD800 && u <= 0xDFFF:
				f.reason, f.start, f.end = "code point in surrogate code point range(0xd800, 0xe000)", q, q+4
			case u >= 0x110000:
				f.reason, f.start, f.end = "code point not in range(0x110000)", q, q+4
			default:
				out = utf8.AppendRune(out, rune(u))
				q += 4
				continue
			}
		}
		var err *codecError
		out, q, err = handleDecodeError(out, b, f, ea)
		if err != nil {
			return "", err
		}
	}
	return string(out), nil
}

package runtime

// This file holds the encoders of str.encode: utf-8 (and utf-8-sig),
// ascii, latin-1, utf-16 and utf-32, each with CPython's handling of the
// built-in error handlers. Where CPython hands a handler a run of
// unencodable characters (ascii, latin-1, the surrogates of utf-8) or one
// character at a time (utf-16, utf-32), pyex does the same, because the
// run shows in the exception's start and end.

// encodeWith encodes s with codec id.
func encodeWith(s string, id codecID, ea errorsArg) (string, *codecError) {
	switch id {
	case codecUTF8:
		return encodeUTF8(s, ea)
	case codecUTF8Sig:
		b, err := encodeUTF8(s, ea)
		if err != nil {
			return "", err
		}
		return "\xEF\xBB\xBF" + b, nil
	case codecASCII:
		return encodeUCS1(s, 0x80, "ascii", "ordinal not in range(128)", ea)
	case codecLatin1:
		return encodeUCS1(s, 0x100, "latin-1", "ordinal not in range(256)", ea)
	case codecUTF16, codecUTF16LE, codecUTF16BE, codecUTF32, codecUTF32LE, codecUTF32BE:
		return encodeUTF16or32(s, id, ea)
	}
	panic("runtime: unknown codec")
}

// CharName returns the Unicode name unicodedata.name gives r, or "" when
// it has none. The standard library sets it when it is linked in (runtime
// cannot reach unicodedata's tables), so that the namereplace error
// handler can name characters; it is set once, before any run.
var CharName func(r rune) string

// appendEncReplacement appends the ASCII text that the replace,
// backslashreplace and xmlcharrefreplace handlers (and namereplace, for a
// surrogate, which has no name) put in place of the characters of run.
func appendEncReplacement(out []byte, run string, h errHandler) []byte {
	for run != "" {
		r, size := decodeRune(run)
		run = run[size:]
		switch h {
		case ehReplace:
			out = append(out, '?')
		case ehXMLCharRefReplace:
			out = append(out, '&', '#')
			out = appendDecimal(out, int(r))
			out = append(out, ';')
		default:
			out = appendEscape(out, r)
		}
	}
	return out
}

// appendDecimal appends the decimal digits of a non-negative n.
func appendDecimal(out []byte, n int) []byte {
	var buf [20]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(out, buf[i:]...)
}

// encodeUCS1 encodes s to ascii (limit 0x80) or latin-1 (limit 0x100),
// like CPython's unicode_encode_ucs1.
func encodeUCS1(s string, limit rune, name, reason string, ea errorsArg) (string, *codecError) {
	if limit == 0x80 && isASCII(s) {
		return s, nil
	}
	out := make([]byte, 0, len(s))
	pos := 0
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		if r < limit {
			out = append(out, byte(r))
			i += size
			pos++
			continue
		}
		// Collect the run of unencodable characters: the handler gets
		// them all at once.
		j, end := i+size, pos+1
		for j < len(s) {
			r, size := decodeRune(s[j:])
			if r < limit {
				break
			}
			j += size
			end++
		}
		run := s[i:j]
		switch ea.h {
		case ehStrict, ehSurrogatePass:
			// surrogatepass knows only the utf-8, -16 and -32 codecs and
			// raises the original exception for any other.
			return "", encodeError(name, s, pos, end, reason)
		case ehIgnore:
		case ehReplace, ehBackslashReplace, ehXMLCharRefReplace:
			out = appendEncReplacement(out, run, ea.h)
		case ehSurrogateEscape:
			for k := pos; run != ""; k++ {
				r, size := decodeRune(run)
				if r < 0xDC80 || r > 0xDCFF {
					return "", encodeError(name, s, k, end, reason)
				}
				out = append(out, byte(r-0xDC00))
				run = run[size:]
			}
		case ehNameReplace:
			// \N{NAME} for a character with a name, else a backslash
			// escape.
			for k := run; k != ""; {
				r, size := decodeRune(k)
				k = k[size:]
				if CharName == nil {
					if uniProps(r)&uNamed != 0 {
						return "", errNameReplace()
					}
				} else if n := CharName(r); n != "" {
					out = append(out, "\\N{"...)
					out = append(out, n...)
					out = append(out, '}')
					continue
				}
				out = appendEscape(out, r)
			}
		default:
			return "", errUnknownHandler(ea.name)
		}
		i, pos = j, end
	}
	return string(out), nil
}

// encodeError returns the UnicodeEncodeError for s[start:end].
func encodeError(name, s string, start, end int, reason string) *codecError {
	return &codecError{kind: UnicodeEncodeError, encoding: name, object: s, start: start, end: end, reason: reason}
}

// encodeUTF8 encodes s to UTF-8: its own bytes, unless it holds
// surrogates, which UTF-8 cannot encode.
func encodeUTF8(s string, ea errorsArg) (string, *codecError) {
	if !hasSurrogates(s) {
		return s, nil // a str without surrogates is its own UTF-8
	}
	const reason = "surrogates not allowed"
	out := make([]byte, 0, len(s))
	pos := 0
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		if !isSurrogate(r) {
			out = append(out, s[i:i+size]...)
			i += size
			pos++
			continue
		}
		j, end := i+size, pos+1
		for j < len(s) {
			r, size := decodeRune(s[j:])
			if !isSurrogate(r) {
				break
			}
			j += size
			end++
		}
		run := s[i:j]
		switch ea.h {
		case ehStrict:
			return "", encodeError("utf-8", s, pos, end, reason)
		case ehIgnore:
		case ehReplace, ehBackslashReplace, ehXMLCharRefReplace, ehNameReplace:
			out = appendEncReplacement(out, run, ea.h)
		case ehSurrogatePass:
			out = append(out, run...) // the stored form is the 3-byte encoding
		case ehSurrogateEscape:
			for k := pos; run != ""; k++ {
				r, size := decodeRune(run)
				if r < 0xDC80 || r > 0xDCFF {
					return "", encodeError("utf-8", s, k, end, reason)
				}
				out = append(out, byte(r-0xDC00))
				run = run[size:]
			}
		default:
			return "", errUnknownHandler(ea.name)
		}
		i, pos = j, end
	}
	return string(out), nil
}

// appendUnits appends code point r as one UTF-32 unit (wide) or one or
// two UTF-16 units, big- or little-endian.
func appendUnits(out []byte, r rune, wide, be bool) []byte {
	if wide {
		u := uint32(r)
		if be {
			return append(out, byte(u>>24), byte(u>>16), byte(u>>8), byte(u))
		}
		return append(out, byte(u), byte(u>>8), byte(u>>16), byte(u>>24))
	}
	if r >= 0x10000 {
		r -= 0x10000
		out = appendUnits(out, 0xD800+r>>10, false, be)
		r = 0xDC00 + r&0x3FF
	}
	if be {
		return append(out, byte(r>>8), byte(r))
	}
	return append(out, byte(r), byte(r>>8))
}

// encodeUTF16or32 encodes s to one of the utf-16 and utf-32 codecs. The
// byte-order-marked ones write a BOM and little-endian units, as CPython
// does on the little-endian machines it mostly runs on.
func encodeUTF16or32(s string, id codecID, ea errorsArg) (string, *codecError) {
	be := id == codecUTF16BE || id == codecUTF32BE
	wide := id == codecUTF32 || id == codecUTF32LE || id == codecUTF32BE
	name := codecNames[id]
	size := 2 * len(s)
	if wide {
		size = 4 * len(s)
	}
	out := make([]byte, 0, 4+size)
	if id == codecUTF16 || id == codecUTF32 {
		out = appendUnits(out, 0xFEFF, wide, be)
	}
	pos := 0
	for i := 0; i < len(s); pos++ {
		if c := s[i]; c < 0x80 {
			out = appendUnits(out, rune(c), wide, be)
			i++
			continue
		}
		r, size := decodeRune(s[i:])
		i += size
		if !isSurrogate(r) {
			out = appendUnits(out, r, wide, be)
			continue
		}
		// The handler gets one surrogate at a time.
		switch ea.h {
		case ehStrict, ehSurrogateEscape:
			// surrogateescape either refuses the character or returns
			// one byte, not a whole unit: both raise.
			return "", encodeError(name, s, pos, pos+1, "surrogates not allowed")
		case ehIgnore:
		case ehReplace, ehBackslashReplace, ehXMLCharRefReplace, ehNameReplace:
			for _, c := range appendEncReplacement(nil, s[i-size:i], ea.h) {
				out = appendUnits(out, rune(c), wide, be)
			}
		case ehSurrogatePass:
			out = appendUnits(out, r, wide, be)
		default:
			return "", errUnknownHandler(ea.name)
		}
	}
	return string(out), nil
}

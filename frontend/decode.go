package frontend

// This file decodes source bytes into text the way CPython 3.11 does for
// compile() of a bytes object (decode_str in Parser/tokenizer.c):
//
//  1. Line endings are translated first: "\r\n" and a lone "\r" become "\n".
//  2. A UTF-8 byte order mark is removed; it makes the encoding "utf-8".
//  3. A coding cookie (PEP 263) is looked for on line 1, and on line 2 when
//     line 1 holds nothing but blanks or a comment. Only lines that end with
//     a newline are looked at. The name is normalised by get_normal_name
//     (utf-8 and latin-1 spellings), so "utf8" stays "utf8" and goes through
//     the codec machinery, while "UTF_8" means the default.
//  4. With no cookie (or "utf-8"), the bytes are used as they are: CPython
//     does not validate UTF-8 up front. Invalid bytes surface later, in an
//     identifier (the tokenizer) or in a string literal (the parser), with a
//     "(unicode error) 'utf-8' codec can't decode ..." message; see
//     utf8DecodeError.
//  5. With any other cookie, the whole text after the BOM is decoded with
//     that codec; an unknown name or a decoding failure is a SyntaxError
//     with the exception's message, line 0 and offset -1
//     (_PyPegen_raise_tokenizer_init_error).
//
// Errors from this stage have no source position: decodeSource returns them
// with rawPosition set, and rawSyntaxError builds the SyntaxError.

import (
	"strings"
	"unicode/utf8"
)

// decodeSource returns the text of src with line endings normalised.
func decodeSource(src []byte, decoded bool) (string, *posError) {
	if i := indexNull(src); i >= 0 {
		return "", &posError{Kind: KindSyntaxError, Class: ClassReported,
			Msg: "source code string cannot contain null bytes"}
	}
	if decoded {
		return normaliseNewlines(src), nil
	}
	text := normaliseNewlines(src)
	bom := false
	if strings.HasPrefix(text, "\xef\xbb\xbf") {
		text = text[3:]
		bom = true
	}
	enc, err := findCookie(text, bom)
	if err != nil {
		return "", err
	}
	if enc == "" || enc == "utf-8" {
		return text, nil
	}
	return decodeWithCodec(text, enc)
}

func indexNull(b []byte) int {
	for i, c := range b {
		if c == 0 {
			return i
		}
	}
	return -1
}

// normaliseNewlines converts src to a string, turning "\r\n" and "\r" into
// "\n". Only sources that contain '\r' pay for the rewrite.
func normaliseNewlines(src []byte) string {
	cr := -1
	for i, c := range src {
		if c == '\r' {
			cr = i
			break
		}
	}
	if cr < 0 {
		return string(src)
	}
	var b strings.Builder
	b.Grow(len(src))
	b.Write(src[:cr])
	for i := cr; i < len(src); i++ {
		c := src[i]
		if c == '\r' {
			b.WriteByte('\n')
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// findCookie returns the normalised encoding name declared on line 1 or 2
// of text, or "" when there is none.
func findCookie(text string, bom bool) (string, *posError) {
	nl := strings.IndexByte(text, '\n')
	if nl < 0 {
		return bomOnly(bom), nil
	}
	line1 := text[:nl+1]
	cs, onlyComment := codingSpec(line1)
	if cs == "" && onlyComment {
		rest := text[nl+1:]
		if nl2 := strings.IndexByte(rest, '\n'); nl2 >= 0 {
			cs, _ = codingSpec(rest[:nl2+1])
		}
	}
	if cs == "" {
		return bomOnly(bom), nil
	}
	if bom && cs != "utf-8" {
		return "", initError("encoding problem: " + cs + " with BOM")
	}
	return cs, nil
}

func bomOnly(bom bool) string {
	if bom {
		return "utf-8"
	}
	return ""
}

// initError is an error raised before tokenizing starts: CPython reports
// it with line 0, offset -1 and no text.
func initError(msg string) *posError {
	return &posError{Kind: KindSyntaxError, Class: ClassReported, Msg: msg, Col: -1}
}

// codingSpec looks for a coding cookie in one line (with its newline),
// like get_coding_spec and check_coding_spec. It returns the normalised
// name, or "" and whether the line holds only blanks and a comment (so that
// line 2 may still declare the encoding).
func codingSpec(line string) (string, bool) {
	size := len(line)
	i := 0
	for ; i < size-6; i++ {
		c := line[i]
		if c == '#' {
			break
		}
		if c != ' ' && c != '\t' && c != '\f' {
			return "", false
		}
	}
	for ; i < size-6; i++ {
		if line[i:i+6] != "coding" {
			continue
		}
		t := i + 6
		if line[t] != ':' && line[t] != '=' {
			continue
		}
		t++
		for t < size && (line[t] == ' ' || line[t] == '\t') {
			t++
		}
		begin := t
		for t < size && isCodingNameByte(line[t]) {
			t++
		}
		if begin < t {
			return normalCodingName(line[begin:t]), true
		}
	}
	// No cookie: line 2 is looked at only if this line is blank or a
	// comment.
	for j := 0; j < size; j++ {
		c := line[j]
		if c == '#' || c == '\n' || c == '\r' {
			break
		}
		if c != ' ' && c != '\t' && c != '\f' {
			return "", false
		}
	}
	return "", true
}

func isCodingNameByte(c byte) bool {
	return isASCIILetter(c) || isDigit(c) || c == '-' || c == '_' || c == '.'
}

// normalCodingName is CPython's get_normal_name: the spellings of utf-8 and
// latin-1 (looking at the first 12 characters only, lower-cased, '_' as
// '-') become "utf-8" and "iso-8859-1"; other names are kept as written.
func normalCodingName(s string) string {
	var buf [12]byte
	n := 0
	for ; n < len(s) && n < 12; n++ {
		c := s[n]
		switch {
		case c == '_':
			c = '-'
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		}
		buf[n] = c
	}
	b := string(buf[:n])
	switch {
	case b == "utf-8" || strings.HasPrefix(b, "utf-8-"):
		return "utf-8"
	case b == "latin-1" || b == "iso-8859-1" || b == "iso-latin-1" ||
		strings.HasPrefix(b, "latin-1-") || strings.HasPrefix(b, "iso-8859-1-") ||
		strings.HasPrefix(b, "iso-latin-1-"):
		return "iso-8859-1"
	}
	return s
}

// declaresEncoding reports whether CPython's tokenizer has an encoding
// set (tok->encoding) for this source: always for text (compile() of a
// str), and for bytes only when they start with a UTF-8 BOM or carry a
// coding cookie. It matters for positions: pegen converts the byte
// columns of the errors it raises into character offsets only when an
// encoding is set; for bytes without BOM or cookie, Offset and EndOffset
// of parser errors are byte columns plus one.
func declaresEncoding(src []byte, decoded bool) bool {
	if decoded || len(src) >= 3 && string(src[:3]) == "\xef\xbb\xbf" {
		return true
	}
	text := normaliseNewlines(src[:min(len(src), firstLinesEnd(src))])
	enc, _ := findCookie(text, false)
	return enc != ""
}

// firstLinesEnd returns an offset in src past its first two lines (a
// cookie can only be on them; "\r\n" counts twice), or len(src).
func firstLinesEnd(src []byte) int {
	n := 0
	for i, c := range src {
		if c == '\n' || c == '\r' {
			n++
			if n == 4 {
				return i + 1
			}
		}
	}
	return len(src)
}

// rawSyntaxError builds the SyntaxError for an error returned by tokenize
// together with a nil sourceText: such errors carry CPython's values as
// they are (Line is lineno, Col is offset, EndLine and EndCol the ends,
// and the text is None).
//
// The null bytes error is CPython's ValueError turned into a SyntaxError
// with no location at all, not even the file name: it is the one with
// Line and Col both 0.
func (e *posError) rawSyntaxError(filename string) *SyntaxError {
	if e.Line == 0 && e.Col == 0 {
		filename = ""
	}
	return &SyntaxError{Kind: e.Kind, Msg: e.Msg, Filename: filename,
		Lineno: e.Line, Offset: e.Col, EndLineno: e.EndLine, EndOffset: e.EndCol}
}

// utf8DecodeError returns the message CPython's UTF-8 decoder gives for
// the first invalid sequence in b, like "'utf-8' codec can't decode byte
// 0xff in position 0: invalid start byte", and the offset of that
// sequence; ok is true when b is valid UTF-8. Surrogates (ED A0..BF) are
// invalid, as in CPython's strict decoder.
func utf8DecodeError(b string) (msg string, pos int, ok bool) {
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(b[i:])
		if r != utf8.RuneError || n > 1 {
			i += n
			continue
		}
		start, end, reason := utf8Invalid(b, i)
		if end-start == 1 {
			msg = "'utf-8' codec can't decode byte 0x" + hex2(b[start]) + " in position " + itoa(start) + ": " + reason
		} else {
			msg = "'utf-8' codec can't decode bytes in position " + itoa(start) + "-" + itoa(end-1) + ": " + reason
		}
		return msg, start, false
	}
	return "", 0, true
}

// utf8Invalid classifies the invalid sequence at b[i] like CPython's
// decoder (Objects/stringlib/codecs.h): it returns the range of bytes the
// error covers and the reason.
func utf8Invalid(b string, i int) (start, end int, reason string) {
	c := b[i]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return i, i + 1, "invalid start byte"
	}
	j := i + 1
	for k := 0; k < need; k++ {
		if j >= len(b) {
			return i, len(b), "unexpected end of data"
		}
		d := b[j]
		if k == 0 {
			if d < lo || d > hi {
				return i, i + 1, "invalid continuation byte"
			}
		} else if d < 0x80 || d > 0xBF {
			return i, j, "invalid continuation byte"
		}
		j++
	}
	return i, j, "invalid continuation byte"
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&0xF]})
}

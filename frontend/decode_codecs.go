package frontend

// This file decodes source files that declare an encoding other than
// UTF-8. Codec names are looked up as Python's encodings.search_function
// does; the single-byte codecs use Python's own decoding tables (generated
// into decode_tables_gen.go), so their errors are exactly CPython's; the
// multi-byte East Asian codecs use golang.org/x/text, whose WHATWG-based
// tables accept a few byte sequences Python rejects and whose error
// positions are found by re-decoding character by character.

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/transform"
)

// lookupCodec returns the module name in Python's encodings package of the
// codec called name, or "" when Python knows no such codec.
func lookupCodec(name string) string {
	norm := normalizeEncodingName(strings.ToLower(name))
	alias := codecAliases[norm]
	if alias == "" {
		alias = codecAliases[strings.ReplaceAll(norm, ".", "_")]
	}
	for _, mod := range [...]string{alias, norm} {
		if mod == "" || strings.Contains(mod, ".") {
			continue
		}
		if _, ok := codecModules[mod]; ok {
			return mod
		}
		if _, ok := charmapTables[mod]; ok || nonTextCodecs[mod] {
			return mod
		}
	}
	return ""
}

// normalizeEncodingName is encodings.normalize_encoding: runs of characters
// other than ASCII letters, digits and '.' become one '_', except at the
// start.
func normalizeEncodingName(s string) string {
	var b strings.Builder
	punct := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isASCIILetter(c) || isDigit(c) || c == '.' {
			if punct && b.Len() > 0 {
				b.WriteByte('_')
			}
			b.WriteByte(c)
			punct = false
		} else {
			punct = true
		}
	}
	return b.String()
}

// decodeWithCodec decodes text, the bytes of a source file after its BOM,
// with the Python codec called name (as the coding cookie spells it after
// get_normal_name).
func decodeWithCodec(text, name string) (string, *posError) {
	mod := lookupCodec(name)
	switch {
	case mod == "":
		return "", initError("unknown encoding: " + name)
	case nonTextCodecs[mod]:
		return "", initError("'" + name + "' is not a text encoding; use codecs.decode() to handle arbitrary codecs")
	}
	if table, ok := charmapTables[mod]; ok {
		return decodeCharmap(text, table)
	}
	switch mod {
	case "utf_8", "utf_8_sig":
		if mod == "utf_8_sig" {
			text = strings.TrimPrefix(text, "\xef\xbb\xbf")
		}
		if msg, _, ok := utf8DecodeError(text); !ok {
			return "", initError(msg)
		}
		return text, nil
	case "ascii":
		for i := 0; i < len(text); i++ {
			if text[i] >= 0x80 {
				return "", initError("'ascii' codec can't decode byte 0x" + hex2(text[i]) + " in position " + itoa(i) + ": ordinal not in range(128)")
			}
		}
		return text, nil
	case "latin_1":
		var b strings.Builder
		b.Grow(len(text) + len(text)/8)
		for i := 0; i < len(text); i++ {
			b.WriteRune(rune(text[i]))
		}
		return b.String(), nil
	case "undefined":
		return "", initError("undefined encoding")
	}
	if enc := multiByteEncoding(mod); enc != nil {
		return decodeMultiByte(text, enc, codecModules[mod])
	}
	if strings.HasPrefix(mod, "utf_16") || strings.HasPrefix(mod, "utf_32") {
		return decodeUTF16or32(text, mod)
	}
	// UTF-7, the escape codecs, IDNA and punycode: a source in these
	// cannot be read by pyex.
	return "", initError("unknown encoding: " + name)
}

// decodeCharmap decodes with a single-byte table (see charmapTables).
func decodeCharmap(text, table string) (string, *posError) {
	var runes [256]rune
	i := 0
	if utf8.RuneCountInString(table) == 128 {
		for ; i < 128; i++ {
			runes[i] = rune(i)
		}
	}
	for _, r := range table {
		runes[i] = r
		i++
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/4)
	for i := 0; i < len(text); i++ {
		r := runes[text[i]]
		if r == 0xFFFE {
			return "", initError("'charmap' codec can't decode byte 0x" + hex2(text[i]) + " in position " + itoa(i) + ": character maps to <undefined>")
		}
		b.WriteRune(r)
	}
	return b.String(), nil
}

// multiByteEncoding returns the x/text encoding closest to Python's codec
// mod, or nil.
func multiByteEncoding(mod string) encoding.Encoding {
	switch mod {
	case "euc_jp", "euc_jis_2004", "euc_jisx0213":
		return japanese.EUCJP
	case "shift_jis", "cp932", "shift_jis_2004", "shift_jisx0213":
		return japanese.ShiftJIS
	case "iso2022_jp", "iso2022_jp_1", "iso2022_jp_2", "iso2022_jp_2004", "iso2022_jp_3", "iso2022_jp_ext":
		return japanese.ISO2022JP
	case "euc_kr", "cp949":
		return korean.EUCKR
	case "gbk", "gb2312":
		return simplifiedchinese.GBK
	case "gb18030":
		return simplifiedchinese.GB18030
	case "hz":
		return simplifiedchinese.HZGB2312
	case "big5", "cp950", "big5hkscs":
		return traditionalchinese.Big5
	}
	return nil
}

// decodeMultiByte decodes text with enc. x/text replaces undecodable input
// with U+FFFD; when that happens the text is decoded again one character
// at a time to find where, and the error is reported as Python's
// multi-byte codecs word it.
func decodeMultiByte(text string, enc encoding.Encoding, name string) (string, *posError) {
	out, _, err := transform.String(enc.NewDecoder(), text)
	if err == nil && !strings.ContainsRune(out, utf8.RuneError) {
		return out, nil
	}
	dec := enc.NewDecoder()
	var dst [64]byte
	for pos := 0; pos < len(text); {
		n := 1
		for {
			end := min(pos+n, len(text))
			nDst, nSrc, err := dec.Transform(dst[:], []byte(text[pos:end]), end == len(text))
			if err == transform.ErrShortSrc && end < len(text) {
				n++
				continue
			}
			reason := "illegal multibyte sequence"
			if err == transform.ErrShortSrc || err == nil && end == len(text) && nSrc < end-pos {
				reason = "incomplete multibyte sequence"
			}
			if err != nil || strings.ContainsRune(string(dst[:nDst]), utf8.RuneError) {
				return "", initError("'" + name + "' codec can't decode byte 0x" + hex2(text[pos]) + " in position " + itoa(pos) + ": " + reason)
			}
			if nSrc == 0 {
				nSrc = 1
			}
			pos += nSrc
			break
		}
	}
	return out, nil
}

// decodeUTF16or32 decodes with utf_16, utf_32 and their -le and -be forms.
// Text in these that passed the null byte check is rare (every ASCII
// character would hold a zero byte), so this mostly reports errors the way
// Python's decoders word them.
func decodeUTF16or32(text, mod string) (string, *posError) {
	size := 2
	if strings.HasPrefix(mod, "utf_32") {
		size = 4
	}
	little := !strings.HasSuffix(mod, "_be")
	bom := !strings.HasSuffix(mod, "_le") && !strings.HasSuffix(mod, "_be")
	if bom {
		switch {
		case size == 2 && strings.HasPrefix(text, "\xff\xfe"), size == 4 && strings.HasPrefix(text, "\xff\xfe\x00\x00"):
			text = text[size:]
		case size == 2 && strings.HasPrefix(text, "\xfe\xff"), size == 4 && strings.HasPrefix(text, "\x00\x00\xfe\xff"):
			text, little = text[size:], false
		}
	}
	name := "utf-16-"
	if size == 4 {
		name = "utf-32-"
	}
	if little {
		name += "le"
	} else {
		name += "be"
	}
	fail := func(start, end int, reason string) (string, *posError) {
		if end-start == 1 {
			return "", initError("'" + name + "' codec can't decode byte 0x" + hex2(text[start]) + " in position " + itoa(start) + ": " + reason)
		}
		return "", initError("'" + name + "' codec can't decode bytes in position " + itoa(start) + "-" + itoa(end-1) + ": " + reason)
	}
	unit := func(i int) rune {
		var v uint32
		for k := 0; k < size; k++ {
			b := uint32(text[i+k])
			if little {
				v |= b << (8 * k)
			} else {
				v = v<<8 | b
			}
		}
		return rune(v)
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		if len(text)-i < size {
			return fail(i, len(text), "truncated data")
		}
		r := unit(i)
		if size == 4 {
			switch {
			case uint32(r) > 0x10FFFF:
				return fail(i, i+4, "code point not in range(0x110000)")
			case r >= 0xD800 && r < 0xE000:
				return fail(i, i+4, "code point in surrogate code point range(0xd800, 0xe000)")
			}
			b.WriteRune(r)
			i += 4
			continue
		}
		switch {
		case r >= 0xDC00 && r < 0xE000:
			return fail(i, i+2, "illegal encoding")
		case r >= 0xD800 && r < 0xDC00:
			if len(text)-i < 4 {
				return fail(i, len(text), "unexpected end of data")
			}
			lo := unit(i + 2)
			if lo < 0xDC00 || lo >= 0xE000 {
				return fail(i, i+2, "illegal UTF-16 surrogate")
			}
			b.WriteRune(0x10000 + (r-0xD800)<<10 + (lo - 0xDC00))
			i += 4
			continue
		}
		b.WriteRune(r)
		i += 2
	}
	return b.String(), nil
}

package runtime

// This file holds maketrans, translate, hex and fromhex of bytes and
// bytearray.

// bytesMaketrans returns bytes.maketrans(from, to), a 256-byte table.
func bytesMaketrans(from, to string) (string, *Error) {
	if len(from) != len(to) {
		return "", &Error{Kind: ValueError, Msg: "maketrans arguments must have same length"}
	}
	t := make([]byte, 256)
	for i := range t {
		t[i] = byte(i)
	}
	for i := 0; i < len(from); i++ {
		c := from[i]
		t[c] = to[i]
	}
	return string(t), nil
}

// bytesTranslate returns b.translate(table, delete); hasTable false means
// table=None, which only deletes.
func bytesTranslate(b, table string, hasTable bool, del string) (string, *Error) {
	if hasTable && len(table) != 256 {
		return "", &Error{Kind: ValueError, Msg: "translation table must be 256 characters long"}
	}
	var drop [256]bool
	for k := 0; k < len(del); k++ {
		c := del[k]
		drop[c] = true
	}
	out := make([]byte, 0, len(b))
	for k := 0; k < len(b); k++ {
		c := b[k]
		if drop[c] {
			continue
		}
		if hasTable {
			c = table[c]
		}
		out = append(out, c)
	}
	return string(out), nil
}

// bytesHex returns b.hex(sep, bytesPerSep): hasSep false means no
// separator; sep is the one ASCII character the object layer checked
// (bytesHexSep). A positive bytesPerSep groups from the right, a negative
// one from the left.
func bytesHex(b string, sep byte, hasSep bool, bytesPerSep int) string {
	if !hasSep || bytesPerSep == 0 || len(b) == 0 {
		out := make([]byte, 0, 2*len(b))
		for k := 0; k < len(b); k++ {
			c := b[k]
			out = append(out, hexDigits[c>>4], hexDigits[c&15])
		}
		return string(out)
	}
	group := bytesPerSep
	if group < 0 {
		group = -group
	}
	out := make([]byte, 0, 3*len(b))
	for i := 0; i < len(b); i++ {
		c := b[i]
		if i > 0 {
			// Count group boundaries from the left or from the right.
			k := i
			if bytesPerSep > 0 {
				k = len(b) - i
			}
			if k%group == 0 {
				out = append(out, sep)
			}
		}
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out)
}

// bytesHexSep checks the sep argument of hex(), given as a str or bytes.
func bytesHexSep(sep string) (byte, *Error) {
	if cpCount(sep) != 1 {
		return 0, &Error{Kind: ValueError, Msg: "sep must be length 1."}
	}
	if sep[0] >= 0x80 {
		return 0, &Error{Kind: ValueError, Msg: "sep must be ASCII."}
	}
	return sep[0], nil
}

// bytesFromHex returns bytes.fromhex(s): pairs of hex digits, with ASCII
// whitespace allowed between pairs.
func bytesFromHex(s string) (string, *Error) {
	out := make([]byte, 0, len(s)/2)
	pos := 0 // code point position of s[i], for the message
	bad := func() (string, *Error) {
		return "", Errorf(ValueError, "non-hexadecimal number found in fromhex() arg at position %d", pos)
	}
	for i := 0; i < len(s); {
		if asciiSpace(s[i]) {
			i++
			pos++
			continue
		}
		hi := hexValue(s[i])
		if hi < 0 {
			return bad()
		}
		i++
		pos++
		if i >= len(s) {
			return bad()
		}
		lo := hexValue(s[i])
		if lo < 0 {
			return bad()
		}
		i++
		pos++
		out = append(out, byte(hi<<4|lo))
	}
	return string(out), nil
}

// hexValue returns the value of hex digit c, or -1.
func hexValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

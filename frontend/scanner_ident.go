package frontend

// This file holds the Unicode side of names: the PEP 3131 character
// classes (from CPython's own Unicode database, see scanner_xid_gen.go)
// and NFKC normalisation.

import "golang.org/x/text/unicode/norm"

// inRanges reports whether r lies in one of the sorted ranges rs.
func inRanges(r rune, rs [][2]rune) bool {
	lo, hi := 0, len(rs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch {
		case r < rs[m][0]:
			hi = m
		case r > rs[m][1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// isXIDStart reports whether r may start an identifier (PEP 3131); '_' is
// not XID_Start and is checked by the caller.
func isXIDStart(r rune) bool {
	if r < 0x80 {
		return isASCIILetter(byte(r))
	}
	return inRanges(r, xidStartRanges[:])
}

// isXIDContinue reports whether r may continue an identifier.
func isXIDContinue(r rune) bool {
	if r < 0x80 {
		return isIdentByte(byte(r))
	}
	return inRanges(r, xidContinueRanges[:])
}

// isPrintable reports whether r is printable in Python's sense
// (str.isprintable), which decides between tokenizer.c's "invalid
// character" and "invalid non-printable character" messages.
func isPrintable(r rune) bool { return isStrPrintable(r) }

// normalizeIdentifier returns the NFKC form of a name, as CPython stores
// identifiers (PEP 3131; _PyPegen_new_identifier). ASCII names, by far the
// most common, are returned as they are without allocating.
func normalizeIdentifier(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] >= 0x80 {
			return norm.NFKC.String(name)
		}
	}
	return name
}

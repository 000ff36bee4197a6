// This file defines binascii's quoted-printable codec (RFC 1521), a2b_qp
// and b2a_qp, which the quopri and email modules build on.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// qpMaxLine is the longest encoded line, not counting its end.
const qpMaxLine = 76

const hexUpper = "0123456789ABCDEF"

func isHexDigit(c byte) bool { return hexDigit(c) >= 0 }

// qpDecode decodes quoted-printable data; with header, '_' is a space.
func qpDecode(src string, header bool) []byte {
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '=':
			i++
			if i >= len(src) {
				return out
			}
			switch {
			case src[i] == '\n' || src[i] == '\r':
				// A soft line break: skip to the end of the line.
				for i < len(src) && src[i] != '\n' {
					i++
				}
				if i < len(src) {
					i++
				}
			case src[i] == '=':
				out = append(out, '=')
				i++
			case i+1 < len(src) && isHexDigit(src[i]) && isHexDigit(src[i+1]):
				out = append(out, byte(hexDigit(src[i])<<4|hexDigit(src[i+1])))
				i += 2
			default:
				out = append(out, '=')
			}
		case header && c == '_':
			out = append(out, ' ')
			i++
		default:
			out = append(out, c)
			i++
		}
	}
	return out
}

// qpEncode encodes data as quoted-printable. Text mode keeps line ends
// (in the style of the first one), quotetabs encodes every tab and
// space, header writes spaces as '_'.
func qpEncode(src string, quoteTabs, isText, header bool) []byte {
	// Soft line breaks end like the data's first line, in either mode.
	crlf := false
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			crlf = i > 0 && src[i-1] == '\r'
			break
		}
	}
	softBreak := func(out []byte) []byte {
		if crlf {
			return append(out, '=', '\r', '\n')
		}
		return append(out, '=', '\n')
	}
	out := make([]byte, 0, len(src)+len(src)/8)
	lineLen := 0
	for i := 0; i < len(src); {
		c := src[i]
		last := i+1 == len(src)
		encode := c > 126 || c == '=' || (header && c == '_') ||
			(c == '.' && lineLen == 0 && (last || src[i+1] == '\n' || src[i+1] == '\r' || src[i+1] == 0)) ||
			(!isText && (c == '\r' || c == '\n')) ||
			((c == '\t' || c == ' ') && last) ||
			(c < 33 && c != '\r' && c != '\n' && (quoteTabs || (c != '\t' && c != ' ')))
		switch {
		case encode:
			if lineLen+3 >= qpMaxLine {
				out = softBreak(out)
				lineLen = 0
			}
			out = append(out, '=', hexUpper[c>>4], hexUpper[c&15])
			lineLen += 3
			i++
		case isText && (c == '\n' || (c == '\r' && i+1 < len(src) && src[i+1] == '\n')):
			// Whitespace at the end of a line must be encoded.
			if n := len(out); n > 0 && (out[n-1] == ' ' || out[n-1] == '\t') {
				ws := out[n-1]
				out = append(out[:n-1], '=', hexUpper[ws>>4], hexUpper[ws&15])
			}
			if crlf {
				out = append(out, '\r', '\n')
			} else {
				out = append(out, '\n')
			}
			if c == '\r' {
				i += 2
			} else {
				i++
			}
			lineLen = 0
		default:
			if !last && src[i+1] != '\n' && lineLen+1 >= qpMaxLine {
				out = softBreak(out)
				lineLen = 0
			}
			lineLen++
			if header && c == ' ' {
				out = append(out, '_')
			} else {
				out = append(out, c)
			}
			i++
		}
	}
	return out
}

func initBinasciiQP(fn func(string, runtime.BuiltinFunc)) {
	sigA2B := clinicSig{name: "a2b_qp", params: []string{"data", "header"}, maxPos: 2, required: 1}
	sigB2A := clinicSig{name: "b2a_qp", params: []string{"data", "quotetabs", "istext", "header"}, maxPos: 4, required: 1}
	fn("a2b_qp", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sigA2B.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		src, err := asciiArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		header, err := truthArg(t, a[1], false)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(qpDecode(src, header))), nil
	})
	fn("b2a_qp", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [4]runtime.Value
		if err := sigB2A.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		src, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		var flags [3]bool
		defs := [3]bool{false, true, false}
		for k := range flags {
			if flags[k], err = truthArg(t, a[k+1], defs[k]); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeBytes(string(qpEncode(src, flags[0], flags[1], flags[2]))), nil
	})
}

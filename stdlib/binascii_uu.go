// This file defines binascii's uuencoding of single lines: a2b_uu and
// b2a_uu.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// uuDecodeLine decodes one uuencoded line: a length character, then
// groups of four characters of six bits each. Missing characters count as
// zero; what follows the data may only be blanks, backticks and line ends.
func uuDecodeLine(src string) ([]byte, error) {
	var first byte
	if len(src) > 0 {
		first = src[0]
	}
	n := int((first - ' ') & 0x3f)
	out := make([]byte, 0, n)
	pos := 1
	var acc uint
	bits := 0
	for len(out) < n {
		var v byte
		if pos < len(src) && src[pos] != '\n' && src[pos] != '\r' {
			c := src[pos]
			if c < ' ' || c > ' '+64 {
				return nil, errBinascii("Illegal char")
			}
			v = (c - ' ') & 0x3f
		}
		pos++
		acc = acc<<6 | uint(v)
		bits += 6
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
			acc &= 1<<bits - 1
		}
	}
	for ; pos < len(src); pos++ {
		switch src[pos] {
		case ' ', ' ' + 64, '\n', '\r':
		default:
			return nil, errBinascii("Trailing garbage")
		}
	}
	return out, nil
}

// uuEncodeLine encodes at most 45 bytes as one uuencoded line; backtick
// writes zero values as '`' instead of ' '.
func uuEncodeLine(src string, backtick bool) ([]byte, error) {
	if len(src) > 45 {
		return nil, errBinascii("At most 45 bytes at once")
	}
	ch := func(v uint) byte {
		if v == 0 && backtick {
			return '`'
		}
		return byte(' ' + v)
	}
	out := make([]byte, 0, 2+(len(src)+2)/3*4)
	out = append(out, ch(uint(len(src))))
	for i := 0; i < len(src); i += 3 {
		var v uint
		for k := 0; k < 3; k++ {
			v <<= 8
			if i+k < len(src) {
				v |= uint(src[i+k])
			}
		}
		out = append(out, ch(v>>18), ch(v>>12&63), ch(v>>6&63), ch(v&63))
	}
	return append(out, '\n'), nil
}

func initBinasciiUU(fn func(string, runtime.BuiltinFunc)) {
	fn("a2b_uu", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := oneArgClinic("binascii.a2b_uu", args, kw); err != nil {
			return runtime.None, err
		}
		src, err := asciiArg(args[0])
		if err != nil {
			return runtime.None, err
		}
		out, err := uuDecodeLine(src)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
	fn("b2a_uu", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		sig := clinicSig{name: "b2a_uu", params: []string{"data", "backtick"}, posOnly: 1, maxPos: 1, required: 1}
		if err := sig.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		backtick, err := truthArg(t, a[1], false)
		if err != nil {
			return runtime.None, err
		}
		src, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		out, err := uuEncodeLine(src, backtick)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
}

// This file defines the binascii module in Go: the conversions between
// binary data and ASCII encodings (base64, hex, uu, quoted-printable) and
// the CRCs. base64, uuid and hashlib's hexdigest lean on these loops, so
// they run without allocating per byte.

package stdlib

import (
	"hash/crc32"
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("binascii", initBinascii) }

// binasciiError is binascii.Error, a ValueError; binasciiIncomplete is
// binascii.Incomplete.
var (
	binasciiError      = runtime.NewNativeExceptionType("Error", "binascii", runtime.ValueErrorType)
	binasciiIncomplete = runtime.NewNativeExceptionType("Incomplete", "binascii", runtime.ExceptionType)
)

// errBinascii returns binascii.Error(msg).
func errBinascii(msg string) error {
	return runtime.NewException(binasciiError, runtime.MakeStr(msg))
}

// bufferArg returns the bytes of a bytes-like argument, raising CPython's
// TypeError for anything else.
func bufferArg(v runtime.Value) (string, error) {
	if b, ok := runtime.AsBytes(v); ok {
		return b, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "a bytes-like object is required, not '%s'", v.TypeName())
}

// asciiArg returns the bytes of an a2b_* argument: a bytes-like object or
// a str of ASCII characters only.
func asciiArg(v runtime.Value) (string, error) {
	if b, ok := runtime.AsBytes(v); ok {
		return b, nil
	}
	if s, ok := runtime.AsStr(v); ok {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return "", runtime.Errorf(runtime.ValueError, "string argument should contain only ASCII characters")
			}
		}
		return s, nil
	}
	return "", runtime.Errorf(runtime.TypeError, "argument should be bytes, buffer or ASCII string, not '%s'", v.TypeName())
}

// uint32Mask returns an int argument reduced modulo 2**32, as CPython's
// "I" argument format does.
func uint32Mask(t *runtime.Thread, v runtime.Value) (uint32, error) {
	if v.IsSmallInt() {
		return uint32(v.SmallInt()), nil
	}
	if v.IsFloat() {
		return 0, runtime.Errorf(runtime.TypeError, "'float' object cannot be interpreted as an integer")
	}
	iv, err := runtime.Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := runtime.AsInt(iv)
	m, _ := n.And(runtime.IntFromInt64(0xffffffff)).Int64()
	return uint32(m), nil
}

const (
	b64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	hexLower    = "0123456789abcdef"
)

// b64Values maps a byte to its base64 value, or 0xff for a byte outside
// the alphabet. crcHQXTable is the CRC-CCITT (polynomial 0x1021) table.
var (
	b64Values   [256]byte
	crcHQXTable [256]uint16
)

func init() {
	for i := range b64Values {
		b64Values[i] = 0xff
	}
	for i := 0; i < 64; i++ {
		b64Values[b64Alphabet[i]] = byte(i)
	}
	for i := 0; i < 256; i++ {
		c := uint16(i) << 8
		for k := 0; k < 8; k++ {
			if c&0x8000 != 0 {
				c = c<<1 ^ 0x1021
			} else {
				c <<= 1
			}
		}
		crcHQXTable[i] = c
	}
}

// b64Encode appends the base64 encoding of src to dst, with padding.
func b64Encode(dst []byte, src string) []byte {
	i := 0
	for ; i+3 <= len(src); i += 3 {
		v := uint(src[i])<<16 | uint(src[i+1])<<8 | uint(src[i+2])
		dst = append(dst, b64Alphabet[v>>18], b64Alphabet[v>>12&63], b64Alphabet[v>>6&63], b64Alphabet[v&63])
	}
	switch len(src) - i {
	case 1:
		v := uint(src[i]) << 16
		dst = append(dst, b64Alphabet[v>>18], b64Alphabet[v>>12&63], '=', '=')
	case 2:
		v := uint(src[i])<<16 | uint(src[i+1])<<8
		dst = append(dst, b64Alphabet[v>>18], b64Alphabet[v>>12&63], b64Alphabet[v>>6&63], '=')
	}
	return dst
}

// b64Decode decodes base64 as binascii.a2b_base64 does. Outside strict
// mode bytes that are not in the alphabet are skipped and decoding stops
// at the first complete padding; strict mode rejects both.
func b64Decode(src string, strict bool) ([]byte, error) {
	out := make([]byte, 0, len(src)/4*3+3)
	if strict && len(src) > 0 && src[0] == '=' {
		return nil, errBinascii("Leading padding not allowed")
	}
	quad, pads := 0, 0
	padStarted := false
	var acc uint
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '=' {
			padStarted = true
			if quad >= 2 {
				pads++
				if quad+pads >= 4 {
					if strict && i+1 < len(src) {
						return nil, errBinascii("Excess data after padding")
					}
					return out, nil
				}
			}
			continue
		}
		v := b64Values[c]
		if v == 0xff {
			if strict {
				return nil, errBinascii("Only base64 data is allowed")
			}
			continue
		}
		if strict && padStarted {
			return nil, errBinascii("Discontinuous padding not allowed")
		}
		pads = 0
		acc = acc<<6 | uint(v)
		quad++
		switch quad {
		case 2:
			out = append(out, byte(acc>>4))
			acc &= 0xf
		case 3:
			out = append(out, byte(acc>>2))
			acc &= 3
		case 4:
			out = append(out, byte(acc))
			acc, quad = 0, 0
		}
	}
	switch quad {
	case 0:
		return out, nil
	case 1:
		n := len(out)/3*4 + 1
		return nil, errBinascii("Invalid base64-encoded string: number of data characters (" +
			strconv.Itoa(n) + ") cannot be 1 more than a multiple of 4")
	}
	return nil, errBinascii("Incorrect padding")
}

// hexDecode decodes pairs of hex digits, as binascii.unhexlify does.
func hexDecode(src string) ([]byte, error) {
	if len(src)%2 != 0 {
		return nil, errBinascii("Odd-length string")
	}
	out := make([]byte, len(src)/2)
	for i := range out {
		hi, lo := hexDigit(src[2*i]), hexDigit(src[2*i+1])
		if hi < 0 || lo < 0 {
			return nil, errBinascii("Non-hexadecimal digit found")
		}
		out[i] = byte(hi<<4 | lo)
	}
	return out, nil
}

// hexDigit returns the value of a hex digit, or -1.
func hexDigit(c byte) int {
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

// hexEncode returns the lower-case hex digits of src.
func hexEncode(src string) []byte {
	out := make([]byte, 2*len(src))
	for i := 0; i < len(src); i++ {
		out[2*i], out[2*i+1] = hexLower[src[i]>>4], hexLower[src[i]&15]
	}
	return out
}

// crcHQX continues a CRC-CCITT (XMODEM) over data.
func crcHQX(crc uint16, data string) uint16 {
	for i := 0; i < len(data); i++ {
		crc = crc<<8 ^ crcHQXTable[byte(crc>>8)^data[i]]
	}
	return crc
}

var (
	sigA2BBase64 = clinicSig{name: "a2b_base64", params: []string{"data", "strict_mode"}, posOnly: 1, maxPos: 1, required: 1}
	sigB2ABase64 = clinicSig{name: "b2a_base64", params: []string{"data", "newline"}, posOnly: 1, maxPos: 1, required: 1}
)

func initBinascii(r *Run, m *runtime.Module) error {
	d := m.Dict
	d.SetStr("__doc__", runtime.MakeStr("Conversion between binary data and ASCII"))
	d.SetStr("Error", runtime.MakeObject(binasciiError))
	d.SetStr("Incomplete", runtime.MakeObject(binasciiIncomplete))
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("binascii", name, f)))
	}
	fn("a2b_base64", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sigA2BBase64.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		strict, err := truthArg(t, a[1], false)
		if err != nil {
			return runtime.None, err
		}
		src, err := asciiArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		out, err := b64Decode(src, strict)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
	fn("b2a_base64", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sigB2ABase64.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		newline, err := truthArg(t, a[1], true)
		if err != nil {
			return runtime.None, err
		}
		src, err := bufferArg(a[0])
		if err != nil {
			return runtime.None, err
		}
		out := b64Encode(make([]byte, 0, (len(src)+2)/3*4+1), src)
		if newline {
			out = append(out, '\n')
		}
		return runtime.MakeBytes(string(out)), nil
	})
	unhex := func(name string) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := oneArgClinic("binascii."+name, args, kw); err != nil {
				return runtime.None, err
			}
			src, err := asciiArg(args[0])
			if err != nil {
				return runtime.None, err
			}
			out, err := hexDecode(src)
			if err != nil {
				return runtime.None, err
			}
			return runtime.MakeBytes(string(out)), nil
		})
	}
	unhex("a2b_hex")
	unhex("unhexlify")
	hex := func(name string) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			var a [3]runtime.Value
			sig := clinicSig{name: name, params: []string{"data", "sep", "bytes_per_sep"}, maxPos: 3, required: 1}
			if err := sig.bind(args, kw, a[:]); err != nil {
				return runtime.None, err
			}
			sep, per := a[1], a[2]
			src, err := bufferArg(a[0])
			if err != nil {
				return runtime.None, err
			}
			if !isSet(sep) {
				return runtime.MakeBytes(string(hexEncode(src))), nil
			}
			// bytes.hex has the same separator rules and messages.
			hargs := []runtime.Value{sep}
			if isSet(per) {
				hargs = append(hargs, per)
			}
			s, err := runtime.CallMethod(t, runtime.MakeBytes(src), "hex", hargs, nil)
			if err != nil {
				return runtime.None, err
			}
			str, _ := runtime.AsStr(s)
			return runtime.MakeBytes(str), nil
		})
	}
	hex("b2a_hex")
	hex("hexlify")
	fn("crc32", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, crc runtime.Value = runtime.None, runtime.MakeInt(0)
		if err := positionalClinic("binascii.crc32", args, kw, 1, &data, &crc); err != nil {
			return runtime.None, err
		}
		src, err := bufferArg(data)
		if err != nil {
			return runtime.None, err
		}
		c, err := uint32Mask(t, crc)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(crc32.Update(c, crc32.IEEETable, []byte(src)))), nil
	})
	fn("crc_hqx", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, crc runtime.Value
		if err := positionalClinic("binascii.crc_hqx", args, kw, 2, &data, &crc); err != nil {
			return runtime.None, err
		}
		src, err := bufferArg(data)
		if err != nil {
			return runtime.None, err
		}
		c, err := uint32Mask(t, crc)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(crcHQX(uint16(c), src))), nil
	})
	initBinasciiUU(fn)
	initBinasciiQP(fn)
	return nil
}

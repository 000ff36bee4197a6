// This file defines _base64, the private Go half of the base64 module:
// the base32, base85 and Ascii85 loops, which CPython writes in Python
// and which are slow there. base64.py (stdlib/py) checks and converts the
// arguments and calls these with plain bytes.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_base64", initBase64Codec) }

const b85Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"

// b85Values maps a byte to its base85 value, or 0xff.
var b85Values [256]byte

func init() {
	for i := range b85Values {
		b85Values[i] = 0xff
	}
	for i := 0; i < len(b85Alphabet); i++ {
		b85Values[b85Alphabet[i]] = byte(i)
	}
}

// b32Encode encodes src in base32 over alphabet (32 bytes), padded with
// '=' to a multiple of eight characters.
func b32Encode(src, alphabet string) []byte {
	out := make([]byte, 0, (len(src)+4)/5*8)
	for i := 0; i < len(src); i += 5 {
		var chunk [5]byte
		n := copy(chunk[:], src[i:])
		var v uint64
		for _, c := range chunk {
			v = v<<8 | uint64(c)
		}
		for k := 0; k < 8; k++ {
			out = append(out, alphabet[v>>(35-5*k)&31])
		}
		// Characters that carry only padding bits become '='.
		pads := [...]int{0, 6, 4, 3, 1, 0}[n]
		for k := len(out) - pads; k < len(out); k++ {
			out[k] = '='
		}
	}
	return out
}

// b32Decode decodes base32 over alphabet, as base64.b32decode does after
// its case folding and 0/1 mapping.
func b32Decode(src, alphabet string) ([]byte, error) {
	if len(src)%8 != 0 {
		return nil, errBinascii("Incorrect padding")
	}
	var rev [256]byte
	for i := range rev {
		rev[i] = 0xff
	}
	for i := 0; i < len(alphabet); i++ {
		rev[alphabet[i]] = byte(i)
	}
	end := len(src)
	for end > 0 && src[end-1] == '=' {
		end--
	}
	pads := len(src) - end
	out := make([]byte, 0, len(src)/8*5)
	var v uint64
	for i := 0; i < end; i += 8 {
		v = 0
		for k := i; k < i+8 && k < end; k++ {
			d := rev[src[k]]
			if d == 0xff {
				return nil, errBinascii("Non-base32 digit found")
			}
			v = v<<5 | uint64(d)
		}
		out = append(out, byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
	}
	switch pads {
	case 0, 1, 3, 4, 6:
	default:
		return nil, errBinascii("Incorrect padding")
	}
	if pads > 0 && len(out) > 0 {
		v <<= 5 * uint(pads)
		keep := (43 - 5*pads) / 8
		out = out[:len(out)-5]
		for k := 0; k < keep; k++ {
			out = append(out, byte(v>>(32-8*k)))
		}
	}
	return out, nil
}

// encode85 encodes src four bytes at a time as five digits of base 85
// written with alphabet; a zero word may become 'z' and a word of spaces
// 'y' (Ascii85). Without pad the output stops where the input does.
func encode85(src, alphabet string, pad, foldNuls, foldSpaces bool) []byte {
	padding := (4 - len(src)%4) % 4
	out := make([]byte, 0, (len(src)+3)/4*5)
	lastStart := 0
	for i := 0; i < len(src); i += 4 {
		var w uint32
		for k := 0; k < 4; k++ {
			w <<= 8
			if i+k < len(src) {
				w |= uint32(src[i+k])
			}
		}
		lastStart = len(out)
		switch {
		case foldNuls && w == 0:
			out = append(out, 'z')
		case foldSpaces && w == 0x20202020:
			out = append(out, 'y')
		default:
			var d [5]byte
			for k := 4; k >= 0; k-- {
				d[k] = alphabet[w%85]
				w /= 85
			}
			out = append(out, d[:]...)
		}
	}
	if padding > 0 && !pad {
		if len(out)-lastStart == 1 && out[lastStart] == 'z' {
			out = append(out[:lastStart], alphabet[0], alphabet[0], alphabet[0], alphabet[0], alphabet[0])
		}
		out = out[:len(out)-padding]
	}
	return out
}

// a85Decode decodes Ascii85 (already stripped of Adobe's frame), skipping
// the bytes of ignore.
func a85Decode(src string, foldSpaces bool, ignore string) ([]byte, error) {
	out := make([]byte, 0, len(src)/5*4+4)
	var cur [5]byte
	n := 0
	total := len(src) + 4
	for i := 0; i < total; i++ {
		c := byte('u')
		if i < len(src) {
			c = src[i]
		}
		switch {
		case '!' <= c && c <= 'u':
			cur[n] = c
			n++
			if n == 5 {
				var acc uint64
				for _, x := range cur {
					acc = 85*acc + uint64(x-33)
				}
				if acc > 0xffffffff {
					return nil, runtime.Errorf(runtime.ValueError, "Ascii85 overflow")
				}
				out = append(out, byte(acc>>24), byte(acc>>16), byte(acc>>8), byte(acc))
				n = 0
			}
		case c == 'z':
			if n > 0 {
				return nil, runtime.Errorf(runtime.ValueError, "z inside Ascii85 5-tuple")
			}
			out = append(out, 0, 0, 0, 0)
		case foldSpaces && c == 'y':
			if n > 0 {
				return nil, runtime.Errorf(runtime.ValueError, "y inside Ascii85 5-tuple")
			}
			out = append(out, ' ', ' ', ' ', ' ')
		case containsByte(ignore, c):
		default:
			return nil, runtime.Errorf(runtime.ValueError, "Non-Ascii85 digit found: %s", string(rune(c)))
		}
	}
	if padding := 4 - n; padding > 0 {
		out = out[:max(len(out)-padding, 0)]
	}
	return out, nil
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// b85Decode decodes base85 (RFC 1924 alphabet).
func b85Decode(src string) ([]byte, error) {
	padding := (5 - len(src)%5) % 5
	out := make([]byte, 0, (len(src)+4)/5*4)
	for i := 0; i < len(src)+padding; i += 5 {
		var acc uint64
		for k := i; k < i+5; k++ {
			d := byte(84) // '~' pads the last group
			if k < len(src) {
				d = b85Values[src[k]]
				if d == 0xff {
					return nil, runtime.Errorf(runtime.ValueError, "bad base85 character at position %s", strconv.Itoa(k))
				}
			}
			acc = acc*85 + uint64(d)
		}
		if acc > 0xffffffff {
			return nil, runtime.Errorf(runtime.ValueError, "base85 overflow in hunk starting at byte %s", strconv.Itoa(i))
		}
		out = append(out, byte(acc>>24), byte(acc>>16), byte(acc>>8), byte(acc))
	}
	return out[:len(out)-padding], nil
}

func initBase64Codec(r *Run, m *runtime.Module) error {
	d := m.Dict
	fn := func(name string, nargs int, f func(t *runtime.Thread, a []string, args []runtime.Value) ([]byte, error)) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_base64", name,
			func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				if kw.Len() > 0 || len(args) < nargs {
					return runtime.None, runtime.Errorf(runtime.TypeError, "_base64.%s: bad arguments", name)
				}
				strs := make([]string, nargs)
				for i := 0; i < nargs; i++ {
					s, err := bufferArg(args[i])
					if err != nil {
						return runtime.None, err
					}
					strs[i] = s
				}
				out, err := f(t, strs, args[nargs:])
				if err != nil {
					return runtime.None, err
				}
				return runtime.MakeBytes(string(out)), nil
			})))
	}
	flag := func(args []runtime.Value, i int) bool { return i < len(args) && args[i].IsTrue() }
	fn("b32encode", 2, func(t *runtime.Thread, a []string, _ []runtime.Value) ([]byte, error) {
		return b32Encode(a[0], a[1]), nil
	})
	fn("b32decode", 2, func(t *runtime.Thread, a []string, _ []runtime.Value) ([]byte, error) {
		return b32Decode(a[0], a[1])
	})
	// encode85(data, alphabet, pad, foldnuls, foldspaces)
	fn("encode85", 2, func(t *runtime.Thread, a []string, rest []runtime.Value) ([]byte, error) {
		return encode85(a[0], a[1], flag(rest, 0), flag(rest, 1), flag(rest, 2)), nil
	})
	// a85decode(data, ignorechars, foldspaces)
	fn("a85decode", 2, func(t *runtime.Thread, a []string, rest []runtime.Value) ([]byte, error) {
		return a85Decode(a[0], flag(rest, 0), a[1])
	})
	fn("b85decode", 1, func(t *runtime.Thread, a []string, _ []runtime.Value) ([]byte, error) {
		return b85Decode(a[0])
	})
	return nil
}

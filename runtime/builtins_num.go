// This file defines the numeric built-in functions: abs, bin, oct, hex,
// chr, ord, divmod, pow, round and hash.

package runtime

import "math"

func builtinAbs(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("abs", args, kw); err != nil {
		return Value{}, err
	}
	return Unary(t, OpAbs, args[0])
}

// baseBuiltin returns bin, oct or hex: the int of __index__ in base 2, 8
// or 16 with its prefix.
func baseBuiltin(name string, base int) BuiltinFunc {
	return func(t *Thread, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg(name, args, kw); err != nil {
			return Value{}, err
		}
		r, err := Index(t, args[0])
		if err != nil {
			return Value{}, err
		}
		n, _ := AsInt(r)
		if !n.IsSmall() {
			// About one output byte per bit (binary) or fewer.
			if err := t.Charge(int64(n.BitLength())); err != nil {
				return Value{}, err
			}
		}
		return MakeStr(n.BaseString(base)), nil
	}
}

var (
	builtinBin = baseBuiltin("bin", 2)
	builtinOct = baseBuiltin("oct", 8)
	builtinHex = baseBuiltin("hex", 16)
)

func builtinChr(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("chr", args, kw); err != nil {
		return Value{}, err
	}
	i, err := asCInt(t, args[0])
	if err != nil {
		return Value{}, err
	}
	if i < 0 || i > 0x10FFFF {
		return Value{}, Errorf(ValueError, "chr() arg not in range(0x110000)")
	}
	if i < 0x80 {
		return MakeObject(asciiChar(byte(i))), nil
	}
	return MakeStr(runeString(rune(i))), nil
}

func builtinOrd(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("ord", args, kw); err != nil {
		return Value{}, err
	}
	c := args[0]
	var size int
	if data, ok := asBytesData(c); ok {
		if len(data) == 1 {
			return MakeInt(int64(data[0])), nil
		}
		size = len(data)
	} else {
		s, ok := AsStr(c)
		if !ok {
			return Value{}, Errorf(TypeError, "ord() expected string of length 1, but %s found", c.TypeName())
		}
		if s != "" {
			r, n := decodeRune(s)
			if n == len(s) {
				return MakeInt(int64(r)), nil
			}
		}
		size = strObject(c).Len()
	}
	return Value{}, Errorf(TypeError, "ord() expected a character, but string of length %d found", size)
}

func builtinDivmod(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if len(args) == 2 && kw.Len() == 0 && args[0].IsSmallInt() && args[1].IsSmallInt() {
		// Two small ints, the usual divmod(i, n): floor division and its
		// remainder directly, without the number protocol.
		if q, r, ok := divmodSmall(args[0].SmallInt(), args[1].SmallInt()); ok {
			return MakeTuple(MakeInt(q), MakeInt(r)), nil
		}
	}
	var a, b Value
	if err := UnpackPositional("divmod", args, kw, 2, &a, &b); err != nil {
		return Value{}, err
	}
	return Binary(t, OpDivMod, a, b)
}

// divmodSmall is Python's divmod of two int64s, rounding the quotient
// toward negative infinity; ok is false when the int protocol must answer
// (division by zero, or MinInt64 // -1, which overflows).
func divmodSmall(a, b int64) (q, r int64, ok bool) {
	if b == 0 || (b == -1 && a == math.MinInt64) {
		return 0, 0, false
	}
	q, r = a/b, a%b
	if r != 0 && (r < 0) != (b < 0) {
		q--
		r += b
	}
	return q, r, true
}

var powParams = clinicParams{fname: "pow", names: []string{"base", "exp", "mod"}, minPos: 2, maxPos: 3}

func builtinPow(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var p [3]Value
	given, err := powParams.unpack(args, kw, p[:])
	if err != nil {
		return Value{}, err
	}
	if given&4 == 0 {
		p[2] = None
	}
	return Pow3(t, p[0], p[1], p[2])
}

var roundParams = clinicParams{fname: "round", names: []string{"number", "ndigits"}, minPos: 1, maxPos: 2}

func builtinRound(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	var p [2]Value
	given, err := roundParams.unpack(args, kw, p[:])
	if err != nil {
		return Value{}, err
	}
	number := p[0]
	// round() looks __round__ up on the type, as CPython's
	// _PyObject_LookupSpecial does.
	if _, ok := number.Type().Lookup("__round__"); !ok {
		return Value{}, Errorf(TypeError, "type %s doesn't define __round__ method", number.TypeName())
	}
	var callArgs []Value
	if given&2 != 0 && !p[1].IsNone() {
		callArgs = p[1:2]
	}
	return callMethod(t, number, "__round__", callArgs, nil)
}

func builtinHash(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	if err := oneArg("hash", args, kw); err != nil {
		return Value{}, err
	}
	h, err := Hash(t, args[0])
	if err != nil {
		return Value{}, err
	}
	return MakeInt(h), nil
}

// This file defines the int objects: BigInt (an int beyond int64; smaller
// ones are inline Values) and the int type's slots and methods, wired to
// the Int primitives of int_*.go.

package runtime

import "math"

// BigInt is an int that does not fit int64. Operations never return a
// BigInt holding a value that fits: those come back as inline Values.
type BigInt struct {
	v Int
}

// Type returns int.
func (*BigInt) Type() *Type { return IntType }

// Int returns the value.
func (b *BigInt) Int() Int { return b.v }

// MakeIntValue returns the Value of x: inline when it fits int64.
func MakeIntValue(x Int) Value {
	if v, ok := x.Int64(); ok {
		return MakeInt(v)
	}
	return MakeObject(&BigInt{v: x})
}

// intResult returns x as a Value, charging the thread for a big int's
// digits.
func intResult(t *Thread, x Int) (Value, error) {
	if v, ok := x.Int64(); ok {
		return MakeInt(v), nil
	}
	if err := t.Charge(int64(x.BitLength()/8 + 32)); err != nil {
		return Value{}, err
	}
	return MakeObject(&BigInt{v: x}), nil
}

// intPair returns the Ints of two int operands, or ok == false when either
// is not an int.
func intPair(a, b Value) (x, y Int, ok bool) {
	if x, ok = AsInt(a); !ok {
		return
	}
	y, ok = AsInt(b)
	return
}

// intSelf returns the Int of self in an int method.
func intSelf(self Value) Int {
	x, _ := AsInt(self)
	return x
}

func intBinary(op BinaryOp) BinaryFunc {
	return func(t *Thread, a, b Value) (Value, error) {
		x, y, ok := intPair(a, b)
		if !ok {
			return NotImplemented, nil
		}
		return intOp(t, op, x, y)
	}
}

func intRBinary(op BinaryOp) BinaryFunc {
	return func(t *Thread, a, b Value) (Value, error) {
		x, y, ok := intPair(b, a)
		if !ok {
			return NotImplemented, nil
		}
		return intOp(t, op, x, y)
	}
}

// intOp computes x op y.
func intOp(t *Thread, op BinaryOp, x, y Int) (Value, error) {
	var r Int
	var err *Error
	switch op {
	case OpAdd:
		r = x.Add(y)
	case OpSub:
		r = x.Sub(y)
	case OpMul:
		if !x.IsSmall() && !y.IsSmall() {
			// Multiplying big ints costs more than one step: charge the
			// work before doing it, so the step budget bounds it.
			if err := t.Step(bigMulWork(x.BitLength(), y.BitLength())); err != nil {
				return Value{}, err
			}
		}
		r = x.Mul(y)
	case OpFloorDiv:
		r, err = x.FloorDiv(y)
	case OpMod:
		r, err = x.Mod(y)
	case OpDivMod:
		q, m, err := x.DivMod(y)
		if err != nil {
			return Value{}, err
		}
		qv, e1 := intResult(t, q)
		mv, e2 := intResult(t, m)
		if e1 != nil || e2 != nil {
			return Value{}, &Error{Kind: MemoryError}
		}
		return MakeObject(NewTuple([]Value{qv, mv})), nil
	case OpTrueDiv:
		f, err := x.TrueDiv(y)
		if err != nil {
			return Value{}, err
		}
		return MakeFloat(f), nil
	case OpPow:
		if !y.IsSmall() && !x.IsZero() && x.Cmp(IntFromInt64(1)) != 0 && x.Cmp(IntFromInt64(-1)) != 0 && y.Sign() > 0 {
			return Value{}, &Error{Kind: MemoryError}
		}
		if ys, ok := y.Int64(); ok && ys > 0 && x.BitLength() > 1 {
			// Charge the result's size before computing it.
			if float64(x.BitLength())*float64(ys) > 8*(1<<40) {
				return Value{}, &Error{Kind: MemoryError}
			}
			if err := t.Charge(int64(x.BitLength()) * ys / 8); err != nil {
				return Value{}, err
			}
			// Repeated squaring ends with a product of two halves of the
			// result; the whole costs about twice that.
			half := int(int64(x.BitLength()) * ys / 2)
			if err := t.Step(2 * bigMulWork(half, half)); err != nil {
				return Value{}, err
			}
		}
		pr, f, isFloat, err := x.Pow(y)
		if err != nil {
			return Value{}, err
		}
		if isFloat {
			return MakeFloat(f), nil
		}
		r = pr
	case OpLShift:
		if ys, ok := y.Int64(); ok && ys > 0 && !x.IsZero() {
			if err := t.Charge(ys / 8); err != nil {
				return Value{}, err
			}
		}
		r, err = x.Lsh(y)
	case OpRShift:
		r, err = x.Rsh(y)
	case OpAnd:
		r = x.And(y)
	case OpOr:
		r = x.Or(y)
	case OpXor:
		r = x.Xor(y)
	default:
		return NotImplemented, nil
	}
	if err != nil {
		return Value{}, err
	}
	return intResult(t, r)
}

func intCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	x, y, ok := intPair(a, b)
	if !ok {
		return NotImplemented, nil
	}
	return MakeBool(cmpResult(op, x.Cmp(y))), nil
}

func intRepr(t *Thread, v Value) (string, error) {
	s, err := intSelf(v).Decimal(t.maxStrDigits())
	return s, errOf(err)
}

func intHash(t *Thread, v Value) (int64, error) { return intSelf(v).Hash(), nil }

// intExact returns self as an exact int Value (for __int__, __index__, +x).
func intExact(t *Thread, v Value) (Value, error) { return MakeIntValue(intSelf(v)), nil }

// intNew is int.__new__: int(), int(x), int(x, base).
func intNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	var x, base Value = Unbound, Unbound
	for i, n := range kwNames(kw) {
		if n != "base" {
			return Value{}, Errorf(TypeError, "'%s' is an invalid keyword argument for int()", n)
		}
		base = kw.Values[i]
	}
	if len(args) > 2 {
		return Value{}, Errorf(TypeError, "int() takes at most 2 arguments (%d given)", len(args))
	}
	if len(args) >= 1 {
		x = args[0]
	}
	if len(args) == 2 {
		if !base.Is(Unbound) {
			return Value{}, Errorf(TypeError, "argument for int() given by name ('base') and position (2)")
		}
		base = args[1]
	}
	var r Value
	var err error
	if x.Is(Unbound) {
		if !base.Is(Unbound) {
			return Value{}, Errorf(TypeError, "int() missing string argument")
		}
		r = MakeInt(0)
	} else if base.Is(Unbound) {
		r, err = IntOf(t, x)
	} else {
		r, err = intWithBase(t, x, base)
	}
	if err != nil {
		return Value{}, err
	}
	if cls == IntType {
		return r, nil
	}
	return MakeObject(newInstance(t, cls, r)), nil
}

// intWithBase is int(x, base) for a str, bytes or bytearray x.
func intWithBase(t *Thread, x, base Value) (Value, error) {
	b, err := AsSsize(t, base)
	if err != nil {
		if errorMatches(err, OverflowErrorType) {
			return Value{}, Errorf(ValueError, "int() base must be >= 2 and <= 36, or 0")
		}
		return Value{}, err
	}
	if s, ok := AsStr(x); ok {
		n, perr := ParseInt(s, b, t.maxStrDigits())
		if perr != nil {
			return Value{}, perr
		}
		return intResult(t, n)
	}
	if data, ok := asBytesData(x); ok {
		return intFromBytesLiteral(t, data, b)
	}
	return Value{}, Errorf(TypeError, "int() can't convert non-string with explicit base")
}

// intFromBytesLiteral parses int(b, base) for bytes, quoting the bytes in
// the error as CPython does.
func intFromBytesLiteral(t *Thread, data string, base int) (Value, error) {
	n, perr := ParseInt(data, base, t.maxStrDigits())
	if perr != nil {
		if perr.Kind == ValueError && len(perr.Msg) > 19 && perr.Msg[:19] == "invalid literal for" {
			return Value{}, Errorf(ValueError, "invalid literal for int() with base %d: %s", base, reprBytes(data))
		}
		return Value{}, perr
	}
	return intResult(t, n)
}

// IntOf returns int(x) for one argument.
func IntOf(t *Thread, x Value) (Value, error) {
	switch o := x.obj.(type) {
	case nil, *BigInt:
		return x, nil
	case boolObject:
		return Index(t, x)
	case floatTag:
		n, err := IntFromFloat(x.Float())
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	case *Str:
		n, err := ParseInt(o.s, 10, t.maxStrDigits())
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	}
	s := &x.Type().Slots
	if f := s.Unary[OpInt]; f != nil {
		r, err := f(t, x)
		if err != nil {
			return Value{}, err
		}
		if _, ok := AsInt(r); !ok {
			return Value{}, Errorf(TypeError, "__int__ returned non-int (type %s)", r.TypeName())
		}
		return MakeIntValue(intSelf(r)), nil
	}
	if s.Unary[OpIndex] != nil {
		return Index(t, x)
	}
	if tr, ok := x.Type().Lookup("__trunc__"); ok {
		r, err := callBound(t, tr, x, nil, nil)
		if err != nil {
			return Value{}, err
		}
		if _, ok := AsInt(r); ok {
			return MakeIntValue(intSelf(r)), nil
		}
		return Index(t, r)
	}
	if s, ok := AsStr(x); ok {
		return IntOf(t, MakeStr(s))
	}
	if data, ok := asBytesData(x); ok {
		return intFromBytesLiteral(t, data, 10)
	}
	return Value{}, Errorf(TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'", x.TypeName())
}

func setupInt() {
	IntType.Doc = "int([x]) -> integer\nint(x, base=10) -> integer\n\nConvert a number or string to an integer, or return 0 if no arguments\nare given.  If x is a number, return x.__int__().  For floating point\nnumbers, this truncates towards zero.\n\nIf x is not a number or if base is given, then x must be a string,\nbytes, or bytearray instance representing an integer literal in the\ngiven base.  The literal can be preceded by '+' or '-' and be surrounded\nby whitespace.  The base defaults to 10.  Valid bases are 0 and 2-36.\nBase 0 means to interpret the base from the string as an integer literal.\n>>> int('0b100', base=0)\n4"
	s := &IntType.Slots
	s.New = intNew
	s.Repr = intRepr
	s.Hash = intHash
	s.Compare = intCompare
	s.GetAttr = GenericGetAttr
	s.Bool = func(t *Thread, v Value) (bool, error) { return !intSelf(v).IsZero(), nil }
	for op := BinaryOp(0); op < NumBinaryOps; op++ {
		if op == OpMatMul {
			continue
		}
		s.Binary[op] = intBinary(op)
		s.RBinary[op] = intRBinary(op)
	}
	s.Pow3 = func(t *Thread, a, b, m Value) (Value, error) {
		x, y, ok := intPair(a, b)
		mod, ok2 := AsInt(m)
		if !ok || !ok2 {
			if _, isFloat := m.obj.(floatTag); isFloat || b.IsFloat() {
				return Value{}, Errorf(TypeError, "pow() 3rd argument not allowed unless all arguments are integers")
			}
			return NotImplemented, nil
		}
		r, err := x.PowMod(y, mod)
		if err != nil {
			return Value{}, err
		}
		return intResult(t, r)
	}
	s.Unary[OpNeg] = func(t *Thread, v Value) (Value, error) { return intResult(t, intSelf(v).Neg()) }
	s.Unary[OpPos] = intExact
	s.Unary[OpAbs] = func(t *Thread, v Value) (Value, error) { return intResult(t, intSelf(v).Abs()) }
	s.Unary[OpInvert] = func(t *Thread, v Value) (Value, error) { return intResult(t, intSelf(v).Invert()) }
	s.Unary[OpIndex] = intExact
	s.Unary[OpInt] = intExact
	s.Unary[OpFloat] = func(t *Thread, v Value) (Value, error) {
		f, err := intSelf(v).ToFloat()
		return MakeFloat(f), errOf(err)
	}
	setupIntMethods()
}

// setupIntMethods adds the named methods and attributes of int.
func setupIntMethods() {
	c := IntType
	addMethod(c, "bit_length", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("int.bit_length", args, kw); err != nil {
			return Value{}, err
		}
		return MakeInt(int64(intSelf(self).BitLength())), nil
	})
	addMethod(c, "bit_count", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("int.bit_count", args, kw); err != nil {
			return Value{}, err
		}
		return MakeInt(int64(intSelf(self).BitCount())), nil
	})
	addMethod(c, "conjugate", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("int.conjugate", args, kw); err != nil {
			return Value{}, err
		}
		return MakeIntValue(intSelf(self)), nil
	})
	addMethod(c, "as_integer_ratio", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("int.as_integer_ratio", args, kw); err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple([]Value{MakeIntValue(intSelf(self)), MakeInt(1)})), nil
	})
	for _, n := range []string{"__trunc__", "__floor__", "__ceil__", "__int__", "__index__"} {
		name := n
		addMethod(c, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs("int."+name, args, kw); err != nil {
				return Value{}, err
			}
			return MakeIntValue(intSelf(self)), nil
		})
	}
	addMethod(c, "__round__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		nd := None
		if err := UnpackPositional("__round__", args, kw, 0, &nd); err != nil {
			return Value{}, err
		}
		x := intSelf(self)
		if nd.IsNone() {
			return MakeIntValue(x), nil
		}
		n, err := Index(t, nd)
		if err != nil {
			return Value{}, err
		}
		return intRound(t, x, intSelf(n))
	})
	addMethod(c, "__getnewargs__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return MakeObject(NewTuple([]Value{MakeIntValue(intSelf(self))})), nil
	})
	addMethod(c, "__format__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__format__", args, kw); err != nil {
			return Value{}, err
		}
		spec, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "__format__() argument must be str, not %s", args[0].TypeName())
		}
		if spec == "" {
			// int.__format__('') is str(self): "True" for a bool, and the
			// __str__/__repr__ of an int subclass.
			s, err := ToStr(t, self)
			return MakeStr(s), err
		}
		if err := chargeFormat(t, spec); err != nil {
			return Value{}, err
		}
		r, err := formatInt(intSelf(self), spec, self.TypeName(), t.maxStrDigits())
		if err != nil {
			return Value{}, err
		}
		return MakeStr(r), nil
	})
	addMethod(c, "to_bytes", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		length, order, signed := 1, "big", false
		if err := UnpackArgs(t, "to_bytes", args, kw, "length?", &length, "byteorder?", &order, "$signed?", &signed); err != nil {
			return Value{}, err
		}
		if length < 0 {
			return Value{}, Errorf(ValueError, "length argument must be non-negative")
		}
		if err := t.Charge(int64(length)); err != nil {
			return Value{}, err
		}
		b, err := intSelf(self).ToBytes(length, order, signed)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewBytes(b)), nil
	})
	addClassMethod(c, "from_bytes", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		var data Value
		order, signed := "big", false
		if err := UnpackArgs(t, "from_bytes", args, kw, "bytes", &data, "byteorder?", &order, "$signed?", &signed); err != nil {
			return Value{}, err
		}
		b, err := BytesOf(t, data)
		if err != nil {
			return Value{}, err
		}
		n, perr := IntFromBytes(b, order, signed)
		if perr != nil {
			return Value{}, perr
		}
		r := MakeIntValue(n)
		if cls, ok := self.obj.(*Type); ok && cls != IntType {
			return Call(t, self, []Value{r}, nil)
		}
		return r, nil
	})
	get := func(name string, f func(x Int) Value) {
		addGetter(c, name, func(t *Thread, self Value) (Value, error) { return f(intSelf(self)), nil })
	}
	get("real", MakeIntValue)
	get("numerator", MakeIntValue)
	get("imag", func(Int) Value { return MakeInt(0) })
	get("denominator", func(Int) Value { return MakeInt(1) })
}

// intRound is round(x, n) for an int: a negative n rounds to a multiple of
// 10**-n, half to even.
func intRound(t *Thread, x, n Int) (Value, error) {
	if n.Sign() >= 0 {
		return MakeIntValue(x), nil
	}
	nn, ok := n.Neg().Int64()
	if !ok || nn > math.MaxInt32 {
		return MakeInt(0), nil
	}
	pow, _, _, _ := IntFromInt64(10).Pow(IntFromInt64(nn))
	q, r, _ := x.DivMod(pow)
	// Round half to even: compare 2r with pow.
	twice := r.Add(r)
	c := twice.Cmp(pow)
	if c > 0 || c == 0 && q.And(IntFromInt64(1)).Cmp(IntFromInt64(1)) == 0 {
		q = q.Add(IntFromInt64(1))
	}
	return intResult(t, q.Mul(pow))
}

// bigMulWork is the step charge of multiplying ints of a and b bits: one
// step per 64-bit word product, with Karatsuba's exponent for large
// operands (math/big switches to it at about 40 words).
func bigMulWork(a, b int) int64 {
	wa, wb := float64(a/64+1), float64(b/64+1)
	if wa > wb {
		wa, wb = wb, wa
	}
	if wa < 40 {
		return int64(wa*wb/16) + 1
	}
	// Split the longer operand into chunks of the shorter's size.
	work := wb / wa * math.Pow(wa, 1.585) / 16
	if work > 1<<62 {
		return 1 << 62
	}
	return int64(work) + 1
}

// This file defines the float type (floats are inline Values) and the
// complex object, wired to the primitives of float_*.go and complex_*.go.

package runtime

import "math"

// floatSelf returns the float64 of a float or float-subclass value.
func floatSelf(v Value) float64 {
	if v.IsFloat() {
		return v.Float()
	}
	if inst, ok := v.obj.(*Instance); ok {
		return inst.base.Float()
	}
	return 0
}

// floatOperand converts the other operand of a float operation: a float
// or an int. ok is false for any other type.
func floatOperand(v Value) (float64, bool, error) {
	switch o := v.obj.(type) {
	case floatTag:
		return v.Float(), true, nil
	case nil:
		return float64(int64(v.num)), true, nil
	case *BigInt:
		f, err := o.v.ToFloat()
		return f, true, errOf(err)
	case boolObject:
		if o {
			return 1, true, nil
		}
		return 0, true, nil
	case *Instance:
		switch o.cls.layout {
		case FloatType:
			return o.base.Float(), true, nil
		case IntType:
			return floatOperand(o.base)
		}
	}
	return 0, false, nil
}

func floatBinary(op BinaryOp, reflected bool) BinaryFunc {
	return func(t *Thread, a, b Value) (Value, error) {
		x := floatSelf(a)
		y, ok, err := floatOperand(b)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		return floatOp(op, x, y)
	}
}

// floatOp computes x op y for floats.
func floatOp(op BinaryOp, x, y float64) (Value, error) {
	switch op {
	case OpAdd:
		return MakeFloat(x + y), nil
	case OpSub:
		return MakeFloat(x - y), nil
	case OpMul:
		return MakeFloat(x * y), nil
	case OpTrueDiv:
		r, err := FloatTrueDiv(x, y)
		return MakeFloat(r), errOf(err)
	case OpFloorDiv:
		r, err := FloatFloorDiv(x, y)
		return MakeFloat(r), errOf(err)
	case OpMod:
		r, err := FloatMod(x, y)
		return MakeFloat(r), errOf(err)
	case OpDivMod:
		q, r, err := FloatDivMod(x, y)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple([]Value{MakeFloat(q), MakeFloat(r)})), nil
	case OpPow:
		r, isComplex, err := FloatPow(x, y)
		if err != nil {
			return Value{}, err
		}
		if isComplex {
			c, err := ComplexPow(complex(x, 0), complex(y, 0))
			if err != nil {
				return Value{}, err
			}
			return MakeObject(&Complex{v: c}), nil
		}
		return MakeFloat(r), nil
	}
	return NotImplemented, nil
}

func floatCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	x := floatSelf(a)
	switch o := b.obj.(type) {
	case floatTag:
		return MakeBool(floatCmp(op, x, b.Float())), nil
	case *Instance:
		if o.cls.layout == FloatType {
			return MakeBool(floatCmp(op, x, o.base.Float())), nil
		}
	}
	n, ok := AsInt(b)
	if !ok {
		return NotImplemented, nil
	}
	c, ordered := n.CmpFloat(x)
	if !ordered {
		return MakeBool(op == OpNe), nil
	}
	// c compares n with x; we need x with n.
	return MakeBool(cmpResult(op, -c)), nil
}

// floatCmp compares two floats with IEEE semantics (NaN unordered).
func floatCmp(op CompareOp, x, y float64) bool {
	switch op {
	case OpLt:
		return x < y
	case OpLe:
		return x <= y
	case OpEq:
		return x == y
	case OpNe:
		return x != y
	case OpGt:
		return x > y
	}
	return x >= y
}

// FloatOf returns float(x) for one argument.
func FloatOf(t *Thread, x Value) (float64, error) {
	switch o := x.obj.(type) {
	case floatTag:
		return x.Float(), nil
	case *Str:
		f, err := ParseFloat(o.s)
		return f, errOf(err)
	}
	if s, ok := AsStr(x); ok && x.Type().Slots.Unary[OpFloat] == nil {
		f, err := ParseFloat(s)
		return f, errOf(err)
	}
	if b, ok := asBytesData(x); ok {
		f, err := ParseFloat(b)
		if err != nil {
			return 0, Errorf(ValueError, "could not convert string to float: %s", reprBytes(b))
		}
		return f, nil
	}
	s := &x.Type().Slots
	if s.Unary[OpFloat] == nil && s.Unary[OpIndex] == nil {
		return 0, Errorf(TypeError, "float() argument must be a string or a real number, not '%s'", x.TypeName())
	}
	return AsFloat(t, x)
}

func floatNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 {
		return Value{}, Errorf(TypeError, "float() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Value{}, Errorf(TypeError, "float expected at most 1 argument, got %d", len(args))
	}
	f := 0.0
	if len(args) == 1 {
		var err error
		if f, err = FloatOf(t, args[0]); err != nil {
			return Value{}, err
		}
	}
	if cls == FloatType {
		return MakeFloat(f), nil
	}
	return MakeObject(newInstance(t, cls, MakeFloat(f))), nil
}

func setupFloat() {
	FloatType.Doc = "Convert a string or number to a floating point number, if possible."
	s := &FloatType.Slots
	s.New = floatNew
	s.Repr = func(t *Thread, v Value) (string, error) { return FloatRepr(floatSelf(v)), nil }
	s.Hash = func(t *Thread, v Value) (int64, error) { return floatHash(floatSelf(v)), nil }
	s.Compare = floatCompare
	s.Bool = func(t *Thread, v Value) (bool, error) { return floatSelf(v) != 0, nil }
	for _, op := range []BinaryOp{OpAdd, OpSub, OpMul, OpTrueDiv, OpFloorDiv, OpMod, OpDivMod, OpPow} {
		s.Binary[op] = floatBinary(op, false)
		s.RBinary[op] = floatBinary(op, true)
	}
	s.Pow3 = func(t *Thread, a, b, m Value) (Value, error) {
		return Value{}, Errorf(TypeError, "pow() 3rd argument not allowed unless all arguments are integers")
	}
	s.Unary[OpNeg] = func(t *Thread, v Value) (Value, error) { return MakeFloat(-floatSelf(v)), nil }
	s.Unary[OpPos] = func(t *Thread, v Value) (Value, error) { return MakeFloat(floatSelf(v)), nil }
	s.Unary[OpAbs] = func(t *Thread, v Value) (Value, error) { return MakeFloat(math.Abs(floatSelf(v))), nil }
	s.Unary[OpFloat] = func(t *Thread, v Value) (Value, error) { return MakeFloat(floatSelf(v)), nil }
	s.Unary[OpInt] = func(t *Thread, v Value) (Value, error) {
		n, err := IntFromFloat(floatSelf(v))
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	}
	c := FloatType
	noarg := func(name string, f func(t *Thread, x float64) (Value, error)) {
		addMethod(c, name, func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
			if err := noArgs("float."+name, args, kw); err != nil {
				return Value{}, err
			}
			return f(t, floatSelf(self))
		})
	}
	noarg("is_integer", func(t *Thread, x float64) (Value, error) { return MakeBool(FloatIsInteger(x)), nil })
	noarg("hex", func(t *Thread, x float64) (Value, error) { return MakeStr(FloatHex(x)), nil })
	noarg("conjugate", func(t *Thread, x float64) (Value, error) { return MakeFloat(x), nil })
	noarg("__trunc__", func(t *Thread, x float64) (Value, error) {
		n, err := IntFromFloat(x)
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	})
	noarg("__floor__", func(t *Thread, x float64) (Value, error) {
		n, err := IntFromFloat(math.Floor(x))
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	})
	noarg("__ceil__", func(t *Thread, x float64) (Value, error) {
		n, err := IntFromFloat(math.Ceil(x))
		if err != nil {
			return Value{}, err
		}
		return intResult(t, n)
	})
	noarg("as_integer_ratio", func(t *Thread, x float64) (Value, error) {
		n, d, err := FloatAsIntegerRatio(x)
		if err != nil {
			return Value{}, err
		}
		return MakeObject(NewTuple([]Value{MakeIntValue(n), MakeIntValue(d)})), nil
	})
	noarg("__getnewargs__", func(t *Thread, x float64) (Value, error) {
		return MakeObject(NewTuple([]Value{MakeFloat(x)})), nil
	})
	addMethod(c, "__round__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		nd := None
		if err := UnpackPositional("__round__", args, kw, 0, &nd); err != nil {
			return Value{}, err
		}
		x := floatSelf(self)
		if nd.IsNone() {
			n, err := FloatRound(x)
			if err != nil {
				return Value{}, err
			}
			return intResult(t, n)
		}
		n, err := Index(t, nd)
		if err != nil {
			return Value{}, err
		}
		r, rerr := FloatRoundDigits(x, intSelf(n))
		return MakeFloat(r), errOf(rerr)
	})
	addMethod(c, "__format__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("__format__", args, kw); err != nil {
			return Value{}, err
		}
		spec, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "__format__() argument must be str, not %s", args[0].TypeName())
		}
		if err := chargeFormat(t, spec); err != nil {
			return Value{}, err
		}
		r, err := formatFloat(floatSelf(self), spec, self.TypeName())
		if err != nil {
			return Value{}, err
		}
		return MakeStr(r), nil
	})
	addClassMethod(c, "fromhex", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := oneArg("fromhex", args, kw); err != nil {
			return Value{}, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return Value{}, Errorf(TypeError, "bad argument type for built-in operation")
		}
		if cerr := surrogateEncodeError(s); cerr != nil {
			return Value{}, cerr.toError()
		}
		f, err := FloatFromHex(s)
		if err != nil {
			return Value{}, err
		}
		if cls, ok := self.obj.(*Type); ok && cls != FloatType {
			return Call(t, self, []Value{MakeFloat(f)}, nil)
		}
		return MakeFloat(f), nil
	})
	addGetter(c, "real", func(t *Thread, self Value) (Value, error) { return MakeFloat(floatSelf(self)), nil })
	addGetter(c, "imag", func(t *Thread, self Value) (Value, error) { return MakeFloat(0), nil })
}

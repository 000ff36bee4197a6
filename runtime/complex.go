// This file defines the complex object and type, wired to the primitives
// of complex_*.go.

package runtime

// Complex is a Python complex number.
type Complex struct {
	v complex128
}

// Type returns complex.
func (*Complex) Type() *Type { return ComplexType }

// MakeComplex returns the Value of a new complex.
func MakeComplex(c complex128) Value { return MakeObject(&Complex{v: c}) }

// complexSelf returns the complex128 of a complex or subclass value.
func complexSelf(v Value) complex128 {
	switch o := v.obj.(type) {
	case *Complex:
		return o.v
	case *Instance:
		return complexSelf(o.base)
	}
	return 0
}

// complexOperand converts the other operand: a complex, float or int.
func complexOperand(v Value) (complex128, bool, error) {
	switch o := v.obj.(type) {
	case *Complex:
		return o.v, true, nil
	case *Instance:
		if o.cls.layout == ComplexType {
			return complexSelf(o.base), true, nil
		}
	}
	f, ok, err := floatOperand(v)
	return complex(f, 0), ok, err
}

func complexBinary(op BinaryOp, reflected bool) BinaryFunc {
	return func(t *Thread, a, b Value) (Value, error) {
		x := complexSelf(a)
		y, ok, err := complexOperand(b)
		if err != nil {
			return Value{}, err
		}
		if !ok {
			return NotImplemented, nil
		}
		if reflected {
			x, y = y, x
		}
		switch op {
		case OpAdd:
			return MakeComplex(ComplexAdd(x, y)), nil
		case OpSub:
			return MakeComplex(ComplexSub(x, y)), nil
		case OpMul:
			return MakeComplex(ComplexMul(x, y)), nil
		case OpTrueDiv:
			r, err := ComplexDiv(x, y)
			if err != nil {
				return Value{}, err
			}
			return MakeComplex(r), nil
		case OpPow:
			r, err := ComplexPow(x, y)
			if err != nil {
				return Value{}, err
			}
			return MakeComplex(r), nil
		}
		return NotImplemented, nil
	}
}

func complexCompare(t *Thread, a, b Value, op CompareOp) (Value, error) {
	if op != OpEq && op != OpNe {
		return NotImplemented, nil
	}
	x := complexSelf(a)
	var eq bool
	if n, ok := AsInt(b); ok {
		if imag(x) != 0 {
			eq = false
		} else {
			c, ordered := n.CmpFloat(real(x))
			eq = ordered && c == 0
		}
	} else {
		y, ok, err := complexOperand(b)
		if err != nil || !ok {
			return NotImplemented, err
		}
		eq = x == y
	}
	return MakeBool(eq == (op == OpEq)), nil
}

func complexNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	var re, im Value = Unbound, Unbound
	if len(args)+kw.Len() > 2 {
		return Value{}, Errorf(TypeError, "complex() takes at most 2 arguments (%d given)", len(args)+kw.Len())
	}
	if err := UnpackArgs(t, "complex", args, kw, "real?", &re, "imag?", &im); err != nil {
		return Value{}, err
	}
	c, err := complexFromArgs(t, re, im)
	if err != nil {
		return Value{}, err
	}
	if cls == ComplexType {
		return MakeComplex(c), nil
	}
	return MakeObject(newInstance(t, cls, MakeComplex(c))), nil
}

// complexFromArgs is complex(real, imag) with CPython's checks.
func complexFromArgs(t *Thread, re, im Value) (complex128, error) {
	if re.Is(Unbound) {
		re = MakeInt(0)
	}
	if s, ok := AsStr(re); ok {
		if !im.Is(Unbound) {
			return 0, Errorf(TypeError, "complex() can't take second arg if first is a string")
		}
		c, err := ParseComplex(s)
		return c, errOf(err)
	}
	if _, ok := AsStr(im); ok {
		return 0, Errorf(TypeError, "complex() second arg can't be a string")
	}
	part := func(v Value, which string) (complex128, bool, error) {
		if c, ok := v.obj.(*Complex); ok {
			return c.v, true, nil
		}
		if f := v.Type().Slots.Unary[OpComplex]; f != nil {
			r, err := f(t, v)
			if err != nil {
				return 0, false, err
			}
			c, ok := r.obj.(*Complex)
			if !ok {
				return 0, false, Errorf(TypeError, "__complex__ returned non-complex (type %s)", r.TypeName())
			}
			return c.v, true, nil
		}
		s := &v.Type().Slots
		if _, isNum := floatOperandType(v); !isNum && s.Unary[OpFloat] == nil && s.Unary[OpIndex] == nil {
			return 0, false, Errorf(TypeError, "complex() %s argument must be a string or a number, not '%s'", which, v.TypeName())
		}
		f, err := AsFloat(t, v)
		return complex(f, 0), false, err
	}
	r, rIsComplex, err := part(re, "first")
	if err != nil {
		return 0, err
	}
	if im.Is(Unbound) {
		return r, nil
	}
	i, iIsComplex, err := part(im, "second")
	if err != nil {
		return 0, err
	}
	// complex(a, b) is a + b*1j, with complex a and b allowed; as in
	// CPython, a part that is not complex adds nothing, so that
	// complex(1, -0.0) keeps its negative zero.
	x, y := real(r), real(i)
	if iIsComplex {
		x -= imag(i)
	}
	if rIsComplex {
		y += imag(r)
	}
	return complex(x, y), nil
}

// floatOperandType reports whether v is a float or an int.
func floatOperandType(v Value) (float64, bool) {
	f, ok, _ := floatOperand(v)
	return f, ok
}

func setupComplex() {
	ComplexType.Doc = "Create a complex number from a real part and an optional imaginary part.\n\nThis is equivalent to (real + imag*1j) where imag defaults to 0."
	s := &ComplexType.Slots
	s.New = complexNew
	s.Repr = func(t *Thread, v Value) (string, error) { return ComplexRepr(complexSelf(v)), nil }
	s.Hash = func(t *Thread, v Value) (int64, error) {
		c := complexSelf(v)
		h, _ := hashComplex(real(c), imag(c))
		return h, nil
	}
	s.Compare = complexCompare
	s.Bool = func(t *Thread, v Value) (bool, error) { return complexSelf(v) != 0, nil }
	for _, op := range []BinaryOp{OpAdd, OpSub, OpMul, OpTrueDiv, OpPow} {
		s.Binary[op] = complexBinary(op, false)
		s.RBinary[op] = complexBinary(op, true)
	}
	s.Unary[OpNeg] = func(t *Thread, v Value) (Value, error) { return MakeComplex(ComplexNeg(complexSelf(v))), nil }
	s.Unary[OpPos] = func(t *Thread, v Value) (Value, error) { return MakeComplex(complexSelf(v)), nil }
	s.Unary[OpAbs] = func(t *Thread, v Value) (Value, error) {
		f, err := ComplexAbs(complexSelf(v))
		return MakeFloat(f), errOf(err)
	}
	c := ComplexType
	addMethod(c, "conjugate", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		if err := noArgs("complex.conjugate", args, kw); err != nil {
			return Value{}, err
		}
		x := complexSelf(self)
		return MakeComplex(complex(real(x), -imag(x))), nil
	})
	addMethod(c, "__complex__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		return MakeComplex(complexSelf(self)), nil
	})
	addMethod(c, "__getnewargs__", func(t *Thread, self Value, args []Value, kw *KwArgs) (Value, error) {
		x := complexSelf(self)
		return MakeObject(NewTuple([]Value{MakeFloat(real(x)), MakeFloat(imag(x))})), nil
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
		r, err := formatComplex(complexSelf(self), spec, self.TypeName())
		if err != nil {
			return Value{}, err
		}
		return MakeStr(r), nil
	})
	addGetter(c, "real", func(t *Thread, self Value) (Value, error) { return MakeFloat(real(complexSelf(self))), nil })
	addGetter(c, "imag", func(t *Thread, self Value) (Value, error) { return MakeFloat(imag(complexSelf(self))), nil })
}

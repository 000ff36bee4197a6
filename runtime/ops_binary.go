// This file defines the arithmetic protocol functions: binary operators
// with CPython's dispatch (the right operand's reflected method first when
// its class is a proper subclass of the left's that overrides it,
// NotImplemented passing the turn, then the sequence slots), the in-place
// operators, three-argument pow and the unary operators.

package runtime

// Binary returns a op b.
func Binary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	if a.obj == nil && b.obj == nil {
		if r, ok := smallIntBinary(op, int64(a.num), int64(b.num)); ok {
			return r, nil
		}
	}
	if r, ok, err := addStrs(t, op, a, b); ok {
		return r, err
	}
	r, err := binaryNumber(t, op, a, b)
	if err != nil || !r.IsNotImplemented() {
		return r, err
	}
	if r, handled, err := binarySequence(t, op, a, b, false); handled {
		return r, err
	}
	return Value{}, Errorf(TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", op.Symbol(), a.TypeName(), b.TypeName())
}

// smallIntBinary is the allocation-free path of + - * on two small ints.
func smallIntBinary(op BinaryOp, x, y int64) (Value, bool) {
	switch op {
	case OpAdd:
		if s := x + y; (s > x) == (y > 0) {
			return MakeInt(s), true
		}
	case OpSub:
		if d := x - y; (d < x) == (y > 0) {
			return MakeInt(d), true
		}
	case OpMul:
		if p, ok := mul64(x, y); ok {
			return MakeInt(p), true
		}
	}
	return Value{}, false
}

// binaryNumber tries the number slots of both operands and returns
// NotImplemented when neither handles them.
func binaryNumber(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	ta, tb := a.Type(), b.Type()
	fa := ta.Slots.Binary[op]
	var fb BinaryFunc
	if tb != ta {
		fb = tb.Slots.RBinary[op]
	}
	if fb != nil && tb.IsSubtype(ta) && overridesHashed(tb, ta, op.RDunder(), binaryDunderHashes[op][1]) {
		r, err := fb(t, b, a)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
		fb = nil
	}
	if fa != nil {
		r, err := fa(t, a, b)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	if fb != nil {
		return fb(t, b, a)
	}
	return NotImplemented, nil
}

// overridesHashed reports whether sub defines name (whose StrHash is h)
// differently from sup.
func overridesHashed(sub, sup *Type, name string, h int64) bool {
	x, _ := sub.lookupHashed(name, h)
	y, _ := sup.lookupHashed(name, h)
	return !x.Is(y)
}

// binarySequence applies the sequence slots after the number slots failed:
// concatenation for +, repetition for *.
func binarySequence(t *Thread, op BinaryOp, a, b Value, inPlace bool) (Value, bool, error) {
	sa := &a.Type().Slots
	switch op {
	case OpAdd:
		f := sa.Concat
		if inPlace && sa.InPlaceConcat != nil {
			f = sa.InPlaceConcat
		}
		if f != nil {
			r, err := f(t, a, b)
			return r, true, err
		}
	case OpMul:
		f := sa.Repeat
		if inPlace && sa.InPlaceRepeat != nil {
			f = sa.InPlaceRepeat
		}
		if f != nil {
			n, err := repeatCount(t, b)
			if err != nil {
				return Value{}, true, err
			}
			r, err := f(t, a, n)
			return r, true, err
		}
		// In place, CPython looks at the right operand only when the left
		// has no sequence methods at all.
		if inPlace && hasSequenceMethods(a.Type()) {
			break
		}
		if g := b.Type().Slots.Repeat; g != nil {
			n, err := repeatCount(t, a)
			if err != nil {
				return Value{}, true, err
			}
			r, err := g(t, b, n)
			return r, true, err
		}
	}
	return Value{}, false, nil
}

// repeatCount converts the count of a sequence repetition; a huge count is
// clamped (the repetition then fails with MemoryError unless the sequence
// is empty).
func repeatCount(t *Thread, v Value) (int, error) {
	if v.Type().Slots.Unary[OpIndex] == nil && !v.IsSmallInt() {
		if _, ok := AsInt(v); !ok {
			return 0, Errorf(TypeError, "can't multiply sequence by non-int of type '%s'", v.TypeName())
		}
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := AsInt(r)
	x, ok := n.Int64()
	if !ok {
		if n.Sign() < 0 {
			return 0, nil
		}
		return 0, Errorf(OverflowError, "cannot fit '%s' into an index-sized integer", v.TypeName())
	}
	return int(x), nil
}

// addStrs is a + b (and a += b) on two exact strs, the text-building
// case, taken at once: neither has a number slot, so the generic path
// would end in str's concatenation anyway. ok is false for anything else.
func addStrs(t *Thread, op BinaryOp, a, b Value) (r Value, ok bool, err error) {
	if op != OpAdd {
		return Value{}, false, nil
	}
	x, ok := a.obj.(*Str)
	if !ok {
		return Value{}, false, nil
	}
	y, ok := b.obj.(*Str)
	if !ok {
		return Value{}, false, nil
	}
	if y.s == "" {
		return a, true, nil
	}
	r, err = strConcat(t, x, y)
	return r, true, err
}

// InPlace returns a op= b: the in-place method of a if it has one and it
// does not return NotImplemented, else the binary operator.
func InPlace(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	if a.obj == nil && b.obj == nil {
		if r, ok := smallIntBinary(op, int64(a.num), int64(b.num)); ok {
			return r, nil
		}
	}
	// s += piece: str has no in-place slot, so this is concatenation.
	if r, ok, err := addStrs(t, op, a, b); ok {
		return r, err
	}
	if r, ok, err := reflectedBeforeSequence(t, op, a, b); ok {
		return r, err
	}
	if f := a.Type().Slots.InPlace[op]; f != nil {
		r, err := f(t, a, b)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	r, err := binaryNumber(t, op, a, b)
	if err != nil || !r.IsNotImplemented() {
		return r, err
	}
	if r, handled, err := binarySequence(t, op, a, b, true); handled {
		return r, err
	}
	sym := op.Symbol()
	if op == OpPow {
		sym = "**"
	}
	return Value{}, Errorf(TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'", sym, a.TypeName(), b.TypeName())
}

// Pow3 returns pow(a, b, m). Only the left operand's slot is consulted, as
// in CPython.
func Pow3(t *Thread, a, b, m Value) (Value, error) {
	if m.IsNone() {
		return Binary(t, OpPow, a, b)
	}
	if f := a.Type().Slots.Pow3; f != nil {
		r, err := f(t, a, b, m)
		if err != nil || !r.IsNotImplemented() {
			return r, err
		}
	}
	return Value{}, Errorf(TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
		a.TypeName(), b.TypeName(), m.TypeName())
}

// Unary applies a unary operator (-, +, abs(), ~).
func Unary(t *Thread, op UnaryOp, v Value) (Value, error) {
	if v.obj == nil {
		x := int64(v.num)
		switch op {
		case OpNeg:
			if x != -x || x == 0 {
				return MakeInt(-x), nil
			}
		case OpPos:
			return v, nil
		case OpInvert:
			return MakeInt(^x), nil
		case OpAbs:
			if x >= 0 {
				return v, nil
			}
			if -x > 0 {
				return MakeInt(-x), nil
			}
		}
	}
	if f := v.Type().Slots.Unary[op]; f != nil {
		return f(t, v)
	}
	return Value{}, Errorf(TypeError, "bad operand type for %s: '%s'", unaryOpInfo[op].sym, v.TypeName())
}

// hasSequenceMethods reports whether a type has any of CPython's sequence
// slots (tp_as_sequence): length, item access or containment. Heap classes
// always do.
func hasSequenceMethods(t *Type) bool {
	s := &t.Slots
	return t.IsHeap() || s.Len != nil || s.GetItem != nil || s.Contains != nil || s.Concat != nil || s.Repeat != nil
}

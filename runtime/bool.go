// This file defines the bool type (True and False are singletons, see
// value.go) and the None, NotImplemented and Ellipsis types.

package runtime

func boolNew(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
	if kw.Len() > 0 {
		return Value{}, Errorf(TypeError, "bool() takes no keyword arguments")
	}
	if len(args) > 1 {
		return Value{}, Errorf(TypeError, "bool expected at most 1 argument, got %d", len(args))
	}
	if len(args) == 0 {
		return False, nil
	}
	b, err := Truth(t, args[0])
	return MakeBool(b), err
}

// boolLogic makes the & | ^ slots: bool op bool is a bool, anything else
// is int arithmetic.
func boolLogic(op BinaryOp, reflected bool) BinaryFunc {
	return func(t *Thread, a, b Value) (Value, error) {
		if a.IsBool() && b.IsBool() {
			x, y := a.IsTrue(), b.IsTrue()
			switch op {
			case OpAnd:
				return MakeBool(x && y), nil
			case OpOr:
				return MakeBool(x || y), nil
			}
			return MakeBool(x != y), nil
		}
		if reflected {
			return intRBinary(op)(t, a, b)
		}
		return intBinary(op)(t, a, b)
	}
}

func setupBool() {
	BoolType.Doc = "bool(x) -> bool\n\nReturns True when the argument x is true, False otherwise.\nThe builtins True and False are the only two instances of the class bool.\nThe class bool is a subclass of the class int, and cannot be subclassed."
	s := &BoolType.Slots
	s.New = boolNew
	s.Repr = func(t *Thread, v Value) (string, error) {
		if v.IsTrue() {
			return "True", nil
		}
		return "False", nil
	}
	for _, op := range []BinaryOp{OpAnd, OpOr, OpXor} {
		s.Binary[op] = boolLogic(op, false)
		s.RBinary[op] = boolLogic(op, true)
	}
}

func setupNone() {
	NoneType.Slots = Slots{
		New: func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
			if excessArgs(args, kw) {
				return Value{}, Errorf(TypeError, "NoneType takes no arguments")
			}
			return None, nil
		},
		Repr: func(t *Thread, v Value) (string, error) { return "None", nil },
		Bool: func(t *Thread, v Value) (bool, error) { return false, nil },
		Hash: objectHash,
	}
	NotImplementedType.Slots = Slots{
		New: func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
			if excessArgs(args, kw) {
				return Value{}, Errorf(TypeError, "NotImplementedType takes no arguments")
			}
			return NotImplemented, nil
		},
		Repr: func(t *Thread, v Value) (string, error) { return "NotImplemented", nil },
		Hash: objectHash,
	}
	EllipsisType.Slots = Slots{
		New: func(t *Thread, cls *Type, args []Value, kw *KwArgs) (Value, error) {
			if excessArgs(args, kw) {
				return Value{}, Errorf(TypeError, "ellipsis takes no arguments")
			}
			return Ellipsis, nil
		},
		Repr: func(t *Thread, v Value) (string, error) { return "Ellipsis", nil },
		Hash: objectHash,
	}
}

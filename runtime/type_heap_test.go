package runtime

// This file replays testdata/runtime/objects/classes.json, recorded from
// python3 by record_classes.py: classes made by class statements, built
// here through NewClass with Go functions standing in for the Python
// methods (goCaller plays the VM), compared with what CPython prints.

import (
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"
)

// goImpl is the Go body of a test function: regs are its bound parameters.
type goImpl func(t *Thread, regs []Value) (Value, error)

// goCaller implements Caller for functions whose bodies are Go code.
type goCaller struct {
	impls map[*Function]goImpl
}

func (c *goCaller) Call(t *Thread, fn Value, args []Value, kw *KwArgs) (Value, error) {
	f := fn.obj.(*Function)
	regs := make([]Value, f.Code.NumRegs)
	if err := BindArgs(t, f, args, kw, regs); err != nil {
		return Value{}, err
	}
	if err := t.enter(""); err != nil {
		return Value{}, err
	}
	defer t.leave()
	return c.impls[f](t, regs)
}

// def makes a Python function named qual with the given parameter list.
func (c *goCaller) def(qual, params string, impl goImpl) Value {
	f := functionForSignature(nil, params)
	name := qual
	if i := strings.LastIndexByte(qual, '.'); i >= 0 {
		name = qual[i+1:]
	}
	f.Name, f.QualName = name, qual
	c.impls[f] = impl
	return MakeObject(f)
}

// class makes a class in module __main__ from name/value pairs.
func class(t *Thread, name string, bases []*Type, attrs ...any) (*Type, error) {
	ns := NewDict(t)
	ns.SetStr("__module__", MakeStr("__main__"))
	for i := 0; i < len(attrs); i += 2 {
		ns.SetStr(attrs[i].(string), attrs[i+1].(Value))
	}
	return NewClass(t, name, bases, ns)
}

// must panics on an error in scenario set-up code that cannot fail.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func callv(t *Thread, f Value, args ...Value) (Value, error) { return Call(t, f, args, nil) }

func strs(ss ...string) Value {
	items := make([]Value, len(ss))
	for i, s := range ss {
		items[i] = MakeStr(s)
	}
	return MakeObject(NewList(items))
}

func list(vs ...Value) Value { return MakeObject(NewList(vs)) }

func mroNames(c *Type) Value {
	var names []string
	for _, m := range c.MRO {
		names = append(names, m.Name)
	}
	return strs(names...)
}

func reprValue(t *Thread, v Value) Value { return MakeStr(must(Repr(t, v))) }

// diamond builds A, B(A), C(A), D(B, C) whose f methods chain through
// super(), as the recorder's module-level classes do.
func diamond(t *Thread, c *goCaller) (a, b, cc, d *Type) {
	a = must(class(t, "A", nil, "f", c.def("A.f", "self", func(t *Thread, r []Value) (Value, error) { return MakeStr("A"), nil })))
	chain := func(prefix string, cls **Type) goImpl {
		return func(t *Thread, r []Value) (Value, error) {
			sp, err := NewSuper(t, *cls, r[0])
			if err != nil {
				return Value{}, err
			}
			f, err := GetAttr(t, MakeObject(sp), "f")
			if err != nil {
				return Value{}, err
			}
			v, err := callv(t, f)
			if err != nil {
				return Value{}, err
			}
			s, _ := AsStr(v)
			return MakeStr(prefix + s), nil
		}
	}
	b = must(class(t, "B", []*Type{a}, "f", c.def("B.f", "self", chain("B", &b))))
	cc = must(class(t, "C", []*Type{a}, "f", c.def("C.f", "self", chain("C", &cc))))
	d = must(class(t, "D", []*Type{b, cc}, "f", c.def("D.f", "self", chain("D", &d))))
	return
}

var classScenarios = map[string]func(t *Thread, c *goCaller) (Value, error){
	"mro_diamond": func(t *Thread, c *goCaller) (Value, error) {
		_, _, _, d := diamond(t, c)
		return mroNames(d), nil
	},
	"super_chain": func(t *Thread, c *goCaller) (Value, error) {
		_, _, _, d := diamond(t, c)
		obj := must(callv(t, MakeObject(d)))
		return callMethod(t, obj, "f", nil, nil)
	},
	"mro_conflict": func(t *Thread, c *goCaller) (Value, error) {
		x := must(class(t, "X", nil))
		y := must(class(t, "Y", nil))
		z := must(class(t, "Z", []*Type{x, y}))
		w := must(class(t, "W", []*Type{y, x}))
		_, err := class(t, "Q", []*Type{z, w})
		return None, err
	},
	"mro_order_conflict": func(t *Thread, c *goCaller) (Value, error) {
		a, b, _, _ := diamond(t, c)
		_, err := class(t, "Q", []*Type{a, b})
		return None, err
	},
	"duplicate_base": func(t *Thread, c *goCaller) (Value, error) {
		a, _, _, _ := diamond(t, c)
		_, err := class(t, "Q", []*Type{a, a})
		return None, err
	},
	"layout_conflict": func(t *Thread, c *goCaller) (Value, error) {
		_, err := class(t, "Q", []*Type{IntType, StrType})
		return None, err
	},
	"bool_base": func(t *Thread, c *goCaller) (Value, error) {
		_, err := class(t, "Q", []*Type{BoolType})
		return None, err
	},
	"exc_layout_conflict": func(t *Thread, c *goCaller) (Value, error) {
		_, err := class(t, "Q", []*Type{OSErrorType, SyntaxErrorType})
		return None, err
	},
	"radd_subclass_first": func(t *Thread, c *goCaller) (Value, error) {
		m := must(class(t, "M", []*Type{IntType}, "__radd__", c.def("M.__radd__", "self, o",
			func(t *Thread, r []Value) (Value, error) { return MakeStr("M.radd"), nil })))
		return Binary(t, OpAdd, MakeInt(1), must(callv(t, MakeObject(m), MakeInt(2))))
	},
	"radd_inherited_not_first": func(t *Thread, c *goCaller) (Value, error) {
		n := must(class(t, "N", []*Type{IntType}))
		r := must(Binary(t, OpAdd, MakeInt(1), must(callv(t, MakeObject(n), MakeInt(2)))))
		return list(r, MakeStr(r.Type().Name)), nil
	},
	"add_notimplemented": func(t *Thread, c *goCaller) (Value, error) {
		p := must(class(t, "P", nil, "__add__", c.def("P.__add__", "self, o",
			func(t *Thread, r []Value) (Value, error) { return NotImplemented, nil })))
		return Binary(t, OpAdd, must(callv(t, MakeObject(p))), MakeInt(1))
	},
	"radd_fallback": func(t *Thread, c *goCaller) (Value, error) {
		p := must(class(t, "P", nil, "__radd__", c.def("P.__radd__", "self, o",
			func(t *Thread, r []Value) (Value, error) { return MakeTuple(MakeStr("radd"), r[1]), nil })))
		return Binary(t, OpAdd, MakeInt(5), must(callv(t, MakeObject(p))))
	},
	"eq_makes_unhashable": func(t *Thread, c *goCaller) (Value, error) {
		e := must(class(t, "E", nil, "__eq__", c.def("E.__eq__", "self, o", func(t *Thread, r []Value) (Value, error) { return True, nil })))
		h, err := Hash(t, must(callv(t, MakeObject(e))))
		return MakeInt(h), err
	},
	"ne_inverts_eq": func(t *Thread, c *goCaller) (Value, error) {
		e := must(class(t, "E", nil, "__eq__", c.def("E.__eq__", "self, o", func(t *Thread, r []Value) (Value, error) { return True, nil })))
		x, y := must(callv(t, MakeObject(e))), must(callv(t, MakeObject(e)))
		return list(must(Compare(t, OpNe, x, y)), must(Compare(t, OpEq, x, MakeInt(1)))), nil
	},
	"getattr_fallback": func(t *Thread, c *goCaller) (Value, error) {
		g := must(class(t, "G", nil, "x", MakeInt(1), "__getattr__", c.def("G.__getattr__", "self, n",
			func(t *Thread, r []Value) (Value, error) { return Binary(t, OpMul, r[1], MakeInt(2)) })))
		obj := must(callv(t, MakeObject(g)))
		return list(must(GetAttr(t, obj, "ab")), must(GetAttr(t, obj, "x"))), nil
	},
	"data_descriptor_wins": func(t *Thread, c *goCaller) (Value, error) {
		getter := c.def("<lambda>", "s", func(t *Thread, r []Value) (Value, error) { return MakeStr("prop"), nil })
		h := must(class(t, "H", nil, "p", must(callv(t, MakeObject(PropertyType), getter))))
		obj := must(callv(t, MakeObject(h)))
		obj.obj.(*Instance).Dict().SetStr("p", MakeInt(1))
		return GetAttr(t, obj, "p")
	},
	"instance_dict_shadows_method": func(t *Thread, c *goCaller) (Value, error) {
		i := must(class(t, "I", nil, "m", c.def("I.m", "self", func(t *Thread, r []Value) (Value, error) { return MakeStr("method"), nil })))
		obj := must(callv(t, MakeObject(i)))
		if err := SetAttr(t, obj, "m", MakeInt(5)); err != nil {
			return Value{}, err
		}
		return GetAttr(t, obj, "m")
	},
	"slots_unset": func(t *Thread, c *goCaller) (Value, error) {
		sl := must(class(t, "Sl", nil, "__slots__", MakeTuple(MakeStr("a"))))
		return GetAttr(t, must(callv(t, MakeObject(sl))), "a")
	},
	"slots_no_dict": func(t *Thread, c *goCaller) (Value, error) {
		sl := must(class(t, "Sl", nil, "__slots__", MakeTuple(MakeStr("a"))))
		return None, SetAttr(t, must(callv(t, MakeObject(sl))), "b", MakeInt(1))
	},
	"slots_set_get": func(t *Thread, c *goCaller) (Value, error) {
		sl := must(class(t, "Sl", nil, "__slots__", MakeTuple(MakeStr("a"), MakeStr("b"))))
		obj := must(callv(t, MakeObject(sl)))
		if err := SetAttr(t, obj, "a", MakeInt(5)); err != nil {
			return Value{}, err
		}
		return list(must(GetAttr(t, obj, "a")), MakeBool(must(HasAttr(t, obj, "__dict__")))), nil
	},
	"property_no_setter": func(t *Thread, c *goCaller) (Value, error) {
		getter := c.def("<lambda>", "s", func(t *Thread, r []Value) (Value, error) { return MakeInt(1), nil })
		pr := must(class(t, "Pr", nil, "__qualname__", MakeStr("property_no_setter.<locals>.Pr"), "x", must(callv(t, MakeObject(PropertyType), getter))))
		return None, SetAttr(t, must(callv(t, MakeObject(pr))), "x", MakeInt(2))
	},
	"property_setter": func(t *Thread, c *goCaller) (Value, error) {
		get := c.def("Pr.get", "self", func(t *Thread, r []Value) (Value, error) { return GetAttr(t, r[0], "_x") })
		put := c.def("Pr.put", "self, v", func(t *Thread, r []Value) (Value, error) {
			return None, SetAttr(t, r[0], "_x", must(Binary(t, OpMul, r[1], MakeInt(10))))
		})
		pr := must(class(t, "Pr", nil, "get", get, "put", put, "x", must(callv(t, MakeObject(PropertyType), get, put))))
		obj := must(callv(t, MakeObject(pr)))
		if err := SetAttr(t, obj, "x", MakeInt(2)); err != nil {
			return Value{}, err
		}
		return GetAttr(t, obj, "x")
	},
	"classmethod_binding": func(t *Thread, c *goCaller) (Value, error) {
		cm := c.def("K.c", "cls, a", func(t *Thread, r []Value) (Value, error) {
			return MakeTuple(must(GetAttr(t, r[0], "__name__")), r[1]), nil
		})
		sm := c.def("K.s", "a", func(t *Thread, r []Value) (Value, error) { return r[0], nil })
		k := MakeObject(must(class(t, "K", nil, "c", must(callv(t, MakeObject(ClassMethodType), cm)),
			"s", must(callv(t, MakeObject(StaticMethodType), sm)))))
		inst := must(callv(t, k))
		return list(must(callv(t, must(GetAttr(t, k, "c")), MakeInt(1))), must(callv(t, must(GetAttr(t, inst, "c")), MakeInt(2))),
			must(callv(t, must(GetAttr(t, k, "s")), MakeInt(3))), must(callv(t, must(GetAttr(t, inst, "s")), MakeInt(4)))), nil
	},
	"list_subclass": func(t *Thread, c *goCaller) (Value, error) {
		l := must(class(t, "L", []*Type{ListType}))
		obj := must(callv(t, MakeObject(l), list(MakeInt(1), MakeInt(2))))
		must(callMethod(t, obj, "append", []Value{MakeInt(3)}, nil))
		return list(reprValue(t, obj), MakeStr(obj.Type().Name), MakeInt(int64(must(Len(t, obj)))),
			must(GetItem(t, obj, MakeInt(0))), MakeBool(must(IsInstance(t, obj, MakeObject(ListType))))), nil
	},
	"dict_missing": func(t *Thread, c *goCaller) (Value, error) {
		dm := must(class(t, "Dm", []*Type{DictType}, "__missing__", c.def("Dm.__missing__", "self, k",
			func(t *Thread, r []Value) (Value, error) { return Binary(t, OpMul, r[1], MakeInt(2)) })))
		d := must(Call(t, MakeObject(dm), nil, &KwArgs{Names: []string{"a"}, Values: []Value{MakeInt(1)}}))
		return list(must(GetItem(t, d, MakeStr("a"))), must(GetItem(t, d, MakeStr("zz"))), MakeInt(int64(must(Len(t, d))))), nil
	},
	"int_subclass": func(t *Thread, c *goCaller) (Value, error) {
		in := MakeObject(must(class(t, "In", []*Type{IntType})))
		five := must(callv(t, in, MakeInt(5)))
		sum := must(Binary(t, OpAdd, five, MakeInt(1)))
		three := must(callv(t, in, MakeInt(3)))
		return list(sum, MakeStr(sum.Type().Name), reprValue(t, must(callv(t, in, MakeInt(7)))), must(callv(t, in, MakeStr("12"))),
			must(Compare(t, OpEq, three, MakeInt(3))), MakeInt(must(Hash(t, three)))), nil
	},
	"str_subclass": func(t *Thread, c *goCaller) (Value, error) {
		st := MakeObject(must(class(t, "St", []*Type{StrType})))
		s := must(callv(t, st, MakeStr("ab")))
		d := NewDict(t)
		d.SetStr("ab", MakeInt(1))
		return list(must(callMethod(t, s, "upper", nil, nil)), must(Compare(t, OpEq, s, MakeStr("ab"))),
			MakeBool(must(Hash(t, s)) == must(Hash(t, MakeStr("ab")))), must(GetItem(t, MakeObject(d), s)),
			MakeStr(s.Type().Name), reprValue(t, s), MakeInt(int64(must(Len(t, s))))), nil
	},
	"class_repr": func(t *Thread, c *goCaller) (Value, error) {
		cr := MakeObject(must(class(t, "Cr", nil, "__qualname__", MakeStr("class_repr.<locals>.Cr"))))
		return list(reprValue(t, cr), must(GetAttr(t, cr, "__name__")), must(GetAttr(t, cr, "__qualname__")), must(GetAttr(t, cr, "__module__"))), nil
	},
	"exception_subclass": func(t *Thread, c *goCaller) (Value, error) {
		me := must(class(t, "MyErr", []*Type{ValueErrorType}))
		e := must(callv(t, MakeObject(me), MakeStr("x"), MakeInt(2)))
		return list(MakeStr(must(ToStr(t, e))), reprValue(t, e), must(GetAttr(t, e, "args")),
			MakeBool(must(IsInstance(t, e, MakeObject(ValueErrorType)))), mroNames(me)), nil
	},
	"repr_non_string": func(t *Thread, c *goCaller) (Value, error) {
		r := must(class(t, "R", nil, "__repr__", c.def("R.__repr__", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(5), nil })))
		s, err := Repr(t, must(callv(t, MakeObject(r))))
		return MakeStr(s), err
	},
	"len_negative": func(t *Thread, c *goCaller) (Value, error) {
		ln := must(class(t, "Ln", nil, "__len__", c.def("Ln.__len__", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(-1), nil })))
		n, err := Len(t, must(callv(t, MakeObject(ln))))
		return MakeInt(int64(n)), err
	},
	"bool_non_bool": func(t *Thread, c *goCaller) (Value, error) {
		bo := must(class(t, "Bo", nil, "__bool__", c.def("Bo.__bool__", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(1), nil })))
		b, err := Truth(t, must(callv(t, MakeObject(bo))))
		return MakeBool(b), err
	},
	"bool_from_len": func(t *Thread, c *goCaller) (Value, error) {
		bl := must(class(t, "Bl", nil, "__len__", c.def("Bl.__len__", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(0), nil })))
		return list(MakeBool(must(Truth(t, must(callv(t, MakeObject(bl))))))), nil
	},
	"user_iterator": func(t *Thread, c *goCaller) (Value, error) {
		it := must(class(t, "It", nil,
			"__init__", c.def("It.__init__", "self", func(t *Thread, r []Value) (Value, error) { return None, SetAttr(t, r[0], "i", MakeInt(0)) }),
			"__iter__", c.def("It.__iter__", "self", func(t *Thread, r []Value) (Value, error) { return r[0], nil }),
			"__next__", c.def("It.__next__", "self", func(t *Thread, r []Value) (Value, error) {
				i := must(Binary(t, OpAdd, must(GetAttr(t, r[0], "i")), MakeInt(1)))
				must(None, SetAttr(t, r[0], "i", i))
				if i.SmallInt() > 3 {
					return Value{}, &Error{Kind: StopIteration}
				}
				return i, nil
			})))
		items, err := iterToSlice(t, must(callv(t, MakeObject(it))))
		return list(items...), err
	},
	"getitem_iteration": func(t *Thread, c *goCaller) (Value, error) {
		sq := MakeObject(must(class(t, "Sq", nil, "__getitem__", c.def("Sq.__getitem__", "self, i", func(t *Thread, r []Value) (Value, error) {
			if r[1].SmallInt() >= 3 {
				return Value{}, &Error{Kind: IndexError}
			}
			return Binary(t, OpMul, r[1], MakeInt(10))
		}))))
		items := must(iterToSlice(t, must(callv(t, sq))))
		return list(list(items...), MakeBool(must(Contains(t, must(callv(t, sq)), MakeInt(20)))),
			MakeBool(must(Contains(t, must(callv(t, sq)), MakeInt(5))))), nil
	},
	"reflected_compare": func(t *Thread, c *goCaller) (Value, error) {
		lt := must(class(t, "Lt", nil, "__lt__", c.def("Lt.__lt__", "self, o", func(t *Thread, r []Value) (Value, error) { return NotImplemented, nil })))
		gt := must(class(t, "Gt", nil, "__gt__", c.def("Gt.__gt__", "self, o", func(t *Thread, r []Value) (Value, error) { return MakeStr("Gt.gt"), nil })))
		return Compare(t, OpLt, must(callv(t, MakeObject(lt))), must(callv(t, MakeObject(gt))))
	},
	"compare_unsupported": func(t *Thread, c *goCaller) (Value, error) {
		nc := MakeObject(must(class(t, "Nc", nil)))
		return Compare(t, OpLt, must(callv(t, nc)), must(callv(t, nc)))
	},
	"type_three_args": func(t *Thread, c *goCaller) (Value, error) {
		a, _, _, _ := diamond(t, c)
		ns := NewDict(t)
		ns.SetStr("a", MakeInt(1))
		x := must(callv(t, MakeObject(TypeType), MakeStr("X"), MakeTuple(MakeObject(a)), MakeObject(ns)))
		return list(must(GetAttr(t, x, "a")), must(callMethod(t, must(callv(t, x)), "f", nil, nil)), mroNames(x.obj.(*Type))), nil
	},
	"class_assignment": func(t *Thread, c *goCaller) (Value, error) {
		p1 := must(class(t, "P1", nil))
		p2 := must(class(t, "P2", nil, "who", c.def("P2.who", "self", func(t *Thread, r []Value) (Value, error) { return MakeStr("P2"), nil })))
		p := must(callv(t, MakeObject(p1)))
		if err := SetAttr(t, p, "__class__", MakeObject(p2)); err != nil {
			return Value{}, err
		}
		return callMethod(t, p, "who", nil, nil)
	},
	"no_init_args": func(t *Thread, c *goCaller) (Value, error) {
		return callv(t, MakeObject(must(class(t, "Na", nil))), MakeInt(1))
	},
	"init_returns_value": func(t *Thread, c *goCaller) (Value, error) {
		ir := must(class(t, "Ir", nil, "__init__", c.def("Ir.__init__", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(1), nil })))
		return callv(t, MakeObject(ir))
	},
	"builtin_type_immutable": func(t *Thread, c *goCaller) (Value, error) {
		return None, SetAttr(t, MakeObject(IntType), "x", MakeInt(1))
	},
	"del_missing_attr": func(t *Thread, c *goCaller) (Value, error) {
		return None, DelAttr(t, must(callv(t, MakeObject(must(class(t, "Dl", nil))))), "x")
	},
	"setattr_class_updates_slot": func(t *Thread, c *goCaller) (Value, error) {
		sc := MakeObject(must(class(t, "Sc", nil)))
		x := must(callv(t, sc))
		must(None, SetAttr(t, sc, "__add__", c.def("<lambda>", "self, o", func(t *Thread, r []Value) (Value, error) { return MakeStr("added"), nil })))
		must(None, SetAttr(t, sc, "__len__", c.def("<lambda>", "self", func(t *Thread, r []Value) (Value, error) { return MakeInt(3), nil })))
		return list(must(Binary(t, OpAdd, x, MakeInt(1))), MakeInt(int64(must(Len(t, x))))), nil
	},
	"init_subclass_and_set_name": func(t *Thread, c *goCaller) (Value, error) {
		log := NewList(nil)
		named := must(class(t, "Named", nil, "__set_name__", c.def("Named.__set_name__", "self, owner, name", func(t *Thread, r []Value) (Value, error) {
			log.Append(MakeTuple(MakeStr("set_name"), must(GetAttr(t, r[1], "__name__")), r[2]))
			return None, nil
		})))
		base := must(class(t, "Base", nil, "__init_subclass__", c.def("Base.__init_subclass__", "cls", func(t *Thread, r []Value) (Value, error) {
			log.Append(MakeTuple(MakeStr("init_subclass"), must(GetAttr(t, r[0], "__name__"))))
			return None, nil
		})))
		if _, err := class(t, "Child", []*Type{base}, "attr", must(callv(t, MakeObject(named)))); err != nil {
			return Value{}, err
		}
		return MakeObject(log), nil
	},
	"exception_group_split": func(t *Thread, c *goCaller) (Value, error) {
		inner := must(callv(t, MakeObject(ExceptionGroupType), MakeStr("inner"),
			list(MakeObject(NewException(ValueErrorType, MakeInt(3))), MakeObject(NewException(KeyErrorType, MakeInt(4))))))
		eg := must(callv(t, MakeObject(ExceptionGroupType), MakeStr("eg"),
			list(MakeObject(NewException(ValueErrorType, MakeInt(1))), MakeObject(NewException(TypeErrorType, MakeInt(2))), inner)))
		parts := must(callMethod(t, eg, "split", []Value{MakeObject(ValueErrorType)}, nil)).obj.(*Tuple).items
		isKey := c.def("<lambda>", "e", func(t *Thread, r []Value) (Value, error) {
			b, err := IsInstance(t, r[0], MakeObject(KeyErrorType))
			return MakeBool(b), err
		})
		sub := must(callMethod(t, eg, "subgroup", []Value{isKey}, nil))
		return list(reprValue(t, parts[0]), reprValue(t, parts[1]), reprValue(t, sub)), nil
	},
	"exception_group_nomatch": func(t *Thread, c *goCaller) (Value, error) {
		eg := must(callv(t, MakeObject(ExceptionGroupType), MakeStr("eg"), list(MakeObject(NewException(ValueErrorType, MakeInt(1))))))
		sub := must(callMethod(t, eg, "subgroup", []Value{MakeObject(ValueErrorType)}, nil))
		return list(must(callMethod(t, eg, "split", []Value{MakeObject(TypeErrorType)}, nil)), MakeBool(sub.Is(eg))), nil
	},
	"exception_notes": func(t *Thread, c *goCaller) (Value, error) {
		e := MakeObject(NewException(ValueErrorType, MakeStr("x")))
		must(callMethod(t, e, "add_note", []Value{MakeStr("n1")}, nil))
		must(callMethod(t, e, "add_note", []Value{MakeStr("n2")}, nil))
		return GetAttr(t, e, "__notes__")
	},
	"exception_cause": func(t *Thread, c *goCaller) (Value, error) {
		e := MakeObject(NewException(ValueErrorType, MakeStr("x")))
		must(None, SetAttr(t, e, "__cause__", MakeObject(NewException(KeyErrorType, MakeStr("k")))))
		return list(reprValue(t, must(GetAttr(t, e, "__cause__"))), must(GetAttr(t, e, "__suppress_context__")), must(GetAttr(t, e, "__context__"))), nil
	},
	"exception_cause_bad": func(t *Thread, c *goCaller) (Value, error) {
		return None, SetAttr(t, MakeObject(NewException(ValueErrorType, MakeStr("x"))), "__cause__", MakeInt(5))
	},
	"dict_changed_size": func(t *Thread, c *goCaller) (Value, error) {
		d := NewDict(t)
		must(None, d.Set(t, MakeInt(1), MakeInt(1)))
		it := must(Iter(t, MakeObject(d)))
		for {
			k, ok, err := Next(t, it)
			if err != nil || !ok {
				return None, err
			}
			must(None, d.Set(t, must(Binary(t, OpAdd, k, MakeInt(1))), MakeInt(1)))
		}
	},
	"dict_keys_changed": func(t *Thread, c *goCaller) (Value, error) {
		d := NewDict(t)
		must(None, d.Set(t, MakeInt(1), MakeInt(1)))
		must(None, d.Set(t, MakeInt(2), MakeInt(2)))
		it := must(Iter(t, MakeObject(d)))
		for {
			k, ok, err := Next(t, it)
			if err != nil || !ok {
				return None, err
			}
			must(None, DelItem(t, MakeObject(d), k))
			must(None, d.Set(t, must(Binary(t, OpAdd, k, MakeInt(5))), MakeInt(1)))
		}
	},
	"set_changed_size": func(t *Thread, c *goCaller) (Value, error) {
		s := NewSet(t)
		must(None, s.Add(t, MakeInt(1)))
		it := must(Iter(t, MakeObject(s)))
		for {
			k, ok, err := Next(t, it)
			if err != nil || !ok {
				return None, err
			}
			must(None, s.Add(t, must(Binary(t, OpAdd, k, MakeInt(1)))))
		}
	},
	"recursive_repr": func(t *Thread, c *goCaller) (Value, error) {
		l := NewList([]Value{MakeInt(1)})
		l.Append(MakeObject(l))
		d := NewDict(t)
		d.SetStr("self", MakeObject(d))
		return list(reprValue(t, MakeObject(l)), reprValue(t, MakeObject(d))), nil
	},
	"method_repr": func(t *Thread, c *goCaller) (Value, error) {
		mr := MakeObject(must(class(t, "Mr", nil, "m", c.def("method_repr.<locals>.Mr.m", "self", func(t *Thread, r []Value) (Value, error) { return None, nil }))))
		a := must(Repr(t, must(GetAttr(t, mr, "m"))))
		b := must(Repr(t, must(GetAttr(t, must(callv(t, mr)), "m"))))
		return strs(strings.Split(a, " at ")[0], strings.Split(b, " of ")[0]), nil
	},
	"builtin_method_descriptors": func(t *Thread, c *goCaller) (Value, error) {
		nameAttr, _ := TypeType.Dict.GetStr("__name__")
		return list(reprValue(t, must(GetAttr(t, MakeObject(ListType), "append"))), reprValue(t, must(GetAttr(t, MakeObject(IntType), "__add__"))),
			reprValue(t, nameAttr), must(GetAttr(t, must(GetAttr(t, MakeObject(ListType), "append")), "__qualname__"))), nil
	},
	"descriptor_wrong_type": func(t *Thread, c *goCaller) (Value, error) {
		return callv(t, must(GetAttr(t, MakeObject(ListType), "append")), MakeInt(1), MakeInt(2))
	},
	"metaclass_call": func(t *Thread, c *goCaller) (Value, error) {
		meta := must(class(t, "Meta", []*Type{TypeType},
			"__call__", c.def("Meta.__call__", "cls, *a", func(t *Thread, r []Value) (Value, error) {
				return MakeTuple(MakeStr("called"), must(GetAttr(t, r[0], "__name__")), r[1]), nil
			}),
			"hello", c.def("Meta.hello", "cls", func(t *Thread, r []Value) (Value, error) {
				return Binary(t, OpAdd, MakeStr("hello "), must(GetAttr(t, r[0], "__name__")))
			})))
		x := must(callv(t, MakeObject(meta), MakeStr("X"), MakeTuple(), MakeObject(NewDict(t))))
		return list(must(callv(t, x, MakeInt(1), MakeInt(2))), must(callMethod(t, x, "hello", nil, nil)),
			MakeStr(x.Type().Name), MakeBool(must(IsInstance(t, x, MakeObject(meta))))), nil
	},
	"metaclass_inherited": func(t *Thread, c *goCaller) (Value, error) {
		meta := must(class(t, "Meta", []*Type{TypeType}))
		x := must(callv(t, MakeObject(meta), MakeStr("X"), MakeTuple(), MakeObject(NewDict(t))))
		y := must(callv(t, MakeObject(TypeType), MakeStr("Y"), MakeTuple(x), MakeObject(NewDict(t))))
		return MakeStr(y.Type().Name), nil
	},
	"init_subclass_kwargs": func(t *Thread, c *goCaller) (Value, error) {
		base := must(class(t, "Base", nil, "__init_subclass__", c.def("Base.__init_subclass__", "cls, flag=0", func(t *Thread, r []Value) (Value, error) {
			return None, SetAttr(t, r[0], "flag", r[1])
		})))
		child := must(Call(t, MakeObject(TypeType), []Value{MakeStr("Child"), MakeTuple(MakeObject(base)), MakeObject(NewDict(t))},
			&KwArgs{Names: []string{"flag"}, Values: []Value{MakeInt(5)}}))
		return GetAttr(t, child, "flag")
	},
	"init_subclass_no_kwargs": func(t *Thread, c *goCaller) (Value, error) {
		return Call(t, MakeObject(TypeType), []Value{MakeStr("Q"), MakeTuple(), MakeObject(NewDict(t))},
			&KwArgs{Names: []string{"x"}, Values: []Value{MakeInt(1)}})
	},
	"abstract_class": func(t *Thread, c *goCaller) (Value, error) {
		ab := MakeObject(must(class(t, "Ab", nil)))
		fs := NewFrozenSet(t)
		must(None, fs.Add(t, MakeStr("g")))
		must(None, fs.Add(t, MakeStr("f")))
		must(None, SetAttr(t, ab, "__abstractmethods__", MakeObject(fs)))
		return callv(t, ab)
	},
	"abstract_cleared": func(t *Thread, c *goCaller) (Value, error) {
		ab := MakeObject(must(class(t, "Ab", nil)))
		fs := NewFrozenSet(t)
		must(None, fs.Add(t, MakeStr("f")))
		must(None, SetAttr(t, ab, "__abstractmethods__", MakeObject(fs)))
		must(None, SetAttr(t, ab, "__abstractmethods__", MakeObject(NewFrozenSet(t))))
		return MakeStr(must(callv(t, ab)).Type().Name), nil
	},
	"reduce_protocol": func(t *Thread, c *goCaller) (Value, error) {
		q := func(n string) Value { return MakeStr("reduce_protocol.<locals>." + n) }
		a := must(callv(t, MakeObject(must(class(t, "A", nil, "__qualname__", q("A"))))))
		e0 := must(CallMethod(t, a, "__getstate__", nil, nil))
		must(None, SetAttr(t, a, "x", MakeInt(1)))
		s := must(callv(t, MakeObject(must(class(t, "Sl", nil, "__slots__", MakeTuple(MakeStr("a"), MakeStr("b")))))))
		must(None, SetAttr(t, s, "a", MakeInt(1)))
		l := must(callv(t, MakeObject(must(class(t, "L", []*Type{ListType}, "__qualname__", q("L")))), list(MakeInt(1), MakeInt(2))))
		must(None, SetAttr(t, l, "q", MakeInt(1)))
		r := tupleItems(must(CallMethod(t, l, "__reduce_ex__", []Value{MakeInt(4)}, nil)))
		n := must(callv(t, MakeObject(must(class(t, "N", nil, "__qualname__", q("N"), "__getnewargs__", c.def("N.__getnewargs__", "self",
			func(t *Thread, r []Value) (Value, error) { return MakeTuple(MakeInt(1), MakeInt(2)), nil }))))))
		e := MakeObject(NewException(ValueErrorType, MakeInt(1)))
		must(None, SetAttr(t, e, "x", MakeInt(5)))
		tail := func(v Value) Value { return MakeObject(NewTuple(tupleItems(v)[1:])) }
		ra := must(CallMethod(t, a, "__reduce_ex__", []Value{MakeInt(4)}, nil))
		return list(e0, must(CallMethod(t, a, "__getstate__", nil, nil)), must(CallMethod(t, s, "__getstate__", nil, nil)),
			tail(ra), MakeObject(NewTuple(r[1:3])), list(must(iterToSlice(t, r[3]))...), r[4],
			tail(must(CallMethod(t, n, "__reduce_ex__", []Value{MakeInt(2)}, nil))),
			tail(must(CallMethod(t, MakeInt(1), "__reduce_ex__", []Value{MakeInt(4)}, nil))),
			must(CallMethod(t, MakeObject(NewException(ValueErrorType, MakeInt(1), MakeInt(2))), "__reduce__", nil, nil)),
			must(CallMethod(t, e, "__reduce__", nil, nil)), must(GetAttr(t, tupleItems(ra)[0], "__name__"))), nil
	},
	"union_and_alias": func(t *Thread, c *goCaller) (Value, error) {
		or := func(a, b Value) Value { return must(Binary(t, OpOr, a, b)) }
		ty := func(c *Type) Value { return MakeObject(c) }
		item := func(c, k Value) Value { return must(GetItem(t, c, k)) }
		u := or(ty(IntType), None)
		listInt := item(ty(ListType), ty(IntType))
		return list(reprValue(t, u), MakeStr(u.Type().Name), must(GetAttr(t, u, "__args__")),
			reprValue(t, or(or(ty(IntType), ty(StrType)), ty(IntType))),
			must(Compare(t, OpEq, or(ty(IntType), ty(StrType)), or(ty(StrType), ty(IntType)))),
			MakeBool(must(Hash(t, or(ty(IntType), ty(StrType)))) == must(Hash(t, or(ty(StrType), ty(IntType))))),
			MakeBool(must(IsInstance(t, MakeInt(1), or(ty(IntType), ty(StrType))))),
			MakeBool(must(IsInstance(t, None, or(ty(IntType), None)))),
			MakeBool(must(IsSubclass(t, ty(BoolType), or(ty(IntType), ty(StrType))))),
			reprValue(t, listInt), MakeStr(listInt.Type().Name), must(GetAttr(t, listInt, "__origin__")),
			must(GetAttr(t, listInt, "__args__")), reprValue(t, item(ty(DictType), MakeTuple(ty(StrType), listInt))),
			reprValue(t, item(ty(TupleType), MakeTuple(ty(IntType), Ellipsis))), must(callv(t, listInt, list(MakeInt(1), MakeInt(2)))),
			reprValue(t, or(ty(IntType), listInt)), reprValue(t, or(None, ty(IntType))),
			must(Compare(t, OpEq, listInt, item(ty(ListType), ty(IntType)))), must(Compare(t, OpEq, listInt, ty(ListType))),
			reprValue(t, item(ty(ListType), MakeStr("x")))), nil
	},
	"union_bad_operand": func(t *Thread, c *goCaller) (Value, error) {
		return Binary(t, OpOr, MakeObject(IntType), MakeInt(1))
	},
	"isinstance_generic": func(t *Thread, c *goCaller) (Value, error) {
		b, err := IsInstance(t, MakeObject(NewList(nil)), must(GetItem(t, MakeObject(ListType), MakeObject(IntType))))
		return MakeBool(b), err
	},
	"unbound_no_args": func(t *Thread, c *goCaller) (Value, error) {
		return callv(t, must(GetAttr(t, MakeObject(ListType), "append")))
	},
}

func TestClassesRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/runtime/objects/classes.json")
	if err != nil {
		t.Skipf("no recorded scenarios: %v", err)
	}
	var want map[string]string
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		run, ok := classScenarios[name]
		if !ok {
			t.Errorf("%s: no Go scenario", name)
			continue
		}
		t.Run(name, func(tt *testing.T) {
			c := &goCaller{impls: map[*Function]goImpl{}}
			th := NewThread()
			th.Caller = c
			var got string
			func() {
				defer func() {
					if p := recover(); p != nil {
						if e, ok := p.(error); ok {
							n, m := errorParts(e)
							got = n + ": " + m
							return
						}
						got = "PANIC: " + strings.TrimSpace(strings.Split(fmtAny(p), "\n")[0])
					}
				}()
				v, err := run(th, c)
				if err != nil {
					n, m := errorParts(err)
					got = n + ": " + m
					return
				}
				got = must(Repr(th, v))
			}()
			if got != want[name] {
				tt.Errorf("got  %s\nwant %s", got, want[name])
			}
		})
	}
}

func fmtAny(p any) string {
	if s, ok := p.(string); ok {
		return s
	}
	if e, ok := p.(error); ok {
		return e.Error()
	}
	return "panic"
}

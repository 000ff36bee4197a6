package runtime

import (
	"fmt"
	"math"
	"testing"
)

// TestMethodsNeverPanic calls every method of every built-in type on
// assorted receivers with assorted arguments: any outcome but a Go panic
// is acceptable (a panic is a bug).
func TestMethodsNeverPanic(t *testing.T) {
	th := NewThread()
	th.SetMemoryLimit(64 << 20)
	th.RecursionLimit = 200
	mk := func() []Value {
		d := NewDict(th)
		d.SetStr("a", MakeInt(1))
		s := NewSet(th)
		_ = s.Add(th, MakeInt(1))
		big, _ := ParseInt("123456789012345678901234567890", 10, 0)
		return []Value{
			None, True, MakeInt(0), MakeInt(-1), MakeInt(3), MakeInt(math.MaxInt64), MakeIntValue(big),
			MakeFloat(1.5), MakeFloat(math.NaN()), MakeFloat(math.Inf(-1)), MakeComplex(1 + 2i),
			MakeStr(""), MakeStr("abc"), MakeStr("é\U0001F600"), MakeStr("\xed\xa0\x80"), MakeBytes("ab\xff"),
			MakeObject(NewByteArray([]byte("xy"))), MakeObject(NewList([]Value{MakeInt(1), MakeStr("b")})),
			MakeTuple(MakeInt(1), MakeInt(2)), MakeObject(d), MakeObject(s), MakeObject(NewRange(IntFromInt64(0), IntFromInt64(5), IntFromInt64(1))),
			MakeObject(NewSlice(None, MakeInt(2), None)), MakeObject(IntType), MakeObject(NewException(ValueErrorType, MakeStr("e"))),
		}
	}
	// Instances of subclasses of the built-in types, made by calling the
	// subclass with no arguments.
	subs := func() []Value {
		var out []Value
		for _, typ := range builtinTypes {
			if typ.Flags&TypeBaseType == 0 || typ == ObjectType || typ == TypeType {
				continue
			}
			cls, err := NewClass(th, "Sub"+typ.Name, []*Type{typ}, NewDict(th))
			if err != nil {
				continue
			}
			if v, err := Call(th, MakeObject(cls), nil, nil); err == nil {
				out = append(out, v)
			}
		}
		return out
	}
	values := mk()
	argSets := [][]Value{nil}
	for _, a := range values {
		argSets = append(argSets, []Value{a})
	}
	for _, a := range values[:12] {
		for _, b := range values[:12] {
			argSets = append(argSets, []Value{a, b})
		}
	}
	argSets = append(argSets, []Value{MakeInt(1), MakeInt(2), MakeInt(3)}, []Value{MakeStr("a"), MakeStr("b"), MakeInt(1)})
	calls, panics := 0, 0
	for _, typ := range builtinTypes {
		for i := 0; ; {
			k, v, next, ok := typ.Dict.Next(i)
			if !ok {
				break
			}
			i = next
			name, _ := AsStr(k)
			if _, isMethod := v.obj.(*MethodDescriptor); !isMethod {
				continue
			}
			for _, recv := range append(mk(), subs()...) {
				if !recv.Type().IsSubtype(typ) {
					continue
				}
				for _, args := range argSets {
					calls++
					func() {
						defer func() {
							if p := recover(); p != nil {
								panics++
								if panics <= 20 {
									r, _ := Repr(th, recv)
									t.Errorf("%s.%s on %s with %d args: panic: %v", typ.Name, name, r, len(args), p)
								}
							}
						}()
						f, err := GetAttr(th, recv, name)
						if err != nil {
							return
						}
						_, _ = Call(th, f, args, nil)
					}()
				}
			}
		}
	}
	// Constructors, too.
	for _, typ := range builtinTypes {
		for _, args := range argSets {
			calls++
			func() {
				defer func() {
					if p := recover(); p != nil {
						panics++
						if panics <= 40 {
							t.Errorf("%s(%d args): panic: %v", typ.Name, len(args), p)
						}
					}
				}()
				_, _ = Call(th, MakeObject(typ), args, nil)
			}()
		}
	}
	// The protocol functions over every pair of values.
	all := append(mk(), subs()...)
	guard := func(what string, f func()) {
		calls++
		defer func() {
			if p := recover(); p != nil {
				panics++
				if panics <= 60 {
					t.Errorf("%s: panic: %v", what, p)
				}
			}
		}()
		f()
	}
	for _, a := range all {
		guard("repr "+a.TypeName(), func() { _, _ = Repr(th, a) })
		guard("str "+a.TypeName(), func() { _, _ = ToStr(th, a) })
		guard("hash "+a.TypeName(), func() { _, _ = Hash(th, a) })
		guard("len "+a.TypeName(), func() { _, _ = Len(th, a) })
		guard("truth "+a.TypeName(), func() { _, _ = Truth(th, a) })
		guard("iter "+a.TypeName(), func() { _, _ = iterToSlice(th, a) })
		guard("format "+a.TypeName(), func() { _, _ = Format(th, a, ">10") })
		for op := UnaryOp(0); op < OpIndex; op++ {
			guard("unary "+a.TypeName(), func() { _, _ = Unary(th, op, a) })
		}
		for _, b := range all {
			what := a.TypeName() + " and " + b.TypeName()
			for op := BinaryOp(0); op < NumBinaryOps; op++ {
				if op == OpPow || op == OpLShift || op == OpMul {
					if n, ok := AsInt(b); ok && n.BitLength() > 16 {
						continue
					}
				}
				guard("binary "+op.Symbol()+" "+what, func() { _, _ = Binary(th, op, a, b) })
			}
			for op := OpLt; op <= OpGe; op++ {
				guard("compare "+what, func() { _, _ = Compare(th, op, a, b) })
			}
			guard("getitem "+what, func() { _, _ = GetItem(th, a, b) })
			guard("contains "+what, func() { _, _ = Contains(th, a, b) })
		}
	}
	t.Logf("%d calls, %d panics", calls, panics)
	_ = fmt.Sprint()
}

package runtime

import (
	"strconv"
	"testing"
)

// TestHotPathsDoNotAllocate guards the allocation-free paths: small-int
// arithmetic and comparison, truth, and dict lookups with cached str
// hashes and with int keys.
func TestHotPathsDoNotAllocate(t *testing.T) {
	th := NewThread()
	d := NewDict(th)
	key := MakeStr("name")
	must(None, d.Set(th, key, MakeInt(1)))
	must(None, d.Set(th, MakeInt(7), MakeInt(2)))
	x, y := MakeInt(40), MakeInt(2)
	f := MakeFloat(1.5)
	checks := map[string]func(){
		"Binary small int":  func() { _, _ = Binary(th, OpAdd, x, y) },
		"Compare small int": func() { _, _ = Compare(th, OpLt, x, y) },
		"Binary float":      func() { _, _ = Binary(th, OpMul, f, f) },
		"Truth":             func() { _, _ = Truth(th, x) },
		"Dict.Get str":      func() { _, _, _ = d.Get(th, key) },
		"Dict.Get int":      func() { _, _, _ = d.Get(th, MakeInt(7)) },
		"Dict.GetStr":       func() { _, _ = d.GetStr("name") },
		"Eq str":            func() { _, _ = Eq(th, key, key) },
	}
	for name, fn := range checks {
		if n := testing.AllocsPerRun(100, fn); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
}

func BenchmarkDictSetGetStr(b *testing.B) {
	th := NewThread()
	keys := make([]Value, 1000)
	for i := range keys {
		keys[i] = MakeStr("key" + strconv.Itoa(i))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := NewDict(th)
		for _, k := range keys {
			_ = d.Set(th, k, k)
		}
		for _, k := range keys {
			_, _, _ = d.Get(th, k)
		}
	}
}

func BenchmarkDictGetStr(b *testing.B) {
	th := NewThread()
	d := NewDict(th)
	keys := make([]Value, 64)
	for i := range keys {
		keys[i] = MakeStr("attr" + strconv.Itoa(i))
		_ = d.Set(th, keys[i], MakeInt(int64(i)))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _, _ = d.Get(th, keys[i&63])
	}
}

func BenchmarkDictSetGetInt(b *testing.B) {
	th := NewThread()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d := NewDict(th)
		for k := int64(0); k < 1000; k++ {
			_ = d.Set(th, MakeInt(k), MakeInt(k))
		}
		for k := int64(0); k < 1000; k++ {
			_, _, _ = d.Get(th, MakeInt(k))
		}
	}
}

func BenchmarkDictGetInt(b *testing.B) {
	th := NewThread()
	d := NewDict(th)
	for k := int64(0); k < 64; k++ {
		_ = d.Set(th, MakeInt(k), MakeInt(k))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _, _ = d.Get(th, MakeInt(int64(i&63)))
	}
}

func BenchmarkListAppend(b *testing.B) {
	th := NewThread()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l := NewList(nil)
		for k := int64(0); k < 1000; k++ {
			_ = l.appendCharged(th, MakeInt(k))
		}
	}
}

// BenchmarkListAppendMethod measures l.append(x) through the protocol
// functions, as the VM's slow path reaches it: GetAttr then Call.
func BenchmarkListAppendMethod(b *testing.B) {
	th := NewThread()
	l := MakeObject(NewList(nil))
	args := []Value{MakeInt(1)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i&1023 == 0 {
			listOf(l).items = listOf(l).items[:0]
		}
		m, _ := GetAttr(th, l, "append")
		_, _ = Call(th, m, args, nil)
	}
}

// BenchmarkAttrInstance measures reading an instance attribute of a heap
// class (found in the instance dict after an MRO miss).
func BenchmarkAttrInstance(b *testing.B) {
	th := NewThread()
	base := must(class(th, "Base", nil, "k", MakeInt(1)))
	cls := must(class(th, "C", []*Type{base}))
	obj := must(Call(th, MakeObject(cls), nil, nil))
	_ = SetAttr(th, obj, "value", MakeInt(5))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _ = GetAttr(th, obj, "value")
	}
}

// BenchmarkAttrClass measures reading a class attribute through an
// instance (an MRO hit, no instance dict entry).
func BenchmarkAttrClass(b *testing.B) {
	th := NewThread()
	base := must(class(th, "Base", nil, "k", MakeInt(1)))
	cls := must(class(th, "C", []*Type{base}))
	obj := must(Call(th, MakeObject(cls), nil, nil))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _ = GetAttr(th, obj, "k")
	}
}

func BenchmarkBinarySmallInt(b *testing.B) {
	th := NewThread()
	x, y := MakeInt(40), MakeInt(2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		x, _ = Binary(th, OpAdd, x, y)
	}
}

// BenchmarkListAppendGetMethod measures l.append(x) the way a VM's method
// call reaches it: GetMethod, then a call with the receiver prepended.
func BenchmarkListAppendGetMethod(b *testing.B) {
	th := NewThread()
	l := MakeObject(NewList(nil))
	args := []Value{l, MakeInt(1)}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i&1023 == 0 {
			listOf(l).items = listOf(l).items[:0]
		}
		m, unbound, _ := GetMethod(th, l, "append")
		if unbound {
			_, _ = Call(th, m, args, nil)
		}
	}
}

func TestGetMethod(t *testing.T) {
	th := NewThread()
	l := MakeObject(NewList(nil))
	f, unbound, err := GetMethod(th, l, "append")
	if err != nil || !unbound {
		t.Fatalf("GetMethod(list, append) = %v, %v, %v", f, unbound, err)
	}
	if _, err := Call(th, f, []Value{l, MakeInt(5)}, nil); err != nil || listOf(l).Len() != 1 {
		t.Fatalf("call: %v", err)
	}
	c := &goCaller{impls: map[*Function]goImpl{}}
	th.Caller = c
	cls := must(class(th, "C", nil, "m", c.def("C.m", "self", func(t *Thread, r []Value) (Value, error) { return MakeStr("m"), nil })))
	obj := must(Call(th, MakeObject(cls), nil, nil))
	if f, unbound, _ := GetMethod(th, obj, "m"); !unbound || f.Type() != FunctionType {
		t.Errorf("plain method: %v %v", f, unbound)
	}
	must(None, SetAttr(th, obj, "m", MakeInt(3)))
	if f, unbound, _ := GetMethod(th, obj, "m"); unbound || f.SmallInt() != 3 {
		t.Errorf("shadowed method: %v %v", f, unbound)
	}
	g := must(class(th, "G", nil, "__getattr__", c.def("G.__getattr__", "self, n", func(t *Thread, r []Value) (Value, error) { return r[1], nil })))
	if _, unbound, _ := GetMethod(th, must(Call(th, MakeObject(g), nil, nil)), "__repr__"); unbound {
		t.Error("a class with __getattr__ must not take the shortcut")
	}
}

package runtime

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyexgo/pyex/bytecode"
)

func TestThreadBudgets(t *testing.T) {
	th := NewThread()
	th.SetMemoryLimit(1 << 20)
	// 'x' * 10**10 fails before allocating.
	_, err := Binary(th, OpMul, MakeStr("x"), MakeInt(10_000_000_000))
	var e *Error
	if !errors.As(err, &e) || e.Kind != MemoryError {
		t.Fatalf("'x' * 10**10 = %v, want MemoryError", err)
	}
	if th.MemoryUsed() != 0 {
		t.Errorf("memory charged for a refused allocation: %d", th.MemoryUsed())
	}
	if _, err := Binary(th, OpMul, MakeObject(NewList([]Value{None})), MakeInt(1<<30)); err == nil {
		t.Error("[None] * 2**30 under a 1 MiB limit succeeded")
	}

	// The step hook runs when a slice is used up and may end the run.
	stop := errors.New("budget exhausted")
	calls := 0
	th.OnSteps = func(th *Thread) error {
		calls++
		if calls == 3 {
			return stop
		}
		th.SetSteps(10)
		return nil
	}
	th.SetSteps(10)
	var got error
	for i := 0; i < 100 && got == nil; i++ {
		got = th.Step(1)
	}
	if got != stop || calls != 3 {
		t.Errorf("Step: got %v after %d hook calls", got, calls)
	}
}

func TestReprRecursionLimit(t *testing.T) {
	th := NewThread()
	th.RecursionLimit = 50
	v := MakeObject(NewList(nil))
	for i := 0; i < 100; i++ {
		v = MakeObject(NewList([]Value{v}))
	}
	_, err := Repr(th, v)
	if err == nil || !ErrorMatches(err, RecursionErrorType) {
		t.Fatalf("repr of 100 nested lists with limit 50: %v", err)
	}
	if th.Depth != 0 {
		t.Errorf("depth not restored: %d", th.Depth)
	}
}

func TestHashSeedRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/runtime/objects/seeded.json")
	if err != nil {
		t.Skipf("no recording: %v", err)
	}
	var rec map[string]struct {
		Hashes   [][2]json.RawMessage `json:"hashes"`
		SetOrder []string             `json:"set_order"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	for seedStr, r := range rec {
		seed, _ := strconv.ParseUint(seedStr, 10, 32)
		th := NewThread()
		th.SetHashSeed(uint32(seed))
		for _, h := range r.Hashes {
			var key string
			var want int64
			json.Unmarshal(h[0], &key)
			json.Unmarshal(h[1], &want)
			v := MakeStr(key)
			if b, ok := strings.CutPrefix(key, "b:"); ok {
				v = MakeBytes(b)
			}
			if got := must(Hash(th, v)); got != want {
				t.Errorf("seed %d: hash(%q) = %d, want %d", seed, key, got, want)
			}
		}
		s := NewSet(th)
		for _, w := range []string{"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "é", "日本", "😀"} {
			must(None, s.Add(th, MakeStr(w)))
		}
		var got []string
		for _, x := range s.Items() {
			str, _ := AsStr(x)
			got = append(got, str)
		}
		if strings.Join(got, ",") != strings.Join(r.SetOrder, ",") {
			t.Errorf("seed %d: set order %v, want %v", seed, got, r.SetOrder)
		}
		// A dict made under the seed finds its keys both ways.
		d := NewDict(th)
		d.SetStr("k", MakeInt(1))
		if v, ok := d.GetStr("k"); !ok || v.SmallInt() != 1 {
			t.Errorf("seed %d: dict GetStr failed", seed)
		}
		if _, ok, _ := d.Get(th, MakeStr("k")); !ok {
			t.Errorf("seed %d: dict Get failed", seed)
		}
	}
}

func TestTraceback(t *testing.T) {
	th := NewThread()
	e := NewException(ValueErrorType, MakeStr("x"))
	inner := &bytecode.Code{Name: "inner", Positions: []bytecode.Position{{Line: 3}, {Line: 4}}}
	outer := &bytecode.Code{Name: "outer", Positions: []bytecode.Position{{Line: 10}}}
	AddTraceback(e, inner, 1)
	AddTraceback(e, outer, 0)
	entries := TracebackEntries(e)
	if len(entries) != 2 || entries[0].Code != outer || entries[1].Code != inner || entries[1].Line() != 4 {
		t.Fatalf("entries = %+v", entries)
	}
	tb := must(GetAttr(th, MakeObject(e), "__traceback__"))
	if n := must(GetAttr(th, tb, "tb_lineno")); n.SmallInt() != 10 {
		t.Errorf("tb_lineno = %v", n)
	}
	next := must(GetAttr(th, tb, "tb_next"))
	if n := must(GetAttr(th, next, "tb_lineno")); n.SmallInt() != 4 {
		t.Errorf("tb_next.tb_lineno = %v", n)
	}
	if _, err := CallMethod(th, MakeObject(e), "with_traceback", []Value{MakeInt(1)}, nil); err == nil ||
		err.Error() != "TypeError: __traceback__ must be a traceback or None" {
		t.Errorf("with_traceback(1): %v", err)
	}
}

// TestIdentityDeterministic checks that ids, default reprs and the order
// of a set of objects hashed by identity are the same in every run.
func TestIdentityDeterministic(t *testing.T) {
	run := func() string {
		th := NewThread()
		cls := must(class(th, "C", nil))
		s := NewSet(th)
		var reprs []string
		for i := 0; i < 20; i++ {
			o := must(Call(th, MakeObject(cls), nil, nil))
			must(None, s.Add(th, o))
			if i < 2 {
				reprs = append(reprs, must(Repr(th, o)))
			}
		}
		order := ""
		for _, x := range s.Items() {
			order += hexUint(ObjectID(th, x)) + " "
		}
		return strings.Join(reprs, ",") + " | " + order
	}
	a, b := run(), run()
	if a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
	if !strings.Contains(a, "<__main__.C object at 0x7f") {
		t.Errorf("repr: %s", a)
	}
	if ObjectID(nil, MakeObject(IntType)) == 0 || ObjectID(nil, MakeObject(IntType)) != ObjectID(NewThread(), MakeObject(IntType)) {
		t.Error("built-in types need fixed ids")
	}
}

// TestConcurrentRunsShareNothingMutable runs the same work in parallel
// threads with different hash seeds; under -race it checks that the
// start-up tables (built-in types, their dicts, shared strs) are never
// written by a run.
func TestConcurrentRunsShareNothingMutable(t *testing.T) {
	done := make(chan string, 4)
	for g := 0; g < 4; g++ {
		go func(seed uint32) {
			th := NewThread()
			th.SetHashSeed(seed)
			s := NewSet(th)
			for _, k := range IntType.Dict.Keys() {
				_ = s.Add(th, k)
				_, _ = Hash(th, k)
				_, _ = GetItem(th, k, MakeInt(0))
			}
			for _, c := range []byte("hello") {
				_, _ = Hash(th, MakeObject(asciiChar(c)))
			}
			_, _ = ToStr(th, MakeObject(StrType))
			_, _ = Repr(th, must(GetAttr(th, MakeObject(ListType), "append")))
			_ = ObjectID(th, MakeObject(DictType))
			cls := must(class(th, "C", []*Type{ListType}))
			obj := must(Call(th, MakeObject(cls), nil, nil))
			_, _ = CallMethod(th, obj, "append", []Value{MakeInt(1)}, nil)
			r, _ := Repr(th, obj)
			done <- r
		}(uint32(g))
	}
	for g := 0; g < 4; g++ {
		if r := <-done; r != "[1]" {
			t.Errorf("run %d: %s", g, r)
		}
	}
}

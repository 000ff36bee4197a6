package runtime

import (
	"errors"
	"testing"
)

// TestFormatWidthChargedFirst: a huge width or precision in a format spec
// (ASCII or Unicode digits, which Python accepts there) ends a run with a
// memory budget before any padding is built; ordinary specs are untouched.
func TestFormatWidthChargedFirst(t *testing.T) {
	for _, c := range []struct {
		v    Value
		spec string
	}{
		{MakeInt(5), "1000000000"},
		{MakeInt(5), "\u07c1\u07c0\u07c0\u07c0\u07c0\u07c0\u07c0\u07c0\u07c0\u07c0"}, // NKo digits: width 10**9 (FuzzFormatSpec b65bed8db0ef68ca)
		{MakeFloat(1.5), ".500000000f"},
		{MakeStr("x"), ">800000000"},
	} {
		th := NewThread()
		th.SetMemoryLimit(1 << 20)
		_, err := Format(th, c.v, c.spec)
		var e *Error
		if !errors.As(err, &e) || e.Kind != MemoryError {
			t.Errorf("format(%s, %q) under 1 MiB = %v, want MemoryError", c.v.TypeName(), c.spec, err)
		}
	}
	th := NewThread()
	th.SetMemoryLimit(1 << 20)
	if s, err := Format(th, MakeFloat(2.5), ">12.3f"); err != nil || s != "       2.500" {
		t.Errorf("format(2.5, '>12.3f') = %q, %v", s, err)
	}
}

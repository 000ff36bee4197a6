package compiler

import (
	"errors"
	"testing"

	"github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
	"github.com/pyexgo/pyex/fuzz/gen"
)

// FuzzCompile compiles whatever parses: the compiler must give code or an
// *Error (the errors CPython's compiler raises), never panic, and
// the code it gives must pass the verifier and survive a round trip
// through the .pyc format. The seeds are programs of the differential
// fuzzer's generator and a few compile-time errors; testdata/fuzz/
// FuzzCompile keeps what fuzzing found.
func FuzzCompile(f *testing.F) {
	for i := uint64(0); i < 12; i++ {
		f.Add([]byte(gen.Source(1, i)))
	}
	for _, s := range []string{
		"return 1\n", "def f():\n    nonlocal x\n", "x = 1\ndef g():\n    print(x)\n    global x\n",
		"class C:\n    def f(self):\n        return __class__, super()\n",
		"async def f():\n    async with a as b:\n        await c\n    return [x async for x in y]\n",
		"def f():\n    yield from (lambda: (yield))()\n",
		"match x:\n    case [a, *b, {'k': c, **d}] if a:\n        pass\n    case C(a, b=[1, _]) | D():\n        pass\n",
		"try:\n    pass\nexcept* ValueError:\n    break\n", "def f(a, a): pass\n", "f(**x, *y)\n", "del (a, [b, c.d]), e[1:2]\n",
		"def f():\n    x: int = 1\n    def g():\n        nonlocal x\n        x += 1\n    return g\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mod, err := fe.Parse(src, "fuzz.py", fe.ModeExec)
		if err != nil {
			return
		}
		// The compile-stage checks every compile path runs first (pyex.Compile,
		// exec): code they reject (async with outside an async function,
		// 4448974a7430697a) never reaches the compiler.
		if fe.Validate(mod, "fuzz.py", src) != nil {
			return
		}
		code, err := Compile(mod, "fuzz.py")
		if err != nil {
			var ce *Error
			if !errors.As(err, &ce) || ce.Msg == "" {
				t.Fatalf("compile error is %T, not a *compiler.Error with a message: %v", err, err)
			}
			return
		}
		if err := bytecode.Verify(code); err != nil {
			t.Fatalf("compiled code fails the verifier: %v\n%s", err, src)
		}
		data := bytecode.Marshal(code, [32]byte{})
		if _, _, err := bytecode.Unmarshal(data); err != nil {
			t.Fatalf("compiled code does not load back: %v\n%s", err, src)
		}
	})
}

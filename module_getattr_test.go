package pyex

import "testing"

// TestModuleGetattr checks PEP 562: a module's own __getattr__ answers
// for the names the module lacks (attribute access and from-import), its
// exceptions propagate, and names the module has never reach it.
func TestModuleGetattr(t *testing.T) {
	src := `import sys
calls = []
def __getattr__(name):
    calls.append(name)
    if name.startswith("dyn_"):
        return name[4:] * 2
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
m = sys.modules[__name__]
print(m.dyn_ab, m.calls is calls)
try:
    m.missing
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(m, "nope"), getattr(m, "dyn_x", None))
print(calls)
`
	out, err := runSource(t, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "abab True\nAttributeError: module '__main__' has no attribute 'missing'\nFalse xx\n['dyn_ab', 'missing', 'nope', 'dyn_x']\n"
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

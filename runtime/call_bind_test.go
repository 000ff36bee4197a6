package runtime

// This file replays testdata/runtime/objects/binding.json, recorded from
// python3 by record_binding.py: the binding of call arguments to the
// parameters of a Python function, and CPython's TypeError messages.

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyexgo/pyex/bytecode"
)

// functionForSignature builds a Function whose Code has the parameters of
// a def parameter list such as "a, b=2, /, c, *args, k, **kw".
func functionForSignature(t *testing.T, sig string) *Function {
	code := &bytecode.Code{Name: "f", QualName: "f"}
	var pos, kwonly []string
	var posDefaults []Value
	kwDefaults := NewDict(nil)
	var varargs, varkw string
	inKwOnly := false
	for _, p := range strings.Split(sig, ",") {
		p = strings.TrimSpace(p)
		switch {
		case p == "":
		case p == "/":
			code.PosOnlyArgCount = len(pos)
		case p == "*":
			inKwOnly = true
		case strings.HasPrefix(p, "**"):
			varkw = p[2:]
		case strings.HasPrefix(p, "*"):
			varargs = p[1:]
			inKwOnly = true
		default:
			name, def, hasDef := strings.Cut(p, "=")
			if inKwOnly {
				kwonly = append(kwonly, name)
				if hasDef {
					n, _ := strconv.Atoi(def)
					kwDefaults.SetStr(name, MakeInt(int64(n)))
				}
				continue
			}
			pos = append(pos, name)
			if hasDef {
				n, _ := strconv.Atoi(def)
				posDefaults = append(posDefaults, MakeInt(int64(n)))
			}
		}
	}
	code.ArgCount = len(pos)
	code.KwOnlyArgCount = len(kwonly)
	code.LocalNames = append(append([]string(nil), pos...), kwonly...)
	if varargs != "" {
		code.Flags |= bytecode.FlagVarargs
		code.LocalNames = append(code.LocalNames, varargs)
	}
	if varkw != "" {
		code.Flags |= bytecode.FlagVarkw
		code.LocalNames = append(code.LocalNames, varkw)
	}
	code.NumRegs = len(code.LocalNames)
	fn := NewFunction(code, NewDict(nil))
	fn.Defaults = posDefaults
	if kwDefaults.Len() > 0 {
		fn.KwDefaults = kwDefaults
	}
	return fn
}

func TestBindArgsRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/runtime/objects/binding.json")
	if err != nil {
		t.Skipf("no recorded cases: %v", err)
	}
	var rows []struct {
		Sig  string   `json:"sig"`
		NPos int      `json:"npos"`
		Kw   []string `json:"kw"`
		Want struct {
			Locals string `json:"locals"`
			Error  string `json:"error"`
		} `json:"want"`
	}
	if err := json.Unmarshal(data, &rows); err != nil {
		t.Fatal(err)
	}
	failed := 0
	for _, r := range rows {
		th := NewThread()
		fn := functionForSignature(t, r.Sig)
		args := make([]Value, r.NPos)
		for i := range args {
			args[i] = MakeInt(int64(100 + i))
		}
		var kw *KwArgs
		if len(r.Kw) > 0 {
			kw = &KwArgs{}
			for i, k := range r.Kw {
				kw.Add(k, MakeInt(int64(200+i)))
			}
		}
		regs := make([]Value, fn.Code.NumRegs)
		for i := range regs {
			regs[i] = Unbound
		}
		err := BindArgs(th, fn, args, kw, regs)
		var got string
		if err != nil {
			got = "error: " + err.(*Error).Msg
		} else {
			d := NewDict(th)
			for i, name := range fn.Code.LocalNames {
				d.SetStr(name, regs[i])
			}
			got, _ = Repr(th, MakeObject(d))
		}
		want := r.Want.Locals
		if r.Want.Error != "" {
			want = "error: " + r.Want.Error
		}
		if got != want {
			failed++
			if failed <= 30 {
				t.Errorf("def f(%s) called with %d positional and keywords %v:\n got  %s\n want %s", r.Sig, r.NPos, r.Kw, got, want)
			}
		}
	}
	t.Logf("%d binding cases, %d failing", len(rows), failed)
}

// TestUnpackArgsRecorded replays the binding cases whose signatures
// UnpackArgs can express (no *args or **kwargs) through UnpackArgs: the
// messages of built-in functions follow those of Python functions.
func TestUnpackArgsRecorded(t *testing.T) {
	data, err := os.ReadFile("../testdata/runtime/objects/binding.json")
	if err != nil {
		t.Skipf("no recorded cases: %v", err)
	}
	var rows []struct {
		Sig  string   `json:"sig"`
		NPos int      `json:"npos"`
		Kw   []string `json:"kw"`
		Want struct {
			Locals string `json:"locals"`
			Error  string `json:"error"`
		} `json:"want"`
	}
	if err := json.Unmarshal(data, &rows); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rows {
		if strings.Contains(r.Sig, "*args") || strings.Contains(r.Sig, "**") {
			continue
		}
		n++
		th := NewThread()
		var pairs []any
		var names []string
		vals := map[string]*Value{}
		kwOnly := false
		for _, p := range strings.Split(r.Sig, ",") {
			p = strings.TrimSpace(p)
			switch p {
			case "":
				continue
			case "/":
				pairs = append(pairs, "/")
				continue
			case "*":
				kwOnly = true
				continue
			}
			name, def, hasDef := strings.Cut(p, "=")
			v := new(Value)
			*v = Unbound
			if hasDef {
				*v = MakeInt(int64(def[0] - '0'))
			}
			spec := name
			if hasDef {
				spec += "?"
			}
			if kwOnly {
				spec = "$" + spec
			}
			pairs = append(pairs, spec, v)
			names = append(names, name)
			vals[name] = v
		}
		args := make([]Value, r.NPos)
		for i := range args {
			args[i] = MakeInt(int64(100 + i))
		}
		var kw *KwArgs
		if len(r.Kw) > 0 {
			kw = &KwArgs{}
			for i, k := range r.Kw {
				kw.Add(k, MakeInt(int64(200+i)))
			}
		}
		err := UnpackArgs(th, "f", args, kw, pairs...)
		var got string
		if err != nil {
			got = "error: " + err.(*Error).Msg
		} else {
			d := NewDict(th)
			for _, name := range names {
				d.SetStr(name, *vals[name])
			}
			got, _ = Repr(th, MakeObject(d))
		}
		want := r.Want.Locals
		if r.Want.Error != "" {
			want = "error: " + r.Want.Error
		}
		if got != want {
			t.Errorf("UnpackArgs for def f(%s) with %d positional and keywords %v:\n got  %s\n want %s", r.Sig, r.NPos, r.Kw, got, want)
		}
	}
	t.Logf("%d cases", n)
}

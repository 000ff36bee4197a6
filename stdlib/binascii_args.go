// This file binds the arguments of the Go functions of binascii, zlib,
// struct, hashlib and their neighbours with the messages of CPython's
// Argument Clinic, which those C modules use, so that a wrong call raises
// the same TypeError as in CPython.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// clinicSig is the signature of one function: its parameters in order
// (positional ones first, then keyword-only ones), how many are
// positional-only, how many accept a position, and how many (leading
// ones) are required.
type clinicSig struct {
	name     string
	params   []string
	posOnly  int
	maxPos   int
	required int
}

// bind stores each argument in out (len(out) == len(params)); an absent
// optional argument leaves runtime.Unbound.
func (s *clinicSig) bind(args []runtime.Value, kw *runtime.KwArgs, out []runtime.Value) error {
	for i := range out {
		out[i] = runtime.Unbound
	}
	nkw := kw.Len()
	nargs := len(args)
	if nargs+nkw > len(s.params) {
		return runtime.Errorf(runtime.TypeError, "%s() takes at most %s (%d given)", s.name,
			clinicPlural(len(s.params), "argument"), nargs+nkw)
	}
	if nargs > s.maxPos {
		how := "at most"
		if s.required >= s.maxPos {
			how = "exactly"
		}
		if s.maxPos == 0 {
			return runtime.Errorf(runtime.TypeError, "%s() takes no positional arguments", s.name)
		}
		return runtime.Errorf(runtime.TypeError, "%s() takes %s %s (%d given)", s.name, how,
			clinicPlural(s.maxPos, "positional argument"), nargs)
	}
	minPosOnly := min(s.posOnly, s.required)
	if nargs < minPosOnly {
		how := "at least"
		if minPosOnly >= s.maxPos {
			how = "exactly"
		}
		return runtime.Errorf(runtime.TypeError, "%s() takes %s %s (%d given)", s.name, how,
			clinicPlural(minPosOnly, "positional argument"), nargs)
	}
	copy(out, args)
	used := 0
	for i := s.posOnly; i < len(s.params); i++ {
		var v runtime.Value
		found := false
		for k := 0; k < nkw; k++ {
			if kw.Names[k] == s.params[i] {
				v, found = kw.Values[k], true
				break
			}
		}
		if found {
			if i < nargs {
				return runtime.Errorf(runtime.TypeError, "argument for %s() given by name ('%s') and position (%d)",
					s.name, s.params[i], i+1)
			}
			out[i] = v
			used++
		} else if i >= nargs && i < s.required {
			return runtime.Errorf(runtime.TypeError, "%s() missing required argument '%s' (pos %d)", s.name, s.params[i], i+1)
		}
	}
	if used < nkw {
		for k := 0; k < nkw; k++ {
			known := false
			for i := s.posOnly; i < len(s.params); i++ {
				if kw.Names[k] == s.params[i] {
					known = true
				}
			}
			if !known {
				return runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for %s()", kw.Names[k], s.name)
			}
		}
	}
	return nil
}

// clinicPlural returns "1 argument" or "2 arguments".
func clinicPlural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// oneArgClinic checks a call of a one-argument C function (METH_O), whose
// messages name the function with its module.
func oneArgClinic(qualname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", qualname)
	}
	if len(args) != 1 {
		return runtime.Errorf(runtime.TypeError, "%s() takes exactly one argument (%d given)", qualname, len(args))
	}
	return nil
}

// positionalClinic checks a call of a positional-only C function with
// optional arguments: "crc32 expected at least 1 argument, got 0".
func positionalClinic(qualname string, args []runtime.Value, kw *runtime.KwArgs, minArgs int, vars ...*runtime.Value) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", qualname)
	}
	short := qualname
	for i := len(qualname) - 1; i >= 0; i-- {
		if qualname[i] == '.' {
			short = qualname[i+1:]
			break
		}
	}
	return runtime.UnpackPositional(short, args, nil, minArgs, vars...)
}

// isSet reports whether bind filled an argument.
func isSet(v runtime.Value) bool { return !v.Is(runtime.Unbound) }

// truthArg returns the truth of an optional flag argument, def when absent.
func truthArg(t *runtime.Thread, v runtime.Value, def bool) (bool, error) {
	if !isSet(v) {
		return def, nil
	}
	return runtime.Truth(t, v)
}

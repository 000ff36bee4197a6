// This file defines the unicodedata functions that read the generated
// property tables: bidirectional, east_asian_width, decomposition,
// mirrored, decimal, digit and numeric.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
)

// udStrProp returns a function giving a string property of its one
// character argument.
func udStrProp(fname string, table, old *udTable) func([]runtime.Value, *runtime.KwArgs, bool) (runtime.Value, error) {
	return func(args []runtime.Value, kw *runtime.KwArgs, useOld bool) (runtime.Value, error) {
		c, err := udChar(fname, args, kw, 1, useOld)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeStr(udValue(table, old, c, useOld)), nil
	}
}

// udNumProp returns decimal, digit or numeric: the value of the character
// (an int, or a float for numeric), else the default argument, else a
// ValueError saying missing.
func udNumProp(fname string, table, old *udTable, missing string) func([]runtime.Value, *runtime.KwArgs, bool) (runtime.Value, error) {
	return func(args []runtime.Value, kw *runtime.KwArgs, useOld bool) (runtime.Value, error) {
		c, err := udChar(fname, args, kw, 2, useOld)
		if err != nil {
			return runtime.None, err
		}
		v := udValue(table, old, c, useOld)
		switch {
		case v == "" && len(args) > 1:
			return args[1], nil
		case v == "":
			return runtime.None, runtime.Errorf(runtime.ValueError, "%s", missing)
		case fname == "numeric":
			// The generator writes Python's repr of each value, which
			// always parses.
			f, _ := strconv.ParseFloat(v, 64)
			return runtime.MakeFloat(f), nil
		}
		n, _ := strconv.Atoi(v)
		return runtime.MakeInt(int64(n)), nil
	}
}

// has reports whether a table of Unicode 3.2.0 differences has an entry
// for c; for udNameOld that means 3.2.0 gives c no name.
func (tb *udTable) has(c rune) bool {
	_, ok := tb.get(c)
	return ok
}

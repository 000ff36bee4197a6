// This file parses the arguments of the builtins that CPython declares
// with Argument Clinic and keyword parameters (pow, round, sum,
// enumerate...): their TypeError messages differ from those of Python
// functions ("pow() missing required argument 'base' (pos 1)"), so
// UnpackArgs does not serve.

package runtime

// clinicParams describes a builtin's parameters as CPython's
// _PyArg_Parser does: names lists every parameter, positional ones first;
// the first posOnly are positional-only, the first minPos are required,
// and the first maxPos may be passed by position (the rest are
// keyword-only and optional).
type clinicParams struct {
	fname   string
	names   []string
	posOnly int
	minPos  int
	maxPos  int
}

// unpack binds args and kw to out (len(out) == len(p.names)) with the
// checks and messages of CPython 3.11's _PyArg_UnpackKeywords. It returns
// a bit mask of the parameters given.
func (p *clinicParams) unpack(args []Value, kw *KwArgs, out []Value) (uint32, error) {
	nargs, nkw := len(args), kw.Len()
	maxArgs := len(p.names)
	if nargs+nkw > maxArgs {
		kwWord := ""
		if nargs == 0 {
			kwWord = "keyword "
		}
		s := "s"
		if maxArgs == 1 {
			s = ""
		}
		return 0, Errorf(TypeError, "%s() takes at most %d %sargument%s (%d given)", p.fname, maxArgs, kwWord, s, nargs+nkw)
	}
	if nargs > p.maxPos {
		if p.maxPos == 0 {
			return 0, Errorf(TypeError, "%s() takes no positional arguments", p.fname)
		}
		how := "exactly"
		if p.minPos < p.maxPos {
			how = "at most"
		}
		return 0, Errorf(TypeError, "%s() takes %s %s (%d given)", p.fname, how,
			plural(p.maxPos, "positional argument"), nargs)
	}
	if minPosOnly := min(p.posOnly, p.minPos); nargs < minPosOnly {
		how := "exactly"
		if minPosOnly < p.maxPos {
			how = "at least"
		}
		return 0, Errorf(TypeError, "%s() takes %s %s (%d given)", p.fname, how,
			plural(minPosOnly, "positional argument"), nargs)
	}
	var given uint32
	for i := 0; i < nargs; i++ {
		out[i] = args[i]
		given |= 1 << i
	}
	left := nkw
	for i := max(nargs, p.posOnly); i < maxArgs; i++ {
		if left == 0 && i >= p.minPos {
			break
		}
		if v, ok := kw.Get(p.names[i]); ok {
			out[i] = v
			given |= 1 << i
			left--
			continue
		}
		if i < p.minPos {
			return 0, Errorf(TypeError, "%s() missing required argument '%s' (pos %d)", p.fname, p.names[i], i+1)
		}
	}
	if left > 0 {
		for i := p.posOnly; i < nargs; i++ {
			if _, ok := kw.Get(p.names[i]); ok {
				return 0, Errorf(TypeError, "argument for %s() given by name ('%s') and position (%d)",
					p.fname, p.names[i], i+1)
			}
		}
		return 0, unexpectedKeyword(kw, p.names[p.posOnly:], p.fname)
	}
	return given, nil
}

// unexpectedKeyword reports the first keyword of kw that is not in names,
// "'x' is an invalid keyword argument for f()".
func unexpectedKeyword(kw *KwArgs, names []string, fname string) error {
	for _, k := range kwNames(kw) {
		found := false
		for _, n := range names {
			found = found || n == k
		}
		if !found {
			return Errorf(TypeError, "'%s' is an invalid keyword argument for %s()", k, fname)
		}
	}
	return Errorf(TypeError, "%s() got an unexpected keyword argument", fname)
}

// keywordOnly binds the keyword-only optional parameters of a builtin that
// CPython parses with PyArg_ParseTupleAndKeywords("|$OO:fname") over its
// keywords alone (max, min, print, zip): any other keyword is invalid.
func keywordOnly(fname string, kw *KwArgs, names []string, out []*Value) error {
	for i, k := range kwNames(kw) {
		found := false
		for j, n := range names {
			if n == k {
				*out[j] = kw.Values[i]
				found = true
				break
			}
		}
		if !found {
			return Errorf(TypeError, "'%s' is an invalid keyword argument for %s()", k, fname)
		}
	}
	return nil
}

// asCInt converts v as CPython's "i" format does (any value with
// __index__ that fits a C int): OverflowError beyond 32 bits.
func asCInt(t *Thread, v Value) (int32, error) {
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	n, _ := AsInt(r)
	x, ok := n.Int64()
	if !ok || x > 1<<31-1 || x < -1<<31 {
		return 0, Errorf(OverflowError, "Python int too large to convert to C int")
	}
	return int32(x), nil
}

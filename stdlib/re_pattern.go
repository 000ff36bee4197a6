// This file defines re.Pattern, a compiled regular expression, and its
// matching methods.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

// rePattern is a compiled pattern.
type rePattern struct {
	runtime.Identity
	st      *reState
	prog    *sre.Prog
	pattern runtime.Value
	isBytes bool
	flags   int
	// templates caches parsed replacement templates by their text.
	templates map[string][]sre.TemplateItem
	// phrases maps the group of each phrase of a re.Scanner's pattern
	// to the phrase's index.
	phrases map[int]int
	// spare is a machine to reuse, nil while one is in use.
	spare *sre.Machine
}

// machine returns a machine of p for sj; give it back with release.
func (p *rePattern) machine(t *runtime.Thread, sj *subject) *sre.Machine {
	step, charge := p.st.meter(t)
	if m := p.spare; m != nil {
		p.spare = nil
		m.Reset(sj.in, step, charge)
		return m
	}
	return p.prog.NewMachine(sj.in, step, charge)
}

// release returns the memory a machine charged and keeps it for reuse.
func (p *rePattern) release(t *runtime.Thread, m *sre.Machine) {
	t.Credit(m.Charged())
	m.Reset(nil, nil, nil)
	p.spare = m
}

// Type returns re.Pattern.
func (*rePattern) Type() *runtime.Type { return patternType }

var patternType = newPatternType()

func patternOf(v runtime.Value) *rePattern { p, _ := runtime.Payload[*rePattern](v); return p }

// patternFlagNames are the flags Pattern's repr names, in its order.
var patternFlagNames = []struct {
	name  string
	value int
}{
	{"re.TEMPLATE", sre.FlagTemplate}, {"re.IGNORECASE", sre.FlagIgnoreCase}, {"re.LOCALE", sre.FlagLocale},
	{"re.MULTILINE", sre.FlagMultiline}, {"re.DOTALL", sre.FlagDotAll}, {"re.UNICODE", sre.FlagUnicode},
	{"re.VERBOSE", sre.FlagVerbose}, {"re.DEBUG", sre.FlagDebug}, {"re.ASCII", sre.FlagASCII},
}

// truncate cuts a repr to n code points, as CPython's %.nR does.
func truncate(s string, n int) string {
	k := 0
	for i := range s {
		if k == n {
			return s[:i]
		}
		k++
	}
	return s
}

// posArgs parses (string, pos=0, endpos=sys.maxsize) of a matching
// method.
func posArgs(t *runtime.Thread, fname string, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, int, int, error) {
	str, posV, endV := runtime.None, runtime.MakeInt(0), runtime.MakeInt(int64(maxSize))
	if kw == nil && len(args) >= 1 && len(args) <= 3 {
		str = args[0]
		if len(args) > 1 {
			posV = args[1]
		}
		if len(args) > 2 {
			endV = args[2]
		}
	} else if err := clinicArgs(fname, args, kw, []string{"string", "pos", "endpos"}, 1, &str, &posV, &endV); err != nil {
		return str, 0, 0, err
	}
	pos, err := runtime.AsSsize(t, posV)
	if err != nil {
		return str, 0, 0, err
	}
	end, err := runtime.AsSsize(t, endV)
	if err != nil {
		return str, 0, 0, err
	}
	return str, pos, end, nil
}

// clampPos adjusts pos and endpos to the subject as sre does.
func clampPos(pos, end, n int) (int, int) {
	if pos < 0 {
		pos = 0
	} else if pos > n {
		pos = n
	}
	if end < 0 {
		end = 0
	} else if end > n {
		end = n
	}
	return pos, end
}

// exec runs one match of p over sj.
func (p *rePattern) exec(t *runtime.Thread, sj *subject, pos, end int, mode sre.Mode) (*reMatch, error) {
	m := p.machine(t, sj)
	defer p.release(t, m)
	ok, err := m.Exec(pos, end, mode, false)
	if err != nil || !ok {
		return nil, err
	}
	pos, end = clampPos(pos, end, sj.n())
	return newMatch(p, sj, m, pos, end), nil
}

// matchValue is Pattern.match/search/fullmatch and the module functions.
func (p *rePattern) matchValue(t *runtime.Thread, str runtime.Value, pos, end int, mode sre.Mode) (runtime.Value, error) {
	sj, err := p.subject(t, str)
	if err != nil {
		return runtime.None, err
	}
	m, err := p.exec(t, sj, pos, end, mode)
	if err != nil || m == nil {
		return runtime.None, err
	}
	m.str = str
	return runtime.MakeObject(m), nil
}

func newPatternType() *runtime.Type {
	c := runtime.NewNativeType("Pattern", "re", nil, false)
	c.Slots.New = noNew("re.Pattern")
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		p := patternOf(self)
		r, err := runtime.Repr(t, p.pattern)
		if err != nil {
			return "", err
		}
		s := "re.compile(" + truncate(r, 200)
		flags := p.flags
		if !p.isBytes && flags&(sre.FlagLocale|sre.FlagUnicode|sre.FlagASCII) == sre.FlagUnicode {
			flags &^= sre.FlagUnicode
		}
		if flags != 0 {
			names := ""
			for _, f := range patternFlagNames {
				if flags&f.value != 0 {
					if names != "" {
						names += "|"
					}
					names += f.name
					flags &^= f.value
				}
			}
			if flags != 0 {
				if names != "" {
					names += "|"
				}
				names += "0x" + hexString(uint64(flags))
			}
			s += ", " + names
		}
		return s + ")", nil
	}
	c.Slots.Hash = func(t *runtime.Thread, self runtime.Value) (int64, error) {
		p := patternOf(self)
		h, err := runtime.Hash(t, p.pattern)
		if err != nil {
			return 0, err
		}
		h ^= int64(p.flags) * 1000003
		if h == -1 {
			h = -2
		}
		return h, nil
	}
	c.Slots.Compare = func(t *runtime.Thread, a, b runtime.Value, op runtime.CompareOp) (runtime.Value, error) {
		if op != runtime.OpEq && op != runtime.OpNe {
			return runtime.NotImplemented, nil
		}
		q, ok := runtime.Payload[*rePattern](b)
		if !ok {
			return runtime.NotImplemented, nil
		}
		p := patternOf(a)
		eq := p == q
		if !eq && p.flags == q.flags && p.isBytes == q.isBytes {
			var err error
			eq, err = runtime.Eq(t, p.pattern, q.pattern)
			if err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeBool(eq == (op == runtime.OpEq)), nil
	}
	matching := func(name string, mode sre.Mode) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			str, pos, end, err := posArgs(t, name, args, kw)
			if err != nil {
				return runtime.None, err
			}
			return patternOf(self).matchValue(t, str, pos, end, mode)
		})
	}
	matching("match", sre.ModeMatch)
	matching("fullmatch", sre.ModeFullMatch)
	matching("search", sre.ModeSearch)
	c.AddMethod("findall", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		str, pos, end, err := posArgs(t, "findall", args, kw)
		if err != nil {
			return runtime.None, err
		}
		return patternOf(self).findall(t, str, pos, end)
	})
	c.AddMethod("finditer", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		str, pos, end, err := posArgs(t, "finditer", args, kw)
		if err != nil {
			return runtime.None, err
		}
		return patternOf(self).finditer(t, str, pos, end)
	})
	c.AddMethod("scanner", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		str, pos, end, err := posArgs(t, "scanner", args, kw)
		if err != nil {
			return runtime.None, err
		}
		return patternOf(self).scanner(t, str, pos, end)
	})
	c.AddMethod("split", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		str, maxsplit := runtime.None, runtime.MakeInt(0)
		if err := clinicArgs("split", args, kw, []string{"string", "maxsplit"}, 1, &str, &maxsplit); err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, maxsplit)
		if err != nil {
			return runtime.None, err
		}
		return patternOf(self).split(t, str, n)
	})
	subMethod := func(name string, withCount bool) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			repl, str, count := runtime.None, runtime.None, runtime.MakeInt(0)
			if err := clinicArgs(name, args, kw, []string{"repl", "string", "count"}, 2, &repl, &str, &count); err != nil {
				return runtime.None, err
			}
			n, err := runtime.AsSsize(t, count)
			if err != nil {
				return runtime.None, err
			}
			return patternOf(self).sub(t, repl, str, n, withCount)
		})
	}
	subMethod("sub", false)
	subMethod("subn", true)
	self := func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return v, nil
	}
	c.AddMethod("__copy__", self)
	c.AddMethod("__deepcopy__", self)
	addClassGetItem(c)
	c.AddMethod("__reduce__", func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		p := patternOf(v)
		return runtime.MakeTuple(p.st.compileFn, runtime.MakeTuple(p.pattern, runtime.MakeInt(int64(p.flags)))), nil
	})
	c.AddGetter("pattern", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) { return patternOf(v).pattern, nil })
	c.AddGetter("flags", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(patternOf(v).flags)), nil
	})
	c.AddGetter("groups", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(patternOf(v).prog.Groups)), nil
	})
	c.AddGetter("groupindex", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		p := patternOf(v)
		d := runtime.NewDict(t)
		for _, name := range p.prog.Names {
			if err := d.Set(t, runtime.MakeStr(name), runtime.MakeInt(int64(p.prog.GroupIndex[name]))); err != nil {
				return runtime.None, err
			}
		}
		return runtime.Call(t, runtime.MakeObject(runtime.MappingProxyType), []runtime.Value{runtime.MakeObject(d)}, nil)
	})
	c.Finish()
	return c
}

func hexString(v uint64) string {
	const digits = "0123456789abcdef"
	if v == 0 {
		return "0"
	}
	var b [16]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b[i:])
}

// clinicArgs binds the arguments of a method that CPython declares with
// Argument Clinic, with its messages. names lists the parameters, the
// first nreq required; ptrs receive the values given.
func clinicArgs(fname string, args []runtime.Value, kw *runtime.KwArgs, names []string, nreq int, ptrs ...*runtime.Value) error {
	if n := len(args) + kw.Len(); n > len(names) {
		return runtime.Errorf(runtime.TypeError, "%s() takes at most %d argument%s (%d given)", fname, len(names), plural(len(names)), n)
	}
	set := make([]bool, len(names))
	for i, a := range args {
		*ptrs[i] = a
		set[i] = true
	}
	if kw != nil {
		for k, name := range kw.Names {
			found := -1
			for i, n := range names {
				if n == name {
					found = i
				}
			}
			if found < 0 {
				return runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for %s()", name, fname)
			}
			if set[found] {
				return runtime.Errorf(runtime.TypeError, "argument for %s() given by name ('%s') and position (%d)", fname, name, found+1)
			}
			*ptrs[found] = kw.Values[k]
			set[found] = true
		}
	}
	for i := 0; i < nreq; i++ {
		if !set[i] {
			return runtime.Errorf(runtime.TypeError, "%s() missing required argument '%s' (pos %d)", fname, names[i], i+1)
		}
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// addClassGetItem gives a class __class_getitem__, so that re.Pattern[str]
// is a types.GenericAlias as in CPython; it borrows list's.
func addClassGetItem(c *runtime.Type) {
	v, ok := runtime.ListType.Lookup("__class_getitem__")
	if !ok {
		return
	}
	if d, ok := v.Object().(*runtime.MethodDescriptor); ok {
		c.AddClassMethod("__class_getitem__", d.Fn)
	}
}

// noNew is the constructor of a class that Python code cannot
// instantiate.
func noNew(name string) func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	return func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "cannot create '%s' instances", name)
	}
}

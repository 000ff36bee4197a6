// This file defines re.Match, the result of a successful match.

package stdlib

import (
	"strconv"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

// reMatch is a match object.
type reMatch struct {
	runtime.Identity
	pat       *rePattern
	sj        *subject
	str       runtime.Value // the subject as given
	spans     []int         // start and end of each group, -1 when unset
	lastIndex int
	pos, end  int
	buf       [6]int // spans of a match with up to two groups
}

// Type returns re.Match.
func (*reMatch) Type() *runtime.Type { return matchType }

var matchType = newMatchType()

func matchOf(v runtime.Value) *reMatch { m, _ := runtime.Payload[*reMatch](v); return m }

// newMatch copies the result of machine m.
func newMatch(p *rePattern, sj *subject, m *sre.Machine, pos, end int) *reMatch {
	n := p.prog.Groups + 1
	mo := &reMatch{pat: p, sj: sj, lastIndex: m.LastIndex(), pos: pos, end: end}
	if 2*n <= len(mo.buf) {
		mo.spans = mo.buf[:2*n]
	} else {
		mo.spans = make([]int, 2*n)
	}
	for g := 0; g < n; g++ {
		mo.spans[2*g], mo.spans[2*g+1] = m.Span(g)
	}
	return mo
}

// group returns the text of group g, or def when it did not match.
func (m *reMatch) group(g int, def runtime.Value) runtime.Value {
	s, e := m.spans[2*g], m.spans[2*g+1]
	if s < 0 || e < 0 || e < s {
		return def
	}
	return m.sj.slice(s, e)
}

// index resolves a group argument: a number or a name.
func (m *reMatch) index(t *runtime.Thread, v runtime.Value) (int, error) {
	groups := m.pat.prog.Groups
	var i int64 = -1
	if n, ok := runtime.AsInt(v); ok {
		if x, ok := n.Int64(); ok {
			i = x
		}
	} else {
		if _, hasIndex := v.Type().Lookup("__index__"); hasIndex {
			x, err := runtime.AsSsize(t, v)
			if err != nil {
				return 0, err
			}
			i = int64(x)
		} else {
			if _, err := runtime.Hash(t, v); err != nil {
				return 0, err
			}
			if s, ok := runtime.AsStr(v); ok {
				if g, ok := m.pat.prog.GroupIndex[s]; ok {
					i = int64(g)
				}
			}
		}
	}
	if i < 0 || i > int64(groups) {
		return 0, runtime.Errorf(runtime.IndexError, "no such group")
	}
	return int(i), nil
}

func newMatchType() *runtime.Type {
	c := runtime.NewNativeType("Match", "re", nil, false)
	c.Slots.New = noNew("re.Match")
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		m := matchOf(self)
		r, err := runtime.Repr(t, m.group(0, runtime.None))
		if err != nil {
			return "", err
		}
		return "<re.Match object; span=(" + strconv.Itoa(m.spans[0]) + ", " + strconv.Itoa(m.spans[1]) +
			"), match=" + truncate(r, 50) + ">", nil
	}
	c.Slots.GetItem = func(t *runtime.Thread, self, key runtime.Value) (runtime.Value, error) {
		m := matchOf(self)
		g, err := m.index(t, key)
		if err != nil {
			return runtime.None, err
		}
		return m.group(g, runtime.None), nil
	}
	c.AddMethod("group", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if kw.Len() > 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "group() takes no keyword arguments")
		}
		m := matchOf(self)
		switch len(args) {
		case 0:
			return m.group(0, runtime.None), nil
		case 1:
			g, err := m.index(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			return m.group(g, runtime.None), nil
		}
		out := make([]runtime.Value, len(args))
		for i, a := range args {
			g, err := m.index(t, a)
			if err != nil {
				return runtime.None, err
			}
			out[i] = m.group(g, runtime.None)
		}
		return runtime.MakeTuple(out...), nil
	})
	c.AddMethod("groups", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		def := runtime.None
		if err := clinicArgs("groups", args, kw, []string{"default"}, 0, &def); err != nil {
			return runtime.None, err
		}
		m := matchOf(self)
		out := make([]runtime.Value, m.pat.prog.Groups)
		for g := range out {
			out[g] = m.group(g+1, def)
		}
		return runtime.MakeTuple(out...), nil
	})
	c.AddMethod("groupdict", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		def := runtime.None
		if err := clinicArgs("groupdict", args, kw, []string{"default"}, 0, &def); err != nil {
			return runtime.None, err
		}
		m := matchOf(self)
		d := runtime.NewDict(t)
		for _, name := range m.pat.prog.Names {
			if err := d.Set(t, runtime.MakeStr(name), m.group(m.pat.prog.GroupIndex[name], def)); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(d), nil
	})
	position := func(name string, f func(m *reMatch, g int) runtime.Value) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			gv := runtime.MakeInt(0)
			if err := runtime.UnpackPositional(name, args, kw, 0, &gv); err != nil {
				return runtime.None, err
			}
			m := matchOf(self)
			g, err := m.index(t, gv)
			if err != nil {
				return runtime.None, err
			}
			return f(m, g), nil
		})
	}
	position("start", func(m *reMatch, g int) runtime.Value { return runtime.MakeInt(int64(m.spans[2*g])) })
	position("end", func(m *reMatch, g int) runtime.Value { return runtime.MakeInt(int64(m.spans[2*g+1])) })
	position("span", func(m *reMatch, g int) runtime.Value {
		return runtime.MakeTuple(runtime.MakeInt(int64(m.spans[2*g])), runtime.MakeInt(int64(m.spans[2*g+1])))
	})
	c.AddMethod("expand", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var tmpl runtime.Value
		if err := runtime.UnpackArgs(t, "expand", args, kw, "template", &tmpl); err != nil {
			return runtime.None, err
		}
		m := matchOf(self)
		items, lit, err := m.pat.template(t, tmpl)
		if err != nil {
			return runtime.None, err
		}
		var b []byte
		if items == nil {
			b = append(b, lit...)
		} else {
			b = m.pat.expand(b, items, m.sj, m.spans)
		}
		if m.pat.isBytes {
			return runtime.MakeBytes(string(b)), nil
		}
		return runtime.MakeStr(string(b)), nil
	})
	self := func(t *runtime.Thread, v runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return v, nil
	}
	c.AddMethod("__copy__", self)
	c.AddMethod("__deepcopy__", self)
	addClassGetItem(c)
	c.AddGetter("string", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) { return matchOf(v).str, nil })
	c.AddGetter("re", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeObject(matchOf(v).pat), nil
	})
	c.AddGetter("pos", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(matchOf(v).pos)), nil
	})
	c.AddGetter("endpos", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(matchOf(v).end)), nil
	})
	c.AddGetter("lastindex", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		m := matchOf(v)
		if m.lastIndex < 0 {
			return runtime.None, nil
		}
		return runtime.MakeInt(int64(m.lastIndex)), nil
	})
	c.AddGetter("lastgroup", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		m := matchOf(v)
		if m.lastIndex < 0 {
			return runtime.None, nil
		}
		for name, g := range m.pat.prog.GroupIndex {
			if g == m.lastIndex {
				return runtime.MakeStr(name), nil
			}
		}
		return runtime.None, nil
	})
	c.AddGetter("regs", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		m := matchOf(v)
		out := make([]runtime.Value, len(m.spans)/2)
		for g := range out {
			out[g] = runtime.MakeTuple(runtime.MakeInt(int64(m.spans[2*g])), runtime.MakeInt(int64(m.spans[2*g+1])))
		}
		return runtime.MakeTuple(out...), nil
	})
	c.Finish()
	return c
}

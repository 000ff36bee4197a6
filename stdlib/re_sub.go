// This file holds the operations of re that scan a subject for successive
// matches: sub and subn with their replacement templates, split, findall,
// finditer and the scanner. After an empty match the next search starts
// at the same place but may not end there, as in CPython 3.7 and later.

package stdlib

import (
	"slices"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

// template returns the parsed replacement template tmpl, or nil and its
// text when it is a literal (it holds no backslash).
func (p *rePattern) template(t *runtime.Thread, tmpl runtime.Value) ([]sre.TemplateItem, string, error) {
	var text string
	isBytes := false
	if s, ok := runtime.AsStr(tmpl); ok {
		text = s
	} else if b, ok := bytesData(tmpl); ok {
		text, isBytes = b, true
	} else {
		return nil, "", runtime.Errorf(runtime.TypeError, "decoding to str: need a bytes-like object, %s found", tmpl.TypeName())
	}
	if isBytes != p.isBytes {
		if p.isBytes {
			return nil, "", runtime.Errorf(runtime.TypeError, "sequence item 0: expected a bytes-like object, str found")
		}
		return nil, "", runtime.Errorf(runtime.TypeError, "sequence item 0: expected str instance, bytes found")
	}
	if !hasBackslash(text) {
		return nil, text, nil
	}
	// CPython caches parsed templates by the template, so an unhashable
	// one (a bytearray) fails there.
	if _, err := runtime.Hash(t, tmpl); err != nil {
		return nil, "", err
	}
	if items, ok := p.templates[text]; ok {
		return items, "", nil
	}
	var runes []rune
	if isBytes {
		runes = latin1Runes(text)
	} else {
		runes = decodeWTF8(text)
	}
	p.st.meter(t)
	items, perr := sre.ParseTemplate(runes, isBytes, p.prog, p.st.host)
	if perr != nil {
		return nil, "", p.st.reError(t, perr, tmpl)
	}
	if items == nil {
		items = []sre.TemplateItem{}
	}
	if p.templates == nil {
		p.templates = map[string][]sre.TemplateItem{}
	}
	if len(p.templates) < 64 {
		p.templates[text] = items
	}
	return items, "", nil
}

// expand appends the expansion of a parsed template for a match.
func (p *rePattern) expand(b []byte, items []sre.TemplateItem, sj *subject, spans []int) []byte {
	for _, it := range items {
		if it.Group < 0 {
			for _, r := range it.Lit {
				if p.isBytes {
					b = append(b, byte(r))
				} else {
					b = appendRuneWTF8(b, r)
				}
			}
			continue
		}
		s, e := spans[2*it.Group], spans[2*it.Group+1]
		if s >= 0 && e >= s {
			b = append(b, sj.text(s, e)...)
		}
	}
	return b
}

// sub is Pattern.sub and subn.
func (p *rePattern) sub(t *runtime.Thread, repl, str runtime.Value, count int, withCount bool) (runtime.Value, error) {
	sj, err := p.subject(t, str)
	if err != nil {
		return runtime.None, err
	}
	var items []sre.TemplateItem
	var lit string
	callable := false
	if _, isStr := runtime.AsStr(repl); !isStr {
		if _, isBytes := bytesData(repl); !isBytes && runtime.Callable(repl) {
			callable = true
		}
	}
	if !callable {
		if items, lit, err = p.template(t, repl); err != nil {
			return runtime.None, err
		}
	}
	m := p.machine(t, sj)
	defer p.release(t, m)
	n := sj.n()
	var out []byte
	pieces := 0
	last, pos, done := 0, 0, 0
	must := false
	for count == 0 || done < count {
		ok, err := m.Exec(pos, n, sre.ModeSearch, must)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		b, e := m.Span(0)
		if len(out) > 4096 && cap(out)-len(out) < 1024 {
			out = slices.Grow(out, len(out))
		}
		if last < b {
			out = append(out, sj.text(last, b)...)
			pieces++
		}
		switch {
		case callable:
			mo := newMatch(p, sj, m, 0, n)
			mo.str = str
			r, err := runtime.Call(t, repl, []runtime.Value{runtime.MakeObject(mo)}, nil)
			if err != nil {
				return runtime.None, err
			}
			if !r.IsNone() {
				if p.isBytes {
					s, ok := bytesData(r)
					if !ok {
						return runtime.None, runtime.Errorf(runtime.TypeError, "sequence item %d: expected a bytes-like object, %s found", pieces, r.TypeName())
					}
					out = append(out, s...)
				} else {
					s, ok := runtime.AsStr(r)
					if !ok {
						return runtime.None, runtime.Errorf(runtime.TypeError, "sequence item %d: expected str instance, %s found", pieces, r.TypeName())
					}
					out = append(out, s...)
				}
				pieces++
			}
		case items != nil:
			spans := make([]int, 2*(p.prog.Groups+1))
			for g := 0; g <= p.prog.Groups; g++ {
				spans[2*g], spans[2*g+1] = m.Span(g)
			}
			out = p.expand(out, items, sj, spans)
			pieces++
		default:
			out = append(out, lit...)
			pieces++
		}
		done++
		last, pos = e, e
		must = e == b
	}
	if last < n {
		out = append(out, sj.text(last, n)...)
	}
	if err := t.Charge(int64(len(out))); err != nil {
		return runtime.None, err
	}
	var res runtime.Value
	switch {
	case done == 0 && !p.isBytes:
		if _, exact := str.Object().(*runtime.Str); exact {
			res = str
		} else {
			res = runtime.MakeStr(sj.s)
		}
	case p.isBytes:
		res = runtime.MakeBytes(string(out))
	default:
		res = runtime.MakeStr(string(out))
	}
	if withCount {
		return runtime.MakeTuple(res, runtime.MakeInt(int64(done))), nil
	}
	return res, nil
}

// split is Pattern.split.
func (p *rePattern) split(t *runtime.Thread, str runtime.Value, maxsplit int) (runtime.Value, error) {
	sj, err := p.subject(t, str)
	if err != nil {
		return runtime.None, err
	}
	m := p.machine(t, sj)
	defer p.release(t, m)
	n := sj.n()
	var out []runtime.Value
	last, pos, done := 0, 0, 0
	must := false
	for maxsplit == 0 || done < maxsplit {
		ok, err := m.Exec(pos, n, sre.ModeSearch, must)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		b, e := m.Span(0)
		out = growValues(out)
		out = append(out, sj.slice(last, b))
		for g := 1; g <= p.prog.Groups; g++ {
			s, e := m.Span(g)
			if s < 0 {
				out = append(out, runtime.None)
			} else {
				out = append(out, sj.slice(s, e))
			}
		}
		done++
		last, pos = e, e
		must = e == b
	}
	out = append(out, sj.slice(last, n))
	if err := t.Charge(int64(len(out)) * resultItemSize); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(runtime.NewList(out)), nil
}

// findall is Pattern.findall.
func (p *rePattern) findall(t *runtime.Thread, str runtime.Value, pos, end int) (runtime.Value, error) {
	sj, err := p.subject(t, str)
	if err != nil {
		return runtime.None, err
	}
	m := p.machine(t, sj)
	defer p.release(t, m)
	pos, end = clampPos(pos, end, sj.n())
	groups := p.prog.Groups
	var out []runtime.Value
	must := false
	for pos <= end {
		ok, err := m.Exec(pos, end, sre.ModeSearch, must)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			break
		}
		b, e := m.Span(0)
		out = growValues(out)
		switch groups {
		case 0:
			out = append(out, sj.slice(b, e))
		case 1:
			out = append(out, groupOrEmpty(sj, m, 1))
		default:
			items := make([]runtime.Value, groups)
			for g := range items {
				items[g] = groupOrEmpty(sj, m, g+1)
			}
			out = append(out, runtime.MakeTuple(items...))
		}
		must = e == b
		pos = e
	}
	if err := t.Charge(int64(len(out)) * resultItemSize); err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(runtime.NewList(out)), nil
}

// resultItemSize approximates the bytes of one item of a findall or split
// result (its list slot and its str object), for memory accounting.
const resultItemSize = 64

// growValues doubles a full result list, so that a long list is copied a
// few times rather than the many times append's gentler growth would.
func growValues(out []runtime.Value) []runtime.Value {
	if len(out) == cap(out) && len(out) >= 256 {
		return slices.Grow(out, len(out))
	}
	return out
}

func groupOrEmpty(sj *subject, m *sre.Machine, g int) runtime.Value {
	s, e := m.Span(g)
	if s < 0 || e < s {
		return sj.empty()
	}
	return sj.slice(s, e)
}

// reScanner is the object of Pattern.scanner: successive matches of one
// subject.
type reScanner struct {
	runtime.Identity
	p        *rePattern
	sj       *subject
	str      runtime.Value
	pos, end int
	must     bool
	done     bool
	startPos int
}

// Type returns SRE_Scanner.
func (*reScanner) Type() *runtime.Type { return scannerType }

var scannerType = newScannerType()

func newScannerType() *runtime.Type {
	c := runtime.NewNativeType("SRE_Scanner", "_sre", nil, false)
	method := func(name string, mode sre.Mode) {
		c.AddMethod(name, func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := runtime.UnpackPositional(name, args, kw, 0); err != nil {
				return runtime.None, err
			}
			s, _ := runtime.Payload[*reScanner](self)
			return s.next(t, mode)
		})
	}
	method("match", sre.ModeMatch)
	method("search", sre.ModeSearch)
	c.AddGetter("pattern", func(t *runtime.Thread, v runtime.Value) (runtime.Value, error) {
		s, _ := runtime.Payload[*reScanner](v)
		return runtime.MakeObject(s.p), nil
	})
	c.Finish()
	return c
}

// next returns the next match of the scanner, or None.
func (s *reScanner) next(t *runtime.Thread, mode sre.Mode) (runtime.Value, error) {
	if s.done || s.pos > s.end {
		s.done = true
		return runtime.None, nil
	}
	m := s.p.machine(t, s.sj)
	defer s.p.release(t, m)
	ok, err := m.Exec(s.pos, s.end, mode, s.must)
	if err != nil {
		return runtime.None, err
	}
	if !ok {
		s.done = true
		return runtime.None, nil
	}
	b, e := m.Span(0)
	mo := newMatch(s.p, s.sj, m, s.startPos, s.end)
	mo.str = s.str
	s.must = e == b
	s.pos = e
	return runtime.MakeObject(mo), nil
}

// scanner is Pattern.scanner.
func (p *rePattern) scanner(t *runtime.Thread, str runtime.Value, pos, end int) (runtime.Value, error) {
	s, err := p.newScanner(t, str, pos, end)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeObject(s), nil
}

func (p *rePattern) newScanner(t *runtime.Thread, str runtime.Value, pos, end int) (*reScanner, error) {
	sj, err := p.subject(t, str)
	if err != nil {
		return nil, err
	}
	pos, end = clampPos(pos, end, sj.n())
	return &reScanner{p: p, sj: sj, str: str, pos: pos, end: end, startPos: pos}, nil
}

// finditer is Pattern.finditer: iter(scanner.search, None).
func (p *rePattern) finditer(t *runtime.Thread, str runtime.Value, pos, end int) (runtime.Value, error) {
	s, err := p.newScanner(t, str, pos, end)
	if err != nil {
		return runtime.None, err
	}
	search := runtime.NewModuleFunction("_sre", "search", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return s.next(t, sre.ModeSearch)
	})
	return runtime.MakeObject(runtime.NewCallableIter(runtime.MakeObject(search), runtime.None)), nil
}

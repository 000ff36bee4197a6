// This file is the csv writer's quoting (see csv_core.go): one call turns
// a row into the line the writer writes, deciding per field, as CPython's
// _csv does, whether it needs quotes or escapes.

package stdlib

import (
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

const (
	csvQuoteMinimal = iota
	csvQuoteAll
	csvQuoteNonNumeric
	csvQuoteNone
)

// csvWriterConfig is a writer's dialect.
type csvWriterConfig struct {
	csvChars
	lineTerminator string
	doubleQuote    bool
	quoting        int
}

func csvWriterConfigOf(v runtime.Value) (*csvWriterConfig, error) {
	tup, ok := v.Object().(*runtime.Tuple)
	if !ok || tup.Len() != 6 {
		return nil, runtime.Errorf(runtime.TypeError, "join(): bad dialect tuple")
	}
	items := tup.Items()
	c := &csvWriterConfig{}
	if err := c.decode(items); err != nil {
		return nil, err
	}
	c.doubleQuote = items[3].IsTrue()
	q, ok := csvInt(items[4])
	if !ok {
		return nil, runtime.Errorf(runtime.TypeError, "join(): quoting must be an int")
	}
	c.quoting = q
	c.lineTerminator, _ = runtime.AsStr(items[5])
	return c, nil
}

// special reports whether c is a character that makes a field need quotes
// or escapes.
func (c *csvWriterConfig) special(r rune, raw string) bool {
	return r == c.delim || (c.quote != noChar && r == c.quote) || (c.esc != noChar && r == c.esc) ||
		strings.Contains(c.lineTerminator, raw)
}

func csvError(t *runtime.Thread, cls runtime.Value, msg string) error {
	v, err := runtime.Call(t, cls, []runtime.Value{runtime.MakeStr(msg)}, nil)
	if err != nil {
		return err
	}
	if e, ok := v.Object().(*runtime.Exception); ok {
		return e
	}
	return runtime.Errorf(runtime.TypeError, "csv error class made a non-exception")
}

func csvJoin(t *runtime.Thread, row, cfgv, errCls runtime.Value) (runtime.Value, error) {
	c, err := csvWriterConfigOf(cfgv)
	if err != nil {
		return runtime.None, err
	}
	var items []runtime.Value
	switch o := row.Object().(type) {
	case *runtime.List:
		items = o.Items()
	case *runtime.Tuple:
		items = o.Items()
	}
	if items == nil && row.Type() != runtime.ListType && row.Type() != runtime.TupleType {
		it, err := runtime.Iter(t, row)
		if err != nil {
			if runtime.ErrorMatches(err, runtime.TypeErrorType) {
				return runtime.None, csvError(t, errCls, "iterable expected, not "+row.Type().MessageName())
			}
			return runtime.None, err
		}
		if items, err = runtime.IterToSlice(t, it); err != nil {
			return runtime.None, err
		}
	}
	var b strings.Builder
	for i, v := range items {
		if i > 0 {
			b.WriteString(c.delimStr)
		}
		if err := csvField(t, &b, c, v, errCls); err != nil {
			return runtime.None, err
		}
	}
	if len(items) == 1 && b.Len() == 0 {
		if c.quoting == csvQuoteNone {
			return runtime.None, csvError(t, errCls, "single empty field record must be quoted")
		}
		b.WriteString(c.quoteStr)
		b.WriteString(c.quoteStr)
	}
	b.WriteString(c.lineTerminator)
	if err := t.Charge(int64(b.Len())); err != nil {
		return runtime.None, err
	}
	return runtime.MakeStr(b.String()), nil
}

// csvIsNumber is CPython's PyNumber_Check, which QUOTE_NONNUMERIC asks:
// an int, a float, a complex, or a type with __index__, __float__ or
// __int__.
func csvIsNumber(v runtime.Value) bool {
	if v.IsSmallInt() || v.IsFloat() || v.IsBool() {
		return true
	}
	typ := v.Type()
	if typ.IsSubtype(runtime.IntType) || typ.IsSubtype(runtime.FloatType) || typ.IsSubtype(runtime.ComplexType) {
		return true
	}
	for _, name := range [...]string{"__index__", "__float__", "__int__"} {
		if _, ok := typ.Lookup(name); ok {
			return true
		}
	}
	return false
}

// csvField writes one field, quoted or escaped as the dialect needs.
func csvField(t *runtime.Thread, b *strings.Builder, c *csvWriterConfig, v runtime.Value, errCls runtime.Value) error {
	quoted := c.quoting == csvQuoteAll || (c.quoting == csvQuoteNonNumeric && !csvIsNumber(v))
	var s string
	if v.IsNone() {
		s = ""
	} else if str, ok := runtime.AsStr(v); ok && v.Type() == runtime.StrType {
		s = str
	} else {
		sv, err := runtime.StrOf(t, v)
		if err != nil {
			return err
		}
		s, _ = runtime.AsStr(sv)
	}
	plain := true
	for i := 0; i < len(s); {
		r, n := wtf8Rune(s[i:])
		if c.special(r, s[i:i+n]) {
			plain = false
			break
		}
		i += n
	}
	if plain {
		if quoted {
			b.WriteString(c.quoteStr)
			b.WriteString(s)
			b.WriteString(c.quoteStr)
		} else {
			b.WriteString(s)
		}
		return nil
	}
	var out strings.Builder
	for i := 0; i < len(s); {
		r, n := wtf8Rune(s[i:])
		raw := s[i : i+n]
		i += n
		if c.special(r, raw) {
			escape := false
			if c.quoting == csvQuoteNone {
				escape = true
			} else {
				if c.quote != noChar && r == c.quote {
					if c.doubleQuote {
						out.WriteString(raw)
					} else {
						escape = true
					}
				} else if c.esc != noChar && r == c.esc {
					escape = true
				}
				if !escape {
					quoted = true
				}
			}
			if escape {
				if c.esc == noChar {
					return csvError(t, errCls, "need to escape, but no escapechar set")
				}
				out.WriteString(c.escStr)
			}
		}
		out.WriteString(raw)
	}
	if quoted {
		b.WriteString(c.quoteStr)
		b.WriteString(out.String())
		b.WriteString(c.quoteStr)
	} else {
		b.WriteString(out.String())
	}
	return nil
}

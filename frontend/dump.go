package frontend

import (
	"strconv"
	"strings"
)

// Dump returns the text CPython 3.11 prints for ast.dump(node) with default
// arguments: field names annotated, positions left out, optional fields that
// are None omitted, and constants in their Python repr.
func Dump(n Node) string {
	d := &dumper{}
	d.dumpNode(n)
	return d.b.String()
}

// dumper accumulates the text of Dump. first records, per open node, whether
// the next field is the first, so that separators come out right.
type dumper struct {
	b     strings.Builder
	first []bool
}

func (d *dumper) open(name string) {
	d.b.WriteString(name)
	d.b.WriteByte('(')
	d.first = append(d.first, true)
}

func (d *dumper) close() {
	d.first = d.first[:len(d.first)-1]
	d.b.WriteByte(')')
}

// field writes the separator and "name=" before a field's value.
func (d *dumper) field(name string) {
	top := len(d.first) - 1
	if !d.first[top] {
		d.b.WriteString(", ")
	}
	d.first[top] = false
	d.b.WriteString(name)
	d.b.WriteByte('=')
}

func (d *dumper) child(name string, n Node, isNil bool) {
	if isNil {
		return // an optional field holding None is omitted
	}
	d.field(name)
	d.dumpNode(n)
}

func (d *dumper) list(name string, n int, at func(int) Node) {
	d.field(name)
	d.b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.WriteString(", ")
		}
		if n := at(i); n == nil || isNilNode(n) {
			d.b.WriteString("None") // a None element: Dict.keys, arguments.kw_defaults
		} else {
			d.dumpNode(n)
		}
	}
	d.b.WriteByte(']')
}

func (d *dumper) strList(name string, s []string) {
	d.field(name)
	d.b.WriteByte('[')
	for i, x := range s {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.b.WriteString(ReprStr(Str(x)))
	}
	d.b.WriteByte(']')
}

func (d *dumper) enumList(name string, n int, at func(int) string) {
	d.field(name)
	d.b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.b.WriteString(at(i))
		d.b.WriteString("()")
	}
	d.b.WriteByte(']')
}

// str writes an identifier or string field; "" in an optional field is None.
func (d *dumper) str(name, s string, optional bool) {
	if optional && s == "" {
		return
	}
	d.field(name)
	d.b.WriteString(ReprStr(Str(s)))
}

func (d *dumper) int(name string, v int) {
	d.field(name)
	d.b.WriteString(strconv.Itoa(v))
}

func (d *dumper) enum(name, ctor string) {
	d.field(name)
	d.b.WriteString(ctor)
	d.b.WriteString("()")
}

func (d *dumper) constant(name string, v Value) {
	d.field(name)
	d.b.WriteString(ReprValue(v))
}

// isNilNode reports whether n holds a nil pointer of an expression type,
// as a None element of a list of optional expressions does.
func isNilNode(n Node) bool {
	if e, ok := n.(Expr); ok {
		switch e := e.(type) {
		case *Name:
			return e == nil
		case *Constant:
			return e == nil
		}
	}
	return false
}

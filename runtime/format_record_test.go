package runtime

import "testing"

func TestFormatRecorded(t *testing.T) {
	checkRecords(t, loadRecords(t, "format"), func(c recordCase) string {
		switch c.op {
		case "int":
			return orErr2(formatInt(c.integer(0), c.str(1), "int", 0))
		case "int_limit":
			return orErr2(formatInt(c.integer(0), c.str(1), "int", DefaultMaxStrDigits))
		case "float":
			return orErr2(formatFloat(c.float(0), c.str(1), "float"))
		case "complex":
			return orErr2(formatComplex(complex(c.float(0), c.float(1)), c.str(2), "complex"))
		case "str":
			return orErr2(formatStr(c.str(0), c.str(1), "str"))
		}
		t.Fatalf("unknown op %q", c.op)
		return ""
	})
}

func orErr2(s string, err *Error) string {
	if err != nil {
		return encErr(err)
	}
	return encStr(s)
}

// percentFlags builds a percentSpec from the recorded flags, width,
// precision and conversion.
func percentFlags(c recordCase, first int) percentSpec {
	ps := percentSpec{width: c.num(first + 1), prec: c.num(first + 2), conv: c.str(first + 3)[0]}
	for _, f := range c.str(first) {
		switch f {
		case '-':
			ps.minus = true
		case '+':
			ps.plus = true
		case ' ':
			ps.space = true
		case '#':
			ps.alt = true
		case '0':
			ps.zero = true
		}
	}
	return ps
}

func TestPrintfRecorded(t *testing.T) {
	checkRecords(t, loadRecords(t, "printf"), func(c recordCase) string {
		ps := percentFlags(c, 1)
		switch c.op {
		case "int":
			return orErr2(formatPercentInt(c.integer(0), ps, 0))
		case "float":
			return encStr(formatPercentFloat(c.float(0), ps))
		case "char":
			return orErr2(formatPercentChar(c.integer(0), ps))
		case "str":
			return encStr(formatPercentStr(c.str(0), ps))
		}
		t.Fatalf("unknown op %q", c.op)
		return ""
	})
}

// This file defines the object-level drivers of string formatting: str %
// args (printf-style, with mapping keys and * widths) and str.format /
// format_map (the PEP 3101 replacement-field grammar). The conversion of
// one number is the numbers primitives' (format_printf.go,
// format_num.go).

package runtime

import (
	"math"
	"strconv"
	"strings"
)

// percentArgs hands out the arguments of a % format.
type percentArgs struct {
	items []Value
	next  int
	dict  Value // the mapping for %(key)s, or the zero Value
	used  bool  // a mapping key was used
	// bytes selects bytes % args: the format and result are bytes.
	bytes bool
}

func (a *percentArgs) take() (Value, error) {
	if a.next >= len(a.items) {
		return Value{}, Errorf(TypeError, "not enough arguments for format string")
	}
	v := a.items[a.next]
	a.next++
	return v, nil
}

// PercentFormat returns format % args.
func PercentFormat(t *Thread, format string, args Value) (string, error) {
	return percentFormat(t, format, args, false)
}

// PercentFormatBytes returns format % args for bytes (format and result
// are bytes held in Go strings).
func PercentFormatBytes(t *Thread, format string, args Value) (string, error) {
	return percentFormat(t, format, args, true)
}

func percentFormat(t *Thread, format string, args Value, bytesMode bool) (string, error) {
	pa := &percentArgs{bytes: bytesMode}
	if tp := tupleItems(args); isTuple(args) {
		pa.items = tp
	} else {
		pa.items = []Value{args}
		if args.Type().Slots.GetItem != nil && !isTuple(args) {
			_, isStr := AsStr(args)
			_, isBytes := asBytesData(args)
			if !isStr && !(bytesMode && isBytes) {
				pa.dict = args
			}
		}
	}
	// The result is built in one buffer, on the stack while it is short;
	// each conversion appends to it.
	var stack [256]byte
	b := stack[:0]
	if len(format) > len(stack)/2 {
		b = make([]byte, 0, len(format)*2)
	}
	for i := 0; i < len(format); {
		j := strings.IndexByte(format[i:], '%')
		if j < 0 {
			b = append(b, format[i:]...)
			break
		}
		b = append(b, format[i:i+j]...)
		i += j + 1
		if i >= len(format) {
			return "", Errorf(ValueError, "incomplete format")
		}
		if format[i] == '%' {
			b = append(b, '%')
			i++
			continue
		}
		var err error
		b, i, err = percentOne(t, b, format, i, pa)
		if err != nil {
			return "", err
		}
		if len(b) > 1<<20 {
			if err := t.Charge(int64(len(b))); err != nil {
				return "", err
			}
		}
	}
	if pa.next < len(pa.items) && pa.dict.obj == nil {
		if bytesMode {
			return "", Errorf(TypeError, "not all arguments converted during bytes formatting")
		}
		return "", Errorf(TypeError, "not all arguments converted during string formatting")
	}
	return string(b), nil
}

// percentOne appends to dst the conversion starting at format[i] (just
// after the '%'), returning dst and the index after the conversion.
func percentOne(t *Thread, dst []byte, format string, i int, pa *percentArgs) ([]byte, int, error) {
	var arg Value
	haveArg := false
	if format[i] == '(' {
		if pa.dict.obj == nil {
			return dst, 0, Errorf(TypeError, "format requires a mapping")
		}
		depth := 1
		k := i + 1
		for k < len(format) && depth > 0 {
			switch format[k] {
			case '(':
				depth++
			case ')':
				depth--
			}
			k++
		}
		if depth > 0 {
			return dst, 0, Errorf(ValueError, "incomplete format key")
		}
		key := format[i+1 : k-1]
		kv := MakeStr(key)
		if pa.bytes {
			kv = MakeBytes(key)
		}
		v, err := GetItem(t, pa.dict, kv)
		if err != nil {
			return dst, 0, err
		}
		arg, haveArg = v, true
		pa.used = true
		pa.next = len(pa.items)
		i = k
	}
	ps := percentSpec{width: -1, prec: -1}
flags:
	for i < len(format) {
		switch format[i] {
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
		default:
			break flags
		}
		i++
	}
	num := func() (int, error) {
		if i < len(format) && format[i] == '*' {
			i++
			v, err := pa.take()
			if err != nil {
				return 0, err
			}
			if _, ok := AsInt(v); !ok {
				return 0, Errorf(TypeError, "* wants int")
			}
			n, err := AsSsize(t, v)
			return n, err
		}
		n, seen := 0, false
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			if n > (math.MaxInt32-9)/10 {
				return 0, Errorf(ValueError, "width too big")
			}
			n = n*10 + int(format[i]-'0')
			i++
			seen = true
		}
		if !seen {
			return -1, nil
		}
		return n, nil
	}
	w, err := num()
	if err != nil {
		return dst, 0, err
	}
	if w < -1 {
		ps.minus, w = true, -w
	}
	ps.width = w
	if i < len(format) && format[i] == '.' {
		i++
		p, err := num()
		if err != nil {
			return dst, 0, err
		}
		if p < 0 {
			p = 0
		}
		ps.prec = p
	}
	for i < len(format) && (format[i] == 'h' || format[i] == 'l' || format[i] == 'L') {
		i++
	}
	if i >= len(format) {
		return dst, 0, Errorf(ValueError, "incomplete format")
	}
	r, size := decodeRune(format[i:])
	if pa.bytes {
		r, size = rune(format[i]), 1
	}
	ps.conv = format[i]
	if !haveArg {
		v, err := pa.take()
		if err != nil {
			return dst, 0, err
		}
		arg = v
	}
	i += size
	if ps.minus {
		ps.zero = false
	}
	if pa.bytes {
		switch r {
		case 's', 'b':
			b, err := bytesForPercent(t, arg)
			if err != nil {
				return dst, 0, err
			}
			return append(dst, padBytes(b, ps)...), i, nil
		case 'r', 'a':
			a, err := ASCII(t, arg)
			if err != nil {
				return dst, 0, err
			}
			return append(dst, padBytes(a, ps)...), i, nil
		case 'c':
			if b, ok := asBytesData(arg); ok {
				if len(b) != 1 {
					return dst, 0, Errorf(TypeError, "%%c requires an integer in range(256) or a single byte")
				}
				return append(dst, padBytes(b, ps)...), i, nil
			}
			n, ok := AsInt(arg)
			if !ok {
				return dst, 0, Errorf(TypeError, "%%c requires an integer in range(256) or a single byte")
			}
			c, ok := n.Int64()
			if !ok || c < 0 || c > 255 {
				return dst, 0, Errorf(OverflowError, "%%c arg not in range(256)")
			}
			return append(dst, padBytes(string([]byte{byte(c)}), ps)...), i, nil
		}
	}
	switch r {
	case '%':
		dst = append(dst, '%')
	case 's', 'r', 'a':
		var s string
		var err error
		switch r {
		case 's':
			s, err = ToStr(t, arg)
		case 'r':
			s, err = Repr(t, arg)
		default:
			s, err = ASCII(t, arg)
		}
		if err != nil {
			return dst, 0, err
		}
		dst = appendPercentStr(dst, s, ps)
	case 'd', 'i', 'u':
		n, ok := AsInt(arg)
		if !ok {
			if _, isNum, _ := floatOperand(arg); !isNum && arg.Type().Slots.Unary[OpInt] == nil && arg.Type().Slots.Unary[OpIndex] == nil {
				return dst, 0, Errorf(TypeError, "%%%c format: a real number is required, not %s", r, arg.TypeName())
			}
			v, err := IntOf(t, arg)
			if err != nil {
				return dst, 0, err
			}
			n, _ = AsInt(v)
		}
		ps.conv = 'd'
		var perr *Error
		if dst, perr = appendPercentInt(dst, n, ps, t.maxStrDigits()); perr != nil {
			return dst, 0, perr
		}
	case 'o', 'x', 'X':
		n, ok := AsInt(arg)
		if !ok {
			if arg.Type().Slots.Unary[OpIndex] == nil {
				return dst, 0, Errorf(TypeError, "%%%c format: an integer is required, not %s", r, arg.TypeName())
			}
			v, err := Index(t, arg)
			if err != nil {
				return dst, 0, err
			}
			n, _ = AsInt(v)
		}
		var perr *Error
		if dst, perr = appendPercentInt(dst, n, ps, t.maxStrDigits()); perr != nil {
			return dst, 0, perr
		}
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f, err := AsFloat(t, arg)
		if err != nil {
			return dst, 0, err
		}
		dst = appendPercentFloat(dst, f, ps)
	case 'c':
		if cs, ok := AsStr(arg); ok {
			if cpCount(cs) != 1 {
				return dst, 0, Errorf(TypeError, "%%c requires int or char")
			}
			dst = appendPercentStr(dst, cs, ps)
			break
		}
		n, ok := AsInt(arg)
		if !ok {
			if arg.Type().Slots.Unary[OpIndex] == nil {
				return dst, 0, Errorf(TypeError, "%%c requires int or char")
			}
			v, err := Index(t, arg)
			if err != nil {
				return dst, 0, err
			}
			n, _ = AsInt(v)
		}
		s, perr := formatPercentChar(n, ps)
		if perr != nil {
			return dst, 0, perr
		}
		dst = append(dst, s...)
	default:
		pos := cpCount(format[:i-size])
		if r < 0x80 && strconv.IsPrint(r) || r >= 0x80 && isPrintableRune(r) {
			return dst, 0, Errorf(ValueError, "unsupported format character '%s' (0x%x) at index %d", string(r), r, pos)
		}
		return dst, 0, Errorf(ValueError, "unsupported format character '?' (0x%x) at index %d", r, pos)
	}
	return dst, i, nil
}

// StrFormat returns format.format(*args, **kw), or format.format_map(m)
// when mapping is set (not the zero Value).
func StrFormat(t *Thread, format string, args []Value, kw *KwArgs, mapping Value) (string, error) {
	f := &strFormatter{t: t, args: args, kw: kw, mapping: mapping}
	return f.format(format, 2)
}

// strFormatter walks a str.format template.
type strFormatter struct {
	t       *Thread
	args    []Value
	kw      *KwArgs
	mapping Value
	auto    int // the next automatic field number; -1 once manual numbering is used
	manual  bool
}

// format expands one template; depth limits nesting of specs.
func (f *strFormatter) format(s string, depth int) (string, error) {
	if depth < 0 {
		return "", Errorf(ValueError, "Max string recursion exceeded")
	}
	// The result is built on the stack while it is short: string(b) is
	// then its one allocation.
	var stack [256]byte
	b := stack[:0]
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case '{':
			if i+1 < len(s) && s[i+1] == '{' {
				b = append(b, '{')
				i += 2
				continue
			}
			end, err := fieldEnd(s, i)
			if err != nil {
				return "", err
			}
			r, err := f.field(s[i+1:end], depth)
			if err != nil {
				return "", err
			}
			b = append(b, r...)
			i = end + 1
		case '}':
			if i+1 < len(s) && s[i+1] == '}' {
				b = append(b, '}')
				i += 2
				continue
			}
			return "", Errorf(ValueError, "Single '}' encountered in format string")
		default:
			j := i + 1
			for j < len(s) && s[j] != '{' && s[j] != '}' {
				j++
			}
			b = append(b, s[i:j]...)
			i = j
		}
	}
	return string(b), nil
}

// fieldEnd returns the index of the '}' closing the field opened at i,
// scanning as CPython's parse_field does: the name runs to '}', ':' or
// '!' (a '[' skips to the next ']', a '{' is an error); a '!' takes one
// conversion character, then '}' or ':'; after ':' the spec runs to the
// '}' that balances the braces in it.
func fieldEnd(s string, i int) (int, error) {
	k := i + 1
	if k >= len(s) {
		return 0, Errorf(ValueError, "Single '{' encountered in format string")
	}
	var c byte
	stopped := false
name:
	for k < len(s) {
		c = s[k]
		k++
		switch c {
		case '{':
			return 0, Errorf(ValueError, "unexpected '{' in field name")
		case '[':
			for k < len(s) && s[k] != ']' {
				k++
			}
		case '}', ':', '!':
			stopped = true
			break name
		}
	}
	switch {
	case !stopped:
		return 0, Errorf(ValueError, "expected '}' before end of string")
	case c == '}':
		return k - 1, nil
	case c == '!':
		if k >= len(s) {
			return 0, Errorf(ValueError, "end of string while looking for conversion specifier")
		}
		_, size := decodeRune(s[k:]) // the conversion: any one character
		k += size
		if k < len(s) {
			c = s[k]
			k++
			if c == '}' {
				return k - 1, nil
			}
			if c != ':' {
				return 0, Errorf(ValueError, "expected ':' after conversion specifier")
			}
		}
	}
	depth := 1
	for ; k < len(s); k++ {
		switch s[k] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return k, nil
			}
		}
	}
	return 0, Errorf(ValueError, "unmatched '{' in format spec")
}

// field renders one replacement field: name[.attr|[key]]...[!conv][:spec].
func (f *strFormatter) field(body string, depth int) (string, error) {
	// Split off the spec at the first ':' and the conversion at '!',
	// both outside brackets.
	nameEnd := len(body)
	inBracket := false
	for k := 0; k < len(body); k++ {
		c := body[k]
		if c == '[' {
			inBracket = true
		} else if c == ']' {
			inBracket = false
		} else if !inBracket && (c == ':' || c == '!') {
			nameEnd = k
			break
		}
	}
	name := body[:nameEnd]
	rest := body[nameEnd:]
	conv := rune(0)
	spec := ""
	if strings.HasPrefix(rest, "!") {
		if len(rest) < 2 {
			return "", Errorf(ValueError, "end of string while looking for conversion specifier")
		}
		r, size := decodeRune(rest[1:])
		conv = r
		rest = rest[1+size:]
		if rest != "" && rest[0] != ':' {
			return "", Errorf(ValueError, "expected ':' after conversion specifier")
		}
	}
	if strings.HasPrefix(rest, ":") {
		spec = rest[1:]
	}
	v, err := f.lookup(name)
	if err != nil {
		return "", err
	}
	switch conv {
	case 0:
	case 'r', 's', 'a':
		var s string
		switch conv {
		case 'r':
			s, err = Repr(f.t, v)
		case 's':
			s, err = ToStr(f.t, v)
		default:
			s, err = ASCII(f.t, v)
		}
		if err != nil {
			return "", err
		}
		v = MakeStr(s)
	default:
		// CPython shows a printable ASCII conversion as itself, any other
		// as its code point in hex.
		if conv > 32 && conv < 127 {
			return "", Errorf(ValueError, "Unknown conversion specifier %c", conv)
		}
		return "", Errorf(ValueError, "Unknown conversion specifier \\x%x", conv)
	}
	if strings.ContainsAny(spec, "{}") {
		if spec, err = f.format(spec, depth-1); err != nil {
			return "", err
		}
	}
	return Format(f.t, v, spec)
}

// lookup resolves a field name: an argument (by number or automatic
// numbering, or by keyword) followed by .attr and [key] parts.
func (f *strFormatter) lookup(name string) (Value, error) {
	k := indexDotBracket(name)
	first := name
	if k >= 0 {
		first = name[:k]
	}
	var v Value
	if first == "" || isDecimalDigits(first) {
		var idx int
		if first == "" {
			if f.manual {
				return Value{}, Errorf(ValueError, "cannot switch from manual field specification to automatic field numbering")
			}
			idx = f.auto
			f.auto++
		} else {
			if f.auto > 0 {
				return Value{}, Errorf(ValueError, "cannot switch from automatic field numbering to manual field specification")
			}
			f.manual = true
			n, err := strconv.Atoi(first)
			if err != nil {
				return Value{}, Errorf(ValueError, "Too many decimal digits in format string")
			}
			idx = n
		}
		if f.mapping.obj != nil {
			return Value{}, Errorf(ValueError, "Format string contains positional fields")
		}
		if idx >= len(f.args) {
			return Value{}, Errorf(IndexError, "Replacement index %d out of range for positional args tuple", idx)
		}
		v = f.args[idx]
	} else {
		var ok bool
		if f.mapping.obj != nil {
			var err error
			if v, err = GetItem(f.t, f.mapping, MakeStr(first)); err != nil {
				return Value{}, err
			}
		} else if v, ok = f.kw.Get(first); !ok {
			return Value{}, KeyErrorOf(MakeStr(first))
		}
	}
	rest := ""
	if k >= 0 {
		rest = name[k:]
	}
	for rest != "" {
		switch rest[0] {
		case '.':
			end := indexDotBracket(rest[1:])
			if end < 0 {
				end = len(rest) - 1
			}
			attr := rest[1 : 1+end]
			if attr == "" {
				return Value{}, Errorf(ValueError, "Empty attribute in format string")
			}
			var err error
			if v, err = GetAttr(f.t, v, attr); err != nil {
				return Value{}, err
			}
			rest = rest[1+end:]
		case '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return Value{}, Errorf(ValueError, "Missing ']' in format string")
			}
			key := rest[1:end]
			if key == "" {
				return Value{}, Errorf(ValueError, "Empty attribute in format string")
			}
			var kv Value
			if isDecimalDigits(key) {
				n, _ := strconv.Atoi(key)
				kv = MakeInt(int64(n))
			} else {
				kv = MakeStr(key)
			}
			var err error
			if v, err = GetItem(f.t, v, kv); err != nil {
				return Value{}, err
			}
			rest = rest[end+1:]
			if rest != "" && rest[0] != '.' && rest[0] != '[' {
				return Value{}, Errorf(ValueError, "Only '.' or '[' may follow ']' in format field specifier")
			}
		default:
			return Value{}, Errorf(ValueError, "Only '.' or '[' may follow ']' in format field specifier")
		}
	}
	return v, nil
}

// isDecimalDigits reports whether s is a non-empty run of ASCII digits.
func isDecimalDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// bytesForPercent converts the argument of %s/%b in bytes formatting.
func bytesForPercent(t *Thread, v Value) (string, error) {
	if b, ok := asBytesData(v); ok {
		return b, nil
	}
	if f, ok := v.Type().Lookup("__bytes__"); ok {
		r, err := callBound(t, f, v, nil, nil)
		if err != nil {
			return "", err
		}
		if b, ok := bytesString(r); ok {
			return b, nil
		}
		return "", Errorf(TypeError, "__bytes__ returned non-bytes (type %s)", r.TypeName())
	}
	return "", Errorf(TypeError, "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", v.TypeName())
}

// padBytes applies the precision (truncation) and width of a %s-like
// conversion to bytes, counting bytes.
func padBytes(b string, ps percentSpec) string {
	if ps.prec >= 0 && ps.prec < len(b) && ps.conv != 'c' {
		b = b[:ps.prec]
	}
	if ps.width > len(b) {
		pad := strings.Repeat(" ", ps.width-len(b))
		if ps.minus {
			return b + pad
		}
		return pad + b
	}
	return b
}

// indexDotBracket returns the index of the first '.' or '[' in a field
// name, or -1: names are short, and a loop beats IndexAny's set.
func indexDotBracket(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' || s[i] == '[' {
			return i
		}
	}
	return -1
}

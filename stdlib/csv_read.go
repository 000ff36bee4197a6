// This file is the csv reader's state machine (see csv_core.go): it takes
// lines from an iterator until one record is complete, as CPython's _csv
// does, including its error messages and its treatment of the end of the
// input.

package stdlib

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

// The reader's states, named as in CPython's _csv.
const (
	csvStartRecord = iota
	csvStartField
	csvEscapedChar
	csvInField
	csvInQuoted
	csvEscapeInQuoted
	csvQuoteInQuoted
	csvEatCRNL
	// csvAfterEscapedCRNL behaves like csvInField, except that an ordinary
	// character keeps it, so the end of a line does not end the record.
	csvAfterEscapedCRNL
)

const csvNewlineMsg = "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"

// csvReader reads one record.
type csvReader struct {
	t                    *runtime.Thread
	cfg                  *csvConfig
	limit                int
	errCls, owner, lines runtime.Value

	// lineNum reads and writes the owner's line_num; nil means by name.
	lineNum *csvLineNum

	fields   []runtime.Value
	field    []byte
	fieldLen int // characters in field, for the field size limit
	numeric  bool
	nlines   int
	size     int // bytes of the fields made, charged at the end

	// plain says the current field is an unquoted, unescaped run of
	// plainLine from plainStart: field is a copy of those bytes, and save
	// takes the line's instead of copying them again.
	plain      bool
	plainStart int
	plainLine  string
}

// record reads the next record and adds the lines it took to the reader's
// line_num, whatever the outcome.
func (rd *csvReader) record() (runtime.Value, error) {
	v, err := rd.parse()
	if rd.nlines > 0 {
		if uerr := rd.addLines(); uerr != nil && err == nil {
			err = uerr
		}
	}
	if err == nil && !v.IsNone() {
		err = rd.t.Charge(int64(rd.size + 16*len(rd.fields)))
	}
	return v, err
}

// csvLineNum holds the getter and setter of a reader class's line_num
// slot.
type csvLineNum struct {
	get func(t *runtime.Thread, self runtime.Value) (runtime.Value, error)
	set func(t *runtime.Thread, self, v runtime.Value, del bool) error
}

func (rd *csvReader) addLines() error {
	if ln := rd.lineNum; ln != nil {
		cur, err := ln.get(rd.t, rd.owner)
		if err != nil {
			return err
		}
		n, ok := csvInt(cur)
		if !ok {
			return runtime.Errorf(runtime.TypeError, "line_num must be an int")
		}
		return ln.set(rd.t, rd.owner, runtime.MakeInt(int64(n+rd.nlines)), false)
	}
	cur, err := runtime.GetAttr(rd.t, rd.owner, "line_num")
	if err != nil {
		return err
	}
	n, ok := csvInt(cur)
	if !ok {
		return runtime.Errorf(runtime.TypeError, "line_num must be an int")
	}
	return runtime.SetAttr(rd.t, rd.owner, "line_num", runtime.MakeInt(int64(n+rd.nlines)))
}

// fail returns the csv.Error of msg.
func (rd *csvReader) fail(msg string) error {
	v, err := runtime.Call(rd.t, rd.errCls, []runtime.Value{runtime.MakeStr(msg)}, nil)
	if err != nil {
		return err
	}
	if e, ok := v.Object().(*runtime.Exception); ok {
		return e
	}
	return runtime.Errorf(runtime.TypeError, "csv error class made a non-exception")
}

func (rd *csvReader) tooLarge() error {
	return rd.fail("field larger than field limit (" + strconv.Itoa(rd.limit) + ")")
}

// add appends one character (its bytes as they are in the line) to the
// field, checking the limit first.
func (rd *csvReader) add(raw string) error {
	if rd.fieldLen >= rd.limit {
		return rd.tooLarge()
	}
	rd.field = append(rd.field, raw...)
	rd.fieldLen++
	return nil
}

// save ends the current field.
func (rd *csvReader) save() error {
	var s string
	if rd.plain {
		s = rd.plainLine[rd.plainStart : rd.plainStart+len(rd.field)]
		rd.plain = false
	} else {
		s = string(rd.field)
	}
	v := runtime.MakeStr(s)
	if rd.numeric {
		f, err := runtime.Call(rd.t, runtime.MakeObject(runtime.FloatType), []runtime.Value{v}, nil)
		if err != nil {
			return err
		}
		v = f
	}
	rd.size += len(s)
	rd.fields = append(rd.fields, v)
	rd.field = rd.field[:0]
	rd.fieldLen = 0
	rd.numeric = false
	return nil
}

func (rd *csvReader) result() runtime.Value {
	return runtime.MakeObject(runtime.NewList(rd.fields))
}

func (rd *csvReader) parse() (runtime.Value, error) {
	cfg := rd.cfg
	fast := !cfg.skipSpace && !cfg.nonNumeric
	state := csvStartRecord
	// Room for a typical record's fields without regrowing.
	rd.fields = make([]runtime.Value, 0, 8)
	for {
		line, lv, ok, err := csvNextLine(rd.t, rd.lines)
		if err != nil {
			return runtime.None, err
		}
		if !ok {
			if state != csvStartRecord && state != csvEatCRNL && (len(rd.field) > 0 || state == csvInQuoted) {
				if cfg.strict {
					return runtime.None, rd.fail("unexpected end of data")
				}
				if err := rd.save(); err != nil {
					return runtime.None, err
				}
				return rd.result(), nil
			}
			if len(rd.fields) > 0 {
				return rd.result(), nil
			}
			return runtime.None, nil
		}
		isStr := true
		if line == "" {
			line, isStr = runtime.AsStr(lv)
		}
		if !isStr {
			return runtime.None, rd.fail("iterator should return strings, not " + lv.Type().MessageName() + " (the file should be opened in text mode)")
		}
		rd.nlines++
		if state == csvStartRecord && fast {
			if parts, done := rd.wholeLine(line); done {
				return parts, nil
			}
		}
		state, err = rd.feed(line, state)
		if err != nil {
			return runtime.None, err
		}
		// The end of the line.
		switch state {
		case csvStartRecord, csvEatCRNL:
			return rd.result(), nil
		case csvStartField, csvInField, csvQuoteInQuoted:
			if err := rd.save(); err != nil {
				return runtime.None, err
			}
			return rd.result(), nil
		case csvEscapedChar, csvEscapeInQuoted:
			// The escaped end of the line is a "\n" in the field, counted
			// against the field size limit as CPython counts it.
			if err := rd.add("\n"); err != nil {
				return runtime.None, err
			}
			if state == csvEscapedChar {
				state = csvInField
			} else {
				state = csvInQuoted
			}
		}
	}
}

// wholeLine splits a line that holds a whole record with nothing to
// unquote or unescape; done is false when the line needs the state
// machine.
func (rd *csvReader) wholeLine(line string) (runtime.Value, bool) {
	cfg := rd.cfg
	body := line
	if strings.HasSuffix(body, "\n") {
		body = strings.TrimSuffix(body[:len(body)-1], "\r")
	} else if strings.HasSuffix(body, "\r") {
		body = body[:len(body)-1]
	}
	if (cfg.quote != noChar && strings.Contains(body, cfg.quoteStr)) ||
		(cfg.esc != noChar && strings.Contains(body, cfg.escStr)) ||
		strings.ContainsAny(body, "\r\n") {
		return runtime.None, false
	}
	if body == "" {
		return rd.result(), true
	}
	fields := rd.fields
	for rest := body; ; {
		p, more, found := strings.Cut(rest, cfg.delimStr)
		if len(p) > rd.limit && utf8.RuneCountInString(p) > rd.limit {
			return runtime.None, false
		}
		fields = append(fields, runtime.MakeStr(p))
		if !found {
			break
		}
		rest = more
	}
	rd.fields = fields
	rd.size = len(body)
	return rd.result(), true
}

// feed runs the state machine over the characters of one line.
func (rd *csvReader) feed(line string, state int) (int, error) {
	cfg := rd.cfg
	for i := 0; i < len(line); {
		if state == csvInField || state == csvInQuoted {
			// A run of ASCII characters that change nothing is copied at
			// once; the limit is left to add when the run would cross it.
			j := rd.ordinaryRun(line, i, state == csvInQuoted)
			if j > i && rd.fieldLen+(j-i) <= rd.limit {
				rd.field = append(rd.field, line[i:j]...)
				rd.fieldLen += j - i
				i = j
				if i == len(line) {
					break
				}
			}
		}
		c, n := wtf8Rune(line[i:])
		raw := line[i : i+n]
		i += n
		eol := c == '\n' || c == '\r'
		switch state {
		case csvInField, csvAfterEscapedCRNL:
			// After an escaped line end a character goes on as in a field
			// (CPython's state falls through to IN_FIELD).
			switch {
			case c == cfg.delim:
				if err := rd.save(); err != nil {
					return state, err
				}
				state = csvStartField
			case eol:
				if err := rd.save(); err != nil {
					return state, err
				}
				state = csvEatCRNL
			case c == cfg.esc:
				rd.plain = false
				state = csvEscapedChar
			default:
				if err := rd.add(raw); err != nil {
					return state, err
				}
			}
		case csvInQuoted:
			switch {
			case c == cfg.esc:
				state = csvEscapeInQuoted
			case c == cfg.quote:
				if cfg.doubleQuote {
					state = csvQuoteInQuoted
				} else {
					state = csvInField
				}
			default:
				if err := rd.add(raw); err != nil {
					return state, err
				}
			}
		case csvStartRecord, csvStartField:
			if state == csvStartRecord {
				if eol {
					state = csvEatCRNL
					continue
				}
				state = csvStartField
			}
			switch {
			case eol:
				if err := rd.save(); err != nil {
					return state, err
				}
				state = csvEatCRNL
			case c == cfg.quote:
				state = csvInQuoted
			case c == cfg.esc:
				state = csvEscapedChar
			case c == ' ' && cfg.skipSpace:
			case c == cfg.delim:
				if err := rd.save(); err != nil {
					return state, err
				}
			default:
				rd.numeric = cfg.nonNumeric
				if err := rd.add(raw); err != nil {
					return state, err
				}
				rd.plain, rd.plainStart, rd.plainLine = true, i-n, line
				state = csvInField
			}
		case csvEscapedChar:
			if err := rd.add(raw); err != nil {
				return state, err
			}
			if eol {
				state = csvAfterEscapedCRNL
			} else {
				state = csvInField
			}
		case csvEscapeInQuoted:
			if err := rd.add(raw); err != nil {
				return state, err
			}
			state = csvInQuoted
		case csvQuoteInQuoted:
			switch {
			case c == cfg.quote:
				if err := rd.add(raw); err != nil {
					return state, err
				}
				state = csvInQuoted
			case c == cfg.delim:
				if err := rd.save(); err != nil {
					return state, err
				}
				state = csvStartField
			case eol:
				if err := rd.save(); err != nil {
					return state, err
				}
				state = csvEatCRNL
			case !cfg.strict:
				if err := rd.add(raw); err != nil {
					return state, err
				}
				state = csvInField
			default:
				return state, rd.fail("'" + cfg.delimStr + "' expected after '" + cfg.quoteStr + "'")
			}
		default: // csvEatCRNL
			if eol {
				continue
			}
			return state, rd.fail(csvNewlineMsg)
		}
	}
	return state, nil
}

// ordinaryRun returns where the ASCII characters from line[i] that the
// state (in a quoted field or not) would only append end.
func (rd *csvReader) ordinaryRun(line string, i int, quoted bool) int {
	cfg := rd.cfg
	for ; i < len(line); i++ {
		c := rune(line[i])
		if c >= 0x80 || c == cfg.esc {
			return i
		}
		if quoted {
			if c == cfg.quote {
				return i
			}
		} else if c == cfg.delim || c == '\n' || c == '\r' {
			return i
		}
	}
	return i
}

// csvNextLine takes the next line from lines. From a StringIO (the usual
// source) it reads the line itself, without the iterator protocol's call
// and the str object it would make; otherwise v is the item, for the
// caller to check.
func csvNextLine(t *runtime.Thread, lines runtime.Value) (line string, v runtime.Value, ok bool, err error) {
	if lines.Type() == stringIOType {
		s, err := stringIOOf(lines)
		if err != nil {
			return "", runtime.None, false, err
		}
		line := s.readline(-1)
		return line, runtime.None, line != "", nil
	}
	v, ok, err = runtime.Next(t, lines)
	return "", v, ok, err
}

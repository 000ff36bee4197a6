// This file defines _pyex_csv, the Go half of module csv (which is Python,
// in py/csv.py): the reader's per-character state machine and the
// writer's per-field quoting. Both run once per record in an agent's loop
// over a CSV tool result, and written in Python they cost microseconds a
// character; csv.py keeps the API, the dialects and the argument checks.

package stdlib

import (
	"sync/atomic"
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_pyex_csv", initCsvCore) }

func initCsvCore(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_pyex_csv", name, f)))
	}
	// The dialect tuple cfg of the functions below is (delimiter,
	// quotechar or None, escapechar or None, doublequote,
	// skipinitialspace, nonnumeric, strict); reader.line_num counts the
	// lines taken from the iterator lines.

	// dict_next_method(dictreader_class, reader_class, limit_list,
	// error_class, slow) -> a __next__ for DictReader: the next non-empty
	// record as a dict keyed by the field names, surplus fields as a list
	// under restkey, missing ones as restval; slow(self) for what it
	// leaves alone (csv_dictread.go).
	fn("dict_next_method", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 5 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "dict_next_method() takes 5 arguments")
		}
		return csvDictNextMethod(args[0], args[1], args[2], args[3], args[4])
	})
	// next_method(reader_class, limit_list, error_class) -> a __next__
	// for the reader class (csv.py's _Reader, whose __slots__ hold _it,
	// _cfg and line_num): read's work without a Python frame. The field
	// size limit is limit_list[0], read at every record.
	fn("next_method", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "next_method() takes 3 arguments")
		}
		return csvNextMethod(args[0], args[1], args[2])
	})
	// writerow_method(writer_class, error_class) -> a writerow for the
	// writer class (csv.py's _Writer, whose __slots__ hold _write and
	// _cfg): join's work and the write without a Python frame.
	fn("writerow_method", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 2 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writerow_method() takes 2 arguments")
		}
		cls, ok := args[0].Object().(*runtime.Type)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writerow_method() needs the writer class")
		}
		writeSlot, err := csvSlot(cls, "_write")
		if err != nil {
			return runtime.None, err
		}
		cfgSlot, err := csvSlot(cls, "_cfg")
		if err != nil {
			return runtime.None, err
		}
		errCls := args[1]
		writerow := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if kw.Len() != 0 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "writer.writerow() takes no keyword arguments")
			}
			if len(args) != 1 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "writer.writerow() takes exactly one argument (%d given)", len(args))
			}
			cfg, err := cfgSlot.Get(t, self)
			if err != nil {
				return runtime.None, err
			}
			write, err := writeSlot.Get(t, self)
			if err != nil {
				return runtime.None, err
			}
			line, err := csvJoin(t, args[0], cfg, errCls)
			if err != nil {
				return runtime.None, err
			}
			return runtime.Call(t, write, []runtime.Value{line}, nil)
		}
		return runtime.MakeObject(&runtime.MethodDescriptor{Name: "writerow", Owner: cls, Fn: writerow}), nil
	})
	// join(row, cfg, error_class) -> the line a writer writes for row. cfg
	// is the tuple (delimiter, quotechar or None, escapechar or None,
	// doublequote, quoting, lineterminator).
	fn("join", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 3 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "join() takes 3 positional arguments")
		}
		return csvJoin(t, args[0], args[1], args[2])
	})
	return nil
}

// csvInt returns the value of a small int.
func csvInt(v runtime.Value) (int, bool) {
	if !v.IsSmallInt() {
		return 0, false
	}
	return int(v.SmallInt()), true
}

// noChar stands for an unset quotechar or escapechar: no character of a
// line decodes to it.
const noChar rune = -1

// csvChar returns the single character of a str, or noChar for None.
func csvChar(v runtime.Value) (rune, error) {
	if v.IsNone() {
		return noChar, nil
	}
	s, ok := runtime.AsStr(v)
	if !ok || s == "" {
		return noChar, runtime.Errorf(runtime.TypeError, "csv dialect character must be a str")
	}
	r, _ := wtf8Rune(s)
	return r, nil
}

// wtf8Rune decodes the first character of s, including a lone surrogate
// (which pyex strs hold in its 3-byte WTF-8 form). A byte that starts no
// character decodes to itself negated, so that it never equals a dialect
// character yet is copied through unchanged.
func wtf8Rune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r != utf8.RuneError || n != 1 {
		return r, n
	}
	if len(s) >= 3 && s[0] == 0xED && s[1]&0xE0 == 0xA0 && s[2]&0xC0 == 0x80 {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return -2 - rune(s[0]), 1
}

// csvBool is the truth of a flag the Python side already made a bool.
func csvBool(v runtime.Value) bool { return v.IsTrue() }

// csvConfig is a reader's dialect, decoded once per record.
type csvConfig struct {
	csvChars
	doubleQuote, skipSpace, nonNumeric, strict bool
}

// csvChars are a dialect's delimiter, quote and escape characters (noChar
// for none), and the same as strings for the whole-line fast paths.
type csvChars struct {
	delim, quote, esc          rune
	delimStr, quoteStr, escStr string
}

// decode reads the three characters from the first items of a dialect
// tuple.
func (c *csvChars) decode(items []runtime.Value) error {
	var err error
	if c.delim, err = csvChar(items[0]); err != nil {
		return err
	}
	if c.quote, err = csvChar(items[1]); err != nil {
		return err
	}
	if c.esc, err = csvChar(items[2]); err != nil {
		return err
	}
	c.delimStr, _ = runtime.AsStr(items[0])
	c.quoteStr, _ = runtime.AsStr(items[1])
	c.escStr, _ = runtime.AsStr(items[2])
	return nil
}

func csvConfigOf(v runtime.Value) (*csvConfig, error) {
	tup, ok := v.Object().(*runtime.Tuple)
	if !ok || tup.Len() != 7 {
		return nil, runtime.Errorf(runtime.TypeError, "read(): bad dialect tuple")
	}
	items := tup.Items()
	c := &csvConfig{}
	if err := c.decode(items); err != nil {
		return nil, err
	}
	c.doubleQuote = csvBool(items[3])
	c.skipSpace = csvBool(items[4])
	c.nonNumeric = csvBool(items[5])
	c.strict = csvBool(items[6])
	return c, nil
}

// csvRecordDict is dict(zip(names, row)) plus DictReader's restkey and
// restval rules.
func csvRecordDict(t *runtime.Thread, names, row []runtime.Value, restKey, restVal runtime.Value) (runtime.Value, error) {
	d := runtime.NewDictSized(t, len(names))
	n := min(len(names), len(row))
	for i := 0; i < n; i++ {
		if err := d.Set(t, names[i], row[i]); err != nil {
			return runtime.None, err
		}
	}
	if len(names) < len(row) {
		rest := runtime.MakeObject(runtime.NewList(append([]runtime.Value(nil), row[len(names):]...)))
		if err := d.Set(t, restKey, rest); err != nil {
			return runtime.None, err
		}
	}
	for _, key := range names[n:] {
		if err := d.Set(t, key, restVal); err != nil {
			return runtime.None, err
		}
	}
	return runtime.MakeObject(d), nil
}

// csvSlot returns the member descriptor of slot name of cls.
func csvSlot(cls *runtime.Type, name string) (*runtime.GetSetDescriptor, error) {
	dv, ok := cls.Lookup(name)
	gs, isGS := dv.Object().(*runtime.GetSetDescriptor)
	if !ok || !isGS || gs.Get == nil || gs.Set == nil {
		return nil, runtime.Errorf(runtime.TypeError, "next_method(): no slot %s", name)
	}
	return gs, nil
}

// csvReaderSlots finds the reader class's _it, _cfg and line_num slots,
// which the Go methods read and write.
func csvReaderSlots(cls *runtime.Type) (it, cfg, line *runtime.GetSetDescriptor, err error) {
	if it, err = csvSlot(cls, "_it"); err != nil {
		return nil, nil, nil, err
	}
	if cfg, err = csvSlot(cls, "_cfg"); err != nil {
		return nil, nil, nil, err
	}
	if line, err = csvSlot(cls, "line_num"); err != nil {
		return nil, nil, nil, err
	}
	return it, cfg, line, nil
}

func csvNextMethod(clsv, limitv, errCls runtime.Value) (runtime.Value, error) {
	cls, ok := clsv.Object().(*runtime.Type)
	limits, ok2 := limitv.Object().(*runtime.List)
	if !ok || !ok2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "next_method() needs the reader class and the limit list")
	}
	itSlot, cfgSlot, lineSlot, err := csvReaderSlots(cls)
	if err != nil {
		return runtime.None, err
	}
	lineNum := &csvLineNum{get: lineSlot.Get, set: lineSlot.Set}
	var configs csvConfigCache
	next := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 0 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected 0 arguments, got %d", len(args)+kw.Len())
		}
		lines, cfg, limit, err := csvReaderInputs(t, self, itSlot, cfgSlot, &configs, limits)
		if err != nil {
			return runtime.None, err
		}
		rd := &csvReader{t: t, cfg: cfg, limit: limit, errCls: errCls, owner: self, lines: lines, lineNum: lineNum}
		row, err := rd.record()
		if err == nil && row.IsNone() {
			return runtime.None, runtime.NewException(runtime.StopIterationType)
		}
		return row, err
	}
	return runtime.MakeObject(&runtime.MethodDescriptor{Name: "__next__", Owner: cls, Fn: next}), nil
}

// csvConfigCache keeps the config of the dialect tuple read last: a
// reader's tuple is the same object for every record (and a tuple of
// strs and bools cannot change), so it is decoded once, not per record.
// csvReaderInputs reads what a record needs from the reader object rdv:
// its line iterator, its dialect (decoded once per tuple through configs)
// and the module's field size limit, the first item of limits.
func csvReaderInputs(t *runtime.Thread, rdv runtime.Value, itSlot, cfgSlot *runtime.GetSetDescriptor, configs *csvConfigCache, limits *runtime.List) (lines runtime.Value, cfg *csvConfig, limit int, err error) {
	if lines, err = itSlot.Get(t, rdv); err != nil {
		return runtime.None, nil, 0, err
	}
	cfgv, err := cfgSlot.Get(t, rdv)
	if err != nil {
		return runtime.None, nil, 0, err
	}
	if cfg, err = configs.get(cfgv); err != nil {
		return runtime.None, nil, 0, err
	}
	lv, ok := limits.GetIndex(0)
	limit, isInt := csvInt(lv)
	if !ok || !isInt {
		return runtime.None, nil, 0, runtime.Errorf(runtime.TypeError, "field size limit must be an int")
	}
	return lines, cfg, limit, nil
}

type csvConfigCache struct {
	last atomic.Pointer[csvConfigEntry]
}

type csvConfigEntry struct {
	tuple *runtime.Tuple
	cfg   *csvConfig
}

// get is csvConfigOf(v), from the cache when v is the tuple seen last.
func (c *csvConfigCache) get(v runtime.Value) (*csvConfig, error) {
	tup, _ := v.Object().(*runtime.Tuple)
	if e := c.last.Load(); e != nil && tup != nil && e.tuple == tup {
		return e.cfg, nil
	}
	cfg, err := csvConfigOf(v)
	if err == nil && tup != nil {
		c.last.Store(&csvConfigEntry{tuple: tup, cfg: cfg})
	}
	return cfg, err
}

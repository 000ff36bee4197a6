// This file defines the re module, written in Go for speed: the module
// functions, the per-run cache of compiled patterns, and the conversion of
// a subject (str, bytes, bytearray) for the matcher. The engine is
// stdlib/internal/sre, a backtracking matcher after CPython's sre; the
// Pattern and Match classes are in re_pattern.go and re_match.go, sub,
// split, findall and finditer in re_sub.go, re.error in re_error.go and
// re.RegexFlag in re_flag.go.

package stdlib

import (
	"unicode/utf8"

	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/stdlib/internal/sre"
)

func init() { register("re", initRe) }

// reMaxCache bounds the per-run cache of compiled patterns, like
// CPython's _MAXCACHE.
const reMaxCache = 512

// reCacheKey identifies a compiled pattern: its text, kind and flags.
type reCacheKey struct {
	pattern string
	isBytes bool
	flags   int
}

// reState is the re module of one run.
type reState struct {
	errCls  *runtime.Type
	flagCls *runtime.Type
	newFlag func(int64) (runtime.Value, error)
	cache   map[reCacheKey]*rePattern
	// The last non-ASCII str subject and its decoding, so that a loop of
	// p.match(text, pos) decodes text once.
	lastStr  *runtime.Str
	lastSubj *subject
	lastCost int64
	// step and charge meter the matcher against thread.
	thread *runtime.Thread
	step   func(int64) error
	charge func(int64) error
	host   reHost
	run    *Run
	// compileFn is re.compile, which Pattern.__reduce__ names.
	compileFn runtime.Value
}

// reHost answers the parser's questions through the interpreter.
type reHost struct {
	t   *runtime.Thread
	run *Run
}

// Repr is repr() of a str.
func (h reHost) Repr(s string) string {
	r, err := runtime.Repr(h.t, runtime.MakeStr(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}

// IsIdentifier is str.isidentifier().
func (h reHost) IsIdentifier(s string) bool {
	v, err := runtime.CallMethod(h.t, runtime.MakeStr(s), "isidentifier", nil, nil)
	return err == nil && v.IsTrue()
}

// LookupName is unicodedata.lookup, when the run can import it.
func (h reHost) LookupName(name string) (rune, bool) {
	// \N{...} needs the Unicode name table of unicodedata, when the run
	// has one.
	if h.run == nil {
		return 0, false
	}
	mod, err := h.run.VM.Import("unicodedata")
	if err != nil {
		return 0, false
	}
	v, err := runtime.CallMethod(h.t, mod, "lookup", []runtime.Value{runtime.MakeStr(name)}, nil)
	if err != nil {
		return 0, false
	}
	s, ok := runtime.AsStr(v)
	if !ok {
		return 0, false
	}
	r := decodeWTF8(s)
	if len(r) != 1 {
		return 0, false
	}
	return r[0], true
}

// meter returns the step and charge functions for thread t.
func (st *reState) meter(t *runtime.Thread) (func(int64) error, func(int64) error) {
	if st.thread != t || st.step == nil {
		st.thread = t
		st.step = t.Step
		st.charge = t.Charge
		st.host = reHost{t: t, run: st.run}
	}
	return st.step, st.charge
}

func initRe(r *Run, m *runtime.Module) error {
	t := r.Thread()
	st := &reState{cache: map[reCacheKey]*rePattern{}, run: r}
	var err error
	if st.errCls, err = newReErrorClass(t); err != nil {
		return err
	}
	if st.flagCls, st.newFlag, err = newRegexFlagClass(t); err != nil {
		return err
	}
	scannerCls, err := newScannerClass(t, st)
	if err != nil {
		return err
	}
	d := m.Dict
	d.SetStr("Scanner", runtime.MakeObject(scannerCls))
	d.SetStr("error", runtime.MakeObject(st.errCls))
	d.SetStr("RegexFlag", runtime.MakeObject(st.flagCls))
	d.SetStr("Pattern", runtime.MakeObject(patternType))
	d.SetStr("Match", runtime.MakeObject(matchType))
	d.SetStr("__version__", runtime.MakeStr("2.2.1"))
	d.SetStr("_MAXCACHE", runtime.MakeInt(reMaxCache))
	// The module's flags are the class's members themselves, so that
	// re.I is re.RegexFlag.IGNORECASE.
	for _, f := range append(regexFlagNames, struct {
		name  string
		short string
		value int64
	}{"NOFLAG", "", 0}) {
		v, err := runtime.GetAttr(t, runtime.MakeObject(st.flagCls), f.name)
		if err != nil {
			return err
		}
		d.SetStr(f.name, v)
		if f.short != "" {
			d.SetStr(f.short, v)
		}
	}
	all := []string{"match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "compile",
		"purge", "template", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
		"ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG", "RegexFlag"}
	d.SetStr("__all__", runtime.MakeObject(runtime.NewList(strs(all...))))
	fn := func(name string, f runtime.BuiltinFunc) {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("re", name, f)))
	}
	fn("compile", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		pattern, flags := runtime.None, runtime.MakeInt(0)
		if err := runtime.UnpackArgs(t, "compile", args, kw, "pattern", &pattern, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		p, err := st.compile(t, pattern, flags)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(p), nil
	})
	st.compileFn, _ = d.GetStr("compile")
	matcher := func(name string, mode sre.Mode) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			pattern, str, flags := runtime.None, runtime.None, runtime.MakeInt(0)
			if kw != nil || len(args) < 2 || len(args) > 3 {
				if err := runtime.UnpackArgs(t, name, args, kw, "pattern", &pattern, "string", &str, "flags?", &flags); err != nil {
					return runtime.None, err
				}
			} else {
				pattern, str = args[0], args[1]
				if len(args) == 3 {
					flags = args[2]
				}
			}
			p, err := st.compile(t, pattern, flags)
			if err != nil {
				return runtime.None, err
			}
			return p.matchValue(t, str, 0, maxSize, mode)
		})
	}
	matcher("match", sre.ModeMatch)
	matcher("fullmatch", sre.ModeFullMatch)
	matcher("search", sre.ModeSearch)
	fn("findall", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		pattern, str, flags := runtime.None, runtime.None, runtime.MakeInt(0)
		if kw == nil && len(args) == 2 {
			pattern, str = args[0], args[1]
		} else if err := runtime.UnpackArgs(t, "findall", args, kw, "pattern", &pattern, "string", &str, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		p, err := st.compile(t, pattern, flags)
		if err != nil {
			return runtime.None, err
		}
		return p.findall(t, str, 0, maxSize)
	})
	fn("finditer", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		pattern, str, flags := runtime.None, runtime.None, runtime.MakeInt(0)
		if kw == nil && len(args) == 2 {
			pattern, str = args[0], args[1]
		} else if err := runtime.UnpackArgs(t, "finditer", args, kw, "pattern", &pattern, "string", &str, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		p, err := st.compile(t, pattern, flags)
		if err != nil {
			return runtime.None, err
		}
		return p.finditer(t, str, 0, maxSize)
	})
	fn("split", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		pattern, str, maxsplit, flags := runtime.None, runtime.None, runtime.MakeInt(0), runtime.MakeInt(0)
		if kw == nil && len(args) == 2 {
			pattern, str = args[0], args[1]
		} else if err := runtime.UnpackArgs(t, "split", args, kw, "pattern", &pattern, "string", &str, "maxsplit?", &maxsplit, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		p, err := st.compile(t, pattern, flags)
		if err != nil {
			return runtime.None, err
		}
		n, err := runtime.AsSsize(t, maxsplit)
		if err != nil {
			return runtime.None, err
		}
		return p.split(t, str, n)
	})
	subFn := func(name string, withCount bool) {
		fn(name, func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			pattern, repl, str, count, flags := runtime.None, runtime.None, runtime.None, runtime.MakeInt(0), runtime.MakeInt(0)
			if kw == nil && len(args) == 3 {
				pattern, repl, str = args[0], args[1], args[2]
			} else if err := runtime.UnpackArgs(t, name, args, kw, "pattern", &pattern, "repl", &repl, "string", &str, "count?", &count, "flags?", &flags); err != nil {
				return runtime.None, err
			}
			p, err := st.compile(t, pattern, flags)
			if err != nil {
				return runtime.None, err
			}
			n, err := runtime.AsSsize(t, count)
			if err != nil {
				return runtime.None, err
			}
			return p.sub(t, repl, str, n, withCount)
		})
	}
	subFn("sub", false)
	subFn("subn", true)
	fn("escape", reEscape)
	fn("purge", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if err := runtime.UnpackArgs(t, "purge", args, kw); err != nil {
			return runtime.None, err
		}
		st.cache = map[reCacheKey]*rePattern{}
		return runtime.None, nil
	})
	fn("template", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		pattern, flags := runtime.None, runtime.MakeInt(0)
		if err := runtime.UnpackArgs(t, "template", args, kw, "pattern", &pattern, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		f, ok := flagValue(flags)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "unsupported operand type(s) for |: '%s' and 'RegexFlag'", flags.TypeName())
		}
		p, err := st.compile(t, pattern, runtime.MakeInt(f|sre.FlagTemplate))
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeObject(p), nil
	})
	return nil
}

// maxSize is sys.maxsize, the default endpos.
const maxSize = int(^uint(0) >> 1)

// compile returns the pattern object of pattern and flags, from the cache
// when it has been compiled before.
func (st *reState) compile(t *runtime.Thread, pattern, flagsV runtime.Value) (*rePattern, error) {
	flags64, ok := flagValue(flagsV)
	if !ok {
		if _, isInt := runtime.AsInt(flagsV); isInt {
			return nil, runtime.Errorf(runtime.OverflowError, "Python int too large to convert to C int")
		}
		return nil, runtime.Errorf(runtime.TypeError, "unsupported operand type(s) for &: '%s' and 'RegexFlag'", flagsV.TypeName())
	}
	flags := int(flags64)
	if p, ok := runtime.Payload[*rePattern](pattern); ok {
		if flags != 0 {
			return nil, runtime.Errorf(runtime.ValueError, "cannot process flags argument with a compiled pattern")
		}
		return p, nil
	}
	var key reCacheKey
	if s, ok := runtime.AsStr(pattern); ok {
		key = reCacheKey{pattern: s, flags: flags}
	} else if b, ok := runtime.Payload[*runtime.Bytes](pattern); ok {
		key = reCacheKey{pattern: b.String(), isBytes: true, flags: flags}
	} else {
		// CPython looks the pattern up in its cache first, so an
		// unhashable one fails there.
		if _, err := runtime.Hash(t, pattern); err != nil {
			return nil, err
		}
		return nil, runtime.Errorf(runtime.TypeError, "first argument must be string or compiled pattern")
	}
	if p, ok := st.cache[key]; ok {
		if _, exact := pattern.Object().(*runtime.Str); exact || key.isBytes {
			return p, nil
		}
	}
	st.meter(t)
	var runes []rune
	if key.isBytes {
		runes = latin1Runes(key.pattern)
	} else {
		runes = decodeWTF8(key.pattern)
	}
	prog, perr := sre.Compile(runes, key.isBytes, flags, st.host)
	if perr != nil {
		return nil, st.reError(t, perr, pattern)
	}
	if err := t.Step(int64(len(runes))); err != nil {
		return nil, err
	}
	p := &rePattern{st: st, prog: prog, pattern: pattern, isBytes: key.isBytes, flags: prog.Flags}
	if len(st.cache) >= reMaxCache {
		for k := range st.cache {
			delete(st.cache, k)
			break
		}
	}
	st.cache[key] = p
	return p, nil
}

// bytesData returns the data of a bytes-like value.
func bytesData(v runtime.Value) (string, bool) {
	if b, ok := runtime.Payload[*runtime.Bytes](v); ok {
		return b.String(), true
	}
	if b, ok := runtime.Payload[*runtime.ByteArray](v); ok {
		return string(b.Bytes()), true
	}
	return "", false
}

// subject is a string being matched, converted for the matcher.
type subject struct {
	s       string
	isBytes bool
	runes   []rune // code points of a non-ASCII str; nil otherwise
	offs    []int  // byte offset of each code point and the end; with runes
	in      *sre.Input
}

// n returns the length of the subject in characters.
func (sj *subject) n() int { return sj.in.Len() }

// text returns characters a..b as a Go string.
func (sj *subject) text(a, b int) string {
	if sj.runes == nil {
		return sj.s[a:b]
	}
	return sj.s[sj.offs[a]:sj.offs[b]]
}

// slice returns characters a..b as a str or bytes value.
func (sj *subject) slice(a, b int) runtime.Value {
	if sj.isBytes {
		return runtime.MakeBytes(sj.s[a:b])
	}
	return runtime.MakeStr(sj.text(a, b))
}

// empty returns ” or b”.
func (sj *subject) empty() runtime.Value {
	if sj.isBytes {
		return runtime.MakeBytes("")
	}
	return runtime.MakeStr("")
}

// subject converts v for matching with p.
func (p *rePattern) subject(t *runtime.Thread, v runtime.Value) (*subject, error) {
	st := p.st
	if s, ok := runtime.Payload[*runtime.Str](v); ok {
		if p.isBytes {
			return nil, runtime.Errorf(runtime.TypeError, "cannot use a bytes pattern on a string-like object")
		}
		if st.lastStr == s {
			return st.lastSubj, nil
		}
		str := s.String()
		if s.Len() == len(str) {
			sj := &subject{s: str, in: sre.BytesInput(str)}
			if st.lastCost == 0 {
				st.lastStr, st.lastSubj = s, sj
			}
			return sj, nil
		}
		// The decoding takes 12 bytes a byte (a rune and an offset); the
		// cache keeps one, so the previous one's charge is given back.
		cost := int64(len(str)) * 12
		if err := t.Charge(cost); err != nil {
			return nil, err
		}
		t.Credit(st.lastCost)
		runes, offs := decodeWTF8Offsets(str)
		sj := &subject{s: str, runes: runes, offs: offs, in: sre.RuneInput(runes)}
		st.lastStr, st.lastSubj, st.lastCost = s, sj, cost
		return sj, nil
	}
	if b, ok := bytesData(v); ok {
		if !p.isBytes {
			return nil, runtime.Errorf(runtime.TypeError, "cannot use a string pattern on a bytes-like object")
		}
		return &subject{s: b, isBytes: true, in: sre.BytesInput(b)}, nil
	}
	if v.Type().Name == "memoryview" {
		b, err := runtime.BytesOf(t, v)
		if err == nil {
			if !p.isBytes {
				return nil, runtime.Errorf(runtime.TypeError, "cannot use a string pattern on a bytes-like object")
			}
			return &subject{s: string(b), isBytes: true, in: sre.BytesInput(string(b))}, nil
		}
	}
	return nil, runtime.Errorf(runtime.TypeError, "expected string or bytes-like object, got '%s'", v.TypeName())
}

// decodeWTF8 returns the code points of a pyex str (UTF-8 with lone
// surrogates in their 3-byte form).
func decodeWTF8(s string) []rune {
	r := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		c, n := decodeRuneWTF8(s[i:])
		r = append(r, c)
		i += n
	}
	return r
}

// decodeWTF8Offsets is decodeWTF8 with the byte offset of every code
// point and of the end.
func decodeWTF8Offsets(s string) ([]rune, []int) {
	r := make([]rune, 0, len(s))
	offs := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); {
		c, n := decodeRuneWTF8(s[i:])
		r = append(r, c)
		offs = append(offs, i)
		i += n
	}
	offs = append(offs, len(s))
	return r, offs
}

func decodeRuneWTF8(s string) (rune, int) {
	c := s[0]
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	if c == 0xED && len(s) >= 3 && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return 0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// appendRuneWTF8 appends code point r in pyex's str encoding.
func appendRuneWTF8(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// reSpecialChars are the characters re.escape escapes.
const reSpecialChars = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"

func reEscape(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var pattern runtime.Value
	if err := runtime.UnpackArgs(t, "escape", args, kw, "pattern", &pattern); err != nil {
		return runtime.None, err
	}
	esc := func(s string) string {
		var b []byte
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c < 0x80 && indexByte(reSpecialChars, c) {
				b = append(b, '\\')
			}
			b = append(b, c)
		}
		return string(b)
	}
	if s, ok := runtime.AsStr(pattern); ok {
		return runtime.MakeStr(esc(s)), nil
	}
	if b, ok := bytesData(pattern); ok {
		return runtime.MakeBytes(esc(b)), nil
	}
	return runtime.None, runtime.Errorf(runtime.TypeError, "decoding to str: need a bytes-like object, %s found", pattern.TypeName())
}

func indexByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

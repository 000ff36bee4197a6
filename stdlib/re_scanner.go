// This file defines re.Scanner, the lexer helper of the re module: a
// list of (phrase, action) pairs compiled into one alternation, whose scan
// method calls the action of each phrase that matches in turn. Like
// CPython's it is a plain class (made for each run) whose instances keep
// lexicon, scanner and match as attributes.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// newScannerClass builds re.Scanner for a run.
func newScannerClass(t *runtime.Thread, st *reState) (*runtime.Type, error) {
	ns := runtime.NewDict(t)
	ns.SetStr("__module__", runtime.MakeStr("re"))
	ns.SetStr("__qualname__", runtime.MakeStr("Scanner"))
	method := func(name string, fn runtime.MethodFunc) {
		ns.SetStr(name, runtime.MakeObject(&runtime.MethodDescriptor{Name: name, Owner: runtime.ObjectType, Fn: fn}))
	}
	method("__init__", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		lexicon, flags := runtime.None, runtime.MakeInt(0)
		if err := runtime.UnpackArgs(t, "__init__", args, kw, "lexicon", &lexicon, "flags?", &flags); err != nil {
			return runtime.None, err
		}
		if err := runtime.SetAttr(t, self, "lexicon", lexicon); err != nil {
			return runtime.None, err
		}
		entries, err := runtime.IterToSlice(t, lexicon)
		if err != nil {
			return runtime.None, err
		}
		pattern := "(?:"
		group := 1
		phrases := map[int]int{}
		for i, e := range entries {
			pair, err := runtime.IterToSlice(t, e)
			if err != nil {
				return runtime.None, err
			}
			if len(pair) != 2 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "too many values to unpack (expected 2)")
			}
			sub, err := st.compile(t, pair[0], flags)
			if err != nil {
				return runtime.None, err
			}
			phrase, _ := runtime.AsStr(sub.pattern)
			if i > 0 {
				pattern += "|"
			}
			pattern += "(" + phrase + ")"
			phrases[group] = i
			group += 1 + sub.prog.Groups
		}
		p, err := st.compile(t, runtime.MakeStr(pattern+")"), flags)
		if err != nil {
			return runtime.None, err
		}
		p.phrases = phrases
		return runtime.None, runtime.SetAttr(t, self, "scanner", runtime.MakeObject(p))
	})
	method("scan", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var str runtime.Value
		if err := runtime.UnpackArgs(t, "scan", args, kw, "string", &str); err != nil {
			return runtime.None, err
		}
		pv, err := runtime.GetAttr(t, self, "scanner")
		if err != nil {
			return runtime.None, err
		}
		p, ok := runtime.Payload[*rePattern](pv)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "scanner must be a compiled pattern")
		}
		lexicon, err := runtime.GetAttr(t, self, "lexicon")
		if err != nil {
			return runtime.None, err
		}
		s, err := p.newScanner(t, str, 0, maxSize)
		if err != nil {
			return runtime.None, err
		}
		var result []runtime.Value
		i := 0
		for {
			mv, err := s.next(t, 0)
			if err != nil {
				return runtime.None, err
			}
			if mv.IsNone() {
				break
			}
			m := matchOf(mv)
			j := m.spans[1]
			if i == j {
				break
			}
			k, ok := p.phrases[m.lastIndex]
			if !ok {
				k = m.lastIndex - 1
			}
			entry, err := runtime.GetItem(t, lexicon, runtime.MakeInt(int64(k)))
			if err != nil {
				return runtime.None, err
			}
			action, err := runtime.GetItem(t, entry, runtime.MakeInt(1))
			if err != nil {
				return runtime.None, err
			}
			if runtime.Callable(action) {
				if err := runtime.SetAttr(t, self, "match", mv); err != nil {
					return runtime.None, err
				}
				if action, err = runtime.Call(t, action, []runtime.Value{self, m.group(0, runtime.None)}, nil); err != nil {
					return runtime.None, err
				}
			}
			if !action.IsNone() {
				result = append(result, action)
			}
			i = j
		}
		return runtime.MakeTuple(runtime.MakeObject(runtime.NewList(result)), s.sj.slice(i, s.sj.n())), nil
	})
	return runtime.NewClass(t, "Scanner", nil, ns)
}

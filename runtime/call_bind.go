// This file binds the arguments of a call to the parameters of a Python
// function: positional, positional-only, keyword, keyword-only, defaults,
// *args and **kwargs, with CPython 3.11's TypeError messages.

package runtime

import "github.com/pyexgo/pyex/bytecode"

// BindArgs stores the arguments of a call to fn into regs, the new frame's
// register window, in the order of the Code's parameters: positional,
// keyword-only, then *args (a tuple) and **kwargs (a dict) when the
// function takes them. regs must hold at least that many registers.
//
// A call with exactly the positional parameters and no keywords is a copy.
func BindArgs(t *Thread, fn *Function, args []Value, kw *KwArgs, regs []Value) error {
	code := fn.Code
	nPos := code.ArgCount
	nKwOnly := code.KwOnlyArgCount
	varargs := code.Flags&bytecode.FlagVarargs != 0
	varkw := code.Flags&bytecode.FlagVarkw != 0
	if kw.Len() == 0 && len(args) == nPos && !varargs && !varkw && nKwOnly == 0 {
		copy(regs, args)
		return nil
	}
	names := code.LocalNames
	// Which parameters have a value: on the Go stack for any signature
	// a person writes.
	var setBuf [64]bool
	set := setBuf[:0]
	if n := nPos + nKwOnly; n <= len(setBuf) {
		set = setBuf[:n]
	} else {
		set = make([]bool, n)
	}
	n := min(len(args), nPos)
	copy(regs, args[:n])
	for i := 0; i < n; i++ {
		set[i] = true
	}
	next := nPos + nKwOnly
	if varargs {
		var extra []Value
		if len(args) > nPos {
			extra = append([]Value(nil), args[nPos:]...)
		}
		regs[next] = MakeObject(NewTuple(extra))
		next++
	}
	var kwargs *Dict
	if varkw {
		kwargs = newDictSized(t, kw.Len())
		regs[next] = MakeObject(kwargs)
	}
	// Keywords are bound before the count of positional arguments is
	// checked, as CPython does, so their errors win.
	for k, name := range kwNames(kw) {
		found := -1
		for i := code.PosOnlyArgCount; i < nPos+nKwOnly; i++ {
			if names[i] == name {
				found = i
				break
			}
		}
		if found < 0 {
			if kwargs != nil {
				if err := kwargs.Set(t, kw.key(k), kw.Values[k]); err != nil {
					return err
				}
				continue
			}
			if posAsKw := posOnlyPassedAsKeyword(code, kw); posAsKw != nil {
				return Errorf(TypeError, "%s() got some positional-only arguments passed as keyword arguments: '%s'",
					fn.QualName, joinNames(posAsKw))
			}
			return Errorf(TypeError, "%s() got an unexpected keyword argument '%s'", fn.QualName, name)
		}
		if set[found] {
			return Errorf(TypeError, "%s() got multiple values for argument '%s'", fn.QualName, name)
		}
		regs[found] = kw.Values[k]
		set[found] = true
	}
	if len(args) > nPos && !varargs {
		kwOnlyGiven := 0
		for i := nPos; i < nPos+nKwOnly; i++ {
			if set[i] {
				kwOnlyGiven++
			}
		}
		return tooManyPositional(fn.QualName, nPos-len(fn.Defaults), nPos, len(args), kwOnlyGiven)
	}
	// Fill defaults; report the positional parameters still missing.
	firstDefault := nPos - len(fn.Defaults)
	var missing []string
	for i := 0; i < nPos; i++ {
		if set[i] {
			continue
		}
		if i >= firstDefault {
			regs[i] = fn.Defaults[i-firstDefault]
			continue
		}
		missing = append(missing, names[i])
	}
	if missing != nil {
		return missingArgs(fn.QualName, "positional", missing)
	}
	for i := nPos; i < nPos+nKwOnly; i++ {
		if set[i] {
			continue
		}
		if fn.KwDefaults != nil {
			if v, ok := fn.KwDefaults.GetStr(names[i]); ok {
				regs[i] = v
				continue
			}
		}
		missing = append(missing, names[i])
	}
	if missing != nil {
		return missingArgs(fn.QualName, "keyword-only", missing)
	}
	return nil
}

// posOnlyPassedAsKeyword returns the keyword names that match
// positional-only parameters.
func posOnlyPassedAsKeyword(code *bytecode.Code, kw *KwArgs) []string {
	var out []string
	for _, name := range kwNames(kw) {
		for i := 0; i < code.PosOnlyArgCount; i++ {
			if code.LocalNames[i] == name {
				out = append(out, name)
			}
		}
	}
	return out
}

// joinNames joins names with ", ".
func joinNames(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

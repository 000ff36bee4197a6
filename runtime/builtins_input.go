package runtime

// input() writes its prompt to sys.stdout and reads a line from sys.stdin.
// A sandboxed run's stdin is at end of file unless the host hands one in,
// so input() raises EOFError as python3 does with its input at EOF.
func builtinInput(t *Thread, args []Value, kw *KwArgs) (Value, error) {
	prompt := None
	if err := UnpackPositional("input", args, kw, 0, &prompt); err != nil {
		return Value{}, err
	}
	if t == nil || t.Sys() == nil {
		return Value{}, Errorf(RuntimeError, "input(): lost sys.stdin")
	}
	if !prompt.IsNone() {
		s, err := ToStr(t, prompt)
		if err != nil {
			return Value{}, err
		}
		if out, ok := t.SysDict.GetStr("stdout"); ok && !out.IsNone() {
			if _, err := CallMethod(t, out, "write", []Value{MakeStr(s)}, nil); err != nil {
				return Value{}, err
			}
		}
	}
	in, ok := t.SysDict.GetStr("stdin")
	if !ok || in.IsNone() {
		return Value{}, Errorf(RuntimeError, "input(): lost sys.stdin")
	}
	line, err := CallMethod(t, in, "readline", nil, nil)
	if err != nil {
		return Value{}, err
	}
	s, ok := AsStr(line)
	if !ok {
		return Value{}, Errorf(TypeError, "object.readline() returned non-string")
	}
	if s == "" {
		return Value{}, NewException(EOFErrorType, MakeStr("EOF when reading a line"))
	}
	if s[len(s)-1] == '\n' {
		s = s[:len(s)-1]
	}
	return MakeStr(s), nil
}

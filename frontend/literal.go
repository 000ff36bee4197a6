package frontend

// This file defines decodeStrings, which turns a run of adjacent STRING
// tokens into the node CPython 3.11 builds for them
// (_PyPegen_concatenate_strings in Parser/action_helpers.c):
//
//   - all plain strings: one Constant holding a Str, its Kind "u" when the
//     first token starts with a lowercase u (an uppercase U gives no Kind;
//     the string Constants inside a JoinedStr follow the same rule);
//   - all bytes: one Constant holding Bytes; mixing bytes with str is an
//     error;
//   - any f-string among them: a JoinedStr whose values alternate merged
//     string Constants (empty ones dropped) and FormattedValues.
//
// The decoding of one literal's body lives in literal_string.go, the
// f-string machinery in literal_fstring.go.
//
// # Error positions
//
// Most errors CPython raises while decoding strings go through
// RAISE_SYNTAX_ERROR, which points at the last token the parser has
// fetched: the token after the last STRING, since the parser's STRING+
// loop must look at it to stop. decodeStrings cannot see that token, so it
// returns such errors with Line == 0 (see atNextToken); the parser then
// places them on the token that follows toks. Errors with a known location
// (bytes with non-ASCII characters: the offending token) come with their
// position filled in.

// subParser parses the text of an f-string replacement field's expression
// as CPython 3.11's fstring_compile_expr does: expr is the raw text between
// the '{' and the '!', ':', '=' or '}' that ends it (it may span lines);
// CPython wraps it in parentheses and parses "(" + expr + ")" with the
// fstring start rule (star_expressions). (line, col) is where that opening
// parenthesis stands in the source: the line of the '{' and its 0-based byte
// column, so the first byte of expr is at col+1 on that line, and text on a
// later line of expr keeps its own column. Nodes of the result carry source
// positions; errors are the sub-parser's own.
type subParser func(expr string, line, col int) (Expr, *posError)

// atNextToken reports whether the error e must be placed, by the parser,
// on the token that follows the STRING tokens given to decodeStrings (see
// the top of this file).
func (e *posError) atNextToken() bool { return e.Line == 0 }

// errAtNextToken returns a SyntaxError to be placed on the token after the
// strings.
func errAtNextToken(msg string) *posError {
	return &posError{Kind: KindSyntaxError, Class: ClassReported, Msg: msg}
}

// errAtToken returns a SyntaxError spanning the token t, as CPython's
// RAISE_SYNTAX_ERROR_KNOWN_LOCATION(t, ...) does.
func errAtToken(t *Token, msg string) *posError {
	return &posError{Kind: KindSyntaxError, Class: ClassReported, Msg: msg,
		Line: int(t.Line), Col: int(t.Col), EndLine: int(t.EndLine), EndCol: int(t.EndCol)}
}

// tokenPos returns the span from the start of first to the end of last.
func tokenPos(first, last *Token) Pos {
	return Pos{Lineno: int(first.Line), ColOffset: int(first.Col),
		EndLineno: int(last.EndLine), EndColOffset: int(last.EndCol)}
}

// decodeStrings builds the node for one or more adjacent STRING tokens
// (raw text including prefix and quotes, already validated as complete
// literals by the tokenizer): a *Constant holding a Str or Bytes, or a
// *JoinedStr when any token is an f-string. The caller sets the Pos of the
// returned node (it is preset to the span of toks); nested nodes are
// positioned here, and the parsed expressions by sub.
func decodeStrings(toks []Token, sub subParser) (Expr, *posError) {
	first, last := &toks[0], &toks[len(toks)-1]
	whole := tokenPos(first, last)
	kind := ""
	if first.Lit[0] == 'u' { // CPython checks for a lowercase 'u' only
		kind = "u"
	}

	// The common case, one plain literal, needs no concatenation state.
	if len(toks) == 1 {
		lit := splitLiteral(first.Lit)
		if !lit.fmode {
			v, err := decodePlain(first, &lit)
			if err != nil {
				return nil, err
			}
			return &Constant{Pos: whole, Value: v, Kind: kind}, nil
		}
	}

	fs := fstringState{sub: sub, first: first, last: last, kind: kind}
	bytesMode := false
	var bytesBuf []byte
	for i := range toks {
		t := &toks[i]
		lit := splitLiteral(t.Lit)
		var v Value
		if !lit.fmode {
			var err *posError
			if v, err = decodePlain(t, &lit); err != nil {
				return nil, err
			}
		}
		if i > 0 && bytesMode != lit.bytes {
			return nil, errAtNextToken("cannot mix bytes and nonbytes literals")
		}
		bytesMode = lit.bytes
		switch {
		case lit.fmode:
			if err := fs.concatFstring(t, &lit); err != nil {
				return nil, err
			}
		case lit.bytes:
			bytesBuf = append(bytesBuf, v.(Bytes)...)
		default:
			fs.concatStr(string(v.(Str)))
		}
	}
	if bytesMode {
		return &Constant{Pos: whole, Value: Bytes(bytesBuf)}, nil
	}
	return fs.finish(), nil
}

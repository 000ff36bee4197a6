package frontend

// TokenKind is the kind of a token. Hard keywords and each operator have a
// kind of their own so that the parser switches on small integers; soft
// keywords (match, case, _) are NAME tokens.
type TokenKind uint8

// The token kinds.
const (
	EOF TokenKind = iota // ENDMARKER
	NEWLINE
	INDENT
	DEDENT
	NAME
	NUMBER
	STRING     // one string literal, prefix and quotes included; f-strings too
	ERRORTOKEN // where the scanner met an error: always the last token

	// Operators and delimiters.
	LPAR             // (
	RPAR             // )
	LSQB             // [
	RSQB             // ]
	LBRACE           // {
	RBRACE           // }
	COLON            // :
	COMMA            // ,
	SEMI             // ;
	PLUS             // +
	MINUS            // -
	STAR             // *
	SLASH            // /
	VBAR             // |
	AMPER            // &
	LESS             // <
	GREATER          // >
	EQUAL            // =
	DOT              // .
	PERCENT          // %
	EQEQUAL          // ==
	NOTEQUAL         // != (and <> is an error, as in CPython)
	LESSEQUAL        // <=
	GREATEREQUAL     // >=
	TILDE            // ~
	CIRCUMFLEX       // ^
	LEFTSHIFT        // <<
	RIGHTSHIFT       // >>
	DOUBLESTAR       // **
	PLUSEQUAL        // +=
	MINEQUAL         // -=
	STAREQUAL        // *=
	SLASHEQUAL       // /=
	PERCENTEQUAL     // %=
	AMPEREQUAL       // &=
	VBAREQUAL        // |=
	CIRCUMFLEXEQUAL  // ^=
	LEFTSHIFTEQUAL   // <<=
	RIGHTSHIFTEQUAL  // >>=
	DOUBLESTAREQUAL  // **=
	DOUBLESLASH      // //
	DOUBLESLASHEQUAL // //=
	AT               // @
	ATEQUAL          // @=
	RARROW           // ->
	ELLIPSIS         // ...
	COLONEQUAL       // :=

	// Hard keywords.
	KwFalse
	KwNone
	KwTrue
	KwAnd
	KwAs
	KwAssert
	KwAsync
	KwAwait
	KwBreak
	KwClass
	KwContinue
	KwDef
	KwDel
	KwElif
	KwElse
	KwExcept
	KwFinally
	KwFor
	KwFrom
	KwGlobal
	KwIf
	KwImport
	KwIn
	KwIs
	KwLambda
	KwNonlocal
	KwNot
	KwOr
	KwPass
	KwRaise
	KwReturn
	KwTry
	KwWhile
	KwWith
	KwYield

	numTokenKinds
)

// Token is one token of the source. Lit is the token's text as a substring
// of the decoded source (empty for NEWLINE at end of file, INDENT, DEDENT
// and EOF). Positions follow CPython's tokenizer: Line and EndLine are
// 1-based, Col and EndCol are 0-based byte offsets into the UTF-8 line.
type Token struct {
	Kind    TokenKind
	Lit     string
	Line    int32
	Col     int32
	EndLine int32
	EndCol  int32
}

package runtime

// This file finds codecs and error handlers by name for str.encode and
// bytes.decode, and describes their errors.
//
// pyex has the codecs of CPython's fast paths and their registry aliases:
// utf-8, utf-8-sig, ascii, latin-1, utf-16 (-le, -be) and utf-32 (-le,
// -be). A name is looked up like CPython does: _Py_normalize_encoding
// (ASCII lower case, runs of other characters but '.' become one '_',
// none at either end) picks the fast path for utf8, utf_8, utf16, utf_16,
// utf32, utf_32, ascii, us_ascii, latin1, latin_1, iso_8859_1 and
// iso8859_1; any other name goes through the codec registry, which tries
// the aliases of encodings.aliases and then the module name itself. The
// difference shows: an exception from an error handler that is not a
// UnicodeError (an unknown handler name, xmlcharrefreplace while
// decoding) is wrapped by the registry path as "encoding with 'NAME' codec
// failed (LookupError: ...)".
//
// Error handlers are looked up lazily, only when an error happens, so
// 'abc'.encode('ascii', 'nonsense') succeeds, as in CPython.

import (
	"bytes"
	"strconv"
	"strings"
)

// codecID names one of the codecs pyex has.
type codecID uint8

// The codecs.
const (
	codecUTF8 codecID = iota
	codecUTF8Sig
	codecASCII
	codecLatin1
	codecUTF16
	codecUTF16LE
	codecUTF16BE
	codecUTF32
	codecUTF32LE
	codecUTF32BE
)

// codecNames holds the name each codec gives itself in error messages.
var codecNames = [...]string{
	codecUTF8: "utf-8", codecUTF8Sig: "utf-8", codecASCII: "ascii", codecLatin1: "latin-1",
	codecUTF16: "utf-16", codecUTF16LE: "utf-16-le", codecUTF16BE: "utf-16-be",
	codecUTF32: "utf-32", codecUTF32LE: "utf-32-le", codecUTF32BE: "utf-32-be",
}

// codecModules maps the module names of the encodings package to codecs.
var codecModules = map[string]codecID{
	"utf_8": codecUTF8, "utf_8_sig": codecUTF8Sig, "ascii": codecASCII, "latin_1": codecLatin1,
	"utf_16": codecUTF16, "utf_16_le": codecUTF16LE, "utf_16_be": codecUTF16BE,
	"utf_32": codecUTF32, "utf_32_le": codecUTF32LE, "utf_32_be": codecUTF32BE,
}

// codecAliases holds the entries of encodings.aliases for those modules.
var codecAliases = map[string]codecID{
	"646": codecASCII, "ansi_x3.4_1968": codecASCII, "ansi_x3.4_1986": codecASCII,
	"ansi_x3_4_1968": codecASCII, "cp367": codecASCII, "csascii": codecASCII, "ibm367": codecASCII,
	"iso646_us": codecASCII, "iso_646.irv_1991": codecASCII, "iso_ir_6": codecASCII, "us": codecASCII,
	"us_ascii": codecASCII,
	"8859":     codecLatin1, "cp819": codecLatin1, "csisolatin1": codecLatin1, "ibm819": codecLatin1,
	"iso8859": codecLatin1, "iso8859_1": codecLatin1, "iso_8859_1": codecLatin1,
	"iso_8859_1_1987": codecLatin1, "iso_ir_100": codecLatin1, "l1": codecLatin1, "latin": codecLatin1,
	"latin1":  codecLatin1,
	"cp65001": codecUTF8, "u8": codecUTF8, "utf": codecUTF8, "utf8": codecUTF8, "utf8_ucs2": codecUTF8,
	"utf8_ucs4": codecUTF8,
	"u16":       codecUTF16, "utf16": codecUTF16, "unicodebigunmarked": codecUTF16BE,
	"unicodelittleunmarked": codecUTF16LE, "utf_16be": codecUTF16BE, "utf_16le": codecUTF16LE,
	"u32": codecUTF32, "utf32": codecUTF32, "utf_32be": codecUTF32BE, "utf_32le": codecUTF32LE,
}

// normalizeEncoding is CPython's _Py_normalize_encoding, appending the
// normalized name to buf.
func normalizeEncoding(buf []byte, name string) []byte {
	punct := false
	start := len(buf)
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
			fallthrough
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '.':
			if punct && len(buf) > start {
				buf = append(buf, '_')
			}
			punct = false
			buf = append(buf, c)
		default:
			punct = true
		}
	}
	return buf
}

// checkCodecArg rejects an encoding or errors argument that cannot become
// a C string, like CPython's argument parser.
func checkCodecArg(s string) *codecError {
	if strings.IndexByte(s, 0) >= 0 {
		return &codecError{kind: ValueError, msg: "embedded null character"}
	}
	if hasSurrogates(s) {
		_, err := encodeUTF8(s, errorsArg{h: ehStrict})
		return err
	}
	return nil
}

// lookupCodec finds the codec of an encoding name; fast reports whether
// CPython would take its fast path, which does not wrap handler errors.
func lookupCodec(name string) (id codecID, fast bool, err *codecError) {
	if err := checkCodecArg(name); err != nil {
		return 0, false, err
	}
	var buf [32]byte
	norm := normalizeEncoding(buf[:0], name)
	// The switch and map lookups on string(norm) do not allocate.
	switch string(norm) {
	case "utf8", "utf_8":
		return codecUTF8, true, nil
	case "utf16", "utf_16":
		return codecUTF16, true, nil
	case "utf32", "utf_32":
		return codecUTF32, true, nil
	case "ascii", "us_ascii":
		return codecASCII, true, nil
	case "latin1", "latin_1", "iso_8859_1", "iso8859_1":
		return codecLatin1, true, nil
	}
	// encodings.search_function: an alias of the name (or of the name with
	// dots as underscores), else the name itself as a module name, which
	// may not hold a dot.
	if id, ok := codecAliases[string(norm)]; ok {
		return id, false, nil
	}
	if id, ok := codecModules[string(norm)]; ok {
		return id, false, nil
	}
	if bytes.IndexByte(norm, '.') >= 0 {
		for i, c := range norm {
			if c == '.' {
				norm[i] = '_'
			}
		}
		if id, ok := codecAliases[string(norm)]; ok {
			return id, false, nil
		}
	}
	return 0, false, &codecError{kind: LookupError, msg: "unknown encoding: " + name}
}

// errHandler names one of the built-in error handlers.
type errHandler uint8

// The error handlers.
const (
	ehStrict errHandler = iota
	ehIgnore
	ehReplace
	ehBackslashReplace
	ehXMLCharRefReplace
	ehNameReplace
	ehSurrogateEscape
	ehSurrogatePass
	ehUnknown // not a built-in name: LookupError at the first error
)

// errorsArg is the errors argument of a codec: the handler and its name,
// for the LookupError of an unknown one.
type errorsArg struct {
	h    errHandler
	name string
}

// lookupErrHandler finds an error handler by name.
func lookupErrHandler(name string) errHandler {
	switch name {
	case "strict":
		return ehStrict
	case "ignore":
		return ehIgnore
	case "replace":
		return ehReplace
	case "backslashreplace":
		return ehBackslashReplace
	case "xmlcharrefreplace":
		return ehXMLCharRefReplace
	case "namereplace":
		return ehNameReplace
	case "surrogateescape":
		return ehSurrogateEscape
	case "surrogatepass":
		return ehSurrogatePass
	}
	return ehUnknown
}

// codecError is a failure inside a codec: a UnicodeEncodeError or
// UnicodeDecodeError with its attributes (encoding, object, start, end,
// reason), or another exception an error handler raised (kind and msg).
// The object layer needs the attributes to build the exception instance;
// toError gives the class and message.
type codecError struct {
	kind       ExcKind // UnicodeEncodeError, UnicodeDecodeError, or what a handler raised
	encoding   string
	object     string // the str being encoded or the bytes being decoded
	start, end int    // code points when encoding, bytes when decoding
	reason     string
	msg        string // the message, for kinds other than the two above
}

// errUnknownHandler is the LookupError of an unknown error handler name.
func errUnknownHandler(name string) *codecError {
	return &codecError{kind: LookupError, msg: "unknown error handler name '" + name + "'"}
}

// errNameReplace is the error of the namereplace handler where it would
// need character names, which pyex does not have.
func errNameReplace() *codecError {
	return &codecError{kind: NotImplementedError, msg: "the 'namereplace' error handler is not supported"}
}

// errCannotDecode is the TypeError of an encode-only handler used to
// decode.
func errCannotDecode() *codecError {
	return &codecError{kind: TypeError, msg: "don't know how to handle UnicodeDecodeError in error callback"}
}

// message returns the exception's str(), CPython's
// UnicodeEncodeError.__str__ and UnicodeDecodeError.__str__.
func (e *codecError) message() string {
	switch e.kind {
	case UnicodeEncodeError:
		if e.end == e.start+1 {
			x := newStrIndex(e.object)
			if e.start < x.n {
				r, _ := decodeRune(e.object[x.offset(e.object, e.start):])
				var esc []byte
				if r <= 0xff {
					esc = append(esc, '\\', 'x', hexDigits[r>>4], hexDigits[r&15])
				} else {
					esc = appendEscape(esc, r)
				}
				return "'" + e.encoding + "' codec can't encode character '" + string(esc) +
					"' in position " + strconv.Itoa(e.start) + ": " + e.reason
			}
		}
		return "'" + e.encoding + "' codec can't encode characters in position " +
			strconv.Itoa(e.start) + "-" + strconv.Itoa(e.end-1) + ": " + e.reason
	case UnicodeDecodeError:
		if e.end == e.start+1 && e.start < len(e.object) {
			c := e.object[e.start]
			return "'" + e.encoding + "' codec can't decode byte 0x" + string([]byte{hexDigits[c>>4], hexDigits[c&15]}) +
				" in position " + strconv.Itoa(e.start) + ": " + e.reason
		}
		return "'" + e.encoding + "' codec can't decode bytes in position " +
			strconv.Itoa(e.start) + "-" + strconv.Itoa(e.end-1) + ": " + e.reason
	}
	return e.msg
}

// toError returns e as a Go error (nil for nil): a UnicodeEncodeError or
// UnicodeDecodeError becomes the exception object itself, so that its
// args and its encoding, object, start, end and reason attributes are
// CPython's; any other kind is an *Error.
func (e *codecError) toError() error {
	if e == nil {
		return nil
	}
	switch e.kind {
	case UnicodeEncodeError:
		return NewException(UnicodeEncodeErrorType, MakeStr(e.encoding), MakeStr(e.object),
			MakeInt(int64(e.start)), MakeInt(int64(e.end)), MakeStr(e.reason))
	case UnicodeDecodeError:
		return NewException(UnicodeDecodeErrorType, MakeStr(e.encoding), MakeBytes(e.object),
			MakeInt(int64(e.start)), MakeInt(int64(e.end)), MakeStr(e.reason))
	}
	return &Error{Kind: e.kind, Msg: e.message()}
}

// wrap returns e as the codec registry's wrapper reports it: an error that
// is not a UnicodeError becomes "encoding with 'NAME' codec failed (Kind:
// msg)" of the same kind.
func (e *codecError) wrap(op, name string) *codecError {
	if e.kind == UnicodeEncodeError || e.kind == UnicodeDecodeError {
		return e
	}
	return &codecError{kind: e.kind, msg: op + " with '" + name + "' codec failed (" + e.kind.String() + ": " + e.msg + ")"}
}

// strEncode returns s.encode(encoding, errors) as the data of a bytes
// object; 'abc'.encode() is 'abc' itself.
func strEncode(s, encoding, errors string) (string, error) {
	b, err := strEncodeDetail(s, encoding, errors)
	return b, err.toError()
}

// strEncodeDetail is strEncode returning the exception's attributes.
func strEncodeDetail(s, encoding, errors string) (string, *codecError) {
	id, fast, err := lookupCodec(encoding)
	if err != nil {
		return "", err
	}
	if err := checkCodecArg(errors); err != nil {
		return "", err
	}
	b, cerr := encodeWith(s, id, errorsArg{lookupErrHandler(errors), errors})
	if cerr != nil {
		if !fast {
			cerr = cerr.wrap("encoding", encoding)
		}
	}
	return b, cerr
}

// bytesDecode returns b.decode(encoding, errors) (and str(b, encoding,
// errors)).
func bytesDecode[B byteData](b B, encoding, errors string) (string, error) {
	s, err := bytesDecodeDetail(b, encoding, errors)
	return s, err.toError()
}

// bytesDecodeDetail is bytesDecode returning the exception's attributes.
func bytesDecodeDetail[B byteData](b B, encoding, errors string) (string, *codecError) {
	id, fast, err := lookupCodec(encoding)
	if err != nil {
		return "", err
	}
	if err := checkCodecArg(errors); err != nil {
		return "", err
	}
	s, cerr := decodeWith(b, id, errorsArg{lookupErrHandler(errors), errors})
	if cerr != nil {
		if !fast {
			cerr = cerr.wrap("decoding", encoding)
		}
	}
	return s, cerr
}

package runtime

import (
	"math"
	"testing"
)

func argBytes(v any) string { return string(v.(pyBytes)) }

func bytesResult(b string) any { return pyBytes(b) }

func bytesList(a []string) any {
	out := make([]any, len(a))
	for i, b := range a {
		out[i] = pyBytes(b)
	}
	return out
}

func argOptBytes(v any) (string, bool) {
	if v == nil {
		return "", false
	}
	return argBytes(v), true
}

func bytesStripAdapter(left, right bool) func(c oracleCase) any {
	return func(c oracleCase) any {
		chars, has := argOptBytes(c.A[0])
		return bytesResult(bytesStrip(argBytes(c.S), chars, has, left, right))
	}
}

// bytesAdapters call the bytes primitives.
var bytesAdapters = map[string]func(c oracleCase) any{
	"capitalize": func(c oracleCase) any { return bytesResult(bytesCapitalize(argBytes(c.S))) },
	"lower":      func(c oracleCase) any { return bytesResult(bytesLower(argBytes(c.S))) },
	"upper":      func(c oracleCase) any { return bytesResult(bytesUpper(argBytes(c.S))) },
	"swapcase":   func(c oracleCase) any { return bytesResult(bytesSwapcase(argBytes(c.S))) },
	"title":      func(c oracleCase) any { return bytesResult(bytesTitle(argBytes(c.S))) },
	"isalnum":    func(c oracleCase) any { return bytesIsAlnum(argBytes(c.S)) },
	"isalpha":    func(c oracleCase) any { return bytesIsAlpha(argBytes(c.S)) },
	"isascii":    func(c oracleCase) any { return bytesIsASCII(argBytes(c.S)) },
	"isdigit":    func(c oracleCase) any { return bytesIsDigit(argBytes(c.S)) },
	"islower":    func(c oracleCase) any { return bytesIsLower(argBytes(c.S)) },
	"isspace":    func(c oracleCase) any { return bytesIsSpace(argBytes(c.S)) },
	"istitle":    func(c oracleCase) any { return bytesIsTitle(argBytes(c.S)) },
	"isupper":    func(c oracleCase) any { return bytesIsUpper(argBytes(c.S)) },
	"hex": func(c oracleCase) any {
		if len(c.A) == 0 {
			return bytesHex(argBytes(c.S), 0, false, 1)
		}
		var sep string
		switch v := c.A[0].(type) {
		case string:
			sep = v
		case pyBytes:
			sep = string(v)
		}
		sc, err := bytesHexSep(sep)
		if err != nil {
			return result(nil, err)
		}
		return bytesHex(argBytes(c.S), sc, true, argInt(c.A[1], 1))
	},
	"repr":           func(c oracleCase) any { return bytesRepr([]byte(argBytes(c.S))) },
	"bytearray_repr": func(c oracleCase) any { return bytearrayRepr([]byte(argBytes(c.S))) },
	"splitlines": func(c oracleCase) any {
		return bytesList(bytesSplitLines(argBytes(c.S), c.A[0].(bool)))
	},
	"split": func(c oracleCase) any {
		sep, has := argOptBytes(c.A[0])
		r, err := bytesSplit(argBytes(c.S), sep, has, argInt(c.A[1], -1))
		if err != nil {
			return result(nil, err)
		}
		return bytesList(r)
	},
	"rsplit": func(c oracleCase) any {
		sep, has := argOptBytes(c.A[0])
		r, err := bytesRSplit(argBytes(c.S), sep, has, argInt(c.A[1], -1))
		if err != nil {
			return result(nil, err)
		}
		return bytesList(r)
	},
	"strip":  bytesStripAdapter(true, true),
	"lstrip": bytesStripAdapter(true, false),
	"rstrip": bytesStripAdapter(false, true),
	"find": func(c oracleCase) any {
		return bytesFind(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"rfind": func(c oracleCase) any {
		return bytesRFind(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"index": func(c oracleCase) any {
		return result(bytesIndexOf(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt)))
	},
	"rindex": func(c oracleCase) any {
		return result(bytesRIndex(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt)))
	},
	"count": func(c oracleCase) any {
		return bytesCount(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"startswith": func(c oracleCase) any {
		return bytesStartsWith(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"endswith": func(c oracleCase) any {
		return bytesEndsWith(argBytes(c.S), argBytes(c.A[0]), argInt(c.A[1], 0), argInt(c.A[2], math.MaxInt))
	},
	"partition": func(c oracleCase) any {
		r, err := bytesPartition(argBytes(c.S), argBytes(c.A[0]))
		if err != nil {
			return result(nil, err)
		}
		return bytesList(r[:])
	},
	"rpartition": func(c oracleCase) any {
		r, err := bytesRPartition(argBytes(c.S), argBytes(c.A[0]))
		if err != nil {
			return result(nil, err)
		}
		return bytesList(r[:])
	},
	"removeprefix": func(c oracleCase) any {
		return bytesResult(bytesRemovePrefix(argBytes(c.S), argBytes(c.A[0])))
	},
	"removesuffix": func(c oracleCase) any {
		return bytesResult(bytesRemoveSuffix(argBytes(c.S), argBytes(c.A[0])))
	},
	"replace": func(c oracleCase) any {
		return bytesResult(bytesReplace(argBytes(c.S), argBytes(c.A[0]), argBytes(c.A[1]), argInt(c.A[2], -1)))
	},
	"center": func(c oracleCase) any {
		return bytesResult(bytesCenter(argBytes(c.S), argInt(c.A[0], 0), argBytes(c.A[1])[0]))
	},
	"ljust": func(c oracleCase) any {
		return bytesResult(bytesLJust(argBytes(c.S), argInt(c.A[0], 0), argBytes(c.A[1])[0]))
	},
	"rjust": func(c oracleCase) any {
		return bytesResult(bytesRJust(argBytes(c.S), argInt(c.A[0], 0), argBytes(c.A[1])[0]))
	},
	"zfill": func(c oracleCase) any { return bytesResult(bytesZFill(argBytes(c.S), argInt(c.A[0], 0))) },
	"expandtabs": func(c oracleCase) any {
		b, err := bytesExpandTabs(argBytes(c.S), argInt(c.A[0], 8))
		if err != nil {
			return result(nil, err)
		}
		return bytesResult(b)
	},
	"translate": func(c oracleCase) any {
		table, has := argOptBytes(c.A[0])
		b, err := bytesTranslate(argBytes(c.S), table, has, argBytes(c.A[1]))
		if err != nil {
			return result(nil, err)
		}
		return bytesResult(b)
	},
	"join": func(c oracleCase) any {
		var items []string
		for _, it := range c.A[0].([]any) {
			items = append(items, argBytes(it))
		}
		return bytesResult(bytesJoin(argBytes(c.S), items))
	},
	"fromhex": func(c oracleCase) any {
		b, err := bytesFromHex(argStr(c.S))
		if err != nil {
			return result(nil, err)
		}
		return bytesResult(b)
	},
	"maketrans": func(c oracleCase) any {
		b, err := bytesMaketrans(argBytes(c.S), argBytes(c.A[0]))
		if err != nil {
			return result(nil, err)
		}
		return bytesResult(b)
	},
}

func TestBytesOracle(t *testing.T) {
	runOracle(t, "bytes.jsonl.gz", bytesAdapters, nil)
}

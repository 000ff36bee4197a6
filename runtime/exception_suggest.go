// This file computes the "Did you mean" hint CPython 3.11 prints after a
// NameError or AttributeError (Python/suggestions.c): the closest name by
// a Levenshtein distance in which a case flip costs less than any other
// edit, among the attributes of the object, or the names of the frame the
// NameError was raised in, then its globals, then its builtins.

package runtime

const (
	suggestMaxCandidates = 750
	suggestMaxString     = 40
	suggestMoveCost      = 2
	suggestCaseCost      = 1
)

// SetMember sets an attribute of an exception subclass that CPython keeps
// in a C field (NameError.name, AttributeError.obj ...).
func (e *Exception) SetMember(name string, v Value) { e.setMember(name, v) }

// Member returns such an attribute (None when unset).
func (e *Exception) Member(name string) Value { return e.member(name) }

// AttributeErrorContext gives an AttributeError raised while looking up
// name on obj its name and obj attributes, as CPython's attribute lookup
// does, so that the traceback can suggest a close name. Other errors are
// returned as they are.
func AttributeErrorContext(err error, obj Value, name string) error {
	if !errorMatches(err, AttributeErrorType) {
		return err
	}
	e := ExceptionOf(err)
	if e.cls != AttributeErrorType || !e.member("name").IsNone() {
		return e
	}
	e.setMember("name", MakeStr(name))
	e.setMember("obj", obj)
	return e
}

// NewNameError returns the NameError for an undefined name.
func NewNameError(name string) *Exception {
	e := NewException(NameErrorType, MakeStr("name '"+name+"' is not defined"))
	e.setMember("name", MakeStr(name))
	return e
}

// Suggestion returns what CPython appends to the last line of a printed
// traceback for e: ". Did you mean: 'x'?", or "" when there is no hint.
func Suggestion(t *Thread, e *Exception) string {
	var best string
	switch e.cls {
	case AttributeErrorType:
		name, ok := e.member("name").obj.(*Str)
		obj := e.member("obj")
		if !ok || (obj.IsNone() && !e.hasMember("obj")) {
			return ""
		}
		dir, err := dirOf(t, obj)
		if err != nil {
			return ""
		}
		items, _ := dir.obj.(*List)
		if items == nil {
			return ""
		}
		best = closestName(name.s, strItems(items.items))
	case NameErrorType:
		name, ok := e.member("name").obj.(*Str)
		tb, ok2 := e.Traceback.obj.(*Traceback)
		if !ok || !ok2 {
			return ""
		}
		for tb.Next != nil {
			tb = tb.Next
		}
		if tb.Code == nil {
			return ""
		}
		if best = closestName(name.s, tb.Code.LocalNames); best != "" {
			break
		}
		if tb.Globals != nil {
			if best = closestName(name.s, dictKeys(tb.Globals)); best != "" {
				break
			}
		}
		if tb.Builtins != nil {
			best = closestName(name.s, dictKeys(tb.Builtins))
		}
	default:
		return ""
	}
	if best == "" {
		return ""
	}
	return ". Did you mean: " + strRepr(best) + "?"
}

// hasMember reports whether the member was ever set (obj may be None).
func (e *Exception) hasMember(name string) bool {
	for _, m := range e.members {
		if m.name == name {
			return true
		}
	}
	return false
}

func strItems(vs []Value) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		if s, ok := v.obj.(*Str); ok {
			out = append(out, s.s)
		} else {
			out = append(out, "")
		}
	}
	return out
}

func dictKeys(d *Dict) []string {
	keys := d.Keys()
	return strItems(keys)
}

// closestName is calculate_suggestions: candidates are taken in order, a
// later one wins only with a strictly smaller distance.
func closestName(name string, candidates []string) string {
	if len(candidates) >= suggestMaxCandidates {
		return ""
	}
	best, bestDist := "", -1
	for _, c := range candidates {
		if c == name {
			continue
		}
		maxDist := (len(name) + len(c) + 3) * suggestMoveCost / 6
		if bestDist >= 0 && bestDist-1 < maxDist {
			maxDist = bestDist - 1
		}
		d := levenshtein(name, c, maxDist)
		if d > maxDist {
			continue
		}
		if best == "" || d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

func substitutionCost(a, b byte) int {
	if a&31 != b&31 {
		return suggestMoveCost
	}
	if a == b {
		return 0
	}
	if 'A' <= a && a <= 'Z' {
		a += 'a' - 'A'
	}
	if 'A' <= b && b <= 'Z' {
		b += 'a' - 'A'
	}
	if a == b {
		return suggestCaseCost
	}
	return suggestMoveCost
}

// levenshtein is CPython's bounded edit distance over UTF-8 bytes.
func levenshtein(a, b string, maxCost int) int {
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return (len(a) + len(b)) * suggestMoveCost
	}
	if len(a) > suggestMaxString || len(b) > suggestMaxString {
		return maxCost + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*suggestMoveCost > maxCost {
		return maxCost + 1
	}
	var buf [suggestMaxString]int
	tmp := suggestMoveCost
	for i := range len(a) {
		buf[i] = tmp
		tmp += suggestMoveCost
	}
	result := 0
	for bi := 0; bi < len(b); bi++ {
		code := b[bi]
		distance := bi * suggestMoveCost
		result = distance
		minimum := int(^uint(0) >> 1)
		for i := 0; i < len(a); i++ {
			substitute := distance + substitutionCost(code, a[i])
			distance = buf[i]
			insertDelete := min(result, distance) + suggestMoveCost
			result = min(insertDelete, substitute)
			buf[i] = result
			if result < minimum {
				minimum = result
			}
		}
		if minimum > maxCost {
			return maxCost + 1
		}
	}
	return result
}

package runtime

// This file holds split, rsplit, splitlines, partition, rpartition and
// join of bytes and bytearray.

import "strings"

// bytesSplit returns b.split(sep, maxsplit); hasSep false means sep=None,
// splitting at runs of ASCII whitespace.
func bytesSplit(b, sep string, hasSep bool, maxsplit int) ([]string, *Error) {
	limit := splitLimit(maxsplit)
	out := []string{}
	if hasSep {
		if len(sep) == 0 {
			return nil, errEmptySeparator()
		}
		i := 0
		for ; limit > 0; limit-- {
			k := strings.Index(b[i:], sep)
			if k < 0 {
				break
			}
			out = append(out, b[i:i+k])
			i += k + len(sep)
		}
		return append(out, b[i:]), nil
	}
	i, n := 0, len(b)
	for ; limit > 0; limit-- {
		for i < n && asciiSpace(b[i]) {
			i++
		}
		if i == n {
			break
		}
		j := i
		for i < n && !asciiSpace(b[i]) {
			i++
		}
		out = append(out, b[j:i])
	}
	for i < n && asciiSpace(b[i]) {
		i++
	}
	if i < n {
		out = append(out, b[i:])
	}
	return out, nil
}

// bytesRSplit returns b.rsplit(sep, maxsplit).
func bytesRSplit(b, sep string, hasSep bool, maxsplit int) ([]string, *Error) {
	limit := splitLimit(maxsplit)
	out := []string{}
	if hasSep {
		if len(sep) == 0 {
			return nil, errEmptySeparator()
		}
		end := len(b)
		for ; limit > 0; limit-- {
			k := strings.LastIndex(b[:end], sep)
			if k < 0 {
				break
			}
			out = append(out, b[k+len(sep):end])
			end = k
		}
		out = append(out, b[:end])
		reverseStrings(out)
		return out, nil
	}
	i := len(b)
	for ; limit > 0; limit-- {
		for i > 0 && asciiSpace(b[i-1]) {
			i--
		}
		if i == 0 {
			break
		}
		j := i
		for i > 0 && !asciiSpace(b[i-1]) {
			i--
		}
		out = append(out, b[i:j])
	}
	for i > 0 && asciiSpace(b[i-1]) {
		i--
	}
	if i > 0 {
		out = append(out, b[:i])
	}
	reverseStrings(out)
	return out, nil
}

// bytesSplitLines returns b.splitlines(keepends); the line boundaries of
// bytes are only \n, \r and \r\n.
func bytesSplitLines(b string, keepends bool) []string {
	out := []string{}
	start := 0
	for i := 0; i < len(b); {
		c := b[i]
		if c != '\n' && c != '\r' {
			i++
			continue
		}
		eol := i + 1
		if c == '\r' && eol < len(b) && b[eol] == '\n' {
			eol++
		}
		if keepends {
			out = append(out, b[start:eol])
		} else {
			out = append(out, b[start:i])
		}
		i = eol
		start = eol
	}
	if start < len(b) {
		out = append(out, b[start:])
	}
	return out
}

// bytesPartition returns b.partition(sep).
func bytesPartition(b, sep string) ([3]string, *Error) {
	if len(sep) == 0 {
		return [3]string{}, errEmptySeparator()
	}
	if i := strings.Index(b, sep); i >= 0 {
		return [3]string{b[:i], sep, b[i+len(sep):]}, nil
	}
	return [3]string{b, "", ""}, nil
}

// bytesRPartition returns b.rpartition(sep).
func bytesRPartition(b, sep string) ([3]string, *Error) {
	if len(sep) == 0 {
		return [3]string{}, errEmptySeparator()
	}
	if i := strings.LastIndex(b, sep); i >= 0 {
		return [3]string{b[:i], sep, b[i+len(sep):]}, nil
	}
	return [3]string{"", "", b}, nil
}

// bytesJoin returns sep.join(items).
func bytesJoin(sep string, items []string) string {
	return strings.Join(items, sep)
}

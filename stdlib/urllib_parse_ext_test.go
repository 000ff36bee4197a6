package stdlib_test

import "testing"

// TestURLLibParseRecorded evaluates testdata/stdlib/urllib_parse/cases.json,
// recorded from python3 by record.py beside it: urlsplit/urlparse of odd
// schemes, IPv6 and IPvFuture hosts, ports and user info (str and bytes),
// urljoin over RFC 3986's examples, quoting of every byte under several
// safe sets, unquoting, query strings, urlencode and the result types.
func TestURLLibParseRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/urllib_parse/cases.json", "", nil)
}

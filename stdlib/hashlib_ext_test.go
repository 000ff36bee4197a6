package stdlib_test

import "testing"

// TestHashlibRecorded evaluates testdata/stdlib/hashlib/cases.json,
// recorded from python3 by record.py beside it: digests of every
// algorithm around their block sizes, BLAKE2 with random parameter
// blocks, HMAC, PBKDF2, the base64 family and binascii's decoders and
// CRCs, and zlib's decompression of streams CPython's zlib wrote.
func TestHashlibRecorded(t *testing.T) {
	runRecordedCases(t, "../testdata/stdlib/hashlib/cases.json", "", nil)
}

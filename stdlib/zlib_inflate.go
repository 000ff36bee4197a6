// This file decodes the three containers zlib reads (zlib, gzip, raw
// deflate) around Go's compress/flate, with zlib's error numbers and
// messages. The decoder is restartable rather than resumable: a streaming
// Decompress object keeps its input and decodes it again from the start
// when more arrives (see zlib_objects.go).

package stdlib

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"

	"github.com/pyexgo/pyex/runtime"
)

// zlibError is zlib.error.
var zlibError = runtime.NewNativeExceptionType("error", "zlib", runtime.ExceptionType)

func errZlib(msg string) error { return runtime.NewException(zlibError, runtime.MakeStr(msg)) }

// inflateResult is what one decoding pass found.
type inflateResult struct {
	out      []byte
	consumed int    // input bytes used (through the trailer when done)
	done     bool   // the stream ended
	limited  bool   // stopped at the output limit
	code     int    // zlib's error number when failed: -3 data error, -5 truncated, 2 dictionary needed
	reason   string // zlib's message for a data error
}

// adler32Update continues an Adler-32 checksum.
func adler32Update(adler uint32, p []byte) uint32 {
	const mod = 65521
	a, b := adler&0xffff, adler>>16
	for len(p) > 0 {
		n := min(len(p), 5552)
		for _, c := range p[:n] {
			a += uint32(c)
			b += a
		}
		a %= mod
		b %= mod
		p = p[n:]
	}
	return b<<16 | a
}

// zlibContainer names how wbits frames the deflate data.
type zlibContainer uint8

const (
	containerZlib zlibContainer = iota
	containerRaw
	containerGzip
	containerAuto
)

// inflateMode decodes wbits for decompression; ok is false for a value
// zlib rejects.
func inflateMode(wbits int) (c zlibContainer, window int, ok bool) {
	switch {
	case wbits == 0:
		return containerZlib, 0, true
	case 8 <= wbits && wbits <= 15:
		return containerZlib, wbits, true
	case -15 <= wbits && wbits <= -8:
		return containerRaw, -wbits, true
	case 24 <= wbits && wbits <= 31:
		return containerGzip, wbits - 16, true
	case 40 <= wbits && wbits <= 47:
		return containerAuto, wbits - 32, true
	}
	return 0, 0, false
}

// inflate decodes data framed as wbits says, stopping once limit bytes
// are out (limit < 0: no limit).
func inflate(data []byte, wbits int, zdict []byte, limit int) inflateResult {
	container, window, _ := inflateMode(wbits)
	fail := func(code int, reason string) inflateResult { return inflateResult{code: code, reason: reason} }
	truncated := inflateResult{code: -5}
	pos := 0
	if container == containerAuto {
		if len(data) < 2 {
			return truncated
		}
		if data[0] == 0x1f && data[1] == 0x8b {
			container = containerGzip
		} else {
			container = containerZlib
		}
	}
	switch container {
	case containerZlib:
		if len(data) < 2 {
			return truncated
		}
		cmf, flg := data[0], data[1]
		if (uint(cmf)<<8|uint(flg))%31 != 0 {
			return fail(-3, "incorrect header check")
		}
		if cmf&0x0f != 8 {
			return fail(-3, "unknown compression method")
		}
		if w := int(cmf>>4) + 8; w > 15 || (window != 0 && w > window) {
			return fail(-3, "invalid window size")
		}
		pos = 2
		if flg&0x20 != 0 {
			if len(data) < 6 {
				return truncated
			}
			if zdict == nil {
				return fail(2, "")
			}
			if binary.BigEndian.Uint32(data[2:]) != adler32Update(1, zdict) {
				return fail(-3, "incorrect data check")
			}
			pos = 6
		}
	case containerGzip:
		n, r := gzipHeaderLen(data)
		if n < 0 {
			if r == "" {
				return truncated
			}
			return fail(-3, r)
		}
		pos = n
	}
	src := bytes.NewReader(data[pos:])
	var fr io.ReadCloser
	if zdict != nil && container != containerGzip {
		fr = flate.NewReaderDict(src, zdict)
	} else {
		fr = flate.NewReader(src)
	}
	var out []byte
	buf := make([]byte, 32<<10)
	res := inflateResult{}
	for {
		want := len(buf)
		if limit >= 0 && limit-len(out) < want {
			want = limit - len(out)
		}
		if want == 0 {
			res.limited = true
			break
		}
		n, err := fr.Read(buf[:want])
		out = append(out, buf[:n]...)
		if err == io.EOF {
			res.done = true
			break
		}
		if err != nil {
			res.out = out
			res.consumed = len(data) - src.Len()
			var corrupt flate.CorruptInputError
			if errors.As(err, &corrupt) {
				res.code, res.reason = -3, classifyDeflateError(data[pos:])
				return res
			}
			res.code = -5
			return res
		}
	}
	res.out = out
	res.consumed = len(data) - src.Len()
	if !res.done {
		return res
	}
	// The trailer.
	rest := data[res.consumed:]
	switch container {
	case containerZlib:
		if len(rest) < 4 {
			res.done, res.code = false, -5
			return res
		}
		if binary.BigEndian.Uint32(rest) != adler32Update(1, out) {
			return fail(-3, "incorrect data check")
		}
		res.consumed += 4
	case containerGzip:
		if len(rest) < 8 {
			res.done, res.code = false, -5
			return res
		}
		if binary.LittleEndian.Uint32(rest) != crc32.ChecksumIEEE(out) {
			return fail(-3, "incorrect data check")
		}
		if binary.LittleEndian.Uint32(rest[4:]) != uint32(len(out)) {
			return fail(-3, "incorrect length check")
		}
		res.consumed += 8
	}
	return res
}

// gzipHeaderLen returns the length of the gzip header at the start of
// data, or -1 with zlib's reason (empty when the header is cut short).
func gzipHeaderLen(data []byte) (int, string) {
	if len(data) < 10 {
		if len(data) >= 2 && (data[0] != 0x1f || data[1] != 0x8b) {
			return -1, "incorrect header check"
		}
		return -1, ""
	}
	if data[0] != 0x1f || data[1] != 0x8b {
		return -1, "incorrect header check"
	}
	if data[2] != 8 {
		return -1, "unknown compression method"
	}
	flags := data[3]
	if flags&0xe0 != 0 {
		return -1, "unknown header flags set"
	}
	pos := 10
	if flags&4 != 0 {
		if len(data) < pos+2 {
			return -1, ""
		}
		pos += 2 + int(binary.LittleEndian.Uint16(data[pos:]))
	}
	for _, bit := range []byte{8, 16} {
		if flags&bit != 0 {
			i := bytes.IndexByte(data[min(pos, len(data)):], 0)
			if i < 0 {
				return -1, ""
			}
			pos += i + 1
		}
	}
	if flags&2 != 0 {
		pos += 2
	}
	if pos > len(data) {
		return -1, ""
	}
	return pos, ""
}

// classifyDeflateError guesses zlib's message for corrupt deflate data
// from its first block header; Go's decoder reports only an offset.
func classifyDeflateError(d []byte) string {
	if len(d) == 0 {
		return "invalid block type"
	}
	switch d[0] >> 1 & 3 {
	case 3:
		return "invalid block type"
	case 0:
		if len(d) >= 5 && binary.LittleEndian.Uint16(d[1:]) != ^binary.LittleEndian.Uint16(d[3:]) {
			return "invalid stored block lengths"
		}
	case 2:
		return "invalid code lengths set"
	}
	return "invalid distance too far back"
}

// inflateError returns the zlib.error of a failed pass.
func inflateError(res inflateResult, while string) error {
	switch res.code {
	case -5:
		return errZlib("Error -5 while " + while + ": incomplete or truncated stream")
	case 2:
		return errZlib("Error 2 while " + while)
	}
	return errZlib("Error -3 while " + while + ": " + res.reason)
}

// This file compresses with Go's compress/flate inside zlib's framing.
// The framing bytes (zlib header and Adler-32 trailer, gzip header and
// CRC trailer) are those zlib writes, but the deflate data between them
// is Go's, so compressed bytes differ from CPython's even though every
// decompressor reads them (docs/DIFFERENCES.md).

package stdlib

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
)

// deflater is a running compression stream in one of zlib's containers.
type deflater struct {
	w         *flate.Writer
	buf       bytes.Buffer
	container zlibContainer
	level     int
	wbits     int
	headerOut bool
	finished  bool
	check     uint32 // Adler-32 or CRC-32 of the input so far
	size      uint32
	zdict     []byte
	strategy  int
	// history replays the stream for copy(): Go's compressor cannot be
	// cloned, but it is deterministic, so the same calls rebuild its
	// state. It is dropped past historyLimit bytes.
	history  []deflateOp
	recorded int
}

// deflateOp is one call on a deflater: data to write, or a flush.
type deflateOp struct {
	data  []byte
	flush bool
}

// historyLimit bounds the input a deflater keeps for copy().
const historyLimit = 8 << 20

// deflateMode decodes wbits for compression.
func deflateMode(wbits int) (zlibContainer, int, bool) {
	switch {
	case 9 <= wbits && wbits <= 15:
		return containerZlib, wbits, true
	case wbits == 8:
		return containerZlib, 9, true
	case -15 <= wbits && wbits <= -9:
		return containerRaw, -wbits, true
	case 25 <= wbits && wbits <= 31:
		return containerGzip, wbits - 16, true
	}
	return 0, 0, false
}

// newDeflater starts a stream; level is -1..9, strategy zlib's.
func newDeflater(level, wbits, strategy int, zdict []byte) *deflater {
	container, window, _ := deflateMode(wbits)
	d := &deflater{container: container, level: level, wbits: window, zdict: zdict, strategy: strategy}
	if container == containerZlib {
		d.check = 1
	}
	goLevel := level
	if strategy == 2 { // Z_HUFFMAN_ONLY
		goLevel = flate.HuffmanOnly
	}
	if zdict != nil {
		d.w, _ = flate.NewWriterDict(&d.buf, goLevel, zdict)
	} else {
		d.w, _ = flate.NewWriter(&d.buf, goLevel)
	}
	return d
}

// header returns the container's header.
func (d *deflater) header() []byte {
	switch d.container {
	case containerZlib:
		cmf := byte((d.wbits-8)<<4 | 8)
		var flevel byte
		switch {
		case d.level == -1 || d.level == 6:
			flevel = 2
		case d.level < 2:
			flevel = 0
		case d.level < 6:
			flevel = 1
		default:
			flevel = 3
		}
		flg := flevel << 6
		if d.zdict != nil {
			flg |= 0x20
		}
		flg += byte(31 - (uint(cmf)<<8|uint(flg))%31)
		if (uint(cmf)<<8|uint(flg))%31 != 0 {
			flg -= 31
		}
		h := []byte{cmf, flg}
		if d.zdict != nil {
			h = binary.BigEndian.AppendUint32(h, adler32Update(1, d.zdict))
		}
		return h
	case containerGzip:
		xfl := byte(0)
		if d.level == 9 {
			xfl = 2
		} else if d.level == 1 {
			xfl = 4
		}
		return []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3}
	}
	return nil
}

// take returns what the stream has produced since the last call.
func (d *deflater) take() []byte {
	var out []byte
	if !d.headerOut {
		out = d.header()
		d.headerOut = true
	}
	out = append(out, d.buf.Bytes()...)
	d.buf.Reset()
	return out
}

// write compresses p.
func (d *deflater) write(p []byte) []byte {
	switch d.container {
	case containerZlib:
		d.check = adler32Update(d.check, p)
	case containerGzip:
		d.check = crc32.Update(d.check, crc32.IEEETable, p)
	}
	d.size += uint32(len(p))
	d.record(deflateOp{data: append([]byte(nil), p...)}, len(p))
	d.w.Write(p)
	return d.take()
}

// flush ends the stream (finish) or emits a sync point.
func (d *deflater) flush(finish bool) []byte {
	if !finish {
		d.record(deflateOp{flush: true}, 0)
		d.w.Flush()
		return d.take()
	}
	d.w.Close()
	out := d.take()
	switch d.container {
	case containerZlib:
		out = binary.BigEndian.AppendUint32(out, d.check)
	case containerGzip:
		out = binary.LittleEndian.AppendUint32(out, d.check)
		out = binary.LittleEndian.AppendUint32(out, d.size)
	}
	d.finished = true
	return out
}

// record keeps an operation for copy() while the history is small.
func (d *deflater) record(op deflateOp, n int) {
	if d.recorded < 0 {
		return
	}
	if d.recorded+n > historyLimit {
		d.history, d.recorded = nil, -1
		return
	}
	d.history = append(d.history, op)
	d.recorded += n
}

// clone returns an independent deflater in the same state, or false when
// the history was dropped.
func (d *deflater) clone(wbitsArg int) (*deflater, bool) {
	if d.recorded < 0 {
		return nil, false
	}
	c := newDeflater(d.level, wbitsArg, d.strategy, d.zdict)
	for _, op := range d.history {
		if op.flush {
			c.flush(false)
		} else {
			c.write(op.data)
		}
	}
	c.take()
	c.headerOut = d.headerOut
	return c, true
}

// deflateAll compresses data in one go.
func deflateAll(data []byte, level, wbits int) []byte {
	d := newDeflater(level, wbits, 0, nil)
	out := d.write(data)
	return append(out, d.flush(true)...)
}

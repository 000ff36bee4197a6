// This file reads the embedded time zone database (tzdata/zoneinfo.zip,
// see tzdata/README) and parses its TZif files (RFC 8536) into zones: the
// transitions, the local time types with the DST offsets python3 infers
// for them, and the POSIX TZ rule that follows the last transition.

package stdlib

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"io"
	"sort"
	"strings"
	"sync"
)

//go:embed tzdata/zoneinfo.zip
var tzdataZip []byte

// tzdataIndex maps each key of the database to its zip entry. It is built
// once, on first use, from the embedded bytes.
var tzdataIndex = sync.OnceValues(func() (map[string]*zip.File, error) {
	zr, err := zip.NewReader(bytes.NewReader(tzdataZip), int64(len(tzdataZip)))
	if err != nil {
		return nil, err
	}
	files := make(map[string]*zip.File, len(zr.File))
	for _, f := range zr.File {
		if !strings.HasSuffix(f.Name, "/") {
			files[f.Name] = f
		}
	}
	return files, nil
})

// tzKeys returns the keys of the database, sorted.
func tzKeys() []string {
	files, err := tzdataIndex()
	if err != nil {
		return nil
	}
	keys := make([]string, 0, len(files))
	for k := range files {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ttinfo is one local time type: its UTC offset, DST offset (both in
// seconds) and abbreviation.
type ttinfo struct {
	utcoff, dstoff int64
	abbr           string
	isdst          bool
}

// tzZone is a parsed zone. The transitions are in UTC seconds, and also
// in local wall seconds for fold 0 and fold 1; types[i] is the type that
// starts at transition i.
type tzZone struct {
	transUTC   []int64
	transLocal [2][]int64
	types      []*ttinfo
	before     *ttinfo // before the first transition
	after      *ttinfo // after the last one, when there is no rule
	rule       *tzRule // after the last one, when there is
	fixed      bool
}

// zoneCache holds the zones parsed so far; a zone is immutable once built.
var zoneCache sync.Map // key -> *tzZone

var errNoZone = errors.New("no such zone")

// loadZone returns the zone of key from the embedded database.
func loadZone(key string) (*tzZone, error) {
	if z, ok := zoneCache.Load(key); ok {
		return z.(*tzZone), nil
	}
	files, err := tzdataIndex()
	if err != nil {
		return nil, err
	}
	f, ok := files[key]
	if !ok {
		return nil, errNoZone
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return nil, err
	}
	z, err := parseTZif(data)
	if err != nil {
		return nil, err
	}
	zoneCache.Store(key, z)
	return z, nil
}

var errBadTZif = errors.New("invalid TZif data")

// parseTZif parses a TZif file, using its 64-bit body when it has one.
func parseTZif(data []byte) (*tzZone, error) {
	hdr, body, err := tzifHeader(data)
	if err != nil {
		return nil, err
	}
	version := data[4]
	timeSize := 4
	if version >= '2' {
		// Skip the 32-bit body and read the second header.
		n := hdr.size(4)
		if len(body) < n {
			return nil, errBadTZif
		}
		hdr, body, err = tzifHeader(body[n:])
		if err != nil {
			return nil, err
		}
		timeSize = 8
	}
	rd := func(n int) []byte {
		if len(body) < n {
			err = errBadTZif
			return make([]byte, n)
		}
		b := body[:n]
		body = body[n:]
		return b
	}
	transBytes := rd(hdr.timecnt * timeSize)
	idxBytes := rd(hdr.timecnt)
	typeBytes := rd(hdr.typecnt * 6)
	abbrBytes := rd(hdr.charcnt)
	rd(hdr.leapcnt * (timeSize + 4))
	rd(hdr.isstdcnt)
	rd(hdr.isutcnt)
	if err != nil {
		return nil, err
	}
	footer := ""
	if timeSize == 8 && len(body) > 1 && body[0] == '\n' {
		if end := bytes.IndexByte(body[1:], '\n'); end >= 0 {
			footer = string(body[1 : 1+end])
		}
	}

	trans := make([]int64, hdr.timecnt)
	for i := range trans {
		if timeSize == 8 {
			trans[i] = int64(binary.BigEndian.Uint64(transBytes[i*8:]))
		} else {
			trans[i] = int64(int32(binary.BigEndian.Uint32(transBytes[i*4:])))
		}
	}
	idx := make([]int, hdr.timecnt)
	for i := range idx {
		idx[i] = int(idxBytes[i])
		if idx[i] >= hdr.typecnt {
			return nil, errBadTZif
		}
	}
	utcoff := make([]int64, hdr.typecnt)
	isdst := make([]bool, hdr.typecnt)
	abbr := make([]string, hdr.typecnt)
	for i := 0; i < hdr.typecnt; i++ {
		b := typeBytes[i*6:]
		utcoff[i] = int64(int32(binary.BigEndian.Uint32(b)))
		isdst[i] = b[4] != 0
		ai := int(b[5])
		if ai >= len(abbrBytes) {
			return nil, errBadTZif
		}
		s := abbrBytes[ai:]
		if e := bytes.IndexByte(s, 0); e >= 0 {
			s = s[:e]
		}
		abbr[i] = string(s)
	}
	dstoff := inferDSTOffsets(idx, utcoff, isdst)
	infos := make([]*ttinfo, hdr.typecnt)
	for i := range infos {
		infos[i] = &ttinfo{utcoff: utcoff[i], dstoff: dstoff[i], abbr: abbr[i], isdst: isdst[i]}
	}

	z := &tzZone{transUTC: trans}
	z.types = make([]*ttinfo, len(idx))
	for i, k := range idx {
		z.types[i] = infos[k]
	}
	z.transLocal = wallTransitions(idx, trans, utcoff)
	for i := range infos {
		if !isdst[i] {
			z.before = infos[i]
			break
		}
	}
	if z.before == nil && len(z.types) > 0 {
		z.before = z.types[0]
	}
	if footer != "" {
		rule, static, err := parseTZRule(footer)
		if err != nil {
			return nil, err
		}
		z.rule, z.after = rule, static
	} else {
		switch {
		case len(z.types) > 0:
			z.after = z.types[len(z.types)-1]
		case len(infos) > 0:
			z.after = infos[len(infos)-1]
		default:
			return nil, errBadTZif
		}
	}
	switch {
	case len(infos) > 1 || z.rule != nil:
		z.fixed = false
	case len(infos) == 0:
		z.fixed = true
	default:
		z.fixed = *infos[0] == *z.after || (infos[0].utcoff == z.after.utcoff && infos[0].dstoff == z.after.dstoff && infos[0].abbr == z.after.abbr)
	}
	return z, nil
}

type tzifHdr struct{ isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt int }

func (h tzifHdr) size(timeSize int) int {
	return h.timecnt*timeSize + h.timecnt + h.typecnt*6 + h.charcnt + h.leapcnt*(timeSize+4) + h.isstdcnt + h.isutcnt
}

func tzifHeader(data []byte) (tzifHdr, []byte, error) {
	if len(data) < 44 || string(data[:4]) != "TZif" {
		return tzifHdr{}, nil, errBadTZif
	}
	c := func(i int) int { return int(binary.BigEndian.Uint32(data[20+4*i:])) }
	h := tzifHdr{c(0), c(1), c(2), c(3), c(4), c(5)}
	for _, n := range []int{h.isutcnt, h.isstdcnt, h.leapcnt, h.timecnt, h.typecnt, h.charcnt} {
		if n < 0 || n > 1<<20 {
			return tzifHdr{}, nil, errBadTZif
		}
	}
	return h, data[44:], nil
}

// inferDSTOffsets finds the DST offset of each DST type as python3's
// zoneinfo does: the difference from the standard type on either side of
// a transition into it, and one hour when no neighbour tells.
func inferDSTOffsets(idx []int, utcoff []int64, isdst []bool) []int64 {
	n := len(isdst)
	dstoff := make([]int64, n)
	want := 0
	for _, d := range isdst {
		if d {
			want++
		}
	}
	found := 0
	complete := false
	for i := 1; i < len(idx); i++ {
		if found == want {
			complete = true
			break
		}
		k := idx[i]
		if !isdst[k] || dstoff[k] != 0 {
			continue
		}
		var off int64
		if prev := idx[i-1]; !isdst[prev] {
			off = utcoff[k] - utcoff[prev]
		}
		if off == 0 && k < n-1 && i+1 < len(idx) {
			next := idx[i+1]
			if isdst[next] {
				continue
			}
			off = utcoff[k] - utcoff[next]
		}
		if off != 0 {
			found++
			dstoff[k] = off
		}
	}
	if !complete {
		for k := range dstoff {
			if dstoff[k] == 0 && isdst[k] {
				dstoff[k] = 3600
			}
		}
	}
	return dstoff
}

// wallTransitions converts the transitions to local wall-clock seconds:
// for fold 0 each happens at the later of the two wall times (the
// offset before or after it), for fold 1 at the earlier.
func wallTransitions(idx []int, trans, utcoff []int64) [2][]int64 {
	if len(trans) == 0 {
		return [2][]int64{}
	}
	w0 := make([]int64, len(trans))
	w1 := make([]int64, len(trans))
	var hi, lo int64
	if len(utcoff) > 1 {
		hi, lo = utcoff[0], utcoff[idx[0]]
	} else {
		hi, lo = utcoff[0], utcoff[0]
	}
	for i := range trans {
		if i > 0 {
			hi, lo = utcoff[idx[i-1]], utcoff[idx[i]]
		}
		if lo > hi {
			hi, lo = lo, hi
		}
		w0[i] = trans[i] + hi
		w1[i] = trans[i] + lo
	}
	return [2][]int64{w0, w1}
}

// find returns the type in effect at local wall time ts (seconds since
// 1970 in local time) of the given year, for fold 0 or 1.
func (z *tzZone) find(ts int64, year, fold int) *ttinfo {
	lt := z.transLocal[fold]
	if len(lt) > 0 && ts < lt[0] {
		return z.before
	}
	if len(lt) == 0 || ts > lt[len(lt)-1] {
		if z.rule != nil {
			return z.rule.find(ts, year, fold)
		}
		return z.after
	}
	i := sort.Search(len(lt), func(i int) bool { return lt[i] > ts }) - 1
	return z.types[i]
}

// fromUTC returns the type in effect at UTC time ts (seconds since 1970)
// of the given year (of ts as a naive UTC datetime), and whether the local
// time it gives is the second of a repeated pair.
func (z *tzZone) fromUTC(ts int64, year int) (*ttinfo, bool) {
	n := len(z.transUTC)
	if n >= 1 && ts < z.transUTC[0] {
		return z.before, false
	}
	if (n == 0 || ts > z.transUTC[n-1]) && z.rule != nil {
		return z.rule.fromUTC(ts, year)
	}
	if n == 0 {
		return z.after, false
	}
	i := sort.Search(n, func(i int) bool { return z.transUTC[i] > ts })
	var prev, cur *ttinfo
	switch {
	case n > 1 && ts >= z.transUTC[1]:
		prev, cur = z.types[i-2], z.types[i-1]
	case ts > z.transUTC[n-1]:
		prev, cur = z.types[n-1], z.after
	default:
		prev, cur = z.before, z.types[0]
	}
	shift := prev.utcoff - cur.utcoff
	return cur, shift > ts-z.transUTC[i-1]
}

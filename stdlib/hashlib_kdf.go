// This file defines hashlib's key derivation functions, pbkdf2_hmac and
// scrypt, and file_digest.

package stdlib

import (
	"crypto/hmac"
	"hash"
	"math"

	"golang.org/x/crypto/scrypt"

	"github.com/pyexgo/pyex/runtime"
)

var sigPBKDF2 = clinicSig{name: "pbkdf2_hmac", params: []string{"hash_name", "password", "salt", "iterations", "dklen"}, maxPos: 5, required: 4}

// hashFactory returns the constructor of a fixed-size algorithm by name.
func hashFactory(name string) (func() hash.Hash, bool) {
	a, ok := hashAlgos[hashCanonicalName(name)]
	if !ok {
		return nil, false
	}
	return a.newHash, true
}

// pbkdf2 derives a key with HMAC over newHash (RFC 8018), charging a
// step per block of the inner loop.
func pbkdf2(t *runtime.Thread, newHash func() hash.Hash, password, salt []byte, iter, keyLen int) ([]byte, error) {
	prf := hmac.New(newHash, password)
	hLen := prf.Size()
	out := make([]byte, 0, (keyLen+hLen-1)/hLen*hLen)
	var u, acc []byte
	for block := uint32(1); len(out) < keyLen; block++ {
		if err := t.Step(int64(iter)); err != nil {
			return nil, err
		}
		prf.Reset()
		prf.Write(salt)
		prf.Write([]byte{byte(block >> 24), byte(block >> 16), byte(block >> 8), byte(block)})
		u = prf.Sum(u[:0])
		acc = append(acc[:0], u...)
		for i := 1; i < iter; i++ {
			prf.Reset()
			prf.Write(u)
			u = prf.Sum(u[:0])
			for k := range acc {
				acc[k] ^= u[k]
			}
		}
		out = append(out, acc...)
	}
	return out[:keyLen], nil
}

func hashPBKDF2(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var a [5]runtime.Value
	if err := sigPBKDF2.bind(args, kw, a[:]); err != nil {
		return runtime.None, err
	}
	name, ok := runtime.AsStr(a[0])
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "pbkdf2_hmac() argument 'hash_name' must be str, not %s", a[0].TypeName())
	}
	password, err := bufferArg(a[1])
	if err != nil {
		return runtime.None, err
	}
	salt, err := bufferArg(a[2])
	if err != nil {
		return runtime.None, err
	}
	iterV, err := runtime.Index(t, a[3])
	if err != nil {
		return runtime.None, err
	}
	iterN, _ := runtime.AsInt(iterV)
	iter64, fits := iterN.Int64()
	if iterN.Sign() < 1 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "iteration value must be greater than 0.")
	}
	if !fits || iter64 > math.MaxInt32 {
		return runtime.None, runtime.Errorf(runtime.OverflowError, "iteration value is too great.")
	}
	newHash, ok := hashFactory(name)
	if !ok {
		return runtime.None, runtime.NewException(unsupportedDigestmod, runtime.MakeStr("[digital envelope routines] unsupported"))
	}
	keyLen := newHash().Size()
	if isSet(a[4]) && !a[4].IsNone() {
		dk, err := runtime.Index(t, a[4])
		if err != nil {
			return runtime.None, err
		}
		n, _ := runtime.AsInt(dk)
		k, fits := n.Int64()
		if n.Sign() < 1 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "key length must be greater than 0.")
		}
		if !fits || k > math.MaxInt32 {
			return runtime.None, runtime.Errorf(runtime.OverflowError, "key length is too great.")
		}
		keyLen = int(k)
	}
	out, err := pbkdf2(t, newHash, []byte(password), []byte(salt), int(iter64), keyLen)
	if err != nil {
		return runtime.None, err
	}
	return runtime.MakeBytes(string(out)), nil
}

var sigScrypt = clinicSig{name: "scrypt", params: []string{"password", "salt", "n", "r", "p", "maxmem", "dklen"}, posOnly: 0, maxPos: 1, required: 1}

func hashScrypt(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var a [7]runtime.Value
	if err := sigScrypt.bind(args, kw, a[:]); err != nil {
		return runtime.None, err
	}
	password, err := bufferArg(a[0])
	if err != nil {
		return runtime.None, err
	}
	if !isSet(a[1]) || a[1].IsNone() {
		return runtime.None, runtime.Errorf(runtime.TypeError, "salt is required")
	}
	salt, err := bufferArg(a[1])
	if err != nil {
		return runtime.None, err
	}
	num := func(v runtime.Value, what string, def int) (int, error) {
		if !isSet(v) || v.IsNone() {
			if def < 0 {
				return 0, runtime.Errorf(runtime.TypeError, "%s is required and must be an unsigned int", what)
			}
			return def, nil
		}
		return runtime.AsSsize(t, v)
	}
	n, err := num(a[2], "n", -1)
	if err != nil {
		return runtime.None, err
	}
	r, err := num(a[3], "r", -1)
	if err != nil {
		return runtime.None, err
	}
	p, err := num(a[4], "p", -1)
	if err != nil {
		return runtime.None, err
	}
	maxmem, err := num(a[5], "maxmem", 0)
	if err != nil {
		return runtime.None, err
	}
	dklen, err := num(a[6], "dklen", 64)
	if err != nil {
		return runtime.None, err
	}
	if n < 2 || n&(n-1) != 0 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "n must be a power of 2.")
	}
	if maxmem < 0 || maxmem > math.MaxInt32 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "maxmem must be positive and smaller than %d", math.MaxInt32)
	}
	if dklen < 1 || dklen > math.MaxInt32 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "dklen must be greater than 0 and smaller than %d", math.MaxInt32)
	}
	// OpenSSL's default memory limit is 32 MiB; the work is charged as
	// steps in proportion to n * r * p.
	limit := maxmem
	if limit == 0 {
		limit = 32 << 20
	}
	if r < 1 || p < 1 || 128*r*n > limit || 128*r*p > limit {
		return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid parameter combination for n, r, p, maxmem.")
	}
	if err := t.Step(int64(n * r * p)); err != nil {
		return runtime.None, err
	}
	out, err := scrypt.Key([]byte(password), []byte(salt), n, r, p, dklen)
	if err != nil {
		return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid parameter combination for n, r, p, maxmem.")
	}
	return runtime.MakeBytes(string(out)), nil
}

// hashFileDigest is file_digest(fileobj, digest, /, *, _bufsize=2**18):
// it hashes what fileobj.getbuffer() holds, or reads the file to its end.
func hashFileDigest(t *runtime.Thread, newFn runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	sig := clinicSig{name: "file_digest", params: []string{"fileobj", "digest", "_bufsize"}, posOnly: 2, maxPos: 2, required: 2}
	var a [3]runtime.Value
	if err := sig.bind(args, kw, a[:]); err != nil {
		return runtime.None, err
	}
	fileobj, digest := a[0], a[1]
	bufsize := 1 << 18
	if isSet(a[2]) {
		n, err := runtime.AsSsize(t, a[2])
		if err != nil {
			return runtime.None, err
		}
		bufsize = max(n, 1)
	}
	var h runtime.Value
	var err error
	if _, ok := runtime.AsStr(digest); ok {
		h, err = runtime.Call(t, newFn, []runtime.Value{digest}, nil)
	} else {
		h, err = runtime.Call(t, digest, nil, nil)
	}
	if err != nil {
		return runtime.None, err
	}
	if buf, err := runtime.GetAttr(t, fileobj, "getbuffer"); err == nil {
		data, err := runtime.Call(t, buf, nil, nil)
		if err != nil {
			return runtime.None, err
		}
		if _, err := runtime.CallMethod(t, h, "update", []runtime.Value{data}, nil); err != nil {
			return runtime.None, err
		}
		return h, nil
	} else if !runtime.ErrorMatches(err, runtime.AttributeErrorType) {
		return runtime.None, err
	}
	notFile := func() (runtime.Value, error) {
		r, err := runtime.Repr(t, fileobj)
		if err != nil {
			return runtime.None, err
		}
		return runtime.None, runtime.Errorf(runtime.ValueError, "'%s' is not a file-like object in binary reading mode.", r)
	}
	if _, err := runtime.GetAttr(t, fileobj, "readinto"); err != nil {
		return notFile()
	}
	readable, err := runtime.CallMethod(t, fileobj, "readable", nil, nil)
	if err != nil {
		if runtime.ErrorMatches(err, runtime.AttributeErrorType) {
			return notFile()
		}
		return runtime.None, err
	}
	if ok, err := runtime.Truth(t, readable); err != nil || !ok {
		if err != nil {
			return runtime.None, err
		}
		return notFile()
	}
	for {
		chunk, err := runtime.CallMethod(t, fileobj, "read", []runtime.Value{runtime.MakeInt(int64(bufsize))}, nil)
		if err != nil {
			return runtime.None, err
		}
		if n, err := runtime.Len(t, chunk); err != nil || n == 0 {
			if err != nil {
				return runtime.None, err
			}
			return h, nil
		}
		if _, err := runtime.CallMethod(t, h, "update", []runtime.Value{chunk}, nil); err != nil {
			return runtime.None, err
		}
	}
}

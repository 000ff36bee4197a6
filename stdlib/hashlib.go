// This file defines the hashlib module in Go: md5, sha1, the SHA-2 and
// SHA-3 families and SHAKE on Go's crypto packages, BLAKE2 on our own
// implementation (hashlib_blake2.go), plus new, pbkdf2_hmac, scrypt and
// file_digest. Hash objects are typed as CPython's OpenSSL-backed ones
// are: _hashlib.HASH, _hashlib.HASHXOF, _blake2.blake2b/blake2s.

package stdlib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"hash"
	"strconv"
	"strings"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("hashlib", initHashlib) }

// hashObj is a running hash of any kind.
type hashObj struct {
	runtime.Identity
	typ  *runtime.Type
	name string
	h    hash.Hash   // nil for an extendable-output function
	xof  *sha3.SHAKE // SHAKE's state
}

// Type returns the object's class.
func (o *hashObj) Type() *runtime.Type { return o.typ }

var (
	hashType             = runtime.NewNativeType("HASH", "_hashlib", nil, false)
	hashXOFType          = runtime.NewNativeType("HASHXOF", "_hashlib", hashType, false)
	blake2bType          = runtime.NewNativeType("blake2b", "_blake2", nil, true)
	blake2sType          = runtime.NewNativeType("blake2s", "_blake2", nil, true)
	unsupportedDigestmod = runtime.NewNativeExceptionType("UnsupportedDigestmodError", "_hashlib", runtime.ValueErrorType)
)

// hashAlgo describes one fixed-size algorithm.
type hashAlgo struct {
	newHash func() hash.Hash
	size    int
	block   int
}

// hashAlgos holds the algorithms new() knows by name.
var hashAlgos = map[string]hashAlgo{
	"md5":        {md5.New, 16, 64},
	"sha1":       {sha1.New, 20, 64},
	"sha224":     {sha256.New224, 28, 64},
	"sha256":     {sha256.New, 32, 64},
	"sha384":     {sha512.New384, 48, 128},
	"sha512":     {sha512.New, 64, 128},
	"sha512_224": {sha512.New512_224, 28, 128},
	"sha512_256": {sha512.New512_256, 32, 128},
	"sha3_224":   {func() hash.Hash { return sha3.New224() }, 28, 144},
	"sha3_256":   {func() hash.Hash { return sha3.New256() }, 32, 136},
	"sha3_384":   {func() hash.Hash { return sha3.New384() }, 48, 104},
	"sha3_512":   {func() hash.Hash { return sha3.New512() }, 64, 72},
	"blake2b": {func() hash.Hash {
		return newBlake2b(&blake2Params{digestSize: 64, fanout: 1, depth: 1})
	}, 64, 128},
	"blake2s": {func() hash.Hash {
		return newBlake2s(&blake2Params{digestSize: 32, fanout: 1, depth: 1})
	}, 32, 64},
}

// hashGuaranteed is hashlib.algorithms_guaranteed; hashAvailable adds
// the OpenSSL names pyex also has.
var (
	hashGuaranteed = []string{"blake2b", "blake2s", "md5", "sha1", "sha224", "sha256", "sha384", "sha3_224",
		"sha3_256", "sha3_384", "sha3_512", "sha512", "shake_128", "shake_256"}
	hashAvailable = append([]string{"sha512_224", "sha512_256"}, hashGuaranteed...)
)

// hashData returns the bytes of data given to a hash.
func hashData(v runtime.Value) ([]byte, error) {
	if b, ok := runtime.AsBytes(v); ok {
		return []byte(b), nil
	}
	if _, ok := runtime.AsStr(v); ok {
		return nil, runtime.Errorf(runtime.TypeError, "Strings must be encoded before hashing")
	}
	return nil, runtime.Errorf(runtime.TypeError, "object supporting the buffer API required")
}

// newNamedHash makes a hash object of a fixed-size or SHAKE algorithm.
func newNamedHash(name string) (*hashObj, bool) {
	switch name {
	case "shake_128":
		return &hashObj{typ: hashXOFType, name: name, xof: sha3.NewSHAKE128()}, true
	case "shake_256":
		return &hashObj{typ: hashXOFType, name: name, xof: sha3.NewSHAKE256()}, true
	}
	a, ok := hashAlgos[name]
	if !ok {
		return nil, false
	}
	typ := hashType
	switch name {
	case "blake2b":
		typ = blake2bType
	case "blake2s":
		typ = blake2sType
	}
	return &hashObj{typ: typ, name: name, h: a.newHash()}, true
}

func (o *hashObj) write(b []byte) {
	if o.xof != nil {
		o.xof.Write(b)
		return
	}
	o.h.Write(b)
}

// clone returns an independent copy of o's state.
func (o *hashObj) clone() (*hashObj, error) {
	c := &hashObj{typ: o.typ, name: o.name}
	switch h := o.h.(type) {
	case nil:
		state, err := o.xof.MarshalBinary()
		if err != nil {
			return nil, err
		}
		if o.name == "shake_128" {
			c.xof = sha3.NewSHAKE128()
		} else {
			c.xof = sha3.NewSHAKE256()
		}
		if err := c.xof.UnmarshalBinary(state); err != nil {
			return nil, err
		}
	case *blake2b:
		d := *h
		c.h = &d
	case *blake2s:
		d := *h
		c.h = &d
	case hash.Cloner:
		d, err := h.Clone()
		if err != nil {
			return nil, err
		}
		c.h = d
	default:
		return nil, runtime.Errorf(runtime.ValueError, "cannot copy this hash")
	}
	return c, nil
}

// xofDigest returns length bytes of SHAKE output, leaving o unchanged.
func (o *hashObj) xofDigest(t *runtime.Thread, v runtime.Value) ([]byte, error) {
	n, err := runtime.AsSsize(t, v)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, runtime.Errorf(runtime.SystemError, "Negative size passed to PyBytes_FromStringAndSize")
	}
	c, err := o.clone()
	if err != nil {
		return nil, err
	}
	out := make([]byte, n)
	c.xof.Read(out)
	return out, nil
}

func (o *hashObj) digestSize() int {
	if o.xof != nil {
		return 0
	}
	return o.h.Size()
}

func (o *hashObj) blockSize() int {
	if o.xof != nil {
		return o.xof.BlockSize()
	}
	return o.h.BlockSize()
}

// hashSelf returns the hash object behind a method's self.
func hashSelf(v runtime.Value) *hashObj {
	o, _ := runtime.Payload[*hashObj](v)
	return o
}

func init() {
	for _, c := range []*runtime.Type{hashType, hashXOFType, blake2bType, blake2sType} {
		c := c
		cname := c.Name
		if c == hashXOFType {
			cname = "HASHXOF"
		}
		c.AddMethod("update", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := oneArgClinic(cname+".update", args, kw); err != nil {
				return runtime.None, err
			}
			b, err := hashData(args[0])
			if err != nil {
				return runtime.None, err
			}
			if err := t.Step(int64(len(b) / 64)); err != nil {
				return runtime.None, err
			}
			hashSelf(self).write(b)
			return runtime.None, nil
		})
		c.AddMethod("copy", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
			if err := noArgsClinic(cname+".copy", args, kw); err != nil {
				return runtime.None, err
			}
			o, err := hashSelf(self).clone()
			if err != nil {
				return runtime.None, err
			}
			return runtime.MakeObject(o), nil
		})
		c.AddGetter("name", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			return runtime.MakeStr(hashSelf(self).name), nil
		})
		c.AddGetter("digest_size", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			return runtime.MakeInt(int64(hashSelf(self).digestSize())), nil
		})
		c.AddGetter("block_size", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			return runtime.MakeInt(int64(hashSelf(self).blockSize())), nil
		})
		if c == hashXOFType {
			sig := clinicSig{name: "digest", params: []string{"length"}, maxPos: 1, required: 1}
			hsig := clinicSig{name: "hexdigest", params: []string{"length"}, maxPos: 1, required: 1}
			c.AddMethod("digest", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				var a [1]runtime.Value
				if err := sig.bind(args, kw, a[:]); err != nil {
					return runtime.None, err
				}
				out, err := hashSelf(self).xofDigest(t, a[0])
				if err != nil {
					return runtime.None, err
				}
				return runtime.MakeBytes(string(out)), nil
			})
			c.AddMethod("hexdigest", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				var a [1]runtime.Value
				if err := hsig.bind(args, kw, a[:]); err != nil {
					return runtime.None, err
				}
				out, err := hashSelf(self).xofDigest(t, a[0])
				if err != nil {
					return runtime.None, err
				}
				return runtime.MakeStr(string(hexEncode(string(out)))), nil
			})
		} else {
			c.AddMethod("digest", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				if err := noArgsClinic(cname+".digest", args, kw); err != nil {
					return runtime.None, err
				}
				return runtime.MakeBytes(string(hashSelf(self).h.Sum(nil))), nil
			})
			c.AddMethod("hexdigest", func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
				if err := noArgsClinic(cname+".hexdigest", args, kw); err != nil {
					return runtime.None, err
				}
				return runtime.MakeStr(string(hexEncode(string(hashSelf(self).h.Sum(nil))))), nil
			})
		}
		if c == hashType || c == hashXOFType {
			c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
				o := hashSelf(self)
				return "<" + o.name + " " + o.typ.Module + "." + o.typ.Name + " object @ 0x" +
					strconv.FormatUint(runtime.ObjectID(t, self), 16) + ">", nil
			}
		}
	}
	initBlake2Types()
	hashType.Finish()
	hashXOFType.Finish()
	blake2bType.Finish()
	blake2sType.Finish()
}

// noArgsClinic checks a call of a method that takes no arguments.
func noArgsClinic(qualname string, args []runtime.Value, kw *runtime.KwArgs) error {
	if kw.Len() > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no keyword arguments", qualname)
	}
	if len(args) > 0 {
		return runtime.Errorf(runtime.TypeError, "%s() takes no arguments (%d given)", qualname, len(args))
	}
	return nil
}

// hashConstructor returns hashlib.NAME(string=b”, *, usedforsecurity=True).
func hashConstructor(name string) runtime.BuiltinFunc {
	sig := clinicSig{name: "openssl_" + name, params: []string{"string", "usedforsecurity"}, maxPos: 1}
	if strings.HasPrefix(name, "shake") || strings.HasPrefix(name, "sha3") {
		sig.name = "openssl_" + name
	}
	return func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var a [2]runtime.Value
		if err := sig.bind(args, kw, a[:]); err != nil {
			return runtime.None, err
		}
		o, _ := newNamedHash(name)
		if isSet(a[0]) {
			b, err := hashData(a[0])
			if err != nil {
				return runtime.None, err
			}
			o.write(b)
		}
		return runtime.MakeObject(o), nil
	}
}

func initHashlib(r *Run, m *runtime.Module) error {
	d := m.Dict
	t := r.Thread()
	d.SetStr("__doc__", runtime.MakeStr("hashlib module - A common interface to many hash functions.\n"))
	fn := func(name string, f runtime.BuiltinFunc) runtime.Value {
		v := runtime.MakeObject(runtime.NewModuleFunction("_hashlib", name, f))
		d.SetStr(name, v)
		return v
	}
	for _, name := range []string{"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256",
		"sha3_384", "sha3_512", "shake_128", "shake_256"} {
		d.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_hashlib", "openssl_"+name, hashConstructor(name))))
	}
	d.SetStr("blake2b", runtime.MakeObject(blake2bType))
	d.SetStr("blake2s", runtime.MakeObject(blake2sType))
	mkSet := func(names []string) (runtime.Value, error) {
		s := runtime.NewSet(t)
		for _, n := range names {
			if err := s.Add(t, runtime.MakeStr(n)); err != nil {
				return runtime.None, err
			}
		}
		return runtime.MakeObject(s), nil
	}
	g, err := mkSet(hashGuaranteed)
	if err != nil {
		return err
	}
	d.SetStr("algorithms_guaranteed", g)
	av, err := mkSet(hashAvailable)
	if err != nil {
		return err
	}
	d.SetStr("algorithms_available", av)
	all := []runtime.Value{}
	for _, n := range []string{"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s", "sha3_224",
		"sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "new", "algorithms_guaranteed",
		"algorithms_available", "pbkdf2_hmac", "file_digest"} {
		all = append(all, runtime.MakeStr(n))
	}
	d.SetStr("__all__", runtime.MakeObject(runtime.NewTuple(all)))
	newFn := fn("new", hashNew)
	_ = newFn
	fn("pbkdf2_hmac", hashPBKDF2)
	fn("scrypt", hashScrypt)
	fn("file_digest", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return hashFileDigest(t, newFn, args, kw)
	})
	return nil
}

// hashNew is hashlib.new(name, data=b”, **kwargs).
func hashNew(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var nameV, data runtime.Value = runtime.Unbound, runtime.Unbound
	var rest runtime.KwArgs
	for i := 0; i < kw.Len(); i++ {
		switch kw.Names[i] {
		case "name":
			if len(args) > 0 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "__hash_new() got multiple values for argument 'name'")
			}
			nameV = kw.Values[i]
		case "data":
			if len(args) > 1 {
				return runtime.None, runtime.Errorf(runtime.TypeError, "__hash_new() got multiple values for argument 'data'")
			}
			data = kw.Values[i]
		default:
			rest.Names = append(rest.Names, kw.Names[i])
			rest.Values = append(rest.Values, kw.Values[i])
		}
	}
	if len(args) > 2 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__hash_new() takes from 1 to 2 positional arguments but %d were given", len(args))
	}
	if len(args) > 0 {
		nameV = args[0]
	}
	if len(args) > 1 {
		data = args[1]
	}
	if !isSet(nameV) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "__hash_new() missing 1 required positional argument: 'name'")
	}
	name, ok := runtime.AsStr(nameV)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "name must be a string")
	}
	if name == "blake2b" || name == "blake2s" {
		cargs := []runtime.Value{}
		if isSet(data) {
			cargs = append(cargs, data)
		}
		typ := blake2bType
		if name == "blake2s" {
			typ = blake2sType
		}
		return runtime.Call(t, runtime.MakeObject(typ), cargs, &rest)
	}
	for i, n := range rest.Names {
		if n != "usedforsecurity" && n != "string" {
			return runtime.None, runtime.Errorf(runtime.TypeError, "'%s' is an invalid keyword argument for new()", n)
		}
		if n == "string" {
			if isSet(data) {
				return runtime.None, runtime.Errorf(runtime.TypeError, "argument for new() given by name ('string') and position (2)")
			}
			data = rest.Values[i]
		}
	}
	o, ok := newNamedHash(hashCanonicalName(name))
	if !ok {
		return runtime.None, runtime.Errorf(runtime.ValueError, "unsupported hash type %s", name)
	}
	if isSet(data) {
		b, err := hashData(data)
		if err != nil {
			return runtime.None, err
		}
		o.write(b)
	}
	return runtime.MakeObject(o), nil
}

// hashCanonicalName maps the spellings OpenSSL accepts (any case,
// "sha-256", "sha512-256") to hashlib's names.
func hashCanonicalName(name string) string {
	n := strings.ToLower(name)
	switch n {
	case "sha-1":
		return "sha1"
	case "sha-224", "sha-256", "sha-384", "sha-512":
		return "sha" + n[4:]
	case "sha512-224", "sha-512/224", "sha512/224":
		return "sha512_224"
	case "sha512-256", "sha-512/256", "sha512/256":
		return "sha512_256"
	case "sha3-224", "sha3-256", "sha3-384", "sha3-512":
		return "sha3_" + n[5:]
	case "shake128":
		return "shake_128"
	case "shake256":
		return "shake_256"
	case "blake2b512":
		return "blake2b"
	case "blake2s256":
		return "blake2s"
	}
	return n
}

// This file defines the constructors of _blake2.blake2b and blake2s,
// which take BLAKE2's whole parameter block as keyword arguments.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

var blake2Names = []string{"data", "digest_size", "key", "salt", "person", "fanout", "depth", "leaf_size",
	"node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity"}

// blake2New builds a blake2b (wide) or blake2s object from the call's
// arguments, with CPython's checks and messages.
func blake2New(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs, wide bool) (runtime.Value, error) {
	name, native, maxDigest, saltSize := "blake2s", blake2sType, 32, 8
	if wide {
		name, native, maxDigest, saltSize = "blake2b", blake2bType, 64, 16
	}
	sig := clinicSig{name: name, params: blake2Names, posOnly: 1, maxPos: 1}
	var a [13]runtime.Value
	if err := sig.bind(args, kw, a[:]); err != nil {
		return runtime.None, err
	}
	p := &blake2Params{digestSize: maxDigest, fanout: 1, depth: 1}
	intArg := func(v runtime.Value, def int) (int, error) {
		if !isSet(v) {
			return def, nil
		}
		return runtime.AsSsize(t, v)
	}
	bytesArg := func(v runtime.Value, what string, max int) ([]byte, error) {
		if !isSet(v) {
			return nil, nil
		}
		b, err := bufferArg(v)
		if err != nil {
			return nil, err
		}
		if len(b) > max {
			return nil, runtime.Errorf(runtime.ValueError, "maximum %s length is %d bytes", what, max)
		}
		return []byte(b), nil
	}
	var err error
	if p.digestSize, err = intArg(a[1], maxDigest); err != nil {
		return runtime.None, err
	}
	if p.digestSize < 1 || p.digestSize > maxDigest {
		return runtime.None, runtime.Errorf(runtime.ValueError, "digest_size must be between 1 and %d bytes", maxDigest)
	}
	if p.key, err = bytesArg(a[2], "key", maxDigest); err != nil {
		return runtime.None, err
	}
	if p.salt, err = bytesArg(a[3], "salt", saltSize); err != nil {
		return runtime.None, err
	}
	if p.person, err = bytesArg(a[4], "person", saltSize); err != nil {
		return runtime.None, err
	}
	if p.fanout, err = intArg(a[5], 1); err != nil {
		return runtime.None, err
	}
	if p.fanout < 0 || p.fanout > 255 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "fanout must be between 0 and 255")
	}
	if p.depth, err = intArg(a[6], 1); err != nil {
		return runtime.None, err
	}
	if p.depth < 1 || p.depth > 255 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "depth must be between 1 and 255")
	}
	unsignedArg := func(v runtime.Value, what string, limit uint64) (uint64, error) {
		if !isSet(v) {
			return 0, nil
		}
		iv, err := runtime.Index(t, v)
		if err != nil {
			return 0, err
		}
		n, _ := runtime.AsInt(iv)
		if n.Sign() < 0 {
			return 0, runtime.Errorf(runtime.ValueError, "value must be positive")
		}
		b := n.Big()
		if b.BitLen() > 64 {
			return 0, runtime.Errorf(runtime.OverflowError, "int too big to convert")
		}
		u := b.Uint64()
		if u > limit {
			return 0, runtime.Errorf(runtime.OverflowError, "%s is too large", what)
		}
		return u, nil
	}
	leaf, err := unsignedArg(a[7], "leaf_size", 1<<32-1)
	if err != nil {
		return runtime.None, err
	}
	p.leafSize = uint32(leaf)
	offLimit := uint64(1<<64 - 1)
	if !wide {
		offLimit = 1<<48 - 1
	}
	if p.nodeOffset, err = unsignedArg(a[8], "node_offset", offLimit); err != nil {
		return runtime.None, err
	}
	if p.nodeDepth, err = intArg(a[9], 0); err != nil {
		return runtime.None, err
	}
	if p.nodeDepth < 0 || p.nodeDepth > 255 {
		return runtime.None, runtime.Errorf(runtime.ValueError, "node_depth must be between 0 and 255")
	}
	if p.innerSize, err = intArg(a[10], 0); err != nil {
		return runtime.None, err
	}
	if p.innerSize < 0 || p.innerSize > maxDigest {
		return runtime.None, runtime.Errorf(runtime.ValueError, "inner_size must be between 0 and is %d", maxDigest)
	}
	if p.lastNode, err = truthArg(t, a[11], false); err != nil {
		return runtime.None, err
	}
	o := &hashObj{typ: native, name: name}
	if wide {
		o.h = newBlake2b(p)
	} else {
		o.h = newBlake2s(p)
	}
	if isSet(a[0]) {
		b, err := hashData(a[0])
		if err != nil {
			return runtime.None, err
		}
		o.write(b)
	}
	return runtime.WrapNew(t, cls, native, o), nil
}

func initBlake2Types() {
	blake2bType.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return blake2New(t, cls, args, kw, true)
	}
	blake2sType.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return blake2New(t, cls, args, kw, false)
	}
	for _, c := range []struct {
		typ               *runtime.Type
		salt, key, digest int
	}{{blake2bType, 16, 64, 64}, {blake2sType, 8, 32, 32}} {
		c.typ.SetAttrConst("SALT_SIZE", runtime.MakeInt(int64(c.salt)))
		c.typ.SetAttrConst("PERSON_SIZE", runtime.MakeInt(int64(c.salt)))
		c.typ.SetAttrConst("MAX_KEY_SIZE", runtime.MakeInt(int64(c.key)))
		c.typ.SetAttrConst("MAX_DIGEST_SIZE", runtime.MakeInt(int64(c.digest)))
	}
}

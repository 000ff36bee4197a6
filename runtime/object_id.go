// This file gives objects deterministic identities. CPython's id() and the
// default hash are the object's address, which differs from run to run;
// pyex numbers objects instead, lazily, in the order a run first asks for
// an object's identity (id(), hash(), a default repr), so that the same
// program prints the same ids and iterates sets of objects in the same
// order every time. Objects made at start-up get fixed numbers.

package runtime

import (
	"reflect"
	"sync/atomic"
)

// identity is the lazily assigned id of an object; the structs of objects
// that hash by identity embed it.
type identity struct {
	id atomic.Uint64
}

// ident returns the identity, for the identified interface.
func (x *identity) ident() *identity { return x }

// identified is implemented by objects that embed an identity.
type identified interface{ ident() *identity }

// The ids look like CPython's 16-byte aligned addresses: run ids count up
// from idBase; start-up objects count up from staticIDBase.
const (
	idBase       = 0x7f0000100000
	staticIDBase = 0x7e0000000000
	idStep       = 16
)

// newID returns the next run-assigned id.
func (t *Thread) newID() uint64 {
	if t == nil {
		return 0
	}
	t.nextID++
	return idBase + t.nextID*idStep
}

// ObjectID returns id(v): the object's identity number. Inline ints and
// floats, which have no identity of their own, get a number derived from
// their value, equal for equal values.
func ObjectID(t *Thread, v Value) uint64 {
	switch o := v.obj.(type) {
	case nil:
		return uint64(0x7d0000000000 + (v.num<<4)&0xffffffffff)
	case floatTag:
		return uint64(0x7c0000000000 + (v.num>>8)&0xffffffffff)
	case identified:
		x := o.ident()
		if id := x.id.Load(); id != 0 {
			return id
		}
		n := t.newID()
		if n == 0 {
			return uint64(objectAddr(o))
		}
		if x.id.CompareAndSwap(0, n) {
			return n
		}
		return x.id.Load()
	}
	return uint64(objectAddr(v.obj))
}

// objectAddr returns the Go address of a heap object (used for objects
// without an identity field), or a fixed number for the singletons.
func objectAddr(o any) uintptr {
	switch o.(type) {
	case noneObject:
		return 0x7e0000000010
	case notImplementedObject:
		return 0x7e0000000020
	case ellipsisObject:
		return 0x7e0000000030
	case boolObject:
		if o.(boolObject) {
			return 0x7e0000000040
		}
		return 0x7e0000000050
	}
	rv := reflect.ValueOf(o)
	if rv.Kind() == reflect.Pointer {
		return rv.Pointer()
	}
	return 0x7e0000000060
}

// addrOf returns the hex "address" default reprs print: the object's id.
func addrOf(o any) string {
	if obj, ok := o.(Object); ok {
		return "0x" + hexUint(ObjectID(nil, MakeObject(obj)))
	}
	return "0x" + hexUint(uint64(objectAddr(o)))
}

// addrOfT is addrOf that may assign an id from t.
func addrOfT(t *Thread, v Value) string { return "0x" + hexUint(ObjectID(t, v)) }

// hexUint formats n in lower-case hex.
func hexUint(n uint64) string {
	const digits = "0123456789abcdef"
	var buf [16]byte
	i := len(buf)
	for {
		i--
		buf[i] = digits[n&15]
		n >>= 4
		if n == 0 {
			return string(buf[i:])
		}
	}
}

// identityHash returns the default hash of v, CPython's rotation of the
// id by four bits.
func identityHash(t *Thread, v Value) int64 {
	h := ObjectID(t, v)
	h = h>>4 | h<<60
	return finishHash(h)
}

// nextStaticID is the next id for an object built at start-up. It is
// written only during package initialisation (the built-in types, then
// each native type as its package initialises), never by a run.
var nextStaticID = uint64(staticIDBase + 0x1000)

// assignStaticIDs numbers the built-in types and the objects in their
// dicts, in creation and insertion order, so that they never take an id
// from a run (they are shared by every run).
func assignStaticIDs() {
	for _, t := range builtinTypes {
		giveStaticID(MakeObject(t))
	}
	for _, t := range builtinTypes {
		giveDictIDs(t)
	}
}

// giveStaticIDs numbers one type made after start-up and its dict.
func giveStaticIDs(t *Type) {
	giveStaticID(MakeObject(t))
	giveDictIDs(t)
}

func giveDictIDs(t *Type) {
	for i := 0; ; {
		_, v, n, ok := t.Dict.Next(i)
		if !ok {
			break
		}
		i = n
		giveStaticID(v)
		if sm, ok := v.obj.(*StaticMethod); ok {
			giveStaticID(sm.Func)
		}
	}
}

func giveStaticID(v Value) {
	if o, ok := v.obj.(identified); ok && o.ident().id.Load() == 0 {
		o.ident().id.Store(nextStaticID)
		nextStaticID += idStep
	}
}

// This file makes DictReader.__next__ a Go method: an agent's loop over a
// CSV report calls it once per record, and the Python method's frame and
// its calls cost more than reading the
// record. Whatever the Go method does not cover (a DictReader subclass, a
// reader that is not csv's own, fieldnames not yet read or not a list or
// tuple) goes to the Python method it stands in for.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

// csvDictNextMethod returns DictReader's __next__ (see dict_next_method
// in csv_core.go).
func csvDictNextMethod(dictClsv, readerClsv, limitv, errCls, slow runtime.Value) (runtime.Value, error) {
	dictCls, ok1 := dictClsv.Object().(*runtime.Type)
	readerCls, ok2 := readerClsv.Object().(*runtime.Type)
	limits, ok3 := limitv.Object().(*runtime.List)
	if !ok1 || !ok2 || !ok3 {
		return runtime.None, runtime.Errorf(runtime.TypeError, "dict_next_method() needs the two classes and the limit list")
	}
	itSlot, cfgSlot, lineSlot, err := csvReaderSlots(readerCls)
	if err != nil {
		return runtime.None, err
	}
	lineNum := &csvLineNum{get: lineSlot.Get, set: lineSlot.Set}
	var configs csvConfigCache
	// The instance attributes read per record go through cache sites, as
	// the VM's reads of them would (no name hashing or class lookup per
	// read while DictReader is unchanged).
	type attr struct {
		site runtime.AttrSite
		name string
		hash int64
	}
	newAttr := func(name string) *attr { return &attr{name: name, hash: runtime.StrHash(name)} }
	lineAttr, readerAttr, namesAttr := newAttr("line_num"), newAttr("reader"), newAttr("_fieldnames")
	restKeyAttr, restValAttr := newAttr("restkey"), newAttr("restval")
	get := func(t *runtime.Thread, self runtime.Value, a *attr) (runtime.Value, error) {
		return runtime.GetAttrAt(t, &a.site, self, a.name, a.hash)
	}
	// syncLineNum is what reading self.fieldnames does besides: the
	// DictReader's line_num becomes its reader's.
	syncLineNum := func(t *runtime.Thread, self, rdv runtime.Value) error {
		n, err := lineSlot.Get(t, rdv)
		if err != nil {
			return err
		}
		return runtime.SetAttrAt(t, &lineAttr.site, self, lineAttr.name, lineAttr.hash, n)
	}
	next := func(t *runtime.Thread, self runtime.Value, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		if len(args) != 0 || kw.Len() != 0 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "expected 0 arguments, got %d", len(args)+kw.Len())
		}
		if self.Type() != dictCls {
			return runtime.Call(t, slow, []runtime.Value{self}, nil)
		}
		ln, err := get(t, self, lineAttr)
		if err != nil {
			return runtime.None, err
		}
		if !ln.IsSmallInt() || ln.SmallInt() == 0 {
			return runtime.Call(t, slow, []runtime.Value{self}, nil)
		}
		rdv, err := get(t, self, readerAttr)
		if err != nil {
			return runtime.None, err
		}
		namesv, err := get(t, self, namesAttr)
		if err != nil {
			return runtime.None, err
		}
		var names []runtime.Value
		switch o := namesv.Object().(type) {
		case *runtime.List:
			names = o.Items()
		case *runtime.Tuple:
			names = o.Items()
		}
		if rdv.Type() != readerCls || names == nil {
			return runtime.Call(t, slow, []runtime.Value{self}, nil)
		}
		restKey, err := get(t, self, restKeyAttr)
		if err != nil {
			return runtime.None, err
		}
		restVal, err := get(t, self, restValAttr)
		if err != nil {
			return runtime.None, err
		}
		lines, cfg, limit, err := csvReaderInputs(t, rdv, itSlot, cfgSlot, &configs, limits)
		if err != nil {
			return runtime.None, err
		}
		// As CPython's method: line_num follows the reader once after the
		// first row read (blank or not) and again when names are read
		// for the record.
		for first := true; ; first = false {
			rd := &csvReader{t: t, cfg: cfg, limit: limit, errCls: errCls, owner: rdv, lines: lines, lineNum: lineNum}
			row, err := rd.record()
			if err != nil {
				return runtime.None, err
			}
			if row.IsNone() {
				return runtime.None, runtime.NewException(runtime.StopIterationType)
			}
			if first || len(rd.fields) > 0 {
				if err := syncLineNum(t, self, rdv); err != nil {
					return runtime.None, err
				}
			}
			if len(rd.fields) > 0 {
				return csvRecordDict(t, names, rd.fields, restKey, restVal)
			}
		}
	}
	return runtime.MakeObject(&runtime.MethodDescriptor{Name: "__next__", Owner: dictCls, Fn: next}), nil
}

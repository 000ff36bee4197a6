// This file defines the Go helpers of a named tuple's _asdict and
// _replace (py/collections.py): the pairing of field names with values
// that CPython writes as dict(zip(...)) and map(kwds.pop, ...), done
// without the zip's pair tuples and the map's calls.

package stdlib

import "github.com/pyexgo/pyex/runtime"

// seqItems returns the items iterating v gives: a tuple's own items
// when its class iterates it as tuple does.
func seqItems(t *runtime.Thread, v runtime.Value) ([]runtime.Value, error) {
	if items, ok := runtime.IteratedTupleItems(v); ok {
		return items, nil
	}
	return runtime.IterToSlice(t, v)
}

// namedTupleAsDict is _nt_asdict(names, values): dict(zip(names,
// values)), the body of a named tuple's _asdict.
func namedTupleAsDict(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var namesV, valuesV runtime.Value
	if err := runtime.UnpackPositional("_nt_asdict", args, kw, 2, &namesV, &valuesV); err != nil {
		return runtime.None, err
	}
	names, err := seqItems(t, namesV)
	if err != nil {
		return runtime.None, err
	}
	values, err := seqItems(t, valuesV)
	if err != nil {
		return runtime.None, err
	}
	n := min(len(names), len(values))
	d := runtime.NewDictSized(t, n)
	for i := 0; i < n; i++ {
		if err := d.Set(t, names[i], values[i]); err != nil {
			return runtime.None, err
		}
	}
	return runtime.MakeObject(d), nil
}

// namedTupleReplaced is _nt_replaced(fields, row, kwds): the tuple of
// kwds.pop(f, v) for the pairs (f, v) of fields and row, the values a
// named tuple's _replace builds its copy from; the keywords it used are
// gone from kwds afterwards.
func namedTupleReplaced(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
	var fieldsV, rowV, kwdsV runtime.Value
	if err := runtime.UnpackPositional("_nt_replaced", args, kw, 3, &fieldsV, &rowV, &kwdsV); err != nil {
		return runtime.None, err
	}
	kwds, ok := kwdsV.Object().(*runtime.Dict)
	if !ok {
		return runtime.None, runtime.Errorf(runtime.TypeError, "_nt_replaced() needs a dict, not %s", kwdsV.TypeName())
	}
	fields, err := seqItems(t, fieldsV)
	if err != nil {
		return runtime.None, err
	}
	row, err := seqItems(t, rowV)
	if err != nil {
		return runtime.None, err
	}
	n := min(len(fields), len(row))
	out := make([]runtime.Value, n)
	for i := 0; i < n; i++ {
		out[i] = row[i]
		if kwds.Len() == 0 {
			continue
		}
		v, found, err := kwds.Delete(t, fields[i])
		if err != nil {
			return runtime.None, err
		}
		if found {
			out[i] = v
		}
	}
	return runtime.MakeObject(runtime.NewTuple(out)), nil
}

// This file defines _zoneinfo, the Go half of module zoneinfo (which is
// Python, in py/zoneinfo.py): it looks zones up in the embedded database
// and answers, for a local or a UTC time, which local time type applies.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_zoneinfo", initZoneinfoCore) }

func initZoneinfoCore(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_zoneinfo", name, f)))
	}
	// keys() -> the sorted list of the database's keys.
	fn("keys", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		keys := tzKeys()
		items := make([]runtime.Value, len(keys))
		for i, k := range keys {
			items[i] = runtime.MakeStr(k)
		}
		return runtime.MakeObject(runtime.NewList(items)), nil
	})
	// load(key) -> None when there is no such zone, else (types, find,
	// fromutc, fixed): types lists (utcoff, dstoff, abbr) in seconds;
	// find(ts, year, fold) and fromutc(ts, year) return an index into
	// types (fromutc also the fold); fixed is the index of the one type
	// of a fixed-offset zone, or -1.
	fn("load", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var key string
		if err := runtime.UnpackArgs(t, "load", args, kw, "key", &key); err != nil {
			return runtime.None, err
		}
		z, err := loadZone(key)
		if err == errNoZone {
			return runtime.None, nil
		}
		if err != nil {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Invalid TZif data for key %s", key)
		}
		return zoneValue(z), nil
	})
	return nil
}

// zoneValue is load's result for z.
func zoneValue(z *tzZone) runtime.Value {
	ids := map[*ttinfo]int{}
	var types []runtime.Value
	id := func(ti *ttinfo) int {
		if ti == nil {
			return -1
		}
		if n, ok := ids[ti]; ok {
			return n
		}
		n := len(types)
		ids[ti] = n
		types = append(types, runtime.MakeTuple(runtime.MakeInt(ti.utcoff), runtime.MakeInt(ti.dstoff),
			runtime.MakeStr(ti.abbr)))
		return n
	}
	id(z.before)
	for _, ti := range z.types {
		id(ti)
	}
	id(z.after)
	if z.rule != nil {
		id(z.rule.std)
		id(z.rule.dst)
	}
	find := runtime.NewBuiltin("find", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var ts int64
		var year, fold int
		if err := runtime.UnpackArgs(t, "find", args, kw, "ts", &ts, "year", &year, "fold", &fold); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(ids[z.find(ts, year, fold&1)])), nil
	})
	fromUTC := runtime.NewBuiltin("fromutc", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var ts int64
		var year int
		if err := runtime.UnpackArgs(t, "fromutc", args, kw, "ts", &ts, "year", &year); err != nil {
			return runtime.None, err
		}
		ti, fold := z.fromUTC(ts, year)
		return runtime.MakeTuple(runtime.MakeInt(int64(ids[ti])), runtime.MakeBool(fold)), nil
	})
	fixed := -1
	if z.fixed && z.after != nil {
		fixed = ids[z.after]
	}
	return runtime.MakeTuple(runtime.MakeObject(runtime.NewList(types)), runtime.MakeObject(find),
		runtime.MakeObject(fromUTC), runtime.MakeInt(int64(fixed)))
}

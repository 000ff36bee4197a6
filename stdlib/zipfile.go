// This file defines _zipfile, the private Go helper of zipfile
// (stdlib/py/zipfile.py): raw DEFLATE compression and decompression on
// Go's compress/flate, and CRC-32, which zipfile needs whatever zlib
// module the run has.

package stdlib

import (
	"bytes"
	"compress/flate"
	"hash/crc32"
	"io"

	"github.com/pyexgo/pyex/runtime"
)

func init() { register("_zipfile", initZipHelper) }

func initZipHelper(r *Run, m *runtime.Module) error {
	fn := func(name string, f runtime.BuiltinFunc) {
		m.Dict.SetStr(name, runtime.MakeObject(runtime.NewModuleFunction("_zipfile", name, f)))
	}
	fn("crc32", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data runtime.Value
		start := runtime.MakeInt(0)
		if err := runtime.UnpackPositional("crc32", args, kw, 1, &data, &start); err != nil {
			return runtime.None, err
		}
		b, err := ioBytesLike(data)
		if err != nil {
			return runtime.None, err
		}
		s, err := runtime.IndexInt(t, start)
		if err != nil {
			return runtime.None, err
		}
		if err := t.Step(int64(len(b) / 256)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(crc32.Update(uint32(s), crc32.IEEETable, []byte(b)))), nil
	})
	fn("deflate", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data runtime.Value
		level := runtime.MakeInt(-1)
		if err := runtime.UnpackPositional("deflate", args, kw, 1, &data, &level); err != nil {
			return runtime.None, err
		}
		b, err := ioBytesLike(data)
		if err != nil {
			return runtime.None, err
		}
		lv, err := runtime.IndexInt(t, level)
		if err != nil {
			return runtime.None, err
		}
		if lv < -1 || lv > 9 {
			return runtime.None, runtime.Errorf(runtime.ValueError, "Bad compression level")
		}
		if err := t.Step(int64(len(b) / 64)); err != nil {
			return runtime.None, err
		}
		var out bytes.Buffer
		w, err := flate.NewWriter(&out, lv)
		if err != nil {
			return runtime.None, runtime.Errorf(runtime.ValueError, "%s", err.Error())
		}
		w.Write([]byte(b))
		w.Close()
		return runtime.MakeBytes(out.String()), nil
	})
	fn("inflate", func(t *runtime.Thread, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		var data, limit runtime.Value
		limit = runtime.MakeInt(-1)
		if err := runtime.UnpackPositional("inflate", args, kw, 1, &data, &limit); err != nil {
			return runtime.None, err
		}
		b, err := ioBytesLike(data)
		if err != nil {
			return runtime.None, err
		}
		max, err := runtime.AsSsize(t, limit)
		if err != nil {
			return runtime.None, err
		}
		var rd io.Reader = flate.NewReader(bytes.NewReader([]byte(b)))
		if max >= 0 {
			// One byte past the expected size shows a lying header.
			rd = io.LimitReader(rd, int64(max)+1)
		}
		out, err := io.ReadAll(rd)
		if err != nil {
			return runtime.None, runtime.NewException(zipInflateError, runtime.MakeStr("Error -3 while decompressing data: invalid block"))
		}
		if err := t.Step(int64(len(out) / 64)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(out)), nil
	})
	m.Dict.SetStr("error", runtime.MakeObject(zipInflateError))
	return nil
}

// zipInflateError is raised for corrupt deflate data.
var zipInflateError = runtime.NewNativeExceptionType("error", "_zipfile", runtime.ExceptionType)

// This file defines the binary files of the run's filesystem: the raw
// file (io.FileIO) and the buffered classes open returns in binary mode
// (BufferedReader, BufferedWriter, BufferedRandom), which share it.
//
// A file holds its content as a byteBuf. Every write goes through to the
// filesystem at once (the FS stores the slice without copying, so this
// costs a map update, not a copy): a program that never closes a file, or
// that reads it back through another handle, sees what CPython's
// reference counting would have flushed. A read-only file picks up the
// stored content before each read, so it sees other handles' writes.

package stdlib

import (
	"github.com/pyexgo/pyex/runtime"
	"github.com/pyexgo/pyex/sandbox/vfs"
)

// binTarget is what a text wrapper reads and writes: a file or a BytesIO.
type binTarget interface {
	buf() *byteBuf
	// load refreshes the content before a read.
	load()
	// store publishes the content after a write.
	store() error
	canRead() bool
	canWrite() bool
	isClosed() bool
	closeTarget()
}

// rawFile is an open file of the run's filesystem.
type rawFile struct {
	runtime.Identity
	byteBuf
	sys       *fileSys
	path      string // absolute
	name      runtime.Value
	mode      string // FileIO's mode: "rb", "wb", "ab", "xb", with "+" for updating
	readable  bool
	writable  bool
	appending bool
	closed    bool
	fd        int
	// devnull is /dev/null when the filesystem has no such entry: writes
	// vanish and reads find nothing, as on Linux.
	devnull bool
}

// Type returns io.FileIO.
func (*rawFile) Type() *runtime.Type { return fileIOType }

func (f *rawFile) buf() *byteBuf  { return &f.byteBuf }
func (f *rawFile) canRead() bool  { return f.readable }
func (f *rawFile) canWrite() bool { return f.writable }
func (f *rawFile) isClosed() bool { return f.closed }
func (f *rawFile) closeTarget()   { f.closeFile() }

// closeFile closes f and frees its descriptor.
func (f *rawFile) closeFile() {
	if !f.closed {
		f.closed = true
		if f.sys.fds[f.fd] == f {
			delete(f.sys.fds, f.fd)
		}
	}
}

func (f *rawFile) load() {
	if f.writable || f.devnull {
		return
	}
	if data, err := f.sys.fs.ReadFile(f.path); err == nil {
		f.data = data[:len(data):len(data)]
		f.shared = true
	}
}

func (f *rawFile) store() error {
	if f.devnull {
		f.data, f.pos = f.data[:0], 0
		return nil
	}
	n := len(f.data)
	if err := f.sys.fs.WriteFile(f.path, f.data[:n:n], 0); err != nil {
		return osError(err, f.name)
	}
	f.shared = true
	return nil
}

// writeBytes writes p at the position (at the end in append mode).
func (f *rawFile) writeBytes(p []byte) error {
	if f.appending {
		f.pos = len(f.data)
	}
	f.write(p)
	return f.store()
}

// seekTo moves the position as os.lseek does.
func (f *rawFile) seekTo(pos, whence int) (int, error) {
	switch whence {
	case 0:
	case 1:
		pos += f.pos
	case 2:
		f.load()
		pos += len(f.data)
	default:
		return 0, osErrno(vfs.EINVAL)
	}
	if pos < 0 {
		return 0, osErrno(vfs.EINVAL)
	}
	f.pos = pos
	return pos, nil
}

// truncateTo sets the file's length.
func (f *rawFile) truncateTo(size int) error {
	if size < len(f.data) {
		f.truncate(size)
	} else if size > len(f.data) {
		pos := f.pos
		f.pos = len(f.data)
		f.write(make([]byte, size-len(f.data)))
		f.pos = pos
	}
	return f.store()
}

// The io classes of files. BufferedReader, BufferedWriter and
// BufferedRandom are views of one rawFile; their objects differ only in
// class.
var (
	fileIOType         = newFileType("FileIO", rawIOBaseType)
	bufferedReaderType = newFileType("BufferedReader", bufferedIOBaseType)
	bufferedWriterType = newFileType("BufferedWriter", bufferedIOBaseType)
	bufferedRandomType = newFileType("BufferedRandom", bufferedIOBaseType)
)

// buffered is a buffered binary file: its class and its raw file.
type buffered struct {
	runtime.Identity
	raw *rawFile
	cls *runtime.Type
}

// Type returns the buffered class.
func (b *buffered) Type() *runtime.Type { return b.cls }

func (b *buffered) buf() *byteBuf  { return &b.raw.byteBuf }
func (b *buffered) load()          { b.raw.load() }
func (b *buffered) store() error   { return b.raw.store() }
func (b *buffered) canRead() bool  { return b.raw.readable }
func (b *buffered) canWrite() bool { return b.raw.writable }
func (b *buffered) isClosed() bool { return b.raw.closed }
func (b *buffered) closeTarget()   { b.raw.closeFile() }

// fileOf returns the raw file behind a FileIO or buffered object.
func fileOf(v runtime.Value) (*rawFile, bool) {
	switch o := v.Object().(type) {
	case *rawFile:
		return o, true
	case *buffered:
		return o.raw, true
	}
	return nil, false
}

func newFileType(name string, base *runtime.Type) *runtime.Type {
	c := runtime.NewNativeType(name, "_io", base, false)
	isRaw := name == "FileIO"
	// Files come from open (or os.fdopen), which knows the run's
	// filesystem; the classes themselves cannot reach it.
	c.Slots.New = func(t *runtime.Thread, cls *runtime.Type, args []runtime.Value, kw *runtime.KwArgs) (runtime.Value, error) {
		return runtime.None, runtime.Errorf(runtime.TypeError, "cannot create '_io.%s' instances: use open()", name)
	}
	c.Slots.Repr = func(t *runtime.Thread, self runtime.Value) (string, error) {
		f, _ := fileOf(self)
		if isRaw {
			if f.closed {
				return "<_io.FileIO [closed]>", nil
			}
			n, err := runtime.Repr(t, f.name)
			if err != nil {
				return "", err
			}
			return "<_io.FileIO name=" + n + " mode='" + f.mode + "' closefd=True>", nil
		}
		n, err := runtime.Repr(t, f.name)
		if err != nil {
			return "", err
		}
		return "<_io." + name + " name=" + n + ">", nil
	}
	c.Slots.Iter = func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
		f, _ := fileOf(self)
		if f.closed {
			return runtime.None, ioErrClosed()
		}
		return self, nil
	}
	c.Slots.Next = func(t *runtime.Thread, self runtime.Value) (runtime.Value, bool, error) {
		f, _ := fileOf(self)
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, false, err
		}
		line := f.readline(-1)
		if len(line) == 0 {
			return runtime.None, false, nil
		}
		return runtime.MakeBytes(string(line)), true, nil
	}
	m := func(name string, max int, f func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error)) {
		ioMethod(c, name, max, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
			file, _ := fileOf(self)
			if file.closed && name != "close" {
				return runtime.None, closedFileError(isRaw, name)
			}
			return f(t, file, args)
		})
	}
	read := func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if n < -1 && !isRaw {
			return runtime.None, runtime.Errorf(runtime.ValueError, "read length must be non-negative or -1")
		}
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(f.read(n))), nil
	}
	m("read", 1, read)
	m("read1", 1, read)
	m("readall", 0, read)
	m("peek", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, err
		}
		if f.pos >= len(f.data) {
			return runtime.MakeBytes(""), nil
		}
		return runtime.MakeBytes(string(f.data[f.pos:])), nil
	})
	m("readline", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		n, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, err
		}
		return runtime.MakeBytes(string(f.readline(n))), nil
	})
	m("readlines", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		hint, err := ioSizeArg(t, args, 0)
		if err != nil {
			return runtime.None, err
		}
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, err
		}
		var lines []runtime.Value
		total := 0
		for {
			line := f.readline(-1)
			if len(line) == 0 {
				break
			}
			lines = append(lines, runtime.MakeBytes(string(line)))
			total += len(line)
			if hint > 0 && total > hint {
				break
			}
		}
		return runtime.MakeObject(runtime.NewList(lines)), nil
	})
	readinto := func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "readinto() takes exactly one argument (%d given)", len(args))
		}
		ba, ok := args[0].Object().(*runtime.ByteArray)
		if !ok {
			return runtime.None, runtime.Errorf(runtime.TypeError, "readinto() argument must be read-write bytes-like object, not %s", args[0].TypeName())
		}
		if err := f.checkRead(isRaw); err != nil {
			return runtime.None, err
		}
		dst := ba.Bytes()
		return runtime.MakeInt(int64(copy(dst, f.read(len(dst))))), nil
	}
	m("readinto", 1, readinto)
	m("readinto1", 1, readinto)
	m("write", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "write() takes exactly one argument (%d given)", len(args))
		}
		s, err := ioBytesLike(args[0])
		if err != nil {
			return runtime.None, err
		}
		if !f.writable {
			if isRaw {
				return runtime.None, unsupported("File not open for writing")
			}
			return runtime.None, unsupported("write")
		}
		if err := f.writeBytes([]byte(s)); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(len(s))), nil
	})
	m("writelines", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		if len(args) != 1 {
			return runtime.None, runtime.Errorf(runtime.TypeError, "writelines() takes exactly one argument (%d given)", len(args))
		}
		items, err := runtime.IterToSlice(t, args[0])
		if err != nil {
			return runtime.None, err
		}
		if !f.writable {
			return runtime.None, unsupported("write")
		}
		for _, it := range items {
			s, err := ioBytesLike(it)
			if err != nil {
				return runtime.None, err
			}
			if err := f.writeBytes([]byte(s)); err != nil {
				return runtime.None, err
			}
		}
		return runtime.None, nil
	})
	m("seek", 2, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		pos, whence, err := ioSeekArgs(t, args)
		if err != nil {
			return runtime.None, err
		}
		if !isRaw {
			if whence < 0 || whence > 2 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "whence value %d unsupported", whence)
			}
			if whence == 0 && pos < 0 {
				return runtime.None, runtime.Errorf(runtime.ValueError, "negative seek position %d", pos)
			}
		}
		n, err := f.seekTo(pos, whence)
		if err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(n)), nil
	})
	m("tell", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(f.pos)), nil
	})
	m("truncate", 1, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		size := f.pos
		if len(args) > 0 && !args[0].IsNone() {
			n, err := runtime.AsSsize(t, args[0])
			if err != nil {
				return runtime.None, err
			}
			if n < 0 {
				return runtime.None, osErrno(vfs.EINVAL)
			}
			size = n
		}
		if !f.writable {
			if isRaw {
				return runtime.None, unsupported("File not open for writing")
			}
			return runtime.None, unsupported("truncate")
		}
		if err := f.truncateTo(size); err != nil {
			return runtime.None, err
		}
		return runtime.MakeInt(int64(size)), nil
	})
	m("readable", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeBool(f.readable), nil
	})
	m("writable", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeBool(f.writable), nil
	})
	m("seekable", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.True, nil
	})
	m("isatty", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.False, nil
	})
	m("flush", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.None, nil
	})
	m("fileno", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		return runtime.MakeInt(int64(f.fd)), nil
	})
	m("close", 0, func(t *runtime.Thread, f *rawFile, args []runtime.Value) (runtime.Value, error) {
		f.closeFile()
		return runtime.None, nil
	})
	ioMethod(c, "__enter__", 0, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		if f, _ := fileOf(self); f.closed {
			return runtime.None, ioErrClosed()
		}
		return self, nil
	})
	ioMethod(c, "__exit__", 3, func(t *runtime.Thread, self runtime.Value, args []runtime.Value) (runtime.Value, error) {
		f, _ := fileOf(self)
		f.closeFile()
		return runtime.None, nil
	})
	getter := func(name string, g func(f *rawFile) runtime.Value) {
		c.AddGetter(name, func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			f, _ := fileOf(self)
			return g(f), nil
		})
	}
	getter("closed", func(f *rawFile) runtime.Value { return runtime.MakeBool(f.closed) })
	getter("name", func(f *rawFile) runtime.Value { return f.name })
	getter("mode", func(f *rawFile) runtime.Value { return runtime.MakeStr(f.mode) })
	if isRaw {
		getter("closefd", func(f *rawFile) runtime.Value { return runtime.True })
	} else {
		c.AddGetter("raw", func(t *runtime.Thread, self runtime.Value) (runtime.Value, error) {
			f, _ := fileOf(self)
			return runtime.MakeObject(f), nil
		})
	}
	c.Finish()
	return c
}

// checkRead refreshes the content and fails on a file not open for
// reading.
func (f *rawFile) checkRead(isRaw bool) error {
	if !f.readable {
		if isRaw {
			return unsupported("File not open for reading")
		}
		return unsupported("read")
	}
	f.load()
	return nil
}

// closedFileError is the ValueError of an operation on a closed binary
// file: FileIO's message has no period, the buffered classes name some
// operations.
func closedFileError(isRaw bool, name string) error {
	msg := "I/O operation on closed file."
	switch {
	case isRaw:
		msg = "I/O operation on closed file"
	case name == "read" || name == "read1" || name == "readall" || name == "readinto" || name == "readinto1":
		msg = "read of closed file"
	case name == "readline" || name == "peek" || name == "seek" || name == "flush":
		msg = name + " of closed file"
	case name == "write" || name == "writelines":
		msg = "write"
	}
	return runtime.Errorf(runtime.ValueError, "%s", msg)
}

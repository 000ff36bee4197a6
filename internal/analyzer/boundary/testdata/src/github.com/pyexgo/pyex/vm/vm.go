// Package vm is a sandboxed package with planted violations.
package vm

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"net" // want `import of "net" in a sandboxed package`
	"net/url"
	"os" // want `import of "os" in a sandboxed package`
	"path/filepath"
	"plugin" // want `import of "plugin" in a sandboxed package`
	"reflect"
	"syscall" // want `import of "syscall" in a sandboxed package`
	"time"
	"unsafe" // want `import of "unsafe" in a sandboxed package`
)

func clock() time.Duration {
	start := time.Now()             // want `time.Now in a sandboxed package`
	time.Sleep(time.Millisecond)    // want `time.Sleep in a sandboxed package`
	<-time.After(time.Second)       // want `time.After in a sandboxed package`
	t := time.NewTimer(time.Second) // want `time.NewTimer in a sandboxed package`
	_ = t
	_ = time.Tick(time.Second)      // want `time.Tick in a sandboxed package`
	_ = start.Local()               // want `\(time.Time\).Local in a sandboxed package`
	_ = time.Local                  // want `time.Local in a sandboxed package`
	_, _ = time.LoadLocation("UTC") // want `time.LoadLocation in a sandboxed package`
	now := time.Now                 // want `time.Now in a sandboxed package`
	_ = now
	return time.Since(start) // want `time.Since in a sandboxed package`
}

// Deterministic uses of time are fine.
func pure() time.Time {
	d := 3 * time.Second
	return time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).Add(d).In(time.UTC)
}

func spawn(f func()) {
	go f() // want `go statement in a sandboxed package`
}

func host() {
	_ = os.Getenv("HOME")
	_, _ = plugin.Open("x.so")
	_, _ = net.Dial("tcp", "example.com:80")
	_, _ = url.Parse("http://example.com")
	_ = syscall.Getpid()
	_ = unsafe.Sizeof(0)
	fmt.Println("hi")   // want `fmt.Println in a sandboxed package`
	fmt.Printf("%d", 1) // want `fmt.Printf in a sandboxed package`
	_ = fmt.Sprintf("%d", 1)
	println("debug")         // want `builtin println in a sandboxed package`
	_, _ = filepath.Abs("x") // want `path/filepath.Abs in a sandboxed package`
	_ = filepath.Join("a", "b")
}

func random() int {
	r := rand.New(rand.NewSource(1))
	_ = randv2.New(randv2.NewPCG(1, 2))
	_ = randv2.IntN(3)              // want `math/rand/v2.IntN in a sandboxed package`
	return r.Intn(3) + rand.Intn(3) // want `math/rand.Intn in a sandboxed package`
}

func reflection(f any) {
	v := reflect.ValueOf(f)
	_ = v.Kind()
	_ = v.Call(nil)                  // want `\(reflect.Value\).Call in a sandboxed package`
	_ = v.UnsafePointer()            // want `\(reflect.Value\).UnsafePointer in a sandboxed package`
	_ = reflect.NewAt(v.Type(), nil) // want `reflect.NewAt in a sandboxed package`
}

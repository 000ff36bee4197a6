package compiler

import (
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/pyexgo/pyex/bytecode"
	fe "github.com/pyexgo/pyex/frontend"
)

// compileSource parses and compiles src; it reports a Go panic as a test
// failure rather than crashing the test binary, so one bad file names
// itself.
func compileSource(t *testing.T, name string, src []byte) (code *bytecode.Code, err error) {
	t.Helper()
	mod, err := fe.Parse(src, name, fe.ModeExec)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: compiler panicked: %v", name, r)
		}
	}()
	return Compile(mod, name)
}

// TestCompileStdlibVerifies compiles every file of python3's standard
// library that parses and checks the result with the bytecode verifier:
// the compiler must never emit code the loader would reject.
func TestCompileStdlibVerifies(t *testing.T) {
	paths := stdlibFiles(t)
	var mu sync.Mutex
	compiled, rejected := 0, 0
	var wg sync.WaitGroup
	next := make(chan string)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range next {
				src, err := os.ReadFile(p)
				if err != nil {
					continue
				}
				code, err := compileSource(t, p, src)
				mu.Lock()
				if err != nil {
					if _, ok := err.(*Error); ok {
						rejected++
					}
				} else {
					compiled++
				}
				mu.Unlock()
				if code == nil {
					continue
				}
				if verr := bytecode.Verify(code); verr != nil {
					t.Errorf("%s: compiled code fails verification: %v", p, verr)
				}
			}
		}()
	}
	for _, p := range paths {
		next <- p
	}
	close(next)
	wg.Wait()
	t.Logf("compiled %d files; the compiler rejected %d", compiled, rejected)
}

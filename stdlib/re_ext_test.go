package stdlib_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/pyexgo/pyex"
)

// TestReAPIRecorded runs testdata/stdlib/re/api_program.py, which
// record_api.py beside it writes: findall, split, sub and subn with
// templates and callables, finditer and Match methods over patterns x
// subjects. Its output must be python3's, in api_expected.txt, line for
// line.
func TestReAPIRecorded(t *testing.T) {
	src, err := os.ReadFile("../testdata/stdlib/re/api_program.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../testdata/stdlib/re/api_expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := pyex.Compile("api_program.py", src)
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if _, err := pyex.Run(context.Background(), prog, pyex.Options{Stdout: &out, Stderr: &errOut}); err != nil {
		t.Fatalf("run: %v\n%s", err, errOut.String())
	}
	got := strings.Split(out.String(), "\n")
	exp := strings.Split(string(want), "\n")
	fails := 0
	for i := 0; i < len(exp) || i < len(got); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(exp) {
			w = exp[i]
		}
		if g != w {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
			if fails++; fails > 20 {
				t.Fatal("too many differences")
			}
		}
	}
}

// Command fuzzgen prints generated programs: fuzzgen -seed S -index I
// prints one, -n N prints N of them into a directory, for looking at what
// the generator writes.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pyexgo/pyex/fuzz/gen"
)

func main() {
	seed := flag.Uint64("seed", 1, "the run's seed")
	index := flag.Uint64("index", 0, "the program's number (the first with -n)")
	n := flag.Int("n", 0, "write this many programs into -dir instead of printing one")
	dir := flag.String("dir", ".", "where -n writes p<index>.py files")
	flag.Parse()
	if *n == 0 {
		fmt.Print(gen.Source(*seed, *index))
		return
	}
	for i := 0; i < *n; i++ {
		idx := *index + uint64(i)
		path := filepath.Join(*dir, fmt.Sprintf("p%d.py", idx))
		if err := os.WriteFile(path, []byte(gen.Source(*seed, idx)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

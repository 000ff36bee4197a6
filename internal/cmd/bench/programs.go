package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// program is one benchmark: a .py file whose first line names its group,
// as in "# bench: cpu".
type program struct {
	name  string // file name without .py
	file  string // file name, relative to the suite's directory
	group string
}

// startupGroup marks the program that measures startup alone (hello.py):
// it is timed apart and kept out of the table.
const startupGroup = "startup"

// loadPrograms lists the suite in name order, keeping those whose name
// matches filter (all if nil). The startup program is returned apart,
// whatever the filter says.
func loadPrograms(dir string, filter *regexp.Regexp) (progs []program, hello *program, err error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil {
		return nil, nil, err
	}
	if len(paths) == 0 {
		return nil, nil, fmt.Errorf("no .py programs in %s (run from the repository's root, or pass -dir)", dir)
	}
	sort.Strings(paths)
	for _, path := range paths {
		group, err := readGroup(path)
		if err != nil {
			return nil, nil, err
		}
		file := filepath.Base(path)
		p := program{name: strings.TrimSuffix(file, ".py"), file: file, group: group}
		switch {
		case group == startupGroup:
			hello = &p
		case filter == nil || filter.MatchString(p.name):
			progs = append(progs, p)
		}
	}
	return progs, hello, nil
}

// readGroup returns the group named by the file's first line.
func readGroup(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	line, _ := bufio.NewReader(f).ReadBytes('\n')
	group, ok := bytes.CutPrefix(bytes.TrimSpace(line), []byte("# bench:"))
	if !ok {
		return "", fmt.Errorf("%s: the first line must name the group, as in \"# bench: cpu\"", path)
	}
	return string(bytes.TrimSpace(group)), nil
}

// Command boundarycheck runs the boundary analyzer (package
// internal/analyzer/boundary) over packages, as `make lint` does:
//
//	go run ./internal/cmd/boundarycheck ./...
//
// It exits non-zero when a sandboxed package references the host.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/pyexgo/pyex/internal/analyzer/boundary"
)

func main() { singlechecker.Main(boundary.Analyzer) }

// Command gen is a main package outside cmd/: a program, exempt.
package main

import (
	"fmt"
	"os"
)

func main() { fmt.Println(os.Args) }

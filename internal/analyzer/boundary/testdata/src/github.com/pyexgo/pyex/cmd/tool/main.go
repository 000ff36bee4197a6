// Command tool is a host adapter (cmd/...).
package main

import (
	"fmt"
	"os"
	"time"
)

func main() { fmt.Println(os.Args, time.Now()) }

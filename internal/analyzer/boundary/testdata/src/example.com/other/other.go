// Package other is outside pyex's module: not checked.
package other

import (
	"os"
	"time"
)

// Env reads the host.
func Env() (string, time.Time) { return os.Getenv("HOME"), time.Now() }

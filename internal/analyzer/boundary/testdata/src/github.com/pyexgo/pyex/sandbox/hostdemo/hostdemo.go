// Package hostdemo is a host adapter (sandbox/host*): it may reach the host.
package hostdemo

import (
	"os"
	"time"
)

// Load reads a host file.
func Load(name string) ([]byte, time.Time, error) {
	go func() {}()
	b, err := os.ReadFile(name)
	return b, time.Now(), err
}

// Package pyex is the root package, a host adapter.
package pyex

import "time"

// Since is allowed here.
func Since(t time.Time) time.Duration { return time.Since(t) }

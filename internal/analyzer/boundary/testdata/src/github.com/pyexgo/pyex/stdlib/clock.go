// Package stdlib is sandboxed: its clean code has no diagnostics.
package stdlib

import (
	"context"
	"time"
)

// Sleep moves a virtual clock.
func Sleep(ctx context.Context, now *time.Time, d time.Duration) error {
	*now = now.Add(d)
	return ctx.Err()
}

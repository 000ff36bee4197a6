package runtime

// AbortError ends a run in a way Python code cannot catch: a budget used up
// (steps, output, time) or the host cancelling the run. The VM unwinds
// every frame without running except or finally blocks and returns it to
// the embedder.
type AbortError struct {
	// Reason says which limit ended the run ("steps", "output",
	// "timeout", "cancelled").
	Reason string
	// Msg is the text of the error.
	Msg string
}

// Error returns the message.
func (e *AbortError) Error() string { return e.Msg }

// IsAbort reports whether err ends the run (an *AbortError). The VM asks
// on every raise, so it is a type assertion, not errors.As: budgets and
// the metered writers return the *AbortError itself, never wrapped.
func IsAbort(err error) bool {
	_, ok := err.(*AbortError)
	return ok
}

package pyex

// errorKindNames are the kinds' names in pyexvm --json and logs.
var errorKindNames = [...]string{
	ErrSyntax:    "syntax",
	ErrException: "exception",
	ErrExit:      "exit",
	ErrInternal:  "internal",
	ErrSteps:     "steps",
	ErrOutput:    "output",
	ErrTimeout:   "timeout",
	ErrCancelled: "cancelled",
	ErrCompute:   "compute",
	ErrMemory:    "memory",
}

// String returns the kind's name: "syntax", "exception", "exit",
// "internal", "steps", "output", "timeout", "cancelled", "compute" or
// "memory".
func (k ErrorKind) String() string {
	if int(k) < len(errorKindNames) {
		return errorKindNames[k]
	}
	return "unknown"
}

// IsBudget reports whether the kind is a budget or the context ending the
// run (steps, output, timeout, cancelled, compute, memory): the program
// was stopped, it did not fail.
func (k ErrorKind) IsBudget() bool {
	switch k {
	case ErrSteps, ErrOutput, ErrTimeout, ErrCancelled, ErrCompute, ErrMemory:
		return true
	}
	return false
}

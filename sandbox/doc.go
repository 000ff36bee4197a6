// Package sandbox holds what a run may reach beyond pure computation, and
// only what the host hands in: host modules of Go functions and values
// (this file's package), and the budgets that end a run cleanly. Nothing
// here touches the host by itself; every effect goes through a value the
// embedder supplied.
package sandbox

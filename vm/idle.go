package vm

// Idle lets go of what only the run that just ended needed, for a session
// that keeps its VM between runs: the recycled frames, which still point
// at the last run's functions and namespaces, and the per-code name
// hashes and attribute caches, which the next run rebuilds for the code
// it runs (functions made earlier keep theirs). The constant pools stay:
// a code object's constants must be the same objects in every run, as
// CPython's are. Call it only when no Python code is running.
func (vm *VM) Idle() {
	vm.free = nil
	vm.nameHashes = nil
	vm.attrSites = nil
}

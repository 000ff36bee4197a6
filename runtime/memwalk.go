// The memory budget. Go's collector owns the heap and cannot say how much
// of it one run holds, so a run's memory is estimated: big allocations
// are charged before they happen (Thread.Charge), each slice of steps is
// charged a nominal amount for the small objects it may have made, and
// when the charges pass what the budget allows, a walk from the run's
// roots measures what is still reachable and resets the count to it. The
// walk's sizes follow CPython's object sizes on 64-bit builds, so a
// budget means roughly what it would to a CPython user. Between walks a
// run may overshoot its budget by up to half of what it holds (the walk
// is spaced like a collector's, so that its cost stays proportional to
// allocation); the budget ends a run, it does not account for every byte.

package runtime

// RefWalker is implemented by objects that hold Python values the
// runtime cannot see into (the VM's frames, the containers of Go
// modules): MemoryRefs visits each value the object holds and returns
// the object's own size in bytes.
type RefWalker interface {
	MemoryRefs(visit func(Value)) int64
}

// memWalk measures the memory reachable from a run's roots.
type memWalk struct {
	seen  map[Object]struct{}
	stack []Value
	total int64
}

// visit queues v unless it is held inline or already seen.
func (w *memWalk) visit(v Value) {
	switch v.obj.(type) {
	case nil, floatTag, noneObject, boolObject, notImplementedObject, ellipsisObject:
		return
	}
	if _, ok := w.seen[v.obj]; ok {
		return
	}
	w.seen[v.obj] = struct{}{}
	w.stack = append(w.stack, v)
}

func (w *memWalk) visitDict(d *Dict) {
	if d != nil {
		w.visit(MakeObject(d))
	}
}

// run empties the queue, adding up sizes.
func (w *memWalk) run() {
	for len(w.stack) > 0 {
		v := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		w.total += w.size(v.obj)
	}
}

// size returns o's own size and queues what o refers to.
func (w *memWalk) size(o Object) int64 {
	switch o := o.(type) {
	case *Str:
		return 49 + int64(len(o.s))
	case *Bytes:
		return 33 + int64(len(o.s))
	case *ByteArray:
		return 57 + int64(cap(o.b))
	case *BigInt:
		return 28 + int64(o.v.Big().BitLen()+29)/30*4
	case *Complex:
		return 32
	case *List:
		for _, v := range o.items {
			w.visit(v)
		}
		return 56 + 8*int64(cap(o.items))
	case *Tuple:
		for _, v := range o.items {
			w.visit(v)
		}
		return 40 + 8*int64(len(o.items))
	case *Dict:
		for _, e := range o.entries {
			w.visit(e.key)
			w.visit(e.value)
		}
		return 64 + 24*int64(cap(o.entries)) + 4*int64(len(o.index))
	case *Set:
		for _, e := range o.table {
			w.visit(e.key)
		}
		return 200 + 16*int64(len(o.table))
	case *Instance:
		w.visitDict(o.dict)
		for _, v := range o.vals {
			w.visit(v)
		}
		for _, v := range o.slots {
			w.visit(v)
		}
		w.visit(o.base)
		w.visit(MakeObject(o.cls))
		return 48 + 8*int64(len(o.slots)) + 24*int64(cap(o.vals))
	case *Function:
		w.visit(o.Module)
		w.visit(o.Doc)
		w.visitDict(o.Globals)
		for _, v := range o.Defaults {
			w.visit(v)
		}
		w.visitDict(o.KwDefaults)
		for _, c := range o.Closure {
			w.visit(MakeObject(c))
		}
		return 160
	case *Method:
		w.visit(o.Func)
		w.visit(o.Self)
		return 48
	case *Cell:
		w.visit(o.V)
		return 40
	case *Property:
		w.visit(o.Get)
		w.visit(o.Set)
		w.visit(o.Del)
		w.visit(o.Doc)
		return 80
	case *ClassMethod:
		w.visit(o.Func)
		w.visitDict(o.Dict)
		return 40
	case *StaticMethod:
		w.visit(o.Func)
		w.visitDict(o.Dict)
		return 40
	case *Type:
		if o.Flags&TypeHeap == 0 {
			return 0 // built-in types are shared by every run
		}
		w.visitDict(o.Dict)
		for _, b := range o.MRO {
			w.visit(MakeObject(b))
		}
		return 1000
	case *Module:
		w.visitDict(o.Dict)
		return 72
	case *Exception:
		if o.args != nil {
			w.visit(MakeObject(o.args))
		}
		w.visitDict(o.dict)
		w.visit(o.Cause)
		w.visit(o.Context)
		w.visit(o.Traceback)
		return 80
	case *Traceback:
		if o.Next != nil {
			w.visit(MakeObject(o.Next))
		}
		return 64
	case *BuiltinFunction:
		w.visit(o.self)
		return 72
	case *Slice:
		w.visit(o.Start)
		w.visit(o.Stop)
		w.visit(o.Step)
		return 56
	case *Generator:
		if rw, ok := o.Frame.(RefWalker); ok {
			return 200 + rw.MemoryRefs(w.visit)
		}
		return 200
	case RefWalker:
		return o.MemoryRefs(w.visit)
	}
	return 64
}

// nominalStepBytes is what each step is charged for the small objects
// it may have made: a slice of steps that builds lists of small objects
// brings on a walk before the heap outgrows the budget by much.
const nominalStepBytes = 32

// MemoryRoots are the values a run's memory is reachable from; the VM
// sets it (its stack, frames, modules and builtins).
type MemoryRoots func(visit func(Value))

// measure walks the run's memory and returns its size.
func (t *Thread) measure() int64 {
	w := &memWalk{seen: make(map[Object]struct{}, 1024)}
	if t.MemRoots != nil {
		t.MemRoots(w.visit)
	}
	for _, v := range t.excStack {
		w.visit(v)
	}
	w.run()
	return w.total
}

// recount replaces the charges with a measurement and sets when the next
// one is due: after the budget's headroom or half of what is live,
// whichever is more, has been charged again.
func (t *Thread) recount() {
	live := t.measure()
	t.memLive = live
	t.memUsed = live
	if live > t.memPeak {
		t.memPeak = live
	}
	t.memNext = max(t.memLimit, live+live/2, live+1<<20)
}

// MemoryPeak returns the largest memory the run was measured to hold
// since ResetMemoryPeak.
func (t *Thread) MemoryPeak() int64 { return t.memPeak }

// ResetMemoryPeak starts a new peak (a session's next run).
func (t *Thread) ResetMemoryPeak() { t.memPeak = 0 }

// MeasureMemory measures the run's memory now, updating its peak, and
// returns it.
func (t *Thread) MeasureMemory() int64 {
	t.recount()
	return t.memLive
}

// ChargeSteps charges a slice of n steps its nominal memory (the meter
// calls it at each slice boundary); it fails like Charge when the run is
// over its memory budget.
func (t *Thread) ChargeSteps(n int64) error {
	if t.memLimit == maxInt64 {
		return nil
	}
	return t.chargeBudget(n * nominalStepBytes)
}

// chargeBudget adds n bytes to the estimate, measuring when it passes the
// point where a walk is due, and ends the run when the measured memory is
// over the budget.
func (t *Thread) chargeBudget(n int64) error {
	t.memUsed += n
	if t.memUsed <= t.memNext {
		return nil
	}
	t.recount()
	if t.memLive+n > t.memLimit {
		return &AbortError{Reason: "memory", Msg: "memory budget of " + formatBytes(t.memLimit) + " exhausted"}
	}
	t.memUsed += n
	return nil
}

// formatBytes writes n in bytes, as budgets are given.
func formatBytes(n int64) string {
	const digits = "0123456789"
	if n == 0 {
		return "0 bytes"
	}
	var buf [24]byte
	i := len(buf)
	for m := n; m > 0; m /= 10 {
		i--
		buf[i] = digits[m%10]
	}
	return string(buf[i:]) + " bytes"
}

// maxInt64 is "no limit".
const maxInt64 = 1<<63 - 1

// Credit gives back n bytes charged earlier, at the points where memory is
// known to be released (a regex engine's backtracking stack).
func (t *Thread) Credit(n int64) {
	t.memUsed -= n
	if t.memUsed < 0 {
		t.memUsed = 0
	}
}

# pyex's build targets. python3 (CPython 3.11) is the oracle of the
# conformance tests; without it they skip.

GO       ?= go
FUZZTIME ?= 10m
PYTHON   ?= python3

.PHONY: all test race soak lint fmt-check vet boundary bench bench-parse bench-go fuzz difffuzz record

all: test

# test: what CI runs (.ci/run). Packages are tested in parallel; it must
# stay well under 10 minutes on 2 cores.
test: lint
	$(GO) test -timeout 9m ./...
	$(MAKE) race

# race: 64 goroutines running programs at once, under the race detector.
# soak: 100,000 runs of varied programs in one process; the heap before
# and after is logged and must be flat.
race:
	$(GO) test -race -run 'TestConcurrentRuns' .

soak:
	$(GO) test -run 'TestSoak' -soak 100000 -timeout 30m -v . | grep -E 'runs in|PASS|FAIL|ok'

# lint: gofmt must have nothing to say, go vet must pass, and no
# sandboxed package may reference the host (boundary).
lint: fmt-check vet boundary

fmt-check:
	@files=$$(gofmt -l $$(find . -name '*.go' -not -path './.git/*')); \
	if [ -n "$$files" ]; then echo "gofmt needed on:"; echo "$$files"; exit 1; fi

vet:
	$(GO) vet ./...

# boundary: the analyzer of internal/analyzer/boundary over the tree; it
# fails on os, net, syscall, unsafe, the host clock or a go statement in a
# package outside the host adapters (docs/SECURITY.md).
boundary:
	$(GO) run ./internal/cmd/boundarycheck ./...

# bench: the programs of testdata/bench timed under python3 and pyexvm,
# whole processes, alternating rounds; outputs must agree. BENCHFLAGS
# passes options on (make bench BENCHFLAGS='-n 3 -filter fib').
# bench-parse: parse throughput of the frontend against python3's
# ast.parse, over python3's standard library. bench-go: the Go benchmarks
# of pyex.Run (bench_test.go). They report; they assert nothing. See
# docs/BENCHMARKS.md.
BENCHFLAGS ?=
bench:
	$(GO) run ./internal/cmd/bench -python $(PYTHON) -go $(GO) $(BENCHFLAGS)

bench-parse:
	$(GO) run ./internal/cmd/parsebench -python $(PYTHON)

bench-go:
	$(GO) test -bench . -benchmem -run '^$$' .

# fuzz: run every fuzz target of FUZZPKG (default: every package) for
# FUZZTIME each, or only those matching FUZZ (make fuzz FUZZPKG=./frontend
# FUZZ=FuzzParse FUZZTIME=30s). Minimisation is capped so that a slow
# minimisation cannot stall a run past its time. New crashers land in the
# package's testdata/fuzz/<Target>/ and are replayed by `make test`.
FUZZPKG ?= ./...
FUZZ    ?= .
fuzz:
	@set -e; for pkg in $$($(GO) list $(FUZZPKG)); do \
		for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' | grep -E '$(FUZZ)' || true); do \
			echo "== $$pkg $$target for $(FUZZTIME)"; \
			$(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 10x $$pkg; \
		done; \
	done

# difffuzz: differential fuzzing against python3. Runs N generated
# programs (programs SEED:START .. START+N-1; a (seed, index) pair always
# names the same program) through pyex and python3, JOBS at a time, and
# prints the counts and the time taken. Each mismatch is minimized and
# written to DIFFOUT; see fuzz/README.md for what to do with it.
N        ?= 1000
SEED     ?= 1
START    ?= 0
JOBS     ?= 2
DIFFOUT  ?= /tmp/difffuzz
difffuzz:
	$(GO) run ./fuzz/cmd/difffuzz -python $(PYTHON) -n $(N) -seed $(SEED) -start $(START) -j $(JOBS) -out $(DIFFOUT)

# record: re-record the expectations taken from python3 (never edit them by
# hand). The stdlib tests need no recording: they ask python3 on every run.
record:
	$(PYTHON) testdata/syntaxerrors/record.py
	$(PYTHON) testdata/literals/record.py
	$(PYTHON) testdata/runtime/builtins/record.py
	$(PYTHON) testdata/conformance/record.py

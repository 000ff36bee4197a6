"""The OpenTelemetry API, as far as pyex provides it: opentelemetry.trace,
whose spans go into the run's ledger (see docs/EMBEDDING.md). Written in
Python over the Go helper _pyex_trace."""

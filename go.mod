module github.com/pyexgo/pyex

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/text v0.43.0
)

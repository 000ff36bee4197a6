// Package allowed excuses single lines with //pyex:allow.
package allowed

import (
	"time"
	_ "unsafe" //pyex:allow the planted reason of the test
)

func excused() time.Time {
	//pyex:allow the line below is excused
	return time.Now()
}

func sameLine() time.Time {
	return time.Now() //pyex:allow excused on its own line
}

func notExcused() time.Time {
	return time.Now() // want `time.Now in a sandboxed package`
}

func noReason() {} /* // want `//pyex:allow needs a reason` */ //pyex:allow

//go:linkname nanotime runtime.nanotime // want `//go:linkname in a sandboxed package`

module github.com/pyexgo/pyex

go 1.26

package frontend

import "unicode/utf8"

// sourceText is the decoded (UTF-8) text of a program together with the
// byte offset at which each line starts, for error messages.
type sourceText struct {
	filename   string
	text       string
	lineStarts []int // lineStarts[i] is the offset of line i+1
}

func newSourceText(filename, text string) *sourceText {
	s := &sourceText{filename: filename, text: text, lineStarts: []int{0}}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			s.lineStarts = append(s.lineStarts, i+1)
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	return s
}

// line returns the text of 1-based line n, with its line ending, or "".
func (s *sourceText) line(n int) string {
	if n < 1 || n > len(s.lineStarts) {
		return ""
	}
	start := s.lineStarts[n-1]
	end := len(s.text)
	if n < len(s.lineStarts) {
		end = s.lineStarts[n]
	}
	return s.text[start:end]
}

// charOffset converts a 0-based byte column on line n into CPython's
// 1-based character offset.
func (s *sourceText) charOffset(n, col int) int {
	l := s.line(n)
	if col > len(l) {
		return col - len(l) + utf8.RuneCountInString(l) + 1
	}
	return utf8.RuneCountInString(l[:col]) + 1
}

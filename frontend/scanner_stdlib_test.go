package frontend

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// stdlibDir returns the directory of python3's standard library, or skips
// the test when python3 is absent.
func stdlibDir(tb testing.TB) string {
	tb.Helper()
	out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		tb.Skipf("python3 not available: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// stdlibFiles lists the .py files of the standard library, leaving out
// site-packages.
func stdlibFiles(tb testing.TB) []string {
	tb.Helper()
	dir := stdlibDir(tb)
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return files
}

// tokenKindNames gives each kind the exact-type name Python's token module
// uses; hard keywords are NAME tokens there.
var tokenKindNames = func() [numTokenKinds]string {
	names := [numTokenKinds]string{
		EOF: "ENDMARKER", NEWLINE: "NEWLINE", INDENT: "INDENT", DEDENT: "DEDENT", NAME: "NAME",
		NUMBER: "NUMBER", STRING: "STRING", ERRORTOKEN: "ERRORTOKEN",
		LPAR: "LPAR", RPAR: "RPAR", LSQB: "LSQB", RSQB: "RSQB", LBRACE: "LBRACE", RBRACE: "RBRACE",
		COLON: "COLON", COMMA: "COMMA", SEMI: "SEMI", PLUS: "PLUS", MINUS: "MINUS", STAR: "STAR",
		SLASH: "SLASH", VBAR: "VBAR", AMPER: "AMPER", LESS: "LESS", GREATER: "GREATER", EQUAL: "EQUAL",
		DOT: "DOT", PERCENT: "PERCENT", EQEQUAL: "EQEQUAL", NOTEQUAL: "NOTEQUAL", LESSEQUAL: "LESSEQUAL",
		GREATEREQUAL: "GREATEREQUAL", TILDE: "TILDE", CIRCUMFLEX: "CIRCUMFLEX", LEFTSHIFT: "LEFTSHIFT",
		RIGHTSHIFT: "RIGHTSHIFT", DOUBLESTAR: "DOUBLESTAR", PLUSEQUAL: "PLUSEQUAL", MINEQUAL: "MINEQUAL",
		STAREQUAL: "STAREQUAL", SLASHEQUAL: "SLASHEQUAL", PERCENTEQUAL: "PERCENTEQUAL",
		AMPEREQUAL: "AMPEREQUAL", VBAREQUAL: "VBAREQUAL", CIRCUMFLEXEQUAL: "CIRCUMFLEXEQUAL",
		LEFTSHIFTEQUAL: "LEFTSHIFTEQUAL", RIGHTSHIFTEQUAL: "RIGHTSHIFTEQUAL",
		DOUBLESTAREQUAL: "DOUBLESTAREQUAL", DOUBLESLASH: "DOUBLESLASH",
		DOUBLESLASHEQUAL: "DOUBLESLASHEQUAL", AT: "AT", ATEQUAL: "ATEQUAL", RARROW: "RARROW",
		ELLIPSIS: "ELLIPSIS", COLONEQUAL: "COLONEQUAL",
	}
	for k := KwFalse; k < numTokenKinds; k++ {
		names[k] = "NAME"
	}
	return names
}()

// tokenLine formats a token the way testdata/tokens/record.py does.
func tokenLine(t Token) string {
	return fmt.Sprintf("%s %d %d %d %d", tokenKindNames[t.Kind], t.Line, t.Col, t.EndLine, t.EndCol)
}

// runRecorder runs testdata/tokens/record.py with args and returns its
// output per file.
func runRecorder(args []string) (map[string][]string, error) {
	cmd := exec.Command("python3", append([]string{"../testdata/tokens/record.py"}, args...)...)
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	res := make(map[string][]string)
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "F ") {
			cur = line[2:]
			res[cur] = []string{}
			continue
		}
		res[cur] = append(res[cur], line)
	}
	return res, sc.Err()
}

// knownTokenizeDifferences lists files where python3's tokenize module,
// a regular-expression approximation of the C tokenizer, splits tokens
// differently from CPython's parser.
var knownTokenizeDifferences = map[string]string{
	// x\U000e0100: tokenize's \w does not match the variation selector
	// U+E0100, which is XID_Continue; the C tokenizer keeps one name.
	"test/test_unicode_identifiers.py": "tokenize splits a name at U+E0100",
}

// TestTokenizeStdlib compares the scanner with python3's tokenize module
// on every file of the standard library. Files the scanner rejects must be
// files python3 does not compile either.
func TestTokenizeStdlib(t *testing.T) {
	dir := stdlibDir(t)
	files := stdlibFiles(t)
	if testing.Short() {
		files = files[:len(files)/10]
	}
	workers := runtime.GOMAXPROCS(0)
	chunk := (len(files) + 4*workers - 1) / (4 * workers)
	var (
		mu               sync.Mutex
		compared, agreed int
		known            int
		rejected         []string
		failures         []string
		wg               sync.WaitGroup
		sem              = make(chan struct{}, workers)
	)
	for lo := 0; lo < len(files); lo += chunk {
		batch := files[lo:min(lo+chunk, len(files))]
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			want, err := runRecorder(batch)
			if err != nil {
				t.Errorf("recorder: %v", err)
				return
			}
			for _, path := range batch {
				msg, reject := compareFileTokens(path, want[path])
				mu.Lock()
				switch {
				case reject:
					rejected = append(rejected, path)
				case msg == "":
					compared++
					agreed++
				case knownTokenizeDifferences[strings.TrimPrefix(path, dir+"/")] != "":
					known++
				default:
					compared++
					failures = append(failures, msg)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	// The files the scanner or tokenize rejected: python3 must reject
	// them too.
	skipped := 0
	if len(rejected) > 0 {
		verdicts, err := runRecorder(append([]string{"--compile"}, rejected...))
		if err != nil {
			t.Fatalf("recorder: %v", err)
		}
		for _, path := range rejected {
			if v := verdicts[path]; len(v) == 1 && v[0] == "X" {
				skipped++
				continue
			}
			msg := "tokenize rejects it"
			if _, _, perr := tokenizeFile(path); perr != nil {
				msg = fmt.Sprintf("scanner error %q at %d:%d", perr.Msg, perr.Line, perr.Col)
			}
			failures = append(failures, fmt.Sprintf("%s: %s, but python3 compiles it", path, msg))
			compared++
		}
	}
	for i, f := range failures {
		if i == 20 {
			t.Errorf("... and %d more", len(failures)-20)
			break
		}
		t.Error(f)
	}
	t.Logf("tokens agree with python3's tokenize on %d of %d files (%.2f%%); %d known differences; %d files python3 rejects too",
		agreed, compared, 100*float64(agreed)/float64(max(compared, 1)), known, skipped)
}

func tokenizeFile(path string) ([]Token, *sourceText, *posError) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, &posError{Msg: err.Error()}
	}
	return tokenize(src, path, false)
}

// compareFileTokens tokenizes path and returns "" when its tokens match
// the recorded lines want, or a description of the first difference;
// reject reports that the scanner or the tokenize module rejected the
// file, which must then be one that python3 does not compile.
func compareFileTokens(path string, want []string) (msg string, reject bool) {
	toks, _, perr := tokenizeFile(path)
	if perr != nil {
		return "", true
	}
	if len(want) == 1 && strings.HasPrefix(want[0], "E ") {
		// Such a file must be one python3 rejects later, in the parser
		// (say, bytes that are not UTF-8 inside a string literal).
		return "", true
	}
	for i, tok := range toks {
		got := tokenLine(tok)
		if i >= len(want) {
			return fmt.Sprintf("%s: extra token %d: %s", path, i, got), false
		}
		if got != want[i] {
			return fmt.Sprintf("%s: token %d: got %s, want %s", path, i, got, want[i]), false
		}
	}
	if len(toks) < len(want) {
		return fmt.Sprintf("%s: missing tokens from %s", path, want[len(toks)]), false
	}
	return "", false
}

// BenchmarkTokenizeStdlib tokenizes every file of the standard library
// once per iteration and reports the throughput in bytes and lines.
func BenchmarkTokenizeStdlib(b *testing.B) {
	files := stdlibFiles(b)
	srcs := make([][]byte, 0, len(files))
	var size, lines int64
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += int64(len(src))
		lines += int64(bytes.Count(src, []byte{'\n'}))
	}
	b.SetBytes(size)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, src := range srcs {
			tokenize(src, "x.py", false)
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}

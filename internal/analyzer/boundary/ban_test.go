package boundary

import "testing"

func TestImportBanned(t *testing.T) {
	for path, want := range map[string]bool{
		"os": true, "os/exec": true, "os/signal": true, "net": true, "net/http": true,
		"net/http/httptest": true, "net/url": false, "net/netip": false, "syscall": true,
		"unsafe": true, "plugin": true, "crypto/rand": true, "io/ioutil": true, "log": true,
		"log/slog": false, "C": true, "runtime/cgo": true, "io": false, "io/fs": false,
		"osx": false, "network": false, "time": false, "math/rand/v2": false,
	} {
		if _, got := importBanned(path); got != want {
			t.Errorf("importBanned(%q) = %v, want %v", path, got, want)
		}
	}
}

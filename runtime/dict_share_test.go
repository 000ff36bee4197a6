package runtime

import "testing"

// TestSharedDictCopiesOnWrite: every way of writing to a dict that shares
// a template's arrays leaves the template as it was, keeps the entries at
// their positions (the VM's caches hold positions), and reads the same
// as a plain dict meanwhile.
func TestSharedDictCopiesOnWrite(t *testing.T) {
	template := NewDict(nil)
	for _, k := range []string{"a", "b", "c", "d"} {
		template.SetStr(k, MakeStr(k))
	}
	pos := template.StrIndex("c", StrHash("c"))
	writes := map[string]func(d *Dict){
		"SetStr":        func(d *Dict) { d.SetStr("c", MakeInt(1)) },
		"SetStrHashed":  func(d *Dict) { d.SetStrHashed("c", StrHash("c"), MakeInt(1)) },
		"SetEntryValue": func(d *Dict) { d.SetEntryValue(d.StrIndex("c", StrHash("c")), MakeInt(1)) },
		"add":           func(d *Dict) { d.SetStr("e", MakeInt(1)) },
		"DeleteStr":     func(d *Dict) { d.DeleteStr("c") },
		"Clear":         func(d *Dict) { d.Clear() },
		"popLast":       func(d *Dict) { d.popLast() },
		"Protect":       func(d *Dict) { d.Protect("c") },
	}
	for name, write := range writes {
		d := shareOf(template)
		if v, ok := d.GetStr("c"); !ok || !v.Is(template.entries[pos].value) {
			t.Fatalf("%s: shared dict reads c = %v, %v", name, v, ok)
		}
		write(d)
		if d.shared {
			t.Errorf("%s: still shared after a write", name)
		}
		if name == "SetStr" || name == "SetStrHashed" || name == "SetEntryValue" || name == "Protect" {
			if got := d.StrIndex("c", StrHash("c")); got != pos {
				t.Errorf("%s: c moved from %d to %d", name, pos, got)
			}
		}
		if template.Len() != 4 || template.shared {
			t.Fatalf("%s: template changed: len %d", name, template.Len())
		}
		for _, k := range []string{"a", "b", "c", "d"} {
			if v, ok := template.GetStr(k); !ok || v.obj.(*Str).s != k {
				t.Fatalf("%s: template[%s] = %v, %v", name, k, v, ok)
			}
		}
	}
}

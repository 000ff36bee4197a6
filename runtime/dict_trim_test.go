package runtime

import "testing"

// TestDictChurnAtTheEnd adds and deletes the last key over and over: the
// slots its entries leave behind must count toward growth, or the index
// fills with deleted slots and a lookup of a missing key never ends.
func TestDictChurnAtTheEnd(t *testing.T) {
	th := NewThread()
	d := NewDict(th)
	d.SetStr("a", MakeInt(1))
	for i := 0; i < 100000; i++ {
		k := MakeInt(int64(i + 10))
		if err := d.Set(th, k, k); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := d.Delete(th, k); err != nil || !ok {
			t.Fatalf("delete %d: %v %v", i, ok, err)
		}
	}
	if _, ok := d.GetStr("missing"); ok {
		t.Fatal("found a key never set")
	}
	if v, ok := d.GetStr("a"); !ok || v != MakeInt(1) {
		t.Fatalf("lost a: %v %v", v, ok)
	}
}

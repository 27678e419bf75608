package gomoku

import "testing"

// FuzzRecords: no input makes the readers or the replay panic.
func FuzzRecords(f *testing.F) {
	f.Add([]byte("(;GM[4]SZ[15];B[hh];W[ii];B[hi])"))
	f.Add([]byte("1. h8 2. i9 3. j10"))
	f.Add([]byte(`<game><move>h8 h9 i8</move></game>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, v := range []Variant{Free, Exact, Ninuki} {
			if rec, err := ParseSGF(data); err == nil {
				_, _ = Replay(rec, Rules{Variant: v, Size: rec.Size})
			}
			for _, size := range []int{15, 19} {
				if rec, err := ParseRenjuNet(data, size); err == nil {
					_, _ = Replay(rec, Rules{Variant: v, Size: size})
				}
			}
		}
	})
}

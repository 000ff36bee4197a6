package compiler

import (
	"math"
	"math/big"

	fe "github.com/pyexgo/pyex/frontend"
)

// foldUnary folds -, + and ~ applied to a numeric literal into one
// constant, as CPython's AST optimizer does, so that -1 in a slice or an
// expression costs a constant load instead of an instruction. Only the
// cases that cannot fail or call anything are folded: ints, floats and
// complex numbers, never bools (whose results change type) or other
// constants (whose operators raise).
func foldUnary(e *fe.UnaryOp) (fe.Value, bool) {
	c, ok := e.Operand.(*fe.Constant)
	if !ok {
		return nil, false
	}
	switch e.Op {
	case fe.USub:
		switch v := c.Value.(type) {
		case int64:
			if v == math.MinInt64 {
				return new(big.Int).Neg(big.NewInt(v)), true
			}
			return -v, true
		case *big.Int:
			return new(big.Int).Neg(v), true
		case float64:
			return -v, true
		case complex128:
			return -v, true
		}
	case fe.UAdd:
		switch v := c.Value.(type) {
		case int64, *big.Int, float64, complex128:
			return v, true
		}
	case fe.Invert:
		switch v := c.Value.(type) {
		case int64:
			return ^v, true
		case *big.Int:
			return new(big.Int).Not(v), true
		}
	}
	return nil, false
}

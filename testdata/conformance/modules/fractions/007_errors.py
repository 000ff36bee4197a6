from fractions import Fraction as F

def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

attempt('1/0', lambda: F(1, 0))
attempt('F(6,1)/0', lambda: F(6, 1) / 0)
attempt('F(-3,2)/0', lambda: F(-3, 2) / F(0))
attempt('F(0)/0', lambda: F(0) / 0)
attempt('F(0)**-1', lambda: F(0) ** -1)
attempt('F(1)//0', lambda: F(1) // 0)
attempt('F(1)%0', lambda: F(1) % F(0))
attempt('1/F(0)', lambda: 1 / F(0))
attempt('F(1)/0.0', lambda: F(1) / 0.0)
attempt('inf', lambda: F(float('inf')))
attempt('nan', lambda: F(float('nan')))
attempt('None', lambda: F(None))
attempt('list', lambda: F([1, 2]))
attempt('complex', lambda: F(1j))
attempt('float pair', lambda: F(1.5, 2))
attempt('str pair', lambda: F('1', 2))
attempt('from_float str', lambda: F.from_float('0.5'))
attempt('from_float F', lambda: F.from_float(F(1, 2)))
attempt('from_decimal', lambda: F.from_decimal(0.5))
attempt('str + F', lambda: 'a' + F(1))
attempt('F * list', lambda: F(2) * [1])
attempt('F % 1j', lambda: F(2) % 1j)

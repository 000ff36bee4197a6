from itertools import product

def attempt(*args, **kwargs):
    try:
        print(list(product(*args, **kwargs)))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(1)
attempt([1], 2)
attempt([1], repeat=-1)
attempt([1], repeat="a")
attempt([1], repeat=1.0)
attempt([1], repeat=None)
attempt([1], x=1)
attempt([1], repeat=1, x=2)
attempt([1], repeat=2**70)
attempt(5, repeat=0)
attempt([1, 2], repeat=True)

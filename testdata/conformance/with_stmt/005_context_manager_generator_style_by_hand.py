class managed:
    def __init__(self, gen_fn, *args):
        self.gen = gen_fn(*args)
    def __enter__(self):
        return next(self.gen)
    def __exit__(self, et, ev, tb):
        if et is None:
            next(self.gen, None)
            return False
        try:
            self.gen.throw(ev)
        except StopIteration:
            return True
        except BaseException as e:
            if e is ev:
                return False
            raise

def timer(label):
    print(f"[{label}] start")
    try:
        yield label.upper()
    except ZeroDivisionError:
        print(f"[{label}] handled division error")
    finally:
        print(f"[{label}] end")

with managed(timer, "job") as name:
    print("running", name)
with managed(timer, "bad"):
    1 / 0
print("survived")

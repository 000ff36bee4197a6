#!/usr/bin/env python3
"""Records CPython 3.11's behaviour of classes defined in Python.

Run from the repository root:  python3 testdata/runtime/objects/record_classes.py
Writes testdata/runtime/objects/classes.json mapping each scenario name to
repr(result) or "ExcName: message". runtime/type_heap_test.go builds the
same classes through the runtime API (NewClass, with Go functions standing
in for the Python methods) and compares.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
S = {}


def scenario(f):
    S[f.__name__] = f
    return f


class A:
    def f(self):
        return "A"


class B(A):
    def f(self):
        return "B" + super(B, self).f()


class C(A):
    def f(self):
        return "C" + super(C, self).f()


class D(B, C):
    def f(self):
        return "D" + super(D, self).f()


@scenario
def mro_diamond():
    return [c.__name__ for c in D.__mro__]


@scenario
def super_chain():
    return D().f()


@scenario
def mro_conflict():
    class X: pass
    class Y: pass
    class Z(X, Y): pass
    class W(Y, X): pass
    class Q(Z, W): pass


@scenario
def mro_order_conflict():
    class Q(A, B): pass


@scenario
def duplicate_base():
    class Q(A, A): pass


@scenario
def layout_conflict():
    class Q(int, str): pass


@scenario
def bool_base():
    class Q(bool): pass


@scenario
def exc_layout_conflict():
    class Q(OSError, SyntaxError): pass


@scenario
def radd_subclass_first():
    class M(int):
        def __radd__(self, o):
            return "M.radd"
    return 1 + M(2)


@scenario
def radd_inherited_not_first():
    class N(int): pass
    return [1 + N(2), type(1 + N(2)).__name__]


@scenario
def add_notimplemented():
    class P:
        def __add__(self, o):
            return NotImplemented
    return P() + 1


@scenario
def radd_fallback():
    class P:
        def __radd__(self, o):
            return ("radd", o)
    return 5 + P()


@scenario
def eq_makes_unhashable():
    class E:
        def __eq__(self, o):
            return True
    return hash(E())


@scenario
def ne_inverts_eq():
    class E:
        def __eq__(self, o):
            return True
    return [E() != E(), E() == 1]


@scenario
def getattr_fallback():
    class G:
        x = 1
        def __getattr__(self, n):
            return n * 2
    return [G().ab, G().x]


@scenario
def data_descriptor_wins():
    class H:
        p = property(lambda s: "prop")
    h = H()
    h.__dict__["p"] = 1
    return h.p


@scenario
def instance_dict_shadows_method():
    class I:
        def m(self):
            return "method"
    i = I()
    i.m = 5
    return i.m


@scenario
def slots_unset():
    class Sl:
        __slots__ = ("a",)
    return Sl().a


@scenario
def slots_no_dict():
    class Sl:
        __slots__ = ("a",)
    s = Sl()
    s.b = 1


@scenario
def slots_set_get():
    class Sl:
        __slots__ = ("a", "b")
    s = Sl()
    s.a = 5
    return [s.a, hasattr(s, "__dict__")]


@scenario
def property_no_setter():
    class Pr:
        x = property(lambda s: 1)
    Pr().x = 2


@scenario
def property_setter():
    class Pr:
        def get(self):
            return self._x
        def put(self, v):
            self._x = v * 10
        x = property(get, put)
    p = Pr()
    p.x = 2
    return p.x


@scenario
def classmethod_binding():
    class K:
        @classmethod
        def c(cls, a):
            return (cls.__name__, a)
        @staticmethod
        def s(a):
            return a
    return [K.c(1), K().c(2), K.s(3), K().s(4)]


@scenario
def list_subclass():
    class L(list): pass
    l = L([1, 2])
    l.append(3)
    return [repr(l), type(l).__name__, len(l), l[0], isinstance(l, list)]


@scenario
def dict_missing():
    class Dm(dict):
        def __missing__(self, k):
            return k * 2
    d = Dm(a=1)
    return [d["a"], d["zz"], len(d)]


@scenario
def int_subclass():
    class In(int): pass
    return [In(5) + 1, type(In(5) + 1).__name__, repr(In(7)), In("12"), In(3) == 3, hash(In(3))]


@scenario
def str_subclass():
    class St(str): pass
    s = St("ab")
    return [s.upper(), s == "ab", hash(s) == hash("ab"), {"ab": 1}[s], type(s).__name__, repr(s), len(s)]


@scenario
def class_repr():
    class Cr: pass
    return [repr(Cr), Cr.__name__, Cr.__qualname__, Cr.__module__]


@scenario
def exception_subclass():
    class MyErr(ValueError): pass
    e = MyErr("x", 2)
    return [str(e), repr(e), e.args, isinstance(e, ValueError), [c.__name__ for c in MyErr.__mro__]]


@scenario
def repr_non_string():
    class R:
        def __repr__(self):
            return 5
    return repr(R())


@scenario
def len_negative():
    class Ln:
        def __len__(self):
            return -1
    return len(Ln())


@scenario
def bool_non_bool():
    class Bo:
        def __bool__(self):
            return 1
    return bool(Bo())


@scenario
def bool_from_len():
    class Bl:
        def __len__(self):
            return 0
    return [bool(Bl())]


@scenario
def user_iterator():
    class It:
        def __init__(self):
            self.i = 0
        def __iter__(self):
            return self
        def __next__(self):
            self.i += 1
            if self.i > 3:
                raise StopIteration
            return self.i
    return list(It())


@scenario
def getitem_iteration():
    class Sq:
        def __getitem__(self, i):
            if i >= 3:
                raise IndexError
            return i * 10
    return [list(Sq()), 20 in Sq(), 5 in Sq()]


@scenario
def reflected_compare():
    class Lt:
        def __lt__(self, o):
            return NotImplemented
    class Gt:
        def __gt__(self, o):
            return "Gt.gt"
    return Lt() < Gt()


@scenario
def compare_unsupported():
    class Nc: pass
    return Nc() < Nc()


@scenario
def type_three_args():
    X = type("X", (A,), {"a": 1})
    return [X.a, X().f(), [c.__name__ for c in X.__mro__]]


@scenario
def class_assignment():
    class P1: pass
    class P2:
        def who(self):
            return "P2"
    p = P1()
    p.__class__ = P2
    return p.who()


@scenario
def no_init_args():
    class Na: pass
    return Na(1)


@scenario
def init_returns_value():
    class Ir:
        def __init__(self):
            return 1
    return Ir()


@scenario
def builtin_type_immutable():
    int.x = 1


@scenario
def del_missing_attr():
    class Dl: pass
    del Dl().x


@scenario
def setattr_class_updates_slot():
    class Sc: pass
    x = Sc()
    Sc.__add__ = lambda self, o: "added"
    Sc.__len__ = lambda self: 3
    return [x + 1, len(x)]


@scenario
def init_subclass_and_set_name():
    log = []
    class Named:
        def __set_name__(self, owner, name):
            log.append(("set_name", owner.__name__, name))
    class Base:
        def __init_subclass__(cls):
            log.append(("init_subclass", cls.__name__))
    class Child(Base):
        attr = Named()
    return log


@scenario
def exception_group_split():
    eg = ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])
    match, rest = eg.split(ValueError)
    return [repr(match), repr(rest), repr(eg.subgroup(lambda e: isinstance(e, KeyError)))]


@scenario
def exception_group_nomatch():
    eg = ExceptionGroup("eg", [ValueError(1)])
    return [eg.split(TypeError), eg.subgroup(ValueError) is eg]


@scenario
def exception_notes():
    e = ValueError("x")
    e.add_note("n1")
    e.add_note("n2")
    return e.__notes__


@scenario
def exception_cause():
    e = ValueError("x")
    e.__cause__ = KeyError("k")
    return [repr(e.__cause__), e.__suppress_context__, e.__context__]


@scenario
def exception_cause_bad():
    e = ValueError("x")
    e.__cause__ = 5


@scenario
def dict_changed_size():
    d = {1: 1}
    for k in d:
        d[k + 1] = 1


@scenario
def dict_keys_changed():
    d = {1: 1, 2: 2}
    for k in d:
        del d[k]
        d[k + 5] = 1


@scenario
def set_changed_size():
    s = {1}
    for k in s:
        s.add(k + 1)


@scenario
def recursive_repr():
    l = [1]
    l.append(l)
    d = {}
    d["self"] = d
    return [repr(l), repr(d)]


@scenario
def method_repr():
    class Mr:
        def m(self):
            pass
    return [repr(Mr.m).split(" at ")[0], repr(Mr().m).split(" of ")[0]]


@scenario
def builtin_method_descriptors():
    return [repr(list.append), repr(int.__add__), repr(type.__dict__["__name__"]), list.append.__qualname__]


@scenario
def descriptor_wrong_type():
    return list.append(1, 2)


@scenario
def unbound_no_args():
    return list.append()


@scenario
def metaclass_call():
    class Meta(type):
        def __call__(cls, *a):
            return ("called", cls.__name__, a)
        def hello(cls):
            return "hello " + cls.__name__
    X = Meta("X", (), {})
    return [X(1, 2), X.hello(), type(X).__name__, isinstance(X, Meta)]


@scenario
def metaclass_inherited():
    class Meta(type):
        pass
    X = Meta("X", (), {})
    Y = type("Y", (X,), {})
    return type(Y).__name__


@scenario
def init_subclass_kwargs():
    class Base:
        def __init_subclass__(cls, flag=None):
            cls.flag = flag
    Child = type("Child", (Base,), {}, flag=5)
    return Child.flag


@scenario
def init_subclass_no_kwargs():
    return type("Q", (), {}, x=1)


@scenario
def abstract_class():
    class Ab:
        pass
    Ab.__abstractmethods__ = frozenset({"g", "f"})
    return Ab()


@scenario
def abstract_cleared():
    class Ab:
        pass
    Ab.__abstractmethods__ = frozenset({"f"})
    Ab.__abstractmethods__ = frozenset()
    return type(Ab()).__name__


@scenario
def reduce_protocol():
    class A:
        pass
    class Sl:
        __slots__ = ("a", "b")
    class L(list):
        pass
    class N:
        def __getnewargs__(self):
            return (1, 2)
    a = A()
    e0 = a.__getstate__()
    a.x = 1
    s = Sl()
    s.a = 1
    l = L([1, 2])
    l.q = 1
    r = l.__reduce_ex__(4)
    e = ValueError(1)
    e.x = 5
    return [e0, a.__getstate__(), s.__getstate__(), a.__reduce_ex__(4)[1:], r[1:3], list(r[3]), r[4],
            N().__reduce_ex__(2)[1:], (1).__reduce_ex__(4)[1:], ValueError(1, 2).__reduce__(), e.__reduce__(),
            a.__reduce_ex__(4)[0].__name__]


@scenario
def union_and_alias():
    u = int | None
    return [repr(u), type(u).__name__, u.__args__, repr(int | str | int), (int | str) == (str | int),
            hash(int | str) == hash(str | int), isinstance(1, int | str), isinstance(None, int | None),
            issubclass(bool, int | str), repr(list[int]), type(list[int]).__name__, list[int].__origin__,
            list[int].__args__, repr(dict[str, list[int]]), repr(tuple[int, ...]), list[int]([1, 2]),
            repr(int | list[int]), repr(None | int), list[int] == list[int], list[int] == list, repr(list["x"])]


@scenario
def union_bad_operand():
    return int | 1


@scenario
def isinstance_generic():
    return isinstance([], list[int])


def run(f):
    try:
        return repr(f())
    except Exception as e:  # noqa: BLE001
        return "%s: %s" % (type(e).__name__, e)


def main():
    out = {name: run(f) for name, f in S.items()}
    with open(os.path.join(HERE, "classes.json"), "w") as fh:
        json.dump(out, fh, indent=1, sort_keys=True)
        fh.write("\n")
    print("wrote %d scenarios" % len(out))


if __name__ == "__main__":
    main()

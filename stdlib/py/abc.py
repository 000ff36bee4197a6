"""Abstract Base Classes (ABCs) according to PEP 3119.

ABCMeta is a Python class, as in CPython, whose bookkeeping (the registry
of virtual subclasses, the caches, the isinstance and issubclass
algorithms) is done in Go by the _abc module. The abstract-method rule
itself ("Can't instantiate abstract class ...") is enforced by
object.__new__ in the runtime, from __abstractmethods__.
"""


def abstractmethod(funcobj):
    """Mark funcobj abstract: a class whose metaclass is ABCMeta cannot be
    instantiated while it has such a method not overridden."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """An abstract classmethod (deprecated: stack classmethod on
    abstractmethod)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """An abstract staticmethod (deprecated: stack staticmethod on
    abstractmethod)."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """An abstract property (deprecated: stack property on
    abstractmethod)."""

    __isabstractmethod__ = True


from _abc import (get_cache_token, _abc_init, _abc_register,
                  _abc_instancecheck, _abc_subclasscheck, _get_dump,
                  _reset_registry, _reset_caches,
                  _instancecheck_method, _subclasscheck_method)


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs).

    An ABC may be subclassed as usual, or other classes may be registered
    as its virtual subclasses: issubclass() and isinstance() then accept
    them (and their subclasses), though the ABC is not in their MRO.
    """

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        _abc_init(cls)
        return cls

    def register(cls, subclass):
        """Register subclass as a virtual subclass of cls; return it, so
        that register can decorate a class."""
        return _abc_register(cls, subclass)

    # isinstance() and issubclass() call these Go methods directly.
    __instancecheck__ = _instancecheck_method
    __subclasscheck__ = _subclasscheck_method

    def _dump_registry(cls, file=None):
        """Print the registry and caches the ABC machinery keeps for cls."""
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)
        labels = ('_abc_registry', '_abc_cache', '_abc_negative_cache',
                  '_abc_negative_cache_version')
        for label, held in zip(labels, _get_dump(cls)):
            print(f"{label}: {held!r}", file=file)

    def _abc_registry_clear(cls):
        """Clear the registry (for debugging or testing)."""
        _reset_registry(cls)

    def _abc_caches_clear(cls):
        """Clear the caches (for debugging or testing)."""
        _reset_caches(cls)


def update_abstractmethods(cls):
    """Recompute cls.__abstractmethods__ after methods were added to or
    implemented on cls (a class decorator's job); return cls. A class
    without __abstractmethods__ is returned unchanged."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls

    def is_abstract(value):
        return getattr(value, "__isabstractmethod__", False)

    # Inherited abstract names stay abstract unless cls overrides them;
    # cls's own abstract methods join them.
    inherited = {name for base in cls.__bases__
                 for name in getattr(base, '__abstractmethods__', ())}
    still = {name for name in inherited if is_abstract(getattr(cls, name, None))}
    still.update(name for name, value in vars(cls).items() if is_abstract(value))
    cls.__abstractmethods__ = frozenset(still)
    return cls


class ABC(metaclass=ABCMeta):
    """A base class whose metaclass is ABCMeta: subclass it to make an
    ABC."""
    __slots__ = ()

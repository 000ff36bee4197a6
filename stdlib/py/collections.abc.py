"""The abstract base classes of containers: this module re-exports
_collections_abc, where they are defined (see its docstring)."""

from _collections_abc import *
from _collections_abc import __all__
from _collections_abc import _CallableGenericAlias

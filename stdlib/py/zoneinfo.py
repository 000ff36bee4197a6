"""IANA time zone support: ZoneInfo, a tzinfo for a key of the time zone
database.

The database is embedded (the IANA tz data, see stdlib/tzdata/README) and
parsed in Go (module _zoneinfo); a run never reads the host's zone files,
so TZPATH is empty and reset_tzpath only records what it is given.
"""

import _zoneinfo
from datetime import datetime as _datetime, timedelta as _timedelta, tzinfo as _tzinfo

__all__ = ["ZoneInfo", "reset_tzpath", "available_timezones", "TZPATH",
           "ZoneInfoNotFoundError", "InvalidTZPathWarning"]

_EPOCH_ORD = 719163


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""


ZoneInfoNotFoundError.__module__ = "zoneinfo._common"


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""


InvalidTZPathWarning.__module__ = "zoneinfo._tzpath"

TZPATH = ()


def reset_tzpath(to=None):
    """Records a search path; the embedded database is used whatever it is."""
    global TZPATH
    if to is None:
        TZPATH = ()
        return
    if isinstance(to, (str, bytes)):
        raise TypeError(f"tzpaths must be a list or tuple, not {type(to)}: {to!r}")
    for p in to:
        if not isinstance(p, str) or not p.startswith("/"):
            raise ValueError(f"Relative paths are not allowed in TZPATH: {to!r}")
    TZPATH = tuple(to)


def available_timezones():
    """Returns a set containing all available time zones."""
    return set(k for k in _zoneinfo.keys() if k != "posixrules" and k != "Factory")


def _normpath(path):
    parts = []
    for p in path.split("/"):
        if p in ("", "."):
            continue
        if p == ".." and parts and parts[-1] != "..":
            parts.pop()
        else:
            parts.append(p)
    return "/".join(parts) or "."


def _validate_key(key):
    if not isinstance(key, str):
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(key).__name__}")
    if key.startswith("/"):
        raise ValueError(f"ZoneInfo keys may not be absolute paths, got: {key}")
    norm = _normpath(key)
    if len(norm) != len(key):
        raise ValueError(f"ZoneInfo keys must be normalized relative paths, got: {key}")
    if norm == ".." or norm.startswith("../"):
        raise ValueError(f"ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}")


_td_cache = {}


def _td(seconds):
    td = _td_cache.get(seconds)
    if td is None:
        td = _td_cache[seconds] = _timedelta(seconds=seconds)
    return td


class ZoneInfo(_tzinfo):
    """A tzinfo of the IANA time zone database."""

    _strong_cache_size = 8

    def __init_subclass__(cls):
        cls._cache = {}

    def __new__(cls, key):
        cache = cls.__dict__.get("_cache")
        if cache is None:
            cache = cls._cache = {}
        obj = cache.get(key)
        if obj is None:
            obj = cls._new_instance(key)
            obj._from_cache = True
            cache[key] = obj
        return obj

    @classmethod
    def no_cache(cls, key):
        obj = cls._new_instance(key)
        obj._from_cache = False
        return obj

    @classmethod
    def _new_instance(cls, key):
        _validate_key(key)
        data = _zoneinfo.load(key)
        if data is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        obj = super().__new__(cls)
        obj._key = key
        types, obj._find, obj._fromutc, fixed = data
        obj._types = [(_td(u), _td(d), a) for u, d, a in types]
        obj._fixed = obj._types[fixed] if fixed >= 0 else None
        return obj

    @classmethod
    def from_file(cls, fobj, /, key=None):
        raise ValueError("ZoneInfo.from_file is not supported: zones come from the embedded database")

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        cache = cls.__dict__.get("_cache")
        if cache is None:
            return
        if only_keys is None:
            cache.clear()
        else:
            for k in only_keys:
                cache.pop(k, None)

    @property
    def key(self):
        return self._key

    def _info(self, dt):
        if dt is None:
            return self._fixed
        if not isinstance(dt, _datetime):
            raise TypeError("utcoffset() argument must be a datetime instance or None")
        ts = (dt.toordinal() - _EPOCH_ORD) * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second
        return self._types[self._find(ts, dt.year, dt.fold)]

    def utcoffset(self, dt):
        info = self._info(dt)
        return None if info is None else info[0]

    def dst(self, dt):
        info = self._info(dt)
        return None if info is None else info[1]

    def tzname(self, dt):
        info = self._info(dt)
        return None if info is None else info[2]

    def fromutc(self, dt):
        """Convert from datetime in UTC to datetime in local time"""
        if not isinstance(dt, _datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        ts = (dt.toordinal() - _EPOCH_ORD) * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second
        i, fold = self._fromutc(ts, dt.year)
        dt += self._types[i][0]
        if fold:
            return dt.replace(fold=1)
        return dt

    def __str__(self):
        return self._key

    def __repr__(self):
        name = "zoneinfo.ZoneInfo" if type(self) is ZoneInfo else type(self).__qualname__
        return f"{name}(key={self._key!r})"

    def __reduce__(self):
        return (self.__class__._unpickle, (self._key, self._from_cache))

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        if from_cache:
            return cls(key)
        return cls.no_cache(key)


ZoneInfo._cache = {}

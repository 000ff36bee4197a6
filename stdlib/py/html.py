"""html for pyex: escape() and unescape() of HTML text. Written in
Python; unescape follows HTML5's rules for character references, named
ones from html.entities.html5."""

import re as _re
from html.entities import html5 as _html5

__all__ = ["escape", "unescape"]


def escape(s, quote=True):
    """Return s with &, < and > (and, when quote is true, both quote
    characters) written as character references."""
    # '&' goes first so the references added below are not escaped again.
    out = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        out = out.replace('"', "&quot;").replace("'", "&#x27;")
    return out


# HTML5 maps numeric references to the C1 controls 0x80-0x9F as if the
# bytes were windows-1252; the five bytes that code page leaves
# undefined stand for themselves.
_C1_AS_1252 = (
    "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021"
    "\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f"
    "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014"
    "\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178"
)


def _dropped(cp):
    # Code points a numeric reference may not produce: they vanish.
    if cp < 0x20:
        return cp not in (0x09, 0x0A, 0x0C, 0x0D) and cp != 0
    if 0x7F <= cp <= 0x9F or 0xFDD0 <= cp <= 0xFDEF:
        return True
    return (cp & 0xFFFE) == 0xFFFE


def _numeric(cp):
    if cp == 0:
        return "\ufffd"
    if 0x80 <= cp <= 0x9F:
        return _C1_AS_1252[cp - 0x80]
    if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
        return "\ufffd"
    if _dropped(cp):
        return ""
    return chr(cp)


def _expand(m):
    ref = m.group(1)
    if ref[0] == "#":
        digits = ref[1:].rstrip(";")
        if digits[0] in "xX":
            return _numeric(int(digits[1:], 16))
        return _numeric(int(digits))
    hit = _html5.get(ref)
    if hit is not None:
        return hit
    # A name without its ';' may still begin with one of the legacy
    # names HTML5 accepts unterminated: take the longest such prefix.
    cut = len(ref) - 1
    while cut > 1:
        hit = _html5.get(ref[:cut])
        if hit is not None:
            return hit + ref[cut:]
        cut -= 1
    return "&" + ref


_REF = _re.compile(r"&(#\d+;?|#[xX][\da-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)", _re.ASCII)


def unescape(s):
    """Return s with every named and numeric character reference replaced
    by the characters it stands for, by HTML5's rules."""
    if "&" not in s:
        return s
    return _REF.sub(_expand, s)

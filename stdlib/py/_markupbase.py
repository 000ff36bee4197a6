"""_markupbase for pyex: the position bookkeeping and the scanners of SGML
declarations, comments and marked sections that html.parser.HTMLParser
builds on. Written in Python; private, as in CPython."""

import re as _re

_NAME = _re.compile(r"[a-zA-Z][-_.a-zA-Z0-9]*\s*")
_QUOTED = _re.compile(r"('[^']*'|\"[^\"]*\")\s*")
_COMMENT_END = _re.compile(r"--\s*>")
_SECTION_END = _re.compile(r"]\s*]\s*>")
# Microsoft's conditional sections (<![if ...]>) close with a single ']>'.
_MS_SECTION_END = _re.compile(r"]\s*>")

_SGML_SECTIONS = frozenset(("temp", "cdata", "ignore", "include", "rcdata"))
_MS_SECTIONS = frozenset(("if", "else", "endif"))
_SUBSET_DECLS = frozenset(("attlist", "element", "entity", "notation"))
_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

# The scanners return the index just past what they consumed, or -1 when
# the buffer ends first (more data may complete the construct).
_MORE = -1


class ParserBase:
    """What SGML-like parsers share: line/offset tracking and scanning of
    <!...> constructs. Subclasses keep their text in self.rawdata."""

    def __init__(self):
        if type(self) is ParserBase:
            raise RuntimeError("_markupbase.ParserBase must be subclassed")

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        """Return (line, column) of the parser's position."""
        return self.lineno, self.offset

    def updatepos(self, i, j):
        """Advance the position over rawdata[i:j]; return j."""
        if j <= i:
            return j
        text = self.rawdata
        newlines = text.count("\n", i, j)
        if newlines == 0:
            self.offset += j - i
        else:
            self.lineno += newlines
            self.offset = j - text.rindex("\n", i, j) - 1
        return j

    _decl_otherchars = ""

    def parse_declaration(self, i):
        """Scan the <!...> declaration at i and report it."""
        text = self.rawdata
        j = i + 2
        if text[i:j] != "<!":
            raise AssertionError("unexpected call to parse_declaration")
        nxt = text[j:j + 1]
        if nxt == ">":
            return j + 1  # '<!>' is an empty comment
        if nxt in ("-", ""):
            return _MORE
        if text[j:j + 2] == "--":
            return self.parse_comment(i)
        if nxt == "[":
            return self.parse_marked_section(i)
        kind, j = self._scan_name(j, i)
        if j < 0:
            return j
        if kind == "doctype":
            self._decl_otherchars = ""
        end = len(text)
        while j < end:
            ch = text[j]
            if ch == ">":
                body = text[i + 2:j]
                if kind == "doctype":
                    self.handle_decl(body)
                else:
                    self.unknown_decl(body)
                return j + 1
            if ch == '"' or ch == "'":
                m = _QUOTED.match(text, j)
                if m is None:
                    return _MORE
                j = m.end()
            elif ch in _ASCII_LETTERS:
                _, j = self._scan_name(j, i)
            elif ch in self._decl_otherchars:
                j += 1
            elif ch == "[":
                if kind == "doctype":
                    j = self._parse_doctype_subset(j + 1, i)
                elif kind in ("attlist", "linktype", "link", "element"):
                    raise AssertionError(f"unsupported '[' char in {kind} declaration")
                else:
                    raise AssertionError("unexpected '[' char in declaration")
            else:
                raise AssertionError(f"unexpected {ch!r} char in declaration")
            if j < 0:
                return j
        return _MORE

    def parse_marked_section(self, i, report=1):
        """Scan the <![...]...]]> section at i; report it to unknown_decl."""
        text = self.rawdata
        if text[i:i + 3] != "<![":
            raise AssertionError("unexpected call to parse_marked_section()")
        keyword, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if keyword in _SGML_SECTIONS:
            close = _SECTION_END.search(text, i + 3)
        elif keyword in _MS_SECTIONS:
            close = _MS_SECTION_END.search(text, i + 3)
        else:
            raise AssertionError(f"unknown status keyword {text[i + 3:j]!r} in marked section")
        if close is None:
            return _MORE
        if report:
            self.unknown_decl(text[i + 3:close.start()])
        return close.end()

    def parse_comment(self, i, report=1):
        """Scan the <!--...--> comment at i; report its text."""
        text = self.rawdata
        if not text.startswith("<!--", i):
            raise AssertionError("unexpected call to parse_comment()")
        close = _COMMENT_END.search(text, i + 4)
        if close is None:
            return _MORE
        if report:
            self.handle_comment(text[i + 4:close.start()])
        return close.end()

    def _parse_doctype_subset(self, i, declstartpos):
        # The internal subset of a DOCTYPE: '[' ... ']' up to the '>'
        # that closes the declaration (whose index is returned).
        text = self.rawdata
        end = len(text)
        j = i
        while j < end:
            ch = text[j]
            if ch == "<":
                two = text[j:j + 2]
                if two == "<":
                    return _MORE
                if two != "<!":
                    self.updatepos(declstartpos, j + 1)
                    raise AssertionError(f"unexpected char in internal subset (in {two!r})")
                if j + 4 > end:
                    return _MORE
                if text[j:j + 4] == "<!--":
                    j = self.parse_comment(j, report=0)
                    if j == _MORE:
                        return _MORE
                    continue
                name, j = self._scan_name(j + 2, declstartpos)
                if j == _MORE:
                    return _MORE
                if name not in _SUBSET_DECLS:
                    self.updatepos(declstartpos, j + 2)
                    raise AssertionError(f"unknown declaration {name!r} in internal subset")
                j = getattr(self, "_parse_doctype_" + name)(j, declstartpos)
                if j < 0:
                    return j
            elif ch == "%":
                if j + 1 == end:
                    return _MORE
                _, j = self._scan_name(j + 1, declstartpos)
                if j < 0:
                    return j
                if text[j] == ";":
                    j += 1
            elif ch == "]":
                j += 1
                while j < end and text[j].isspace():
                    j += 1
                if j >= end:
                    return _MORE
                if text[j] == ">":
                    return j
                self.updatepos(declstartpos, j)
                raise AssertionError("unexpected char after internal subset")
            elif ch.isspace():
                j += 1
            else:
                self.updatepos(declstartpos, j)
                raise AssertionError(f"unexpected char {ch!r} in internal subset")
        return _MORE

    def _parse_doctype_element(self, i, declstartpos):
        _, j = self._scan_name(i, declstartpos)
        if j == -1:
            return _MORE
        gt = self.rawdata.find(">", j)
        return gt + 1 if gt >= 0 else _MORE

    def __skip_quoted(self, j):
        m = _QUOTED.match(self.rawdata, j)
        return m.end() if m else _MORE

    def _parse_doctype_attlist(self, i, declstartpos):
        text = self.rawdata
        _, j = self._scan_name(i, declstartpos)
        ch = text[j:j + 1]
        if ch == "":
            return _MORE
        if ch == ">":
            return j + 1
        while True:
            # attribute name, then its type (a name or a '(...)' group)
            _, j = self._scan_name(j, declstartpos)
            if j < 0:
                return j
            ch = text[j:j + 1]
            if ch == "":
                return _MORE
            if ch == "(":
                close = text.find(")", j)
                if close < 0:
                    return _MORE
                j = close + 1
                while text[j:j + 1].isspace():
                    j += 1
                if j >= len(text):
                    return _MORE
            else:
                _, j = self._scan_name(j, declstartpos)
            ch = text[j:j + 1]
            if not ch:
                return _MORE
            if ch in "'\"":
                j = self.__skip_quoted(j)
                if j < 0:
                    return _MORE
                ch = text[j:j + 1]
                if not ch:
                    return _MORE
            if ch == "#":
                if text[j:] == "#":
                    return _MORE
                _, j = self._scan_name(j + 1, declstartpos)
                if j < 0:
                    return j
                ch = text[j:j + 1]
                if not ch:
                    return _MORE
            if ch == ">":
                return j + 1

    def _parse_doctype_notation(self, i, declstartpos):
        _, j = self._scan_name(i, declstartpos)
        if j < 0:
            return j
        text = self.rawdata
        while True:
            ch = text[j:j + 1]
            if not ch:
                return _MORE
            if ch == ">":
                return j + 1
            if ch in "'\"":
                j = self.__skip_quoted(j)
                if j < 0:
                    return _MORE
            else:
                _, j = self._scan_name(j, declstartpos)
                if j < 0:
                    return j

    def _parse_doctype_entity(self, i, declstartpos):
        text = self.rawdata
        j = i
        if text[i:i + 1] == "%":
            j = i + 1
            while True:
                ch = text[j:j + 1]
                if not ch:
                    return _MORE
                if not ch.isspace():
                    break
                j += 1
        _, j = self._scan_name(j, declstartpos)
        if j < 0:
            return j
        while True:
            ch = text[j:j + 1]
            if not ch:
                return _MORE
            if ch in "'\"":
                j = self.__skip_quoted(j)
                if j < 0:
                    return _MORE
            elif ch == ">":
                return j + 1
            else:
                _, j = self._scan_name(j, declstartpos)
                if j < 0:
                    return j

    def _scan_name(self, i, declstartpos):
        """(lower-cased name at i, index after it and its spaces), or
        (None, -1) when the buffer ends there."""
        text = self.rawdata
        if i == len(text):
            return None, _MORE
        m = _NAME.match(text, i)
        if m is None:
            self.updatepos(declstartpos, i)
            raise AssertionError(f"expected name token at {text[declstartpos:declstartpos + 20]!r}")
        if m.end() == len(text):
            return None, _MORE
        return m.group().strip().lower(), m.end()

    def unknown_decl(self, data):
        pass

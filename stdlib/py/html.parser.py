"""html.parser for pyex: HTMLParser, a tolerant, incremental tokenizer of
HTML that reports what it finds through handle_* methods. Written in
Python. It accepts broken markup exactly as CPython 3.11's parser does:
the module's regular expressions define what a tag, an attribute or a
reference is, and text that fits no construct is reported as data."""

import re
import _markupbase
from html import unescape

__all__ = ["HTMLParser"]

# The public patterns (CPython exposes them; code in the wild reads them).
interesting_normal = re.compile("[&<]")
incomplete = re.compile("&[a-zA-Z#]")
entityref = re.compile("&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]")
charref = re.compile("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]")
starttagopen = re.compile("<[a-zA-Z]")
piclose = re.compile(">")
commentclose = re.compile(r"--\s*>")
endendtag = re.compile(">")
endtagfind = re.compile(r"</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>")

# Tag names run to whitespace, '/', '>' or NUL (HTML5's tag name state);
# what follows a name, up to the first attribute, is spaces and stray
# slashes.
_TAG_NAME = r"[a-zA-Z][^\t\n\r\f />\x00]*"
_GAP = r"(?:\s|/(?!>))*"
# An attribute name must follow a quote, a space or a slash; its value is
# quoted, or bare up to whitespace or '>'.
_ATTR_NAME = r"(?<=['\"\s/])[^\s/>][^\s/=>]*"
_ATTR_VALUE = r"'[^']*'|\"[^\"]*\"|(?!['\"])[^>\s]*"

tagfind_tolerant = re.compile("(" + _TAG_NAME + ")" + _GAP)
attrfind_tolerant = re.compile(
    "(" + _ATTR_NAME + r")(\s*=+\s*(" + _ATTR_VALUE + "))?" + _GAP)
locatestarttagend_tolerant = re.compile(
    "<" + _TAG_NAME
    + r"(?:[\s/]*(?:" + _ATTR_NAME + r"(?:\s*=+\s*(?:" + _ATTR_VALUE + r")\s*)?" + _GAP + ")*)?"
    + r"\s*")

_SPACE_OR_SEMI = re.compile(r"[\s;]")
# Characters that may follow a start tag's name and attributes when the
# buffer has simply not received the rest of the tag yet.
_UNFINISHED_AFTER = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ=/")


class HTMLParser(_markupbase.ParserBase):
    """Feed it text with feed() and it calls handle_starttag,
    handle_endtag, handle_startendtag, handle_data, handle_comment,
    handle_decl, handle_pi, unknown_decl and (with
    convert_charrefs=False) handle_charref and handle_entityref. Override
    those to act on the document; close() flushes what is left."""

    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Forget all buffered text and state."""
        self.rawdata = ""
        self.lasttag = "???"
        self.interesting = interesting_normal
        self.cdata_elem = None
        _markupbase.ParserBase.reset(self)

    def feed(self, data):
        """Add data to the buffer and parse as much of it as is complete."""
        self.rawdata = self.rawdata + data
        self.goahead(0)

    def close(self):
        """Parse what is left as if the document ended here."""
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        """The source text of the last start tag, '<...>'."""
        return self.__starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        # Inside script/style only the matching end tag is markup.
        self.interesting = re.compile(r"</\s*%s\s*>" % self.cdata_elem, re.I)

    def clear_cdata_mode(self):
        self.interesting = interesting_normal
        self.cdata_elem = None

    def __converting(self):
        return self.convert_charrefs and not self.cdata_elem

    def __text(self, chunk):
        # Report a run of text, with references resolved when converting.
        self.handle_data(unescape(chunk) if self.__converting() else chunk)

    def goahead(self, end):
        """Parse rawdata as far as it is complete; with end true, as if
        the document stopped at the buffer's end."""
        text = self.rawdata
        n = len(text)
        i = 0
        while i < n:
            if self.__converting():
                j = text.find("<", i)
                if j < 0:
                    # Hold text back while a reference might be cut in
                    # half: an '&' near the end with no space or ';' after.
                    amp = text.rfind("&", max(i, n - 34))
                    if amp >= 0 and _SPACE_OR_SEMI.search(text, amp) is None:
                        break
                    j = n
            else:
                m = self.interesting.search(text, i)
                if m is not None:
                    j = m.start()
                elif self.cdata_elem:
                    break
                else:
                    j = n
            if i < j:
                self.__text(text[i:j])
            i = self.updatepos(i, j)
            if i == n:
                break
            if text[i] == "<":
                k = self.__markup_at(i, n)
                if k is None:
                    break
                if k < 0:
                    if not end:
                        break
                    # Unfinished markup at the end: it becomes text, up
                    # to a '>' or the next '<' if there is one.
                    gt = text.find(">", i + 1)
                    if gt >= 0:
                        k = gt + 1
                    else:
                        k = text.find("<", i + 1)
                        if k < 0:
                            k = i + 1
                    self.__text(text[i:k])
                i = self.updatepos(i, k)
            elif text.startswith("&#", i):
                m = charref.match(text, i)
                if m is None:
                    if ";" in text[i:]:
                        # Not a reference after all: '&#' is text.
                        self.handle_data(text[i:i + 2])
                        i = self.updatepos(i, i + 2)
                    break
                self.handle_charref(m.group()[2:-1])
                k = m.end()
                if text[k - 1] != ";":
                    k -= 1
                i = self.updatepos(i, k)
            elif text[i] == "&":
                m = entityref.match(text, i)
                if m is not None:
                    self.handle_entityref(m.group(1))
                    k = m.end()
                    if text[k - 1] != ";":
                        k -= 1
                    i = self.updatepos(i, k)
                    continue
                m = incomplete.match(text, i)
                if m is not None:
                    if end and m.group() == text[i:]:
                        i = self.updatepos(i, i + 1)
                    break
                if i + 1 >= n:
                    break
                self.handle_data("&")
                i = self.updatepos(i, i + 1)
            else:
                raise AssertionError("interesting.search() lied")
        if end and i < n and not self.cdata_elem:
            self.__text(text[i:n])
            i = self.updatepos(i, n)
        self.rawdata = text[i:]

    def __markup_at(self, i, n):
        """Parse the markup starting with the '<' at i: the index after
        it, -1 when it is unfinished, None when a lone '<' ends the
        buffer."""
        text = self.rawdata
        if starttagopen.match(text, i):
            return self.parse_starttag(i)
        if text.startswith("</", i):
            return self.parse_endtag(i)
        if text.startswith("<!--", i):
            return self.parse_comment(i)
        if text.startswith("<?", i):
            return self.parse_pi(i)
        if text.startswith("<!", i):
            return self.parse_html_declaration(i)
        if i + 1 < n:
            self.handle_data("<")
            return i + 1
        return None

    def parse_html_declaration(self, i):
        """<!...> other than a comment: a doctype, a marked section, or a
        bogus comment."""
        text = self.rawdata
        if text[i:i + 2] != "<!":
            raise AssertionError("unexpected call to parse_html_declaration()")
        if text.startswith("<!--", i):
            return self.parse_comment(i)
        if text.startswith("<![", i):
            return self.parse_marked_section(i)
        if text[i:i + 9].lower() == "<!doctype":
            gt = text.find(">", i + 9)
            if gt < 0:
                return -1
            self.handle_decl(text[i + 2:gt])
            return gt + 1
        return self.parse_bogus_comment(i)

    def parse_bogus_comment(self, i, report=1):
        """'<!' or '</' text up to '>' that HTML5 reads as a comment."""
        text = self.rawdata
        if text[i:i + 2] not in ("<!", "</"):
            raise AssertionError("unexpected call to parse_comment()")
        gt = text.find(">", i + 2)
        if gt < 0:
            return -1
        if report:
            self.handle_comment(text[i + 2:gt])
        return gt + 1

    def parse_pi(self, i):
        """A processing instruction, '<?' up to the first '>'."""
        text = self.rawdata
        if text[i:i + 2] != "<?":
            raise AssertionError("unexpected call to parse_pi()")
        gt = text.find(">", i + 2)
        if gt < 0:
            return -1
        self.handle_pi(text[i + 2:gt])
        return gt + 1

    def parse_starttag(self, i):
        """A start tag at i: reported with its lower-cased name and
        attributes (values unquoted and unescaped)."""
        self.__starttag_text = None
        stop = self.check_for_whole_start_tag(i)
        if stop < 0:
            return stop
        text = self.rawdata
        self.__starttag_text = text[i:stop]
        m = tagfind_tolerant.match(text, i + 1)
        if m is None:
            raise AssertionError("unexpected call to parse_starttag()")
        tag = m.group(1).lower()
        self.lasttag = tag
        k = m.end()
        attrs = []
        while k < stop:
            a = attrfind_tolerant.match(text, k)
            if a is None:
                break
            name, has_value, value = a.group(1, 2, 3)
            if not has_value:
                value = None
            elif value[:1] in ("'", '"') and value[:1] == value[-1:]:
                value = value[1:-1]
            if value:
                value = unescape(value)
            attrs.append((name.lower(), value))
            k = a.end()
        tail = text[k:stop].strip()
        if tail not in (">", "/>"):
            # Junk where the tag should end: the whole tag is text.
            self.handle_data(text[i:stop])
            return stop
        if tail == "/>":
            self.handle_startendtag(tag, attrs)
            return stop
        self.handle_starttag(tag, attrs)
        if tag in self.CDATA_CONTENT_ELEMENTS:
            self.set_cdata_mode(tag)
        return stop

    def check_for_whole_start_tag(self, i):
        """The index after the start tag at i, or -1 when the buffer may
        not hold all of it yet."""
        text = self.rawdata
        m = locatestarttagend_tolerant.match(text, i)
        if m is None:
            raise AssertionError("we should not get here!")
        j = m.end()
        after = text[j:j + 1]
        if after == ">":
            return j + 1
        if after == "/":
            if text.startswith("/>", j):
                return j + 2
            return -1  # a '/' at the buffer's end: wait for what follows
        if after == "" or after in _UNFINISHED_AFTER:
            return -1
        return j if j > i else i + 1

    def parse_endtag(self, i):
        """An end tag at i (inside script/style, only the one that closes
        it counts)."""
        text = self.rawdata
        if text[i:i + 2] != "</":
            raise AssertionError("unexpected call to parse_endtag")
        gt = text.find(">", i + 1)
        if gt < 0:
            return -1
        after = gt + 1
        m = endtagfind.match(text, i)
        if m is None:
            if self.cdata_elem is not None:
                self.handle_data(text[i:after])
                return after
            name = tagfind_tolerant.match(text, i + 2)
            if name is None:
                if text[i:i + 3] == "</>":
                    return i + 3  # HTML5 drops '</>' entirely
                return self.parse_bogus_comment(i)
            # Whatever follows the name up to '>' is ignored.
            self.handle_endtag(name.group(1).lower())
            return text.find(">", name.end()) + 1
        elem = m.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(text[i:after])
            return after
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return after

    # The handlers: override them. By default they do nothing, except
    # that <tag/> is reported as a start tag and an end tag.

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass

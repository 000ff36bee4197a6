"""Text wrapping and filling.
"""

# pyex writes this module in Python. CPython splits text into chunks with
# a regular expression; pyex scans for the same chunks by hand (see
# _split_words), so that textwrap does not need re.

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# Only ASCII whitespace separates words: a no-break space does not.
_whitespace = '\t\n\x0b\x0c\r '
_ws = frozenset(_whitespace)
_ascii_word = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
_ascii_letter = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_')
_punct = frozenset('!"\'&.,?')
_lower = frozenset('abcdefghijklmnopqrstuvwxyz')


def _is_word(c):
    # re's \w: alphanumeric or underscore.
    if c in _ascii_word:
        return True
    if c < '\x80':
        return False
    return c.isalnum()


def _is_letter(c):
    # re's [^\d\W]: a word character that is not a decimal digit.
    if c in _ascii_letter:
        return True
    if c < '\x80':
        return False
    return c.isalnum() and not c.isdecimal()


def _is_word_punct(c):
    return c in _punct or _is_word(c)


def _dashes_then_word(text, i, n):
    """Whether text[i:] starts with two or more hyphens followed by a word
    character."""
    if not text.startswith('--', i):
        return False
    j = i + 2
    while j < n and text[j] == '-':
        j += 1
    return j < n and _is_word(text[j])


def _split_words(text):
    """The chunks of text that TextWrapper breaks lines between: runs of
    whitespace, words, pieces of hyphenated words ending in their hyphen,
    and em-dashes (two or more hyphens between words)."""
    chunks = []
    n = len(text)
    pos = 0
    while pos < n:
        c = text[pos]
        if c in _ws:
            end = pos + 1
            while end < n and text[end] in _ws:
                end += 1
            chunks.append(text[pos:end])
            pos = end
            continue
        wend = pos + 1
        while wend < n and text[wend] not in _ws:
            wend += 1
        if text.find('-', pos, wend) < 0:
            chunks.append(text[pos:wend])
            pos = wend
            continue
        # An em-dash after a word: the hyphens alone are a chunk.
        if c == '-' and pos > 0 and _is_word_punct(text[pos - 1]) and _dashes_then_word(text, pos, n):
            end = pos + 2
            while text[end] == '-':
                end += 1
            chunks.append(text[pos:end])
            pos = end
            continue
        # The shortest word that ends before a breakable hyphen, before
        # whitespace or the end, or before an em-dash.
        e = pos + 1
        while True:
            if e >= wend:
                chunks.append(text[pos:e])
                pos = e
                break
            if text[e] == '-':
                if _hyphen_breaks(text, e, n):
                    chunks.append(text[pos:e + 1])
                    pos = e + 1
                    break
                if _is_word_punct(text[e - 1]) and _dashes_then_word(text, e, n):
                    chunks.append(text[pos:e])
                    pos = e
                    break
            e += 1
    return chunks


def _hyphen_breaks(text, e, n):
    """Whether the hyphen text[e] ends a chunk: it follows two letters, or
    letter-hyphen-letter, and is followed by a letter, an optional hyphen
    and a letter."""
    if e < 2 or not _is_letter(text[e - 1]):
        return False
    b = text[e - 2]
    if not (_is_letter(b) or (b == '-' and e >= 3 and _is_letter(text[e - 3]))):
        return False
    if e + 2 >= n or not _is_letter(text[e + 1]):
        return False
    if _is_letter(text[e + 2]):
        return True
    return e + 3 < n and text[e + 2] == '-' and _is_letter(text[e + 3])


def _split_simple(text):
    """The chunks of text split at runs of whitespace only."""
    chunks = []
    n = len(text)
    pos = 0
    while pos < n:
        in_ws = text[pos] in _ws
        end = pos + 1
        while end < n and (text[end] in _ws) == in_ws:
            end += 1
        chunks.append(text[pos:end])
        pos = end
    return chunks


def _ends_sentence(chunk):
    # A lowercase letter, then ., ! or ?, then maybe a quote, at the end.
    n = len(chunk)
    if n >= 1 and chunk[-1] in '"\'':
        n -= 1
    return n >= 2 and chunk[n - 1] in '.!?' and chunk[n - 2] in _lower


class TextWrapper:
    """Wrap and fill paragraphs of text.

    wrap() and fill() use the attributes, which the constructor sets:
    width (70), initial_indent (""), subsequent_indent (""), expand_tabs
    (True), replace_whitespace (True), fix_sentence_endings (False),
    break_long_words (True), drop_whitespace (True), break_on_hyphens
    (True), tabsize (8), max_lines (None) and placeholder (' [...]').
    The private methods are the steps, which a subclass may replace.
    """

    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *,
                 max_lines=None, placeholder=' [...]'):
        # Every parameter becomes the attribute of the same name.
        for name, value in tuple(locals().items()):
            if name != 'self':
                setattr(self, name, value)

    def _munge_whitespace(self, text):
        """Expand tabs and turn other whitespace into spaces, as configured."""
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if not self.replace_whitespace:
            return text
        return text.translate(self.unicode_whitespace_trans)

    def _split(self, text):
        """The chunks of text: words (split after hyphens if break_on_hyphens) and runs of whitespace."""
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        """Put two spaces after each chunk that ends a sentence."""
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Put part of a chunk too long for any line on cur_line."""
        # A line narrower than one column still takes one character.
        room = width - cur_len if width >= 1 else 1
        if not self.break_long_words:
            # An unbreakable word goes alone on a line of its own.
            if not cur_line:
                cur_line.append(reversed_chunks.pop())
            return
        # Break after the last hyphen that fits, provided something other
        # than hyphens comes before it; else break at the width.
        word = reversed_chunks[-1]
        cut = room
        if self.break_on_hyphens and len(word) > room:
            at = word.rfind('-', 0, room)
            if at > 0 and word[:at].strip('-'):
                cut = at + 1
        cur_line.append(word[:cut])
        reversed_chunks[-1] = word[cut:]

    def _wrap_chunks(self, chunks):
        """Join the chunks into lines of at most width columns (more when a long word cannot be broken)."""
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            first = (self.subsequent_indent if self.max_lines > 1
                     else self.initial_indent)
            if len(first) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")

        # Reversed, so that pop() hands out the next chunk.
        pending = chunks
        pending.reverse()
        done = []
        while pending:
            indent = self.subsequent_indent if done else self.initial_indent
            room = self.width - len(indent)
            # A line after the first does not start with whitespace.
            if done and self.drop_whitespace and not pending[-1].strip():
                pending.pop()
            line, used = self._take_fitting(pending, room)
            # Nor does any line end with whitespace.
            if self.drop_whitespace and line and not line[-1].strip():
                used -= len(line.pop())
            if not line:
                continue
            if self._may_stand(done, pending, used, room):
                done.append(indent + ''.join(line))
            else:
                self._end_with_placeholder(done, line, used, room, indent)
                break
        return done

    def _take_fitting(self, pending, room):
        """The chunks that start the next line, and their length."""
        line = []
        used = 0
        while pending and used + len(pending[-1]) <= room:
            used += len(pending[-1])
            line.append(pending.pop())
        # A chunk longer than a whole line is broken (or placed alone).
        if pending and len(pending[-1]) > room:
            self._handle_long_word(pending, line, used, room)
            used = sum(map(len, line))
        return line, used

    def _may_stand(self, done, pending, used, room):
        """Whether a line may be emitted as it is under max_lines."""
        if self.max_lines is None or len(done) + 1 < self.max_lines:
            return True
        # The last line allowed stands as it is only when it fits and
        # nothing but droppable whitespace is left after it.
        rest_empty = not pending or (self.drop_whitespace
                                     and len(pending) == 1
                                     and not pending[0].strip())
        return rest_empty and used <= room

    def _end_with_placeholder(self, done, line, used, room, indent):
        """Finish the output with the placeholder, dropping the chunks of
        line (or using the previous line) until it fits."""
        mark = self.placeholder
        while line:
            if line[-1].strip() and used + len(mark) <= room:
                done.append(indent + ''.join(line) + mark)
                return
            used -= len(line.pop())
        if done:
            prev = done[-1].rstrip()
            if len(prev) + len(mark) <= self.width:
                done[-1] = prev + mark
                return
        done.append(indent + mark.lstrip())

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        """The lines of the paragraph text, wrapped."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """The paragraph text, wrapped, as one string."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap the paragraph text into lines of at most width columns; kwargs are TextWrapper's."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)

def fill(text, width=70, **kwargs):
    """Wrap the paragraph text and join the lines with newlines; kwargs are TextWrapper's."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)

def shorten(text, width, **kwargs):
    """Collapse the whitespace of text and cut it to fit width, ending it with the placeholder."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def _shared_prefix(a, b):
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return a[:n]


def dedent(text):
    """Remove the leading whitespace that all lines of text share; whitespace-only lines become empty."""
    lines = text.split('\n')
    margin = None
    for i, line in enumerate(lines):
        body = line.lstrip(' \t')
        if not body:
            # A line of spaces and tabs only becomes empty, and does
            # not count towards the margin.
            lines[i] = ''
            continue
        indent = line[:len(line) - len(body)]
        margin = indent if margin is None else _shared_prefix(margin, indent)
    if margin:
        m = len(margin)
        for i, line in enumerate(lines):
            if line.startswith(margin):
                lines[i] = line[m:]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Add prefix to the lines of text that predicate accepts (by default those not blank)."""
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())

"""Unit testing, written in Python: TestCase and its assertions, suites,
the loader, the text runner and main().

The runner's report is CPython's, byte for byte: the progress line of
dots and letters, each failure's traceback (the frames of this module
left out), "Ran N tests in T" and OK or FAILED (...). Under the virtual
clock T reads 0.000s. main() ends with SystemExit as CPython's does.
"""

import sys
import functools
import traceback

__unittest = True

# CPython's order, which a program printing __all__ sees.
__all__ = '''TestResult TestCase IsolatedAsyncioTestCase TestSuite TextTestRunner
    TestLoader FunctionTestCase main defaultTestLoader SkipTest skip skipIf
    skipUnless expectedFailure TextTestResult installHandler registerResult
    removeResult removeHandler addModuleCleanup doModuleCleanups
    enterModuleContext getTestCaseNames makeSuite findTestCases'''.split()


# Representations -------------------------------------------------------------

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN
                               + _PLACEHOLDER_LEN + _MIN_END_LEN)


def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if not short or len(text) < _MAX_LENGTH:
        return text
    return text[:_MAX_LENGTH] + ' [truncated]...'


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def _shorten(s, keep_front, keep_back):
    cut = len(s) - keep_front - keep_back
    if cut > _PLACEHOLDER_LEN:
        return '%s[%d chars]%s' % (s[:keep_front], cut, s[len(s) - keep_back:])
    return s


def _common_prefix(strings):
    first, last = min(strings), max(strings)
    for i, c in enumerate(first):
        if c != last[i]:
            return first[:i]
    return first


def _common_shorten_repr(*args):
    args = tuple(safe_repr(a) for a in args)
    longest = max(len(a) for a in args)
    if longest <= _MAX_LENGTH:
        return args
    prefix = _common_prefix(args)
    n = len(prefix)
    common_len = _MAX_LENGTH - (longest - n + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + a[n:] for a in args)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(a[n:], _MIN_DIFF_LEN, _MIN_END_LEN) for a in args)


def _count_diff_hashable(actual, expected):
    def counts(items):
        c = {}
        for x in items:
            c[x] = c.get(x, 0) + 1
        return c
    s, t = counts(actual), counts(expected)
    out = []
    for elem, n in s.items():
        m = t.get(elem, 0)
        if n != m:
            out.append((n, m, elem))
    for elem, m in t.items():
        if elem not in s:
            out.append((0, m, elem))
    return out


def _count_diff_all_purpose(actual, expected):
    s, t = list(actual), list(expected)
    NULL = object()
    out = []
    for i, elem in enumerate(s):
        if elem is NULL:
            continue
        n = m = 0
        for j in range(i, len(s)):
            if s[j] == elem:
                n += 1
                s[j] = NULL
        for j, other in enumerate(t):
            if other == elem:
                m += 1
                t[j] = NULL
        if n != m:
            out.append((n, m, elem))
    for i, elem in enumerate(t):
        if elem is NULL:
            continue
        m = 0
        for j in range(i, len(t)):
            if t[j] == elem:
                m += 1
                t[j] = NULL
        out.append((0, m, elem))
    return out


# Outcomes ---------------------------------------------------------------------

class SkipTest(Exception):
    """Raise to skip a test (TestCase.skipTest does)."""


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


class _Outcome(object):
    """Collects what happens while a test's parts run."""

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, "addSubTest")
        self.success = True
        self.expectedFailure = None

    def run_part(self, test_case, fn, *args, subTest=False):
        old_success = self.success
        self.success = True
        try:
            fn(*args)
        except KeyboardInterrupt:
            raise
        except SkipTest as e:
            self.success = False
            _addSkip(self.result, test_case, str(e))
        except _ShouldStop:
            pass
        except BaseException:
            exc_info = sys.exc_info()
            if self.expecting_failure:
                self.expectedFailure = exc_info
            else:
                self.success = False
                if subTest:
                    self.result.addSubTest(test_case.test_case, test_case, exc_info)
                else:
                    _addError(self.result, test_case, exc_info)
            exc_info = None
        else:
            if subTest and self.success:
                self.result.addSubTest(test_case.test_case, test_case, None)
        finally:
            self.success = self.success and old_success


def _addSkip(result, test_case, reason):
    add = getattr(result, 'addSkip', None)
    if add is not None:
        add(test_case, reason)
    else:
        import warnings
        warnings.warn("TestResult has no addSkip method, skips not reported",
                      RuntimeWarning, 2)
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


def _id(obj):
    return obj


def skip(reason):
    def decorator(test_item):
        if not isinstance(test_item, type):
            @functools.wraps(test_item)
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if callable(reason) and not isinstance(reason, str) and hasattr(reason, '__code__'):
        test_item = reason
        reason = ''
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    return skip(reason) if not condition else _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _AssertRaisesBaseContext(object):

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            import re
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)

    def handle(self, name, args, kwargs):
        try:
            if not _is_subtype(self.expected, self._base_type):
                raise TypeError('%s() arg 1 must be %s' % (name, self._base_type_str))
            if not args:
                self.msg = kwargs.pop('msg', None)
                if kwargs:
                    raise TypeError('%r is an invalid keyword argument for '
                                    'this function' % (next(iter(kwargs)),))
                return self
            callable_obj, *args = args
            try:
                self.obj_name = callable_obj.__name__
            except AttributeError:
                self.obj_name = str(callable_obj)
            with self:
                callable_obj(*args, **kwargs)
        finally:
            self = None


class _AssertRaisesContext(_AssertRaisesBaseContext):
    """What assertRaises returns: a context manager recording the
    exception."""

    _base_type = BaseException
    _base_type_str = 'an exception type or tuple of exception types'

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            try:
                exc_name = self.expected.__name__
            except AttributeError:
                exc_name = str(self.expected)
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(exc_name, self.obj_name))
            else:
                self._raiseFailure("{} not raised".format(exc_name))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(exc_value)))
        return True

    __class_getitem__ = classmethod(lambda cls, item: cls)


class _AssertWarnsContext(_AssertRaisesBaseContext):
    """What assertWarns returns."""

    _base_type = Warning
    _base_type_str = 'a warning type or tuple of warning types'

    def __enter__(self):
        import warnings
        for v in list(sys.modules.values()):
            if getattr(v, '__warningregistry__', None):
                v.__warningregistry__ = {}
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return
        try:
            exc_name = self.expected.__name__
        except AttributeError:
            exc_name = str(self.expected)
        first = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first is None:
                first = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return
        if first is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(first)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(exc_name, self.obj_name))
        else:
            self._raiseFailure("{} not triggered".format(exc_name))


class _LoggingWatcher(object):
    def __init__(self, records, output):
        self.records = records
        self.output = output


class _AssertLogsContext(object):
    """What assertLogs and assertNoLogs return."""

    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        import logging
        self.test_case = test_case
        self.logger_name = logger_name
        if level:
            self.level = logging._nameToLevel.get(level, level)
        else:
            self.level = logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def __enter__(self):
        import logging

        class Capturing(logging.Handler):
            def __init__(self):
                logging.Handler.__init__(self)
                self.watcher = _LoggingWatcher([], [])

            def emit(self, record):
                self.watcher.records.append(record)
                self.watcher.output.append(self.format(record))

        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        handler = Capturing()
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.watcher = handler.watcher
        self.old = (logger.handlers[:], logger.level, logger.propagate)
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        if self.no_logs:
            return None
        return handler.watcher

    def __exit__(self, exc_type, exc_value, tb):
        self.logger.handlers, level, self.logger.propagate = self.old
        self.logger.setLevel(level)
        if exc_type is not None:
            return False
        import logging
        if self.no_logs:
            if len(self.watcher.records) > 0:
                self._raiseFailure("Unexpected logs found: {!r}".format(self.watcher.output))
        elif len(self.watcher.records) == 0:
            self._raiseFailure("no logs of level {} or higher triggered on {}".format(
                logging.getLevelName(self.level), self.logger.name))

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


_subtest_msg_sentinel = object()

DIFF_OMITTED = ('\nDiff is %s characters long. '
                'Set self.maxDiff to None to see it.')


class TestCase(object):
    """A test: each test_* method of a subclass is one test case."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError("no such test method in %s: %s" %
                                 (self.__class__, methodName))
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, 'assertDictEqual')
        self.addTypeEqualityFunc(list, 'assertListEqual')
        self.addTypeEqualityFunc(tuple, 'assertTupleEqual')
        self.addTypeEqualityFunc(set, 'assertSetEqual')
        self.addTypeEqualityFunc(frozenset, 'assertSetEqual')
        self.addTypeEqualityFunc(str, 'assertMultiLineEqual')

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        enter = type(cm).__enter__
        exit = type(cm).__exit__
        result = enter(cm)
        self.addCleanup(exit, cm, None, None, None)
        return result

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        enter = type(cm).__enter__
        exit = type(cm).__exit__
        result = enter(cm)
        cls.addClassCleanup(exit, cm, None, None, None)
        return result

    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__),
                               self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        add = getattr(result, 'addExpectedFailure', None)
        if add is not None:
            add(self, exc_info)
        else:
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        add = getattr(result, 'addUnexpectedSuccess', None)
        if add is not None:
            add(self)
        else:
            try:
                raise _UnexpectedSuccess from None
            except _UnexpectedSuccess:
                result.addFailure(self, sys.exc_info())

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None:
            import warnings
            warnings.warn(f'It is deprecated to return a value that is not None from a '
                          f'test case ({method})', DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, 'startTestRun', None)
            stopTestRun = getattr(result, 'stopTestRun', None)
            if startTestRun is not None:
                startTestRun()
        else:
            stopTestRun = None
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            if (getattr(self.__class__, "__unittest_skip__", False) or
                    getattr(testMethod, "__unittest_skip__", False)):
                why = (getattr(self.__class__, '__unittest_skip_why__', '')
                       or getattr(testMethod, '__unittest_skip_why__', ''))
                _addSkip(result, self, why)
                return result
            expecting_failure = (
                getattr(self, "__unittest_expecting_failure__", False) or
                getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                outcome.run_part(self, self._callSetUp)
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    outcome.run_part(self, self._callTestMethod, testMethod)
                    outcome.expecting_failure = False
                    outcome.run_part(self, self._callTearDown)
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                outcome = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            outcome.run_part(self, self._callCleanup, function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception:
                cls.tearDown_exceptions.append(sys.exc_info())

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        testMethod = getattr(self, self._testMethodName)
        if (getattr(self.__class__, "__unittest_skip__", False) or
                getattr(testMethod, "__unittest_skip__", False)):
            why = (getattr(self.__class__, '__unittest_skip_why__', '')
                   or getattr(testMethod, '__unittest_skip_why__', ''))
            raise SkipTest(why)
        self._callSetUp()
        self._callTestMethod(testMethod)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return '%s : %s' % (standardMsg, msg)

    def _truncateMessage(self, message, diff):
        limit = self.maxDiff
        if limit is None or len(diff) <= limit:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    # Truth and identity.

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(msg, '%s is not %s' % (safe_repr(expr1), safe_repr(expr2))))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(msg, 'unexpectedly identical: %s' % (safe_repr(expr1),)))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, '%s is not None' % (safe_repr(obj),)))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, 'unexpectedly None'))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(msg, '%s not found in %s' % (safe_repr(member), safe_repr(container))))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self.fail(self._formatMessage(msg, '%s unexpectedly found in %s' % (safe_repr(member), safe_repr(container))))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is not an instance of %r' % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is an instance of %r' % (safe_repr(obj), cls)))

    # Raising and warning.

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle('assertRaises', args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        ctx = _AssertRaisesContext(expected_exception, self, expected_regex)
        return ctx.handle('assertRaisesRegex', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle('assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        ctx = _AssertWarnsContext(expected_warning, self, expected_regex)
        return ctx.handle('assertWarnsRegex', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=True)

    # Equality.

    def _getAssertEqualityFunc(self, first, second):
        if type(first) == type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            msg = self._formatMessage(msg, '%s == %s' % (safe_repr(first), safe_repr(second)))
            raise self.failureException(msg)

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = '%s != %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = '%s != %s within %r places (%s difference)' % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = '%s == %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = '%s == %s within %r places' % (safe_repr(first), safe_repr(second), places)
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            kind = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s' % (kind, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s' % (kind, safe_repr(seq2)))
        else:
            kind = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = 'First %s has no length.    Non-sequence?' % kind
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = 'Second %s has no length.    Non-sequence?' % kind
        if differing is None:
            if seq1 == seq2:
                return
            differing = '%ss differ: %s != %s\n' % ((kind.capitalize(),) + _common_shorten_repr(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of first %s\n' % (i, kind)
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of second %s\n' % (i, kind)
                    break
                if item1 != item2:
                    differing += '\nFirst differing element %d:\n%s\n%s\n' % ((i,) + _common_shorten_repr(item1, item2))
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            if len1 > len2:
                differing += '\nFirst %s contains %d additional elements.\n' % (kind, len1 - len2)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of first %s\n' % (len2, kind)
            elif len1 < len2:
                differing += '\nSecond %s contains %d additional elements.\n' % (kind, len2 - len1)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of second %s\n' % (len1, kind)
        standardMsg = differing
        diffMsg = '\n' + '\n'.join(_ndiff(_pformat(seq1).splitlines(), _pformat(seq2).splitlines()))
        standardMsg = self._truncateMessage(standardMsg, diffMsg)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        try:
            only1 = set1.difference(set2)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('first argument does not support set difference: %s' % e)
        try:
            only2 = set2.difference(set1)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('second argument does not support set difference: %s' % e)
        if not (only1 or only2):
            return
        lines = []
        if only1:
            lines.append('Items in the first set but not the second:')
            lines.extend(repr(x) for x in only1)
        if only2:
            lines.append('Items in the second set but not the first:')
            lines.extend(repr(x) for x in only2)
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            standardMsg = '%s != %s' % _common_shorten_repr(d1, d2)
            diff = '\n' + '\n'.join(_ndiff(_pformat(d1).splitlines(), _pformat(d2).splitlines()))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertDictContainsSubset(self, subset, dictionary, msg=None):
        import warnings
        warnings.warn('assertDictContainsSubset is deprecated', DeprecationWarning)
        missing = []
        mismatched = []
        for key, value in subset.items():
            if key not in dictionary:
                missing.append(key)
            elif value != dictionary[key]:
                mismatched.append('%s, expected: %s, actual: %s' %
                                  (safe_repr(key), safe_repr(value), safe_repr(dictionary[key])))
        if not (missing or mismatched):
            return
        standardMsg = ''
        if missing:
            standardMsg = 'Missing: %s' % ','.join(safe_repr(m) for m in missing)
        if mismatched:
            if standardMsg:
                standardMsg += '; '
            standardMsg += 'Mismatched values: %s' % ','.join(mismatched)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        first_seq, second_seq = list(first), list(second)
        try:
            from collections import Counter
            same = Counter(first_seq) == Counter(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if same:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            standardMsg = 'Element counts were not equal:\n'
            lines = ['First has %d, Second has %d:  %r' % d for d in differences]
            standardMsg = self._truncateMessage(standardMsg, '\n'.join(lines))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, 'First argument is not a string')
        self.assertIsInstance(second, str, 'Second argument is not a string')
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            a = first.splitlines(keepends=True)
            b = second.splitlines(keepends=True)
            if len(a) == 1 and first.strip('\r\n') == first:
                a = [first + '\n']
                b = [second + '\n']
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            diff = '\n' + ''.join(_ndiff(a, b))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    # Ordering.

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self.fail(self._formatMessage(msg, '%s not less than %s' % (safe_repr(a), safe_repr(b))))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self.fail(self._formatMessage(msg, '%s not less than or equal to %s' % (safe_repr(a), safe_repr(b))))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self.fail(self._formatMessage(msg, '%s not greater than %s' % (safe_repr(a), safe_repr(b))))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self.fail(self._formatMessage(msg, '%s not greater than or equal to %s' % (safe_repr(a), safe_repr(b))))

    # Regular expressions.

    def assertRegex(self, text, expected_regex, msg=None):
        import re
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        import re
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = 'Regex matched: %r matches %r in %r' % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    # Deprecated names, as 3.11 still has them.

    def _deprecate(original_func):
        def deprecated_func(*args, **kwargs):
            import warnings
            warnings.warn('Please use {0} instead.'.format(original_func.__name__),
                          DeprecationWarning, 2)
            return original_func(*args, **kwargs)
        return deprecated_func

    failUnlessEqual = assertEquals = _deprecate(assertEqual)
    failIfEqual = assertNotEquals = _deprecate(assertNotEqual)
    failUnlessAlmostEqual = assertAlmostEquals = _deprecate(assertAlmostEqual)
    failIfAlmostEqual = assertNotAlmostEquals = _deprecate(assertNotAlmostEqual)
    failUnless = assert_ = _deprecate(assertTrue)
    failUnlessRaises = _deprecate(assertRaises)
    failIf = _deprecate(assertFalse)
    assertRaisesRegexp = _deprecate(assertRaisesRegex)
    assertRegexpMatches = _deprecate(assertRegex)
    assertNotRegexpMatches = _deprecate(assertNotRegex)
    del _deprecate


def _ndiff(a, b):
    import difflib
    return difflib.ndiff(a, b)


def _pformat(obj):
    import pprint
    return pprint.pformat(obj)


class _SubTestContext(object):
    """The context manager subTest returns."""

    def __init__(self, case, msg, params):
        self.case = case
        self.msg = msg
        self.params = params

    def __enter__(self):
        case = self.case
        if case._outcome is None or not case._outcome.result_supports_subtests:
            self.parent = None
            return None
        self.parent = case._subtest
        if self.parent is None:
            params = dict(self.params)
        else:
            params = dict(self.parent.params)
            params.update(self.params)
        self.saved = case._outcome.success
        case._subtest = _SubTest(case, self.msg, params)
        case._outcome.success = True
        return None

    def __exit__(self, exc_type, exc_value, tb):
        case = self.case
        if case._outcome is None or not case._outcome.result_supports_subtests:
            return False
        outcome = case._outcome
        sub = case._subtest
        try:
            if exc_type is None:
                if outcome.success:
                    outcome.result.addSubTest(case, sub, None)
                return False
            if issubclass(exc_type, KeyboardInterrupt):
                return False
            if issubclass(exc_type, SkipTest):
                outcome.success = False
                _addSkip(outcome.result, sub, str(exc_value))
                return True
            if issubclass(exc_type, _ShouldStop):
                return True
            if outcome.expecting_failure:
                outcome.expectedFailure = (exc_type, exc_value, tb)
                return True
            outcome.success = False
            outcome.result.addSubTest(case, sub, (exc_type, exc_value, tb))
            if getattr(outcome.result, 'failfast', False):
                raise _ShouldStop
            return True
        finally:
            outcome.success = outcome.success and self.saved
            case._subtest = self.parent


class _SubTest(TestCase):

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        if self.params:
            parts.append("({})".format(', '.join("{}={!r}".format(k, v) for k, v in self.params.items())))
        return " ".join(parts) or '(<subtest>)'

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


class FunctionTestCase(TestCase):
    """A test case wrapping a plain function."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and
                self._tearDownFunc == other._tearDownFunc and
                self._testFunc == other._testFunc and
                self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc,
                     self._testFunc, self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None


# Results ----------------------------------------------------------------------

def failfast(method):
    @functools.wraps(method)
    def inner(self, *args, **kw):
        if getattr(self, 'failfast', False):
            self.stop()
        return method(self, *args, **kw)
    return inner


class TestResult(object):
    """Holds what a run of tests produced."""

    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        pass

    def startTest(self, test):
        self.testsRun += 1
        self._mirrorOutput = False

    def startTestRun(self):
        pass

    def stopTest(self, test):
        self._mirrorOutput = False

    def stopTestRun(self):
        pass

    @failfast
    def addError(self, test, err):
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    @failfast
    def addFailure(self, test, err):
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if getattr(self, 'failfast', False):
                self.stop()
            target = self.failures if issubclass(err[0], test.failureException) else self.errors
            target.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    @failfast
    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return ((len(self.failures) == len(self.errors) == 0) and
                (not hasattr(self, 'unexpectedSuccesses') or
                 len(self.unexpectedSuccesses) == 0))

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        exctype, value, tb = err
        te = traceback.TracebackException(exctype, value, tb,
                                          capture_locals=self.tb_locals, compact=True)
        _clean_stacks(te, test.failureException)
        return ''.join(te.format())

    def __repr__(self):
        return ("<%s run=%i errors=%i failures=%i>" %
                (strclass(self.__class__), self.testsRun, len(self.errors),
                 len(self.failures)))


def _is_unittest_frame(fs):
    # The frames of this module (CPython marks its modules with
    # __unittest; unittest.mock is not marked).
    return fs.filename == __file__


def _clean_stacks(te, failure_exc):
    # The runner's frames before the test's are left out of every
    # traceback in the chain, and for a failure, the assert method's
    # frames after the test's too.
    pending = [te]
    seen = set()
    while pending:
        t = pending.pop()
        if t is None or id(t) in seen:
            continue
        seen.add(id(t))
        frames = list(t.stack)
        while frames and _is_unittest_frame(frames[0]):
            frames.pop(0)
        if t.exc_type is failure_exc:
            for i, fs in enumerate(frames):
                if _is_unittest_frame(fs):
                    if i > 0:
                        frames = frames[:i]
                    break
        t.stack = traceback.StackSummary(frames)
        pending.append(t.__cause__)
        pending.append(t.__context__)


class _WritelnDecorator(object):
    """A stream with writeln()."""

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ('stream', '__getstate__'):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write('\n')


class TextTestResult(TestResult):
    """Reports progress and failures on a stream as the tests run."""

    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        first = test.shortDescription()
        if self.descriptions and first:
            return '\n'.join((str(test), first))
        return str(test)

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _write_status(self, test, status):
        sub = isinstance(test, _SubTest)
        if sub or self._newline:
            if not self._newline:
                self.stream.writeln()
            if sub:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _progress(self, letter):
        self.stream.write(letter)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], subtest.failureException)
            if self.showAll:
                self._write_status(subtest, "FAIL" if failed else "ERROR")
            elif self.dots:
                self._progress('F' if failed else 'E')
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        if self.showAll:
            self._write_status(test, "ok")
        elif self.dots:
            self._progress('.')

    def addError(self, test, err):
        super().addError(test, err)
        if self.showAll:
            self._write_status(test, "ERROR")
        elif self.dots:
            self._progress('E')

    def addFailure(self, test, err):
        super().addFailure(test, err)
        if self.showAll:
            self._write_status(test, "FAIL")
        elif self.dots:
            self._progress('F')

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        if self.showAll:
            self._write_status(test, "skipped {0!r}".format(reason))
        elif self.dots:
            self._progress('s')

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        if self.showAll:
            self.stream.writeln("expected failure")
            self.stream.flush()
        elif self.dots:
            self._progress('x')

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        if self.showAll:
            self.stream.writeln("unexpected success")
            self.stream.flush()
        elif self.dots:
            self._progress('u')

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        unexpected = getattr(self, 'unexpectedSuccesses', ())
        if unexpected:
            self.stream.writeln(self.separator1)
            for test in unexpected:
                self.stream.writeln(f"UNEXPECTED SUCCESS: {self.getDescription(test)}")
            self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


def _clock():
    try:
        import time
        return time.perf_counter()
    except (ImportError, AttributeError):
        return 0.0


class TextTestRunner(object):
    """Runs tests and reports on a stream (sys.stderr by default)."""

    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1,
                 failfast=False, buffer=False, resultclass=None, warnings=None,
                 *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        result = self._makeResult()
        result.failfast = self.failfast
        result.buffer = self.buffer
        result.tb_locals = self.tb_locals
        start = _clock()
        startTestRun = getattr(result, 'startTestRun', None)
        if startTestRun is not None:
            startTestRun()
        try:
            test(result)
        finally:
            stopTestRun = getattr(result, 'stopTestRun', None)
            if stopTestRun is not None:
                stopTestRun()
        taken = _clock() - start
        result.printErrors()
        if hasattr(result, 'separator2'):
            self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, run != 1 and "s" or "", taken))
        self.stream.writeln()
        expected = len(getattr(result, 'expectedFailures', ()))
        unexpected = len(getattr(result, 'unexpectedSuccesses', ()))
        skipped = len(getattr(result, 'skipped', ()))
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            if result.failures:
                infos.append("failures=%d" % len(result.failures))
            if result.errors:
                infos.append("errors=%d" % len(result.errors))
        else:
            self.stream.write("OK")
        if skipped:
            infos.append("skipped=%d" % skipped)
        if expected:
            infos.append("expected failures=%d" % expected)
        if unexpected:
            infos.append("unexpected successes=%d" % unexpected)
        if infos:
            self.stream.writeln(" (%s)" % (", ".join(infos),))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


# Suites -------------------------------------------------------------------------

class BaseTestSuite(object):
    """A collection of tests run in order."""

    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._removed_tests = 0
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (strclass(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        cases = self._removed_tests
        for test in self:
            if test:
                cases += test.countTestCases()
        return cases

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated "
                            "before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result):
        for test in self:
            if result.shouldStop:
                break
            test(result)
        return result

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self:
            test.debug()


class _ErrorHolder(object):
    """Stands for a failed class or module fixture in the report."""

    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return "<ErrorHolder description=%r>" % (self.description,)

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


class TestSuite(BaseTestSuite):
    """A suite that also runs setUpClass/tearDownClass and
    setUpModule/tearDownModule around its tests."""

    def run(self, result, debug=False):
        top = False
        if getattr(result, '_testRunEntered', False) is False:
            result._testRunEntered = top = True
        for test in self:
            if result.shouldStop:
                break
            if _isnotsuite(test):
                self._tearDownPreviousClass(test, result)
                self._handleModuleFixture(test, result)
                self._handleClassSetUp(test, result)
                result._previousTestClass = test.__class__
                if (getattr(test.__class__, '_classSetupFailed', False) or
                        getattr(result, '_moduleSetUpFailed', False)):
                    continue
            if not debug:
                test(result)
            else:
                test.debug()
        if top:
            self._tearDownPreviousClass(None, result)
            self._handleModuleTearDown(result)
            result._testRunEntered = False
        return result

    def debug(self):
        self.run(_DebugResult(), True)

    def _handleClassSetUp(self, test, result):
        previous = getattr(result, '_previousTestClass', None)
        cls = test.__class__
        if cls == previous:
            return
        if result._moduleSetUpFailed:
            return
        if getattr(cls, "__unittest_skip__", False):
            return
        try:
            cls._classSetupFailed = False
        except TypeError:
            pass
        setUpClass = getattr(cls, 'setUpClass', None)
        doClassCleanups = getattr(cls, 'doClassCleanups', None)
        if setUpClass is not None:
            try:
                setUpClass()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                cls._classSetupFailed = True
                self._createClassOrModuleLevelException(result, e, 'setUpClass', strclass(cls))
                if doClassCleanups is not None:
                    doClassCleanups()
                    for exc_info in cls.tearDown_exceptions:
                        self._createClassOrModuleLevelException(
                            result, exc_info[1], 'setUpClass', strclass(cls), info=exc_info)

    def _get_previous_module(self, result):
        previous = getattr(result, '_previousTestClass', None)
        return previous.__module__ if previous is not None else None

    def _handleModuleFixture(self, test, result):
        previous = self._get_previous_module(result)
        current = test.__class__.__module__
        if current == previous:
            return
        self._handleModuleTearDown(result)
        result._moduleSetUpFailed = False
        module = sys.modules.get(current)
        if module is None:
            return
        setUpModule = getattr(module, 'setUpModule', None)
        if setUpModule is not None:
            try:
                setUpModule()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                result._moduleSetUpFailed = True
                self._createClassOrModuleLevelException(result, e, 'setUpModule', current)
                doModuleCleanups()

    def _createClassOrModuleLevelException(self, result, exc, method_name, parent, info=None):
        error = _ErrorHolder(f'{method_name} ({parent})')
        addSkip = getattr(result, 'addSkip', None)
        if addSkip is not None and isinstance(exc, SkipTest):
            addSkip(error, str(exc))
        else:
            if not info:
                result.addError(error, sys.exc_info())
            else:
                result.addError(error, info)

    def _handleModuleTearDown(self, result):
        previous = self._get_previous_module(result)
        if previous is None:
            return
        if result._moduleSetUpFailed:
            return
        module = sys.modules.get(previous)
        if module is None:
            return
        tearDownModule = getattr(module, 'tearDownModule', None)
        if tearDownModule is not None:
            try:
                tearDownModule()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, 'tearDownModule', previous)
        doModuleCleanups()

    def _tearDownPreviousClass(self, test, result):
        previous = getattr(result, '_previousTestClass', None)
        cls = test.__class__
        if cls == previous or previous is None:
            return
        if getattr(previous, '_classSetupFailed', False):
            return
        if getattr(result, '_moduleSetUpFailed', False):
            return
        if getattr(previous, "__unittest_skip__", False):
            return
        tearDownClass = getattr(previous, 'tearDownClass', None)
        doClassCleanups = getattr(previous, 'doClassCleanups', None)
        if tearDownClass is None and doClassCleanups is None:
            return
        if tearDownClass is not None:
            try:
                tearDownClass()
            except Exception as e:
                if isinstance(result, _DebugResult):
                    raise
                self._createClassOrModuleLevelException(result, e, 'tearDownClass', strclass(previous))
        if doClassCleanups is not None:
            doClassCleanups()
            for exc_info in previous.tearDown_exceptions:
                self._createClassOrModuleLevelException(
                    result, exc_info[1], 'tearDownClass', strclass(previous), info=exc_info)


def _isnotsuite(test):
    try:
        iter(test)
    except TypeError:
        return True
    return False


class _DebugResult(object):
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    enter = type(cm).__enter__
    exit = type(cm).__exit__
    result = enter(cm)
    addModuleCleanup(exit, cm, None, None, None)
    return result


def doModuleCleanups():
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    if exceptions:
        raise exceptions[0]


# Loading ---------------------------------------------------------------------

def _fnmatchcase(name, pattern):
    import re
    out = []
    for c in pattern:
        if c == '*':
            out.append('.*')
        elif c == '?':
            out.append('.')
        else:
            out.append(re.escape(c))
    return re.fullmatch(''.join(out), name, re.S) is not None


class TestLoader(object):
    """Finds the tests of classes, modules and names."""

    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(lambda x, y: (x > y) - (x < y))
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from "
                            "TestSuite. Maybe you meant to derive from "
                            "TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, 'runTest'):
            names = ['runTest']
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            return load_tests(self, tests, pattern)
        return tests

    def loadTestsFromName(self, name, module=None):
        parts = name.split('.')
        if module is None:
            module = sys.modules[parts[0]]
            parts = parts[1:]
        parent, obj = None, module
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        if isinstance(obj, type(sys)):
            return self.loadTestsFromModule(obj)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if (callable(obj) and isinstance(parent, type) and issubclass(parent, TestCase)):
            inst = parent(parts[-1])
            if not isinstance(getattr(inst, parts[-1]), type(self.loadTestsFromName)):
                return self.suiteClass([inst])
            return self.suiteClass([inst])
        if isinstance(obj, TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, TestSuite):
                return test
            if isinstance(test, TestCase):
                return self.suiteClass([test])
            raise TypeError("calling %s returned %s, not a test" % (obj, test))
        raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(n, module) for n in names])

    def getTestCaseNames(self, testCaseClass):
        prefix = self.testMethodPrefix

        def wanted(name):
            if not name.startswith(prefix):
                return False
            if not callable(getattr(testCaseClass, name)):
                return False
            if self.testNamePatterns is None:
                return True
            full = '%s.%s.%s' % (testCaseClass.__module__, testCaseClass.__qualname__, name)
            return any(_fnmatchcase(full, p) for p in self.testNamePatterns)
        names = [n for n in dir(testCaseClass) if wanted(n)]
        if self.sortTestMethodsUsing:
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise ImportError('test discovery needs a file system; pyex loads tests '
                          'from modules')


defaultTestLoader = TestLoader()


def getTestCaseNames(testCaseClass, prefix, sortUsing=None, testNamePatterns=None):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    if sortUsing is not None:
        loader.sortTestMethodsUsing = sortUsing
    loader.testNamePatterns = testNamePatterns
    return loader.getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=None, suiteClass=TestSuite):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    loader.suiteClass = suiteClass
    if sortUsing is not None:
        loader.sortTestMethodsUsing = sortUsing
    return loader.loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix='test', sortUsing=None, suiteClass=TestSuite):
    loader = TestLoader()
    loader.testMethodPrefix = prefix
    loader.suiteClass = suiteClass
    return loader.loadTestsFromModule(module)


# Signals (there are none in a sandbox) -----------------------------------------

def installHandler():
    pass


def registerResult(result):
    pass


def removeResult(result):
    return False


def removeHandler(method=None):
    if method is not None:
        return method
    return None


# main -------------------------------------------------------------------------

class TestProgram(object):
    """Loads the tests of a module, runs them, and exits (unittest.main)."""

    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None

    def __init__(self, module='__main__', defaultTest=None, argv=None,
                 testRunner=None, testLoader=defaultTestLoader,
                 exit=True, verbosity=1, failfast=None, catchbreak=None,
                 buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            if module not in sys.modules:
                exec('import ' + module, {})
            self.module = sys.modules[module]
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = (argv[0].replace('\\', '/').rsplit('/', 1)[-1]) if argv else 'python -m unittest'
        self.parseArgs(argv)
        self.runTests()

    def parseArgs(self, argv):
        import argparse
        parser = argparse.ArgumentParser(prog=self.progName, add_help=True)
        parser.add_argument('-v', '--verbose', dest='verbosity', action='store_const', const=2,
                            help='Verbose output')
        parser.add_argument('-q', '--quiet', dest='verbosity', action='store_const', const=0,
                            help='Quiet output')
        parser.add_argument('--locals', dest='tb_locals', action='store_true',
                            help='Show local variables in tracebacks')
        parser.add_argument('-f', '--failfast', dest='failfast', action='store_true',
                            help='Stop on first fail or error')
        parser.add_argument('-c', '--catch', dest='catchbreak', action='store_true',
                            help='Catch Ctrl-C and display results so far')
        parser.add_argument('-b', '--buffer', dest='buffer', action='store_true',
                            help='Buffer stdout and stderr during tests')
        parser.add_argument('-k', dest='testNamePatterns', action='append',
                            help='Only run tests which match the given substring')
        parser.add_argument('tests', nargs='*',
                            help='a list of any number of test modules, classes and test methods.')
        ns = parser.parse_args(argv[1:])
        if ns.verbosity is not None:
            self.verbosity = ns.verbosity
        for name in ('failfast', 'catchbreak', 'buffer'):
            if getattr(self, name) is None:
                setattr(self, name, getattr(ns, name))
        if ns.tb_locals:
            self.tb_locals = True
        if ns.testNamePatterns:
            self.testNamePatterns = ['*%s*' % p if '*' not in p else p for p in ns.testNamePatterns]
        if ns.tests:
            self.testNames = ns.tests
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        runner = self.testRunner
        if runner is None:
            runner = TextTestRunner
        if isinstance(runner, type):
            try:
                runner = runner(verbosity=self.verbosity, failfast=self.failfast,
                                buffer=self.buffer, warnings=self.warnings,
                                tb_locals=self.tb_locals)
            except TypeError:
                runner = runner(verbosity=self.verbosity, failfast=self.failfast,
                                buffer=self.buffer, warnings=self.warnings)
        self.result = runner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram


class IsolatedAsyncioTestCase(TestCase):
    """A TestCase whose test methods may be coroutines, each run with
    asyncio.run."""

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def _run(self, value):
        import inspect
        if inspect.isawaitable(value):
            import asyncio
            return asyncio.run(value)
        return value

    def _callSetUp(self):
        self.setUp()
        self._run(self.asyncSetUp())

    def _callTestMethod(self, method):
        self._run(method())

    def _callTearDown(self):
        self._run(self.asyncTearDown())
        self.tearDown()

    def _callCleanup(self, function, *args, **kwargs):
        self._run(function(*args, **kwargs))


# Where CPython defines each class, for reprs and str() of tests.
for _cls, _mod in ((TestCase, 'case'), (FunctionTestCase, 'case'), (SkipTest, 'case'),
                   (_SubTest, 'case'), (IsolatedAsyncioTestCase, 'async_case'),
                   (TestResult, 'result'), (TextTestResult, 'runner'),
                   (TextTestRunner, 'runner'), (BaseTestSuite, 'suite'),
                   (TestSuite, 'suite'), (_ErrorHolder, 'suite'), (TestLoader, 'loader'),
                   (TestProgram, 'main')):
    _cls.__module__ = 'unittest.' + _mod
del _cls, _mod

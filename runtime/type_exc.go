// This file declares the built-in exception classes, the hierarchy of
// CPython 3.11 (testdata/runtime/objects records python3's __mro__ of each).

package runtime

// newExcType returns a built-in exception class with the given bases (the
// first is the layout base).
func newExcType(name string, own bool, bases ...*Type) *Type {
	flags := TypeBaseType | TypeHasDict
	if own {
		flags |= TypeOwnLayout
	}
	t := newBuiltinType(name, bases[0], flags)
	t.isExc = true
	if len(bases) > 1 {
		t.Bases = bases
		mro, err := computeMRO(t, bases)
		if err != nil {
			panic(err)
		}
		t.MRO = mro
	}
	return t
}

// The built-in exception classes.
var (
	BaseExceptionType      = newExcType("BaseException", true, ObjectType)
	BaseExceptionGroupType = newExcType("BaseExceptionGroup", true, BaseExceptionType)
	ExceptionType          = newExcType("Exception", false, BaseExceptionType)
	ExceptionGroupType     = newExcType("ExceptionGroup", false, BaseExceptionGroupType, ExceptionType)
	GeneratorExitType      = newExcType("GeneratorExit", false, BaseExceptionType)
	KeyboardInterruptType  = newExcType("KeyboardInterrupt", false, BaseExceptionType)
	SystemExitType         = newExcType("SystemExit", true, BaseExceptionType)

	ArithmeticErrorType     = newExcType("ArithmeticError", false, ExceptionType)
	FloatingPointErrorType  = newExcType("FloatingPointError", false, ArithmeticErrorType)
	OverflowErrorType       = newExcType("OverflowError", false, ArithmeticErrorType)
	ZeroDivisionErrorType   = newExcType("ZeroDivisionError", false, ArithmeticErrorType)
	AssertionErrorType      = newExcType("AssertionError", false, ExceptionType)
	AttributeErrorType      = newExcType("AttributeError", true, ExceptionType)
	BufferErrorType         = newExcType("BufferError", false, ExceptionType)
	EOFErrorType            = newExcType("EOFError", false, ExceptionType)
	ImportErrorType         = newExcType("ImportError", true, ExceptionType)
	ModuleNotFoundErrorType = newExcType("ModuleNotFoundError", false, ImportErrorType)
	LookupErrorType         = newExcType("LookupError", false, ExceptionType)
	IndexErrorType          = newExcType("IndexError", false, LookupErrorType)
	KeyErrorType            = newExcType("KeyError", false, LookupErrorType)
	MemoryErrorType         = newExcType("MemoryError", false, ExceptionType)
	NameErrorType           = newExcType("NameError", true, ExceptionType)
	UnboundLocalErrorType   = newExcType("UnboundLocalError", false, NameErrorType)

	OSErrorType                = newExcType("OSError", true, ExceptionType)
	BlockingIOErrorType        = newExcType("BlockingIOError", false, OSErrorType)
	ChildProcessErrorType      = newExcType("ChildProcessError", false, OSErrorType)
	ConnectionErrorType        = newExcType("ConnectionError", false, OSErrorType)
	BrokenPipeErrorType        = newExcType("BrokenPipeError", false, ConnectionErrorType)
	ConnectionAbortedErrorType = newExcType("ConnectionAbortedError", false, ConnectionErrorType)
	ConnectionRefusedErrorType = newExcType("ConnectionRefusedError", false, ConnectionErrorType)
	ConnectionResetErrorType   = newExcType("ConnectionResetError", false, ConnectionErrorType)
	FileExistsErrorType        = newExcType("FileExistsError", false, OSErrorType)
	FileNotFoundErrorType      = newExcType("FileNotFoundError", false, OSErrorType)
	InterruptedErrorType       = newExcType("InterruptedError", false, OSErrorType)
	IsADirectoryErrorType      = newExcType("IsADirectoryError", false, OSErrorType)
	NotADirectoryErrorType     = newExcType("NotADirectoryError", false, OSErrorType)
	PermissionErrorType        = newExcType("PermissionError", false, OSErrorType)
	ProcessLookupErrorType     = newExcType("ProcessLookupError", false, OSErrorType)
	TimeoutErrorType           = newExcType("TimeoutError", false, OSErrorType)

	ReferenceErrorType        = newExcType("ReferenceError", false, ExceptionType)
	RuntimeErrorType          = newExcType("RuntimeError", false, ExceptionType)
	NotImplementedErrorType   = newExcType("NotImplementedError", false, RuntimeErrorType)
	RecursionErrorType        = newExcType("RecursionError", false, RuntimeErrorType)
	StopAsyncIterationType    = newExcType("StopAsyncIteration", false, ExceptionType)
	StopIterationType         = newExcType("StopIteration", true, ExceptionType)
	SyntaxErrorType           = newExcType("SyntaxError", true, ExceptionType)
	IndentationErrorType      = newExcType("IndentationError", false, SyntaxErrorType)
	TabErrorType              = newExcType("TabError", false, IndentationErrorType)
	SystemErrorType           = newExcType("SystemError", false, ExceptionType)
	TypeErrorType             = newExcType("TypeError", false, ExceptionType)
	ValueErrorType            = newExcType("ValueError", false, ExceptionType)
	UnicodeErrorType          = newExcType("UnicodeError", false, ValueErrorType)
	UnicodeDecodeErrorType    = newExcType("UnicodeDecodeError", true, UnicodeErrorType)
	UnicodeEncodeErrorType    = newExcType("UnicodeEncodeError", true, UnicodeErrorType)
	UnicodeTranslateErrorType = newExcType("UnicodeTranslateError", true, UnicodeErrorType)

	WarningType                   = newExcType("Warning", false, ExceptionType)
	BytesWarningType              = newExcType("BytesWarning", false, WarningType)
	DeprecationWarningType        = newExcType("DeprecationWarning", false, WarningType)
	EncodingWarningType           = newExcType("EncodingWarning", false, WarningType)
	FutureWarningType             = newExcType("FutureWarning", false, WarningType)
	ImportWarningType             = newExcType("ImportWarning", false, WarningType)
	PendingDeprecationWarningType = newExcType("PendingDeprecationWarning", false, WarningType)
	ResourceWarningType           = newExcType("ResourceWarning", false, WarningType)
	RuntimeWarningType            = newExcType("RuntimeWarning", false, WarningType)
	SyntaxWarningType             = newExcType("SyntaxWarning", false, WarningType)
	UnicodeWarningType            = newExcType("UnicodeWarning", false, WarningType)
	UserWarningType               = newExcType("UserWarning", false, WarningType)
)

// excKindTypes maps each ExcKind to its class.
var excKindTypes = [numExcKinds]*Type{
	TypeError: TypeErrorType, ValueError: ValueErrorType, ZeroDivisionError: ZeroDivisionErrorType,
	OverflowError: OverflowErrorType, IndexError: IndexErrorType, KeyError: KeyErrorType,
	AttributeError: AttributeErrorType, MemoryError: MemoryErrorType, UnicodeEncodeError: UnicodeEncodeErrorType,
	UnicodeDecodeError: UnicodeDecodeErrorType, UnicodeError: UnicodeErrorType, RecursionError: RecursionErrorType,
	RuntimeError: RuntimeErrorType, StopIteration: StopIterationType, NotImplementedError: NotImplementedErrorType,
	LookupError: LookupErrorType, ArithmeticError: ArithmeticErrorType, AssertionError: AssertionErrorType,
	NameError: NameErrorType, UnboundLocalError: UnboundLocalErrorType, ImportError: ImportErrorType,
	ModuleNotFoundError: ModuleNotFoundErrorType, SystemError: SystemErrorType,
}

// Class returns the exception class of kind k.
func (k ExcKind) Class() *Type { return excKindTypes[k] }

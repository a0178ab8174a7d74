"""A quicker `__init__` for the frozen dataclasses built for every command.

A frozen dataclass's own `__init__` sets each field through `object.__setattr__`, one Python-level
call per field: building an `Invocation` (15 fields) cost more than splitting the command line
with `shlex`, and every command builds one per program it runs, an `Assessment` per part and a
`ShellModel`. The `__init__` made here takes the same parameters with the same defaults (factories
called per instance, `__post_init__` run last) and fills the instance's dictionary in one step;
the class stays frozen, compared, hashed and `replace`d exactly as before. `kept` is the other
helper such classes share: a value derived from the fields, computed on its first read and kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Generic, TypeVar

_C = TypeVar("_C", bound=type)
_T = TypeVar("_T")


def quick_init(cls: _C) -> _C:
    """Give a frozen dataclass (with a `__dict__`, every field an init parameter) the quicker
    `__init__`; anything else is refused at import, where a mistake shows at once."""
    return _quick_init(cls, {})


def quick_init_with(**derived: str) -> Callable[[_C], _C]:
    """`quick_init`, and each named value (an expression over the fields, such as `argv[1:]`) set in
    the instance's dictionary by `__init__` itself: a value read of nearly every instance costs a C
    expression there, where a `kept` fact costs two Python calls on its first read. The class
    declares the name without a value (under `TYPE_CHECKING`, so that it is no field); `replace`
    and every other construction go through `__init__`, so no instance lacks it."""
    return lambda cls: _quick_init(cls, derived)


def _quick_init(cls: _C, derived: dict[str, str]) -> _C:
    fields = dataclasses.fields(cls)
    params = getattr(cls, "__dataclass_params__", None)
    if (params is None or not params.frozen or "__slots__" in vars(cls)
            or len(fields) != len(cls.__dataclass_fields__)
            or not all(f.init and not f.kw_only for f in fields)):
        raise TypeError(f"quick_init: {cls.__name__} is not a plain frozen dataclass")
    namespace: dict[str, Any] = {"_MISSING": dataclasses.MISSING, "_set": object.__setattr__}
    parameters, lines = [], []
    for f in fields:
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            parameters.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            parameters.append(f"{f.name}=_MISSING")
            lines.append(f"    if {f.name} is _MISSING:\n        {f.name} = _factory_{f.name}()")
        else:
            parameters.append(f.name)
    if any(name in cls.__dataclass_fields__ or hasattr(cls, name) for name in derived):
        raise TypeError(f"quick_init_with: {cls.__name__} already has a field or attribute of that name")
    values = ", ".join([f"{f.name!r}: {f.name}" for f in fields]
                       + [f"{name!r}: {expression}" for name, expression in derived.items()])
    lines.append(f"    _set(self, '__dict__', {{{values}}})")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(parameters)}):\n" + "\n".join(lines)
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init
    return cls


class kept(Generic[_T]):  # lower case: used as a decorator, like the property it stands for
    """A value computed on its first read and kept on the instance (in its `__dict__`, which the
    instance's own attribute lookup then finds first): `functools.cached_property` without the lock
    Python 3.11 takes on every first read. A classification reads a dozen facts of each invocation,
    and the arguments of each invocation about ten times, always from one thread. Not a field: it
    is not compared, hashed or carried by `replace`."""

    __slots__ = ("func", "name")

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        self.name = func.__name__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Any, owner: type | None = None) -> _T:
        if instance is None:
            return self  # type: ignore[return-value]
        value = instance.__dict__[self.name] = self.func(instance)
        return value

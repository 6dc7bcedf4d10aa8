"""A model's chat template (Jinja, from the GGUF file) rendered with limits.

The template is code from a downloaded file. Jinja's immutable sandbox keeps it from touching
Python objects, but not from looping for minutes, building a string of gigabytes or recursing
until the interpreter gives up. So:

- once per template, :func:`probe_template` compiles it and renders a probe conversation in a
  separate process with limits on memory and CPU time (the operating system enforces them, so
  no template can take the app's memory or time however it is written); a template that fails
  there is never rendered in the app;
- every render in the app (:func:`render_bounded`) runs in a sandbox that refuses big
  repetitions and powers, stops at :data:`MAX_OUTPUT` characters and at :data:`MAX_SECONDS`,
  and turns a recursion overflow into a plain failure.

A failure is :class:`TemplateFailed` with a short reason; the caller falls back to a plain
format and says so.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import threading
import time
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

#: characters a rendered prompt may have (the messages are placeholders: a real template writes
#: a few hundred characters around them)
MAX_OUTPUT = 1 << 20
#: seconds a render in the app may take
MAX_SECONDS = 2.0
#: the probe process's limits
PROBE_MEMORY = 768 * 2**20
PROBE_CPU_SECONDS = 2
PROBE_WALL_SECONDS = 6.0
#: templates longer than this are not compiled at all
MAX_TEMPLATE = 256 * 1024

_probed: dict[str, str | None] = {}
_probe_lock = threading.Lock()


class TemplateFailed(Exception):
    """The template could not be rendered within the limits; ``str()`` is a short reason."""


def _environment() -> Any:
    import jinja2
    import jinja2.ext
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class Generation(jinja2.ext.Extension):
        """Hugging Face's ``{% generation %}`` tag, passed through (as llama-cpp-python does)."""

        tags = {"generation"}  # noqa: RUF012 - jinja2 declares it so

        def parse(self, parser: Any) -> Any:
            parser.stream.skip(1)
            return parser.parse_statements(("name:endgeneration",), drop_needle=True)

    class Bounded(ImmutableSandboxedEnvironment):
        intercepted_binops = frozenset({"*", "**", "+", "%"})

        def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
            if operator == "**" and _big_power(left, right):
                raise TemplateFailed("a power too large")
            if operator == "*" and _size(left, right) > MAX_OUTPUT:
                raise TemplateFailed("a repetition too large")
            if operator == "+" and _length(left) + _length(right) > MAX_OUTPUT:
                raise TemplateFailed("a text too long")
            if operator == "%" and isinstance(left, str) and len(left) > MAX_OUTPUT:
                raise TemplateFailed("a text too long")
            return super().call_binop(context, operator, left, right)

        def call(self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
            for value in (*args, *kwargs.values()):
                if isinstance(value, int) and not isinstance(value, bool) and value > MAX_OUTPUT:
                    raise TemplateFailed("a number too large")  # "".center(10**9), width=...
            return super().call(__context, __obj, *args, **kwargs)

    environment = Bounded(
        loader=jinja2.BaseLoader(),
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=[Generation, jinja2.ext.loopcontrols],
    )
    environment.filters["tojson"] = _tojson
    for name in ("center", "indent", "wordwrap", "truncate", "format"):
        environment.filters[name] = _guarded(environment.filters[name])
    return environment


def _guarded(filter_: Any) -> Any:
    def guarded(*args: Any, **kwargs: Any) -> Any:
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and not isinstance(value, bool) and value > MAX_OUTPUT:
                raise TemplateFailed("a width too large")
        result = filter_(*args, **kwargs)
        if isinstance(result, str) and len(result) > MAX_OUTPUT:
            raise TemplateFailed("a text too long")
        return result

    guarded.__dict__.update(filter_.__dict__)  # keep jinja2's pass_environment marks
    return guarded


def _tojson(
    value: Any,
    ensure_ascii: bool = False,
    indent: int | None = None,
    separators: tuple[str, str] | None = None,
    sort_keys: bool = False,
) -> str:
    if indent is not None and (not isinstance(indent, int) or indent > 64):
        raise TemplateFailed("an indent too large")
    return json.dumps(
        value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str | list | tuple) else 0


def _size(left: Any, right: Any) -> int:
    for seq, n in ((left, right), (right, left)):
        if isinstance(seq, str | list | tuple) and isinstance(n, int):
            return len(seq) * n
    return 0


def _big_power(left: Any, right: Any) -> bool:
    if isinstance(left, int | float) and isinstance(right, int | float):
        return abs(right) > 64 and abs(left) > 1
    return False


def _raise(message: str) -> None:
    raise ValueError(message)


def _strftime_now(fmt: str) -> str:
    if not isinstance(fmt, str) or len(fmt) > 200:
        raise TemplateFailed("a date format too long")
    return datetime.now().strftime(fmt)


_compiled: dict[str, Any] = {}


def _compile(template: str) -> Any:
    import jinja2

    if len(template) > MAX_TEMPLATE:
        raise TemplateFailed(f"it is {len(template):,} characters long")
    found = _compiled.get(template)
    if found is None:
        try:
            found = _environment().from_string(template)
        except jinja2.TemplateSyntaxError as exc:
            raise TemplateFailed(f"line {exc.lineno}: {exc.message}"[:200]) from None
        except (RecursionError, MemoryError):
            raise TemplateFailed("it is nested too deeply") from None
        if len(_compiled) > 16:
            _compiled.clear()
        _compiled[template] = found
    return found


def render_bounded(
    template: str,
    messages: Sequence[Mapping[str, Any]],
    *,
    bos_token: str,
    eos_token: str,
    add_generation_prompt: bool = True,
) -> str:
    """The template rendered for ``messages`` as llama-cpp-python's ``Jinja2ChatFormatter``
    renders it (same variables and helpers), within the limits. ValueError where the template
    itself raised (``raise_exception``: "System role not supported"); TemplateFailed where it
    could not be rendered at all."""
    import jinja2

    compiled = _compile(template)
    deadline = time.monotonic() + MAX_SECONDS
    pieces: list[str] = []
    total = 0
    try:
        for piece in compiled.generate(
            messages=list(messages),
            eos_token=eos_token,
            bos_token=bos_token,
            raise_exception=_raise,
            add_generation_prompt=add_generation_prompt,
            functions=None,
            function_call=None,
            tools=None,
            tool_choice=None,
            strftime_now=_strftime_now,
        ):
            total += len(piece)
            if total > MAX_OUTPUT:
                raise TemplateFailed("it wrote more than a megabyte")
            if time.monotonic() > deadline:
                raise TemplateFailed("it took too long")
            pieces.append(piece)
    except (TemplateFailed, ValueError):
        raise
    except jinja2.TemplateError as exc:
        raise TemplateFailed(str(exc.message or type(exc).__name__)[:200]) from None
    except (RecursionError, MemoryError):
        raise TemplateFailed("it recursed too deeply") from None
    except Exception as exc:  # a template can raise anything its sandbox lets it reach
        raise TemplateFailed(f"{type(exc).__name__}: {exc}"[:200]) from None
    return "".join(pieces)


#: conversations the app sends: system + user; user alone; a longer exchange
_PROBES: tuple[tuple[dict[str, str], ...], ...] = (
    ({"role": "system", "content": "\ue0000\ue001"}, {"role": "user", "content": "\ue0001\ue001"}),
    ({"role": "user", "content": "\ue0000\ue001"},),
    (
        {"role": "system", "content": "s"},
        {"role": "user", "content": "u"},
        {"role": "assistant", "content": "a"},
        {"role": "user", "content": "u"},
    ),
)


def _probe_here(template: str) -> str | None:
    """Compile and render the probes; the reason it failed, or None."""
    try:
        _compile(template)
    except TemplateFailed as exc:
        return str(exc)
    rendered = 0
    for probe in _PROBES:
        try:
            render_bounded(template, probe, bos_token="<s>", eos_token="</s>")
            rendered += 1
        except ValueError:  # the template refuses this conversation (e.g. a system turn)
            continue
        except TemplateFailed as exc:
            return str(exc)
    return None if rendered else "it refused every conversation"


def _child(template: str, conn: Any) -> None:
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (PROBE_MEMORY, PROBE_MEMORY))
        resource.setrlimit(resource.RLIMIT_CPU, (PROBE_CPU_SECONDS, PROBE_CPU_SECONDS + 1))
    except (ImportError, ValueError, OSError):
        pass  # no resource limits here (Windows): the parent's wall-clock limit still holds
    try:
        reason = _probe_here(template)
    except MemoryError:
        reason = "it needed too much memory"
    conn.send(reason)
    conn.close()


def probe_template(template: str) -> str | None:
    """Why ``template`` cannot be used (a short reason), or None; decided once per template,
    in a separate process with limits on memory and CPU time (see the module's text)."""
    key = _key(template)
    with _probe_lock:
        if key in _probed:
            return _probed[key]
        reason = _probe_in_process(template)
        _probed[key] = reason
        return reason


def _key(template: str) -> str:
    return hashlib.sha256(template.encode("utf-8", "surrogatepass")).hexdigest()


def verdicts(templates: list[str]) -> dict[str, str | None]:
    """The probes' verdicts on ``templates``, to hand to a process that cannot probe itself:
    a model's worker process is daemonic, and a daemonic process may start no child."""
    return {_key(t): probe_template(t) for t in templates}


def accept_verdicts(found: dict[str, str | None]) -> None:
    """Take verdicts made by the parent process (see :func:`verdicts`)."""
    with _probe_lock:
        _probed.update(found)


def _probe_in_process(template: str) -> str | None:
    if len(template) > MAX_TEMPLATE:
        return f"it is {len(template):,} characters long"
    if multiprocessing.current_process().daemon:  # (a model's worker given no verdict)
        return "it could not be checked in the model's own process"
    context = multiprocessing.get_context("spawn")
    parent, child = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(template, child), daemon=True)
    try:
        process.start()
    except OSError as exc:
        return f"the check could not start ({exc.strerror or exc})"
    child.close()
    try:
        if parent.poll(PROBE_WALL_SECONDS):
            try:
                result = parent.recv()
                return result if result is None else str(result)
            except EOFError:
                pass
        else:
            return "it took too long"
    finally:
        if process.is_alive():
            process.kill()
        process.join(5)
        parent.close()
    if process.exitcode is not None and process.exitcode < 0:
        return "it took too long or needed too much memory"
    return "it needed too much memory"

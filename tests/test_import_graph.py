"""The package's import graph, read from the source (ast, every import statement, those inside functions
too): no import cycle between modules, nothing below the CLI importing ``vlmeval.cli``, no module importing
another module's private (``_``-prefixed) name, and no import inside a function in the core (the modules
that extract, verify and score claims; the CLI keeps its lazy imports for start-up speed).

Imports under ``if TYPE_CHECKING:`` (never run) are edges for the cycle check (two modules that each need the
other's types to be read are a circle: the record they share belongs on a floor below both) and for nothing else.
Every module is also imported, one by one, so that a circle the graph misses still fails. A package's ``__init__`` importing one of its
submodules is an edge like any other: a submodule importing its package back (``from vlmeval.claims import
Claim``) closes a cycle when the package's ``__init__`` imports that submodule."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "vlmeval"


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The module of ``name`` (a module, or a name inside one)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _runtime_nodes(tree: ast.AST):
    """Every node except those under ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                stack.extend(child.orelse)
                continue
            stack.append(child)


def _imports(module: str, type_only: bool = False) -> list[tuple[str, str | None]]:
    """(imported module, imported name or None) for each import in ``module`` (``type_only``: with those under
    ``if TYPE_CHECKING:``)."""
    path, is_package = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in (ast.walk(tree) if type_only else _runtime_nodes(tree)):
        if isinstance(node, ast.Import):
            out += [(alias.name, None) for alias in node.names if alias.name.startswith("vlmeval")]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}" if base else package
            if base.startswith("vlmeval"):
                out += [(base, alias.name) for alias in node.names]
    return out


def _graph(type_only: bool = False) -> dict[str, set[str]]:
    graph = {}
    for module, (_, is_package) in MODULES.items():
        targets = set()
        for base, name in _imports(module, type_only):
            target = f"{base}.{name}" if name and f"{base}.{name}" in MODULES else _owner(base)
            if target and target != module:
                targets.add(target)
        graph[module] = targets
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_graph_sees_the_package():
    graph = _graph()
    assert len(graph) > 50 and "vlmeval.scoring.batch" in graph["vlmeval.cli.score"]  # imported inside score()
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]  # the finder finds


def test_no_import_cycles():
    assert _cycles(_graph(type_only=True)) == []


def test_a_type_only_import_closes_a_cycle():
    assert "vlmeval.groundtruth.schema" in _graph(type_only=True)["vlmeval.outcomes"]  # Key, under TYPE_CHECKING
    assert "vlmeval.groundtruth.schema" not in _graph()["vlmeval.outcomes"]
    for graph in (_graph(), _graph(type_only=True)):  # how verify re-exported the registry, which names its types
        graph["vlmeval.verify"] = graph["vlmeval.verify"] | {"vlmeval.claimtypes"}
        found = any({"vlmeval.claimtypes", "vlmeval.verify"} <= set(c) for c in _cycles(graph))
        assert found == (graph["vlmeval.claimtypes"] >= {"vlmeval.verify"})
    assert "vlmeval.verify" in _graph(type_only=True)["vlmeval.claimtypes"]


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_module_imports(module):
    importlib.import_module(module)


def test_a_package_importing_a_submodule_that_imports_it_back_is_a_cycle():
    graph = _graph()
    graph["vlmeval.claims"] = graph["vlmeval.claims"] | {"vlmeval.claims.types.trend"}  # how claims/ used to install
    assert any({"vlmeval.claims", "vlmeval.claims.types.trend"} <= set(c) for c in _cycles(graph))


CORE = ("vlmeval.claims", "vlmeval.verify", "vlmeval.claimtypes", "vlmeval.scoring.scorecard", "vlmeval.records",
        "vlmeval.claims.pipeline")


def _imports_inside_functions(module: str) -> list[str]:
    tree = ast.parse(MODULES[module][0].read_text(encoding="utf-8"))
    return [f"{module}:{node.lineno} {ast.unparse(node)}" for fn in ast.walk(tree)
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            for node in ast.walk(fn) if isinstance(node, (ast.Import, ast.ImportFrom))]


def test_the_core_imports_at_the_top():
    core = [m for m in MODULES if any(m == c or m.startswith(c + ".") for c in CORE)]
    assert len(core) > 40
    assert [found for m in sorted(core) for found in _imports_inside_functions(m)] == []
    assert _imports_inside_functions("vlmeval.cli.score")  # the check finds them where they are


def test_nothing_below_the_cli_imports_it():
    offenders = {m: sorted(t for t in targets if t == "vlmeval.cli" or t.startswith("vlmeval.cli."))
                 for m, targets in _graph().items() if not (m == "vlmeval.cli" or m.startswith("vlmeval.cli."))}
    assert {m: t for m, t in offenders.items() if t} == {}


def test_no_module_imports_another_modules_private_name():
    private = [(m, f"{base}.{name}") for m in MODULES for base, name in _imports(m)
               if name and name.startswith("_") and not name.startswith("__") and _owner(base) != m]
    assert private == []

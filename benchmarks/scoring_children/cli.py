"""The vlmeval command line, imported from the source tree argv[1]: ``python cli.py SRC score FILE ...``
(``bench_against.py``'s end-to-end runs)."""
import sys
sys.path.insert(0, sys.argv[1])
from vlmeval.cli import main
sys.argv = ["vlmeval"] + sys.argv[2:]
main()

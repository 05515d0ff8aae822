"""Ray Data jobs around the memory core: snapshots, nightly consolidation, LoCoMo evaluation.

Thin adapters: the decisions live in ``memory/`` (``memory.reflection``, ``memory.answer``, ``memory.metrics``);
this package moves data between DuckDB, Parquet and Ray workers and writes reports.
"""

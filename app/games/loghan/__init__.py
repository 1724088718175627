"""Castle von Loghan on the table (spec ``loghan.md`` section 7)."""

from .table import LoghanTable

TABLE = LoghanTable

__all__ = ["TABLE", "LoghanTable"]

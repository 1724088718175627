"""Castles of Caleira on the table (spec section 8). ``TABLE`` is the adapter the table finds by
convention (``app.games.<id>.TABLE``)."""

from .table import CaleiraTable

TABLE = CaleiraTable

__all__ = ["TABLE", "CaleiraTable"]

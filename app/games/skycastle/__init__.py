"""Professor Treasure's Secret Sky Castle on the table (spec section 8). ``TABLE`` is the adapter
the table finds by convention (``app.games.<id>.TABLE``)."""

from .table import SkyCastleTable

TABLE = SkyCastleTable

__all__ = ["TABLE", "SkyCastleTable"]

"""Professor Evil and the Citadel of Time on the table (spec section 8). ``TABLE`` is the adapter
the table finds by convention (``app.games.<id>.TABLE``)."""

from .table import CitadelTable

TABLE = CitadelTable

__all__ = ["TABLE", "CitadelTable"]

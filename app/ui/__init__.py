"""Drawing helpers shared by every scene, the table and the game adapters: the house palette,
fonts, wrapped text, SVG images, shadows (gfx), and the table's own buttons (widgets)."""

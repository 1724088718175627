"""What the app stands on: the player's folders (paths), settings, atomic files (storage), the
app's own files (resources) and sound."""

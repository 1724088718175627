"""Packages for the wheel, with the top-level art/ and sounds/ folders mapped inside ``app``.

The repository keeps art/ and sounds/ at the top level (the project's fixed layout); an installed
app finds them as ``app/_assets/art`` and ``app/_assets/sounds`` (see ``app/resources.py``).
Everything else about the distribution is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["app", "app.*", "rules", "rules.*"]) + ["app._assets.art", "app._assets.sounds"],
    package_dir={"app._assets.art": "art", "app._assets.sounds": "sounds"},
    package_data={"app._assets.art": ["**/*.svg"], "app._assets.sounds": ["*.wav", "*/*.wav"]},
)

"""Packages for the wheel, with the top-level art/ and sounds/ folders mapped inside ``app``.

The repository keeps art/ and sounds/ at the top level (the project's fixed layout); an installed
app finds them as ``app/_assets/art`` and ``app/_assets/sounds`` (see ``app/resources.py``). A rules
package's ``data/*.json`` (its content tables) ships inside the package.
Everything else about the distribution is in pyproject.toml.
"""

from setuptools import find_packages, setup

RULES = find_packages(include=["rules", "rules.*"])

setup(
    packages=find_packages(include=["app", "app.*"]) + RULES + ["app._assets.art", "app._assets.sounds"],
    package_dir={"app._assets.art": "art", "app._assets.sounds": "sounds"},
    # A rules package's content tables ship beside its code, read with importlib.resources.
    package_data={"app._assets.art": ["**/*.svg"], "app._assets.sounds": ["*.wav", "*/*.wav"],
                  **{package: ["data/*.json"] for package in RULES}},
)

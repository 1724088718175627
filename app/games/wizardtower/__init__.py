"""Tower of the Sleepy Wizard on the general table (spec: shared/games/wizardtower.md, section 8)."""

from .table import WizardTowerTable

TABLE = WizardTowerTable

"""The Settings dialog: API keys, cloud models, servers, local models and cloud consent."""

from writerlens.ui.settings.dialog import SettingsDialog

__all__ = ["SettingsDialog"]

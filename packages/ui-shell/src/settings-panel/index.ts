export { SettingsPanel, type SettingsPanelProps } from './settings-panel'

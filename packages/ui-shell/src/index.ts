export const packageName = '@gdzyz/ui-shell'

export const packageName = '@gdzyz/validators'

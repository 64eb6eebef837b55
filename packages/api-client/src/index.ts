export const packageName = '@gdzyz/api-client'

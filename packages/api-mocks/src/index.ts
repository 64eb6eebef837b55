export const packageName = '@gdzyz/api-mocks'

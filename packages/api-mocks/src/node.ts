export const nodeServer = true

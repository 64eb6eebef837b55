export const browserWorker = true

/**
 * Times `work` with performance marks. Callers end `work` with a forced layout (reading a size)
 * so a figure covers React's commit and the browser's style and layout, not only JavaScript.
 */
export const measure = (name: string, work: () => void): number => {
  performance.mark(`${name}:start`)
  work()
  performance.mark(`${name}:end`)
  return performance.measure(name, `${name}:start`, `${name}:end`).duration
}

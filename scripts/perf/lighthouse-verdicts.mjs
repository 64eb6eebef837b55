// Targets and the CI guard of the Lighthouse run, kept apart from the runner so they
// can be unit-tested.
export const TARGETS = {
  mobile: { score: 0.9, lcp: 2500, tbt: 300, cls: 0.05 },
  desktop: { lcp: 800 },
}
/** Where a metric should end up beyond its target (printed beside it, never a verdict). */
export const AIMS = { mobile: { lcp: 2000 } }
/** CI fails only past these (a shared, noisy machine must not block a landing). */
export const GUARD = { mobileScore: 0.8, mobileTbt: 600 }

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const fmt = {
  score: (v) => v.toFixed(2),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
}
const targetText = {
  score: (t) => `>= ${t.toFixed(2)}`,
  lcp: (t) => `<= ${(t / 1000).toFixed(1)} s`,
  tbt: (t) => `<= ${t} ms`,
  cls: (t) => `< ${t}`,
}
const meets = (metric, value, target) =>
  metric === 'score' ? value >= target : metric === 'cls' ? value < target : value <= target

/** Table rows (medians against targets) and the guard failures that fail CI. */
export function verdicts(medians) {
  const rows = []
  for (const [preset, values] of Object.entries(medians)) {
    for (const [metric, value] of Object.entries(values)) {
      const target = TARGETS[preset]?.[metric]
      const aim = AIMS[preset]?.[metric]
      rows.push({
        preset,
        metric,
        median: Number.isFinite(value) ? fmt[metric](value) : 'n/a',
        target: target === undefined ? '-' : targetText[metric](target),
        aim: aim === undefined ? '-' : targetText[metric](aim),
        verdict: target === undefined ? '-' : meets(metric, value, target) ? 'pass' : 'miss',
      })
    }
  }
  const failures = []
  const mobile = medians.mobile ?? {}
  if (!(mobile.score >= GUARD.mobileScore))
    failures.push(`mobile score ${mobile.score} < guard ${GUARD.mobileScore}`)
  if (!(mobile.tbt <= GUARD.mobileTbt))
    failures.push(`mobile TBT ${Math.round(mobile.tbt)} ms > guard ${GUARD.mobileTbt} ms`)
  return { rows, failures }
}

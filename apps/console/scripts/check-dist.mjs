// Production build check, run by `build` (and by the root `pnpm perf:bundle`): the budgets of
// docs/performance.md (first load, lazy chunk sizes), one lazy chunk per section and no mock
// code (MSW, the mock service worker, demo accounts). The logic lives in scripts/perf/check-bundle.mjs.
import { fileURLToPath } from 'node:url'
import { checkBundle } from '../../../scripts/perf/check-bundle.mjs'

const SECTIONS = [
  'personnel',
  'organization',
  'personal-center',
  'activity',
  'website',
  'nwm-admin',
  'statistical',
  'sms-model',
  'complaint-model',
  'volunteer-card',
  'contest-model',
  'system',
  'shop-api-model',
  'data-handle-model',
  'violation',
  'need-supply',
  'discipline-zone',
]

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
if (checkBundle(dist, { sections: SECTIONS }).length > 0) process.exit(1)

import type { ResourceDef } from './resource-def'
import { activityResources } from './resources-activity'
import { contentResources } from './resources-content'
import { formResources } from './resources-forms'
import { makeupResources } from './resources-makeup'
import { miscResources } from './resources-misc'
import { orgResources } from './resources-org'
import { peopleResources } from './resources-people'
import { serviceResources } from './resources-service'

/** Every resource of the demo's list contract; the order fixes each resource's id range. */
export const RESOURCES: readonly ResourceDef[] = [
  ...peopleResources,
  ...orgResources,
  ...activityResources,
  ...contentResources,
  ...serviceResources,
  ...miscResources,
  ...formResources,
  ...makeupResources,
]

/** First row id; above 2^53 so every list exercises the lossless path. */
export const FIRST_ROW_ID = 1234567890123456789n
/** Ids of resource k are FIRST_ROW_ID + k * ID_SPAN + row index. */
export const ID_SPAN = 1_000_000n

const byName = new Map(
  RESOURCES.map((def, k) => [def.name, { def, base: FIRST_ROW_ID + BigInt(k) * ID_SPAN }]),
)

export const resourceNamed = (name: string) => byName.get(name)

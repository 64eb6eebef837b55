import {
  emptyBasics,
  type MissionBasics,
  type MissionPost,
  type MissionSession,
  type MissionWizardValue,
} from './mission-form'

/** The name of the wizard's draft among the admin's form drafts. */
export const WIZARD_DRAFT_KEY = 'activity/mission_add'

/** The wizard as draft values (form drafts hold flat text). */
export const draftValues = (value: MissionWizardValue): Record<string, string> => ({
  wizard: JSON.stringify(value),
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const keyOf = (value: unknown, i: number, prefix: string) =>
  typeof value === 'string' && /^[A-Za-z0-9]{1,40}$/.test(value) ? value : `${prefix}${i}`

/** The wizard a stored draft holds, read defensively (anything else is no draft). */
export function wizardFromDraft(values: Record<string, unknown>): MissionWizardValue | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text(values.wizard))
  } catch {
    return null
  }
  if (!isObject(parsed) || !isObject(parsed.basics) || !isObject(parsed.details)) return null
  const raw = parsed.basics
  const basics = Object.fromEntries(
    Object.keys(emptyBasics()).map((field) => [field, text(raw[field])]),
  ) as unknown as MissionBasics
  const { posts, sessions, requirements } = parsed.details
  if (!Array.isArray(posts) || !Array.isArray(sessions)) return null
  return {
    basics,
    details: {
      posts: posts.filter(isObject).map(
        (p, i): MissionPost => ({
          key: keyOf(p.key, i, 'p'),
          name: text(p.name),
          count: text(p.count),
          requirement: text(p.requirement),
        }),
      ),
      sessions: sessions.filter(isObject).map(
        (s, i): MissionSession => ({
          key: keyOf(s.key, i, 's'),
          date: text(s.date),
          startTime: text(s.startTime),
          endTime: text(s.endTime),
        }),
      ),
      requirements: text(requirements),
    },
  }
}

import { emptyWizard, type MissionWizardValue } from './mission-form'

type Listener = () => void

/**
 * The wizard's value while the admin moves between its two pages (and other tags): one per admin,
 * in memory. A reload starts empty; the stored draft then offers the last value back.
 */
export function createWizardStore() {
  const values = new Map<string, MissionWizardValue>()
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const fresh = new Map<string, MissionWizardValue>()
  return {
    get(adminId: string): MissionWizardValue {
      const value = values.get(adminId)
      if (value) return value
      // A stable empty value per admin until the first change (useSyncExternalStore needs it).
      let empty = fresh.get(adminId)
      if (!empty) {
        empty = emptyWizard()
        fresh.set(adminId, empty)
      }
      return empty
    },
    /** True once the admin changed something since the last publish or clear. */
    touched: (adminId: string) => values.has(adminId),
    set(adminId: string, value: MissionWizardValue) {
      values.set(adminId, value)
      emit()
    },
    clear(adminId: string) {
      values.delete(adminId)
      fresh.delete(adminId)
      emit()
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The console's one wizard store. */
export const wizardStore = createWizardStore()

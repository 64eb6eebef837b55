import { useSession } from '@gdzyz/auth/react'
import { useCallback, useSyncExternalStore } from 'react'
import type { MissionWizardValue } from './mission-form'
import { wizardStore } from './wizard-store'

/** The signed-in admin's wizard value and how to change it (kept across both step pages). */
export function useWizard() {
  const adminId = String(useSession().profile?.adminId ?? '')
  const value = useSyncExternalStore(wizardStore.subscribe, () => wizardStore.get(adminId))
  const update = useCallback(
    (change: (current: MissionWizardValue) => MissionWizardValue) =>
      wizardStore.set(adminId, change(wizardStore.get(adminId))),
    [adminId],
  )
  const clear = useCallback(() => wizardStore.clear(adminId), [adminId])
  return { adminId, value, update, clear, touched: wizardStore.touched(adminId) }
}

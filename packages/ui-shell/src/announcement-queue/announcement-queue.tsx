import { type ComponentType, lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnnouncementDialogProps } from './announcement-dialog'

/** The dialog once its chunk has arrived. */
let loadedDialog: ComponentType<AnnouncementDialogProps> | null = null
const loadDialog = () =>
  import('./announcement-dialog').then((m) => {
    loadedDialog = m.AnnouncementDialog
    return { default: m.AnnouncementDialog }
  })
const LazyAnnouncementDialog = lazy(loadDialog)

/**
 * Starts loading the dialog's code ahead of the first announcement, e.g. as soon as the list
 * request answers, so the alert does not wait for a chunk when the queue renders it.
 */
export function preloadAnnouncementDialog(): Promise<unknown> {
  return loadDialog()
}

/** The fields the queue needs from an `Announcement` of @gdzyz/api-client. */
export interface QueuedAnnouncement {
  title: string
  content: string
  bottomContent?: string | null
}

export interface AnnouncementQueueProps {
  announcements: readonly QueuedAnnouncement[]
  /** Called after the last announcement is confirmed. */
  onDone?: () => void
}

/** Shows announcements one after another as modal alerts (SPEC section 4). */
export function AnnouncementQueue({ announcements, onDone }: AnnouncementQueueProps) {
  const { t } = useTranslation('shell')
  const [state, setState] = useState({ source: announcements, index: 0 })
  // A new list (e.g. after a route change) restarts the queue.
  const index = state.source === announcements ? state.index : 0
  if (state.source !== announcements) setState({ source: announcements, index: 0 })
  const current = announcements[index]
  if (!current) return null

  const confirm = () => {
    const next = index + 1
    setState({ source: announcements, index: next })
    if (next >= announcements.length) onDone?.()
  }

  // A preloaded dialog renders directly: through `lazy` it would suspend once more, and React
  // holds back a Suspense boundary's content for up to 300 ms after its fallback (measured on
  // the start announcement: shown 350 ms after the page instead of in the same frame).
  const AnnouncementDialog = loadedDialog ?? LazyAnnouncementDialog
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        key={index}
        title={current.title}
        content={current.content}
        confirmLabel={current.bottomContent?.trim() || t('announcement.confirm')}
        position={index + 1}
        total={announcements.length}
        onConfirm={confirm}
      />
    </Suspense>
  )
}

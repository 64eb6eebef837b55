import type { SessionStore } from '@gdzyz/auth'
import { createTagsStore } from '@gdzyz/ui-shell'
import type { LazyQueries } from './lazy-queries'
import { ROUTE_INDEX } from './route-index'
import { resetAnnouncements } from './use-announcements'
import { watchAdminChange } from './user-scope'

const HOME = '/dashboard'
const dashboard = ROUTE_INDEX.get(HOME)?.route

/** The visited-page tags of the signed-in admin (kept in session storage). */
export const tagsStore = createTagsStore({
  homePath: HOME,
  affix: dashboard?.meta ? [{ path: HOME, fullPath: HOME, title: dashboard.meta.title }] : [],
})

/** The sign-in session whose banned notice was shown on the dashboard (one per session). */
let bannedNoticeShownFor: string | null = null

export function takeBannedNotice(token: string): boolean {
  if (bannedNoticeShownFor === token) return false
  bannedNoticeShownFor = token
  return true
}

/**
 * Clears every per-user UI state when the signed-in admin changes (sign-out, another admin):
 * visited tags, cached query data, announcements of the session and the banned notice.
 * Make-up drafts are kept: they are stored per admin and only ever read for their admin.
 * The first profile of a tab that kept no owner keeps this run's announcements: they were
 * asked with the current token (at start, before the profile answered), so asking again would
 * only repeat the request.
 */
export function scopeUserState(session: SessionStore, queries: LazyQueries): () => void {
  return watchAdminChange(session, (reason) => {
    tagsStore.closeAll(HOME)
    queries.clear()
    if (reason !== 'unclaimed') resetAnnouncements()
    bannedNoticeShownFor = null
  })
}

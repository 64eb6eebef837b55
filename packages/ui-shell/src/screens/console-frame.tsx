import { type ReactNode, useMemo, useState } from 'react'
import { AppShell } from '../app-shell/app-shell'
import { createSettingsStore } from '../stores/settings-store'
import { createTagsStore } from '../stores/tags-store'
import { announcementLinks, dashboardTag } from '../test-utils/demo-data'
import { demoRoutes } from '../test-utils/fixtures'

/** The console's frame around a screen story: sidebar, top bar and tags of a signed-in user. */
export function ConsoleFrame({ path, children }: { path: string; children: ReactNode }) {
  const [currentPath, setPath] = useState(path)
  const stores = useMemo(
    () => ({
      settingsStore: createSettingsStore({ storage: null }),
      tagsStore: createTagsStore({ storage: null, affix: [dashboardTag] }),
    }),
    [],
  )
  return (
    <AppShell
      routes={demoRoutes}
      currentPath={currentPath}
      onNavigate={(next) => setPath(next.split('?')[0] ?? next)}
      onLogout={() => undefined}
      helpHref="https://example.org/help"
      announcementLinks={announcementLinks}
      {...stores}
    >
      {children}
    </AppShell>
  )
}

/** The same screen in both languages and at the console's three widths. */
export const SCREEN_VARIANTS = {
  zhCN1440: { globals: { locale: 'zh-CN', viewport: { value: 'console1440', isRotated: false } } },
  zhTW1440: { globals: { locale: 'zh-TW', viewport: { value: 'console1440', isRotated: false } } },
  zhCN992: { globals: { locale: 'zh-CN', viewport: { value: 'console992', isRotated: false } } },
  zhTW390: { globals: { locale: 'zh-TW', viewport: { value: 'console390', isRotated: false } } },
} as const

export type { AppRoute, Locale, LocalizedText, RouteMeta } from './route-types'

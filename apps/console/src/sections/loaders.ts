import type { SectionPages } from './section-page'

/** One lazily loaded module (one chunk) per section, keyed by the section path. */
export const sectionLoaders: Readonly<Record<string, () => Promise<{ pages: SectionPages }>>> = {
  '/personnel': () => import('./personnel'),
  '/organization': () => import('./organization'),
  '/activity': () => import('./activity'),
  '/website': () => import('./website'),
  '/nwm_admin': () => import('./nwm-admin'),
  '/statistical': () => import('./statistical'),
  '/sms_model': () => import('./sms-model'),
  '/complaint_model': () => import('./complaint-model'),
  '/volunteerCard': () => import('./volunteer-card'),
  '/contest_model': () => import('./contest-model'),
  '/system': () => import('./system'),
  '/shop_api_model': () => import('./shop-api-model'),
  '/data_handle_model': () => import('./data-handle-model'),
  '/violation': () => import('./violation'),
  '/need_supply_management': () => import('./need-supply'),
  '/discipline-zone': () => import('./discipline-zone'),
  '/personalCenter': () => import('./personal-center'),
}

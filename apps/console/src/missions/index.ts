import type { PageComponent } from '../sections/section-page'
import { DetailPage } from './detail-page'
import { QrcodePage } from './qrcode-page'

/** The mission pages of /activity that are components, by path segment. */
export const missionPages: Readonly<Record<string, PageComponent>> = {
  mission_detail: DetailPage,
  mission_qrcode: QrcodePage,
}

import type { PageComponent } from '../sections/section-page'
import { DetailPage } from './detail-page'
import { HistoryPage } from './history-page'
import { ModifyPage } from './modify-page'
import { QrcodePage } from './qrcode-page'
import { Step1Page } from './step1-page'
import { Step2Page } from './step2-page'
import { SummaryPage } from './summary-page'

/** The mission pages of /activity that are components, by path segment. */
export const missionPages: Readonly<Record<string, PageComponent>> = {
  mission_add_step1: Step1Page,
  mission_add_step2: Step2Page,
  mission_add_his: HistoryPage,
  mission_detail: DetailPage,
  mission_modify: ModifyPage,
  mission_qrcode: QrcodePage,
  mission_summary: SummaryPage,
}

import { personalCenterForms } from '../forms/descriptors/personal-center'
import { descriptors } from '../lists/descriptors/personal-center'
import { ChangePasswordPage } from '../personal-center/change-password-page'
import { EditMyInfoPage } from '../personal-center/edit-my-info-page'
import type { SectionPages } from './section-page'

/** Pages of /personalCenter. */
export const pages: SectionPages = {
  ...descriptors,
  ...personalCenterForms,
  edit_my_info: EditMyInfoPage,
  change_password: ChangePasswordPage,
}

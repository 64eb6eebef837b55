import { content } from '../lists/column-sets'
import { ChangePasswordPage } from '../personal-center/change-password-page'
import { EditMyInfoPage } from '../personal-center/edit-my-info-page'
import { lists, type SectionPages } from './section-page'

/** Pages of /personalCenter. */
export const pages: SectionPages = {
  ...lists(content, ['my_news']),
  edit_my_info: EditMyInfoPage,
  change_password: ChangePasswordPage,
}

import { announcementSlotRecipe } from './announcement'
import { appShellSlotRecipe } from './app-shell'
import { backToTopRecipe } from './back-to-top'
import { imageUploadSlotRecipe } from './image-upload'
import { listPageSlotRecipe } from './list-page'
import { navbarSlotRecipe } from './navbar'
import { paginationSlotRecipe } from './pagination'
import { sidebarSlotRecipe } from './sidebar'
import { tagsViewSlotRecipe } from './tags-view'

export const shellRecipes = { shellBackToTop: backToTopRecipe }

export const shellSlotRecipes = {
  shellAnnouncement: announcementSlotRecipe,
  shellAppShell: appShellSlotRecipe,
  shellImageUpload: imageUploadSlotRecipe,
  shellListPage: listPageSlotRecipe,
  shellNavbar: navbarSlotRecipe,
  shellPagination: paginationSlotRecipe,
  shellSidebar: sidebarSlotRecipe,
  shellTagsView: tagsViewSlotRecipe,
}

export { Sidebar, type SidebarProps } from './sidebar'

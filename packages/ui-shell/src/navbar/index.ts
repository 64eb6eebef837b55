export { type AnnouncementLink, Navbar, type NavbarProps } from './navbar'

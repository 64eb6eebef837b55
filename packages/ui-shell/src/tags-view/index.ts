export { TagsView, type TagsViewProps } from './tags-view'

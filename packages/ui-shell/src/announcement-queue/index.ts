export {
  AnnouncementQueue,
  type AnnouncementQueueProps,
  preloadAnnouncementDialog,
  type QueuedAnnouncement,
} from './announcement-queue'

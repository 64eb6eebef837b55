export {
  AnnouncementQueue,
  type AnnouncementQueueProps,
  type QueuedAnnouncement,
} from './announcement-queue'

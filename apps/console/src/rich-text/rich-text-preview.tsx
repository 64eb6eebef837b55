import { AnnouncementQueue } from '@gdzyz/ui-shell'
import { useMemo } from 'react'

export interface PreviewContent {
  title: string
  content: string
  /** The confirm button's text (announcements' bottomContent); the shell's default when empty. */
  bottomContent?: string
}

interface RichTextPreviewProps {
  preview: PreviewContent
  onClose: () => void
}

/**
 * The content as readers get it: the shell's announcement dialog itself (its sanitizer, its
 * component and styles), closed with its own confirm button.
 */
export function RichTextPreview({ preview, onClose }: RichTextPreviewProps) {
  const announcements = useMemo(() => [preview], [preview])
  return <AnnouncementQueue announcements={announcements} onDone={onClose} />
}

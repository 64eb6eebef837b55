import { chakra } from '@chakra-ui/react'
import { sanitizeAnnouncementHtml } from '@gdzyz/ui-shell'
import { useMemo } from 'react'
import { useContentStyles } from './content-styles'

/** Content HTML from the server as readers see it: the shell's sanitizer and content styles. */
export function SanitizedContent({ html }: { html: unknown }) {
  const styles = useContentStyles()
  const clean = useMemo(
    () => sanitizeAnnouncementHtml(typeof html === 'string' ? html : ''),
    [html],
  )
  return (
    <chakra.div
      className="shell-announcement"
      css={styles}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the shell's allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}

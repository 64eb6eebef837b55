import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useFormDraft } from '../forms/use-form-draft'
import { useUnsavedGuard } from '../forms/use-unsaved-guard'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'
import { useWizard } from './use-wizard'
import { draftValues, WIZARD_DRAFT_KEY, wizardFromDraft } from './wizard-draft'
import { wizardStore } from './wizard-store'

/**
 * The wizard's draft (saved on every change, per admin, offered back after a reload) and its
 * unsaved guard (leaving asks 有未保存的修改，确定离开？ until it is published).
 */
export function useWizardDraft() {
  const wizard = useWizard()
  const { value, touched, adminId } = wizard
  const draft = useFormDraft(WIZARD_DRAFT_KEY)
  const guard = useUnsavedGuard(touched)
  const { save } = draft
  useEffect(() => {
    if (touched) save(draftValues(value))
  }, [value, touched, save])
  const offer = !touched && draft.offer ? draft.offer : null
  const restore = () => {
    const restored = offer ? wizardFromDraft(offer.values) : null
    if (restored) wizardStore.set(adminId, restored)
    draft.dismiss()
  }
  return {
    ...wizard,
    offer,
    restore,
    discard: draft.clear,
    prompt: guard.prompt,
    /** Lets the next navigation through (to the other step). */
    release: guard.release,
    /** After publishing: no draft, no question. */
    finish: () => {
      guard.release()
      draft.clear()
    },
  }
}

/** 发现…草稿 with 恢复草稿 / 丢弃草稿. */
export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
  message,
}: {
  savedAt: number
  onRestore: () => void
  onDiscard: () => void
  /** The sentence with {{time}} (default: the 活动发布 draft's). */
  message?: string
}) {
  const text = useMissionText()
  return (
    <Box role="status" bg="brand.subtle" borderRadius="md" p="3" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontSize="sm">
          {fill(message ?? text.wizard.draftFound, {
            time: new Date(savedAt).toLocaleString('zh-CN', { hourCycle: 'h23' }),
          })}
        </Text>
        <Button size="xs" colorPalette="brand" onClick={onRestore}>
          {text.wizard.restore}
        </Button>
        <Button size="xs" variant="outline" onClick={onDiscard}>
          {text.wizard.discard}
        </Button>
      </Flex>
    </Box>
  )
}

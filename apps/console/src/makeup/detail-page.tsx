import { Text } from '@chakra-ui/react'
import { useSession } from '@gdzyz/auth/react'
import type { ComponentProps } from 'react'
import type { DraftStorage } from './draft-store'
import { MaterialForm } from './material-form'
import { fill, useMakeupText } from './messages'
import { PageFrame, Problem } from './page-frame'
import { makeupHref, useMakeupParams } from './params'
import { hasMaterial } from './save-payload'
import type { MakeupPair } from './types'
import { useDraft } from './use-draft'

type FormSeams = Pick<ComponentProps<typeof MaterialForm>, 'encode' | 'readImage'>

interface MaterialDraftProps extends FormSeams {
  adminId: string
  pair: MakeupPair
  storage?: DraftStorage
}

/** The material form bound to the pair's local draft (stored on every edit, like batches). */
export function MaterialDraft({ adminId, pair, storage, ...seams }: MaterialDraftProps) {
  const text = useMakeupText()
  const draft = useDraft(adminId, pair, storage)
  return (
    <>
      <MaterialForm
        material={draft.material}
        onChange={draft.editMaterial}
        text={text}
        {...seams}
      />
      <Text
        role="status"
        fontSize="sm"
        mt="4"
        color={draft.storedAt === null ? 'red.600' : 'fg.muted'}
      >
        {draft.storedAt === null
          ? text.draftNotSaved
          : hasMaterial(draft.material)
            ? fill(text.draftSaved, {
                time: new Date(draft.storedAt).toLocaleTimeString('zh-CN', { hourCycle: 'h23' }),
              })
            : null}
      </Text>
    </>
  )
}

/** 提交补录材料 (supplement_detail): supporting material for one (missionId, timesInfoId) pair. */
export function DetailPage({ title }: { title: string }) {
  const text = useMakeupText()
  const { kind, missionId, timesInfoId } = useMakeupParams()
  const adminId = String(useSession().profile?.adminId ?? '')
  const back =
    kind && missionId && timesInfoId
      ? {
          to: makeupHref('supplement_attr', { kind, missionId, timesInfoId }),
          label: text.material.backToBatches,
        }
      : undefined
  return (
    <PageFrame title={title} back={back}>
      {!kind || !missionId || !timesInfoId || !adminId ? (
        <Problem>{text.missingParams}</Problem>
      ) : (
        <MaterialDraft
          key={`${adminId}:${missionId}:${timesInfoId}`}
          adminId={adminId}
          pair={{ missionId, timesInfoId }}
        />
      )}
    </PageFrame>
  )
}

import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { BatchCard } from './batch-card'
import { addBatch, removeBatch, removeRecord, updateBatch, updateRecord } from './batch-ops'
import type { DraftStorage } from './draft-store'
import { issueLookup, shownIssueCount } from './issue-lookup'
import type { MakeupMission, MakeupSession } from './makeup-api'
import { materialMessage } from './material-form'
import { codePointLength, validateMaterial } from './material-rules'
import { fill, useMakeupText } from './messages'
import { validateBatches } from './rules'
import { hasMaterial } from './save-payload'
import type { MakeupKind, MakeupPair } from './types'
import { useDraft } from './use-draft'
import { useMakeupSave } from './use-makeup-save'

export interface MakeupEditorProps {
  kind: MakeupKind
  pair: MakeupPair
  adminId: string
  mission: MakeupMission
  session: MakeupSession | undefined
  /** Link to the participant list for a batch. */
  addHref: (batchId: string) => string
  /** Link to the supporting-material step (supplement_detail). */
  materialHref: string
  onSaved: () => void
  storage?: DraftStorage
}

/** The batches of one mission session: edited locally, checked live, saved once. */
export function MakeupEditor(props: MakeupEditorProps) {
  const text = useMakeupText()
  const { kind, pair, mission } = props
  const draft = useDraft(props.adminId, pair, props.storage)
  const { batches, edit, material } = draft
  const { state, save } = useMakeupSave(kind, pair, batches, material, () => {
    draft.discard()
    notifySuccess(text.submitted)
    props.onSaved()
  })
  const [attempted, setAttempted] = useState(false)

  const issues = useMemo(() => validateBatches(batches, mission), [batches, mission])
  const lookup = useMemo(
    () => issueLookup(issues, text, mission, (id) => batches.findIndex((b) => b.id === id) + 1),
    [issues, text, mission, batches],
  )
  const recordCount = batches.reduce((sum, batch) => sum + batch.records.length, 0)
  const attached = hasMaterial(material)
  const materialIssue = attached ? validateMaterial(material) : null

  const onSave = () => {
    setAttempted(true)
    if (issues.length > 0 || recordCount === 0 || materialIssue) return
    save()
  }

  const defaults = {
    date: props.session?.date ?? mission.startDate,
    start: props.session?.startTime ?? '',
    end: props.session?.endTime ?? '',
  }

  return (
    <Box>
      {batches.length === 0 ? (
        <Text color="fg.muted" mb="4">
          {text.noBatches}
        </Text>
      ) : null}
      {batches.map((batch, index) => (
        <BatchCard
          key={batch.id}
          number={index + 1}
          batch={batch}
          issues={lookup}
          text={text}
          addHref={props.addHref(batch.id)}
          onChange={(patch) => edit((all) => updateBatch(all, batch.id, patch))}
          onRemove={() => edit((all) => removeBatch(all, batch.id))}
          onRecordChange={(recordId, patch) =>
            edit((all) => updateRecord(all, batch.id, recordId, patch))
          }
          onRecordRemove={(recordId) => edit((all) => removeRecord(all, batch.id, recordId))}
        />
      ))}
      <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="makeup-material-summary">
        <Button asChild size="sm" variant="outline">
          <Link to={props.materialHref}>{text.material.link}</Link>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {attached
            ? fill(text.material.summary, {
                count: codePointLength(material.description.trim()),
                images: material.images.length,
              })
            : text.material.none}
        </Text>
      </Flex>
      <Flex gap="3" wrap="wrap" align="center" mt="2">
        <Button variant="outline" onClick={() => edit((all) => addBatch(all, defaults))}>
          {text.addBatch}
        </Button>
        <Button onClick={onSave} loading={state.type === 'saving'} loadingText={text.saving}>
          {text.save}
        </Button>
        <Text role="status" fontSize="sm" color={draft.storedAt === null ? 'red.600' : 'fg.muted'}>
          {draft.storedAt === null
            ? text.draftNotSaved
            : batches.length > 0
              ? fill(text.draftSaved, {
                  time: new Date(draft.storedAt).toLocaleTimeString('zh-CN', { hourCycle: 'h23' }),
                })
              : null}
        </Text>
      </Flex>
      {attempted && issues.length > 0 ? (
        <Text role="alert" color="red.600" mt="3">
          {fill(text.fixFirst, { count: shownIssueCount(issues) })}
        </Text>
      ) : null}
      {attempted && issues.length === 0 && recordCount === 0 ? (
        <Text role="alert" color="red.600" mt="3">
          {text.empty}
        </Text>
      ) : null}
      {attempted && materialIssue ? (
        <Text role="alert" color="red.600" mt="3">
          {fill(text.material.fixFirst, {
            message: materialMessage(materialIssue, material, text),
          })}
        </Text>
      ) : null}
      {state.type === 'failed' ? (
        <Text role="alert" color="red.600" mt="3">
          {fill(text.saveFailed, { message: state.message })}
        </Text>
      ) : null}
    </Box>
  )
}

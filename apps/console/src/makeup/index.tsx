import type { ComponentType } from 'react'
import { useMemo } from 'react'
import { useApi } from '../app/api-context'
import { AddVolunteersPage } from './add-volunteers-page'
import { DetailPage } from './detail-page'
import { EditorPage } from './editor-page'
import { MakeupApiContext } from './makeup-api'
import { makeupApiFromClient } from './makeup-api-client'
import { MissionListPage } from './mission-list-page'
import { SelectTimePage } from './select-time-page'
import { SubmittedListPage } from './submitted-list-page'

interface PageProps {
  resource: string
  title: string
}

function withMakeupApi(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function MakeupPage(props: PageProps) {
    const client = useApi()
    const api = useMemo(() => makeupApiFromClient(client), [client])
    return (
      <MakeupApiContext value={api}>
        <Page {...props} />
      </MakeupApiContext>
    )
  }
}

const RealtimeMissions = (props: PageProps) => <MissionListPage kind="realtime" {...props} />
const HistoryMissions = (props: PageProps) => <MissionListPage kind="his" {...props} />

/** The make-up attendance pages under /activity, by path segment. */
export const makeupPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  mission_active_realtime: withMakeupApi(RealtimeMissions),
  mission_active_his: withMakeupApi(HistoryMissions),
  select_supplement_time: withMakeupApi(SelectTimePage),
  supplement_attr: withMakeupApi(EditorPage),
  supplement_add: withMakeupApi(AddVolunteersPage),
  supplement_detail: withMakeupApi(DetailPage),
  supplement_list: withMakeupApi(SubmittedListPage),
}

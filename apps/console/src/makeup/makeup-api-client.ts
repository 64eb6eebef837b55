import {
  type ApiClient,
  getMakeupMission,
  getMissionParticipants,
  getSubmittedMakeups,
  saveMakeupTime,
} from '@gdzyz/api-client'
import type { MakeupApi } from './makeup-api'

/** Binds the make-up screens' port to the api-client operations. */
export function makeupApiFromClient(client: ApiClient): MakeupApi {
  return {
    getMission: (kind, missionId) => getMakeupMission(client, kind, missionId),
    listParticipants: (missionId, query) => getMissionParticipants(client, missionId, query),
    save: (kind, body) => saveMakeupTime(client, kind, body),
    listSubmitted: (kind, query) => getSubmittedMakeups(client, kind, query),
  }
}

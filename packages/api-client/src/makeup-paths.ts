/**
 * The make-up-time saves of SPEC section 8 (assumed paths): envelope-exempt, answered raw. A
 * module of its own so that the client's exempt list does not pull the make-up operations into
 * every bundle that creates a client.
 */
export const MAKEUP_SAVE_PATHS = {
  realtime: '/v2/api/gdzyz/manage/pc/missionMakeup/realtime/saveMakeupTime',
  his: '/v2/api/gdzyz/manage/pc/missionMakeup/his/saveMakeupTime',
} as const

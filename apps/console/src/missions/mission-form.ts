/** The fields of 活动发布 step 1 (basic information), as typed: everything is text until sent. */
export interface MissionBasics {
  title: string
  missionType: string
  districtId: string
  address: string
  startDate: string
  endDate: string
  startTime: string
  endTime: string
  recruitCount: string
  contactName: string
  mobile: string
  email: string
  description: string
}

/** One post (岗位) of step 2: how many volunteers it needs and what they must bring. */
export interface MissionPost {
  key: string
  name: string
  count: string
  requirement: string
}

/** One service session (服务时段) of step 2. */
export interface MissionSession {
  key: string
  date: string
  startTime: string
  endTime: string
}

export interface MissionDetails {
  posts: MissionPost[]
  sessions: MissionSession[]
  requirements: string
}

/** Both steps of the wizard. */
export interface MissionWizardValue {
  basics: MissionBasics
  details: MissionDetails
}

/** The service categories a mission is published under. */
export const MISSION_TYPES = [
  '社区服务',
  '应急救援',
  '大型赛会',
  '环境保护',
  '文明交通',
  '关爱帮扶',
  '文化宣传',
  '卫生健康',
  '教育助学',
  '助残服务',
] as const

export const LIMITS = {
  title: 50,
  address: 100,
  description: 1000,
  recruitMax: 10000,
  postName: 20,
  postRequirement: 200,
  requirements: 500,
  posts: 10,
  sessions: 20,
} as const

export const emptyBasics = (): MissionBasics => ({
  title: '',
  missionType: '',
  districtId: '',
  address: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  recruitCount: '',
  contactName: '',
  mobile: '',
  email: '',
  description: '',
})

let keys = 0
const nextKey = () => `k${Date.now().toString(36)}${(keys++).toString(36)}`

export const emptyPost = (): MissionPost => ({
  key: nextKey(),
  name: '',
  count: '',
  requirement: '',
})

export const emptySession = (): MissionSession => ({
  key: nextKey(),
  date: '',
  startTime: '',
  endTime: '',
})

export const emptyDetails = (): MissionDetails => ({
  posts: [emptyPost()],
  sessions: [emptySession()],
  requirements: '',
})

export const emptyWizard = (): MissionWizardValue => ({
  basics: emptyBasics(),
  details: emptyDetails(),
})

/** What 发布 sends (numbers as numbers, optional text left out when empty). */
export function publishBody(value: MissionWizardValue): Record<string, unknown> {
  const { basics, details } = value
  const trimmed = Object.fromEntries(
    Object.entries(basics).map(([field, text]) => [field, text.trim()]),
  ) as unknown as MissionBasics
  const { email, recruitCount, ...rest } = trimmed
  return {
    ...rest,
    ...(email ? { email } : {}),
    recruitCount: Number(recruitCount),
    requirements: details.requirements.trim(),
    posts: details.posts.map((post) => ({
      name: post.name.trim(),
      count: Number(post.count),
      requirement: post.requirement.trim(),
    })),
    sessions: details.sessions.map((session) => ({
      date: session.date,
      startTime: session.startTime,
      endTime: session.endTime,
    })),
  }
}

import { createApiClient } from '@gdzyz/api-client'
import { authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'

export const session = createSessionStore()
const client = createApiClient({ getToken: () => session.getState().token })
export const auth = createAuth({ api: authApiFromClient(client), session })

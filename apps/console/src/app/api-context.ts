import type { ApiClient } from '@gdzyz/api-client'
import { createContext, useContext } from 'react'

export const ApiContext = createContext<ApiClient | null>(null)

/** The app's API client (provided once in main.tsx). */
export function useApi(): ApiClient {
  const client = useContext(ApiContext)
  if (!client) throw new Error('useApi must be used inside <ApiContext value={client}>')
  return client
}

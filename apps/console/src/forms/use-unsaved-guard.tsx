import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker } from 'react-router'
import { setLeaveQuestion } from '../app/leave-guard'
import { UnsavedDialog } from './unsaved-dialog'

export interface UnsavedGuard {
  /** The 有未保存的修改，确定离开？ dialog when a question is open (render it). */
  prompt: ReactNode
  /** Lets the next navigation through without asking (after a successful save). */
  release: () => void
}

/**
 * While `dirty`, leaving asks 有未保存的修改，确定离开？ (离开 / 取消): another route (react-router
 * blocker), closing or reloading the page's tag and signing out (the shell asks the question
 * registered in app/leave-guard), closing or reloading the browser tab (beforeunload).
 */
export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  const released = useRef(false)
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null)
  const guarding = dirty && !released.current

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) released.current = false
  }, [dirty])

  useEffect(() => {
    if (!guarding) return undefined
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    const unregister = setLeaveQuestion(
      () =>
        new Promise<boolean>((resolve) => {
          if (released.current) return resolve(true)
          setQuestion(() => (leave: boolean) => {
            if (leave) released.current = true
            setQuestion(null)
            resolve(leave)
          })
        }),
    )
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      unregister()
    }
  }, [guarding])

  const release = useCallback(() => {
    released.current = true
  }, [])

  let prompt: ReactNode = null
  if (blocker.state === 'blocked') {
    prompt = (
      <UnsavedDialog
        onLeave={() => {
          released.current = true
          blocker.proceed()
        }}
        onStay={() => blocker.reset()}
      />
    )
  } else if (question) {
    prompt = <UnsavedDialog onLeave={() => question(true)} onStay={() => question(false)} />
  }
  return { prompt, release }
}

import { useEffect, useRef, useState } from 'react'
import type { CardParser } from './card-parser'
import { MAX_FILE_BYTES, type ParseOutcome, type ParseProgress } from './parse-file'
import type { Validated } from './validate-rows'

export type CheckState =
  | { type: 'idle' }
  | { type: 'reading'; file: string; progress: ParseProgress }
  | { type: 'cancelled' }
  | { type: 'refused'; file: string; outcome: Extract<ParseOutcome, { ok: false }> }
  | { type: 'failed'; message: string }
  | { type: 'checked'; file: string; result: Validated }

/** Checks one file at a time with `parser`; a newer file or 取消 drops the running check. */
export function useCardCheck(parser: CardParser) {
  const [state, setState] = useState<CheckState>({ type: 'idle' })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const check = async (file: File) => {
    running.current?.abort()
    if (file.size > MAX_FILE_BYTES) {
      setState({ type: 'refused', file: file.name, outcome: { ok: false, reason: 'tooLarge' } })
      return
    }
    const controller = new AbortController()
    running.current = controller
    setState({ type: 'reading', file: file.name, progress: { phase: 'reading' } })
    try {
      const outcome = await parser(
        file,
        (progress) => {
          if (!controller.signal.aborted) setState({ type: 'reading', file: file.name, progress })
        },
        controller.signal,
      )
      if (controller.signal.aborted) return
      setState(
        outcome.ok
          ? { type: 'checked', file: file.name, result: outcome.result }
          : { type: 'refused', file: file.name, outcome },
      )
    } catch (error) {
      if (controller.signal.aborted) return
      setState({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
    } finally {
      if (running.current === controller) running.current = null
    }
  }

  const cancel = () => {
    running.current?.abort()
    running.current = null
    setState({ type: 'cancelled' })
  }

  return { state, check, cancel, reset: () => setState({ type: 'idle' }) }
}

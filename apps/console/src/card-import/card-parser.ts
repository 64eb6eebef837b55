import type { ParseOutcome, ParseProgress } from './parse-file'

/** Reads and checks a file off the main thread; rejects with an AbortError when cancelled. */
export type CardParser = (
  file: File,
  onProgress: (progress: ParseProgress) => void,
  signal: AbortSignal,
) => Promise<ParseOutcome>

export type WorkerReply =
  | { type: 'progress'; progress: ParseProgress }
  | { type: 'done'; outcome: ParseOutcome }
  | { type: 'failed'; message: string }

const aborted = () => new DOMException('The import check was cancelled', 'AbortError')

/**
 * Parses in a dedicated Web Worker, one per file: cancelling terminates the worker, so a
 * 50,000-row check stops at once and the page never waits on it.
 */
export const workerParser: CardParser = (file, onProgress, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted())
      return
    }
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      type: 'module',
      name: 'card-import',
    })
    const stop = () => {
      worker.terminate()
      reject(aborted())
    }
    signal.addEventListener('abort', stop, { once: true })
    const finish = () => {
      signal.removeEventListener('abort', stop)
      worker.terminate()
    }
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data
      if (reply.type === 'progress') onProgress(reply.progress)
      else {
        finish()
        if (reply.type === 'done') resolve(reply.outcome)
        else reject(new Error(reply.message))
      }
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(event.message || 'worker failed'))
    }
    worker.postMessage(file)
  })

import type { WorkerReply } from './card-parser'
import { parseCardFile } from './parse-file'

interface WorkerScope {
  onmessage: ((event: MessageEvent<File>) => void) | null
  postMessage(reply: WorkerReply): void
}

const scope = globalThis as unknown as WorkerScope

// One file per worker: read it here so neither reading nor checking runs on the page's thread.
scope.onmessage = async (event) => {
  const file = event.data
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const outcome = parseCardFile(bytes, file.name, (progress) =>
      scope.postMessage({ type: 'progress', progress }),
    )
    scope.postMessage({ type: 'done', outcome })
  } catch (error) {
    scope.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Asks whether the current page may be left; resolves true to leave. */
export type LeaveQuestion = () => Promise<boolean>

const questions = new Set<LeaveQuestion>()

/**
 * Registers the question a page with unsaved changes asks before the shell closes or reloads
 * its tag or signs out. Returns the unregister function.
 */
export function setLeaveQuestion(ask: LeaveQuestion): () => void {
  questions.add(ask)
  return () => {
    questions.delete(ask)
  }
}

/** True when no page objects to being left (every registered question answered 离开). */
export async function confirmLeave(): Promise<boolean> {
  for (const ask of [...questions]) if (!(await ask())) return false
  return true
}

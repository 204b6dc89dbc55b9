/**
 * Resolves in a task of its own: work after it does not lengthen the task before, so a phone can
 * paint and answer a tap between the steps of starting the app (docs/decisions/0058).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into an empty box as a paste does: one input event instead of one a key. Typing key
 * by key re-renders the page for every character, which made long values most of some tests' time
 * (seconds each under CI load). Tests about what happens *as* someone types keep `user.type`.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

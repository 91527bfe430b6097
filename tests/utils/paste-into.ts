import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text in a field as a paste: a click, then one input event. Typing key by key renders the whole form once per
 * character, most of a form test's time; tests about keystrokes type instead.
 */
export async function pasteInto(user: UserEvent, field: Element, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

import type { Locator } from '@playwright/test';
import { chatText } from '@site/shared/testing/chatText';
import { expect } from './fixtures';

/**
 * The text a chat link opens the company's WhatsApp chat with (`''` when it has none); it throws
 * when the link goes anywhere else. For a URL the test already has (a popup's `url()`, a routed
 * request), call `chatText` from `@site/shared/testing/chatText` directly.
 */
export async function chatTextOf(link: Locator): Promise<string> {
  return chatText((await link.getAttribute('href')) ?? '');
}

/** The same, after checking that the link opens the chat in a new tab, as a chat link must. */
export async function newTabChatTextOf(link: Locator): Promise<string> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return chatTextOf(link);
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatText } from '../../testing/chatText';
import { renderWithSite } from '../../testing/renderWithSite';
import { ChatLink } from '../links/ChatLink';

describe('ChatLink', () => {
  it('opens the chat in a new tab with the message prefilled', async () => {
    await renderWithSite(<ChatLink message="Salam! Qiymət təklifi">Write to us</ChatLink>, {
      language: 'az',
    });
    const link = screen.getByRole('link', { name: /Write to us/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(link)).toBe('Salam! Qiymət təklifi');
  });
});

import { screen } from '@testing-library/react';

/** The card (its list item) whose heading reads `name`. */
export const cardOf = (name: string): HTMLElement =>
  screen.getByRole('heading', { name }).closest('li')!;

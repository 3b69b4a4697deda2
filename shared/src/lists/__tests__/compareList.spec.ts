import { afterEach, describe, expect, it } from 'vitest';
import { addToCompare, clearCompare, compareList, removeFromCompare } from '../compareList';
import { forgetStoredLists } from '../../testing/storedLists';

afterEach(forgetStoredLists);

describe('the comparison tray', () => {
  it('holds up to four machines in the order they were added', () => {
    for (const id of ['single-platform', 'exchange-platform', 'large-format', '2-chuck-tube']) {
      expect(addToCompare(id)).toBe(true);
    }
    expect(addToCompare('3-chuck-tube')).toBe(false);
    expect(addToCompare('large-format')).toBe(true);
    expect(compareList.read()).toEqual([
      'single-platform',
      'exchange-platform',
      'large-format',
      '2-chuck-tube',
    ]);
  });

  it('removes one machine or empties the tray', () => {
    addToCompare('single-platform');
    addToCompare('exchange-platform');
    removeFromCompare('single-platform');
    expect(compareList.read()).toEqual(['exchange-platform']);
    clearCompare();
    expect(compareList.read()).toEqual([]);
  });

  it('drops ids that are not machine ids', () => {
    localStorage.setItem(
      'site.compare',
      JSON.stringify({ version: 1, items: ['single-platform', '<b>', 7] }),
    );
    expect(compareList.read()).toEqual(['single-platform']);
  });
});

import { useState } from 'react';

/** Whether the visitor folded the comparison tray away, kept across pages and visits. */
const key = 'site.compareTray';

function readFolded(): boolean {
  try {
    return window.localStorage.getItem(key) === 'folded';
  } catch {
    return false; // Storage blocked: the tray starts unfolded.
  }
}

/** The tray's folded state and a setter that remembers it (for this visit when storage is blocked). */
export function useTrayFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(readFolded);
  const remember = (next: boolean) => {
    setFolded(next);
    try {
      if (next) window.localStorage.setItem(key, 'folded');
      else window.localStorage.removeItem(key);
    } catch {
      // Blocked or full: folded until the page is left.
    }
  };
  return [folded, remember];
}

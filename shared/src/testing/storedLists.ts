/** Empties what the quote and comparison lists keep (storage and the in-memory copy) between tests. */
export function forgetStoredLists(): void {
  localStorage.clear();
  delete window.__siteListsInMemory;
}

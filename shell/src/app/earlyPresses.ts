/**
 * A prerendered page shows its buttons (language, menu, gallery) before the client has taken
 * over, and a press then would do nothing. The last button pressed meanwhile is kept and pressed
 * again as soon as React has adopted the page (`<html data-render>`), so an early tap is not lost.
 * Links need no help: before the client starts they work as plain links.
 */
export function keepEarlyPresses(): void {
  let last: HTMLButtonElement | undefined;
  const onPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) last = button;
  };
  document.addEventListener('click', onPress, true);

  const observer = new MutationObserver(() => {
    if (!document.documentElement.dataset.render) return;
    observer.disconnect();
    document.removeEventListener('click', onPress, true);
    // After React's own commit work, so the button has its handlers.
    setTimeout(() => {
      if (last?.isConnected) last.click();
    }, 0);
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-render'],
  });
}

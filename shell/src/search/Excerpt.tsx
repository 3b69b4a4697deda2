import { Fragment, useMemo } from 'react';

/**
 * Pagefind's excerpt as text with the matched words marked. It is read with the browser's HTML
 * parser into text nodes and `<mark>` elements, never put into the page as HTML.
 */
export function Excerpt({ html }: { html: string }) {
  const parts = useMemo(() => {
    const body = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body;
    return [...(body.firstElementChild?.childNodes ?? [])].map((node) => ({
      marked: node.nodeName === 'MARK',
      text: node.textContent ?? '',
    }));
  }, [html]);
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

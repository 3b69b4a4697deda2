// @ts-check
/**
 * CSS features the site uses although a supported browser lacks them, each because the page
 * reads and works the same without it (caniuse feature ids, as doiuse names them). Anything
 * else a stylesheet uses must be in every supported browser.
 */
export const cssAllowed = {
  'css3-cursors': 'a pointer shape; phones have no pointer to shape',
  'css3-cursors-newer': 'zoom-in on an enlargeable photo; phones have no pointer to shape',
  'css-resize': 'a text field the visitor may resize; where not, it keeps its size',
  'css-marker-pseudo': 'list-marker colour; Safari keeps the text colour',
  'css-display-contents':
    "a wrapper that lays out its children; the partial note is old engines' accessibility, fixed in the supported versions",
  'css-touch-action': 'swipe handling in the lightbox; desktop Safari has no touch screen',
  'css-paged-media': 'page margins of the printed comparison; Safari prints with its own',
  multicolumn: 'column breaks in the printed comparison; partial support only moves a break',
};

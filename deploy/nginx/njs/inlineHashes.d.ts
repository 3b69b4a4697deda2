/** What nginx's module reads of a request (njs's request object, in part). */
interface NjsRequest {
  variables: { site_shell?: string };
}

/** The types of inlineHashes.js, which njs runs and the type check leaves out. */
declare const inlineHashes: {
  scripts(r: NjsRequest): string;
  styles(r: NjsRequest): string;
};
export default inlineHashes;

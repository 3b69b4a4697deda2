/** What nginx's module reads of a request (njs's request object, in part). */
interface NjsRequest {
  variables: { cookie_lang?: string };
  headersIn: Record<string, string | undefined>;
}

/** The types of language.js, which njs runs and the type check leaves out. */
declare const language: { visitorLanguage(r: NjsRequest): string };
export default language;

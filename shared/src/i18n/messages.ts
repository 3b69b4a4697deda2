export interface Messages {
  [key: string]: string | Messages;
}

/** Messages by namespace, as one app brings them for one language. */
export type MessageBundles = Record<string, Messages>;

/** One entry of the reply-code catalogue (codes.ts gathers every domain's). */
export interface ReplyCodeEntry {
  code: number;
  /** HTTP status the code travels with. */
  status: number;
  /** Message key (in every language's `messages/<lang>/<domain>.json`). */
  key: string;
}

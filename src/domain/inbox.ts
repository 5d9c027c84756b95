// What shoppers send the store through its forms (custom-size requests, contact messages) and how staff work through
// them in the console: new until someone takes one up, in progress while it is being answered, done once nothing is
// left to do. A reply by mail takes a new one up; staff close it themselves.

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What the console reads for a status. */
export const INBOX_STATUS_WORDS: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

/** The console's lists: those still open (new and in progress, the default), one status, or all of them. */
export const INBOX_FILTERS = ['open', ...INBOX_STATUSES, 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The statuses a filter shows; undefined: every one. */
export function statusesShown(filter: InboxFilter): readonly InboxStatus[] | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'open') return ['new', 'in_progress'];
  return [filter];
}

/** A reply takes a new item up; one already in progress or done keeps its status. */
export const statusAfterReply = (status: InboxStatus): InboxStatus => (status === 'new' ? 'in_progress' : status);

/** A reply's length: as long as the longest message a shopper may send. */
export const REPLY_MAX = 3000;
export const REPLY_REQUIRED = 'Write your reply before sending it.';
export const REPLY_TOO_LONG = `Your reply must be at most ${REPLY_MAX} characters.`;

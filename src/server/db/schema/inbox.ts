import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns.ts';
import { contactMessages, customRequests } from './shopping.ts';

/**
 * The replies staff mail from the console to a custom request or a contact message (exactly one of the two), oldest
 * first under it. Each is mailed by the notifications queue (`inbox.replied`, recorded in the same transaction); the
 * row keeps what was sent, to whom and by whom. It goes when its request or message goes (retention, erasure).
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: rowId(),
    customRequestId: text('custom_request_id').references(() => customRequests.id, { onDelete: 'cascade' }),
    contactMessageId: text('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The address it was mailed to: the message's, or the account's e-mail at the time. */
    sentTo: text('sent_to').notNull(),
    /** The staff member's e-mail ("automation" for ADMIN_TOKEN) and name, as the audit log names them. */
    author: text('author').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_replies_custom_request_idx').on(t.customRequestId),
    index('inbox_replies_contact_message_idx').on(t.contactMessageId),
    check('inbox_replies_one_item_check', sql`num_nonnulls(custom_request_id, contact_message_id) = 1`),
    check('inbox_replies_text_check', sql`char_length(text) between 1 and 3000`),
  ],
);

import { eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { chatBlocks, chatReports } from '../../db/schema';

/**
 * What chat forgets of a deleted account (db/player-tables.ts DELETION_EXCEPTIONS): its
 * blocks both ways go, and reports of its messages keep their copied text but not its
 * id. Its messages are its own rows, deleted by the account deletion's owned-table loop.
 * For the `account.deleted` event, in its transaction.
 */
export async function forgetChatOfDeleted(tx: Tx, { userId }: { userId: string }) {
  await tx
    .delete(chatBlocks)
    .where(or(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, userId)));
  await tx.update(chatReports).set({ authorId: null }).where(eq(chatReports.authorId, userId));
}

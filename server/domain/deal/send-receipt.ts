import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { canSendReceipt, RECEIPT_MAX_BYTES, type OfflinePayMethod } from '../../../common/deal-rules';
import type { Db } from '../../db/client';
import { deal, dealHistory } from '../../db/schema/deal';
import type { FileStore } from '../../integrations/storage/file-store';
import { AppError } from '../app-error';
import { cleanFileName } from '../chat/upload-chat-file';
import { sniffUpload } from '../chat/sniff-upload';
import { offeredMethods, type PaySettings } from './pay-instructions';

/** Receipts live in their own folder, never served under /uploads (server/http/app.ts refuses it). */
export const RECEIPT_FOLDER = 'receipts';

/**
 * Checks a receipt by its content (a JPEG, PNG or WebP photo, re-encoded upright without its
 * metadata, or a PDF) and stores it privately. Anything else: RECEIPT_UNSUPPORTED; too big: UPLOAD_TOO_LARGE.
 */
async function storeReceipt(files: FileStore, bytes: Buffer, rawName: string) {
  if (bytes.length > RECEIPT_MAX_BYTES) throw new AppError('UPLOAD_TOO_LARGE', { maxBytes: RECEIPT_MAX_BYTES });
  const sniffed = sniffUpload(bytes, rawName);
  const ok = sniffed && (sniffed.mime === 'application/pdf' || ['image/jpeg', 'image/png', 'image/webp'].includes(sniffed.mime));
  if (!ok) throw new AppError('RECEIPT_UNSUPPORTED');
  let body = bytes;
  if (sniffed.kind === 'IMAGE') {
    body = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .toFormat(sniffed.ext === 'jpg' ? 'jpeg' : (sniffed.ext as 'png' | 'webp'))
      .toBuffer()
      .catch(() => {
        throw new AppError('RECEIPT_UNSUPPORTED');
      });
  }
  const url = await files.put(RECEIPT_FOLDER, sniffed.ext, body);
  return { url, mime: sniffed.mime, name: cleanFileName(rawName, sniffed.ext) };
}

/**
 * A member sends the receipt of their payment for one of their deals (another's: NOT_FOUND) while it
 * awaits one (CREATED, or REJECT to resubmit; else DEAL_NO_RECEIPT_NOW), by a method the clinic
 * offers (DEAL_METHOD_NOT_OFFERED): the deal goes to WAIT (under review) and the seat stays held
 * until staff decide. Earlier receipts stay in the timeline. A refusal stores nothing.
 */
export async function sendReceipt(db: Db, files: FileStore, settings: PaySettings, memberId: string, dealId: number, input: { method: OfflinePayMethod; name: string; bytes: Buffer }, now: Date) {
  if (!offeredMethods(settings).includes(input.method)) throw new AppError('DEAL_METHOD_NOT_OFFERED', { method: input.method });
  const [own] = await db.select({ state: deal.state }).from(deal).where(and(eq(deal.id, dealId), eq(deal.memberId, memberId)));
  if (!own) throw new AppError('NOT_FOUND', { resource: 'deal', id: dealId });
  if (!canSendReceipt(own.state)) throw new AppError('DEAL_NO_RECEIPT_NOW', { state: own.state });
  const receipt = await storeReceipt(files, input.bytes, input.name);
  try {
    return await db.transaction(async (tx) => {
      const [d] = await tx.select().from(deal).where(eq(deal.id, dealId)).for('update');
      // Checked again under the lock: the hold may have expired or the member canceled meanwhile.
      if (!d || !canSendReceipt(d.state)) throw new AppError('DEAL_NO_RECEIPT_NOW', { state: d?.state });
      const [after] = await tx
        .update(deal)
        .set({ state: 'WAIT', method: input.method, receiptUrl: receipt.url, receiptAt: now, holdUntil: null, updatedAt: now })
        .where(eq(deal.id, dealId))
        .returning();
      await tx.insert(dealHistory).values({ dealId, action: 'RECEIPT', at: now, method: input.method, receiptUrl: receipt.url, receiptMime: receipt.mime, receiptName: receipt.name });
      return after!;
    });
  } catch (err) {
    await files.remove(receipt.url).catch(() => undefined);
    throw err;
  }
}

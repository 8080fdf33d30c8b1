import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../common/http';
import { STAFF_CHANNEL, STAFF_CHAT_CHANNEL, PUBLIC_CHANNEL, userChannel } from '../../common/chat';
import type { Actor } from '../domain/accounts/get-actor';
import { isStaff } from '../../common/permissions';
import { chatStaffCan } from '../domain/chat/chat-access';

/** The session token from a Cookie header (the same aloha.sid cookie as HTTP requests), or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The channels (Socket.IO rooms) a connection belongs to: everyone is in `public`; a signed-in
 * person in `user:<id>` (the presented user's `channel`); back-office users in `staff`; staff who
 * may read chat (CHAT_VIEW or CHAT_EDIT) also in `staff:chat`, where chat events for the clinic
 * side go.
 */
export function channelsOf(actor: Actor | null): string[] {
  if (!actor) return [PUBLIC_CHANNEL];
  const out = [PUBLIC_CHANNEL, userChannel(actor.id)];
  if (isStaff(actor)) out.push(STAFF_CHANNEL);
  if (chatStaffCan(actor, 'read')) out.push(STAFF_CHAT_CHANNEL);
  return out;
}

/**
 * Cross-site WebSocket hijacking guard: a browser always sends Origin on the handshake; it must be
 * the site's own (PUBLIC_URL, or the Host the request came to). Clients that send no Origin (not
 * browsers) still need the session cookie to be anyone.
 */
export function originAllowed(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (o.origin === new URL(publicUrl).origin) return true;
    return !!req.headers.host && o.host === req.headers.host;
  } catch {
    return false;
  }
}

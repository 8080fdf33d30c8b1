import type { Server } from 'socket.io';
import { REALTIME_EVENTS as E, STAFF_CHANNEL, STAFF_CHAT_CHANNEL, userChannel } from '../../common/chat';
import type { AppEvent } from '../domain/events';
import { presentMessage } from '../presenters/chat';
import type { Logger } from '../logger';
import type { Actor } from '../domain/accounts/get-actor';
import type { SocketData } from './chat-handlers';
import type { AppServices } from '../services';

/**
 * Turns committed changes (the event bus) into the spec §4 real-time events. Each event is
 * presented for each audience: the member's channel `user:<memberId>` gets the member side's view,
 * `staff:chat` the clinic side's (the same presenters as the HTTP answers). Events are emitted in
 * the order they were published (one queue per process); with the Redis adapter an emit reaches
 * the sockets of every process.
 */
export function connectFanOut(io: Server, services: AppServices, logger: Logger, onI18nUpdated: () => void): () => void {
  let queue: Promise<void> = Promise.resolve();

  async function handle(e: AppEvent): Promise<void> {
    switch (e.type) {
      case 'chat.message': {
        const memberView = presentMessage(e.message, e.room, 'MEMBER');
        const staffView = presentMessage(e.message, e.room, 'STAFF');
        io.to(userChannel(e.room.memberId)).emit(E.UPDATE_MESSAGE, { roomId: e.room.id, message: memberView });
        io.to(STAFF_CHAT_CHANNEL).emit(E.UPDATE_MESSAGE, { roomId: e.room.id, message: staffView });
        return;
      }
      case 'chat.read': {
        const payload = { roomId: e.roomId, side: e.side, lastReadAt: e.lastReadAt.getTime() };
        io.to(userChannel(e.memberId)).emit(E.READ_MESSAGE, { ...payload, readerId: e.side === 'MEMBER' ? e.readerId : null });
        io.to(STAFF_CHAT_CHANNEL).emit(E.READ_MESSAGE, { ...payload, readerId: e.readerId });
        return;
      }
      case 'chat.typing':
        if (e.side === 'MEMBER') io.to(STAFF_CHAT_CHANNEL).emit(E.TYPING, { roomId: e.roomId, side: e.side, userId: e.userId, name: e.name });
        else io.to(userChannel(e.memberId)).emit(E.TYPING, { roomId: e.roomId, side: e.side, userId: null, name: null });
        return;
      case 'chat.room': {
        const views = await services.chat.roomForBothSides(e.roomId);
        if (!views) return;
        io.to(userChannel(views.memberId)).emit(E.UPDATE_ROOM, { room: views.MEMBER });
        io.to(STAFF_CHAT_CHANNEL).emit(E.UPDATE_ROOM, { room: views.STAFF });
        return;
      }
      case 'chat.roomRemoved':
        io.to(userChannel(e.memberId)).emit(E.REMOVE_ROOM, { roomId: e.roomId });
        io.to(STAFF_CHAT_CHANNEL).emit(E.REMOVE_ROOM, { roomId: e.roomId });
        return;
      case 'notification.new':
        io.to(userChannel(e.userId)).emit(E.NEW_NOTIFY, { notification: e.notification, lastNotifyAt: e.notification.createAt });
        return;
      case 'notification.saw':
        io.to(userChannel(e.userId)).emit(E.SAW_NOTIFY, { lastSawNotifyAt: e.lastSawNotifyAt, lastNotifyAt: e.lastNotifyAt, unread: e.unread });
        return;
      case 'i18n.updated':
        onI18nUpdated();
        return;
      case 'desk.changed':
        io.to(STAFF_CHANNEL).emit(E.DESK_UPDATE, {});
        return;
      case 'account.changed': {
        // Every process's sockets of the person (fetchSockets goes through the adapter): a socket
        // whose session ended is closed, one whose rights changed too (the client reconnects and
        // is authenticated afresh); the others stay. With Redis away (docs/architecture.md "Faults"),
        // this process's own sockets still; the others' re-check their sessions within a minute.
        const sockets = await io
          .in(userChannel(e.userId))
          .fetchSockets()
          .catch(() => io.local.in(userChannel(e.userId)).fetchSockets());
        for (const s of sockets) {
          const data = s.data as Partial<SocketData>;
          const actor = data.token ? await services.accounts.resolve(data.token) : null;
          if (!actor || rightsOf(actor) !== rightsOf(data.actor ?? null)) s.disconnect(true);
        }
        return;
      }
    }
  }

  return services.events.subscribe((e) => {
    queue = queue.then(() => handle(e)).catch((err) => logger.error({ err, event: e.type }, 'real-time event not delivered'));
  });
}

/** What decides a connection's channels and checks: its roles and permissions. */
function rightsOf(actor: Pick<Actor, 'roles' | 'permissions'> | null): string {
  return actor ? `${[...actor.roles].sort().join(',')}|${[...actor.permissions].sort().join(',')}` : '';
}

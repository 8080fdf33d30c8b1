import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatSide } from '../../../common/chat';
import { formatMoney } from '../../../common/constants';
import { formatClinicSpan, formatInstantRange } from '../../../common/date-format';
import type { Lng } from '../../../common/i18n-config';
import { showHttpError } from '../errors/api-client';
import { HttpError } from '../errors/http-error';
import { chatApi } from './chat-api';
import { clockOf, dayOf, instantOf, sizeOf, systemText, textOf } from './chat-format';
import { answerApplied } from './chat-store';
import type { ChatMessage } from './chat-state';
import { enumLabelKey, isEnumValue } from '../../../common/enum-labels';

/** Where a card's link goes on this screen: a site path (member side) or the back office. */
export interface CardLinks {
  /** A site link stored in the card ("/user/bookings/12", "/events/x"): where it opens here. */
  site: (path: string) => { to: string; external: boolean };
  /** A booking (VISIT and REQUEST cards). */
  booking: (id: number) => { to: string; external: boolean };
}

/** A card with an optional picture, a kicker and a title, then its own lines and a link (events, posts). */
function PictureCard({ testId, image, kicker, title, link, linkText, children }: { testId: string; image: unknown; kicker: string; title: string; link: { to: string; external: boolean } | null; linkText: string; children: ReactNode }) {
  return (
    <Card testId={testId}>
      {typeof image === 'string' && <img src={image} alt="" className="mb-2 aspect-video w-full rounded-lg object-cover" loading="lazy" />}
      <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{kicker}</p>
      <p className="font-semibold">{title}</p>
      {children}
      {link && <CardLink link={link}>{linkText}</CardLink>}
    </Card>
  );
}

function CardLink({ link, children }: { link: { to: string; external: boolean }; children: ReactNode }) {
  const cls = 'link mt-2 inline-block text-sm';
  return link.external ? (
    <a href={link.to} target="_blank" rel="noopener noreferrer" className={cls}>{children}</a>
  ) : (
    <Link to={link.to} className={cls}>{children}</Link>
  );
}

const Card = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <div className="w-72 max-w-full rounded-xl border border-stone-200 bg-white p-3 text-left text-stone-800 shadow-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100" data-testid={testId}>
    {children}
  </div>
);

interface BookingSnapshot {
  bookingId: number;
  date: number;
  start: number;
  end: number;
  status: string;
  plan: unknown;
  place: unknown;
  therapist: unknown;
}

/** A booking card's facts; a copy still being sent holds only the id (the server adds the snapshot). */
function BookingFacts({ b, lng }: { b: Partial<BookingSnapshot>; lng: Lng }) {
  const { t } = useTranslation();
  const when = typeof b.date === 'number' && typeof b.start === 'number' && typeof b.end === 'number';
  return (
    <>
      <p className="flex items-center justify-between gap-2">
        <span className="font-semibold">{t('chat:card.booking', { id: b.bookingId })}</span>
        {typeof b.status === 'string' && <span className="badge">{isEnumValue('bookingStatus', b.status) ? t(enumLabelKey('bookingStatus', b.status)) : b.status}</span>}
      </p>
      {b.plan !== undefined && <p className="mt-1 text-sm">{textOf(b.plan, lng)}</p>}
      {when && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {formatClinicSpan(b.date!, b.start!, b.end!, lng)}
        </p>
      )}
      <p className="text-sm text-stone-700 dark:text-stone-300">{[textOf(b.place, lng), textOf(b.therapist, lng)].filter(Boolean).join(' · ')}</p>
    </>
  );
}

/** The body of one message by type (spec §4 types): text, files, and cards for the rest. */
function MessageBody({ m, reader, lng, links, canAnswer }: { m: ChatMessage; reader: ChatSide; lng: Lng; links: CardLinks; canAnswer: boolean }) {
  const { t } = useTranslation();
  const d = m.data as Record<string, unknown>;
  const url = typeof d.url === 'string' && d.url.startsWith('/') ? d.url : null;
  switch (m.type) {
    case 'TEXT':
      return <p className="break-words whitespace-pre-wrap">{systemText(m, t)}</p>;
    case 'IMAGE':
      return url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="block">
          <img src={url} alt={typeof d.name === 'string' ? d.name : t('chat:message.image')} width={Number(d.width) || undefined} height={Number(d.height) || undefined} loading="lazy" className="h-auto max-h-64 w-auto max-w-full rounded-lg" />
        </a>
      ) : (
        <p>{t('chat:message.image')}</p>
      );
    case 'VIDEO':
      // A member's own recording has no caption file to offer; its name labels it.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return url ? <video controls preload="metadata" src={url} className="max-h-64 max-w-full rounded-lg" aria-label={String(d.name ?? t('chat:message.video'))} /> : <p>{t('chat:message.video')}</p>;
    case 'AUDIO':
      // eslint-disable-next-line jsx-a11y/media-has-caption -- as above: uploaded by a person, without captions
      return url ? <audio controls preload="metadata" src={url} className="max-w-full" aria-label={String(d.name ?? t('chat:message.audio'))} /> : <p>{t('chat:message.audio')}</p>;
    case 'FILE':
      return (
        <a href={url ?? undefined} download={typeof d.name === 'string' ? d.name : true} className="flex items-center gap-2 underline underline-offset-2" data-testid="chat-file">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true"><path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6" /></svg>
          <span className="min-w-0 break-all">{String(d.name ?? t('chat:message.file'))}</span>
          {typeof d.size === 'number' && <span className="shrink-0 text-xs opacity-80">{sizeOf(d.size)}</span>}
        </a>
      );
    case 'VISIT': {
      const b = d as Partial<BookingSnapshot>;
      return (
        <Card testId="chat-card-booking">
          <BookingFacts b={b} lng={lng} />
          {typeof b.bookingId === 'number' && <CardLink link={links.booking(b.bookingId)}>{t('chat:card.viewBooking')}</CardLink>}
        </Card>
      );
    }
    case 'EVENT':
      return (
        <PictureCard testId="chat-card-event" image={d.banner} kicker={t('chat:card.event')} title={textOf(d.title, lng)} link={typeof d.link === 'string' ? links.site(d.link) : null} linkText={t('chat:card.viewEvent')}>
          {typeof d.startAt === 'number' && (
            <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="chat-event-when">
              {typeof d.endAt === 'number' ? formatInstantRange(d.startAt, d.endAt, lng) : instantOf(d.startAt, lng)}
            </p>
          )}
          {typeof d.feeCents === 'number' && <p className="text-sm">{d.feeCents > 0 ? formatMoney(d.feeCents) : t('chat:card.free')}</p>}
        </PictureCard>
      );
    case 'PROFILE': {
      const isStaff = d.kind === 'staff';
      const img = typeof (isStaff ? d.photo : d.avatar) === 'string' ? String(isStaff ? d.photo : d.avatar) : null;
      return (
        <Card testId="chat-card-profile">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{t(isStaff ? 'chat:card.staffProfile' : 'chat:card.memberProfile')}</p>
          <div className="mt-1 flex items-center gap-3">
            {img ? <img src={img} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" /> : <span className="grid h-12 w-12 place-items-center rounded-full bg-emerald-100 text-lg font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" aria-hidden="true">{textOf(d.name, lng).slice(0, 1)}</span>}
            <div className="min-w-0">
              <p className="font-semibold break-words">{textOf(d.name, lng)}</p>
              <p className="text-sm break-words text-stone-700 dark:text-stone-300">{isStaff ? textOf(d.title, lng) : textOf(d.signature, lng)}</p>
            </div>
          </div>
          {isStaff && typeof d.link === 'string' && <CardLink link={links.site(d.link)}>{t('chat:card.viewProfile')}</CardLink>}
        </Card>
      );
    }
    case 'POST':
      return (
        <PictureCard testId="chat-card-post" image={d.cover} kicker={t('chat:card.post')} title={textOf(d.title, lng)} link={typeof d.link === 'string' ? links.site(d.link) : null} linkText={t('chat:card.read')}>
          <p className="line-clamp-3 text-sm text-stone-700 dark:text-stone-300">{textOf(d.summary, lng)}</p>
        </PictureCard>
      );
    case 'CASE':
      return (
        <Card testId="chat-card-case">
          <p className="font-semibold">{t('chat:card.case', { type: isEnumValue('caseType', d.caseType) ? t(enumLabelKey('caseType', d.caseType)) : String(d.caseType) })}</p>
          {typeof d.note === 'string' && d.note && <p className="mt-1 text-sm break-words whitespace-pre-wrap">{d.note}</p>}
        </Card>
      );
    case 'REQUEST':
      return <RequestCard m={m} reader={reader} lng={lng} links={links} canAnswer={canAnswer} />;
    default:
      return <p>{t('chat:message.unknown')}</p>;
  }
}

function RequestCard({ m, reader, lng, links, canAnswer }: { m: ChatMessage; reader: ChatSide; lng: Lng; links: CardLinks; canAnswer: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const d = m.data as { kind?: string; note?: string; booking?: BookingSnapshot | null; state?: string };
  const state = d.state ?? 'WAIT';
  const answer = async (a: 'YES' | 'NO') => {
    if (m.id === null) return;
    setBusy(true);
    try {
      const r = await chatApi.answer(m.id, a);
      answerApplied(m.room, r.message);
    } catch (err) {
      if (err instanceof HttpError) void showHttpError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card testId="chat-card-request">
      <p className="flex items-center justify-between gap-2">
        <span className="font-semibold">{t('chat:card.request', { kind: isEnumValue('specialRequest', d.kind) ? t(enumLabelKey('specialRequest', d.kind)) : String(d.kind) })}</span>
        <span className="badge" data-testid="request-state">{t(`chat:requestState.${state}`, { defaultValue: state })}</span>
      </p>
      {d.note && <p className="mt-1 text-sm break-words whitespace-pre-wrap">{d.note}</p>}
      {d.booking && (
        <div className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-700">
          <BookingFacts b={d.booking} lng={lng} />
          <CardLink link={links.booking(d.booking.bookingId)}>{t('chat:card.viewBooking')}</CardLink>
        </div>
      )}
      {state === 'WAIT' && canAnswer && m.side !== reader && m.id !== null && (
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn btn-primary min-h-9 px-4" disabled={busy} onClick={() => void answer('YES')}>{t('chat:card.yes')}</button>
          <button type="button" className="btn btn-ghost min-h-9 px-4" disabled={busy} onClick={() => void answer('NO')}>{t('chat:card.no')}</button>
        </div>
      )}
    </Card>
  );
}

/** One message whose data cannot be drawn shows a placeholder instead of taking the page down. */
class MessageBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function SafeBody(props: Parameters<typeof MessageBody>[0]) {
  const { t } = useTranslation();
  return (
    <MessageBoundary fallback={<p>{t('chat:message.unknown')}</p>}>
      <MessageBody {...props} />
    </MessageBoundary>
  );
}

const STATUS_KEY: Record<string, string> = { SENDING: 'chat:state.SENDING', SENT: 'chat:state.SENT', RECEIVE: 'chat:state.RECEIVE', SAW: 'chat:state.SAW' };

function Ticks({ state }: { state: string }) {
  if (state === 'SENDING') {
    return <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>;
  }
  const two = state === 'SAW';
  return (
    <svg width="18" height="14" viewBox="0 0 28 20" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 11l5 5L18 4" />
      {two && <path d="M11 15l1 1L26 4" />}
    </svg>
  );
}

export interface MessageActions {
  retry: (m: ChatMessage) => void;
  discard: (m: ChatMessage) => void;
}

/**
 * One message: the writer's side on the right, the other on the left, system messages centred.
 * Outgoing ones show their state (spec §4: SENDING → SENT → SAW) as ticks with a text for screen
 * readers; one the server refused says why, with retry and remove.
 */
export function MessageView({ m, reader, lng, links, canAnswer, otherName, actions, showSender }: {
  m: ChatMessage;
  reader: ChatSide;
  lng: Lng;
  links: CardLinks;
  canAnswer: boolean;
  otherName: string;
  actions: MessageActions;
  showSender: boolean;
}) {
  const { t } = useTranslation();
  const base = { 'data-testid': 'chat-message', 'data-id': m.id ?? '', 'data-client-id': m.clientId ?? '', 'data-state': m.failure ? 'FAILED' : m.state, 'data-direction': m.direction };
  const isCard = !['TEXT', 'IMAGE', 'VIDEO', 'AUDIO', 'FILE'].includes(m.type);
  if (m.direction === 'SYSTEM') {
    return (
      <li {...base} className="my-3 flex flex-col items-center gap-1 px-2 text-center">
        {m.type === 'TEXT' ? (
          <p className="rounded-full bg-stone-100 px-3 py-1 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300">{systemText(m, t)}</p>
        ) : (
          <SafeBody m={m} reader={reader} lng={lng} links={links} canAnswer={canAnswer} />
        )}
        <span className="text-[11px] text-stone-600 dark:text-stone-400">{clockOf(m.createAt, lng)}</span>
      </li>
    );
  }
  const out = m.direction === 'OUT';
  const who = out ? (showSender && m.senderName ? m.senderName : t('chat:message.you')) : m.senderName || otherName;
  const bubble = isCard
    ? ''
    : out
      ? 'rounded-2xl rounded-br-md bg-emerald-800 px-3.5 py-2 text-white dark:bg-emerald-700'
      : 'rounded-2xl rounded-bl-md bg-stone-100 px-3.5 py-2 text-stone-900 dark:bg-stone-800 dark:text-stone-100';
  return (
    <li {...base} className={`my-1.5 flex flex-col ${out ? 'items-end' : 'items-start'}`}>
      <span className="sr-only">{t('chat:message.from', { name: who })}</span>
      {showSender && out && m.senderName && <span className="mb-0.5 text-[11px] text-stone-600 dark:text-stone-400" aria-hidden="true">{m.senderName}</span>}
      <div className={`max-w-[85%] sm:max-w-[70%] ${bubble} ${m.failure ? 'ring-2 ring-red-600' : ''} ${m.state === 'SENDING' && !m.failure ? 'opacity-80' : ''}`}>
        <SafeBody m={m} reader={reader} lng={lng} links={links} canAnswer={canAnswer} />
      </div>
      <span className="mt-0.5 flex items-center gap-1 text-[11px] text-stone-600 dark:text-stone-400">
        <span>{clockOf(m.createAt, lng)}</span>
        {out && !m.failure && (
          <span className={`inline-flex items-center gap-0.5 ${m.state === 'SAW' ? 'text-emerald-700 dark:text-emerald-400' : ''}`} data-testid="chat-message-state">
            <Ticks state={m.state} />
            <span className={m.state === 'SAW' ? '' : 'sr-only'}>{t(STATUS_KEY[m.state] ?? 'chat:state.SENT')}</span>
          </span>
        )}
      </span>
      {m.failure && (
        <span className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-700 dark:text-red-400" role="alert" data-testid="chat-message-failed">
          <span>{t('chat:state.failed')} {t(m.failure.key, { ...m.failure.params, ns: 'common' })}</span>
          <button type="button" className="underline" onClick={() => actions.retry(m)}>{t('chat:action.retry')}</button>
          <button type="button" className="underline" onClick={() => actions.discard(m)}>{t('chat:action.remove')}</button>
        </span>
      )}
    </li>
  );
}

/** A day separator between messages of different clinic days. */
export function DaySeparator({ date, lng }: { date: number; lng: Lng }) {
  return (
    <li className="my-4 flex items-center gap-3 text-xs text-stone-600 dark:text-stone-400" aria-hidden="false">
      <span className="h-px grow bg-stone-200 dark:bg-stone-800" />
      <span>{dayOf(date, lng)}</span>
      <span className="h-px grow bg-stone-200 dark:bg-stone-800" />
    </li>
  );
}

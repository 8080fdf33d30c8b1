import { useReducer, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../overlays/overlay-store';
import { showRefusal } from './conflict-dialog';
import { EditorDetails } from './editor/editor-details';
import { buildBooking, editorReducer, initialEditorState, type EditorInitial, type EditorOptions } from './editor/editor-state';
import { EditorWhat } from './editor/editor-what';
import { EditorWhen } from './editor/editor-when';
import { MemberPicker } from './member-picker';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { scheduleFetch, scheduleMessageKey, refusalOf, showFailure, validationErrors } from './schedule-api';

export type { EditorInitial, EditorOptions } from './editor/editor-state';

/**
 * The staff's booking editor (spec §2 booking system, §8 conflicts): a booking for a member with
 * plan, place, therapist (or any), room (or automatic), date up to 7 days back and time with the
 * free times suggested, body parts, symptoms, special requests, total amount and remark. The
 * shared schema checks the form before sending; a conflict shows its reasons and, for soft ones
 * only, a save-anyway once the user accepts the risk. Whatever was typed stays on any error.
 * The state is one reducer (editor/editor-state.ts); each section is its own component.
 */
export function BookingEditor(p: {
  options: EditorOptions;
  initial: EditorInitial;
  bookingId?: number;
  memberSearchPath: string;
  cancelHref: string;
  onSaved: (saved: { id: number; placeId: number; date: number }) => void;
}) {
  const { t } = useTranslation();
  const o = p.options;
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(p.initial, o));
  const { form, errors, busy } = state;
  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (errs: Record<string, string>) => {
    dispatch({ type: 'errors', errors: errs });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const save = async (force: boolean): Promise<void> => {
    const { body, found } = buildBooking(form, o, { isNew: !p.bookingId, force, messageKey: scheduleMessageKey });
    if (Object.keys(found).length) return showErrors(found);
    dispatch({ type: 'busy', busy: true });
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      const res = p.bookingId
        ? await scheduleFetch<{ booking: { id: number; place: { id: number }; date: number } }>(`/api/manage/bookings/${p.bookingId}`, { method: 'PUT', body })
        : await scheduleFetch<{ booking: { id: number; place: { id: number }; date: number } }>('/api/manage/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey.current } });
      dispatch({ type: 'busy', busy: false });
      toast(t(force ? 'desk:editor.savedForced' : 'desk:editor.saved'));
      p.onSaved({ id: res.booking.id, placeId: res.booking.place.id, date: res.booking.date });
    } catch (err) {
      dispatch({ type: 'busy', busy: false });
      const refusal = refusalOf(err);
      if (refusal) {
        if (await showRefusal(refusal)) return save(true);
        return;
      }
      const fields = validationErrors(err);
      if (fields) return showErrors(fields);
      showFailure(err);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void save(false);
  };

  const sections = { state, dispatch, options: o };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="booking-form" aria-busy={busy}>
      <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="editor-who">
        <h2 id="editor-who" className="text-lg font-semibold">{t('desk:editor.who')}</h2>
        <MemberPicker value={form.member} onChange={(m) => dispatch({ type: 'set', field: 'member', value: m })} searchPath={p.memberSearchPath} error={errors.memberId} />
      </section>
      <EditorWhat {...sections} />
      <EditorWhen {...sections} own={p.bookingId ? { date: p.initial.date, start: p.initial.start } : null} />
      <EditorDetails {...sections} isNew={!p.bookingId} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={p.cancelHref} className="btn btn-ghost">{t('desk:editor.cancel')}</Link>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="booking-save">
          {p.bookingId ? t('desk:editor.saveChanges') : t('desk:editor.create')}
        </button>
      </div>
    </form>
  );
}

import { createContext, useContext, useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, updateOverlay } from '../../features/overlays/overlay-store';
import { serverFieldErrors, showFailure, toFieldErrors, type FieldErrors } from './form-errors';
import { formReducer, initialFormState } from './form-state';

/** What a zod schema's `safeParse` gives (or a hand-written check in its shape). */
export type Checked<D> = { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface UseFormOptions<V, D> {
  initial: V | (() => V);
  /** The form's values → the body, checked with the form's schema (shared with the server). */
  check: (values: V) => Checked<D>;
  /** Sends the checked body; may give back the values as saved (they replace the form's). */
  send: (data: D, values: V) => Promise<V | void>;
  /** After a save: the toast to show (spec §4) and what to do next (close the modal, reload). */
  saved?: { toast?: string; then?: () => void };
  /** The namespace of message keys without one (`schedule` for the booking set-up; default `common`). */
  ns?: string;
  /** The unsaved-changes guard: called on the first change (an overlay form marks its overlay unsaved). */
  onDirty?: () => void;
  /** Or the id of the overlay the form sits in, marked `isUnsaved` on the first change. */
  overlayId?: string;
  /** A read-only form never sends. */
  readOnly?: boolean;
  /** The message key a server's field error shows (default: the server's own key). */
  serverMessage?: (key: string) => string;
}

/** What the fields of a form read: its errors and how to word them. */
export interface FormContextValue {
  errors: FieldErrors;
  params: Record<string, unknown>;
  ns: string;
}
export const FormContext = createContext<FormContextValue | null>(null);

/** A field's translated error, naming the field: `errorText(key, label)`. Works inside and outside a form. */
export function useErrorText() {
  const ctx = useContext(FormContext);
  const { t } = useTranslation();
  const ns = ctx?.ns ?? 'common';
  return (key: string | undefined, label: string) => (key ? t(key, { ...ctx?.params, ns, field: label }) : undefined);
}
/** The error key of a field path in the surrounding form (`fallback` when the field itself has none). */
export function useFieldErrorKey(name: string | undefined, fallback?: string): string | undefined {
  const ctx = useContext(FormContext);
  return name ? (ctx?.errors[name] ?? (fallback ? ctx?.errors[fallback] : undefined)) : undefined;
}

/**
 * One back-office form: values, errors, busy and dirty in one reducer. `submit` checks with the
 * schema (errors beside the fields, focus on the first), sends, maps the server's field errors
 * back onto the fields, shows other failures in the spec §8 popup, and toasts a save.
 */
export function useForm<V extends object, D = unknown>(opts: UseFormOptions<V, D>) {
  const [state, dispatch] = useReducer(formReducer<V>, undefined, () => initialFormState(typeof opts.initial === 'function' ? (opts.initial as () => V)() : opts.initial));
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useRef(false);
  const ns = opts.ns ?? 'common';

  // Once the errors are drawn (a server's come after a fetch, so not in the click's own render):
  // the first field marked invalid takes the focus.
  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.errors]);

  const showErrors = (errors: FieldErrors, params?: Record<string, unknown>) => {
    focusFirstInvalid.current = true;
    dispatch({ type: 'errors', errors, params });
  };

  /** Changes fields; their errors (and those of `alsoClear`) go; the first change arms the unsaved guard. */
  const change = (patch: Partial<V>, ...alsoClear: string[]) => {
    if (!state.dirty) {
      opts.onDirty?.();
      if (opts.overlayId) updateOverlay(opts.overlayId, { isUnsaved: true });
    }
    dispatch({ type: 'change', patch, clear: [...Object.keys(patch), ...alsoClear] });
  };
  const set = <K extends keyof V>(key: K, value: V[K], ...alsoClear: string[]) => change({ [key]: value } as unknown as Partial<V>, ...alsoClear);
  /** The props that tie a field to the value `key`: its name (also its error path), the value and its setter. */
  const field = <K extends keyof V & string>(key: K) => ({ name: key, value: state.values[key], onChange: (value: V[K]) => set(key, value) });

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (state.busy || opts.readOnly) return;
    const checked = opts.check(state.values);
    if (!checked.success) return showErrors(toFieldErrors(checked.error.issues));
    dispatch({ type: 'busy', busy: true });
    try {
      const back = await opts.send(checked.data, state.values);
      dispatch({ type: 'saved', values: back ?? undefined });
      if (opts.saved?.toast) toast(opts.saved.toast);
      opts.saved?.then?.();
    } catch (err) {
      const inline = serverFieldErrors(err, opts.serverMessage);
      if (inline) showErrors(inline.errors, inline.params);
      else showFailure(err);
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  }

  const context: FormContextValue = { errors: state.errors, params: state.params, ns };
  return { ...state, set, change, field, submit, showErrors, formRef, context };
}
export type FormApi = ReturnType<typeof useForm<object>>;

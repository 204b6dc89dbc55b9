import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type FormEventHandler,
} from 'react';
import type { z } from 'zod';
import { serverFieldMessages } from '@/lib/form-errors';

/**
 * A form for the pages a visitor can open first (docs/decisions/0025): plain HTML fields, no
 * react-hook-form, and the shared zod schema loaded only when the user starts filling the form
 * in, so the first paint needs neither zod nor MUI. On submit the values are parsed by the same
 * schema the server validates with, and each field shows its first message; after a failed
 * submit every change is checked again, like react-hook-form's default mode.
 */

/** The form's values: text, booleans, numbers or lists of them, by field name. */
type Values = Record<string, unknown>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The props a plain field takes from the form for `name` (see `fields.tsx`). */
export type BoundField = {
  name: string;
  value: string;
  error?: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
};

/**
 * The events that start loading a form's schema (`form.preload`), to spread on the form element:
 * the first key, tap or input.
 */
export const preloadOn = (preload: (() => void) | undefined) => ({
  onInput: preload,
  onKeyDown: preload,
  onPointerDown: preload,
});

/** Loads a schema module once; the first call starts the download. */
function cachedLoader<S>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      // A failed download (offline) is tried again on the next submit.
      loading = null;
      throw err;
    });
    return loading;
  };
}

/** The first message for each top-level field of a failed parse. */
function errorsOf<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<V>;
}

export function useSchemaForm<S extends z.ZodType<Values, Values>>(
  loadSchema: () => Promise<S>,
  /** Like react-hook-form's: a field left out (a select with no choice yet) starts empty. */
  defaultValues: Partial<z.input<S>>,
) {
  type V = z.input<S>;
  const [values, setValues] = useState<V>(defaultValues as V);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const schema = useRef<{ load: () => Promise<S>; value: S | null } | null>(null);
  schema.current ??= { load: cachedLoader(loadSchema), value: null };
  const formRef = useRef<HTMLFormElement | null>(null);

  const loadNow = useCallback(async () => {
    const holder = schema.current!;
    holder.value ??= await holder.load();
    return holder.value;
  }, []);

  const validate = useCallback((next: V) => {
    const loaded = schema.current!.value;
    if (!loaded) return;
    const result = loaded.safeParse(next);
    setErrors(result.success ? {} : errorsOf<V>(result.error));
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setDirty(true);
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  // After the first submit, every change is checked again.
  useEffect(() => {
    if (submitted) validate(values);
  }, [submitted, values, validate]);

  /** Props for a text, select or textarea field bound to `name` (text values). */
  const field = (name: keyof V & string): BoundField => ({
    name,
    value: (values[name] as string | null | undefined) ?? '',
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
  });

  /**
   * Starts loading the schema at the first sign of use (a key, a tap or a click, typing or
   * autofill in the form); an autofocused field alone does not count.
   */
  const preload = () => {
    void schema.current!.load().catch(() => undefined);
  };

  /**
   * Parses the values as a submit does: shows each field's message (and checks every later change
   * again), focuses the first field in error inside `target` (a form), and resolves with the
   * schema's output, or null when something is wrong. For a form whose fields are checked by
   * another form's submit (such as a card form's `beforeSubmit`).
   */
  const check = async (target?: HTMLFormElement | null): Promise<z.output<S> | null> => {
    if (target) formRef.current = target;
    setSubmitted(true);
    let loaded: S;
    try {
      loaded = await loadNow();
    } catch {
      // The schema could not load (offline): the server still validates what is sent.
      return values as z.output<S>;
    }
    const result = loaded.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = errorsOf<V>(result.error);
    setErrors(found);
    // Like react-hook-form: the first field in error gets the focus.
    const first = Object.keys(found)[0];
    const item = first
      ? (formRef.current?.elements.namedItem(first) ??
        // An unnamed field (a card number) is found by the name it is bound to.
        formRef.current?.querySelector(`[data-field="${first}"]`))
      : null;
    const element = item instanceof RadioNodeList ? item[0] : item;
    if (element instanceof HTMLElement) element.focus();
    return null;
  };

  /** Parses the values; on success calls `onValid` with the schema's output. */
  const handleSubmit =
    (onValid: (parsed: z.output<S>) => void): FormEventHandler<HTMLFormElement> =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void check(event.currentTarget).then((parsed) => {
        if (parsed !== null) onValid(parsed);
      });
    };

  /** Shows `message` under the field `name` (a server message the form maps itself). */
  const setError = useCallback((name: keyof V & string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  /** Puts the server's per-field messages (400 and 409 answers) under the matching fields. */
  const showServerErrors = (error: unknown) => {
    const found = serverFieldMessages(error, Object.keys(values));
    if (Object.keys(found).length) setErrors((current) => ({ ...current, ...found }));
  };

  const reset = (next: V = defaultValues as V) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
    setDirty(false);
  };

  return {
    values,
    errors,
    dirty,
    setValue,
    field,
    preload,
    check,
    handleSubmit,
    setError,
    showServerErrors,
    reset,
  };
}

export type SchemaForm = ReturnType<typeof useSchemaForm>;

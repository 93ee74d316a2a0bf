/**
 * Helpers of the trip and review forms. `requiredMark` marks a field's label with react-admin's asterisk;
 * the messages stay those of the form-level the specification validation (a required() here would show its own).
 * `SaveErrorAlert` shows a save error until the admin changes something in the form: then the
 * error no longer describes what is on screen, so it goes.
 */
import { Alert } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

export const requiredMark = Object.assign(() => undefined, { isRequired: true });

/** A comparable picture of the form's values (picked files by name and size). */
const snapshotOf = (values: unknown): string =>
  JSON.stringify(values, (_key, value: unknown) => (value instanceof File ? `${value.name}:${value.size}` : value));

export const SaveErrorAlert = ({ error }: { error: string | null }) => {
  const values = useWatch();
  const current = snapshotOf(values);
  const atError = useRef(current);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    atError.current = current;
    setStale(false);
    // Only a new error takes a new picture; `current` is read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  useEffect(() => {
    if (error && current !== atError.current) setStale(true);
  }, [current, error]);

  if (!error || stale) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="review-save-error">
      {error}
    </Alert>
  );
};

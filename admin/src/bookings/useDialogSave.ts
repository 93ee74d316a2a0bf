/**
 * A booking dialog's saving: whether it is open, whether a save is under way, and `run`, which does
 * the save, closes the dialog, notifies what it answered and refreshes the page; a refusal (the
 * server's message, or the form's own check thrown) is notified and leaves the dialog open.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export function useDialogSave() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<string>) => {
    setSaving(true);
    try {
      const done = await save();
      setOpen(false);
      notify(done, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { open, setOpen, saving, run };
}

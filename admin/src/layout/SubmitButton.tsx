/**
 * The forms' submit button: always clickable while idle (so an untouched form shows its
 * validation messages), disabled and reading 'Saving...' while the save (uploads included) runs.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useSaveContext } from 'react-admin';

export const SubmitButton = ({ label }: { label: string }) => {
  const { saving } = useSaveContext();
  const busy = Boolean(saving);
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
    >
      {busy ? 'Saving...' : label}
    </Button>
  );
};

/**
 * docs/product.md#states review form outcomes: on success a 2-second success notice, then /admin/reviews; on
 * failure the message inline and in an 'Error' popup.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { limits } from '@travel/server/domain';
import { useEffect, useState } from 'react';
import { useRedirect } from 'react-admin';

export function useReviewSaveFeedback(successText: string) {
  const redirect = useRedirect();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [errorOpen, setErrorOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = window.setTimeout(() => redirect('list', 'reviews'), limits.successDialogMs);
    return () => window.clearTimeout(timer);
  }, [succeeded, redirect]);

  const mutationOptions = {
    onSuccess: () => {
      setSaveError(null);
      setSucceeded(true);
    },
    onError: (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : String(error);
      setSaveError(message);
      setErrorOpen(true);
    },
  };

  const dialogs = (
    <>
      <Dialog open={succeeded} aria-labelledby="review-success-title">
        <DialogTitle id="review-success-title">
          <Stack direction="row" spacing={1} alignItems="center">
            <CheckCircleIcon color="success" />
            <span>Success!</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <Typography>{successText}</Typography>
        </DialogContent>
      </Dialog>
      <Dialog open={errorOpen} onClose={() => setErrorOpen(false)} aria-labelledby="review-error-title">
        <DialogTitle id="review-error-title">
          <Stack direction="row" spacing={1} alignItems="center">
            <ErrorIcon color="error" />
            <span>Error</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <Typography>{saveError}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setErrorOpen(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );

  return { saveError, mutationOptions, dialogs };
}

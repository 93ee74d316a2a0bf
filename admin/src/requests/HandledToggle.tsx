/** Marks a request handled (or open again): PATCH /admin/customization-requests/:id. */
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { messages } from '@travel/server/domain';
import type { CustomizationRequest } from '@travel/server/entities';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';

export const HandledToggle = () => {
  const request = useRecordContext<CustomizationRequest>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<CustomizationRequest>();
  if (!request) return null;
  const toggle = () =>
    update(
      'customization-requests',
      { id: request.id, data: { handled: !request.handled }, previousData: request },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => notify(saved.handled ? messages.requestMarkedHandled : messages.requestMarkedOpen, { type: 'info' }),
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      variant={request.handled ? 'text' : 'contained'}
      color={request.handled ? 'inherit' : 'success'}
      startIcon={request.handled ? <UndoIcon /> : <CheckIcon />}
      onClick={toggle}
      disabled={isPending}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {request.handled ? 'Reopen' : 'Mark handled'}
    </Button>
  );
};

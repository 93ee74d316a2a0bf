/** docs/product.md#errors: admin lists show the error with Retry. */
import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';

export const ListErrorRetry = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          Retry
        </Button>
      }
    >
      {error?.message}
    </Alert>
  );
};

import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';

export const SaveStatisticsButton = ({ saving }: { saving: boolean }) => (
  <Button
    type="submit"
    variant="contained"
    disabled={saving}
    startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
  >
    {saving ? 'Saving...' : 'Save Statistics'}
  </Button>
);

/**
 * Selection for card grids (trips, reviews), so that their bulk actions work like a table's: a
 * checkbox on each card, and react-admin's bulk toolbar above the grid while something is selected.
 */
import { Checkbox } from '@mui/material';
import type { Identifier } from 'react-admin';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { BulkActions } from './BulkActions.tsx';

export const SelectCardCheckbox = ({ id, name }: { id: Identifier; name: string }) => {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      slotProps={{ input: { 'aria-label': `Select ${name}` } }}
    />
  );
};

export const CardBulkToolbar = ({ noun }: { noun: string }) => (
  <BulkActionsToolbar>
    <BulkActions noun={noun} />
  </BulkActionsToolbar>
);

/**
 * Bulk actions of every admin list, as react-admin's demo has them: export the selected rows as CSV,
 * and delete them after a confirmation.
 */
import { BulkDeleteButton, BulkExportButton } from 'react-admin';

export const BulkActions = ({ noun }: { noun: string }) => (
  <>
    <BulkExportButton />
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`Delete selected ${noun}`}
      confirmContent={`Are you sure you want to delete the selected ${noun}? This action cannot be undone.`}
      confirmColor="warning"
    />
  </>
);

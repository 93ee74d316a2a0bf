/**
 * docs/product.md#errors: deletes confirm with 'Are you sure you want to delete "{name}"?...'; the 'Deleted!'
 * that follows is the resource's `notifications.deleted` message (i18n/en.ts).
 */
import { deleteConfirmation } from '@travel/server/domain';
import { DeleteWithConfirmButton } from 'react-admin';
import type { RaRecord } from 'react-admin';

export interface DeleteRecordButtonProps {
  record: RaRecord;
  /** What the confirmation calls the record (a trip's place, a review's reviewer). */
  name: string;
  title: string;
  label?: string;
}

export const DeleteRecordButton = ({ record, name, title, label = 'Delete' }: DeleteRecordButtonProps) => (
  <DeleteWithConfirmButton
    record={record}
    label={label}
    confirmTitle={title}
    confirmContent={deleteConfirmation(name)}
    confirmColor="warning"
    mutationMode="pessimistic"
    redirect={false}
  />
);

import { Edit, useNotify, useRedirect } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { TripDeparturesButtons } from './TripDeparturesButtons.tsx';
import { TripForm, tripFormToRecord } from './TripForm.tsx';

const TripEdit = () => {
  usePageTitle('Edit Trip');
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Trip"
      mutationMode="pessimistic"
      redirect="list"
      actions={<TripDeparturesButtons />}
      transform={tripFormToRecord}
      queryOptions={{
        // docs/product.md#screens: if loading the trip for edit fails, back to /admin/trips.
        onError: (error: Error) => {
          notify(error.message, { type: 'error' });
          redirect('list', 'trips');
        },
      }}
    >
      <TripForm submitLabel="Update Trip" />
    </Edit>
  );
};

export default TripEdit;

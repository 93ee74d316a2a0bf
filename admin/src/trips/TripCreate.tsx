import { Create } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { TripForm, tripFormToRecord } from './TripForm.tsx';

const TripCreate = () => {
  usePageTitle('Add Trip');
  return (
    <Create title="Add New Trip" redirect="list" transform={tripFormToRecord} record={{ images: [], video: null, itineraryPdf: null }}>
      <TripForm submitLabel="Create Trip" />
    </Create>
  );
};

export default TripCreate;

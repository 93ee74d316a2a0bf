/** A new departure; opened from a trip, the trip comes filled in (`?source={"tripId":...}`). */
import { Create } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { DepartureForm } from './DepartureForm.tsx';
import { departureFormToRecord } from './departureFormValues.ts';

const DepartureCreate = () => {
  usePageTitle('Add Departure');
  return (
    <Create title="Add Departure" redirect="list" record={{ status: 'open' }} transform={(values) => departureFormToRecord(values)}>
      <DepartureForm />
    </Create>
  );
};

export default DepartureCreate;

/** A new coupon: 10% off, once per traveller, on every trip, unless told otherwise. */
import { Create } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { CouponForm } from './CouponForm.tsx';
import { couponFormToRecord } from './couponFormValues.ts';

const CouponCreate = () => {
  usePageTitle('New coupon');
  return (
    <Create
      title="New coupon"
      redirect="list"
      record={{ kind: 'percent', value: 10, maxUsesPerTraveller: 1, minSeats: 1, status: 'active', tripIds: [] }}
      transform={couponFormToRecord}
    >
      <CouponForm />
    </Create>
  );
};

export default CouponCreate;

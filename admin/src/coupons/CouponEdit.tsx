/** A coupon's page: its fields (disable it here: bookings made keep their price), then its uses with a CSV of them. */
import { Box, Button, Typography } from '@mui/material';
import { formatDateTime, formatRupees } from '@travel/server/domain';
import type { Coupon, CouponUse } from '@travel/server/entities';
import { Edit, useRecordContext } from 'react-admin';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { couponUses, downloadCouponUsesCsv } from '../providers/couponCalls.ts';
import { CouponForm } from './CouponForm.tsx';
import { couponFormToRecord } from './couponFormValues.ts';

const CouponUses = () => {
  const coupon = useRecordContext<Coupon>();
  const [uses, setUses] = useState<CouponUse[] | null>(null);
  useEffect(() => {
    if (coupon?.id) void couponUses(String(coupon.id)).then(setUses, () => setUses([]));
  }, [coupon?.id]);
  if (!coupon) return null;
  return (
    <Box component="section" aria-labelledby="coupon-uses-title" sx={{ width: '100%', mt: 2 }}>
      <Typography id="coupon-uses-title" variant="h6" component="h2">
        Uses ({coupon.uses}) · revenue {formatRupees(coupon.revenue)} · discount given {formatRupees(coupon.discountGiven)}
      </Typography>
      <Button variant="outlined" size="small" sx={{ my: 1 }} onClick={() => void downloadCouponUsesCsv(coupon)}>
        Download uses (CSV)
      </Button>
      {uses?.length === 0 && <Typography color="text.secondary">Not used yet</Typography>}
      <Box component="ul" sx={{ pl: 2, m: 0 }}>
        {(uses ?? []).map((use) => (
          <li key={use.bookingId}>
            <strong>{use.reference}</strong> · {use.traveller} · {use.place} · {use.seats} seats · {use.status} · −
            {formatRupees(use.discount)} of {formatRupees(use.totalAmount + use.discount)} · {formatDateTime(use.createdAt)}
          </li>
        ))}
      </Box>
    </Box>
  );
};

const CouponEdit = () => {
  usePageTitle('Coupon');
  return (
    <Edit title="Coupon" mutationMode="pessimistic" transform={couponFormToRecord}>
      <CouponForm>
        <CouponUses />
      </CouponForm>
    </Edit>
  );
};

export default CouponEdit;
